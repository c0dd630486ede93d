/* akron-sprt.h: the sequential probability ratio test of akron-cli match --sprt
 *
 * Scored by pairs of games, so that the opening's bias cancels (the model is described in
 * akron-sprt.c). alpha = beta = 0.05.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AKRON_SPRT_ALPHA 0.05
#define AKRON_SPRT_BETA 0.05

typedef enum
{
  AKRON_SPRT_CONTINUE,
  AKRON_SPRT_ACCEPT_H0,   /* A is no better than ELO0 */
  AKRON_SPRT_ACCEPT_H1,   /* A is at least ELO1 better */
} AkronSprtDecision;

typedef struct
{
  double elo0, elo1;      /* the hypotheses, in logistic Elo of A over B */
  guint64 pairs[5];       /* pairs by A's points over the pair: 0, 1/2, 1, 3/2, 2 */
} AkronSprt;

void akron_sprt_init (AkronSprt *sprt, double elo0, double elo1);
/* Adds a pair in which A scored @half_points (0 to 4 half points over the two games). */
void akron_sprt_add_pair (AkronSprt *sprt, guint half_points);
guint64 akron_sprt_get_n_pairs (const AkronSprt *sprt);
/* The log-likelihood ratio of H1 against H0 after the pairs so far. */
double akron_sprt_get_llr (const AkronSprt *sprt);
/* Wald's bounds on the LLR for alpha and beta: log (beta / (1 - alpha)) and
 * log ((1 - beta) / alpha). */
void akron_sprt_get_bounds (double *lower, double *upper);
AkronSprtDecision akron_sprt_get_decision (const AkronSprt *sprt);
/* A's Elo difference per game from the pairs, with its 95% interval (may be infinite). */
void akron_sprt_get_elo (const AkronSprt *sprt, double *elo, double *low, double *high);

/* The Elo difference that a score fraction implies: +-inf outside (0, 1). */
double akron_elo_from_score (double score);
/* The expected score of the player @elo points stronger. */
double akron_score_from_elo (double elo);

G_END_DECLS
