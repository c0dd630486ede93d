/* akron-review-pane.h: the review of the game shown, beside or under the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-review-model.h"

G_BEGIN_DECLS

#define AKRON_TYPE_REVIEW_PANE (akron_review_pane_get_type ())
G_DECLARE_FINAL_TYPE (AkronReviewPane, akron_review_pane, AKRON, REVIEW_PANE, GtkWidget)

/* Properties "review" (AkronReviewModel) and "compact" (boolean: for a narrow column, the
 * sidebar's; the button goes under the verdict). The pane shows the review's progress
 * (with a button that stops it), the evaluation graph, and what the review says about the
 * move shown on the board, with a button into the line of the better move. Its close
 * button forgets the review. */
GtkWidget *akron_review_pane_new (void);

AkronReviewModel *akron_review_pane_get_review (AkronReviewPane *self);
void akron_review_pane_set_review (AkronReviewPane *self, AkronReviewModel *review);
gboolean akron_review_pane_get_compact (AkronReviewPane *self);
void akron_review_pane_set_compact (AkronReviewPane *self, gboolean compact);

/* For tests. */
GtkWidget *akron_review_pane_get_graph (AkronReviewPane *self);
const char *akron_review_pane_get_verdict (AkronReviewPane *self);
/* The line of the better move than the move shown (the button's), or NULL. */
const AkronGameNode *akron_review_pane_get_better_node (AkronReviewPane *self);

G_END_DECLS
