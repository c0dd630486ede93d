/* akron-labels.h: the words the window uses for a game, in one place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* "Vert" or "Horz", translated. */
const char *akron_label_colour (AkronColour colour);
/* The name of whoever plays @colour now, or the colour's name. */
const char *akron_label_player (AkronGame *game, AkronColour colour);
/* How the game ended ("Ann wins by connection"), or "" while it goes on. */
char *akron_label_result (AkronGame *game);
/* A move as the move list shows it: "3. D4", "3… E5", and "Start" for @ply 0 (the
 * position before any move). @ply counts the moves played, the shown one included. */
char *akron_label_move (AkronGame *game, guint ply);
/* The status line: whose turn, the result, and where the player is browsing. */
char *akron_label_status (AkronGame *game);
/* A game's title: "Ann vs Bob" (a missing name is its colour), or NULL without names. */
char *akron_label_players (AkronGame *game);
/* @text with a capital first letter, for a message that starts a sentence. */
char *akron_label_sentence (const char *text);
/* An error about @file as a sentence for a dialog: the file's own name, which the dialog
 * heading already says, is dropped from its start, and the first letter is a capital. */
char *akron_label_file_error (GFile *file, const GError *error);

G_END_DECLS
