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

/* A move of the tree. The root stands for the start and has no move. */
struct _AkronGameNode
{
  AkronMove move;
  AkronGameNode *parent;
  GPtrArray *children;     /* AkronGameNode, owned; NULL when there are none */
  guint ply;               /* moves from the start to this one */
  guint nesting;           /* see AKRON_GAME_MAX_NESTING */
};

struct _AkronGameBranch
{
  AkronGameNode *node;     /* the deleted line, owned; NULL once restored */
  AkronGameNode *parent;   /* where it was; maybe deleted since */
  guint index;
  guint n_nodes;
  AkronGameNode *line_end; /* the end of the current line, if it ran through the branch */
  guint ply;               /* the ply then */
};

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
  AkronGameNode *root;
  guint n_nodes;           /* the moves of the whole tree */
  GPtrArray *line;         /* AkronGameNode: the current line, redo moves included;
                            * line[t] is move t, so line->len is n_moves */
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
  LINE_CHANGED,
  HISTORY_CHANGED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* The current line changed from move @from on (or the lines beside its moves from there
 * on); @tree_changed: a line was added, promoted, deleted or restored. */
static void
emit_line_changed (AkronGame *self, guint from, gboolean tree_changed)
{
  g_signal_emit (self, signals[LINE_CHANGED], 0, from);
  if (tree_changed)
    g_signal_emit (self, signals[HISTORY_CHANGED], 0);
}

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

/* The tree ------------------------------------------------------------------------------ */

/* Lines can be as long as the game (AKRON_GAME_MAX_MOVES), so nothing here recurses along
 * them: subtrees are walked with an explicit stack. */

static AkronGameNode *
node_new (const AkronMove *move)
{
  AkronGameNode *node = g_new0 (AkronGameNode, 1);

  if (move != NULL)
    node->move = *move;
  return node;
}

static void
node_free_tree (AkronGameNode *node)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  if (node != NULL)
    g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      AkronGameNode *n = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (n->children != NULL)
        {
          g_ptr_array_extend (stack, n->children, NULL, NULL);
          g_ptr_array_unref (n->children);
        }
      g_free (n);
    }
}

static guint
node_n_children (const AkronGameNode *node)
{
  return node->children != NULL ? node->children->len : 0;
}

static AkronGameNode *
node_child (const AkronGameNode *node, guint index)
{
  return index < node_n_children (node) ? g_ptr_array_index (node->children, index) : NULL;
}

static guint
node_index (const AkronGameNode *node)
{
  guint index = 0;

  if (node->parent != NULL)
    g_ptr_array_find (node->parent->children, node, &index);
  return index;
}

static AkronGameNode *
node_find_child (const AkronGameNode *node, const AkronMove *move)
{
  for (guint i = 0; i < node_n_children (node); i++)
    {
      AkronGameNode *child = node_child (node, i);

      if (akron_move_equal (&child->move, move))
        return child;
    }
  return NULL;
}

/* The nesting a child would have at @index under @parent. */
static guint
nesting_at (const AkronGameNode *parent, guint index)
{
  return parent->nesting + (index > 0 ? 1 : 0);
}

/* Sets the ply and nesting of @node's subtree from its place under its parent; returns
 * the number of nodes in it and (in @max_nesting) the deepest nesting. */
static guint
node_update_subtree (AkronGameNode *node, guint *max_nesting)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();
  guint count = 0;

  *max_nesting = 0;
  g_ptr_array_add (stack, node);
  while (stack->len > 0)
    {
      AkronGameNode *n = g_ptr_array_steal_index_fast (stack, stack->len - 1);

      if (n->parent != NULL)
        {
          n->ply = n->parent->ply + 1;
          n->nesting = nesting_at (n->parent, node_index (n));
        }
      *max_nesting = MAX (*max_nesting, n->nesting);
      count++;
      if (n->children != NULL)
        g_ptr_array_extend (stack, n->children, NULL, NULL);
    }
  return count;
}

static void
node_insert_child (AkronGameNode *parent, AkronGameNode *child, guint index)
{
  if (parent->children == NULL)
    parent->children = g_ptr_array_new ();
  child->parent = parent;
  g_ptr_array_insert (parent->children, MIN (index, parent->children->len), child);
}

/* Whether @node is move @node->ply of the current line (the root always is). */
static gboolean
is_on_line (AkronGame *self, const AkronGameNode *node)
{
  return node == self->root
         || (node->ply > 0 && node->ply <= self->line->len
             && g_ptr_array_index (self->line, node->ply - 1) == node);
}

/* Whether @node is in this game's tree. */
static gboolean
is_in_tree (AkronGame *self, const AkronGameNode *node)
{
  while (node->parent != NULL && !is_on_line (self, node))
    node = node->parent;
  return is_on_line (self, node);
}

static AkronGameNode *
line_end (AkronGame *self)
{
  return self->line->len > 0 ? g_ptr_array_index (self->line, self->line->len - 1)
                             : self->root;
}

/* The current line always goes on to a leaf: down the first children from its end. */
static void
extend_line (AkronGame *self)
{
  AkronGameNode *node = line_end (self);

  while ((node = node_child (node, 0)) != NULL)
    g_ptr_array_add (self->line, node);
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
  g_ptr_array_set_size (self->line, 0);
  node_free_tree (self->root);
  self->root = node_new (NULL);
  self->n_nodes = 0;
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
  s->n_moves = self->line->len;
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
  const AkronGameNode *node = g_ptr_array_index (self->line, self->ply);
  const AkronMove *move = &node->move;
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

  if (self->n_nodes + 1 < AKRON_GAME_MAX_MOVES
      || (self->n_nodes + 1 == AKRON_GAME_MAX_MOVES && ends_game))
    return TRUE;

  g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
               /* Translators: %u is the largest number of moves a game may have (99999) */
               g_dngettext (GETTEXT_PACKAGE, "the game has reached %u move, the most a game "
                            "can hold; only a draw claim or a resignation can follow",
                            "the game has reached %u moves, the most a game "
                            "can hold; only a draw claim or a resignation can follow",
                            AKRON_GAME_MAX_MOVES - 1),
               AKRON_GAME_MAX_MOVES - 1);
  return FALSE;
}

/* @new_node: the move is not in the tree yet. */
static gboolean
check_playable (AkronGame *self, const AkronMove *move, gboolean new_node, GError **error)
{
  const GameState *state = current_state (self);

  if (state->result != AKRON_RESULT_NONE)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_GAME_OVER,
                   /* Translators: the result and the reason as records write them, not
                    * translated: "(result vert, by connection)" */
                   _("the game is over (result %s, by %s)"),
                   akron_result_to_string (state->result),
                   akron_reason_to_string (state->reason));
      return FALSE;
    }
  if (new_node && !check_length (self, move, error))
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

/* A new line beside the ones at the current position. */
static gboolean
check_nesting (AkronGame *self, GError **error)
{
  const AkronGameNode *here = akron_game_get_current_node (self);

  if (nesting_at (here, node_n_children (here)) > AKRON_GAME_MAX_NESTING)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   /* Translators: %u is the deepest variations may nest (64) */
                   _("this move would start a variation nested more than %u deep, the most "
                     "a game can hold"), AKRON_GAME_MAX_NESTING);
      return FALSE;
    }
  return TRUE;
}

/* Makes the current line run through @target and on down the first children. The
 * position stays where it is if it is on both lines, else it goes back to where they part
 * (nothing is notified: the caller does). Returns the first move of the line that
 * changed. */
static guint
switch_line (AkronGame *self, AkronGameNode *target)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();
  AkronGameNode *fork = target;

  while (!is_on_line (self, fork))
    {
      g_ptr_array_add (path, fork);
      fork = fork->parent;
    }
  if (path->len == 0)
    return self->line->len + 1;
  while (self->ply > fork->ply)
    step_back (self);
  g_ptr_array_set_size (self->line, fork->ply);
  for (guint i = path->len; i > 0; i--)
    g_ptr_array_add (self->line, g_ptr_array_index (path, i - 1));
  extend_line (self);
  return fork->ply + 1;
}

gboolean
akron_game_play (AkronGame *self, const AkronMove *move, GError **error)
{
  Snapshot before;
  AkronGameNode *here, *next;
  gboolean is_redo, is_new;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  here = (AkronGameNode *) akron_game_get_current_node (self);
  next = node_find_child (here, move);
  if (!check_playable (self, move, next == NULL, error)
      || (next == NULL && !check_nesting (self, error)))
    return FALSE;

  take_snapshot (self, &before);
  /* Playing the next move of the line keeps the rest of it, as a redo would; playing the
   * move of another line already there follows that line. */
  is_redo = next != NULL && is_on_line (self, next);
  is_new = next == NULL;
  if (is_new)
    {
      next = node_new (move);
      node_insert_child (here, next, node_n_children (here));
      next->ply = here->ply + 1;
      next->nesting = nesting_at (here, node_index (next));
      self->n_nodes++;
    }
  if (!is_redo)
    switch_line (self, next);
  step_forward (self);
  notify_changes (self, &before);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  if (!is_redo)
    emit_line_changed (self, next->ply, is_new);
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

  if (ply > self->line->len)
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

  return self->ply < self->line->len && akron_game_go_to_ply (self, self->ply + 1);
}

/* Lines ---------------------------------------------------------------------------------- */

gboolean
akron_game_go_to_node (AkronGame *self, const AkronGameNode *node)
{
  Snapshot before;
  gboolean switched;
  guint from;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (is_in_tree (self, node), FALSE);

  switched = !is_on_line (self, node);
  if (!switched)
    return akron_game_go_to_ply (self, node->ply);

  take_snapshot (self, &before);
  from = switch_line (self, (AkronGameNode *) node);
  while (self->ply < node->ply)
    step_forward (self);
  notify_changes (self, &before);
  g_signal_emit (self, signals[POSITION_CHANGED], 0);
  emit_line_changed (self, from, FALSE);
  return TRUE;
}

/* Moves @node to @index among its parent's children. */
static void
node_move_to (AkronGameNode *node, guint index)
{
  AkronGameNode *parent = node->parent;

  g_ptr_array_remove (parent->children, node);
  g_ptr_array_insert (parent->children, index, node);
}

gboolean
akron_game_promote_line (AkronGame *self, const AkronGameNode *node, GError **error)
{
  g_autoptr(GArray) old_index = g_array_new (FALSE, FALSE, sizeof (guint));
  AkronGameNode *top = NULL;
  guint deepest;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  g_return_val_if_fail (is_in_tree (self, node), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  for (AkronGameNode *n = (AkronGameNode *) node; n->parent != NULL; n = n->parent)
    {
      guint index = node_index (n);

      g_array_append_val (old_index, index);
      if (index > 0)
        {
          node_move_to (n, 0);
          top = n->parent;
        }
    }
  if (top == NULL)
    return TRUE; /* already the main line */

  node_update_subtree (top, &deepest);
  if (deepest > AKRON_GAME_MAX_NESTING)
    {
      guint i = 0;

      for (AkronGameNode *n = (AkronGameNode *) node; n->parent != NULL; n = n->parent)
        node_move_to (n, g_array_index (old_index, guint, i++));
      node_update_subtree (top, &deepest);
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   /* Translators: %u is the deepest variations may nest (64) */
                   _("the line cannot become the main line: another line would then be "
                     "nested more than %u deep"), AKRON_GAME_MAX_NESTING);
      return FALSE;
    }
  emit_line_changed (self, top->ply + 1, TRUE);
  return TRUE;
}

AkronGameBranch *
akron_game_delete_line (AkronGame *self, const AkronGameNode *node)
{
  AkronGameBranch *branch;
  AkronGameNode *parent;
  Snapshot before;
  guint deepest;

  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL && node->parent != NULL, NULL);
  g_return_val_if_fail (is_in_tree (self, node), NULL);

  take_snapshot (self, &before);
  parent = node->parent;
  branch = g_new0 (AkronGameBranch, 1);
  branch->node = (AkronGameNode *) node;
  branch->parent = parent;
  branch->index = node_index (node);
  branch->ply = self->ply;
  if (is_on_line (self, node))
    {
      branch->line_end = line_end (self);
      while (self->ply >= node->ply)
        step_back (self);
      g_ptr_array_set_size (self->line, parent->ply);
    }

  g_ptr_array_remove_index (parent->children, branch->index);
  branch->node->parent = NULL;
  branch->n_nodes = node_update_subtree (branch->node, &deepest);
  self->n_nodes -= branch->n_nodes;
  /* The lines after it move up a place, and maybe out of a variation. */
  node_update_subtree (parent, &deepest);
  extend_line (self);

  notify_changes (self, &before);
  if (before.ply != self->ply)
    g_signal_emit (self, signals[POSITION_CHANGED], 0);
  emit_line_changed (self, parent->ply + 1, TRUE);
  return branch;
}

gboolean
akron_game_restore_line (AkronGame *self, AkronGameBranch *branch, GError **error)
{
  Snapshot before;
  guint deepest, from;

  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (branch != NULL && branch->node != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!is_in_tree (self, branch->parent))
    {
      g_set_error_literal (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                           _("the line cannot come back: the move it followed was deleted"));
      return FALSE;
    }
  if (self->n_nodes + branch->n_nodes > AKRON_GAME_MAX_MOVES)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("the line cannot come back: the game would hold more than %u moves"),
                   AKRON_GAME_MAX_MOVES);
      return FALSE;
    }

  node_insert_child (branch->parent, branch->node, branch->index);
  node_update_subtree (branch->parent, &deepest);
  /* A line played at the branch point since may now be a variation, one level deeper. */
  if (deepest > AKRON_GAME_MAX_NESTING)
    {
      g_ptr_array_remove (branch->parent->children, branch->node);
      branch->node->parent = NULL;
      node_update_subtree (branch->parent, &deepest);
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("the line cannot come back: another line would then be nested more "
                     "than %u deep"), AKRON_GAME_MAX_NESTING);
      return FALSE;
    }

  take_snapshot (self, &before);
  self->n_nodes += branch->n_nodes;
  from = branch->parent->ply + 1;
  if (branch->line_end != NULL)
    {
      guint switched_from = switch_line (self, branch->line_end);

      from = MIN (from, switched_from);
      while (self->ply < MIN (branch->ply, self->line->len))
        step_forward (self);
    }
  else if (line_end (self) == branch->parent)
    extend_line (self);
  branch->node = NULL;
  branch->line_end = NULL;

  notify_changes (self, &before);
  if (before.ply != self->ply)
    g_signal_emit (self, signals[POSITION_CHANGED], 0);
  emit_line_changed (self, from, TRUE);
  return TRUE;
}

/* The position at @node, played from the start. */
static void
replay_to (AkronGame *self, const AkronGameNode *node, AkronPosition *pos)
{
  g_autoptr(GPtrArray) path = g_ptr_array_new ();

  for (; node->parent != NULL; node = node->parent)
    g_ptr_array_add (path, (gpointer) node);
  akron_position_init (pos, self->size, self->pieces, self->swap, NULL);
  for (guint i = path->len; i > 0; i--)
    {
      const AkronGameNode *n = g_ptr_array_index (path, i - 1);
      AkronUndo undo;

      if (n->move.kind == AKRON_MOVE_ADD || n->move.kind == AKRON_MOVE_STEP
          || n->move.kind == AKRON_MOVE_SWAP)
        akron_position_apply (pos, &n->move, &undo);
    }
}

const AkronGameNode *
akron_game_add_line (AkronGame *self, const AkronGameNode *parent, const AkronMove *move,
                     GError **error)
{
  AkronGameNode *node;
  AkronPosition pos;

  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (parent != NULL && is_in_tree (self, parent), NULL);
  g_return_val_if_fail (node_n_children (parent) > 0, NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  node = node_find_child (parent, move);
  if (node != NULL)
    return node;
  if (!check_length (self, move, error))
    return NULL;
  if (nesting_at (parent, node_n_children (parent)) > AKRON_GAME_MAX_NESTING)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                   _("this move would start a variation nested more than %u deep, the most "
                     "a game can hold"), AKRON_GAME_MAX_NESTING);
      return NULL;
    }
  if (move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN)
    {
      g_set_error_literal (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                           _("only a move on the board can start a line of its own"));
      return NULL;
    }
  /* A move was played there, so the game went on: only the move itself can be wrong. */
  replay_to (self, parent, &pos);
  if (!akron_position_check_move (&pos, move, error))
    return NULL;

  node = node_new (move);
  node_insert_child ((AkronGameNode *) parent, node, node_n_children (parent));
  node->ply = parent->ply + 1;
  node->nesting = nesting_at (parent, node_index (node));
  self->n_nodes++;
  /* The lines beside the current line's move changed, or only the tree did. */
  if (is_on_line (self, parent))
    emit_line_changed (self, parent->ply + 1, TRUE);
  else
    g_signal_emit (self, signals[HISTORY_CHANGED], 0);
  return node;
}

guint
akron_game_branch_get_n_moves (const AkronGameBranch *branch)
{
  g_return_val_if_fail (branch != NULL, 0);
  return branch->node != NULL ? branch->n_nodes : 0;
}

void
akron_game_branch_free (AkronGameBranch *branch)
{
  if (branch == NULL)
    return;
  node_free_tree (branch->node);
  g_free (branch);
}

const AkronGameNode *
akron_game_get_root (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  return self->root;
}

const AkronGameNode *
akron_game_get_line_node (AkronGame *self, guint ply)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  if (ply == 0)
    return self->root;
  return ply <= self->line->len ? g_ptr_array_index (self->line, ply - 1) : NULL;
}

const AkronGameNode *
akron_game_get_current_node (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  return akron_game_get_line_node (self, self->ply);
}

guint
akron_game_get_n_nodes (AkronGame *self)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), 0);
  return self->n_nodes;
}

char *
akron_game_get_node_text (AkronGame *self, const AkronGameNode *node)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (node != NULL, NULL);

  if (node->parent == NULL)
    return NULL;
  return akron_move_to_string (self->position.geo, &node->move);
}

gboolean
akron_game_node_is_on_line (AkronGame *self, const AkronGameNode *node)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), FALSE);
  g_return_val_if_fail (node != NULL, FALSE);
  return is_on_line (self, node);
}

const AkronMove *
akron_game_node_get_move (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->parent != NULL ? &node->move : NULL;
}

const AkronGameNode *
akron_game_node_get_parent (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->parent;
}

guint
akron_game_node_get_n_children (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node_n_children (node);
}

const AkronGameNode *
akron_game_node_get_child (const AkronGameNode *node, guint index)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_return_val_if_fail (index < node_n_children (node), NULL);
  return node_child (node, index);
}

guint
akron_game_node_get_index (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node_index (node);
}

guint
akron_game_node_get_ply (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->ply;
}

guint
akron_game_node_get_nesting (const AkronGameNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  return node->nesting;
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
         && akron_game_get_move (self, 1)->kind == AKRON_MOVE_SWAP;
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
  return self->line->len;
}

const AkronMove *
akron_game_get_move (AkronGame *self, guint index)
{
  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->line->len, NULL);
  return &((AkronGameNode *) g_ptr_array_index (self->line, index))->move;
}

char *
akron_game_get_move_text (AkronGame *self, guint index)
{
  const AkronMove *move;

  g_return_val_if_fail (AKRON_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->line->len, NULL);

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
  return self->ply < self->line->len;
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

  g_clear_pointer (&self->line, g_ptr_array_unref);
  g_clear_pointer (&self->root, node_free_tree);
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
      g_value_set_uint (value, self->line->len);
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
  signals[LINE_CHANGED] = g_signal_new ("line-changed", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[HISTORY_CHANGED] = g_signal_new ("history-changed", G_TYPE_FROM_CLASS (klass),
                                           G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                           G_TYPE_NONE, 0);
}

static void
akron_game_init (AkronGame *self)
{
  self->size = AKRON_DEFAULT_SIZE;
  self->swap = TRUE;
  self->line = g_ptr_array_new ();
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
