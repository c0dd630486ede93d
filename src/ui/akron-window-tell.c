/* akron-window-tell.c: what the window says and plays about the game
 *
 * The board shows the position; this part of the window says what is happening in it: the
 * status under the board (a pending win, marbles dropped, a swap), the variant under the
 * title, "Thinking…" there while the computer thinks (with a spinner in the header), the
 * hint in words, the end of the game over the board (AkronGameOver), and the sounds of the
 * marbles (AkronSound). Also the window-level view toggles that go with it: sound and
 * fullscreen.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-labels.h"
#include "akron-notation.h"
#include "akron-window-private.h"

char *
_akron_window_tell_status (AkronWindow *self)
{
  return akron_label_report (self->game, akron_board_get_scene (self->board), self->match);
}

/* The subtitle says the variant. While the computer thinks it says so instead
 * (update_thinking()), and the variant comes back when it has moved. */
void
_akron_window_tell_update_subtitle (AkronWindow *self)
{
  g_autofree char *variant = NULL;

  if (self->game == NULL)
    return;

  variant = akron_label_variant (self->game);
  if (self->subtitle_before_thinking != NULL)
    {
      g_free (self->subtitle_before_thinking);
      self->subtitle_before_thinking = g_steal_pointer (&variant);
    }
  else
    adw_window_title_set_subtitle (self->window_title, variant);
}

static gboolean
at_clunk_position (AkronWindow *self)
{
  return self->clunk_pending && self->game != NULL && self->game == self->clunk_game
         && akron_game_get_ply (self->game) == self->clunk_ply;
}

/* The clunk sounds when the dropping marbles land, at the end of the move's animation;
 * not if the game has moved on meanwhile (an undo stops the animation too). */
static void
on_animating (AkronWindow *self)
{
  AkronScene *scene = akron_board_get_scene (self->board);

  if (akron_scene_get_animating (scene))
    return;
  if (at_clunk_position (self))
    akron_sound_request (self->sound, AKRON_SOUND_DROP);
  self->clunk_pending = FALSE;
}

/* A player's move (not undo, redo or browsing, which replay what was heard): a click for
 * the marble placed, a clunk when marbles dropped. */
static void
on_move_played (AkronWindow *self, AkronDocument *document)
{
  AkronGame *game = akron_document_get_game (document);
  const AkronUndo *last = akron_game_get_last_undo (game);

  if (last == NULL || (last->move.kind != AKRON_MOVE_ADD && last->move.kind != AKRON_MOVE_STEP))
    return;

  akron_sound_request (self->sound, AKRON_SOUND_PLACE);
  self->clunk_pending = FALSE;
  if (last->move.kind != AKRON_MOVE_STEP || last->n_drops == 0)
    return;
  self->clunk_pending = TRUE;
  self->clunk_ply = akron_game_get_ply (game);
  self->clunk_game = game;
  if (!akron_scene_get_animating (akron_board_get_scene (self->board)))
    on_animating (self);
}

/* Review: the card goes, the board takes the focus for browsing with the keys. */
static void
on_reviewed (AkronWindow *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* The state the window manager gave, not the one asked for. */
static void
on_fullscreened (GSimpleAction *action, GParamSpec *pspec, AkronWindow *self)
{
  g_simple_action_set_state (action,
                             g_variant_new_boolean (gtk_window_is_fullscreen (GTK_WINDOW (self))));
}

static void
change_fullscreen (AkronWindow *self, GVariant *state)
{
  if (g_variant_get_boolean (state))
    gtk_window_fullscreen (GTK_WINDOW (self));
  else
    gtk_window_unfullscreen (GTK_WINDOW (self));
}

/* Thinking ------------------------------------------------------------------------------- */

static void
update_thinking (AkronWindow *self)
{
  AkronComputerPlayer *computer = akron_match_get_computer (self->match);
  gboolean thinking = akron_computer_player_get_thinking (computer);

  gtk_widget_set_visible (GTK_WIDGET (self->thinking_spinner), thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
  if (thinking)
    {
      /* Whatever the subtitle said comes back when the computer has moved. */
      if (self->subtitle_before_thinking == NULL)
        self->subtitle_before_thinking =
          g_strdup (adw_window_title_get_subtitle (self->window_title));
      adw_window_title_set_subtitle (self->window_title, _("Thinking…"));
    }
  else if (self->subtitle_before_thinking != NULL)
    {
      g_autofree char *subtitle = g_steal_pointer (&self->subtitle_before_thinking);
      adw_window_title_set_subtitle (self->window_title, subtitle);
    }
}

/* Whom the board's announcements speak to: a person alone against the computer hears
 * that the computer cut "your chain", as the status line says it. */
static void
update_lone_person (AkronWindow *self)
{
  AkronColour person;
  AkronLonePerson lone = AKRON_LONE_PERSON_NONE;

  if (akron_match_get_lone_person (self->match, &person))
    lone = person == AKRON_VERT ? AKRON_LONE_PERSON_VERT : AKRON_LONE_PERSON_HORZ;
  akron_board_set_lone_person (self->board, lone);
}

/* The hint ------------------------------------------------------------------------------- */

static void
update_hint_button (AkronWindow *self)
{
  gboolean running = akron_hint_get_running (self->hint);

  gtk_stack_set_visible_child_name (self->hint_stack, running ? "running" : "idle");
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->hint_button),
                               running ? _("Stop Looking for a Hint") : _("Hint"));
}

/* The board marks a hint's piece and hole; the words say it too, for a swap or a draw
 * (nothing to mark) and for those who do not see the board. */
static void
announce_hint (AkronWindow *self)
{
  const AkronMove *move = akron_hint_get_move (self->hint);
  g_autofree char *text = NULL;

  if (move == NULL)
    return;
  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      text = g_strdup (_("Hint: swap colours"));
      break;
    case AKRON_MOVE_DRAW:
      text = g_strdup (_("Hint: claim the draw"));
      break;
    default:
      {
        const AkronGeometry *geo =
          akron_position_get_geometry (akron_game_get_position (self->game));
        g_autofree char *notation = akron_move_to_string (geo, move);

        /* Translators: a suggested move, in the game's notation ("C4", "B2-C3'") */
        text = g_strdup_printf (_("Hint: %s"), notation);
      }
    }
  _akron_window_show_toast (self, text);
}

/* Setting up ----------------------------------------------------------------------------- */

static void
tell_thinking_and_hint (AkronWindow *self)
{
  g_signal_connect_object (akron_match_get_computer (self->match), "notify::thinking",
                           G_CALLBACK (update_thinking), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint, "notify::running", G_CALLBACK (update_hint_button),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint, "notify::move", G_CALLBACK (announce_hint), self,
                           G_CONNECT_SWAPPED);
  update_hint_button (self);
}

void
_akron_window_tell_init (AkronWindow *self)
{
  g_autoptr(GAction) sound = NULL;
  g_autoptr(GAction) fullscreen = NULL;
  GtkEventController *shortcuts;

  self->sound = akron_sound_new ();
  g_object_bind_property (self->settings, "sound", self->sound, "enabled",
                          G_BINDING_SYNC_CREATE);
  g_signal_group_connect_swapped (self->document_signals, "move-played",
                                  G_CALLBACK (on_move_played), self);
  g_signal_connect_object (akron_board_get_scene (self->board), "notify::animating",
                           G_CALLBACK (on_animating), self, G_CONNECT_SWAPPED);

  tell_thinking_and_hint (self);
  g_signal_connect_object (self->match, "notify::vert-player", G_CALLBACK (update_lone_person),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::horz-player", G_CALLBACK (update_lone_person),
                           self, G_CONNECT_SWAPPED);
  update_lone_person (self);
  akron_game_over_set_scene (self->game_over, akron_board_get_scene (self->board));
  akron_game_over_set_match (self->game_over, self->match);
  g_signal_connect_object (self->game_over, "reviewed", G_CALLBACK (on_reviewed), self,
                           G_CONNECT_SWAPPED);

  /* Where no sound can be heard (GSound could not be set up), there is no toggle: the menu's
   * Sound item shows insensitive. */
  sound = G_ACTION (g_property_action_new ("sound", self->settings, "sound"));
  if (akron_sound_get_available (self->sound))
    g_action_map_add_action (G_ACTION_MAP (self), sound);
  /* The header stays in fullscreen (it is part of the window's content), with a button to
   * leave it. Not a GPropertyAction: that would hold the window it belongs to. */
  fullscreen = G_ACTION (g_simple_action_new_stateful ("fullscreen", NULL,
                                                       g_variant_new_boolean (FALSE)));
  g_signal_connect_object (fullscreen, "change-state", G_CALLBACK (change_fullscreen), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self, "notify::fullscreened", G_CALLBACK (on_fullscreened),
                           fullscreen, G_CONNECT_SWAPPED);
  g_action_map_add_action (G_ACTION_MAP (self), fullscreen);
  g_object_bind_property (self, "fullscreened", self->leave_fullscreen_button, "visible",
                          G_BINDING_SYNC_CREATE);

  /* F11 belongs to the window, with or without an application around it. */
  shortcuts = gtk_shortcut_controller_new ();
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_keyval_trigger_new (GDK_KEY_F11, 0),
                                                          gtk_named_action_new ("win.fullscreen")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
