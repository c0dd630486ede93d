/* bench-window.c: how long a move takes to reach the screen in a long game
 *
 * Shows a 16x16 game of N random plies in the real window (1280x800, sidebar open), then
 * plays moves as a click would (akron_board_activate_point), and for each one measures:
 *   work: the handlers run by the click (the game, the window, the move list) plus the
 *         next frame of the window (layout, snapshot, paint), without the wait for that
 *         frame's turn;
 *   wall: from the click to the end of the first frame painted after it.
 * Prints the best and the median of each. Built, not run as a test. Run under Xvfb:
 *
 *   xvfb-run -a -s '-screen 0 1280x800x24 -noreset' env GDK_BACKEND=x11 GSK_RENDERER=cairo \
 *     GSETTINGS_BACKEND=memory GSETTINGS_SCHEMA_DIR=_build/data \
 *     _build/tests/ui/bench-window [moves per length] [plies...]
 *
 * Defaults: 30 moves at 0, 300 and 2,000 plies.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "akron-ui-test-util.h"
#include "akron-window.h"

typedef struct
{
  gint64 frame_start;
  gint64 frame_end;
  gboolean armed;
  gboolean painted;
} FrameTimes;

static void
on_before_paint (GdkFrameClock *clock, FrameTimes *times)
{
  if (times->armed && times->frame_start == 0)
    times->frame_start = g_get_monotonic_time ();
}

static void
on_layout (GdkFrameClock *clock, FrameTimes *times)
{
  /* Layout runs before paint: the frame's work starts with whichever comes first. */
  if (times->armed && times->frame_start == 0)
    times->frame_start = g_get_monotonic_time ();
}

static void
on_after_paint (GdkFrameClock *clock, FrameTimes *times)
{
  if (times->armed && times->frame_start != 0)
    {
      times->frame_end = g_get_monotonic_time ();
      times->painted = TRUE;
      times->armed = FALSE;
    }
}

static gboolean
painted (gpointer data)
{
  return ((FrameTimes *) data)->painted;
}

/* A legal move that does not end the game, in the clicks that make it. */
static gboolean
pick_move (AkronGame *game, GRand *rand, AkronMove *chosen)
{
  const AkronPosition *pos = akron_game_get_position (game);
  AkronMoveList list;
  gboolean found = FALSE;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint tries = 0; tries < 4 * list.len && !found; tries++)
    {
      AkronMove move = list.moves[g_rand_int_range (rand, 0, (gint32) list.len)];
      AkronPosition after = *pos;

      if (move.kind != AKRON_MOVE_ADD && move.kind != AKRON_MOVE_STEP)
        continue;
      akron_position_apply (&after, &move, NULL);
      if (!akron_position_has_connection (&after, AKRON_VERT, NULL, NULL)
          && !akron_position_has_connection (&after, AKRON_HORZ, NULL, NULL)
          && akron_position_has_legal_move (&after))
        {
          *chosen = move;
          found = TRUE;
        }
    }
  akron_move_list_clear (&list);
  return found;
}

static void
bench_length (guint plies, guint n_moves)
{
  g_autoptr(AkronGame) game = akron_test_random_game (16, plies, 7 + plies);
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);
  g_autofree double *work = g_new0 (double, n_moves);
  g_autofree double *wall = g_new0 (double, n_moves);
  AkronWindow *window = akron_window_new (NULL, NULL);
  AkronBoard *board = akron_window_get_board (window);
  GdkFrameClock *clock;
  FrameTimes times = { 0 };
  guint start_ply = akron_game_get_ply (game);
  guint done = 0;

  akron_window_set_game (window, game, NULL);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (GTK_WIDGET (window));

  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_signal_connect (clock, "layout", G_CALLBACK (on_layout), &times);
  g_signal_connect (clock, "paint", G_CALLBACK (on_before_paint), &times);
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &times);

  for (; done < n_moves; done++)
    {
      AkronGame *shown = akron_window_get_game (window);
      guint ply = akron_game_get_ply (shown);
      AkronMove move;
      gint64 start, handled;

      if (!pick_move (shown, rand, &move))
        break;
      if (move.kind == AKRON_MOVE_STEP)
        {
          akron_board_activate_point (board, move.from);
          akron_test_wait_for_draw (GTK_WIDGET (window));
        }

      times = (FrameTimes) { 0 };
      start = g_get_monotonic_time ();
      times.armed = TRUE;
      akron_board_activate_point (board, move.to);
      handled = g_get_monotonic_time ();
      g_assert_cmpuint (akron_game_get_ply (akron_window_get_game (window)), ==, ply + 1);
      akron_test_wait_until (painted, &times);

      work[done] = ((handled - start) + (times.frame_end - times.frame_start)) / 1000.0;
      wall[done] = (times.frame_end - start) / 1000.0;
      /* Let the animation of the move finish, so that frames do not overlap samples. */
      akron_test_wait_for_draw (GTK_WIDGET (window));
      while (akron_board_is_animating (board))
        g_main_context_iteration (NULL, TRUE);
    }

  g_signal_handlers_disconnect_by_data (clock, &times);
  qsort (work, done, sizeof (double), akron_test_compare_doubles);
  qsort (wall, done, sizeof (double), akron_test_compare_doubles);
  if (done > 0)
    g_print ("16x16 after %5u plies (%u moves): work best %6.2f median %6.2f ms; "
             "wall best %6.2f median %6.2f ms\n",
             start_ply, done, work[0], work[done / 2], wall[0],
             wall[done / 2]);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  static const guint default_lengths[] = { 0, 300, 2000 };
  guint n_moves = argc > 1 ? (guint) atoi (argv[1]) : 30;

  if (!akron_test_ui_init ())
    return 77;

  if (argc > 2)
    for (int t = 2; t < argc; t++)
      bench_length ((guint) atoi (argv[t]), n_moves);
  else
    for (guint t = 0; t < G_N_ELEMENTS (default_lengths); t++)
      bench_length (default_lengths[t], n_moves);
  return 0;
}
