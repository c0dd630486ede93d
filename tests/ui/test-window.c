/* test-window.c: playing in the real window with real (XTest) clicks
 *
 * The clicks go through the X server, as a player's would, at the board coordinates the
 * widget computes for each point; the test then checks the engine's position and the move
 * list. Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <math.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>

#include "akron-board.h"
#include "akron-notation.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"
#include "akron-window.h"

typedef struct
{
  AkronWindow *window;
  AkronBoard *board;
  AkronMoveView *moves;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, GPOINTER_TO_INT (data), FALSE, NULL);

  f->window = akron_window_new (NULL);
  f->board = akron_window_get_board (f->window);
  f->moves = akron_window_get_move_view (f->window);
  akron_window_set_game (f->window, game, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

/* Real input -------------------------------------------------------------------------- */

static void
click_widget_at (GtkWidget *widget, double x, double y)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GdkSurface *surface = gtk_native_get_surface (native);
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
  double wx, wy, sx, sy;
  int root_x, root_y;
  Window child;

  g_assert_true (gtk_widget_translate_coordinates (widget, GTK_WIDGET (native), x, y, &wx, &wy));
  gtk_native_get_surface_transform (native, &sx, &sy);
  XTranslateCoordinates (display, gdk_x11_surface_get_xid (surface), DefaultRootWindow (display),
                         (int) round (wx + sx), (int) round (wy + sy), &root_x, &root_y, &child);
  XTestFakeMotionEvent (display, -1, root_x, root_y, CurrentTime);
  XTestFakeButtonEvent (display, 1, True, CurrentTime);
  XTestFakeButtonEvent (display, 1, False, CurrentTime);
  XFlush (display);
}

static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
click_button (Fixture *f, const char *action)
{
  GtkWidget *button = find_button (GTK_WIDGET (f->window), action);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  click_widget_at (button, gtk_widget_get_width (button) / 2.0,
                   gtk_widget_get_height (button) / 2.0);
}

static AkronGame *
game (Fixture *f)
{
  return akron_window_get_game (f->window);
}

static AkronPoint
point (Fixture *f, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game (f)));
  g_autoptr(GError) error = NULL;
  AkronPoint p;

  akron_point_parse (geo, text, &p, &error);
  g_assert_no_error (error);
  return p;
}

static AkronCell
cell (Fixture *f, const char *text)
{
  return akron_position_get_cell (akron_game_get_position (game (f)), point (f, text));
}

static void
click_point (Fixture *f, const char *text)
{
  double x, y;

  g_assert_true (akron_board_get_point_center (f->board, point (f, text), &x, &y));
  click_widget_at (GTK_WIDGET (f->board), x, y);
}

typedef struct
{
  Fixture *f;
  guint ply;
  AkronPoint selected;
} Expected;

static gboolean
ply_reached (gpointer data)
{
  Expected *e = data;
  return akron_game_get_ply (game (e->f)) == e->ply;
}

static gboolean
selection_reached (gpointer data)
{
  Expected *e = data;
  return akron_board_get_selected (e->f->board) == e->selected;
}

static void
wait_for_ply (Fixture *f, guint ply)
{
  Expected e = { f, ply, AKRON_NO_POINT };
  akron_test_wait_until (ply_reached, &e);
}

static void
wait_for_selection (Fixture *f, AkronPoint p)
{
  Expected e = { f, 0, p };
  akron_test_wait_until (selection_reached, &e);
}

/* The move list: a row for the start, one per move, the current one selected. */
static void
assert_move_list (Fixture *f, guint n_moves, guint current, const char *last)
{
  g_autofree char *text = NULL;

  g_assert_cmpuint (akron_move_view_get_n_rows (f->moves), ==, n_moves + 1);
  g_assert_cmpuint (akron_move_view_get_current_row (f->moves), ==, current);
  text = akron_move_view_get_row_text (f->moves, n_moves);
  g_assert_cmpstr (text, ==, last);
}

static void
add_by_click (Fixture *f, const char *hole, const char *row_text)
{
  guint ply = akron_game_get_ply (game (f));
  AkronCell expected = ply % 2 == 0 ? AKRON_CELL_VERT : AKRON_CELL_HORZ;

  g_assert_cmpint (cell (f, hole), ==, AKRON_CELL_EMPTY);
  click_point (f, hole);
  wait_for_ply (f, ply + 1);
  g_assert_cmpint (cell (f, hole), ==, expected);
  assert_move_list (f, ply + 1, ply + 1, row_text);
}

static gboolean
contains (const AkronPoint *points, guint n, AkronPoint p)
{
  for (guint t = 0; t < n; t++)
    if (points[t] == p)
      return TRUE;
  return FALSE;
}

static void
move_by_clicks (Fixture *f, const char *from, const char *to)
{
  guint ply = akron_game_get_ply (game (f));
  const AkronPoint *dests;
  guint n;

  click_point (f, from);
  wait_for_selection (f, point (f, from));
  dests = akron_board_get_destinations (f->board, &n);
  g_assert_true (contains (dests, n, point (f, to)));

  click_point (f, to);
  wait_for_ply (f, ply + 1);
  g_assert_cmpuint (akron_board_get_selected (f->board), ==, AKRON_NO_POINT);
}

/* The tests --------------------------------------------------------------------------- */

/* 5x5, no swap. Vert fills the square B4 C4 B3 C3, adds A4, climbs A4-B4' (B4' rests on
 * B4, C4, B3, C3 and touches B4, which A4 is linked to), then moves B4 away to D4 (beside
 * C4): the piece on B4' drops into B4. */
static void
play_short_game (Fixture *f)
{
  add_by_click (f, "B4", "1. B4");
  add_by_click (f, "A1", "1… A1");
  add_by_click (f, "C4", "2. C4");
  add_by_click (f, "C1", "2… C1");
  add_by_click (f, "B3", "3. B3");
  add_by_click (f, "E1", "3… E1");
  add_by_click (f, "C3", "4. C3");
  add_by_click (f, "E3", "4… E3");
  add_by_click (f, "A4", "5. A4");
  add_by_click (f, "E5", "5… E5");

  move_by_clicks (f, "A4", "B4'");
  g_assert_cmpint (cell (f, "A4"), ==, AKRON_CELL_EMPTY);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_VERT);
  assert_move_list (f, 11, 11, "6. A4-B4'");

  add_by_click (f, "D1", "6… D1");

  /* B4 carries exactly one piece: it is not pinned, and its passenger drops. */
  move_by_clicks (f, "B4", "D4");
  g_assert_cmpint (cell (f, "B4"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_EMPTY);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_VERT);
  g_assert_cmpuint (akron_game_get_last_undo (game (f))->n_drops, ==, 1);
  assert_move_list (f, 13, 13, "7. B4-D4");
}

static void
test_play_by_clicks (Fixture *f, gconstpointer data)
{
  g_autofree char *undone = NULL;

  play_short_game (f);

  /* Undo with the header bar button: the drop is taken back, the move stays listed. */
  click_button (f, "win.undo");
  wait_for_ply (f, 12);
  g_assert_cmpint (cell (f, "B4"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_EMPTY);
  assert_move_list (f, 13, 12, "7. B4-D4");
  g_assert_true (akron_game_get_can_redo (game (f)));

  click_button (f, "win.redo");
  wait_for_ply (f, 13);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_EMPTY);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_VERT);
  assert_move_list (f, 13, 13, "7. B4-D4");

  /* Browsing from the move list: row 2 is the position after 1. B4 A1. */
  akron_move_view_activate_row (f->moves, 2);
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 2);
  g_assert_cmpuint (akron_move_view_get_current_row (f->moves), ==, 2);
  g_assert_cmpint (cell (f, "C4"), ==, AKRON_CELL_EMPTY);

  /* A new move from there replaces the redo history. */
  add_by_click (f, "C2", "2. C2");
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 3);
  undone = akron_move_view_get_row_text (f->moves, 1);
  g_assert_cmpstr (undone, ==, "1. B4");
}

static gboolean
refused_seen (gpointer data)
{
  return *(char **) data != NULL;
}

static void
on_refused (AkronBoard *board, const char *why, char **out)
{
  g_free (*out);
  *out = g_strdup (why);
}

static void
test_pinned_piece_says_why (Fixture *f, gconstpointer data)
{
  /* Vert fills B4 C4 D4 / B3 C3 D3 and climbs to B4' and C4', which both rest on C4 (and
   * on C3): those two are pinned. Horz never joins left to right. */
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "D4", "E5",
                                 "D3", "B1", "A4", "E2", "A4-B4'", "E4", "A3", "A5", "A3-C4'",
                                 "B5" };
  g_autofree char *why = NULL;

  for (guint t = 0; t < G_N_ELEMENTS (moves); t++)
    {
      g_autoptr(GError) error = NULL;
      akron_game_play_text (game (f), moves[t], &error);
      g_assert_no_error (error);
    }
  g_assert_cmpuint (akron_game_get_to_move (game (f)), ==, AKRON_VERT);
  g_assert_cmpuint (akron_position_count_above (akron_game_get_position (game (f)),
                                                point (f, "C4")), ==, 2);

  g_signal_connect (f->board, "refused", G_CALLBACK (on_refused), &why);

  click_point (f, "C4");
  akron_test_wait_until (refused_seen, &why);
  g_assert_nonnull (strstr (why, "pinned"));
  g_assert_cmpuint (akron_board_get_selected (f->board), ==, AKRON_NO_POINT);
  g_clear_pointer (&why, g_free);

  /* A Horz piece clicked on Vert's turn says whose it is. */
  click_point (f, "A1");
  akron_test_wait_until (refused_seen, &why);
  g_assert_nonnull (strstr (why, "Horz"));

  /* A movable piece is selected as usual: B4' may go back down beside its group. */
  click_point (f, "B4'");
  wait_for_selection (f, point (f, "B4'"));

  g_signal_handlers_disconnect_by_func (f->board, on_refused, &why);
}

static void
wait_for_task (GAsyncResult **result)
{
  while (*result == NULL)
    g_main_context_iteration (NULL, TRUE);
}

static void
store_result (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static void
test_save_and_load (Fixture *f, gconstpointer data)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-save-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) saved = NULL;
  g_autoptr(GAsyncResult) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) fresh = akron_game_new (8, 0, TRUE, FALSE, NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AkronGame *original;
  AkronPosition position;

  play_short_game (f);
  akron_game_undo (game (f)); /* the redo move must survive the trip too */
  akron_game_set_player_name (game (f), AKRON_VERT, "Ann");
  original = game (f);
  position = *akron_game_get_position (original);
  before = akron_record_write (original);
  g_assert_true (akron_window_get_modified (f->window));

  akron_window_save_async (f->window, file, NULL, store_result, &saved);
  wait_for_task (&saved);
  g_assert_true (akron_window_save_finish (f->window, saved, &error));
  g_assert_no_error (error);
  g_assert_false (akron_window_get_modified (f->window));
  g_assert_true (g_file_equal (akron_window_get_file (f->window), file));

  /* Something else on the board, then the file back. */
  akron_window_set_game (f->window, fresh, NULL);
  akron_window_load_async (f->window, file, NULL, store_result, &loaded);
  wait_for_task (&loaded);
  g_assert_true (akron_window_load_finish (f->window, loaded, &error));
  g_assert_no_error (error);

  /* (The original game may be freed by now; its address proves nothing.) */
  g_assert_true (game (f) != fresh);
  g_assert_true (akron_position_equal (akron_game_get_position (game (f)), &position));
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 12);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 13);
  g_assert_cmpstr (akron_game_get_player_name (game (f), AKRON_VERT), ==, "Ann");
  after = akron_record_write (game (f));
  g_assert_cmpstr (after, ==, before);
  assert_move_list (f, 13, 12, "7. B4-D4");
  g_assert_true (akron_board_get_game (f->board) == game (f));

  g_unlink (path);
  g_rmdir (dir);
}

static AdwMessageDialog *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
    {
      g_autoptr(GObject) window = g_list_model_get_item (toplevels, t);
      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return ADW_MESSAGE_DIALOG (window);
    }
  return NULL;
}

static gboolean
message_dialog_shown (gpointer data)
{
  return find_message_dialog () != NULL;
}

static void
test_corrupt_file_keeps_game (Fixture *f, gconstpointer data)
{
  /* Move 2 of Horz, A1, is played again on an occupied hole. */
  static const char record[] =
    "[Game \"Akron\"]\n[Size \"5\"]\n[Swap \"no\"]\n\n1. B4 A1 2. C4 A1\n";
  g_autofree char *dir = g_dir_make_tmp ("akron-corrupt-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "corrupt.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GAsyncResult) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AkronGame *current;
  AdwMessageDialog *dialog;

  play_short_game (f);
  current = game (f);
  before = akron_record_write (current);
  g_assert_true (g_file_set_contents (path, record, -1, NULL));

  akron_window_load_async (f->window, file, NULL, store_result, &loaded);
  wait_for_task (&loaded);
  g_assert_false (akron_window_load_finish (f->window, loaded, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  /* The parser's message names the line. */
  g_assert_nonnull (strstr (error->message, "line 5"));

  g_assert_true (game (f) == current);
  after = akron_record_write (game (f));
  g_assert_cmpstr (after, ==, before);
  assert_move_list (f, 13, 13, "7. B4-D4");

  /* Through the menu's path the same message is shown in a dialog, game untouched. Save
   * first so that Open does not ask about unsaved moves. */
  {
    g_autofree char *saved_path = g_build_filename (dir, "saved.akron", NULL);
    g_autoptr(GFile) saved_file = g_file_new_for_path (saved_path);
    g_autoptr(GAsyncResult) saved = NULL;

    akron_window_save_async (f->window, saved_file, NULL, store_result, &saved);
    wait_for_task (&saved);
    g_assert_true (akron_window_save_finish (f->window, saved, NULL));
    g_unlink (saved_path);
  }
  akron_window_open (f->window, file);
  akron_test_wait_until (message_dialog_shown, NULL);
  dialog = find_message_dialog ();
  g_assert_cmpstr (adw_message_dialog_get_body (dialog), ==, error->message);
  g_assert_true (game (f) == current);
  gtk_window_destroy (GTK_WINDOW (dialog));

  g_unlink (path);
  g_rmdir (dir);
}

static gboolean
revealed (gpointer revealer)
{
  return gtk_revealer_get_child_revealed (GTK_REVEALER (revealer));
}

static void
test_swap_offer (Fixture *f, gconstpointer data)
{
  GtkWidget *swap = find_button (GTK_WIDGET (f->window), "win.swap");

  /* Before the first move there is nothing to swap. */
  g_assert_false (gtk_widget_is_sensitive (swap));

  add_by_click (f, "C3", "1. C3");
  /* The offer slides in above the board. */
  akron_test_wait_until (revealed, gtk_widget_get_ancestor (swap, GTK_TYPE_REVEALER));
  g_assert_true (gtk_widget_is_sensitive (swap));
  g_assert_true (akron_position_get_swap_available (akron_game_get_position (game (f))));

  click_button (f, "win.swap");
  wait_for_ply (f, 2);
  g_assert_true (akron_game_get_players_swapped (game (f)));
  /* The colour to move does not change: Horz moves next, now the first player. */
  g_assert_cmpuint (akron_game_get_to_move (game (f)), ==, AKRON_HORZ);
  assert_move_list (f, 2, 2, "1… swap");
  g_assert_false (gtk_widget_is_sensitive (swap));
}

static void
play_texts (Fixture *f, const char *const *moves, guint n)
{
  for (guint t = 0; t < n; t++)
    {
      g_autoptr(GError) error = NULL;
      akron_game_play_text (game (f), moves[t], &error);
      g_assert_no_error (error);
    }
}

static void
test_draw_offer (Fixture *f, gconstpointer data)
{
  /* Both players shuffle a piece out and back: the position after 2... D1 comes back after
   * 4... E2-D1 and again after 6... E2-D1, its third time at the start of a turn. */
  static const char *moves[] = { "B4", "D2", "C4", "D1",
                                 "B4-C3", "D1-E2", "C3-B4", "E2-D1",
                                 "B4-C3", "D1-E2", "C3-B4", "E2-D1" };
  GtkWidget *claim = find_button (GTK_WIDGET (f->window), "win.claim-draw");
  GtkWidget *revealer;

  play_texts (f, moves, G_N_ELEMENTS (moves) - 1);
  g_assert_false (akron_game_get_draw_claimable (game (f)));
  play_texts (f, moves + G_N_ELEMENTS (moves) - 1, 1);
  g_assert_cmpuint (akron_game_get_repetitions (game (f)), ==, 3);
  g_assert_true (akron_game_get_draw_claimable (game (f)));

  /* The bar above the board offers the draw; its button claims it. */
  g_assert_nonnull (claim);
  revealer = gtk_widget_get_ancestor (claim, GTK_TYPE_REVEALER);
  g_assert_nonnull (revealer);
  akron_test_wait_until (revealed, revealer);

  click_button (f, "win.claim-draw");
  wait_for_ply (f, G_N_ELEMENTS (moves) + 1);
  g_assert_cmpuint (akron_game_get_result (game (f)), ==, AKRON_RESULT_DRAW);
  g_assert_cmpuint (akron_game_get_reason (game (f)), ==, AKRON_REASON_REPETITION);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));

  /* Undo takes the claim back and reopens the game. */
  click_button (f, "win.undo");
  wait_for_ply (f, G_N_ELEMENTS (moves));
  g_assert_false (akron_game_is_over (game (f)));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
}

static void
press_key (Fixture *f, guint keysym)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (f->board)));
  KeyCode code = XKeysymToKeycode (display, keysym);

  XTestFakeKeyEvent (display, code, True, CurrentTime);
  XTestFakeKeyEvent (display, code, False, CurrentTime);
  XFlush (display);
}

typedef struct
{
  Fixture *f;
  AkronPoint cursor;
} CursorWait;

static gboolean
cursor_reached (gpointer data)
{
  CursorWait *w = data;
  return akron_board_get_cursor (w->f->board) == w->cursor;
}

static void
wait_for_cursor (Fixture *f, const char *text)
{
  CursorWait w = { f, point (f, text) };
  akron_test_wait_until (cursor_reached, &w);
}

static void
test_keyboard_play (Fixture *f, gconstpointer data)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (GTK_WIDGET (f->board)));
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3" };

  /* Keys go to the window under the pointer when there is no window manager. */
  gtk_widget_grab_focus (GTK_WIDGET (f->board));
  XTestFakeMotionEvent (display, -1, 100, 200, CurrentTime);

  /* The cursor starts on the centre hole, C3 on 5x5. */
  g_assert_cmpuint (akron_board_get_cursor (f->board), ==, point (f, "C3"));
  press_key (f, XK_Right);
  wait_for_cursor (f, "D3");
  press_key (f, XK_Return);
  wait_for_ply (f, 1);
  g_assert_cmpint (cell (f, "D3"), ==, AKRON_CELL_VERT);

  /* Up a level: Page Up from D3 reaches D3' (resting on D3, E3, D2, E2). */
  akron_game_undo (game (f));
  play_texts (f, moves, G_N_ELEMENTS (moves));
  press_key (f, XK_Left);
  press_key (f, XK_Left);
  press_key (f, XK_Up);
  wait_for_cursor (f, "B4");
  press_key (f, XK_Page_Up);
  wait_for_cursor (f, "B4'");
  press_key (f, XK_Page_Down);
  wait_for_cursor (f, "B4");

  /* Return selects B4, Escape cancels; selected again, it moves to D4 (beside C4). */
  press_key (f, XK_Return);
  wait_for_selection (f, point (f, "B4"));
  press_key (f, XK_Escape);
  wait_for_selection (f, AKRON_NO_POINT);
  press_key (f, XK_Return);
  wait_for_selection (f, point (f, "B4"));
  press_key (f, XK_Right);
  press_key (f, XK_Right);
  wait_for_cursor (f, "D4");
  press_key (f, XK_Return);
  wait_for_ply (f, G_N_ELEMENTS (moves) + 1);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "B4"), ==, AKRON_CELL_EMPTY);
  assert_move_list (f, G_N_ELEMENTS (moves) + 1, G_N_ELEMENTS (moves) + 1, "5. B4-D4");
}

static GtkWidget *
find_widget_of_type (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Regression: the X-ray scale ran up to level n-1 whatever the board held, so most of its
 * steps hid nothing. It spans the levels in use, and "All" follows the stacks up. */
static void
test_xray_follows_stacks (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "B3", "C3", "B2", "C2", "A2", "D3", "A2-B3'" };
  GtkRange *scale = GTK_RANGE (find_widget_of_type (GTK_WIDGET (f->window), GTK_TYPE_SCALE));
  GtkAdjustment *adj = gtk_range_get_adjustment (scale);

  /* No stack: nothing to see through, and nothing hidden. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 0);
  g_assert_cmpuint (akron_board_get_xray_level (f->board), ==, AKRON_MAX_SIZE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (scale)));

  play_texts (f, moves, G_N_ELEMENTS (moves));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 1);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (scale)));
  /* "All" shows every level, those no piece has reached yet included. */
  g_assert_cmpuint (akron_board_get_xray_level (f->board), ==, AKRON_MAX_SIZE);

  /* One step down hides level 1. */
  gtk_adjustment_set_value (adj, 0);
  g_assert_cmpuint (akron_board_get_xray_level (f->board), ==, 0);

  /* Undone, the stack is gone and so is the range. */
  akron_game_undo (game (f));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 0);
}

static gboolean
board_has_whole_width (gpointer data)
{
  Fixture *f = data;
  GtkWidget *flap = gtk_widget_get_ancestor (GTK_WIDGET (f->board), ADW_TYPE_FLAP);

  return gtk_widget_get_width (GTK_WIDGET (f->board)) == gtk_widget_get_width (flap) - 12;
}

/* Regression: in a narrow window the sidebar kept its width and squeezed a 16x16 board to
 * a few pixels a hole. The sidebar now folds away and the board takes the width. */
static void
test_narrow_window_keeps_board_wide (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) big = akron_game_new (16, 0, TRUE, FALSE, NULL);
  AdwFlap *flap = ADW_FLAP (find_widget_of_type (GTK_WIDGET (f->window), ADW_TYPE_FLAP));

  akron_window_set_game (f->window, big, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 640, 600);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  while (gtk_widget_get_width (GTK_WIDGET (f->window)) > 640)
    g_main_context_iteration (NULL, TRUE);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));

  g_assert_true (adw_flap_get_folded (flap));
  /* Once the fold has settled, the board has the whole width but its margins. */
  akron_test_wait_until (board_has_whole_width, f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init ())
    {
      /* TAP for "nothing to run here". */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  /* Animations on: the tests must not depend on them finishing. */
  g_test_add ("/window/play-by-clicks", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_play_by_clicks, fixture_tear_down);
  g_test_add ("/window/refusal-says-why", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_pinned_piece_says_why, fixture_tear_down);
  g_test_add ("/window/save-and-load", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_save_and_load, fixture_tear_down);
  g_test_add ("/window/corrupt-file-keeps-game", Fixture, GINT_TO_POINTER (FALSE),
              fixture_set_up, test_corrupt_file_keeps_game, fixture_tear_down);
  g_test_add ("/window/swap-offer", Fixture, GINT_TO_POINTER (TRUE), fixture_set_up,
              test_swap_offer, fixture_tear_down);
  g_test_add ("/window/draw-offer", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_draw_offer, fixture_tear_down);
  g_test_add ("/window/keyboard-play", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_keyboard_play, fixture_tear_down);
  g_test_add ("/window/xray-follows-stacks", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_xray_follows_stacks, fixture_tear_down);
  g_test_add ("/window/narrow-window-keeps-board-wide", Fixture, GINT_TO_POINTER (FALSE),
              fixture_set_up, test_narrow_window_keeps_board_wide, fixture_tear_down);

  return g_test_run ();
}
