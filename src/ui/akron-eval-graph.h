/* akron-eval-graph.h: the evaluation of a reviewed game over its moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-review-model.h"

G_BEGIN_DECLS

#define AKRON_TYPE_EVAL_GRAPH (akron_eval_graph_get_type ())
G_DECLARE_FINAL_TYPE (AkronEvalGraph, akron_eval_graph, AKRON, EVAL_GRAPH, GtkWidget)

/* Property "review" (AkronReviewModel): the review drawn, whose game a click or a key
 * browses. */
GtkWidget *akron_eval_graph_new (void);

AkronReviewModel *akron_eval_graph_get_review (AkronEvalGraph *self);
void akron_eval_graph_set_review (AkronEvalGraph *self, AkronReviewModel *review);

/* The move under x-coordinate @x (0: the start), among those reviewed. */
guint akron_eval_graph_get_ply_at (AkronEvalGraph *self, double x);
/* The x-coordinate of move @ply, for tests that click it. */
double akron_eval_graph_get_ply_x (AkronEvalGraph *self, guint ply);
/* The move marked, as the game's current position, or G_MAXUINT when the position shown is
 * off the line reviewed. */
guint akron_eval_graph_get_current_ply (AkronEvalGraph *self);

G_END_DECLS
