/* akron-human-player.h: a person at this computer, choosing on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-board.h"
#include "akron-player.h"

G_BEGIN_DECLS

#define AKRON_TYPE_HUMAN_PLAYER (akron_human_player_get_type ())
G_DECLARE_FINAL_TYPE (AkronHumanPlayer, akron_human_player, AKRON, HUMAN_PLAYER, GObject)

/* The moves chosen on @board during this player's turns become the player's decisions. */
AkronHumanPlayer *akron_human_player_new (AkronBoard *board);

G_END_DECLS
