/* akron-eval.h: how far each player is from a connection
 *
 * The connection distance of a player is the fewest points they must still fill to join
 * their two sides: a shortest route through the pyramid in which the player's uncut pieces
 * cost nothing, each empty point that can hold a piece costs one move, and enemy pieces,
 * the player's covered pieces and cut links block the way (RULES.md section 3). A distance
 * of 0 is exactly a winning connection. On top of it the evaluation weighs how many ways a
 * player has to reach that distance and what an empty pile costs.
 *
 * An AkronEval holds scratch buffers only: one per thread, reused for every position, so
 * that evaluating allocates nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-position.h"

G_BEGIN_DECLS

/* A distance for a player who cannot connect at all in the evaluation's model. */
#define AKRON_EVAL_UNREACHABLE 255

/* What the evaluation takes into account; each refinement can be switched off, so that
 * matches can measure it and weak levels can leave it out. */
typedef struct
{
  /* Covered pieces and crossed links block (RULES.md 3). Off: a beginner's picture of
   * the board, in which every piece of one colour touching another links to it. */
  gboolean over_under;
  /* An empty upper point whose supports are not all occupied is not a wall: it costs one
   * move for itself and one for each empty support. Off: such points block. */
  gboolean bridges;
  /* A player with an empty pile fills points only by moving pieces: each point costs
   * more, and a route longer than the pieces that can move is out of reach. */
  gboolean closed_stage;
  /* Points on a shortest route, counted: more ways to connect is better. */
  gboolean routes;
  /* The second-best route (a cheap two-distance, see akron-eval.c): the empty points
   * that lie on every shortest route, counted; each is a point where one move of the
   * opponent lengthens the route, so fewer is better. Off: no weighting of it has won a
   * match (README.md's refinements table). */
  gboolean two_distance;
  /* Weights, in hundredths of a move: of each route point (with routes on), of each
   * point on every shortest route of the player not to move and of the player to move
   * (with two_distance on: the first can be blocked before its player moves again), and
   * of having the move. */
  guint route_weight;
  guint two_distance_weight;
  guint two_distance_mover_weight;
  guint tempo_weight;
} AkronEvalOptions;

/* All refinements on: what Medium and above use. */
void akron_eval_options_init (AkronEvalOptions *options);

typedef struct _AkronEval AkronEval;

AkronEval *akron_eval_new (void);
void akron_eval_free (AkronEval *eval);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronEval, akron_eval_free)

/* How routes are searched: point by point (Dial's algorithm) or a whole distance at a
 * time on bit planes. Both give the same results; by default each board size uses the
 * faster one. Tests set it to hold each to the other. */
typedef enum
{
  AKRON_EVAL_SEARCH_AUTO,
  AKRON_EVAL_SEARCH_POINTS,
  AKRON_EVAL_SEARCH_PLANES,
} AkronEvalSearch;

void akron_eval_set_search (AkronEval *eval, AkronEvalSearch search);

/* What one call works out for both players. */
typedef struct
{
  guint distance[2];    /* by AkronColour; 0: connected; AKRON_EVAL_UNREACHABLE */
  guint route_width[2]; /* empty points lying on some shortest route (with routes on) */
  guint bottlenecks[2]; /* empty points lying on every shortest route (with two_distance on) */
} AkronEvalInfo;

/* Analyses @pos for both colours. Every function here refuses NULL arguments and a colour
 * other than AKRON_VERT or AKRON_HORZ with a critical warning (and returns
 * AKRON_EVAL_UNREACHABLE, 0 or FALSE), like the rest of the engine. */
void akron_eval_analyse (AkronEval *eval, const AkronPosition *pos,
                         const AkronEvalOptions *options, AkronEvalInfo *info);

/* The score of an analysed position for the player to move: positive is good for them.
 * Scores stay within +-AKRON_EVAL_MAX. */
#define AKRON_EVAL_MAX 20000
int akron_eval_score (const AkronPosition *pos, const AkronEvalOptions *options,
                      const AkronEvalInfo *info);

/* The connection distance of @colour alone (with the default options). */
guint akron_eval_distance (AkronEval *eval, const AkronPosition *pos, AkronColour colour);

/* Marks in @on_route (n_points bytes) the points lying on some shortest route of @colour
 * (bit 0) and of its opponent (bit 1), for move ordering. Returns FALSE, marking nothing,
 * when neither colour can connect. */
gboolean akron_eval_mark_routes (AkronEval *eval, const AkronPosition *pos,
                                 const AkronEvalOptions *options, AkronColour colour,
                                 guint8 *on_route);

G_END_DECLS
