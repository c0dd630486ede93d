/* akron-connect.c: the over/under rule and connections (RULES.md section 3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "akron-position-private.h"

/* Link bits of AkronAnalysis.links: same-level neighbours, then supports, then points above. */
#define LINK_SUPPORT(t) (1u << (4 + (t)))
#define LINK_ABOVE(t) (1u << (8 + (t)))

static inline AkronPoint
link_target (const AkronGeometry *geo, AkronPoint p, guint bit)
{
  if (bit < 4)
    return geo->neighbour[p][bit];
  if (bit < 8)
    return geo->support[p][bit - 4];
  return geo->above[p][bit - 8];
}

gboolean
akron_position_is_covered (const AkronPosition *pos, AkronPoint p)
{
  AkronCell cell = pos->cell[p];

  if (cell == AKRON_CELL_EMPTY)
    return FALSE;
  for (AkronPoint up = pos->geo->column_up[p]; up != AKRON_NO_POINT; up = pos->geo->column_up[up])
    if (pos->cell[up] != AKRON_CELL_EMPTY && pos->cell[up] != cell)
      return TRUE;
  return FALSE;
}

/* Rule 1 for every point at once, from the top down: which colours stand above it. */
static void
compute_covered (const AkronPosition *pos, guint8 *covered)
{
  const AkronGeometry *geo = pos->geo;
  guint8 above_mask[AKRON_MAX_POINTS];
  guint top = geo->level_offset[1];

  /* Only levels holding pieces can cover anything; level k+2 needs pieces on level k+1. */
  while (top < geo->n_points && pos->level_count[geo->level[top]] > 0)
    top = geo->level_offset[geo->level[top] + 1];

  memset (covered, 0, geo->n_points);
  for (int p = (int) top - 1; p >= 0; p--)
    {
      AkronPoint up = geo->column_up[p];
      guint8 mask = 0;

      if (up != AKRON_NO_POINT && up < top)
        mask = above_mask[up] | (1u << pos->cell[up]);
      above_mask[p] = mask;
      if (pos->cell[p] != AKRON_CELL_EMPTY)
        covered[p] = (mask & (1u << (3 - pos->cell[p]))) != 0;
    }
}

/* Rule 2: whether pieces of colour @cut_by pass over the link from @p east (@dir 0) or
 * south (@dir 1). */
static gboolean
link_crossed (const AkronPosition *pos, AkronPoint p, guint dir, AkronCell cut_by)
{
  guint n;
  const AkronPointPair *pairs = akron_geometry_crossings (pos->geo, p, dir, &n);

  for (guint t = 0; t < n; t++)
    {
      /* An empty level means nothing above it either. */
      if (pos->level_count[pos->geo->level[pairs[t].a]] == 0)
        break;
      if (pos->cell[pairs[t].a] == cut_by && pos->cell[pairs[t].b] == cut_by)
        return TRUE;
    }
  return FALSE;
}

static void
compute_links (AkronAnalysis *an, const AkronPosition *pos)
{
  const AkronGeometry *geo = pos->geo;
  AkronCell own = AKRON_CELL_OF (an->colour);
  AkronCell opp = AKRON_CELL_OF (AKRON_OPPONENT (an->colour));

  memset (an->links, 0, geo->n_points * sizeof an->links[0]);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      if (pos->cell[p] != own || an->covered[p])
        continue;
      for (guint dir = 0; dir < 2; dir++)
        {
          AkronPoint q = geo->neighbour[p][dir];

          if (q == AKRON_NO_POINT || pos->cell[q] != own || an->covered[q]
              || link_crossed (pos, p, dir, opp))
            continue;
          an->links[p] |= 1u << dir;
          an->links[q] |= 1u << (dir + 2);
        }
      if (geo->level[p] == 0)
        continue;
      for (guint t = 0; t < 4; t++)
        {
          AkronPoint s = geo->support[p][t];

          if (pos->cell[s] != own || an->covered[s])
            continue;
          /* p is support t's above[t]: the offsets mirror each other. */
          an->links[p] |= LINK_SUPPORT (t);
          an->links[s] |= LINK_ABOVE (t);
        }
    }
}

static guint
flood_from (const AkronAnalysis *an, const AkronPosition *pos, AkronPoint from,
            guint16 *mark, guint16 stamp)
{
  AkronPoint stack[AKRON_MAX_POINTS];
  guint top = 0, count = 0;

  mark[from] = stamp;
  stack[top++] = from;
  while (top > 0)
    {
      AkronPoint p = stack[--top];
      guint bits = an->links[p];

      count++;
      while (bits)
        {
          guint bit = __builtin_ctz (bits);
          AkronPoint q = link_target (pos->geo, p, bit);

          bits &= bits - 1;
          if (mark[q] != stamp)
            {
              mark[q] = stamp;
              stack[top++] = q;
            }
        }
    }
  return count;
}

void
akron_analysis_compute (AkronAnalysis *an, const AkronPosition *pos, AkronColour colour)
{
  const AkronGeometry *geo = pos->geo;
  AkronCell own = AKRON_CELL_OF (colour);
  guint16 next = 1;

  an->colour = colour;
  compute_covered (pos, an->covered);
  compute_links (an, pos);
  memset (an->comp, 0, geo->n_points * sizeof an->comp[0]);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    if (pos->cell[p] == own && !an->covered[p] && an->comp[p] == 0)
      flood_from (an, pos, p, an->comp, next++);
  an->n_comps = next - 1;
}

void
akron_analysis_flood (const AkronAnalysis *an, const AkronPosition *pos, AkronPoint from,
                      const AkronPoint *skip, guint n_skip, guint16 *mark, guint16 stamp)
{
  /* Pre-marking the skipped points keeps the flood out of them; they are unmarked after. */
  guint16 saved[AKRON_MAX_SIZE + 1];

  g_assert (n_skip <= AKRON_MAX_SIZE + 1);
  for (guint t = 0; t < n_skip; t++)
    {
      saved[t] = mark[skip[t]];
      mark[skip[t]] = stamp;
    }
  flood_from (an, pos, from, mark, stamp);
  for (guint t = n_skip; t-- > 0;)
    mark[skip[t]] = saved[t];
}

guint
akron_position_links (const AkronPosition *pos, AkronLink *links, guint max)
{
  const AkronGeometry *geo = pos->geo;
  guint8 covered[AKRON_MAX_POINTS];
  guint count = 0;

  compute_covered (pos, covered);
  for (AkronPoint p = 0; p < geo->n_points && count < max; p++)
    {
      AkronCell own = pos->cell[p];

      if (own == AKRON_CELL_EMPTY)
        continue;
      for (guint dir = 0; dir < 2 && count < max; dir++)
        {
          AkronPoint q = geo->neighbour[p][dir];

          if (q == AKRON_NO_POINT || pos->cell[q] != own)
            continue;
          links[count++] = (AkronLink) {
            p, q, own - 1,
            covered[p] || covered[q] || link_crossed (pos, p, dir, 3 - own)
          };
        }
      for (guint t = 0; t < 4 && geo->level[p] > 0 && count < max; t++)
        {
          AkronPoint s = geo->support[p][t];

          if (pos->cell[s] == own)
            links[count++] = (AkronLink) { s, p, own - 1, covered[p] || covered[s] };
        }
    }
  return count;
}

static guint
chain_back (const AkronPoint *parent, AkronPoint end, AkronPoint *chain)
{
  guint len = 0;

  for (AkronPoint p = end; p != AKRON_NO_POINT; p = parent[p])
    chain[len++] = p;
  return len;
}

gboolean
akron_position_has_connection (const AkronPosition *pos, AkronColour colour,
                               AkronPoint *chain, guint *chain_len)
{
  const AkronGeometry *geo = pos->geo;
  AkronAnalysis an;
  AkronPoint queue[AKRON_MAX_POINTS], parent[AKRON_MAX_POINTS];
  guint8 seen[AKRON_MAX_POINTS] = { 0 };
  guint head = 0, tail = 0;
  AkronCell own = AKRON_CELL_OF (colour);
  guint goal = 1u << (colour * 2 + 1);

  an.colour = colour;
  compute_covered (pos, an.covered);
  compute_links (&an, pos);

  /* Breadth first from the first side, so the chain found is a shortest one. */
  for (guint t = 0; t < geo->size; t++)
    {
      AkronPoint h = geo->side[colour][0][t];

      if (pos->cell[h] == own && !an.covered[h])
        {
          seen[h] = 1;
          parent[h] = AKRON_NO_POINT;
          queue[tail++] = h;
        }
    }
  while (head < tail)
    {
      AkronPoint p = queue[head++];
      guint bits = an.links[p];

      if (geo->side_mask[p] & goal)
        {
          if (chain)
            *chain_len = chain_back (parent, p, chain);
          return TRUE;
        }
      for (; bits; bits &= bits - 1)
        {
          AkronPoint q = link_target (geo, p, __builtin_ctz (bits));

          if (!seen[q])
            {
              seen[q] = 1;
              parent[q] = p;
              queue[tail++] = q;
            }
        }
    }
  if (chain_len)
    *chain_len = 0;
  return FALSE;
}

void
akron_position_get_lifted (const AkronPosition *after, const AkronUndo *last,
                           AkronPosition *lifted)
{
  AkronColour mover = AKRON_OPPONENT (after->to_move);

  g_return_if_fail (last != NULL && last->move.kind == AKRON_MOVE_STEP);

  /* Nothing can rest on the destination, which was empty before the move: taking the
   * piece off it again gives the board between lifting and placing. */
  *lifted = *after;
  lifted->hash ^= akron_zobrist_cell (last->move.to, lifted->cell[last->move.to]);
  lifted->level_count[after->geo->level[last->move.to]]--;
  lifted->cell[last->move.to] = AKRON_CELL_EMPTY;
  lifted->on_board[mover]--;
}

gboolean
akron_position_connection_ends_game (const AkronPosition *pos, const AkronUndo *last,
                                     gboolean no_delay, AkronColour *winner,
                                     gboolean *revealed)
{
  AkronColour to_move = pos->to_move;

  if (revealed)
    *revealed = FALSE;
  if (!no_delay)
    {
      *winner = to_move;
      return akron_position_has_connection (pos, to_move, NULL, NULL);
    }
  if (last == NULL || last->move.kind == AKRON_MOVE_SWAP)
    return FALSE;
  if (last->move.kind == AKRON_MOVE_STEP)
    {
      AkronPosition lifted;

      akron_position_get_lifted (pos, last, &lifted);
      if (akron_position_has_connection (&lifted, to_move, NULL, NULL))
        {
          *winner = to_move;
          if (revealed)
            *revealed = TRUE;
          return TRUE;
        }
    }
  *winner = AKRON_OPPONENT (to_move);
  return akron_position_has_connection (pos, *winner, NULL, NULL);
}
