/* akron-game-library.h: every unfinished game the player has not deleted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-saved-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_GAME_LIBRARY (akron_game_library_get_type ())
G_DECLARE_FINAL_TYPE (AkronGameLibrary, akron_game_library, AKRON, GAME_LIBRARY, GObject)

/* A GListModel of AkronSavedGame, the last played first, with a property "n-items"
 * (notified). AkronSession fills it and keeps it on disk, one record per game in its
 * "games" folder: the library is what the Continue list shows. */

AkronGameLibrary *akron_game_library_new (void);

/* Puts @game in its place (by its last-played time); a game already there is left. */
void akron_game_library_add (AkronGameLibrary *self, AkronSavedGame *game);
/* Takes @game out of the list; FALSE if it was not there. */
gboolean akron_game_library_remove (AkronGameLibrary *self, AkronSavedGame *game);
gboolean akron_game_library_contains (AkronGameLibrary *self, AkronSavedGame *game);
/* The kept game whose record is @file, or NULL. */
AkronSavedGame *akron_game_library_find_file (AkronGameLibrary *self, GFile *file);

G_END_DECLS
