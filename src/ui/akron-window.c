/* akron-window.c: the game window
 *
 * The window shows a document (AkronDocument: a game and its file) played by a match
 * (AkronMatch: who decides the moves), and keeps it in the session (AkronSession). It
 * lays out the board, the player cards, the move list and the game bar under the board:
 * whose turn, the result, and the offers (swap, draw) in a space whose height does not
 * change with what it shows, so the board never moves under the pointer.
 *
 * No game is thrown away without a way back: a game left for another (New Game, Open,
 * Continue) goes to the session's games to continue (the Continue list; a toast brings it
 * back at once), a move from an earlier position starts a variation and keeps the later
 * moves, a deleted line can come back (a toast brings it back), and quitting asks nothing
 * because the game shown is always kept.
 * The actions are in akron-window-actions.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-alert.h"
#include "akron-continue-window.h"
#include "akron-human-player.h"
#include "akron-labels.h"
#include "akron-new-game-dialog.h"
#include "akron-window-private.h"

G_DEFINE_FINAL_TYPE (AkronWindow, akron_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  PROP_0,
  PROP_SESSION,
  PROP_DOCUMENT,
  PROP_KEEPING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Accessors ------------------------------------------------------------------------------ */

AkronSession *
akron_window_get_session (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->session;
}

AkronDocument *
akron_window_get_document (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->document;
}

AkronGame *
akron_window_get_game (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->game;
}

AkronMatch *
akron_window_get_match (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->match;
}

AkronComputerPlayer *
akron_window_get_computer (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return akron_match_get_computer (self->match);
}

AkronHint *
akron_window_get_hint (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->hint;
}

AkronReviewModel *
akron_window_get_review (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->review;
}

AkronSound *
akron_window_get_sound (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->sound;
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

/* Messages ------------------------------------------------------------------------------- */

static AdwToast *
add_toast (AkronWindow *self, const char *text, const char *button, const char *action)
{
  return akron_toast_presenter_show_text (self->toasts, text, button, action);
}

void
_akron_window_show_toast (AkronWindow *self, const char *text)
{
  add_toast (self, text, NULL, NULL);
}

void
_akron_window_show_error (AkronWindow *self, const char *heading, const char *body)
{
  GtkWidget *alert = akron_alert_new (heading, body);

  akron_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  akron_alert_present (alert, GTK_WINDOW (self));
}

/* A toast stays until dismissed or replaced; keep only a pointer that it clears. */
static void
replace_toast (AkronWindow *self, AdwToast **slot, AdwToast *toast)
{
  if (*slot != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
      if (self->toasts != NULL)
        akron_toast_presenter_dismiss (self->toasts, *slot);
    }
  *slot = toast;
  if (toast != NULL)
    g_object_add_weak_pointer (G_OBJECT (toast), (gpointer *) slot);
}

/* The game on screen --------------------------------------------------------------------- */

static void
update_title (AkronWindow *self)
{
  const char *title = akron_document_get_title (self->document);
  g_autofree char *shown = NULL;
  g_autofree char *window_title = NULL;

  shown = akron_document_get_modified (self->document) ? g_strconcat ("• ", title, NULL)
                                                       : g_strdup (title);
  adw_window_title_set_title (self->window_title, shown);
  _akron_window_tell_update_subtitle (self);
  /* Window lists and the task switcher show this: the game, and which program it is in. */
  /* Translators: the window's title: the game's title, then the program's name */
  window_title = g_strdup_printf (_("%s — Akron"), title);
  gtk_window_set_title (GTK_WINDOW (self), window_title);
}

static void
update_bar (AkronWindow *self)
{
  g_autofree char *status = NULL;
  g_autofree char *swap = NULL;
  const char *page = "status";

  if (self->game == NULL)
    return;

  status = _akron_window_tell_status (self);
  gtk_label_set_label (self->status_label, status);
  /* Translators: the pie rule offer, under the board on the second turn */
  swap = g_strdup_printf (_("%s may swap colours instead of moving"),
                          akron_label_player (self->game, akron_game_get_to_move (self->game)));
  gtk_label_set_label (self->swap_label, swap);
  gtk_label_set_label (self->draw_label,
                       _("This position has occurred three times: a draw may be claimed"));

  /* The end of the game, until the player puts it away to review. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->game_over)))
    page = "over";
  else if (akron_match_get_swap_offered (self->match))
    page = "swap";
  else if (akron_match_get_draw_offered (self->match))
    page = "draw";
  gtk_stack_set_visible_child_name (self->bar_stack, page);
}

/* The X-ray scale spans the levels in use, so that every step of it shows or hides
 * something. Its top, "All", stays at the top as stacks grow and shrink. */
static void
update_xray_range (AkronWindow *self, gboolean show_all)
{
  guint height = akron_position_get_height (akron_game_get_position (self->game));
  guint top = height > 0 ? height - 1 : 0;
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
  /* With no stack on the board there is nothing to see through: no scale either, whose
   * empty range GTK would draw as a lone tick. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->xray_scale), top > 0);
  gtk_widget_set_visible (self->xray_box, top > 0);
}

static void
autosave (AkronWindow *self)
{
  /* Not before the session has given back the game it keeps: that would write over it. */
  if (self->session != NULL && self->keeping)
    akron_session_autosave (self->session, self->document, NULL);
}

static void
on_position_changed (AkronWindow *self)
{
  update_xray_range (self, FALSE);
  update_bar (self);
  _akron_window_review_update_hint (self);
  autosave (self);
}

static void
set_game (AkronWindow *self, AkronGame *game)
{
  if (self->game == game)
    return;

  g_set_object (&self->game, game);
  akron_board_cancel_selection (self->board);
  akron_board_set_game (self->board, game);
  akron_move_view_set_game (self->move_view, game);
  akron_player_card_set_game (self->vert_card, game);
  akron_player_card_set_game (self->horz_card, game);
  akron_player_card_set_game (self->vert_compact_card, game);
  akron_player_card_set_game (self->horz_compact_card, game);
  akron_hint_set_game (self->hint, game);
  /* Another game: the review of the last one stops and goes; a finished one comes back
   * with its game (AkronReviewModel keeps it). */
  akron_review_model_set_game (self->review, game);
  g_signal_group_set_target (self->game_signals, game);

  /* X-ray starts with every level shown. */
  update_xray_range (self, TRUE);
  update_bar (self);
  update_title (self);
}

static void
on_document_game (AkronWindow *self)
{
  set_game (self, akron_document_get_game (self->document));
  autosave (self);
}

static void
on_document_changed (AkronWindow *self)
{
  update_title (self);
  autosave (self);
}

static void
on_line_deleted (AkronWindow *self, guint n_moves)
{
  g_autofree char *text = NULL;

  /* Translators: the player deleted a line of the game's move list (a variation) */
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Line of %u move deleted",
                                       "Line of %u moves deleted", n_moves),
                          n_moves);
  replace_toast (self, &self->removed_toast,
                 add_toast (self, text, _("_Undo"), "win.restore-line"));
}

/* Replacing never loses a game: the one left goes to the games to continue (before the
 * autosave writes over it), and a toast can bring it back at once. */
static void
keep_replaced (AkronWindow *self, AkronDocument *old)
{
  AkronSavedGame *kept;
  g_autofree char *text = NULL;

  if (self->session == NULL)
    return;
  kept = akron_session_keep_replaced (self->session, old);
  if (kept == NULL)
    return;
  /* Translators: a game left unfinished was replaced by another; the button brings it
   * back, and it stays in the list of games to continue (main menu, "Continue…") */
  text = g_strdup_printf (_("“%s” is kept to continue later"), akron_document_get_title (old));
  replace_toast (self, &self->replaced_toast,
                 add_toast (self, text, _("_Bring Back"), "win.restore-replaced"));
}

/* The one place where another game takes the screen. */
static void
replace_document (AkronWindow *self, AkronDocument *document)
{
  g_autoptr(AkronDocument) old = self->document != NULL ? g_object_ref (self->document) : NULL;

  if (old == document)
    return;

  if (old != NULL)
    keep_replaced (self, old);
  self->shown_serial++;
  replace_toast (self, &self->removed_toast, NULL);
  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  g_binding_group_set_source (self->document_bindings, document);
  akron_match_set_document (self->match, document);
  set_game (self, akron_document_get_game (document));
  update_title (self);
  autosave (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
akron_window_show_document (AkronWindow *self, AkronDocument *document)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (AKRON_IS_DOCUMENT (document));

  replace_document (self, document);
}

void
akron_window_set_game (AkronWindow *self, AkronGame *game, GFile *file)
{
  g_autoptr(AkronDocument) document = NULL;

  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (AKRON_IS_GAME (game));

  document = akron_document_new (game, file);
  replace_document (self, document);
}

void
akron_window_continue_game (AkronWindow *self, AkronSavedGame *game)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (AKRON_IS_SAVED_GAME (game));

  g_object_ref (game);
  replace_toast (self, &self->replaced_toast, NULL);
  replace_document (self, akron_saved_game_get_document (game));
  /* After the autosave that replace_document() asked for: the game is on disk there. */
  if (self->session != NULL)
    akron_session_forget_kept (self->session, game);
  g_object_unref (game);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

void
akron_window_show_continue (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));

  if (self->session == NULL)
    return;
  gtk_window_present (GTK_WINDOW (akron_continue_window_new (self)));
}

/* At start, games left unfinished are offered, over the game bar: the board stays put. */
static void
offer_kept_games (AkronWindow *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (akron_session_get_library (self->session)));
  g_autofree char *text = NULL;

  if (n == 0)
    return;
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game left unfinished can be "
                                       "continued", "%u games left unfinished can be "
                                       "continued", n),
                          n);
  add_toast (self, text, _("_Continue…"), "win.continue");
}

void
_akron_window_restore_replaced (AkronWindow *self)
{
  AkronSavedGame *game;

  if (self->session == NULL)
    return;
  game = akron_session_get_last_kept (self->session);
  if (game != NULL)
    akron_window_continue_game (self, game);
}

/* Opening -------------------------------------------------------------------------------- */

typedef struct
{
  AkronWindow *self;
  GFile *file;
  guint shown_serial;
  /* At start: the game kept by the last run, shown if the file cannot be. */
  AkronDocument *fallback;
} Opening;

static void
opening_free (Opening *opening)
{
  g_clear_object (&opening->self);
  g_clear_object (&opening->file);
  g_clear_object (&opening->fallback);
  g_free (opening);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Opening *opening = user_data;
  AkronWindow *self = opening->self;
  g_autoptr(AkronDocument) document = NULL;
  g_autoptr(GError) error = NULL;

  document = akron_document_load_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    goto out;

  /* Another game was shown meanwhile: the player has moved on. */
  if (self->shown_serial != opening->shown_serial)
    {
      g_debug ("Dropped a file that finished loading after another game was shown");
      goto out;
    }

  if (document == NULL)
    {
      g_autofree char *name = g_file_get_basename (opening->file);
      g_autofree char *heading = g_strdup_printf (_("Could Not Open “%s”"), name);
      g_autofree char *body = akron_label_file_error (opening->file, error);

      if (opening->fallback != NULL)
        replace_document (self, opening->fallback);
      _akron_window_show_error (self, heading, body);
      goto out;
    }

  /* At start, the game kept by the last run is the one the file replaces. */
  if (opening->fallback != NULL)
    replace_document (self, opening->fallback);
  replace_document (self, document);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));

out:
  opening_free (opening);
}

static void
load_file (AkronWindow *self, GFile *file, AkronDocument *fallback)
{
  Opening *opening = g_new0 (Opening, 1);

  opening->self = g_object_ref (self);
  opening->file = g_object_ref (file);
  opening->shown_serial = self->shown_serial;
  opening->fallback = fallback != NULL ? g_object_ref (fallback) : NULL;
  akron_document_load_async (file, self->cancellable, on_loaded, opening);
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

/* The file chooser: GtkFileDialog where GTK has it (4.10), GtkFileChooserNative (deprecated
 * there) before. Both go through the portal in a sandbox. */
#if GTK_CHECK_VERSION (4, 10, 0)

static GtkFileDialog *
file_dialog_new (const char *title)
{
  GtkFileDialog *dialog = gtk_file_dialog_new ();
  g_autoptr(GtkFileFilter) filter = record_filter ();
  g_autoptr(GListStore) filters = g_list_store_new (GTK_TYPE_FILE_FILTER);

  g_list_store_append (filters, filter);
  gtk_file_dialog_set_title (dialog, title);
  gtk_file_dialog_set_filters (dialog, G_LIST_MODEL (filters));
  gtk_file_dialog_set_default_filter (dialog, filter);
  return dialog;
}

#else

static void
show_chooser (AkronWindow *self, GtkFileChooserNative *chooser, GCallback on_response)
{
  g_autoptr(GtkFileFilter) filter = record_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect (chooser, "response", on_response, self);
  /* Kept until the next one: the dialog is still emitting when it answers. */
  g_clear_object (&self->chooser);
  self->chooser = GTK_NATIVE_DIALOG (chooser);
  gtk_native_dialog_show (self->chooser);
}

#endif

/* The file chosen to open, or NULL if none was. */
static void
open_chosen (AkronWindow *self, GFile *file)
{
  if (file != NULL)
    load_file (self, file, NULL);
  else
    gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_open_chosen (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(AkronWindow) self = user_data;
  g_autoptr(GFile) file = gtk_file_dialog_open_finish (GTK_FILE_DIALOG (source), result, NULL);

  open_chosen (self, file);
}

static void
choose_file_to_open (AkronWindow *self)
{
  g_autoptr(GtkFileDialog) dialog = file_dialog_new (_("Open Game"));

  gtk_file_dialog_set_accept_label (dialog, _("_Open"));
  gtk_file_dialog_open (dialog, GTK_WINDOW (self), NULL, on_open_chosen, g_object_ref (self));
}

#else

static void
on_open_response (GtkNativeDialog *chooser, int response, AkronWindow *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  open_chosen (self, file);
}

static void
choose_file_to_open (AkronWindow *self)
{
  show_chooser (self,
                gtk_file_chooser_native_new (_("Open Game"), GTK_WINDOW (self),
                                             GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"),
                                             _("_Cancel")),
                G_CALLBACK (on_open_response));
}

#endif

void
akron_window_open (AkronWindow *self, GFile *file)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (file != NULL)
    {
      load_file (self, file, NULL);
      return;
    }
  choose_file_to_open (self);
}

/* New game ------------------------------------------------------------------------------- */

static void
on_new_game_confirmed (AkronNewGameDialog *dialog, AkronWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_new_game_dialog_create_game (dialog, &error);

  if (game == NULL)
    {
      _akron_window_show_error (self, _("Could Not Start a New Game"), error->message);
      return;
    }
  akron_window_set_game (self, game, NULL);
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The window's New Game dialog: the one open already (asked for again, from the learn
 * window say, while it was open), or a new one. */
static AkronNewGameDialog *
new_game_dialog (AkronWindow *self)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  AkronNewGameDialog *dialog;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) toplevel = g_list_model_get_item (toplevels, i);

      if (AKRON_IS_NEW_GAME_DIALOG (toplevel)
          && gtk_window_get_transient_for (toplevel) == GTK_WINDOW (self))
        return AKRON_NEW_GAME_DIALOG (toplevel);
    }
  dialog = akron_new_game_dialog_new (GTK_WINDOW (self));
  g_signal_connect_object (dialog, "confirmed", G_CALLBACK (on_new_game_confirmed), self, 0);
  return dialog;
}

void
akron_window_new_game (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));

  gtk_window_present (GTK_WINDOW (new_game_dialog (self)));
}

void
akron_window_new_first_game (AkronWindow *self)
{
  AkronNewGameDialog *dialog;

  g_return_if_fail (AKRON_IS_WINDOW (self));

  dialog = new_game_dialog (self);
  akron_new_game_dialog_preset_first_game (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Saving --------------------------------------------------------------------------------- */

typedef struct
{
  AkronWindow *self;
  gboolean then_close;
} Saving;

static void
on_saved (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AkronDocument *document = AKRON_DOCUMENT (source);
  Saving *saving = user_data;
  g_autoptr(AkronWindow) self = saving->self;
  gboolean then_close = saving->then_close;
  g_autoptr(GError) error = NULL;

  g_free (saving);
  if (!akron_document_save_finish (document, result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_autofree char *body = akron_label_file_error (akron_document_get_file (document),
                                                          error);
          _akron_window_show_error (self, _("Could Not Save the Game"), body);
        }
      return;
    }

  /* The document knows its file now; the window says so only if it still shows it. */
  if (document != self->document)
    return;
  if (then_close)
    akron_window_close (self, TRUE);
  else
    _akron_window_show_toast (self, _("Game saved"));
}

static void
save_to (AkronWindow *self, GFile *file, gboolean then_close)
{
  Saving *saving = g_new0 (Saving, 1);

  saving->self = g_object_ref (self);
  saving->then_close = then_close;
  akron_document_save_async (self->document, file, self->cancellable, on_saved, saving);
}

#if GTK_CHECK_VERSION (4, 10, 0)

static void
on_save_chosen (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Saving *saving = user_data;
  g_autoptr(AkronWindow) self = saving->self;
  gboolean then_close = saving->then_close;
  g_autoptr(GFile) file = gtk_file_dialog_save_finish (GTK_FILE_DIALOG (source), result, NULL);

  g_free (saving);
  if (file != NULL)
    save_to (self, file, then_close);
}

static void
choose_file_to_save (AkronWindow *self, gboolean then_close)
{
  g_autoptr(GtkFileDialog) dialog = file_dialog_new (_("Save Game"));
  GFile *file = akron_document_get_file (self->document);
  Saving *saving = g_new0 (Saving, 1);

  gtk_file_dialog_set_accept_label (dialog, _("_Save"));
  if (file != NULL)
    gtk_file_dialog_set_initial_file (dialog, file);
  else
    /* Translators: the default file name of a saved game; keep the .akron */
    gtk_file_dialog_set_initial_name (dialog, _("Game.akron"));
  saving->self = g_object_ref (self);
  saving->then_close = then_close;
  gtk_file_dialog_save (dialog, GTK_WINDOW (self), NULL, on_save_chosen, saving);
}

#else

static void
on_save_response (GtkNativeDialog *chooser, int response, AkronWindow *self)
{
  g_autoptr(GFile) file = NULL;
  gboolean then_close = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser),
                                                            "akron-then-close"));

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file != NULL)
    save_to (self, file, then_close);
}

static void
choose_file_to_save (AkronWindow *self, gboolean then_close)
{
  GtkFileChooserNative *chooser;
  GFile *file = akron_document_get_file (self->document);

  chooser = gtk_file_chooser_native_new (_("Save Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                         _("_Cancel"));
  if (file != NULL)
    gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, NULL);
  else
    /* Translators: the default file name of a saved game; keep the .akron */
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("Game.akron"));
  g_object_set_data (G_OBJECT (chooser), "akron-then-close", GINT_TO_POINTER (then_close));
  show_chooser (self, chooser, G_CALLBACK (on_save_response));
}

#endif

void
akron_window_save (AkronWindow *self)
{
  GFile *file;

  g_return_if_fail (AKRON_IS_WINDOW (self));

  file = akron_document_get_file (self->document);
  if (file != NULL)
    save_to (self, file, FALSE);
  else
    choose_file_to_save (self, FALSE);
}

void
akron_window_save_as (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  choose_file_to_save (self, FALSE);
}

/* The session ---------------------------------------------------------------------------- */

static void
update_autosave_banner (AkronWindow *self)
{
  const char *error = akron_session_get_autosave_error (self->session);

  if (error != NULL)
    {
      g_autofree char *reason = akron_label_sentence (error);
      g_autofree char *text = NULL;

      /* Translators: a bar over the board; the reason is a sentence */
      text = g_strdup_printf (_("This game is not being saved automatically. %s"), reason);
      gtk_label_set_label (self->autosave_label, text);
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->autosave_label), text);
    }
  /* Over the board: it takes no room, and no clicks while it is not shown. */
  gtk_widget_set_visible (GTK_WIDGET (self->autosave_revealer), error != NULL);
  gtk_revealer_set_reveal_child (self->autosave_revealer, error != NULL);
}

static void
on_autosave_recovered (AkronWindow *self)
{
  _akron_window_show_toast (self, _("The game is being saved automatically again"));
}

typedef struct
{
  AkronWindow *self;
  GFile *file;
} Starting;

static void
on_session_restored (GObject *source, GAsyncResult *result, gpointer user_data)
{
  Starting *starting = user_data;
  g_autoptr(AkronWindow) self = starting->self;
  g_autoptr(GFile) file = starting->file;
  g_autoptr(AkronDocument) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *notice = NULL;

  g_free (starting);
  self->keeping = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_KEEPING]);
  document = akron_session_restore_finish (AKRON_SESSION (source), result, &notice, NULL,
                                           &error);
  if (gtk_widget_in_destruction (GTK_WIDGET (self)))
    return;
  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("Could not restore the game in progress: %s", error->message);
  if (notice != NULL)
    _akron_window_show_error (self, _("The Game in Progress Was Damaged"), notice);
  offer_kept_games (self);

  /* With a file, that file is shown, and the kept game is the one it replaces. */
  if (file != NULL)
    load_file (self, file, document);
  else if (document != NULL)
    replace_document (self, document);
}

void
akron_window_offer_welcome (AkronWindow *self)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));
  akron_welcome_offer (self->welcome);
}

void
akron_window_start (AkronWindow *self, GFile *file)
{
  Starting *starting;

  g_return_if_fail (AKRON_IS_WINDOW (self));
  g_return_if_fail (file == NULL || G_IS_FILE (file));

  if (self->session == NULL)
    {
      if (file != NULL)
        load_file (self, file, NULL);
      return;
    }

  starting = g_new0 (Starting, 1);
  starting->self = g_object_ref (self);
  starting->file = file != NULL ? g_object_ref (file) : NULL;
  akron_session_restore_async (self->session, self->cancellable, on_session_restored,
                               starting);
}

/* Closing -------------------------------------------------------------------------------- */

static void
remember_window_state (AkronWindow *self)
{
  gboolean maximized = gtk_window_is_maximized (GTK_WINDOW (self));

  akron_settings_delay (self->settings);
  /* A maximized window's size is the screen's: keep the size to return to. */
  if (!maximized)
    {
      int width, height;

      gtk_window_get_default_size (GTK_WINDOW (self), &width, &height);
      g_object_set (self->settings, "window-width", width, "window-height", height, NULL);
    }
  g_object_set (self->settings, "window-maximized", maximized, NULL);
  akron_settings_apply (self->settings);
}

static void
on_flushed (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr(AkronWindow) self = user_data;

  akron_session_flush_finish (AKRON_SESSION (source), result);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
close_after_autosave (AkronWindow *self)
{
  self->closing = TRUE;
  remember_window_state (self);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  if (self->session == NULL)
    {
      gtk_window_destroy (GTK_WINDOW (self));
      return;
    }
  autosave (self);
  akron_session_flush_async (self->session, on_flushed, g_object_ref (self));
}

static void
on_close_response (GtkWidget *alert, const char *response, AkronWindow *self)
{
  if (g_strcmp0 (response, "discard") == 0)
    close_after_autosave (self);
  else if (g_strcmp0 (response, "save") == 0)
    {
      GFile *file = akron_document_get_file (self->document);

      if (file != NULL)
        save_to (self, file, TRUE);
      else
        choose_file_to_save (self, TRUE);
    }
}

/* Only a game that cannot be kept and is in no file, as it is, makes the window ask. */
static void
ask_before_closing (AkronWindow *self)
{
  GtkWidget *alert;
  g_autofree char *body = NULL;

  /* Translators: %s says why the game cannot be saved */
  body = g_strdup_printf (_("This game is not being saved automatically (%s). If you close "
                            "without saving, its moves are lost."),
                          akron_session_get_autosave_error (self->session));
  alert = akron_alert_new (_("Save the Game?"), body);
  akron_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  akron_alert_add_response (alert, "discard", _("Close _Without Saving"),
                            ADW_RESPONSE_DESTRUCTIVE);
  akron_alert_add_response (alert, "save", _("_Save"), ADW_RESPONSE_SUGGESTED);
  akron_alert_set_default_response (alert, "save");
  akron_alert_set_close_response (alert, "cancel");
  g_signal_connect (alert, "response", G_CALLBACK (on_close_response), self);
  akron_alert_present (alert, GTK_WINDOW (self));
}

void
akron_window_close (AkronWindow *self, gboolean may_ask)
{
  g_return_if_fail (AKRON_IS_WINDOW (self));

  if (self->closing)
    return;
  if (may_ask && self->session != NULL
      && akron_session_get_autosave_error (self->session) != NULL
      && akron_document_get_modified (self->document)
      && akron_document_get_unsaved (self->document))
    {
      ask_before_closing (self);
      return;
    }
  close_after_autosave (self);
}

static gboolean
akron_window_close_request (GtkWindow *window)
{
  AkronWindow *self = AKRON_WINDOW (window);

  /* The window goes once the game shown is kept (close_after_autosave). */
  akron_window_close (self, TRUE);
  return TRUE;
}

/* X-ray ---------------------------------------------------------------------------------- */

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
  /* No level shown is not "0" of something: the marbles in the holes stay. */
  if (value < 0.5)
    /* Translators: the X-ray scale at its lowest: only the marbles in the board's holes */
    return g_strdup (_("Board surface"));
  return g_strdup_printf ("%.0f", value);
}

/* GObject -------------------------------------------------------------------------------- */

AkronWindow *
akron_window_new (AdwApplication *application, AkronSession *session)
{
  return g_object_new (AKRON_TYPE_WINDOW,
                       "application", application,
                       "session", session,
                       NULL);
}

static void
on_board_refused (AkronWindow *self, const char *why)
{
  _akron_window_show_toast (self, why);
}

static void
restore_window_state (AkronWindow *self)
{
  int width, height;
  gboolean maximized;

  g_object_get (self->settings,
                "window-width", &width,
                "window-height", &height,
                "window-maximized", &maximized,
                NULL);
  gtk_window_set_default_size (GTK_WINDOW (self), width, height);
  if (maximized)
    gtk_window_maximize (GTK_WINDOW (self));
}

static void
akron_window_constructed (GObject *object)
{
  AkronWindow *self = AKRON_WINDOW (object);
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronDocument) document = NULL;

  G_OBJECT_CLASS (akron_window_parent_class)->constructed (object);

  /* After the construct properties: GtkWindow's set a state of their own. */
  restore_window_state (self);
  if (self->session != NULL)
    {
      g_signal_connect_object (self->session, "notify::autosave-error",
                               G_CALLBACK (update_autosave_banner), self, G_CONNECT_SWAPPED);
      g_signal_connect_object (self->session, "autosave-recovered",
                               G_CALLBACK (on_autosave_recovered), self, G_CONNECT_SWAPPED);
      update_autosave_banner (self);
    }
  _akron_window_actions_init (self);

  /* Until the session or a file says otherwise, a new game as the player last chose it. */
  game = akron_settings_create_game (self->settings);
  document = akron_document_new (game, NULL);
  replace_document (self, document);
}

/* The window's actions that are GPropertyActions on the settings object. */
static const char * const settings_actions[] = { "show-connections", "show-pinned", "sound" };

static void
akron_window_dispose (GObject *object)
{
  AkronWindow *self = AKRON_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  /* These toggles follow the settings object, which outlives every window: removed here,
   * they can no longer tell a window's action group that is gone about a change of the
   * setting (seen with GTK 4.18, where that crashed the next window's toggle). */
  for (guint i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    g_action_map_remove_action (G_ACTION_MAP (self), settings_actions[i]);
  /* The overlay goes with its toasts: dismissing one now would start an animation that
   * outlives it. */
  g_clear_object (&self->toasts);
  replace_toast (self, &self->replaced_toast, NULL);
  replace_toast (self, &self->removed_toast, NULL);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  if (self->document_bindings != NULL)
    g_binding_group_set_source (self->document_bindings, NULL);
  if (self->match != NULL)
    akron_match_set_document (self->match, NULL);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->document_bindings);
  g_clear_object (&self->match);
  /* A review under way stops with the window. */
  if (self->review != NULL)
    akron_review_model_set_game (self->review, NULL);
  g_clear_object (&self->review);
  if (self->hint != NULL)
    akron_hint_set_game (self->hint, NULL);
  g_clear_object (&self->hint);
  g_clear_pointer (&self->subtitle_before_thinking, g_free);
  g_clear_object (&self->document);
  g_clear_object (&self->game);
#if !GTK_CHECK_VERSION (4, 10, 0)
  g_clear_object (&self->chooser);
#endif
  g_clear_object (&self->session);
  g_clear_object (&self->settings);
  g_clear_object (&self->sound);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_WINDOW);

  G_OBJECT_CLASS (akron_window_parent_class)->dispose (object);
}

static void
akron_window_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronWindow *self = AKRON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_KEEPING:
      g_value_set_boolean (value, self->keeping);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_window_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  AkronWindow *self = AKRON_WINDOW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_window_class_init (AkronWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->constructed = akron_window_constructed;
  object_class->dispose = akron_window_dispose;
  object_class->get_property = akron_window_get_property;
  object_class->set_property = akron_window_set_property;
  window_class->close_request = akron_window_close_request;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, AKRON_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, AKRON_TYPE_DOCUMENT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_KEEPING] =
    g_param_spec_boolean ("keeping", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (AKRON_TYPE_BOARD);
  g_type_ensure (AKRON_TYPE_GAME_OVER);
  g_type_ensure (AKRON_TYPE_MOVE_VIEW);
  g_type_ensure (AKRON_TYPE_PLAYER_CARD);
  g_type_ensure (AKRON_TYPE_REVIEW_PANE);
  g_type_ensure (AKRON_TYPE_WELCOME);

  gtk_widget_class_set_template_from_resource (widget_class, AKRON_WINDOW_UI);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, autosave_revealer);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, autosave_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, split_view);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, game_over);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, welcome);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, leave_fullscreen_button);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, game_bar);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, compact_cards);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_compact_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_compact_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, bar_stack);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, swap_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, draw_label);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, vert_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, horz_card);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, move_view);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, review_pane);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, board_review_slot);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, sidebar_review_slot);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, xray_box);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, xray_scale);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, xray_adjustment);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, hint_stack);
  gtk_widget_class_bind_template_child (widget_class, AkronWindow, thinking_spinner);
}

/* Two people sharing the board; the match seats its computer opponent instead of one of
 * them when a game's record tags say so. */
static void
create_match (AkronWindow *self)
{
  g_autoptr(AkronHumanPlayer) vert = akron_human_player_new (self->board);
  g_autoptr(AkronHumanPlayer) horz = akron_human_player_new (self->board);

  self->match = akron_match_new (NULL, AKRON_PLAYER (vert), AKRON_PLAYER (horz));
  akron_match_seat_people (self->match, AKRON_PLAYER (vert), AKRON_PLAYER (horz));
  self->hint = akron_hint_new ();
  g_object_bind_property (self->hint, "move", self->board, "hint", G_BINDING_SYNC_CREATE);
  self->review = akron_review_model_new ();
}

static void
akron_window_init (AkronWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->toasts = akron_toast_presenter_new (self->toast_overlay);
  akron_toast_presenter_watch_keys (self->toasts, GTK_WIDGET (self));
  g_signal_connect_object (self->game_over, "notify::visible", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);

  self->settings = g_object_ref (akron_settings_get_default ());
  self->cancellable = g_cancellable_new ();

  create_match (self);
  g_object_bind_property (self->match, "input-refusal", self->board, "input-refusal",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->match, "notify::swap-offered", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::draw-offered", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
  /* Against the computer the status line speaks to the person ("Your move"), and says when
   * the computer thinks: who sits where, and the thinking, change it too. */
  g_signal_connect_object (self->match, "notify::vert-player", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::horz-player", G_CALLBACK (update_bar), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (akron_match_get_computer (self->match), "notify::thinking",
                           G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);

  self->document_signals = g_signal_group_new (AKRON_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "notify::game",
                                  G_CALLBACK (on_document_game), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::title",
                                  G_CALLBACK (on_document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::modified",
                                  G_CALLBACK (on_document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "notify::file",
                                  G_CALLBACK (on_document_changed), self);
  g_signal_group_connect_swapped (self->document_signals, "line-deleted",
                                  G_CALLBACK (on_line_deleted), self);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (on_position_changed), self);
  /* A line promoted or deleted changes the game, not the position. */
  g_signal_group_connect_swapped (self->game_signals, "history-changed",
                                  G_CALLBACK (autosave), self);
  self->document_bindings = g_binding_group_new ();

  g_signal_connect_swapped (self->board, "refused", G_CALLBACK (on_board_refused), self);
  g_object_bind_property (self->settings, "show-connections", self->board, "show-connections",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->settings, "show-pinned", self->board, "show-pinned",
                          G_BINDING_SYNC_CREATE);
  /* In a narrow window the sidebar folds away: whose turn and the piles stay in view
   * under the board. */
  g_object_bind_property (self->split_view, AKRON_SPLIT_VIEW_FOLDED,
                          self->compact_cards, "visible", G_BINDING_SYNC_CREATE);

  g_object_bind_property_full (self->xray_adjustment, "value", self->board, "xray-level",
                               G_BINDING_SYNC_CREATE | G_BINDING_BIDIRECTIONAL,
                               xray_value_to_level, xray_level_to_value, self, NULL);
  gtk_scale_set_format_value_func (self->xray_scale,
                                   (GtkScaleFormatValueFunc) format_xray_value, self, NULL);

  _akron_window_tell_init (self);
  _akron_window_review_init (self);
  g_signal_connect_object (akron_board_get_scene (self->board), "notify::connection-state",
                           G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (akron_board_get_scene (self->board), "notify::last-drops",
                           G_CALLBACK (update_bar), self, G_CONNECT_SWAPPED);
}
