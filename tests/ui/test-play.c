/* test-play.c: playing against the computer in the real window, and the hint
 *
 * Real (XTest) clicks on the board and the header; the computer and the hint search with
 * small node budgets, so that they are quick and play the same moves every time. Every
 * wait has a deadline (akron_test_wait_until); nothing sleeps. Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "akron-computer-player.h"
#include "akron-notation.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"
#include "akron-window-private.h"

#define TEST_NODES 400
/* A budget no test waits for: the search runs until it is cancelled. */
#define ENDLESS_NODES G_GUINT64_CONSTANT (10000000000)

typedef struct
{
  char *dir;
  AkronSession *session;
  AkronWindow *window;
  AkronBoard *board;
} Fixture;


static AkronWindow *
open_window (Fixture *f)
{
  g_autofree char *session_dir = g_build_filename (f->dir, "session", NULL);
  g_autoptr(GFile) session_file = g_file_new_for_path (session_dir);
  AkronWindow *window;

  f->session = akron_session_new (session_file);
  window = akron_window_new (NULL, f->session);
  akron_computer_player_set_nodes (akron_window_get_computer (window), TEST_NODES);
  akron_computer_player_set_min_delay (akron_window_get_computer (window), 100);
  akron_hint_set_nodes (akron_window_get_hint (window), TEST_NODES);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  f->window = window;
  f->board = akron_window_get_board (window);
  return window;
}

static gboolean
window_keeps_game (gpointer data)
{
  return ((AkronWindow *) data)->keeping;
}

/* A 5x5 game without swap; against the computer as Horz when @data is TRUE. */
static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);

  f->dir = g_dir_make_tmp ("akron-play-XXXXXX", NULL);
  if (GPOINTER_TO_INT (data))
    akron_computer_player_tag_game (game, AKRON_HORZ, AKRON_LEVEL_MEDIUM);
  open_window (f);
  /* A first run: nothing to restore, and from now on the game shown is kept. */
  akron_window_start (f->window, NULL);
  akron_test_wait_until (window_keeps_game, f->window);
  akron_window_set_game (f->window, game, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}


static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  akron_test_close_windows_except (GTK_WINDOW (f->window));
  if (f->window != NULL)
    gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->session);
  akron_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* Helpers -------------------------------------------------------------------------------- */

static AkronGame *
game (Fixture *f)
{
  return akron_window_get_game (f->window);
}

static AkronComputerPlayer *
computer (Fixture *f)
{
  return akron_window_get_computer (f->window);
}

static void
click_point (Fixture *f, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game (f)));
  AkronPoint p;
  double x, y;

  g_assert_true (akron_point_parse (geo, text, &p, NULL));
  g_assert_true (akron_board_get_point_center (f->board, p, &x, &y));
  akron_test_click (GTK_WIDGET (f->board), x, y);
}

static AkronPoint
point_of (Fixture *f, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game (f)));
  AkronPoint p;

  g_assert_true (akron_point_parse (geo, text, &p, NULL));
  return p;
}

/* A click that adds a piece: on the first hole where an Add is legal. */
static void
click_some_add (Fixture *f)
{
  AkronMoveList list;
  double x, y;

  akron_move_list_init (&list);
  akron_position_generate (akron_game_get_position (game (f)), &list);
  for (guint i = 0; i < list.len; i++)
    if (list.moves[i].kind == AKRON_MOVE_ADD)
      {
        g_assert_true (akron_board_get_point_center (f->board, list.moves[i].to, &x, &y));
        akron_move_list_clear (&list);
        akron_test_click (GTK_WIDGET (f->board), x, y);
        return;
      }
  g_assert_not_reached ();
}

static GtkWidget *
find_button (GtkWidget *widget, const char *action)
{
  if (GTK_IS_BUTTON (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0
      && gtk_widget_get_mapped (widget))
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
  akron_test_click (button, gtk_widget_get_width (button) / 2.0,
                    gtk_widget_get_height (button) / 2.0);
}

typedef struct
{
  Fixture *f;
  guint ply;
} PlyWait;

static gboolean
ply_reached (gpointer data)
{
  PlyWait *w = data;
  return akron_game_get_ply (game (w->f)) == w->ply;
}

static void
wait_for_ply (Fixture *f, guint ply)
{
  PlyWait w = { f, ply };
  akron_test_wait_until (ply_reached, &w);
}

static gboolean
is_true (gpointer data)
{
  return *(gboolean *) data;
}

static gboolean
computer_thinking (gpointer data)
{
  return akron_computer_player_get_thinking (data);
}

static gboolean
computer_idle (gpointer data)
{
  return !akron_computer_player_get_thinking (data);
}

/* The person (Vert) clicks an empty hole, and the move is played. */
static void
add_by_click (Fixture *f, const char *hole)
{
  guint ply = akron_game_get_ply (game (f));

  click_point (f, hole);
  wait_for_ply (f, ply + 1);
}

/* The move the computer must play now, with its budget. */
static AkronMove
expected_move (Fixture *f)
{
  AkronSearchLimits limits;
  AkronSearchResult result;

  akron_computer_player_get_limits (computer (f), &limits);
  g_assert_true (akron_search_genmove (game (f), &limits, NULL, &result, NULL));
  return result.claim_draw ? akron_move_special (AKRON_MOVE_DRAW) : result.move;
}

static void
on_refused (AkronBoard *board, const char *why, char **out)
{
  g_free (*out);
  *out = g_strdup (why);
}

static gboolean
string_set (gpointer data)
{
  return *(char **) data != NULL;
}

/* Frame timing ----------------------------------------------------------------------------- */

typedef struct
{
  gint64 queued;
  gint64 painted;
} FrameWait;

static void
on_after_paint (GdkFrameClock *clock, FrameWait *w)
{
  if (w->painted == 0)
    w->painted = g_get_monotonic_time ();
}

static gboolean
frame_painted (gpointer data)
{
  return ((FrameWait *) data)->painted != 0;
}

/* Microseconds from a queued redraw of the board to the end of the frame that drew it. */
static gint64
time_redraw (Fixture *f)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->board));
  FrameWait w = { 0, 0 };
  gulong id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &w);

  w.queued = g_get_monotonic_time ();
  gtk_widget_queue_draw (GTK_WIDGET (f->board));
  akron_test_wait_until (frame_painted, &w);
  g_signal_handler_disconnect (clock, id);
  return w.painted - w.queued;
}

static int
compare_int64 (gconstpointer a, gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;
  return x < y ? -1 : x > y;
}

/* The computer's move, from its decision to the frame that shows it. */
typedef struct
{
  gint64 decided;
  gint64 shown;
  GdkFrameClock *clock;
  gulong paint_id;
} MoveTiming;

static void
on_move_shown (GdkFrameClock *clock, MoveTiming *t)
{
  if (t->decided != 0 && t->shown == 0)
    t->shown = g_get_monotonic_time ();
}

static void
on_decided (AkronPlayer *player, const AkronMove *move, gpointer position, MoveTiming *t)
{
  t->decided = g_get_monotonic_time ();
}

static gboolean
move_shown (gpointer data)
{
  return ((MoveTiming *) data)->shown != 0;
}

/* Tests ---------------------------------------------------------------------------------- */

/* The computer answers each move with the move its search finds; meanwhile the header
 * says it is thinking and clicks on the board say why they do nothing. */
static void
test_computer_game (Fixture *f, gconstpointer data)
{
  g_autofree char *why = NULL;
  MoveTiming timing = { 0 };
  AkronMove expected;

  g_assert_true (akron_match_get_player (akron_window_get_match (f->window), AKRON_HORZ)
                 == AKRON_PLAYER (computer (f)));
  /* Slow enough to look at the thinking window. */
  akron_computer_player_set_min_delay (computer (f), 1000);
  add_by_click (f, "C3");
  expected = expected_move (f);
  akron_test_wait_until (computer_thinking, computer (f));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window->thinking_spinner)));
  g_assert_cmpstr (adw_window_title_get_subtitle (f->window->window_title), ==, "Thinking…");

  g_signal_connect (f->board, "refused", G_CALLBACK (on_refused), &why);
  click_point (f, "B2");
  akron_test_wait_until (string_set, &why);
  g_assert_cmpstr (why, ==, "It is the computer’s turn");
  g_signal_handlers_disconnect_by_func (f->board, on_refused, &why);
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 1);

  timing.clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->board));
  timing.paint_id = g_signal_connect (timing.clock, "after-paint",
                                      G_CALLBACK (on_move_shown), &timing);
  g_signal_connect (computer (f), "move-decided", G_CALLBACK (on_decided), &timing);
  wait_for_ply (f, 2);
  g_assert_true (akron_move_equal (akron_game_get_move (game (f), 1), &expected));
  akron_test_wait_until (move_shown, &timing);
  g_signal_handler_disconnect (timing.clock, timing.paint_id);
  g_signal_handlers_disconnect_by_func (computer (f), on_decided, &timing);
  g_test_message ("computer's decision to the frame that shows its move: %" G_GINT64_FORMAT
                  " us", timing.shown - timing.decided);

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (f->window->thinking_spinner)));
  g_assert_cmpstr (adw_window_title_get_subtitle (f->window->window_title), !=, "Thinking…");

  /* And again: the board takes the person's click once more. */
  akron_computer_player_set_min_delay (computer (f), 100);
  add_by_click (f, "A1");
  wait_for_ply (f, 4);
}

/* While the computer searches, the window draws a queued frame at once; undo stops the
 * search and gives the turn back to the person. */
static void
test_responsive_while_thinking (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) big = akron_test_random_game (8, 20, 7);
  gint64 times[15];
  gint64 idle_median;
  GtkWidget *undo;

  akron_computer_player_tag_game (big, AKRON_HORZ, AKRON_LEVEL_EXPERT);
  akron_window_set_game (f->window, big, NULL);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpint (akron_game_get_to_move (big), ==, AKRON_VERT);
  akron_computer_player_set_nodes (computer (f), ENDLESS_NODES);

  /* For comparison: the same with no search running. */
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    times[i] = time_redraw (f);
  qsort (times, G_N_ELEMENTS (times), sizeof times[0], compare_int64);
  g_test_message ("queued redraw to painted frame, no search: best %" G_GINT64_FORMAT
                  " us, median %" G_GINT64_FORMAT " us, worst %" G_GINT64_FORMAT " us",
                  times[0], times[G_N_ELEMENTS (times) / 2], times[G_N_ELEMENTS (times) - 1]);
  idle_median = times[G_N_ELEMENTS (times) / 2];

  click_some_add (f);
  wait_for_ply (f, 21);
  akron_test_wait_until (computer_thinking, computer (f));
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    times[i] = time_redraw (f);
  g_assert_true (akron_computer_player_get_thinking (computer (f)));
  qsort (times, G_N_ELEMENTS (times), sizeof times[0], compare_int64);
  g_test_message ("queued redraw to painted frame during a search: best %" G_GINT64_FORMAT
                  " us, median %" G_GINT64_FORMAT " us, worst %" G_GINT64_FORMAT " us",
                  times[0], times[G_N_ELEMENTS (times) / 2], times[G_N_ELEMENTS (times) - 1]);
  /* Within 50 ms, a few frames. A sanitizer build on a loaded machine can take longer than
   * that to draw even with no search: then the search must not make it twice as slow. */
  g_assert_cmpint (times[G_N_ELEMENTS (times) / 2], <, MAX (50000, 2 * idle_median));

  /* Undo is a person's action during the computer's turn: it stops the search. */
  undo = find_button (GTK_WIDGET (f->window), "win.undo");
  g_assert_true (gtk_widget_is_sensitive (undo));
  click_button (f, "win.undo");
  wait_for_ply (f, 20);
  akron_test_wait_until (computer_idle, computer (f));
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 21);
}

/* Undo takes back the computer's move and the person's together, to the person's turn;
 * redo brings both. */
static void
test_undo_to_person_turn (Fixture *f, gconstpointer data)
{
  add_by_click (f, "C3");
  wait_for_ply (f, 2);
  add_by_click (f, "A1");
  wait_for_ply (f, 4);
  akron_test_wait_until (computer_idle, computer (f));

  click_button (f, "win.undo");
  wait_for_ply (f, 2);
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
  click_button (f, "win.undo");
  wait_for_ply (f, 0);

  click_button (f, "win.redo");
  wait_for_ply (f, 2);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 4);
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
}

static gboolean
find_label (GtkWidget *widget, const char *text)
{
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (find_label (child, text))
      return TRUE;
  return FALSE;
}

typedef struct
{
  Fixture *f;
  const char *text;
} LabelWait;

static gboolean
label_shown (gpointer data)
{
  LabelWait *w = data;
  return find_label (GTK_WIDGET (w->f->window), w->text);
}

static gboolean
hint_shown (gpointer data)
{
  return akron_board_get_hint (data) != NULL;
}

static gboolean
hint_stopped (gpointer data)
{
  return !akron_hint_get_running (data);
}

/* The hint button (two people here) marks a legal move on the board without playing it; a
 * move clears it. Pressed again while it searches, it stops. */
static void
test_hint (Fixture *f, gconstpointer data)
{
  AkronHint *hint = akron_window_get_hint (f->window);
  const AkronMove *suggested;
  g_autoptr(GError) error = NULL;

  add_by_click (f, "C3");
  click_button (f, "win.hint");
  akron_test_wait_until (hint_shown, f->board);
  suggested = akron_board_get_hint (f->board);
  g_assert_true (akron_position_check_move (akron_game_get_position (game (f)), suggested,
                                            &error));
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (f->window->hint_stack), ==, "idle");
  {
    g_autofree char *notation = akron_move_to_string (
      akron_position_get_geometry (akron_game_get_position (game (f))), suggested);
    g_autofree char *words = g_strdup_printf ("Hint: %s", notation);
    LabelWait w = { f, words };

    /* In words too, in a toast. */
    akron_test_wait_until (label_shown, &w);
  }

  /* Horz plays elsewhere: the hint goes. */
  add_by_click (f, suggested->kind == AKRON_MOVE_ADD && suggested->to == point_of (f, "A1")
                    ? "E5" : "A1");
  g_assert_null (akron_board_get_hint (f->board));

  /* A long search, stopped by the same button. */
  akron_hint_set_nodes (hint, ENDLESS_NODES);
  click_button (f, "win.hint");
  akron_test_wait_until ((gboolean (*) (gpointer)) akron_hint_get_running, hint);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (f->window->hint_stack), ==, "running");
  click_button (f, "win.hint");
  akron_test_wait_until (hint_stopped, hint);
  g_assert_null (akron_board_get_hint (f->board));
}

/* A hint is asked for a position that goes before it comes: it is dropped. */
static void
test_hint_for_old_position_dropped (Fixture *f, gconstpointer data)
{
  AkronHint *hint = akron_window_get_hint (f->window);

  akron_hint_set_nodes (hint, ENDLESS_NODES);
  click_button (f, "win.hint");
  akron_test_wait_until ((gboolean (*) (gpointer)) akron_hint_get_running, hint);
  add_by_click (f, "C3");
  g_assert_false (akron_hint_get_running (hint));
  g_assert_null (akron_board_get_hint (f->board));
}

static void
on_destroyed (GtkWidget *window, gboolean *destroyed)
{
  *destroyed = TRUE;
}

/* Closed while the computer thinks, the game comes back at the next start with the
 * computer to move: it moves. */
static void
test_restored_game_continues (Fixture *f, gconstpointer data)
{
  gboolean destroyed = FALSE;
  g_autofree char *record = NULL;
  AkronColour colour;
  AkronLevel level;

  akron_computer_player_set_nodes (computer (f), ENDLESS_NODES);
  add_by_click (f, "C3");
  akron_test_wait_until (computer_thinking, computer (f));

  /* Closing keeps the game (the last autosave is written) before the window goes. */
  g_signal_connect (f->window, "destroy", G_CALLBACK (on_destroyed), &destroyed);
  akron_window_close (f->window, FALSE);
  akron_test_wait_until (is_true, &destroyed);
  f->window = NULL;
  g_clear_object (&f->session);

  open_window (f);
  g_assert_true (akron_session_get_owner (f->session));
  akron_window_start (f->window, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  wait_for_ply (f, 1);
  g_assert_true (akron_computer_player_read_tags (game (f), &colour, &level));
  g_assert_cmpint (colour, ==, AKRON_HORZ);
  g_assert_cmpint (level, ==, AKRON_LEVEL_MEDIUM);
  wait_for_ply (f, 2);
  record = akron_record_write (game (f));
  g_assert_nonnull (strstr (record, "[Computer \"horz\"]"));
}

/* A saved game where the computer (as Vert) is to move: opened, it moves. */
static void
test_opened_game_continues (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) saved = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autofree char *path = g_build_filename (f->dir, "vs-computer.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *text = NULL;

  akron_computer_player_tag_game (saved, AKRON_VERT, AKRON_LEVEL_EASY);
  g_assert_true (akron_game_play_text (saved, "C3", NULL));
  g_assert_true (akron_game_play_text (saved, "B2", NULL));
  text = akron_record_write (saved);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  akron_window_open (f->window, file);
  wait_for_ply (f, 3);
  g_assert_true (akron_match_get_player (akron_window_get_match (f->window), AKRON_VERT)
                 == AKRON_PLAYER (computer (f)));
  g_assert_cmpint (akron_computer_player_get_level (computer (f)), ==, AKRON_LEVEL_EASY);
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));

  /* Undo goes back over the computer's move to the person's turn; before the person's
   * first move there is nothing of theirs to take back. */
  click_button (f, "win.undo");
  wait_for_ply (f, 1);
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (f->window),
                                                                    "undo")));
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
}

static GtkWindow *
find_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, t);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, g_type_from_name ("AkronNewGameDialog"))
          && gtk_widget_get_mapped (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer data)
{
  return find_dialog () != NULL;
}

static void
find_combo_rows (GtkWidget *widget, GPtrArray *rows)
{
  if (ADW_IS_COMBO_ROW (widget))
    g_ptr_array_add (rows, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    find_combo_rows (child, rows);
}

static GtkWidget *
find_labelled_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_labelled_button (child, label);
      if (found != NULL)
        return found;
    }
  return NULL;
}

typedef struct
{
  Fixture *f;
  AkronGame *old;
} GameWait;

static gboolean
game_replaced (gpointer data)
{
  GameWait *w = data;
  return game (w->f) != w->old;
}

/* New Game against the computer, colours each in turn: the computer takes Vert, then
 * Horz; the choices are remembered. */
static void
test_new_game_against_computer (Fixture *f, gconstpointer data)
{
  g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);

  g_settings_set_string (settings, "last-computer-colour", "horz");
  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      GameWait wait = { f, game (f) };
      GtkWindow *dialog;
      AkronColour colour;
      AkronLevel level;

      akron_computer_player_set_nodes (computer (f), TEST_NODES);
      akron_window_new_game (f->window);
      akron_test_wait_until (dialog_shown, NULL);
      dialog = find_dialog ();
      find_combo_rows (GTK_WIDGET (dialog), rows);
      g_assert_cmpuint (rows->len, ==, 3);
      adw_combo_row_set_selected (rows->pdata[0], 1); /* Computer */
      adw_combo_row_set_selected (rows->pdata[1], 2); /* Each in turn */
      adw_combo_row_set_selected (rows->pdata[2], 2); /* Hard */
      akron_test_wait_for_draw (GTK_WIDGET (dialog));
      {
        GtkWidget *start = find_labelled_button (GTK_WIDGET (dialog), "_Start");

        akron_test_click (start, gtk_widget_get_width (start) / 2.0,
                          gtk_widget_get_height (start) / 2.0);
      }
      akron_test_wait_until (game_replaced, &wait);

      g_assert_true (akron_computer_player_read_tags (game (f), &colour, &level));
      g_assert_cmpint (colour, ==, round == 0 ? AKRON_VERT : AKRON_HORZ);
      g_assert_cmpint (level, ==, AKRON_LEVEL_HARD);
      g_assert_true (akron_match_get_player (akron_window_get_match (f->window), colour)
                     == AKRON_PLAYER (computer (f)));
      g_assert_cmpstr (akron_game_get_player_name (game (f), colour), ==, "Computer");
    }
  {
    g_autofree char *opponent = g_settings_get_string (settings, "opponent");
    g_autofree char *computer_colour = g_settings_get_string (settings, "computer-colour");
    g_autofree char *level = g_settings_get_string (settings, "level");

    g_assert_cmpstr (opponent, ==, "computer");
    g_assert_cmpstr (computer_colour, ==, "alternate");
    g_assert_cmpstr (level, ==, "hard");
  }
  g_settings_reset (settings, "opponent");
  g_settings_reset (settings, "computer-colour");
  g_settings_reset (settings, "level");
  g_settings_reset (settings, "last-computer-colour");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init ())
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

#define ADD(path, computer, func) \
  g_test_add (path, Fixture, GINT_TO_POINTER (computer), fixture_set_up, func, \
              fixture_tear_down)
  ADD ("/play/computer-game", TRUE, test_computer_game);
  ADD ("/play/responsive-while-thinking", TRUE, test_responsive_while_thinking);
  ADD ("/play/undo-to-person-turn", TRUE, test_undo_to_person_turn);
  ADD ("/play/hint", FALSE, test_hint);
  ADD ("/play/hint-for-old-position-dropped", FALSE, test_hint_for_old_position_dropped);
  ADD ("/play/restored-game-continues", TRUE, test_restored_game_continues);
  ADD ("/play/opened-game-continues", FALSE, test_opened_game_continues);
  ADD ("/play/new-game-against-computer", FALSE, test_new_game_against_computer);
#undef ADD

  return g_test_run ();
}
