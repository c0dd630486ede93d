/* akron-contestants.h: the contestants of akron-cli match
 *
 * A contestant is one of the players that a tournament (akron-tournament.c) sets against
 * each other: the computer player at a level, or a baseline it is measured against (not to
 * be confused with the app's AkronPlayer interface in src/ui). It is written as a spec:
 * NAME[:KEY=VALUE[,KEY=VALUE...]].
 *   beginner, easy, medium, hard, expert
 *                                the computer player at that level (akron-search.h);
 *                                keys: nodes=N, time=MS, cpu=MS, threads=N, depth=D,
 *                                seed=S, and for
 *                                experiments the evaluation's parts: cuts=, bridges=,
 *                                routes=, closed= (0 or 1), the weights
 *                                routew= and tempo= (hundredths of a move), and the
 *                                search's:
 *                                lmr=, lmr2=, null=, prune=, vary= (0 or 1)
 *   greedy                       one move ahead, by connection distance alone
 *   random                       any legal move, uniformly
 *   uct                          plain UCT with random playouts; keys: playouts=N, time=MS,
 *                                cpu=MS
 *   alphabeta (or plain)         plain alpha-beta with iterative deepening over the plain
 *                                connection distance (akron-alphabeta.h); keys: nodes=N
 *                                (default 20000), time=MS, cpu=MS, depth=D
 *   external:cmd=COMMAND[,...]   another program that speaks the engine protocol
 *                                (akron-protocol.h), such as an older build's
 *                                "akron-cli engine" (akron-external.h); COMMAND is split
 *                                as a shell would (no commas); keys: level=NAME,
 *                                nodes=N, time=MS (the program's clock), seed=S
 * Without nodes= or time=, a level uses its node budget (akron_level_get_nodes()). time= is
 * wall-clock time; cpu= is the CPU time of the thread that plays, which a loaded machine
 * does not shorten.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-alphabeta.h"
#include "akron-external.h"
#include "akron-search.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_CONTESTANT_SEARCH,
  AKRON_CONTESTANT_GREEDY,
  AKRON_CONTESTANT_RANDOM,
  AKRON_CONTESTANT_UCT,
  AKRON_CONTESTANT_ALPHABETA,
  AKRON_CONTESTANT_EXTERNAL,
} AkronContestantKind;

typedef struct
{
  AkronContestantKind kind;
  char *spec;                 /* as written */
  AkronSearchLimits limits;   /* AKRON_CONTESTANT_SEARCH */
  guint playouts;             /* AKRON_CONTESTANT_UCT: 0 when limited by time */
  guint time_ms;              /* AKRON_CONTESTANT_UCT */
  guint cpu_ms;               /* AKRON_CONTESTANT_UCT */
  AkronAlphaBetaLimits alphabeta; /* AKRON_CONTESTANT_ALPHABETA */
  AkronExternalSettings external; /* AKRON_CONTESTANT_EXTERNAL */
} AkronContestant;

/* Errors are G_OPTION_ERROR_BAD_VALUE and say which part of @spec is wrong. */
AkronContestant *akron_contestant_new (const char *spec, GError **error);
void akron_contestant_free (AkronContestant *contestant);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronContestant, akron_contestant_free)

/* What a player did on one turn. */
typedef struct
{
  AkronMove move;      /* may be draw (a claim) */
  guint depth;         /* search depth; 1 for greedy, 0 for random and UCT */
  guint64 nodes;       /* search nodes or UCT playouts */
  guint64 time_us;     /* wall-clock time, in microseconds */
  guint64 cpu_us;      /* the thread's CPU time */
} AkronContestantTurn;

/* Whether @contestant can play games of @game's variant: an external program is started,
 * given its settings and stopped again, so that a wrong command or setting is reported
 * before a match, not as a forfeit of every game. */
gboolean akron_contestant_check (const AkronContestant *contestant, AkronGame *game,
                                 GError **error);

/* What a contestant keeps from one move of a game to the next: an external program's
 * process, started at its first move. One session per game and contestant. */
typedef struct _AkronContestantSession AkronContestantSession;

AkronContestantSession *akron_contestant_session_new (const AkronContestant *contestant);
void akron_contestant_session_free (AkronContestantSession *session);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronContestantSession, akron_contestant_session_free)

/* Chooses a move for the player to move in @game, which must not be over. @seed varies
 * the choice from game to game; the same seed (and a node budget) gives the same move.
 * Only an external program can fail (it dies, or answers an error or no move): the game
 * is then lost for it. Its move may still be illegal: the game's akron_game_play() says. */
gboolean akron_contestant_choose (const AkronContestant *contestant,
                                  AkronContestantSession *session, AkronGame *game,
                                  guint64 seed, AkronContestantTurn *turn, GError **error);

G_END_DECLS
