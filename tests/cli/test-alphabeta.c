/* test-alphabeta.c: the plain alpha-beta baseline of akron-cli match (akron-alphabeta.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "akron-alphabeta.h"
#include "akron-notation.h"

static AkronGame *
game_after (guint size, const char *moves)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  AkronGame *game = akron_game_new (size, 0, FALSE, FALSE, &error);

  g_assert_no_error (error);
  for (guint i = 0; words[i] != NULL; i++)
    if (words[i][0] != '\0')
      {
        akron_game_play_text (game, words[i], &error);
        g_assert_no_error (error);
      }
  return game;
}

static char *
move_text (AkronGame *game, const AkronMove *move)
{
  return akron_move_to_string (akron_position_get_geometry (akron_game_get_position (game)),
                               move);
}

/* Vert's column C lacks only C1 and Horz cannot cut: even depth 1 sees the win. */
static void
test_takes_win (void)
{
  g_autoptr(AkronGame) game = game_after (5, "C5 A1 C4 E5 C3 A2 C2 E4");
  const AkronAlphaBetaLimits budgets[] = {
    { .nodes = 1 }, { .nodes = 5000 }, { .cpu_ms = 20 }, { .time_ms = 20 }, { .max_depth = 2 },
  };

  for (guint b = 0; b < G_N_ELEMENTS (budgets); b++)
    {
      AkronAlphaBetaResult result;
      g_autofree char *text = NULL;

      akron_alphabeta_choose (game, &budgets[b], b, &result);
      text = move_text (game, &result.move);
      g_assert_cmpstr (text, ==, "C1");
      g_assert_cmpuint (result.depth, >=, 1);
    }
}

/* Horz must block C1, or Vert connects next move. */
static void
test_blocks_threat (void)
{
  g_autoptr(AkronGame) game = game_after (5, "C5 A1 C4 E5 C3 A2 C2");
  AkronAlphaBetaLimits limits = { .nodes = 20000 };
  AkronAlphaBetaResult result;
  g_autofree char *text = NULL;

  akron_alphabeta_choose (game, &limits, 0, &result);
  text = move_text (game, &result.move);
  g_assert_cmpstr (text, ==, "C1");
  g_assert_cmpuint (result.depth, >=, 2);
}

/* A node budget gives the same move, depth and node count every time; the nodes stay
 * within the budget (depth 1 completes whatever the budget). */
static void
test_deterministic (void)
{
  g_autoptr(AkronGame) game = game_after (6, "C3 D4 E2");
  AkronAlphaBetaLimits limits = { .nodes = 3000 };
  AkronAlphaBetaResult first, second;

  akron_alphabeta_choose (game, &limits, 11, &first);
  akron_alphabeta_choose (game, &limits, 11, &second);
  g_assert_true (akron_move_equal (&first.move, &second.move));
  g_assert_cmpuint (first.depth, ==, second.depth);
  g_assert_cmpuint (first.nodes, ==, second.nodes);
  g_assert_cmpuint (first.nodes, <=, 3000);
  g_assert_true (akron_position_check_move (akron_game_get_position (game), &first.move,
                                            NULL));
}

/* Legal moves from random positions, on every size, at a tiny budget. */
static void
test_legal_moves (void)
{
  GRand *rand = g_rand_new_with_seed (4);

  for (guint size = 3; size <= 9; size++)
    {
      g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, size % 2, NULL);

      for (guint ply = 0; ply < 40 && !akron_game_is_over (game); ply++)
        {
          AkronAlphaBetaLimits limits = { .nodes = 50 + g_rand_int_range (rand, 0, 200) };
          AkronAlphaBetaResult result;
          g_autoptr(GError) error = NULL;

          akron_alphabeta_choose (game, &limits, ply, &result);
          akron_game_play (game, &result.move, &error);
          g_assert_no_error (error);
        }
    }
  g_rand_free (rand);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/alphabeta/takes-win", test_takes_win);
  g_test_add_func ("/alphabeta/blocks-threat", test_blocks_threat);
  g_test_add_func ("/alphabeta/deterministic", test_deterministic);
  g_test_add_func ("/alphabeta/legal-moves", test_legal_moves);

  return g_test_run ();
}
