/* bench-board.c: how long a full redraw of the board takes
 *
 * Draws a 16x16 board with tall stacks (and again with the connections shown) many times,
 * each time snapshotting the widget and rendering the nodes to pixels with the window's
 * renderer, and prints the mean time per frame. Run under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 1280x800x24 -noreset' env GDK_BACKEND=x11 GSK_RENDERER=cairo \
 *     _build/tests/ui/bench-board [frames]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "akron-board.h"
#include "akron-ui-test-util.h"

static double
time_frames (GtkWidget *board, guint frames)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (board));
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;

      /* The widget's own snapshot function, so that no cached render node is reused. */
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, width, height));
    }

  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

/* The first frame of a new board of the same size: the board background and the marbles
 * are drawn from scratch, as after a resize or a change of style. */
static double
time_first_frames (AkronGame *game, GskRenderer *renderer, int size, guint frames)
{
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      GtkWidget *board = g_object_ref_sink (akron_board_new ());
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;
      int min, nat;

      akron_board_set_game (AKRON_BOARD (board), game);
      gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, size, &min, &nat, NULL, NULL);
      gtk_widget_allocate (board, size, size, -1, NULL);
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, size, size));
      g_object_unref (board);
    }

  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

int
main (int argc, char *argv[])
{
  guint frames = argc > 1 ? (guint) atoi (argv[1]) : 200;
  g_autoptr(AkronGame) game = NULL;
  GtkWidget *window, *board;
  const AkronPosition *pos;
  guint pieces = 0;

  if (!akron_test_ui_init ())
    return 77;

  game = akron_test_game_with_stacks (16, 6, 3000, 16);
  pos = akron_game_get_position (game);
  pieces = akron_position_get_on_board (pos, AKRON_VERT)
           + akron_position_get_on_board (pos, AKRON_HORZ);

  window = gtk_window_new ();
  board = akron_board_new ();
  akron_board_set_game (AKRON_BOARD (board), game);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 800);
  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (board);

  g_print ("16x16 board, %u pieces, highest level %u, %dx%d pixels, %u frames\n", pieces,
           akron_test_highest_level (game), gtk_widget_get_width (board),
           gtk_widget_get_height (board), frames);
  g_print ("full redraw: %.2f ms per frame\n", time_frames (board, frames));
  g_print ("first frame of a new board (nothing cached): %.2f ms\n",
           time_first_frames (game, gtk_native_get_renderer (GTK_NATIVE (window)),
                              gtk_widget_get_width (board), MAX (frames / 10, 1)));
  {
    g_autofree AkronLink *links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
    gint64 start = g_get_monotonic_time ();
    guint n = 0;

    for (guint t = 0; t < frames; t++)
      n = akron_position_links (pos, links, 4 * AKRON_MAX_POINTS);
    g_print ("akron_position_links() alone (%u links): %.3f ms\n", n,
             (g_get_monotonic_time () - start) / 1000.0 / frames);
  }
  akron_board_set_show_connections (AKRON_BOARD (board), TRUE);
  g_print ("full redraw with connections shown: %.2f ms per frame\n",
           time_frames (board, frames));

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
