/* akron-history-entry.h: one row of the move list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "akron-review.h"

G_BEGIN_DECLS

#define AKRON_TYPE_HISTORY_ENTRY (akron_history_entry_get_type ())
G_DECLARE_FINAL_TYPE (AkronHistoryEntry, akron_history_entry, AKRON, HISTORY_ENTRY, GObject)

/* Properties: "ply" (uint: moves played to reach the position after this row; 0 for the
 * start), "text" (string, "3… E5"), both construct-only; "current" (boolean: the row of
 * the position shown); "future" (boolean: the row is after the position shown, a move that
 * redo would play again); "drops" (uint: marbles the row's move made drop); read-only
 * "mark" (AkronReviewMark: what a review of the game calls the row's move) and "better"
 * (string: the better move the review found, "G5", or NULL). */
AkronHistoryEntry *akron_history_entry_new (guint ply, const char *text);

guint akron_history_entry_get_ply (AkronHistoryEntry *self);
const char *akron_history_entry_get_text (AkronHistoryEntry *self);
gboolean akron_history_entry_get_current (AkronHistoryEntry *self);
void akron_history_entry_set_current (AkronHistoryEntry *self, gboolean current);
guint akron_history_entry_get_drops (AkronHistoryEntry *self);
void akron_history_entry_set_drops (AkronHistoryEntry *self, guint drops);
gboolean akron_history_entry_get_future (AkronHistoryEntry *self);
void akron_history_entry_set_future (AkronHistoryEntry *self, gboolean future);
AkronReviewMark akron_history_entry_get_mark (AkronHistoryEntry *self);
const char *akron_history_entry_get_better (AkronHistoryEntry *self);
void akron_history_entry_set_review (AkronHistoryEntry *self, AkronReviewMark mark,
                                     const char *better);

G_END_DECLS
