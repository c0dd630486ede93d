#!/bin/sh
# Make, or reuse, a cached Debian sysroot (debootstrap) with what Akron needs to build and test,
# and print its path on the last line of standard output.
#
# Two users share it: .ci/run builds and tests Akron inside it with chroot (build-aux/chroot-test.sh,
# the newest GNOME that Debian has), and build-aux/flatpak-standin.sh exports its /usr as the
# stand-in org.gnome.Platform and org.gnome.Sdk. One sysroot for both saves a debootstrap
# (a few minutes and ~1.5 GB).
#
# Environment:
#   AKRON_SYSROOT_SUITE   Debian suite (default trixie: GTK 4.18, libadwaita 1.7, appstream 1.0)
#   AKRON_SYSROOT_CACHE   where the sysroot is kept (default /var/cache/akron-$SUITE)
#   AKRON_SYSROOT_MIRROR  Debian mirror (default http://deb.debian.org/debian)
#
# Needs root.
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

SUITE=${AKRON_SYSROOT_SUITE:-trixie}
CACHE=${AKRON_SYSROOT_CACHE:-/var/cache/akron-$SUITE}
MIRROR=${AKRON_SYSROOT_MIRROR:-http://deb.debian.org/debian}
SYSROOT=$CACHE/sysroot
STAMP=$CACHE/sysroot.stamp

# The build and test dependencies (as build-aux/dev installs them on the host), what
# flatpak-builder runs inside the SDK (appstream-compose from appstream-util, eu-strip from
# elfutils) and what the app needs at run time in the Flatpak (fonts, the SVG loader, the MIME
# database, a session bus launcher). The gir1.2 packages provide the virtual packages that
# trixie's GTK introspection data depends on, which debootstrap cannot choose by itself.
# locales: glibc 2.41 ignores LANGUAGE in the C.UTF-8 locale, so the translation tests need
# en_US.UTF-8 there.
PACKAGES="libgtk-4-dev,libgtk-4-bin,libadwaita-1-dev,libxtst-dev,libgsound-dev,meson,ninja-build,\
gcc,libc6-dev,pkg-config,python3,gettext,libglib2.0-bin,desktop-file-utils,appstream,\
appstream-util,elfutils,fonts-cantarell,shared-mime-info,dbus-x11,librsvg2-common,xvfb,xauth,\
x11-utils,xdotool,yelp-tools,itstool,groff-base,gir1.2-glib-2.0,gir1.2-freedesktop,locales"
WANT_STAMP="$SUITE $MIRROR $PACKAGES"
# Packages added since: apt-get installs them into the cached sysroot, quicker than a new
# debootstrap, and the sysroot stays the one that other checkouts sharing it expect (its
# debootstrap stamp is unchanged). at-spi2-core and libatspi2.0-dev: the accessibility test
# (tests/ui/test-accessibility.c).
LATER_PACKAGES="at-spi2-core libatspi2.0-dev"
LATER_STAMP=$CACHE/sysroot.later-stamp

log ()
{
  echo "$*" >&2
}

# An interrupted run leaves file systems mounted in the sysroot.
unmount_all ()
{
  awk -v root="$SYSROOT/" 'index($2, root) == 1 { print $2 }' /proc/mounts | sort -r \
    | while read -r mount_point; do umount -l "$mount_point"; done
}

# Only its own /proc mount is undone: a chroot-test.sh of another checkout may be using the
# sysroot meanwhile.
install_later_packages ()
{
  [ -f "$LATER_STAMP" ] && [ "$(cat "$LATER_STAMP")" = "$LATER_PACKAGES" ] && return 0
  log "installing $LATER_PACKAGES into $SYSROOT (log: $CACHE/debootstrap.log)"
  mount --bind /proc "$SYSROOT/proc"
  if ! chroot "$SYSROOT" sh -c "apt-get update -q && DEBIAN_FRONTEND=noninteractive \
         apt-get install -y -q --no-install-recommends $LATER_PACKAGES" \
         >> "$CACHE/debootstrap.log" 2>&1; then
    umount "$SYSROOT/proc"
    tail -n 30 "$CACHE/debootstrap.log" >&2
    exit 1
  fi
  umount "$SYSROOT/proc"
  rm -rf "$SYSROOT"/var/cache/apt/archives/*.deb "$SYSROOT"/var/lib/apt/lists/*
  echo "$LATER_PACKAGES" > "$LATER_STAMP"
}

if [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$WANT_STAMP" ]; then
  log "reusing $SYSROOT (Debian $SUITE)"
  install_later_packages
  echo "$SYSROOT"
  exit 0
fi

command -v debootstrap > /dev/null || {
  apt-get update -q >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    debootstrap debian-archive-keyring >&2
}
mkdir -p "$CACHE"
unmount_all
rm -rf "$SYSROOT" "$STAMP" "$LATER_STAMP"
log "debootstrap $SUITE into $SYSROOT (log: $CACHE/debootstrap.log)"
# If debootstrap still leaves a package unconfigured, apt settles it below.
debootstrap --variant=minbase --include="$PACKAGES" "$SUITE" "$SYSROOT" "$MIRROR" \
  > "$CACHE/debootstrap.log" 2>&1 || log "debootstrap did not finish; apt-get -f install settles it"
unmount_all
[ -x "$SYSROOT/usr/bin/apt-get" ] || { tail -n 30 "$CACHE/debootstrap.log" >&2; exit 1; }
mount --bind /proc "$SYSROOT/proc"
if ! chroot "$SYSROOT" sh -c 'apt-get update -q && DEBIAN_FRONTEND=noninteractive \
       apt-get -f install -y -q --no-install-recommends && dpkg --configure -a \
       && [ -z "$(dpkg --audit)" ] \
       && sed -i "s/^# *en_US.UTF-8 UTF-8/en_US.UTF-8 UTF-8/" /etc/locale.gen && locale-gen' \
       >> "$CACHE/debootstrap.log" 2>&1; then
  tail -n 30 "$CACHE/debootstrap.log" >&2
  unmount_all
  exit 1
fi
unmount_all
# Keep it lean: no package caches or lists.
rm -rf "$SYSROOT"/var/cache/apt/archives/*.deb "$SYSROOT"/var/lib/apt/lists/*
echo "$WANT_STAMP" > "$STAMP"
install_later_packages
log "created $SYSROOT ($(du -sh "$SYSROOT/usr" 2> /dev/null | cut -f1) in /usr)"
echo "$SYSROOT"
