/* akron-window-actions.c: the window's actions (win.*)
 *
 * Each action's enabled state is bound to the model property that decides it: undo and
 * redo to the match's (against the computer they step back and on to the person's turn),
 * swap and claim-draw to the match's offers (only a person at this computer is offered
 * them), resign to whether a person here is to move, and the toasts' buttons to what the
 * document and the session keep. The hint (win.hint) is a Hard search for whoever is to
 * move, shown on the board until the position changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-alert.h"
#include "akron-labels.h"
#include "akron-window-private.h"

static void
report_refusal (AkronWindow *self, gboolean ok, GError *error)
{
  if (!ok)
    {
      g_autofree char *text = akron_label_sentence (error->message);
      _akron_window_show_toast (self, text);
    }
}

static void
undo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  akron_board_cancel_selection (self->board);
  akron_match_undo_turn (self->match);
}

static void
redo_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  akron_board_cancel_selection (self->board);
  akron_match_redo_turn (self->match);
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_new_game (AKRON_WINDOW (user_data));
}

/* The welcome's Play: a newcomer alone at the computer has nobody to play with, so it
 * opens New Game set for a first game against the computer, which Start begins. */
static void
new_first_game_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_new_first_game (AKRON_WINDOW (user_data));
}

static void
open_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_open (AKRON_WINDOW (user_data), NULL);
}

static void
save_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_save (AKRON_WINDOW (user_data));
}

static void
save_as_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_save_as (AKRON_WINDOW (user_data));
}

static void
play_special (AkronWindow *self, AkronMoveKind kind)
{
  AkronMove move = akron_move_special (kind);
  g_autoptr(GError) error = NULL;

  akron_board_cancel_selection (self->board);
  report_refusal (self, akron_document_play (self->document, &move, &error), error);
  /* The button that did it goes away with the offer: the board takes the focus, not
   * whatever widget comes first. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

static void
claim_draw_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  play_special (AKRON_WINDOW (user_data), AKRON_MOVE_DRAW);
}

static void
swap_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  play_special (AKRON_WINDOW (user_data), AKRON_MOVE_SWAP);
}

static void
on_resign_response (GtkWidget *alert, const char *response, AkronWindow *self)
{
  if (g_strcmp0 (response, "resign") == 0)
    play_special (self, AKRON_MOVE_RESIGN);
}

static void
resign_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  AkronColour to_move = akron_game_get_to_move (self->game);
  g_autofree char *heading = NULL;
  GtkWidget *alert;

  /* Translators: %s is the player to move: a name or a colour's name ("Vert") */
  heading = g_strdup_printf (_("Resign for %s?"), akron_label_player (self->game, to_move));
  alert = akron_alert_new (heading, _("The game ends with a win for the opponent. Undo can "
                                      "take the resignation back."));
  akron_alert_add_response (alert, "cancel", _("_Cancel"), ADW_RESPONSE_DEFAULT);
  akron_alert_add_response (alert, "resign", _("_Resign"), ADW_RESPONSE_DESTRUCTIVE);
  akron_alert_set_close_response (alert, "cancel");
  g_signal_connect_object (alert, "response", G_CALLBACK (on_resign_response), self, 0);
  akron_alert_present (alert, GTK_WINDOW (self));
}

/* Lines are named by a "(uu)" target: the move of the current line they replace, and
 * their place among the moves there (akron_document_delete_line()). */
static void
delete_line_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  guint ply, index;

  g_variant_get (param, "(uu)", &ply, &index);
  akron_board_cancel_selection (self->board);
  akron_document_delete_line (self->document, ply, index);
}

static void
promote_line_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;
  g_autoptr(GError) error = NULL;
  guint ply, index;

  g_variant_get (param, "(uu)", &ply, &index);
  if (!akron_document_promote_line (self->document, ply, index, &error))
    _akron_window_show_toast (self, error->message);
}

static void
restore_line_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  akron_board_cancel_selection (self->board);
  akron_document_restore_line (self->document);
}

static void
continue_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  akron_window_show_continue (AKRON_WINDOW (user_data));
}

static void
restore_replaced_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  _akron_window_restore_replaced (AKRON_WINDOW (user_data));
}

static void
hint_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  if (akron_hint_get_running (self->hint))
    akron_hint_cancel (self->hint);
  else if (akron_match_get_person_to_move (self->match))
    akron_hint_start (self->hint);
}

static const GActionEntry win_entries[] = {
  { "undo", undo_activated },
  { "redo", redo_activated },
  { "new-game", new_game_activated },
  { "new-first-game", new_first_game_activated },
  { "open", open_activated },
  { "save", save_activated },
  { "save-as", save_as_activated },
  { "claim-draw", claim_draw_activated },
  { "resign", resign_activated },
  { "swap", swap_activated },
  { "delete-line", delete_line_activated, "(uu)" },
  { "promote-line", promote_line_activated, "(uu)" },
  { "restore-line", restore_line_activated },
  { "restore-replaced", restore_replaced_activated },
  { "continue", continue_activated },
  { "hint", hint_activated },
};

static GAction *
lookup (AkronWindow *self, const char *name)
{
  return g_action_map_lookup_action (G_ACTION_MAP (self), name);
}

static void
update_hint_enabled (AkronWindow *self)
{
  /* A running hint can always be stopped; a new one is for a person at this computer. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "hint")),
                               akron_hint_get_running (self->hint)
                                 || akron_match_get_person_to_move (self->match));
}

void
_akron_window_actions_init (AkronWindow *self)
{
  g_autoptr(GAction) show_connections = NULL;
  g_autoptr(GAction) show_pinned = NULL;
  g_autoptr(GAction) show_sidebar = NULL;

  g_action_map_add_action_entries (G_ACTION_MAP (self), win_entries, G_N_ELEMENTS (win_entries),
                                   self);

  g_object_bind_property (self->match, "can-undo-turn", lookup (self, "undo"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->match, "can-redo-turn", lookup (self, "redo"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_binding_group_bind (self->document_bindings, "can-restore-line",
                        lookup (self, "restore-line"), "enabled", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->match, "swap-offered", lookup (self, "swap"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->match, "draw-offered", lookup (self, "claim-draw"), "enabled",
                          G_BINDING_SYNC_CREATE);
  /* One resigns for oneself: a person here, on their turn. */
  g_object_bind_property (self->match, "person-to-move", lookup (self, "resign"), "enabled",
                          G_BINDING_SYNC_CREATE);
  if (self->session != NULL)
    g_object_bind_property (self->session, "has-replaced", lookup (self, "restore-replaced"),
                            "enabled", G_BINDING_SYNC_CREATE);
  else
    {
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "restore-replaced")), FALSE);
      g_simple_action_set_enabled (G_SIMPLE_ACTION (lookup (self, "continue")), FALSE);
    }
  g_signal_connect_object (self->hint, "notify::running", G_CALLBACK (update_hint_enabled),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::person-to-move",
                           G_CALLBACK (update_hint_enabled), self, G_CONNECT_SWAPPED);
  update_hint_enabled (self);

  show_connections = G_ACTION (g_property_action_new ("show-connections", self->settings,
                                                      "show-connections"));
  g_action_map_add_action (G_ACTION_MAP (self), show_connections);
  show_pinned = G_ACTION (g_property_action_new ("show-pinned", self->settings, "show-pinned"));
  g_action_map_add_action (G_ACTION_MAP (self), show_pinned);
  /* Hides the sidebar for a bigger board; in a narrow window, shows it over the board. */
  show_sidebar = G_ACTION (g_property_action_new ("show-sidebar", self->split_view,
                                                 AKRON_SPLIT_VIEW_SHOWN));
  g_action_map_add_action (G_ACTION_MAP (self), show_sidebar);
}
