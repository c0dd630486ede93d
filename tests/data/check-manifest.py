#!/usr/bin/env python3
# Check a Flatpak manifest: flatpak-builder parses it (when installed), and it asks for what
# issues 4 and 17 require: the current GNOME runtime and SDK (51), the akron command, the
# narrowest finish-args, and the app built with meson from
#   devel:   this checkout (a "dir" source), with no network sources;
#   release: the release tarball on GitHub with its sha256 (build-aux/make-release.sh).
#
# usage: check-manifest.py MANIFEST APPLICATION_ID devel|release [VERSION]
# Exits 77 (skipped) when the release manifest is absent: the release tarball leaves it out.
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import shutil
import subprocess
import sys
import tempfile

manifest_path, app_id, kind = sys.argv[1:4]
project_version = sys.argv[4] if len(sys.argv) > 4 else None
failures = []

if kind == 'release' and not os.path.exists(manifest_path):
    print('# %s is not here (a release tarball leaves it out)' % manifest_path)
    sys.exit(77)


def check(ok, what):
    print(('ok: ' if ok else 'not ok: ') + what)
    if not ok:
        failures.append(what)


if shutil.which('flatpak-builder'):
    env = dict(os.environ, G_DEBUG='fatal-warnings')
    # It creates its state directory in the working directory: keep that out of the tree.
    with tempfile.TemporaryDirectory() as cwd:
        run = subprocess.run(['flatpak-builder', '--show-manifest',
                              os.path.abspath(manifest_path)],
                             cwd=cwd, env=env, capture_output=True, text=True)
    check(run.returncode == 0 and not run.stderr.strip(),
          'flatpak-builder --show-manifest parses it without warnings'
          + (': ' + run.stderr.strip() if run.stderr.strip() else ''))
else:
    print('# flatpak-builder is not installed: checking the JSON only')

with open(manifest_path, encoding='utf-8') as f:
    manifest = json.load(f)

check(manifest.get('id') == app_id, 'id is ' + app_id)
check(manifest.get('runtime') == 'org.gnome.Platform', 'runtime is org.gnome.Platform')
check(manifest.get('sdk') == 'org.gnome.Sdk', 'sdk is org.gnome.Sdk')
version = manifest.get('runtime-version', '')
# GNOME 51 is the current stable branch, 50 the other supported one.
check(version.isdigit() and int(version) >= 50,
      'runtime-version is a supported GNOME (%s)' % version)
check(manifest.get('command') == 'akron', 'command is akron')
# pulseaudio: the sounds of the marbles (issue 9); a sandbox without it is silent.
check(sorted(manifest.get('finish-args', [])) ==
      sorted(['--share=ipc', '--socket=fallback-x11', '--socket=wayland', '--device=dri',
              '--socket=pulseaudio']),
      'finish-args are exactly ipc, fallback-x11, wayland, dri, pulseaudio')

modules = manifest.get('modules', [])
app = modules[-1] if modules else {}
check(app.get('name') == 'akron' and app.get('buildsystem') == 'meson',
      'the last module builds akron with meson')
sources = app.get('sources', [])


def urls(node):
    if isinstance(node, dict):
        for key, value in node.items():
            if key in ('url', 'mirror-urls') or key.endswith('-url'):
                yield value
            else:
                yield from urls(value)
    elif isinstance(node, list):
        for item in node:
            yield from urls(item)


network = list(urls(manifest))
if kind == 'devel':
    check(any(s.get('type') == 'dir' and s.get('path') == '..' for s in sources),
          'akron is built from this checkout (type dir, path "..")')
    check(not network, 'no network sources %s' % (network or ''))
else:
    release_url = ('https://github.com/akrongame/akron/releases/download/v{0}/akron-{0}.tar.xz'
                   .format(project_version))
    check(len(sources) == 1 and sources[0].get('type') == 'archive',
          'akron is built from one archive')
    source = sources[0] if sources else {}
    check(source.get('url') == release_url, 'the archive is the release tarball ' + release_url)
    sha256 = source.get('sha256', '')
    check(len(sha256) == 64 and all(c in '0123456789abcdef' for c in sha256)
          and sha256.strip('0'), 'the archive has a sha256 (%s)' % sha256)
    check(network == [release_url], 'no other network sources %s' % network)

sys.exit(1 if failures else 0)
