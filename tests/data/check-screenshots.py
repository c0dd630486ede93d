#!/usr/bin/env python3
# Every screenshot the metainfo shows must be in data/screenshots, where the URLs point once
# the repository is published, and have a caption.
#
# usage: check-screenshots.py METAINFO SOURCE_ROOT
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import sys
import xml.etree.ElementTree as ElementTree

PREFIX = 'https://raw.githubusercontent.com/akrongame/akron/main/'

metainfo, source_root = sys.argv[1], sys.argv[2]
failures = 0
screenshots = ElementTree.parse(metainfo).getroot().findall('./screenshots/screenshot')
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
for screenshot in screenshots:
    url = screenshot.findtext('image', '').strip()
    path = url[len(PREFIX):] if url.startswith(PREFIX) else ''
    captions = [c for c in screenshot.findall('caption') if not c.get(XML_LANG)]
    if not path or not os.path.isfile(os.path.join(source_root, path)):
        problem = 'not a file of this repository'
    elif not captions or not (captions[0].text or '').strip():
        problem = 'no caption'
    else:
        print('ok: %s' % path)
        continue
    print('not ok: %s: %s' % (url, problem))
    failures += 1
if len(screenshots) < 3:
    print('not ok: %d screenshots, at least 3 wanted' % len(screenshots))
    failures += 1
sys.exit(1 if failures else 0)
