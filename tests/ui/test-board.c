/* test-board.c: the board widget in a window, driven by real (XTest) clicks and keys
 *
 * Which point a click reaches, what it selects, the move it reports (the board never plays
 * one: the seam), refusals with their reasons, the hint, the pointer's preview, the keyboard
 * cursor, the drop animation and the resize. Runs under Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <X11/keysym.h>

#include "akron-board.h"
#include "akron-new-game-dialog.h"
#include "akron-notation.h"
#include "akron-painter.h"
#include "akron-ui-test-util.h"

static const guint sizes[] = { 3, 8, 16 };

typedef struct
{
  GtkWidget *window;
  AkronBoard *board;
  AkronGame *game;
  char *refusal;
  AkronMove chosen;
  guint n_chosen;
} Fixture;

static void
on_refused (AkronBoard *board, const char *why, Fixture *f)
{
  g_free (f->refusal);
  f->refusal = g_strdup (why);
}

static void
on_move_chosen (AkronBoard *board, const AkronMove *move, Fixture *f)
{
  f->chosen = *move;
  f->n_chosen++;
}

static void
fixture_show (Fixture *f, AkronGame *game)
{
  memset (f, 0, sizeof *f);
  f->game = game;
  f->window = gtk_window_new ();
  f->board = AKRON_BOARD (akron_board_new ());
  akron_board_set_game (f->board, game);
  g_signal_connect (f->board, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (f->board, "move-chosen", G_CALLBACK (on_move_chosen), f);
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
  g_clear_pointer (&f->refusal, g_free);
}

static AkronPoint
point (Fixture *f, const char *text)
{
  return akron_test_parse_point (akron_position_get_geometry (akron_game_get_position (f->game)),
                                 text);
}

static AkronGame *
game_from (guint size, const char *const *moves, guint n)
{
  AkronGame *game = akron_game_new (size, 0, FALSE, FALSE, NULL);

  akron_test_play_moves (game, moves, n);
  return game;
}

/* A 3x3 game with a Vert piece on A3' (level 1, resting on A3, B3, A2, B2). Horz to move;
 * B1 is the only empty hole. */
static AkronGame *
game_with_a_stack (void)
{
  static const char *moves[] = { "A3", "C1", "B3", "A2", "B2", "C2", "C3", "A1", "C3-A3'" };

  return game_from (3, moves, G_N_ELEMENTS (moves));
}

/* Real clicks ------------------------------------------------------------------------------ */

static gboolean
chosen_seen (gpointer data)
{
  return ((Fixture *) data)->n_chosen > 0;
}

static gboolean
refusal_seen (gpointer data)
{
  return ((Fixture *) data)->refusal != NULL;
}

typedef struct
{
  AkronBoard *board;
  AkronPoint point;
} PointWait;

/* Where the board draws each point, and what a click there reaches. */
static void
test_point_at (gconstpointer data)
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
      double x, y;

      g_assert_true (akron_board_get_point_center (f.board, p, &x, &y));
      g_assert_cmpuint (akron_board_point_at (f.board, geo->level[p], x, y), ==, p);
      g_assert_cmpuint (akron_board_point_at (f.board, geo->level[p], x + 0.4 * layout.cell,
                                              y - 0.4 * layout.cell), ==, p);
      g_assert_cmpfloat (x, >, 0);
      g_assert_cmpfloat (y, >, 0);
      g_assert_cmpfloat (x, <, gtk_widget_get_width (GTK_WIDGET (f.board)));
      g_assert_cmpfloat (y, <, gtk_widget_get_height (GTK_WIDGET (f.board)));
      /* With an empty board a click anywhere reaches the hole under it. */
      if (geo->level[p] == 0)
        g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, p);
    }

  fixture_clear (&f);
}

static void
test_pick (void)
{
  Fixture f;
  double x, y;

  fixture_show (&f, game_with_a_stack ());
  g_assert_cmpuint (akron_position_get_cell (akron_game_get_position (f.game), point (&f, "A3'")),
                    ==, AKRON_CELL_VERT);

  /* The upper marble is reached where it lies, the hole beside it where that shows. */
  akron_board_get_point_center (f.board, point (&f, "A3'"), &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, point (&f, "A3'"));
  akron_board_get_point_center (f.board, point (&f, "A3"), &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, point (&f, "A3"));
  akron_board_get_point_center (f.board, point (&f, "C1"), &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), ==, point (&f, "C1"));

  /* X-ray to level 0: level 1 can no longer be clicked. */
  akron_board_set_xray_level (f.board, 0);
  akron_board_get_point_center (f.board, point (&f, "A3'"), &x, &y);
  g_assert_cmpuint (akron_board_pick (f.board, x, y), !=, point (&f, "A3'"));

  fixture_clear (&f);
}

/* A click on a hole reports an Add; nothing is played. */
static void
test_click_add (void)
{
  Fixture f;

  fixture_show (&f, akron_game_new (5, 0, FALSE, FALSE, NULL));
  akron_test_click_point (f.board, point (&f, "B4"));
  akron_test_wait_until (chosen_seen, &f);
  g_assert_cmpuint (f.chosen.kind, ==, AKRON_MOVE_ADD);
  g_assert_cmpuint (f.chosen.to, ==, point (&f, "B4"));
  g_assert_cmpuint (f.n_chosen, ==, 1);
  g_assert_cmpuint (akron_game_get_ply (f.game), ==, 0);
  g_assert_null (f.refusal);

  fixture_clear (&f);
}

/* Horz's C2 is linked to C1. Of the empty points only B1 touches that group (beside C1);
 * C3 touches only B3 (Vert) and C2 itself, and every level-1 point lacks a support. */
static void
test_click_move (void)
{
  Fixture f;
  const AkronPoint *dests;
  guint n;

  fixture_show (&f, game_with_a_stack ());

  /* A Vert piece cannot be selected on Horz's turn, and the refusal says why. */
  akron_test_click_point (f.board, point (&f, "A3'"));
  akron_test_wait_until (refusal_seen, &f);
  g_assert_cmpstr (f.refusal, ==, "It is Horz’s turn: this piece belongs to Vert");
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);

  akron_test_click_point (f.board, point (&f, "C2"));
  akron_test_wait_for_selection (f.board, point (&f, "C2"));
  dests = akron_board_get_destinations (f.board, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (dests[0], ==, point (&f, "B1"));

  /* Clicking the selected piece again cancels. */
  akron_test_click_point (f.board, point (&f, "C2"));
  akron_test_wait_for_selection (f.board, AKRON_NO_POINT);

  akron_test_click_point (f.board, point (&f, "C2"));
  akron_test_wait_for_selection (f.board, point (&f, "C2"));
  akron_test_click_point (f.board, point (&f, "B1"));
  akron_test_wait_until (chosen_seen, &f);
  g_assert_cmpuint (f.chosen.kind, ==, AKRON_MOVE_STEP);
  g_assert_cmpuint (f.chosen.from, ==, point (&f, "C2"));
  g_assert_cmpuint (f.chosen.to, ==, point (&f, "B1"));
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  g_assert_cmpuint (akron_game_get_ply (f.game), ==, 9);

  fixture_clear (&f);
}

/* Regression: a click on the opponent's piece named the colours ("It is Horz's turn")
 * while the window showed the players' names. */
static void
test_refusal_names_players (void)
{
  Fixture f;
  AkronGame *game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(GError) error = NULL;

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  g_assert_true (akron_game_play_text (game, "C3", &error));
  fixture_show (&f, game);

  akron_test_click_point (f.board, point (&f, "C3"));
  akron_test_wait_until (refusal_seen, &f);
  g_assert_cmpstr (f.refusal, ==, "It is Bob’s turn: this piece belongs to Ann");

  fixture_clear (&f);
}

/* With C2 selected, a real click on C3, which is not one of its destinations, is refused
 * with the rule it breaks, and C2 stays selected. */
static void
test_refusal_explained (void)
{
  Fixture f;

  fixture_show (&f, game_with_a_stack ());
  akron_test_click_point (f.board, point (&f, "C2"));
  akron_test_wait_for_selection (f.board, point (&f, "C2"));
  akron_test_click_point (f.board, point (&f, "C3"));
  akron_test_wait_until (refusal_seen, &f);
  g_assert_cmpstr (f.refusal, ==, "C3 does not touch a piece connected to C2");
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, point (&f, "C2"));
  g_assert_cmpuint (f.n_chosen, ==, 0);

  fixture_clear (&f);
}

static gboolean
badge_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (data));
}

/* X-ray that hides levels says so on the board, and how many; level 0 reads as the board
 * surface. */
static void
test_xray_badge (void)
{
  Fixture f;
  GtkWidget *badge;
  graphene_rect_t bounds;

  fixture_show (&f, game_with_a_stack ());
  badge = gtk_widget_get_first_child (GTK_WIDGET (f.board));
  g_assert_true (GTK_IS_LABEL (badge));
  g_assert_false (gtk_widget_get_visible (badge));

  akron_board_set_xray_level (f.board, 0);
  g_assert_true (gtk_widget_get_visible (badge));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (badge)), ==,
                   "X-ray: board surface only, 1 level hidden");
  akron_test_wait_until (badge_mapped, badge);
  akron_test_wait_for_draw (GTK_WIDGET (f.board));
  g_assert_true (gtk_widget_compute_bounds (badge, GTK_WIDGET (f.board), &bounds));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (f.board)));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (f.board)));
  /* It shows, and clicks go through it to the board. */
  g_assert_false (gtk_widget_get_can_target (badge));

  /* Levels above the highest piece hide nothing. */
  akron_board_set_xray_level (f.board, 1);
  g_assert_false (gtk_widget_get_visible (badge));

  fixture_clear (&f);
}

/* Pixels ---------------------------------------------------------------------------------- */

/* Of @n_samples points on a circle of radius @r round (@cx, @cy), how many are within
 * @tolerance of the colour @rgb (per channel, 0..255). */
static guint
count_colour_on_circle (Fixture *f, double cx, double cy, double r, const double rgb[3],
                        int tolerance)
{
  int width, height;
  gsize stride;
  g_autofree guint8 *pixels = akron_test_render_pixels (GTK_WIDGET (f->board), &width, &height,
                                                        &stride);
  guint found = 0;

  for (guint t = 0; t < 180; t++)
    {
      int x = (int) round (cx + r * cos (t * G_PI / 90));
      int y = (int) round (cy + r * sin (t * G_PI / 90));
      const guint8 *px = pixels + y * stride + x * 4;

      if (x < 0 || y < 0 || x >= width || y >= height)
        continue;
      /* ARGB32, little-endian: blue, green, red, alpha; opaque here. */
      if (ABS (px[2] - (int) round (rgb[0] * 255)) <= tolerance
          && ABS (px[1] - (int) round (rgb[1] * 255)) <= tolerance
          && ABS (px[0] - (int) round (rgb[2] * 255)) <= tolerance)
        found++;
    }
  return found;
}

static guint
hint_pixels (Fixture *f, AkronPoint to)
{
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  AkronBoardLayout layout;
  double rgb[3], x, y;

  akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_HINT, 0, rgb);
  akron_board_get_layout (f->board, &layout);
  akron_board_get_point_center (f->board, to, &x, &y);
  return count_colour_on_circle (f, x, y, 0.42 * layout.cell, rgb, 12);
}

/* The seam: while input is refused nothing is selected or chosen and the reason is given;
 * a hint is drawn until the position changes. */
static void
test_seam (void)
{
  Fixture f;
  AkronMove hint;
  AkronPoint c2, b1;
  g_autoptr(GError) error = NULL;

  fixture_show (&f, game_with_a_stack ());
  c2 = point (&f, "C2");
  b1 = point (&f, "B1");

  akron_board_activate_point (f.board, c2);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, c2);
  akron_board_set_input_refusal (f.board, "It is the computer’s turn");
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  akron_test_click_point (f.board, c2);
  akron_test_wait_until (refusal_seen, &f);
  g_assert_cmpstr (f.refusal, ==, "It is the computer’s turn");
  g_clear_pointer (&f.refusal, g_free);
  akron_test_click_point (f.board, b1);
  akron_test_wait_until (refusal_seen, &f);
  g_assert_cmpstr (f.refusal, ==, "It is the computer’s turn");
  g_assert_cmpuint (f.n_chosen, ==, 0);
  g_assert_cmpuint (akron_board_get_selected (f.board), ==, AKRON_NO_POINT);
  akron_board_set_input_refusal (f.board, NULL);
  g_assert_null (akron_board_get_input_refusal (f.board));

  /* Nothing in the hint's colour round B1 until the hint is set. */
  g_assert_cmpuint (hint_pixels (&f, b1), <, 5);
  hint = akron_move_step (c2, b1);
  akron_board_set_hint (f.board, &hint);
  g_assert_true (akron_move_equal (akron_board_get_hint (f.board), &hint));
  akron_test_wait_for_draw (GTK_WIDGET (f.board));
  g_assert_cmpuint (hint_pixels (&f, b1), >, 40);

  g_assert_true (akron_game_play_text (f.game, "C2-B1", &error));
  g_assert_no_error (error);
  g_assert_null (akron_board_get_hint (f.board));
  akron_test_wait_for_draw (GTK_WIDGET (f.board));
  g_assert_cmpuint (hint_pixels (&f, point (&f, "C2")), <, 5);

  fixture_clear (&f);
}

static gboolean
preview_is (gpointer data)
{
  PointWait *w = data;
  return akron_scene_get_preview (akron_board_get_scene (w->board)) == w->point;
}

static gboolean
hover_is (gpointer data)
{
  PointWait *w = data;
  return akron_scene_get_hover (akron_board_get_scene (w->board)) == w->point;
}

/* The pointer over a destination of the selected piece previews that move. */
static void
test_hover_preview (void)
{
  Fixture f;
  AkronScene *scene;
  double x, y;

  fixture_show (&f, game_with_a_stack ());
  scene = akron_board_get_scene (f.board);
  akron_board_activate_point (f.board, point (&f, "C2"));

  akron_board_get_point_center (f.board, point (&f, "B1"), &x, &y);
  akron_test_move_pointer (GTK_WIDGET (f.board), x, y);
  akron_test_wait_until (preview_is, &(PointWait) { f.board, point (&f, "B1") });
  g_assert_cmpuint (akron_scene_get_hover (scene), ==, point (&f, "B1"));

  /* Over a point that is not a destination: nothing to preview. */
  akron_board_get_point_center (f.board, point (&f, "C3"), &x, &y);
  akron_test_move_pointer (GTK_WIDGET (f.board), x, y);
  akron_test_wait_until (hover_is, &(PointWait) { f.board, point (&f, "C3") });
  g_assert_cmpuint (akron_scene_get_preview (scene), ==, AKRON_NO_POINT);

  fixture_clear (&f);
}

static gboolean
cursor_shown (gpointer data)
{
  return akron_scene_get_cursor_visible (data);
}

static gboolean
cursor_hidden (gpointer data)
{
  return !akron_scene_get_cursor_visible (data);
}

/* Keys move the cursor, which shows only while the keyboard is in use, and say where it
 * is for assistive technologies. */
static void
test_keyboard_cursor (void)
{
  Fixture f;
  AkronScene *scene;
  double x, y;

  fixture_show (&f, akron_game_new (5, 0, FALSE, FALSE, NULL));
  scene = akron_board_get_scene (f.board);
  gtk_widget_grab_focus (GTK_WIDGET (f.board));
  akron_board_get_point_center (f.board, point (&f, "A5"), &x, &y);
  akron_test_move_pointer (GTK_WIDGET (f.board), x, y);

  g_assert_cmpuint (akron_board_get_cursor (f.board), ==, point (&f, "C3"));
  g_assert_false (akron_scene_get_cursor_visible (scene));
  akron_test_press_key (GTK_WIDGET (f.board), XK_Right);
  akron_test_wait_until (cursor_shown, scene);
  g_assert_cmpuint (akron_board_get_cursor (f.board), ==, point (&f, "D3"));
  g_assert_cmpstr (akron_scene_get_announcement (scene), ==, "D3, empty");

  akron_test_press_key (GTK_WIDGET (f.board), XK_Return);
  akron_test_wait_until (chosen_seen, &f);
  g_assert_cmpuint (f.chosen.kind, ==, AKRON_MOVE_ADD);
  g_assert_cmpuint (f.chosen.to, ==, point (&f, "D3"));

  /* A click hides the cursor again. */
  akron_board_get_point_center (f.board, point (&f, "A1"), &x, &y);
  akron_test_click (GTK_WIDGET (f.board), x, y);
  akron_test_wait_until (cursor_hidden, scene);

  fixture_clear (&f);
}

static gboolean
still (gpointer data)
{
  return !akron_board_is_animating (data);
}

/* 5x5: B4 carries B4' alone; moving B4 to D4 drops B4' into B4, and the drop is shown
 * sliding into place unless animations are off. */
static void
test_drop_animation (void)
{
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "A4", "E5",
                                 "A4-B4'", "D1" };
  GtkSettings *settings = gtk_settings_get_default ();
  AkronScene *scene;
  Fixture f;
  g_autoptr(GError) error = NULL;
  const AkronPoint *from, *to;

  fixture_show (&f, game_from (5, moves, G_N_ELEMENTS (moves)));
  scene = akron_board_get_scene (f.board);

  g_assert_true (akron_game_play_text (f.game, "B4-D4", &error));
  g_assert_true (akron_board_is_animating (f.board));
  g_assert_cmpuint (akron_scene_get_animated (scene, &from, &to), ==, 2);
  g_assert_cmpuint (from[0], ==, point (&f, "B4"));
  g_assert_cmpuint (to[0], ==, point (&f, "D4"));
  g_assert_cmpuint (from[1], ==, point (&f, "B4'"));
  g_assert_cmpuint (to[1], ==, point (&f, "B4"));
  g_assert_cmpuint (akron_scene_get_last_drops (scene), ==, 1);
  g_assert_cmpstr (akron_scene_get_announcement (scene), ==, "Vert plays B4-D4: 1 piece drops");
  akron_test_wait_until (still, f.board);
  g_assert_cmpfloat (akron_scene_get_animation_progress (scene), ==, 1.0);

  g_object_set (settings, "gtk-enable-animations", FALSE, NULL);
  akron_game_undo (f.game);
  akron_game_redo (f.game);
  g_assert_false (akron_board_is_animating (f.board));
  g_object_set (settings, "gtk-enable-animations", TRUE, NULL);

  fixture_clear (&f);
}

static gboolean
settled (gpointer data)
{
  return !akron_board_is_resizing (data);
}

static gboolean
resizing (gpointer data)
{
  return akron_board_is_resizing (data);
}

/* While the size changes the board is drawn from its cache, then sharp again. */
static void
test_resize (void)
{
  Fixture f;

  fixture_show (&f, game_with_a_stack ());
  akron_test_wait_until (settled, f.board);
  gtk_window_set_default_size (GTK_WINDOW (f.window), 500, 460);
  akron_test_wait_until (resizing, f.board);
  akron_test_wait_until (settled, f.board);
  akron_test_wait_for_draw (GTK_WIDGET (f.board));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (f.board)), <, 500);

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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

  for (guint t = 0; t < G_N_ELEMENTS (sizes); t++)
    {
      g_autofree char *name = g_strdup_printf ("/board/point-at/%ux%u", sizes[t], sizes[t]);
      g_test_add_data_func (name, GUINT_TO_POINTER (sizes[t]), test_point_at);
    }
  g_test_add_func ("/board/pick", test_pick);
  g_test_add_func ("/board/click-add", test_click_add);
  g_test_add_func ("/board/click-move", test_click_move);
  g_test_add_func ("/board/refusal-names-players", test_refusal_names_players);
  g_test_add_func ("/board/refusal-explained", test_refusal_explained);
  g_test_add_func ("/board/xray-badge", test_xray_badge);
  g_test_add_func ("/board/seam", test_seam);
  g_test_add_func ("/board/hover-preview", test_hover_preview);
  g_test_add_func ("/board/keyboard-cursor", test_keyboard_cursor);
  g_test_add_func ("/board/drop-animation", test_drop_animation);
  g_test_add_func ("/board/resize", test_resize);
  g_test_add_func ("/new-game/pieces-follow-size", test_new_game_pieces_follow_size);

  return g_test_run ();
}
