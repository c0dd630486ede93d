/* akron-ui-test-util.c: shared by the UI tests, the benchmark and the screenshot tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <X11/extensions/XTest.h>

#include "akron-notation.h"
#include "akron-ui-test-util.h"

gboolean
akron_test_ui_init (void)
{
  g_autofree char *data_home = g_dir_make_tmp ("akron-ui-test-XXXXXX", NULL);

  /* Before anything asks GLib for the user data directory, which it caches. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);

  if (!gtk_init_check ())
    return FALSE;
  /* Silent: the window only counts the sounds it asks for. */
  {
    g_autoptr(GSettings) settings = g_settings_new (APPLICATION_ID);
    g_settings_set_boolean (settings, "sound", FALSE);
  }
  adw_init ();
  /* GNOME's title buttons (only Close), not GTK's fallback for desktops without settings
   * (Minimize, Maximize, Close), which would widen every header bar. */
  g_object_set (gtk_settings_get_default (), "gtk-decoration-layout", "appmenu:close", NULL);

  /* The application's style sheet, which GtkApplication loads from its resource path:
   * windows made without the application must look as they do in it. */
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/akrongame/Akron/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  return TRUE;
}

gboolean
akron_test_ui_init_or_skip (void)
{
  if (akron_test_ui_init ())
    return TRUE;
  /* TAP for "nothing to run here". */
  g_print ("1..0 # SKIP no display\n");
  return FALSE;
}

static gboolean
wake_up (gpointer data)
{
  return G_SOURCE_CONTINUE;
}

void
akron_test_wait_until (gboolean (*done) (gpointer data), gpointer data)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;
  guint wake = g_timeout_add (20, wake_up, NULL);

  while (!done (data))
    {
      if (g_get_monotonic_time () > deadline)
        g_error ("Timed out waiting for the UI");
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

static double
cpu_seconds (clockid_t clock)
{
  struct timespec now;

  clock_gettime (clock, &now);
  return now.tv_sec + now.tv_nsec / 1e9;
}

/* The CPU time of the process's other threads, the workers a wait waits for (this thread
 * spends some too, waking up to look). */
static double
worker_cpu_seconds (void)
{
  return cpu_seconds (CLOCK_PROCESS_CPUTIME_ID) - cpu_seconds (CLOCK_THREAD_CPUTIME_ID);
}

/* A worker at a low priority on a loaded machine still gets a share of a core; one that
 * gets no CPU time at all for this long is not running. */
#define IDLE_WORKERS_S 60
/* A hang must fail with a message, never wait for the CI's timeout: the wall-clock limit
 * is this many times the CPU time allowed. */
#define WALL_PER_CPU 10

void
akron_test_wait_until_cpu (gboolean (*done) (gpointer data), gpointer data, guint cpu_limit)
{
  double deadline = worker_cpu_seconds () + cpu_limit;
  gint64 wall_deadline = g_get_monotonic_time ()
                         + (gint64) WALL_PER_CPU * cpu_limit * G_TIME_SPAN_SECOND;
  double last_work = worker_cpu_seconds ();
  gint64 last_work_time = g_get_monotonic_time ();
  guint wake = g_timeout_add (20, wake_up, NULL);

  while (!done (data))
    {
      double work = worker_cpu_seconds ();
      gint64 now = g_get_monotonic_time ();

      if (work > deadline)
        g_error ("Still waiting after %u s of CPU time", cpu_limit);
      if (now > wall_deadline)
        g_error ("Still waiting after %u s: a hang, not a slow machine",
                 WALL_PER_CPU * cpu_limit);
      /* A millisecond is noise: the GTK and GLib threads that wake up now and then. */
      if (work > last_work + 0.001)
        {
          last_work = work;
          last_work_time = now;
        }
      else if (now > last_work_time + IDLE_WORKERS_S * G_TIME_SPAN_SECOND)
        g_error ("Still waiting, and no other thread has run for %d s: what this waits for "
                 "is not running", IDLE_WORKERS_S);
      g_main_context_iteration (NULL, TRUE);
    }
  g_source_remove (wake);
}

static gboolean
frame_counted (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  (*(guint *) data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
enough_frames (gpointer data)
{
  return *(guint *) data >= 3;
}

void
akron_test_wait_for_draw (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, frame_counted, &frames, NULL);

  gtk_widget_queue_draw (widget);
  akron_test_wait_until (enough_frames, &frames);
  gtk_widget_remove_tick_callback (widget, id);
}

static gboolean
time_is_up (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* The window resized, its parts move for some frames: @widget is settled once it has stayed
 * in place for three of them. */
typedef struct
{
  GtkWidget *widget;
  graphene_rect_t bounds;
  gint64 since_frame;
} Settling;

static gboolean
layout_settled (gpointer data)
{
  Settling *settling = data;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (settling->widget);
  gint64 frame = clock != NULL ? gdk_frame_clock_get_frame_counter (clock) : 0;
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (settling->widget,
                                  GTK_WIDGET (gtk_widget_get_root (settling->widget)), &bounds))
    return FALSE;
  if (!graphene_rect_equal (&bounds, &settling->bounds))
    {
      settling->bounds = bounds;
      settling->since_frame = frame;
      return FALSE;
    }
  return frame >= settling->since_frame + 3;
}

void
akron_test_wait_until_settled (GtkWidget *widget)
{
  Settling settling = { widget, GRAPHENE_RECT_INIT (0, 0, 0, 0), 0 };
  guint frames = 0;
  /* Frames keep coming while nothing else asks for them. */
  guint id = gtk_widget_add_tick_callback (widget, frame_counted, &frames, NULL);

  akron_test_wait_until (layout_settled, &settling);
  gtk_widget_remove_tick_callback (widget, id);
}

void
akron_test_run_for (guint ms)
{
  gboolean up = FALSE;

  g_timeout_add (ms, time_is_up, &up);
  while (!up)
    g_main_context_iteration (NULL, TRUE);
}

void
akron_test_settle (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

gboolean
akron_test_is_true (gpointer flag)
{
  return *(gboolean *) flag;
}

static void
on_destroy (GtkWidget *widget, gboolean *destroyed)
{
  *destroyed = TRUE;
}

void
akron_test_watch_destroy (GtkWidget *widget, gboolean *destroyed)
{
  g_signal_connect (widget, "destroy", G_CALLBACK (on_destroy), destroyed);
}

void
akron_test_store_result (GObject *source, GAsyncResult *result, gpointer data)
{
  *(GAsyncResult **) data = g_object_ref (result);
}

static gboolean
result_stored (gpointer data)
{
  return *(GAsyncResult **) data != NULL;
}

void
akron_test_wait_for_result (GAsyncResult **result)
{
  akron_test_wait_until (result_stored, result);
}

void
akron_test_play_moves (AkronGame *game, const char *const *moves, gssize n)
{
  for (gsize t = 0; n < 0 ? moves[t] != NULL : t < (gsize) n; t++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play_text (game, moves[t], &error);
      g_assert_no_error (error);
    }
}

AkronPoint
akron_test_parse_point (const AkronGeometry *geo, const char *text)
{
  g_autoptr(GError) error = NULL;
  AkronPoint p = AKRON_NO_POINT;

  akron_point_parse (geo, text, &p, &error);
  g_assert_no_error (error);
  return p;
}

AkronPosition
akron_test_setup_position (guint size, const char *vert, const char *horz, AkronColour to_move)
{
  g_auto(GStrv) vs = g_strsplit (vert, " ", -1);
  g_auto(GStrv) hs = g_strsplit (horz, " ", -1);
  AkronPosition pos;
  g_autoptr(GError) error = NULL;

  g_assert_true (akron_position_init (&pos, size, 0, FALSE, &error));
  for (guint level = 0; level < size; level++)
    for (guint c = 0; c < 2; c++)
      for (char **w = c == 0 ? vs : hs; *w != NULL; w++)
        {
          AkronPoint p;

          if (**w == '\0')
            continue;
          p = akron_test_parse_point (akron_position_get_geometry (&pos), *w);
          if (akron_position_get_geometry (&pos)->level[p] != level)
            continue;
          akron_position_place (&pos, p, c == 0 ? AKRON_VERT : AKRON_HORZ, &error);
          g_assert_no_error (error);
        }
  akron_position_set_to_move (&pos, to_move);
  return pos;
}

AkronMove
akron_test_expected_move (AkronComputerPlayer *computer, AkronGame *game)
{
  AkronSearchLimits limits;
  AkronSearchResult result;
  g_autoptr(GError) error = NULL;

  akron_computer_player_get_limits (computer, &limits);
  g_assert_true (akron_search_genmove (game, &limits, NULL, &result, &error));
  g_assert_no_error (error);
  return result.claim_draw ? akron_move_special (AKRON_MOVE_DRAW) : result.move;
}

typedef struct
{
  AkronGame *game;
  AkronWindow *window;
  guint ply;
} PlyWait;

static gboolean
ply_reached (gpointer data)
{
  PlyWait *w = data;
  /* The window's game is looked up at each look: it may have been replaced since. */
  AkronGame *game = w->window != NULL ? akron_window_get_game (w->window) : w->game;

  return akron_game_get_ply (game) == w->ply;
}

void
akron_test_wait_for_game_ply (AkronGame *game, guint ply)
{
  PlyWait w = { game, NULL, ply };

  akron_test_wait_until (ply_reached, &w);
}

/* Climbing builds stacks; adds go near the centre, so that a compact heap grows there
 * long before either player reaches a side. */
static int
move_score (const AkronGeometry *geo, const AkronMove *move, GRand *rand)
{
  int centre = geo->size - 1;

  switch (move->kind)
    {
    case AKRON_MOVE_STEP:
      if (geo->level[move->to] > geo->level[move->from])
        return 100000 * geo->level[move->to] + g_rand_int_range (rand, 0, 100);
      return g_rand_int_range (rand, 0, 100);
    case AKRON_MOVE_ADD:
      return 50000 - 100 * (ABS (2 * geo->col[move->to] - centre)
                            + ABS (2 * geo->row[move->to] - centre))
             + g_rand_int_range (rand, 0, 100);
    default:
      return -1;
    }
}

typedef struct
{
  AkronMove move;
  int score;
} ScoredMove;

static int
by_score (gconstpointer a, gconstpointer b)
{
  return ((const ScoredMove *) b)->score - ((const ScoredMove *) a)->score;
}

guint
akron_test_highest_level (AkronGame *game)
{
  const AkronPosition *pos = akron_game_get_position (game);
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint top = 0;

  for (AkronPoint p = 0; p < geo->n_points; p++)
    if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
      top = MAX (top, geo->level[p]);
  return top;
}

AkronGame *
akron_test_game_with_stacks (guint size, guint target_level, guint max_plies, guint32 seed)
{
  AkronGame *game = akron_game_new (size, 0, FALSE, FALSE, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AkronMoveList list;

  akron_move_list_init (&list);
  for (guint ply = 0; ply < max_plies && akron_test_highest_level (game) < target_level; ply++)
    {
      const AkronPosition *pos = akron_game_get_position (game);
      const AkronGeometry *geo = akron_position_get_geometry (pos);
      gboolean played = FALSE;

      akron_position_generate (pos, &list);
      g_autofree ScoredMove *scored = g_new (ScoredMove, MAX (list.len, 1));
      for (guint t = 0; t < list.len; t++)
        {
          scored[t].move = list.moves[t];
          scored[t].score = move_score (geo, &list.moves[t], rand);
        }
      qsort (scored, list.len, sizeof (ScoredMove), by_score);

      for (guint t = 0; t < list.len && !played; t++)
        {
          if (scored[t].score < 0 || !akron_game_play (game, &scored[t].move, NULL))
            continue;
          if (akron_game_is_over (game))
            akron_game_undo (game);
          else
            played = TRUE;
        }

      if (!played)
        break;
    }
  akron_move_list_clear (&list);

  /* A refused last try leaves a redo move behind: replay without it. */
  if (akron_game_get_n_moves (game) > akron_game_get_ply (game))
    {
      AkronGame *trimmed = akron_game_new (size, 0, FALSE, FALSE, NULL);

      for (guint t = 0; t < akron_game_get_ply (game); t++)
        akron_game_play (trimmed, akron_game_get_move (game, t), NULL);
      g_object_unref (game);
      game = trimmed;
    }
  return game;
}

AkronGame *
akron_test_random_game (guint size, guint plies, guint32 seed)
{
  AkronGame *game = akron_game_new (size, 0, FALSE, FALSE, NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AkronMoveList list;

  akron_move_list_init (&list);
  while (akron_game_get_ply (game) < plies)
    {
      gboolean played = FALSE;

      akron_position_generate (akron_game_get_position (game), &list);
      for (guint tries = 0; tries < list.len && !played; tries++)
        {
          const AkronMove *move = &list.moves[g_rand_int_range (rand, 0, (gint32) list.len)];

          if (!akron_game_play (game, move, NULL))
            continue;
          if (akron_game_is_over (game))
            akron_game_undo (game);
          else
            played = TRUE;
        }
      if (!played)
        break;
    }
  akron_move_list_clear (&list);

  /* An ending move taken back stays as redo history: cut it off by replaying. */
  if (akron_game_get_n_moves (game) > akron_game_get_ply (game))
    {
      AkronGame *trimmed = akron_game_new (size, 0, FALSE, FALSE, NULL);

      for (guint t = 0; t < akron_game_get_ply (game); t++)
        akron_game_play (trimmed, akron_game_get_move (game, t), NULL);
      g_object_unref (game);
      game = trimmed;
    }
  return game;
}

static gboolean
two_frames (gpointer data)
{
  return *(guint *) data >= 2;
}

/* A widget just shown (or moved by a change of layout) keeps its old place, or none, until
 * the window's next layout: a click aimed there before it may land on another widget or on
 * nothing, depending on whether GTK lays the window out before it reads the click. (This
 * hung /review/kept-with-game now and then: its click on the review's close button came
 * right after the pane was shown again, and missed.) Frames start with their tick
 * callbacks and lay out after them: by the second tick a layout has run. */
static void
wait_for_layout (GtkWidget *widget)
{
  guint frames = 0;
  guint id = gtk_widget_add_tick_callback (widget, frame_counted, &frames, NULL);

  akron_test_wait_until (two_frames, &frames);
  gtk_widget_remove_tick_callback (widget, id);
}

void
akron_test_move_pointer (GtkWidget *widget, double x, double y)
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
  XFlush (display);
}

void
akron_test_click (GtkWidget *widget, double x, double y)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));

  akron_test_move_pointer (widget, x, y);
  XTestFakeButtonEvent (display, 1, True, CurrentTime);
  XTestFakeButtonEvent (display, 1, False, CurrentTime);
  XFlush (display);
}

void
akron_test_press_key (GtkWidget *widget, guint keysym)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
  KeyCode code = XKeysymToKeycode (display, keysym);

  XTestFakeKeyEvent (display, code, True, CurrentTime);
  XTestFakeKeyEvent (display, code, False, CurrentTime);
  XFlush (display);
}

void
akron_test_press_key_with (GtkWidget *widget, guint modifier, guint keysym)
{
  Display *display = gdk_x11_display_get_xdisplay (gtk_widget_get_display (widget));
  KeyCode modifier_code = XKeysymToKeycode (display, modifier);
  KeyCode code = XKeysymToKeycode (display, keysym);

  XTestFakeKeyEvent (display, modifier_code, True, CurrentTime);
  XTestFakeKeyEvent (display, code, True, CurrentTime);
  XTestFakeKeyEvent (display, code, False, CurrentTime);
  XTestFakeKeyEvent (display, modifier_code, False, CurrentTime);
  XFlush (display);
}

void
akron_test_click_widget (GtkWidget *widget)
{
  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_is_sensitive (widget));
  /* Measured once laid out: its place and size, and the click, agree. */
  wait_for_layout (widget);
  g_assert_true (gtk_widget_get_mapped (widget));
  akron_test_click (widget, gtk_widget_get_width (widget) / 2.0,
                    gtk_widget_get_height (widget) / 2.0);
}

/* Finding widgets ----------------------------------------------------------------------- */

static gboolean
counted (GtkWidget *widget, AkronTestFind which)
{
  switch (which)
    {
    case AKRON_TEST_VISIBLE_ONLY:
      return gtk_widget_get_visible (widget);
    case AKRON_TEST_MAPPED_ONLY:
      return gtk_widget_get_mapped (widget);
    case AKRON_TEST_ANY:
    default:
      return TRUE;
    }
}

GtkWidget *
akron_test_find (GtkWidget *root, AkronTestMatchFunc match, gconstpointer data,
                 AkronTestFind which)
{
  if (match (root, data) && counted (root, which))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = akron_test_find (child, match, data, which);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_of_type (GtkWidget *widget, gconstpointer type)
{
  return G_TYPE_CHECK_INSTANCE_TYPE (widget, *(const GType *) type);
}

GtkWidget *
akron_test_find_widget (GtkWidget *root, GType type, AkronTestFind which)
{
  return akron_test_find (root, is_of_type, &type, which);
}

static gboolean
has_buildable_id (GtkWidget *widget, gconstpointer id)
{
  return g_strcmp0 (gtk_buildable_get_buildable_id (GTK_BUILDABLE (widget)), id) == 0;
}

GtkWidget *
akron_test_find_by_id (GtkWidget *root, const char *id)
{
  GtkWidget *found = akron_test_find (root, has_buildable_id, id, AKRON_TEST_ANY);

  if (found == NULL)
    g_error ("No widget with the id “%s” under %s", id, G_OBJECT_TYPE_NAME (root));
  return found;
}

static gboolean
is_button_for_action (GtkWidget *widget, gconstpointer action)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0;
}

GtkWidget *
akron_test_find_button (GtkWidget *root, const char *action, AkronTestFind which)
{
  return akron_test_find (root, is_button_for_action, action, which);
}

static gboolean
is_button_labelled (GtkWidget *widget, gconstpointer label)
{
  return GTK_IS_BUTTON (widget)
         && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0;
}

GtkWidget *
akron_test_find_button_labelled (GtkWidget *root, const char *label, AkronTestFind which)
{
  return akron_test_find (root, is_button_labelled, label, which);
}

static gboolean
is_label_saying (GtkWidget *widget, gconstpointer text)
{
  return GTK_IS_LABEL (widget)
         && g_strcmp0 (gtk_label_get_label (GTK_LABEL (widget)), text) == 0;
}

void
akron_test_find_combo_rows (GtkWidget *root, GPtrArray *rows)
{
  if (ADW_IS_COMBO_ROW (root))
    g_ptr_array_add (rows, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    akron_test_find_combo_rows (child, rows);
}

GtkWidget *
akron_test_find_label (GtkWidget *root, const char *text, AkronTestFind which)
{
  return akron_test_find (root, is_label_saying, text, which);
}

typedef struct
{
  AkronTestFindFunc find;
  GtkWidget *root;
  const char *text;
  AkronTestFind which;
  GtkWidget *found;
} WidgetWait;

static gboolean
widget_found (gpointer data)
{
  WidgetWait *w = data;

  w->found = w->find (w->root, w->text, w->which);
  return w->found != NULL;
}

GtkWidget *
akron_test_wait_for_widget (AkronTestFindFunc find, GtkWidget *root, const char *text,
                            AkronTestFind which)
{
  WidgetWait w = { find, root, text, which, NULL };

  akron_test_wait_until (widget_found, &w);
  return w.found;
}

void
akron_test_click_button (GtkWidget *root, const char *action)
{
  akron_test_click_widget (akron_test_find_button (root, action, AKRON_TEST_MAPPED_ONLY));
}

GtkWindow *
akron_test_find_window (GType type, AkronTestFind which)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint t = 0; t < g_list_model_get_n_items (toplevels); t++)
    {
      /* The list keeps its own reference. */
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, t);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && counted (GTK_WIDGET (window), which))
        return window;
    }
  return NULL;
}

typedef struct
{
  GType type;
  AkronTestFind which;
  gboolean wanted;
} WindowWait;

static gboolean
window_there (gpointer data)
{
  WindowWait *w = data;

  return (akron_test_find_window (w->type, w->which) != NULL) == w->wanted;
}

GtkWindow *
akron_test_wait_for_window (GType type, AkronTestFind which)
{
  WindowWait w = { type, which, TRUE };

  akron_test_wait_until (window_there, &w);
  return akron_test_find_window (type, which);
}

void
akron_test_wait_for_no_window (GType type, AkronTestFind which)
{
  WindowWait w = { type, which, FALSE };

  akron_test_wait_until (window_there, &w);
}

/* The board and the window under real clicks ------------------------------------------- */

void
akron_test_click_point (AkronBoard *board, AkronPoint p)
{
  double x, y;

  g_assert_true (akron_board_get_point_center (board, p, &x, &y));
  akron_test_click (GTK_WIDGET (board), x, y);
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

char *
akron_test_click_refused (AkronBoard *board, AkronPoint p)
{
  char *why = NULL;
  gulong id = g_signal_connect (board, "refused", G_CALLBACK (on_refused), &why);

  akron_test_click_point (board, p);
  akron_test_wait_until (string_set, &why);
  g_signal_handler_disconnect (board, id);
  return why;
}

typedef struct
{
  AkronBoard *board;
  AkronPoint point;
} SelectionWait;

static gboolean
selection_reached (gpointer data)
{
  SelectionWait *w = data;

  return akron_board_get_selected (w->board) == w->point;
}

void
akron_test_wait_for_selection (AkronBoard *board, AkronPoint p)
{
  SelectionWait w = { board, p };

  akron_test_wait_until (selection_reached, &w);
}

static gboolean
hint_shown (gpointer board)
{
  return akron_board_get_hint (AKRON_BOARD (board)) != NULL;
}

const AkronMove *
akron_test_wait_for_hint (AkronBoard *board)
{
  akron_test_wait_until (hint_shown, board);
  return akron_board_get_hint (board);
}

AkronPoint
akron_test_window_point (AkronWindow *window, const char *text)
{
  AkronGame *game = akron_window_get_game (window);

  return akron_test_parse_point (akron_position_get_geometry (akron_game_get_position (game)),
                                 text);
}

void
akron_test_wait_for_ply (AkronWindow *window, guint ply)
{
  PlyWait w = { NULL, window, ply };

  akron_test_wait_until (ply_reached, &w);
}

typedef struct
{
  AkronWindow *window;
  AkronGame *old;
} ReplacedWait;

static gboolean
game_replaced (gpointer data)
{
  ReplacedWait *wait = data;

  return akron_window_get_game (wait->window) != wait->old;
}

void
akron_test_wait_game_replaced (AkronWindow *window, AkronGame *old)
{
  ReplacedWait wait = { window, old };

  akron_test_wait_until (game_replaced, &wait);
}

static AkronCell
window_cell (AkronWindow *window, AkronPoint p)
{
  return akron_position_get_cell (akron_game_get_position (akron_window_get_game (window)), p);
}

void
akron_test_add_by_click (AkronWindow *window, const char *hole)
{
  AkronGame *game = akron_window_get_game (window);
  guint ply = akron_game_get_ply (game);
  AkronCell mover = AKRON_CELL_OF (akron_game_get_to_move (game));
  AkronPoint p = akron_test_window_point (window, hole);

  g_assert_cmpint (window_cell (window, p), ==, AKRON_CELL_EMPTY);
  akron_test_click_point (akron_window_get_board (window), p);
  akron_test_wait_for_ply (window, ply + 1);
  g_assert_cmpint (window_cell (window, p), ==, mover);
}

void
akron_test_move_by_clicks (AkronWindow *window, const char *from, const char *to)
{
  AkronBoard *board = akron_window_get_board (window);
  guint ply = akron_game_get_ply (akron_window_get_game (window));
  AkronPoint p_from = akron_test_window_point (window, from);
  AkronPoint p_to = akron_test_window_point (window, to);
  const AkronPoint *dests;
  gboolean offered = FALSE;
  guint n;

  akron_test_click_point (board, p_from);
  akron_test_wait_for_selection (board, p_from);
  dests = akron_board_get_destinations (board, &n);
  for (guint t = 0; t < n; t++)
    offered |= dests[t] == p_to;
  g_assert_true (offered);

  akron_test_click_point (board, p_to);
  akron_test_wait_for_ply (window, ply + 1);
  g_assert_cmpuint (akron_board_get_selected (board), ==, AKRON_NO_POINT);
}

/* The widget's own drawing as it would be now, even if a redraw is queued (without the
 * CSS background that GTK draws around it). */
static GdkTexture *
render (GtkWidget *widget, GError **error)
{
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  GTK_WIDGET_GET_CLASS (widget)->snapshot (widget, snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Nothing drawn");
      return NULL;
    }
  return gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
}

guint8 *
akron_test_render_pixels (GtkWidget *widget, int *width, int *height, gsize *stride)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkTexture) texture = render (widget, &error);
  guint8 *pixels;

  g_assert_no_error (error);
  *width = gdk_texture_get_width (texture);
  *height = gdk_texture_get_height (texture);
  *stride = (gsize) *width * 4;
  pixels = g_malloc (*stride * *height);
  /* GDK's default memory format is cairo's ARGB32. */
  gdk_texture_download (texture, pixels, *stride);
  return pixels;
}

gboolean
akron_test_save_png (GtkWidget *widget, const char *path, GError **error)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  /* As on screen, the widget's own CSS background included. */
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node != NULL)
    texture = gsk_renderer_render_texture (renderer, node,
                                           &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (texture == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Nothing drawn");
      return FALSE;
    }
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Could not write %s", path);
      return FALSE;
    }
  return TRUE;
}

void
akron_test_make_huge_file (const char *path)
{
  FILE *stream = fopen (path, "w");

  g_assert_nonnull (stream);
  g_assert_cmpint (fseek (stream, 300 * 1024 * 1024, SEEK_SET), ==, 0);
  g_assert_cmpint (fputc ('\n', stream), !=, EOF);
  g_assert_cmpint (fclose (stream), ==, 0);
}

int
akron_test_compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

void
akron_test_flush_session (AkronSession *session)
{
  g_autoptr(GAsyncResult) result = NULL;

  akron_session_flush_async (session, akron_test_store_result, &result);
  akron_test_wait_for_result (&result);
  akron_session_flush_finish (session, result);
}

void
akron_test_quit_session (AkronSession *session)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;
  gpointer alive = session;

  akron_test_flush_session (session);
  g_object_add_weak_pointer (G_OBJECT (session), &alive);
  g_object_unref (session);
  while (alive != NULL)
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_usleep (1000);
      g_main_context_iteration (NULL, FALSE);
    }
}

AkronDocument *
akron_test_restore_session (AkronSession *session, char **notice)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  AkronDocument *document;

  akron_session_restore_async (session, NULL, akron_test_store_result, &result);
  akron_test_wait_for_result (&result);
  document = akron_session_restore_finish (session, result, notice, NULL, &error);
  g_assert_no_error (error);
  return document;
}

void
akron_test_remove_tree (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        akron_test_remove_tree (path);
      else
        g_unlink (path);
    }
  g_rmdir (dir);
}

void
akron_test_close_windows_except (GtkWindow *keep)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint t = g_list_model_get_n_items (toplevels); t-- > 0;)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, t);

      if (window != keep)
        gtk_window_destroy (window);
    }
}

gboolean
akron_test_sidebar_folded (GtkWidget *window)
{
  GtkWidget *split_view = akron_test_find_by_id (window, "split_view");
  const char *property;
  gboolean folded;

  g_assert_nonnull (split_view);
  property = g_object_class_find_property (G_OBJECT_GET_CLASS (split_view), "folded")
             ? "folded" : "collapsed";
  g_object_get (split_view, property, &folded, NULL);
  return folded;
}

/* AdwAlertDialog (libadwaita 1.5 and later) measures its big heading label, which does not
 * wrap, at widths too narrow for it before it takes its wrapping small one, and GTK 4.18
 * warns about that measure. The alert shows right. */
static GLogWriterOutput
alert_heading_log_writer (GLogLevelFlags level, const GLogField *fields, gsize n_fields,
                          gpointer data)
{
  const char *domain = NULL;
  const char *message = NULL;

  for (gsize i = 0; i < n_fields; i++)
    if (g_strcmp0 (fields[i].key, "GLIB_DOMAIN") == 0)
      domain = fields[i].value;
    else if (g_strcmp0 (fields[i].key, "MESSAGE") == 0)
      message = fields[i].value;
  if ((level & G_LOG_LEVEL_WARNING) && g_strcmp0 (domain, "Gtk") == 0 && message != NULL
      && g_str_has_prefix (message, "Trying to measure GtkLabel"))
    {
      g_test_message ("libadwaita's alert heading: %s", message);
      return G_LOG_WRITER_HANDLED;
    }
  return g_log_writer_default (level, fields, n_fields, data);
}

void
akron_test_let_alert_heading_warning_through (void)
{
  g_log_set_writer_func (alert_heading_log_writer, NULL, NULL);
}
