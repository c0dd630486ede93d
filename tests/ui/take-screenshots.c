/* take-screenshots.c: the screenshots of data/screenshots, taken from the real window
 *
 *   xvfb-run -a -s '-screen 0 1280x800x24 -noreset' \
 *     env GSETTINGS_SCHEMA_DIR=_build/data GSETTINGS_BACKEND=memory GDK_BACKEND=x11 \
 *     GSK_RENDERER=cairo _build/tests/ui/take-screenshots data/screenshots
 *
 * The metainfo's six: the middle game, the computer's hint, a selection and a won game, and the
 * first two in the dark style, each with the window's rounded corners and shadow (as GNOME's
 * screenshot tool takes them) and at most 1000x700 in all, as app stores ask. With --extra
 * after the directory it also shows the opening, the connections, the X-ray view, every scene
 * in both styles, the whole Rules page with its figures (extra-rules.png), and the won game
 * under review (extra-review.png), for looking at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-application.h"
#include "akron-board.h"
#include "akron-computer-player.h"
#include "akron-figure.h"
#include "akron-ui-test-util.h"
#include "akron-window.h"

static void
name_players (AkronGame *game)
{
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
}

static AkronGame *
opening (void)
{
  static const char *moves[] = { "D5", "E4", "E5", "D4", "C6", "F3", "F6", "C3" };
  AkronGame *game = akron_game_new (8, 0, TRUE, FALSE, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (moves); t++)
    if (!akron_game_play_text (game, moves[t], NULL))
      g_error ("opening move %s refused", moves[t]);
  return game;
}

/* The piece of the player to move with the most destinations, upper levels counting more. */
static AkronPoint
showiest_piece (AkronGame *game)
{
  const AkronPosition *pos = akron_game_get_position (game);
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPoint dests[AKRON_MAX_POINTS];
  AkronPoint best = AKRON_NO_POINT;
  guint best_score = 0;

  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      guint n = akron_position_destinations (pos, p, dests);
      guint score = 0;

      for (guint t = 0; t < n; t++)
        score += 1 + 4 * geo->level[dests[t]];
      if (score > best_score)
        {
          best = p;
          best_score = score;
        }
    }
  return best;
}

/* Plays on at random, adds first, until someone wins by connection. */
static void
play_to_win (AkronGame *game, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AkronMoveList list;

  akron_move_list_init (&list);
  while (!akron_game_is_over (game))
    {
      const AkronPosition *pos = akron_game_get_position (game);

      akron_position_generate (pos, &list);
      if (list.len == 0)
        break;
      akron_game_play (game, &list.moves[g_rand_int_range (rand, 0, list.len)], NULL);
    }
  akron_move_list_clear (&list);
}

/* Shows @game as a game with nothing unsaved: the window puts no toast over it. */

/* No move sliding into place, and drawn sharp at its final size. */
static gboolean
board_still (gpointer data)
{
  return !akron_board_is_animating (AKRON_BOARD (data))
         && !akron_board_is_resizing (AKRON_BOARD (data));
}

/* No stack cross-fading and no revealer half open anywhere in @widget: a picture taken
 * mid-way shows two things at once (the game-over card fading over the status line). */
static gboolean
transitions_done (gpointer data)
{
  GtkWidget *widget = data;

  if (GTK_IS_STACK (widget) && gtk_stack_get_transition_running (GTK_STACK (widget)))
    return FALSE;
  if (GTK_IS_REVEALER (widget)
      && gtk_revealer_get_child_revealed (GTK_REVEALER (widget))
         != gtk_revealer_get_reveal_child (GTK_REVEALER (widget)))
    return FALSE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (!transitions_done (child))
      return FALSE;
  return TRUE;
}

static GtkWidget *
find_toast (GtkWidget *widget)
{
  if (g_str_equal (gtk_widget_get_css_name (widget), "toast"))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *toast = find_toast (child);

      if (toast != NULL)
        return toast;
    }
  return NULL;
}

static gboolean
no_toast (gpointer window)
{
  return find_toast (window) == NULL;
}

/* The toasts shown closed, as a person would with their close button, and gone. The
 * window's toasts come up to 600 ms late (akron-toast-presenter.c paces them), so each
 * round first gives a late one time to arrive. */
static void
close_toasts (AkronWindow *window)
{
  GtkWidget *toast;

  do
    {
      akron_test_run_for (700);
      toast = find_toast (GTK_WIDGET (window));
      if (toast != NULL)
        {
          gtk_widget_activate_action (toast, "toast.close", NULL);
          akron_test_wait_until (no_toast, window);
        }
    }
  while (toast != NULL);
}

/* The game shown, with nothing said over it (the game it replaced is kept to continue
 * later, which a toast says). */
static void
show_game (AkronWindow *window, AkronGame *game)
{
  g_autoptr(AkronDocument) document = akron_document_new (game, NULL);

  akron_document_set_modified (document, FALSE);
  akron_window_show_document (window, document);
  akron_test_wait_for_draw (GTK_WIDGET (window));
  close_toasts (window);
}

/* The window's size, and the room around it for its shadow: 1000x700 in all. */
#define WINDOW_WIDTH 920
#define WINDOW_HEIGHT 620
#define SHADOW_MARGIN 40
#define WINDOW_RADIUS 12

/* The window as a compositing desktop shows it: rounded corners, and a soft shadow on a
 * transparent background (Xvfb has no compositor, so GTK draws neither). */
static void
save_window_png (GtkWidget *window, const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (window);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (window);
  int height = gtk_widget_get_height (window);
  GskRoundedRect outline;
  const GdkRGBA shadow = { 0, 0, 0, 0.35 };

  gsk_rounded_rect_init_from_rect (&outline, &GRAPHENE_RECT_INIT (SHADOW_MARGIN, SHADOW_MARGIN,
                                                                  width, height),
                                   WINDOW_RADIUS);
  gtk_snapshot_append_outset_shadow (snapshot, &outline, &shadow, 0, 4, 0, 24);
  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (SHADOW_MARGIN, SHADOW_MARGIN));
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  gtk_snapshot_pop (snapshot);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  texture = gsk_renderer_render_texture (renderer, node,
                                         &GRAPHENE_RECT_INIT (0, 0, width + 2 * SHADOW_MARGIN,
                                                              height + 2 * SHADOW_MARGIN));
  if (texture == NULL || !gdk_texture_save_to_png (texture, path))
    g_error ("Could not write %s", path);
}

/* The window as it is, toasts included. */
static void
shoot_as_is (AkronWindow *window, AkronGame *game, const char *dir, const char *name,
             const char *suffix)
{
  g_autofree char *file = g_strdup_printf ("%s%s.png", name, suffix);
  g_autofree char *path = g_build_filename (dir, file, NULL);

  if (akron_window_get_game (window) != game)
    show_game (window, game);
  akron_test_wait_until (board_still, akron_window_get_board (window));
  akron_test_wait_until (transitions_done, window);
  akron_test_wait_for_draw (GTK_WIDGET (window));
  save_window_png (GTK_WIDGET (window), path);
  g_print ("%s\n", path);
}

/* The window with nothing said over the scene (a toast may arrive a few frames after the
 * game it speaks of). */
static void
shoot (AkronWindow *window, AkronGame *game, const char *dir, const char *name,
       const char *suffix)
{
  if (akron_window_get_game (window) != game)
    show_game (window, game);
  akron_test_wait_until (board_still, akron_window_get_board (window));
  close_toasts (window);
  shoot_as_is (window, game, dir, name, suffix);
}

/* The Rules page at its full length, figures included. */
static void
shoot_rules (const char *dir, const char *suffix)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/akrongame/Akron/ui/akron-rules-window.ui");
  GtkWindow *rules = GTK_WINDOW (gtk_builder_get_object (builder, "rules_window"));
  g_autofree char *file = g_strdup_printf ("extra-rules%s.png", suffix);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  g_autoptr(GError) error = NULL;

  GtkWidget *page = GTK_WIDGET (gtk_builder_get_object (builder, "rules_page"));

  /* The page is drawn alone: give it the window's background, or its text shows on
   * nothing. */
  gtk_widget_add_css_class (page, "background");
  gtk_window_present (rules);
  akron_test_wait_for_draw (GTK_WIDGET (rules));
  if (!akron_test_save_png (page, path, &error))
    g_error ("%s", error->message);
  g_print ("%s\n", path);
  gtk_window_destroy (rules);
}

/* A game against the computer at Hard, the person to move with a hint on the board. */
static void
shoot_hint (AkronWindow *window, AkronGame *game, const char *dir, const char *suffix)
{
  AkronBoard *board = akron_window_get_board (window);

  show_game (window, game);
  g_action_group_activate_action (G_ACTION_GROUP (window), "hint", NULL);
  akron_test_wait_for_hint (board);
  /* The hint's toast slides in: shoot it in place. */
  akron_test_run_for (800);
  shoot_as_is (window, game, dir, "akron-computer", suffix);
  akron_board_set_hint (board, NULL);
  /* The other scenes have nothing to say over them. */
  close_toasts (window);
}

static gboolean
review_done (gpointer review)
{
  return !akron_review_model_get_running (review);
}

/* The won game reviewed (a small budget: the picture, not the verdicts, is the point), on
 * the position before the first move the review marks, whose better move the board shows. */
static void
shoot_review (AkronWindow *window, AkronGame *game, const char *dir, const char *suffix)
{
  AkronReviewModel *review = akron_window_get_review (window);
  guint ply = 1;

  show_game (window, game);
  akron_review_model_set_nodes (review, 2000);
  g_action_group_activate_action (G_ACTION_GROUP (window), "review", NULL);
  akron_test_wait_until (review_done, review);
  while (ply < akron_review_model_get_n_reviewed (review)
         && akron_review_model_get_ply (review, ply)->mark < AKRON_REVIEW_MARK_MISTAKE)
    ply++;
  akron_game_go_to_node (game, akron_review_model_get_node (review, ply - 1));
  shoot (window, game, dir, "extra-review", suffix);
  akron_review_model_clear (review);
  /* The pane may have made the window taller; the next scenes have the store's size. */
  gtk_window_set_default_size (GTK_WINDOW (window), WINDOW_WIDTH, WINDOW_HEIGHT);
}

typedef struct
{
  const char *dir;
  gboolean extra;
  AkronGame *opening;
  AkronGame *middle;
  AkronGame *computer;
  AkronGame *won;
} Scenes;

static void
shoot_all (GApplication *app, Scenes *scenes)
{
  AkronWindow *window = AKRON_WINDOW (gtk_application_get_active_window (GTK_APPLICATION (app)));
  AkronBoard *board = akron_window_get_board (window);

  for (guint style = 0; style < 2; style++)
    {
      const char *suffix = style == 0 ? "" : "-dark";

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          style == 0 ? ADW_COLOR_SCHEME_FORCE_LIGHT
                                                     : ADW_COLOR_SCHEME_FORCE_DARK);
      akron_test_wait_for_draw (GTK_WIDGET (window));

      shoot (window, scenes->middle, scenes->dir, "akron-middle-game", suffix);
      shoot_hint (window, scenes->computer, scenes->dir, suffix);
      /* The store shows two scenes in the dark style. */
      if (style == 1 && !scenes->extra)
        continue;

      show_game (window, scenes->middle);
      akron_board_activate_point (board, showiest_piece (scenes->middle));
      akron_test_wait_until (board_still, board);
      shoot (window, scenes->middle, scenes->dir, "akron-selection", suffix);
      akron_board_cancel_selection (board);

      shoot (window, scenes->won, scenes->dir, "akron-won", suffix);

      if (!scenes->extra)
        continue;
      shoot (window, scenes->opening, scenes->dir, "extra-opening", suffix);
      /* For looking at, not for the store: connections shown, and X-ray to level 1. */
      akron_board_set_show_connections (board, TRUE);
      shoot (window, scenes->middle, scenes->dir, "extra-connections", suffix);
      akron_board_set_show_connections (board, FALSE);
      akron_board_set_xray_level (board, 1);
      shoot (window, scenes->middle, scenes->dir, "extra-xray", suffix);
      akron_board_set_xray_level (board, AKRON_MAX_SIZE);
      shoot_rules (scenes->dir, suffix);
      shoot_review (window, scenes->won, scenes->dir, suffix);
    }

  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  Scenes scenes = { argc > 1 ? argv[1] : ".", argc > 2 && g_str_equal (argv[2], "--extra") };
  g_autoptr(AkronApplication) app = NULL;
  g_autoptr(GSettings) settings = NULL;
  guint32 seed_middle;

  if (!akron_test_ui_init ())
    return 77;
  g_type_ensure (AKRON_TYPE_FIGURE);

  scenes.opening = opening ();
  name_players (scenes.opening);

  for (seed_middle = 1; seed_middle < 100; seed_middle++)
    {
      g_clear_object (&scenes.middle);
      scenes.middle = akron_test_game_with_stacks (8, 3, 400, seed_middle);
      if (akron_test_highest_level (scenes.middle) >= 3)
        break;
    }
  name_players (scenes.middle);
  /* The same position against the computer, which holds the colour not to move. */
  scenes.computer = akron_test_game_with_stacks (8, 3, 400, seed_middle);
  akron_game_set_player_name (scenes.computer, akron_game_get_to_move (scenes.computer), "Ann");
  akron_computer_player_tag_game (scenes.computer,
                                  AKRON_OPPONENT (akron_game_get_to_move (scenes.computer)),
                                  AKRON_LEVEL_HARD);
  g_print ("middle game: %u moves, highest level %u\n", akron_game_get_n_moves (scenes.middle),
           akron_test_highest_level (scenes.middle));

  for (guint32 seed = 1;; seed++)
    {
      g_clear_object (&scenes.won);
      scenes.won = akron_test_game_with_stacks (8, 2, 200, 100 + seed);
      play_to_win (scenes.won, seed);
      if (akron_game_get_reason (scenes.won) == AKRON_REASON_CONNECTION)
        break;
    }
  name_players (scenes.won);

  /* The real application, in a window of a size that suits a store page. */
  settings = g_settings_new (APPLICATION_ID);
  g_settings_set_int (settings, "window-width", WINDOW_WIDTH);
  g_settings_set_int (settings, "window-height", WINDOW_HEIGHT);
  /* A store page shows the game, not the first start's offer to learn it. */
  g_settings_set_boolean (settings, "welcome-shown", TRUE);
  app = akron_application_new ();
  g_application_set_flags (G_APPLICATION (app), G_APPLICATION_NON_UNIQUE);
  g_signal_connect_after (app, "activate", G_CALLBACK (shoot_all), &scenes);
  g_application_run (G_APPLICATION (app), 0, NULL);

  g_clear_object (&scenes.opening);
  g_clear_object (&scenes.middle);
  g_clear_object (&scenes.computer);
  g_clear_object (&scenes.won);
  return 0;
}
