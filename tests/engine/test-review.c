/* test-review.c: the review of a game by the computer player (akron-review.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "akron-review.h"
#include "akron-test-util.h"

static AkronGame *
game_after (guint size, gboolean no_delay, const char *moves)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  AkronGame *game = akron_game_new (size, 0, FALSE, no_delay, &error);

  g_assert_no_error (error);
  for (guint i = 0; words[i] != NULL; i++)
    {
      akron_game_play_text (game, words[i], &error);
      g_assert_no_error (error);
    }
  return game;
}

static void
limits_for_nodes (AkronSearchLimits *limits, guint64 nodes)
{
  akron_search_limits_init (limits, AKRON_LEVEL_HARD, FALSE);
  limits->nodes = nodes;
}

static char *
move_text (AkronGame *game, const AkronMove *move)
{
  return akron_move_to_string (akron_position_get_geometry (akron_game_get_position (game)),
                               move);
}

/* Without the delayed win, Vert's column C and Horz's row 1 both lack C1 after E1: E1 was a
 * blunder (Horz had to take C1), and Vert's A3 misses the win that C1 was. */
static void
test_race (void)
{
  g_autoptr(AkronGame) game = game_after (5, TRUE, "C5 A1 C4 B1 C3 D1 C2 E1 A3");
  g_autoptr(AkronReview) review = akron_review_new (game);
  g_autoptr(GError) error = NULL;
  const AkronReviewPly *blunder, *missed;
  g_autofree char *blunder_best = NULL;
  g_autofree char *missed_best = NULL;
  AkronSearchLimits limits;

  limits_for_nodes (&limits, 3000);
  g_assert_true (akron_review_run (review, &limits, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (akron_review_get_n_plies (review), ==, 9);

  blunder = akron_review_get_ply (review, 7);
  g_assert_cmpuint (blunder->ply, ==, 8);
  g_assert_cmpint (blunder->mover, ==, AKRON_HORZ);
  g_assert_cmpint (blunder->mark, ==, AKRON_REVIEW_MARK_BLUNDER);
  g_assert_cmpint (blunder->score_after, <, -(AKRON_SEARCH_WIN - 1000));
  blunder_best = move_text (game, &blunder->best);
  g_assert_cmpstr (blunder_best, ==, "C1");

  missed = akron_review_get_ply (review, 8);
  g_assert_cmpint (missed->mover, ==, AKRON_VERT);
  g_assert_cmpint (missed->mark, ==, AKRON_REVIEW_MARK_MISSED_WIN);
  g_assert_cmpint (missed->best_score, >, AKRON_SEARCH_WIN - 1000);
  missed_best = move_text (game, &missed->best);
  g_assert_cmpstr (missed_best, ==, "C1");
  g_assert_cmpstr (akron_review_mark_to_string (missed->mark), ==, "missed-win");

  /* Nothing before the blunder is as bad. */
  for (guint i = 0; i < 7; i++)
    g_assert_cmpint (akron_review_get_ply (review, i)->mark, <, AKRON_REVIEW_MARK_MISTAKE);
}

/* Below 10x10 a review searches every move, even with limits that ask for the selectivity
 * Hard plays with (it made the scores of neighbouring positions disagree: good moves of
 * the race above were marked mistakes, and one a blunder). */
static void
test_exact_below_10 (void)
{
  g_autoptr(AkronGame) game = game_after (5, TRUE, "C5 A1 C4 B1 C3 D1 C2 E1 A3");
  g_autoptr(AkronReview) plain = akron_review_new (game);
  g_autoptr(AkronReview) asked = akron_review_new (game);
  AkronSearchLimits limits;

  limits_for_nodes (&limits, 3000);
  limits.disable = AKRON_SEARCH_SMALL_BOARD_SELECTIVITY;
  g_assert_true (akron_review_run (plain, &limits, NULL, NULL, NULL, NULL));
  limits.disable = 0;
  limits.enable = AKRON_SEARCH_SMALL_BOARD_SELECTIVITY;
  g_assert_true (akron_review_run (asked, &limits, NULL, NULL, NULL, NULL));
  for (guint i = 0; i < akron_review_get_n_plies (plain); i++)
    {
      const AkronReviewPly *a = akron_review_get_ply (plain, i);
      const AkronReviewPly *b = akron_review_get_ply (asked, i);

      g_assert_cmpint (a->mark, ==, b->mark);
      g_assert_cmpint (a->score_after, ==, b->score_after);
      g_assert_true (akron_move_equal (&a->best, &b->best));
    }
}

/* The moves up to the game's current ply are reviewed, and none after a resignation. */
static void
test_extent (void)
{
  g_autoptr(AkronGame) game = game_after (5, FALSE, "C3 B2 D4 resign");
  g_autoptr(AkronGame) earlier = game_after (5, FALSE, "C3 B2 D4 E5");
  g_autoptr(AkronReview) resigned = akron_review_new (game);
  g_autoptr(AkronReview) undone = NULL;
  AkronSearchLimits limits;

  limits_for_nodes (&limits, 200);
  g_assert_true (akron_review_run (resigned, &limits, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (akron_review_get_n_plies (resigned), ==, 3);

  g_assert_true (akron_game_go_to_ply (earlier, 2));
  undone = akron_review_new (earlier);
  g_assert_true (akron_review_run (undone, &limits, NULL, NULL, NULL, NULL));
  g_assert_cmpuint (akron_review_get_n_plies (undone), ==, 2);
}

static void
test_cancelled (void)
{
  g_autoptr(AkronGame) game = game_after (5, FALSE, "C3 B2 D4");
  g_autoptr(AkronReview) review = akron_review_new (game);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  AkronSearchLimits limits;

  limits_for_nodes (&limits, 1000);
  g_cancellable_cancel (cancellable);
  g_assert_false (akron_review_run (review, &limits, NULL, NULL, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_cmpuint (akron_review_get_n_plies (review), ==, 0);
}

/* Counts the moves reported as they are reviewed, checking they come in order. */
static void
count_ply (const AkronReviewPly *ply, gpointer user_data)
{
  guint *n_called = user_data;

  g_assert_cmpuint (ply->ply, ==, ++*n_called);
}

/* Over random games: every move is reported in turn as it is reviewed, every best move is
 * legal where it was proposed, the move the search prefers is never marked, and a missed
 * win always names a move that wins. */
static void
test_random_games (void)
{
  GRand *rand = g_rand_new_with_seed (16);

  for (guint g = 0; g < 6; g++)
    {
      guint size = 4 + g % 3;
      g_autoptr(AkronGame) game = akron_game_new (size, 0, g % 2, g % 3 == 0, NULL);
      g_autoptr(AkronGame) replay = akron_game_new (size, 0, g % 2, g % 3 == 0, NULL);
      g_autoptr(AkronReview) review = NULL;
      AkronSearchLimits limits;
      AkronMoveList list;
      guint n_called = 0;

      akron_move_list_init (&list);
      for (guint ply = 0; ply < 30 && !akron_game_is_over (game); ply++)
        {
          akron_position_generate (akron_game_get_position (game), &list);
          g_assert_true (akron_game_play (game, &list.moves[g_rand_int_range (rand, 0,
                                                                            list.len)], NULL));
        }
      akron_move_list_clear (&list);

      review = akron_review_new (game);
      limits_for_nodes (&limits, 300);
      g_assert_true (akron_review_run (review, &limits, count_ply, &n_called, NULL, NULL));
      g_assert_cmpuint (akron_review_get_n_plies (review), ==, akron_game_get_ply (game));
      g_assert_cmpuint (n_called, ==, akron_game_get_ply (game));
      for (guint i = 0; i < akron_review_get_n_plies (review); i++)
        {
          const AkronReviewPly *ply = akron_review_get_ply (review, i);

          g_assert_cmpint (ply->mover, ==, akron_game_get_to_move (replay));
          if (ply->best.kind != AKRON_MOVE_DRAW)
            g_assert_true (akron_position_check_move (akron_game_get_position (replay),
                                                      &ply->best, NULL));
          if (akron_move_equal (&ply->move, &ply->best))
            g_assert_cmpint (ply->mark, ==, AKRON_REVIEW_MARK_NONE);
          if (ply->mark == AKRON_REVIEW_MARK_MISSED_WIN)
            g_assert_cmpint (ply->best_score, >, AKRON_SEARCH_WIN - 1000);
          g_assert_true (akron_game_play (replay, &ply->move, NULL));
        }
    }
  g_rand_free (rand);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/race", test_race);
  g_test_add_func ("/review/exact-below-10", test_exact_below_10);
  g_test_add_func ("/review/extent", test_extent);
  g_test_add_func ("/review/cancelled", test_cancelled);
  g_test_add_func ("/review/random-games", test_random_games);

  return g_test_run ();
}
