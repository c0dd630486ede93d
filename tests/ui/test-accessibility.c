/* test-accessibility.c: the board as a screen reader finds it, through AT-SPI
 *
 * The real `akron` program opens a record on a private session bus (GTestDBus), whose
 * accessibility bus at-spi2-core's at-spi-bus-launcher provides, as on a desktop. The test
 * reads the program's accessibility tree with libatspi, from outside, as Orca would:
 *   - the board: its role and its name;
 *   - the keyboard cursor: after real arrow keys (XTest), the board is focused and its
 *     description names the point under the cursor and what is on it;
 *   - the last announcement: a move chosen with the keys that cuts a chain is described on
 *     the board with the cut ("Vert cut Horz’s chain between B3 and C3"); from GTK 4.14 on,
 *     where GTK has gtk_accessible_announce(), it is also an announcement event;
 *   - from GTK 4.10 on, the board's points as accessible objects of their own.
 * Needs a display (Xvfb; skipped without one) and at-spi2-core. Accessibility is on for
 * the program whatever the environment says (the other UI tests turn it off).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <atspi/atspi.h>
#include <gio/gio.h>
#include <gtk/gtk.h>
#include <signal.h>
#include <unistd.h>
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>

#include "akron-game.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"

#define DEADLINE_US (20 * G_TIME_SPAN_SECOND)

#ifdef __SANITIZE_ADDRESS__
/* In the sanitizer build, the stacks of allocations are unwound the slow way here: GLib has
 * no frame pointers, so the fast unwinder often stops at g_malloc(), and a leak inside
 * libatspi (build-aux/lsan.supp names it by its function) would then be reported with a
 * stack that names no function to suppress. ASAN_OPTIONS still overrides this. */
const char *__asan_default_options (void);

const char *
__asan_default_options (void)
{
  return "fast_unwind_on_malloc=0";
}
#endif

/* The X display of the test, kept: GTestDBus clears DISPLAY. */
static char *display_name;

/* 4x4 without the pie rule: Vert has B4' on B4, C4, B3, C3 and can lift A2 to B3' beside
 * it, over Horz's link B3-C3: that move cuts it (RULES.md 3, a crossed link). */
#define MOVES "B4 B3 C4 C3 B2 D3 C2 D1 A4 A1 A2 D2 A4-B4' C1"

/* The private session bus and the accessibility bus of the whole test: libatspi can be
 * set up only once in a process. */
typedef struct
{
  GTestDBus *bus;
  Display *display;
  AtspiEventListener *listener;
  /* Announcements from the program, in the order they came. */
  GPtrArray *announcements;
} Session;

static Session session;

typedef struct
{
  char *dir;
  GPid pid;
  gboolean exited;
  int wait_status;
  AtspiAccessible *app;
  AtspiAccessible *board;
  /* What the board must say next, and what it said last. */
  const char *expected;
  char *described;
} Fixture;

/* Runs the main context (libatspi's events come through it) until @done holds; fails the
 * test at the deadline. The program's progress shows in its accessibility tree, which is
 * read, not signalled: polled every 20 ms. */
static void
wait_until (Fixture *f, gboolean (*done) (Fixture *f), const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_US;

  while (!done (f))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("timed out waiting until %s (the board was last described as “%s”)", what,
                 f->described);
      while (g_main_context_iteration (NULL, FALSE))
        ;
      g_usleep (20 * 1000);
    }
}

/* The program ----------------------------------------------------------------------------- */

static void
on_child_exited (GPid pid, int wait_status, gpointer data)
{
  Fixture *f = data;

  f->exited = TRUE;
  f->wait_status = wait_status;
  g_spawn_close_pid (pid);
}

static char *
write_record (const char *dir)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_game_new (4, 0, FALSE, FALSE, &error);
  g_autofree char *path = g_build_filename (dir, "cut.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_auto(GStrv) moves = g_strsplit (MOVES, " ", -1);

  g_assert_no_error (error);
  akron_test_play_moves (game, (const char *const *) moves, -1);
  g_assert_true (akron_record_save (game, file, NULL, &error));
  g_assert_no_error (error);
  return g_steal_pointer (&path);
}

/* The accessibility bus of the private session, as GTK and libatspi would ask for it; given
 * to both in AT_SPI_BUS_ADDRESS, which comes before anything an X server may still hold
 * from an earlier session. */
static char *
get_accessibility_bus (void)
{
  GDBusConnectionFlags flags = G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION;
  g_autoptr(GError) error = NULL;
  g_autoptr(GDBusConnection) connection = NULL;
  g_autoptr(GVariant) reply = NULL;
  char *address;

  connection = g_dbus_connection_new_for_address_sync (g_test_dbus_get_bus_address (session.bus),
                                                       flags, NULL, NULL, &error);
  g_assert_no_error (error);
  reply = g_dbus_connection_call_sync (connection, "org.a11y.Bus", "/org/a11y/bus",
                                       "org.a11y.Bus", "GetAddress", NULL, G_VARIANT_TYPE ("(s)"),
                                       G_DBUS_CALL_FLAGS_NONE, 10000, NULL, &error);
  g_assert_no_error (error);
  g_variant_get (reply, "(s)", &address);
  g_dbus_connection_close_sync (connection, NULL, NULL);
  return address;
}

static void
start_program (Fixture *f, const char *record)
{
  const char *program = g_getenv ("AKRON_PROGRAM");
  g_autofree char *data_home = g_build_filename (f->dir, "data", NULL);
  char *argv[] = { (char *) program, (char *) record, NULL };
  g_auto(GStrv) envp = g_get_environ ();
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (program);
  envp = g_environ_setenv (envp, "XDG_DATA_HOME", data_home, TRUE);
  envp = g_environ_unsetenv (envp, "GTK_A11Y");
  envp = g_environ_unsetenv (envp, "NO_AT_BRIDGE");
  g_assert_true (g_spawn_async (NULL, argv, envp, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL,
                                &f->pid, &error));
  g_assert_no_error (error);
  g_child_watch_add (f->pid, on_child_exited, f);
}

/* The accessibility tree -------------------------------------------------------------------- */

/* What libatspi keeps is dropped before each look: the tree changes under it. */
static gboolean
find_app (Fixture *f)
{
  AtspiAccessible *desktop = atspi_get_desktop (0);
  int n;

  g_assert_false (f->exited);
  atspi_accessible_clear_cache (desktop);
  n = atspi_accessible_get_child_count (desktop, NULL);
  for (int i = 0; i < n && f->app == NULL; i++)
    {
      AtspiAccessible *app = atspi_accessible_get_child_at_index (desktop, i, NULL);

      if (app != NULL && atspi_accessible_get_process_id (app, NULL) == (guint) f->pid)
        f->app = g_steal_pointer (&app);
      g_clear_object (&app);
    }
  g_object_unref (desktop);
  return f->app != NULL;
}

static AtspiAccessible *
find_named (AtspiAccessible *accessible, const char *name)
{
  g_autofree char *own = atspi_accessible_get_name (accessible, NULL);
  int n;

  if (g_strcmp0 (own, name) == 0)
    return g_object_ref (accessible);

  n = atspi_accessible_get_child_count (accessible, NULL);
  for (int i = 0; i < n; i++)
    {
      AtspiAccessible *child = atspi_accessible_get_child_at_index (accessible, i, NULL);
      AtspiAccessible *found = child != NULL ? find_named (child, name) : NULL;

      g_clear_object (&child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
find_board (Fixture *f)
{
  atspi_accessible_clear_cache (f->app);
  f->board = find_named (f->app, "Akron board");
  return f->board != NULL;
}

static gboolean
board_has_state (Fixture *f, AtspiStateType state)
{
  AtspiStateSet *states = atspi_accessible_get_state_set (f->board);
  gboolean has = atspi_state_set_contains (states, state);

  g_object_unref (states);
  return has;
}

static gboolean
board_focused (Fixture *f)
{
  return board_has_state (f, ATSPI_STATE_FOCUSED);
}

static char *
board_description (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  char *description;

  atspi_accessible_clear_cache (f->board);
  description = atspi_accessible_get_description (f->board, &error);
  g_assert_no_error (error);
  return description;
}

static void
on_announcement (AtspiEvent *event, gpointer data)
{
  if (G_VALUE_HOLDS_STRING (&event->any_data))
    g_ptr_array_add (session.announcements, g_value_dup_string (&event->any_data));
  g_boxed_free (ATSPI_TYPE_EVENT, event);
}

/* Real keys ------------------------------------------------------------------------------- */

/* Without a window manager the keyboard follows the pointer: it rests on the window's
 * title, where no tooltip comes up to take the keys. */
static void
point_at_title (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  AtspiRect *board;

  board = atspi_component_get_extents (ATSPI_COMPONENT (f->board), ATSPI_COORD_TYPE_WINDOW,
                                       &error);
  g_assert_no_error (error);
  g_assert_cmpint (board->y, >, 4);
  XTestFakeMotionEvent (session.display, -1, board->x + board->width / 2, board->y / 2,
                        CurrentTime);
  XSync (session.display, False);
  g_free (board);
}

static void
press_key (KeySym keysym)
{
  KeyCode code = XKeysymToKeycode (session.display, keysym);

  g_assert_cmpuint (code, !=, 0);
  XTestFakeKeyEvent (session.display, code, True, CurrentTime);
  XTestFakeKeyEvent (session.display, code, False, CurrentTime);
  XSync (session.display, False);
}

static gboolean
board_describes_expected (Fixture *f)
{
  g_free (f->described);
  f->described = board_description (f);
  return g_strcmp0 (f->described, f->expected) == 0;
}

#if GTK_CHECK_VERSION (4, 14, 0)
static gboolean
expected_announced (Fixture *f)
{
  for (guint i = 0; i < session.announcements->len; i++)
    if (g_strcmp0 (g_ptr_array_index (session.announcements, i), f->expected) == 0)
      return TRUE;
  return FALSE;
}
#endif

/* A key, then the board's description it must lead to. */
static void
press_key_expecting (Fixture *f, KeySym keysym, const char *description)
{
  g_autofree char *what = g_strdup_printf ("the board is described as “%s”", description);

  press_key (keysym);
  f->expected = description;
  wait_until (f, board_describes_expected, what);
}

/* Setting up ------------------------------------------------------------------------------- */

static void
session_set_up (void)
{
  g_autofree char *address = NULL;
  g_autoptr(GError) error = NULL;
  int stdout_fd;

  session.bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_add_service_dir (session.bus, DBUS_SESSION_SERVICES_DIR);
  /* The services the bus starts write to its standard output ("SpiRegistry daemon is
   * running"), which is this test's TAP stream: they get standard error instead. */
  stdout_fd = dup (STDOUT_FILENO);
  g_assert_cmpint (dup2 (STDERR_FILENO, STDOUT_FILENO), ==, STDOUT_FILENO);
  g_test_dbus_up (session.bus);
  g_assert_cmpint (dup2 (stdout_fd, STDOUT_FILENO), ==, STDOUT_FILENO);
  close (stdout_fd);
  /* It clears DISPLAY along with the session's variables. */
  g_setenv ("DISPLAY", display_name, TRUE);
  address = get_accessibility_bus ();
  g_setenv ("AT_SPI_BUS_ADDRESS", address, TRUE);
  g_assert_cmpint (atspi_init (), ==, 0);

  session.announcements = g_ptr_array_new_with_free_func (g_free);
  session.listener = atspi_event_listener_new (on_announcement, NULL, NULL);
  g_assert_true (atspi_event_listener_register (session.listener, "object:announcement",
                                                &error));
  g_assert_no_error (error);

  session.display = XOpenDisplay (display_name);
  g_assert_nonnull (session.display);
}

/* Ending the session bus ends the accessibility bus its launcher started, and the
 * registry daemon on it. */
static void
session_tear_down (void)
{
  atspi_event_listener_deregister (session.listener, "object:announcement", NULL);
  g_clear_object (&session.listener);
  atspi_exit ();
  g_test_dbus_down (session.bus);
  g_clear_object (&session.bus);
  g_clear_pointer (&session.display, XCloseDisplay);
  g_clear_pointer (&session.announcements, g_ptr_array_unref);
}

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autofree char *record = NULL;

  f->dir = g_dir_make_tmp ("akron-a11y-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  record = write_record (f->dir);
  start_program (f, record);
  wait_until (f, find_app, "the program is on the accessibility bus");
  wait_until (f, find_board, "the program's tree has the board");
}

static gboolean
program_exited (Fixture *f)
{
  return f->exited;
}

/* The program ends as a session manager ends it, and must exit cleanly (under the
 * sanitizers too, with the accessibility code that the other tests leave off). */
static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (f->exited);
  g_assert_cmpint (kill (f->pid, SIGTERM), ==, 0);
  wait_until (f, program_exited, "the program exits");
  g_assert_true (g_spawn_check_wait_status (f->wait_status, &error));
  g_assert_no_error (error);
  g_clear_object (&f->board);
  g_clear_object (&f->app);
  g_free (f->described);
  akron_test_remove_tree (f->dir);
  g_free (f->dir);
}

/* Tests ------------------------------------------------------------------------------------- */

/* The board is one focusable object, named, that the window gave the focus. */
static void
test_board (Fixture *f, gconstpointer data)
{
  g_autofree char *name = atspi_accessible_get_name (f->board, NULL);
  AtspiRole role = atspi_accessible_get_role (f->board, NULL);

  g_assert_cmpstr (name, ==, "Akron board");
  /* GTK's role "group" is AT-SPI's "panel" in GTK 4.8, "grouping" in newer GTK (4.18). */
  if (role != ATSPI_ROLE_GROUPING)
    g_assert_cmpint (role, ==, ATSPI_ROLE_PANEL);
  g_assert_true (board_has_state (f, ATSPI_STATE_FOCUSABLE));
  wait_until (f, board_focused, "the board has the focus");
}

#if GTK_CHECK_VERSION (4, 10, 0)
/* From GTK 4.10 on, each point of the board is an accessible object under it, named as the
 * cursor says it, with its place within the board's. */
static void
test_points (Fixture *f, gconstpointer data)
{
  /* 4x4: 16 points on level 0, 9, 4 and 1 above. */
  g_assert_cmpint (atspi_accessible_get_child_count (f->board, NULL), >=, 30);
  for (guint i = 0; i < 3; i++)
    {
      const char *names[] = { "C2, Vert piece", "B4', Vert piece", "B3', empty" };
      AtspiAccessible *point = find_named (f->board, names[i]);
      g_autoptr(GError) error = NULL;
      AtspiRect *board, *rect;

      g_assert_nonnull (point);
      g_assert_cmpint (atspi_accessible_get_role (point, NULL), ==, ATSPI_ROLE_PUSH_BUTTON);
      board = atspi_component_get_extents (ATSPI_COMPONENT (f->board),
                                           ATSPI_COORD_TYPE_WINDOW, &error);
      g_assert_no_error (error);
      rect = atspi_component_get_extents (ATSPI_COMPONENT (point), ATSPI_COORD_TYPE_WINDOW,
                                          &error);
      g_assert_no_error (error);
      g_assert_cmpint (rect->width, >, 0);
      g_assert_cmpint (rect->x, >=, board->x);
      g_assert_cmpint (rect->y, >=, board->y);
      g_assert_cmpint (rect->x + rect->width, <=, board->x + board->width);
      g_assert_cmpint (rect->y + rect->height, <=, board->y + board->height);
      g_free (rect);
      g_free (board);
      g_object_unref (point);
    }
}
#endif

/* The arrow keys move the cursor; the board's description says where it is and what is
 * there. Then the keys lift A2 onto B3', cutting Horz's link: the move is announced with
 * the cut. */
static void
test_cursor_and_move (Fixture *f, gconstpointer data)
{
  const char *move = "Vert plays A2-B3'. Vert cut Horz’s chain between B3 and C3";

  wait_until (f, board_focused, "the board has the focus");
  point_at_title (f);

  /* The cursor starts on C2, in the middle of the board. */
  press_key_expecting (f, XK_Right, "D2, Horz piece");
  press_key_expecting (f, XK_Left, "C2, Vert piece");
  press_key_expecting (f, XK_Left, "B2, Vert piece");
  press_key_expecting (f, XK_Left, "A2, Vert piece");
  press_key (XK_Return);
  /* A2' rests on A2, B2, A1 and B1. */
  press_key_expecting (f, XK_Page_Up,
                       "A2', empty. A2' is not supported: its four supports must be occupied");
  press_key_expecting (f, XK_Up,
                       "A3', empty. A3' is not supported: its four supports must be occupied");
  press_key_expecting (f, XK_Right, "B3', empty, a destination of A2");
  g_assert_true (board_focused (f));

  press_key_expecting (f, XK_Return, move);
#if GTK_CHECK_VERSION (4, 14, 0)
  wait_until (f, expected_announced, "the move is announced");
#endif
}

int
main (int argc, char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* libatspi asks each client on the accessibility bus for the cache of its objects, the
   * registry daemon too, which has none, and warns about the answer ("Error in GetItems"):
   * warnings are not fatal in this process; criticals still are. The program under test
   * keeps the fatal warnings of G_DEBUG=fatal-warnings. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);

  display_name = g_strdup (g_getenv ("DISPLAY"));
  if (display_name == NULL)
    {
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  g_test_add ("/accessibility/board", Fixture, NULL, fixture_set_up, test_board,
              fixture_tear_down);
#if GTK_CHECK_VERSION (4, 10, 0)
  g_test_add ("/accessibility/points", Fixture, NULL, fixture_set_up, test_points,
              fixture_tear_down);
#endif
  g_test_add ("/accessibility/cursor-and-move", Fixture, NULL, fixture_set_up,
              test_cursor_and_move, fixture_tear_down);

  session_set_up ();
  status = g_test_run ();
  session_tear_down ();
  g_free (display_name);
  return status;
}
