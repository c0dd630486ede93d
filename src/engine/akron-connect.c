/* akron-connect.c: the over/under rule and connections (RULES.md section 3)
 *
 * The cuts are worked out level by level on the position's bit planes (akron-plane.h):
 * rule 1 by shifting the opponent's pieces down their columns, rule 2 by shifting the
 * opponent's pairs of touching pieces onto the links they pass over. Only then does the
 * work go point by point, and only over the pieces of one colour.
 *
 * The plane code is compiled once for each number of words a plane can use (1 up to 8x8,
 * 2, 3, 4 for 16x16), so that the compiler keeps the planes in registers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "akron-position-private.h"

/* Rule 1: the points of each level that have a piece of @above_colour somewhere over them
 * in their column, (k + 2m, i - m, j - m) for m >= 1; levels from @height up are empty. */
G_ALWAYS_INLINE static inline void
compute_over (const AkronGeometry *geo, const AkronPlane *above_colour, guint height,
              AkronPlane *over, guint nw)
{
  for (guint k = height; k-- > 0;)
    {
      if (k + 2 >= height)
        {
          memset (&over[k], 0, sizeof over[k]);
          continue;
        }
      over[k] = akron_plane_shift_up (akron_plane_or (above_colour[k + 2], over[k + 2], nw),
                                      geo->size + 1, nw);
    }
}

/* Rule 2: the east (@east) and south (@south) links of each level that a pair of touching
 * pieces of @opp passes over. Only odd heights m matter: a pair m = 2, 4... levels up also
 * stands in the columns of both ends of the link (rule 1), which cuts it anyway. For an
 * east link from (k, i, j) the pair is a north-south one at (k + m, i - (m - 1) / 2,
 * j - (m + 1) / 2 and below); for a south link, a west-east one at (k + m, i - (m + 1) / 2,
 * j - (m - 1) / 2 and east of it). */
G_ALWAYS_INLINE static inline void
compute_crossed (const AkronGeometry *geo, const AkronPlane *opp, guint height,
                 AkronPlane *east, AkronPlane *south, guint nw)
{
  guint n = geo->size;

  memset (east, 0, height * sizeof east[0]);
  memset (south, 0, height * sizeof south[0]);
  for (guint level = 1; level < height; level++)
    {
      AkronPlane vertical = akron_plane_and (opp[level], akron_plane_shift_down (opp[level], n, nw), nw);
      AkronPlane horizontal = akron_plane_and (opp[level], akron_plane_shift_down (opp[level], 1, nw), nw);

      if (akron_plane_is_empty (&vertical, nw) && akron_plane_is_empty (&horizontal, nw))
        continue;
      for (guint m = 1; m <= level; m += 2)
        {
          guint k = level - m;

          east[k] = akron_plane_or (east[k],
                                    akron_plane_shift_up (vertical, (m - 1) / 2 + n * (m + 1) / 2, nw),
                                    nw);
          south[k] = akron_plane_or (south[k],
                                     akron_plane_shift_up (horizontal, (m + 1) / 2 + n * (m - 1) / 2, nw),
                                     nw);
        }
    }
}

/* Sets @flag on the points of level @level in @plane. */
G_ALWAYS_INLINE static inline void
set_flags (guint8 *flags, const AkronGeometry *geo, guint level, const AkronPlane *plane,
           guint8 flag, guint nw)
{
  const AkronPoint *point = geo->plane_point[level];

  for (guint i = 0; i < nw; i++)
    for (guint64 bits = plane->w[i]; bits != 0; bits &= bits - 1)
      flags[point[64 * i + __builtin_ctzll (bits)]] |= flag;
}

/* The pieces of @a resting on a piece of @below (the level under @a's), or with @up the
 * pieces of @below that a piece of @a rests on. */
G_ALWAYS_INLINE static inline AkronPlane
resting (const AkronGeometry *geo, AkronPlane a, AkronPlane below, gboolean up, guint nw)
{
  guint n = geo->size;

  if (up)
    {
      AkronPlane s = akron_plane_or (akron_plane_or (a, akron_plane_shift_up (a, 1, nw), nw),
                                     akron_plane_or (akron_plane_shift_up (a, n, nw),
                                                     akron_plane_shift_up (a, n + 1, nw), nw),
                                     nw);
      return akron_plane_and (s, below, nw);
    }
  else
    {
      AkronPlane s = akron_plane_or (akron_plane_or (below, akron_plane_shift_down (below, 1, nw), nw),
                                     akron_plane_or (akron_plane_shift_down (below, n, nw),
                                                     akron_plane_shift_down (below, n + 1, nw), nw),
                                     nw);
      return akron_plane_and (s, a, nw);
    }
}

G_ALWAYS_INLINE static inline void
compute_cuts (AkronCuts *cuts, const AkronPosition *pos, AkronColour colour,
              AkronPoint absent, guint nw)
{
  const AkronGeometry *geo = pos->geo;
  guint n = geo->size;
  guint height = akron_position_get_height (pos);
  const AkronPlane *own = pos->pieces[colour];
  const AkronPlane *opp = pos->pieces[AKRON_OPPONENT (colour)];
  AkronPlane without[AKRON_MAX_SIZE], over[AKRON_MAX_SIZE];
  AkronPlane east[AKRON_MAX_SIZE], south[AKRON_MAX_SIZE];
  AkronPlane *uncut = cuts->uncut;

  if (absent != AKRON_NO_POINT)
    {
      g_assert (pos->cell[absent] == AKRON_CELL_OF (AKRON_OPPONENT (colour)));
      memcpy (without, opp, height * sizeof without[0]);
      akron_plane_flip (&without[geo->level[absent]], geo->plane_bit[absent]);
      opp = without;
    }

  cuts->geo = geo;
  cuts->colour = colour;
  cuts->height = height;
  cuts->end = geo->level_offset[MIN (height + 1, n)];
  memset (cuts->flags, 0, cuts->end);

  compute_over (geo, opp, height, over, nw);
  compute_crossed (geo, opp, height, east, south, nw);
  for (guint k = 0; k < height; k++)
    uncut[k] = akron_plane_and_not (own[k], over[k], nw);
  for (guint k = height; k < n; k++)
    memset (&uncut[k], 0, sizeof uncut[k]);

  for (guint k = 0; k < height; k++)
    {
      AkronPlane link_east = akron_plane_and (
        akron_plane_and (uncut[k], akron_plane_shift_down (uncut[k], 1, nw), nw),
        akron_plane_and_not (geo->east_plane[k], east[k], nw), nw);
      AkronPlane link_south = akron_plane_and_not (
        akron_plane_and (uncut[k], akron_plane_shift_down (uncut[k], n, nw), nw), south[k], nw);

      set_flags (cuts->flags, geo, k, &uncut[k], AKRON_FLAG_UNCUT, nw);
      set_flags (cuts->flags, geo, k, &link_east, AKRON_FLAG_LINK_EAST, nw);
      set_flags (cuts->flags, geo, k, &link_south, AKRON_FLAG_LINK_SOUTH, nw);
      if (k + 1 < height)
        {
          AkronPlane up = resting (geo, uncut[k + 1], uncut[k], TRUE, nw);

          set_flags (cuts->flags, geo, k, &up, AKRON_FLAG_LINK_UP, nw);
        }
      if (k > 0)
        {
          AkronPlane down = resting (geo, uncut[k], uncut[k - 1], FALSE, nw);

          set_flags (cuts->flags, geo, k, &down, AKRON_FLAG_LINK_DOWN, nw);
        }
    }
}

void
akron_cuts_compute (AkronCuts *cuts, const AkronPosition *pos, AkronColour colour,
                    AkronPoint absent)
{
  switch (pos->geo->plane_words)
    {
    case 1:
      compute_cuts (cuts, pos, colour, absent, 1);
      break;
    case 2:
      compute_cuts (cuts, pos, colour, absent, 2);
      break;
    case 3:
      compute_cuts (cuts, pos, colour, absent, 3);
      break;
    default:
      compute_cuts (cuts, pos, colour, absent, 4);
      break;
    }
}

gboolean
akron_position_is_covered (const AkronPosition *pos, AkronPoint p)
{
  AkronCell cell;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (p < pos->geo->n_points, FALSE);

  cell = pos->cell[p];
  if (cell == AKRON_CELL_EMPTY)
    return FALSE;
  /* A column is filled from the bottom: nothing stands over an empty point of it. */
  for (AkronPoint up = pos->geo->column_up[p];
       up != AKRON_NO_POINT && pos->cell[up] != AKRON_CELL_EMPTY;
       up = pos->geo->column_up[up])
    if (pos->cell[up] != cell)
      return TRUE;
  return FALSE;
}

void
akron_analysis_compute (AkronAnalysis *an, const AkronPosition *pos, AkronColour colour)
{
  const AkronGeometry *geo = pos->geo;
  AkronCuts cuts, opp_cuts;
  AkronPoint stack[AKRON_MAX_POINTS];
  guint16 next = 1;

  akron_cuts_compute (&cuts, pos, colour, AKRON_NO_POINT);
  akron_cuts_compute (&opp_cuts, pos, AKRON_OPPONENT (colour), AKRON_NO_POINT);

  an->colour = colour;
  memset (an->links, 0, geo->n_points * sizeof an->links[0]);
  memset (an->comp, 0, geo->n_points * sizeof an->comp[0]);
  memset (an->covered, 0, geo->n_points);
  for (AkronPoint p = 0; p < cuts.end; p++)
    {
      AkronPoint linked[12];
      guint8 dirs[12];
      guint n;

      if (pos->cell[p] != AKRON_CELL_EMPTY)
        an->covered[p] = !((pos->cell[p] == AKRON_CELL_OF (colour) ? cuts.flags[p]
                                                                     : opp_cuts.flags[p])
                           & AKRON_FLAG_UNCUT);
      if (!(cuts.flags[p] & AKRON_FLAG_UNCUT))
        continue;
      n = akron_cuts_linked (&cuts, p, linked, dirs);
      for (guint t = 0; t < n; t++)
        an->links[p] |= 1u << dirs[t];
    }

  /* Groups, numbered in the order of their lowest point. */
  for (AkronPoint p = 0; p < cuts.end; p++)
    {
      guint top = 0;

      if (!(cuts.flags[p] & AKRON_FLAG_UNCUT) || an->comp[p] != 0)
        continue;
      an->comp[p] = next;
      stack[top++] = p;
      while (top > 0)
        {
          AkronPoint linked[12];
          guint8 dirs[12];
          guint n = akron_cuts_linked (&cuts, stack[--top], linked, dirs);

          for (guint t = 0; t < n; t++)
            if (an->comp[linked[t]] == 0)
              {
                an->comp[linked[t]] = next;
                stack[top++] = linked[t];
              }
        }
      next++;
    }
  an->n_comps = next - 1;
}

guint
akron_position_links (const AkronPosition *pos, AkronLink *links, guint max)
{
  const AkronGeometry *geo;
  AkronCuts cuts[2];
  guint count = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (links != NULL || max == 0, 0);

  geo = pos->geo;
  akron_cuts_compute (&cuts[AKRON_VERT], pos, AKRON_VERT, AKRON_NO_POINT);
  akron_cuts_compute (&cuts[AKRON_HORZ], pos, AKRON_HORZ, AKRON_NO_POINT);
  for (AkronPoint p = 0; p < cuts[0].end && count < max; p++)
    {
      AkronCell own = pos->cell[p];
      const guint8 *flags;

      if (own == AKRON_CELL_EMPTY)
        continue;
      flags = cuts[own - 1].flags;
      for (guint dir = 0; dir < 2 && count < max; dir++)
        {
          AkronPoint q = geo->neighbour[p][dir];
          guint8 link = dir == AKRON_EAST ? AKRON_FLAG_LINK_EAST : AKRON_FLAG_LINK_SOUTH;

          if (q == AKRON_NO_POINT || pos->cell[q] != own)
            continue;
          links[count++] = (AkronLink) { p, q, own - 1, !(flags[p] & link) };
        }
      for (guint t = 0; t < 4 && geo->level[p] > 0 && count < max; t++)
        {
          AkronPoint s = geo->support[p][t];

          if (pos->cell[s] == own)
            links[count++] = (AkronLink) {
              s, p, own - 1, !(flags[p] & AKRON_FLAG_UNCUT) || !(flags[s] & AKRON_FLAG_UNCUT)
            };
        }
    }
  return count;
}

guint
akron_position_links_cut (const AkronPosition *before, const AkronPosition *after,
                          AkronColour colour, AkronLink *links, guint max)
{
  g_autofree AkronLink *old_links = NULL;
  g_autofree AkronLink *new_links = NULL;
  g_autoptr(GHashTable) whole = NULL;
  guint n_old, n_new, count = 0;

  g_return_val_if_fail (before != NULL && after != NULL, 0);
  g_return_val_if_fail (before->geo == after->geo, 0);
  g_return_val_if_fail (links != NULL || max == 0, 0);

  old_links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
  new_links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
  n_old = akron_position_links (before, old_links, 4 * AKRON_MAX_POINTS);
  n_new = akron_position_links (after, new_links, 4 * AKRON_MAX_POINTS);
  whole = g_hash_table_new (NULL, NULL);
  for (guint t = 0; t < n_old; t++)
    if (old_links[t].colour == colour && !old_links[t].cut)
      g_hash_table_add (whole, GUINT_TO_POINTER ((guint) old_links[t].a << 16 | old_links[t].b));
  for (guint t = 0; t < n_new && count < max; t++)
    if (new_links[t].colour == colour && new_links[t].cut
        && g_hash_table_contains (whole,
                                  GUINT_TO_POINTER ((guint) new_links[t].a << 16 | new_links[t].b)))
      links[count++] = new_links[t];
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

/* @reach and the pieces linked to it on its level, through the uncut east links @east and
 * south links @south, until nothing is added. */
G_ALWAYS_INLINE static inline AkronPlane
spread_on_level (AkronPlane reach, AkronPlane east, AkronPlane south, guint n, guint nw)
{
  for (;;)
    {
      AkronPlane grown = akron_plane_or (
        akron_plane_or (reach, akron_plane_shift_up (akron_plane_and (reach, east, nw), 1, nw), nw),
        akron_plane_or (akron_plane_and (akron_plane_shift_down (reach, 1, nw), east, nw),
                        akron_plane_or (akron_plane_shift_up (akron_plane_and (reach, south, nw), n, nw),
                                        akron_plane_and (akron_plane_shift_down (reach, n, nw), south, nw),
                                        nw), nw), nw);

      if (akron_plane_equal (&grown, &reach, nw))
        return reach;
      reach = grown;
    }
}

/* Whether @colour has a winning connection, flooding whole levels at a time on the bit
 * planes (find_connection() goes piece by piece, as it must to find a chain). @opp: the
 * opponent's pieces. */
G_ALWAYS_INLINE static inline gboolean
connected_words (const AkronPosition *pos, AkronColour colour, const AkronPlane *opp,
                 guint height, guint nw)
{
  const AkronGeometry *geo = pos->geo;
  const AkronPlane *own = pos->pieces[colour];
  guint n = geo->size;
  AkronPlane over[AKRON_MAX_SIZE], east[AKRON_MAX_SIZE], south[AKRON_MAX_SIZE];
  AkronPlane uncut[AKRON_MAX_SIZE], reach[AKRON_MAX_SIZE];
  gboolean changed = TRUE;

  compute_over (geo, opp, height, over, nw);
  compute_crossed (geo, opp, height, east, south, nw);
  for (guint k = 0; k < height; k++)
    {
      uncut[k] = akron_plane_and_not (own[k], over[k], nw);
      /* From here on: the uncut links. */
      east[k] = akron_plane_and (
        akron_plane_and (uncut[k], akron_plane_shift_down (uncut[k], 1, nw), nw),
        akron_plane_and_not (geo->east_plane[k], east[k], nw), nw);
      south[k] = akron_plane_and_not (
        akron_plane_and (uncut[k], akron_plane_shift_down (uncut[k], n, nw), nw), south[k], nw);
      memset (&reach[k], 0, sizeof reach[k]);
    }
  reach[0] = akron_plane_and (uncut[0], geo->side_plane[colour][0], nw);

  /* Sweeps up and down the levels until nothing more is reached. */
  while (changed)
    {
      changed = FALSE;
      for (guint sweep = 0; sweep < 2 * height; sweep++)
        {
          guint k = sweep < height ? sweep : 2 * height - 1 - sweep;
          AkronPlane grown = reach[k];

          if (k > 0)
            grown = akron_plane_or (grown, resting (geo, uncut[k], reach[k - 1], FALSE, nw), nw);
          if (k + 1 < height)
            grown = akron_plane_or (grown, resting (geo, reach[k + 1], uncut[k], TRUE, nw), nw);
          grown = spread_on_level (grown, east[k], south[k], n, nw);
          if (akron_plane_equal (&grown, &reach[k], nw))
            continue;
          reach[k] = grown;
          changed = TRUE;
          if (k == 0)
            {
              AkronPlane arrived = akron_plane_and (grown, geo->side_plane[colour][1], nw);

              if (!akron_plane_is_empty (&arrived, nw))
                return TRUE;
            }
        }
    }
  return FALSE;
}

/* Whether @colour has a winning connection with the opponent's piece on @absent (if any)
 * taken off the board, flooding whole levels at a time. Only for boards whose level is
 * one word: on larger ones following the pieces one by one costs less (callgrind on the
 * 16x16 random-game set: a fifth fewer instructions). */
static gboolean
connected_small (const AkronPosition *pos, AkronColour colour, AkronPoint absent)
{
  const AkronGeometry *geo = pos->geo;
  guint height = akron_position_get_height (pos);
  const AkronPlane *opp = pos->pieces[AKRON_OPPONENT (colour)];
  AkronPlane without[AKRON_MAX_SIZE];

  g_assert (geo->plane_words == 1);

  if (absent != AKRON_NO_POINT)
    {
      g_assert (pos->cell[absent] == AKRON_CELL_OF (AKRON_OPPONENT (colour)));
      memcpy (without, opp, height * sizeof without[0]);
      akron_plane_flip (&without[geo->level[absent]], geo->plane_bit[absent]);
      opp = without;
    }
  return connected_words (pos, colour, opp, height, 1);
}

/* akron_position_has_connection(), with the opponent's piece on @absent (if any) taken
 * off the board first. */
static gboolean
find_connection (const AkronPosition *pos, AkronColour colour, AkronPoint absent,
                 AkronPoint *chain, guint *chain_len)
{
  const AkronGeometry *geo = pos->geo;
  guint nw = geo->plane_words;
  AkronPlane start, goal_side;
  AkronCuts cuts;
  AkronPoint queue[AKRON_MAX_POINTS], parent[AKRON_MAX_POINTS];
  guint head = 0, tail = 0;
  guint goal = 1u << (colour * 2 + 1);

  if (chain_len)
    *chain_len = 0;

  /* No piece on a side, no connection: most positions stop here. */
  start = akron_plane_and (pos->pieces[colour][0], geo->side_plane[colour][0], nw);
  goal_side = akron_plane_and (pos->pieces[colour][0], geo->side_plane[colour][1], nw);
  if (akron_plane_is_empty (&start, nw) || akron_plane_is_empty (&goal_side, nw))
    return FALSE;
  if (chain == NULL && nw == 1)
    return connected_small (pos, colour, absent);

  akron_cuts_compute (&cuts, pos, colour, absent);
  start = akron_plane_and (start, cuts.uncut[0], nw);

  /* Breadth first from the first side, so the chain found is a shortest one. The flags
   * mark the pieces reached. */
  for (guint i = 0; i < nw; i++)
    for (guint64 bits = start.w[i]; bits != 0; bits &= bits - 1)
      {
        AkronPoint h = geo->plane_point[0][64 * i + __builtin_ctzll (bits)];

        cuts.flags[h] |= AKRON_FLAG_REACHED;
        parent[h] = AKRON_NO_POINT;
        queue[tail++] = h;
      }
  while (head < tail)
    {
      AkronPoint p = queue[head++];
      AkronPoint linked[12];
      guint8 dirs[12];
      guint n;

      if (geo->side_mask[p] & goal)
        {
          if (chain)
            *chain_len = chain_back (parent, p, chain);
          return TRUE;
        }
      n = akron_cuts_linked (&cuts, p, linked, dirs);
      for (guint t = 0; t < n; t++)
        {
          AkronPoint q = linked[t];

          if (!(cuts.flags[q] & AKRON_FLAG_REACHED))
            {
              cuts.flags[q] |= AKRON_FLAG_REACHED;
              parent[q] = p;
              queue[tail++] = q;
            }
        }
    }
  return FALSE;
}

gboolean
akron_position_has_connection (const AkronPosition *pos, AkronColour colour,
                               AkronPoint *chain, guint *chain_len)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, FALSE);
  g_return_val_if_fail (chain == NULL || chain_len != NULL, FALSE);

  return find_connection (pos, colour, AKRON_NO_POINT, chain, chain_len);
}

/* Whether @last is a Move that @after can follow (the mover's piece on its destination). */
static gboolean
is_step_into (const AkronPosition *after, const AkronUndo *last)
{
  return last->move.kind == AKRON_MOVE_STEP && last->move.to < after->geo->n_points
         && after->cell[last->move.to] == AKRON_CELL_OF (AKRON_OPPONENT (after->to_move));
}

void
akron_position_get_lifted (const AkronPosition *after, const AkronUndo *last,
                           AkronPosition *lifted)
{
  g_return_if_fail (after != NULL);
  g_return_if_fail (lifted != NULL);
  /* Without a Move to take back, the copy is the position itself. */
  *lifted = *after;
  g_return_if_fail (last != NULL && is_step_into (after, last));

  /* Nothing can rest on the destination, which was empty before the move: taking the
   * piece off it again gives the board between lifting and placing. */
  akron_position_set_cell (lifted, last->move.to, AKRON_CELL_EMPTY);
  lifted->on_board[AKRON_OPPONENT (after->to_move)]--;
}

gboolean
akron_position_connection_ends_game (const AkronPosition *pos, const AkronUndo *last,
                                     gboolean no_delay, AkronColour *winner,
                                     gboolean *revealed)
{
  AkronColour to_move, dummy;

  g_return_val_if_fail (pos != NULL, FALSE);

  to_move = pos->to_move;
  if (winner == NULL)
    winner = &dummy;
  if (revealed)
    *revealed = FALSE;
  if (!no_delay)
    {
      *winner = to_move;
      return find_connection (pos, to_move, AKRON_NO_POINT, NULL, NULL);
    }
  if (last == NULL || last->move.kind == AKRON_MOVE_SWAP)
    return FALSE;
  if (last->move.kind == AKRON_MOVE_STEP)
    {
      g_return_val_if_fail (is_step_into (pos, last), FALSE);
      if (find_connection (pos, to_move, last->move.to, NULL, NULL))
        {
          *winner = to_move;
          if (revealed)
            *revealed = TRUE;
          return TRUE;
        }
    }
  *winner = AKRON_OPPONENT (to_move);
  return find_connection (pos, *winner, AKRON_NO_POINT, NULL, NULL);
}
