/* akron-game-preview.h: a small picture of a game's position
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_GAME_PREVIEW (akron_game_preview_get_type ())
G_DECLARE_FINAL_TYPE (AkronGamePreview, akron_game_preview, AKRON, GAME_PREVIEW, GtkWidget)

/* Properties: "game" (AkronGame: its current position is drawn, as the board draws it),
 * "size" (int: the picture's side in pixels). */
GtkWidget *akron_game_preview_new (AkronGame *game, int size);

AkronGame *akron_game_preview_get_game (AkronGamePreview *self);

G_END_DECLS
