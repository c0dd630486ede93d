/* akron-saved-game.h: one game kept to be continued, an item of AkronGameLibrary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-document.h"

G_BEGIN_DECLS

#define AKRON_TYPE_SAVED_GAME (akron_saved_game_get_type ())
G_DECLARE_FINAL_TYPE (AkronSavedGame, akron_saved_game, AKRON, SAVED_GAME, GObject)

/* Properties (read-only, construct-only):
 *   "file" (GFile): its record in the library's folder; NULL for a game kept in memory
 *     only (a second Akron, which does not own the folder);
 *   "document" (AkronDocument): the game, with the file it came from and whether it had
 *     unsaved changes;
 *   "last-played" (GDateTime): when it was last played (its record's time);
 *   "title" (string): who plays: "Ann vs Bob", "Against the computer (Hard)"...;
 *   "variant" (string): the board and the rules ("8×8 · 20 marbles each");
 *   "n-moves" (guint): the moves played to the position it was left at;
 *   "finished" (boolean): the game is over. */

AkronSavedGame *akron_saved_game_new (GFile *file, AkronDocument *document,
                                      GDateTime *last_played);

GFile *akron_saved_game_get_file (AkronSavedGame *self);
AkronDocument *akron_saved_game_get_document (AkronSavedGame *self);
GDateTime *akron_saved_game_get_last_played (AkronSavedGame *self);
const char *akron_saved_game_get_title (AkronSavedGame *self);
const char *akron_saved_game_get_variant (AkronSavedGame *self);
guint akron_saved_game_get_n_moves (AkronSavedGame *self);
gboolean akron_saved_game_get_finished (AkronSavedGame *self);

/* Worth keeping to continue: a game with moves that is not over, or whose moves are in no
 * file. */
gboolean akron_saved_game_worth_keeping (AkronDocument *document);

G_END_DECLS
