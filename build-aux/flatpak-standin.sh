#!/bin/sh
# Build, install and run Akron's Flatpak offline, against a stand-in GNOME runtime.
#
# Flathub and GNOME's runtimes cannot be downloaded on this project's test machines, so this
# script makes a stand-in from Debian packages (the Debian 13 sysroot of
# build-aux/debian-sysroot.sh, GTK 4.18 and libadwaita 1.7), publishes it under the names and
# branch that the manifest asks for (org.gnome.Platform and org.gnome.Sdk, its runtime-version),
# builds the UNCHANGED development manifest (flatpak/io.github.akrongame.Akron.Devel.json, this
# checkout) with flatpak-builder, installs the app, starts it sandboxed under Xvfb and runs
# akron-cli inside the sandbox. The release manifest builds the release tarball from GitHub,
# which cannot be fetched here: it is checked with `flatpak-builder --show-manifest` and must
# ask for the same runtime branch.
#
# What it proves: the manifest is valid, its finish-args are accepted, the app builds with meson
# inside a Flatpak build sandbox, installs with its desktop file, icons and metainfo, and starts
# sandboxed with exactly the permissions the manifest grants, with its help pages, English and
# translated, where the runtime's Yelp looks for them in the sandbox. What it does not prove:
# that it builds against GNOME's own runtime, or on Flathub's build infrastructure, or that
# Yelp shows the help (the stand-in runtime has no Yelp).
#
# Needs root (it installs packages and uses the system Flatpak installation). The stand-in
# sysroot and its ostree repository are cached outside the checkout, so reruns are fast.
#
# Environment:
#   AKRON_STANDIN_CACHE   cache directory (default /var/cache/akron-standin)
#   AKRON_SYSROOT_SUITE   Debian suite of the stand-in (default trixie; build-aux/debian-sysroot.sh)
#   AKRON_STANDIN_TIMEOUT seconds to wait for the window (default 60)
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

APP_ID=io.github.akrongame.Akron
ARCH=$(uname -m)          # Flatpak and the kernel name x86_64 and aarch64 alike
SRCDIR=$(cd "$(dirname "$0")/.." && pwd)
MANIFEST=$SRCDIR/flatpak/$APP_ID.Devel.json
RELEASE_MANIFEST=$SRCDIR/flatpak/$APP_ID.json
CACHE=${AKRON_STANDIN_CACHE:-/var/cache/akron-standin}
WINDOW_TIMEOUT=${AKRON_STANDIN_TIMEOUT:-60}

# flatpak-builder runs eu-strip and eu-elfcompress on the host, not in the SDK.
HOST_PACKAGES="flatpak flatpak-builder elfutils debootstrap debian-archive-keyring ostree
  dbus-daemon xvfb xauth x11-utils xdotool"

START=$(date +%s)
STEP_START=$START
STEP_NAME=""

step ()
{
  step_end
  STEP_NAME=$1
  STEP_START=$(date +%s)
  printf '\n==> %s\n' "$STEP_NAME"
}

step_end ()
{
  if [ -n "$STEP_NAME" ]; then
    printf '    (%s: %ss)\n' "$STEP_NAME" "$(( $(date +%s) - STEP_START ))"
  fi
}

fail ()
{
  printf 'FAILED in step "%s": %s\n' "$STEP_NAME" "$*" >&2
  exit 1
}

# fail_with_log LOG MESSAGE: show the end of LOG, then fail.
fail_with_log ()
{
  tail -n 40 "$1" >&2
  fail "$2 (log: $1)"
}

XVFB_PID=""
DBUS_PID=""
APP_PID=""
EXPORT_DIR=""
HELP_STANDIN_FILES=""

cleanup ()
{
  if [ -n "$APP_PID" ] && kill -0 "$APP_PID" 2>/dev/null; then
    kill "$APP_PID" 2>/dev/null || true
  fi
  if [ -n "$XVFB_PID" ]; then
    kill "$XVFB_PID" 2>/dev/null || true
  fi
  if [ -n "$DBUS_PID" ]; then
    kill "$DBUS_PID" 2>/dev/null || true
  fi
  if [ -n "$EXPORT_DIR" ]; then
    rm -rf "$EXPORT_DIR"
  fi
  if [ -n "$HELP_STANDIN_FILES" ]; then
    # shellcheck disable=SC2086
    rm -f $HELP_STANDIN_FILES
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if [ "$(id -u)" != 0 ]; then
  exec sudo -E "$0" "$@"
fi

[ -f "$MANIFEST" ] || fail "no manifest at $MANIFEST"
BRANCH=$(sed -n 's/^[[:space:]]*"runtime-version"[[:space:]]*:[[:space:]]*"\([^"]*\)".*/\1/p' \
         "$MANIFEST")
[ -n "$BRANCH" ] || fail "no runtime-version in $MANIFEST"

step "1/9 host packages"
missing=""
for p in $HOST_PACKAGES; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
else
  echo "all present"
fi

if [ -f "$RELEASE_MANIFEST" ]; then
  grep -q "\"runtime-version\": \"$BRANCH\"" "$RELEASE_MANIFEST" \
    || fail "$RELEASE_MANIFEST does not ask for runtime branch $BRANCH as $MANIFEST does"
  (cd "${TMPDIR:-/tmp}" && G_DEBUG=fatal-warnings flatpak-builder --show-manifest \
     "$RELEASE_MANIFEST" > /dev/null) || fail "flatpak-builder cannot read $RELEASE_MANIFEST"
fi

step "2/9 stand-in sysroot (build-aux/debian-sysroot.sh)"
SYSROOT=$("$SRCDIR/build-aux/debian-sysroot.sh" | tail -n 1) || fail "no sysroot"
WANT_STAMP=$(cat "$(dirname "$SYSROOT")/sysroot.stamp")

step "3/9 export org.gnome.Platform and org.gnome.Sdk//$BRANCH to a local ostree repo"
REPO=$CACHE/repo
EXPORT_STAMP=$CACHE/repo.stamp
WANT_EXPORT="$WANT_STAMP branch=$BRANCH"
if [ -f "$EXPORT_STAMP" ] && [ "$(cat "$EXPORT_STAMP")" = "$WANT_EXPORT" ] \
   && ostree rev-parse --repo="$REPO" "runtime/org.gnome.Sdk/$ARCH/$BRANCH" >/dev/null 2>&1; then
  echo "reusing $REPO"
else
  rm -rf "$REPO" "$EXPORT_STAMP"
  ostree init --mode=bare-user-only --repo="$REPO"
  EXPORT_DIR=$(mktemp -d "$CACHE/export.XXXXXX")
  for kind in Platform Sdk; do
    d=$EXPORT_DIR/$kind
    mkdir -p "$d"
    # Hard links: the export only reads the files, and this avoids copying ~1.5 GB twice.
    cp -al "$SYSROOT/usr" "$d/files"
    cp -a "$SYSROOT/etc" "$d/files/etc"
    printf '[Runtime]\nname=org.gnome.%s\nruntime=%s\nsdk=%s\n' "$kind" \
      "org.gnome.Platform/$ARCH/$BRANCH" "org.gnome.Sdk/$ARCH/$BRANCH" > "$d/metadata"
    flatpak build-export --runtime --files=files --disable-fsync --arch="$ARCH" \
      "$REPO" "$d" "$BRANCH" > /dev/null
    echo "exported org.gnome.$kind//$BRANCH"
  done
  rm -rf "$EXPORT_DIR"
  EXPORT_DIR=""
  echo "$WANT_EXPORT" > "$EXPORT_STAMP"
fi

step "4/9 install the stand-in runtime and SDK"
flatpak remote-add --system --if-not-exists --no-gpg-verify akron-standin "$REPO"
flatpak remote-modify --system --no-gpg-verify --url="file://$REPO" akron-standin
for kind in Platform Sdk; do
  ref=runtime/org.gnome.$kind/$ARCH/$BRANCH
  want=$(ostree rev-parse --repo="$REPO" "$ref")
  have=$(flatpak info --system --show-commit "org.gnome.$kind/$ARCH/$BRANCH" 2>/dev/null || true)
  if [ "$want" = "$have" ]; then
    echo "org.gnome.$kind//$BRANCH already installed ($want)"
  else
    flatpak install --system -y --noninteractive --reinstall akron-standin \
      "org.gnome.$kind/$ARCH/$BRANCH" || fail "installing org.gnome.$kind//$BRANCH"
  fi
done

step "5/9 flatpak-builder on the unchanged manifest, and install the app"
WORK=$CACHE/work
mkdir -p "$WORK"
(
  cd "$WORK"
  flatpak-builder --system --force-clean --disable-updates --disable-rofiles-fuse \
    --state-dir="$WORK/state" --install "$WORK/build-dir" "$MANIFEST"
) > "$WORK/flatpak-builder.log" 2>&1 \
  || fail_with_log "$WORK/flatpak-builder.log" "flatpak-builder"
tail -n 3 "$WORK/flatpak-builder.log"
flatpak info --system "$APP_ID" | sed -n 's/^ *\(Ref\|Runtime\|Commit\|Installed\):/    &/p'
echo "permissions:"
flatpak info --system --show-permissions "$APP_ID" | sed 's/^/    /'
EXPORTS=/var/lib/flatpak/exports/share
for f in "applications/$APP_ID.desktop" "icons/hicolor/scalable/apps/$APP_ID.svg" \
         "icons/hicolor/symbolic/apps/$APP_ID-symbolic.svg" \
         "icons/hicolor/scalable/mimetypes/$APP_ID-application-x-akron.svg"; do
  [ -e "$EXPORTS/$f" ] || fail "the installed app does not export $f"
  echo "exported $f"
done

step "6/9 start Xvfb and a private session bus"
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory
# A session bus of our own, as a desktop would have: flatpak run puts a filtering proxy between
# it and the sandbox. Stopped by its pid at exit.
bus=$(dbus-daemon --session --fork --nopidfile --print-address=1 --print-pid=1) \
  || fail "could not start a session bus"
DBUS_PID=$(echo "$bus" | sed -n 2p)
export DBUS_SESSION_BUS_ADDRESS="$(echo "$bus" | sed -n 1p)"
n=90
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do
  n=$((n + 1))
done
Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp -noreset > "$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
export DISPLAY=":$n"
tries=0
until xdpyinfo > /dev/null 2>&1; do
  kill -0 "$XVFB_PID" 2>/dev/null || fail "Xvfb exited: $(cat "$WORK/xvfb.log")"
  tries=$((tries + 1))
  [ "$tries" -lt 200 ] || fail "Xvfb did not start"
  sleep 0.05
done
echo "DISPLAY=$DISPLAY DBUS_SESSION_BUS_ADDRESS=$DBUS_SESSION_BUS_ADDRESS"
# A stand-in for the GNOME runtime's Yelp, which the stand-in runtime lacks: the one handler
# of help: in the sandbox, in the app's data directory (its XDG_DATA_HOME there). It writes
# down the URI it gets and whether it can read the English index page from inside.
SANDBOX_DATA=$HOME/.var/app/$APP_ID/data
HELP_REQUEST=$SANDBOX_DATA/akron-standin-help-request
mkdir -p "$SANDBOX_DATA/applications"
rm -f "$HELP_REQUEST"
HELP_STANDIN_FILES="$SANDBOX_DATA/akron-standin-yelp $HELP_REQUEST
  $SANDBOX_DATA/applications/akron-standin-yelp.desktop $SANDBOX_DATA/applications/mimeapps.list"
printf '#!/bin/sh\n{ echo "$1"; ls "/app/share/help/C/%s/index.page"; } > "%s" 2>&1\n' \
  "$APP_ID" "$HELP_REQUEST" > "$SANDBOX_DATA/akron-standin-yelp"
chmod 755 "$SANDBOX_DATA/akron-standin-yelp"
printf '[Desktop Entry]\nType=Application\nName=Stand-in Yelp\nExec=%s %%u\nNoDisplay=true\n%s\n' \
  "$SANDBOX_DATA/akron-standin-yelp" 'MimeType=x-scheme-handler/help;' \
  > "$SANDBOX_DATA/applications/akron-standin-yelp.desktop"
printf '[Default Applications]\nx-scheme-handler/help=akron-standin-yelp.desktop\n' \
  > "$SANDBOX_DATA/applications/mimeapps.list"

step "7/9 flatpak run $APP_ID: the window appears, F1 asks for its help, it closes cleanly"
started=$(date +%s%N)
flatpak run --system "$APP_ID" > "$WORK/app.log" 2>&1 &
APP_PID=$!
deadline=$(( $(date +%s) + WINDOW_TIMEOUT ))
WID=""
while [ -z "$WID" ]; do
  WID=$(xdotool search --onlyvisible --name 'Akron$' 2>/dev/null | head -n 1 || true)
  [ -n "$WID" ] && break
  kill -0 "$APP_PID" 2>/dev/null \
    || fail_with_log "$WORK/app.log" "the app exited before showing a window"
  [ "$(date +%s)" -lt "$deadline" ] \
    || fail_with_log "$WORK/app.log" "no window within ${WINDOW_TIMEOUT}s"
  sleep 0.1
done
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))
geometry=$(xdotool getwindowgeometry "$WID" | sed -n 's/ *Geometry: //p')
echo "window $WID \"$(xdotool getwindowname "$WID")\" ($geometry) visible after $elapsed_ms ms"
sleep 0.5
# There is no window manager: give the window the keyboard focus before the key.
xdotool windowfocus "$WID" 2> /dev/null || xdotool mousemove --window "$WID" 40 40
xdotool key F1
deadline=$(( $(date +%s) + 15 ))
until [ -s "$HELP_REQUEST" ]; do
  [ "$(date +%s)" -lt "$deadline" ] \
    || fail_with_log "$WORK/app.log" "F1 reached no help handler in the sandbox"
  sleep 0.1
done
sleep 0.2
echo "F1: the help handler in the sandbox got:"
sed 's/^/    /' "$HELP_REQUEST"
[ "$(sed -n 1p "$HELP_REQUEST")" = "help:$APP_ID" ] || fail "F1 asked for another URI"
[ "$(sed -n 2p "$HELP_REQUEST")" = "/app/share/help/C/$APP_ID/index.page" ] \
  || fail "the help handler in the sandbox cannot see the help pages"
xdotool key ctrl+q
deadline=$(( $(date +%s) + 15 ))
while kill -0 "$APP_PID" 2>/dev/null; do
  [ "$(date +%s)" -lt "$deadline" ] \
    || fail_with_log "$WORK/app.log" "the app did not quit on Ctrl+Q"
  sleep 0.1
done
status=0
wait "$APP_PID" || status=$?
APP_PID=""
[ "$status" = 0 ] || fail_with_log "$WORK/app.log" "the app exited with status $status"
echo "quit with status 0 on Ctrl+Q"
if [ -s "$WORK/app.log" ]; then
  echo "app output:"
  sed 's/^/    /' "$WORK/app.log"
fi

step "8/9 akron-cli inside the sandbox"
out=$(flatpak run --system --command=akron-cli "$APP_ID" status) \
  || fail "akron-cli status failed: $out"
echo "$out" | sed 's/^/    /'
echo "$out" | grep -qx 'to-move: vert' || fail "akron-cli status: no 'to-move: vert'"
echo "$out" | grep -qx 'result: none' || fail "akron-cli status: no 'result: none'"
out=$(flatpak run --system --command=akron-cli "$APP_ID" moves D4 | wc -l)
echo "    akron-cli moves D4: $out moves"

step "9/9 the help pages in the sandbox"
# Yelp finds help:$APP_ID in help/LANG/$APP_ID under the data directories of where it runs.
# GNOME's runtime ships Yelp, and the app asks GIO for the handler of help: inside the
# sandbox (akron-application.c; step 7 checks that F1 reaches it), so the pages must be
# under /app/share, one of the sandbox's XDG_DATA_DIRS. The stand-in runtime has no Yelp:
# that Yelp shows them is not checked here.
help_langs="C $(tr '\n' ' ' < "$SRCDIR/help/LINGUAS")"
out=$(flatpak run --system --command=sh "$APP_ID" -c '
  app_id=$1; shift
  case ":$XDG_DATA_DIRS:" in *:/app/share:*) ;; *) echo "XDG_DATA_DIRS=$XDG_DATA_DIRS lacks /app/share"; exit 1 ;; esac
  status=0
  for lang in "$@"; do
    dir=/app/share/help/$lang/$app_id
    n=$(ls "$dir"/*.page 2> /dev/null | wc -l)
    echo "$dir: $n pages"
    [ "$n" -gt 0 ] || status=1
    if [ "$lang" != C ] && cmp -s "$dir/index.page" "/app/share/help/C/$app_id/index.page"; then
      echo "$dir/index.page is the English page"; status=1
    fi
  done
  exit $status' sh "$APP_ID" $help_langs) || { echo "$out"; fail "the help pages are not all in the sandbox"; }
echo "$out" | sed 's/^/    /'
n_c=$(echo "$out" | sed -n "s|^/app/share/help/C/$APP_ID: \([0-9]*\) pages|\1|p")
n_src=$(ls "$SRCDIR"/help/C/*.page | wc -l)
[ "$n_c" = "$n_src" ] || fail "the sandbox has $n_c English help pages, help/C has $n_src"

step_end
STEP_NAME=""
printf '\nflatpak stand-in check passed in %ss\n' "$(( $(date +%s) - START ))"
