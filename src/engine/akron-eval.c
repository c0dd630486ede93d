/* akron-eval.c: connection distances and the evaluation built on them
 *
 * A shortest route is found by Dial's algorithm (Dijkstra with a bucket per distance):
 * the costs are small integers on the points, so each point is settled in constant time.
 * On 15x15 and 16x16 the same distances are found a whole distance at a time on bit
 * planes, which costs less there. Only the levels that hold pieces, and the one above
 * them, can be part of a route.
 *
 * The loops here read pos->cell directly: every point they visit is below the geometry's
 * point count by construction, and akron_position_get_cell()'s check of it cost a tenth of
 * the evaluation.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-eval.h"
#include "akron-plane.h"

#include <stdlib.h>
#include <string.h>

/* Costs of a point for one colour. */
#define COST_BLOCKED 0xff
/* A bridge costs itself and at most MAX_BRIDGE_GAPS empty supports; the buckets must
 * outnumber the largest cost. */
#define MAX_BRIDGE_GAPS 2
#define N_BUCKETS 4
/* Each point enters a bucket at most once per neighbour that improves it. */
#define BUCKET_CAPACITY (12 * AKRON_MAX_POINTS)
#define INFINITE_DISTANCE 0xffff

/* Boards from this size up search routes on bit planes (see plane_routes()). Measured
 * with `akron-cli genmove --depth 3` on random-game positions: 0.75-0.9 of the time of
 * the point-by-point search on 16x16, 0.8-0.95 on 15x15, no gain on 12x12 to 14x14, and
 * slower below. */
#define PLANES_MIN_SIZE 15
/* Distances a plane search follows: a longer route is left to the point-by-point search. */
#define MAX_LAYERS 64
#define PLANES_GAVE_UP G_MAXUINT

/* Weights of the score, in hundredths of a move. */
#define MOVE_WEIGHT 100
#define TEMPO_WEIGHT 30
#define ROUTE_WEIGHT 4
#define ROUTE_CAP 30
#define TWO_DISTANCE_WEIGHT 10
#define BOTTLENECK_CAP 6

/* The second-best route: a two-distance for the pyramid
 *
 * In Hex the two-distance (Queenbee's evaluation) lets a cell count only what it can reach
 * in two independent ways: the opponent blocks the best one, so a cell's distance is its
 * second-best neighbour's plus its cost. Akron's connection is blocked the same way, one
 * point a move (RULES.md 4): the opponent fills an empty point, by an Add on level 0 or a
 * Move above. The player's uncut pieces (cost 0) are not taken away so easily: a piece is
 * cut only by an opponent piece two or more levels up in its column, a link only by two
 * opponent pieces side by side above it (RULES.md 3), which needs the levels between filled
 * or two moves. So the pieces stay what they are in the route search, steps of no cost like
 * stones in Hex, and the points the opponent can take away are the empty ones: holes and
 * upper points alike, cost 1, or a bridge's 2 or 3 with its empty supports. Neighbours are
 * those of the route search (same level, supports, points resting on it), and a link that
 * is cut is no step.
 *
 * Queenbee's full two-distance repeats its question at every step, which takes a search of
 * its own for each colour and side, and to count a chain of pieces as one neighbour it
 * needs the chains first; the evaluation is most of the search's time. The version here
 * asks the question once, for the whole route: can one move of the opponent lengthen every
 * shortest route? It is read from the two distance maps the route count already has. Along
 * a shortest route of length d, the distance from the first side grows from 0 to d, and an
 * empty point of cost c at distance e takes up the steps e - c + 1 to e: a shortest route
 * passes, for each step t, through exactly one point that takes up t. So an empty point
 * lies on every shortest route exactly when it is the only point of a shortest route that
 * takes up some step: a bottleneck. Without one, no single point is on all the shortest
 * routes, and after any block a route of length d is left (the second-best route is as
 * short as the best); with one, the opponent can lengthen the route with one move. A single
 * route of length d has d bottlenecks and two routes that share no empty point have none;
 * the score weighs their number (capped), as it weighs the number of route points: those
 * of the player not to move, which the player to move can block at once, and those of the
 * player to move, which the opponent can block only after the next move, each with a
 * weight of its own.
 *
 * What it does not see: a filled point is blocked for itself only, so a block that also
 * changes costs elsewhere (supports a bridge, covers a piece, with a second piece crosses
 * a link) is not foreseen, and a route longer than MAX_BOTTLENECK_STEPS has no count. */
#define MAX_BOTTLENECK_STEPS 254

struct _AkronEval
{
  /* The neighbourhood of each point (same-level neighbours, supports, points above) in
   * increasing order, so that a walk can stop at the first point out of reach; adj_dir
   * is the same-level direction (AKRON_EAST..) or 4. Built for one geometry at a time. */
  const AkronGeometry *geo;
  guint16 adj_start[AKRON_MAX_POINTS + 1];
  AkronPoint adj[12 * AKRON_MAX_POINTS];
  guint8 adj_dir[12 * AKRON_MAX_POINTS];

  AkronPoint column_down[AKRON_MAX_POINTS]; /* the inverse of the geometry's column_up */

  /* The position being analysed. */
  guint limit;                       /* points at or above this index are out of reach */
  guint8 costs[2][AKRON_MAX_POINTS]; /* what each point costs each colour */

  /* The cells (below limit) and the options the costs were worked out for: the next
   * position, usually a few moves away in the search, updates only what its changed
   * cells reach. costs_valid is FALSE until there is a first one. */
  gboolean costs_valid;
  gboolean costs_over_under;
  gboolean costs_bridges;
  guint8 costs_cell[AKRON_MAX_POINTS];

  /* On large boards the same costs as bit planes: the points of each colour costing 0, 1,
   * 2 and 3, level by level (levels below top). */
  AkronEvalSearch search;
  gboolean use_planes;
  guint top;
  guint plane_top; /* levels the colour being searched can pass */
  AkronPlane cost_plane[2][4][AKRON_MAX_SIZE];
  /* The plane search of one colour: the same-level links it may take (a link between two
   * of its pieces can be cut), and the points within each distance of each side. */
  AkronPlane link_east[AKRON_MAX_SIZE];
  AkronPlane link_south[AKRON_MAX_SIZE];
  AkronPlane within[2][MAX_LAYERS][AKRON_MAX_SIZE];

  /* Bottlenecks (see above) of one colour's routes: for each step t of a shortest route,
   * how many of its empty points take it up, and one of them. */
  gboolean want_steps;  /* the options ask for bottlenecks */
  gboolean count_steps; /* the route search under way counts them */
  guint16 step_count[MAX_BOTTLENECK_STEPS + 1];
  AkronPoint step_point[MAX_BOTTLENECK_STEPS + 1];

  /* One colour's routes. */
  const guint8 *cost;                /* costs[colour] of the colour being searched */
  guint16 dist[2][AKRON_MAX_POINTS]; /* from the first side, from the second side */
  guint bucket_len[N_BUCKETS];
  AkronPoint bucket[N_BUCKETS][BUCKET_CAPACITY];
};

void
akron_eval_options_init (AkronEvalOptions *options)
{
  g_return_if_fail (options != NULL);

  options->over_under = TRUE;
  options->bridges = TRUE;
  options->closed_stage = FALSE;
  options->routes = TRUE;
  options->two_distance = FALSE;
  options->route_weight = ROUTE_WEIGHT;
  options->two_distance_weight = TWO_DISTANCE_WEIGHT;
  options->two_distance_mover_weight = TWO_DISTANCE_WEIGHT;
  options->tempo_weight = TEMPO_WEIGHT;
}

AkronEval *
akron_eval_new (void)
{
  return g_new0 (AkronEval, 1);
}

void
akron_eval_free (AkronEval *eval)
{
  g_free (eval);
}

void
akron_eval_set_search (AkronEval *eval, AkronEvalSearch search)
{
  g_return_if_fail (eval != NULL);
  g_return_if_fail (search <= AKRON_EVAL_SEARCH_PLANES);

  eval->search = search;
  eval->geo = NULL; /* set up again for the next position */
}

static int
compare_points (gconstpointer a, gconstpointer b)
{
  return (int) *(const AkronPoint *) a - (int) *(const AkronPoint *) b;
}

static void
build_adjacency (AkronEval *eval, const AkronGeometry *geo)
{
  guint n = 0;

  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      AkronPoint near[12];
      guint count = 0;

      eval->adj_start[p] = n;
      for (guint t = 0; t < 4; t++)
        {
          if (geo->neighbour[p][t] != AKRON_NO_POINT)
            near[count++] = geo->neighbour[p][t];
          if (geo->support[p][t] != AKRON_NO_POINT)
            near[count++] = geo->support[p][t];
          if (geo->above[p][t] != AKRON_NO_POINT)
            near[count++] = geo->above[p][t];
        }
      qsort (near, count, sizeof near[0], compare_points);
      for (guint k = 0; k < count; k++)
        {
          eval->adj[n] = near[k];
          eval->adj_dir[n] = 4;
          for (guint t = 0; t < 4; t++)
            if (geo->neighbour[p][t] == near[k])
              eval->adj_dir[n] = t;
          n++;
        }
    }
  eval->adj_start[geo->n_points] = n;
  for (AkronPoint p = 0; p < geo->n_points; p++)
    eval->column_down[p] = AKRON_NO_POINT;
  for (AkronPoint p = 0; p < geo->n_points; p++)
    if (geo->column_up[p] != AKRON_NO_POINT)
      eval->column_down[geo->column_up[p]] = p;
  eval->geo = geo;
  eval->costs_valid = FALSE;
  eval->use_planes = eval->search == AKRON_EVAL_SEARCH_AUTO ? geo->size >= PLANES_MIN_SIZE
                                                            : eval->search == AKRON_EVAL_SEARCH_PLANES;
}

/* RULES.md 3, rule 2: whether pieces of @cut_by pass over the link from @p east (@dir 0)
 * or south (@dir 1). The geometry's tables are read directly: this runs for every step
 * between two pieces of a route. */
static gboolean
link_crossed (const AkronPosition *pos, const AkronGeometry *geo, AkronPoint p, guint dir,
              AkronCell cut_by)
{
  const AkronPointPair *pairs = geo->crossings + geo->cross_start[p][dir];
  guint n = geo->cross_count[p][dir];

  for (guint t = 0; t < n; t++)
    {
      if (pos->level_count[geo->level[pairs[t].a]] == 0)
        break;
      if ((AkronCell) pos->cell[pairs[t].a] == cut_by
          && (AkronCell) pos->cell[pairs[t].b] == cut_by)
        return TRUE;
    }
  return FALSE;
}

static inline gboolean
is_supported (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *sup = akron_position_get_geometry (pos)->support[p];

  return sup[0] == AKRON_NO_POINT
         || (pos->cell[sup[0]] && pos->cell[sup[1]] && pos->cell[sup[2]] && pos->cell[sup[3]]);
}

/* An empty point whose supports are not all there: it and its empty supports must be
 * filled, provided each of those can hold a piece now. A bridge resting on more than
 * MAX_BRIDGE_GAPS empty points is too far off to count. */
static guint8
bridge_cost (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *sup = akron_position_get_geometry (pos)->support[p];
  guint cost = 1;

  for (guint t = 0; t < 4; t++)
    if ((AkronCell) pos->cell[sup[t]] == AKRON_CELL_EMPTY)
      {
        if (cost > MAX_BRIDGE_GAPS || !is_supported (pos, sup[t]))
          return COST_BLOCKED;
        cost++;
      }
  return cost;
}

/* What an empty point costs, the same for both colours. */
static inline guint8
empty_cost (const AkronPosition *pos, const AkronGeometry *geo, AkronPoint p, gboolean bridges)
{
  if (geo->level[p] == 0 || is_supported (pos, p))
    return 1;
  return bridges ? bridge_cost (pos, p) : COST_BLOCKED;
}

/* Sets what @p costs @colour, keeping the cost planes in step. */
static inline void
store_cost (AkronEval *eval, const AkronGeometry *geo, AkronColour colour, AkronPoint p,
            guint8 cost)
{
  guint8 old = eval->costs[colour][p];

  eval->costs[colour][p] = cost;
  if (!eval->use_planes || old == cost)
    return;
  if (old < 4)
    akron_plane_flip (&eval->cost_plane[colour][old][geo->level[p]], geo->plane_bit[p]);
  if (cost < 4)
    akron_plane_flip (&eval->cost_plane[colour][cost][geo->level[p]], geo->plane_bit[p]);
}

/* The cost planes of every point below eval->limit, from the costs. */
static void
fill_cost_planes (AkronEval *eval, const AkronGeometry *geo)
{
  memset (eval->cost_plane, 0, sizeof eval->cost_plane);
  for (AkronPoint p = 0; p < eval->limit; p++)
    for (AkronColour c = AKRON_VERT; c <= AKRON_HORZ; c++)
      if (eval->costs[c][p] < 4)
        akron_plane_flip (&eval->cost_plane[c][eval->costs[c][p]][geo->level[p]],
                          geo->plane_bit[p]);
}

/* What each point costs each colour, in one pass from the top down, which also finds
 * the covered pieces (RULES.md 3, rule 1: which colours stand above each point in its
 * column). A colour's own uncovered pieces cost nothing; the other colour's pieces and
 * (with the over/under rule) its own covered ones block. */
static void
compute_all_costs (AkronEval *eval, const AkronPosition *pos, const AkronEvalOptions *options)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint8 above_mask[AKRON_MAX_POINTS];
  guint8 *vert = eval->costs[AKRON_VERT], *horz = eval->costs[AKRON_HORZ];

  for (int p = (int) eval->limit - 1; p >= 0; p--)
    {
      AkronPoint up = geo->column_up[p];
      AkronCell cell = (AkronCell) pos->cell[p];
      guint8 mask = 0;

      if (up != AKRON_NO_POINT && up < eval->limit)
        mask = above_mask[up] | (1u << pos->cell[up]);
      above_mask[p] = mask;
      if (cell == AKRON_CELL_EMPTY)
        vert[p] = horz[p] = empty_cost (pos, geo, p, options->bridges);
      else
        {
          gboolean covered = options->over_under && (mask & (1u << (3 - cell))) != 0;
          guint8 own = covered ? COST_BLOCKED : 0;

          vert[p] = cell == AKRON_CELL_OF (AKRON_VERT) ? own : COST_BLOCKED;
          horz[p] = cell == AKRON_CELL_OF (AKRON_HORZ) ? own : COST_BLOCKED;
        }
    }
  if (eval->use_planes)
    fill_cost_planes (eval, geo);
}

/* The costs of one point, as compute_all_costs() finds them. */
static void
compute_point_costs (AkronEval *eval, const AkronPosition *pos, const AkronEvalOptions *options,
                     AkronPoint p)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronCell cell = (AkronCell) pos->cell[p];
  guint8 mask = 0;

  if (cell == AKRON_CELL_EMPTY)
    {
      guint8 cost = empty_cost (pos, geo, p, options->bridges);

      store_cost (eval, geo, AKRON_VERT, p, cost);
      store_cost (eval, geo, AKRON_HORZ, p, cost);
      return;
    }
  for (AkronPoint up = geo->column_up[p]; up != AKRON_NO_POINT; up = geo->column_up[up])
    mask |= 1u << pos->cell[up];
  for (AkronColour c = AKRON_VERT; c <= AKRON_HORZ; c++)
    {
      gboolean covered = options->over_under && (mask & (1u << (3 - cell))) != 0;

      store_cost (eval, geo, c, p,
                  cell != AKRON_CELL_OF (c) ? COST_BLOCKED : covered ? COST_BLOCKED : 0);
    }
}

/* A change of the cell @x changes the costs of @x, of the pieces below it in its column
 * (whether they are covered), and of the points resting on it and on those (whether
 * they are supported, and what they cost as bridges). */
static void
update_costs_around (AkronEval *eval, const AkronPosition *pos, const AkronEvalOptions *options,
                     AkronPoint x)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  for (AkronPoint p = x; p != AKRON_NO_POINT; p = eval->column_down[p])
    compute_point_costs (eval, pos, options, p);
  for (guint t = 0; t < 4; t++)
    {
      AkronPoint a = geo->above[x][t];

      if (a == AKRON_NO_POINT || a >= eval->limit)
        continue;
      compute_point_costs (eval, pos, options, a);
      for (guint u = 0; u < 4; u++)
        if (geo->above[a][u] != AKRON_NO_POINT && geo->above[a][u] < eval->limit)
          compute_point_costs (eval, pos, options, geo->above[a][u]);
    }
}

/* At most this many changed cells are updated one by one; more, and all the costs are
 * worked out again. */
#define MAX_COST_UPDATES 12
#define CELL_BLOCK 32

/* The costs of every point below eval->limit for both colours: worked out again only
 * around the cells that changed since the last position, when the options and the
 * levels in reach are the same. */
static void
compute_costs (AkronEval *eval, const AkronPosition *pos, const AkronEvalOptions *options,
               guint old_limit)
{
  AkronPoint changed[MAX_COST_UPDATES];
  guint n_changed = 0;
  guint limit = eval->limit;

  if (eval->costs_valid && old_limit == limit && eval->costs_over_under == options->over_under
      && eval->costs_bridges == options->bridges)
    {
      /* Few cells change: compare blocks, then the cells of the blocks that differ. */
      for (guint base = 0; base < limit && n_changed <= MAX_COST_UPDATES; base += CELL_BLOCK)
        {
          guint end = MIN (base + CELL_BLOCK, limit);

          if (memcmp (pos->cell + base, eval->costs_cell + base, end - base) == 0)
            continue;
          for (AkronPoint p = base; p < end; p++)
            if (pos->cell[p] != eval->costs_cell[p])
              {
                if (n_changed < MAX_COST_UPDATES)
                  changed[n_changed] = p;
                n_changed++;
              }
        }
      if (n_changed <= MAX_COST_UPDATES)
        {
          for (guint i = 0; i < n_changed; i++)
            {
              eval->costs_cell[changed[i]] = pos->cell[changed[i]];
              update_costs_around (eval, pos, options, changed[i]);
            }
          return;
        }
    }
  compute_all_costs (eval, pos, options);
  memcpy (eval->costs_cell, pos->cell, limit);
  eval->costs_valid = TRUE;
  eval->costs_over_under = options->over_under;
  eval->costs_bridges = options->bridges;
}

static inline void
push (AkronEval *eval, guint16 *dist, AkronPoint q, guint d)
{
  guint b = d & (N_BUCKETS - 1);

  dist[q] = d;
  eval->bucket[b][eval->bucket_len[b]++] = q;
}

/* Notes that the route point @p takes up the steps @first..@last of a shortest route. */
static inline void
take_steps (AkronEval *eval, AkronPoint p, guint first, guint last)
{
  for (guint t = first; t <= last; t++)
    {
      eval->step_count[t]++;
      eval->step_point[t] = p;
    }
}

/* Starts counting the steps of routes of length @d, when bottlenecks are wanted (none
 * are counted on routes too long). */
static void
start_steps (AkronEval *eval, guint d)
{
  eval->count_steps = eval->want_steps && d <= MAX_BOTTLENECK_STEPS;
  if (eval->count_steps)
    memset (eval->step_count, 0, (d + 1) * sizeof eval->step_count[0]);
}

/* The bottlenecks of routes of length @d, once their steps are counted: the points that
 * are alone on one step or more. A bridge takes up several steps, one after another, and
 * counts once: between two of its steps no other point can be alone. */
static guint
count_bottlenecks (AkronEval *eval, guint d)
{
  AkronPoint last = AKRON_NO_POINT;
  guint count = 0;

  if (!eval->count_steps)
    return 0;
  eval->count_steps = FALSE;
  for (guint t = 1; t <= d; t++)
    if (eval->step_count[t] == 1 && eval->step_point[t] != last)
      {
        last = eval->step_point[t];
        count++;
      }
  return count;
}

/* Whether the step between two of the player's pieces (cost 0 both), @p and its
 * same-level neighbour @q in direction @dir, crosses a cut link. */
static inline gboolean
step_cut (const AkronPosition *pos, const AkronGeometry *geo, AkronPoint p, AkronPoint q,
          guint dir, AkronCell own)
{
  AkronCell cut_by = 3 - own;

  return dir < 2 ? link_crossed (pos, geo, p, dir, cut_by)
                 : link_crossed (pos, geo, q, dir - 2, cut_by);
}

/* Distances from side @from of @colour into eval->dist[@from]. Stops at the first point
 * of the other side when @early, returning its distance; else settles every point up to
 * that distance and returns it.
 *
 * With @corridor (a distance found from the other side, whose map is in dist[1 - @from]),
 * only the points that can lie on a route of that length are searched: a point q reached
 * at nd is dropped when dist[1 - from][q] + nd - cost[q] exceeds it. Every point of a
 * shortest route keeps its exact distance (the rest of a shortest route from it is a
 * shortest route too), and every other point still sums to more than @corridor, so the
 * points on shortest routes are found exactly as by the full search. With @corridor and
 * @route_points non-NULL, counts there the empty points on shortest routes as they are
 * settled: each is settled once, at its final distance. */
static guint
shortest_routes (AkronEval *eval, const AkronPosition *pos, AkronColour colour, guint from,
                 gboolean over_under, gboolean early, guint corridor, guint *route_points)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint16 *dist = eval->dist[from];
  const guint16 *other = eval->dist[1 - from];
  const guint8 *cost = eval->cost;
  guint goal = 1u << (colour * 2 + (1 - from));
  AkronCell own = AKRON_CELL_OF (colour);
  guint limit = eval->limit;
  guint queued = 0, best = INFINITE_DISTANCE;

  /* A blocked point starts at distance 0, so that the test of whether a point improves
   * also rejects it. Readers of the maps look at the costs first. */
  for (AkronPoint p = 0; p < limit; p++)
    dist[p] = cost[p] == COST_BLOCKED ? 0 : INFINITE_DISTANCE;
  memset (eval->bucket_len, 0, sizeof eval->bucket_len);
  for (guint t = 0; t < geo->size; t++)
    {
      AkronPoint h = geo->side[colour][from][t];

      if (cost[h] != COST_BLOCKED && (corridor == INFINITE_DISTANCE || other[h] <= corridor))
        {
          push (eval, dist, h, cost[h]);
          queued++;
        }
    }

  for (guint d = 0; queued > 0 && d <= best; d++)
    {
      guint b = d & (N_BUCKETS - 1);

      while (eval->bucket_len[b] > 0)
        {
          AkronPoint p = eval->bucket[b][--eval->bucket_len[b]];
          guint end = eval->adj_start[p + 1];

          queued--;
          if (dist[p] != d)
            continue; /* improved since it was queued */
          if (route_points && cost[p] != 0 && other[p] + d - cost[p] == corridor)
            {
              ++*route_points; /* other[p] is finite: p passed the corridor test */
              if (eval->count_steps)
                take_steps (eval, p, d - cost[p] + 1, d);
            }
          if (geo->side_mask[p] & goal)
            {
              best = MIN (best, d);
              if (early)
                return d;
            }
          for (guint k = eval->adj_start[p]; k < end; k++)
            {
              AkronPoint q = eval->adj[k];
              guint nd;

              if (q >= limit)
                break;
              nd = d + cost[q];
              if (nd >= dist[q])
                continue;
              if (corridor != INFINITE_DISTANCE && other[q] + nd - cost[q] > corridor)
                continue; /* also when other[q] is infinite */
              if (cost[q] == 0 && cost[p] == 0 && over_under && eval->adj_dir[k] < 4
                  && step_cut (pos, geo, p, q, eval->adj_dir[k], own))
                continue;
              push (eval, dist, q, nd);
              queued++;
            }
        }
    }
  return best;
}

/* Route searches on bit planes
 *
 * The same distances as shortest_routes(), worked out a whole distance at a time: the
 * points at distance d from a side are those of cost c next to a point at distance
 * d - c (or on the side, costing d), and the pieces (cost 0) linked to those, level by
 * level over the planes (akron-plane.h). eval->within[from][d] keeps the points within
 * distance d, from which the routes are read. The point-by-point search is the oracle
 * (test-eval), and stays in use on small boards, where it is faster. */

/* Bit planes of the levels in reach, one a level; AkronPlane arrays are indexed by level. */
G_ALWAYS_INLINE static inline gboolean
planes_empty (const AkronPlane *a, guint top, guint nw)
{
  guint64 any = 0;

  for (guint k = 0; k < top; k++)
    for (guint i = 0; i < nw; i++)
      any |= a[k].w[i];
  return any == 0;
}

/* The links that a route of @colour can take between two points of a level: every link
 * between points of the level, but for those between two of its pieces that the
 * opponent passes over (found as shortest_routes() finds them, by link_crossed()). */
G_ALWAYS_INLINE static inline void
plane_links (AkronEval *eval, const AkronPosition *pos, AkronColour colour,
             gboolean over_under, guint nw, guint n)
{
  const AkronGeometry *geo = eval->geo;
  AkronCell cut_by = 3 - AKRON_CELL_OF (colour);

  for (guint k = 0; k < eval->plane_top; k++)
    {
      AkronPlane pieces = eval->cost_plane[colour][0][k];
      AkronPlane east = geo->east_plane[k], south = geo->level_plane[k];

      if (over_under && !akron_plane_is_empty (&pieces, nw))
        {
          AkronPlane pairs_east = akron_plane_and (
            akron_plane_and (pieces, akron_plane_shift_down (pieces, 1, nw), nw), east, nw);
          AkronPlane pairs_south = akron_plane_and (
            pieces, akron_plane_shift_down (pieces, n, nw), nw);

          for (guint i = 0; i < nw; i++)
            {
              for (guint64 bits = pairs_east.w[i]; bits != 0; bits &= bits - 1)
                {
                  guint bit = 64 * i + __builtin_ctzll (bits);

                  if (link_crossed (pos, geo, geo->plane_point[k][bit], AKRON_EAST, cut_by))
                    akron_plane_flip (&east, bit);
                }
              for (guint64 bits = pairs_south.w[i]; bits != 0; bits &= bits - 1)
                {
                  guint bit = 64 * i + __builtin_ctzll (bits);

                  if (link_crossed (pos, geo, geo->plane_point[k][bit], AKRON_SOUTH, cut_by))
                    akron_plane_flip (&south, bit);
                }
            }
        }
      eval->link_east[k] = east;
      eval->link_south[k] = south;
    }
}

/* On the level above the plane @b, the points that rest on a point of @b (shifted down the
 * numbering by 0, 1, n and n + 1), as plane_neighbours() and plane_spread() both step up. */
G_ALWAYS_INLINE static inline AkronPlane
plane_above (AkronPlane b, guint nw, guint n)
{
  return akron_plane_or (akron_plane_or (b, akron_plane_shift_down (b, 1, nw), nw),
                         akron_plane_or (akron_plane_shift_down (b, n, nw),
                                         akron_plane_shift_down (b, n + 1, nw), nw), nw);
}

/* On the level below the plane @c, the points that a point of @c rests on (the same shifts
 * up the numbering), as both step down. */
G_ALWAYS_INLINE static inline AkronPlane
plane_below (AkronPlane c, guint nw, guint n)
{
  return akron_plane_or (akron_plane_or (c, akron_plane_shift_up (c, 1, nw), nw),
                         akron_plane_or (akron_plane_shift_up (c, n, nw),
                                         akron_plane_shift_up (c, n + 1, nw), nw), nw);
}

/* Into @out, @x and every point one step from it (bits off the board included: callers
 * keep only the points of a cost plane). */
G_ALWAYS_INLINE static inline void
plane_neighbours (const AkronEval *eval, const AkronPlane *x, AkronPlane *out, guint nw,
                  guint n)
{
  guint top = eval->plane_top;

  for (guint k = 0; k < top; k++)
    {
      AkronPlane a = x[k], r = a;

      if (!akron_plane_is_empty (&a, nw))
        {
          r = akron_plane_or (r, akron_plane_shift_up (akron_plane_and (a, eval->link_east[k], nw), 1, nw), nw);
          r = akron_plane_or (r, akron_plane_and (akron_plane_shift_down (a, 1, nw), eval->link_east[k], nw), nw);
          r = akron_plane_or (r, akron_plane_shift_up (akron_plane_and (a, eval->link_south[k], nw), n, nw), nw);
          r = akron_plane_or (r, akron_plane_and (akron_plane_shift_down (a, n, nw), eval->link_south[k], nw), nw);
        }
      if (k > 0 && !akron_plane_is_empty (&x[k - 1], nw))
        {
          /* Resting on a point of x: above (k + 1, i, j) are (k, i..i+1, j..j+1). */
          AkronPlane b = x[k - 1];

          r = akron_plane_or (r, plane_above (b, nw, n), nw);
        }
      if (k + 1 < top && !akron_plane_is_empty (&x[k + 1], nw))
        {
          AkronPlane c = x[k + 1];

          r = akron_plane_or (r, plane_below (c, nw, n), nw);
        }
      out[k] = r;
    }
}

/* Adds to @layer the pieces (@pieces, not yet @before, and within @allowed if non-NULL)
 * linked to it, level by level: along the level's links, then up and down, until no
 * level changes. */
G_ALWAYS_INLINE static inline void
plane_spread (const AkronEval *eval, const AkronPlane *pieces, const AkronPlane *before,
              const AkronPlane *allowed, AkronPlane *layer, guint nw, guint n)
{
  guint top = eval->plane_top;
  AkronPlane open[AKRON_MAX_SIZE];
  guint32 dirty = 0; /* levels that may gain pieces */

  for (guint k = 0; k < top; k++)
    {
      open[k] = akron_plane_and_not (pieces[k], akron_plane_or (before[k], layer[k], nw), nw);
      if (allowed)
        open[k] = akron_plane_and (open[k], allowed[k], nw);
      if (!akron_plane_is_empty (&layer[k], nw))
        dirty |= 7u << k >> 1;
    }
  while (dirty != 0)
    {
      guint k = __builtin_ctz (dirty);
      AkronPlane x = layer[k], add = { { 0 } };

      dirty &= dirty - 1;
      if (k >= top || akron_plane_is_empty (&open[k], nw))
        continue;
      if (k > 0 && !akron_plane_is_empty (&layer[k - 1], nw))
        {
          AkronPlane b = layer[k - 1];

          add = plane_above (b, nw, n);
        }
      if (k + 1 < top && !akron_plane_is_empty (&layer[k + 1], nw))
        {
          AkronPlane c = layer[k + 1];

          add = akron_plane_or (add, plane_below (c, nw, n), nw);
        }
      add = akron_plane_and (add, open[k], nw);
      x = akron_plane_or (x, add, nw);
      for (AkronPlane from = x;;)
        {
          AkronPlane grown = akron_plane_or (
            akron_plane_or (akron_plane_shift_up (akron_plane_and (from, eval->link_east[k], nw), 1, nw),
                            akron_plane_and (akron_plane_shift_down (from, 1, nw), eval->link_east[k], nw), nw),
            akron_plane_or (akron_plane_shift_up (akron_plane_and (from, eval->link_south[k], nw), n, nw),
                            akron_plane_and (akron_plane_shift_down (from, n, nw), eval->link_south[k], nw), nw),
            nw);

          grown = akron_plane_and_not (akron_plane_and (grown, open[k], nw), x, nw);
          if (akron_plane_is_empty (&grown, nw))
            break;
          x = akron_plane_or (x, grown, nw);
          from = grown; /* only the new pieces can reach further */
        }
      if (akron_plane_equal (&x, &layer[k], nw))
        continue;
      open[k] = akron_plane_and_not (open[k], x, nw);
      layer[k] = x;
      dirty |= 5u << k >> 1; /* the levels next to k */
    }
}

/* Fills eval->within[@from][0..d] for @colour and returns d, the distance at which the
 * other side is reached (INFINITE_DISTANCE if never, PLANES_GAVE_UP past MAX_LAYERS).
 * With @corridor (the distance from the other side, whose planes are in
 * within[1 - @from]), only the points that can lie on a route of that length are kept,
 * as shortest_routes() keeps them: a point of cost c at distance e when it is within
 * @corridor - e + c of the other side. */
G_ALWAYS_INLINE static inline guint
plane_routes_words (AkronEval *eval, AkronColour colour, guint from, guint corridor, guint nw,
                    guint n)
{
  const AkronGeometry *geo = eval->geo;
  guint top = eval->plane_top;
  AkronPlane (*cost)[AKRON_MAX_SIZE] = eval->cost_plane[colour];
  AkronPlane (*within)[AKRON_MAX_SIZE] = eval->within[from];
  AkronPlane (*other)[AKRON_MAX_SIZE] = eval->within[1 - from];
  AkronPlane beside[3][AKRON_MAX_SIZE]; /* next to the points at distance d - 1, -2, -3 */
  AkronPlane layer[AKRON_MAX_SIZE];
  static const AkronPlane none[AKRON_MAX_SIZE];
  guint empty_layers = 0;

  for (guint d = 0; d < MAX_LAYERS; d++)
    {
      const AkronPlane *before = d > 0 ? within[d - 1] : none;
      AkronPlane *next_to = beside[d % 3]; /* for d + 1..3; held d - 3's */
      gboolean any = FALSE;

      if (corridor != INFINITE_DISTANCE && d > corridor)
        break; /* cannot happen: the other side is reached at @corridor */
      for (guint k = 0; k < top; k++)
        {
          AkronPlane seeds = { { 0 } };

          for (guint c = 1; c <= 3 && c <= d; c++)
            {
              AkronPlane s = akron_plane_and (cost[c][k], beside[(d - c) % 3][k], nw);

              if (corridor != INFINITE_DISTANCE)
                s = akron_plane_and (s, other[MIN (corridor - d + c, corridor)][k], nw);
              seeds = akron_plane_or (seeds, s, nw);
            }
          if (k == 0 && d <= 3)
            {
              AkronPlane s = akron_plane_and (cost[d][0], geo->side_plane[colour][from], nw);

              if (corridor != INFINITE_DISTANCE)
                s = akron_plane_and (s, other[corridor][0], nw);
              seeds = akron_plane_or (seeds, s, nw);
            }
          layer[k] = akron_plane_and_not (seeds, before[k], nw);
          any |= !akron_plane_is_empty (&layer[k], nw);
        }

      /* The pieces linked to the layer join it, until none is added; then what lies
       * next to the layer seeds the distances d + 1..3. */
      if (any)
        {
          plane_spread (eval, cost[0], before,
                        corridor != INFINITE_DISTANCE ? other[corridor - d] : NULL, layer, nw, n);
          plane_neighbours (eval, layer, next_to, nw, n);
        }
      else
        memset (next_to, 0, top * sizeof next_to[0]);

      for (guint k = 0; k < top; k++)
        within[d][k] = akron_plane_or (before[k], layer[k], nw);
      if (planes_empty (layer, top, nw))
        {
          /* Nothing more can be reached once three distances in a row add nothing. */
          if (++empty_layers >= 3 && d >= 3)
            return INFINITE_DISTANCE;
          continue;
        }
      empty_layers = 0;
      {
        AkronPlane arrived = akron_plane_and (layer[0], geo->side_plane[colour][1 - from], nw);

        if (!akron_plane_is_empty (&arrived, nw))
          return d;
      }
    }
  return PLANES_GAVE_UP;
}

/* The points of distance exactly @e in within[@from] (none for e out of range). */
G_ALWAYS_INLINE static inline AkronPlane
plane_layer (const AkronEval *eval, guint from, int e, guint k, guint nw)
{
  AkronPlane none = { { 0 } };

  if (e < 0)
    return none;
  if (e == 0)
    return eval->within[from][0][k];
  return akron_plane_and_not (eval->within[from][e][k], eval->within[from][e - 1][k], nw);
}

/* take_steps() for the @n points of @set on level @k. */
static void
plane_take_steps (AkronEval *eval, const AkronPlane *set, guint k, guint first, guint last,
                  guint n, guint nw)
{
  AkronPoint p = AKRON_NO_POINT;

  for (guint i = 0; i < nw && n == 1; i++)
    if (set->w[i] != 0)
      p = eval->geo->plane_point[k][64 * i + __builtin_ctzll (set->w[i])];
  for (guint t = first; t <= last; t++)
    {
      eval->step_count[t] += n;
      eval->step_point[t] = p;
    }
}

/* After both searches of a route of length @d: the points on one, into @routes by level
 * (if non-NULL), and the number of empty ones (those costing 1 or more). A point of
 * cost c at distance e from the first side lies on one when it is at d - e + c from the
 * second. */
G_ALWAYS_INLINE static inline guint
plane_route_points (AkronEval *eval, AkronColour colour, guint d, AkronPlane *routes,
                    guint nw)
{
  guint count = 0;

  for (guint k = 0; k < eval->plane_top; k++)
    {
      AkronPlane on = { { 0 } };
      AkronPlane first[MAX_LAYERS]; /* the points at each distance from the first side */

      for (guint x = 0; x <= d; x++)
        first[x] = plane_layer (eval, 0, (int) x, k, nw);
      for (guint e = 0; e <= d; e++)
        {
          AkronPlane here = plane_layer (eval, 1, (int) e, k, nw);

          if (akron_plane_is_empty (&here, nw))
            continue;
          for (guint c = routes ? 0 : 1; c <= 3 && d - e + c <= d; c++)
            {
              AkronPlane both = akron_plane_and (akron_plane_and (here, eval->cost_plane[colour][c][k], nw),
                                                 first[d - e + c], nw);

              if (c > 0)
                {
                  guint here_count = akron_plane_count (&both, nw);

                  count += here_count;
                  if (eval->count_steps && here_count > 0)
                    plane_take_steps (eval, &both, k, e - c + 1, e, here_count, nw);
                }
              on = akron_plane_or (on, both, nw);
            }
        }
      if (routes)
        routes[k] = on;
    }
  if (routes)
    memset (routes + eval->plane_top, 0, (eval->top - eval->plane_top) * sizeof routes[0]);
  return count;
}

/* Distance and route points of @colour on the planes (see colour_distance()); FALSE if
 * the route is too long for them. */
G_ALWAYS_INLINE static inline gboolean
plane_routes (AkronEval *eval, const AkronPosition *pos, AkronColour colour,
              gboolean over_under, gboolean count_routes, AkronPlane *routes, guint *distance,
              guint *route_width, guint nw, guint n)
{
  guint d;

  /* Levels above the last that holds a point the colour can pass play no part. */
  eval->plane_top = eval->top;
  while (eval->plane_top > 0)
    {
      guint k = eval->plane_top - 1;
      AkronPlane any = akron_plane_or (
        akron_plane_or (eval->cost_plane[colour][0][k], eval->cost_plane[colour][1][k], nw),
        akron_plane_or (eval->cost_plane[colour][2][k], eval->cost_plane[colour][3][k], nw), nw);

      if (!akron_plane_is_empty (&any, nw))
        break;
      eval->plane_top--;
    }
  plane_links (eval, pos, colour, over_under, nw, n);
  d = plane_routes_words (eval, colour, 0, INFINITE_DISTANCE, nw, n);
  if (d == PLANES_GAVE_UP)
    return FALSE;
  *distance = d;
  *route_width = 0;
  if (d == INFINITE_DISTANCE || (!count_routes && !routes))
    return TRUE;
  plane_routes_words (eval, colour, 1, d, nw, n);
  start_steps (eval, d);
  *route_width = plane_route_points (eval, colour, d, routes, nw);
  return TRUE;
}

/* Compiled for each board size that searches on planes, so that the compiler keeps the
 * planes in registers and knows the shifts: with the shifts worked out at run time the
 * planes lose to the point-by-point search. */
#define PLANE_ROUTES_FOR_SIZE(n)                                                         \
  case n:                                                                                \
    return plane_routes (eval, pos, colour, over_under, count_routes, routes, distance,  \
                         route_width, ((n) * (n) + 63) / 64, n)

static gboolean
plane_routes_any (AkronEval *eval, const AkronPosition *pos, AkronColour colour,
                  gboolean over_under, gboolean count_routes, AkronPlane *routes,
                  guint *distance, guint *route_width)
{
  switch (eval->geo->size)
    {
      PLANE_ROUTES_FOR_SIZE (15);
      PLANE_ROUTES_FOR_SIZE (16);
    default:
      /* Smaller boards, in tests only. */
      return plane_routes (eval, pos, colour, over_under, count_routes, routes, distance,
                           route_width, eval->geo->plane_words, eval->geo->size);
    }
}

/* Points that can matter: the levels holding pieces and the next one (a point above it
 * rests on four empty points: no bridge). */
static void
prepare (AkronEval *eval, const AkronPosition *pos, const AkronEvalOptions *options)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint height = akron_position_get_height (pos);
  guint top = MIN (geo->size, height + 1);
  guint old_limit = eval->limit;

  if (eval->geo != geo)
    build_adjacency (eval, geo);
  eval->limit = geo->level_offset[top];
  eval->top = top;
  compute_costs (eval, pos, options, old_limit);
}

/* The closed stage: with an empty pile a point is filled only by moving a piece there,
 * which must come from off the route and be free to move (fewer than two pieces resting
 * on it). Each point beyond the spare pieces costs a second move: the piece taken from
 * the route leaves a gap to fill again. */
static guint
closed_stage_distance (AkronEval *eval, const AkronPosition *pos, AkronColour colour,
                       guint distance)
{
  AkronCell own = AKRON_CELL_OF (colour);
  guint spare = 0;

  for (AkronPoint p = 0; p < eval->limit && spare < distance; p++)
    if ((AkronCell) pos->cell[p] == own && eval->cost[p] == 0
        && (eval->dist[0][p] == INFINITE_DISTANCE || eval->dist[1][p] == INFINITE_DISTANCE
            || (guint) (eval->dist[0][p] + eval->dist[1][p]) != distance)
        && akron_position_count_above (pos, p) < 2)
      spare++;
  return spare >= distance ? distance : 2 * distance - spare;
}

/* The distance of @colour, with the number of empty points on some shortest route
 * (@route_width, with routes on) and on every one (@bottlenecks, with two_distance on):
 * both counted by the second route search, from the other side. */
static guint
colour_distance (AkronEval *eval, const AkronPosition *pos, AkronColour colour,
                 const AkronEvalOptions *options, guint *route_width, guint *bottlenecks)
{
  gboolean closed = options->closed_stage && akron_position_get_pile (pos, colour) == 0;
  gboolean count = options->routes || options->two_distance;
  guint d, width = 0;

  *route_width = *bottlenecks = 0;
  eval->want_steps = options->two_distance;
  eval->count_steps = FALSE;
  /* The closed stage reads the distances of single points: the planes do not keep them. */
  if (eval->use_planes && !closed
      && plane_routes_any (eval, pos, colour, options->over_under, count, NULL, &d, &width))
    {
      if (d == INFINITE_DISTANCE)
        return AKRON_EVAL_UNREACHABLE;
      *route_width = options->routes ? width : 0;
      *bottlenecks = count_bottlenecks (eval, d);
      return MIN (d, AKRON_EVAL_UNREACHABLE - 1);
    }
  eval->cost = eval->costs[colour];
  d = shortest_routes (eval, pos, colour, 0, options->over_under, !count && !closed,
                       INFINITE_DISTANCE, NULL);
  if (d == INFINITE_DISTANCE)
    return AKRON_EVAL_UNREACHABLE;
  if (count || closed)
    {
      start_steps (eval, d);
      shortest_routes (eval, pos, colour, 1, options->over_under, FALSE, d,
                       count ? &width : NULL);
      *route_width = options->routes ? width : 0;
      *bottlenecks = count_bottlenecks (eval, d);
    }
  if (closed && d > 0)
    d = closed_stage_distance (eval, pos, colour, d);
  return MIN (d, AKRON_EVAL_UNREACHABLE - 1);
}

void
akron_eval_analyse (AkronEval *eval, const AkronPosition *pos,
                    const AkronEvalOptions *options, AkronEvalInfo *info)
{
  g_return_if_fail (eval != NULL);
  g_return_if_fail (pos != NULL);
  g_return_if_fail (options != NULL);
  g_return_if_fail (info != NULL);

  prepare (eval, pos, options);
  for (guint c = 0; c < 2; c++)
    info->distance[c] = colour_distance (eval, pos, c, options, &info->route_width[c],
                                         &info->bottlenecks[c]);
}

guint
akron_eval_distance (AkronEval *eval, const AkronPosition *pos, AkronColour colour)
{
  AkronEvalOptions options;
  guint width, bottlenecks;

  g_return_val_if_fail (eval != NULL, AKRON_EVAL_UNREACHABLE);
  g_return_val_if_fail (pos != NULL, AKRON_EVAL_UNREACHABLE);
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, AKRON_EVAL_UNREACHABLE);

  akron_eval_options_init (&options);
  options.routes = FALSE;
  prepare (eval, pos, &options);
  return colour_distance (eval, pos, colour, &options, &width, &bottlenecks);
}

/* A distance as moves still needed; a player who cannot connect counts as far away. */
static int
effective_distance (const AkronPosition *pos, guint distance)
{
  guint size = akron_position_get_size (pos);
  guint far = size * size / 2 + size;

  return (int) MIN (distance, far);
}

int
akron_eval_score (const AkronPosition *pos, const AkronEvalOptions *options,
                  const AkronEvalInfo *info)
{
  AkronColour me, opp;
  int score;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (options != NULL, 0);
  g_return_val_if_fail (info != NULL, 0);

  me = akron_position_get_to_move (pos);
  opp = AKRON_OPPONENT (me);
  score = MOVE_WEIGHT * (effective_distance (pos, info->distance[opp])
                         - effective_distance (pos, info->distance[me]))
          + (int) options->tempo_weight;
  if (options->routes)
    score += (int) options->route_weight * ((int) MIN (info->route_width[me], ROUTE_CAP)
                                            - (int) MIN (info->route_width[opp], ROUTE_CAP));
  if (options->two_distance)
    score += (int) options->two_distance_weight * (int) MIN (info->bottlenecks[opp], BOTTLENECK_CAP)
             - (int) options->two_distance_mover_weight
               * (int) MIN (info->bottlenecks[me], BOTTLENECK_CAP);
  return CLAMP (score, -AKRON_EVAL_MAX, AKRON_EVAL_MAX);
}

gboolean
akron_eval_mark_routes (AkronEval *eval, const AkronPosition *pos,
                        const AkronEvalOptions *options, AkronColour colour,
                        guint8 *on_route)
{
  const AkronGeometry *geo;
  gboolean any = FALSE;

  g_return_val_if_fail (eval != NULL, FALSE);
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, FALSE);
  g_return_val_if_fail (on_route != NULL, FALSE);

  geo = akron_position_get_geometry (pos);
  memset (on_route, 0, geo->n_points);
  prepare (eval, pos, options);
  eval->want_steps = eval->count_steps = FALSE;
  for (guint side = 0; side < 2; side++)
    {
      AkronColour c = side == 0 ? colour : AKRON_OPPONENT (colour);
      AkronPlane routes[AKRON_MAX_SIZE];
      guint d, width;

      if (eval->use_planes
          && plane_routes_any (eval, pos, c, options->over_under, FALSE, routes, &d, &width))
        {
          if (d == INFINITE_DISTANCE)
            continue;
          for (guint k = 0; k < eval->top; k++)
            for (guint i = 0; i < geo->plane_words; i++)
              for (guint64 bits = routes[k].w[i]; bits != 0; bits &= bits - 1)
                on_route[geo->plane_point[k][64 * i + __builtin_ctzll (bits)]] |= 1u << side;
          any = TRUE;
          continue;
        }
      eval->cost = eval->costs[c];
      d = shortest_routes (eval, pos, c, 0, options->over_under, FALSE, INFINITE_DISTANCE,
                           NULL);
      if (d == INFINITE_DISTANCE)
        continue;
      shortest_routes (eval, pos, c, 1, options->over_under, FALSE, d, NULL);
      for (AkronPoint p = 0; p < eval->limit; p++)
        if (eval->cost[p] != COST_BLOCKED && eval->dist[0][p] != INFINITE_DISTANCE
            && eval->dist[1][p] != INFINITE_DISTANCE
            && (guint) (eval->dist[0][p] + eval->dist[1][p] - eval->cost[p]) == d)
          on_route[p] |= 1u << side;
      any = TRUE;
    }
  return any;
}
