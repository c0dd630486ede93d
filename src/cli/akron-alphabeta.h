/* akron-alphabeta.h: a plain alpha-beta player, the independent baseline of akron-cli match
 *
 * Negamax alpha-beta with iterative deepening over the plain connection distance (the
 * over/under rule, but no bridges, no route counting), with no transposition table and no
 * other refinement: a yardstick that owes nothing to the computer player's search, so that
 * anyone can rerun the comparison of the README's strength ladder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game.h"

G_BEGIN_DECLS

/* The budget that "alphabeta" alone gets: the baseline of the engine issue's measurements. */
#define AKRON_ALPHABETA_DEFAULT_NODES 20000

/* A move's budget. The search stops at whichever limit comes first; depth 1 always
 * completes, so that every move is at least a one-move look-ahead. */
typedef struct
{
  guint64 nodes;    /* 0: no node limit */
  guint time_ms;    /* 0: no wall-clock limit */
  guint cpu_ms;     /* 0: no limit on the thread's CPU time */
  guint max_depth;  /* 0: no depth limit but the budget's */
} AkronAlphaBetaLimits;

typedef struct
{
  AkronMove move;
  int score;        /* for the player to move, as akron_eval_score() gives it */
  guint depth;      /* the last depth searched in full */
  guint64 nodes;
} AkronAlphaBetaResult;

/* Chooses a move in @game, which must not be over. @seed orders equally good moves. */
void akron_alphabeta_choose (AkronGame *game, const AkronAlphaBetaLimits *limits,
                             guint64 seed, AkronAlphaBetaResult *result);

/* The CPU time the calling thread has used, in microseconds. */
gint64 akron_thread_cpu_time (void);

G_END_DECLS
