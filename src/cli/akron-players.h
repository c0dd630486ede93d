/* akron-players.h: the players that akron-cli match and genmove can run
 *
 * A player is written as a spec: NAME[:KEY=VALUE[,KEY=VALUE...]].
 *   easy, medium, hard, expert   the computer player at that level (akron-search.h);
 *                                keys: nodes=N, time=MS, depth=D, seed=S, and for
 *                                experiments the evaluation's parts: cuts=, bridges=,
 *                                routes=, closed= (0 or 1), the weights
 *                                routew= and tempo= (hundredths of a move), and the
 *                                search's:
 *                                lmr=, prune= (0 or 1)
 *   greedy                       one move ahead, by connection distance alone
 *   random                       any legal move, uniformly
 *   uct                          plain UCT with random playouts; keys: playouts=N, time=MS
 * Without nodes= or time=, a level uses its node budget (akron_level_get_nodes()).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-search.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_PLAYER_SEARCH,
  AKRON_PLAYER_GREEDY,
  AKRON_PLAYER_RANDOM,
  AKRON_PLAYER_UCT,
} AkronPlayerKind;

typedef struct
{
  AkronPlayerKind kind;
  char *spec;                 /* as written */
  AkronSearchLimits limits;   /* AKRON_PLAYER_SEARCH */
  guint playouts;             /* AKRON_PLAYER_UCT: 0 when limited by time */
  guint time_ms;              /* AKRON_PLAYER_UCT */
} AkronPlayer;

/* Errors are G_OPTION_ERROR_BAD_VALUE and say which part of @spec is wrong. */
AkronPlayer *akron_player_new (const char *spec, GError **error);
void akron_player_free (AkronPlayer *player);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronPlayer, akron_player_free)

/* What a player did on one turn. */
typedef struct
{
  AkronMove move;      /* may be draw (a claim) */
  guint depth;         /* search depth; 1 for greedy, 0 for random and UCT */
  guint64 nodes;       /* search nodes or UCT playouts */
  guint time_ms;
} AkronPlayerTurn;

/* Chooses a move for the player to move in @game, which must not be over. @seed varies
 * the choice from game to game; the same seed (and a node budget) gives the same move. */
void akron_player_choose (const AkronPlayer *player, AkronGame *game, guint64 seed,
                          AkronPlayerTurn *turn);

G_END_DECLS
