/* akron-settings.h: the preferences Akron keeps, as properties
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_SETTINGS (akron_settings_get_type ())
G_DECLARE_FINAL_TYPE (AkronSettings, akron_settings, AKRON, SETTINGS, GObject)

/* Properties, each bound to the GSettings key of the same name: "window-width",
 * "window-height" (int), "window-maximized" (boolean); the choices of the New Game dialog,
 * "size", "pieces" (uint), "pieces-follow-size", "swap", "no-delay" (boolean), "vert-name",
 * "horz-name" (string), "opponent" ("person" or "computer"), "computer-colour" ("vert",
 * "horz" or "alternate"), "level" (see akron_level_to_string()); "show-connections"
 * (boolean); "last-computer-colour" ("vert" or "horz": the colour the computer played in
 * the last game started against it, for "alternate"); "sound" (boolean). */

/* The one instance the app shares. */
AkronSettings *akron_settings_get_default (void);

/* Writes the changes that follow together, such as all the choices of a new game. */
void akron_settings_delay (AkronSettings *self);
void akron_settings_apply (AkronSettings *self);

/* A game as the remembered New Game choices describe it, its computer opponent included;
 * the standard game if they are out of range (edited by hand). */
AkronGame *akron_settings_create_game (AkronSettings *self);

G_END_DECLS
