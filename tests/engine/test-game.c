/* test-game.c: AkronGame, the end of the game and history (RULES.md sections 4-5)
 *
 * Every game below is a legal sequence from the start, worked out by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"
#include "akron-enums.h"

#include <string.h>

static AkronGame *
new_game (guint size, guint pieces, gboolean swap, gboolean no_delay)
{
  g_autoptr (GError) error = NULL;
  AkronGame *game = akron_game_new (size, pieces, swap, no_delay, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* Plays the space-separated moves; each must be accepted. */
static void
play (AkronGame *game, const char *moves)
{
  g_auto (GStrv) words = g_strsplit (moves, " ", -1);

  for (guint w = 0; words[w]; w++)
    {
      g_autoptr (GError) error = NULL;

      if (!*words[w])
        continue;
      if (!akron_game_play_text (game, words[w], &error))
        g_error ("ply %u: %s refused: %s", akron_game_get_ply (game) + 1, words[w],
                 error->message);
      if (akron_game_is_over (game) && words[w + 1])
        g_error ("the game ended after %s (ply %u), before the moves that follow",
                 words[w], akron_game_get_ply (game));
    }
}

static AkronCell
cell_of (AkronGame *game, const char *text)
{
  const AkronPosition *pos = akron_game_get_position (game);

  return akron_position_get_cell (pos, akron_test_point (akron_position_get_geometry (pos), text));
}

static void
assert_result (AkronGame *game, AkronResult result, AkronReason reason)
{
  g_assert_cmpuint (akron_game_get_result (game), ==, result);
  g_assert_cmpuint (akron_game_get_reason (game), ==, reason);
  g_assert_cmpint (akron_game_is_over (game), ==, result != AKRON_RESULT_NONE);
}

static void
assert_winning_chain (AkronGame *game, const char *expected)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  AkronPoint chain[AKRON_MAX_POINTS];
  guint len = akron_game_get_winning_chain (game, chain);
  g_autofree char *text = akron_test_points_text (geo, chain, len);
  g_autofree char *sorted = akron_test_sorted (expected);

  g_assert_cmpstr (text, ==, sorted);
}

/* Everything a refused call must leave alone. */
typedef struct
{
  AkronPosition position;
  guint ply, n_moves;
  AkronResult result;
  gboolean can_redo;
} Snapshot;

static void
snapshot (AkronGame *game, Snapshot *s)
{
  s->position = *akron_game_get_position (game);
  s->ply = akron_game_get_ply (game);
  s->n_moves = akron_game_get_n_moves (game);
  s->result = akron_game_get_result (game);
  s->can_redo = akron_game_get_can_redo (game);
}

static void
assert_unchanged (AkronGame *game, const Snapshot *s)
{
  g_assert_true (akron_position_equal (akron_game_get_position (game), &s->position));
  g_assert_cmpuint (akron_game_get_ply (game), ==, s->ply);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, s->n_moves);
  g_assert_cmpuint (akron_game_get_result (game), ==, s->result);
  g_assert_cmpint (akron_game_get_can_redo (game), ==, s->can_redo);
}

static void
assert_refused (AkronGame *game, const char *text, int code)
{
  g_autoptr (GError) error = NULL;
  Snapshot before;

  snapshot (game, &before);
  g_assert_false (akron_game_play_text (game, text, &error));
  if (code >= 0)
    g_assert_error (error, AKRON_ERROR, code);
  else
    g_assert_nonnull (error);
  if (g_test_verbose ())
    g_printerr ("%s: %s\n", text, error->message);
  assert_unchanged (game, &before);
}

typedef struct
{
  guint position_changed;
  guint history_changed;
  guint ply, can_undo, can_redo, n_moves, result, to_move, repetitions, players_swapped;
  guint draw_claimable;
  guint line_changed, line_from;
} Counters;

static void
on_line_changed (AkronGame *game, guint from, Counters *c)
{
  c->line_changed++;
  c->line_from = from;
}

static void
on_position_changed (AkronGame *game, Counters *c)
{
  c->position_changed++;
}

static void
on_history_changed (AkronGame *game, Counters *c)
{
  c->history_changed++;
}

static void
on_notify (GObject *object, GParamSpec *pspec, Counters *c)
{
  const char *name = g_param_spec_get_name (pspec);

  if (strcmp (name, "ply") == 0)
    c->ply++;
  else if (strcmp (name, "can-undo") == 0)
    c->can_undo++;
  else if (strcmp (name, "can-redo") == 0)
    c->can_redo++;
  else if (strcmp (name, "n-moves") == 0)
    c->n_moves++;
  else if (strcmp (name, "result") == 0)
    c->result++;
  else if (strcmp (name, "to-move") == 0)
    c->to_move++;
  else if (strcmp (name, "repetitions") == 0)
    c->repetitions++;
  else if (strcmp (name, "players-swapped") == 0)
    c->players_swapped++;
  else if (strcmp (name, "draw-claimable") == 0)
    c->draw_claimable++;
}

/* A swap changes only who plays which colour: it is not a repetition of the position
 * before it, which had a swap available. */
static void
test_swap (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, TRUE, FALSE);
  g_autoptr (AkronGame) plain = new_game (3, 0, FALSE, FALSE);
  AkronPosition before;
  const AkronPosition *pos;
  Counters c = { 0, };

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");

  assert_refused (game, "swap", AKRON_ERROR_ILLEGAL_MOVE);
  play (game, "B2");
  g_assert_true (akron_position_get_swap_available (akron_game_get_position (game)));
  g_assert_cmpuint (akron_game_get_repetitions (game), ==, 1);
  before = *akron_game_get_position (game);
  g_assert_false (akron_game_get_players_swapped (game));
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_VERT), ==, "Ann");
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_HORZ), ==, "Bob");

  g_signal_connect (game, "notify", G_CALLBACK (on_notify), &c);
  play (game, "swap");
  g_assert_cmpuint (c.players_swapped, ==, 1);
  pos = akron_game_get_position (game);
  g_assert_true (akron_game_get_players_swapped (game));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  g_assert_cmpuint (akron_position_get_pile (pos, AKRON_VERT), ==, 3);
  g_assert_cmpuint (akron_position_get_pile (pos, AKRON_HORZ), ==, 4);
  g_assert_cmpuint (cell_of (game, "B2"), ==, AKRON_CELL_VERT);
  g_assert_false (akron_position_get_swap_available (pos));
  g_assert_false (akron_position_equal (pos, &before));
  g_assert_cmpuint (akron_game_get_repetitions (game), ==, 1);
  /* Names stay with the colours they started with; the players changed colours. */
  g_assert_cmpstr (akron_game_get_player_name (game, AKRON_VERT), ==, "Ann");
  g_assert_cmpstr (akron_game_get_player_name (game, AKRON_HORZ), ==, "Bob");
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_VERT), ==, "Bob");
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_HORZ), ==, "Ann");
  g_assert_cmpuint (akron_game_get_move (game, 1)->kind, ==, AKRON_MOVE_SWAP);

  /* Horz (Ann now) moves next; the swap is gone for good. */
  assert_refused (game, "swap", AKRON_ERROR_ILLEGAL_MOVE);
  play (game, "A1");
  assert_refused (game, "swap", AKRON_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (cell_of (game, "A1"), ==, AKRON_CELL_HORZ);

  g_assert_true (akron_game_go_to_ply (game, 1));
  g_assert_false (akron_game_get_players_swapped (game));
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_VERT), ==, "Ann");
  g_assert_true (akron_game_redo (game));
  g_assert_true (akron_game_get_players_swapped (game));

  play (plain, "B2");
  assert_refused (plain, "swap", AKRON_ERROR_ILLEGAL_MOVE);
}

static void
test_new (void)
{
  g_autoptr (AkronGame) game = new_game (8, 0, TRUE, FALSE);
  g_autoptr (GError) error = NULL;
  guint size, pieces;
  AkronColour to_move;
  AkronResult result;
  gboolean swap, no_delay;

  g_object_get (game, "size", &size, "pieces", &pieces, "swap", &swap, "no-delay", &no_delay,
                "to-move", &to_move, "result", &result, NULL);
  g_assert_cmpuint (size, ==, 8);
  g_assert_cmpuint (pieces, ==, 32);
  g_assert_true (swap);
  g_assert_false (no_delay);
  g_assert_cmpuint (to_move, ==, AKRON_VERT);
  g_assert_cmpuint (result, ==, AKRON_RESULT_NONE);
  /* The state's enums are typed, so that bindings and introspection know their values. */
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (
                   G_OBJECT_GET_CLASS (game), "to-move")) == AKRON_TYPE_COLOUR);
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (
                   G_OBJECT_GET_CLASS (game), "result")) == AKRON_TYPE_RESULT);
  g_assert_true (G_PARAM_SPEC_VALUE_TYPE (g_object_class_find_property (
                   G_OBJECT_GET_CLASS (game), "reason")) == AKRON_TYPE_REASON);
  g_assert_cmpuint (akron_game_get_pieces (game), ==, 32);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);
  g_assert_cmpuint (akron_game_get_repetitions (game), ==, 1);
  g_assert_false (akron_game_get_can_undo (game));
  g_assert_false (akron_game_get_can_redo (game));
  g_assert_false (akron_game_get_draw_claimable (game));
  g_assert_null (akron_game_get_last_undo (game));
  g_assert_cmpuint (akron_default_pieces (3), ==, 4);
  g_assert_cmpuint (akron_default_pieces (16), ==, 128);
  {
    g_autoptr (AkronGame) g3 = new_game (3, 0, FALSE, TRUE);
    g_assert_cmpuint (akron_game_get_pieces (g3), ==, 4);
    g_assert_false (akron_game_get_swap (g3));
    g_assert_true (akron_game_get_no_delay (g3));
  }

  /* Out of range: sizes 3..16, pieces n..1000. */
  g_assert_null (akron_game_new (2, 0, TRUE, FALSE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (akron_game_new (17, 0, TRUE, FALSE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (akron_game_new (8, 7, TRUE, FALSE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_null (akron_game_new (8, 1001, TRUE, FALSE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  {
    g_autoptr (AkronGame) small = akron_game_new (8, 8, TRUE, FALSE, &error);
    g_autoptr (AkronGame) large = akron_game_new (16, 1000, TRUE, FALSE, NULL);
    g_assert_no_error (error);
    g_assert_nonnull (small);
    g_assert_nonnull (large);
  }
}

/* RULES.md 5, delayed win: 3x3, Vert B3 B2 B1 connected at ply 5 wins only at the start of
 * its next turn (ply 6 played by Horz in between). */
static void
test_delayed_win (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, FALSE, FALSE);
  g_autoptr (GError) error = NULL;

  play (game, "B3 A3 B2 C3 B1");
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  assert_winning_chain (game, "");
  /* Horz cannot break a column of holes in one move. */
  play (game, "A1");
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 6);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_VERT);
  assert_winning_chain (game, "B3 B2 B1");

  /* Over: nothing more may be played, claimed or resigned. */
  assert_refused (game, "C1", AKRON_ERROR_GAME_OVER);
  assert_refused (game, "draw", -1);
  assert_refused (game, "resign", -1);
  g_assert_false (akron_game_claim_draw (game, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (akron_game_resign (game, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_GAME_OVER);
  g_clear_error (&error);

  /* Undo reopens the game, redo ends it again. */
  g_assert_true (akron_game_undo (game));
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  g_assert_true (akron_game_redo (game));
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
}

/* No-delay: the same connection wins at once, after the move. */
static void
test_no_delay_win (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, FALSE, TRUE);

  play (game, "B3 A3 B2 C3 B1");
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 5);
  /* The game ends within Vert's turn, before it passes (RULES.md 5, "After the end"). */
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_VERT);
  assert_winning_chain (game, "B3 B2 B1");
  assert_refused (game, "A1", AKRON_ERROR_GAME_OVER);
}

/* 5x5, pieces 16, no swap. Vert builds column C (C5..C1) and B4; Horz builds
 * D5 D4 D3 E4 | B5 | A3 B3 and brings three pieces through E5 up to C5', C4', B5'.
 * B5' and C5' cut C5-C4 (rule 2, m = 1) before Vert adds C1 at ply 23.
 *
 *   after ply 27 (Horz to move)      level 1
 *   5  . H V H .                     5  H H . .     (B5' C5')
 *   4  . V V H H                     4  . H . .     (C4')
 *   3  H H V H .
 *   2  V V V V V
 *   1  V V V V V
 *      A B C D E
 *
 * Vert's column is cut only at C5-C4; Horz's right group (E4 ... B5') does not reach A3 B3.
 * Ply 28 lifts B5', which uncuts C5-C4: at that moment Vert is connected. */
#define REVEAL_OPENING \
  "C5 D4 C4 D5 C3 D3 B4 E4 C2 E5 A1 E5-C5' B1 E5 D1 E5-C4' E1 E5 A2 B5 E2 E5-B5' " \
  "C1 A3 D2 B3 B2"

/* B5'-B4' lands crossing C4-C3 (B4' and C4'), re-cutting Vert and connecting Horz:
 * A3 B3 B4' C4' D4 E4. */
static void
test_reveal_recut_delayed (void)
{
  g_autoptr (AkronGame) game = new_game (5, 16, FALSE, FALSE);

  play (game, REVEAL_OPENING);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 27);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  play (game, "B5'-B4'");
  /* Delayed: only the finished position counts; Vert, to move, is not connected. */
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  g_assert_cmpuint (cell_of (game, "B4'"), ==, AKRON_CELL_HORZ);
  g_assert_cmpuint (cell_of (game, "B5'"), ==, AKRON_CELL_EMPTY);
  /* Vert cannot undo the cut with an Add; Horz's connection survives and wins. */
  play (game, "A5");
  assert_result (game, AKRON_RESULT_HORZ, AKRON_REASON_CONNECTION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 29);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  assert_winning_chain (game, "A3 B3 B4' C4' D4 E4");
}

/* No-delay: lifting B5' reveals Vert's connection, so Vert wins at once, although the
 * finished move connects Horz. The move stays on the board. */
static void
test_reveal_recut_no_delay (void)
{
  g_autoptr (AkronGame) game = new_game (5, 16, FALSE, TRUE);
  const AkronPosition *pos;

  play (game, REVEAL_OPENING);
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  play (game, "B5'-B4'");
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 28);
  g_assert_cmpuint (cell_of (game, "B4'"), ==, AKRON_CELL_HORZ);
  g_assert_cmpuint (cell_of (game, "B5'"), ==, AKRON_CELL_EMPTY);
  pos = akron_game_get_position (game);
  g_assert_true (akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL));
  g_assert_false (akron_position_has_connection (pos, AKRON_VERT, NULL, NULL));
  assert_refused (game, "A5", AKRON_ERROR_GAME_OVER);
}

/* The chain that won: Vert's column as it stood when B5' was lifted. RULES.md does not
 * say which chain to show here; the one that won is the only meaningful answer. */
static void
test_reveal_recut_no_delay_chain (void)
{
  g_autoptr (AkronGame) game = new_game (5, 16, FALSE, TRUE);

  play (game, REVEAL_OPENING " B5'-B4'");
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
  assert_winning_chain (game, "C5 C4 C3 C2 C1");
}

/* B5'-E5 lifts B5' and lands on level 0: Vert's column C5..C1 stands in the finished
 * position. Both modes: Vert wins (delayed: at the start of its turn). */
static void
test_reveal (void)
{
  for (guint no_delay = 0; no_delay < 2; no_delay++)
    {
      g_autoptr (AkronGame) game = new_game (5, 16, FALSE, no_delay);

      play (game, REVEAL_OPENING " B5'-E5");
      assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_CONNECTION);
      g_assert_cmpuint (akron_game_get_ply (game), ==, 28);
      /* Delayed: the game ends as Vert's turn starts. No-delay: within Horz's move, whose
       * turn it stays (RULES.md 5, "After the end"). */
      g_assert_cmpuint (akron_game_get_to_move (game), ==, no_delay ? AKRON_HORZ : AKRON_VERT);
      assert_winning_chain (game, "C5 C4 C3 C2 C1");
    }
}

/* RULES.md 5, no legal move: 3x3, three pieces each. Vert A3 C3 B1 are apart, its pile is
 * empty: at ply 7 Vert cannot move and Horz wins. */
static void
test_no_legal_move (void)
{
  for (guint no_delay = 0; no_delay < 2; no_delay++)
    {
      g_autoptr (AkronGame) game = new_game (3, 3, FALSE, no_delay);

      play (game, "A3 B3 C3 A1 B1");
      assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
      play (game, "C1");
      assert_result (game, AKRON_RESULT_HORZ, AKRON_REASON_NO_LEGAL_MOVE);
      g_assert_cmpuint (akron_game_get_ply (game), ==, 6);
      g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_VERT);
      assert_winning_chain (game, "");
      assert_refused (game, "resign", -1);
    }
}

/* RULES.md 5: "The connection check comes first: a player who is connected and has no
 * legal move wins." 3x3, five pieces each, no swap:
 *
 *   after ply 11 (Horz to move)    level 1
 *   3  . . H                       3  . .
 *   2  V H V                       2  V V     (A2' B2')
 *   1  H H H                       1
 *      A B C
 *
 * Horz A1-B1-C1 stands (A2' and B2' each cross nothing of it: a pair is needed).
 * Horz has no piece left to add, B1 and B2 are pinned, and A1 (lifting A2'), C1 (lifting
 * B2') and C3 (alone) touch no empty point next to their connected pieces (B2-B1 is cut by
 * A2'-B2', so B2 is not in A1's C). Horz is connected and cannot move: Horz wins. */
#define NO_MOVE_OPENING "C2 A1 A2 C3 B3 B2 A3 B1 B3-A2' C1"

static void
test_connected_without_moves (void)
{
  g_autoptr (AkronGame) game = new_game (3, 5, FALSE, FALSE);
  const AkronPosition *pos;

  play (game, NO_MOVE_OPENING);
  /* Horz connected with C1, but in the delayed game only the player to move is judged. */
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  play (game, "A3-B2'");
  pos = akron_game_get_position (game);
  g_assert_cmpuint (akron_position_get_to_move (pos), ==, AKRON_HORZ);
  g_assert_false (akron_position_has_legal_move (pos));
  g_assert_true (akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL));
  assert_result (game, AKRON_RESULT_HORZ, AKRON_REASON_CONNECTION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 11);
  assert_winning_chain (game, "A1 B1 C1");

  /* No-delay: C1 connects Horz at once at ply 10. */
  {
    g_autoptr (AkronGame) quick = new_game (3, 5, FALSE, TRUE);

    play (quick, NO_MOVE_OPENING);
    assert_result (quick, AKRON_RESULT_HORZ, AKRON_REASON_CONNECTION);
    g_assert_cmpuint (akron_game_get_ply (quick), ==, 10);
  }
}

/* RULES.md 5, repetition. 3x3, three pieces each: after A3 C1 A2 B1 (ply 4, position P0)
 * Vert shuffles A3-B2 / B2-A3 and Horz C1-A1 / A1-C1; P0 recurs at plies 8 and 12. */
#define SHUFFLE "A3-B2 C1-A1 B2-A3 A1-C1"

static void
test_repetition (void)
{
  g_autoptr (AkronGame) game = new_game (3, 3, FALSE, FALSE);
  g_autoptr (GError) error = NULL;
  const guint expected[] = { 1, 1, 1, 1, 1, /* plies 0..4 */
                             1, 1, 1, 2,    /* 5..8 */
                             2, 2, 2, 3,    /* 9..12 */
                             3, 3 };        /* 13, 14 */
  g_auto (GStrv) moves = g_strsplit ("A3 C1 A2 B1 " SHUFFLE " " SHUFFLE " A3-B2 C1-A1", " ", -1);
  guint repetitions;
  gboolean claimable;
  Counters c = { 0, };

  g_signal_connect (game, "notify", G_CALLBACK (on_notify), &c);

  for (guint ply = 0; ; ply++)
    {
      g_object_get (game, "repetitions", &repetitions, "draw-claimable", &claimable, NULL);
      g_assert_cmpuint (akron_game_get_ply (game), ==, ply);
      g_assert_cmpuint (repetitions, ==, expected[ply]);
      g_assert_cmpint (claimable, ==, expected[ply] >= 3);
      if (!claimable)
        {
          Snapshot before;

          snapshot (game, &before);
          g_assert_false (akron_game_claim_draw (game, &error));
          g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
          g_clear_error (&error);
          assert_unchanged (game, &before);
          assert_refused (game, "draw", AKRON_ERROR_ILLEGAL_MOVE);
        }
      if (!moves[ply])
        break;
      play (game, moves[ply]);
    }

  /* Claimable from ply 12 on, without a change at plies 13 and 14. */
  g_assert_cmpuint (c.draw_claimable, ==, 1);

  /* Ply 14: P2 for the third time; Vert claims. */
  g_assert_true (akron_game_claim_draw (game, &error));
  g_assert_no_error (error);
  assert_result (game, AKRON_RESULT_DRAW, AKRON_REASON_REPETITION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 15);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 15);
  g_assert_cmpuint (akron_game_get_move (game, 14)->kind, ==, AKRON_MOVE_DRAW);
  {
    g_autofree char *text = akron_game_get_move_text (game, 14);
    g_assert_cmpstr (text, ==, "draw");
  }
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_VERT);
  g_assert_false (akron_game_get_draw_claimable (game));
  g_assert_null (akron_game_get_last_undo (game));
  assert_refused (game, "draw", AKRON_ERROR_GAME_OVER);

  /* Undo reopens at ply 14, where the claim is still possible. */
  g_assert_true (akron_game_undo (game));
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  g_assert_true (akron_game_get_draw_claimable (game));
  g_assert_cmpuint (akron_game_get_repetitions (game), ==, 3);
  /* A new position (an Add) has occurred once: no claim. */
  play (game, "B3");
  g_assert_cmpuint (akron_game_get_repetitions (game), ==, 1);
  g_assert_false (akron_game_get_draw_claimable (game));
  g_assert_false (akron_game_get_can_redo (game));

  /* "draw" as text at ply 12 works the same way. */
  g_assert_true (akron_game_go_to_ply (game, 12));
  g_assert_true (akron_game_get_draw_claimable (game));
  play (game, "draw");
  assert_result (game, AKRON_RESULT_DRAW, AKRON_REASON_REPETITION);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 13);
}

static void
test_resign (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, TRUE, FALSE);
  g_autoptr (GError) error = NULL;

  play (game, "B2");
  g_assert_true (akron_game_resign (game, &error));
  g_assert_no_error (error);
  assert_result (game, AKRON_RESULT_VERT, AKRON_REASON_RESIGNATION);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 2);
  g_assert_cmpuint (akron_game_get_move (game, 1)->kind, ==, AKRON_MOVE_RESIGN);
  g_assert_cmpuint (akron_game_get_to_move (game), ==, AKRON_HORZ);
  g_assert_null (akron_game_get_last_undo (game));
  assert_refused (game, "C1", AKRON_ERROR_GAME_OVER);

  g_assert_true (akron_game_undo (game));
  assert_result (game, AKRON_RESULT_NONE, AKRON_REASON_NONE);
  g_assert_nonnull (akron_game_get_last_undo (game));
  g_assert_true (akron_game_go_to_ply (game, 0));
  play (game, "resign");
  assert_result (game, AKRON_RESULT_HORZ, AKRON_REASON_RESIGNATION);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 1);
}

static void
test_undo_redo_signals (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, FALSE, FALSE);
  Counters c = { 0, };
  AkronPosition after_two;
  const AkronUndo *undo;

  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), &c);
  g_signal_connect (game, "history-changed", G_CALLBACK (on_history_changed), &c);
  g_signal_connect (game, "notify", G_CALLBACK (on_notify), &c);

  play (game, "B2");
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.ply, ==, 1);
  g_assert_cmpuint (c.n_moves, ==, 1);
  g_assert_cmpuint (c.can_undo, ==, 1);
  g_assert_cmpuint (c.to_move, ==, 1);
  g_assert_cmpuint (c.can_redo, ==, 0);
  g_assert_cmpuint (c.result, ==, 0);
  undo = akron_game_get_last_undo (game);
  g_assert_nonnull (undo);
  g_assert_cmpuint (undo->move.kind, ==, AKRON_MOVE_ADD);

  play (game, "A1");
  after_two = *akron_game_get_position (game);
  memset (&c, 0, sizeof c);

  g_assert_true (akron_game_undo (game));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 1);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 2);
  g_assert_true (akron_game_get_can_redo (game));
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (c.history_changed, ==, 0);
  g_assert_cmpuint (c.ply, ==, 1);
  g_assert_cmpuint (c.can_redo, ==, 1);
  g_assert_cmpuint (c.n_moves, ==, 0);
  g_assert_cmpuint (cell_of (game, "A1"), ==, AKRON_CELL_EMPTY);

  memset (&c, 0, sizeof c);
  g_assert_true (akron_game_redo (game));
  g_assert_true (akron_position_equal (akron_game_get_position (game), &after_two));
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (c.history_changed, ==, 0);
  g_assert_cmpuint (c.can_redo, ==, 1);
  g_assert_false (akron_game_redo (game));

  /* A new move after undo starts a new line: the old one stays in the tree. */
  g_assert_true (akron_game_go_to_ply (game, 0));
  g_assert_false (akron_game_get_can_undo (game));
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 2);
  g_assert_false (akron_game_go_to_ply (game, 3));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);
  memset (&c, 0, sizeof c);
  play (game, "C3");
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 1);
  g_assert_false (akron_game_get_can_redo (game));
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.n_moves, ==, 1);
  g_assert_cmpuint (c.can_redo, ==, 1);
  g_assert_cmpuint (cell_of (game, "C3"), ==, AKRON_CELL_VERT);
  g_assert_cmpuint (cell_of (game, "B2"), ==, AKRON_CELL_EMPTY);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 3);
  {
    g_autofree char *text = akron_game_get_move_text (game, 0);
    g_assert_cmpstr (text, ==, "C3");
  }

  /* Refused input changes nothing and emits nothing. */
  memset (&c, 0, sizeof c);
  assert_refused (game, "Z9", AKRON_ERROR_NOTATION);
  assert_refused (game, "C3-", AKRON_ERROR_NOTATION);
  assert_refused (game, "C3", AKRON_ERROR_ILLEGAL_MOVE);
  assert_refused (game, "C3-C2", AKRON_ERROR_ILLEGAL_MOVE);
  assert_refused (game, "B2'", -1);
  {
    AkronMove bad = akron_move_step (0, 9999);
    g_autoptr (GError) error = NULL;

    g_assert_false (akron_game_play (game, &bad, &error));
    g_assert_nonnull (error);
  }
  g_assert_cmpuint (c.position_changed + c.history_changed + c.ply + c.n_moves, ==, 0);
}

/* The result changes and its notification when a delayed win arrives. */
static void
test_result_notify (void)
{
  g_autoptr (AkronGame) game = new_game (3, 0, FALSE, FALSE);
  Counters c = { 0, };

  g_signal_connect (game, "notify", G_CALLBACK (on_notify), &c);
  play (game, "B3 A3 B2 C3 B1");
  g_assert_cmpuint (c.result, ==, 0);
  play (game, "A1");
  g_assert_cmpuint (c.result, ==, 1);
  g_assert_true (akron_game_undo (game));
  g_assert_cmpuint (c.result, ==, 2);
}

/* The text of the moves of @node's children, space-separated. */
static char *
children_text (AkronGame *game, const AkronGameNode *node)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < akron_game_node_get_n_children (node); i++)
    {
      g_autofree char *move = akron_game_get_node_text (game, akron_game_node_get_child (node, i));

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
line_text (AkronGame *game)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < akron_game_get_n_moves (game); i++)
    {
      g_autofree char *move = akron_game_get_move_text (game, i);

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

#define ASSERT_TEXT(expr, expected) \
  G_STMT_START { g_autofree char *t_ = (expr); g_assert_cmpstr (t_, ==, expected); } G_STMT_END

/* A move at an earlier position keeps the old line as a variation; undo and redo follow
 * the current line; playing a move that is there follows its line. */
static void
test_variations (void)
{
  g_autoptr (AkronGame) game = new_game (4, 0, FALSE, FALSE);
  const AkronGameNode *root = akron_game_get_root (game);
  const AkronGameNode *b2;
  Counters c = { 0, };

  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), &c);
  g_signal_connect (game, "history-changed", G_CALLBACK (on_history_changed), &c);
  g_signal_connect (game, "line-changed", G_CALLBACK (on_line_changed), &c);
  play (game, "B2 C3 D4");
  g_assert_true (akron_game_go_to_ply (game, 1));
  memset (&c, 0, sizeof c);
  play (game, "A1");
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.line_changed, ==, 1);
  g_assert_cmpuint (c.line_from, ==, 2);
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 4);
  ASSERT_TEXT (line_text (game), "B2 A1");
  b2 = akron_game_get_line_node (game, 1);
  ASSERT_TEXT (children_text (game, b2), "C3 A1");
  g_assert_cmpuint (akron_game_node_get_nesting (akron_game_get_current_node (game)), ==, 1);
  g_assert_cmpuint (akron_game_node_get_index (akron_game_get_current_node (game)), ==, 1);

  /* Undo and redo stay on the new line. */
  g_assert_true (akron_game_undo (game));
  g_assert_true (akron_game_redo (game));
  ASSERT_TEXT (line_text (game), "B2 A1");
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);

  /* Playing the old line's move follows it, redo moves and all; nothing is added. */
  g_assert_true (akron_game_undo (game));
  memset (&c, 0, sizeof c);
  play (game, "C3");
  g_assert_cmpuint (c.history_changed, ==, 0);
  g_assert_cmpuint (c.line_changed, ==, 1);
  g_assert_cmpuint (c.line_from, ==, 2);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 4);
  ASSERT_TEXT (line_text (game), "B2 C3 D4");
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);

  /* Going to a node of another line: the line through it, on down the main line. */
  memset (&c, 0, sizeof c);
  g_assert_true (akron_game_go_to_node (game, akron_game_node_get_child (b2, 1)));
  g_assert_cmpuint (c.history_changed, ==, 0);
  g_assert_cmpuint (c.line_changed, ==, 1);
  g_assert_cmpuint (c.line_from, ==, 2);
  g_assert_cmpuint (c.position_changed, ==, 1);
  ASSERT_TEXT (line_text (game), "B2 A1");
  g_assert_cmpuint (cell_of (game, "A1"), ==, AKRON_CELL_HORZ);
  g_assert_cmpuint (cell_of (game, "C3"), ==, AKRON_CELL_EMPTY);
  g_assert_true (akron_game_go_to_node (game, root));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);
  ASSERT_TEXT (line_text (game), "B2 A1");

  /* Promoting: the line's moves become the first children; nothing else changes. */
  memset (&c, 0, sizeof c);
  g_assert_true (akron_game_promote_line (game, akron_game_node_get_child (b2, 1), NULL));
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.position_changed, ==, 0);
  ASSERT_TEXT (children_text (game, b2), "A1 C3");
  g_assert_cmpuint (akron_game_node_get_nesting (akron_game_node_get_child (b2, 0)), ==, 0);
  g_assert_cmpuint (akron_game_node_get_nesting (akron_game_node_get_child (b2, 1)), ==, 1);
  g_assert_cmpuint (akron_game_node_get_nesting (
                      akron_game_node_get_child (akron_game_node_get_child (b2, 1), 0)), ==, 1);
  g_assert_true (akron_game_promote_line (game, akron_game_node_get_child (b2, 0), NULL));
  ASSERT_TEXT (children_text (game, b2), "A1 C3");
}

/* Deleting a line is undone by restoring it, the current position included. */
static AkronMove
parse (AkronGame *game, const char *text)
{
  AkronMove move;

  g_assert_true (akron_move_parse (akron_position_get_geometry (akron_game_get_position (game)),
                                   text, &move, NULL));
  return move;
}

/* A line added beside a move played earlier: the position and the current line stay, the
 * new line is the last at its place, and an illegal move or a draw claim is refused. */
static void
test_add_line (void)
{
  g_autoptr (AkronGame) game = new_game (4, 0, FALSE, FALSE);
  g_autoptr (GError) error = NULL;
  const AkronGameNode *b2, *added;
  AkronMove a1 = { 0, }, c3 = { 0, }, b2_again = { 0, }, draw = akron_move_special (AKRON_MOVE_DRAW);
  Counters c = { 0, };

  play (game, "B2 C3 D4 A4");
  a1 = parse (game, "A1");
  c3 = parse (game, "C3");
  b2_again = parse (game, "B2");
  b2 = akron_game_get_line_node (game, 1);
  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), &c);
  g_signal_connect (game, "history-changed", G_CALLBACK (on_history_changed), &c);
  g_signal_connect (game, "line-changed", G_CALLBACK (on_line_changed), &c);

  added = akron_game_add_line (game, b2, &a1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (added);
  g_assert_true (akron_game_node_get_parent (added) == b2);
  g_assert_cmpuint (akron_game_node_get_nesting (added), ==, 1);
  g_assert_cmpuint (c.position_changed, ==, 0);
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.line_changed, ==, 1);
  g_assert_cmpuint (c.line_from, ==, 2);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 4);
  ASSERT_TEXT (line_text (game), "B2 C3 D4 A4");
  ASSERT_TEXT (children_text (game, b2), "C3 A1");

  /* There already: the same node, no change. */
  g_assert_true (akron_game_add_line (game, b2, &c3, NULL) == akron_game_get_line_node (game, 2));
  g_assert_cmpuint (c.history_changed, ==, 1);

  /* B2 is taken there; a draw claim is no line. */
  g_assert_null (akron_game_add_line (game, b2, &b2_again, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  g_assert_null (akron_game_add_line (game, b2, &draw, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 5);
  g_assert_cmpuint (c.history_changed, ==, 1);
}

static void
test_delete_line (void)
{
  g_autoptr (AkronGame) game = new_game (4, 0, FALSE, FALSE);
  g_autoptr (AkronGameBranch) branch = NULL;
  const AkronGameNode *b2, *c3;
  Counters c = { 0, };
  AkronPosition before;

  play (game, "B2 C3 D4 A4");
  g_assert_true (akron_game_go_to_ply (game, 1));
  play (game, "A1 B1");
  g_assert_true (akron_game_go_to_node (game, akron_game_get_line_node (game, 0)));
  play (game, "B2 C3 D4");
  before = *akron_game_get_position (game);
  b2 = akron_game_get_line_node (game, 1);
  c3 = akron_game_get_line_node (game, 2);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 6);

  /* The current line: the position goes back to where the line began. */
  g_signal_connect (game, "position-changed", G_CALLBACK (on_position_changed), &c);
  g_signal_connect (game, "history-changed", G_CALLBACK (on_history_changed), &c);
  branch = akron_game_delete_line (game, c3);
  g_assert_cmpuint (akron_game_branch_get_n_moves (branch), ==, 3);
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 3);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 1);
  /* The line goes on with what is left: A1 is the main continuation now. */
  ASSERT_TEXT (line_text (game), "B2 A1 B1");
  ASSERT_TEXT (children_text (game, b2), "A1");
  g_assert_cmpuint (akron_game_node_get_nesting (akron_game_node_get_child (b2, 0)), ==, 0);

  /* Restored: in its place, with the position where it was. */
  memset (&c, 0, sizeof c);
  g_assert_true (akron_game_restore_line (game, branch, NULL));
  g_assert_cmpuint (c.history_changed, ==, 1);
  g_assert_cmpuint (c.position_changed, ==, 1);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 6);
  ASSERT_TEXT (children_text (game, b2), "C3 A1");
  ASSERT_TEXT (line_text (game), "B2 C3 D4 A4");
  g_assert_cmpuint (akron_game_get_ply (game), ==, 3);
  g_assert_true (akron_position_equal (akron_game_get_position (game), &before));
  g_clear_pointer (&branch, akron_game_branch_free);

  /* A line off the current one: nothing moves. */
  branch = akron_game_delete_line (game, akron_game_node_get_child (b2, 1));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 3);
  ASSERT_TEXT (line_text (game), "B2 C3 D4 A4");
  /* A branch whose parent is gone cannot come back. */
  {
    g_autoptr (AkronGameBranch) outer = akron_game_delete_line (game, b2);
    g_autoptr (GError) error = NULL;

    g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 0);
    g_assert_false (akron_game_restore_line (game, branch, &error));
    g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
    g_assert_true (akron_game_restore_line (game, outer, NULL));
    g_assert_true (akron_game_restore_line (game, branch, NULL));
  }
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 6);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/game/new", test_new);
  g_test_add_func ("/game/delayed-win", test_delayed_win);
  g_test_add_func ("/game/no-delay-win", test_no_delay_win);
  g_test_add_func ("/game/reveal", test_reveal);
  g_test_add_func ("/game/reveal-recut-delayed", test_reveal_recut_delayed);
  g_test_add_func ("/game/reveal-recut-no-delay", test_reveal_recut_no_delay);
  g_test_add_func ("/game/reveal-recut-no-delay-chain", test_reveal_recut_no_delay_chain);
  g_test_add_func ("/game/no-legal-move", test_no_legal_move);
  g_test_add_func ("/game/connected-without-moves", test_connected_without_moves);
  g_test_add_func ("/game/repetition", test_repetition);
  g_test_add_func ("/game/swap", test_swap);
  g_test_add_func ("/game/resign", test_resign);
  g_test_add_func ("/game/undo-redo-signals", test_undo_redo_signals);
  g_test_add_func ("/game/result-notify", test_result_notify);
  g_test_add_func ("/game/variations", test_variations);
  g_test_add_func ("/game/delete-line", test_delete_line);
  g_test_add_func ("/game/add-line", test_add_line);

  return g_test_run ();
}
