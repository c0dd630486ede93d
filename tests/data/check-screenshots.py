#!/usr/bin/env python3
# Every screenshot the metainfo shows must be in data/screenshots, where the URLs point on the
# release's tag (vVERSION) once the repository is published, and have a caption. As app stores
# ask: 3 to 6 of them, PNGs of at most 1000x700 whose declared size is their size, with the
# window's rounded corners and shadow on a transparent background (the corner pixel is clear).
#
# usage: check-screenshots.py METAINFO SOURCE_ROOT VERSION
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import struct
import sys
import xml.etree.ElementTree as ElementTree
import zlib

metainfo, source_root, version = sys.argv[1], sys.argv[2], sys.argv[3]
PREFIX = 'https://raw.githubusercontent.com/akrongame/akron/v%s/' % version
failures = 0


def png_problem(path, image):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        return 'not a PNG'
    width, height, depth, colour = struct.unpack('>IIBB', data[16:26])
    if width > 1000 or height > 700:
        return '%dx%d, larger than 1000x700' % (width, height)
    if (image.get('width'), image.get('height')) != (str(width), str(height)):
        return 'the metainfo says %sx%s, the file is %dx%d' % (image.get('width'),
                                                             image.get('height'), width, height)
    if colour != 6 or depth != 8:
        return 'not 8-bit RGBA: no transparent corners'
    # The first pixel of the first row is stored as it is, whatever the row's filter.
    chunks, at = b'', 8
    while at < len(data):
        length, kind = struct.unpack('>I4s', data[at:at + 8])
        if kind == b'IDAT':
            chunks += data[at + 8:at + 8 + length]
        at += 12 + length
    first_row = zlib.decompressobj().decompress(chunks, 1 + 4 * width)
    if first_row[4] != 0:
        return 'the top left corner is not transparent: no rounded corners or shadow'
    return None
screenshots = ElementTree.parse(metainfo).getroot().findall('./screenshots/screenshot')
XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
for screenshot in screenshots:
    image = screenshot.find('image')
    url = (image.text or '').strip() if image is not None else ''
    path = url[len(PREFIX):] if url.startswith(PREFIX) else ''
    captions = [c for c in screenshot.findall('caption') if not c.get(XML_LANG)]
    if not path or not os.path.isfile(os.path.join(source_root, path)):
        problem = 'not a file of this repository'
    elif not captions or not (captions[0].text or '').strip():
        problem = 'no caption'
    elif png_problem(os.path.join(source_root, path), image):
        problem = png_problem(os.path.join(source_root, path), image)
    else:
        print('ok: %s' % path)
        continue
    print('not ok: %s: %s' % (url, problem))
    failures += 1
if not 3 <= len(screenshots) <= 6:
    print('not ok: %d screenshots, 3 to 6 wanted' % len(screenshots))
    failures += 1
sys.exit(1 if failures else 0)
