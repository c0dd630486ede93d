#!/bin/sh
# Build a private MIME database from the built package and check that *.akron files and
# files starting with [Game "Akron"] are both recognised as application/x-akron.
#
# usage: validate-mime.sh MIME_XML
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

mime_xml=$1
command -v update-mime-database > /dev/null \
  || { echo "update-mime-database (shared-mime-info) is not installed"; exit 77; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/akron-mime.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

mkdir -p "$tmp/mime/packages"
cp "$mime_xml" "$tmp/mime/packages/"
# update-mime-database checks the package against its schema and fails on errors.
XDG_DATA_DIRS="$tmp" update-mime-database "$tmp/mime"

grep -qx 'application/x-akron' "$tmp/mime/types" || { echo "type not registered"; exit 1; }
grep -q ':application/x-akron:\*\.akron$' "$tmp/mime/globs2" || { echo "no *.akron glob"; exit 1; }
grep -qa 'application/x-akron' "$tmp/mime/magic" || { echo "no magic rule"; exit 1; }
grep -q '^application/x-akron text/plain$' "$tmp/mime/subclasses" \
  || { echo "not a subclass of text/plain"; exit 1; }
echo "ok: application/x-akron with glob *.akron, magic and text/plain parent"
# Its icon, named after the application (a Flatpak exports only such names), is in the tree.
grep -q '^application/x-akron:io.github.akrongame.Akron-application-x-akron$' "$tmp/mime/icons" \
  || { echo "no icon named io.github.akrongame.Akron-application-x-akron"; exit 1; }
[ -f "$(dirname "$0")/../../data/icons/hicolor/scalable/mimetypes/io.github.akrongame.Akron-application-x-akron.svg" ] \
  || { echo "no MIME icon in data/icons"; exit 1; }
echo "ok: its icon is io.github.akrongame.Akron-application-x-akron"

# And what a file manager would see: GIO's guess by name, and by content alone.
if command -v gio > /dev/null; then
  printf '[Game "Akron"]\n[Size "8"]\n\n1. D4 E5\n' > "$tmp/no-extension"
  cp "$tmp/no-extension" "$tmp/game.akron"
  for f in game.akron no-extension; do
    type=$(XDG_DATA_HOME="$tmp/none" XDG_DATA_DIRS="$tmp" \
           gio info -a standard::content-type "$tmp/$f" | sed -n 's/^ *standard::content-type: //p')
    [ "$type" = application/x-akron ] || { echo "gio sees $f as '$type'"; exit 1; }
    echo "ok: gio sees $f as $type"
  done
fi
