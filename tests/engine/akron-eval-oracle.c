/* akron-eval-oracle.c: the connection distances as the engine first computed them
 *
 * A frozen copy of the evaluation's Dial search (src/engine/akron-eval.c before it was
 * made faster), kept as the oracle of test-eval: the engine's analysis must give the same
 * distances, route counts and route marks on every position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-eval-oracle.h"


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


struct _AkronOracle
{
  /* The neighbourhood of each point (same-level neighbours, supports, points above) in
   * increasing order, so that a walk can stop at the first point out of reach; adj_dir
   * is the same-level direction (AKRON_EAST..) or 4. Built for one geometry at a time. */
  const AkronGeometry *geo;
  guint16 adj_start[AKRON_MAX_POINTS + 1];
  AkronPoint adj[12 * AKRON_MAX_POINTS];
  guint8 adj_dir[12 * AKRON_MAX_POINTS];

  /* The position being analysed. */
  guint limit;                       /* points at or above this index are out of reach */
  guint8 covered[AKRON_MAX_POINTS];
  guint8 empty_cost[AKRON_MAX_POINTS]; /* what an empty point costs either colour */

  /* One colour's routes. */
  guint8 cost[AKRON_MAX_POINTS];
  guint16 dist[2][AKRON_MAX_POINTS]; /* from the first side, from the second side */
  guint bucket_len[N_BUCKETS];
  AkronPoint bucket[N_BUCKETS][BUCKET_CAPACITY];
};


AkronOracle *
akron_oracle_new (void)
{
  return g_new0 (AkronOracle, 1);
}

void
akron_oracle_free (AkronOracle *eval)
{
  g_free (eval);
}

static int
compare_points (gconstpointer a, gconstpointer b)
{
  return (int) *(const AkronPoint *) a - (int) *(const AkronPoint *) b;
}

static void
build_adjacency (AkronOracle *eval, const AkronGeometry *geo)
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
  eval->geo = geo;
}

/* RULES.md 3, rule 1, for every point at once, from the top down: which colours stand
 * above each point in its column. */
static void
compute_covered (AkronOracle *eval, const AkronPosition *pos, guint height)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint8 above_mask[AKRON_MAX_POINTS];
  guint top = geo->level_offset[MIN (height, geo->size)];

  memset (eval->covered, 0, eval->limit);
  for (int p = (int) top - 1; p >= 0; p--)
    {
      AkronPoint up = geo->column_up[p];
      AkronCell cell = akron_position_get_cell (pos, p);
      guint8 mask = 0;

      if (up != AKRON_NO_POINT && up < top)
        mask = above_mask[up] | (1u << akron_position_get_cell (pos, up));
      above_mask[p] = mask;
      if (cell != AKRON_CELL_EMPTY)
        eval->covered[p] = (mask & (1u << (3 - cell))) != 0;
    }
}

/* RULES.md 3, rule 2: whether pieces of @cut_by pass over the link from @p east (@dir 0)
 * or south (@dir 1). */
static gboolean
link_crossed (const AkronPosition *pos, AkronPoint p, guint dir, AkronCell cut_by)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint n;
  const AkronPointPair *pairs = akron_geometry_crossings (geo, p, dir, &n);

  for (guint t = 0; t < n; t++)
    {
      if (akron_position_get_level_count (pos, geo->level[pairs[t].a]) == 0)
        break;
      if (akron_position_get_cell (pos, pairs[t].a) == cut_by
          && akron_position_get_cell (pos, pairs[t].b) == cut_by)
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_supported (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *sup = akron_position_get_geometry (pos)->support[p];

  return sup[0] == AKRON_NO_POINT
         || (akron_position_get_cell (pos, sup[0]) && akron_position_get_cell (pos, sup[1])
             && akron_position_get_cell (pos, sup[2]) && akron_position_get_cell (pos, sup[3]));
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
    if (akron_position_get_cell (pos, sup[t]) == AKRON_CELL_EMPTY)
      {
        if (cost > MAX_BRIDGE_GAPS || !is_supported (pos, sup[t]))
          return COST_BLOCKED;
        cost++;
      }
  return cost;
}

/* What each empty point costs, the same for both colours. */
static void
compute_empty_costs (AkronOracle *eval, const AkronPosition *pos, gboolean bridges)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  for (AkronPoint p = 0; p < eval->limit; p++)
    {
      if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
        eval->empty_cost[p] = COST_BLOCKED;
      else if (geo->level[p] == 0 || is_supported (pos, p))
        eval->empty_cost[p] = 1;
      else
        eval->empty_cost[p] = bridges ? bridge_cost (pos, p) : COST_BLOCKED;
    }
}

static void
compute_costs (AkronOracle *eval, const AkronPosition *pos, AkronColour colour,
               const AkronEvalOptions *options)
{
  AkronCell own = AKRON_CELL_OF (colour);

  for (AkronPoint p = 0; p < eval->limit; p++)
    {
      AkronCell cell = akron_position_get_cell (pos, p);

      if (cell == AKRON_CELL_EMPTY)
        eval->cost[p] = eval->empty_cost[p];
      else if (cell == own)
        eval->cost[p] = options->over_under && eval->covered[p] ? COST_BLOCKED : 0;
      else
        eval->cost[p] = COST_BLOCKED;
    }
}

static inline void
push (AkronOracle *eval, guint16 *dist, AkronPoint q, guint d)
{
  guint b = d & (N_BUCKETS - 1);

  dist[q] = d;
  eval->bucket[b][eval->bucket_len[b]++] = q;
}

/* Whether the step between two of the player's pieces (cost 0 both), @p and its
 * same-level neighbour @q in direction @dir, crosses a cut link. */
static inline gboolean
step_cut (const AkronPosition *pos, AkronPoint p, AkronPoint q, guint dir, AkronCell own)
{
  AkronCell cut_by = 3 - own;

  return dir < 2 ? link_crossed (pos, p, dir, cut_by) : link_crossed (pos, q, dir - 2, cut_by);
}

/* Distances from side @from of @colour into eval->dist[@from]. Stops at the first point
 * of the other side when @early, returning its distance; else settles every point up to
 * that distance and returns it. */
static guint
shortest_routes (AkronOracle *eval, const AkronPosition *pos, AkronColour colour, guint from,
                 gboolean over_under, gboolean early)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint16 *dist = eval->dist[from];
  const guint8 *cost = eval->cost;
  guint goal = 1u << (colour * 2 + (1 - from));
  AkronCell own = AKRON_CELL_OF (colour);
  guint limit = eval->limit;
  guint queued = 0, best = INFINITE_DISTANCE;

  memset (dist, 0xff, limit * sizeof dist[0]);
  memset (eval->bucket_len, 0, sizeof eval->bucket_len);
  for (guint t = 0; t < geo->size; t++)
    {
      AkronPoint h = geo->side[colour][from][t];

      if (cost[h] != COST_BLOCKED)
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
              if (cost[q] == COST_BLOCKED)
                continue;
              nd = d + cost[q];
              if (nd >= dist[q])
                continue;
              if (cost[q] == 0 && cost[p] == 0 && over_under && eval->adj_dir[k] < 4
                  && step_cut (pos, p, q, eval->adj_dir[k], own))
                continue;
              push (eval, dist, q, nd);
              queued++;
            }
        }
    }
  return best;
}

/* Empty points lying on some shortest route, from both distance maps. */
static guint
count_route_points (AkronOracle *eval, guint distance)
{
  guint count = 0;

  for (AkronPoint p = 0; p < eval->limit; p++)
    if (eval->cost[p] != 0 && eval->cost[p] != COST_BLOCKED
        && eval->dist[0][p] != INFINITE_DISTANCE && eval->dist[1][p] != INFINITE_DISTANCE
        && (guint) (eval->dist[0][p] + eval->dist[1][p] - eval->cost[p]) == distance)
      count++;
  return count;
}

/* The empty points on every shortest route, found by their definition rather than as the
 * engine finds them (from the steps the route points take up): each point on a shortest
 * route is blocked in turn, and it is one when the distance grows. Reads the route points
 * from both distance maps, so it overwrites them only after marking those. Routes longer
 * than the engine's 254 steps have no count. */
static guint
count_bottlenecks (AkronOracle *eval, const AkronPosition *pos, AkronColour colour,
                   gboolean over_under, guint distance)
{
  gboolean on_route[AKRON_MAX_POINTS];
  guint count = 0;

  if (distance > 254)
    return 0;
  for (AkronPoint p = 0; p < eval->limit; p++)
    on_route[p] = eval->cost[p] != 0 && eval->cost[p] != COST_BLOCKED
                  && eval->dist[0][p] != INFINITE_DISTANCE
                  && eval->dist[1][p] != INFINITE_DISTANCE
                  && (guint) (eval->dist[0][p] + eval->dist[1][p] - eval->cost[p]) == distance;
  for (AkronPoint p = 0; p < eval->limit; p++)
    if (on_route[p])
      {
        guint8 cost = eval->cost[p];

        eval->cost[p] = COST_BLOCKED;
        if (shortest_routes (eval, pos, colour, 0, over_under, TRUE) > distance)
          count++;
        eval->cost[p] = cost;
      }
  return count;
}

/* Points that can matter: the levels holding pieces and the next one (a point above it
 * rests on four empty points: no bridge). */
static void
prepare (AkronOracle *eval, const AkronPosition *pos, const AkronEvalOptions *options)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint height = akron_position_get_height (pos);
  guint top = MIN (geo->size, height + 1);

  if (eval->geo != geo)
    build_adjacency (eval, geo);
  eval->limit = geo->level_offset[top];
  compute_covered (eval, pos, height);
  compute_empty_costs (eval, pos, options->bridges);
}

/* The closed stage: with an empty pile a point is filled only by moving a piece there,
 * which must come from off the route and be free to move (fewer than two pieces resting
 * on it). Each point beyond the spare pieces costs a second move: the piece taken from
 * the route leaves a gap to fill again. */
static guint
closed_stage_distance (AkronOracle *eval, const AkronPosition *pos, AkronColour colour,
                       guint distance)
{
  AkronCell own = AKRON_CELL_OF (colour);
  guint spare = 0;

  for (AkronPoint p = 0; p < eval->limit && spare < distance; p++)
    if (akron_position_get_cell (pos, p) == own && eval->cost[p] == 0
        && (eval->dist[0][p] == INFINITE_DISTANCE || eval->dist[1][p] == INFINITE_DISTANCE
            || (guint) (eval->dist[0][p] + eval->dist[1][p]) != distance)
        && akron_position_count_above (pos, p) < 2)
      spare++;
  return spare >= distance ? distance : 2 * distance - spare;
}

static guint
colour_distance (AkronOracle *eval, const AkronPosition *pos, AkronColour colour,
                 const AkronEvalOptions *options, guint *route_width, guint *bottlenecks)
{
  gboolean closed = options->closed_stage && akron_position_get_pile (pos, colour) == 0;
  gboolean maps = options->routes || options->two_distance || closed;
  guint d, shortest;

  compute_costs (eval, pos, colour, options);
  d = shortest_routes (eval, pos, colour, 0, options->over_under, !maps);
  *route_width = 0;
  *bottlenecks = 0;
  if (d == INFINITE_DISTANCE)
    return AKRON_EVAL_UNREACHABLE;
  if (maps)
    shortest_routes (eval, pos, colour, 1, options->over_under, FALSE);
  if (options->routes)
    *route_width = count_route_points (eval, d);
  shortest = d;
  if (closed && d > 0)
    d = closed_stage_distance (eval, pos, colour, d);
  if (options->two_distance)
    *bottlenecks = count_bottlenecks (eval, pos, colour, options->over_under, shortest);
  return MIN (d, AKRON_EVAL_UNREACHABLE - 1);
}

void
akron_oracle_analyse (AkronOracle *eval, const AkronPosition *pos,
                    const AkronEvalOptions *options, AkronEvalInfo *info)
{
  prepare (eval, pos, options);
  for (guint c = 0; c < 2; c++)
    info->distance[c] = colour_distance (eval, pos, c, options, &info->route_width[c],
                                         &info->bottlenecks[c]);
}

guint
akron_oracle_distance (AkronOracle *eval, const AkronPosition *pos, AkronColour colour)
{
  AkronEvalOptions options;
  guint width, bottlenecks;

  akron_eval_options_init (&options);
  options.routes = FALSE;
  prepare (eval, pos, &options);
  return colour_distance (eval, pos, colour, &options, &width, &bottlenecks);
}



gboolean
akron_oracle_mark_routes (AkronOracle *eval, const AkronPosition *pos,
                        const AkronEvalOptions *options, AkronColour colour,
                        guint8 *on_route)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  gboolean any = FALSE;

  memset (on_route, 0, geo->n_points);
  prepare (eval, pos, options);
  for (guint side = 0; side < 2; side++)
    {
      AkronColour c = side == 0 ? colour : AKRON_OPPONENT (colour);
      guint d;

      compute_costs (eval, pos, c, options);
      d = shortest_routes (eval, pos, c, 0, options->over_under, FALSE);
      if (d == INFINITE_DISTANCE)
        continue;
      shortest_routes (eval, pos, c, 1, options->over_under, FALSE);
      for (AkronPoint p = 0; p < eval->limit; p++)
        if (eval->cost[p] != COST_BLOCKED && eval->dist[0][p] != INFINITE_DISTANCE
            && eval->dist[1][p] != INFINITE_DISTANCE
            && (guint) (eval->dist[0][p] + eval->dist[1][p] - eval->cost[p]) == d)
          on_route[p] |= 1u << side;
      any = TRUE;
    }
  return any;
}
