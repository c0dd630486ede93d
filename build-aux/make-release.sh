#!/bin/sh
# Make Akron's release tarball and point the release Flatpak manifest at it.
#
#   build-aux/make-release.sh [meson dist options, e.g. --no-tests]
#
# The release steps (for version X.Y.Z, set in meson.build, NEWS and the metainfo):
#   1. commit everything that goes into the release;
#   2. run this script: `meson dist` packs the committed HEAD into
#      $BUILDDIR/meson-dist/akron-X.Y.Z.tar.xz (running the test suite on the unpacked tarball
#      unless --no-tests is given), and the script writes that tarball's GitHub release URL and
#      its sha256 into flatpak/io.github.akrongame.Akron.json;
#   3. commit the manifest, tag that commit vX.Y.Z, push the tag, and upload the tarball (the
#      very file whose checksum is in the manifest) as an asset of the GitHub release vX.Y.Z.
# The release manifest is left out of the tarball (a dist script in meson.build removes it): a
# file cannot hold the checksum of an archive that contains it. Everything else in the tagged
# commit is in the tarball as it is.
#
# Environment: BUILDDIR (default _build-release) is the build directory meson dist uses.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

cd "$(dirname "$0")/.."
BUILDDIR=${BUILDDIR:-_build-release}
MANIFEST=flatpak/io.github.akrongame.Akron.json
RELEASES=https://github.com/akrongame/akron/releases/download

VERSION=$(meson introspect --projectinfo meson.build \
          | python3 -c 'import json, sys; print(json.load(sys.stdin)["version"])')
NAME=akron-$VERSION

die ()
{
  echo "make-release.sh: $*" >&2
  exit 1
}

# meson dist packs HEAD: uncommitted changes would not be in the release.
git diff --quiet HEAD -- || die "uncommitted changes; commit them first"
grep -q "^Version $VERSION\b" NEWS || die "NEWS has no section \"Version $VERSION\""
grep -q "<release version=\"$VERSION\"" data/io.github.akrongame.Akron.metainfo.xml.in \
  || die "the metainfo has no <release version=\"$VERSION\">"

[ -f "$BUILDDIR/build.ninja" ] || meson setup "$BUILDDIR" --prefix=/usr
rm -f "$BUILDDIR/meson-dist/$NAME.tar.xz" "$BUILDDIR/meson-dist/$NAME.tar.xz.sha256sum"
meson dist -C "$BUILDDIR" --formats xztar "$@"
TARBALL=$BUILDDIR/meson-dist/$NAME.tar.xz

contents=$(tar -tJf "$TARBALL")
for f in COPYING NEWS LICENSES/GPL-3.0-or-later.txt flatpak/io.github.akrongame.Akron.Devel.json; do
  echo "$contents" | grep -qx "$NAME/$f" || die "$TARBALL lacks $f"
done
echo "$contents" | grep -qx "$NAME/$MANIFEST" && die "$TARBALL contains $MANIFEST"

SHA256=$(sha256sum "$TARBALL" | cut -d' ' -f1)
python3 - "$MANIFEST" "$RELEASES/v$VERSION/$NAME.tar.xz" "$SHA256" <<'PY'
import json
import sys

path, url, sha256 = sys.argv[1:]
with open(path, encoding='utf-8') as f:
    manifest = json.load(f)
source = manifest['modules'][-1]['sources'][0]
assert source['type'] == 'archive', 'the release manifest builds from an archive'
source['url'] = url
source['sha256'] = sha256
with open(path, 'w', encoding='utf-8') as f:
    json.dump(manifest, f, indent=2, ensure_ascii=False)
    f.write('\n')
PY

cat <<MSG

$TARBALL
sha256 $SHA256, written into $MANIFEST.
Next:
  git commit -m "Release $VERSION" $MANIFEST
  git tag -a v$VERSION -m "Akron $VERSION"
  git push origin main v$VERSION
  and upload $TARBALL as an asset of the GitHub release v$VERSION.
MSG
