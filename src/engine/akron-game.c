/* akron-game.c: a game of Akron, with history, result and repetition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include "akron-game.h"
#include "akron-enums.h"
#include "akron-notation.h"
#include "akron-position-private.h"

/* What is known at each point of the history: entry t describes the position after t
 * moves of the current line. */
typedef struct
{
  GBytes *key;          /* the position, packed (akron_position_pack); NULL if no turn starts */
  guint8 result;        /* AkronResult */
  guint8 reason;        /* AkronReason */
  guint8 won_in_lift;   /* no-delay: the winner's chain showed while the mover's piece was lifted */
  guint repetitions;
} GameState;

struct _AkronGame
{
  GObject parent_instance;

  guint size;
  guint pieces;
  gboolean swap;
  gboolean no_delay;

  AkronPosition position;  /* after `ply` moves */
  GArray *moves;           /* AkronMove: the whole line, redo moves included */
  GArray *undos;           /* AkronUndo of moves[0..ply) */
  GArray *states;          /* GameState of plies 0..ply */
  GHashTable *seen;        /* packed position -> times it began a turn on plies 0..ply */
  guint ply;

  char *names[2];
  GPtrArray *tags;         /* AkronTag */
  GHashTable *tag_index;   /* key -> its AkronTag in tags, so that setting a tag is O(1) */
};

G_DEFINE_FINAL_TYPE (AkronGame, akron_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_SIZE,
  PROP_PIECES,
  PROP_SWAP,
  PROP_NO_DELAY,
  PROP_TO_MOVE,
  PROP_RESULT,
  PROP_REASON,
  PROP_PLY,
  PROP_N_MOVES,
  PROP_REPETITIONS,
  PROP_CAN_UNDO,
  PROP_CAN_REDO,
  PROP_DRAW_CLAIMABLE,
  PROP_PLAYERS_SWAPPED,
  PROP_SWAP_AVAILABLE,
  PROP_OVER,
  N_PROPS
};

enum
{
  POSITION_CHANGED,
  HISTORY_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
game_state_clear (gpointer data)
{
  GameState *state = data;

  g_clear_pointer (&state->key, g_bytes_unref);
}

static const GameState *
current_state (AkronGame *self)
{
  return &g_array_index (self->states, GameState, self->ply);
}

/* Start of a turn (RULES.md 5): who has won, if anyone, before the player to move acts. */
static void
judge_position (AkronGame *self, const AkronUndo *last, GameState *state)
{
  const AkronPosition *pos = &self->position;
  AkronColour to_move = akron_position_get_to_move (pos);
  AkronColour winner;
  gboolean revealed;

  if (akron_position_connection_ends_game (pos, last, self->no_delay, &winner, &revealed))
    {
      state->result = winner == AKRON_VERT ? AKRON_RESULT_VERT : AKRON_RESULT_HORZ;
      state->reason = AKRON_REASON_CONNECTION;
      state->won_in_lift = revealed;
    }
  else if (!akron_position_has_legal_move (pos))
    {
      state->result = to_move == AKRON_VERT ? AKRON_RESULT_HORZ : AKRON_RESULT_VERT;
      state->reason = AKRON_REASON_NO_LEGAL_MOVE;
    }
}

/* RULES.md 5: a position is its pieces, piles, colour to move and swap availability, which
 * is exactly what the packed key holds, so equal keys are equal positions. */
static guint
record_turn_start (AkronGame *self, GBytes *key)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (self->seen, key)) + 1;

  g_hash_table_replace (self->seen, g_bytes_ref (key), GUINT_TO_POINTER (count));
  return count;
}

static void
forget_turn_start (AkronGame *self, GBytes *key)
{
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (self->seen, key));

  if (count > 1)
    g_hash_table_replace (self->seen, g_bytes_ref (key), GUINT_TO_POINTER (count - 1));
  else
    g_hash_table_remove (self->seen, key);
}

/* Appends the state of the position just reached by a board move (or the start). */
static void
push_board_state (AkronGame *self, const AkronUndo *last)
{
  GameState state = { 0 };

  state.key = akron_position_pack (&self->position);
  judge_position (self, last, &state);
  state.repetitions = record_turn_start (self, state.key);
  g_array_append_val (self->states, state);
}

static void
reset_to_start (AkronGame *self)
{
  g_autoptr (GError) error = NULL;

  if (!akron_position_init (&self->position, self->size, self->pieces, self->swap, &error))
    g_error ("%s", error->message); /* construct properties are range-checked */
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->undos, 0);
  g_array_set_size (self->states, 0);
  g_hash_table_remove_all (self->seen);
  self->ply = 0;
  push_board_state (self, NULL);
}

/* Property values that move with the position, to notify only what changed. */
typedef struct
{
  AkronColour to_move;
  AkronResult result;
  AkronReason reason;
  guint ply, n_moves, repetitions;
  gboolean can_undo, can_redo, draw_claimable, players_swapped, swap_available, over;
} Snapshot;

static void
take_snapshot (AkronGame *self, Snapshot *s)
{
  s->to_move = akron_game_get_to_move (self);
  s->result = akron_game_get_result (self);
  s->reason = akron_game_get_reason (self);
  s->ply = self->ply;
  s->n_moves = self->moves->len;
  s->repetitions = akron_game_get_repetitions (self);
  s->can_undo = akron_game_get_can_undo (self);
  s->can_redo = akron_game_get_can_redo (self);
  s->draw_claimable = akron_game_get_draw_claimable (self);
  s->players_swapped = akron_game_get_players_swapped (self);
  s->swap_available = akron_game_get_swap_available (self);
  s->over = akron_game_is_over (self);
}

static void
notify_changes (AkronGame *self, const Snapshot *before)
{
  Snapshot now;

  take_snapshot (self, &now);
  g_object_freeze_notify (G_OBJECT (self));
#define NOTIFY_IF_CHANGED(field, prop) \
  if (before->field != now.field) \
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop])
  NOTIFY_IF_CHANGED (to_move, PROP_TO_MOVE);
  NOTIFY_IF_CHANGED (result, PROP_RESULT);
  NOTIFY_IF_CHANGED (reason, PROP_REASON);
  NOTIFY_IF_CHANGED (ply, PROP_PLY);
  NOTIFY_IF_CHANGED (n_moves, PROP_N_MOVES);
  NOTIFY_IF_CHANGED (repetitions, PROP_REPETITIONS);
  NOTIFY_IF_CHANGED (can_undo, PROP_CAN_UNDO);
  NOTIFY_IF_CHANGED (can_redo, PROP_CAN_REDO);
  NOTIFY_IF_CHANGED (draw_claimable, PROP_DRAW_CLAIMABLE);
  NOTIFY_IF_CHANGED (players_swapped, PROP_PLAYERS_SWAPPED);
  NOTIFY_IF_CHANGED (swap_available, PROP_SWAP_AVAILABLE);
  NOTIFY_IF_CHANGED (over, PROP_OVER);
#undef NOTIFY_IF_CHANGED
  g_object_thaw_notify (G_OBJECT (self));
}

/* Moves forward along the line by playing moves[ply]. */
static void
step_forward (AkronGame *self)
{
  const AkronMove *move = &g_array_index (self->moves, AkronMove, self->ply);
  AkronUndo undo = { 0 };

  undo.move = *move;
  if (move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN)
    {
      GameState state = *current_state (self);
      AkronColour to_move = akron_position_get_to_move (&self->position);

      state.key = NULL; /* no turn starts here */
      state.won_in_lift = FALSE;
      if (move->kind == AKRON_MOVE_DRAW)
        {
          state.result = AKRON_RESULT_DRAW;
          state.reason = AKRON_REASON_REPETITION;
        }
      else
        {
          state.result = to_move == AKRON_VERT ? AKRON_RESULT_HORZ : AKRON_RESULT_VERT;
          state.reason = AKRON_REASON_RESIGNATION;
        }
      g_array_append_val (self->undos, undo);
      g_array_append_val (self->states, state);
      self->ply++;
      return;
    }
  akron_position_apply (&self->position, move, &undo);
  g_array_append_val (self->undos, undo);
  self->ply++;
  push_board_state (self, &undo);
}

static void
step_back (AkronGame *self)
{
  const AkronUndo *undo = &g_array_index (self->undos, AkronUndo, self->ply - 1);
  const GameState *state = current_state (self);

  if (state->key != NULL)
    forget_turn_start (self, state->key);
  if (undo->move.kind != AKRON_MOVE_DRAW && undo->move.kind != AKRON_MOVE_RESIGN)
    akron_position_unapply (&self->position, undo);
  g_array_set_size (self->undos, self->ply - 1);
  g_array_set_size (self->states, self->ply);
  self->ply--;
}

/* The rules allow endless games, but a game must stay small enough to be saved and read
 * back (akron-record.h): the last entry a game can hold is kept for ending it. */
static gboolean
check_length (AkronGame *self, const AkronMove *move, GError **error)
{
  gboolean ends_game = move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN;

  if (self->ply + 1 < AKRON_GAME_MAX_MOVES
      || (self->ply + 1 == AKRON_GAME_MAX_MOVES && ends_game))
    return TRUE;

  g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
               _("the game has reached %u moves, the most a game can hold; "
                 "only a draw claim or a resignation can follow"),
               AKRON_GAME_MAX_MOVES - 1);
  return FALSE;
}

static gboolean
check_playable (AkronGame *self, const AkronMove *move, GError **error)
{
  const GameState *state = current_state (self);

  if (state->result != AKRON_RESULT_NONE)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_GAME_OVER,
                   _("the game is over (result %s, by %s)"),
                   akron_result_to_string (state->result),
                   akron_reason_to_string (state->reason));
      return FALSE;
    }
  if (!check_length (self, move, error))
    return FALSE;
  switch (move->kind)
    {
    case AKRON_MOVE_RESIGN:
      return TRUE;
    case AKRON_MOVE_DRAW:
      if (state->repetitions >= 3)
        return TRUE;
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("a draw can be claimed only when the position has occurred three "
                     "times (so far: %u)"), state->repetitions);
      return FALSE;
    default:
      return akron_position_check_move (&self->position, move, error);
    }
}

gboolean
akron_game_play (AkronGame *self, const AkronMove *move, GError **error)
{
  Snapshot before;
  gboolean is_redo;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_playable (self, move, error))
    return FALSE;

  take_snapshot (self, &before);
  /* Playing the next move of the line keeps the rest of it, as a redo would. */
  is_redo = self->ply < self->moves->len
            && akron_move_equal (move, &g_array_index (self->moves, AkronMove, self->ply));
  if (!is_redo)
    {
      g_array_set_size (self->moves, self->ply);
      g_array_append_val (self->moves, *move);
    }
  step_forward (self);
  notify_changes (self, &before);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  if (!is_redo)
    g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return TRUE;
}

gboolean
akron_game_play_text (AkronGame *self, const char *text, GError **error)
{
  AkronMove move;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!akron_move_parse (self->position.geo, text, &move, error))
    return FALSE;
  return akron_game_play (self, &move, error);
}

gboolean
akron_game_claim_draw (AkronGame *self, GError **error)
{
  AkronMove move = akron_move_special (AKRON_MOVE_DRAW);

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);

  return akron_game_play (self, &move, error);
}

gboolean
akron_game_resign (AkronGame *self, GError **error)
{
  AkronMove move = akron_move_special (AKRON_MOVE_RESIGN);

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);

  return akron_game_play (self, &move, error);
}

gboolean
akron_game_go_to_ply (AkronGame *self, guint ply)
{
  Snapshot before;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);

  if (ply > self->moves->len)
    return FALSE;
  if (ply == self->ply)
    return TRUE;
  take_snapshot (self, &before);
  while (self->ply > ply)
    step_back (self);
  while (self->ply < ply)
    step_forward (self);
  notify_changes (self, &before);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  return TRUE;
}

gboolean
akron_game_undo (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);

  return self->ply > 0 && akron_game_go_to_ply (self, self->ply - 1);
}

gboolean
akron_game_redo (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);

  return self->ply < self->moves->len && akron_game_go_to_ply (self, self->ply + 1);
}

/* Accessors */

guint
akron_game_get_size (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return self->size;
}

guint
akron_game_get_pieces (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return self->pieces;
}

gboolean
akron_game_get_swap (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return self->swap;
}

gboolean
akron_game_get_no_delay (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return self->no_delay;
}

const AkronPosition *
akron_game_get_position (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  return &self->position;
}

AkronColour
akron_game_get_to_move (AkronGame *self)
{
  AkronColour next;

  g_return_val_if_fail (AKRON_IS_GAME (self), AKRON_VERT);

  /* RULES.md 5: after the end the colour to move is the one whose turn it was when the
   * game ended. A no-delay connection ends the game within the mover's turn, before the
   * turn passes; every other end comes at the start of a turn or during it. */
  next = akron_position_get_to_move (&self->position);
  if (self->no_delay && current_state (self)->reason == AKRON_REASON_CONNECTION)
    return AKRON_OPPONENT (next);
  return next;
}

AkronResult
akron_game_get_result (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), AKRON_RESULT_NONE);
  return current_state (self)->result;
}

AkronReason
akron_game_get_reason (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), AKRON_REASON_NONE);
  return current_state (self)->reason;
}

gboolean
akron_game_is_over (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return akron_game_get_result (self) != AKRON_RESULT_NONE;
}

guint
akron_game_get_repetitions (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return current_state (self)->repetitions;
}

gboolean
akron_game_get_draw_claimable (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return !akron_game_is_over (self) && current_state (self)->repetitions >= 3;
}

gboolean
akron_game_get_players_swapped (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  /* The swap can only be the second move. */
  return self->ply >= 2
         && g_array_index (self->moves, AkronMove, 1).kind == AKRON_MOVE_SWAP;
}

gboolean
akron_game_get_swap_available (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return !akron_game_is_over (self) && akron_position_get_swap_available (&self->position);
}

guint
akron_game_get_ply (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return self->ply;
}

guint
akron_game_get_n_moves (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return self->moves->len;
}

const AkronMove *
akron_game_get_move (AkronGame *self, guint index)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return &g_array_index (self->moves, AkronMove, index);
}

char *
akron_game_get_move_text (AkronGame *self, guint index)
{
  const AkronMove *move;

  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);

  move = akron_game_get_move (self, index);
  return akron_move_to_string (self->position.geo, move);
}

gboolean
akron_game_get_can_undo (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return self->ply > 0;
}

gboolean
akron_game_get_can_redo (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  return self->ply < self->moves->len;
}

const AkronUndo *
akron_game_get_last_undo (AkronGame *self)
{
  const AkronUndo *undo;

  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  if (self->ply == 0)
    return NULL;
  undo = &g_array_index (self->undos, AkronUndo, self->ply - 1);
  if (undo->move.kind == AKRON_MOVE_DRAW || undo->move.kind == AKRON_MOVE_RESIGN)
    return NULL;
  return undo;
}

guint
akron_game_get_winning_chain (AkronGame *self, AkronPoint *chain)
{
  const GameState *state;
  AkronPosition pos;
  guint len = 0;

  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  g_return_val_if_fail (chain != NULL, 0);

  state = current_state (self);
  if (state->reason != AKRON_REASON_CONNECTION)
    return 0;
  pos = self->position;
  if (state->won_in_lift)
    akron_position_get_lifted (&self->position, akron_game_get_last_undo (self), &pos);
  akron_position_has_connection (&pos,
                                 state->result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ,
                                 chain, &len);
  return len;
}

const char *
akron_game_get_player_name (AkronGame *self, AkronColour colour)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), "");
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, "");
  return self->names[colour] ? self->names[colour] : "";
}

void
akron_game_set_player_name (AkronGame *self, AkronColour colour, const char *name)
{
  g_return_if_fail (AKRON_IS_GAME (self));
  g_return_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ);

  g_autofree char *valid = g_utf8_make_valid (name != NULL ? name : "", -1);

  g_free (self->names[colour]);
  if (g_utf8_strlen (valid, -1) > AKRON_GAME_MAX_NAME_CHARS)
    self->names[colour] = g_utf8_substring (valid, 0, AKRON_GAME_MAX_NAME_CHARS);
  else
    self->names[colour] = g_steal_pointer (&valid);
}

const char *
akron_game_get_player_for_colour (AkronGame *self, AkronColour colour)
{
  gboolean swapped;

  g_return_val_if_fail (AKRON_IS_GAME (self), "");
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, "");

  swapped = akron_game_get_players_swapped (self);
  return akron_game_get_player_name (self, swapped ? AKRON_OPPONENT (colour) : colour);
}

AkronTag *
akron_tag_new (const char *key, const char *value)
{
  AkronTag *tag;

  g_return_val_if_fail (key != NULL, NULL);
  g_return_val_if_fail (value != NULL, NULL);

  tag = g_new (AkronTag, 1);
  tag->key = g_strdup (key);
  tag->value = g_strdup (value);
  return tag;
}

void
akron_tag_free (AkronTag *tag)
{
  if (tag == NULL)
    return;
  g_free (tag->key);
  g_free (tag->value);
  g_free (tag);
}

GPtrArray *
akron_game_get_extra_tags (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  return self->tags;
}

void
akron_game_set_extra_tag (AkronGame *self, const char *key, const char *value)
{
  AkronTag *tag;

  g_return_if_fail (AKRON_IS_GAME (self));
  g_return_if_fail (key != NULL && value != NULL);

  tag = g_hash_table_lookup (self->tag_index, key);
  if (tag != NULL)
    {
      g_free (tag->value);
      tag->value = g_strdup (value);
      return;
    }
  tag = akron_tag_new (key, value);
  g_ptr_array_add (self->tags, tag);
  g_hash_table_insert (self->tag_index, tag->key, tag);
}

/* GObject */

AkronGame *
akron_game_new (guint size, guint pieces, gboolean swap, gboolean no_delay, GError **error)
{
  AkronPosition check;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!akron_position_init (&check, size, pieces, swap, error))
    return NULL;
  return g_object_new (AKRON_TYPE_GAME,
                       "size", size,
                       "pieces", pieces ? pieces : akron_default_pieces (size),
                       "swap", swap,
                       "no-delay", no_delay,
                       NULL);
}

static void
akron_game_constructed (GObject *object)
{
  AkronGame *self = AKRON_GAME (object);

  G_OBJECT_CLASS (akron_game_parent_class)->constructed (object);

  if (self->pieces == 0)
    self->pieces = akron_default_pieces (self->size);
  if (self->pieces < self->size)
    {
      g_critical ("AkronGame: %u pieces is fewer than the board size %u", self->pieces,
                  self->size);
      self->pieces = self->size;
    }
  reset_to_start (self);
}

static void
akron_game_finalize (GObject *object)
{
  AkronGame *self = AKRON_GAME (object);

  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->undos, g_array_unref);
  g_clear_pointer (&self->states, g_array_unref);
  g_clear_pointer (&self->seen, g_hash_table_unref);
  g_clear_pointer (&self->tag_index, g_hash_table_unref);
  g_clear_pointer (&self->tags, g_ptr_array_unref);
  g_clear_pointer (&self->names[0], g_free);
  g_clear_pointer (&self->names[1], g_free);

  G_OBJECT_CLASS (akron_game_parent_class)->finalize (object);
}

static void
akron_game_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronGame *self = AKRON_GAME (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      g_value_set_uint (value, self->size);
      break;
    case PROP_PIECES:
      g_value_set_uint (value, self->pieces);
      break;
    case PROP_SWAP:
      g_value_set_boolean (value, self->swap);
      break;
    case PROP_NO_DELAY:
      g_value_set_boolean (value, self->no_delay);
      break;
    case PROP_TO_MOVE:
      g_value_set_enum (value, akron_game_get_to_move (self));
      break;
    case PROP_RESULT:
      g_value_set_enum (value, akron_game_get_result (self));
      break;
    case PROP_REASON:
      g_value_set_enum (value, akron_game_get_reason (self));
      break;
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->moves->len);
      break;
    case PROP_REPETITIONS:
      g_value_set_uint (value, akron_game_get_repetitions (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, akron_game_get_can_undo (self));
      break;
    case PROP_CAN_REDO:
      g_value_set_boolean (value, akron_game_get_can_redo (self));
      break;
    case PROP_DRAW_CLAIMABLE:
      g_value_set_boolean (value, akron_game_get_draw_claimable (self));
      break;
    case PROP_PLAYERS_SWAPPED:
      g_value_set_boolean (value, akron_game_get_players_swapped (self));
      break;
    case PROP_SWAP_AVAILABLE:
      g_value_set_boolean (value, akron_game_get_swap_available (self));
      break;
    case PROP_OVER:
      g_value_set_boolean (value, akron_game_is_over (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_set_property (GObject *object, guint prop_id, const GValue *value,
                         GParamSpec *pspec)
{
  AkronGame *self = AKRON_GAME (object);

  switch (prop_id)
    {
    case PROP_SIZE:
      self->size = g_value_get_uint (value);
      break;
    case PROP_PIECES:
      self->pieces = g_value_get_uint (value);
      break;
    case PROP_SWAP:
      self->swap = g_value_get_boolean (value);
      break;
    case PROP_NO_DELAY:
      self->no_delay = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static GParamSpec *
uint_property (const char *name, guint min, guint max, guint def, GParamFlags flags)
{
  return g_param_spec_uint (name, NULL, NULL, min, max, def,
                            flags | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

static GParamSpec *
bool_property (const char *name, gboolean def, GParamFlags flags)
{
  return g_param_spec_boolean (name, NULL, NULL, def,
                               flags | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

/* Read-only: the game's state, which only moves change. */
static GParamSpec *
enum_property (const char *name, GType type, int def)
{
  return g_param_spec_enum (name, NULL, NULL, type, def,
                            G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
}

static void
akron_game_class_init (AkronGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY;

  object_class->constructed = akron_game_constructed;
  object_class->finalize = akron_game_finalize;
  object_class->get_property = akron_game_get_property;
  object_class->set_property = akron_game_set_property;

  properties[PROP_SIZE] = uint_property ("size", AKRON_MIN_SIZE, AKRON_MAX_SIZE,
                                         AKRON_DEFAULT_SIZE, construct);
  properties[PROP_PIECES] = uint_property ("pieces", 0, AKRON_MAX_PIECES, 0, construct);
  properties[PROP_SWAP] = bool_property ("swap", TRUE, construct);
  properties[PROP_NO_DELAY] = bool_property ("no-delay", FALSE, construct);
  properties[PROP_TO_MOVE] = enum_property ("to-move", AKRON_TYPE_COLOUR, AKRON_VERT);
  properties[PROP_RESULT] = enum_property ("result", AKRON_TYPE_RESULT, AKRON_RESULT_NONE);
  properties[PROP_REASON] = enum_property ("reason", AKRON_TYPE_REASON, AKRON_REASON_NONE);
  properties[PROP_PLY] = uint_property ("ply", 0, G_MAXUINT, 0, G_PARAM_READABLE);
  properties[PROP_N_MOVES] = uint_property ("n-moves", 0, G_MAXUINT, 0, G_PARAM_READABLE);
  properties[PROP_REPETITIONS] = uint_property ("repetitions", 0, G_MAXUINT, 1,
                                                G_PARAM_READABLE);
  properties[PROP_CAN_UNDO] = bool_property ("can-undo", FALSE, G_PARAM_READABLE);
  properties[PROP_CAN_REDO] = bool_property ("can-redo", FALSE, G_PARAM_READABLE);
  properties[PROP_DRAW_CLAIMABLE] = bool_property ("draw-claimable", FALSE, G_PARAM_READABLE);
  properties[PROP_PLAYERS_SWAPPED] = bool_property ("players-swapped", FALSE,
                                                    G_PARAM_READABLE);
  properties[PROP_SWAP_AVAILABLE] = bool_property ("swap-available", FALSE, G_PARAM_READABLE);
  properties[PROP_OVER] = bool_property ("over", FALSE, G_PARAM_READABLE);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[POSITION_CHANGED] = g_signal_new ("position-changed", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                            G_TYPE_NONE, 0);
  signals[HISTORY_CHANGED] = g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

static void
akron_game_init (AkronGame *self)
{
  self->size = AKRON_DEFAULT_SIZE;
  self->swap = TRUE;
  self->moves = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  self->undos = g_array_new (FALSE, FALSE, sizeof (AkronUndo));
  self->states = g_array_new (FALSE, FALSE, sizeof (GameState));
  g_array_set_clear_func (self->states, game_state_clear);
  self->seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                      (GDestroyNotify) g_bytes_unref, NULL);
  self->tags = g_ptr_array_new_with_free_func ((GDestroyNotify) akron_tag_free);
  self->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->names[0] = g_strdup ("");
  self->names[1] = g_strdup ("");
}
