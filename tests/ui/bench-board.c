/* bench-board.c: how long the board takes to redraw, and to redraw while it is resized
 *
 * A 16x16 board with tall stacks in an 800x800 window. Each measurement is repeated in
 * rounds; each round draws many frames (the widget's own snapshot function, so that no
 * cached render node is reused, then the nodes rendered to pixels with the window's
 * renderer) and gives a mean time per frame. The best and the median round are printed:
 * the machine is shared, so the best round is the cost, the median how steady it is.
 *
 *   xvfb-run -a -s '-screen 0 1280x800x24 -noreset' env GDK_BACKEND=x11 GSK_RENDERER=cairo \
 *     _build/tests/ui/bench-board [frames-per-round] [rounds] [only] [record]
 *
 * With "only", just the measurements whose names contain it ("" for all). With a record,
 * its final position instead of the generated one: tests/ui/bench-board-tall.akron is the
 * position the bench generated before the split of the board (212 pieces, level 6), for
 * comparisons with that version. For instruction counts, which
 * the other developers' load does not disturb:
 *
 *   ... valgrind --tool=callgrind --toggle-collect=measure \
 *     _build/tests/ui/bench-board 20 1 "after a move, connections"
 *
 * Measured:
 * - redraw: the same size, nothing changed (what a hover or a selection costs);
 * - redraw with connections shown;
 * - after a move: undo and redo, a frame after each (what showing a move costs);
 * - resize, width only: the widget grows by a few pixels a frame while its height limits
 *   the board (the sidebar folding away), so the board itself keeps its size;
 * - resize, both: width and height change a few pixels a frame (dragging a window corner),
 *   so the board's cell changes every frame;
 * - settled: the first frame after a resize stops (the sharp redraw at the final size);
 * - first frame of a new board: nothing cached at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "akron-board.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"

typedef double (*RoundFunc) (GtkWidget *board, guint frames);

static void
render_frame (GtkWidget *board, int width, int height)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (board));
  GtkSnapshot *snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;

  /* The widget's own snapshot function, so that no cached render node is reused. */
  GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node != NULL)
    texture = gsk_renderer_render_texture (renderer, node,
                                           &GRAPHENE_RECT_INIT (0, 0, width, height));
}

static void
allocate (GtkWidget *board, int width, int height)
{
  int min, nat;

  gtk_widget_measure (board, GTK_ORIENTATION_HORIZONTAL, height, &min, &nat, NULL, NULL);
  gtk_widget_measure (board, GTK_ORIENTATION_VERTICAL, width, &min, &nat, NULL, NULL);
  gtk_widget_allocate (board, width, height, -1, NULL);
}

static double
round_redraw (GtkWidget *board, guint frames)
{
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    render_frame (board, width, height);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

/* Undo and redo the last move, a frame after each: what a move costs to show (the cached
 * board is drawn again; after the redo the move starts sliding into place). */
static double
round_move (GtkWidget *board, guint frames)
{
  AkronGame *game = akron_board_get_game (AKRON_BOARD (board));
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      if (t % 2 == 0)
        akron_game_undo (game);
      else
        akron_game_redo (game);
      render_frame (board, width, height);
    }
  if (frames % 2 == 1)
    akron_game_redo (game);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

/* Sizes that change by a few pixels a frame, back and forth, as in a resize. */
static int
wobble (guint t, int base)
{
  return base - 3 * (int) (t % 40) - 1;
}

static double
round_resize_width (GtkWidget *board, guint frames)
{
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      int w = width + 200 + wobble (t, 0);

      allocate (board, w, height);
      render_frame (board, w, height);
    }
  allocate (board, width, height);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

static double
round_resize_both (GtkWidget *board, guint frames)
{
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      int w = wobble (t, width), h = wobble (t, height);

      allocate (board, w, h);
      render_frame (board, w, h);
    }
  allocate (board, width, height);
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

static gboolean
board_settled (gpointer data)
{
  return !akron_board_is_resizing (AKRON_BOARD (data));
}

/* The frame drawn once the size stops changing: the board at its final size, sharp. */
static double
round_settled (GtkWidget *board, guint frames)
{
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  double total = 0;

  for (guint t = 0; t < frames; t++)
    {
      int w = wobble (t, width), h = wobble (t, height);
      gint64 start;

      allocate (board, w, h);
      render_frame (board, w, h);
      akron_test_wait_until (board_settled, board);
      start = g_get_monotonic_time ();
      render_frame (board, w, h);
      total += (g_get_monotonic_time () - start) / 1000.0;
    }
  allocate (board, width, height);
  akron_test_wait_until (board_settled, board);
  return total / frames;
}

/* A new board of the same size: nothing cached at all. */
static double
round_first_frame (GtkWidget *window_board, guint frames)
{
  AkronGame *game = akron_board_get_game (AKRON_BOARD (window_board));
  int size = gtk_widget_get_width (window_board);
  gint64 start = g_get_monotonic_time ();

  for (guint t = 0; t < frames; t++)
    {
      GtkWidget *board = g_object_ref_sink (akron_board_new ());
      GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (window_board));
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      g_autoptr(GdkTexture) texture = NULL;

      akron_board_set_game (AKRON_BOARD (board), game);
      allocate (board, size, size);
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      texture = gsk_renderer_render_texture (renderer, node,
                                             &GRAPHENE_RECT_INIT (0, 0, size, size));
      g_object_unref (board);
    }
  return (g_get_monotonic_time () - start) / 1000.0 / frames;
}

static const char *only;

static void
measure (const char *what, RoundFunc func, GtkWidget *board, guint frames, guint rounds)
{
  g_autofree double *ms = NULL;

  if (only != NULL && strstr (what, only) == NULL)
    return;
  ms = g_new (double, rounds);

  for (guint r = 0; r < rounds; r++)
    ms[r] = func (board, frames);
  qsort (ms, rounds, sizeof (double), akron_test_compare_doubles);
  g_print ("%-44s best %6.2f ms, median %6.2f ms per frame\n", what, ms[0], ms[rounds / 2]);
}

int
main (int argc, char *argv[])
{
  guint frames = argc > 1 ? (guint) atoi (argv[1]) : 100;
  guint rounds = argc > 2 ? (guint) atoi (argv[2]) : 5;
  gboolean connections_first;
  g_autoptr(AkronGame) game = NULL;
  GtkWidget *window, *board;
  const AkronPosition *pos;

  if (!akron_test_ui_init () || frames == 0 || rounds == 0)
    return 77;
  only = argc > 3 && *argv[3] != '\0' ? argv[3] : NULL;
  /* Measured alone, the connections are shown from the start. */
  connections_first = only != NULL && strstr (only, "connections") != NULL;

  if (argc > 4)
    {
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (argv[4]);
      g_autoptr(GError) error = NULL;

      game = akron_record_load (file, NULL, &error);
      if (game == NULL)
        g_error ("%s: %s", argv[4], error->message);
    }
  else
    game = akron_test_game_with_stacks (16, 6, 3000, 16);
  pos = akron_game_get_position (game);

  window = gtk_window_new ();
  board = akron_board_new ();
  akron_board_set_game (AKRON_BOARD (board), game);
  akron_board_set_show_connections (AKRON_BOARD (board), connections_first);
  gtk_window_set_child (GTK_WINDOW (window), board);
  gtk_window_set_default_size (GTK_WINDOW (window), 800, 800);
  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (board);

  g_print ("%ux%u board, %u pieces, highest level %u, %dx%d pixels, %u rounds of %u frames\n",
           akron_position_get_geometry (pos)->size, akron_position_get_geometry (pos)->size,
           akron_position_get_on_board (pos, AKRON_VERT)
           + akron_position_get_on_board (pos, AKRON_HORZ),
           akron_position_get_height (pos) - 1, gtk_widget_get_width (board),
           gtk_widget_get_height (board), rounds, frames);

  measure ("redraw", round_redraw, board, frames, rounds);
  measure ("after a move", round_move, board, frames, rounds);
  measure ("resize, width only", round_resize_width, board, frames, rounds);
  measure ("resize, width and height", round_resize_both, board, frames, rounds);
  measure ("settled after a resize", round_settled, board, MAX (frames / 10, 1), rounds);
  measure ("first frame of a new board", round_first_frame, board, MAX (frames / 10, 1),
           rounds);
  akron_board_set_show_connections (AKRON_BOARD (board), TRUE);
  measure ("redraw, connections shown", round_redraw, board, frames, rounds);
  measure ("after a move, connections shown", round_move, board, frames, rounds);
  measure ("resize, width and height, connections shown", round_resize_both, board, frames,
           rounds);

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
