/* akron-window-review.c: the review of the game shown, in the window
 *
 * Review on the game-over card, or Review Game in the main menu (win.review, for any game
 * with moves, an opened record too), starts the computer's look back at the game
 * (AkronReviewModel). The pane shows it while there is one: in the sidebar, under the move
 * list, while the sidebar shows beside the board, and under the board when the sidebar is
 * folded or hidden, so that it is always in sight and the board keeps its size when there
 * is room. The move list marks the turning points; and on the position before a marked
 * move, the board shows the better move as its hint, which the review also keeps as a
 * variation beside the move played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-window-private.h"

/* The better move, on the position before a marked move of the line reviewed. Called on
 * every change of position, after the board has cleared its hint. */
void
_akron_window_review_update_hint (AkronWindow *self)
{
  const AkronReviewPly *next;
  guint ply;

  if (self->game == NULL || akron_review_model_get_game (self->review) != self->game)
    return;
  ply = akron_game_get_ply (self->game);
  next = akron_review_model_get_ply (self->review, ply + 1);
  if (next == NULL || next->mark == AKRON_REVIEW_MARK_NONE
      || akron_review_model_get_node (self->review, ply)
         != akron_game_get_current_node (self->game))
    return;
  if (next->best.kind == AKRON_MOVE_ADD || next->best.kind == AKRON_MOVE_STEP
      || next->best.kind == AKRON_MOVE_SWAP)
    akron_board_set_hint (self->board, &next->best);
}

/* A review put away takes its better move off the board; a hint asked for stays. */
static void
on_active_changed (AkronWindow *self)
{
  if (!akron_review_model_get_active (self->review) && self->hint != NULL)
    akron_board_set_hint (self->board, akron_hint_get_move (self->hint));
}

static void
start_review (AkronWindow *self)
{
  akron_review_model_start (self->review);
  /* The pane appears beside or under the board, which keeps the focus for browsing. */
  gtk_widget_grab_focus (GTK_WIDGET (self->board));
}

/* One pane, moved between two places: beside the moves it is about, in the sidebar, when
 * the sidebar shows beside the board; under the board when the sidebar is folded away or
 * hidden. A focus inside it follows it. */
static void
place_review_pane (AkronWindow *self)
{
  GtkWidget *pane = GTK_WIDGET (self->review_pane);
  GtkWidget *from = gtk_widget_get_parent (pane);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  g_autoptr(GtkWidget) focus_inside = NULL;
  gboolean folded, shown;
  GtkWidget *to;

  g_object_get (self->split_view, AKRON_SPLIT_VIEW_FOLDED, &folded,
                AKRON_SPLIT_VIEW_SHOWN, &shown, NULL);
  to = !folded && shown ? self->sidebar_review_slot : self->board_review_slot;
  if (to == from)
    return;
  if (focus != NULL && gtk_widget_is_ancestor (focus, pane))
    focus_inside = g_object_ref (focus);

  g_object_ref (pane);
  gtk_box_remove (GTK_BOX (from), pane);
  gtk_box_append (GTK_BOX (to), pane);
  g_object_unref (pane);
  akron_review_pane_set_compact (self->review_pane, to == self->sidebar_review_slot);
  if (focus_inside != NULL)
    gtk_widget_grab_focus (focus_inside);
}

/* Whether the review under way or done covers the game's current line as it is: asking
 * again would only say the same. */
static gboolean
review_is_current (AkronWindow *self)
{
  guint n_moves = akron_review_model_get_n_moves (self->review);

  if (akron_review_model_get_running (self->review))
    return TRUE;
  return akron_review_model_get_active (self->review)
         && akron_review_model_get_n_reviewed (self->review) == n_moves
         && akron_game_get_n_moves (self->game) == n_moves
         && (n_moves == 0 || akron_review_model_get_line_ply (self->review, n_moves) != NULL);
}

/* Review on the card: the card goes (akron-game-over.c), the review comes. */
static void
on_game_over_reviewed (AkronWindow *self)
{
  if (!review_is_current (self))
    start_review (self);
}

static void
review_activated (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AkronWindow *self = user_data;

  /* From the menu while the card shows: as its Review button would. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->game_over)))
    akron_game_over_review (self->game_over);
  else if (!review_is_current (self))
    start_review (self);
}

/* A game with moves can be reviewed; a review under way can be started again. */
static void
update_review_enabled (AkronWindow *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "review");

  g_simple_action_set_enabled (G_SIMPLE_ACTION (action),
                               self->game != NULL && akron_game_get_n_moves (self->game) > 0);
}

void
_akron_window_review_init (AkronWindow *self)
{
  static const GActionEntry entries[] = {
    { "review", review_activated },
  };

  g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::n-moves",
                                  G_CALLBACK (update_review_enabled), self);
  g_signal_connect_object (self->review, "notify::game", G_CALLBACK (update_review_enabled),
                           self, G_CONNECT_SWAPPED);
  update_review_enabled (self);

  akron_review_pane_set_review (self->review_pane, self->review);
  akron_move_view_set_review (self->move_view, self->review);
  g_object_bind_property (self->review, "active", self->review_pane, "visible",
                          G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->review, "notify::active", G_CALLBACK (on_active_changed),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->review, "notify::n-reviewed",
                           G_CALLBACK (_akron_window_review_update_hint), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_over, "reviewed", G_CALLBACK (on_game_over_reviewed),
                           self, G_CONNECT_SWAPPED);

  g_signal_connect_object (self->split_view, "notify::" AKRON_SPLIT_VIEW_FOLDED,
                           G_CALLBACK (place_review_pane), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->split_view, "notify::" AKRON_SPLIT_VIEW_SHOWN,
                           G_CALLBACK (place_review_pane), self, G_CONNECT_SWAPPED);
  place_review_pane (self);
}
