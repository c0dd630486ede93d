/* akron-ui-test-util.c: shared by the UI tests, the benchmark and the screenshot tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <X11/extensions/XTest.h>

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
