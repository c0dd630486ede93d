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

/* Whom a new game is played against. */
typedef enum
{
  AKRON_OPPONENT_PERSON,
  AKRON_OPPONENT_COMPUTER,
} AkronOpponentKind;

/* The colour the computer starts with in a new game against it. */
typedef enum
{
  AKRON_COMPUTER_COLOUR_VERT,
  AKRON_COMPUTER_COLOUR_HORZ,
  AKRON_COMPUTER_COLOUR_ALTERNATE, /* the colour it did not play in the last such game */
} AkronComputerColour;

/* Properties, each bound to the GSettings key of the same name (enum properties to the key's
 * string, by the enum value's nick): "window-width", "window-height" (int),
 * "window-maximized" (boolean); the choices of the New Game dialog, "size", "pieces" (uint),
 * "pieces-follow-size", "swap", "no-delay" (boolean), "vert-name", "horz-name" (string),
 * "opponent" (AKRON_TYPE_OPPONENT_KIND), "computer-colour" (AKRON_TYPE_COMPUTER_COLOUR),
 * "level" (AKRON_TYPE_LEVEL); "show-connections", "show-pinned" (boolean);
 * "last-computer-colour" (AKRON_TYPE_COLOUR: the colour the computer played in the last game
 * started against it, for AKRON_COMPUTER_COLOUR_ALTERNATE); "sound" (boolean);
 * "welcome-shown" (boolean: the first start's offer to learn was answered); "lessons-done",
 * "puzzles-solved" (GStrv: ids of the lessons and puzzles of the Learn window). */

/* The one instance the app shares. */
AkronSettings *akron_settings_get_default (void);

/* Whether @id is in the string-list property @key ("lessons-done", "puzzles-solved"), and
 * adding it there. */
gboolean akron_settings_is_done (AkronSettings *self, const char *key, const char *id);
void akron_settings_mark_done (AkronSettings *self, const char *key, const char *id);

/* Writes the changes that follow together, such as all the choices of a new game. */
void akron_settings_delay (AkronSettings *self);
void akron_settings_apply (AkronSettings *self);

/* A game as the remembered New Game choices describe it, its computer opponent included;
 * the standard game if they are out of range (edited by hand). */
AkronGame *akron_settings_create_game (AkronSettings *self);

G_END_DECLS
