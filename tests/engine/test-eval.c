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
 * switch: all on, closed stage on, routes off, the second-best route on (alone, with the
 * closed stage, and without the route count). */
static void
options_for (guint variant, AkronEvalOptions *options)
{
  akron_eval_options_init (options);
  switch (variant % 7)
    {
    case 0:
      break;
    case 1:
      options->closed_stage = TRUE;
      break;
    case 2:
      options->routes = FALSE;
      break;
    case 3:
      options->over_under = FALSE;
      options->bridges = FALSE;
      options->routes = FALSE;
      break;
    case 4:
      options->two_distance = TRUE;
      break;
    case 5:
      options->two_distance = TRUE;
      options->closed_stage = TRUE;
      break;
    default:
      options->two_distance = TRUE;
      options->routes = FALSE;
      break;
    }
}

/* Colours seen with some bottlenecks but fewer than their route points, so that the
 * oracle tests are known to compare more than zeros. */
static guint some_bottlenecks;

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
      g_assert_cmpuint (got.bottlenecks[c], ==, want.bottlenecks[c]);
      if (got.bottlenecks[c] > 0 && got.bottlenecks[c] < got.route_width[c])
        some_bottlenecks++;
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
  some_bottlenecks = 0;
  for (guint size = AKRON_MIN_SIZE; size <= AKRON_MAX_SIZE; size++)
    {
      check_size (eval, oracle, size, positions_for_size (size), &rand);
      total += positions_for_size (size);
    }
  g_assert_cmpuint (total, >=, 100000);
  g_test_message ("%u colours with bottlenecks and other route points", some_bottlenecks);
  g_assert_cmpuint (some_bottlenecks, >=, 1000);
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
          options_for (akron_test_rand_below (&rand, 8) == 0 ? 3
                       : akron_test_rand_below (&rand, 2) == 0 ? 4 : 0, &options);
          assert_same_analysis (eval, oracle, &line[at], &options);
          checked++;
        }
    }
  akron_move_list_clear (&list);
  g_assert_cmpuint (checked, >=, 10000);
}

/* The second-best route (akron-eval.c), on positions worked out from RULES.md. On 3x3
 * (rows 3 at the top to 1 at the bottom) Vert joins the top row to the bottom row through
 * the holes: no level-1 point is of use, as each rests on three empty holes (a bridge
 * may lack two) or, with Vert's piece on B2, on Horz's A2 or C2 and two empty holes, which
 * costs three moves for one step. */
typedef struct
{
  const char *vert, *horz;
  guint distance, route_width, bottlenecks;
} RoutesCase;

static void
assert_routes (const RoutesCase *want, AkronEvalSearch search, AkronEvalInfo *info)
{
  g_autoptr(AkronEval) eval = akron_eval_new ();
  g_autoptr(AkronOracle) oracle = akron_oracle_new ();
  AkronEvalOptions options;
  AkronEvalInfo oracle_info;
  AkronPosition pos;

  akron_test_setup (&pos, 3, 0, want->vert, want->horz);
  akron_eval_set_search (eval, search);
  akron_eval_options_init (&options);
  options.two_distance = TRUE;
  akron_eval_analyse (eval, &pos, &options, info);
  g_assert_cmpuint (info->distance[AKRON_VERT], ==, want->distance);
  g_assert_cmpuint (info->route_width[AKRON_VERT], ==, want->route_width);
  g_assert_cmpuint (info->bottlenecks[AKRON_VERT], ==, want->bottlenecks);
  akron_oracle_analyse (oracle, &pos, &options, &oracle_info);
  g_assert_cmpuint (oracle_info.bottlenecks[AKRON_VERT], ==, want->bottlenecks);
}

static void
test_eval_second_route (void)
{
  /* One route: Horz on A2 and C2 leaves Vert only B3-B2-B1, three moves, and a Horz
   * piece on any of the three lengthens it. Two routes: Horz on B2 leaves A3-A2-A1 and
   * C3-C2-C1, three moves each with no point in common, and no single Horz piece
   * lengthens both. A Vert piece on B2 in the first leaves two moves, B3 and B1, both on
   * the only route (the piece itself is no bottleneck: Horz cannot fill it). */
  static const RoutesCase one = { "", "A2 C2", 3, 3, 3 };
  static const RoutesCase two = { "", "B2", 3, 6, 0 };
  static const RoutesCase piece = { "B2", "A2 C2", 2, 2, 2 };

  for (AkronEvalSearch search = AKRON_EVAL_SEARCH_POINTS; search <= AKRON_EVAL_SEARCH_PLANES;
       search++)
    {
      AkronEvalInfo one_info, two_info, piece_info;
      AkronEvalOptions options;
      AkronPosition pos;
      int one_score, two_score;

      assert_routes (&one, search, &one_info);
      assert_routes (&two, search, &two_info);
      assert_routes (&piece, search, &piece_info);

      /* Scored with Horz's part of the first, so that only Vert's routes differ: with
       * the term on, the two routes score better for Vert (to move) than the one by the
       * weight of their three route points more and, with the term on, of the three
       * bottlenecks fewer. */
      two_info.distance[AKRON_HORZ] = one_info.distance[AKRON_HORZ];
      two_info.route_width[AKRON_HORZ] = one_info.route_width[AKRON_HORZ];
      two_info.bottlenecks[AKRON_HORZ] = one_info.bottlenecks[AKRON_HORZ];
      akron_test_setup (&pos, 3, 0, "", "B2");
      akron_eval_options_init (&options);
      two_score = akron_eval_score (&pos, &options, &two_info);
      one_score = akron_eval_score (&pos, &options, &one_info);
      g_assert_cmpint (two_score - one_score, ==, 3 * (int) options.route_weight);
      options.two_distance = TRUE;
      options.two_distance_mover_weight = 7; /* Vert's, who is to move */
      two_score = akron_eval_score (&pos, &options, &two_info);
      one_score = akron_eval_score (&pos, &options, &one_info);
      g_assert_cmpint (two_score - one_score, ==, 3 * (int) options.route_weight + 3 * 7);
      g_assert_cmpuint (piece_info.distance[AKRON_VERT], <, one_info.distance[AKRON_VERT]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/eval/matches-oracle", test_eval_matches_oracle);
  g_test_add_func ("/eval/other-search", test_eval_other_search_matches_oracle);
  g_test_add_func ("/eval/out-of-order", test_eval_out_of_order);
  g_test_add_func ("/eval/second-route", test_eval_second_route);
  return g_test_run ();
}
