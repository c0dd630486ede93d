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

/* The board of a first game: the size of most lessons' boards, so that the newcomer plays
 * on the board they have just learned on, in a game of a few minutes. */
#define AKRON_FIRST_GAME_SIZE 5

/* Sets the dialog's choices, over the remembered ones, for a newcomer's first game: against
 * the computer at Beginner, which plays Horz (the person moves first), on a board of
 * AKRON_FIRST_GAME_SIZE with its default pieces and the standard rules. The names stay as
 * remembered. Nothing is remembered unless the player presses Start. */
void akron_new_game_dialog_preset_first_game (AkronNewGameDialog *self);

/* The game the dialog describes now. */
AkronGame *akron_new_game_dialog_create_game (AkronNewGameDialog *self, GError **error);

G_END_DECLS
