/* akron-move-view.h: the list of moves played, following undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-game.h"
#include "akron-review-model.h"

G_BEGIN_DECLS

#define AKRON_TYPE_MOVE_VIEW (akron_move_view_get_type ())
G_DECLARE_FINAL_TYPE (AkronMoveView, akron_move_view, AKRON, MOVE_VIEW, GtkWidget)

GtkWidget *akron_move_view_new (void);
AkronGame *akron_move_view_get_game (AkronMoveView *self);
void akron_move_view_set_game (AkronMoveView *self, AkronGame *game);
/* A review of the game shown (may be NULL): the moves it marks are marked in the list. */
AkronReviewModel *akron_move_view_get_review (AkronMoveView *self);
void akron_move_view_set_review (AkronMoveView *self, AkronReviewModel *review);

/* The rows, as a list model of AkronHistoryEntry: the start of the game, then one per
 * move. The current row is the game's ply. */
GListModel *akron_move_view_get_model (AkronMoveView *self);
guint akron_move_view_get_n_rows (AkronMoveView *self);
char *akron_move_view_get_row_text (AkronMoveView *self, guint row);
guint akron_move_view_get_current_row (AkronMoveView *self);
/* The result line that ends a finished game's list ("1–0 · Vert connected"; kept, dimmed,
 * while browsing back from the end), or NULL while the game goes on. */
const char *akron_move_view_get_result_text (AkronMoveView *self);
/* What clicking @row does: browse to the position after that many moves. */
void akron_move_view_activate_row (AkronMoveView *self, guint row);

G_END_DECLS
