/* akron-review-model.h: the review of the game shown, made in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"
#include "akron-review.h"

G_BEGIN_DECLS

#define AKRON_TYPE_REVIEW_MODEL (akron_review_model_get_type ())
G_DECLARE_FINAL_TYPE (AkronReviewModel, akron_review_model, AKRON, REVIEW_MODEL, GObject)

/* The computer's look back at a game (akron-review.h), for the window.
 *
 * akron_review_model_start() reviews the moves of the game's current line, to its end, in
 * a worker thread; each move's verdict arrives on the main thread as soon as it is ready
 * ("n-reviewed" is notified). For a move that gave something away, the better move is
 * added to the game as a variation beside it (akron_game_add_line()): the line played
 * stays the main line, nothing is lost, and the player can step into the better move.
 *
 * A finished review is kept while the model lives: when a game is shown again (the same
 * object, or the same moves read again from a record), its review comes back as it was.
 *
 * Properties: "game" (AkronGame, may be NULL: another game stops the review and puts it
 * away), "nodes" (guint64: the search's node budget a position, 0 for the default, Hard's:
 * tests make it small); read-only "active" (boolean: there is a review, running or
 * finished), "running" (boolean), "n-moves" (guint: the moves the review covers),
 * "n-reviewed" (guint: the moves reviewed so far) and "fraction" (double, 0 to 1). */
AkronReviewModel *akron_review_model_new (void);

AkronGame *akron_review_model_get_game (AkronReviewModel *self);
void akron_review_model_set_game (AkronReviewModel *self, AkronGame *game);
guint64 akron_review_model_get_nodes (AkronReviewModel *self);
void akron_review_model_set_nodes (AkronReviewModel *self, guint64 nodes);

gboolean akron_review_model_get_active (AkronReviewModel *self);
gboolean akron_review_model_get_running (AkronReviewModel *self);
guint akron_review_model_get_n_moves (AkronReviewModel *self);
guint akron_review_model_get_n_reviewed (AkronReviewModel *self);
double akron_review_model_get_fraction (AkronReviewModel *self);

/* Reviews the game's current line from the start (a review under way starts again). */
void akron_review_model_start (AkronReviewModel *self);
/* Stops a review under way; what was reviewed stays. */
void akron_review_model_stop (AkronReviewModel *self);
/* Stops and forgets the review, the kept one of these moves too (the player closed it). */
void akron_review_model_clear (AkronReviewModel *self);

/* The verdict on move @ply (from 1) of the game reviewed, or NULL if not reviewed (yet). */
const AkronReviewPly *akron_review_model_get_ply (AkronReviewModel *self, guint ply);
/* The same for move @ply of the game's current line, if the line is the game reviewed up
 * to that move (a variation may leave it). */
const AkronReviewPly *akron_review_model_get_line_ply (AkronReviewModel *self, guint ply);
/* The node in the game's tree after @ply moves of the game reviewed, or NULL if that line
 * was deleted. */
const AkronGameNode *akron_review_model_get_node (AkronReviewModel *self, guint ply);

/* The evaluation after move @ply (0: the start, even) for Vert, in hundredths of a move. */
int akron_review_model_get_vert_score (AkronReviewModel *self, guint ply);

/* Words for people, translated. The name of a mark ("Blunder"), and its symbol in the move
 * list ("??"); "" for none. */
const char *akron_review_mark_get_name (AkronReviewMark mark);
const char *akron_review_mark_get_symbol (AkronReviewMark mark);
/* An evaluation for Vert in words: "Even", "Vert ahead by 1.5", "Horz wins by force"; in
 * a game against the computer (@game, may be NULL, tagged by akron-computer-player.h) said
 * to the person: "You are ahead by 1.5", "The computer wins by force". */
char *akron_review_describe_score (AkronGame *game, int vert_score);

G_END_DECLS
