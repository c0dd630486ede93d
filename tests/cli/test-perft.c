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

  return g_test_run ();
}
