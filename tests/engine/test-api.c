/* test-api.c: the engine's public functions called with bad arguments
 *
 * Each call must refuse (a critical warning for a programming error, a GError for bad
 * data), return its documented fallback and leave everything it was given as it was.
 * The suite also runs under AddressSanitizer and UndefinedBehaviorSanitizer, which catch
 * any read or write out of bounds that a guard misses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"
#include "akron-record.h"
#include "akron-eval.h"

#include <string.h>

/* Runs @stmt expecting exactly one failed precondition. */
#define EXPECT_CRITICAL(stmt) \
  G_STMT_START { \
    g_test_expect_message ("Akron-Engine", G_LOG_LEVEL_CRITICAL, "*assertion*failed*"); \
    stmt; \
    g_test_assert_expected_messages (); \
  } G_STMT_END

/* A small middle game, Vert to move: B4 is pinned under A5', B5' and B4'; lifting C3
 * drops B4' into it; C4' is empty and supported. */
static void
setup (AkronPosition *pos)
{
  akron_test_setup (pos, 5, 20, "A5 C5 B4 C3 D3 B4'", "B5 A4 C4 B3 D4 A5' B5'");
}

static void
assert_unchanged (const AkronPosition *pos, const AkronPosition *saved)
{
  g_assert_true (memcmp (pos, saved, sizeof *pos) == 0);
}

/* RULES.md 1: a pile holds at most 1000 pieces; no setter goes past it. */
static void
test_pile_limits (void)
{
  AkronPosition pos, saved;
  AkronPoint b4 = 0;
  g_autoptr(GError) error = NULL;

  setup (&pos);
  b4 = akron_test_point (pos.geo, "B4'");
  g_assert_true (akron_position_set_pile (&pos, AKRON_VERT, 1000));
  saved = pos;
  g_assert_false (akron_position_remove (&pos, b4, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  assert_unchanged (&pos, &saved);
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 1000);

  g_assert_false (akron_position_set_pile (&pos, AKRON_VERT, 1001));
  g_assert_false (akron_position_set_pile (&pos, AKRON_HORZ, G_MAXUINT));
  assert_unchanged (&pos, &saved);
  EXPECT_CRITICAL (g_assert_false (akron_position_set_pile (&pos, 2, 3)));
  assert_unchanged (&pos, &saved);

  /* One below the limit, the piece goes back to the pile. */
  g_assert_true (akron_position_set_pile (&pos, AKRON_VERT, 999));
  g_assert_true (akron_position_remove (&pos, b4, NULL));
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 1000);

  /* An empty pile places nothing. */
  g_clear_error (&error);
  g_assert_true (akron_position_set_pile (&pos, AKRON_HORZ, 0));
  saved = pos;
  g_assert_false (akron_position_place (&pos, akron_test_point (pos.geo, "E1"), AKRON_HORZ,
                                        &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  assert_unchanged (&pos, &saved);
}

static void
test_position_setters (void)
{
  AkronPosition pos, saved;
  g_autoptr(GError) error = NULL;
  guint n_points;

  setup (&pos);
  saved = pos;
  n_points = pos.geo->n_points;

  g_assert_false (akron_position_place (&pos, n_points, AKRON_VERT, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (akron_position_place (&pos, AKRON_NO_POINT, AKRON_VERT, NULL));
  g_assert_false (akron_position_remove (&pos, n_points, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  EXPECT_CRITICAL (g_assert_false (akron_position_place (&pos, 0, 2, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_position_place (NULL, 0, AKRON_VERT, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_position_remove (NULL, 0, NULL)));
  /* A GError that is already set is a programming error. */
  EXPECT_CRITICAL (g_assert_false (akron_position_remove (&pos, 0, &error)));
  g_clear_error (&error);
  EXPECT_CRITICAL (akron_position_set_to_move (&pos, 2));
  EXPECT_CRITICAL (akron_position_set_to_move (NULL, AKRON_VERT));
  EXPECT_CRITICAL (akron_position_set_swap_available (NULL, TRUE));
  EXPECT_CRITICAL (g_assert_false (akron_position_set_pile (NULL, AKRON_VERT, 1)));
  assert_unchanged (&pos, &saved);

  /* A failed init leaves the position alone. */
  g_assert_false (akron_position_init (&pos, 2, 0, TRUE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (akron_position_init (&pos, 17, 0, TRUE, NULL));
  g_assert_false (akron_position_init (&pos, 8, 7, TRUE, NULL));
  g_assert_false (akron_position_init (&pos, 8, 1001, TRUE, NULL));
  EXPECT_CRITICAL (g_assert_false (akron_position_init (NULL, 8, 0, TRUE, NULL)));
  assert_unchanged (&pos, &saved);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_default_pieces (2), ==, 0));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_default_pieces (17), ==, 0));
}

static void
test_position_queries (void)
{
  AkronPosition pos, saved;
  AkronPoint chain[AKRON_MAX_POINTS], dests[AKRON_MAX_POINTS];
  AkronLink links[4];
  AkronMoveList list;
  guint n_points, len = 7;

  setup (&pos);
  saved = pos;
  n_points = pos.geo->n_points;

  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_get_cell (&pos, n_points), ==,
                                     AKRON_CELL_EMPTY));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_get_cell (&pos, AKRON_NO_POINT), ==,
                                     AKRON_CELL_EMPTY));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_get_pile (&pos, 2), ==, 0));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_get_on_board (&pos, 7), ==, 0));
  g_assert_cmpuint (akron_position_get_level_count (&pos, 5), ==, 0);
  g_assert_cmpuint (akron_position_get_level_count (&pos, G_MAXUINT), ==, 0);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_count_above (&pos, n_points), ==, 0));
  EXPECT_CRITICAL (g_assert_false (akron_position_is_covered (&pos, n_points)));
  EXPECT_CRITICAL (g_assert_false (akron_position_is_covered (NULL, 0)));

  g_assert_cmpint (akron_position_cascade (&pos, n_points, chain), ==, -1);
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (pos.geo, "E1"), chain),
                   ==, -1);
  EXPECT_CRITICAL (g_assert_cmpint (akron_position_cascade (&pos, 0, NULL), ==, -1));
  g_assert_cmpuint (akron_position_destinations (&pos, n_points, dests), ==, 0);
  g_assert_cmpuint (akron_position_destinations (&pos, AKRON_NO_POINT, dests), ==, 0);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_destinations (&pos, 0, NULL), ==, 0));

  /* has_connection: a colour that does not exist, a chain without its length. */
  EXPECT_CRITICAL (g_assert_false (akron_position_has_connection (&pos, 2, NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_position_has_connection (&pos, 2, chain, &len)));
  EXPECT_CRITICAL (g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, chain,
                                                                   NULL)));
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, chain, &len));
  g_assert_cmpuint (len, ==, 0);

  /* links: room for fewer links than there are is not an error; no room is. */
  g_assert_cmpuint (akron_position_links (&pos, links, G_N_ELEMENTS (links)), ==, 4);
  g_assert_cmpuint (akron_position_links (&pos, NULL, 0), ==, 0);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_links (&pos, NULL, 5), ==, 0));

  EXPECT_CRITICAL (g_assert_false (akron_position_equal (NULL, &pos)));
  EXPECT_CRITICAL (g_assert_false (akron_position_equal (&pos, NULL)));
  EXPECT_CRITICAL (g_assert_null (akron_position_pack (NULL)));

  akron_move_list_init (&list);
  EXPECT_CRITICAL (akron_position_generate (&pos, NULL));
  EXPECT_CRITICAL (akron_position_generate (NULL, &list));
  g_assert_cmpuint (list.len, ==, 0);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_position_count_moves (NULL), ==, 0));
  EXPECT_CRITICAL (g_assert_false (akron_position_has_legal_move (NULL)));
  EXPECT_CRITICAL (akron_move_list_init (NULL));
  EXPECT_CRITICAL (akron_move_list_clear (NULL));
  akron_move_list_clear (&list);
  assert_unchanged (&pos, &saved);
}

static void
test_check_move (void)
{
  AkronPosition pos, saved;
  g_autoptr(GError) error = NULL;
  AkronMove move;
  guint n_points;

  setup (&pos);
  saved = pos;
  n_points = pos.geo->n_points;

  move = akron_move_add (n_points);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  move = akron_move_step (0, AKRON_NO_POINT);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  move = (AkronMove) { 99, 0, 1 };
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  move = (AkronMove) { AKRON_MOVE_ADD, 3, 1 }; /* an Add with an origin */
  g_assert_false (akron_position_check_move (&pos, &move, NULL));
  EXPECT_CRITICAL (g_assert_false (akron_position_check_move (&pos, NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_position_check_move (NULL, &move, NULL)));
  assert_unchanged (&pos, &saved);
}

/* akron_position_apply() plays only moves that keep the board sound. */
static void
test_apply_refuses (void)
{
  AkronPosition pos, saved;
  const AkronGeometry *geo;
  AkronUndo undo;
  const AkronMove bad[] = {
    akron_move_add (AKRON_NO_POINT),
    akron_move_add (5 * 5),                               /* a level-1 point */
    { AKRON_MOVE_ADD, AKRON_NO_POINT, 0 },                /* A5, occupied */
    akron_move_step (AKRON_NO_POINT, 10),
    akron_move_step (10, AKRON_NO_POINT),
    akron_move_step (24, 23),                             /* E1: empty */
    akron_move_step (1, 24),                              /* B5: Horz's */
    akron_move_step (0, 2),                               /* C5: occupied */
    akron_move_special (AKRON_MOVE_SWAP),
    akron_move_special (AKRON_MOVE_DRAW),
    akron_move_special (AKRON_MOVE_RESIGN),
    { 99, 0, 1 },
  };

  setup (&pos);
  geo = pos.geo;
  saved = pos;
  for (guint t = 0; t < G_N_ELEMENTS (bad); t++)
    {
      EXPECT_CRITICAL (akron_position_apply (&pos, &bad[t], &undo));
      assert_unchanged (&pos, &saved);
    }

  /* The pinned piece, a destination on the moving piece, an Add from an empty pile. */
  {
    AkronMove pinned = akron_move_step (akron_test_point (geo, "B4"),
                                        akron_test_point (geo, "E1"));
    AkronMove onto = akron_move_step (akron_test_point (geo, "C3"),
                                      akron_test_point (geo, "C4'"));

    EXPECT_CRITICAL (akron_position_apply (&pos, &pinned, NULL));
    assert_unchanged (&pos, &saved);
    EXPECT_CRITICAL (akron_position_apply (&pos, &onto, NULL));
    assert_unchanged (&pos, &saved);
    g_assert_true (akron_position_set_pile (&pos, AKRON_VERT, 0));
    saved = pos;
    {
      AkronMove add = akron_move_add (akron_test_point (geo, "E1"));

      EXPECT_CRITICAL (akron_position_apply (&pos, &add, NULL));
    }
    assert_unchanged (&pos, &saved);
  }
  EXPECT_CRITICAL (akron_position_apply (&pos, NULL, NULL));
  EXPECT_CRITICAL (akron_position_apply (NULL, &bad[0], NULL));
  assert_unchanged (&pos, &saved);
}

/* akron_position_unapply() writes nothing with an undo record that cannot be one. */
static void
test_unapply_refuses (void)
{
  AkronPosition pos, saved;
  AkronUndo undo, bad;
  AkronMove move;

  setup (&pos);
  move = akron_move_step (akron_test_point (pos.geo, "C3"), akron_test_point (pos.geo, "D2"));
  akron_position_apply (&pos, &move, &undo);
  saved = pos;

  bad = undo;
  bad.n_drops = 200;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.move.to = AKRON_NO_POINT;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.chain[0] = AKRON_NO_POINT;
  bad.move.from = AKRON_NO_POINT;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.chain_colour[0] = 7;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.move.kind = 99;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.move = akron_move_add (AKRON_NO_POINT);
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.move = akron_move_special (AKRON_MOVE_SWAP);
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  bad = undo;
  bad.swap_state_before = 9;
  EXPECT_CRITICAL (akron_position_unapply (&pos, &bad));
  EXPECT_CRITICAL (akron_position_unapply (&pos, NULL));
  EXPECT_CRITICAL (akron_position_unapply (NULL, &undo));
  assert_unchanged (&pos, &saved);

  /* The real record still takes the move back. */
  akron_position_unapply (&pos, &undo);
  g_assert_cmpuint (akron_position_get_cell (&pos, move.from), ==, AKRON_CELL_VERT);
}

static void
test_lifted (void)
{
  AkronPosition pos, after, lifted;
  AkronUndo undo;
  AkronMove move;
  AkronColour winner = AKRON_HORZ;

  setup (&pos);
  after = pos;
  move = akron_move_step (akron_test_point (pos.geo, "C3"), akron_test_point (pos.geo, "D2"));
  akron_position_apply (&after, &move, &undo);

  /* Without a Move to take back, the result is a copy of the position (not garbage). */
  memset (&lifted, 0xaa, sizeof lifted);
  EXPECT_CRITICAL (akron_position_get_lifted (&after, NULL, &lifted));
  g_assert_true (memcmp (&lifted, &after, sizeof after) == 0);
  {
    AkronUndo add = undo;

    add.move = akron_move_add (0);
    memset (&lifted, 0xaa, sizeof lifted);
    EXPECT_CRITICAL (akron_position_get_lifted (&after, &add, &lifted));
    g_assert_true (memcmp (&lifted, &after, sizeof after) == 0);
  }
  {
    AkronUndo wrong = undo;

    wrong.move.to = AKRON_NO_POINT;
    EXPECT_CRITICAL (akron_position_get_lifted (&after, &wrong, &lifted));
    g_assert_true (memcmp (&lifted, &after, sizeof after) == 0);
    wrong.move.to = akron_test_point (pos.geo, "E1"); /* empty */
    EXPECT_CRITICAL (akron_position_get_lifted (&after, &wrong, &lifted));
    EXPECT_CRITICAL (g_assert_false (akron_position_connection_ends_game (&after, &wrong, TRUE,
                                                                          &winner, NULL)));
  }
  EXPECT_CRITICAL (akron_position_get_lifted (NULL, &undo, &lifted));
  EXPECT_CRITICAL (akron_position_get_lifted (&after, &undo, NULL));

  /* The real record: the moved piece is off the board. */
  akron_position_get_lifted (&after, &undo, &lifted);
  g_assert_cmpuint (akron_position_get_cell (&lifted, move.to), ==, AKRON_CELL_EMPTY);
  g_assert_cmpuint (akron_position_get_on_board (&lifted, AKRON_VERT), ==,
                    akron_position_get_on_board (&after, AKRON_VERT) - 1);

  /* @winner and @revealed are optional. */
  g_assert_false (akron_position_connection_ends_game (&after, &undo, TRUE, NULL, NULL));
  g_assert_false (akron_position_connection_ends_game (&after, NULL, FALSE, NULL, NULL));
  EXPECT_CRITICAL (g_assert_false (akron_position_connection_ends_game (NULL, NULL, FALSE,
                                                                        &winner, NULL)));
  g_assert_cmpuint (winner, ==, AKRON_HORZ);
}

static void
test_geometry (void)
{
  const AkronGeometry *geo = akron_geometry_get (8);
  guint n = 5;

  EXPECT_CRITICAL (g_assert_null (akron_geometry_get (2)));
  EXPECT_CRITICAL (g_assert_null (akron_geometry_get (17)));
  EXPECT_CRITICAL (g_assert_null (akron_geometry_get (G_MAXUINT)));
  EXPECT_CRITICAL (g_assert_false (akron_geometry_point_valid (NULL, 0, 0, 0)));
  g_assert_false (akron_geometry_point_valid (geo, 0, 8, 0));

  g_assert_cmpuint (akron_geometry_point (geo, 7, 0, 0), ==, geo->n_points - 1);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_geometry_point (geo, 8, 0, 0), ==, AKRON_NO_POINT));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_geometry_point (geo, 1, 7, 0), ==, AKRON_NO_POINT));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_geometry_point (geo, 0, 0, 8), ==, AKRON_NO_POINT));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_geometry_point (geo, G_MAXUINT, 0, 0), ==,
                                     AKRON_NO_POINT));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_geometry_point (NULL, 0, 0, 0), ==, AKRON_NO_POINT));

  EXPECT_CRITICAL (g_assert_null (akron_geometry_crossings (geo, geo->n_points, 0, &n)));
  g_assert_cmpuint (n, ==, 0);
  n = 5;
  EXPECT_CRITICAL (g_assert_null (akron_geometry_crossings (geo, 0, 2, &n)));
  g_assert_cmpuint (n, ==, 0);
  EXPECT_CRITICAL (g_assert_null (akron_geometry_crossings (geo, 0, 0, NULL)));
  EXPECT_CRITICAL (g_assert_null (akron_geometry_crossings (NULL, 0, 0, &n)));
}

static void
test_notation (void)
{
  const AkronGeometry *geo = akron_geometry_get (8);
  char buf[AKRON_MOVE_TEXT_MAX];
  AkronPoint point = 77;
  AkronMove move = akron_move_add (3), saved = move;
  AkronMove bad_add = akron_move_add (geo->n_points);
  AkronMove bad_kind = { 99, 0, 0 };

  EXPECT_CRITICAL (g_assert_cmpstr (akron_point_to_text (geo, geo->n_points, buf), ==, "?"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_point_to_text (NULL, 0, buf), ==, "?"));
  EXPECT_CRITICAL (g_assert_null (akron_point_to_text (geo, 0, NULL)));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_move_to_text (geo, &bad_add, buf), ==, "?"));
  g_assert_cmpstr (akron_move_to_text (geo, &bad_kind, buf), ==, "?");
  EXPECT_CRITICAL (g_assert_cmpstr (akron_move_to_text (geo, NULL, buf), ==, "?"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_move_to_text (NULL, &move, buf), ==, "?"));
  EXPECT_CRITICAL (g_assert_null (akron_move_to_text (geo, &move, NULL)));
  EXPECT_CRITICAL (g_assert_null (akron_move_to_string (geo, NULL)));
  EXPECT_CRITICAL (g_assert_null (akron_move_to_string (NULL, &move)));

  EXPECT_CRITICAL (g_assert_false (akron_point_parse (geo, NULL, &point, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_point_parse (NULL, "A1", &point, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_point_parse (geo, "A1", NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_move_parse (geo, NULL, &move, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_move_parse (NULL, "A1", &move, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_move_parse (geo, "A1", NULL, NULL)));
  g_assert_cmpuint (point, ==, 77);
  g_assert_true (akron_move_equal (&move, &saved));
}

static void
test_types (void)
{
  AkronMove move = akron_move_add (3);

  g_assert_cmpstr (akron_colour_to_string (AKRON_HORZ), ==, "horz");
  EXPECT_CRITICAL (g_assert_cmpstr (akron_colour_to_string (2), ==, "?"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_colour_get_name (7), ==, "?"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_result_to_string (9), ==, "none"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_reason_to_string (9), ==, "none"));
  EXPECT_CRITICAL (g_assert_null (akron_move_copy (NULL)));
  akron_move_free (NULL);
  EXPECT_CRITICAL (g_assert_false (akron_move_equal (NULL, &move)));
  EXPECT_CRITICAL (g_assert_false (akron_move_equal (&move, NULL)));
}

static void
test_game (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(GError) error = NULL;
  AkronMove bad = { 99, 0, 0 };
  AkronPoint chain[AKRON_MAX_POINTS];

  g_assert_null (akron_game_new (2, 0, TRUE, FALSE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  EXPECT_CRITICAL (g_assert_null (akron_game_new (8, 0, TRUE, FALSE, &error)));
  g_clear_error (&error);

  g_assert_false (akron_game_play (game, &bad, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  EXPECT_CRITICAL (g_assert_false (akron_game_play_text (game, "A1", &error)));
  g_clear_error (&error);
  EXPECT_CRITICAL (g_assert_false (akron_game_play (game, NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_game_play (NULL, &bad, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_game_play_text (game, NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_game_claim_draw (NULL, NULL)));
  EXPECT_CRITICAL (g_assert_false (akron_game_resign (NULL, NULL)));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);

  EXPECT_CRITICAL (g_assert_null (akron_game_get_move (game, 0)));
  EXPECT_CRITICAL (g_assert_null (akron_game_get_move_text (game, 0)));
  EXPECT_CRITICAL (g_assert_null (akron_game_get_move_text (NULL, 0)));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_game_get_winning_chain (game, NULL), ==, 0));
  g_assert_cmpuint (akron_game_get_winning_chain (game, chain), ==, 0);
  EXPECT_CRITICAL (g_assert_cmpuint (akron_game_get_size (NULL), ==, 0));
  EXPECT_CRITICAL (g_assert_null (akron_game_get_position (NULL)));

  akron_game_set_player_name (game, AKRON_VERT, "Ada");
  EXPECT_CRITICAL (akron_game_set_player_name (game, 2, "Bob"));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_game_get_player_name (game, 2), ==, ""));
  EXPECT_CRITICAL (g_assert_cmpstr (akron_game_get_player_for_colour (game, 5), ==, ""));
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_VERT), ==, "Ada");

  EXPECT_CRITICAL (akron_game_set_extra_tag (game, NULL, "x"));
  EXPECT_CRITICAL (akron_game_set_extra_tag (game, "Event", NULL));
  g_assert_cmpuint (akron_game_get_extra_tags (game)->len, ==, 0);
  EXPECT_CRITICAL (g_assert_null (akron_tag_new (NULL, "x")));
  EXPECT_CRITICAL (g_assert_null (akron_tag_new ("x", NULL)));
  akron_tag_free (NULL);

  /* The tree: nodes of another game, the root where a move is needed, NULL. */
  {
    g_autoptr(AkronGame) other = akron_game_new (5, 0, TRUE, FALSE, NULL);
    const AkronGameNode *root = akron_game_get_root (game);
    const AkronGameNode *foreign;

    g_assert_true (akron_game_play_text (other, "A1", NULL));
    foreign = akron_game_get_line_node (other, 1);
    EXPECT_CRITICAL (g_assert_false (akron_game_go_to_node (game, foreign)));
    EXPECT_CRITICAL (g_assert_false (akron_game_go_to_node (game, NULL)));
    EXPECT_CRITICAL (g_assert_false (akron_game_promote_line (game, foreign, NULL)));
    EXPECT_CRITICAL (g_assert_null (akron_game_delete_line (game, foreign)));
    EXPECT_CRITICAL (g_assert_null (akron_game_delete_line (game, root)));
    EXPECT_CRITICAL (g_assert_false (akron_game_restore_line (game, NULL, NULL)));
    EXPECT_CRITICAL (g_assert_null (akron_game_node_get_child (root, 0)));
    EXPECT_CRITICAL (g_assert_null (akron_game_node_get_move (NULL)));
    EXPECT_CRITICAL (g_assert_null (akron_game_get_node_text (game, NULL)));
    EXPECT_CRITICAL (g_assert_null (akron_game_get_root (NULL)));
    g_assert_null (akron_game_get_line_node (game, 1));
    g_assert_null (akron_game_node_get_move (root));
    g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 0);
    g_assert_cmpuint (akron_game_get_n_nodes (other), ==, 1);
    akron_game_branch_free (NULL);
  }
}

/* A name fills a card and a record line, never the screen: the engine keeps the first
 * AKRON_GAME_MAX_NAME_CHARS characters, cut between characters, and replaces invalid UTF-8. */
static void
test_player_name_limits (void)
{
  g_autoptr (AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autofree char *huge = g_strnfill (1000000, 'x');
  g_autoptr (GString) accents = g_string_new (NULL);
  g_autoptr (GString) record = NULL;
  g_autoptr (AkronGame) reread = NULL;
  g_autoptr (GError) error = NULL;
  const char *name;

  akron_game_set_player_name (game, AKRON_VERT, huge);
  name = akron_game_get_player_name (game, AKRON_VERT);
  g_assert_cmpuint (strlen (name), ==, AKRON_GAME_MAX_NAME_CHARS);
  g_assert_true (strspn (name, "x") == AKRON_GAME_MAX_NAME_CHARS);

  for (guint i = 0; i < AKRON_GAME_MAX_NAME_CHARS + 5; i++)
    g_string_append (accents, "\xc3\xa9"); /* é, two bytes */
  akron_game_set_player_name (game, AKRON_HORZ, accents->str);
  name = akron_game_get_player_name (game, AKRON_HORZ);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_cmpuint (g_utf8_strlen (name, -1), ==, AKRON_GAME_MAX_NAME_CHARS);
  g_assert_cmpuint (strlen (name), ==, 2 * AKRON_GAME_MAX_NAME_CHARS);

  akron_game_set_player_name (game, AKRON_HORZ, "Bo\xff" "b");
  name = akron_game_get_player_name (game, AKRON_HORZ);
  g_assert_true (g_utf8_validate (name, -1, NULL));
  g_assert_true (g_str_has_prefix (name, "Bo") && g_str_has_suffix (name, "b"));

  /* A record with a huge name reads, with the name cut the same way. */
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  record = g_string_new ("[Game \"Akron\"]\n[Size \"5\"]\n[Vert \"");
  g_string_append (record, huge);
  g_string_append (record, "\"]\n\nC3\n");
  reread = akron_record_parse (record->str, record->len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (strlen (akron_game_get_player_name (reread, AKRON_VERT)), ==,
                    AKRON_GAME_MAX_NAME_CHARS);
}

/* The evaluation refuses NULL and colours out of range, and its fallbacks leave the
 * caller's buffers as they were. */
static void
test_eval_refuses (void)
{
  g_autoptr (AkronEval) eval = akron_eval_new ();
  AkronPosition pos;
  AkronEvalOptions options;
  AkronEvalInfo info = { { 7, 7 }, { 7, 7 } };
  guint8 on_route[AKRON_MAX_POINTS];

  setup (&pos);
  akron_eval_options_init (&options);
  memset (on_route, 0x5a, sizeof on_route);

  EXPECT_CRITICAL (akron_eval_options_init (NULL));
  EXPECT_CRITICAL (akron_eval_analyse (NULL, &pos, &options, &info));
  EXPECT_CRITICAL (akron_eval_analyse (eval, NULL, &options, &info));
  EXPECT_CRITICAL (akron_eval_analyse (eval, &pos, NULL, &info));
  EXPECT_CRITICAL (akron_eval_analyse (eval, &pos, &options, NULL));
  g_assert_cmpuint (info.distance[0], ==, 7);
  EXPECT_CRITICAL (g_assert_cmpint (akron_eval_score (NULL, &options, &info), ==, 0));
  EXPECT_CRITICAL (g_assert_cmpint (akron_eval_score (&pos, NULL, &info), ==, 0));
  EXPECT_CRITICAL (g_assert_cmpint (akron_eval_score (&pos, &options, NULL), ==, 0));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_eval_distance (NULL, &pos, AKRON_VERT), ==,
                                     AKRON_EVAL_UNREACHABLE));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_eval_distance (eval, NULL, AKRON_VERT), ==,
                                     AKRON_EVAL_UNREACHABLE));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_eval_distance (eval, &pos, 2), ==,
                                     AKRON_EVAL_UNREACHABLE));
  EXPECT_CRITICAL (g_assert_cmpuint (akron_eval_distance (eval, &pos, (AkronColour) -1), ==,
                                     AKRON_EVAL_UNREACHABLE));
  EXPECT_CRITICAL (g_assert_false (akron_eval_mark_routes (NULL, &pos, &options, AKRON_VERT,
                                                           on_route)));
  EXPECT_CRITICAL (g_assert_false (akron_eval_mark_routes (eval, NULL, &options, AKRON_VERT,
                                                           on_route)));
  EXPECT_CRITICAL (g_assert_false (akron_eval_mark_routes (eval, &pos, NULL, AKRON_VERT,
                                                           on_route)));
  EXPECT_CRITICAL (g_assert_false (akron_eval_mark_routes (eval, &pos, &options, 2,
                                                           on_route)));
  EXPECT_CRITICAL (g_assert_false (akron_eval_mark_routes (eval, &pos, &options, AKRON_HORZ,
                                                           NULL)));
  g_assert_cmpuint (on_route[0], ==, 0x5a);
  akron_eval_free (NULL);

  /* And the real thing still works after all that. */
  g_assert_cmpuint (akron_eval_distance (eval, &pos, AKRON_VERT), <, AKRON_EVAL_UNREACHABLE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/api/pile-limits", test_pile_limits);
  g_test_add_func ("/api/position-setters", test_position_setters);
  g_test_add_func ("/api/position-queries", test_position_queries);
  g_test_add_func ("/api/check-move", test_check_move);
  g_test_add_func ("/api/apply-refuses", test_apply_refuses);
  g_test_add_func ("/api/unapply-refuses", test_unapply_refuses);
  g_test_add_func ("/api/lifted", test_lifted);
  g_test_add_func ("/api/geometry", test_geometry);
  g_test_add_func ("/api/notation", test_notation);
  g_test_add_func ("/api/types", test_types);
  g_test_add_func ("/api/game", test_game);
  g_test_add_func ("/api/player-name-limits", test_player_name_limits);
  g_test_add_func ("/api/eval-refuses", test_eval_refuses);

  return g_test_run ();
}
