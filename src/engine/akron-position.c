/* akron-position.c: setting up, hashing, playing and taking back moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "akron-notation.h"
#include "akron-position-private.h"
#include "akron-random.h"

/* Zobrist keys: fixed (akron-random.h from a constant seed) so hashes are reproducible. */
typedef struct
{
  guint64 cell[AKRON_MAX_POINTS][2];
  guint64 pile[2][AKRON_MAX_PIECES + 1];
  guint64 swap[3];
  guint64 to_move;
} ZobristKeys;

/* Made by the first akron_position_init(), so set for every position there is: the code
 * that plays moves reads it directly (zobrist_keys() would check it each time). */
static ZobristKeys *keys;

static const ZobristKeys *
zobrist_keys (void)
{
  if (g_once_init_enter (&keys))
    {
      ZobristKeys *k = g_new (ZobristKeys, 1);
      guint64 state = G_GUINT64_CONSTANT (0x416b726f6e21);

      for (guint p = 0; p < AKRON_MAX_POINTS; p++)
        for (guint c = 0; c < 2; c++)
          k->cell[p][c] = akron_random_next (&state);
      for (guint c = 0; c < 2; c++)
        for (guint n = 0; n <= AKRON_MAX_PIECES; n++)
          k->pile[c][n] = akron_random_next (&state);
      k->swap[AKRON_SWAP_NONE] = 0;
      k->swap[AKRON_SWAP_PENDING] = akron_random_next (&state);
      k->swap[AKRON_SWAP_AVAILABLE] = akron_random_next (&state);
      k->to_move = akron_random_next (&state);
      g_once_init_leave (&keys, k);
    }
  return keys;
}

guint64
akron_zobrist_cell (AkronPoint p, AkronCell cell)
{
  return cell == AKRON_CELL_EMPTY ? 0 : zobrist_keys ()->cell[p][cell - 1];
}

guint64
akron_zobrist_pile (AkronColour colour, guint count)
{
  return zobrist_keys ()->pile[colour][count];
}

guint64
akron_zobrist_swap (AkronSwapState state)
{
  return zobrist_keys ()->swap[state];
}

guint64
akron_zobrist_to_move (void)
{
  return zobrist_keys ()->to_move;
}

static inline guint64
cell_key (AkronPoint p, AkronCell cell)
{
  return cell == AKRON_CELL_EMPTY ? 0 : keys->cell[p][cell - 1];
}

static inline void
put_cell (AkronPosition *pos, AkronPoint p, AkronCell cell)
{
  AkronCell old = pos->cell[p];
  guint level = pos->geo->level[p];
  guint bit = pos->geo->plane_bit[p];

  pos->hash ^= cell_key (p, old) ^ cell_key (p, cell);
  pos->level_count[level] += (cell != AKRON_CELL_EMPTY) - (old != AKRON_CELL_EMPTY);
  if (old != AKRON_CELL_EMPTY)
    akron_plane_flip (&pos->pieces[old - 1][level], bit);
  if (cell != AKRON_CELL_EMPTY)
    akron_plane_flip (&pos->pieces[cell - 1][level], bit);
  pos->cell[p] = cell;
}

void
akron_position_set_cell (AkronPosition *pos, AkronPoint p, AkronCell cell)
{
  put_cell (pos, p, cell);
}

guint64
akron_position_compute_hash (const AkronPosition *pos)
{
  guint64 h = 0;

  for (AkronPoint p = 0; p < pos->geo->n_points; p++)
    h ^= akron_zobrist_cell (p, pos->cell[p]);
  h ^= akron_zobrist_pile (AKRON_VERT, pos->pile[AKRON_VERT]);
  h ^= akron_zobrist_pile (AKRON_HORZ, pos->pile[AKRON_HORZ]);
  h ^= akron_zobrist_swap (pos->swap_state);
  if (pos->to_move == AKRON_HORZ)
    h ^= akron_zobrist_to_move ();
  return h;
}

guint
akron_default_pieces (guint size)
{
  g_return_val_if_fail (size >= AKRON_MIN_SIZE && size <= AKRON_MAX_SIZE, 0);

  return size * size / 2;
}

gboolean
akron_position_init (AkronPosition *pos, guint size, guint pieces, gboolean swap_allowed,
                     GError **error)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (size < AKRON_MIN_SIZE || size > AKRON_MAX_SIZE)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT,
                   _("board size %u is out of range (%d to %d)"), size, AKRON_MIN_SIZE,
                   AKRON_MAX_SIZE);
      return FALSE;
    }
  if (pieces == 0)
    pieces = akron_default_pieces (size);
  if (pieces < size || pieces > AKRON_MAX_PIECES)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT,
                   /* Translators: the pieces each player starts with, the board's size
                    * twice ("8x8"), then the smallest and the largest allowed number of
                    * pieces */
                   g_dngettext (GETTEXT_PACKAGE, "%u piece per player is out of range for a "
                                "%ux%u board (%u to %d)",
                                "%u pieces per player is out of range for a "
                                "%ux%u board (%u to %d)",
                                pieces),
                   pieces, size, size, size, AKRON_MAX_PIECES);
      return FALSE;
    }

  memset (pos, 0, sizeof *pos);
  pos->geo = akron_geometry_get (size);
  pos->pile[AKRON_VERT] = pos->pile[AKRON_HORZ] = pieces;
  pos->to_move = AKRON_VERT;
  pos->swap_state = swap_allowed ? AKRON_SWAP_PENDING : AKRON_SWAP_NONE;
  pos->hash = akron_position_compute_hash (pos);
  return TRUE;
}

gboolean
akron_position_equal (const AkronPosition *a, const AkronPosition *b)
{
  g_return_val_if_fail (a != NULL, FALSE);
  g_return_val_if_fail (b != NULL, FALSE);

  return a->geo == b->geo && a->hash == b->hash
         && a->pile[0] == b->pile[0] && a->pile[1] == b->pile[1]
         && a->to_move == b->to_move && a->swap_state == b->swap_state
         && memcmp (a->cell, b->cell, a->geo->n_points) == 0;
}

GBytes *
akron_position_pack (const AkronPosition *pos)
{
  guint n;
  gsize len;
  guint8 *key;

  g_return_val_if_fail (pos != NULL, NULL);

  n = pos->geo->n_points;
  len = 8 + (n + 3) / 4;
  key = g_malloc0 (len);

  key[0] = pos->geo->size;
  key[1] = pos->to_move;
  key[2] = pos->swap_state;
  key[3] = pos->pile[AKRON_VERT] & 0xff;
  key[4] = pos->pile[AKRON_VERT] >> 8;
  key[5] = pos->pile[AKRON_HORZ] & 0xff;
  key[6] = pos->pile[AKRON_HORZ] >> 8;
  for (AkronPoint p = 0; p < n; p++)
    key[8 + p / 4] |= pos->cell[p] << (2 * (p % 4));
  return g_bytes_new_take (key, len);
}

guint
akron_position_count_above (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *up;
  guint count = 0;

  g_return_val_if_fail (pos != NULL, 0);
  g_return_val_if_fail (p < pos->geo->n_points, 0);

  up = pos->geo->above[p];
  for (guint t = 0; t < 4; t++)
    count += up[t] != AKRON_NO_POINT && pos->cell[up[t]] != AKRON_CELL_EMPTY;
  return count;
}

int
akron_position_cascade (const AkronPosition *pos, AkronPoint from, AkronPoint *chain)
{
  g_return_val_if_fail (pos != NULL, -1);
  g_return_val_if_fail (chain != NULL, -1);

  if (from >= pos->geo->n_points || pos->cell[from] == AKRON_CELL_EMPTY)
    return -1;
  return akron_position_lift (pos, from, chain);
}

static void
set_pile (AkronPosition *pos, AkronColour colour, guint count)
{
  pos->hash ^= keys->pile[colour][pos->pile[colour]] ^ keys->pile[colour][count];
  pos->pile[colour] = count;
}

static void
set_swap_state (AkronPosition *pos, AkronSwapState state)
{
  pos->hash ^= keys->swap[pos->swap_state] ^ keys->swap[state];
  pos->swap_state = state;
}

static void
pass_turn (AkronPosition *pos)
{
  pos->hash ^= keys->to_move;
  pos->to_move = AKRON_OPPONENT (pos->to_move);
}

void
akron_position_set_to_move (AkronPosition *pos, AkronColour colour)
{
  g_return_if_fail (pos != NULL);
  g_return_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ);

  if (pos->to_move != colour)
    pass_turn (pos);
}

gboolean
akron_position_set_pile (AkronPosition *pos, AkronColour colour, guint count)
{
  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, FALSE);

  if (count > AKRON_MAX_PIECES)
    return FALSE;
  set_pile (pos, colour, count);
  return TRUE;
}

void
akron_position_set_swap_available (AkronPosition *pos, gboolean available)
{
  g_return_if_fail (pos != NULL);

  set_swap_state (pos, available ? AKRON_SWAP_AVAILABLE : AKRON_SWAP_NONE);
}

static gboolean
check_point (const AkronPosition *pos, AkronPoint p, GError **error)
{
  if (p < pos->geo->n_points)
    return TRUE;
  g_set_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT,
               _("point %u does not exist on a %ux%u board"), p, pos->geo->size, pos->geo->size);
  return FALSE;
}

gboolean
akron_position_place (AkronPosition *pos, AkronPoint p, AkronColour colour, GError **error)
{
  char name[AKRON_MOVE_TEXT_MAX];

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_point (pos, p, error))
    return FALSE;
  akron_point_to_text (pos->geo, p, name);
  if (pos->cell[p] != AKRON_CELL_EMPTY)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE, _("%s is occupied"), name);
      return FALSE;
    }
  if (!akron_position_is_supported (pos, p))
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("%s is not supported: its four supports must be occupied"), name);
      return FALSE;
    }
  if (pos->pile[colour] == 0)
    {
      /* Translators: %s is a colour's name, "Vert" or "Horz", as translated */
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE, _("%s has no pieces left"),
                   akron_colour_get_name (colour));
      return FALSE;
    }
  put_cell (pos, p, AKRON_CELL_OF (colour));
  set_pile (pos, colour, pos->pile[colour] - 1);
  pos->on_board[colour]++;
  return TRUE;
}

gboolean
akron_position_remove (AkronPosition *pos, AkronPoint p, GError **error)
{
  char name[AKRON_MOVE_TEXT_MAX];
  AkronColour colour;

  g_return_val_if_fail (pos != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_point (pos, p, error))
    return FALSE;
  akron_point_to_text (pos->geo, p, name);
  if (pos->cell[p] == AKRON_CELL_EMPTY)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE, _("%s is empty"), name);
      return FALSE;
    }
  if (akron_position_count_above (pos, p) > 0)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("%s cannot be removed: a piece rests on it"), name);
      return FALSE;
    }
  colour = pos->cell[p] - 1;
  if (pos->pile[colour] >= AKRON_MAX_PIECES)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT,
                   /* Translators: a point ("C3"), the colour whose piece is there ("Vert"
                    * or "Horz", as translated), and the largest pile (1000) */
                   g_dngettext (GETTEXT_PACKAGE, "%s cannot be removed: %s's pile already "
                                "holds %d piece, the most there can be",
                                "%s cannot be removed: %s's pile already "
                                "holds %d pieces, the most there can be",
                                AKRON_MAX_PIECES),
                   name, akron_colour_get_name (colour), AKRON_MAX_PIECES);
      return FALSE;
    }
  put_cell (pos, p, AKRON_CELL_EMPTY);
  set_pile (pos, colour, pos->pile[colour] + 1);
  pos->on_board[colour]--;
  return TRUE;
}

/* The state of the pie rule after a move other than the swap itself. */
static AkronSwapState
swap_state_after_move (AkronSwapState state)
{
  return state == AKRON_SWAP_PENDING ? AKRON_SWAP_AVAILABLE : AKRON_SWAP_NONE;
}

static gboolean
rests_on_any (const AkronGeometry *geo, AkronPoint d, const AkronPoint *chain, int q)
{
  for (int s = 0; s < 4 && geo->support[d][s] != AKRON_NO_POINT; s++)
    for (int t = 0; t <= q; t++)
      if (geo->support[d][s] == chain[t])
        return TRUE;
  return FALSE;
}

/* The checks that keep the board physically sound (every piece supported, piles and pieces
 * conserved) whatever a caller passes; the connection requirement is left to
 * akron_position_check_move(), which is too slow to repeat on every move of a search.
 * For a Move, fills the cascade into @undo. */
static gboolean
move_is_sound (const AkronPosition *pos, const AkronMove *move, AkronUndo *undo)
{
  const AkronGeometry *geo = pos->geo;
  int q;

  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      return pos->swap_state == AKRON_SWAP_AVAILABLE;
    case AKRON_MOVE_ADD:
      return move->to < geo->n_holes && pos->cell[move->to] == AKRON_CELL_EMPTY
             && pos->pile[pos->to_move] > 0;
    case AKRON_MOVE_STEP:
      if (move->from >= geo->n_points || move->to >= geo->n_points
          || pos->cell[move->from] != AKRON_CELL_OF (pos->to_move)
          || pos->cell[move->to] != AKRON_CELL_EMPTY
          || !akron_position_is_supported (pos, move->to))
        return FALSE;
      q = akron_position_lift (pos, move->from, undo->chain);
      undo->n_drops = MAX (q, 0);
      return q >= 0 && !rests_on_any (geo, move->to, undo->chain, q);
    default:
      return FALSE;
    }
}

/* Each piece of the cascade drops into the point below it; the top point empties. */
static void
apply_step (AkronPosition *pos, const AkronMove *move, AkronUndo *undo)
{
  const AkronPoint *chain = undo->chain;
  AkronCell mover = pos->cell[move->from];
  guint q = undo->n_drops;

  for (guint t = 0; t <= q; t++)
    undo->chain_colour[t] = pos->cell[chain[t]];
  for (guint t = 0; t < q; t++)
    put_cell (pos, chain[t], undo->chain_colour[t + 1]);
  put_cell (pos, chain[q], AKRON_CELL_EMPTY);
  put_cell (pos, move->to, mover);
}

void
akron_position_apply (AkronPosition *pos, const AkronMove *move, AkronUndo *undo)
{
  AkronUndo scratch;
  AkronColour c;

  g_return_if_fail (pos != NULL);
  g_return_if_fail (move != NULL);

  if (undo == NULL)
    undo = &scratch;
  undo->n_drops = 0;
  g_return_if_fail (move_is_sound (pos, move, undo));

  c = pos->to_move;
  undo->move = *move;
  undo->swap_state_before = pos->swap_state;
  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      /* The players exchange colours; board, piles and colour to move stay. */
      set_swap_state (pos, AKRON_SWAP_NONE);
      return;
    case AKRON_MOVE_ADD:
      put_cell (pos, move->to, AKRON_CELL_OF (c));
      set_pile (pos, c, pos->pile[c] - 1);
      pos->on_board[c]++;
      break;
    case AKRON_MOVE_STEP:
      apply_step (pos, move, undo);
      break;
    default:
      g_assert_not_reached ();
    }
  set_swap_state (pos, swap_state_after_move (pos->swap_state));
  pass_turn (pos);
}

/* Whether @undo can be what akron_position_apply() left after playing into @pos: a
 * taken-back move must not write outside the board nor leave it unsound. */
static gboolean
undo_is_sound (const AkronPosition *pos, const AkronUndo *undo)
{
  const AkronGeometry *geo = pos->geo;
  const AkronMove *move = &undo->move;
  AkronColour mover = AKRON_OPPONENT (pos->to_move);

  if (undo->swap_state_before > AKRON_SWAP_AVAILABLE)
    return FALSE;
  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      return undo->swap_state_before == AKRON_SWAP_AVAILABLE
             && pos->swap_state == AKRON_SWAP_NONE;
    case AKRON_MOVE_ADD:
      return move->to < geo->n_holes && pos->cell[move->to] == AKRON_CELL_OF (mover)
             && pos->on_board[mover] > 0 && pos->pile[mover] < AKRON_MAX_PIECES
             && akron_position_count_above (pos, move->to) == 0;
    case AKRON_MOVE_STEP:
      if (move->to >= geo->n_points || pos->cell[move->to] != AKRON_CELL_OF (mover)
          || undo->n_drops > AKRON_MAX_SIZE || undo->chain[0] != move->from)
        return FALSE;
      for (guint t = 0; t <= undo->n_drops; t++)
        if (undo->chain[t] >= geo->n_points || undo->chain_colour[t] > AKRON_CELL_HORZ
            || (t > 0 && geo->level[undo->chain[t]] != geo->level[undo->chain[0]] + t))
          return FALSE;
      return undo->chain_colour[0] == AKRON_CELL_OF (mover);
    default:
      return FALSE;
    }
}

void
akron_position_unapply (AkronPosition *pos, const AkronUndo *undo)
{
  const AkronMove *move;
  AkronColour c;

  g_return_if_fail (pos != NULL);
  g_return_if_fail (undo != NULL);
  g_return_if_fail (undo_is_sound (pos, undo));

  move = &undo->move;
  if (move->kind != AKRON_MOVE_SWAP)
    pass_turn (pos);
  set_swap_state (pos, undo->swap_state_before);

  c = pos->to_move;
  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      break;
    case AKRON_MOVE_ADD:
      put_cell (pos, move->to, AKRON_CELL_EMPTY);
      set_pile (pos, c, pos->pile[c] + 1);
      pos->on_board[c]--;
      break;
    case AKRON_MOVE_STEP:
      put_cell (pos, move->to, AKRON_CELL_EMPTY);
      for (guint t = 0; t <= undo->n_drops; t++)
        put_cell (pos, undo->chain[t], undo->chain_colour[t]);
      break;
    default:
      g_assert_not_reached ();
    }
}
