/* akron-history-model.h: the move list of a game as a list model
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"
#include "akron-history-entry.h"
#include "akron-review-model.h"

G_BEGIN_DECLS

#define AKRON_TYPE_HISTORY_MODEL (akron_history_model_get_type ())
G_DECLARE_FINAL_TYPE (AkronHistoryModel, akron_history_model, AKRON, HISTORY_MODEL, GObject)

/* A GListModel of AkronHistoryEntry: a row for the start, then one per move of the
 * game's current line, redo moves included (marked "future"); row N shows move N, and the
 * other lines that start there are read from the game's tree. A move changes only the rows it adds or removes, so that its
 * cost does not grow with the game. Properties "game" (AkronGame, may be NULL) and
 * "review" (AkronReviewModel of the same game, may be NULL: the rows' marks). */
AkronHistoryModel *akron_history_model_new (AkronGame *game);

AkronGame *akron_history_model_get_game (AkronHistoryModel *self);
void akron_history_model_set_game (AkronHistoryModel *self, AkronGame *game);
AkronReviewModel *akron_history_model_get_review (AkronHistoryModel *self);
void akron_history_model_set_review (AkronHistoryModel *self, AkronReviewModel *review);

G_END_DECLS
