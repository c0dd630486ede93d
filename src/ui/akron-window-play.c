/* akron-window-play.c: who plays in the window, the computer's turns, and the hint
 *
 * The window's match has three players to choose from: a person for each colour and the
 * computer opponent. The game says which plays (its [Computer] and [Level] record tags,
 * read whenever another game is shown), so a saved or restored game against the computer
 * goes on against it. While the computer thinks, the header shows a spinner and
 * "Thinking…"; the board refuses clicks with the match's reason. Undo and redo step over
 * the computer's moves to the person's turn. The hint (win.hint) is a Hard search for
 * whoever is to move, shown on the board until the position changes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-human-player.h"
#include "akron-notation.h"
#include "akron-window-private.h"

static void update_undo_enabled (AkronWindow *self);

/* Players ------------------------------------------------------------------------------- */

void
_akron_window_play_set_game (AkronWindow *self, AkronGame *game)
{
  AkronColour computer_colour = AKRON_VERT;
  AkronLevel level = AKRON_LEVEL_MEDIUM;
  gboolean computer = game != NULL
                      && akron_computer_player_read_tags (game, &computer_colour, &level);

  akron_hint_set_game (self->hint, game);
  if (computer)
    akron_computer_player_set_level (self->computer, level);
  for (AkronColour colour = AKRON_VERT; colour <= AKRON_HORZ; colour++)
    {
      AkronPlayer *player = computer && colour == computer_colour
                              ? AKRON_PLAYER (self->computer)
                              : self->people[colour];

      akron_match_set_player (self->match, colour, player);
    }
  update_undo_enabled (self);
}

static gboolean
person_to_move (AkronWindow *self)
{
  AkronPlayer *player;

  if (akron_game_is_over (self->game))
    return TRUE;
  player = akron_match_get_player_for_colour (self->match,
                                              akron_game_get_to_move (self->game));
  return player == NULL || akron_player_is_local_person (player);
}

/* Back to the last position where a person here was to move (the computer's search, if
 * any, stops with the change of position). */
void
_akron_window_undo_turn (AkronWindow *self)
{
  if (!akron_game_undo (self->game))
    return;
  while (!person_to_move (self) && akron_game_undo (self->game))
    ;
}

/* Forward to the next position where a person here is to move, or the end. */
void
_akron_window_redo_turn (AkronWindow *self)
{
  if (!akron_game_redo (self->game))
    return;
  while (!person_to_move (self) && akron_game_redo (self->game))
    ;
}

/* Undo takes back a person's move. When the computer made the first move, nothing before
 * the person's first turn is theirs to take back: the computer would only play again. */
static void
update_undo_enabled (AkronWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "undo");
  gboolean enabled = self->game != NULL && akron_game_get_can_undo (self->game);
  AkronPlayer *starter = akron_match_get_player (self->match, AKRON_VERT);

  if (action == NULL)
    return;
  if (enabled && starter != NULL && !akron_player_is_local_person (starter))
    enabled = akron_game_get_ply (self->game) > 1;
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

/* Thinking ------------------------------------------------------------------------------- */

static void
update_thinking (AkronWindow *self)
{
  gboolean thinking = akron_computer_player_get_thinking (self->computer);

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

static void
update_hint_enabled (AkronWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "hint");

  /* A running hint can always be stopped; a new one is for a person at this computer. */
  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               akron_hint_get_running (self->hint)
                                 || akron_match_get_person_to_move (self->match));
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

/* Setting up ----------------------------------------------------------------------------- */

static const GActionEntry play_entries[] = {
  { "hint", hint_activated },
};

void
_akron_window_play_init (AkronWindow *self)
{
  self->people[AKRON_VERT] = AKRON_PLAYER (akron_human_player_new (self->board));
  self->people[AKRON_HORZ] = AKRON_PLAYER (akron_human_player_new (self->board));
  self->computer = akron_computer_player_new (AKRON_LEVEL_MEDIUM);
  self->hint = akron_hint_new ();
  self->match = akron_match_new (NULL, self->people[AKRON_VERT], self->people[AKRON_HORZ]);

  g_signal_connect_object (self->computer, "notify::thinking", G_CALLBACK (update_thinking),
                           self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->hint, "move", self->board, "hint", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->hint, "notify::running", G_CALLBACK (update_hint_button),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->hint, "notify::move", G_CALLBACK (announce_hint), self,
                           G_CONNECT_SWAPPED);
}

/* After the window's own actions: the hint action's state follows the match and the hint. */
void
_akron_window_play_actions_init (AkronWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), play_entries,
                                   G_N_ELEMENTS (play_entries), self);
  g_signal_connect_object (self->hint, "notify::running", G_CALLBACK (update_hint_enabled),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::person-to-move",
                           G_CALLBACK (update_hint_enabled), self, G_CONNECT_SWAPPED);
  update_hint_enabled (self);

  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo",
                                  G_CALLBACK (update_undo_enabled), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::ply",
                                  G_CALLBACK (update_undo_enabled), self);
  g_signal_connect_object (self->match, "notify::vert-player",
                           G_CALLBACK (update_undo_enabled), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->match, "notify::document", G_CALLBACK (update_undo_enabled),
                           self, G_CONNECT_SWAPPED);
  update_undo_enabled (self);
  update_hint_button (self);
}

void
_akron_window_play_dispose (AkronWindow *self)
{
  if (self->hint != NULL)
    akron_hint_set_game (self->hint, NULL);
  g_clear_object (&self->hint);
  g_clear_object (&self->computer);
  g_clear_object (&self->people[AKRON_VERT]);
  g_clear_object (&self->people[AKRON_HORZ]);
  g_clear_pointer (&self->subtitle_before_thinking, g_free);
}

AkronComputerPlayer *
akron_window_get_computer (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->computer;
}

AkronHint *
akron_window_get_hint (AkronWindow *self)
{
  g_return_val_if_fail (AKRON_IS_WINDOW (self), NULL);
  return self->hint;
}
