/* test-board.c: where the board draws each point, and which point a click reaches
 *
 * Point (k, i, j) is drawn at (2i+k, 2j+k) on the doubled grid (RULES.md section 1): half a
 * cell right and down per level. Checked on 3x3, 8x8 and 16x16, for every level, both with
 * the pure layout functions and with the real widget in a window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "akron-board.h"
#include "akron-new-game-dialog.h"
#include "akron-ui-test-util.h"

static const guint sizes[] = { 3, 8, 16 };

static void
test_layout_mapping (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  AkronBoardLayout layout;

  akron_board_layout_init (&layout, size, 700, 500);
  /* Square, centred: the board's side is the smaller dimension. */
  g_assert_cmpfloat_with_epsilon (layout.cell * (size - 1 + 2 * 1.15), 500, 1e-6);
  g_assert_cmpfloat_with_epsilon (layout.x0 + (size - 1) / 2.0 * layout.cell, 350, 1e-6);
  g_assert_cmpfloat_with_epsilon (layout.y0 + (size - 1) / 2.0 * layout.cell, 250, 1e-6);

  for (guint level = 0; level < size; level++)
    for (guint col = 0; col < size - level; col++)
      for (guint row = 0; row < size - level; row++)
        {
          double x, y;
          guint c, r;

          akron_board_layout_center (&layout, level, col, row, &x, &y);
          g_assert_cmpfloat_with_epsilon (x, layout.x0 + (col + level * 0.5) * layout.cell, 1e-9);
          g_assert_cmpfloat_with_epsilon (y, layout.y0 + (row + level * 0.5) * layout.cell, 1e-9);

          /* The centre and anything within the point's square cell map back to it. */
          g_assert_true (akron_board_layout_point_at (&layout, level, x, y, &c, &r));
          g_assert_cmpuint (c, ==, col);
          g_assert_cmpuint (r, ==, row);
          g_assert_true (akron_board_layout_point_at (&layout, level, x - 0.45 * layout.cell,
                                                      y + 0.45 * layout.cell, &c, &r));
          g_assert_cmpuint (c, ==, col);
          g_assert_cmpuint (r, ==, row);

          /* Past the cell's edge: the neighbour, or nothing off the level. */
          if (col + 1 < size - level)
            {
              g_assert_true (akron_board_layout_point_at (&layout, level,
                                                          x + 0.55 * layout.cell, y, &c, &r));
              g_assert_cmpuint (c, ==, col + 1);
              g_assert_cmpuint (r, ==, row);
            }
          else
            g_assert_false (akron_board_layout_point_at (&layout, level,
                                                         x + 0.55 * layout.cell, y, &c, &r));
          if (row == 0)
            g_assert_false (akron_board_layout_point_at (&layout, level, x,
                                                         y - 0.55 * layout.cell, &c, &r));
        }

  /* No level above the board's top. */
  {
    guint c, r;
    g_assert_false (akron_board_layout_point_at (&layout, size, layout.x0, layout.y0, &c, &r));
  }
}

typedef struct
{
  GtkWidget *window;
  AkronBoard *board;
  AkronGame *game;
} Fixture;

static void
fixture_show (Fixture *f, AkronGame *game)
{
  f->game = game;
  f->window = gtk_window_new ();
  f->board = AKRON_BOARD (akron_board_new ());
  akron_board_set_game (f->board, game);
  gtk_window_set_child (GTK_WINDOW (f->window), GTK_WIDGET (f->board));
  gtk_window_set_default_size (GTK_WINDOW (f->window), 640, 600);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->board));
}

static void
fixture_clear (Fixture *f)
{
  gtk_window_destroy (GTK_WINDOW (f->window));
  g_clear_object (&f->game);
}

static void
test_widget_mapping (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  Fixture f;
  const AkronGeometry *geo;
  AkronBoardLayout layout;

  fixture_show (&f, akron_game_new (size, 0, TRUE, FALSE, NULL));
  geo = akron_position_get_geometry (akron_game_get_position (f.game));
  akron_board_get_layout (f.board, &layout);
  g_assert_cmpfloat (layout.cell, >, 0);
  g_assert_cmpuint (layout.size, ==, size);

  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      guint level = geo->level[p];
      double x, y;

      g_assert_true (akron_board_get_point_center (f.board, p, &x, &y));
      g_assert_cmpuint (akron_board_point_at (f.board, level, x, y), ==, p);
      g_assert_cmpuint (akron_board_point_at (f.board, level, x + 0.4 * layout.cell,
                                              y - 0.4 * layout.cell), ==, p);

      /* Inside the widget, and on level k >= 1 exactly between the four supports. */
      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (y, >, 0);
      g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (f.board)));
      g_assert_cmpfloat (y, <, gtk_widget_get_height (GTK_WIDGET (f.board)));
      if (level >= 1)
        {
          double sx = 0, sy = 0;

          for (guint t = 0; t < 4; t++)
            {
              double ux, uy;

              g_assert_true (akron_board_get_point_center (f.board, geo->support[p][t], &ux, &uy));
              sx += ux / 4;
              sy += uy / 4;
            }
          g_assert_cmpfloat_with_epsilon (x, sx, 1e-6);
          g_assert_cmpfloat_with_epsilon (y, sy, 1e-6);
        }

      /* With an empty board a click anywhere reaches the hole under it. */
      if (level == 0)
        g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, p);
    }

  fixture_clear (&f);
}

/* A 3x3 game with a Vert piece on A3' (level 1, resting on A3, B3, A2, B2). */
static AkronGame *
game_with_a_stack (void)
{
  static const char *moves[] = { "A3", "C1", "B3", "A2", "B2", "C2", "C3", "A1", "C3-A3'" };
  AkronGame *game = akron_game_new (3, 0, FALSE, FALSE, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (moves); t++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play_text (game, moves[t], &error);
      g_assert_no_error (error);
    }
  return game;
}

static void
test_widget_pick (void)
{
  Fixture f;
  const AkronGeometry *geo;
  AkronPoint a3 = 0, a3_up, c1;
  double x, y;

  fixture_show (&f, game_with_a_stack ());
  geo = akron_position_get_geometry (akron_game_get_position (f.game));
  a3_up = akron_geometry_point (geo, 1, 0, 0);
  c1 = akron_geometry_point (geo, 0, 2, 2);
  g_assert_cmpuint (akron_position_get_cell (akron_game_get_position (f.game), a3_up), ==,
                    AKRON_CELL_VERT);

  /* The upper marble is reached where it lies, the hole beside it where that shows. */
  akron_board_get_point_center (f.board, a3_up, &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, a3_up);
  akron_board_get_point_center (f.board, a3, &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, a3);
  akron_board_get_point_center (f.board, c1, &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, c1);

  /* X-ray to level 0: level 1 can no longer be clicked. */
  akron_board_set_xray_level (f.board, 0);
  akron_board_get_point_center (f.board, a3_up, &x, &y);
  g_assert_cmpuint (geo->level[akron_board_pick (f.board, x, y)], ==, 0);

  fixture_clear (&f);
}

static void
test_widget_select (void)
{
  Fixture f;
  const AkronGeometry *geo;
  const AkronPoint *dests;
  AkronPoint a3_up, b1;
  guint n;

  /* Horz to move after C3-A3'; B1 is the only empty hole. */
  fixture_show (&f, game_with_a_stack ());
  geo = akron_position_get_geometry (akron_game_get_position (f.game));
  a3_up = akron_geometry_point (geo, 1, 0, 0);
  b1 = akron_geometry_point (geo, 0, 1, 2);

  /* A Vert piece cannot be selected on Horz's turn. */
  akron_board_activate_point (f.board, a3_up);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);

  /* Horz's C2 is linked to C1. Of the empty points only B1 touches that group (beside C1);
   * C3 touches only B3 (Vert) and C2 itself, and every level-1 point lacks a support. */
  akron_board_activate_point (f.board, akron_geometry_point (geo, 0, 2, 1));
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, akron_geometry_point (geo, 0, 2, 1));
  dests = akron_board_get_destinations (f.board, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (dests[0], ==, b1);

  /* Clicking the selected piece again cancels. */
  akron_board_activate_point (f.board, akron_geometry_point (geo, 0, 2, 1));
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);

  fixture_clear (&f);
}

static void
test_new_game_pieces_follow_size (void)
{
  AkronNewGameDialog *dialog = akron_new_game_dialog_new (NULL);
  GtkSpinButton *size = GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                                        AKRON_TYPE_NEW_GAME_DIALOG,
                                                                        "size_spin"));
  GtkSpinButton *pieces =
    GTK_SPIN_BUTTON (gtk_widget_get_template_child (GTK_WIDGET (dialog),
                                                    AKRON_TYPE_NEW_GAME_DIALOG, "pieces_spin"));
  g_autoptr(AkronGame) game = NULL;

  /* Defaults: 8x8, floor(64/2) = 32. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (size), ==, 8);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (pieces), ==, 32);

  /* Following the size: 11x11 gives floor(121/2) = 60; 3x3 gives 4. */
  gtk_spin_button_set_value (size, 11);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (pieces), ==, 60);
  gtk_spin_button_set_value (size, 3);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (pieces), ==, 4);

  /* Once the player picks a number it stays, within n..1000. */
  gtk_spin_button_set_value (pieces, 100);
  gtk_spin_button_set_value (size, 16);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (pieces), ==, 100);
  gtk_spin_button_set_value (pieces, 2);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (pieces), ==, 16);

  game = akron_new_game_dialog_create_game (dialog, NULL);
  g_assert_nonnull (game);
  g_assert_cmpuint (akron_game_get_size (game), ==, 16);
  g_assert_cmpuint (akron_game_get_pieces (game), ==, 16);

  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
store_refusal (AkronBoard *board, const char *why, char **stored)
{
  g_free (*stored);
  *stored = g_strdup (why);
}

/* Regression: a click on the opponent's piece named the colours ("It is Horz's turn")
 * while the window showed the players' names. */
static void
test_refusal_names_players (void)
{
  Fixture f;
  g_autofree char *why = NULL;
  AkronGame *game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(GError) error = NULL;

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  g_assert_true (akron_game_play_text (game, "C3", &error));
  fixture_show (&f, game);
  g_signal_connect (f.board, "refused", G_CALLBACK (store_refusal), &why);

  /* Bob to move; C3 is Ann's. */
  akron_board_activate_point (f.board, akron_geometry_point (
    akron_position_get_geometry (akron_game_get_position (game)), 0, 2, 2));
  g_assert_cmpstr (why, ==, "It is Bob’s turn: this piece belongs to Ann");

  fixture_clear (&f);
}

static void
store_move (AkronBoard *board, const AkronMove *move, AkronMove *stored)
{
  *stored = *move;
}

/* The board reports the move a person chose and never plays it; while input is refused it
 * says why; a hint is shown until the position changes. */
static void
test_seam (void)
{
  Fixture f;
  g_autofree char *why = NULL;
  AkronMove chosen = akron_move_special (AKRON_MOVE_RESIGN);
  AkronMove hint = akron_move_step (0, 0);
  const AkronGeometry *geo;
  AkronPoint a3_up, c2, b1;
  g_autoptr(GError) error = NULL;

  fixture_show (&f, game_with_a_stack ());
  geo = akron_position_get_geometry (akron_game_get_position (f.game));
  a3_up = akron_geometry_point (geo, 1, 0, 0);
  c2 = akron_geometry_point (geo, 0, 2, 1);
  b1 = akron_geometry_point (geo, 0, 1, 2);
  g_signal_connect (f.board, "refused", G_CALLBACK (store_refusal), &why);
  g_signal_connect (f.board, "move-chosen", G_CALLBACK (store_move), &chosen);

  /* Horz moves C2 to B1 (the only destination): reported, not played. */
  akron_board_activate_point (f.board, c2);
  akron_board_activate_point (f.board, b1);
  g_assert_cmpuint (chosen.kind, ==, AKRON_MOVE_STEP);
  g_assert_cmpuint (chosen.from, ==, c2);
  g_assert_cmpuint (chosen.to, ==, b1);
  g_assert_cmpuint (akron_game_get_ply (f.game), ==, 9);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  g_assert_null (why);

  /* Refused input: nothing is selected or chosen, and the reason is given. */
  chosen = akron_move_special (AKRON_MOVE_RESIGN);
  akron_board_activate_point (f.board, c2);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, c2);
  akron_board_set_input_refusal (f.board, "It is the computer’s turn");
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  akron_board_activate_point (f.board, c2);
  akron_board_activate_point (f.board, b1);
  g_assert_cmpstr (why, ==, "It is the computer’s turn");
  g_assert_cmpuint (chosen.kind, ==, AKRON_MOVE_RESIGN);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  akron_board_set_input_refusal (f.board, NULL);
  g_assert_null (akron_board_get_input_refusal (f.board));

  /* A hint is kept until the position changes. */
  hint = akron_move_step (c2, b1);
  akron_board_set_hint (f.board, &hint);
  g_assert_nonnull (akron_board_get_hint (f.board));
  g_assert_true (akron_move_equal (akron_board_get_hint (f.board), &hint));
  akron_test_wait_for_draw (GTK_WIDGET (f.board));
  g_assert_true (akron_game_play_text (f.game, "C2-B1", &error));
  g_assert_no_error (error);
  g_assert_null (akron_board_get_hint (f.board));
  g_assert_cmpuint (akron_position_get_cell (akron_game_get_position (f.game), a3_up), ==,
                    AKRON_CELL_VERT);

  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init ())
    {
      /* TAP for "nothing to run here". */
      g_print ("1..0 # SKIP no display\n");
      return 0;
    }

  for (guint t = 0; t < G_N_ELEMENTS (sizes); t++)
    {
      g_autofree char *layout = g_strdup_printf ("/board/layout/%ux%u", sizes[t], sizes[t]);
      g_autofree char *widget = g_strdup_printf ("/board/point-at/%ux%u", sizes[t], sizes[t]);

      g_test_add_data_func (layout, GUINT_TO_POINTER (sizes[t]), test_layout_mapping);
      g_test_add_data_func (widget, GUINT_TO_POINTER (sizes[t]), test_widget_mapping);
    }
  g_test_add_func ("/board/pick", test_widget_pick);
  g_test_add_func ("/board/select", test_widget_select);
  g_test_add_func ("/board/refusal-names-players", test_refusal_names_players);
  g_test_add_func ("/board/seam", test_seam);
  g_test_add_func ("/new-game/pieces-follow-size", test_new_game_pieces_follow_size);

  return g_test_run ();
}
