/* test-play.c: playing against the computer in the real window, and the hint
 *
 * Real (XTest) clicks on the board and the header; the computer and the hint search with
 * small node budgets, so that they are quick and play the same moves every time. Every
 * wait has a deadline (akron_test_wait_until); nothing sleeps. Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <X11/keysym.h>

#include <glib/gstdio.h>

#include "akron-application.h"
#include "akron-computer-player.h"
#include "akron-new-game-dialog.h"
#include "akron-notation.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"

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

/* The part of the window that its .ui file names @id (a widget of the id's type). */
static gpointer
part (Fixture *f, const char *id)
{
  return akron_test_find_by_id (GTK_WIDGET (f->window), id);
}


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
  gboolean keeping;

  g_object_get (data, "keeping", &keeping, NULL);
  return keeping;
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
  if (f->session != NULL)
    akron_test_flush_session (f->session);
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

/* A click that adds a piece: on the first hole where an Add is legal. */
static void
click_some_add (Fixture *f)
{
  AkronMoveList list;

  akron_move_list_init (&list);
  akron_position_generate (akron_game_get_position (game (f)), &list);
  for (guint i = 0; i < list.len; i++)
    if (list.moves[i].kind == AKRON_MOVE_ADD)
      {
        AkronPoint to = list.moves[i].to;

        akron_move_list_clear (&list);
        akron_test_click_point (f->board, to);
        return;
      }
  g_assert_not_reached ();
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
  akron_test_add_by_click (f->window, "C3");
  expected = akron_test_expected_move (computer (f), game (f));
  akron_test_wait_until (computer_thinking, computer (f));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (part (f, "thinking_spinner"))));
  g_assert_cmpstr (adw_window_title_get_subtitle (part (f, "window_title")), ==, "Thinking…");

  why = akron_test_click_refused (f->board, akron_test_window_point (f->window, "B2"));
  g_assert_cmpstr (why, ==, "It is the computer’s turn");
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 1);

  timing.clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->board));
  timing.paint_id = g_signal_connect (timing.clock, "after-paint",
                                      G_CALLBACK (on_move_shown), &timing);
  g_signal_connect (computer (f), "move-decided", G_CALLBACK (on_decided), &timing);
  akron_test_wait_for_ply (f->window, 2);
  g_assert_true (akron_move_equal (akron_game_get_move (game (f), 1), &expected));
  akron_test_wait_until (move_shown, &timing);
  g_signal_handler_disconnect (timing.clock, timing.paint_id);
  g_signal_handlers_disconnect_by_func (computer (f), on_decided, &timing);
  g_test_message ("computer's decision to the frame that shows its move: %" G_GINT64_FORMAT
                  " us", timing.shown - timing.decided);

  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (part (f, "thinking_spinner"))));
  g_assert_cmpstr (adw_window_title_get_subtitle (part (f, "window_title")), !=, "Thinking…");

  /* And again: the board takes the person's click once more. */
  akron_computer_player_set_min_delay (computer (f), 100);
  akron_test_add_by_click (f->window, "A1");
  akron_test_wait_for_ply (f->window, 4);
}

/* While the computer searches, the window keeps drawing the frames it queues; undo stops
 * the search and gives the turn back to the person. */
static void
test_responsive_while_thinking (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) big = akron_test_random_game (8, 20, 7);
  gint64 times[15];
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

  click_some_add (f);
  akron_test_wait_for_ply (f->window, 21);
  akron_test_wait_until (computer_thinking, computer (f));
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    times[i] = time_redraw (f);
  g_assert_true (akron_computer_player_get_thinking (computer (f)));
  qsort (times, G_N_ELEMENTS (times), sizeof times[0], compare_int64);
  g_test_message ("queued redraw to painted frame during a search: best %" G_GINT64_FORMAT
                  " us, median %" G_GINT64_FORMAT " us, worst %" G_GINT64_FORMAT " us",
                  times[0], times[G_N_ELEMENTS (times) / 2], times[G_N_ELEMENTS (times) - 1]);
  /* Every redraw was painted while the search went on (it has no node limit: a search
   * that held the main loop would never let a frame through, and the wait's deadline would
   * fail the test). How fast is a measurement, printed above, not a pass mark: the machine's
   * load decides it. */

  /* Undo is a person's action during the computer's turn: it stops the search. */
  undo = akron_test_find_button (GTK_WIDGET (f->window), "win.undo", AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_widget_is_sensitive (undo));
  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 20);
  akron_test_wait_until (computer_idle, computer (f));
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 21);
}

/* Undo takes back the computer's move and the person's together, to the person's turn;
 * redo brings both. */
static void
test_undo_to_person_turn (Fixture *f, gconstpointer data)
{
  akron_test_add_by_click (f->window, "C3");
  akron_test_wait_for_ply (f->window, 2);
  akron_test_add_by_click (f->window, "A1");
  akron_test_wait_for_ply (f->window, 4);
  akron_test_wait_until (computer_idle, computer (f));

  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 2);
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 0);

  akron_test_click_button (GTK_WIDGET (f->window), "win.redo");
  akron_test_wait_for_ply (f->window, 2);
  g_assert_cmpuint (akron_game_get_n_moves (game (f)), ==, 4);
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
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
  g_autoptr(AkronApplication) app = NULL;
  const AkronMove *suggested;
  g_autoptr(GError) error = NULL;

  akron_test_add_by_click (f->window, "C3");
  akron_test_click_button (GTK_WIDGET (f->window), "win.hint");
  suggested = akron_test_wait_for_hint (f->board);
  g_assert_true (akron_position_check_move (akron_game_get_position (game (f)), suggested,
                                            &error));
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 1);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (part (f, "hint_stack")), ==, "idle");
  {
    g_autofree char *notation = akron_move_to_string (
      akron_position_get_geometry (akron_game_get_position (game (f))), suggested);
    g_autofree char *words = g_strdup_printf ("Hint: %s", notation);

    /* In words too, in a toast. */
    akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->window), words,
                                AKRON_TEST_ANY);
  }

  /* Horz plays elsewhere: the hint goes. */
  akron_test_add_by_click (f->window,
                           suggested->kind == AKRON_MOVE_ADD
                           && suggested->to == akron_test_window_point (f->window, "A1")
                           ? "E5" : "A1");
  g_assert_null (akron_board_get_hint (f->board));

  /* A long search, asked for with Ctrl+H as the shortcut window says (the application's
   * shortcuts: the window joins a registered Akron application), and stopped by the
   * button. */
  app = akron_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  gtk_application_add_window (GTK_APPLICATION (app), GTK_WINDOW (f->window));
  akron_hint_set_nodes (hint, ENDLESS_NODES);
  akron_test_press_key_with (GTK_WIDGET (f->window), XK_Control_L, XK_h);
  akron_test_wait_until ((gboolean (*) (gpointer)) akron_hint_get_running, hint);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (part (f, "hint_stack")), ==, "running");
  akron_test_click_button (GTK_WIDGET (f->window), "win.hint");
  akron_test_wait_until (hint_stopped, hint);
  g_assert_null (akron_board_get_hint (f->board));
}

/* A hint is asked for a position that goes before it comes: it is dropped. */
static void
test_hint_for_old_position_dropped (Fixture *f, gconstpointer data)
{
  AkronHint *hint = akron_window_get_hint (f->window);

  akron_hint_set_nodes (hint, ENDLESS_NODES);
  akron_test_click_button (GTK_WIDGET (f->window), "win.hint");
  akron_test_wait_until ((gboolean (*) (gpointer)) akron_hint_get_running, hint);
  akron_test_add_by_click (f->window, "C3");
  g_assert_false (akron_hint_get_running (hint));
  g_assert_null (akron_board_get_hint (f->board));
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
  akron_test_add_by_click (f->window, "C3");
  akron_test_wait_until (computer_thinking, computer (f));

  /* Closing keeps the game (the last autosave is written) before the window goes. */
  akron_test_watch_destroy (GTK_WIDGET (f->window), &destroyed);
  akron_window_close (f->window, FALSE);
  akron_test_wait_until (akron_test_is_true, &destroyed);
  f->window = NULL;
  g_clear_object (&f->session);

  open_window (f);
  g_assert_true (akron_session_get_owner (f->session));
  akron_window_start (f->window, NULL);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_ply (f->window, 1);
  g_assert_true (akron_computer_player_read_tags (game (f), &colour, &level));
  g_assert_cmpint (colour, ==, AKRON_HORZ);
  g_assert_cmpint (level, ==, AKRON_LEVEL_MEDIUM);
  akron_test_wait_for_ply (f->window, 2);
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
  akron_test_wait_for_ply (f->window, 3);
  g_assert_true (akron_match_get_player (akron_window_get_match (f->window), AKRON_VERT)
                 == AKRON_PLAYER (computer (f)));
  g_assert_cmpint (akron_computer_player_get_level (computer (f)), ==, AKRON_LEVEL_EASY);
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->window)));

  /* Undo goes back over the computer's move to the person's turn; before the person's
   * first move there is nothing of theirs to take back. */
  akron_test_click_button (GTK_WIDGET (f->window), "win.undo");
  akron_test_wait_for_ply (f->window, 1);
  g_assert_false (g_action_get_enabled (g_action_map_lookup_action (G_ACTION_MAP (f->window),
                                                                    "undo")));
  g_assert_false (akron_computer_player_get_thinking (computer (f)));
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
      AkronGame *before = game (f);
      GtkWindow *dialog;
      AkronColour colour;
      AkronLevel level;

      akron_computer_player_set_nodes (computer (f), TEST_NODES);
      akron_window_new_game (f->window);
      dialog = akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
      akron_test_find_combo_rows (GTK_WIDGET (dialog), rows);
      g_assert_cmpuint (rows->len, ==, 3);
      adw_combo_row_set_selected (rows->pdata[0], 1); /* Computer */
      adw_combo_row_set_selected (rows->pdata[1], 2); /* Each in turn */
      g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (rows->pdata[2])),
                        ==, AKRON_N_LEVELS);
      adw_combo_row_set_selected (rows->pdata[2], AKRON_LEVEL_HARD);
      akron_test_wait_for_draw (GTK_WIDGET (dialog));
      akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (dialog), "_Start",
                                                                AKRON_TEST_ANY));
      akron_test_wait_game_replaced (f->window, before);

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
  if (!akron_test_ui_init_or_skip ())
    return 0;

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
