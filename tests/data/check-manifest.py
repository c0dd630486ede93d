#!/usr/bin/env python3
# Check the Flatpak manifest: flatpak-builder parses it (when installed), and it asks for what
# issue 4 requires: the GNOME runtime and SDK, the akron command, the narrowest finish-args,
# and the app built with meson from this checkout with no network sources.
#
# usage: check-manifest.py MANIFEST APPLICATION_ID
# SPDX-License-Identifier: GPL-3.0-or-later
import json
import os
import shutil
import subprocess
import sys
import tempfile

manifest_path, app_id = sys.argv[1], sys.argv[2]
failures = []


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
check(version.isdigit() and int(version) >= 47, 'runtime-version is a current GNOME (%s)' % version)
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
check(any(s.get('type') == 'dir' and s.get('path') == '..' for s in sources),
      'akron is built from this checkout (type dir, path "..")')


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
check(not network, 'no network sources %s' % (network or ''))

sys.exit(1 if failures else 0)
