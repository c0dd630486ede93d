/* test-computer-player.c: the computer opponent as a player of the match, without a display
 *
 * Node budgets make its moves the same every time, so each test knows the move it must
 * see: the one akron_search_genmove() finds for the position with the same limits.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-computer-player.h"
#include "akron-match.h"
#include "akron-record.h"
#include "akron-test-player.h"
#include "akron-ui-test-util.h"

#define TEST_NODES 400

typedef struct
{
  AkronGame *game;
  AkronDocument *document;
  AkronTestPlayer *person;       /* Vert */
  AkronComputerPlayer *computer; /* Horz */
  AkronMatch *match;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  gboolean swap = GPOINTER_TO_INT (data);

  f->game = akron_game_new (5, 0, swap, FALSE, NULL);
  f->document = akron_document_new (f->game, NULL);
  f->person = akron_test_person_new ();
  f->computer = akron_computer_player_new (AKRON_LEVEL_MEDIUM);
  akron_computer_player_set_nodes (f->computer, TEST_NODES);
  akron_computer_player_set_min_delay (f->computer, 0);
  f->match = akron_match_new (f->document, AKRON_PLAYER (f->person),
                              AKRON_PLAYER (f->computer));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->match);
  g_clear_object (&f->computer);
  g_clear_object (&f->person);
  g_clear_object (&f->document);
  g_clear_object (&f->game);
}

/* The computer thinks while the main loop runs, then plays the move its search finds. */
static void
test_plays_search_move (Fixture *f, gconstpointer data)
{
  /* Long enough for the checks below to run before the move comes. */
  akron_computer_player_set_min_delay (f->computer, 200);
  for (guint turn = 0; turn < 3; turn++)
    {
      const char *moves[] = { "A1", "B3", "E2" };
      AkronMove expected;

      akron_test_person_choose (f->person, f->game, moves[turn]);
      g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2 * turn + 1);
      expected = akron_test_expected_move (f->computer, f->game);
      g_assert_true (akron_computer_player_get_thinking (f->computer));
      g_assert_false (akron_match_get_person_to_move (f->match));

      akron_test_wait_for_game_ply (f->game, 2 * turn + 2);
      g_assert_true (akron_move_equal (akron_game_get_move (f->game, 2 * turn + 1),
                                       &expected));
      g_assert_false (akron_computer_player_get_thinking (f->computer));
      g_assert_true (akron_match_get_person_to_move (f->match));
    }
}

/* With the pie rule the computer swaps when its search says so: the centre of a small
 * board is too strong a first move to leave to Vert. */
static void
test_swaps (Fixture *f, gconstpointer data)
{
  AkronMove expected;

  akron_computer_player_set_min_delay (f->computer, 200);
  akron_test_person_choose (f->person, f->game, "C3");
  expected = akron_test_expected_move (f->computer, f->game);
  g_assert_cmpint (expected.kind, ==, AKRON_MOVE_SWAP);
  akron_test_wait_for_game_ply (f->game, 2);
  g_assert_cmpint (akron_game_get_move (f->game, 1)->kind, ==, AKRON_MOVE_SWAP);
  g_assert_true (akron_game_get_players_swapped (f->game));
  /* After the swap the person plays Horz, and it is their turn. */
  g_assert_true (akron_match_get_person_to_move (f->match));
}

/* The move comes no sooner than the minimum delay after the turn began. */
static void
test_min_delay (Fixture *f, gconstpointer data)
{
  gint64 start;
  gint64 elapsed_ms;

  akron_computer_player_set_min_delay (f->computer, 300);
  akron_test_person_choose (f->person, f->game, "A1");
  start = g_get_monotonic_time ();
  akron_test_wait_for_game_ply (f->game, 2);
  elapsed_ms = (g_get_monotonic_time () - start) / 1000;
  g_assert_cmpint (elapsed_ms, >=, 290);
}

/* Undo while the computer thinks stops the search at once; nothing is played later. */
static void
test_undo_cancels_search (Fixture *f, gconstpointer data)
{
  gint64 start;

  /* A search that would take far longer than the test (Medium stops at depth 2). */
  akron_computer_player_set_level (f->computer, AKRON_LEVEL_EXPERT);
  akron_computer_player_set_nodes (f->computer, G_GUINT64_CONSTANT (1000000000));
  akron_test_person_choose (f->person, f->game, "A1");
  akron_test_run_for (50);
  g_assert_true (akron_computer_player_get_thinking (f->computer));

  start = g_get_monotonic_time ();
  akron_game_undo (f->game);
  g_assert_false (akron_computer_player_get_thinking (f->computer));
  g_assert_true (akron_match_get_person_to_move (f->match));
  akron_test_run_for (200);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 0);
  g_assert_cmpuint (akron_game_get_n_moves (f->game), ==, 1);
  g_test_message ("undo returned after %" G_GINT64_FORMAT " us",
                  g_get_monotonic_time () - start - 200000);

  /* And the computer plays again from the person's next move. */
  akron_computer_player_set_nodes (f->computer, TEST_NODES);
  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 2);
}

/* Another game replaces the one the computer was thinking about: its answer is dropped and
 * it is asked about the new game. */
static void
test_new_game_drops_search (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronDocument) document = NULL;

  akron_computer_player_set_min_delay (f->computer, 200);
  akron_test_person_choose (f->person, f->game, "A1");
  g_assert_true (akron_computer_player_get_thinking (f->computer));

  g_assert_true (akron_game_play_text (game, "E5", NULL));
  document = akron_document_new (game, NULL);
  akron_match_set_document (f->match, document);
  akron_test_run_for (400);
  /* The old game waits where it was; the new one got the computer's move. */
  g_assert_cmpuint (akron_game_get_n_moves (f->game), ==, 1);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);
}

/* Behind in a position repeated three times, the computer claims the draw (the position
 * of the engine's own claim-draw test: Horz threatens two rows that Vert cannot both cut). */
static void
test_claims_draw (void)
{
  g_autoptr(AkronGame) game = akron_game_new (4, 8, FALSE, FALSE, NULL);
  g_autoptr(AkronDocument) document = NULL;
  g_autoptr(AkronComputerPlayer) computer = akron_computer_player_new (AKRON_LEVEL_MEDIUM);
  g_autoptr(AkronTestPlayer) person = akron_test_person_new ();
  g_autoptr(AkronMatch) match = NULL;
  g_auto(GStrv) moves = g_strsplit ("A1 A3 B1 B3 A1-C1 C3 C1-A1 A2 A1-C1 B2 C1-A1 C2 A1-C1 A4 "
                                    "C1-A1 A4-B4 A1-C1 B4-A4 C1-A1 A4-B4 A1-C1 B4-A4", " ", -1);
  gint64 deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;

  for (guint i = 0; moves[i] != NULL; i++)
    g_assert_true (akron_game_play_text (game, moves[i], NULL));
  g_assert_true (akron_game_get_draw_claimable (game));
  g_assert_cmpint (akron_game_get_to_move (game), ==, AKRON_VERT);

  akron_computer_player_set_nodes (computer, akron_level_get_nodes (AKRON_LEVEL_MEDIUM));
  akron_computer_player_set_min_delay (computer, 0);
  document = akron_document_new (game, NULL);
  match = akron_match_new (document, AKRON_PLAYER (computer), AKRON_PLAYER (person));
  while (!akron_game_is_over (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_cmpint (akron_game_get_result (game), ==, AKRON_RESULT_DRAW);
  g_assert_cmpint (akron_game_get_move (game, 22)->kind, ==, AKRON_MOVE_DRAW);
}

/* Released while it thinks: the search is cancelled and nothing is left behind. */
static void
test_dispose_while_thinking (void)
{
  g_autoptr(AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, NULL);
  AkronComputerPlayer *computer = akron_computer_player_new (AKRON_LEVEL_EXPERT);
  GWeakRef ref;

  g_weak_ref_init (&ref, computer);
  akron_player_begin_turn (AKRON_PLAYER (computer), game);
  g_assert_true (akron_computer_player_get_thinking (computer));
  g_object_unref (computer);
  /* The worker's reference goes when the cancelled search returns. */
  {
    gint64 deadline = g_get_monotonic_time () + 5 * G_TIME_SPAN_SECOND;
    GObject *alive;

    while ((alive = g_weak_ref_get (&ref)) != NULL)
      {
        g_object_unref (alive);
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);
        g_main_context_iteration (NULL, TRUE);
      }
  }
  g_weak_ref_clear (&ref);
}

/* Who the computer is survives a record: written as tags, read back. */
static void
test_tags_round_trip (void)
{
  g_autoptr(AkronGame) game = akron_game_new (6, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronGame) read = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  AkronColour colour;
  AkronLevel level;

  g_assert_false (akron_computer_player_read_tags (game, &colour, &level));
  akron_game_set_player_name (game, AKRON_HORZ, "Ada");
  akron_computer_player_tag_game (game, AKRON_VERT, AKRON_LEVEL_EXPERT);
  g_assert_true (akron_game_play_text (game, "C3", NULL));

  text = akron_record_write (game);
  g_assert_nonnull (strstr (text, "[Computer \"vert\"]"));
  g_assert_nonnull (strstr (text, "[Level \"expert\"]"));
  read = akron_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (akron_computer_player_read_tags (read, &colour, &level));
  g_assert_cmpint (colour, ==, AKRON_VERT);
  g_assert_cmpint (level, ==, AKRON_LEVEL_EXPERT);
  g_assert_cmpstr (akron_game_get_player_name (read, AKRON_VERT), ==, "Computer");
  g_assert_cmpstr (akron_game_get_player_name (read, AKRON_HORZ), ==, "Ada");
}

/* A tag this version does not know is a game between people; an unknown level, Medium. */
static void
test_tags_unknown (void)
{
  static const char *const records[] = {
    "[Size \"5\"]\n[Computer \"both\"]\n\n",
    "[Size \"5\"]\n[Computer \"horz\"]\n[Level \"grandmaster\"]\n\n",
  };
  AkronColour colour;
  AkronLevel level;

  for (guint i = 0; i < G_N_ELEMENTS (records); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AkronGame) game = akron_record_parse (records[i], -1, &error);

      g_assert_no_error (error);
      g_assert_cmpint (akron_computer_player_read_tags (game, &colour, &level), ==, i == 1);
    }
  g_assert_cmpint (colour, ==, AKRON_HORZ);
  g_assert_cmpint (level, ==, AKRON_LEVEL_MEDIUM);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, swap, func) \
  g_test_add ("/computer-player/" name, Fixture, GINT_TO_POINTER (swap), fixture_set_up, \
              func, fixture_tear_down)
  ADD ("plays-search-move", FALSE, test_plays_search_move);
  ADD ("swaps", TRUE, test_swaps);
  ADD ("min-delay", FALSE, test_min_delay);
  ADD ("undo-cancels-search", FALSE, test_undo_cancels_search);
  ADD ("new-game-drops-search", FALSE, test_new_game_drops_search);
#undef ADD
  g_test_add_func ("/computer-player/claims-draw", test_claims_draw);
  g_test_add_func ("/computer-player/dispose-while-thinking", test_dispose_while_thinking);
  g_test_add_func ("/computer-player/tags-round-trip", test_tags_round_trip);
  g_test_add_func ("/computer-player/tags-unknown", test_tags_unknown);

  return g_test_run ();
}
