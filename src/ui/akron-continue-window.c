/* akron-continue-window.c: the games kept to continue, to open or delete
 *
 * A boxed list of the session's library (AkronGameLibrary), the last played first: each row
 * a small picture of the position (AkronGamePreview), who plays, and the variant, the moves
 * and when it was last played. Deleting is the player's act and can be undone from a toast
 * (the record waits in the library's "deleted" folder until the next start).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-continue-window.h"
#include "akron-game-preview.h"
#include "akron-toast-presenter.h"

#define PREVIEW_SIZE 64

struct _AkronContinueWindow
{
  AdwWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  GtkListBox *list_box;

  AkronWindow *window;  /* weak */
  AkronSession *session;
  AkronToastPresenter *toasts;
};

G_DEFINE_FINAL_TYPE (AkronContinueWindow, akron_continue_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_WINDOW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Labels --------------------------------------------------------------------------------- */

char *
akron_continue_window_format_time (GDateTime *when, GDateTime *now)
{
  g_autoptr(GDateTime) local = g_date_time_to_local (when);
  g_autoptr(GDateTime) today = NULL;
  g_autoptr(GDateTime) local_now = NULL;
  GTimeSpan ago;

  g_return_val_if_fail (when != NULL, NULL);

  local_now = now != NULL ? g_date_time_to_local (now) : g_date_time_new_now_local ();
  today = g_date_time_new_local (g_date_time_get_year (local_now),
                                 g_date_time_get_month (local_now),
                                 g_date_time_get_day_of_month (local_now), 0, 0, 0);
  ago = g_date_time_difference (today, local);

  if (ago <= 0)
    /* Translators: when a kept game was last played, today; a g_date_time_format() format */
    return g_date_time_format (local, _("Today, %H:%M"));
  if (ago <= G_TIME_SPAN_DAY)
    /* Translators: when a kept game was last played, yesterday; a g_date_time_format()
     * format */
    return g_date_time_format (local, _("Yesterday, %H:%M"));
  if (ago <= 6 * G_TIME_SPAN_DAY)
    /* Translators: when a kept game was last played, this week ("Monday, 18:40"); a
     * g_date_time_format() format */
    return g_date_time_format (local, _("%A, %H:%M"));
  /* Translators: when a kept game was last played, longer ago ("3 March 2026"); a
   * g_date_time_format() format */
  return g_date_time_format (local, _("%-d %B %Y"));
}

static char *
describe (AkronSavedGame *game)
{
  guint n_moves = akron_saved_game_get_n_moves (game);
  g_autofree char *moves = NULL;
  g_autofree char *when = akron_continue_window_format_time (
    akron_saved_game_get_last_played (game), NULL);

  moves = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move", "%u moves", n_moves),
                           n_moves);
  if (akron_saved_game_get_finished (game))
    /* Translators: a kept game's line: the variant, the moves, "finished", when it was
     * last played */
    return g_strdup_printf (_("%s · %s · finished · %s"),
                            akron_saved_game_get_variant (game), moves, when);
  /* Translators: a kept game's line: the variant, the moves, when it was last played */
  return g_strdup_printf (_("%s · %s · %s"), akron_saved_game_get_variant (game), moves,
                          when);
}

/* Opening and deleting ------------------------------------------------------------------- */

static void
open_game (AkronContinueWindow *self, AkronSavedGame *game)
{
  if (self->window != NULL)
    akron_window_continue_game (self->window, game);
  gtk_window_close (GTK_WINDOW (self));
}

static void
on_undo_delete (AdwToast *toast, AkronSavedGame *game)
{
  AkronContinueWindow *self = g_object_get_data (G_OBJECT (toast), "akron-continue-window");

  if (self != NULL && self->session != NULL)
    akron_session_undelete_kept (self->session, game);
}

static void
delete_game (AkronContinueWindow *self, AkronSavedGame *game)
{
  AdwToast *toast;

  if (self->session == NULL)
    return;
  g_object_ref (game);
  akron_session_delete_kept (self->session, game);

  /* Translators: a kept game was deleted from the list; the button brings it back */
  toast = adw_toast_new (_("Game deleted"));
  adw_toast_set_timeout (toast, 8);
  adw_toast_set_button_label (toast, _("_Undo"));
  g_object_set_data (G_OBJECT (toast), "akron-continue-window", self);
  g_signal_connect_data (toast, "button-clicked", G_CALLBACK (on_undo_delete),
                         g_object_ref (game), (GClosureNotify) (void (*) (void)) g_object_unref,
                         0);
  akron_toast_presenter_show (self->toasts, toast);
  g_object_unref (game);
}

static AkronSavedGame *
row_game (GtkWidget *row)
{
  return g_object_get_data (G_OBJECT (row), "akron-saved-game");
}

/* Deletes @game, and gives the focus to the game that takes its place, for the next key. */
static void
delete_and_move_on (AkronContinueWindow *self, AkronSavedGame *game)
{
  GListModel *games = G_LIST_MODEL (akron_session_get_library (self->session));
  guint index = 0;
  GtkListBoxRow *next;

  while (index < g_list_model_get_n_items (games))
    {
      g_autoptr(AkronSavedGame) item = g_list_model_get_item (games, index);

      if (item == game)
        break;
      index++;
    }
  delete_game (self, game);
  next = gtk_list_box_get_row_at_index (self->list_box, index);
  if (next == NULL && index > 0)
    next = gtk_list_box_get_row_at_index (self->list_box, index - 1);
  if (next != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (next));
}

/* What a click or a key asks for is done once its event is over: both take away the
 * widget that was clicked (the row, or the whole window), and GTK's accounting of the
 * pressed state breaks when a widget goes in the middle of its own gesture. */
typedef struct
{
  AkronContinueWindow *self;
  AkronSavedGame *game;
  gboolean open;
} Act;

static void
act_free (Act *act)
{
  g_object_unref (act->self);
  g_object_unref (act->game);
  g_free (act);
}

static gboolean
run_act (gpointer data)
{
  Act *act = data;

  if (gtk_widget_in_destruction (GTK_WIDGET (act->self)) || act->self->session == NULL)
    return G_SOURCE_REMOVE;
  if (act->open)
    open_game (act->self, act->game);
  else if (akron_game_library_contains (akron_session_get_library (act->self->session),
                                        act->game))
    delete_and_move_on (act->self, act->game);
  return G_SOURCE_REMOVE;
}

static void
act_later (AkronContinueWindow *self, AkronSavedGame *game, gboolean open)
{
  Act *act = g_new0 (Act, 1);

  act->self = g_object_ref (self);
  act->game = g_object_ref (game);
  act->open = open;
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, run_act, act, (GDestroyNotify) act_free);
}

static void
on_row_activated (AkronContinueWindow *self, GtkListBoxRow *row)
{
  act_later (self, row_game (GTK_WIDGET (row)), TRUE);
}

static void
on_delete_clicked (GtkButton *button, AkronContinueWindow *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  act_later (self, row_game (row), FALSE);
}

/* Delete on a row (or on its delete button) deletes its game. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AkronContinueWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *row;

  if (keyval != GDK_KEY_Delete && keyval != GDK_KEY_KP_Delete)
    return GDK_EVENT_PROPAGATE;
  row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  if (row == NULL || row_game (row) == NULL)
    return GDK_EVENT_PROPAGATE;
  act_later (self, row_game (row), FALSE);
  return GDK_EVENT_STOP;
}

static GtkWidget *
create_row (gpointer item, gpointer user_data)
{
  AkronContinueWindow *self = user_data;
  AkronSavedGame *game = item;
  AkronGame *position = akron_document_get_game (akron_saved_game_get_document (game));
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *preview = akron_game_preview_new (position, PREVIEW_SIZE);
  GtkWidget *delete = gtk_button_new_from_icon_name ("user-trash-symbolic");
  g_autofree char *subtitle = describe (game);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), akron_saved_game_get_title (game));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_action_row_set_subtitle_lines (ADW_ACTION_ROW (row), 2);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_widget_set_margin_top (preview, 6);
  gtk_widget_set_margin_bottom (preview, 6);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), preview);

  gtk_widget_set_valign (delete, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (delete, _("Delete"));
  gtk_widget_add_css_class (delete, "flat");
  gtk_widget_add_css_class (delete, "circular");
  g_signal_connect (delete, "clicked", G_CALLBACK (on_delete_clicked), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), delete);

  g_object_set_data_full (G_OBJECT (row), "akron-saved-game", g_object_ref (game),
                          g_object_unref);
  return row;
}

static void
update_page (AkronContinueWindow *self)
{
  AkronGameLibrary *library = akron_session_get_library (self->session);
  gboolean empty = g_list_model_get_n_items (G_LIST_MODEL (library)) == 0;

  gtk_stack_set_visible_child_name (self->stack, empty ? "empty" : "list");
}

/* GObject -------------------------------------------------------------------------------- */

GtkWidget *
akron_continue_window_new (AkronWindow *window)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (window), NULL);

  return g_object_new (AKRON_TYPE_CONTINUE_WINDOW,
                       "window", window,
                       "transient-for", window,
                       NULL);
}

static void
akron_continue_window_constructed (GObject *object)
{
  AkronContinueWindow *self = AKRON_CONTINUE_WINDOW (object);
  AkronGameLibrary *library;
  GtkListBoxRow *first;

  G_OBJECT_CLASS (akron_continue_window_parent_class)->constructed (object);

  self->session = self->window != NULL ? akron_window_get_session (self->window) : NULL;
  if (self->session == NULL)
    return;
  g_object_ref (self->session);
  library = akron_session_get_library (self->session);
  gtk_list_box_bind_model (self->list_box, G_LIST_MODEL (library), create_row, self, NULL);
  g_signal_connect_object (library, "notify::n-items", G_CALLBACK (update_page), self,
                           G_CONNECT_SWAPPED);
  update_page (self);

  /* Enter opens the game focused: the first one to begin with. */
  first = gtk_list_box_get_row_at_index (self->list_box, 0);
  if (first != NULL)
    gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (first));
}

static void
akron_continue_window_dispose (GObject *object)
{
  AkronContinueWindow *self = AKRON_CONTINUE_WINDOW (object);

  g_clear_object (&self->toasts);
  if (self->list_box != NULL)
    gtk_list_box_bind_model (self->list_box, NULL, NULL, NULL, NULL);
  if (self->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  self->window = NULL;
  g_clear_object (&self->session);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_CONTINUE_WINDOW);

  G_OBJECT_CLASS (akron_continue_window_parent_class)->dispose (object);
}

static void
akron_continue_window_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  AkronContinueWindow *self = AKRON_CONTINUE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_WINDOW:
      self->window = g_value_get_object (value);
      if (self->window != NULL)
        g_object_add_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_continue_window_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  AkronContinueWindow *self = AKRON_CONTINUE_WINDOW (object);

  switch (prop_id)
    {
    case PROP_WINDOW:
      g_value_set_object (value, self->window);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_continue_window_class_init (AkronContinueWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = akron_continue_window_constructed;
  object_class->dispose = akron_continue_window_dispose;
  object_class->set_property = akron_continue_window_set_property;
  object_class->get_property = akron_continue_window_get_property;

  properties[PROP_WINDOW] =
    g_param_spec_object ("window", NULL, NULL, AKRON_TYPE_WINDOW,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/akrongame/Akron/ui/"
                                               "akron-continue-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronContinueWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, AkronContinueWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AkronContinueWindow, list_box);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
akron_continue_window_init (AkronContinueWindow *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->toasts = akron_toast_presenter_new (self->toast_overlay);

  g_signal_connect_swapped (self->list_box, "row-activated", G_CALLBACK (on_row_activated),
                            self);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self->list_box), keys);
}
