/* akron-review.h: a finished (or unfinished) game looked at again by the computer player
 *
 * For every move of a game, the position before it is searched: the search's preferred
 * move, and the evaluation after the move played from the mover's side (the search of the
 * next position, negated, which the next move's review needs anyway: one search a
 * position). The difference between the two says how much the move gave away, and marks
 * the turning points: a missed win, a blunder, a mistake, an inaccuracy.
 *
 * Take the review of a game on the game's thread (akron_review_new() copies its moves),
 * run it in any thread (it plays the moves on a game of its own), read it anywhere.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-search.h"

G_BEGIN_DECLS

/* How much a move may give away, in hundredths of a move (the evaluation's unit: a
 * connection distance of one point is 100), before it is marked. The evaluation of two
 * quiet moves differs by some tens between searches of slightly different depths, so an
 * inaccuracy starts at half a move; a mistake gives away a whole move, a blunder two. */
#define AKRON_REVIEW_INACCURACY_LOSS 50
#define AKRON_REVIEW_MISTAKE_LOSS 100
#define AKRON_REVIEW_BLUNDER_LOSS 200

typedef enum
{
  AKRON_REVIEW_MARK_NONE,
  AKRON_REVIEW_MARK_INACCURACY,
  AKRON_REVIEW_MARK_MISTAKE,
  /* Gave away AKRON_REVIEW_BLUNDER_LOSS or more, or walked into a forced loss from a
   * position that was not lost. */
  AKRON_REVIEW_MARK_BLUNDER,
  /* A winning move existed (the search proved a forced win, or a move connects and no reply
   * cuts the connection) and the move played does not win. Comes before the others. */
  AKRON_REVIEW_MARK_MISSED_WIN,
} AkronReviewMark;

/* "missed-win", "blunder", "mistake", "inaccuracy"; "" for none. */
const char *akron_review_mark_to_string (AkronReviewMark mark);

typedef struct
{
  guint ply;            /* the move's number, from 1 */
  AkronColour mover;
  AkronMove move;       /* as played */
  int score_after;      /* the evaluation after the move, for the mover: hundredths of a
                           move; beyond +-(AKRON_SEARCH_WIN - 1000) a forced win or loss */
  AkronMove best;       /* the move the search prefers (a winning one if there was one) */
  int best_score;       /* the evaluation after @best, for the mover */
  AkronReviewMark mark;
} AkronReviewPly;

typedef struct _AkronReview AkronReview;

/* The moves of @game up to its current ply, to be reviewed. The review stops at a draw
 * claim or a resignation. Call on the game's thread. */
AkronReview *akron_review_new (AkronGame *game);
void akron_review_free (AkronReview *review);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronReview, akron_review_free)

/* Called in the reviewing thread as soon as each move has been reviewed, so that a long
 * review can be shown as it goes. */
typedef void (*AkronReviewPlyFunc) (const AkronReviewPly *ply, gpointer user_data);

/* Searches every position with @limits (any thread; below 10x10 without the selectivity,
 * AKRON_SEARCH_SMALL_BOARD_SELECTIVITY), calling @ply_func (if not NULL) for each move in
 * turn. Fails with G_IO_ERROR_CANCELLED when @cancellable was cancelled. */
gboolean akron_review_run (AkronReview *review, const AkronSearchLimits *limits,
                           AkronReviewPlyFunc ply_func, gpointer user_data,
                           GCancellable *cancellable, GError **error);

/* After a successful run: one entry a move. */
guint akron_review_get_n_plies (AkronReview *review);
const AkronReviewPly *akron_review_get_ply (AkronReview *review, guint index);

G_END_DECLS
