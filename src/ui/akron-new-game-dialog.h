/* akron-new-game-dialog.h: choosing the variant and the players of a new game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_NEW_GAME_DIALOG (akron_new_game_dialog_get_type ())
G_DECLARE_FINAL_TYPE (AkronNewGameDialog, akron_new_game_dialog, AKRON, NEW_GAME_DIALOG,
                      AdwWindow)

/* Emits "confirmed" when the player presses Start; the choices are then remembered. */
AkronNewGameDialog *akron_new_game_dialog_new (GtkWindow *parent);

/* The game the dialog describes now. */
AkronGame *akron_new_game_dialog_create_game (AkronNewGameDialog *self, GError **error);

G_END_DECLS
