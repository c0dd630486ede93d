/* test-window.c: playing in the real window with real (XTest) clicks
 *
 * The clicks go through the X server, as a player's would, at the board coordinates the
 * widget computes for each point; the test then checks the engine's position, the move
 * list and what the window shows. Regression tests for issue 8's defects are named after
 * them. Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <math.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>

#include "akron-alert.h"
#include "akron-board.h"
#include "akron-continue-window.h"
#include "akron-game-over.h"
#include "akron-history-entry.h"
#include "akron-new-game-dialog.h"
#include "akron-notation.h"
#include "akron-player-card.h"
#include "akron-record.h"
#include "akron-settings.h"
#include "akron-test-player.h"
#include "akron-ui-test-util.h"

typedef struct
{
  char *dir;
  AkronSession *session;
  AkronWindow *window;
  AkronBoard *board;
  AkronMoveView *moves;
} Fixture;

/* The part of the window that its .ui file names @id (a widget of the id's type). */
static gpointer
part (Fixture *f, const char *id)
{
  return akron_test_find_by_id (GTK_WIDGET (f->window), id);
}


static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, GPOINTER_TO_INT (data), FALSE, NULL);
  g_autofree char *session_dir = NULL;
  g_autoptr(GFile) session_file = NULL;

  f->dir = g_dir_make_tmp ("akron-window-XXXXXX", NULL);
  session_dir = g_build_filename (f->dir, "session", NULL);
  session_file = g_file_new_for_path (session_dir);
  f->session = akron_session_new (session_file);
  f->window = akron_window_new (NULL, f->session);
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
  akron_test_close_windows_except (GTK_WINDOW (f->window));
  gtk_window_destroy (GTK_WINDOW (f->window));
  /* The games left are written to the session's library until the end. */
  akron_test_flush_session (f->session);
  g_clear_object (&f->session);
  akron_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* Helpers ----------------------------------------------------------------------------- */

static AkronGame *
game (Fixture *f)
{
  return akron_window_get_game (f->window);
}

static AkronPoint
point (Fixture *f, const char *text)
{
  return akron_test_window_point (f->window, text);
}

static AkronCell
cell (Fixture *f, const char *text)
{
  return akron_position_get_cell (akron_game_get_position (game (f)), point (f, text));
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

/* A marble added by a click, and its move last in the list, the current one. */
static void
add_by_click (Fixture *f, const char *hole, const char *row_text)
{
  guint ply = akron_game_get_ply (game (f));

  akron_test_add_by_click (f->window, hole);
  assert_move_list (f, ply + 1, ply + 1, row_text);
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

  akron_test_move_by_clicks (f->window, "A4", "B4'");
  g_assert_cmpint (cell (f, "A4"), ==, AKRON_CELL_EMPTY);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_VERT);
  assert_move_list (f, 11, 11, "6. A4-B4'");

  add_by_click (f, "D1", "6… D1");

  /* B4 carries exactly one piece: it is not pinned, and its passenger drops. */
  akron_test_move_by_clicks (f->window, "B4", "D4");
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
  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 12);
  g_assert_cmpint (cell (f, "B4"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "B4'"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_EMPTY);
  assert_move_list (f, 13, 12, "7. B4-D4");
  g_assert_true (akron_game_get_can_redo (game (f)));

  akron_test_click_button (GTK_WIDGET (f->window), "win.redo");
  akron_test_wait_for_ply (f->window, 13);
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

static void
test_pinned_piece_says_why (Fixture *f, gconstpointer data)
{
  /* Vert fills B4 C4 D4 / B3 C3 D3 and climbs to B4' and C4', which both rest on C4 (and
   * on C3): those two are pinned. Horz never joins left to right. */
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "D4", "E5",
                                 "D3", "B1", "A4", "E2", "A4-B4'", "E4", "A3", "A5", "A3-C4'",
                                 "B5" };
  g_autofree char *why = NULL;

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  g_assert_cmpuint (akron_game_get_to_move (game (f)), ==, AKRON_VERT);
  g_assert_cmpuint (akron_position_count_above (akron_game_get_position (game (f)),
                                                point (f, "C4")), ==, 2);

  why = akron_test_click_refused (f->board, point (f, "C4"));
  g_assert_nonnull (strstr (why, "pinned"));
  g_assert_cmpuint (akron_board_get_selected (f->board), ==, AKRON_NO_POINT);
  g_clear_pointer (&why, g_free);

  /* A Horz piece clicked on Vert's turn says whose it is. */
  why = akron_test_click_refused (f->board, point (f, "A1"));
  g_assert_nonnull (strstr (why, "Horz"));

  /* A movable piece is selected as usual: B4' may go back down beside its group. */
  akron_test_click_point (f->board, point (f, "B4'"));
  akron_test_wait_for_selection (f->board, point (f, "B4'"));
}

static gboolean
alert_shown (gpointer data)
{
  Fixture *f = data;

  return akron_alert_get_shown (GTK_WINDOW (f->window)) != NULL;
}

/* The alert over the window (an error), once it is shown. */
static GtkWidget *
wait_for_alert (Fixture *f)
{
  akron_test_wait_until (alert_shown, f);
  return akron_alert_get_shown (GTK_WINDOW (f->window));
}

static gboolean
document_changed (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];
  return akron_window_get_document (f->window) != ((gpointer *) data)[1];
}

static void
wait_for_other_document (Fixture *f, AkronDocument *old)
{
  gpointer data[] = { f, old };
  akron_test_wait_until (document_changed, data);
}

static gboolean
not_modified (gpointer document)
{
  return !akron_document_get_modified (document);
}

static void
on_document_saved (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (akron_document_save_finish (AKRON_DOCUMENT (source), result, &error));
  g_assert_no_error (error);
}

/* Save As's second half: what the chooser's answer starts. */
static void
start_save (AkronDocument *document, GFile *file)
{
  akron_document_save_async (document, file, NULL, on_document_saved, NULL);
}

static char *
tmp_path (Fixture *f, const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

/* Saved with the window's document, then opened as Open does: the same game, the same
 * view, the file's name. */
static void
test_save_and_open (Fixture *f, gconstpointer data)
{
  g_autofree char *path = tmp_path (f, "game.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AkronDocument *document;
  AkronPosition position;

  play_short_game (f);
  akron_game_undo (game (f)); /* the redo move must survive the trip too */
  position = *akron_game_get_position (game (f));
  before = akron_record_write (game (f));
  document = akron_window_get_document (f->window);
  g_assert_true (akron_document_get_modified (document));

  start_save (document, file);
  akron_test_wait_until (not_modified, document);
  g_assert_true (g_file_equal (akron_document_get_file (document), file));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "game.akron — Akron");

  /* Something else on the board, then the file back. */
  {
    g_autoptr(AkronGame) fresh = akron_game_new (8, 0, TRUE, FALSE, NULL);

    akron_window_set_game (f->window, fresh, NULL);
    document = akron_window_get_document (f->window);
  }
  akron_window_open (f->window, file);
  wait_for_other_document (f, document);

  g_assert_true (akron_position_equal (akron_game_get_position (game (f)), &position));
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 12);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 13);
  after = akron_record_write (game (f));
  g_assert_cmpstr (after, ==, before);
  assert_move_list (f, 13, 12, "7. B4-D4");
  g_assert_true (akron_board_get_game (f->board) == game (f));
  g_assert_false (akron_document_get_modified (akron_window_get_document (f->window)));
  /* Regression (defect 8): after Open the focus was on "New Game"; it is on the board. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) == GTK_WIDGET (f->board));
}

/* A file that cannot be a game: its error in a dialog, naming the line, starting with a
 * capital (defect 8); the game shown is untouched. */
static void
test_corrupt_file_keeps_game (Fixture *f, gconstpointer data)
{
  /* Move 2 of Horz, A1, is played again on an occupied hole. */
  static const char record[] =
    "[Game \"Akron\"]\n[Size \"5\"]\n[Swap \"no\"]\n\n1. B4 A1 2. C4 A1\n";
  g_autofree char *path = tmp_path (f, "corrupt.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AkronDocument *document;
  GtkWidget *alert;
  const char *body;

  play_short_game (f);
  document = akron_window_get_document (f->window);
  before = akron_record_write (game (f));
  g_assert_true (g_file_set_contents (path, record, -1, NULL));

  akron_window_open (f->window, file);
  alert = wait_for_alert (f);
  g_assert_cmpstr (akron_alert_get_heading (alert), ==, "Could Not Open “corrupt.akron”");
  body = akron_alert_get_body (alert);
  g_assert_true (g_str_has_prefix (body, "Line 5"));
  g_assert_null (strstr (body, path));

  g_assert_true (akron_window_get_document (f->window) == document);
  after = akron_record_write (game (f));
  g_assert_cmpstr (after, ==, before);
  assert_move_list (f, 13, 13, "7. B4-D4");
}

/* A missing file: the message is a sentence too. */
static void
test_missing_file_message (Fixture *f, gconstpointer data)
{
  g_autofree char *path = tmp_path (f, "missing.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  gunichar first;

  akron_window_open (f->window, file);
  first = g_utf8_get_char (akron_alert_get_body (wait_for_alert (f)));
  g_assert_true (g_unichar_isupper (first));
}

static gboolean
bar_shows (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];
  const char *page = ((gpointer *) data)[1];

  return g_strcmp0 (gtk_stack_get_visible_child_name (part (f, "bar_stack")), page) == 0
         && !gtk_stack_get_transition_running (part (f, "bar_stack"));
}

static void
wait_for_bar (Fixture *f, const char *page)
{
  gpointer data[] = { f, (gpointer) page };

  akron_test_wait_until (bar_shows, data);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

static void
test_swap_offer (Fixture *f, gconstpointer data)
{
  GtkWidget *swap = akron_test_find_button (GTK_WIDGET (f->window), "win.swap",
                                           AKRON_TEST_ANY);

  /* Before the first move there is nothing to swap. */
  g_assert_false (gtk_widget_is_sensitive (swap));

  add_by_click (f, "C3", "1. C3");
  /* The offer takes the status's place under the board. */
  wait_for_bar (f, "swap");
  g_assert_true (gtk_widget_is_sensitive (swap));
  g_assert_true (akron_position_get_swap_available (akron_game_get_position (game (f))));

  akron_test_click_button (GTK_WIDGET (f->window), "win.swap");
  akron_test_wait_for_ply (f->window, 2);
  g_assert_true (akron_game_get_players_swapped (game (f)));
  /* The colour to move does not change: Horz moves next, now the first player. */
  g_assert_cmpuint (akron_game_get_to_move (game (f)), ==, AKRON_HORZ);
  assert_move_list (f, 2, 2, "1… swap");
  g_assert_false (gtk_widget_is_sensitive (swap));
  wait_for_bar (f, "status");
  /* Regression (defect 8): the focus fell on "New Game" when the button went away. */
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) == GTK_WIDGET (f->board));
}

static void
test_draw_offer (Fixture *f, gconstpointer data)
{
  /* Both players shuffle a piece out and back: the position after 2... D1 comes back after
   * 4... E2-D1 and again after 6... E2-D1, its third time at the start of a turn. */
  static const char *moves[] = { "B4", "D2", "C4", "D1",
                                 "B4-C3", "D1-E2", "C3-B4", "E2-D1",
                                 "B4-C3", "D1-E2", "C3-B4", "E2-D1" };
  GtkWidget *claim = akron_test_find_button (GTK_WIDGET (f->window), "win.claim-draw",
                                            AKRON_TEST_ANY);

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves) - 1);
  g_assert_false (akron_game_get_draw_claimable (game (f)));
  akron_test_play_moves (game (f), moves + G_N_ELEMENTS (moves) - 1, 1);
  g_assert_cmpuint (akron_game_get_repetitions (game (f)), ==, 3);
  g_assert_true (akron_game_get_draw_claimable (game (f)));

  /* The bar under the board offers the draw; its button claims it. */
  g_assert_nonnull (claim);
  wait_for_bar (f, "draw");

  akron_test_click_button (GTK_WIDGET (f->window), "win.claim-draw");
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves) + 1);
  g_assert_cmpuint (akron_game_get_result (game (f)), ==, AKRON_RESULT_DRAW);
  g_assert_cmpuint (akron_game_get_reason (game (f)), ==, AKRON_REASON_REPETITION);
  /* The end of the game shows in the bar, in place of the status line. */
  wait_for_bar (f, "over");
  g_assert_cmpstr (gtk_label_get_label (part (f, "status_label")), ==, "Draw by repetition");

  /* Undo takes the claim back and reopens the game. */
  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves));
  g_assert_false (akron_game_is_over (game (f)));
  wait_for_bar (f, "draw");
}

static void
press_key (Fixture *f, guint keysym)
{
  akron_test_press_key (GTK_WIDGET (f->board), keysym);
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
  akron_test_wait_for_ply (f->window, 1);
  g_assert_cmpint (cell (f, "D3"), ==, AKRON_CELL_VERT);

  /* Up a level: Page Up from D3 reaches D3' (resting on D3, E3, D2, E2). */
  akron_game_undo (game (f));
  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
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
  akron_test_wait_for_selection (f->board, point (f, "B4"));
  press_key (f, XK_Escape);
  akron_test_wait_for_selection (f->board, AKRON_NO_POINT);
  press_key (f, XK_Return);
  akron_test_wait_for_selection (f->board, point (f, "B4"));
  press_key (f, XK_Right);
  press_key (f, XK_Right);
  wait_for_cursor (f, "D4");
  press_key (f, XK_Return);
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves) + 1);
  g_assert_cmpint (cell (f, "D4"), ==, AKRON_CELL_VERT);
  g_assert_cmpint (cell (f, "B4"), ==, AKRON_CELL_EMPTY);
  assert_move_list (f, G_N_ELEMENTS (moves) + 1, G_N_ELEMENTS (moves) + 1, "5. B4-D4");
}

/* Regression: the X-ray scale ran up to level n-1 whatever the board held, so most of its
 * steps hid nothing. It spans the levels in use, and "All" follows the stacks up. */
static void
test_xray_follows_stacks (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "B3", "C3", "B2", "C2", "A2", "D3", "A2-B3'" };
  GtkRange *scale = GTK_RANGE (akron_test_find_widget (GTK_WIDGET (f->window), GTK_TYPE_SCALE,
                                                       AKRON_TEST_ANY));
  GtkAdjustment *adj = gtk_range_get_adjustment (scale);

  /* No stack: nothing to see through, and nothing hidden; no scale shown either. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 0);
  g_assert_cmpuint (akron_board_get_xray_level (f->board), ==, AKRON_MAX_SIZE);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (scale)));
  g_assert_false (gtk_widget_get_visible (akron_test_find_by_id (GTK_WIDGET (f->window),
                                                                 "xray_box")));

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  g_assert_cmpfloat (gtk_adjustment_get_upper (adj), ==, 1);
  g_assert_cmpfloat (gtk_adjustment_get_value (adj), ==, 1);
  g_assert_true (gtk_widget_get_sensitive (GTK_WIDGET (scale)));
  g_assert_true (gtk_widget_get_visible (akron_test_find_by_id (GTK_WIDGET (f->window),
                                                                "xray_box")));
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
  return gtk_widget_get_width (GTK_WIDGET (f->board))
         == gtk_widget_get_width (part (f, "split_view")) - 12;
}

/* Regression: in a narrow window the sidebar kept its width and squeezed a 16x16 board to
 * a few pixels a hole. The sidebar now folds away and the board takes the width. */
static void
test_narrow_window_keeps_board_wide (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) big = akron_game_new (16, 0, TRUE, FALSE, NULL);

  akron_window_set_game (f->window, big, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 640, 600);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  while (gtk_widget_get_width (GTK_WIDGET (f->window)) > 640)
    g_main_context_iteration (NULL, TRUE);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));

  g_assert_true (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  /* Once the fold has settled, the board has the whole width but its margins. */
  akron_test_wait_until (board_has_whole_width, f);
}

/* More helpers ------------------------------------------------------------------------- */

/* The toast on screen: libadwaita's toast widget has the CSS name "toast". */
static gboolean
is_toast (GtkWidget *widget, gconstpointer data)
{
  return g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0;
}

static GtkWidget *
find_toast (GtkWidget *root)
{
  return akron_test_find (root, is_toast, NULL, AKRON_TEST_MAPPED_ONLY);
}

static void
wait_for_label (Fixture *f, const char *text)
{
  akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->window), text,
                              AKRON_TEST_MAPPED_ONLY);
}

/* A toast is shown once it has slid into its place: laid out, and still over a few
 * frames. Frames, not turns of the main loop: the loop may turn several times in one
 * frame, before the slide has even begun. */
typedef struct
{
  GtkWidget *window;
  graphene_rect_t last;
  guint frames;
  guint seen;
  guint still;
} ToastWait;

static gboolean
toast_settled (gpointer data)
{
  ToastWait *w = data;
  GtkWidget *toast = find_toast (w->window);
  graphene_rect_t bounds;


  if (toast == NULL || !gtk_widget_compute_bounds (toast, w->window, &bounds)
      || bounds.size.width <= 0 || gtk_widget_get_opacity (toast) < 1.0)
    {
      w->still = 0;
      return FALSE;
    }
  if (w->frames == w->seen)
    return FALSE;
  w->seen = w->frames;
  if (graphene_rect_equal (&bounds, &w->last))
    w->still++;
  else
    w->still = 0;
  w->last = bounds;
  return w->still >= 5;
}

/* Counts frames, and keeps them coming while the test looks. */
static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ((ToastWait *) data)->frames++;
  return G_SOURCE_CONTINUE;
}

static void
wait_for_toast_in (GtkWidget *window)
{
  ToastWait w = { window };
  guint tick = gtk_widget_add_tick_callback (w.window, count_frame, &w, NULL);

  akron_test_wait_until (toast_settled, &w);
  gtk_widget_remove_tick_callback (w.window, tick);
}

static void
wait_for_toast (Fixture *f)
{
  wait_for_toast_in (GTK_WIDGET (f->window));
}

static gboolean
game_has_moves (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];
  return akron_game_get_n_moves (game (f)) == GPOINTER_TO_UINT (((gpointer *) data)[1]);
}

static gboolean
focus_in_menu_button (gpointer window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && gtk_widget_get_ancestor (focus, GTK_TYPE_MENU_BUTTON) != NULL;
}

static gboolean
focus_on_line_button (gpointer window)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (window));

  return focus != NULL && gtk_widget_has_css_class (focus, "akron-line");
}

static gboolean
line_is_main (gpointer game)
{
  return akron_game_node_get_nesting (akron_game_get_current_node (game)) == 0;
}

static gboolean
game_has_nodes (gpointer data)
{
  Fixture *f = data;
  return akron_game_get_n_nodes (game (f)) == 13;
}

static void
wait_for_n_moves (Fixture *f, guint n)
{
  gpointer data[] = { f, GUINT_TO_POINTER (n) };
  akron_test_wait_until (game_has_moves, data);
}

/* Where a hole is on screen, in the window's coordinates, and the distance between holes. */
typedef struct
{
  graphene_point_t centre;
  double pitch;
} HolePlace;

static HolePlace
hole_place (Fixture *f, const char *hole)
{
  AkronBoardLayout layout;
  HolePlace place;
  double x, y;

  g_assert_true (akron_board_get_point_center (f->board, point (f, hole), &x, &y));
  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                           &GRAPHENE_POINT_INIT (x, y), &place.centre));
  akron_board_get_layout (f->board, &layout);
  place.pitch = layout.cell;
  return place;
}

static void
assert_same_place (HolePlace a, HolePlace b)
{
  g_assert_cmpfloat_with_epsilon (a.centre.x, b.centre.x, 0.01);
  g_assert_cmpfloat_with_epsilon (a.centre.y, b.centre.y, 0.01);
  g_assert_cmpfloat_with_epsilon (a.pitch, b.pitch, 0.01);
}

static void
show_new_game (Fixture *f, guint size, gboolean swap)
{
  g_autoptr(AkronGame) fresh = akron_game_new (size, 0, swap, FALSE, NULL);

  akron_window_set_game (f->window, fresh, NULL);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

/* Issue 8's defects ---------------------------------------------------------------------- */

static gboolean
scrolled_down (gpointer adjustment)
{
  return gtk_adjustment_get_value (adjustment) > 0;
}

/* Defect 1 (issue 8) and issue 15: from "Start" in the move list, a click on a hole
 * deleted the 12 later moves for good, and later kept them only while a toast lasted. The
 * move starts a variation: the 12 moves stay, past the old toast's time, in the move list
 * (under the new move) and in the record. Clicking the old line steps into it; deleting a
 * line from its menu is undone by the toast's Undo. */
static void
test_earlier_move_keeps_later_moves (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1",
                                 "C3", "E3", "A4", "E5", "A4-B4'", "D1" };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *text = NULL;
  AkronDocument *document = akron_window_get_document (f->window);
  gboolean modified;

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));

  /* Browsing is not a change. */
  modified = akron_document_get_modified (document);
  /* The list follows the last move: scroll back up to "Start", as a player would. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  {
    GtkScrolledWindow *scroller =
      GTK_SCROLLED_WINDOW (akron_test_find_widget (GTK_WIDGET (f->moves),
                                                   GTK_TYPE_SCROLLED_WINDOW, AKRON_TEST_ANY));
    GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scroller);

    /* Once it has followed: the list scrolls when idle, which a loaded machine may reach
     * only after the frames above, and scrolling first would be undone. */
    akron_test_wait_until (scrolled_down, adjustment);
    gtk_adjustment_set_value (adjustment, 0);
  }
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_label,
                                                       GTK_WIDGET (f->moves), "Start",
                                                       AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_for_ply (f->window, 0);
  before = akron_record_write (game (f));
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, G_N_ELEMENTS (moves));
  g_assert_true (akron_document_get_modified (document) == modified);

  akron_test_click_point (f->board, point (f, "C2"));
  akron_test_wait_for_ply (f->window, 1);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 1);
  assert_move_list (f, 1, 1, "1. C2");

  /* Past the 8 seconds the old toast lasted, nothing is gone, and no toast speaks of it. */
  akron_test_run_for (9000);
  g_assert_cmpuint (akron_game_get_n_nodes (game (f)), ==, G_N_ELEMENTS (moves) + 1);
  text = akron_record_write (game (f));
  g_assert_nonnull (strstr (text, "1. B4 (1. C2) 1... A1 2. C4 C1"));
  g_assert_null (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Undo",
                                                  AKRON_TEST_MAPPED_ONLY));

  /* Under the new move, the old line: a click steps into it, at its first move. */
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_label,
                                                       GTK_WIDGET (f->moves),
                                                       "1. B4 A1 2. C4 C1 … (main line)",
                                                       AKRON_TEST_MAPPED_ONLY));
  wait_for_n_moves (f, G_N_ELEMENTS (moves));
  akron_test_wait_for_ply (f->window, 1);
  after = akron_record_write (game (f));
  /* The same game as before the click, the new line beside it, viewed at move 1. */
  g_assert_cmpuint (akron_game_get_n_nodes (game (f)), ==, G_N_ELEMENTS (moves) + 1);
  g_assert_true (g_str_has_suffix (after, "1. B4 (1. C2) 1... A1 2. C4 C1 3. B3 E1 4. C3 E3 "
                                          "5. A4 E5 6. A4-B4' D1\n"));
  g_assert_true (g_str_has_prefix (before, "[Game"));

  /* The new line, deleted from its menu under move 1, comes back with Undo. Once the list
   * has settled: it scrolls to the current row when idle, and rows it rebinds are made
   * anew. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  {
    GtkWidget *line = akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->moves),
                                                  "1. C2", AKRON_TEST_MAPPED_ONLY);
    GtkWidget *menu = gtk_widget_get_next_sibling (gtk_widget_get_parent (line));

    g_assert_true (GTK_IS_MENU_BUTTON (menu));
    akron_test_click_widget (menu);
  }
  {
    GtkWidget *item = akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->window),
                                                  "_Delete Line", AKRON_TEST_MAPPED_ONLY);

    /* The menu is a surface of its own: clicked once it is drawn in its place. */
    akron_test_wait_for_draw (GTK_WIDGET (gtk_widget_get_native (item)));
    akron_test_click_widget (item);
  }
  wait_for_label (f, "Line of 1 move deleted");
  g_assert_cmpuint (akron_game_get_n_nodes (game (f)), ==, G_N_ELEMENTS (moves));
  wait_for_toast (f);
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                       GTK_WIDGET (f->window), "_Undo",
                                                       AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_until (game_has_nodes, f);
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game (f));
  g_assert_cmpstr (text, ==, after);
  /* The board, the list and the cards show the whole game. */
  g_assert_true (akron_board_get_game (f->board) == game (f));
  assert_move_list (f, G_N_ELEMENTS (moves), 1, "6… D1");

  /* With the keyboard: from "Start", Down reaches move 1, Tab the menu of its line, Tab
   * again the other line under it, and Return steps into it. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_label,
                                                       GTK_WIDGET (f->moves), "Start",
                                                       AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_for_ply (f->window, 0);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  akron_test_press_key (GTK_WIDGET (f->window), XK_Down);
  akron_test_press_key (GTK_WIDGET (f->window), XK_Tab);
  akron_test_wait_until (focus_in_menu_button, f->window);
  akron_test_press_key (GTK_WIDGET (f->window), XK_Tab);
  akron_test_wait_until (focus_on_line_button, f->window);
  akron_test_press_key (GTK_WIDGET (f->window), XK_Return);
  akron_test_wait_for_ply (f->window, 1);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 1);

  /* The menu beside the move promotes its line to the main line. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  {
    GtkWidget *move = akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->moves),
                                                  "1. C2", AKRON_TEST_MAPPED_ONLY);
    GtkWidget *menu = gtk_widget_get_last_child (gtk_widget_get_parent (move));
    GtkWidget *item;

    g_assert_true (GTK_IS_MENU_BUTTON (menu));
    akron_test_click_widget (menu);
    item = akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->window),
                                       "_Promote to Main Line", AKRON_TEST_MAPPED_ONLY);
    akron_test_wait_for_draw (GTK_WIDGET (gtk_widget_get_native (item)));
    akron_test_click_widget (item);
  }
  akron_test_wait_until (line_is_main, game (f));
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game (f));
  g_assert_nonnull (strstr (text, "\n1. C2 (1. B4 A1 2. C4 C1"));
}

/* Defect 2: the pie-rule bar and the repetition bar slid in above the board and moved it
 * (8x8: A8 from (100,139) to (117,180), pitch 70 to 65 px). The offers now take the
 * status's place under the board, in a space whose height does not change. */
static void
test_offers_never_move_board (Fixture *f, gconstpointer data)
{
  static const char *repeat[] = { "B4", "D2", "C4", "D1", "B4-C3", "D1-E2", "C3-B4", "E2-D1",
                                  "B4-C3", "D1-E2", "C3-B4", "E2-D1" };
  HolePlace before, after;

  show_new_game (f, 8, TRUE);
  before = hole_place (f, "A8");
  add_by_click (f, "D4", "1. D4");
  wait_for_bar (f, "swap");
  after = hole_place (f, "A8");
  assert_same_place (before, after);
  /* A second click aimed at a hole lands on it. */
  add_by_click (f, "E5", "1… E5");
  wait_for_bar (f, "status");
  assert_same_place (before, hole_place (f, "A8"));

  show_new_game (f, 5, FALSE);
  before = hole_place (f, "A5");
  akron_test_play_moves (game (f), repeat, G_N_ELEMENTS (repeat));
  wait_for_bar (f, "draw");
  assert_same_place (before, hole_place (f, "A5"));
}

/* Defect 4: a save that finished while another game was shown gave that game the old
 * file's name and marked it saved, so the next Ctrl+S overwrote the other file. */
static void
test_finished_save_for_other_game (Fixture *f, gconstpointer data)
{
  g_autofree char *path = tmp_path (f, "first.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronDocument) first = NULL;
  AkronDocument *second;

  akron_test_play_moves (game (f), (const char *[]) { "B4", "A1" }, 2);
  first = g_object_ref (akron_window_get_document (f->window));
  start_save (first, file);
  show_new_game (f, 6, TRUE);
  second = akron_window_get_document (f->window);
  akron_test_play_moves (game (f), (const char *[]) { "C3" }, 1);
  akron_test_wait_until (not_modified, first);

  g_assert_true (akron_window_get_document (f->window) == second);
  g_assert_null (akron_document_get_file (second));
  g_assert_true (akron_document_get_modified (second));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "Untitled Game — Akron");
  g_assert_null (akron_test_find_label (GTK_WIDGET (f->window), "Game saved",
                                        AKRON_TEST_MAPPED_ONLY));
}

/* Defect 5: a 300 MB file was read whole (478 MB of memory, 4.8 s) before the size check.
 * It is refused after the first 16 MiB (akron_record_read_bytes(), whose bound the engine's
 * tests check), in a worker thread, and the game shown stays. */
static void
test_huge_file_refused (Fixture *f, gconstpointer data)
{
  g_autofree char *path = tmp_path (f, "huge.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  AkronDocument *document = akron_window_get_document (f->window);

  akron_test_make_huge_file (path);
  akron_window_open (f->window, file);
  g_assert_nonnull (strstr (akron_alert_get_body (wait_for_alert (f)),
                             "longer than 16 MiB"));
  g_assert_true (akron_window_get_document (f->window) == document);
  g_unlink (path);
}

static gboolean
count_tick (gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

/* Defect 5: records were parsed on the UI thread (450 ms for 10,000 moves). The window
 * goes on drawing while a long record is read. */
static void
test_open_reads_in_worker (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) long_game = akron_test_random_game (16, 1500, 5);
  g_autofree char *path = tmp_path (f, "long.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = akron_record_write (long_game);
  AkronDocument *document = akron_window_get_document (f->window);
  guint ticks = 0;
  guint tick_id;

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  akron_window_open (f->window, file);
  /* Nothing happened yet: the file is read in a worker. */
  g_assert_true (akron_window_get_document (f->window) == document);
  tick_id = g_timeout_add (1, count_tick, &ticks);
  wait_for_other_document (f, document);
  g_source_remove (tick_id);
  g_assert_cmpuint (ticks, >, 0);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, akron_game_get_n_moves (long_game));
}

/* Defect 7: the move list was thrown away and rebuilt on every move. A click adds one row,
 * and nothing else changes. */
typedef struct
{
  guint position, removed, added, count;
} Change;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, Change *c)
{
  c->position = position;
  c->removed = removed;
  c->added = added;
  c->count++;
}

static void
test_move_list_not_rebuilt (Fixture *f, gconstpointer data)
{
  GListModel *model = akron_move_view_get_model (f->moves);
  Change change = { 0 };

  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), &change);
  add_by_click (f, "B4", "1. B4");
  g_assert_cmpuint (change.count, ==, 1);
  g_assert_cmpuint (change.position, ==, 1);
  g_assert_cmpuint (change.removed, ==, 0);
  g_assert_cmpuint (change.added, ==, 1);

  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 0);
  g_assert_cmpuint (change.count, ==, 1);
  g_signal_handlers_disconnect_by_func (model, on_items_changed, &change);
}

/* Defect 8: the status counted plies ("Move 10 of 11") while the list counts moves
 * ("5… C1"). Both say the same now. */
static void
test_status_counts_like_list (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "D4", "E5",
                                 "D3" };
  g_autofree char *row = NULL;
  const char *status;

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  akron_move_view_activate_row (f->moves, 10);
  row = akron_move_view_get_row_text (f->moves, 10);
  g_assert_cmpstr (row, ==, "5… E5");
  status = gtk_label_get_label (part (f, "status_label"));
  g_assert_nonnull (strstr (status, row));
  g_assert_cmpstr (status, ==, "Viewing after 5… E5 · Vert to move");
}

/* Defect 8: the window title was always "Akron"; it names the game. */
static void
test_title_shows_game (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) named = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autofree char *path = tmp_path (f, "final.akron");
  g_autoptr(GFile) file = g_file_new_for_path (path);

  akron_game_set_player_name (named, AKRON_VERT, "Ann");
  akron_game_set_player_name (named, AKRON_HORZ, "Bob");
  akron_window_set_game (f->window, named, NULL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "Ann vs Bob — Akron");
  g_assert_cmpstr (adw_window_title_get_title (part (f, "window_title")), ==, "Ann vs Bob");

  akron_test_play_moves (game (f), (const char *[]) { "C3" }, 1);
  g_assert_cmpstr (adw_window_title_get_title (part (f, "window_title")), ==, "• Ann vs Bob");

  start_save (akron_window_get_document (f->window), file);
  akron_test_wait_until (not_modified, akron_window_get_document (f->window));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (f->window)), ==, "final.akron — Akron");
  g_assert_cmpstr (adw_window_title_get_title (part (f, "window_title")), ==, "final.akron");
}

static void
point_at (GtkWidget *widget)
{
  akron_test_move_pointer (widget, gtk_widget_get_width (widget) / 2.0,
                           gtk_widget_get_height (widget) / 2.0);
}

static gboolean
entry_has_text (gpointer data)
{
  return g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (data)), "zoe") == 0;
}

/* Defect 8: the New Game dialog opened with the focus on Cancel, and Enter in a name field
 * did nothing. The focus is on Start, and Enter in a name field starts the game. */
static void
test_new_game_dialog_keys (Fixture *f, gconstpointer data)
{
  AkronNewGameDialog *dialog;
  GtkWidget *start, *entry;
  AkronDocument *document = akron_window_get_document (f->window);

  akron_window_new_game (f->window);
  dialog = AKRON_NEW_GAME_DIALOG (akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG,
                                                             AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_for_draw (GTK_WIDGET (dialog));
  start = akron_test_find_button_labelled (GTK_WIDGET (dialog), "_Start", AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (dialog)) == start);

  entry = gtk_widget_get_ancestor (akron_test_find_label (GTK_WIDGET (dialog),
                                                          "Vert (dark, top to bottom)",
                                                          AKRON_TEST_MAPPED_ONLY),
                                   ADW_TYPE_ENTRY_ROW);
  g_assert_nonnull (entry);
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  gtk_widget_grab_focus (entry);
  /* Keys go to the window under the pointer when there is no window manager. */
  point_at (start);
  press_key (f, XK_z);
  press_key (f, XK_o);
  press_key (f, XK_e);
  akron_test_wait_until (entry_has_text, entry);
  press_key (f, XK_Return);
  akron_test_wait_for_no_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (akron_window_get_document (f->window) != document);
  g_assert_cmpstr (akron_game_get_player_name (game (f), AKRON_VERT), ==, "zoe");
}

static gboolean
window_is_narrow (gpointer data)
{
  Fixture *f = data;

  /* (Without a compositor the window's frame takes a few of the 360 pixels.) */
  return gtk_widget_get_width (GTK_WIDGET (f->window)) <= 360
         && akron_test_sidebar_folded (GTK_WIDGET (f->window))
         && gtk_widget_get_mapped (GTK_WIDGET (part (f, "vert_compact_card")));
}

/* 360 px wide (the metainfo promises it): the sidebar folds away, and whose turn it is,
 * the piles and the result stay in view under the board. */
static void
test_narrow_window (Fixture *f, gconstpointer data)
{
  AkronPlayerCard *vert = part (f, "vert_compact_card");
  AkronPlayerCard *horz = part (f, "horz_compact_card");
  g_autoptr(GError) error = NULL;

  show_new_game (f, 16, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  akron_test_wait_until (window_is_narrow, f);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));

  g_assert_cmpstr (akron_player_card_get_name_text (vert), ==, "Vert");
  g_assert_cmpstr (akron_player_card_get_pile_text (vert), ==, "128");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (vert), "to-move"));
  g_assert_false (gtk_widget_has_css_class (GTK_WIDGET (horz), "to-move"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (part (f, "status_label"))));
  g_assert_cmpstr (gtk_label_get_label (part (f, "status_label")), ==, "Vert to move");
  /* The board keeps the width, once the fold has settled. */
  akron_test_wait_until (board_has_whole_width, f);

  add_by_click (f, "H8", "1. H8");
  g_assert_cmpstr (akron_player_card_get_pile_text (vert), ==, "127");
  g_assert_true (gtk_widget_has_css_class (GTK_WIDGET (horz), "to-move"));

  g_assert_true (akron_game_resign (game (f), &error));
  g_assert_no_error (error);
  /* The end shows in the bar under the board, in place of the status line. */
  wait_for_bar (f, "over");
  g_assert_true (gtk_widget_get_mapped (part (f, "game_over")));
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "Vert Wins");
  g_assert_cmpstr (gtk_label_get_label (part (f, "status_label")), ==,
                   "Vert wins by resignation");
}

/* Toasts appear over the bar under the board, never over the board's bottom row: 16x16 in
 * a large window and in a narrow one. */
static void
assert_toast_clear_of_board (Fixture *f)
{
  graphene_rect_t toast, board;
  HolePlace a1 = hole_place (f, "A1");

  /* As for a click the board refuses: the window says why in a toast. */
  g_signal_emit_by_name (f->board, "refused", "A toast over the board?");
  wait_for_toast (f);
  g_assert_true (gtk_widget_compute_bounds (find_toast (GTK_WIDGET (f->window)),
                                            GTK_WIDGET (f->window), &toast));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &board));
  /* Clear of the whole board, its frame and coordinates included. */
  g_assert_cmpfloat (toast.origin.y, >=, board.origin.y + board.size.height);
  g_assert_cmpfloat (toast.origin.y, >, a1.centre.y + a1.pitch);
}

static void
test_toasts_never_cover_board (Fixture *f, gconstpointer data)
{
  show_new_game (f, 16, TRUE);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1280, 800);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  assert_toast_clear_of_board (f);

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 720);
  akron_test_wait_until (window_is_narrow, f);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  assert_toast_clear_of_board (f);
}

/* A toast as long as some languages make them (French's "« Partie sans titre » est gardée
 * pour être continuée plus tard") folded the sidebar of libadwaita 1.2's window, which folds
 * on natural widths, and moved the board under the pointer. It does not. */
static void
test_long_toast_keeps_sidebar (Fixture *f, gconstpointer data)
{
  g_autofree char *text = g_strnfill (160, 'W');
  graphene_rect_t before, after;

  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &before));
  g_signal_emit_by_name (f->board, "refused", text);
  wait_for_toast (f);
  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &after));
  g_assert_true (graphene_rect_equal (&before, &after));
}

/* The player seam in the real window: while a player who is not at this computer is to
 * move, a click on the board is refused with the reason, and its move is played when it
 * comes. */
static void
test_other_player_turn_refuses_clicks (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronTestPlayer) computer = akron_test_player_new ("Computer", 50);
  g_autofree char *why = NULL;

  akron_test_player_set_manual (computer, TRUE);
  akron_match_set_player (akron_window_get_match (f->window), AKRON_HORZ,
                          AKRON_PLAYER (computer));
  add_by_click (f, "C3", "1. C3");

  why = akron_test_click_refused (f->board, point (f, "B2"));
  g_assert_cmpstr (why, ==, "It is Computer’s turn");
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 1);
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (f->window),
                                                                    "resign")));

  akron_test_player_answer (computer);
  akron_test_wait_for_ply (f->window, 2);
  add_by_click (f, "B2", "2. B2");
}

/* Replacing a game that has unsaved moves asks nothing and loses nothing: a toast brings
 * it back. */
static void
test_replaced_game_comes_back (Fixture *f, gconstpointer data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  AkronDocument *played;

  akron_test_play_moves (game (f), (const char *[]) { "B4", "A1", "C4" }, 3);
  played = akron_window_get_document (f->window);
  before = akron_record_write (game (f));

  show_new_game (f, 6, TRUE);
  g_assert_null (akron_alert_get_shown (GTK_WINDOW (f->window)));
  wait_for_label (f, "“Untitled Game” is kept to continue later");
  wait_for_toast (f);
  g_assert_true (akron_session_get_has_replaced (f->session));

  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                       GTK_WIDGET (f->window), "_Bring Back",
                                                       AKRON_TEST_MAPPED_ONLY));
  wait_for_n_moves (f, 3);
  after = akron_record_write (game (f));
  g_assert_cmpstr (after, ==, before);
  g_assert_true (akron_window_get_document (f->window) == played);
  /* The fresh game it replaced had nothing to lose: nothing is put aside. */
  g_assert_false (akron_session_get_has_replaced (f->session));
}

/* Issue 15: three games in a row with real clicks: the first two are both kept, and the
 * Continue list works with the keyboard: Delete deletes the game focused, the toast's Undo
 * brings it back, Enter opens it (and the game left goes to the list in its place, if it
 * is worth continuing). */
static gboolean
library_has (gpointer data)
{
  gpointer *wait = data;

  return g_list_model_get_n_items (G_LIST_MODEL (wait[0])) == GPOINTER_TO_UINT (wait[1]);
}

static void
wait_for_n_kept (Fixture *f, guint n)
{
  gpointer wait[2] = { akron_session_get_library (f->session), GUINT_TO_POINTER (n) };

  akron_test_wait_until (library_has, wait);
}

static void
test_continue_list (Fixture *f, gconstpointer data)
{
  AkronGameLibrary *library = akron_session_get_library (f->session);
  g_autoptr(AkronSavedGame) first = NULL;
  AkronDocument *six = NULL;
  GtkWindow *list;
  GtkWidget *list_box;
  GtkListBoxRow *row;

  akron_test_add_by_click (f->window, "B4");
  akron_test_add_by_click (f->window, "A1");
  akron_test_add_by_click (f->window, "C4");
  show_new_game (f, 6, FALSE);
  akron_test_add_by_click (f->window, "C3");
  six = akron_window_get_document (f->window);
  show_new_game (f, 5, FALSE);
  wait_for_n_kept (f, 2);
  first = g_list_model_get_item (G_LIST_MODEL (library), 0);
  g_assert_true (akron_saved_game_get_document (first) == six);

  akron_window_show_continue (f->window);
  list = akron_test_wait_for_window (AKRON_TYPE_CONTINUE_WINDOW, AKRON_TEST_MAPPED_ONLY);
  akron_test_wait_for_draw (GTK_WIDGET (list));
  list_box = akron_test_find_widget (GTK_WIDGET (list), GTK_TYPE_LIST_BOX,
                                     AKRON_TEST_MAPPED_ONLY);
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list_box), 0);
  g_assert_true (gtk_widget_has_focus (GTK_WIDGET (row)));
  akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (list), "Two players",
                              AKRON_TEST_MAPPED_ONLY);

  /* Keys go to the window under the pointer. */
  akron_test_move_pointer (list_box, 10, 10);
  akron_test_press_key (list_box, XK_Delete);
  wait_for_n_kept (f, 1);
  wait_for_toast_in (GTK_WIDGET (list));
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                       GTK_WIDGET (list), "_Undo",
                                                       AKRON_TEST_MAPPED_ONLY));
  wait_for_n_kept (f, 2);

  /* The first game deleted with its row's button, a real click. */
  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list_box), 1);
  akron_test_click_widget (akron_test_find_widget (GTK_WIDGET (row), GTK_TYPE_BUTTON,
                                                   AKRON_TEST_MAPPED_ONLY));
  wait_for_n_kept (f, 1);

  row = gtk_list_box_get_row_at_index (GTK_LIST_BOX (list_box), 0);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  akron_test_press_key (list_box, XK_Return);
  akron_test_wait_for_no_window (AKRON_TYPE_CONTINUE_WINDOW, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (akron_window_get_document (f->window) == six);
  g_assert_cmpuint (akron_game_get_size (game (f)), ==, 6);
  /* The fresh game left had nothing to keep, and the first game was deleted. */
  wait_for_n_kept (f, 0);
}

/* The notice that the game is not being saved automatically comes over the board's edge:
 * the board does not move under the pointer (a click aimed at F6 landed on F7). */
static gboolean
window_keeps_game (gpointer data)
{
  gboolean keeping;

  g_object_get (data, "keeping", &keeping, NULL);
  return keeping;
}

static gboolean
is_autosave_notice (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget)
         && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)),
                              "This game is not being saved automatically.");
}

static gboolean
autosave_notice_shown (gpointer window)
{
  return akron_test_find (window, is_autosave_notice, NULL, AKRON_TEST_MAPPED_ONLY) != NULL;
}

static void
test_autosave_notice_keeps_board (Fixture *f, gconstpointer data)
{
  g_autofree char *autosave = g_build_filename (f->dir, "session", "current.akron", NULL);
  graphene_rect_t before, after;

  akron_window_start (f->window, NULL);
  akron_test_wait_until (window_keeps_game, f->window);
  akron_test_add_by_click (f->window, "B4");
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &before));

  /* The autosave cannot be written any more: a directory stands in its place. */
  akron_test_flush_session (f->session);
  g_assert_cmpint (g_unlink (autosave), ==, 0);
  g_assert_cmpint (g_mkdir (autosave, 0700), ==, 0);
  akron_test_add_by_click (f->window, "A1");
  akron_test_wait_until (autosave_notice_shown, f->window);
  akron_test_run_for (400);

  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  /* A click on the top row lands there. */
  akron_test_add_by_click (f->window, "D5");
}

/* Defect 6 (part): the maximized state was saved but not restored. */
static void
test_maximized_restored (Fixture *f, gconstpointer data)
{
  AkronSettings *settings = akron_settings_get_default ();
  AkronWindow *window;

  g_object_set (settings, "window-maximized", TRUE, NULL);
  window = akron_window_new (NULL, NULL);
  g_assert_true (gtk_window_is_maximized (GTK_WINDOW (window)));
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_set (settings, "window-maximized", FALSE, NULL);
}

/* While /window/header-drag counts them: GTK's "Broken accounting of active state"
 * warnings, taken out of the fatal ones. */
static gboolean counting_broken_accounting;
static guint n_broken_accounting;

/* Lets through, not made fatal, the warnings that are GTK's and libadwaita's own:
 *
 * AdwAlertDialog measures its big heading label, which does not wrap, at widths too narrow
 * for a heading that names a file before it takes its wrapping small one; GTK 4.18 warns
 * about that measure ("Trying to measure GtkLabel ... but it needs at least ..."). The alert
 * shows right.
 *
 * GTK 4.8's broken accounting in /window/header-drag, which counts it. */
static GLogWriterOutput
log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields, gpointer data)
{
  const char *domain = NULL;
  const char *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
      message = fields[i].value;
  if (!(level & G_LOG_LEVEL_WARNING) || g_strcmp0 (domain, "Gtk") != 0 || message == NULL)
    return g_log_writer_default (level, fields, n_fields, data);
#if ADW_CHECK_VERSION (1, 5, 0)
  if (g_str_has_prefix (message, "Trying to measure GtkLabel"))
    {
      g_test_message ("libadwaita's alert heading: %s", message);
      return G_LOG_WRITER_HANDLED;
    }
#endif
  if (counting_broken_accounting && g_str_has_prefix (message, "Broken accounting of active state"))
    {
      n_broken_accounting++;
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

/* Issue 15: "Gtk-WARNING: Broken accounting of active state" was seen when a click opened a
 * modal dialog. A real click on New Game opens the modal dialog, a real click on Cancel
 * closes it, twice; the suite's G_DEBUG=fatal-warnings makes any such warning fail. */
static void
test_click_opens_modal_dialog (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < 2; i++)
    {
      GtkWindow *dialog;

      akron_test_click_button (GTK_WIDGET (f->window), "win.new-game");
      dialog = akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
      g_assert_true (gtk_window_get_modal (dialog));
      akron_test_wait_for_draw (GTK_WIDGET (dialog));
      akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (dialog), "_Cancel",
                                                                AKRON_TEST_MAPPED_ONLY));
      akron_test_wait_for_no_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
      akron_test_wait_for_draw (GTK_WIDGET (f->window));
    }
}

/* What did raise the warning in the audit: a press on the header dragged away, which moves
 * the window. With no window manager (as under Xvfb here, and in the audit) GDK moves the
 * window itself under a pointer grab, and GTK takes back the pressed widgets' active state
 * twice: for the grab's LeaveNotify and again for the implicit grab's GrabBroken
 * (gtk/gtkmain.c, handle_pointing_event()). Seen with GTK 4.8.3 (7 warnings) and 4.18.6 (10);
 * not with a window manager, which moves the window itself (openbox, and GNOME's). Nothing
 * Akron does and nothing it can change: this reproduces it, reports it as a known GTK
 * defect while GTK still has it, and passes only once there is no warning. */
static void
test_header_drag (Fixture *f, gconstpointer data)
{
  GtkWidget *title = GTK_WIDGET (akron_test_find_by_id (GTK_WIDGET (f->window), "window_title"));
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (title));

  counting_broken_accounting = TRUE;
  akron_test_move_pointer (title, 2, 2);
  akron_test_run_for (100);
  XTestFakeButtonEvent (display, 1, True, CurrentTime);
  XFlush (display);
  akron_test_run_for (100);
  for (int step = 1; step <= 6; step++)
    {
      akron_test_move_pointer (title, 2 + 10 * step, 2 + 5 * step);
      akron_test_run_for (50);
    }
  XTestFakeButtonEvent (display, 1, False, CurrentTime);
  XFlush (display);
  akron_test_run_for (300);
  counting_broken_accounting = FALSE;
  g_test_message ("%u “Broken accounting of active state” warnings", n_broken_accounting);
  if (n_broken_accounting > 0)
    g_test_incomplete ("GTK clears the active state twice when GDK moves the window itself "
                       "(no window manager)");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;
  g_log_set_writer_func (log_writer, NULL, NULL);

  /* Animations on: the tests must not depend on them finishing. */
  g_test_add ("/window/play-by-clicks", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_play_by_clicks, fixture_tear_down);
  g_test_add ("/window/refusal-says-why", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_pinned_piece_says_why, fixture_tear_down);
  g_test_add ("/window/save-and-open", Fixture, GINT_TO_POINTER (FALSE), fixture_set_up,
              test_save_and_open, fixture_tear_down);
  g_test_add ("/window/missing-file-message", Fixture, GINT_TO_POINTER (FALSE),
              fixture_set_up, test_missing_file_message, fixture_tear_down);
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

#define ADD(path, func) \
  g_test_add (path, Fixture, GINT_TO_POINTER (FALSE), fixture_set_up, func, fixture_tear_down)
  ADD ("/window/defect-1/earlier-move-keeps-later-moves", test_earlier_move_keeps_later_moves);
  ADD ("/window/defect-2/offers-never-move-board", test_offers_never_move_board);
  ADD ("/window/defect-4/finished-save-for-other-game", test_finished_save_for_other_game);
  ADD ("/window/defect-5/huge-file-refused", test_huge_file_refused);
  ADD ("/window/defect-5/open-reads-in-worker", test_open_reads_in_worker);
  ADD ("/window/defect-6/maximized-restored", test_maximized_restored);
  ADD ("/window/defect-7/move-list-not-rebuilt", test_move_list_not_rebuilt);
  ADD ("/window/defect-8/status-counts-like-list", test_status_counts_like_list);
  ADD ("/window/defect-8/title-shows-game", test_title_shows_game);
  ADD ("/window/defect-8/new-game-dialog-keys", test_new_game_dialog_keys);
  ADD ("/window/narrow-window", test_narrow_window);
  ADD ("/window/toasts-never-cover-board", test_toasts_never_cover_board);
  ADD ("/window/long-toast-keeps-sidebar", test_long_toast_keeps_sidebar);
  ADD ("/window/other-player-turn-refuses-clicks", test_other_player_turn_refuses_clicks);
  ADD ("/window/replaced-game-comes-back", test_replaced_game_comes_back);
  ADD ("/window/continue-list", test_continue_list);
  ADD ("/window/autosave-notice-keeps-board", test_autosave_notice_keeps_board);
  ADD ("/window/click-opens-modal-dialog", test_click_opens_modal_dialog);
  ADD ("/window/header-drag", test_header_drag);
#undef ADD

  return g_test_run ();
}
