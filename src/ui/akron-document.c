/* akron-document.c: a game, the file it lives in, and whether it is saved
 *
 * The window shows a document; the session keeps it between runs. Files are read and
 * written in worker threads: a save takes the game's text on the UI thread (the game may
 * change while the file is written) and a worker reads it back into a game of its own and
 * saves that with akron_record_save(), the one atomic save.
 *
 * A move played from an earlier position starts a variation: the game keeps every line.
 * Deleting a line is the player's act; the document keeps the last line deleted, so that
 * it can come back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-document.h"
#include "akron-labels.h"
#include "akron-record.h"

struct _AkronDocument
{
  GObject parent_instance;

  AkronGame *game;
  GSignalGroup *game_signals;
  GFile *file;
  char *title;

  /* Every change to the move list bumps history_serial; a save records the serial it wrote.
   * G_MAXUINT: changed since any save (a restored game that was not saved). */
  guint history_serial;
  guint saved_serial;

  /* The last line deleted, until it comes back or another takes its place. */
  AkronGameBranch *deleted;
};

G_DEFINE_FINAL_TYPE (AkronDocument, akron_document, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_FILE,
  PROP_TITLE,
  PROP_MODIFIED,
  PROP_CAN_RESTORE_LINE,
  N_PROPS
};

enum
{
  LINE_DELETED,
  MOVE_PLAYED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

/* Properties ---------------------------------------------------------------------------- */

AkronGame *
akron_document_get_game (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), NULL);
  return self->game;
}

GFile *
akron_document_get_file (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), NULL);
  return self->file;
}

const char *
akron_document_get_title (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), NULL);
  return self->title;
}

gboolean
akron_document_get_modified (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);
  return self->history_serial != self->saved_serial;
}

gboolean
akron_document_get_unsaved (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);

  /* A game in no file with no move loses nothing; neither does a file's unchanged game. */
  if (self->file == NULL && akron_game_get_n_moves (self->game) == 0)
    return FALSE;
  return akron_document_get_modified (self);
}

gboolean
akron_document_get_can_restore_line (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);
  return self->deleted != NULL;
}

static void
update_title (AkronDocument *self)
{
  g_autofree char *title = NULL;

  if (self->file != NULL)
    title = g_file_get_basename (self->file);
  else
    title = akron_label_players (self->game);
  if (title == NULL)
    title = g_strdup (_("Untitled Game"));

  if (g_strcmp0 (title, self->title) == 0)
    return;
  g_free (self->title);
  self->title = g_steal_pointer (&title);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TITLE]);
}

/* Sets the serials and notifies "modified" if it flipped. */
static void
set_serials (AkronDocument *self, guint history_serial, guint saved_serial)
{
  gboolean was_modified = akron_document_get_modified (self);

  self->history_serial = history_serial;
  self->saved_serial = saved_serial;
  if (was_modified != akron_document_get_modified (self))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MODIFIED]);
}

void
akron_document_set_modified (AkronDocument *self, gboolean modified)
{
  g_return_if_fail (AKRON_IS_DOCUMENT (self));

  set_serials (self, self->history_serial, modified ? G_MAXUINT : self->history_serial);
}

static void
set_file (AkronDocument *self, GFile *file)
{
  if (self->file == file || (self->file != NULL && file != NULL && g_file_equal (self->file, file)))
    return;
  g_set_object (&self->file, file);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FILE]);
  update_title (self);
}

static void
on_history_changed (AkronDocument *self)
{
  guint serial = self->history_serial + 1;

  /* Never land on the "changed since any save" mark. */
  if (serial == G_MAXUINT)
    serial = 0;
  set_serials (self, serial, self->saved_serial);
}

static void
set_deleted (AkronDocument *self, AkronGameBranch *deleted)
{
  gboolean could = self->deleted != NULL;

  g_clear_pointer (&self->deleted, akron_game_branch_free);
  self->deleted = deleted;
  if (could != (deleted != NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_RESTORE_LINE]);
}

static void
set_game (AkronDocument *self, AkronGame *game)
{
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
}

/* Playing ------------------------------------------------------------------------------- */

gboolean
akron_document_play (AkronDocument *self, const AkronMove *move, GError **error)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);

  if (!akron_game_play (self->game, move, error))
    return FALSE;

  g_signal_emit (self, signals[MOVE_PLAYED], 0);
  return TRUE;
}

/* Lines ---------------------------------------------------------------------------------- */

/* Child @index of the position after @ply moves of the current line, or NULL. */
static const AkronGameNode *
find_line (AkronDocument *self, guint ply, guint index)
{
  const AkronGameNode *parent;

  if (ply == 0)
    return NULL;
  parent = akron_game_get_line_node (self->game, ply - 1);
  if (parent == NULL || index >= akron_game_node_get_n_children (parent))
    return NULL;
  return akron_game_node_get_child (parent, index);
}

gboolean
akron_document_delete_line (AkronDocument *self, guint ply, guint index)
{
  const AkronGameNode *node;
  AkronGameBranch *branch;

  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);

  node = find_line (self, ply, index);
  if (node == NULL)
    return FALSE;
  branch = akron_game_delete_line (self->game, node);
  set_deleted (self, branch);
  g_signal_emit (self, signals[LINE_DELETED], 0, akron_game_branch_get_n_moves (branch));
  return TRUE;
}

gboolean
akron_document_promote_line (AkronDocument *self, guint ply, guint index, GError **error)
{
  const AkronGameNode *node;

  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);

  node = find_line (self, ply, index);
  if (node == NULL)
    return TRUE;
  return akron_game_promote_line (self->game, node, error);
}

void
akron_document_restore_line (AkronDocument *self)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (AKRON_IS_DOCUMENT (self));

  if (self->deleted == NULL)
    return;
  /* The branch cannot come back only when the game has changed around it, in which case
   * there is nothing better to do than to let it go. */
  if (!akron_game_restore_line (self->game, self->deleted, &error))
    g_message ("The deleted line cannot come back: %s", error->message);
  set_deleted (self, NULL);
}

/* Loading -------------------------------------------------------------------------------- */

gboolean
akron_document_check_regular_file (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  /* A stat: it does not open the file, so a FIFO cannot block it. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_TYPE, G_FILE_QUERY_INFO_NONE,
                            cancellable, error);
  if (info == NULL)
    return FALSE;
  if (g_file_info_get_file_type (info) == G_FILE_TYPE_REGULAR)
    return TRUE;

  shown = g_file_get_parse_name (file);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE,
               /* Translators: %s is a file's name; a pipe or a device, not a game record */
               _("%s: not a regular file, so not a game record"), shown);
  return FALSE;
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GFile *file = data;
  GError *error = NULL;
  AkronGame *game = NULL;

  if (akron_document_check_regular_file (file, cancellable, &error))
    game = akron_record_load (file, cancellable, &error);

  if (game == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, game, g_object_unref);
}

void
akron_document_load_async (GFile *file, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_document_load_async);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, load_in_thread);
}

AkronDocument *
akron_document_load_finish (GAsyncResult *result, GError **error)
{
  g_autoptr(AkronGame) game = NULL;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  game = g_task_propagate_pointer (G_TASK (result), error);
  if (game == NULL)
    return NULL;
  return akron_document_new (game, g_task_get_task_data (G_TASK (result)));
}

/* Saving --------------------------------------------------------------------------------- */

char *
akron_document_take_snapshot (AkronDocument *self)
{
  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), NULL);
  return akron_record_write (self->game);
}

gboolean
akron_document_write_snapshot (const char *snapshot, const char *const *tags, GFile *file,
                               GCancellable *cancellable, GError **error)
{
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GError) local_error = NULL;

  g_return_val_if_fail (snapshot != NULL, FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  copy = akron_record_parse (snapshot, -1, &local_error);
  if (copy == NULL)
    {
      g_set_error (error, local_error->domain, local_error->code,
                   /* Translators: %s is the reader's complaint about the text written */
                   _("The game could not be written in a form that reads back: %s"),
                   local_error->message);
      return FALSE;
    }

  for (guint t = 0; tags != NULL && tags[t] != NULL && tags[t + 1] != NULL; t += 2)
    akron_game_set_extra_tag (copy, tags[t], tags[t + 1]);

  return akron_record_save (copy, file, cancellable, error);
}

typedef struct
{
  char *snapshot;
  GFile *file;
  guint serial;
} Save;

static void
save_free (Save *save)
{
  g_free (save->snapshot);
  g_clear_object (&save->file);
  g_free (save);
}

static void
save_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Save *save = data;
  GError *error = NULL;

  if (akron_document_write_snapshot (save->snapshot, NULL, save->file, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

void
akron_document_save_async (AkronDocument *self, GFile *file, GCancellable *cancellable,
                           GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;
  Save *save;

  g_return_if_fail (AKRON_IS_DOCUMENT (self));
  g_return_if_fail (G_IS_FILE (file));

  save = g_new0 (Save, 1);
  save->snapshot = akron_document_take_snapshot (self);
  save->file = g_object_ref (file);
  save->serial = self->history_serial;

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_document_save_async);
  g_task_set_task_data (task, save, (GDestroyNotify) save_free);
  g_task_run_in_thread (task, save_in_thread);
}

gboolean
akron_document_save_finish (AkronDocument *self, GAsyncResult *result, GError **error)
{
  Save *save;

  g_return_val_if_fail (AKRON_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;

  /* This document is in that file now, as it was when the text was taken: moves played
   * while it was written still count as unsaved. */
  save = g_task_get_task_data (G_TASK (result));
  set_file (self, save->file);
  set_serials (self, self->history_serial, save->serial);
  return TRUE;
}

/* GObject -------------------------------------------------------------------------------- */

AkronDocument *
akron_document_new (AkronGame *game, GFile *file)
{
  AkronDocument *self;

  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);

  self = g_object_new (AKRON_TYPE_DOCUMENT, NULL);
  set_game (self, game);
  g_set_object (&self->file, file);
  /* Moves that are in no file are unsaved. */
  if (file == NULL && akron_game_get_n_moves (game) > 0)
    self->saved_serial = G_MAXUINT;
  update_title (self);
  return self;
}

static void
akron_document_dispose (GObject *object)
{
  AkronDocument *self = AKRON_DOCUMENT (object);

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_pointer (&self->deleted, akron_game_branch_free);

  G_OBJECT_CLASS (akron_document_parent_class)->dispose (object);
}

static void
akron_document_finalize (GObject *object)
{
  g_free (AKRON_DOCUMENT (object)->title);

  G_OBJECT_CLASS (akron_document_parent_class)->finalize (object);
}

static void
akron_document_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronDocument *self = AKRON_DOCUMENT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_MODIFIED:
      g_value_set_boolean (value, akron_document_get_modified (self));
      break;
    case PROP_CAN_RESTORE_LINE:
      g_value_set_boolean (value, self->deleted != NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_document_class_init (AkronDocumentClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_document_dispose;
  object_class->finalize = akron_document_finalize;
  object_class->get_property = akron_document_get_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, flags);
  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, flags);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, flags);
  properties[PROP_MODIFIED] = g_param_spec_boolean ("modified", NULL, NULL, FALSE, flags);
  properties[PROP_CAN_RESTORE_LINE] =
    g_param_spec_boolean ("can-restore-line", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[LINE_DELETED] = g_signal_new ("line-deleted", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                        1, G_TYPE_UINT);
  signals[MOVE_PLAYED] = g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
akron_document_init (AkronDocument *self)
{
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "history-changed",
                                  G_CALLBACK (on_history_changed), self);
  /* An unnamed player is called by their colour, which a swap changes. */
  g_signal_group_connect_swapped (self->game_signals, "notify::players-swapped",
                                  G_CALLBACK (update_title), self);
}
