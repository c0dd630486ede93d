/* test-sprt.c: the SPRT of akron-cli match --sprt (akron-sprt.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <math.h>

#include "akron-sprt.h"

static void
test_elo_and_score (void)
{
  g_assert_cmpfloat_with_epsilon (akron_score_from_elo (0), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (akron_score_from_elo (400), 10.0 / 11.0, 1e-12);
  for (int elo = -600; elo <= 600; elo += 50)
    g_assert_cmpfloat_with_epsilon (akron_elo_from_score (akron_score_from_elo (elo)), elo,
                                    1e-9);
  g_assert_true (isinf (akron_elo_from_score (1)) && akron_elo_from_score (1) > 0);
  g_assert_true (isinf (akron_elo_from_score (0)) && akron_elo_from_score (0) < 0);
}

/* Wald's bounds for alpha = beta = 0.05: log (19) either way. */
static void
test_bounds (void)
{
  double lower, upper;

  akron_sprt_get_bounds (&lower, &upper);
  g_assert_cmpfloat_with_epsilon (upper, log (19.0), 1e-12);
  g_assert_cmpfloat_with_epsilon (lower, -log (19.0), 1e-12);
}

/* No pairs, or pairs exactly between the hypotheses, favour neither. */
static void
test_neutral (void)
{
  AkronSprt sprt;

  akron_sprt_init (&sprt, -10, 10);
  g_assert_cmpfloat_with_epsilon (akron_sprt_get_llr (&sprt), 0, 1e-12);
  for (guint i = 0; i < 1000; i++)
    akron_sprt_add_pair (&sprt, i % 5);
  g_assert_cmpuint (akron_sprt_get_n_pairs (&sprt), ==, 1000);
  g_assert_cmpfloat_with_epsilon (akron_sprt_get_llr (&sprt), 0, 1e-9);
  g_assert_cmpint (akron_sprt_get_decision (&sprt), ==, AKRON_SPRT_CONTINUE);
}

/* A one-sided match decides within a handful of pairs, but not on the first one (the prior
 * keeps the variance above 0); the mirror image decides the other way after as many. */
static void
test_one_sided (void)
{
  AkronSprt wins, losses;
  guint n = 0;

  akron_sprt_init (&wins, 0, 100);
  akron_sprt_init (&losses, 0, 100);
  while (akron_sprt_get_decision (&wins) == AKRON_SPRT_CONTINUE)
    {
      akron_sprt_add_pair (&wins, 4);
      n++;
      g_assert_cmpuint (n, <, 50);
    }
  g_assert_cmpint (akron_sprt_get_decision (&wins), ==, AKRON_SPRT_ACCEPT_H1);
  g_assert_cmpuint (n, >, 1);
  g_test_message ("2-0 pairs to accept H1 for 0,100: %u", n);

  /* Losing every pair is far below ELO0 = 0. */
  for (guint i = 0; i < n; i++)
    akron_sprt_add_pair (&losses, 0);
  g_assert_cmpint (akron_sprt_get_decision (&losses), ==, AKRON_SPRT_ACCEPT_H0);
}

/* Pairs split 1-1 say nothing about the opening but everything about equality: against
 * 0,50 they accept H0, and the interval holds 0. */
static void
test_split_pairs (void)
{
  AkronSprt sprt;
  double elo, low, high;
  guint n = 0;

  akron_sprt_init (&sprt, 0, 50);
  while (akron_sprt_get_decision (&sprt) == AKRON_SPRT_CONTINUE && n < 10000)
    {
      akron_sprt_add_pair (&sprt, 2);
      n++;
    }
  g_assert_cmpint (akron_sprt_get_decision (&sprt), ==, AKRON_SPRT_ACCEPT_H0);
  akron_sprt_get_elo (&sprt, &elo, &low, &high);
  g_assert_cmpfloat_with_epsilon (elo, 0, 1e-9);
  g_assert_cmpfloat (low, <, 0);
  g_assert_cmpfloat (high, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/sprt/elo-and-score", test_elo_and_score);
  g_test_add_func ("/sprt/bounds", test_bounds);
  g_test_add_func ("/sprt/neutral", test_neutral);
  g_test_add_func ("/sprt/one-sided", test_one_sided);
  g_test_add_func ("/sprt/split-pairs", test_split_pairs);

  return g_test_run ();
}
