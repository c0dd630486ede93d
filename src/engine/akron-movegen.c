/* akron-movegen.c: legal moves (RULES.md section 4)
 *
 * One pass works out the over/under rule for the player to move, lists the empty points a
 * piece could stand on and, for each, which uncut pieces of the mover touch it. Each piece's
 * destinations are then those points, minus the ones resting on its cascade, that touch a
 * piece connected to it other than itself. Nothing here allocates but the move list's
 * growth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "akron-notation.h"
#include "akron-position-private.h"

/* A candidate destination as seen from one connected group of the mover: how many of the
 * group's pieces touch it, and one of them (the only one when count is 1). */
typedef struct
{
  AkronPoint empty_index;
  AkronPoint toucher;
  guint8 count;
} GroupTouch;

typedef struct
{
  const AkronPosition *pos;
  AkronCell own;
  AkronAnalysis an;
  guint n_empty;
  AkronPoint empty[AKRON_MAX_POINTS];      /* empty points that are supported */
  guint8 n_touch[AKRON_MAX_POINTS];        /* by index into empty[] */
  AkronPoint touch[AKRON_MAX_POINTS][8];   /* the mover's uncut pieces touching empty[e] */
  /* The same, grouped by connected group: group_touch[group_start[c] .. group_start[c+1]). */
  guint group_start[AKRON_MAX_POINTS + 2];
  GroupTouch group_touch[8 * AKRON_MAX_POINTS];
  guint16 mark[AKRON_MAX_POINTS];          /* flood marks for cascades that split C */
  guint16 stamp;
} MoveGen;

static void
add_candidate (MoveGen *gen, AkronPoint d)
{
  const AkronGeometry *geo = gen->pos->geo;
  const guint8 *cell = gen->pos->cell;
  guint e = gen->n_empty++;
  guint n = 0;

  gen->empty[e] = d;
  for (guint t = 0; t < 4; t++)
    {
      AkronPoint q = geo->neighbour[d][t];

      if (q != AKRON_NO_POINT && cell[q] == gen->own && gen->an.comp[q])
        gen->touch[e][n++] = q;
    }
  if (geo->level[d] > 0)
    for (guint t = 0; t < 4; t++)
      {
        AkronPoint s = geo->support[d][t];

        if (cell[s] == gen->own && gen->an.comp[s])
          gen->touch[e][n++] = s;
      }
  gen->n_touch[e] = n;
}

/* The groups touching empty[e], each once, with how many of its pieces touch it. */
static guint
groups_touching (const MoveGen *gen, guint e, GroupTouch *out, guint16 *groups)
{
  guint n = 0;

  for (guint t = 0; t < gen->n_touch[e]; t++)
    {
      AkronPoint x = gen->touch[e][t];
      guint16 c = gen->an.comp[x];
      guint g = 0;

      while (g < n && groups[g] != c)
        g++;
      if (g == n)
        {
          groups[n] = c;
          out[n] = (GroupTouch) { e, x, 0 };
          n++;
        }
      out[g].count++;
    }
  return n;
}

/* Buckets the candidates by group (a counting sort), so that a piece looks only at the
 * points its own group touches instead of at every empty point. */
static void
group_candidates (MoveGen *gen)
{
  guint n_groups = gen->an.n_comps;
  guint *start = gen->group_start;

  memset (start, 0, (n_groups + 2) * sizeof start[0]);
  for (guint e = 0; e < gen->n_empty; e++)
    {
      GroupTouch seen[8];
      guint16 groups[8];
      guint n = groups_touching (gen, e, seen, groups);

      for (guint g = 0; g < n; g++)
        start[groups[g] + 1]++;
    }
  for (guint c = 1; c <= n_groups + 1; c++)
    start[c] += start[c - 1];
  for (guint e = 0; e < gen->n_empty; e++)
    {
      GroupTouch seen[8];
      guint16 groups[8];
      guint n = groups_touching (gen, e, seen, groups);

      /* start[c] runs ahead as entries of group c-1... are placed: shift back after. */
      for (guint g = 0; g < n; g++)
        gen->group_touch[start[groups[g]]++] = seen[g];
    }
  for (guint c = n_groups + 1; c > 0; c--)
    start[c] = start[c - 1];
  start[0] = 0;
}

static void
movegen_prepare (MoveGen *gen, const AkronPosition *pos)
{
  const AkronGeometry *geo = pos->geo;

  gen->pos = pos;
  gen->own = AKRON_CELL_OF (pos->to_move);
  gen->n_empty = 0;
  gen->stamp = 0;
  akron_analysis_compute (&gen->an, pos, pos->to_move);
  memset (gen->mark, 0, geo->n_points * sizeof gen->mark[0]);

  for (AkronPoint p = 0; p < geo->n_holes; p++)
    if (pos->cell[p] == AKRON_CELL_EMPTY)
      add_candidate (gen, p);
  /* A point on level k needs four pieces on level k-1 under it. */
  for (guint k = 1; k < geo->size && pos->level_count[k - 1] >= 4; k++)
    for (AkronPoint p = geo->level_offset[k]; p < geo->level_offset[k + 1]; p++)
      if (pos->cell[p] == AKRON_CELL_EMPTY && akron_position_is_supported (pos, p))
        add_candidate (gen, p);
  group_candidates (gen);
}

static gboolean
rests_on_chain (const AkronGeometry *geo, AkronPoint d, const AkronPoint *chain, int q)
{
  const AkronPoint *sup = geo->support[d];

  if (sup[0] == AKRON_NO_POINT)
    return FALSE;
  for (int t = 0; t <= q; t++)
    if (sup[0] == chain[t] || sup[1] == chain[t] || sup[2] == chain[t] || sup[3] == chain[t])
      return TRUE;
  return FALSE;
}

/* Whether a mover's piece of the cascade would otherwise carry the connection: then C must
 * be worked out again without the dropping pieces (RULES.md 4.5). Marks C in gen->mark. */
static gboolean
flood_without_cascade (MoveGen *gen, const AkronPoint *chain, int q)
{
  for (int t = 1; t <= q; t++)
    if (gen->an.comp[chain[t]] != 0)
      {
        gen->stamp++;
        akron_analysis_flood (&gen->an, gen->pos, chain[0], chain + 1, q, gen->mark, gen->stamp);
        return TRUE;
      }
  return FALSE;
}

/* Counts @d as the next destination, storing it when the caller wants the list. */
static inline guint
accept_destination (AkronPoint *out, guint count, AkronPoint d)
{
  if (out)
    out[count] = d;
  return count + 1;
}

/* Destinations when the pieces connected to @s are its whole group: only the points the
 * group touches need a look. */
static guint
group_destinations (MoveGen *gen, AkronPoint s, const AkronPoint *chain, int q,
                    AkronPoint *out)
{
  const AkronGeometry *geo = gen->pos->geo;
  guint16 c = gen->an.comp[s];
  guint count = 0;

  for (guint t = gen->group_start[c]; t < gen->group_start[c + 1]; t++)
    {
      const GroupTouch *touch = &gen->group_touch[t];
      AkronPoint d = gen->empty[touch->empty_index];

      if (touch->count == 1 && touch->toucher == s)
        continue; /* it touches only the moving piece */
      if (!rests_on_chain (geo, d, chain, q))
        count = accept_destination (out, count, d);
    }
  return count;
}

/* Destinations when a dropping piece of the mover splits the group: C was flooded again
 * into gen->mark. */
static guint
flooded_destinations (MoveGen *gen, AkronPoint s, const AkronPoint *chain, int q,
                      AkronPoint *out)
{
  const AkronGeometry *geo = gen->pos->geo;
  guint count = 0;

  for (guint e = 0; e < gen->n_empty; e++)
    {
      AkronPoint d = gen->empty[e];
      gboolean touches = FALSE;

      for (guint t = 0; t < gen->n_touch[e] && !touches; t++)
        {
          AkronPoint x = gen->touch[e][t];

          touches = x != s && gen->mark[x] == gen->stamp;
        }
      if (touches && !rests_on_chain (geo, d, chain, q))
        count = accept_destination (out, count, d);
    }
  return count;
}

/* Legal destinations of the piece on @s (a piece of the mover), into @out if non-NULL. */
static guint
piece_destinations (MoveGen *gen, AkronPoint s, AkronPoint *out)
{
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  int q = akron_position_cascade (gen->pos, s, chain);

  if (q < 0)
    return 0; /* pinned */
  if (flood_without_cascade (gen, chain, q))
    return flooded_destinations (gen, s, chain, q, out);
  return group_destinations (gen, s, chain, q, out);
}

static guint
count_adds (const AkronPosition *pos)
{
  if (pos->pile[pos->to_move] == 0)
    return 0;
  return pos->geo->n_holes - pos->level_count[0];
}

static void
ensure_capacity (AkronMoveList *list, guint needed)
{
  if (needed <= list->capacity)
    return;
  list->capacity = MAX (needed, list->capacity * 2);
  list->moves = g_renew (AkronMove, list->moves, list->capacity);
}

void
akron_move_list_init (AkronMoveList *list)
{
  list->moves = NULL;
  list->len = 0;
  list->capacity = 0;
}

void
akron_move_list_clear (AkronMoveList *list)
{
  g_clear_pointer (&list->moves, g_free);
  list->len = 0;
  list->capacity = 0;
}

void
akron_position_generate (const AkronPosition *pos, AkronMoveList *list)
{
  const AkronGeometry *geo = pos->geo;
  MoveGen gen;
  AkronPoint dests[AKRON_MAX_POINTS];
  guint n = 0;

  movegen_prepare (&gen, pos);
  /* At most one move per (own piece, candidate) pair, plus the Adds and the swap. */
  ensure_capacity (list, geo->n_holes + 1 + pos->on_board[pos->to_move] * gen.n_empty);

  if (count_adds (pos) > 0)
    for (AkronPoint h = 0; h < geo->n_holes; h++)
      if (pos->cell[h] == AKRON_CELL_EMPTY)
        list->moves[n++] = akron_move_add (h);
  for (AkronPoint s = 0; s < geo->n_points; s++)
    {
      if (pos->cell[s] != gen.own)
        continue;
      guint count = piece_destinations (&gen, s, dests);
      for (guint t = 0; t < count; t++)
        list->moves[n++] = akron_move_step (s, dests[t]);
    }
  if (akron_position_get_swap_available (pos))
    list->moves[n++] = akron_move_special (AKRON_MOVE_SWAP);
  list->len = n;
}

guint
akron_position_count_moves (const AkronPosition *pos)
{
  MoveGen gen;
  guint n = count_adds (pos) + akron_position_get_swap_available (pos);

  movegen_prepare (&gen, pos);
  for (AkronPoint s = 0; s < pos->geo->n_points; s++)
    if (pos->cell[s] == gen.own)
      n += piece_destinations (&gen, s, NULL);
  return n;
}

gboolean
akron_position_has_legal_move (const AkronPosition *pos)
{
  MoveGen gen;

  if (count_adds (pos) > 0 || akron_position_get_swap_available (pos))
    return TRUE;
  movegen_prepare (&gen, pos);
  for (AkronPoint s = 0; s < pos->geo->n_points; s++)
    if (pos->cell[s] == gen.own && piece_destinations (&gen, s, NULL) > 0)
      return TRUE;
  return FALSE;
}

guint
akron_position_destinations (const AkronPosition *pos, AkronPoint from, AkronPoint *dests)
{
  MoveGen gen;

  if (from >= pos->geo->n_points || pos->cell[from] != AKRON_CELL_OF (pos->to_move))
    return 0;
  movegen_prepare (&gen, pos);
  return piece_destinations (&gen, from, dests);
}

/* Checking a single move, with the reason when it is illegal. */

static gboolean
illegal (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
illegal (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  if (error)
    *error = g_error_new_valist (AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
check_add (const AkronPosition *pos, AkronPoint to, GError **error)
{
  char name[AKRON_MOVE_TEXT_MAX];

  akron_point_to_text (pos->geo, to, name);
  if (pos->geo->level[to] > 0)
    return illegal (error, _("%s is not a hole: pieces are only added on level 0"), name);
  if (pos->cell[to] != AKRON_CELL_EMPTY)
    return illegal (error, _("%s is occupied"), name);
  if (pos->pile[pos->to_move] == 0)
    return illegal (error, _("%s has no pieces left to add"), akron_colour_get_name (pos->to_move));
  return TRUE;
}

/* Why @d is not a destination of @s once the simple checks passed. */
static gboolean
explain_destination (const AkronPosition *pos, AkronPoint s, AkronPoint d, GError **error)
{
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  char from[AKRON_MOVE_TEXT_MAX], to[AKRON_MOVE_TEXT_MAX];
  int q = akron_position_cascade (pos, s, chain);

  akron_point_to_text (pos->geo, s, from);
  akron_point_to_text (pos->geo, d, to);
  if (rests_on_chain (pos->geo, d, chain, 0))
    return illegal (error, _("%s would rest on the moving piece %s"), to, from);
  if (rests_on_chain (pos->geo, d, chain, q))
    return illegal (error, _("%s would rest on a piece that drops when %s moves"), to, from);
  return illegal (error, _("%s does not touch a piece connected to %s"), to, from);
}

static gboolean
check_step (const AkronPosition *pos, const AkronMove *move, GError **error)
{
  const AkronGeometry *geo = pos->geo;
  char from[AKRON_MOVE_TEXT_MAX], to[AKRON_MOVE_TEXT_MAX];
  AkronPoint dests[AKRON_MAX_POINTS];

  akron_point_to_text (geo, move->from, from);
  akron_point_to_text (geo, move->to, to);
  if (pos->cell[move->from] == AKRON_CELL_EMPTY)
    return illegal (error, _("there is no piece on %s"), from);
  if (pos->cell[move->from] != AKRON_CELL_OF (pos->to_move))
    return illegal (error, _("the piece on %s belongs to %s"), from,
                    akron_colour_get_name (AKRON_OPPONENT (pos->to_move)));
  if (move->from == move->to)
    return illegal (error, _("a piece cannot move to the point it stands on"));
  if (akron_position_count_above (pos, move->from) >= 2)
    return illegal (error, _("%s is pinned: two or more pieces rest on it"), from);
  if (pos->cell[move->to] != AKRON_CELL_EMPTY)
    return illegal (error, _("%s is occupied"), to);
  if (!akron_position_is_supported (pos, move->to))
    return illegal (error, _("%s is not supported: its four supports must be occupied"), to);

  guint n = akron_position_destinations (pos, move->from, dests);
  for (guint t = 0; t < n; t++)
    if (dests[t] == move->to)
      return TRUE;
  return explain_destination (pos, move->from, move->to, error);
}

gboolean
akron_position_check_move (const AkronPosition *pos, const AkronMove *move, GError **error)
{
  guint n_points = pos->geo->n_points;

  switch (move->kind)
    {
    case AKRON_MOVE_ADD:
      if (move->to >= n_points || move->from != AKRON_NO_POINT)
        break;
      return check_add (pos, move->to, error);
    case AKRON_MOVE_STEP:
      if (move->from >= n_points || move->to >= n_points)
        break;
      return check_step (pos, move, error);
    case AKRON_MOVE_SWAP:
      if (akron_position_get_swap_available (pos))
        return TRUE;
      return illegal (error, _("swap is only allowed as the second move of a game played "
                      "with the pie rule"));
    case AKRON_MOVE_DRAW:
    case AKRON_MOVE_RESIGN:
      return illegal (error, _("a draw claim or a resignation is not a move on the board"));
    default:
      break;
    }
  g_set_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT,
               _("the move refers to points that do not exist on a %ux%u board"),
               pos->geo->size, pos->geo->size);
  return FALSE;
}
