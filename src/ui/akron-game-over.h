/* akron-game-over.h: the end of a game, shown under the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-game.h"
#include "akron-match.h"
#include "akron-scene.h"

G_BEGIN_DECLS

#define AKRON_TYPE_GAME_OVER (akron_game_over_get_type ())
G_DECLARE_FINAL_TYPE (AkronGameOver, akron_game_over, AKRON, GAME_OVER, GtkWidget)

/* Properties: "scene" (AkronScene: the board's, whose game it follows and whose winning
 * chain it names), "match" (AkronMatch, may be NULL: against the computer, the card says
 * "You Win" or "You Lose" to the person). The card shows itself when the game shown is over, with the result, its
 * reason and two ways on: New Game (win.new-game) and Review, which puts it away until the
 * game is over again.
 *
 * Signal "reviewed" (AkronGameOver *): the player chose Review. */
GtkWidget *akron_game_over_new (void);

AkronScene *akron_game_over_get_scene (AkronGameOver *self);
void akron_game_over_set_scene (AkronGameOver *self, AkronScene *scene);

AkronMatch *akron_game_over_get_match (AkronGameOver *self);
void akron_game_over_set_match (AkronGameOver *self, AkronMatch *match);

/* What the card says, for tests. */
const char *akron_game_over_get_heading (AkronGameOver *self);
const char *akron_game_over_get_reason (AkronGameOver *self);
/* Review, as its button does it. */
void akron_game_over_review (AkronGameOver *self);

G_END_DECLS
