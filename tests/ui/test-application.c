/* test-application.c: the application's lifetime
 *
 * Quitting closes every window and ends the process (issue 8, defect 3: the Rules window
 * kept it alive).
 *
 * Logging out or shutting down never loses the game (issue 10, point 9): the real `akron`
 * program is started on a record, with its own data directory; once it has
 * kept the game, it gets SIGTERM (or SIGINT, or SIGHUP) as a session manager would send it.
 * It must exit by itself with status 0, leave the autosave whole with every move, and
 * release the session's lock. Needs a display (Xvfb); skipped without one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <glib/gstdio.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <unistd.h>

#include "akron-application.h"
#include "akron-game.h"
#include "akron-record.h"

#define DEADLINE_US (20 * G_TIME_SPAN_SECOND)
#define MOVES "D4 E5 C3 F6 B2"

typedef struct
{
  gboolean exited;
  int wait_status;
} Child;

static void
on_child_exited (GPid pid, int wait_status, gpointer data)
{
  Child *child = data;

  child->exited = TRUE;
  child->wait_status = wait_status;
  g_spawn_close_pid (pid);
}

/* Runs the main context until @done holds; fails the test at the deadline. */
static void
iterate_until (gboolean (*done) (gpointer), gpointer data, const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_US;

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting until %s", what);
      /* The child's progress shows in files, not in events: poll every 20 ms. */
      g_main_context_iteration (NULL, FALSE);
      g_usleep (20 * 1000);
    }
}

static gboolean
autosave_has_game (gpointer path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronGame) game = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  game = akron_record_load (file, NULL, NULL);
  return game != NULL && akron_game_get_n_moves (game) == 5;
}

static gboolean
child_exited (gpointer data)
{
  return ((Child *) data)->exited;
}

static void
write_record (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, &error);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_auto(GStrv) moves = g_strsplit (MOVES, " ", -1);

  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_true (akron_game_play_text (game, moves[i], &error));
  g_assert_true (akron_record_save (game, file, NULL, &error));
}

static void
test_signal_keeps_game (gconstpointer data)
{
  int signal_number = GPOINTER_TO_INT (data);
  g_autofree char *dir = g_dir_make_tmp ("akron-signals-XXXXXX", NULL);
  g_autofree char *record = g_build_filename (dir, "game.akron", NULL);
  g_autofree char *data_home = g_build_filename (dir, "data", NULL);
  g_autofree char *autosave = g_build_filename (data_home, "akron", "current.akron", NULL);
  g_autofree char *lock = g_build_filename (data_home, "akron", "lock", NULL);
  const char *program = g_getenv ("AKRON_PROGRAM");
  char *argv[] = { (char *) program, record, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GFile) kept_file = NULL;
  g_autoptr(AkronGame) kept = NULL;
  Child child = { FALSE, 0 };
  GPid pid;
  int fd;

  g_assert_nonnull (program);
  g_assert_nonnull (dir);
  write_record (record);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  g_assert_true (g_spawn_async (NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &pid, &error));
  g_child_watch_add (pid, on_child_exited, &child);

  iterate_until (autosave_has_game, autosave, "the program keeps the game it opened");
  g_assert_cmpint (kill (pid, signal_number), ==, 0);
  iterate_until (child_exited, &child, "the program exits after the signal");

  g_assert_true (g_spawn_check_wait_status (child.wait_status, &error));
  g_assert_no_error (error);
  kept_file = g_file_new_for_path (autosave);
  kept = akron_record_load (kept_file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (kept), ==, 5);
  /* The lock was released: another Akron may own the session now. */
  fd = g_open (lock, O_RDWR, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (flock (fd, LOCK_EX | LOCK_NB), ==, 0);
  close (fd);
}

typedef enum
{
  WAIT_FOR_WINDOW,
  WAIT_FOR_RULES,
  QUITTING,
} QuitStep;

/* Opens the Rules window beside the game, then quits with app.quit, as Ctrl+Q does. */
static gboolean
quit_with_rules_step (gpointer data)
{
  GtkApplication *app = data;
  QuitStep *step = g_object_get_data (G_OBJECT (app), "step");
  guint n_windows = g_list_length (gtk_application_get_windows (app));

  switch (*step)
    {
    case WAIT_FOR_WINDOW:
      if (n_windows == 1)
        {
          g_action_group_activate_action (G_ACTION_GROUP (app), "rules", NULL);
          *step = WAIT_FOR_RULES;
        }
      return G_SOURCE_CONTINUE;
    case WAIT_FOR_RULES:
      if (n_windows == 2)
        {
          g_action_group_activate_action (G_ACTION_GROUP (app), "quit", NULL);
          *step = QUITTING;
        }
      return G_SOURCE_CONTINUE;
    case QUITTING:
    default:
      /* Removed by the test when the application has returned. */
      return G_SOURCE_CONTINUE;
    }
}

static gboolean
deadline_passed (gpointer data)
{
  g_error ("the application still runs 20 s after app.quit was asked for");
  return G_SOURCE_REMOVE;
}

static void
test_quit_with_rules_open (void)
{
  g_autoptr(AkronApplication) app = akron_application_new ();
  QuitStep step = WAIT_FOR_WINDOW;
  guint deadline, poll;
  int status;

  g_object_set_data (G_OBJECT (app), "step", &step);
  poll = g_timeout_add (20, quit_with_rules_step, app);
  deadline = g_timeout_add_seconds (20, deadline_passed, NULL);
  status = g_application_run (G_APPLICATION (app), 0, NULL);

  g_assert_cmpint (status, ==, 0);
  g_assert_cmpint (step, ==, QUITTING);
  g_assert_null (gtk_application_get_windows (GTK_APPLICATION (app)));
  g_source_remove (deadline);
  g_source_remove (poll);
}

int
main (int argc, char *argv[])
{
  g_autofree char *data_home = g_dir_make_tmp ("akron-application-XXXXXX", NULL);

  /* The in-process application keeps its session here, not in the user's. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);

  if (g_getenv ("DISPLAY") == NULL)
    {
      g_test_skip ("no display");
      return 77;
    }
  g_test_add_data_func ("/app/sigterm-keeps-game", GINT_TO_POINTER (SIGTERM),
                        test_signal_keeps_game);
  g_test_add_data_func ("/app/sigint-keeps-game", GINT_TO_POINTER (SIGINT),
                        test_signal_keeps_game);
  g_test_add_data_func ("/app/sighup-keeps-game", GINT_TO_POINTER (SIGHUP),
                        test_signal_keeps_game);
  g_test_add_func ("/app/quit-with-rules-window-open", test_quit_with_rules_open);
  return g_test_run ();
}
