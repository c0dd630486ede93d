#!/bin/sh
# Build Akron with warnings (deprecations included) as errors and run its whole test suite
# inside a Debian sysroot made by build-aux/debian-sysroot.sh: by default Debian 13 (trixie),
# with GTK 4.18, libadwaita 1.7 and appstream 1.0, the newest GNOME that Debian has. The
# checkout is bind-mounted at /src in the sysroot; the build directory is
# $AKRON_CHROOT_BUILDDIR (default _build-trixie) in the checkout, so that its test log
# (meson-logs/testlog.json) can be read from outside.
#
#   build-aux/chroot-test.sh [meson test arguments]
#
# Needs root. Environment: AKRON_SYSROOT_SUITE, AKRON_SYSROOT_CACHE (build-aux/debian-sysroot.sh),
# AKRON_CHROOT_BUILDDIR.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
BUILDDIR=${AKRON_CHROOT_BUILDDIR:-_build-trixie}

if [ "$(id -u)" != 0 ]; then
  exec sudo -E "$0" "$@"
fi

SYSROOT=$("$SRCDIR/build-aux/debian-sysroot.sh" | tail -n 1)

MOUNTS=""
cleanup ()
{
  for m in $MOUNTS; do
    umount "$m" 2> /dev/null || umount -l "$m"
  done
}
trap cleanup EXIT
trap 'exit 130' INT TERM

bind ()
{
  mkdir -p "$2"
  mount --bind "$1" "$2"
  MOUNTS="$2 $MOUNTS"
}
# The sysroot on itself: its / is then a mount point, which tests that mount in a namespace of
# their own (tests/engine/test-record-faults.c) need.
bind "$SYSROOT" "$SYSROOT"
bind /proc "$SYSROOT/proc"
bind /dev "$SYSROOT/dev"
bind "$SRCDIR" "$SYSROOT/src"

# A clean environment: no session bus (GLib would start one through dbus-x11), no settings
# written, the test suite's own locale.
chroot "$SYSROOT" env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
  DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent GSETTINGS_BACKEND=memory \
  BUILDDIR="$BUILDDIR" ${CI+CI="$CI"} \
  sh -eu -c '
    cd /src
    echo "Debian $(cat /etc/debian_version): GTK $(pkg-config --modversion gtk4)," \
      "libadwaita $(pkg-config --modversion libadwaita-1), $(appstreamcli --version)"
    if [ -f "$BUILDDIR/build.ninja" ]; then
      meson configure "$BUILDDIR" -Dwerror=true
    else
      meson setup "$BUILDDIR" --prefix=/usr -Dwerror=true
    fi
    meson compile -C "$BUILDDIR"
    xvfb-run -a -s "-screen 0 1280x800x24 -noreset" meson test -C "$BUILDDIR" --print-errorlogs "$@"
  ' chroot-test "$@"
