#!/bin/sh
# Installed-app smoke test: `meson install` into a temporary DESTDIR, check the installed
# files, then start the installed akron under the X server of the test run (xvfb-run) with
# the installed schema and data, wait for its window and quit it with Ctrl+Q.
#
# usage: installed-app.sh BUILD_DIR PREFIX DATADIR BINDIR APPLICATION_ID
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

build_dir=$1 prefix=$2 datadir=$3 bindir=$4 app_id=$5
timeout=${AKRON_WINDOW_TIMEOUT:-30}

if [ -z "${DISPLAY:-}" ]; then
  echo "no DISPLAY: run the tests under xvfb-run"
  exit 77
fi
command -v xdotool > /dev/null || { echo "xdotool is not installed"; exit 77; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/akron-installed.XXXXXX")
app_pid=""
cleanup ()
{
  if [ -n "$app_pid" ]; then
    kill "$app_pid" 2> /dev/null || true
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "# meson install --destdir $tmp/root"
meson install -C "$build_dir" --no-rebuild --destdir "$tmp/root" > "$tmp/install.log" 2>&1 \
  || { cat "$tmp/install.log"; echo "meson install failed"; exit 1; }

case $datadir in /*) ;; *) datadir=$prefix/$datadir ;; esac
case $bindir in /*) ;; *) bindir=$prefix/$bindir ;; esac
share=$tmp/root$datadir
bin=$tmp/root$bindir

status=0
for f in "$bin/akron" "$bin/akron-cli" \
         "$share/applications/$app_id.desktop" \
         "$share/metainfo/$app_id.metainfo.xml" \
         "$share/icons/hicolor/scalable/apps/$app_id.svg" \
         "$share/icons/hicolor/symbolic/apps/$app_id-symbolic.svg" \
         "$share/glib-2.0/schemas/$app_id.gschema.xml" \
         "$share/mime/packages/$app_id.xml" \
         "$share/locale/de/LC_MESSAGES/akron.mo" \
         "$share/help/C/$app_id/index.page" "$share/help/C/$app_id/lessons.page" \
         "$share/help/de/$app_id/index.page" "$share/help/zh_CN/$app_id/lessons.page"; do
  if [ -e "$f" ]; then
    echo "ok: installed ${f#"$tmp/root"}"
  else
    echo "not ok: missing ${f#"$tmp/root"}"
    status=1
  fi
done
[ "$status" = 0 ] || exit 1

# DESTDIR installs skip gnome.post_install(), so compile the installed schema here.
glib-compile-schemas --strict "$share/glib-2.0/schemas"

mkdir -p "$tmp/home/data" "$tmp/home/config" "$tmp/home/cache"
export GSETTINGS_SCHEMA_DIR="$share/glib-2.0/schemas"
export XDG_DATA_DIRS="$share:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
export XDG_DATA_HOME="$tmp/home/data" XDG_CONFIG_HOME="$tmp/home/config"
export XDG_CACHE_HOME="$tmp/home/cache"
export GDK_BACKEND=x11 GSK_RENDERER=${GSK_RENDERER:-cairo} GTK_A11Y=none NO_AT_BRIDGE=1
export DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent

echo "# starting $bin/akron"
started=$(date +%s%N)
"$bin/akron" > "$tmp/app.log" 2>&1 &
app_pid=$!

deadline=$(( $(date +%s) + timeout ))
wid=""
while :; do
  wid=$(xdotool search --onlyvisible --pid "$app_pid" --name 'Akron$' 2> /dev/null \
        | head -n 1) || true
  [ -n "$wid" ] && break
  if ! kill -0 "$app_pid" 2> /dev/null; then
    cat "$tmp/app.log"
    echo "akron exited before showing its window"
    app_pid=""
    exit 1
  fi
  if [ "$(date +%s)" -ge "$deadline" ]; then
    cat "$tmp/app.log"
    echo "no window titled Akron within ${timeout}s"
    exit 1
  fi
  sleep 0.05
done
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
echo "ok: window $wid \"$(xdotool getwindowname "$wid")\" visible after $elapsed_ms ms"

# Visible is not yet ready for input; then give the window the keyboard focus (there is no
# window manager) and quit through the app.quit accelerator.
sleep 0.5
xdotool windowfocus "$wid" 2> /dev/null || xdotool mousemove --window "$wid" 40 40
xdotool key ctrl+q

deadline=$(( $(date +%s) + 15 ))
while kill -0 "$app_pid" 2> /dev/null; do
  if [ "$(date +%s)" -ge "$deadline" ]; then
    cat "$tmp/app.log"
    echo "akron did not quit within 15 s of Ctrl+Q"
    exit 1
  fi
  sleep 0.05
done
exit_status=0
wait "$app_pid" || exit_status=$?
app_pid=""
if [ -s "$tmp/app.log" ]; then
  echo "# akron printed:"
  sed 's/^/# /' "$tmp/app.log"
fi
if [ "$exit_status" != 0 ]; then
  echo "akron exited with status $exit_status"
  exit 1
fi
echo "ok: akron quit cleanly on Ctrl+Q"
