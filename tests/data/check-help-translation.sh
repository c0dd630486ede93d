#!/bin/sh
# One language of the help pages (issue 17): its catalogue help/LANG/LANG.po is complete (no
# fuzzy or untranslated message, as the app's catalogues) and up to date with the English
# pages (every message of help/C/*.page, as itstool extracts it, is translated there), and the
# translated pages that the build made from it (gnome.yelp, with itstool) are valid Mallard.
#
# usage: check-help-translation.sh LANG SOURCE_HELP_DIR BUILD_HELP_DIR PAGE...
# SPDX-License-Identifier: GPL-3.0-or-later
set -u

lang=$1 help_dir=$2 built_dir=$3
shift 3
po=$help_dir/$lang/$lang.po

for tool in itstool msgfmt msgcmp yelp-check; do
  command -v "$tool" > /dev/null || { echo "$tool is not installed"; exit 77; }
done
[ -f "$po" ] || { echo "$po does not exist: help/LINGUAS lists $lang"; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/akron-help-$lang.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0

stats=$(msgfmt --check --statistics --output-file=/dev/null "$po" 2>&1) || status=1
echo "$po: $stats"
case $stats in
  *fuzzy*|*untranslated*) echo "not ok: $po is not complete"; status=1 ;;
esac

# The template of today's pages, and every one of its messages translated in the catalogue
# (msgcmp counts a fuzzy or untranslated message as missing). When a page changes: make the
# template (meson compile help-io.github.akrongame.Akron-pot), merge it into the catalogues
# (help-io.github.akrongame.Akron-update-po) and translate what is new.
(cd "$help_dir" && itstool -o "$tmp/help.pot" "$@") || { echo "itstool failed"; exit 1; }
if msgcmp "$po" "$tmp/help.pot" > "$tmp/msgcmp.log" 2>&1; then
  echo "ok: $po translates every message of the pages"
else
  # msgcmp names the template's line: show the message itself.
  for line in $(sed -n 's/^.*help\.pot:\([0-9]*\): this message is used but not defined.*/\1/p' \
                  "$tmp/msgcmp.log"); do
    echo "    not translated:"
    awk -v n="$line" 'NR <= n && /^$/ { block = ""; next } { block = block "      " $0 "\n" }
                      NR >= n && /^$/ { exit } END { printf "%s", block }' "$tmp/help.pot"
  done
  echo "not ok: $po lacks translations of the pages as they are now"
  status=1
fi

pages=""
for page in "$@"; do
  built=$built_dir/$lang/$(basename "$page")
  [ -f "$built" ] || { echo "not ok: the build made no $built"; status=1; continue; }
  pages="$pages $built"
done
# shellcheck disable=SC2086
if [ -n "$pages" ] && yelp-check validate $pages; then
  echo "ok: the $lang pages are valid Mallard"
else
  echo "not ok: the $lang pages are not valid Mallard"
  status=1
fi
exit $status
