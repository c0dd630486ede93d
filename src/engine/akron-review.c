/* akron-review.c: a game looked at again by the computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-review.h"

/* Scores beyond this are won or lost games (akron-search.h). */
#define FORCED_SCORE (AKRON_SEARCH_WIN - 1000)

struct _AkronReview
{
  guint size, pieces;
  gboolean swap, no_delay;
  GArray *moves;   /* AkronMove, as played */
  GArray *plies;   /* AkronReviewPly, after a run */
};

const char *
akron_review_mark_to_string (AkronReviewMark mark)
{
  switch (mark)
    {
    case AKRON_REVIEW_MARK_INACCURACY:
      return "inaccuracy";
    case AKRON_REVIEW_MARK_MISTAKE:
      return "mistake";
    case AKRON_REVIEW_MARK_BLUNDER:
      return "blunder";
    case AKRON_REVIEW_MARK_MISSED_WIN:
      return "missed-win";
    case AKRON_REVIEW_MARK_NONE:
    default:
      return "";
    }
}

AkronReview *
akron_review_new (AkronGame *game)
{
  AkronReview *review;
  guint ply;

  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);

  review = g_new0 (AkronReview, 1);
  review->size = akron_game_get_size (game);
  review->pieces = akron_game_get_pieces (game);
  review->swap = akron_game_get_swap (game);
  review->no_delay = akron_game_get_no_delay (game);
  review->moves = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  review->plies = g_array_new (FALSE, FALSE, sizeof (AkronReviewPly));
  ply = akron_game_get_ply (game);
  for (guint i = 0; i < ply; i++)
    {
      const AkronMove *move = akron_game_get_move (game, i);

      if (move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN)
        break;
      g_array_append_vals (review->moves, move, 1);
    }
  return review;
}

void
akron_review_free (AkronReview *review)
{
  if (review == NULL)
    return;
  g_array_unref (review->moves);
  g_array_unref (review->plies);
  g_free (review);
}

guint
akron_review_get_n_plies (AkronReview *review)
{
  g_return_val_if_fail (review != NULL, 0);

  return review->plies->len;
}

const AkronReviewPly *
akron_review_get_ply (AkronReview *review, guint index)
{
  g_return_val_if_fail (review != NULL && index < review->plies->len, NULL);

  return &g_array_index (review->plies, AkronReviewPly, index);
}

/* Whether @move wins for the player to move in @pos whatever the reply: it ends the game
 * with their win, or it connects them and no reply cuts the connection (RULES.md 5, the
 * delayed win). @replies is scratch space. */
static gboolean
wins_by_connection (AkronPosition *pos, const AkronMove *move, gboolean no_delay,
                    AkronMoveList *replies)
{
  AkronColour mover = akron_position_get_to_move (pos);
  AkronColour winner;
  AkronUndo undo;
  gboolean wins;

  akron_position_apply (pos, move, &undo);
  if (akron_position_connection_ends_game (pos, &undo, no_delay, &winner, NULL))
    wins = winner == mover;
  else if (!akron_position_has_connection (pos, mover, NULL, NULL))
    wins = FALSE;
  else
    {
      /* A player with no reply at all has lost too. */
      akron_position_generate (pos, replies);
      wins = TRUE;
      for (guint r = 0; r < replies->len && wins; r++)
        {
          AkronUndo reply_undo;

          akron_position_apply (pos, &replies->moves[r], &reply_undo);
          wins = akron_position_connection_ends_game (pos, &reply_undo, no_delay, &winner,
                                                      NULL)
                 && winner == mover;
          akron_position_unapply (pos, &reply_undo);
        }
    }
  akron_position_unapply (pos, &undo);
  return wins;
}

/* A move that wins by connection in @pos, if there is one. */
static gboolean
find_connection_win (const AkronPosition *start, gboolean no_delay, AkronMove *win)
{
  AkronPosition pos = *start;
  AkronMoveList moves, replies;
  gboolean found = FALSE;

  akron_move_list_init (&moves);
  akron_move_list_init (&replies);
  akron_position_generate (&pos, &moves);
  for (guint i = 0; i < moves.len && !found; i++)
    if (wins_by_connection (&pos, &moves.moves[i], no_delay, &replies))
      {
        *win = moves.moves[i];
        found = TRUE;
      }
  akron_move_list_clear (&moves);
  akron_move_list_clear (&replies);
  return found;
}

/* The value of a finished game for @colour. */
static int
final_score (AkronGame *game, AkronColour colour)
{
  AkronResult result = akron_game_get_result (game);

  if (result == AKRON_RESULT_VERT || result == AKRON_RESULT_HORZ)
    return (result == AKRON_RESULT_VERT) == (colour == AKRON_VERT) ? AKRON_SEARCH_WIN
                                                                    : -AKRON_SEARCH_WIN;
  return 0;
}

static AkronReviewMark
mark_for_loss (const AkronReviewPly *ply)
{
  int loss = ply->best_score - ply->score_after;

  if (akron_move_equal (&ply->move, &ply->best) || ply->best_score < -FORCED_SCORE)
    return AKRON_REVIEW_MARK_NONE;    /* the best move, or lost whatever the move */
  if (ply->score_after < -FORCED_SCORE || loss >= AKRON_REVIEW_BLUNDER_LOSS)
    return AKRON_REVIEW_MARK_BLUNDER;
  if (loss >= AKRON_REVIEW_MISTAKE_LOSS)
    return AKRON_REVIEW_MARK_MISTAKE;
  if (loss >= AKRON_REVIEW_INACCURACY_LOSS)
    return AKRON_REVIEW_MARK_INACCURACY;
  return AKRON_REVIEW_MARK_NONE;
}

/* Searches the position @game is in, for the player to move. */
static gboolean
search (AkronGame *game, const AkronSearchLimits *limits, GCancellable *cancellable,
        AkronSearchResult *result, GError **error)
{
  g_autoptr(AkronSearchState) state = akron_search_state_new (game);

  return akron_search_run (state, limits, cancellable, result, error);
}

gboolean
akron_review_run (AkronReview *review, const AkronSearchLimits *level_limits,
                  AkronReviewPlyFunc ply_func, gpointer user_data,
                  GCancellable *cancellable, GError **error)
{
  g_autoptr(AkronGame) game = NULL;
  AkronSearchResult before = { 0 }, after = { 0 };
  AkronSearchLimits exact;
  const AkronSearchLimits *limits = &exact;
  AkronMoveList replies;
  gboolean ok = TRUE;

  g_return_val_if_fail (review != NULL && level_limits != NULL, FALSE);

  /* A review compares the scores of successive positions, so below 10x10, where it can
   * afford to, it searches every move: the selectivity that plays Hard's moves keeps the
   * first moves of the seed's order near the leaves, which makes the scores of two
   * neighbouring positions disagree by more than the margins of the marks (on a planted
   * 5x5 game at 3,000 nodes it marked good moves as mistakes and a blunder). */
  exact = *level_limits;
  exact.disable |= AKRON_SEARCH_SMALL_BOARD_SELECTIVITY;

  game = akron_game_new (review->size, review->pieces, review->swap, review->no_delay, error);
  if (game == NULL)
    return FALSE;
  g_array_set_size (review->plies, 0);
  akron_move_list_init (&replies);
  if (review->moves->len > 0 && !search (game, limits, cancellable, &before, error))
    ok = FALSE;

  for (guint i = 0; ok && i < review->moves->len; i++)
    {
      const AkronMove *move = &g_array_index (review->moves, AkronMove, i);
      AkronPosition pos = *akron_game_get_position (game);
      AkronReviewPly ply = { .ply = i + 1, .mover = akron_game_get_to_move (game),
                             .move = *move, .best = before.move,
                             .best_score = before.claim_draw ? 0 : before.score };
      gboolean win_exists = ply.best_score > FORCED_SCORE;
      gboolean move_wins;
      AkronMove win;

      /* A win the search did not prove within its budget, but one move shows. */
      if (!win_exists && find_connection_win (&pos, review->no_delay, &win))
        {
          win_exists = TRUE;
          ply.best = win;
          ply.best_score = AKRON_SEARCH_WIN - 1;
        }
      move_wins = wins_by_connection (&pos, move, review->no_delay, &replies);

      if (!akron_game_play (game, move, error))
        {
          ok = FALSE;
          break;
        }
      if (akron_game_is_over (game))
        ply.score_after = final_score (game, ply.mover);
      else if (search (game, limits, cancellable, &after, error))
        ply.score_after = after.claim_draw ? 0 : -after.score;
      else
        {
          ok = FALSE;
          break;
        }
      move_wins = move_wins || ply.score_after > FORCED_SCORE
                  || akron_move_equal (move, &ply.best);

      if (win_exists && !move_wins)
        ply.mark = AKRON_REVIEW_MARK_MISSED_WIN;
      else
        ply.mark = mark_for_loss (&ply);
      g_array_append_val (review->plies, ply);
      if (ply_func != NULL)
        ply_func (&ply, user_data);
      before = after;
    }
  akron_move_list_clear (&replies);
  if (!ok)
    g_array_set_size (review->plies, 0);
  return ok;
}
