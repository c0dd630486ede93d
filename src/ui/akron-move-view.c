/* akron-move-view.c: the list of moves played, following undo and redo
 *
 * A GtkListView over AkronHistoryModel: only the rows on screen are widgets, and a move
 * adds or removes rows instead of rebuilding the list, so a move costs the same after ten
 * moves or ten thousand. The row of the position shown is marked "current"; moves that
 * undo took back stay listed, dimmed. Clicking a row browses to the position after it. A
 * row whose move made marbles drop says how many, and a finished game's list ends with its
 * result ("1–0 · Vert connected").
 *
 * The list is the current line. Under a move, indented, are the other lines that start
 * there (variations, or the main line when the current line is a variation), each with its
 * first moves: clicking one steps into it. A menu beside each line, and beside a move that
 * has other lines, promotes it to the main line or deletes it (the window's "promote-line"
 * and "delete-line" actions, which name a line by the move it replaces and its place among
 * the moves there).
 *
 * With a review of the game, the moves it marks carry a symbol ("??" a blunder, "?" a
 * mistake, "?!" an inaccuracy, "✗" a missed win), said in words with the better move in
 * their tooltip and to assistive technologies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-history-model.h"
#include "akron-labels.h"
#include "akron-move-view.h"

/* Where the list was scrolled to, and how far it could be. */
typedef struct
{
  double value, upper, page_size;
} ScrollState;

struct _AkronMoveView
{
  GtkWidget parent_instance;

  GtkWidget *scroller;
  GtkListView *list;
  GtkWidget *result;
  /* The result line says how the line of moves listed ends. */
  gboolean result_known;
  AkronHistoryModel *model;

  /* The current row is to be scrolled into view; a tick callback does it, frame by frame,
   * while the list is mapped. */
  gboolean scroll_pending;
  guint scroll_tick_id;
  guint scroll_frames;
  ScrollState scroll_last;
};

G_DEFINE_FINAL_TYPE (AkronMoveView, akron_move_view, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Rows ----------------------------------------------------------------------------------- */

/* How many moves of another line its button shows. */
#define LINE_PREVIEW_MOVES 4

/* A row is a box: the move, how many marbles it made drop and a menu for its line; under
 * it, the other lines that start at its move. */
static GtkWidget *
row_move_box (GtkWidget *row)
{
  return gtk_widget_get_first_child (row);
}

static GtkWidget *
row_lines_box (GtkWidget *row)
{
  return gtk_widget_get_last_child (row);
}

/* In the move's box: the move, what a review calls it, and the drops. */
static GtkWidget *
row_mark_label (GtkWidget *row)
{
  return gtk_widget_get_next_sibling (gtk_widget_get_first_child (row));
}

static GtkWidget *
row_drops_label (GtkWidget *row)
{
  return gtk_widget_get_next_sibling (row_mark_label (row));
}

static const char * const mark_classes[] = {
  [AKRON_REVIEW_MARK_NONE] = NULL,
  [AKRON_REVIEW_MARK_INACCURACY] = "akron-mark-inaccuracy",
  [AKRON_REVIEW_MARK_MISTAKE] = "akron-mark-mistake",
  [AKRON_REVIEW_MARK_BLUNDER] = "akron-mark-blunder",
  [AKRON_REVIEW_MARK_MISSED_WIN] = "akron-mark-missed-win",
};

/* A review's mark: a symbol, and in words for the tooltip and assistive technologies. */
static void
style_mark (GtkWidget *label, AkronHistoryEntry *entry)
{
  AkronReviewMark mark = akron_history_entry_get_mark (entry);
  g_autofree char *words = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (mark_classes); i++)
    if (mark_classes[i] != NULL)
      gtk_widget_remove_css_class (label, mark_classes[i]);
  gtk_widget_set_visible (label, mark != AKRON_REVIEW_MARK_NONE);
  if (mark == AKRON_REVIEW_MARK_NONE)
    return;

  gtk_widget_add_css_class (label, mark_classes[mark]);
  gtk_label_set_label (GTK_LABEL (label), akron_review_mark_get_symbol (mark));
  if (akron_history_entry_get_better (entry) != NULL)
    /* Translators: a mark in the move list of a reviewed game: "Blunder: G5 was better" */
    words = g_strdup_printf (_("%s: %s was better"), akron_review_mark_get_name (mark),
                             akron_history_entry_get_better (entry));
  else
    words = g_strdup (akron_review_mark_get_name (mark));
  gtk_widget_set_tooltip_text (label, words);
  gtk_accessible_update_property (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_PROPERTY_LABEL, words,
                                  -1);
}

static void
style_row (GtkWidget *row, AkronHistoryEntry *entry)
{
  GtkWidget *drops = row_drops_label (row);
  guint n_drops = akron_history_entry_get_drops (entry);

  if (akron_history_entry_get_current (entry))
    gtk_widget_add_css_class (row, "current");
  else
    gtk_widget_remove_css_class (row, "current");
  if (akron_history_entry_get_future (entry))
    gtk_widget_add_css_class (row, "dim-label");
  else
    gtk_widget_remove_css_class (row, "dim-label");

  style_mark (row_mark_label (row), entry);
  gtk_widget_set_visible (drops, n_drops > 0);
  if (n_drops > 0)
    {
      g_autofree char *text = akron_label_drops_badge (n_drops);
      gtk_label_set_label (GTK_LABEL (drops), text);
    }
}

static void
on_entry_notify (AkronHistoryEntry *entry, GParamSpec *pspec, GtkWidget *row)
{
  style_row (row_move_box (row), entry);
}

/* "2… A1 3. B2 C3 …": the first moves of the line from @node on. */
static char *
line_preview (AkronGame *game, const AkronGameNode *node)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint n = 0; node != NULL && n < LINE_PREVIEW_MOVES; n++)
    {
      g_autofree char *move = akron_game_get_node_text (game, node);
      guint index = akron_game_node_get_ply (node) - 1;

      if (n > 0)
        g_string_append_c (text, ' ');
      if (index % 2 == 0)
        /* Translators: a move in the move list: its number and the move, "3. D4" */
        g_string_append_printf (text, _("%u. %s"), index / 2 + 1, move);
      else if (n == 0)
        /* Translators: Horz's move in the move list: "3… E5" */
        g_string_append_printf (text, _("%u… %s"), index / 2 + 1, move);
      else
        g_string_append (text, move);
      node = akron_game_node_get_n_children (node) > 0 ? akron_game_node_get_child (node, 0)
                                                       : NULL;
    }
  if (node != NULL)
    g_string_append (text, " …");
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The menu of the line that replaces move @ply by child @index of the moves there. */
static GtkWidget *
line_menu_button (guint ply, guint index, gboolean is_main)
{
  g_autoptr(GMenu) menu = g_menu_new ();
  g_autoptr(GMenuItem) promote = NULL;
  g_autoptr(GMenuItem) delete = NULL;
  GtkWidget *button = gtk_menu_button_new ();

  promote = g_menu_item_new (_("_Promote to Main Line"), NULL);
  g_menu_item_set_action_and_target (promote, "win.promote-line", "(uu)", ply, index);
  delete = g_menu_item_new (_("_Delete Line"), NULL);
  g_menu_item_set_action_and_target (delete, "win.delete-line", "(uu)", ply, index);
  if (!is_main)
    g_menu_append_item (menu, promote);
  g_menu_append_item (menu, delete);

  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), G_MENU_MODEL (menu));
  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Line Menu"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Line Menu"), -1);
  return button;
}

/* Under the row of move @ply: the other lines that start there. */
static void
fill_lines (GtkWidget *box, AkronGame *game, guint ply)
{
  const AkronGameNode *node = akron_game_get_line_node (game, ply);
  const AkronGameNode *parent = akron_game_node_get_parent (node);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (box)) != NULL)
    gtk_box_remove (GTK_BOX (box), child);

  for (guint i = 0; i < akron_game_node_get_n_children (parent); i++)
    {
      const AkronGameNode *other = akron_game_node_get_child (parent, i);
      gboolean is_main = akron_game_node_get_nesting (other) == 0;
      GtkWidget *line, *button, *label;
      g_autofree char *preview = NULL;
      g_autofree char *text = NULL;

      if (other == node)
        continue;
      preview = line_preview (game, other);
      /* Translators: the first moves of the main line, shown beside a variation: "2. F6 F7 3.
       * G6 … (main line)" */
      text = is_main ? g_strdup_printf (_("%s (main line)"), preview) : g_steal_pointer (&preview);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0.0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "numeric");
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), label);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "akron-line");
      gtk_widget_set_hexpand (button, TRUE);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "moves.enter-line");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "(uu)", ply, i);
      gtk_widget_set_tooltip_text (button, _("Go to This Line"));

      line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
      gtk_box_append (GTK_BOX (line), button);
      gtk_box_append (GTK_BOX (line), line_menu_button (ply, i, is_main));
      gtk_box_append (GTK_BOX (box), line);
    }
  gtk_widget_set_visible (box, gtk_widget_get_first_child (box) != NULL);
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *move = gtk_label_new (NULL);
  GtkWidget *mark = gtk_label_new (NULL);
  GtkWidget *drops = gtk_label_new (NULL);
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);

  gtk_label_set_xalign (GTK_LABEL (move), 0.0);
  gtk_widget_set_hexpand (move, TRUE);
  gtk_widget_add_css_class (move, "numeric");
  gtk_label_set_xalign (GTK_LABEL (drops), 1.0);
  gtk_widget_add_css_class (drops, "caption");
  gtk_widget_add_css_class (drops, "akron-drops");
  gtk_widget_add_css_class (mark, "akron-mark");
  gtk_widget_set_visible (mark, FALSE);
  gtk_box_append (GTK_BOX (row), move);
  gtk_box_append (GTK_BOX (row), mark);
  gtk_box_append (GTK_BOX (row), drops);
  gtk_widget_add_css_class (row, "akron-move");
  gtk_widget_add_css_class (lines, "akron-lines");
  gtk_widget_set_visible (lines, FALSE);
  gtk_box_append (GTK_BOX (outer), row);
  gtk_box_append (GTK_BOX (outer), lines);
  gtk_list_item_set_child (item, outer);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  AkronMoveView *self = data;
  AkronHistoryEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *outer = gtk_list_item_get_child (item);
  GtkWidget *row = row_move_box (outer);
  GtkWidget *menu = gtk_widget_get_last_child (row);
  AkronGame *game = akron_history_model_get_game (self->model);
  guint ply = akron_history_entry_get_ply (entry);

  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (row)),
                       akron_history_entry_get_text (entry));
  style_row (row, entry);
  g_signal_connect_object (entry, "notify", G_CALLBACK (on_entry_notify), outer, 0);

  /* A move with other lines beside it has a menu for its own line. */
  if (menu != row_drops_label (row))
    gtk_box_remove (GTK_BOX (row), menu);
  if (game != NULL && ply > 0 && ply <= akron_game_get_n_moves (game))
    {
      const AkronGameNode *node = akron_game_get_line_node (game, ply);

      if (akron_game_node_get_n_children (akron_game_node_get_parent (node)) > 1)
        gtk_box_append (GTK_BOX (row),
                        line_menu_button (ply, akron_game_node_get_index (node),
                                          akron_game_node_get_nesting (node) == 0));
      fill_lines (row_lines_box (outer), game, ply);
    }
  else
    gtk_widget_set_visible (row_lines_box (outer), FALSE);
}

static void
unbind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  g_signal_handlers_disconnect_by_func (gtk_list_item_get_item (item), on_entry_notify,
                                        gtk_list_item_get_child (item));
}

static void
enter_line_activated (GtkWidget *widget, const char *action_name, GVariant *param)
{
  AkronMoveView *self = AKRON_MOVE_VIEW (widget);
  AkronGame *game = akron_history_model_get_game (self->model);
  const AkronGameNode *parent;
  guint ply, index;

  g_variant_get (param, "(uu)", &ply, &index);
  if (game == NULL || ply == 0)
    return;
  parent = akron_game_get_line_node (game, ply - 1);
  if (parent != NULL && index < akron_game_node_get_n_children (parent))
    akron_game_go_to_node (game, akron_game_node_get_child (parent, index));
}

static void
on_activate (GtkListView *list, guint position, AkronMoveView *self)
{
  akron_move_view_activate_row (self, position);
}

/* Keeping the current row in view -------------------------------------------------------- */

/* At most this many frames of scrolling after a change: the list settles in two or three. */
#define SCROLL_MAX_FRAMES 30

static ScrollState
scroll_state (AkronMoveView *self)
{
  GtkAdjustment *adjustment = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (self->list));

  return (ScrollState) { gtk_adjustment_get_value (adjustment),
                         gtk_adjustment_get_upper (adjustment),
                         gtk_adjustment_get_page_size (adjustment) };
}

static gboolean
scroll_state_equal (const ScrollState *a, const ScrollState *b)
{
  return a->value == b->value && a->upper == b->upper && a->page_size == b->page_size;
}

static void
scroll_to_current (AkronMoveView *self)
{
  AkronGame *game = akron_history_model_get_game (self->model);

  if (game == NULL)
    return;
  /* Neither focus nor selection: the current row is the game's, and the keys stay with the
   * board. */
#if GTK_CHECK_VERSION (4, 12, 0)
  gtk_list_view_scroll_to (self->list, akron_game_get_ply (game), GTK_LIST_SCROLL_NONE, NULL);
#else
  gtk_widget_activate_action (GTK_WIDGET (self->list), "list.scroll-to-item", "u",
                              akron_game_get_ply (game));
#endif
}

/* A list view places a row from the sizes its last layout measured: a row added since then
 * has none yet, and scrolling to it then can stop short, with nothing to try again (GTK 4.8
 * scrolls to where the rows were; 4.12 knows more, but a new row's height is still a
 * guess). So the scroll is made again at each frame, after the layout of the one before,
 * until a frame leaves the list where it was. */
static gboolean
scroll_each_frame (GtkWidget *list, GdkFrameClock *clock, gpointer data)
{
  AkronMoveView *self = data;
  ScrollState now = scroll_state (self);
  /* The first scroll can come before the layout that measures a new row: two at least. */
  gboolean settled = self->scroll_frames >= 2 && scroll_state_equal (&now, &self->scroll_last);

  if (!gtk_widget_get_mapped (list))
    {
      /* Folded away: the scroll waits for the list to be shown again ("map"). */
      self->scroll_tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  if (settled || self->scroll_frames >= SCROLL_MAX_FRAMES)
    {
      self->scroll_tick_id = 0;
      self->scroll_pending = FALSE;
      return G_SOURCE_REMOVE;
    }

  scroll_to_current (self);
  self->scroll_last = now;
  self->scroll_frames++;
  return G_SOURCE_CONTINUE;
}

static void
stop_scrolling (AkronMoveView *self)
{
  if (self->scroll_tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->list), self->scroll_tick_id);
  self->scroll_tick_id = 0;
  self->scroll_pending = FALSE;
}

static void
start_scrolling (AkronMoveView *self)
{
  if (!self->scroll_pending || self->scroll_tick_id != 0
      || !gtk_widget_get_mapped (GTK_WIDGET (self->list)))
    return;
  self->scroll_frames = 0;
  self->scroll_tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self->list),
                                                       scroll_each_frame, self, NULL);
}

/* After the list has taken the new rows in: from the next frame on, or once it is shown. */
static void
queue_scroll (AkronMoveView *self)
{
  self->scroll_pending = TRUE;
  /* A change while scrolling starts the count again. */
  self->scroll_frames = 0;
  start_scrolling (self);
}

/* API ------------------------------------------------------------------------------------ */

AkronReviewModel *
akron_move_view_get_review (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);
  return akron_history_model_get_review (self->model);
}

void
akron_move_view_set_review (AkronMoveView *self, AkronReviewModel *review)
{
  g_return_if_fail (AKRON_IS_MOVE_VIEW (self));
  akron_history_model_set_review (self->model, review);
}

void
akron_move_view_activate_row (AkronMoveView *self, guint row)
{
  AkronGame *game;

  g_return_if_fail (AKRON_IS_MOVE_VIEW (self));

  game = akron_history_model_get_game (self->model);
  if (game != NULL && row != akron_game_get_ply (game))
    akron_game_go_to_ply (game, row);
}

GListModel *
akron_move_view_get_model (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);
  return G_LIST_MODEL (self->model);
}

guint
akron_move_view_get_n_rows (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->model));
}

char *
akron_move_view_get_row_text (AkronMoveView *self, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = NULL;

  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);

  entry = g_list_model_get_item (G_LIST_MODEL (self->model), row);
  return entry != NULL ? g_strdup (akron_history_entry_get_text (entry)) : NULL;
}

guint
akron_move_view_get_current_row (AkronMoveView *self)
{
  AkronGame *game;

  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), 0);

  game = akron_history_model_get_game (self->model);
  return game != NULL ? akron_game_get_ply (game) : 0;
}

AkronGame *
akron_move_view_get_game (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);
  return akron_history_model_get_game (self->model);
}

const char *
akron_move_view_get_result_text (AkronMoveView *self)
{
  g_return_val_if_fail (AKRON_IS_MOVE_VIEW (self), NULL);

  if (!gtk_widget_get_visible (self->result))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (self->result));
}

/* The game's result, once it is over, ends the list. Browsing back from the end keeps it,
 * dimmed like the moves after the position shown, until another move changes the line. */
static void
update_result (AkronMoveView *self)
{
  AkronGame *game = akron_history_model_get_game (self->model);
  gboolean browsing = game != NULL && akron_game_get_ply (game) < akron_game_get_n_moves (game);

  if (game != NULL && akron_game_is_over (game))
    {
      g_autofree char *text = akron_label_result_line (game);

      gtk_label_set_label (GTK_LABEL (self->result), text);
      self->result_known = TRUE;
    }
  else if (!browsing)
    self->result_known = FALSE;

  gtk_widget_set_visible (self->result, self->result_known);
  if (browsing)
    gtk_widget_add_css_class (self->result, "dim-label");
  else
    gtk_widget_remove_css_class (self->result, "dim-label");
}

static void
on_position_changed (AkronMoveView *self)
{
  update_result (self);
  queue_scroll (self);
}

void
akron_move_view_set_game (AkronMoveView *self, AkronGame *game)
{
  AkronGame *old;

  g_return_if_fail (AKRON_IS_MOVE_VIEW (self));

  old = akron_history_model_get_game (self->model);
  if (old == game)
    return;

  if (old != NULL)
    {
      g_signal_handlers_disconnect_by_func (old, on_position_changed, self);
      g_signal_handlers_disconnect_by_func (old, queue_scroll, self);
    }
  akron_history_model_set_game (self->model, game);
  if (game != NULL)
    {
      g_signal_connect_object (game, "position-changed", G_CALLBACK (on_position_changed), self,
                               G_CONNECT_SWAPPED);
      /* Rows replaced (a line added beside a move, by a review too) can take the list's
       * place away from the current row. */
      g_signal_connect_object (game, "line-changed", G_CALLBACK (queue_scroll), self,
                               G_CONNECT_SWAPPED);
    }
  self->result_known = FALSE;
  update_result (self);
  queue_scroll (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

/* GObject -------------------------------------------------------------------------------- */

static void
akron_move_view_dispose (GObject *object)
{
  AkronMoveView *self = AKRON_MOVE_VIEW (object);

  if (self->model != NULL)
    akron_move_view_set_game (self, NULL);
  if (self->list != NULL)
    stop_scrolling (self);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  self->list = NULL;
  g_clear_pointer (&self->result, gtk_widget_unparent);
  g_clear_object (&self->model);

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
      g_value_set_object (value, akron_move_view_get_game (self));
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

  gtk_widget_class_install_action (widget_class, "moves.enter-line", "(uu)",
                                   enter_line_activated);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-move-view");
}

static void
akron_move_view_init (AkronMoveView *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkNoSelection *selection;

  self->model = akron_history_model_new (NULL);
  /* The current row is the game's, shown by its style: a selection would follow the
   * pointer, since one click browses. */
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->model)));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), NULL);

  self->list = GTK_LIST_VIEW (gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory));
  gtk_list_view_set_single_click_activate (self->list, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->list), "navigation-sidebar");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Moves"), -1);
  g_signal_connect (self->list, "activate", G_CALLBACK (on_activate), self);
  g_signal_connect_swapped (self->list, "map", G_CALLBACK (start_scrolling), self);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller),
                                 GTK_WIDGET (self->list));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));

  /* Under the list, not in it: a result is no position to browse to. */
  self->result = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->result), 0.0);
  gtk_label_set_wrap (GTK_LABEL (self->result), TRUE);
  gtk_widget_add_css_class (self->result, "akron-result-line");
  gtk_widget_set_visible (self->result, FALSE);
  gtk_widget_set_parent (self->result, GTK_WIDGET (self));
  gtk_orientable_set_orientation (GTK_ORIENTABLE (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                                  GTK_ORIENTATION_VERTICAL);
}

GtkWidget *
akron_move_view_new (void)
{
  return g_object_new (AKRON_TYPE_MOVE_VIEW, NULL);
}
