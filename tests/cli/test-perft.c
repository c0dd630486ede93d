/* test-perft.c: the position-level perft of akron-cli against AkronGame
 *
 * akron_perft() decides the end of the game on the bare position (make/unmake); AkronGame
 * decides it with its own rules code. Counting move sequences both ways from many random
 * positions of small boards, where connections and game ends are frequent, must agree, for
 * both win timings.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "akron-game.h"
#include "akron-notation.h"
#include "akron-perft.h"

static guint64
game_perft (AkronGame *game, guint depth)
{
  AkronMoveList list;
  guint64 nodes = 0;

  if (akron_game_is_over (game))
    return depth == 0;
  if (depth == 0)
    return 1;

  akron_move_list_init (&list);
  akron_position_generate (akron_game_get_position (game), &list);
  for (guint i = 0; i < list.len; i++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play (game, &list.moves[i], &error);
      g_assert_no_error (error);
      nodes += game_perft (game, depth - 1);
      g_assert_true (akron_game_undo (game));
    }
  akron_move_list_clear (&list);

  return nodes;
}

static void
check_random_positions (gboolean no_delay)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (no_delay ? 77 : 78);
  AkronMoveList list;
  guint ended = 0;

  akron_move_list_init (&list);
  for (guint g = 0; g < 120; g++)
    {
      guint size = g_rand_int_range (rand, 3, 6);
      guint length = g_rand_int_range (rand, 2, 40);
      g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, no_delay, NULL);

      for (guint i = 0; i < length && !akron_game_is_over (game); i++)
        {
          akron_position_generate (akron_game_get_position (game), &list);
          g_assert_true (akron_game_play (game, &list.moves[g_rand_int_range (rand, 0, list.len)],
                                          NULL));
        }
      if (akron_game_is_over (game))
        {
          /* Perft is only asked about games still going; look one move earlier. */
          ended++;
          akron_game_undo (game);
        }

      for (guint depth = 0; depth <= 3; depth++)
        {
          guint64 expected = game_perft (game, depth);
          guint64 nodes = akron_perft (akron_game_get_position (game), depth, no_delay);

          if (nodes != expected)
            g_error ("game %u (size %u, %u moves), depth %u: perft %" G_GUINT64_FORMAT
                     ", AkronGame %" G_GUINT64_FORMAT, g, size,
                     akron_game_get_ply (game), depth, nodes, expected);
        }
    }
  akron_move_list_clear (&list);

  /* The sample did reach the end of some games, so the end tests were exercised. */
  g_assert_cmpuint (ended, >, 0);
}

/* 4x4, 12 pieces each, no delay: Horz's D1-C4' lifts D1, whose cascade reveals a Vert
 * connection; the Horz piece landing on C4' cuts it again, yet Vert has won (RULES.md
 * section 5). Found by a random search; only the position between lifting and placing
 * shows the connection, so a test on the finished position alone would miss it. */
static const char * const reveal_game[] = {
  "D1", "A3", "C1", "B3", "D1-C2", "A3-B4", "C4", "B3-A4", "C2-D1", "A1", "C1-D2", "C2",
  "A2", "C1", "B1", "D4", "A3", "B2", "A3-A2'", "B2-C3", "A2-B3", "B4-A3", "B2-B4",
  "C2-B4'", "D1-D3", "C2", "B4-B2", "C3-B2'", "B1-C3", "A1-D1", "B2-C4'", "B1-C3'",
  "C4-C2'", NULL
};

static void
test_perft_reveal (void)
{
  g_autoptr(AkronGame) game = akron_game_new (4, 12, TRUE, TRUE, NULL);
  AkronMove move;
  AkronUndo undo;
  AkronPosition pos;

  for (guint i = 0; reveal_game[i] != NULL; i++)
    g_assert_true (akron_game_play_text (game, reveal_game[i], NULL));

  pos = *akron_game_get_position (game);
  g_assert_true (akron_move_parse (pos.geo, "D1-C4'", &move, NULL));
  akron_position_apply (&pos, &move, &undo);
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
  {
    AkronColour winner;
    gboolean revealed;

    g_assert_true (akron_position_connection_ends_game (&pos, &undo, TRUE, &winner, &revealed));
    g_assert_cmpint (winner, ==, AKRON_VERT);
    g_assert_true (revealed);
  }

  for (guint depth = 0; depth <= 3; depth++)
    g_assert_cmpuint (akron_perft (akron_game_get_position (game), depth, TRUE), ==,
                      game_perft (game, depth));
}

static void
test_perft_delayed (void)
{
  check_random_positions (FALSE);
}

static void
test_perft_no_delay (void)
{
  check_random_positions (TRUE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/perft/agrees-with-game/delayed", test_perft_delayed);
  g_test_add_func ("/perft/agrees-with-game/no-delay", test_perft_no_delay);
  g_test_add_func ("/perft/agrees-with-game/no-delay-reveal", test_perft_reveal);

  return g_test_run ();
}
