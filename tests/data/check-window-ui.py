#!/usr/bin/env python3
# The game window and the Learn to Play window each have two .ui files: akron-window.ui
# (libadwaita 1.2: AdwFlap, AdwSqueezer) and akron-window-split-view.ui (libadwaita 1.4:
# AdwOverlaySplitView, breakpoints); akron-learn-window.ui (AdwLeaflet) and
# akron-learn-window-split-view.ui (AdwNavigationSplitView, a breakpoint). Check that a pair
# has not drifted apart: the same menus, the same objects with ids, the same translatable
# strings and the same actions, but for the widgets that differ on purpose.
#
# usage: check-window-ui.py OLD.ui NEW.ui
# SPDX-License-Identifier: GPL-3.0-or-later
import sys
import xml.etree.ElementTree as ET

# What only one of the two has.
ONLY_OLD = {'AdwFlap', 'AdwSqueezer', 'AdwLeaflet', 'AdwLeafletPage'}
ONLY_NEW = {'AdwOverlaySplitView', 'AdwNavigationSplitView', 'AdwNavigationPage', 'AdwBreakpoint'}
NEW_IDS = {'new_game_button', 'new_game_icon_button', 'header_bar', 'content_page'}


def summary(path, skip_classes, skip_ids):
    root = ET.parse(path).getroot()
    ids = set()
    strings = set()
    actions = set()
    for node in root.iter():
        if node.tag in ('object', 'template'):
            cls = node.get('class')
            if cls not in skip_classes and node.get('id') not in skip_ids:
                ids.add((node.get('id'), cls))
        if node.get('translatable') == 'yes':
            strings.add(node.text)
        if node.get('name') in ('action-name', 'action'):
            actions.add(node.text)
    ids.discard((None, None))
    return {'objects with ids': {i for i in ids if i[0]}, 'strings': strings, 'actions': actions}


old = summary(sys.argv[1], ONLY_OLD, set())
new = summary(sys.argv[2], ONLY_NEW, NEW_IDS)
failed = False
for key in old:
    if old[key] != new[key]:
        failed = True
        print('not ok: %s differ' % key)
        print('  only in %s: %s' % (sys.argv[1], sorted(old[key] - new[key], key=str)))
        print('  only in %s: %s' % (sys.argv[2], sorted(new[key] - old[key], key=str)))
    else:
        print('ok: the same %d %s' % (len(old[key]), key))
sys.exit(1 if failed else 0)
