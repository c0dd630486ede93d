/* test-scene.c: what the board shows and says, from real positions, without a display
 *
 * Every refusal with its reason (RULES.md section 4), the connection that wins or will win
 * (section 5: pending, won, revealed by the loser's move, revealed by a lift without
 * delay), the drops a move would cause and those it caused, the preview under the pointer
 * or the cursor, pinned pieces, X-ray's hidden levels, marks, and the announcements.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-computer-player.h"
#include "akron-enums.h"
#include "akron-notation.h"
#include "akron-scene.h"
#include "akron-ui-enums.h"
#include "akron-ui-test-util.h"

typedef struct
{
  AkronScene *scene;
  char *refusal;
  AkronMove chosen;
  guint n_chosen;
  guint n_changed;
} Fixture;

static void
on_refused (AkronScene *scene, const char *why, Fixture *f)
{
  g_free (f->refusal);
  f->refusal = g_strdup (why);
}

static void
on_move_chosen (AkronScene *scene, const AkronMove *move, Fixture *f)
{
  f->chosen = *move;
  f->n_chosen++;
}

static void
on_changed (AkronScene *scene, Fixture *f)
{
  f->n_changed++;
}

static void
fixture_init (Fixture *f, AkronScene *scene)
{
  memset (f, 0, sizeof *f);
  f->scene = scene;
  g_signal_connect (scene, "refused", G_CALLBACK (on_refused), f);
  g_signal_connect (scene, "move-chosen", G_CALLBACK (on_move_chosen), f);
  g_signal_connect (scene, "changed", G_CALLBACK (on_changed), f);
}

static void
fixture_clear (Fixture *f)
{
  g_clear_object (&f->scene);
  g_clear_pointer (&f->refusal, g_free);
}

static AkronPoint
point (Fixture *f, const char *text)
{
  return akron_test_parse_point (akron_scene_get_geometry (f->scene), text);
}

static void
activate (Fixture *f, const char *text)
{
  g_clear_pointer (&f->refusal, g_free);
  akron_scene_activate_point (f->scene, point (f, text));
}

static AkronGame *
game_from (guint size, gboolean no_delay, const char *moves)
{
  g_auto(GStrv) texts = g_strsplit (moves, " ", -1);
  AkronGame *game = akron_game_new (size, 0, FALSE, no_delay, NULL);

  akron_test_play_moves (game, (const char *const *) texts, -1);
  return game;
}

static AkronScene *
scene_for_game (AkronGame *game)
{
  AkronScene *scene = akron_scene_new ();

  akron_scene_set_game (scene, game);
  g_object_unref (game);
  return scene;
}

/* A position from lists of points, lower levels first. */
static AkronScene *
scene_for_setup (guint size, const char *vert, const char *horz, AkronColour to_move)
{
  AkronPosition pos = akron_test_setup_position (size, vert, horz, to_move);

  return akron_scene_new_for_position (&pos);
}

/* RULES.md 7, example 1 on 8x8: Vert has C4, D4, E4, D5, E5; Vert to move. */
static AkronScene *
example_one (void)
{
  return scene_for_game (game_from (8, FALSE, "C4 A1 D4 B1 E4 G1 D5 H1 E5 A8"));
}

/* Refusals ---------------------------------------------------------------------------------- */

static void
test_refuse_rests_on_mover (void)
{
  Fixture f;

  fixture_init (&f, example_one ());
  activate (&f, "D4");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "D4"));
  activate (&f, "D5'");
  g_assert_cmpstr (f.refusal, ==, "D5' would rest on the moving piece D4");
  /* The selection stays for another try, and C4 may climb there. */
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "D4"));
  activate (&f, "C4");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "C4"));
  activate (&f, "D5'");
  g_assert_null (f.refusal);
  g_assert_cmpuint (f.n_chosen, ==, 1);
  g_assert_cmpuint (f.chosen.kind, ==, AKRON_MOVE_STEP);
  g_assert_cmpuint (f.chosen.from, ==, point (&f, "C4"));
  g_assert_cmpuint (f.chosen.to, ==, point (&f, "D5'"));
  fixture_clear (&f);
}

/* With C4 selected: each point that is not a destination says which rule it breaks. */
static void
test_refuse_destinations (void)
{
  Fixture f;

  fixture_init (&f, example_one ());
  activate (&f, "C4");
  activate (&f, "H8");
  g_assert_cmpstr (f.refusal, ==, "H8 does not touch a piece connected to C4");
  activate (&f, "A1");
  g_assert_cmpstr (f.refusal, ==, "A1 is occupied");
  activate (&f, "E5'");
  g_assert_cmpstr (f.refusal, ==, "E5' is not supported: its four supports must be occupied");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "C4"));
  g_assert_cmpuint (f.n_chosen, ==, 0);

  /* The selected piece again, or off the board: cancelled, nothing said. */
  activate (&f, "C4");
  g_assert_null (f.refusal);
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, AKRON_NO_POINT);
  activate (&f, "C4");
  g_clear_pointer (&f.refusal, g_free);
  akron_scene_activate_point (f.scene, AKRON_NO_POINT);
  g_assert_null (f.refusal);
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, AKRON_NO_POINT);
  fixture_clear (&f);
}

/* Without a selection: pieces are only added to holes, and only from a pile. */
static void
test_refuse_adds (void)
{
  Fixture f;
  AkronPosition pos;

  fixture_init (&f, example_one ());
  activate (&f, "D5'");
  g_assert_cmpstr (f.refusal, ==, "D5' is not a hole: pieces are only added on level 0");
  activate (&f, "A1");
  g_assert_cmpstr (f.refusal, ==, "It is Vert’s turn: this piece belongs to Horz");
  /* Against the computer, said to the person. */
  akron_computer_player_tag_game (akron_scene_get_game (f.scene), AKRON_HORZ,
                                  AKRON_LEVEL_EASY);
  activate (&f, "A1");
  g_assert_cmpstr (f.refusal, ==, "It is your turn: this piece belongs to the computer");
  activate (&f, "F6");
  g_assert_null (f.refusal);
  g_assert_cmpuint (f.chosen.kind, ==, AKRON_MOVE_ADD);
  g_assert_cmpuint (f.chosen.to, ==, point (&f, "F6"));

  pos = *akron_scene_get_position (f.scene);
  akron_position_set_pile (&pos, AKRON_VERT, 0);
  akron_scene_set_position (f.scene, &pos);
  activate (&f, "F6");
  g_assert_cmpstr (f.refusal, ==, "Vert has no pieces left to add");
  fixture_clear (&f);
}

/* Pieces that cannot move say why when selected (test-window plays this position). */
static void
test_refuse_immovable (void)
{
  Fixture f;

  fixture_init (&f, scene_for_game (game_from (5, FALSE, "B4 A1 C4 C1 B3 E1 C3 E3 D4 E5 D3 B1 "
                                                         "A4 E2 A4-B4' E4 A3 A5 A3-C4' B5")));
  activate (&f, "C4");
  g_assert_cmpstr (f.refusal, ==, "C4 is pinned: 2 pieces rest on it");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, AKRON_NO_POINT);
  fixture_clear (&f);

  /* A lone piece touches nothing of its own, so it can go nowhere. */
  fixture_init (&f, scene_for_setup (3, "B2", "A1", AKRON_VERT));
  activate (&f, "B2");
  g_assert_cmpstr (f.refusal, ==, "B2 has nowhere to go: no empty, supported point touches its "
                                  "connected group");
  fixture_clear (&f);
}

/* B4 carries B4' alone; B4'' rests on B4' (and on C4', B3', C3'): moving B4 drops B4', so
 * B4'' is not a destination. */
static void
test_refuse_rests_on_drop (void)
{
  Fixture f;

  fixture_init (&f, scene_for_setup (5, "B4 C4 D4 D3 B2 D2 C4' C3'", "B3 C3 C2 B4' B3'",
                                     AKRON_VERT));
  activate (&f, "B4");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "B4"));
  activate (&f, "B4''");
  g_assert_cmpstr (f.refusal, ==, "B4'' would rest on a piece that drops when B4 moves");
  fixture_clear (&f);
}

static void
assert_explained (Fixture *f, const char *at, const char *expected)
{
  g_autofree char *text = akron_scene_explain_point (f->scene, point (f, at));

  g_assert_cmpstr (text, ==, expected);
}

/* Before a click (the board's tooltip): the same reasons, and what a destination does. */
static void
test_explain_point (void)
{
  Fixture f;

  fixture_init (&f, example_one ());
  /* Nothing selected: an empty hole, a piece that can move, the opponent's piece. */
  assert_explained (&f, "F6", NULL);
  assert_explained (&f, "C4", NULL);
  assert_explained (&f, "A1", NULL);

  akron_scene_select (f.scene, point (&f, "D4"));
  assert_explained (&f, "D5'", "D5' would rest on the moving piece D4");
  assert_explained (&f, "H8", "H8 does not touch a piece connected to D4");
  assert_explained (&f, "D4", NULL);
  assert_explained (&f, "C4", NULL);
  assert_explained (&f, "D3", "D3 does not touch a piece connected to D4");
  assert_explained (&f, "C3", "D4 can move to C3");
  /* Explaining refuses nothing and keeps the selection. */
  g_assert_null (f.refusal);
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "D4"));

  /* The keyboard cursor says it too. */
  akron_scene_set_cursor_visible (f.scene, TRUE);
  akron_scene_set_cursor (f.scene, point (&f, "H8"));
  akron_scene_move_cursor (f.scene, 0, 0, 1);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "H7, empty. H7 does not touch a piece connected to D4");

  akron_scene_set_input_refusal (f.scene, "It is the computer’s turn");
  assert_explained (&f, "D5'", NULL);
  fixture_clear (&f);

  fixture_init (&f, scene_for_setup (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''", "B3 C3 C2 B4' B3'",
                                     AKRON_VERT));
  assert_explained (&f, "C4", "C4 is pinned: 2 pieces rest on it");
  akron_scene_select (f.scene, point (&f, "B4"));
  assert_explained (&f, "E4", "B4 can move to E4: 2 pieces drop");
  fixture_clear (&f);
}

static void
test_refuse_game_over_and_input (void)
{
  Fixture f;

  fixture_init (&f, scene_for_game (game_from (4, FALSE, "B4 A1 B3 D1 B2 C3 B1 D4")));
  g_assert_true (akron_game_is_over (akron_scene_get_game (f.scene)));
  activate (&f, "C2");
  g_assert_cmpstr (f.refusal, ==, "The game is over: undo to take moves back, or start a new game");
  fixture_clear (&f);

  fixture_init (&f, example_one ());
  activate (&f, "C4");
  akron_scene_set_input_refusal (f.scene, "It is the computer’s turn");
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, AKRON_NO_POINT);
  activate (&f, "C4");
  g_assert_cmpstr (f.refusal, ==, "It is the computer’s turn");
  activate (&f, "F6");
  g_assert_cmpstr (f.refusal, ==, "It is the computer’s turn");
  g_assert_cmpuint (f.n_chosen, ==, 0);
  /* Browsing still works. */
  akron_scene_move_cursor (f.scene, 0, 1, 0);
  g_assert_nonnull (akron_scene_get_announcement (f.scene));
  fixture_clear (&f);
}

/* The connection ------------------------------------------------------------------------------ */

static void
assert_connection (Fixture *f, AkronConnectionState state, AkronColour colour, gboolean revealed)
{
  guint n;

  g_assert_cmpint (akron_scene_get_connection_state (f->scene), ==, state);
  akron_scene_get_connection_chain (f->scene, &n);
  if (state == AKRON_CONNECTION_NONE)
    {
      g_assert_cmpuint (n, ==, 0);
      return;
    }
  g_assert_cmpint (akron_scene_get_connection_colour (f->scene), ==, colour);
  g_assert_cmpint (akron_scene_get_connection_revealed (f->scene), ==, revealed);
  g_assert_cmpuint (n, >, 0);
}

static void
count_notify (GObject *object, GParamSpec *pspec, guint *count)
{
  (*count)++;
}

/* 4x4, delayed rule: Vert joins B4 to B1; Horz must cut it. Horz's D4 does not, so Vert
 * wins at the start of the next turn: the chain survived, it was not revealed. */
static void
test_pending_then_won (void)
{
  Fixture f;
  AkronGame *game;
  guint notified = 0;
  const AkronPoint *chain;
  guint n;
  g_autoptr(GError) error = NULL;

  fixture_init (&f, scene_for_game (game_from (4, FALSE, "B4 A1 B3 D1 B2 C3")));
  game = akron_scene_get_game (f.scene);
  assert_connection (&f, AKRON_CONNECTION_NONE, AKRON_VERT, FALSE);
  g_signal_connect (f.scene, "notify::connection-state", G_CALLBACK (count_notify), &notified);

  g_assert_true (akron_game_play_text (game, "B1", &error));
  assert_connection (&f, AKRON_CONNECTION_PENDING, AKRON_VERT, FALSE);
  g_assert_cmpuint (notified, ==, 1);
  chain = akron_scene_get_connection_chain (f.scene, &n);
  g_assert_cmpuint (n, ==, 4);
  for (guint t = 0; t < n; t++)
    g_assert_true (akron_scene_in_connection_chain (f.scene, chain[t]));
  g_assert_true (akron_scene_in_connection_chain (f.scene, point (&f, "B1")));
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Vert plays B1. Vert is connected and wins at the start of their next "
                   "turn unless Horz cuts the chain");

  g_assert_true (akron_game_play_text (game, "D4", &error));
  assert_connection (&f, AKRON_CONNECTION_WON, AKRON_VERT, FALSE);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Horz plays D4. Vert is connected and wins");

  /* Browsing back: pending again, then nothing. */
  akron_game_undo (game);
  assert_connection (&f, AKRON_CONNECTION_PENDING, AKRON_VERT, FALSE);
  akron_game_undo (game);
  assert_connection (&f, AKRON_CONNECTION_NONE, AKRON_VERT, FALSE);
  fixture_clear (&f);
}

/* 4x4, delayed rule: Horz's last move C3-D4 lifts the piece that cut Vert's chain: Vert is
 * connected at the start of its turn and wins, a connection the loser's move revealed. */
static void
test_revealed (void)
{
  Fixture f;

  fixture_init (&f, scene_for_game (game_from (4, FALSE, "D2 C3 C2 D3 C4 B1 D1 A2 C1 B4 "
                                                         "C1-C3' C3-D4")));
  assert_connection (&f, AKRON_CONNECTION_WON, AKRON_VERT, TRUE);
  akron_game_undo (akron_scene_get_game (f.scene));
  akron_game_redo (akron_scene_get_game (f.scene));
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Horz plays C3-D4: 1 piece drops. The move revealed Vert’s connection: Vert wins");
  akron_game_undo (akron_scene_get_game (f.scene));
  assert_connection (&f, AKRON_CONNECTION_NONE, AKRON_VERT, FALSE);
  fixture_clear (&f);
}

/* 3x3 without delay: lifting B1 to C3 shows Vert's connection while the piece is in the
 * air: Vert wins at once; the chain is the one in the lifted position. */
static void
test_revealed_no_delay (void)
{
  Fixture f;

  fixture_init (&f, scene_for_game (game_from (3, TRUE, "A2 C2 B3 A1 A3 B1 A3-B2 A1-C1 "
                                                        "A2-B2' B1-C3")));
  assert_connection (&f, AKRON_CONNECTION_WON, AKRON_VERT, TRUE);
  fixture_clear (&f);
}

/* Drops --------------------------------------------------------------------------------------- */

/* Selecting B4 shows its cascade: B4' lands on B4, B4'' on B4'. */
static void
test_drops_before (void)
{
  Fixture f;
  AkronPoint chain[AKRON_MAX_SIZE + 1];

  fixture_init (&f, scene_for_setup (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''", "B3 C3 C2 B4' B3'",
                                     AKRON_VERT));
  g_assert_cmpuint (akron_scene_get_drops (f.scene, chain), ==, 0);
  akron_scene_select (f.scene, point (&f, "B4"));
  g_assert_cmpuint (akron_scene_get_drops (f.scene, chain), ==, 2);
  g_assert_cmpuint (chain[0], ==, point (&f, "B4"));
  g_assert_cmpuint (chain[1], ==, point (&f, "B4'"));
  g_assert_cmpuint (chain[2], ==, point (&f, "B4''"));

  /* The outcome of a destination under the pointer, else under the visible cursor. */
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, AKRON_NO_POINT);
  akron_scene_set_cursor (f.scene, point (&f, "E4"));
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, AKRON_NO_POINT);
  akron_scene_set_cursor_visible (f.scene, TRUE);
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, point (&f, "E4"));
  /* Said as well as shown. */
  akron_scene_move_cursor (f.scene, 0, 0, 1);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "E3, empty, a destination of B4: 2 pieces would drop");
  akron_scene_move_cursor (f.scene, 0, 0, -1);
  akron_scene_set_hover (f.scene, point (&f, "C5"));
  g_assert_true (akron_scene_is_destination (f.scene, point (&f, "C5")));
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, point (&f, "C5"));
  /* A4 touches only the moving piece itself: not a destination. */
  g_assert_false (akron_scene_is_destination (f.scene, point (&f, "A4")));
  akron_scene_set_hover (f.scene, point (&f, "E1"));
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, point (&f, "E4"));

  akron_scene_cancel_selection (f.scene);
  g_assert_cmpuint (akron_scene_get_drops (f.scene, chain), ==, 0);
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, AKRON_NO_POINT);
  fixture_clear (&f);
}

/* After the move: how many dropped, said with the move. */
static void
test_drops_after (void)
{
  Fixture f;
  guint notified = 0;
  g_autoptr(GError) error = NULL;
  AkronGame *game;

  fixture_init (&f, scene_for_game (game_from (5, FALSE, "B4 A1 C4 C1 B3 E1 C3 E3 A4 E5 "
                                                         "A4-B4' D1")));
  game = akron_scene_get_game (f.scene);
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  g_signal_connect (f.scene, "notify::last-drops", G_CALLBACK (count_notify), &notified);
  g_assert_cmpuint (akron_scene_get_last_drops (f.scene), ==, 0);

  g_assert_true (akron_game_play_text (game, "B4-D4", &error));
  g_assert_cmpuint (akron_scene_get_last_drops (f.scene), ==, 1);
  g_assert_cmpuint (notified, ==, 1);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "Ann plays B4-D4: 1 piece drops");
  g_assert_nonnull (akron_scene_get_last_move (f.scene));

  g_assert_true (akron_game_play_text (game, "B5", &error));
  g_assert_cmpuint (akron_scene_get_last_drops (f.scene), ==, 0);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "Horz plays B5");
  fixture_clear (&f);
}

/* A move played forward slides into place when asked to; the animation ends at 1. */
static void
test_animation (void)
{
  Fixture f;
  const AkronPoint *from, *to;
  g_autoptr(GError) error = NULL;
  guint serial;

  fixture_init (&f, scene_for_game (game_from (5, FALSE, "B4 A1 C4 C1 B3 E1 C3 E3 A4 E5 "
                                                         "A4-B4' D1")));
  akron_scene_set_animate_moves (f.scene, TRUE);
  g_assert_true (akron_game_play_text (akron_scene_get_game (f.scene), "B4-D4", &error));
  g_assert_true (akron_scene_get_animating (f.scene));
  g_assert_cmpuint (akron_scene_get_animated (f.scene, &from, &to), ==, 2);
  g_assert_true (akron_scene_is_animated_target (f.scene, point (&f, "D4")));
  g_assert_null (akron_scene_get_last_move (f.scene));
  serial = akron_scene_get_serial (f.scene);
  akron_scene_set_animation_progress (f.scene, 0.5);
  g_assert_cmpuint (akron_scene_get_serial (f.scene), ==, serial);
  akron_scene_set_animation_progress (f.scene, 1.0);
  g_assert_false (akron_scene_get_animating (f.scene));
  g_assert_cmpuint (akron_scene_get_serial (f.scene), !=, serial);
  g_assert_nonnull (akron_scene_get_last_move (f.scene));

  /* Undo is not animated. */
  akron_game_undo (akron_scene_get_game (f.scene));
  g_assert_false (akron_scene_get_animating (f.scene));
  fixture_clear (&f);
}

/* Views --------------------------------------------------------------------------------------- */

static void
test_pinned_and_marks (void)
{
  Fixture f;
  AkronPosition pos;

  fixture_init (&f, scene_for_setup (4, "B3 C3 B4'", "B4 C4 B2 C2 B3'", AKRON_VERT));
  g_assert_false (akron_scene_is_pinned (f.scene, point (&f, "B3")));
  akron_scene_set_show_pinned (f.scene, TRUE);
  g_assert_true (akron_scene_is_pinned (f.scene, point (&f, "B3")));
  g_assert_true (akron_scene_is_pinned (f.scene, point (&f, "C3")));
  g_assert_false (akron_scene_is_pinned (f.scene, point (&f, "B4")));
  g_assert_false (akron_scene_is_pinned (f.scene, point (&f, "B4'")));

  akron_scene_set_mark (f.scene, point (&f, "D1"), AKRON_MARK_NO);
  g_assert_cmpint (akron_scene_get_mark (f.scene, point (&f, "D1")), ==, AKRON_MARK_NO);
  pos = *akron_scene_get_position (f.scene);
  akron_scene_set_position (f.scene, &pos);
  g_assert_cmpint (akron_scene_get_mark (f.scene, point (&f, "D1")), ==, AKRON_MARK_NONE);
  fixture_clear (&f);
}

/* X-ray: the levels it hides, and a cursor that was up there comes down. */
static void
test_xray (void)
{
  Fixture f;
  guint serial;

  fixture_init (&f, scene_for_setup (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''", "B3 C3 C2 B4' B3'",
                                     AKRON_VERT));
  g_assert_cmpuint (akron_scene_get_hidden_levels (f.scene), ==, 0);
  akron_scene_set_cursor (f.scene, point (&f, "B4''"));
  serial = akron_scene_get_serial (f.scene);
  akron_scene_set_xray_level (f.scene, 1);
  g_assert_cmpuint (akron_scene_get_serial (f.scene), !=, serial);
  g_assert_cmpuint (akron_scene_get_hidden_levels (f.scene), ==, 1);
  g_assert_cmpuint (akron_scene_get_top_visible_level (f.scene), ==, 1);
  g_assert_cmpuint (akron_scene_get_cursor (f.scene), ==, point (&f, "B4'"));
  akron_scene_set_xray_level (f.scene, 0);
  g_assert_cmpuint (akron_scene_get_hidden_levels (f.scene), ==, 2);
  g_assert_cmpuint (akron_scene_get_cursor (f.scene), ==, point (&f, "B4"));
  fixture_clear (&f);
}

/* The cursor says where it is; a swap says who plays what now. */
static void
test_announcements (void)
{
  Fixture f;
  AkronGame *game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(GError) error = NULL;

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  fixture_init (&f, scene_for_game (game));
  g_assert_cmpuint (akron_scene_get_cursor (f.scene), ==, point (&f, "C3"));
  akron_scene_move_cursor (f.scene, 0, -1, -1);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "B4, empty");
  g_assert_true (akron_game_play_text (game, "B4", &error));
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "Ann plays B4");
  akron_scene_move_cursor (f.scene, 0, 0, 0);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "B4, Vert piece");
  g_assert_true (akron_game_play_text (game, "swap", &error));
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Colours swapped: Bob now plays Vert");
  fixture_clear (&f);
}

/* A draw claim and a resignation are said in the present tense, which needs no gender in
 * the translations: the player to move claims or resigns. */
static void
test_announce_endings (void)
{
  Fixture f;
  AkronGame *game;
  g_autoptr(GError) error = NULL;

  /* The opening position comes back for the third time after twelve moves: Vert to move. */
  fixture_init (&f, scene_for_game (game_from (5, FALSE, "B4 D2 C4 D1 B4-C3 D1-E2 C3-B4 E2-D1 "
                                                         "B4-C3 D1-E2 C3-B4 E2-D1")));
  game = akron_scene_get_game (f.scene);
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  g_assert_true (akron_game_play_text (game, "draw", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Ann claims a draw. Draw by repetition");

  akron_game_undo (game);
  g_assert_true (akron_game_play_text (game, "resign", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Ann resigns. Horz wins by resignation");
  fixture_clear (&f);
}

/* A move that cuts a chain says so, in the words of the status line: "your chain" to a
 * person playing alone against the computer. 4x4: Vert's B3' lands over Horz's link
 * B3-C3, next to Vert's B4': their link crosses over it (RULES.md 3). */
static void
test_announce_cut (void)
{
  Fixture f;
  AkronGame *game;
  g_autoptr(GError) error = NULL;

  fixture_init (&f, scene_for_game (game_from (4, FALSE, "B4 B3 C4 C3 B2 D3 C2 D1 A4 A1 A2 D2 "
                                                         "A4-B4' C1")));
  game = akron_scene_get_game (f.scene);
  /* A game shown says its last move at once. */
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==, "Horz plays C1");
  g_assert_cmpint (akron_scene_get_lone_person (f.scene), ==, AKRON_LONE_PERSON_NONE);
  g_assert_true (akron_game_play_text (game, "A2-B3'", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Vert plays A2-B3'. Vert cut Horz’s chain between B3 and C3");

  /* Said again when the move comes back, now to Horz playing alone. */
  akron_game_undo (game);
  akron_scene_set_lone_person (f.scene, AKRON_LONE_PERSON_HORZ);
  akron_game_redo (game);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Vert plays A2-B3'. Vert cut your chain between B3 and C3");
  /* Vert alone hears of Horz's chain. */
  akron_game_undo (game);
  akron_scene_set_lone_person (f.scene, AKRON_LONE_PERSON_VERT);
  akron_game_redo (game);
  g_assert_cmpstr (akron_scene_get_announcement (f.scene), ==,
                   "Vert plays A2-B3'. Vert cut Horz’s chain between B3 and C3");

  /* Nothing stays said of a game no longer shown. */
  akron_scene_set_game (f.scene, NULL);
  g_assert_null (akron_scene_get_announcement (f.scene));
  fixture_clear (&f);
}

/* The links and why they are cut (RULES.md 7, example 3 on 4x4). */
static void
test_links (void)
{
  Fixture f;
  const AkronSceneLink *links;
  guint n, cut = 0, cutting = 0;

  fixture_init (&f, scene_for_setup (4, "B4 C4 B2 C2 B4' B3'", "B3 C3 D3", AKRON_HORZ));
  links = akron_scene_get_links (f.scene, &n);
  for (guint t = 0; t < n; t++)
    {
      if (links[t].a == point (&f, "B3") && links[t].b == point (&f, "C3"))
        {
          g_assert_cmpuint (links[t].cut, ==, AKRON_CUT_CROSSED);
          g_assert_cmpuint (MIN (links[t].over_a, links[t].over_b), ==, point (&f, "B4'"));
          g_assert_cmpuint (MAX (links[t].over_a, links[t].over_b), ==, point (&f, "B3'"));
          cut++;
        }
      else
        g_assert_cmpuint (links[t].cut, ==, AKRON_CUT_NONE);
      if (links[t].cuts)
        {
          g_assert_cmpuint (links[t].a, ==, point (&f, "B4'"));
          g_assert_cmpuint (links[t].b, ==, point (&f, "B3'"));
          cutting++;
        }
    }
  g_assert_cmpuint (cut, ==, 1);
  g_assert_cmpuint (cutting, ==, 1);
  fixture_clear (&f);

  /* A covered piece: every link of C3 is cut, for that reason. */
  fixture_init (&f, scene_for_setup (5, "B4 C4 D4 B2 C2 D2 B4' C3' B4''", "B3 C3 D3 C4' B3'",
                                     AKRON_HORZ));
  links = akron_scene_get_links (f.scene, &n);
  cut = 0;
  for (guint t = 0; t < n; t++)
    if (links[t].a == point (&f, "C3") || links[t].b == point (&f, "C3"))
      {
        g_assert_cmpuint (links[t].cut, ==, AKRON_CUT_COVERED);
        cut++;
      }
  /* C3-B3, C3-D3, and C4' and B3' resting on it. */
  g_assert_cmpuint (cut, ==, 4);
  fixture_clear (&f);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/scene/refuse/rests-on-mover", test_refuse_rests_on_mover);
  g_test_add_func ("/scene/refuse/destinations", test_refuse_destinations);
  g_test_add_func ("/scene/refuse/adds", test_refuse_adds);
  g_test_add_func ("/scene/refuse/immovable", test_refuse_immovable);
  g_test_add_func ("/scene/refuse/rests-on-drop", test_refuse_rests_on_drop);
  g_test_add_func ("/scene/refuse/game-over-and-input", test_refuse_game_over_and_input);
  g_test_add_func ("/scene/refuse/explain-point", test_explain_point);
  g_test_add_func ("/scene/connection/pending-then-won", test_pending_then_won);
  g_test_add_func ("/scene/connection/revealed", test_revealed);
  g_test_add_func ("/scene/connection/revealed-no-delay", test_revealed_no_delay);
  g_test_add_func ("/scene/drops/before", test_drops_before);
  g_test_add_func ("/scene/drops/after", test_drops_after);
  g_test_add_func ("/scene/animation", test_animation);
  g_test_add_func ("/scene/pinned-and-marks", test_pinned_and_marks);
  g_test_add_func ("/scene/xray", test_xray);
  g_test_add_func ("/scene/announcements", test_announcements);
  g_test_add_func ("/scene/announcements/endings", test_announce_endings);
  g_test_add_func ("/scene/announcements/cut", test_announce_cut);
  g_test_add_func ("/scene/links", test_links);

  return g_test_run ();
}
