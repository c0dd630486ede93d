/* akron-window.c: the game window
 *
 * The window shows one AkronGame: the board, the players, the move list. It owns the
 * game's file (open, save, save as), the autosave of the game in progress, and the
 * confirmation before unsaved moves are thrown away. The game itself keeps the history,
 * the result and the undo/redo state; the actions' enabled states follow its properties.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-new-game-dialog.h"
#include "akron-record.h"
#include "akron-window.h"

/* What to do once the player has settled unsaved changes. */
typedef enum
{
  PENDING_NONE,
  PENDING_NEW_GAME,
  PENDING_OPEN,
  PENDING_QUIT,
} PendingAction;

struct _AkronWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkRevealer *draw_revealer;
  GtkRevealer *swap_revealer;
  GtkLabel *swap_label;
  AdwFlap *flap;
  AkronBoard *board;
  AkronMoveView *move_view;
  GtkWidget *vert_card;
  GtkWidget *horz_card;
  GtkLabel *vert_name_label;
  GtkLabel *horz_name_label;
  GtkLabel *vert_detail_label;
  GtkLabel *horz_detail_label;
  GtkLabel *vert_pile_label;
  GtkLabel *horz_pile_label;
  GtkLabel *status_label;
  GtkScale *xray_scale;
  GtkAdjustment *xray_adjustment;

  GSettings *settings;
  GBindingGroup *game_bindings;

  AkronGame *game;
  gulong position_changed_id;
  gulong history_changed_id;
  GFile *file;
  /* Every change bumps change_serial; a finished save records the serial it wrote. */
  guint change_serial;
  guint saved_serial;

  PendingAction pending;
  GFile *pending_file;
  GtkNativeDialog *chooser;

  GCancellable *cancellable;
  gboolean autosave_running;
  gboolean autosave_again;
  gboolean close_after_autosave;
  gboolean closing;
};

G_DEFINE_FINAL_TYPE (AkronWindow, akron_window, ADW_TYPE_APPLICATION_WINDOW)

static void save_game (AkronWindow *self);
static void autosave (AkronWindow *self);

/* Status ------------------------------------------------------------------------------- */

static const char *
colour_name (AkronColour colour)
{
  return colour == AKRON_VERT ? _("Vert") : _("Horz");
}

/* The name of whoever plays @colour now, or the colour's name. */
static const char *
player_label (AkronGame *game, AkronColour colour)
{
  const char *name = akron_game_get_player_for_colour (game, colour);

  return name != NULL && *name != '\0' ? name : colour_name (colour);
}

static char *
result_text (AkronGame *game)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour winner = result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
  AkronColour loser = AKRON_OPPONENT (winner);

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      return g_strdup_printf (_("%s wins by connection"), player_label (game, winner));
    case AKRON_REASON_NO_LEGAL_MOVE:
      return g_strdup_printf (_("%s wins: %s has no legal move"), player_label (game, winner),
                              player_label (game, loser));
    case AKRON_REASON_RESIGNATION:
      return g_strdup_printf (_("%s wins: %s resigned"), player_label (game, winner),
                              player_label (game, loser));
    case AKRON_REASON_REPETITION:
      return g_strdup (_("Draw by repetition"));
    case AKRON_REASON_NONE:
    default:
      return g_strdup (result == AKRON_RESULT_DRAW ? _("Draw") : "");
    }
}

static void
update_player_card (AkronWindow *self, AkronColour colour, GtkWidget *card, GtkLabel *name,
                    GtkLabel *detail, GtkLabel *pile)
{
  const AkronPosition *pos = akron_game_get_position (self->game);
  const char *player = akron_game_get_player_for_colour (self->game, colour);
  gboolean named = player != NULL && *player != '\0';
  g_autofree char *pile_text = NULL;
  gboolean to_move = !akron_game_is_over (self->game)
                     && akron_position_get_to_move (pos) == colour;

  gtk_label_set_label (name, player_label (self->game, colour));
  /* Under a player's name, the colour they play; under a colour's name, its pieces. */
  if (colour == AKRON_VERT)
    gtk_label_set_label (detail, named ? _("Vert · top to bottom")
                                       : _("Dark pieces · top to bottom"));
  else
    gtk_label_set_label (detail, named ? _("Horz · left to right")
                                       : _("Light pieces · left to right"));

  /* Translators: pieces left in a player's pile */
  pile_text = g_strdup_printf (_("%u left"), akron_position_get_pile (pos, colour));
  gtk_label_set_label (pile, pile_text);

  if (to_move)
    gtk_widget_add_css_class (card, "to-move");
  else
    gtk_widget_remove_css_class (card, "to-move");
}

static void
update_actions (AkronWindow *self)
{
  gboolean over = akron_game_is_over (self->game);
  gboolean can_swap = akron_game_get_swap_available (self->game);
  GAction *action;

  action = g_action_map_lookup_action (G_ACTION_MAP (self), "resign");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !over);
  action = g_action_map_lookup_action (G_ACTION_MAP (self), "swap");
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), can_swap);

  gtk_revealer_set_reveal_child (self->swap_revealer, can_swap);
  gtk_revealer_set_reveal_child (self->draw_revealer,
                                 akron_game_get_draw_claimable (self->game));
}

static void
update_status (AkronWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *swap = NULL;
  g_autofree char *title = NULL;
  AkronColour to_move = akron_game_get_to_move (self->game);

  update_player_card (self, AKRON_VERT, self->vert_card, self->vert_name_label,
                      self->vert_detail_label, self->vert_pile_label);
  update_player_card (self, AKRON_HORZ, self->horz_card, self->horz_name_label,
                      self->horz_detail_label, self->horz_pile_label);

  if (akron_game_is_over (self->game))
    status = result_text (self->game);
  else if (akron_game_get_ply (self->game) < akron_game_get_n_moves (self->game))
    status = g_strdup_printf (_("Move %u of %u · %s to move"), akron_game_get_ply (self->game),
                              akron_game_get_n_moves (self->game),
                              player_label (self->game, to_move));
  else
    status = g_strdup_printf (_("%s to move"), player_label (self->game, to_move));
  gtk_label_set_label (self->status_label, status);
  adw_window_title_set_subtitle (self->window_title, status);

  if (self->file != NULL)
    {
      g_autofree char *name = g_file_get_basename (self->file);
      title = g_strdup_printf ("%s%s", akron_window_get_modified (self) ? "• " : "", name);
      adw_window_title_set_title (self->window_title, title);
    }
  else
    adw_window_title_set_title (self->window_title, _("Akron"));

  swap = g_strdup_printf (_("Pie rule: %s may swap colours, taking over the first piece and "
                            "playing Vert, instead of moving"),
                          player_label (self->game, AKRON_HORZ));
  gtk_label_set_label (self->swap_label, swap);

  update_actions (self);
}

/* The highest level that holds a piece: above it, X-ray would hide nothing. */
static guint
highest_occupied_level (AkronWindow *self)
{
  const AkronPosition *pos = akron_game_get_position (self->game);
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  for (guint level = geo->size - 1; level > 0; level--)
    for (AkronPoint p = geo->level_offset[level]; p < geo->level_offset[level + 1]; p++)
      if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
        return level;
  return 0;
}

/* The X-ray scale spans the levels in use, so that every step of it shows or hides
 * something. Its top, "All", stays at the top as stacks grow and shrink. */
static void
update_xray_range (AkronWindow *self, gboolean show_all)
{
  guint top = highest_occupied_level (self);
  double upper = gtk_adjustment_get_upper (self->xray_adjustment);
  gboolean showing_all = show_all
                         || gtk_adjustment_get_value (self->xray_adjustment) >= upper;

  if (upper == top && !show_all)
    return;

  gtk_adjustment_set_upper (self->xray_adjustment, top);
  if (showing_all)
    gtk_adjustment_set_value (self->xray_adjustment, top);
  gtk_scale_clear_marks (self->xray_scale);
  gtk_scale_add_mark (self->xray_scale, 0, GTK_POS_BOTTOM, NULL);
  gtk_scale_add_mark (self->xray_scale, top, GTK_POS_BOTTOM, NULL);
  /* With no stack on the board there is nothing to see through. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->xray_scale), top > 0);
}

static void
on_game_changed (AkronWindow *self)
{
  self->change_serial++;
  update_xray_range (self, FALSE);
  update_status (self);
  autosave (self);
}

/* The game ------------------------------------------------------------------------------ */

AkronGame *
akron_window_get_game (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->game;
}

GFile *
akron_window_get_file (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->file;
}

gboolean
akron_window_get_modified (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), FALSE);
  return self->change_serial != self->saved_serial;
}

AkronBoard *
akron_window_get_board (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->board;
}

AkronMoveView *
akron_window_get_move_view (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->move_view;
}

void
akron_window_set_game (AkronWindow *self, AkronGame *game, GFile *file)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (AKRON_IS_GAME (game));

  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_clear_signal_handler (&self->history_changed_id, self->game);
  g_set_object (&self->game, game);
  g_set_object (&self->file, file);
  self->saved_serial = self->change_serial;

  self->position_changed_id = g_signal_connect_swapped (game, "position-changed",
                                                        G_CALLBACK (on_game_changed), self);
  self->history_changed_id = g_signal_connect_swapped (game, "history-changed",
                                                       G_CALLBACK (on_game_changed), self);
  g_binding_group_set_source (self->game_bindings, game);

  akron_board_set_game (self->board, game);
  akron_move_view_set_game (self->move_view, game);

  /* X-ray starts with every level shown. */
  update_xray_range (self, TRUE);
  update_status (self);
}

/* Dialogs ------------------------------------------------------------------------------- */

static void
show_toast (AkronWindow *self, const char *text)
{
  AdwToast *toast = adw_toast_new (text);

  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
on_board_refused (AkronWindow *self, const char *why)
{
  show_toast (self, why);
}

/* A person at this computer chose a move on the board. */
static void
on_board_move_chosen (AkronWindow *self, const AkronMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!akron_game_play (self->game, move, &error))
    show_toast (self, error->message);
}

static void
show_error (AkronWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static char *
display_name (GFile *file)
{
  return g_file_get_basename (file);
}

/* Loading and saving --------------------------------------------------------------------- */

static void
on_contents_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GTask) task = user_data;
  AkronWindow *self = g_task_get_source_object (task);
  GFile *file = G_FILE (source);
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_load_contents_finish (file, result, &contents, &length, NULL, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  game = akron_record_parse (contents, length, &error);
  if (game == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  akron_window_set_game (self, game, file);
  g_task_return_boolean (task, TRUE);
}

void
akron_window_load_async (AkronWindow *self, GFile *file, GCancellable *cancellable,
                         GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_window_load_async);
  g_file_load_contents_async (file, cancellable, on_contents_loaded, task);
}

gboolean
akron_window_load_finish (AkronWindow *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

typedef struct
{
  GFile *file;
  guint serial;
} SaveData;

static void
save_data_free (SaveData *data)
{
  g_clear_object (&data->file);
  g_free (data);
}

static void
on_contents_replaced (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GTask) task = user_data;
  AkronWindow *self = g_task_get_source_object (task);
  SaveData *data = g_task_get_task_data (task);
  g_autoptr(GError) error = NULL;

  if (!g_file_replace_contents_finish (G_FILE (source), result, NULL, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  /* Moves played while the file was written still count as unsaved. */
  self->saved_serial = data->serial;
  g_set_object (&self->file, data->file);
  update_status (self);
  g_task_return_boolean (task, TRUE);
}

void
akron_window_save_async (AkronWindow *self, GFile *file, GCancellable *cancellable,
                         GAsyncReadyCallback callback, gpointer user_data)
{
  g_autofree char *text = NULL;
  g_autoptr(GBytes) bytes = NULL;
  SaveData *data;
  GTask *task;
  gsize length;

  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_window_save_async);
  data = g_new0 (SaveData, 1);
  data->file = g_object_ref (file);
  data->serial = self->change_serial;
  g_task_set_task_data (task, data, (GDestroyNotify) save_data_free);

  text = akron_record_write (self->game);
  length = strlen (text);
  bytes = g_bytes_new_take (g_steal_pointer (&text), length);
  g_file_replace_contents_bytes_async (file, bytes, NULL, FALSE, G_FILE_CREATE_NONE,
                                       cancellable, on_contents_replaced, task);
}

gboolean
akron_window_save_finish (AkronWindow *self, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* Pending actions ------------------------------------------------------------------------ */

static void show_new_game_dialog (AkronWindow *self);
static void choose_file_to_open (AkronWindow *self);
static void open_file (AkronWindow *self, GFile *file);

static void
run_pending (AkronWindow *self)
{
  PendingAction pending = self->pending;
  g_autoptr(GFile) file = g_steal_pointer (&self->pending_file);

  self->pending = PENDING_NONE;
  switch (pending)
    {
    case PENDING_NEW_GAME:
      show_new_game_dialog (self);
      break;
    case PENDING_OPEN:
      if (file != NULL)
        open_file (self, file);
      else
        choose_file_to_open (self);
      break;
    case PENDING_QUIT:
      gtk_window_close (GTK_WINDOW (self));
      break;
    case PENDING_NONE:
    default:
      break;
    }
}

static void
cancel_pending (AkronWindow *self)
{
  self->pending = PENDING_NONE;
  g_clear_object (&self->pending_file);
}

static void
on_unsaved_response (AdwMessageDialog *dialog, const char *response, AkronWindow *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    run_pending (self);
  else if (g_strcmp0 (response, "save") == 0)
    save_game (self); /* runs the pending action once saved */
  else
    cancel_pending (self);
}

/* Runs @action now, or after the player has saved or discarded unsaved moves. */
static void
confirm_unsaved (AkronWindow *self, PendingAction action, GFile *file)
{
  GtkWidget *dialog;
  const char *body;

  cancel_pending (self);
  self->pending = action;
  g_set_object (&self->pending_file, file);

  if (!akron_window_get_modified (self) || akron_game_get_n_moves (self->game) == 0)
    {
      run_pending (self);
      return;
    }

  if (action == PENDING_QUIT)
    body = _("If you quit without saving, the game will still be restored the next time you "
             "start Akron, but it will not be in a file.");
  else
    body = _("If you don’t save, the moves of the current game will be lost.");

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Current Game?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", action == PENDING_QUIT ? _("_Quit Without Saving")
                                                                      : _("_Discard"),
                                    "save", _("_Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_unsaved_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* New game ------------------------------------------------------------------------------ */

static void
on_new_game_confirmed (AkronNewGameDialog *dialog, AkronWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_new_game_dialog_create_game (dialog, &error);

  if (game == NULL)
    {
      show_error (self, _("Could Not Start a New Game"), error->message);
      return;
    }

  akron_window_set_game (self, game, NULL);
  autosave (self);
}

static void
show_new_game_dialog (AkronWindow *self)
{
  AkronNewGameDialog *dialog = akron_new_game_dialog_new (GTK_WINDOW (self));

  g_signal_connect_object (dialog, "confirmed", G_CALLBACK (on_new_game_confirmed), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

void
akron_window_new_game (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  confirm_unsaved (self, PENDING_NEW_GAME, NULL);
}

/* Open ----------------------------------------------------------------------------------- */

static void
on_open_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(GFile) file = user_data;
  AkronWindow *self = AKRON_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!akron_window_load_finish (self, result, &error))
    {
      g_autofree char *name = display_name (file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);

      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, heading, error->message);
      return;
    }

  autosave (self);
}

static void
open_file (AkronWindow *self, GFile *file)
{
  akron_window_load_async (self, file, self->cancellable, on_open_loaded, g_object_ref (file));
}

static GtkFileFilter *
record_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Akron Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-akron");
  gtk_file_filter_add_suffix (filter, "akron");
  return filter;
}

static void
on_open_response (GtkNativeDialog *chooser, int response, AkronWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  /* self->chooser keeps the dialog until the next one: it is still emitting. */

  if (file != NULL)
    open_file (self, file);
}

static void
choose_file_to_open (AkronWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  chooser = gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

void
akron_window_open (AkronWindow *self, GFile *file)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  confirm_unsaved (self, PENDING_OPEN, file);
}

/* Save ----------------------------------------------------------------------------------- */

static void
on_saved (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AkronWindow *self = AKRON_WINDOW (source);
  g_autoptr(GError) error = NULL;

  if (!akron_window_save_finish (self, result, &error))
    {
      cancel_pending (self);
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, _("Could Not Save the Game"), error->message);
      return;
    }

  show_toast (self, _("Game saved"));
  run_pending (self);
}

static void
on_save_response (GtkNativeDialog *chooser, int response, AkronWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  /* self->chooser keeps the dialog until the next one: it is still emitting. */

  if (file == NULL)
    {
      cancel_pending (self);
      return;
    }
  akron_window_save_async (self, file, self->cancellable, on_saved, NULL);
}

static void
save_game_as (AkronWindow *self)
{
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = record_filter ();

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  if (self->file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), self->file, NULL);
  else
    /* Translators: the default file name of a saved game; keep the .akron */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Game.akron"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

static void
save_game (AkronWindow *self)
{
  if (self->file != NULL)
    akron_window_save_async (self, self->file, self->cancellable, on_saved, NULL);
  else
    save_game_as (self);
}

/* Autosave ------------------------------------------------------------------------------- */

GFile *
akron_window_get_autosave_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "akron", "current.akron",
                                            NULL);
  return g_file_new_for_path (path);
}

static void autosave_write (AkronWindow *self);

static void
autosave_finished (AkronWindow *self)
{
  if (self->autosave_again && self->game != NULL)
    {
      autosave_write (self);
      return;
    }

  self->autosave_running = FALSE;
  if (self->close_after_autosave)
    gtk_window_destroy (GTK_WINDOW (self));
  g_object_unref (self); /* taken in autosave() */
}

/* In a worker thread: GIO has no asynchronous way to make missing parent directories. */
static void
write_autosave_in_thread (GTask *task, gpointer source, gpointer task_data,
                          GCancellable *cancellable)
{
  GBytes *bytes = task_data;
  g_autoptr(GFile) file = akron_window_get_autosave_file ();
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (bytes, &length);

  if (!g_file_make_directory_with_parents (dir, cancellable, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_clear_error (&error);

  if (!g_file_replace_contents (file, data, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                cancellable, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_autosave_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AkronWindow *self = AKRON_WINDOW (source);
  g_autoptr(GError) error = NULL;

  /* A failed autosave must not stop the player; the next change tries again. */
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    g_debug ("Could not keep the game in progress: %s", error->message);

  autosave_finished (self);
}

static void
autosave_write (AkronWindow *self)
{
  /* The text is taken now: the game may change, or the window go, while it is written. */
  char *text = akron_record_write (self->game);
  g_autoptr(GTask) task = g_task_new (self, NULL, on_autosave_written, NULL);

  self->autosave_again = FALSE;
  g_task_set_source_tag (task, autosave_write);
  g_task_set_task_data (task, g_bytes_new_take (text, strlen (text)),
                        (GDestroyNotify) g_bytes_unref);
  g_task_run_in_thread (task, write_autosave_in_thread);
}

static void
autosave (AkronWindow *self)
{
  if (self->game == NULL)
    return;

  /* One write at a time, in order: a change during a write is written after it. The
   * window stays alive until the last write is done. */
  if (self->autosave_running)
    {
      self->autosave_again = TRUE;
      return;
    }

  self->autosave_running = TRUE;
  g_object_ref (self);
  autosave_write (self);
}

typedef struct
{
  AkronWindow *self;
  GFile *then_open;
} RestoreData;

static void
on_autosave_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  RestoreData *data = user_data;
  AkronWindow *self = data->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (g_file_load_contents_finish (G_FILE (source), result, &contents, &length, NULL, &error))
    game = akron_record_parse (contents, length, &error);

  /* Only a game in progress comes back, and only if the player has not started another. */
  if (game != NULL && akron_game_get_n_moves (game) > 0 && !akron_game_is_over (game)
      && akron_game_get_n_moves (self->game) == 0 && self->file == NULL)
    {
      akron_window_set_game (self, game, NULL);
      self->change_serial++; /* it is in no file: offer to save it */
      update_status (self);
      show_toast (self, _("The game in progress was restored"));
    }

  if (data->then_open != NULL)
    akron_window_open (self, data->then_open);

  g_clear_object (&data->then_open);
  g_object_unref (data->self);
  g_free (data);
}

void
akron_window_restore_autosave (AkronWindow *self, GFile *then_open)
{
  g_autoptr(GFile) file = akron_window_get_autosave_file ();
  RestoreData *data;

  g_return_if_fail (AKRON_IS_WINDOW (self));

  data = g_new0 (RestoreData, 1);
  data->self = g_object_ref (self);
  data->then_open = then_open != NULL ? g_object_ref (then_open) : NULL;
  g_file_load_contents_async (file, NULL, on_autosave_loaded, data);
}

/* Closing -------------------------------------------------------------------------------- */

void
akron_window_request_quit (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  confirm_unsaved (self, PENDING_QUIT, NULL);
}

static void
remember_window_state (AkronWindow *self)
{
  int width, height;

  gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized",
                          gtk_window_is_maximized (GTK_WINDOW (self)));
  g_settings_apply (self->settings);
}

static gboolean
akron_window_close_request (GtkWindow *window)
{
  AkronWindow *self = AKRON_WINDOW (window);

  if (self->closing)
    return GTK_WINDOW_CLASS (akron_window_parent_class)->close_request (window);

  /* Keep the window until the game in progress is safely written. */
  self->closing = TRUE;
  remember_window_state (self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  self->close_after_autosave = TRUE;
  autosave (self);
  return TRUE;
}

/* Actions -------------------------------------------------------------------------------- */

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  akron_board_cancel_selection (self->board);
  akron_game_undo (self->game);
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  akron_board_cancel_selection (self->board);
  akron_game_redo (self->game);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_new_game (AKRON_WINDOW (user_data));
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_open (AKRON_WINDOW (user_data), NULL);
}

static void
save_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  cancel_pending (self);
  save_game (self);
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  cancel_pending (self);
  save_game_as (self);
}

static void
report_refusal (AkronWindow *self, gboolean ok, GError *error)
{
  if (!ok)
    show_toast (self, error->message);
}

static void
claim_draw_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  report_refusal (self, akron_game_claim_draw (self->game, &error), error);
}

static void
on_resign_response (AdwMessageDialog *dialog, const char *response, AkronWindow *self)
{
  g_autoptr(GError) error = NULL;

  if (g_strcmp0 (response, "resign") == 0)
    report_refusal (self, akron_game_resign (self->game, &error), error);
}

static void
resign_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  AkronColour to_move = akron_game_get_to_move (self->game);
  g_autofree char *heading = NULL;
  GtkWidget *dialog;

  heading = g_strdup_printf (_("Resign for %s?"), player_label (self->game, to_move));
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                   _("The game ends with a win for the opponent. Undo can take "
                                     "the resignation back."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "resign", _("_Resign"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resign",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (on_resign_response), self);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
swap_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  AkronMove swap = akron_move_special (AKRON_MOVE_SWAP);
  g_autoptr(GError) error = NULL;

  akron_board_cancel_selection (self->board);
  report_refusal (self, akron_game_play (self->game, &swap, &error), error);
}

static const GActionEntry win_entries[] = {
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "new-game", new_game_activated },
  { "open", open_activated },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "claim-draw", claim_draw_activated },
  { "resign", resign_activated },
  { "swap", swap_activated },
};

static void
bind_action_to_game (AkronWindow *self, const char *action_name, const char *property)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), action_name);

  g_binding_group_bind (self->game_bindings, property, action, "enabled",
                        G_BINDING_SYNC_CREATE);
}

/* GObject -------------------------------------------------------------------------------- */

static void
akron_window_dispose (GObject *object)
{
  AkronWindow *self = AKRON_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_clear_signal_handler (&self->history_changed_id, self->game);
  if (self->game_bindings != NULL)
    g_binding_group_set_source (self->game_bindings, NULL);
  g_clear_object (&self->game_bindings);
  g_clear_object (&self->game);
  g_clear_object (&self->file);
  g_clear_object (&self->pending_file);
  g_clear_object (&self->chooser);
  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (akron_window_parent_class)->dispose (object);
}

static void
akron_window_class_init (AkronWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = akron_window_dispose;
  window_class->close_request = akron_window_close_request;

  g_type_ensure (AKRON_TYPE_BOARD);
  g_type_ensure (AKRON_TYPE_MOVE_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/akrongame/Akron/ui/akron-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, draw_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, swap_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, swap_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, move_view);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_name_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_name_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_detail_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_detail_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_pile_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_pile_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, xray_scale);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, xray_adjustment);
}

/* The top of the scale, "All", shows every level, including those no piece has reached
 * yet: a piece may be moving up there. */
static gboolean
xray_value_to_level (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  AkronWindow *self = user_data;
  double value = g_value_get_double (from);

  if (value >= gtk_adjustment_get_upper (self->xray_adjustment))
    g_value_set_uint (to, AKRON_MAX_SIZE);
  else
    g_value_set_uint (to, (guint) value);
  return TRUE;
}

static gboolean
xray_level_to_value (GBinding *binding, const GValue *from, GValue *to, gpointer user_data)
{
  AkronWindow *self = user_data;

  g_value_set_double (to, MIN (g_value_get_uint (from),
                               gtk_adjustment_get_upper (self->xray_adjustment)));
  return TRUE;
}

static char *
format_xray_value (GtkScale *scale, double value, AkronWindow *self)
{
  if (value >= gtk_adjustment_get_upper (self->xray_adjustment))
    return g_strdup (_("All"));
  return g_strdup_printf ("%.0f", value);
}

static void
restore_window_state (AkronWindow *self)
{
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
akron_window_init (AkronWindow *self)
{
  g_autoptr(GAction) show_connections = NULL;
  g_autoptr(GAction) show_sidebar = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(GError) error = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APPLICATION_ID);
  self->cancellable = g_cancellable_new ();
  self->game_bindings = g_binding_group_new ();

  g_signal_connect_swapped (self->board, "refused", G_CALLBACK (on_board_refused), self);
  g_signal_connect_swapped (self->board, "move-chosen", G_CALLBACK (on_board_move_chosen),
                            self);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries),
                                   self);
  bind_action_to_game (self, "undo", "can-undo");
  bind_action_to_game (self, "redo", "can-redo");
  bind_action_to_game (self, "claim-draw", "draw-claimable");

  show_connections = g_settings_create_action (self->settings, "show-connections");
  g_action_map_add_action (G_ACTION_MAP (self), show_connections);
  /* Hides the sidebar for a bigger board; in a narrow window, shows it over the board. */
  show_sidebar = G_ACTION (g_property_action_new ("show-sidebar", self->flap, "reveal-flap"));
  g_action_map_add_action (G_ACTION_MAP (self), show_sidebar);
  g_settings_bind (self->settings, "show-connections", self->board, "show-connections",
                   G_SETTINGS_BIND_GET);

  g_object_bind_property_full (self->xray_adjustment, "value", self->board, "xray-level",
                               G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                               xray_value_to_level, xray_level_to_value, self, NULL);
  gtk_scale_set_format_value_func (self->xray_scale,
                                   (GtkScaleFormatValueFunc) format_xray_value, self, NULL);

  restore_window_state (self);

  game = akron_new_game_from_settings (self->settings, &error);
  if (game == NULL)
    {
      /* Settings out of range (edited by hand): fall back to the standard game. */
      g_debug ("Remembered new game settings refused: %s", error->message);
      game = akron_game_new (AKRON_DEFAULT_SIZE, 0, TRUE, FALSE, NULL);
    }
  akron_window_set_game (self, game, NULL);
}

AkronWindow *
akron_window_new (AdwApplication *application)
{
  return g_object_new (AKRON_TYPE_WINDOW, "application", application, NULL);
}
