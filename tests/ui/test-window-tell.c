/* test-window-tell.c: the window says what is happening (issue 9)
 *
 * Each message comes from a real position reached by playing moves, the deciding ones with
 * real (XTest) clicks on the board: a pending win, a connection revealed by the loser's
 * move, marbles dropped (status and move list), the swap with and without names, the end
 * of the game over the board with its actions and the result line ending the move list,
 * the variant, the sounds asked for (never played in tests) and fullscreen. Runs under
 * Xvfb.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gdk/x11/gdkx.h>
#include <math.h>
#include <X11/Xatom.h>
#include <X11/extensions/XTest.h>
#include <X11/keysym.h>

#include "akron-game-over.h"
#include "akron-history-entry.h"
#include "akron-new-game-dialog.h"
#include "akron-notation.h"
#include "akron-settings.h"
#include "akron-ui-test-util.h"

typedef struct
{
  AkronWindow *window;
  AkronBoard *board;
  AkronMoveView *moves;
} Fixture;

/* The part of the window that its .ui file names @id (a widget of the id's type). */
static gpointer
part (Fixture *f, const char *id)
{
  return akron_test_find_by_id (GTK_WIDGET (f->window), id);
}

typedef struct
{
  guint size;
  gboolean swap;
  const char *vert_name;
  const char *horz_name;
} Variant;

static const Variant plain = { 5, FALSE, NULL, NULL };
static const Variant named = { 5, FALSE, "Ann", "Bob" };
static const Variant swap_plain = { 5, TRUE, NULL, NULL };
static const Variant swap_named = { 5, TRUE, "Ann", "Bob" };

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  const Variant *variant = data;
  g_autoptr(AkronGame) game = akron_game_new (variant->size, 0, variant->swap, FALSE, NULL);

  if (variant->vert_name != NULL)
    akron_game_set_player_name (game, AKRON_VERT, variant->vert_name);
  if (variant->horz_name != NULL)
    akron_game_set_player_name (game, AKRON_HORZ, variant->horz_name);

  /* No session: nothing here is about keeping games. */
  f->window = akron_window_new (NULL, NULL);
  f->board = akron_window_get_board (f->window);
  f->moves = akron_window_get_move_view (f->window);
  akron_window_set_game (f->window, game, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 700);
  gtk_window_present (GTK_WINDOW (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  AkronSound *sound = akron_window_get_sound (f->window);
  gboolean destroyed = FALSE;

  /* Whatever happened, no sound was heard. */
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_PLACE), ==, 0);
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_DROP), ==, 0);

  akron_test_close_windows_except (GTK_WINDOW (f->window));
  /* The window really goes: nothing of it (an action, a binding) holds it. */
  akron_test_watch_destroy (GTK_WIDGET (f->window), &destroyed);
  gtk_window_destroy (GTK_WINDOW (f->window));
  akron_test_wait_until (akron_test_is_true, &destroyed);
}

/* Helpers ----------------------------------------------------------------------------- */

static AkronGame *
game (Fixture *f)
{
  return akron_window_get_game (f->window);
}

static AkronPoint
point (Fixture *f, const char *text)
{
  return akron_test_window_point (f->window, text);
}

static const char *
status (Fixture *f)
{
  return gtk_label_get_label (part (f, "status_label"));
}

static gboolean
game_over_shown (gpointer data)
{
  Fixture *f = data;
  return gtk_widget_get_mapped (GTK_WIDGET (part (f, "game_over")));
}

static gboolean
game_over_hidden (gpointer data)
{
  Fixture *f = data;
  return !gtk_widget_get_visible (GTK_WIDGET (part (f, "game_over")));
}

static gboolean action_state (Fixture *f, const char *name);
static void assert_chain_visible (Fixture *f);

/* The tests --------------------------------------------------------------------------- */

/* 5x5, Vert builds column C from the top; its last marble, clicked, completes the chain:
 * under the delayed rule Horz must cut it this turn. Horz cannot (nothing stands high
 * enough to cross it), adds a marble, and Vert wins at the start of its turn. */
static void
test_pending_win (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "C5", "A2", "C4", "A4", "C3", "E2", "C2", "E4" };
  const char *vert = data == &named ? "Ann" : "Vert";
  g_autofree char *pending = NULL;
  g_autofree char *won = NULL;
  g_autofree char *heading = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *line = NULL;
  g_autofree char *browsing = NULL;
  AkronScene *scene = akron_board_get_scene (f->board);
  double x0, y0, x1, y1;
  guint n_chain;

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_NONE);
  g_assert_null (akron_move_view_get_result_text (f->moves));
  g_assert_true (akron_board_get_point_center (f->board, point (f, "A1"), &x0, &y0));

  akron_test_add_by_click (f->window, "C1");
  pending = g_strdup_printf ("%s is connected: cut the chain this turn or %s wins", vert,
                             vert);
  g_assert_cmpstr (status (f), ==, pending);
  /* The board highlights the chain: the scene exposes it, the five marbles of column C. */
  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_PENDING);
  g_assert_cmpint (akron_scene_get_connection_colour (scene), ==, AKRON_VERT);
  akron_scene_get_connection_chain (scene, &n_chain);
  g_assert_cmpuint (n_chain, ==, 5);
  g_assert_true (akron_scene_in_connection_chain (scene, point (f, "C3")));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (part (f, "game_over"))));

  /* Horz does not cut: the game ends, said over the board. */
  akron_test_add_by_click (f->window, "E3");
  g_assert_true (akron_game_is_over (game (f)));
  won = g_strdup_printf ("%s wins by connection", vert);
  g_assert_cmpstr (status (f), ==, won);
  akron_test_wait_until (game_over_shown, f);
  heading = g_strdup_printf ("%s Wins", vert);
  reason = g_strdup_printf ("%s connects top and bottom", vert);
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, heading);
  g_assert_cmpstr (akron_game_over_get_reason (part (f, "game_over")), ==, reason);
  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_WON);
  /* The move list ends with the result. */
  line = g_strdup_printf ("1–0 · %s connects", vert);
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, line);

  /* Defect 2 of issue 8: what shows over the board never moves it. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (akron_board_get_point_center (f->board, point (f, "A1"), &x1, &y1));
  g_assert_cmpfloat (x0, ==, x1);
  g_assert_cmpfloat (y0, ==, y1);

  /* Undo takes the end back: no card; the list still ends with the result, dimmed like
   * the move undone. Redo brings the card back. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves) + 1);
  akron_test_wait_until (game_over_hidden, f);
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, line);
  akron_test_wait_for_draw (GTK_WIDGET (f->moves));
  g_assert_true (gtk_widget_has_css_class (akron_test_find_label (GTK_WIDGET (f->moves), line,
                                                                  AKRON_TEST_MAPPED_ONLY),
                                           "dim-label"));
  browsing = g_strdup_printf ("Viewing after 5. C1 · %s", pending);
  g_assert_cmpstr (status (f), ==, browsing);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves) + 2);
  akron_test_wait_until (game_over_shown, f);
  g_assert_false (gtk_widget_has_css_class (akron_test_find_label (GTK_WIDGET (f->moves), line,
                                                                   AKRON_TEST_MAPPED_ONLY),
                                            "dim-label"));

  /* Another move from before the end: the line no longer ends there. */
  akron_move_view_activate_row (f->moves, G_N_ELEMENTS (moves));
  akron_test_add_by_click (f->window, "E1");
  g_assert_null (akron_move_view_get_result_text (f->moves));
}

/* Review puts the card away and gives the board the keys; New Game asks for a new game. */
static void
test_game_over_actions (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "C5", "A2", "C4", "A4", "C3", "E2", "C2", "E4", "C1" };
  GtkWidget *card = GTK_WIDGET (part (f, "game_over"));

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  akron_test_add_by_click (f->window, "E3");
  akron_test_wait_until (game_over_shown, f);
  akron_test_wait_for_draw (card);
  assert_chain_visible (f);

  akron_test_click_widget (akron_test_find_button_labelled (card, "_Review",
                                                            AKRON_TEST_MAPPED_ONLY));
  akron_test_wait_until (game_over_hidden, f);
  g_assert_true (gtk_window_get_focus (GTK_WINDOW (f->window)) == GTK_WIDGET (f->board));
  /* Still over: the result stays said under the board and in the move list. */
  g_assert_cmpstr (status (f), ==, "Vert wins by connection");
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, "1–0 · Vert connects");

  /* Browsing back and forth to the end shows the card again. */
  akron_move_view_activate_row (f->moves, 3);
  akron_test_wait_until (game_over_hidden, f);
  akron_move_view_activate_row (f->moves, G_N_ELEMENTS (moves) + 1);
  akron_test_wait_until (game_over_shown, f);
  akron_test_wait_for_draw (card);

  akron_test_click_button (card, "win.new-game");
  akron_test_wait_for_window (AKRON_TYPE_NEW_GAME_DIALOG, AKRON_TEST_VISIBLE_ONLY);
}

/* Issue 16: the card at the end never covers a marble of the winning chain (nor any part
 * of the board). */
static void
assert_chain_visible (Fixture *f)
{
  GtkWidget *card = GTK_WIDGET (part (f, "game_over"));
  AkronPoint chain[AKRON_MAX_POINTS];
  guint n = akron_game_get_winning_chain (game (f), chain);
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game (f)));
  AkronBoardLayout layout;
  graphene_rect_t card_bounds, board_bounds;
  double nearest = G_MAXDOUBLE;

  g_assert_cmpuint (n, >, 0);
  akron_board_get_layout (f->board, &layout);
  g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (f->window), &card_bounds));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &board_bounds));
  g_assert_false (graphene_rect_intersection (&card_bounds, &board_bounds, NULL));
  for (guint i = 0; i < n; i++)
    {
      double r = akron_board_layout_marble_radius (&layout, geo->level[chain[i]]);
      double x, y;
      graphene_point_t centre, in_window;
      graphene_rect_t marble;

      akron_board_layout_point_center (&layout, geo, chain[i], &x, &y);
      graphene_point_init (&centre, x, y);
      g_assert_true (gtk_widget_compute_point (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                               &centre, &in_window));
      graphene_rect_init (&marble, in_window.x - r, in_window.y - r, 2 * r, 2 * r);
      g_assert_false (graphene_rect_intersection (&marble, &card_bounds, NULL));
      nearest = MIN (nearest, card_bounds.origin.y - (in_window.y + r));
    }
  g_test_message ("card at y %.0f-%.0f, x %.0f-%.0f; board ends at y %.0f; %u chain marbles, "
                  "the nearest %.0f px above the card",
                  card_bounds.origin.y, card_bounds.origin.y + card_bounds.size.height,
                  card_bounds.origin.x, card_bounds.origin.x + card_bounds.size.width,
                  board_bounds.origin.y + board_bounds.size.height, n, nearest);
}

/* Against the computer the card and the status line speak to the person: C1 connects
 * Vert's column C; Horz cannot cut it. */
static void
test_game_over_you (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "C5", "A2", "C4", "A4", "C3", "E2", "C2", "E4", "C1" };
  g_autoptr(AkronGame) lost = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) won = akron_game_new (5, 0, FALSE, FALSE, NULL);

  /* The person plays Horz and makes the last move, which does not cut: Vert wins. */
  akron_computer_player_tag_game (lost, AKRON_VERT, AKRON_LEVEL_EASY);
  akron_test_play_moves (lost, moves, G_N_ELEMENTS (moves));
  akron_window_set_game (f->window, lost, NULL);
  /* The delayed win is said to the person too. */
  g_assert_cmpstr (status (f), ==,
                   "The computer is connected: cut its chain this turn or you lose");
  akron_test_add_by_click (f->window, "E3");
  akron_test_wait_until (game_over_shown, f);
  akron_test_wait_for_draw (GTK_WIDGET (part (f, "game_over")));
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "You Lose");
  /* The status line under the board says it as the card does, and keeps saying it once
   * the card is put away for the review. */
  g_assert_cmpstr (status (f), ==, "You lose: the computer connected");
  assert_chain_visible (f);
  /* A small review: it is not what this is about. */
  akron_review_model_set_nodes (akron_window_get_review (f->window), 200);
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "review", NULL);
  akron_test_wait_until (game_over_hidden, f);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (status (f), ==, "You lose: the computer connected");

  /* The person plays Vert; whatever the computer answers, Vert wins. */
  akron_computer_player_tag_game (won, AKRON_HORZ, AKRON_LEVEL_EASY);
  akron_test_play_moves (won, moves, G_N_ELEMENTS (moves));
  akron_window_set_game (f->window, won, NULL);
  akron_test_wait_for_ply (f->window, G_N_ELEMENTS (moves) + 1);
  akron_test_wait_until (game_over_shown, f);
  akron_test_wait_for_draw (GTK_WIDGET (part (f, "game_over")));
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "You Win");
  g_assert_cmpstr (status (f), ==, "You win by connection");
  assert_chain_visible (f);
}

/* RULES.md 7.3 in a game: Horz's C4-D4 under Vert's C5' (climbed from E5 along D5), then
 * Vert's C4' beside it (from E3 along D3) cuts the link. The status line says so, and the
 * scene gives the cut to draw with links hidden. */
static void
test_cut_told (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "D5", "C4", "C5", "D4", "D3", "A1", "C3", "A2", "E5", "A3",
                                 "E3", "A5", "E5-C5'", "B1", "E3-C4'" };
  AkronScene *scene = akron_board_get_scene (f->board);
  g_autoptr(AkronGame) computer = akron_game_new (5, 0, FALSE, FALSE, NULL);
  guint n;
  const AkronSceneLink *cuts;

  g_assert_false (akron_scene_get_show_connections (scene));
  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves) - 1);
  akron_test_move_by_clicks (f->window, "E3", "C4'");
  g_assert_cmpstr (status (f), ==, "Vert cut Horz’s chain between C4 and D4 · Horz to move");
  /* Screen readers hear it with the move. */
  g_assert_cmpint (akron_board_get_lone_person (f->board), ==, AKRON_LONE_PERSON_NONE);
  g_assert_cmpstr (akron_scene_get_announcement (scene), ==,
                   "Vert plays E3-C4'. Vert cut Horz’s chain between C4 and D4");
  cuts = akron_scene_get_last_cuts (scene, &n);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (cuts[0].cut, ==, AKRON_CUT_CROSSED);

  /* The next move is news of its own. */
  akron_test_add_by_click (f->window, "B2");
  g_assert_cmpstr (status (f), ==, "Vert to move");
  akron_scene_get_last_cuts (scene, &n);
  g_assert_cmpuint (n, ==, 0);

  /* Against the computer, its cut is told to the person. */
  akron_computer_player_tag_game (computer, AKRON_VERT, AKRON_LEVEL_EASY);
  akron_test_play_moves (computer, moves, G_N_ELEMENTS (moves));
  akron_window_set_game (f->window, computer, NULL);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_cmpstr (status (f), ==, "Computer cut your chain between C4 and D4 · Your move");
  g_assert_cmpint (akron_board_get_lone_person (f->board), ==, AKRON_LONE_PERSON_HORZ);
  g_assert_cmpstr (akron_scene_get_announcement (scene), ==,
                   "Computer plays E3-C4'. Computer cut your chain between C4 and D4");
}

/* Issue 16: the move list keeps the current row in view. */
static gboolean window_narrow (gpointer data);

static gboolean
is_current_row (GtkWidget *widget, gconstpointer data)
{
  return gtk_widget_has_css_class (widget, "current");
}

typedef struct
{
  Fixture *f;
  double top, bottom;  /* the current row's, in the scroller's coordinates */
  int height;          /* the scroller's */
} RowInView;

static gboolean
current_row_in_view (gpointer data)
{
  RowInView *r = data;
  GtkWidget *scroller = akron_test_find_widget (GTK_WIDGET (r->f->moves),
                                                GTK_TYPE_SCROLLED_WINDOW, AKRON_TEST_ANY);
  GtkWidget *row = akron_test_find (scroller, is_current_row, NULL, AKRON_TEST_MAPPED_ONLY);
  graphene_rect_t bounds;

  if (row == NULL || !gtk_widget_compute_bounds (row, scroller, &bounds))
    return FALSE;
  r->top = bounds.origin.y;
  r->bottom = bounds.origin.y + bounds.size.height;
  r->height = gtk_widget_get_height (scroller);
  return bounds.size.height >= 16 && r->top >= 0 && r->bottom <= r->height;
}

static void
test_move_list_follows (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) quick = akron_test_random_game (8, 60, 7);
  g_autoptr(AkronGame) restored = akron_test_random_game (8, 120, 11);
  RowInView r = { f };

  /* 60 moves in a row, with no frame between them. */
  akron_window_set_game (f->window, akron_game_new (8, 0, FALSE, FALSE, NULL), NULL);
  g_object_unref (akron_window_get_game (f->window));
  for (guint i = 0; i < akron_game_get_n_moves (quick); i++)
    g_assert_true (akron_game_play (game (f), akron_game_get_move (quick, i), NULL));
  akron_test_wait_until (current_row_in_view, &r);
  g_test_message ("after %u quick moves: current row at y %.0f-%.0f of %d",
                  akron_game_get_n_moves (quick), r.top, r.bottom, r.height);

  /* A long game shown at once, as a restore does. */
  akron_window_set_game (f->window, restored, NULL);
  akron_test_wait_until (current_row_in_view, &r);
  g_test_message ("after a restored game of %u moves: current row at y %.0f-%.0f of %d",
                  akron_game_get_n_moves (restored), r.top, r.bottom, r.height);

  /* In a narrow window the list is folded away while the moves come; shown, it is at the
   * current row. */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  akron_test_wait_until (window_narrow, f);
  akron_window_set_game (f->window, akron_game_new (8, 0, FALSE, FALSE, NULL), NULL);
  g_object_unref (akron_window_get_game (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  for (guint i = 0; i < akron_game_get_n_moves (quick); i++)
    g_assert_true (akron_game_play (game (f), akron_game_get_move (quick, i), NULL));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  akron_test_click_button (GTK_WIDGET (f->window), "win.show-sidebar");
  akron_test_wait_until (current_row_in_view, &r);
  g_test_message ("narrow, the list shown after %u moves: current row at y %.0f-%.0f of %d",
                  akron_game_get_n_moves (quick), r.top, r.bottom, r.height);
}

static gboolean window_narrow (gpointer data);

/* Moves played one a frame, each just after a frame is painted: the list takes the new row
 * in at the next frame's layout, not before. */
typedef struct
{
  Fixture *f;
  AkronGame *source;
  guint next;
} FrameMoves;

static void
play_after_paint (GdkFrameClock *clock, FrameMoves *moves)
{
  if (moves->next < akron_game_get_n_moves (moves->source))
    g_assert_true (akron_game_play (game (moves->f),
                                    akron_game_get_move (moves->source, moves->next++), NULL));
  gtk_widget_queue_draw (GTK_WIDGET (moves->f->window));
}

static gboolean
frame_moves_done (gpointer data)
{
  FrameMoves *moves = data;
  return moves->next == akron_game_get_n_moves (moves->source);
}

typedef struct
{
  RowInView *r;
  guint frames;
} FramesLeft;

static gboolean
count_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  ((FramesLeft *) data)->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
row_in_view_or_frames_gone (gpointer data)
{
  FramesLeft *left = data;
  return current_row_in_view (left->r) || left->frames >= 30;
}

/* The current row comes into view within 30 frames (half a second), or never will. */
static void
assert_row_comes_into_view (RowInView *r)
{
  FramesLeft left = { r, 0 };
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (r->f->moves), count_frame, &left, NULL);

  akron_test_wait_until (row_in_view_or_frames_gone, &left);
  gtk_widget_remove_tick_callback (GTK_WIDGET (r->f->moves), id);
  g_test_message ("current row at y %.0f-%.0f of %d after %u frames", r->top, r->bottom,
                  r->height, left.frames);
  g_assert_true (current_row_in_view (r));
}

/* Issue 16: one move a frame, each made just after a frame was painted (as a click handled
 * after a layout is): the list follows every time, not only when an idle happened to come
 * after the layout that made the new row. */
static void
test_move_list_follows_each_frame (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) source = akron_test_random_game (8, 40, 5);
  GdkFrameClock *clock;
  FrameMoves moves = { f, source, 0 };
  RowInView r = { f };
  gulong id;

  akron_window_set_game (f->window, akron_game_new (8, 0, FALSE, FALSE, NULL), NULL);
  g_object_unref (akron_window_get_game (f->window));
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (f->window));
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (play_after_paint), &moves);
  gtk_widget_queue_draw (GTK_WIDGET (f->window));
  akron_test_wait_until (frame_moves_done, &moves);
  g_signal_handler_disconnect (clock, id);
  assert_row_comes_into_view (&r);

  /* A lower window, the list shorter: it keeps the current row. */
  gtk_window_set_default_size (GTK_WINDOW (f->window), 900, 560);
  assert_row_comes_into_view (&r);
  akron_test_wait_until_settled (GTK_WIDGET (f->moves));
  g_assert_true (current_row_in_view (&r));

  /* Back to the start and forward again, one position a frame. */
  akron_game_go_to_ply (game (f), 0);
  assert_row_comes_into_view (&r);
  akron_game_go_to_ply (game (f), akron_game_get_n_moves (game (f)));
  assert_row_comes_into_view (&r);
}

/* Issue 16: the header's title does not move when "Thinking…" appears. */
static gboolean
is_title_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_has_css_class (widget, "title");
}

static gboolean
thinking_shown (gpointer data)
{
  Fixture *f = data;
  return akron_computer_player_get_thinking (akron_match_get_computer (akron_window_get_match (f->window)))
         && g_strcmp0 (adw_window_title_get_subtitle (part (f, "window_title")),
                       "Thinking…") == 0;
}

static void
test_title_still_when_thinking (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) computer = akron_game_new (8, 0, FALSE, FALSE, NULL);
  GtkWidget *title;
  graphene_rect_t before, during;

  /* Expert thinks long enough for frames to be drawn meanwhile. In a narrow window (the
   * sidebar folded), where the header has little room to spare; not at 360 px, where the
   * newer window's header gives up the title altogether (akron-window-split-view.ui). */
  akron_computer_player_tag_game (computer, AKRON_HORZ, AKRON_LEVEL_EXPERT);
  akron_window_set_game (f->window, computer, NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 540, 640);
  akron_test_wait_until (window_narrow, f);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  title = akron_test_find (GTK_WIDGET (part (f, "window_title")), is_title_label, NULL,
                           AKRON_TEST_MAPPED_ONLY);
  g_assert_nonnull (title);
  g_assert_true (gtk_widget_compute_bounds (title, GTK_WIDGET (f->window), &before));

  akron_test_add_by_click (f->window, "D4");
  akron_test_wait_until (thinking_shown, f);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (thinking_shown (f));
  g_assert_true (gtk_widget_compute_bounds (title, GTK_WIDGET (f->window), &during));
  g_test_message ("title at x %.1f, width %.1f; while thinking at x %.1f, width %.1f",
                  before.origin.x, before.size.width, during.origin.x, during.size.width);
  /* The move made the game modified ("• " before its title): the title keeps its centre
   * and its line. */
  /* Within the half pixel that centring a label of odd width in whole pixels rounds away
   * (the header centres its title strictly: akron-window*.ui). */
  g_assert_cmpfloat (fabs ((before.origin.x + before.size.width / 2)
                           - (during.origin.x + during.size.width / 2)), <=, 0.5);
  g_assert_cmpfloat (before.origin.y, ==, during.origin.y);
  g_assert_cmpfloat (before.size.height, ==, during.size.height);
}

static gboolean
computer_idle (gpointer data)
{
  Fixture *f = data;
  AkronMatch *match = akron_window_get_match (f->window);

  return !akron_computer_player_get_thinking (akron_match_get_computer (match));
}

/* Issue 16: against the computer the status line speaks to the person, "Your move" on
 * their turn and "Thinking…" (as the header says) while the computer thinks; two people at
 * one board are told whose turn by colour. */
static void
test_turn_told (Fixture *f, gconstpointer data)
{
  AkronComputerPlayer *computer = akron_match_get_computer (akron_window_get_match (f->window));
  g_autoptr(AkronGame) easy = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) expert = akron_game_new (8, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) people = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autofree char *first = NULL;

  g_assert_cmpstr (status (f), ==, "Vert to move");
  akron_test_add_by_click (f->window, "C3");
  g_assert_cmpstr (status (f), ==, "Horz to move");

  /* The person plays Vert, the computer answers at once (a small budget). */
  akron_computer_player_set_nodes (computer, 200);
  akron_computer_player_tag_game (easy, AKRON_HORZ, AKRON_LEVEL_EASY);
  akron_window_set_game (f->window, easy, NULL);
  g_assert_cmpstr (status (f), ==, "Your move");
  akron_test_add_by_click (f->window, "C3");
  akron_test_wait_for_ply (f->window, 2);
  akron_test_wait_until (computer_idle, f);
  g_assert_cmpstr (status (f), ==, "Your move");

  /* The person plays Horz against Expert's budget, which thinks long enough to be seen. */
  akron_computer_player_set_nodes (computer, 0);
  akron_computer_player_tag_game (expert, AKRON_VERT, AKRON_LEVEL_EXPERT);
  akron_window_set_game (f->window, expert, NULL);
  akron_test_wait_for_ply (f->window, 1);
  /* Expert thinks by time, so its first marble can be anywhere: a corner it left free. */
  first = akron_game_get_move_text (expert, 0);
  akron_test_add_by_click (f->window, g_strcmp0 (first, "A1") == 0 ? "H8" : "A1");
  akron_test_wait_until (thinking_shown, f);
  g_assert_cmpstr (status (f), ==, "Thinking…");

  /* Two people again: the thinking stops, the colours come back. */
  akron_window_set_game (f->window, people, NULL);
  akron_test_wait_until (computer_idle, f);
  g_assert_cmpstr (status (f), ==, "Vert to move");
}

/* Vert's level-1 marbles C4' and C3' cross over Horz's link C3-D3, so Horz's full row 3 is
 * cut. Vert moves C4' away (a legal move: B4 touches C4): the link is whole again and Horz,
 * whose row the move revealed, wins at the start of its turn. */
static void
test_revealed_connection (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "C4", "C3", "D4", "D3", "C2", "A3", "D2", "B3", "B4", "A5",
                                 "B2", "E5", "B4-C4'", "A1", "B2-C3'", "E3" };
  AkronScene *scene = akron_board_get_scene (f->board);

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  g_assert_false (akron_game_is_over (game (f)));
  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_NONE);
  g_assert_cmpstr (status (f), ==, "Vert to move");

  akron_test_move_by_clicks (f->window, "C4'", "B4");
  g_assert_true (akron_game_is_over (game (f)));
  g_assert_cmpuint (akron_game_get_result (game (f)), ==, AKRON_RESULT_HORZ);
  g_assert_true (akron_scene_get_connection_revealed (scene));
  g_assert_cmpstr (status (f), ==,
                   "Horz wins by connection · Vert’s move revealed Horz’s connection");
  akron_test_wait_until (game_over_shown, f);
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "Horz Wins");
  g_assert_cmpstr (akron_game_over_get_reason (part (f, "game_over")), ==,
                   "Vert’s move revealed Horz’s connection");
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, "0–1 · Horz connects");
}

static gboolean
clunks_reached (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];
  guint n = GPOINTER_TO_UINT (((gpointer *) data)[1]);

  return akron_sound_get_n_requested (akron_window_get_sound (f->window), AKRON_SOUND_DROP)
         >= n;
}

static void
wait_for_clunks (Fixture *f, guint n)
{
  gpointer data[] = { f, GUINT_TO_POINTER (n) };
  akron_test_wait_until (clunks_reached, data);
  g_assert_cmpuint (akron_sound_get_n_requested (akron_window_get_sound (f->window),
                                                 AKRON_SOUND_DROP), ==, n);
}

static guint
row_drops (Fixture *f, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (akron_move_view_get_model (f->moves),
                                                               row);
  return akron_history_entry_get_drops (entry);
}

/* Vert climbs A4-B4' onto the square B4 C4 B3 C3, then moves B4 away to D4: the marble on
 * B4' drops into B4. The status and the move list say so; undo and redo keep the badge. */
static void
test_drops_told (Fixture *f, gconstpointer data)
{
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "A4", "E5",
                                 "A4-B4'", "D1" };
  AkronSound *sound = akron_window_get_sound (f->window);
  g_autoptr(AkronGame) reloaded = NULL;

  akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
  g_assert_cmpstr (status (f), ==, "Vert to move");

  akron_test_move_by_clicks (f->window, "B4", "D4");
  g_assert_cmpuint (akron_game_get_last_undo (game (f))->n_drops, ==, 1);
  g_assert_cmpstr (status (f), ==, "B4-D4 dropped 1 marble · Horz to move");
  wait_for_clunks (f, 1);
  g_assert_cmpuint (row_drops (f, 13), ==, 1);
  g_assert_cmpuint (row_drops (f, 11), ==, 0);
  g_assert_cmpuint (row_drops (f, 12), ==, 0);
  akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->moves), "1 dropped",
                              AKRON_TEST_MAPPED_ONLY);
  /* One clunk for the drop. */
  g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_DROP), ==, 1);

  /* Browsing back: the status says where, and the news is the move shown's. */
  akron_move_view_activate_row (f->moves, 12);
  g_assert_cmpstr (status (f), ==, "Viewing after 6… D1 · Vert to move");
  akron_move_view_activate_row (f->moves, 13);
  g_assert_cmpstr (status (f), ==, "B4-D4 dropped 1 marble · Horz to move");

  /* The same game shown afresh (as when opened): the list replays the drops. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree char *text = NULL;

    reloaded = akron_game_new (5, 0, FALSE, FALSE, NULL);
    for (guint t = 0; t < akron_game_get_n_moves (game (f)); t++)
      {
        g_autofree char *move = akron_game_get_move_text (game (f), t);
        akron_game_play_text (reloaded, move, &error);
        g_assert_no_error (error);
      }
    akron_window_set_game (f->window, reloaded, NULL);
    g_assert_cmpuint (row_drops (f, 13), ==, 1);
    g_assert_cmpuint (row_drops (f, 7), ==, 0);
    g_assert_cmpstr (status (f), ==, "B4-D4 dropped 1 marble · Horz to move");
    text = akron_move_view_get_row_text (f->moves, 13);
    g_assert_cmpstr (text, ==, "7. B4-D4");
  }
  /* Showing a game plays nothing. */
  g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_DROP), ==, 1);
}

/* The pie rule: after the swap, who plays which colour now. */
static void
test_swap_told (Fixture *f, gconstpointer data)
{
  GtkWidget *swap = akron_test_find_button (GTK_WIDGET (f->window), "win.swap", AKRON_TEST_ANY);
  graphene_rect_t before, after;

  akron_test_add_by_click (f->window, "C3");
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &before));
  akron_test_click_widget (swap);
  akron_test_wait_for_ply (f->window, 2);
  g_assert_true (akron_game_get_players_swapped (game (f)));

  /* The long news wraps under the board: the sidebar stays, the board stays where it was. */
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->board), GTK_WIDGET (f->window),
                                            &after));
  g_assert_true (graphene_rect_equal (&before, &after));
  if (data == &swap_named)
    g_assert_cmpstr (status (f), ==,
                     "Colours swapped: Bob now plays Vert, Ann plays Horz · Ann to move");
  else
    g_assert_cmpstr (status (f), ==,
                     "Colours swapped: the second player now plays Vert, the first player "
                     "plays Horz · Horz to move");

  /* The next move's news replaces it. */
  akron_test_add_by_click (f->window, "B2");
  g_assert_cmpstr (status (f), ==, data == &swap_named ? "Bob to move" : "Vert to move");
}

/* Against the computer the swap is told to the person: which colour they play now. */
static void
test_swap_against_computer (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) computer = akron_game_new (5, 0, TRUE, FALSE, NULL);
  GtkWidget *swap;

  /* The computer opens as Vert; the person, Horz, takes its marble over. */
  akron_computer_player_tag_game (computer, AKRON_VERT, AKRON_LEVEL_EASY);
  akron_window_set_game (f->window, computer, NULL);
  akron_test_wait_for_ply (f->window, 1);
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  swap = akron_test_find_button (GTK_WIDGET (f->window), "win.swap", AKRON_TEST_MAPPED_ONLY);
  akron_test_click_widget (swap);
  akron_test_wait_for_ply (f->window, 2);
  g_assert_true (akron_game_get_players_swapped (game (f)));
  g_test_message ("%s", status (f));
  g_assert_true (g_str_has_prefix (status (f), "You took over the first marble: you now play Vert"));
}

/* Resignation and a draw claim end the list with their result too. */
static void
test_result_lines (Fixture *f, gconstpointer data)
{
  static const char *draw[] = { "B4", "D2", "C4", "D1", "B4-C3", "D1-E2", "C3-B4", "E2-D1",
                                "B4-C3", "D1-E2", "C3-B4", "E2-D1", "draw" };
  static const char *resign[] = { "B4", "D2", "C4", "resign" };

  akron_test_play_moves (game (f), resign, G_N_ELEMENTS (resign));
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, "1–0 · Horz resigns");
  akron_test_wait_until (game_over_shown, f);
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "Vert Wins");
  g_assert_cmpstr (akron_game_over_get_reason (part (f, "game_over")), ==, "Horz resigns");

  /* Put away for review, then another finished game is shown: its end is said. */
  akron_game_over_review (part (f, "game_over"));
  akron_test_wait_until (game_over_hidden, f);
  {
    g_autoptr(AkronGame) other = akron_game_new (5, 0, FALSE, FALSE, NULL);

    for (guint t = 0; t < G_N_ELEMENTS (draw); t++)
      g_assert_true (akron_game_play_text (other, draw[t], NULL));
    akron_window_set_game (f->window, other, NULL);
  }
  g_assert_cmpstr (akron_move_view_get_result_text (f->moves), ==, "½–½ · draw by repetition");
  akron_test_wait_until (game_over_shown, f);
  g_assert_cmpstr (akron_game_over_get_heading (part (f, "game_over")), ==, "Draw");
  g_assert_cmpstr (akron_game_over_get_reason (part (f, "game_over")), ==,
                   "The same position occurred three times");
}

/* The variant is under the window's title. */
static void
test_variant_shown (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) other = akron_game_new (8, 40, TRUE, TRUE, NULL);

  g_assert_cmpstr (adw_window_title_get_subtitle (part (f, "window_title")), ==,
                   "5×5 · 12 marbles each");
  akron_window_set_game (f->window, other, NULL);
  g_assert_cmpstr (adw_window_title_get_subtitle (part (f, "window_title")), ==,
                   "8×8 · 40 marbles each · Pie rule · Win without delay");
  akron_test_wait_for_draw (GTK_WIDGET (f->window));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (part (f, "window_title"))));
}

/* A click when a player places a marble (an Add or a Move), a clunk when marbles drop;
 * nothing for undo, redo, browsing, a swap or a game shown; never heard in tests. Moves
 * played on the game itself (as the tests' set-up does) are no player's: no sound. */
static void
test_sounds_requested (Fixture *f, gconstpointer data)
{
  AkronSound *sound = akron_window_get_sound (f->window);
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (f->window), "sound");
  g_autoptr(GVariant) state = NULL;
  guint place = 0, drop = 0;

#define ASSERT_SOUNDS(p, d) \
  G_STMT_START { \
    g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_PLACE), ==, (p)); \
    g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_DROP), ==, (d)); \
  } G_STMT_END

  /* The tests' settings turn sound off; the menu's toggle shows it. */
  g_assert_false (akron_sound_get_enabled (sound));
  g_assert_nonnull (action);
  state = g_action_get_state (action);
  g_assert_false (g_variant_get_boolean (state));
  /* The toggle is the setting, remembered; nothing is played by turning it on. */
  g_action_activate (action, NULL);
  g_assert_true (action_state (f, "sound"));
  g_assert_true (akron_sound_get_enabled (sound));
  {
    gboolean remembered = FALSE;

    g_object_get (akron_settings_get_default (), "sound", &remembered, NULL);
    g_assert_true (remembered);
  }
  g_action_activate (action, NULL);
  g_assert_false (action_state (f, "sound"));
  g_assert_false (akron_sound_get_enabled (sound));

  ASSERT_SOUNDS (0, 0);
  akron_test_add_by_click (f->window, "C3");
  ASSERT_SOUNDS (++place, drop);
  /* The swap places nothing. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.swap", NULL);
  akron_test_wait_for_ply (f->window, 2);
  ASSERT_SOUNDS (place, drop);

  /* Horz, to move, gets B4 C4 A4 beside Vert's C3 B3. */
  {
    static const char *moves[] = { "B4", "B3", "C4", "A1", "A4", "E1" };
    akron_test_play_moves (game (f), moves, G_N_ELEMENTS (moves));
    ASSERT_SOUNDS (place, drop);
  }
  g_assert_cmpuint (akron_game_get_to_move (game (f)), ==, AKRON_HORZ);
  /* B4' rests on B4 C4 B3 C3 and touches B4, which A4 is linked to. */
  akron_test_move_by_clicks (f->window, "A4", "B4'");
  ASSERT_SOUNDS (++place, drop);
  akron_test_add_by_click (f->window, "E5");
  ASSERT_SOUNDS (++place, drop);
  /* B4 carries B4': moving it beside C4 drops that marble. */
  akron_test_move_by_clicks (f->window, "B4", "D4");
  g_assert_cmpuint (akron_game_get_last_undo (game (f))->n_drops, ==, 1);
  /* The click at once, the clunk when the marble lands, at the end of the animation. */
  g_assert_true (akron_scene_get_animating (akron_board_get_scene (f->board)));
  ASSERT_SOUNDS (++place, drop);
  wait_for_clunks (f, ++drop);
  ASSERT_SOUNDS (place, drop);

  /* Undone before it lands: no clunk. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  akron_test_move_by_clicks (f->window, "B4", "D4");
  g_assert_true (akron_scene_get_animating (akron_board_get_scene (f->board)));
  ASSERT_SOUNDS (++place, drop);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  g_assert_false (akron_scene_get_animating (akron_board_get_scene (f->board)));
  ASSERT_SOUNDS (place, drop);
  /* The same move played again after an undo is a player's move. */
  akron_test_move_by_clicks (f->window, "B4", "D4");
  ASSERT_SOUNDS (++place, drop);
  wait_for_clunks (f, ++drop);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.redo", NULL);
  akron_move_view_activate_row (f->moves, 1);
  akron_move_view_activate_row (f->moves, akron_game_get_n_moves (game (f)));
  ASSERT_SOUNDS (place, drop);
  {
    g_autoptr(AkronGame) other = akron_game_new (5, 0, FALSE, FALSE, NULL);
    akron_window_set_game (f->window, other, NULL);
  }
  ASSERT_SOUNDS (place, drop);
#undef ASSERT_SOUNDS
}

/* Fullscreen ---------------------------------------------------------------------------- */

/* With no window manager under Xvfb, the test plays its part: it sees the window's request
 * (a _NET_WM_STATE client message to the root window) and grants it by setting the
 * window's state, as a window manager does. */
typedef struct
{
  Display *display;
  Window window;
  Atom wm_state;
  Atom fullscreen;
  int requested; /* -1: nothing yet; 1: fullscreen asked for; 0: leaving asked for */
} WindowManager;

static gboolean
request_seen (gpointer data)
{
  WindowManager *wm = data;

  while (XPending (wm->display) > 0)
    {
      XEvent event;

      XNextEvent (wm->display, &event);
      if (event.type == ClientMessage && event.xclient.window == wm->window
          && event.xclient.message_type == wm->wm_state
          && (Atom) event.xclient.data.l[1] == wm->fullscreen)
        wm->requested = event.xclient.data.l[0] == 1 ? 1 : 0;
    }
  return wm->requested >= 0;
}

static void
grant (WindowManager *wm)
{
  if (wm->requested == 1)
    XChangeProperty (wm->display, wm->window, wm->wm_state, XA_ATOM, 32, PropModeReplace,
                     (unsigned char *) &wm->fullscreen, 1);
  else
    XDeleteProperty (wm->display, wm->window, wm->wm_state);
  XFlush (wm->display);
}

static gboolean
fullscreen_reached (gpointer data)
{
  Fixture *f = ((gpointer *) data)[0];
  gboolean wanted = GPOINTER_TO_INT (((gpointer *) data)[1]);

  return gtk_window_is_fullscreen (GTK_WINDOW (f->window)) == wanted;
}

static void
wait_for_fullscreen (Fixture *f, gboolean wanted)
{
  gpointer data[] = { f, GINT_TO_POINTER (wanted) };
  akron_test_wait_until (fullscreen_reached, data);
}

/* The window asks the window manager for (@full) or out of fullscreen, which grants it. */
static void
expect_fullscreen_request (Fixture *f, WindowManager *wm, gboolean full)
{
  wm->requested = -1;
  akron_test_wait_until (request_seen, wm);
  g_assert_cmpint (wm->requested, ==, full);
  grant (wm);
  wait_for_fullscreen (f, full);
}

static gboolean
action_state (Fixture *f, const char *name)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (f->window), name);
  g_autoptr(GVariant) state = g_action_get_state (action);

  return g_variant_get_boolean (state);
}

static void
test_fullscreen (Fixture *f, gconstpointer data)
{
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (f->window));
  WindowManager wm = { 0 };

  wm.display = XOpenDisplay (NULL);
  g_assert_nonnull (wm.display);
  wm.window = gdk_x11_surface_get_xid (surface);
  wm.wm_state = XInternAtom (wm.display, "_NET_WM_STATE", False);
  wm.fullscreen = XInternAtom (wm.display, "_NET_WM_STATE_FULLSCREEN", False);
  XSelectInput (wm.display, DefaultRootWindow (wm.display), SubstructureNotifyMask);
  XSync (wm.display, False);

  g_assert_false (action_state (f, "fullscreen"));
  g_assert_false (gtk_widget_get_visible (part (f, "leave_fullscreen_button")));

  /* F11 asks for fullscreen. */
  akron_test_move_pointer (GTK_WIDGET (f->board), 10, 10);
  akron_test_press_key (GTK_WIDGET (f->board), XK_F11);
  expect_fullscreen_request (f, &wm, TRUE);
  g_assert_true (action_state (f, "fullscreen"));

  /* The header stays, with a button that leaves fullscreen. */
  akron_test_wait_for_draw (part (f, "leave_fullscreen_button"));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (part (f, "window_title"))));
  g_assert_true (gtk_widget_get_mapped (akron_test_find_button (GTK_WIDGET (f->window),
                                                                "win.new-game", AKRON_TEST_ANY)));
  akron_test_click_widget (part (f, "leave_fullscreen_button"));
  expect_fullscreen_request (f, &wm, FALSE);
  g_assert_false (action_state (f, "fullscreen"));

  /* F11 again, and again to leave. */
  akron_test_move_pointer (GTK_WIDGET (f->board), 10, 10);
  akron_test_press_key (GTK_WIDGET (f->board), XK_F11);
  expect_fullscreen_request (f, &wm, TRUE);
  akron_test_press_key (GTK_WIDGET (f->board), XK_F11);
  expect_fullscreen_request (f, &wm, FALSE);

  XCloseDisplay (wm.display);
}

/* Show Pinned Marbles: a remembered setting that the board follows. */
static void
test_show_pinned (Fixture *f, gconstpointer data)
{
  gboolean shown = TRUE;

  g_assert_false (action_state (f, "show-pinned"));
  g_assert_false (akron_scene_get_show_pinned (akron_board_get_scene (f->board)));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-pinned", NULL);
  g_assert_true (action_state (f, "show-pinned"));
  g_assert_true (akron_scene_get_show_pinned (akron_board_get_scene (f->board)));
  g_object_get (akron_settings_get_default (), "show-pinned", &shown, NULL);
  g_assert_true (shown);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-pinned", NULL);
  g_assert_false (akron_scene_get_show_pinned (akron_board_get_scene (f->board)));
}

static gboolean
is_hint_label (GtkWidget *widget, gconstpointer data)
{
  return GTK_IS_LABEL (widget) && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (widget)),
                                                    "Hint: ");
}

static gboolean
hint_toast_shown (gpointer root)
{
  return akron_test_find (root, is_hint_label, NULL, AKRON_TEST_MAPPED_ONLY) != NULL;
}

/* Deletes the line whose first moves read @text (under a move of the list) from the menu
 * beside it, with real clicks. */
static void
delete_line_by_menu (Fixture *f, const char *text)
{
  GtkWidget *root = GTK_WIDGET (f->window);
  GtkWidget *label, *menu, *item;

  /* Once the list has settled: it scrolls to the current row when idle, and the rows it
   * binds again are made anew. */
  akron_test_wait_for_draw (root);
  label = akron_test_wait_for_widget (akron_test_find_label, root, text,
                                      AKRON_TEST_MAPPED_ONLY);
  menu = gtk_widget_get_next_sibling (gtk_widget_get_parent (label));

  g_assert_true (GTK_IS_MENU_BUTTON (menu));
  akron_test_click_widget (menu);
  item = akron_test_wait_for_widget (akron_test_find_label, root, "_Delete Line",
                                     AKRON_TEST_MAPPED_ONLY);
  /* The menu is a surface of its own: clicked once it is drawn in its place. */
  akron_test_wait_for_draw (GTK_WIDGET (gtk_widget_get_native (item)));
  akron_test_click_widget (item);
}

/* Issue 15: libadwaita 1.2 aborted (show_toast: assertion "!info->widget") when a toast
 * with a button postponed the hint's toast and was dismissed with Escape while the hint's
 * was still sliding out. The player's sequence, replayed with real clicks and keys: D4,
 * E5, a hint, undo, C3, and a toast with a button at once: the "later move removed" toast
 * of then is gone (the move starts a variation), so the one here is a deleted line's
 * (with Undo), dismissed with Escape at once. */
static void
test_toast_escape (Fixture *f, gconstpointer data)
{
  GtkWidget *root = GTK_WIDGET (f->window);

  akron_hint_set_nodes (akron_window_get_hint (f->window), 400);
  akron_test_add_by_click (f->window, "D4");
  akron_test_add_by_click (f->window, "E5");

  akron_test_click_button (root, "win.hint");
  akron_test_wait_for_hint (f->board);
  akron_test_wait_until (hint_toast_shown, root);

  akron_test_click_button (root, "win.undo");
  akron_test_wait_for_ply (f->window, 1);
  akron_test_add_by_click (f->window, "C3");
  delete_line_by_menu (f, "1… E5 (main line)");
  akron_test_wait_for_widget (akron_test_find_label, root, "Line of 1 move deleted",
                              AKRON_TEST_ANY);
  akron_test_press_key (root, XK_Escape);
  /* Past every show and hide animation: the window is still there, showing no toast
   * from before. */
  akron_test_run_for (1200);
  g_assert_true (gtk_widget_get_mapped (root));
  g_assert_null (akron_test_find_label (root, "Line of 1 move deleted",
                                        AKRON_TEST_MAPPED_ONLY));
  g_assert_cmpuint (akron_game_get_ply (game (f)), ==, 2);

  /* Akron's own replacing of toasts: two deletions in a row, dismissed at once. */
  akron_test_click_button (root, "win.undo");
  akron_test_wait_for_ply (f->window, 1);
  akron_test_add_by_click (f->window, "E5");
  akron_test_click_button (root, "win.undo");
  akron_test_wait_for_ply (f->window, 1);
  akron_test_add_by_click (f->window, "A1");
  delete_line_by_menu (f, "1… E5");
  akron_test_wait_for_widget (akron_test_find_label, root, "Line of 1 move deleted",
                              AKRON_TEST_ANY);
  delete_line_by_menu (f, "1… C3 (main line)");
  akron_test_press_key (root, XK_Escape);
  akron_test_run_for (1200);
  g_assert_true (gtk_widget_get_mapped (root));
  g_assert_cmpuint (akron_game_get_n_nodes (game (f)), ==, 2);
}

/* Issue 16: a toast never covers the status line, the offers or the board. */
typedef struct
{
  Fixture *f;
  GtkWidget *label;    /* the toast's */
  GtkWidget *offer;    /* the button the status line offers */
  gint64 until;
  double min_gap;      /* the smallest gap seen between the toast and the status line */
  graphene_rect_t toast;  /* its last bounds */
  guint n_checked;     /* turns of the main loop it was checked at */
} ToastWatch;

static void
bounds_in_window (Fixture *f, GtkWidget *widget, graphene_rect_t *bounds)
{
  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), bounds));
}

/* Checked at every turn of the main loop while the toast slides in and stays. */
static gboolean
toast_kept_clear (gpointer data)
{
  ToastWatch *w = data;
  GtkWidget *toast;
  graphene_rect_t t, label, status, offer, board;

  /* The toast widget: the label's ancestor that is a child of the overlay. */
  toast = w->label;
  while (gtk_widget_get_parent (toast) != NULL
         && !ADW_IS_TOAST_OVERLAY (gtk_widget_get_parent (toast)))
    toast = gtk_widget_get_parent (toast);
  g_assert_true (ADW_IS_TOAST_OVERLAY (gtk_widget_get_parent (toast)));

  bounds_in_window (w->f, toast, &t);
  /* Added, mapped, but not laid out yet (its text nowhere yet): not on screen yet. */
  bounds_in_window (w->f, w->label, &label);
  if (label.size.width <= 0 || !graphene_rect_contains_rect (&t, &label))
    return g_get_monotonic_time () > w->until;
  w->n_checked++;
  bounds_in_window (w->f, GTK_WIDGET (part (w->f, "bar_stack")), &status);
  bounds_in_window (w->f, w->offer, &offer);
  bounds_in_window (w->f, GTK_WIDGET (w->f->board), &board);
  w->toast = t;
  g_assert_false (graphene_rect_intersection (&t, &status, NULL));
  g_assert_false (graphene_rect_intersection (&t, &offer, NULL));
  g_assert_false (graphene_rect_intersection (&t, &board, NULL));
  w->min_gap = MIN (w->min_gap, t.origin.y - (status.origin.y + status.size.height));
  return g_get_monotonic_time () > w->until;
}

static void
check_toast_clear (Fixture *f, GtkWidget *offer, const char *text)
{
  ToastWatch w = { f, NULL, offer, 0, G_MAXDOUBLE, GRAPHENE_RECT_INIT (0, 0, 0, 0), 0 };
  graphene_rect_t board;

  /* As for a click the board refuses: the window says why in a toast. */
  g_signal_emit_by_name (f->board, "refused", text);
  w.label = akron_test_wait_for_widget (akron_test_find_label, GTK_WIDGET (f->window), text,
                                        AKRON_TEST_MAPPED_ONLY);
  /* Past the show animation (300 ms), with room. */
  w.until = g_get_monotonic_time () + 800 * G_TIME_SPAN_MILLISECOND;
  akron_test_wait_until (toast_kept_clear, &w);
  bounds_in_window (f, GTK_WIDGET (f->board), &board);
  g_test_message ("window %d x %d: toast at y %.0f-%.0f (x %.0f-%.0f), board ends at y %.0f, "
                  "smallest gap under the status line %.0f px, checked %u times",
                  gtk_widget_get_width (GTK_WIDGET (f->window)),
                  gtk_widget_get_height (GTK_WIDGET (f->window)), w.toast.origin.y,
                  w.toast.origin.y + w.toast.size.height, w.toast.origin.x,
                  w.toast.origin.x + w.toast.size.width, board.origin.y + board.size.height,
                  w.min_gap, w.n_checked);
  g_assert_cmpuint (w.n_checked, >, 0);
  /* The whole toast, not a sliver of it. */
  g_assert_cmpfloat (w.toast.size.height, >=, 40);
  g_assert_cmpfloat (w.min_gap, >=, 0);
}

static gboolean
window_narrow (gpointer data)
{
  Fixture *f = data;
  return akron_test_sidebar_folded (GTK_WIDGET (f->window))
         && gtk_widget_get_width (GTK_WIDGET (f->window)) < 600;
}

static void
test_toast_clear (Fixture *f, gconstpointer data)
{
  GtkWidget *root = GTK_WIDGET (f->window);
  GtkWidget *swap = akron_test_find_button (root, "win.swap", AKRON_TEST_ANY);

  /* The swap offer on the status line, a toast shown meanwhile: wide, then narrow (the
   * sidebar folded, the compact cards in the toast band). */
  akron_test_add_by_click (f->window, "C3");
  g_assert_true (gtk_widget_get_mapped (swap));
  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (f->window)));
  check_toast_clear (f, swap, "A toast while the swap is offered");

  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 640);
  akron_test_wait_for_draw (root);
  akron_test_wait_until (window_narrow, f);
  g_assert_true (gtk_widget_get_mapped (swap));
  check_toast_clear (f, swap, "A toast in a narrow window");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

#define ADD(path, variant, func) \
  g_test_add (path, Fixture, &variant, fixture_set_up, func, fixture_tear_down)
  ADD ("/tell/pending-win", plain, test_pending_win);
  ADD ("/tell/pending-win-named", named, test_pending_win);
  ADD ("/tell/game-over-actions", plain, test_game_over_actions);
  ADD ("/tell/game-over-you", plain, test_game_over_you);
  ADD ("/tell/cut", plain, test_cut_told);
  ADD ("/tell/title-still-when-thinking", plain, test_title_still_when_thinking);
  ADD ("/tell/turn", plain, test_turn_told);
  ADD ("/tell/move-list-follows", plain, test_move_list_follows);
  ADD ("/tell/move-list-follows-each-frame", plain, test_move_list_follows_each_frame);
  ADD ("/tell/revealed-connection", plain, test_revealed_connection);
  ADD ("/tell/drops", plain, test_drops_told);
  ADD ("/tell/swap", swap_plain, test_swap_told);
  ADD ("/tell/swap-named", swap_named, test_swap_told);
  ADD ("/tell/swap-against-computer", plain, test_swap_against_computer);
  ADD ("/tell/result-lines", plain, test_result_lines);
  ADD ("/tell/variant", plain, test_variant_shown);
  ADD ("/tell/sounds-requested", swap_plain, test_sounds_requested);
  ADD ("/tell/fullscreen", plain, test_fullscreen);
  ADD ("/tell/show-pinned", plain, test_show_pinned);
  ADD ("/tell/toast-escape", plain, test_toast_escape);
  ADD ("/tell/toast-clear", swap_plain, test_toast_clear);
#undef ADD

  return g_test_run ();
}
