/* akron-movegen.c: legal moves (RULES.md section 4)
 *
 * The cuts (akron-connect.c) give the mover's uncut pieces and their links; the bit planes
 * give the empty points a piece could stand on, the candidates. Then group by group: a
 * flood labels the group, then every candidate the group touches is listed once, with how
 * many of the group's pieces touch it and one of them. A piece of the group can go to each
 * listed candidate but those it alone touches and those resting on its cascade. Only when
 * a piece of the mover's that drops belongs to the same group (RULES.md 4.5: dropping
 * pieces never carry the connection) is the group flooded again without the cascade.
 *
 * So the work grows with the pieces, the candidates and the moves, not with the size of
 * the pyramid, and counting moves (perft's last level) costs a few steps a piece. Nothing
 * here allocates but the move list's growth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "akron-notation.h"
#include "akron-position-private.h"

typedef struct
{
  const AkronPosition *pos;
  const AkronGeometry *geo;
  AkronCuts cuts;             /* flags also mark CANDIDATE and LOADED (a piece rests on it) */
  AkronPlane holes;           /* empty holes, the Adds */

  /* The group being worked on: its number, its pieces in flood order with their links
   * (adj[adj_start[m]..adj_start[m + 1]) are the indices of the pieces linked to
   * members[m]), and the candidates it touches. Arrays by point hold values only for the
   * pieces of the group (group, member_index) or for candidates (the others). */
  guint16 group_id;
  guint n_members;
  guint n_touched;
  AkronPoint members[AKRON_MAX_POINTS];
  guint16 adj_start[AKRON_MAX_POINTS + 1];
  guint16 adj[12 * AKRON_MAX_POINTS];
  guint16 seen[AKRON_MAX_POINTS];           /* by member index: flood marks */
  guint16 group[AKRON_MAX_POINTS];
  guint16 member_index[AKRON_MAX_POINTS];
  AkronPoint touched[AKRON_MAX_POINTS];
  guint16 touched_by[AKRON_MAX_POINTS];     /* the last group listing the candidate */
  guint8 touch_count[AKRON_MAX_POINTS];     /* how many of that group's pieces touch it */

  /* Per moving piece: candidates set to `stamp` are not its destinations; `lost` counts
   * the touches of the candidate by pieces that do not carry the connection. */
  guint16 stamp;
  guint16 flood_stamp;
  guint16 excluded[AKRON_MAX_POINTS];
  guint16 lost_at[AKRON_MAX_POINTS];
  guint8 lost[AKRON_MAX_POINTS];
} MoveGen;

static inline AkronPoint
plane_point (const AkronGeometry *geo, guint level, guint word, guint64 bits)
{
  return geo->plane_point[level][64 * word + __builtin_ctzll (bits)];
}

/* The empty points that are supported (a point on level k >= 1 needs its four supports),
 * and the mover's pieces that have something resting on them. */
G_ALWAYS_INLINE static inline void
find_candidates_words (MoveGen *gen, guint nw)
{
  const AkronPosition *pos = gen->pos;
  const AkronGeometry *geo = gen->geo;
  guint n = geo->size;
  guint top = MIN (gen->cuts.height, n - 1);
  AkronPlane below = { { 0 } };

  for (guint k = 0; k <= top; k++)
    {
      AkronPlane here = akron_plane_or (pos->pieces[0][k], pos->pieces[1][k], nw);
      AkronPlane empty = akron_plane_and_not (geo->level_plane[k], here, nw);

      if (k > 0)
        {
          AkronPlane supported = akron_plane_and (
            akron_plane_and (below, akron_plane_shift_down (below, 1, nw), nw),
            akron_plane_and (akron_plane_shift_down (below, n, nw),
                             akron_plane_shift_down (below, n + 1, nw), nw), nw);
          /* The pieces of level k - 1 that something on level k rests on. */
          AkronPlane loaded = akron_plane_or (
            akron_plane_or (here, akron_plane_shift_up (here, 1, nw), nw),
            akron_plane_or (akron_plane_shift_up (here, n, nw),
                            akron_plane_shift_up (here, n + 1, nw), nw), nw);

          empty = akron_plane_and (empty, supported, nw);
          loaded = akron_plane_and (loaded, pos->pieces[gen->cuts.colour][k - 1], nw);
          for (guint i = 0; i < nw; i++)
            for (guint64 bits = loaded.w[i]; bits != 0; bits &= bits - 1)
              gen->cuts.flags[plane_point (geo, k - 1, i, bits)] |= AKRON_FLAG_LOADED;
        }
      else
        gen->holes = empty;

      for (guint i = 0; i < nw; i++)
        for (guint64 bits = empty.w[i]; bits != 0; bits &= bits - 1)
          {
            AkronPoint p = plane_point (geo, k, i, bits);

            gen->cuts.flags[p] |= AKRON_FLAG_CANDIDATE;
            gen->excluded[p] = 0;
            gen->lost_at[p] = 0;
          }
      below = here;
      /* A level with fewer than four pieces supports nothing. */
      if (pos->level_count[k] < 4)
        break;
    }
}

/* find_candidates_words() compiled for each plane size (see akron-connect.c). */
static void
find_candidates (MoveGen *gen)
{
  switch (gen->geo->plane_words)
    {
    case 1:
      find_candidates_words (gen, 1);
      break;
    case 2:
      find_candidates_words (gen, 2);
      break;
    case 3:
      find_candidates_words (gen, 3);
      break;
    default:
      find_candidates_words (gen, 4);
      break;
    }
}

static void
movegen_prepare (MoveGen *gen, const AkronPosition *pos)
{
  gen->pos = pos;
  gen->geo = pos->geo;
  gen->group_id = 0;
  gen->stamp = 0;
  gen->flood_stamp = 0;
  akron_cuts_compute (&gen->cuts, pos, pos->to_move, AKRON_NO_POINT);
  /* 0 for every point, so that one test tells a listed candidate. */
  memset (gen->touched_by, 0, gen->cuts.end * sizeof gen->touched_by[0]);
  find_candidates (gen);
}

/* Labels the group of the uncut piece @seed, records its links and lists the candidates
 * it touches. */
static void
load_group (MoveGen *gen, AkronPoint seed)
{
  const AkronGeometry *geo = gen->geo;
  guint8 *flags = gen->cuts.flags;
  guint16 id = ++gen->group_id;
  guint n = 0, n_adj = 0;

  flags[seed] |= AKRON_FLAG_REACHED;
  gen->member_index[seed] = n;
  gen->members[n++] = seed;
  for (guint m = 0; m < n; m++)
    {
      AkronPoint p = gen->members[m];
      AkronPoint linked[12];
      guint n_linked = akron_cuts_linked (&gen->cuts, p, linked, NULL);

      gen->group[p] = id;
      gen->seen[m] = 0;
      gen->adj_start[m] = n_adj;
      for (guint t = 0; t < n_linked; t++)
        {
          AkronPoint q = linked[t];

          if (!(flags[q] & AKRON_FLAG_REACHED))
            {
              flags[q] |= AKRON_FLAG_REACHED;
              gen->member_index[q] = n;
              gen->members[n++] = q;
            }
          gen->adj[n_adj++] = gen->member_index[q];
        }
    }
  gen->adj_start[n] = n_adj;
  gen->n_members = n;

  gen->n_touched = 0;
  /* A piece alone is connected to nothing it could move next to. */
  if (n == 1)
    return;
  for (guint m = 0; m < n; m++)
    {
      AkronPoint x = gen->members[m];

      for (guint t = 0; t < geo->n_touching[x]; t++)
        {
          AkronPoint d = geo->touching[x][t];

          if (!(flags[d] & AKRON_FLAG_CANDIDATE))
            continue;
          if (gen->touched_by[d] != id)
            {
              gen->touched_by[d] = id;
              gen->touch_count[d] = 0;
              gen->touched[gen->n_touched++] = d;
            }
          gen->touch_count[d]++;
        }
    }
}

static inline gboolean
listed (const MoveGen *gen, AkronPoint d)
{
  return gen->touched_by[d] == gen->group_id;
}

/* Marks @d as no destination of the current piece; returns 1 if it was one of the
 * group's candidates not marked yet. */
static inline guint
exclude (MoveGen *gen, AkronPoint d)
{
  if (!listed (gen, d) || gen->excluded[d] == gen->stamp)
    return 0;
  gen->excluded[d] = gen->stamp;
  return 1;
}

/* Counts a touch of the same-level neighbours of @x that no longer carries the connection;
 * excludes those left with none. Returns how many were excluded. (The points resting on
 * @x, a moving or dropping piece, are excluded already.) */
static guint
lose_touches (MoveGen *gen, AkronPoint x)
{
  const AkronGeometry *geo = gen->geo;
  guint count = 0;

  for (guint u = 0; u < geo->n_beside[x]; u++)
    {
      AkronPoint d = geo->touching[x][u];

      if (!listed (gen, d) || gen->excluded[d] == gen->stamp)
        continue;
      if (gen->lost_at[d] != gen->stamp)
        {
          gen->lost_at[d] = gen->stamp;
          gen->lost[d] = 0;
        }
      if (++gen->lost[d] == gen->touch_count[d])
        {
          gen->excluded[d] = gen->stamp;
          count++;
        }
    }
  return count;
}

/* Floods the group from member @m without the members @removed and returns whether it
 * reaches all the others. If not, the members reached (@m included, @removed not) are
 * those marked with gen->flood_stamp in gen->seen. */
static gboolean
flood_without (MoveGen *gen, guint m, const AkronPoint *removed, guint n_removed)
{
  guint16 stack[AKRON_MAX_POINTS];
  guint16 mark = ++gen->flood_stamp;
  guint top = 0, reached = 1, others = gen->n_members - n_removed;

  for (guint t = 0; t < n_removed; t++)
    gen->seen[gen->member_index[removed[t]]] = mark;
  gen->seen[m] = mark;
  stack[top++] = m;
  /* Once all are reached the marks no longer matter. */
  while (top > 0 && reached < others)
    {
      guint x = stack[--top];

      for (guint a = gen->adj_start[x]; a < gen->adj_start[x + 1]; a++)
        if (gen->seen[gen->adj[a]] != mark)
          {
            gen->seen[gen->adj[a]] = mark;
            stack[top++] = gen->adj[a];
            reached++;
          }
    }
  for (guint t = 0; t < n_removed; t++)
    gen->seen[gen->member_index[removed[t]]] = 0;
  return reached == others;
}

/* The destinations of members[@m] when its cascade cuts its group in two: the candidates
 * touched by a piece that flood_without() reached, other than the moving piece. */
static guint
split_moves (MoveGen *gen, guint m, AkronMove *out)
{
  const AkronGeometry *geo = gen->geo;
  AkronPoint s = gen->members[m];
  guint count = 0;

  for (guint x = 0; x < gen->n_members; x++)
    {
      AkronPoint p = gen->members[x];

      if (x == m || gen->seen[x] != gen->flood_stamp)
        continue;
      for (guint u = 0; u < geo->n_touching[p]; u++)
        if (exclude (gen, geo->touching[p][u]))
          {
            if (out)
              out[count] = akron_move_step (s, geo->touching[p][u]);
            count++;
          }
    }
  return count;
}

/* The legal moves of members[@m] into @out (or only counted when @out is NULL). */
static guint
piece_moves (MoveGen *gen, guint m, AkronMove *out)
{
  const AkronGeometry *geo = gen->geo;
  AkronPoint s = gen->members[m];
  AkronPoint chain[AKRON_MAX_SIZE + 1], removed[AKRON_MAX_SIZE];
  guint n_excluded = 0, n_removed = 0, count = 0;
  int q = 0;

  chain[0] = s;
  if (gen->cuts.flags[s] & AKRON_FLAG_LOADED)
    {
      q = akron_position_lift (gen->pos, s, chain);
      if (q < 0)
        return 0; /* pinned */
    }

  /* RULES.md 4.4: nothing may rest on the moving piece or on a piece that drops. */
  gen->stamp++;
  for (int t = 0; t <= q; t++)
    for (guint u = 0; u < 4; u++)
      if (geo->above[chain[t]][u] != AKRON_NO_POINT)
        n_excluded += exclude (gen, geo->above[chain[t]][u]);

  /* RULES.md 4.5: neither the moving piece nor the group's pieces that drop carry the
   * connection. When the others still hang together, the points only they touch are
   * out; otherwise see which pieces are still connected. */
  for (int t = 1; t <= q; t++)
    if ((gen->cuts.flags[chain[t]] & AKRON_FLAG_REACHED) && gen->group[chain[t]] == gen->group_id)
      removed[n_removed++] = chain[t];
  if (n_removed > 0 && !flood_without (gen, m, removed, n_removed))
    return split_moves (gen, m, out);
  n_excluded += lose_touches (gen, s);
  for (guint t = 0; t < n_removed; t++)
    n_excluded += lose_touches (gen, removed[t]);

  if (out == NULL)
    return gen->n_touched - n_excluded;
  for (guint t = 0; t < gen->n_touched; t++)
    {
      AkronPoint d = gen->touched[t];

      if (gen->excluded[d] != gen->stamp)
        out[count++] = akron_move_step (s, d);
    }
  return count;
}

/* Calls @func for each group of the mover's uncut pieces that has moves to look at (two
 * pieces or more), once it is loaded; stops when @func returns FALSE. */
static void
foreach_group (MoveGen *gen, gboolean (*func) (MoveGen *gen, gpointer data), gpointer data)
{
  const AkronGeometry *geo = gen->geo;
  guint nw = geo->plane_words;

  for (guint k = 0; k < gen->cuts.height; k++)
    for (guint i = 0; i < nw; i++)
      for (guint64 bits = gen->cuts.uncut[k].w[i]; bits != 0; bits &= bits - 1)
        {
          AkronPoint p = plane_point (geo, k, i, bits);

          if (gen->cuts.flags[p] & AKRON_FLAG_REACHED)
            continue;
          load_group (gen, p);
          if (gen->n_members > 1 && !func (gen, data))
            return;
        }
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
  g_return_if_fail (list != NULL);

  list->moves = NULL;
  list->len = 0;
  list->capacity = 0;
}

void
akron_move_list_clear (AkronMoveList *list)
{
  g_return_if_fail (list != NULL);

  g_clear_pointer (&list->moves, g_free);
  list->len = 0;
  list->capacity = 0;
}

static gboolean
generate_group (MoveGen *gen, gpointer data)
{
  AkronMoveList *list = data;

  /* Every destination of a piece is one of the group's candidates; + 1 for the swap. */
  ensure_capacity (list, list->len + gen->n_members * gen->n_touched + 1);
  for (guint m = 0; m < gen->n_members; m++)
    list->len += piece_moves (gen, m, list->moves + list->len);
  return TRUE;
}

void
akron_position_generate (const AkronPosition *pos, AkronMoveList *list)
{
  const AkronGeometry *geo;
  MoveGen gen;

  g_return_if_fail (pos != NULL);
  g_return_if_fail (list != NULL);

  geo = pos->geo;
  movegen_prepare (&gen, pos);
  list->len = 0;
  ensure_capacity (list, geo->n_holes + 1);
  if (count_adds (pos) > 0)
    for (guint i = 0; i < geo->plane_words; i++)
      for (guint64 bits = gen.holes.w[i]; bits != 0; bits &= bits - 1)
        list->moves[list->len++] = akron_move_add (plane_point (geo, 0, i, bits));
  foreach_group (&gen, generate_group, list);
  if (akron_position_get_swap_available (pos))
    list->moves[list->len++] = akron_move_special (AKRON_MOVE_SWAP);
}

static gboolean
count_group (MoveGen *gen, gpointer data)
{
  guint *count = data;

  for (guint m = 0; m < gen->n_members; m++)
    *count += piece_moves (gen, m, NULL);
  return TRUE;
}

guint
akron_position_count_moves (const AkronPosition *pos)
{
  MoveGen gen;
  guint count;

  g_return_val_if_fail (pos != NULL, 0);

  count = count_adds (pos) + akron_position_get_swap_available (pos);
  movegen_prepare (&gen, pos);
  foreach_group (&gen, count_group, &count);
  return count;
}

static gboolean
group_has_no_move (MoveGen *gen, gpointer data)
{
  gboolean *found = data;

  for (guint m = 0; m < gen->n_members && !*found; m++)
    *found = piece_moves (gen, m, NULL) > 0;
  return !*found;
}

gboolean
akron_position_has_legal_move (const AkronPosition *pos)
{
  MoveGen gen;
  gboolean found = FALSE;

  g_return_val_if_fail (pos != NULL, FALSE);

  if (count_adds (pos) > 0 || akron_position_get_swap_available (pos))
    return TRUE;
  movegen_prepare (&gen, pos);
  foreach_group (&gen, group_has_no_move, &found);
  return found;
}

guint
akron_position_destinations (const AkronPosition *pos, AkronPoint from, AkronPoint *dests)
{
  MoveGen gen;
  AkronMove moves[AKRON_MAX_POINTS];
  guint n;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (dests != NULL, 0);

  if (from >= pos->geo->n_points || pos->cell[from] != AKRON_CELL_OF (pos->to_move))
    return 0;
  movegen_prepare (&gen, pos);
  if (!(gen.cuts.flags[from] & AKRON_FLAG_UNCUT))
    return 0; /* a covered piece is connected to nothing */
  load_group (&gen, from);
  n = piece_moves (&gen, 0, moves);
  for (guint t = 0; t < n; t++)
    dests[t] = moves[t].to;
  return n;
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
  /* Translators: in the messages about moves, a %s alone is a point ("C3", "B4′") unless
   * said otherwise */
  if (pos->geo->level[to] > 0)
    return illegal (error, _("%s is not a hole: pieces are only added on level 0"), name);
  if (pos->cell[to] != AKRON_CELL_EMPTY)
    return illegal (error, _("%s is occupied"), name);
  if (pos->pile[pos->to_move] == 0)
    /* Translators: %s is a colour's name, "Vert" or "Horz", as translated */
    return illegal (error, _("%s has no pieces left to add"), akron_colour_get_name (pos->to_move));
  return TRUE;
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
    /* Translators: the destination, then the point of the piece that moves */
    return illegal (error, _("%s would rest on the moving piece %s"), to, from);
  if (rests_on_chain (pos->geo, d, chain, q))
    /* Translators: the destination, then the point of the piece that moves */
    return illegal (error, _("%s would rest on a piece that drops when %s moves"), to, from);
  /* Translators: the destination, then the point of the piece that moves */
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
    /* Translators: a point, then a colour's name, "Vert" or "Horz", as translated */
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
  guint n_points;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n_points = pos->geo->n_points;

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
