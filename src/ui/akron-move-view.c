/* akron-move-view.c: the list of moves played, following undo and redo
 *
 * One row for the start of the game and one per move, in the standard notation. The row
 * of the current position is selected; moves that undo took back stay listed, dimmed, until
 * a new move replaces them. Clicking a row browses to the position after it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-move-view.h"

struct _AkronMoveView
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkListBox *list;

  AkronGame *game;
  gulong history_changed_id;
  gulong position_changed_id;
  guint scroll_idle_id;
};

G_DEFINE_FINAL_TYPE (AkronMoveView, akron_move_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static char *
row_text (AkronMoveView *self, guint row)
{
  g_autofree char *move = NULL;
  guint index = row - 1;

  if (row == 0)
    return g_strdup (_("Start"));

  move = akron_game_get_move_text (self->game, index);
  /* Vert moves on even plies (a swap does not change the colour to move). */
  if (index % 2 == 0)
    return g_strdup_printf ("%u. %s", index / 2 + 1, move);
  else
    return g_strdup_printf ("%u… %s", index / 2 + 1, move);
}

static void
rebuild (AkronMoveView *self)
{
  GtkWidget *child;
  guint n_rows;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list))) != NULL)
    gtk_list_box_remove (self->list, child);

  if (self->game == NULL)
    return;

  n_rows = akron_game_get_n_moves (self->game) + 1;
  for (guint row = 0; row < n_rows; row++)
    {
      g_autofree char *text = row_text (self, row);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_widget_add_css_class (label, "numeric");
      gtk_widget_add_css_class (label, "akron-move");
      gtk_list_box_append (self->list, label);
    }
}

/* Keeps the current move in view, moving the list as little as possible. Rows are all
 * one line high, so a row's place follows from the list's height; that also holds while
 * rows just added have not been laid out yet. */
static void
scroll_to_current (AkronMoveView *self)
{
  GtkAdjustment *adj =
    gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  guint n_rows = akron_move_view_get_n_rows (self);
  double row_height, top, value, page;

  if (self->game == NULL || n_rows == 0)
    return;

  row_height = gtk_adjustment_get_upper (adj) / n_rows;
  top = akron_game_get_ply (self->game) * row_height;
  value = gtk_adjustment_get_value (adj);
  page = gtk_adjustment_get_page_size (adj);

  if (top < value)
    gtk_adjustment_set_value (adj, top);
  else if (top + row_height > value + page)
    gtk_adjustment_set_value (adj, top + row_height - page);
}

static gboolean
scroll_when_idle (gpointer data)
{
  AkronMoveView *self = data;

  self->scroll_idle_id = 0;
  scroll_to_current (self);
  return G_SOURCE_REMOVE;
}

/* After the list has been laid out at its new height. */
static void
queue_scroll (AkronMoveView *self)
{
  if (self->scroll_idle_id == 0)
    self->scroll_idle_id = g_idle_add (scroll_when_idle, self);
}

static void
update_current (AkronMoveView *self)
{
  guint ply;
  GtkListBoxRow *current;

  if (self->game == NULL)
    return;

  ply = akron_game_get_ply (self->game);
  for (guint row = 0;; row++)
    {
      GtkListBoxRow *r = gtk_list_box_get_row_at_index (self->list, row);

      if (r == NULL)
        break;
      if (row > ply)
        gtk_widget_add_css_class (GTK_WIDGET (r), "dim-label");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (r), "dim-label");
    }

  current = gtk_list_box_get_row_at_index (self->list, ply);
  gtk_list_box_select_row (self->list, current);
  queue_scroll (self);
}

static void
on_history_changed (AkronMoveView *self)
{
  rebuild (self);
  update_current (self);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, AkronMoveView *self)
{
  akron_move_view_activate_row (self, gtk_list_box_row_get_index (row));
}

void
akron_move_view_activate_row (AkronMoveView *self, guint row)
{
  g_return_if_fail (AKRON_IS_MOVE_VIEW (self));

  if (self->game != NULL && row != akron_game_get_ply (self->game))
    akron_game_go_to_ply (self->game, row);
}

guint
akron_move_view_get_n_rows (AkronMoveView *self)
{
  guint n = 0;

  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), 0);

  while (gtk_list_box_get_row_at_index (self->list, n) != NULL)
    n++;
  return n;
}

char *
akron_move_view_get_row_text (AkronMoveView *self, guint row)
{
  GtkListBoxRow *r;

  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);

  r = gtk_list_box_get_row_at_index (self->list, row);
  if (r == NULL)
    return NULL;
  return g_strdup (gtk_label_get_text (GTK_LABEL (gtk_list_box_row_get_child (r))));
}

guint
akron_move_view_get_current_row (AkronMoveView *self)
{
  GtkListBoxRow *r;

  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), 0);

  r = gtk_list_box_get_selected_row (self->list);
  return r != NULL ? (guint) gtk_list_box_row_get_index (r) : 0;
}

AkronGame *
akron_move_view_get_game (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);
  return self->game;
}

void
akron_move_view_set_game (AkronMoveView *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_MOVE_VIEW (self));

  if (self->game == game)
    return;

  g_clear_signal_handler (&self->history_changed_id, self->game);
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      self->history_changed_id = g_signal_connect_swapped (game, "history-changed",
                                                           G_CALLBACK (on_history_changed),
                                                           self);
      self->position_changed_id = g_signal_connect_swapped (game, "position-changed",
                                                            G_CALLBACK (update_current), self);
    }

  on_history_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
akron_move_view_dispose (GObject *object)
{
  AkronMoveView *self = AKRON_MOVE_VIEW (object);

  g_clear_signal_handler (&self->history_changed_id, self->game);
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_handle_id (&self->scroll_idle_id, g_source_remove);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);

  G_OBJECT_CLASS (akron_move_view_parent_class)->dispose (object);
}

static void
akron_move_view_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  AkronMoveView *self = AKRON_MOVE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_move_view_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  AkronMoveView *self = AKRON_MOVE_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_move_view_set_game (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_move_view_class_init (AkronMoveViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_move_view_dispose;
  object_class->get_property = akron_move_view_get_property;
  object_class->set_property = akron_move_view_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-move-view");
}

static void
akron_move_view_init (AkronMoveView *self)
{
  GtkAdjustment *vadjustment;

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  /* The list's height changes after rows are added: follow the current move then. */
  vadjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->scroller));
  g_signal_connect_object (vadjustment, "changed", G_CALLBACK (queue_scroll), self,
                           G_CONNECT_SWAPPED);

  self->list = GTK_LIST_BOX (gtk_list_box_new ());
  gtk_list_box_set_selection_mode (self->list, GTK_SELECTION_SINGLE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
  g_signal_connect (self->list, "row-activated", G_CALLBACK (on_row_activated), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller),
                                 GTK_WIDGET (self->list));
}

GtkWidget *
akron_move_view_new (void)
{
  return g_object_new (AKRON_TYPE_MOVE_VIEW, NULL);
}
