/* test-eval.c: the evaluation's analysis against its oracle
 *
 * The engine's connection distances were made faster (a search restricted to the corridor
 * of shortest routes, evaluations cached and reused by the search); the plain search they
 * replaced is kept in akron-eval-oracle.c. Over many positions of random games on every
 * board size, with every set of options the levels use, both must give the same distances,
 * route counts and route marks, and a distance of 0 must be exactly a connection. The
 * search of routes on bit planes (large boards) and the point-by-point one (small boards)
 * are each checked on every size as well.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"
#include "akron-eval.h"
#include "akron-eval-oracle.h"

#include <string.h>

/* Positions a size: fewer on the big boards, where one costs more, and over 100,000 in
 * all. */
static guint
positions_for_size (guint size)
{
  return size <= 10 ? 10000 : 4000;
}

/* The options of the levels (Easy, Medium and above) and the refinements that matches
 * switch: all on, closed stage on, routes off. */
static void
options_for (guint variant, AkronEvalOptions *options)
{
  akron_eval_options_init (options);
  switch (variant % 4)
    {
    case 0:
      break;
    case 1:
      options->closed_stage = TRUE;
      break;
    case 2:
      options->routes = FALSE;
      break;
    default:
      options->over_under = FALSE;
      options->bridges = FALSE;
      options->routes = FALSE;
      break;
    }
}

static void
assert_same_analysis (AkronEval *eval, AkronOracle *oracle, const AkronPosition *pos,
                      const AkronEvalOptions *options)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronColour me = akron_position_get_to_move (pos);
  AkronEvalInfo got, want;
  guint8 routes[AKRON_MAX_POINTS], oracle_routes[AKRON_MAX_POINTS];

  akron_eval_analyse (eval, pos, options, &got);
  akron_oracle_analyse (oracle, pos, options, &want);
  for (guint c = 0; c < 2; c++)
    {
      g_assert_cmpuint (got.distance[c], ==, want.distance[c]);
      g_assert_cmpuint (got.route_width[c], ==, want.route_width[c]);
      if (options->over_under)
        g_assert_cmpint (got.distance[c] == 0, ==,
                         akron_position_has_connection (pos, c, NULL, NULL));
    }
  g_assert_cmpint (akron_eval_mark_routes (eval, pos, options, me, routes), ==,
                   akron_oracle_mark_routes (oracle, pos, options, me, oracle_routes));
  g_assert_cmpmem (routes, geo->n_points, oracle_routes, geo->n_points);
  g_assert_cmpuint (akron_eval_distance (eval, pos, AKRON_OPPONENT (me)), ==,
                    akron_oracle_distance (oracle, pos, AKRON_OPPONENT (me)));
}

/* Random games from the start, each position checked, until @count are done. */
static void
check_size (AkronEval *eval, AkronOracle *oracle, guint size, guint count,
            AkronTestRand *rand)
{
  AkronMoveList list;
  AkronPosition pos;
  guint checked = 0, max_plies = 3 * size * size;

  akron_move_list_init (&list);
  while (checked < count)
    {
      g_assert_true (akron_position_init (&pos, size, 0, FALSE, NULL));
      for (guint ply = 0; ply < max_plies && checked < count; ply++)
        {
          AkronEvalOptions options;

          akron_position_generate (&pos, &list);
          if (list.len == 0)
            break;
          akron_position_apply (&pos, &list.moves[akron_test_rand_below (rand, list.len)],
                                NULL);
          options_for (checked, &options);
          assert_same_analysis (eval, oracle, &pos, &options);
          checked++;
        }
    }
  akron_move_list_clear (&list);
}

static void
test_eval_matches_oracle (void)
{
  g_autoptr(AkronEval) eval = akron_eval_new ();
  g_autoptr(AkronOracle) oracle = akron_oracle_new ();
  AkronTestRand rand;
  guint total = 0;

  akron_test_rand_init (&rand, 18);
  for (guint size = AKRON_MIN_SIZE; size <= AKRON_MAX_SIZE; size++)
    {
      check_size (eval, oracle, size, positions_for_size (size), &rand);
      total += positions_for_size (size);
    }
  g_assert_cmpuint (total, >=, 100000);
}

/* The evaluation searches routes on bit planes on large boards and point by point on
 * small ones; each size checked with the search it does not use by default. */
static void
test_eval_other_search_matches_oracle (void)
{
  g_autoptr(AkronEval) planes = akron_eval_new ();
  g_autoptr(AkronEval) points = akron_eval_new ();
  g_autoptr(AkronOracle) oracle = akron_oracle_new ();
  AkronTestRand rand;

  akron_eval_set_search (planes, AKRON_EVAL_SEARCH_PLANES);
  akron_eval_set_search (points, AKRON_EVAL_SEARCH_POINTS);
  akron_test_rand_init (&rand, 1819);
  for (guint size = AKRON_MIN_SIZE; size <= AKRON_MAX_SIZE; size++)
    {
      check_size (planes, oracle, size, positions_for_size (size) / 4, &rand);
      check_size (points, oracle, size, positions_for_size (size) / 4, &rand);
    }
}

/* The evaluation keeps what it worked out for the last position and updates only what
 * the changed cells reach: positions visited out of order, as a search visits them
 * (a few moves apart, back and forth), must still match the oracle. */
#define OUT_OF_ORDER_GAMES 60

static void
test_eval_out_of_order (void)
{
  g_autoptr(AkronEval) eval = akron_eval_new ();
  g_autoptr(AkronOracle) oracle = akron_oracle_new ();
  g_autofree AkronPosition *line = g_new (AkronPosition, 3 * AKRON_MAX_SIZE * AKRON_MAX_SIZE);
  AkronMoveList list;
  AkronTestRand rand;
  guint checked = 0;

  akron_test_rand_init (&rand, 1818);
  akron_move_list_init (&list);
  for (guint game = 0; game < OUT_OF_ORDER_GAMES; game++)
    {
      guint size = AKRON_MIN_SIZE + game % (AKRON_MAX_SIZE - AKRON_MIN_SIZE + 1);
      guint len = 0;

      g_assert_true (akron_position_init (&line[0], size, 0, FALSE, NULL));
      for (len = 1; len < 3 * size * size; len++)
        {
          line[len] = line[len - 1];
          akron_position_generate (&line[len], &list);
          if (list.len == 0)
            break;
          akron_position_apply (&line[len], &list.moves[akron_test_rand_below (&rand, list.len)],
                                NULL);
        }
      /* Jumps of up to six plies either way, and now and then anywhere in the game. */
      for (guint i = 0, at = 0; i < len; i++)
        {
          AkronEvalOptions options;

          if (akron_test_rand_below (&rand, 8) == 0)
            at = akron_test_rand_below (&rand, len);
          else
            {
              int next = (int) at + (int) akron_test_rand_below (&rand, 13) - 6;

              at = CLAMP (next, 0, (int) len - 1);
            }
          options_for (akron_test_rand_below (&rand, 8) == 0 ? 3 : 0, &options);
          assert_same_analysis (eval, oracle, &line[at], &options);
          checked++;
        }
    }
  akron_move_list_clear (&list);
  g_assert_cmpuint (checked, >=, 10000);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/matches-oracle", test_eval_matches_oracle);
  g_test_add_func ("/eval/other-search", test_eval_other_search_matches_oracle);
  g_test_add_func ("/eval/out-of-order", test_eval_out_of_order);
  return g_test_run ();
}
