/* akron-sprt.c: the sequential probability ratio test of akron-cli match --sprt
 *
 * The model. The two games of a pair share their opening and the contestants exchange
 * seats between them, so A's score over a pair (0, 1/2, 1, 3/2 or 2 points: the five
 * outcomes of the pentanomial model) is one observation from which the opening's and the
 * first move's bias cancel, and pairs are independent of each other. Games inside a pair
 * are not: that is why the pair, not the game, is the unit.
 *
 * The hypotheses are about the logistic Elo difference of A over B: H0, elo = ELO0, against
 * H1, elo = ELO1, that is an expected score per game of s0 = 1 / (1 + 10^(-ELO0 / 400)) or
 * s1. With n pairs whose per-game score has mean m and variance v (per pair), the
 * log-likelihood ratio is the normal approximation of the generalised SPRT that engine
 * testing frameworks use:
 *
 *   LLR = n (s1 - s0) (2 m - s0 - s1) / (2 v)
 *
 * m and v are estimated from the five frequencies after adding half a pair to each outcome
 * (a prior that pulls m a little towards 1/2 and keeps v above 0), so that a handful of
 * one-sided pairs (every pair won 2-0 has v = 0) cannot decide alone. The test stops at
 * Wald's bounds for alpha = beta = 0.05: H1 when LLR >= log ((1 - beta) / alpha) = 2.94,
 * H0 when LLR <= log (beta / (1 - alpha)) = -2.94.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "akron-sprt.h"

/* Half a pair added to each outcome's count (see above). */
#define PRIOR_PAIRS 0.5
/* The normal quantile of a two-sided 95% interval. */
#define Z_95 1.959964

double
akron_score_from_elo (double elo)
{
  return 1.0 / (1.0 + pow (10.0, -elo / 400.0));
}

double
akron_elo_from_score (double score)
{
  if (score <= 0)
    return -INFINITY;
  if (score >= 1)
    return INFINITY;
  return -400.0 * log10 (1.0 / score - 1.0);
}

void
akron_sprt_init (AkronSprt *sprt, double elo0, double elo1)
{
  g_return_if_fail (sprt != NULL);

  *sprt = (AkronSprt) { .elo0 = elo0, .elo1 = elo1 };
}

void
akron_sprt_add_pair (AkronSprt *sprt, guint half_points)
{
  g_return_if_fail (sprt != NULL && half_points <= 4);

  sprt->pairs[half_points]++;
}

guint64
akron_sprt_get_n_pairs (const AkronSprt *sprt)
{
  guint64 n = 0;

  for (guint k = 0; k < 5; k++)
    n += sprt->pairs[k];
  return n;
}

/* The mean and variance of the per-game score of a pair, with the prior. */
static void
pair_moments (const AkronSprt *sprt, double *mean, double *variance)
{
  double total = 0, sum = 0, sum_squares = 0;

  for (guint k = 0; k < 5; k++)
    {
      double count = sprt->pairs[k] + PRIOR_PAIRS;
      double score = k / 4.0;

      total += count;
      sum += count * score;
      sum_squares += count * score * score;
    }
  *mean = sum / total;
  *variance = MAX (sum_squares / total - *mean * *mean, 1e-9);
}

double
akron_sprt_get_llr (const AkronSprt *sprt)
{
  double s0 = akron_score_from_elo (sprt->elo0);
  double s1 = akron_score_from_elo (sprt->elo1);
  double mean, variance;

  g_return_val_if_fail (sprt != NULL, 0);

  pair_moments (sprt, &mean, &variance);
  return akron_sprt_get_n_pairs (sprt) * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
}

void
akron_sprt_get_bounds (double *lower, double *upper)
{
  *lower = log (AKRON_SPRT_BETA / (1 - AKRON_SPRT_ALPHA));
  *upper = log ((1 - AKRON_SPRT_BETA) / AKRON_SPRT_ALPHA);
}

AkronSprtDecision
akron_sprt_get_decision (const AkronSprt *sprt)
{
  double llr = akron_sprt_get_llr (sprt);
  double lower, upper;

  akron_sprt_get_bounds (&lower, &upper);
  if (llr >= upper)
    return AKRON_SPRT_ACCEPT_H1;
  if (llr <= lower)
    return AKRON_SPRT_ACCEPT_H0;
  return AKRON_SPRT_CONTINUE;
}

void
akron_sprt_get_elo (const AkronSprt *sprt, double *elo, double *low, double *high)
{
  guint64 n = akron_sprt_get_n_pairs (sprt);
  double mean, variance, half;

  g_return_if_fail (sprt != NULL);

  pair_moments (sprt, &mean, &variance);
  half = Z_95 * sqrt (variance / MAX (n, 1));
  *elo = akron_elo_from_score (mean);
  *low = akron_elo_from_score (mean - half);
  *high = akron_elo_from_score (mean + half);
}
