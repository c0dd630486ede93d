/* akron-history-model.c: the move list of a game as a list model
 *
 * The rows are the current line of the game; the other lines (variations) are the game's
 * tree, which a view reads for the rows it shows. Rows are made when a view asks for them
 * (a list view asks only for the rows it shows) and kept until their move is removed. A
 * new move at the end adds one row; a move played from an earlier position (a new
 * variation), a move into another line, or a line promoted, deleted or restored replaces
 * the rows from the first one that changed ("line-changed"); undo and redo only change
 * which row is "current" and which are "future".
 *
 * Each row also says how many marbles its move made drop. The game keeps what each move did
 * only up to the position shown, so the model replays the line once, as far as the rows
 * asked for, and then one move per new move: a move's cost stays flat.
 *
 * With a review of the game ("review"), each row also says what the review calls its move
 * (a blunder...) and the better move, while the line is the one reviewed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-history-model.h"
#include "akron-labels.h"
#include "akron-notation.h"

struct _AkronHistoryModel
{
  GObject parent_instance;

  AkronGame *game;
  GSignalGroup *game_signals;
  AkronReviewModel *review;
  GSignalGroup *review_signals;
  guint n_reviewed; /* the verdicts the rows show */

  /* What the model shows, which the game may have left behind when it signals. */
  guint n_rows;
  guint ply;
  GPtrArray *entries; /* AkronHistoryEntry or NULL (not made yet), n_rows of them */

  /* The line replayed: the position after its first n_replayed moves, and their drops. */
  AkronPosition replay;
  guint n_replayed;
  GByteArray *drops;
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronHistoryModel, akron_history_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

enum
{
  PROP_0,
  PROP_GAME,
  PROP_REVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Drops ------------------------------------------------------------------------------------ */

static void
forget_replay (AkronHistoryModel *self)
{
  self->n_replayed = 0;
  g_byte_array_set_size (self->drops, 0);
  if (self->game != NULL)
    akron_position_init (&self->replay, akron_game_get_size (self->game),
                         akron_game_get_pieces (self->game), akron_game_get_swap (self->game),
                         NULL);
}

/* How many marbles move @index (counted from 0) of the game made drop. */
static guint
get_drops (AkronHistoryModel *self, guint index)
{
  while (self->n_replayed <= index && self->n_replayed < akron_game_get_n_moves (self->game))
    {
      const AkronMove *move = akron_game_get_move (self->game, self->n_replayed);
      AkronUndo undo = { 0 };
      guint8 drops = 0;

      if (move->kind == AKRON_MOVE_ADD || move->kind == AKRON_MOVE_STEP
          || move->kind == AKRON_MOVE_SWAP)
        {
          akron_position_apply (&self->replay, move, &undo);
          drops = undo.n_drops;
        }
      g_byte_array_append (self->drops, &drops, 1);
      self->n_replayed++;
    }
  return index < self->drops->len ? self->drops->data[index] : 0;
}

/* The review ------------------------------------------------------------------------------ */

/* What the review says about the move of @row, if the row is on the line reviewed (of this
 * game: the window gives the rows their game before it gives the review). */
static void
apply_review (AkronHistoryModel *self, AkronHistoryEntry *entry, guint row)
{
  const AkronReviewPly *verdict = NULL;
  g_autofree char *better = NULL;

  if (self->review != NULL && row > 0 && akron_review_model_get_game (self->review) == self->game)
    verdict = akron_review_model_get_line_ply (self->review, row);
  if (verdict != NULL && verdict->mark != AKRON_REVIEW_MARK_NONE)
    {
      const AkronPosition *position = akron_game_get_position (self->game);

      better = akron_move_to_string (akron_position_get_geometry (position), &verdict->best);
    }
  akron_history_entry_set_review (entry, verdict != NULL ? verdict->mark
                                                         : AKRON_REVIEW_MARK_NONE,
                                  better);
}

static void
apply_review_to_row (AkronHistoryModel *self, guint row)
{
  AkronHistoryEntry *entry = row < self->entries->len ? g_ptr_array_index (self->entries, row)
                                                      : NULL;

  if (entry != NULL)
    apply_review (self, entry, row);
}

/* Each verdict comes on its own, and changes only its row; a review started or forgotten
 * changes them all. The rows not made yet ask when they are. (One more verdict than
 * before is the next verdict only for the same game: another game's review, kept and
 * shown again, may have one more than the last, and comes with "notify::game".) */
static void
on_review_changed (AkronHistoryModel *self)
{
  guint n_reviewed = self->review != NULL ? akron_review_model_get_n_reviewed (self->review)
                                          : 0;

  if (n_reviewed == self->n_reviewed + 1)
    apply_review_to_row (self, n_reviewed);
  else
    for (guint row = 0; row < self->entries->len; row++)
      apply_review_to_row (self, row);
  self->n_reviewed = n_reviewed;
}

static void
refresh_review (AkronHistoryModel *self)
{
  self->n_reviewed = 0;
  for (guint row = 0; row < self->entries->len; row++)
    apply_review_to_row (self, row);
  if (self->review != NULL)
    self->n_reviewed = akron_review_model_get_n_reviewed (self->review);
}

AkronReviewModel *
akron_history_model_get_review (AkronHistoryModel *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_MODEL (self), NULL);
  return self->review;
}

void
akron_history_model_set_review (AkronHistoryModel *self, AkronReviewModel *review)
{
  g_return_if_fail (AKRON_IS_HISTORY_MODEL (self));
  g_return_if_fail (review == NULL || AKRON_IS_REVIEW_MODEL (review));

  if (!g_set_object (&self->review, review))
    return;
  g_signal_group_set_target (self->review_signals, review);
  refresh_review (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

/* GListModel ----------------------------------------------------------------------------- */

static GType
get_item_type (GListModel *model)
{
  return AKRON_TYPE_HISTORY_ENTRY;
}

static guint
get_n_items (GListModel *model)
{
  return AKRON_HISTORY_MODEL (model)->n_rows;
}

static gpointer
get_item (GListModel *model, guint position)
{
  AkronHistoryModel *self = AKRON_HISTORY_MODEL (model);
  AkronHistoryEntry *entry;

  if (position >= self->n_rows)
    return NULL;

  entry = g_ptr_array_index (self->entries, position);
  if (entry == NULL)
    {
      g_autofree char *text = akron_label_move (self->game, position);

      entry = akron_history_entry_new (position, text);
      if (position > 0)
        akron_history_entry_set_drops (entry, get_drops (self, position - 1));
      akron_history_entry_set_current (entry, position == self->ply);
      akron_history_entry_set_future (entry, position > self->ply);
      apply_review (self, entry, position);
      self->entries->pdata[position] = entry;
    }
  return g_object_ref (entry);
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

/* Following the game --------------------------------------------------------------------- */

/* Rows from @first on are gone; @n_new rows take their place. */
static void
replace_rows (AkronHistoryModel *self, guint first, guint n_new)
{
  guint removed = self->n_rows - first;

  /* Row @first shows move first - 1: from there on the line may be another. */
  if (first == 0 || self->n_replayed > first - 1)
    forget_replay (self);

  g_ptr_array_set_size (self->entries, first);
  g_ptr_array_set_size (self->entries, first + n_new);
  self->n_rows = first + n_new;
  g_list_model_items_changed (G_LIST_MODEL (self), first, removed, n_new);
}

static void
on_position_changed (AkronHistoryModel *self)
{
  guint ply = akron_game_get_ply (self->game);
  guint low = MIN (ply, self->ply), high = MAX (ply, self->ply);

  /* Only the rows between the old and the new position change. */
  self->ply = ply;
  for (guint row = low; row <= high && row < self->entries->len; row++)
    {
      AkronHistoryEntry *entry = g_ptr_array_index (self->entries, row);

      if (entry != NULL)
        {
          akron_history_entry_set_current (entry, row == ply);
          akron_history_entry_set_future (entry, row > ply);
        }
    }
}

static void
on_line_changed (AkronHistoryModel *self, guint from)
{
  /* Row @from shows move @from and the lines beside it: it and everything after it are
   * new. */
  guint first = MIN (from, self->n_rows);

  replace_rows (self, first, akron_game_get_n_moves (self->game) + 1 - first);
}

AkronGame *
akron_history_model_get_game (AkronHistoryModel *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_MODEL (self), NULL);
  return self->game;
}

void
akron_history_model_set_game (AkronHistoryModel *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_HISTORY_MODEL (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  if (game != NULL)
    self->ply = akron_game_get_ply (game);
  replace_rows (self, 0, game != NULL ? akron_game_get_n_moves (game) + 1 : 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* GObject -------------------------------------------------------------------------------- */

AkronHistoryModel *
akron_history_model_new (AkronGame *game)
{
  return g_object_new (AKRON_TYPE_HISTORY_MODEL, "game", game, NULL);
}

static void
akron_history_model_dispose (GObject *object)
{
  AkronHistoryModel *self = AKRON_HISTORY_MODEL (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  if (self->review_signals != NULL)
    g_signal_group_set_target (self->review_signals, NULL);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->review);
  g_ptr_array_set_size (self->entries, 0);
  self->n_rows = 0;

  G_OBJECT_CLASS (akron_history_model_parent_class)->dispose (object);
}

static void
akron_history_model_finalize (GObject *object)
{
  g_ptr_array_unref (AKRON_HISTORY_MODEL (object)->entries);
  g_byte_array_unref (AKRON_HISTORY_MODEL (object)->drops);

  G_OBJECT_CLASS (akron_history_model_parent_class)->finalize (object);
}

static void
akron_history_model_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, AKRON_HISTORY_MODEL (object)->game);
      break;
    case PROP_REVIEW:
      g_value_set_object (value, AKRON_HISTORY_MODEL (object)->review);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_history_model_set_property (GObject *object, guint prop_id, const GValue *value,
                                  GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_GAME:
      akron_history_model_set_game (AKRON_HISTORY_MODEL (object), g_value_get_object (value));
      break;
    case PROP_REVIEW:
      akron_history_model_set_review (AKRON_HISTORY_MODEL (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_history_model_class_init (AkronHistoryModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = akron_history_model_dispose;
  object_class->finalize = akron_history_model_finalize;
  object_class->get_property = akron_history_model_get_property;
  object_class->set_property = akron_history_model_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, AKRON_TYPE_REVIEW_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

/* Rows not made yet are NULL. */
static void
unref_entry (gpointer entry)
{
  if (entry != NULL)
    g_object_unref (entry);
}

static void
akron_history_model_init (AkronHistoryModel *self)
{
  self->entries = g_ptr_array_new_with_free_func (unref_entry);
  self->drops = g_byte_array_new ();
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (on_position_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "line-changed",
                                  G_CALLBACK (on_line_changed), self);
  self->review_signals = g_signal_group_new (AKRON_TYPE_REVIEW_MODEL);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-reviewed",
                                  G_CALLBACK (on_review_changed), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::game",
                                  G_CALLBACK (refresh_review), self);
}
