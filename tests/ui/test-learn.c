/* test-learn.c: Learn to Play with real clicks: a lesson completed, a wrong try explained
 * and retried, a move taken apart into two clicks, a puzzle solved, progress kept, the
 * first start's offer, and the first real game offered at the end of the lessons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "akron-application.h"
#include "akron-learn-window.h"
#include "akron-lesson.h"
#include "akron-new-game-dialog.h"
#include "akron-notation.h"
#include "akron-puzzle.h"
#include "akron-record.h"
#include "akron-settings.h"
#include "akron-ui-test-util.h"
#include "akron-window-private.h"

typedef struct
{
  AkronLearnWindow *window;
  AkronBoard *board;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  static const char *const none[] = { NULL };

  g_object_set (akron_settings_get_default (), "lessons-done", none, "puzzles-solved", none,
                NULL);
  f->window = AKRON_LEARN_WINDOW (akron_learn_window_new (NULL));
  f->board = akron_learn_window_get_board (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
}

static guint
lesson_index (const char *id)
{
  for (guint i = 0; i < akron_lesson_get_n_lessons (); i++)
    if (g_str_equal (akron_lesson_get (i)->id, id))
      return i;
  g_assert_not_reached ();
}

static void
show_lesson (Fixture *f, const char *id)
{
  akron_learn_window_show_lesson (f->window, lesson_index (id));
  akron_test_wait_for_draw (GTK_WIDGET (f->board));
}

static gboolean
board_still (gpointer board)
{
  return !akron_board_is_animating (board);
}

static gboolean
widget_hidden (gpointer widget)
{
  return !gtk_widget_get_visible (widget);
}

static void
click (Fixture *f, const char *point)
{
  AkronGame *game = akron_board_get_game (f->board);
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));

  /* A move in progress slides first; a click then would land on the moving marble. */
  akron_test_wait_until (board_still, f->board);
  akron_test_click_point (f->board, akron_test_parse_point (geo, point));
}

typedef struct
{
  AkronLearnWindow *window;
  AkronLearnState state;
} StateWait;

static gboolean
state_is (gpointer data)
{
  StateWait *wait = data;

  return akron_learn_window_get_state (wait->window) == wait->state;
}

static void
wait_for_state (Fixture *f, AkronLearnState state)
{
  StateWait wait = { f->window, state };

  akron_test_wait_until (state_is, &wait);
}

static gboolean
has_feedback (gpointer window)
{
  return *akron_learn_window_get_feedback (window) != '\0';
}

static gboolean
is_done (const char *key, const char *id)
{
  return akron_settings_is_done (akron_settings_get_default (), key, id);
}

/* Touch and Connect: the hole between the two marbles, one real click. */
static void
test_lesson_completed (Fixture *f, gconstpointer data)
{
  const AkronLesson *lesson = akron_lesson_find ("touch");

  show_lesson (f, "touch");
  g_assert_cmpint (akron_learn_window_get_state (f->window), ==, AKRON_LEARN_PLAYING);
  g_assert_false (is_done ("lessons-done", "touch"));

  click (f, "B3");
  wait_for_state (f, AKRON_LEARN_DONE);
  g_assert_cmpstr (akron_learn_window_get_feedback (f->window), ==, lesson->success);
  g_assert_true (is_done ("lessons-done", "touch"));
  /* The board takes no more moves, and Next leads on to the next lesson. */
  g_assert_nonnull (akron_board_get_input_refusal (f->board));
  akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Next",
                                                           AKRON_TEST_MAPPED_ONLY));
  wait_for_state (f, AKRON_LEARN_PLAYING);
  g_assert_cmpuint (akron_game_get_size (akron_board_get_game (f->board)), ==,
                    akron_lesson_find ("sides")->size);
}

/* A diagonal neighbour does not connect: the window says so, and Retry starts again. */
static void
test_wrong_try_explained (Fixture *f, gconstpointer data)
{
  AkronGame *game;

  show_lesson (f, "touch");
  game = akron_board_get_game (f->board);
  click (f, "C3");
  wait_for_state (f, AKRON_LEARN_MISSED);
  g_assert_nonnull (strstr (akron_learn_window_get_feedback (f->window),
                            "B4 and B2 are not connected yet"));
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 5);
  g_assert_false (is_done ("lessons-done", "touch"));

  akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Retry",
                                                           AKRON_TEST_MAPPED_ONLY));
  wait_for_state (f, AKRON_LEARN_PLAYING);
  g_assert_cmpuint (akron_game_get_n_moves (akron_board_get_game (f->board)), ==, 4);
}

/* A pinned marble is refused with the board's own words; another one then climbs down. */
static void
test_pinned_refused_then_moved (Fixture *f, gconstpointer data)
{
  show_lesson (f, "pinned");
  click (f, "A4");
  akron_test_wait_until (has_feedback, f->window);
  /* The board refuses to pick up the pinned marble, and the window repeats why. */
  g_assert_cmpint (akron_board_get_selected (f->board), ==, AKRON_NO_POINT);
  g_test_message ("refused: %s", akron_learn_window_get_feedback (f->window));
  g_assert_nonnull (strstr (akron_learn_window_get_feedback (f->window), "pinned"));
  g_assert_cmpint (akron_learn_window_get_state (f->window), ==, AKRON_LEARN_PLAYING);

  click (f, "A5''");
  click (f, "A2");
  wait_for_state (f, AKRON_LEARN_DONE);
  g_assert_true (is_done ("lessons-done", "pinned"));
}

/* The first connect-in-one puzzle whose solution is an Add, solved with one click. */
static void
test_puzzle_solved (Fixture *f, gconstpointer data)
{
  g_autofree char *text = NULL;
  g_autoptr (GPtrArray) puzzles = NULL;
  g_autoptr (GBytes) bytes = g_resources_lookup_data ("/io/github/akrongame/Akron/puzzles.txt",
                                                      0, NULL);
  const AkronPuzzle *chosen = NULL;
  guint index = 0;

  g_assert_nonnull (bytes);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  puzzles = akron_puzzles_parse (text, NULL);
  g_assert_cmpuint (akron_learn_window_get_n_puzzles (f->window), ==, puzzles->len);

  /* The window lists them easiest first: find the chosen one by showing each in turn. */
  for (guint i = 0; i < akron_learn_window_get_n_puzzles (f->window) && chosen == NULL; i++)
    {
      akron_learn_window_show_puzzle (f->window, i);
      for (guint p = 0; p < puzzles->len; p++)
        {
          const AkronPuzzle *puzzle = g_ptr_array_index (puzzles, p);
          g_autoptr (AkronGame) game = akron_puzzle_new_game (puzzle, NULL);

          if (puzzle->kind == AKRON_PUZZLE_CONNECT_ONE
              && strchr (puzzle->solutions[0], '-') == NULL
              && akron_position_equal (akron_game_get_position (game),
                                       akron_game_get_position (akron_board_get_game (f->board))))
            {
              chosen = puzzle;
              index = i;
              break;
            }
        }
    }
  g_assert_nonnull (chosen);
  g_test_message ("puzzle %s at %u", chosen->id, index);
  akron_test_wait_for_draw (GTK_WIDGET (f->board));

  /* First a hole that is not the solution: explained, not solved, and retried. */
  {
    AkronGame *game = akron_board_get_game (f->board);
    const AkronPosition *pos = akron_game_get_position (game);
    const AkronGeometry *geo = akron_position_get_geometry (pos);
    char wrong[AKRON_MOVE_TEXT_MAX] = "";
    const char *feedback;

    for (AkronPoint p = 0; p < geo->size * geo->size && wrong[0] == '\0'; p++)
      {
        AkronMove add = akron_move_add (p);
        g_autofree char *add_text = akron_move_to_string (geo, &add);

        if (akron_position_check_move (pos, &add, NULL)
            && !g_strv_contains ((const char *const *) chosen->solutions, add_text))
          akron_point_to_text (geo, p, wrong);
      }
    g_assert_cmpstr (wrong, !=, "");
    click (f, wrong);
    wait_for_state (f, AKRON_LEARN_MISSED);
    feedback = akron_learn_window_get_feedback (f->window);
    g_assert_true (strstr (feedback, "does not join the top and the bottom") != NULL
                   || strstr (feedback, "does not join the left and the right") != NULL);
    g_assert_false (is_done ("puzzles-solved", chosen->id));
    akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (f->window),
                                                             "_Retry",
                                                             AKRON_TEST_MAPPED_ONLY));
    wait_for_state (f, AKRON_LEARN_PLAYING);
    akron_test_wait_for_draw (GTK_WIDGET (f->board));
  }

  click (f, chosen->solutions[0]);
  wait_for_state (f, AKRON_LEARN_DONE);
  g_assert_true (is_done ("puzzles-solved", chosen->id));
  /* Its row in the list is marked, numbered title and all. */
  {
    GtkListBox *list = GTK_LIST_BOX (akron_test_find_by_id (GTK_WIDGET (f->window),
                                                            "puzzle_list"));
    GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

    g_assert_true (gtk_widget_get_visible (g_object_get_data (G_OBJECT (row), "akron-check")));
    g_assert_nonnull (strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)),
                              akron_puzzle_kind_get_title (chosen->kind)));
  }
}

/* Issue 16: no two puzzles in the list read the same, and a solved one keeps its mark. */
static void
test_puzzle_titles_unique (Fixture *f, gconstpointer data)
{
  GtkListBox *list = GTK_LIST_BOX (akron_test_find_by_id (GTK_WIDGET (f->window),
                                                          "puzzle_list"));
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  guint n = akron_learn_window_get_n_puzzles (f->window);

  g_assert_cmpuint (n, >=, 60);
  for (guint i = 0; i < n; i++)
    {
      GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) i);
      const char *title = adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row));

      g_assert_false (g_hash_table_contains (seen, title));
      g_hash_table_add (seen, (gpointer) title);
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, n);
}

/* The pie rule's lesson: the Swap button under the board. */
static void
test_swap_button (Fixture *f, gconstpointer data)
{
  show_lesson (f, "pie-rule");
  akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Swap",
                                                           AKRON_TEST_MAPPED_ONLY));
  wait_for_state (f, AKRON_LEARN_DONE);
  g_assert_true (akron_game_get_players_swapped (akron_board_get_game (f->board)));
}

/* The game window's first start: the offer over the board; Play puts it away for good. */
static gboolean
learn_window_folded (gpointer window)
{
  return akron_test_sidebar_folded (window);
}

static gboolean
learn_window_unfolded (gpointer window)
{
  return !akron_test_sidebar_folded (window);
}

static gboolean
is_mapped (gpointer widget)
{
  return gtk_widget_get_mapped (widget);
}

static gboolean
is_unmapped (gpointer widget)
{
  return !gtk_widget_get_mapped (widget);
}

/* Issue 16: at 360 px the window folds like the game window: the exercise first, playable
 * with real clicks; back to the list, a lesson chosen there with a click; wide again, both
 * side by side. (Any overflow would be a fatal warning.) */
static void
test_narrow_window (Fixture *f, gconstpointer data)
{
  GtkWidget *list = akron_test_find_by_id (GTK_WIDGET (f->window), "lesson_list");
  GtkWidget *row;

  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_get_mapped (list));

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  akron_test_wait_until (learn_window_folded, f->window);
  /* The exercise's page, once the fold's transition is over. */
  akron_test_wait_until (is_unmapped, list);
  akron_test_wait_for_draw (GTK_WIDGET (f->board));
  g_test_message ("window %d px wide, board %d x %d", gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_width (GTK_WIDGET (f->board)),
                  gtk_widget_get_height (GTK_WIDGET (f->board)));
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->board)), >=, 300);

  /* Back to the list, and a lesson chosen there: its exercise comes, and is played. */
  akron_test_click_widget (akron_test_find_by_id (GTK_WIDGET (f->window), "back_button"));
  akron_test_wait_until (is_mapped, list);
  akron_test_wait_until (is_unmapped, f->board);
  row = GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                   (int) lesson_index ("touch")));
  akron_test_click_widget (row);
  akron_test_wait_until (is_mapped, f->board);
  akron_test_wait_until (is_unmapped, list);
  akron_test_wait_for_draw (GTK_WIDGET (f->board));
  g_assert_cmpuint (akron_game_get_size (akron_board_get_game (f->board)), ==,
                    akron_lesson_find ("touch")->size);
  click (f, "B3");
  wait_for_state (f, AKRON_LEARN_DONE);
  g_assert_true (is_done ("lessons-done", "touch"));

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  akron_test_wait_until (learn_window_unfolded, f->window);
  akron_test_wait_until (is_mapped, list);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (f->board)));
}

/* Issue 16: the board never moves or resizes under the pointer when the window speaks:
 * a wrong try explained, Retry, the goal met, at the default size and folded at 360 px. */
static graphene_rect_t
board_bounds (Fixture *f)
{
  graphene_rect_t bounds;

  akron_test_wait_for_draw (GTK_WIDGET (f->board));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &bounds));
  return bounds;
}

static void
assert_board_at (Fixture *f, const graphene_rect_t *expected, const char *when)
{
  graphene_rect_t now = board_bounds (f);

  g_test_message ("%s: board at %g,%g, %g x %g", when, now.origin.x, now.origin.y,
                  now.size.width, now.size.height);
  g_assert_true (graphene_rect_equal (&now, expected));
}

static void
test_board_keeps_its_place (Fixture *f, gconstpointer data)
{
  static const int widths[] = { 1000, 360 };
  GtkWidget *list = akron_test_find_by_id (GTK_WIDGET (f->window), "lesson_list");

  for (guint i = 0; i < G_N_ELEMENTS (widths); i++)
    {
      gboolean narrow = widths[i] < 600;
      graphene_rect_t before;

      gtk_window_set_default_size (GTK_WINDOW (f->window), widths[i], 720);
      akron_test_wait_until (narrow ? learn_window_folded : learn_window_unfolded, f->window);
      /* Folded, the list slides away: wait for the end of the fold's transition. */
      akron_test_wait_until (narrow ? is_unmapped : is_mapped, list);
      show_lesson (f, "touch");
      akron_test_wait_until_settled (GTK_WIDGET (f->board));
      g_assert_cmpstr (akron_learn_window_get_feedback (f->window), ==, "");
      before = board_bounds (f);

      click (f, "C3");
      wait_for_state (f, AKRON_LEARN_MISSED);
      g_assert_cmpstr (akron_learn_window_get_feedback (f->window), !=, "");
      assert_board_at (f, &before, "wrong try explained");

      akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (f->window),
                                                               "_Retry",
                                                               AKRON_TEST_MAPPED_ONLY));
      wait_for_state (f, AKRON_LEARN_PLAYING);
      assert_board_at (f, &before, "retried");

      click (f, "B3");
      wait_for_state (f, AKRON_LEARN_DONE);
      g_assert_cmpstr (akron_learn_window_get_feedback (f->window), !=, "");
      assert_board_at (f, &before, "goal met");
    }
}

static void assert_first_game_shown (GtkWindow *dialog);

static void
test_welcome (void)
{
  AkronWindow *window = akron_window_new (NULL, NULL);
  GtkWidget *welcome;
  GtkWindow *dialog;

  g_object_set (akron_settings_get_default (), "welcome-shown", FALSE, NULL);
  gtk_window_present (GTK_WINDOW (window));
  akron_window_offer_welcome (window);
  akron_test_wait_for_draw (GTK_WIDGET (window));
  welcome = GTK_WIDGET (window->welcome);
  g_assert_true (gtk_widget_get_mapped (welcome));
  g_assert_nonnull (akron_test_find_button_labelled (welcome, "_Learn to Play",
                                                     AKRON_TEST_MAPPED_ONLY));

  /* Play: New Game, set for a first game against the computer (alone at the computer, a
   * newcomer has nobody else to play with); the welcome is gone for good. */
  akron_test_click_widget (akron_test_find_button_labelled (welcome, "_Play",
                                                           AKRON_TEST_MAPPED_ONLY));
  dialog = akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (window));
  akron_test_wait_for_draw (GTK_WIDGET (dialog));
  assert_first_game_shown (dialog);
  akron_test_wait_until (widget_hidden, welcome);
  g_assert_false (gtk_widget_get_visible (welcome));
  akron_window_offer_welcome (window);
  g_assert_false (gtk_widget_get_visible (welcome));
  gtk_window_destroy (dialog);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Issue 16: from the last lesson to a first real game. The learn window and a game window
 * with a game in progress belong to a registered Akron application, as in the app. */
typedef struct
{
  char *dir;
  AkronApplication *app;
  AkronSession *session;
  AkronWindow *game_window;
  AkronLearnWindow *window;
  AkronBoard *board;
  char *record; /* the game in progress, before */
} FirstGame;

static void
first_game_set_up (FirstGame *f, gconstpointer data)
{
  static const char *const none[] = { NULL };
  g_autoptr(AkronGame) game = akron_game_new (6, 0, TRUE, FALSE, NULL);
  g_autoptr(GFile) session_dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  /* A player who played against another person at Medium on 8×8 (the defaults, set here
   * so that a test before leaves no trace). */
  g_object_set (akron_settings_get_default (), "lessons-done", none, "puzzles-solved", none,
                "opponent", AKRON_OPPONENT_PERSON, "level", AKRON_LEVEL_MEDIUM,
                "computer-colour", AKRON_COMPUTER_COLOUR_VERT, "size", 8,
                "pieces-follow-size", TRUE, "swap", FALSE, NULL);

  f->app = akron_application_new ();
  g_application_set_flags (G_APPLICATION (f->app), G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (f->app), NULL, &error));
  g_assert_no_error (error);

  f->dir = g_dir_make_tmp ("akron-first-game-XXXXXX", NULL);
  path = g_build_filename (f->dir, "session", NULL);
  session_dir = g_file_new_for_path (path);
  f->session = akron_session_new (session_dir);
  f->game_window = akron_window_new (ADW_APPLICATION (f->app), f->session);
  akron_window_set_game (f->game_window, game, NULL);
  akron_test_play_moves (akron_window_get_game (f->game_window),
                         (const char *[]) { "B4", "A1", "C4" }, 3);
  f->record = akron_record_write (akron_window_get_game (f->game_window));
  gtk_window_set_default_size (GTK_WINDOW (f->game_window), 900, 700);
  gtk_window_present (GTK_WINDOW (f->game_window));
  akron_test_wait_for_draw (GTK_WIDGET (f->game_window));

  f->window = AKRON_LEARN_WINDOW (akron_learn_window_new (GTK_APPLICATION (f->app)));
  f->board = akron_learn_window_get_board (f->window);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

static void
first_game_tear_down (FirstGame *f, gconstpointer data)
{
  akron_test_close_windows_except (NULL);
  akron_test_flush_session (f->session);
  g_clear_object (&f->session);
  g_clear_object (&f->app);
  akron_test_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->record);
}

/* The exercise's move by real clicks: a hole, or a marble and where it goes. */
static void
play_by_clicks (AkronLearnWindow *window, const char *move)
{
  Fixture f = { window, akron_learn_window_get_board (window) };
  g_auto(GStrv) points = g_strsplit (move, "-", 2);

  click (&f, points[0]);
  if (points[1] != NULL)
    click (&f, points[1]);
}

static void
complete_last_lesson (FirstGame *f)
{
  const AkronLesson *last = akron_lesson_get (akron_lesson_get_n_lessons () - 1);
  Fixture lesson = { f->window, f->board };

  show_lesson (&lesson, last->id);
  /* No game offered before the end. */
  g_assert_null (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Play a Game",
                                                  AKRON_TEST_VISIBLE_ONLY));
  play_by_clicks (f->window, last->solution);
  wait_for_state (&lesson, AKRON_LEARN_DONE);
  g_assert_true (is_done ("lessons-done", last->id));
}

static GtkWindow *
click_play_a_game (FirstGame *f)
{
  GtkWidget *play = akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                GTK_WIDGET (f->window), "_Play a Game",
                                                AKRON_TEST_MAPPED_ONLY);
  GtkWidget *next = akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Next",
                                                     AKRON_TEST_MAPPED_ONLY);
  GtkWindow *dialog;

  /* Play a Game is the way suggested; Next, beside it, goes on to the puzzles. */
  g_assert_true (gtk_widget_has_css_class (play, "suggested-action"));
  g_assert_nonnull (next);
  g_assert_false (gtk_widget_has_css_class (next, "suggested-action"));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (next), ==, "On to the puzzles");

  akron_test_click_widget (play);
  dialog = akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_window_get_transient_for (dialog) == GTK_WINDOW (f->game_window));
  akron_test_wait_for_draw (GTK_WIDGET (dialog));
  return dialog;
}

/* The dialog shows a first game: Computer, which plays Horz, at Beginner, on the small
 * board with its default pieces, swap on. */
static void
assert_first_game_shown (GtkWindow *dialog)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  GtkWidget *size = akron_test_find_by_id (GTK_WIDGET (dialog), "size_spin");
  GtkWidget *pieces = akron_test_find_by_id (GTK_WIDGET (dialog), "pieces_spin");
  GtkWidget *swap = akron_test_find_by_id (GTK_WIDGET (dialog), "swap_switch");

  akron_test_find_combo_rows (GTK_WIDGET (dialog), rows);
  g_assert_cmpuint (rows->len, ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[0]), ==, AKRON_OPPONENT_COMPUTER);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[1]), ==,
                    AKRON_COMPUTER_COLOUR_HORZ);
  g_assert_cmpuint (adw_combo_row_get_selected (rows->pdata[2]), ==, AKRON_LEVEL_BEGINNER);
  g_assert_cmpstr (adw_action_row_get_subtitle (rows->pdata[2]), ==,
                   "Often misses cuts from above and drops");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (size)), ==,
                   AKRON_FIRST_GAME_SIZE);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (pieces)), ==,
                   akron_default_pieces (AKRON_FIRST_GAME_SIZE));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (swap)));
}

/* The remembered choices are the player's, as the set-up left them. */
static void
assert_settings_untouched (void)
{
  AkronOpponentKind opponent;
  AkronLevel level;
  AkronComputerColour colour;
  guint size;
  gboolean swap;

  g_object_get (akron_settings_get_default (), "opponent", &opponent, "level", &level,
                "computer-colour", &colour, "size", &size, "swap", &swap, NULL);
  g_assert_cmpint (opponent, ==, AKRON_OPPONENT_PERSON);
  g_assert_cmpint (level, ==, AKRON_LEVEL_MEDIUM);
  g_assert_cmpint (colour, ==, AKRON_COMPUTER_COLOUR_VERT);
  g_assert_cmpuint (size, ==, 8);
  g_assert_false (swap);
}

/* The last lesson done, Play a Game, Start: a game against the computer at Beginner on
 * the small board, the person first; the game in progress is kept to continue later; the
 * choices are remembered now that the player started; the learn window stays. */
static void
test_first_game_after_last_lesson (FirstGame *f, gconstpointer data)
{
  AkronGame *before = akron_window_get_game (f->game_window);
  AkronGame *game;
  GtkWindow *dialog;
  AkronColour colour;
  AkronLevel level;
  AkronOpponentKind opponent;
  guint size;

  complete_last_lesson (f);
  dialog = click_play_a_game (f);
  assert_first_game_shown (dialog);
  assert_settings_untouched ();

  akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (dialog), "_Start",
                                                           AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_game_replaced (f->game_window, before);
  game = akron_window_get_game (f->game_window);
  g_assert_true (akron_computer_player_read_tags (game, &colour, &level));
  g_assert_cmpint (colour, ==, AKRON_HORZ);
  g_assert_cmpint (level, ==, AKRON_LEVEL_BEGINNER);
  g_assert_cmpuint (akron_game_get_size (game), ==, AKRON_FIRST_GAME_SIZE);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);
  g_assert_cmpint (akron_game_get_to_move (game), ==, AKRON_VERT);
  g_assert_true (akron_match_get_person_to_move (akron_window_get_match (f->game_window)));

  /* The game that was in progress is kept, and a toast offers it back. */
  akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->game_window),
                              "“Untitled Game” is kept to continue later",
                              AKRON_TEST_MAPPED_ONLY);
  g_assert_true (akron_session_get_has_replaced (f->session));
  {
    GtkWidget *bring_back = akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                        GTK_WIDGET (f->game_window),
                                                        "_Bring Back", AKRON_TEST_MAPPED_ONLY);

    /* The toast slides in: clicked once in its place. */
    akron_test_wait_until_settled (bring_back);
    akron_test_click_widget (bring_back);
  }
  {
    g_autofree char *record = NULL;

    akron_test_wait_game_replaced (f->game_window, game);
    record = akron_record_write (akron_window_get_game (f->game_window));
    g_assert_cmpstr (record, ==, f->record);
  }

  g_object_get (akron_settings_get_default (), "opponent", &opponent, "level", &level,
                "size", &size, NULL);
  g_assert_cmpint (opponent, ==, AKRON_OPPONENT_COMPUTER);
  g_assert_cmpint (level, ==, AKRON_LEVEL_BEGINNER);
  g_assert_cmpuint (size, ==, AKRON_FIRST_GAME_SIZE);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (f->window)));
}

/* The game window was closed while the learn window stayed open: Play a Game makes a new
 * one, as starting the app does, and its New Game comes preset. */
static gboolean
game_window_shown (gpointer data)
{
  return akron_test_find_window (AKRON_TYPE_WINDOW, AKRON_TEST_MAPPED_ONLY) != NULL;
}

static void
test_first_game_without_game_window (FirstGame *f, gconstpointer data)
{
  gboolean destroyed = FALSE;
  GtkWindow *window, *dialog;

  g_object_set (akron_settings_get_default (), "welcome-shown", TRUE, NULL);
  akron_test_watch_destroy (GTK_WIDGET (f->game_window), &destroyed);
  gtk_window_destroy (GTK_WINDOW (f->game_window));
  akron_test_wait_until (akron_test_is_true, &destroyed);
  f->game_window = NULL;

  complete_last_lesson (f);
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                       GTK_WIDGET (f->window), "_Play a Game",
                                                       AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_until (game_window_shown, NULL);
  window = akron_test_find_window (AKRON_TYPE_WINDOW, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_window_get_application (window) == GTK_APPLICATION (f->app));
  dialog = akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
  g_assert_true (gtk_window_get_transient_for (dialog) == window);
  akron_test_wait_for_draw (GTK_WIDGET (dialog));
  assert_first_game_shown (dialog);
  assert_settings_untouched ();
}

/* Cancel: the game in progress and the remembered choices stay as they were. Asked for
 * twice, the one dialog comes, preset again. */
static void
test_first_game_cancelled (FirstGame *f, gconstpointer data)
{
  GtkWindow *dialog;
  g_autofree char *record = NULL;

  complete_last_lesson (f);
  dialog = click_play_a_game (f);
  assert_first_game_shown (dialog);
  g_assert_true (click_play_a_game (f) == dialog);

  akron_test_click_widget (akron_test_find_button_labelled (GTK_WIDGET (dialog), "_Cancel",
                                                           AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_for_no_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_MAPPED_ONLY);
  assert_settings_untouched ();
  record = akron_record_write (akron_window_get_game (f->game_window));
  g_assert_cmpstr (record, ==, f->record);
  g_assert_false (akron_session_get_has_replaced (f->session));
}

/* At 360 px, folded, the end of the lessons still fits: Retry (as its icon), Next and Play
 * a Game in one row, inside the window; wide again, Retry has its words back. */
static void
test_first_game_narrow (Fixture *f, gconstpointer data)
{
  const AkronLesson *last = akron_lesson_get (akron_lesson_get_n_lessons () - 1);
  GtkWidget *list = akron_test_find_by_id (GTK_WIDGET (f->window), "lesson_list");
  GtkWidget *play, *retry;
  graphene_rect_t bounds;

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  akron_test_wait_until (learn_window_folded, f->window);
  akron_test_wait_until (is_unmapped, list);
  show_lesson (f, last->id);
  play_by_clicks (f->window, last->solution);
  wait_for_state (f, AKRON_LEARN_DONE);
  play = akron_test_wait_for_widget (akron_test_find_button_labelled, GTK_WIDGET (f->window),
                                     "_Play a Game", AKRON_TEST_MAPPED_ONLY);
  akron_test_wait_until_settled (play);
  g_assert_true (gtk_widget_compute_bounds (play, GTK_WIDGET (f->window), &bounds));
  g_test_message ("window %d px wide, Play a Game at %g, %g px wide",
                  gtk_widget_get_width (GTK_WIDGET (f->window)), bounds.origin.x,
                  bounds.size.width);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (f->window)));
  retry = akron_test_find_by_id (GTK_WIDGET (f->window), "retry_button");
  g_assert_true (gtk_widget_get_mapped (retry));
  g_assert_cmpstr (gtk_button_get_icon_name (GTK_BUTTON (retry)), ==, "view-refresh-symbolic");

  gtk_window_set_default_size (GTK_WINDOW (f->window), 1000, 720);
  akron_test_wait_until (learn_window_unfolded, f->window);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (retry)), ==, "_Retry");
  /* (Unfolding, AdwNavigationSplitView shows the exercise again a moment later.) */
  akron_test_wait_until (is_mapped, play);
}

/* The end of the puzzles offers the game too; an exercise before the end does not. */
static void
test_first_game_after_last_puzzle (FirstGame *f, gconstpointer data)
{
  g_autoptr(GBytes) bytes = g_resources_lookup_data ("/io/github/akrongame/Akron/puzzles.txt",
                                                     0, NULL);
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  g_autoptr(GPtrArray) puzzles = akron_puzzles_parse (text, NULL);
  guint last = akron_learn_window_get_n_puzzles (f->window) - 1;
  Fixture fixture = { f->window, f->board };
  const AkronPuzzle *shown = NULL;

  /* The first lesson done: Next only. */
  show_lesson (&fixture, "touch");
  click (&fixture, "B3");
  wait_for_state (&fixture, AKRON_LEARN_DONE);
  g_assert_nonnull (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Next",
                                                     AKRON_TEST_MAPPED_ONLY));
  g_assert_null (akron_test_find_button_labelled (GTK_WIDGET (f->window), "_Play a Game",
                                                  AKRON_TEST_VISIBLE_ONLY));

  akron_learn_window_show_puzzle (f->window, last);
  akron_test_wait_for_draw (GTK_WIDGET (f->board));
  for (guint p = 0; p < puzzles->len && shown == NULL; p++)
    {
      g_autoptr(AkronGame) game = akron_puzzle_new_game (g_ptr_array_index (puzzles, p), NULL);

      if (akron_position_equal (akron_game_get_position (game),
                                akron_game_get_position (akron_board_get_game (f->board))))
        shown = g_ptr_array_index (puzzles, p);
    }
  g_assert_nonnull (shown);
  play_by_clicks (f->window, shown->solutions[0]);
  wait_for_state (&fixture, AKRON_LEARN_DONE);
  akron_test_click_widget (akron_test_wait_for_widget (akron_test_find_button_labelled,
                                                       GTK_WIDGET (f->window), "_Play a Game",
                                                       AKRON_TEST_MAPPED_ONLY));
  assert_first_game_shown (akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG,
                                                       AKRON_TEST_MAPPED_ONLY));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/learn/lesson-completed", test_lesson_completed);
  ADD ("/learn/wrong-try-explained", test_wrong_try_explained);
  ADD ("/learn/pinned-refused-then-moved", test_pinned_refused_then_moved);
  ADD ("/learn/puzzle-solved", test_puzzle_solved);
  ADD ("/learn/swap-button", test_swap_button);
  ADD ("/learn/puzzle-titles-unique", test_puzzle_titles_unique);
  ADD ("/learn/narrow-window", test_narrow_window);
  ADD ("/learn/board-keeps-its-place", test_board_keeps_its_place);
  ADD ("/learn/first-game-narrow", test_first_game_narrow);
#undef ADD
  g_test_add_func ("/learn/welcome", test_welcome);
#define ADD(path, func) \
  g_test_add (path, FirstGame, NULL, first_game_set_up, func, first_game_tear_down)
  ADD ("/learn/first-game-after-last-lesson", test_first_game_after_last_lesson);
  ADD ("/learn/first-game-cancelled", test_first_game_cancelled);
  ADD ("/learn/first-game-without-game-window", test_first_game_without_game_window);
  ADD ("/learn/first-game-after-last-puzzle", test_first_game_after_last_puzzle);
#undef ADD

  return g_test_run ();
}
