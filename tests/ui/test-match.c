/* test-match.c: the player seam, with a scripted player who is not at this computer
 *
 * The scripted player answers from the main loop, some milliseconds after it is asked, as
 * the computer opponent will. No display needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-computer-player.h"
#include "akron-match.h"
#include "akron-test-player.h"
#include "akron-ui-test-util.h"

typedef struct
{
  AkronDocument *document;
  AkronGame *game;
  AkronTestPlayer *person;   /* starts as Vert */
  AkronTestPlayer *computer; /* starts as Horz */
  AkronMatch *match;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  gboolean swap = GPOINTER_TO_INT (data);

  f->game = akron_game_new (5, 0, swap, FALSE, NULL);
  f->document = akron_document_new (f->game, NULL);
  f->person = akron_test_person_new ();
  f->computer = akron_test_player_new ("Computer", 30);
  f->match = akron_match_new (f->document, AKRON_PLAYER (f->person),
                              AKRON_PLAYER (f->computer));
  /* The match asks the first player from the main loop. */
  akron_test_settle ();
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->match);
  g_clear_object (&f->person);
  g_clear_object (&f->computer);
  g_clear_object (&f->document);
  g_clear_object (&f->game);
}

static void
count_notify (guint *count)
{
  (*count)++;
}

/* The person's move is played; the computer is asked, and its move is played when it
 * comes, a while later. */
static void
test_moves_are_played (Fixture *f, gconstpointer data)
{
  g_assert_true (akron_match_get_player_to_move (f->match) == AKRON_PLAYER (f->person));
  g_assert_true (akron_match_get_person_to_move (f->match));
  g_assert_null (akron_match_get_input_refusal (f->match));

  akron_test_person_choose (f->person, f->game, "C3");
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);
  g_assert_true (akron_match_get_player_to_move (f->match) == AKRON_PLAYER (f->computer));
  g_assert_cmpuint (akron_test_player_get_n_asked (f->computer), ==, 1);
  /* Not at once: the answer comes from the main loop. */
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);

  akron_test_wait_for_game_ply (f->game, 2);
  g_assert_true (akron_move_equal (akron_game_get_move (f->game, 1),
                                   akron_test_player_get_move (f->computer)));
  g_assert_true (akron_match_get_person_to_move (f->match));

  /* And again. */
  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 4);
  g_assert_cmpuint (akron_test_player_get_n_asked (f->computer), ==, 2);
}

/* During the computer's turn the board must refuse clicks, and say why; the person is
 * offered nothing. */
static void
test_refusal_during_other_turn (Fixture *f, gconstpointer data)
{
  akron_test_player_set_manual (f->computer, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");

  g_assert_cmpstr (akron_match_get_input_refusal (f->match), ==, "It is Computer’s turn");
  g_assert_false (akron_match_get_person_to_move (f->match));
  g_assert_false (akron_match_get_swap_offered (f->match));

  /* A move the person chooses anyway (a click that got through) is not theirs to play. */
  akron_test_person_choose (f->person, f->game, "B2");
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);

  akron_test_player_answer (f->computer);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
  g_assert_null (akron_match_get_input_refusal (f->match));
}

/* Without the computer's name, the refusal names the game's player for the colour. */
static void
test_refusal_names_player (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronTestPlayer) nameless = akron_test_player_new (NULL, 30);

  akron_game_set_player_name (f->game, AKRON_HORZ, "Bob");
  akron_match_set_player (f->match, AKRON_HORZ, AKRON_PLAYER (nameless));
  akron_test_player_set_manual (nameless, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");
  g_assert_cmpstr (akron_match_get_input_refusal (f->match), ==, "It is Bob’s turn");
}

/* Undo during the computer's turn cancels it; its answer, if it comes anyway, is dropped. */
static void
test_undo_cancels_turn (Fixture *f, gconstpointer data)
{
  akron_test_player_set_ignore_cancel (f->computer, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");
  g_assert_cmpuint (akron_test_player_get_n_asked (f->computer), ==, 1);

  akron_game_undo (f->game);
  g_assert_cmpuint (akron_test_player_get_n_cancelled (f->computer), ==, 1);
  g_assert_true (akron_match_get_person_to_move (f->match));

  /* The careless answer arrives: it was for a position that is gone. */
  akron_test_run_for (200);
  g_assert_cmpuint (akron_test_player_get_n_answered (f->computer), ==, 1);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 0);
  g_assert_cmpuint (akron_game_get_n_moves (f->game), ==, 1);
}

/* A late answer for an older position is dropped, even when the same player is asked
 * again in between. */
static void
test_late_move_dropped (Fixture *f, gconstpointer data)
{
  AkronMove stale;
  AkronPosition old;

  akron_test_player_set_manual (f->computer, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");
  stale = *akron_test_player_get_move (f->computer);
  old = *akron_test_player_get_position (f->computer);

  /* Back, and another move: the computer is asked about a new position. */
  akron_game_undo (f->game);
  akron_test_person_choose (f->person, f->game, "A1");
  g_assert_cmpuint (akron_test_player_get_n_asked (f->computer), ==, 2);

  /* The answer to the first question comes now: the match must drop it, legal here or
   * not. */
  akron_player_decide (AKRON_PLAYER (f->computer), &old, &stale);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);

  /* The right answer is played. */
  akron_test_player_answer (f->computer);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
}

/* Browsing back never makes the computer move: it plays only at the end of the line. */
static void
test_browsing_does_not_start_computer (Fixture *f, gconstpointer data)
{
  akron_test_person_choose (f->person, f->game, "C3");
  akron_test_wait_for_game_ply (f->game, 2);
  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 4);

  akron_game_go_to_ply (f->game, 1);
  g_assert_true (akron_match_get_player_to_move (f->match) == AKRON_PLAYER (f->computer));
  akron_test_run_for (200);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);
  g_assert_cmpuint (akron_game_get_n_moves (f->game), ==, 4);
  g_assert_nonnull (akron_match_get_input_refusal (f->match));

  /* Back at the end, it is the person's turn. */
  akron_game_go_to_ply (f->game, 4);
  g_assert_true (akron_match_get_person_to_move (f->match));
}

/* A player who answers inside begin_turn() (a very fast computer) does not make moves
 * nest inside moves: two such players play a game out from the main loop. */
static void
test_instant_players (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronTestPlayer) a = akron_test_player_new ("A", 0);
  g_autoptr(AkronTestPlayer) b = akron_test_player_new ("B", 0);

  akron_match_set_player (f->match, AKRON_VERT, AKRON_PLAYER (a));
  akron_match_set_player (f->match, AKRON_HORZ, AKRON_PLAYER (b));
  akron_test_wait_for_game_ply (f->game, 6);
}

/* After a swap the players keep their people: the computer, who swapped, now plays Vert
 * and moves after the person. */
static void
test_swap_follows_people (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  akron_test_player_set_manual (f->computer, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");
  g_assert_true (akron_game_get_swap_available (f->game));
  g_assert_false (akron_match_get_swap_offered (f->match)); /* not the person's choice */

  akron_player_decide (AKRON_PLAYER (f->computer), akron_game_get_position (f->game),
                       &(AkronMove) { AKRON_MOVE_SWAP, AKRON_NO_POINT, AKRON_NO_POINT });
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
  g_assert_true (akron_game_get_players_swapped (f->game));
  /* Horz moves next: the person, who now plays Horz. */
  g_assert_cmpuint (akron_game_get_to_move (f->game), ==, AKRON_HORZ);
  g_assert_true (akron_match_get_player_to_move (f->match) == AKRON_PLAYER (f->person));
  g_assert_true (akron_match_get_player_for_colour (f->match, AKRON_VERT)
                 == AKRON_PLAYER (f->computer));
}

/* A new game for the document (moves brought back, a file loaded) cancels the turn. */
static void
test_document_change_cancels (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronGame) other = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronDocument) document = akron_document_new (other, NULL);

  akron_test_player_set_ignore_cancel (f->computer, TRUE);
  akron_test_person_choose (f->person, f->game, "C3");
  akron_match_set_document (f->match, document);
  g_assert_cmpuint (akron_test_player_get_n_cancelled (f->computer), ==, 1);
  akron_test_run_for (200);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);
  g_assert_cmpuint (akron_game_get_ply (other), ==, 0);
}

/* Undo and redo by turns step over the other player's moves to the person's turn, and say
 * when they can (notified, for the window's undo and redo actions). */
static void
test_undo_redo_turn (Fixture *f, gconstpointer data)
{
  guint n_undo_notified = 0;

  g_signal_connect_swapped (f->match, "notify::can-undo-turn", G_CALLBACK (count_notify),
                            &n_undo_notified);
  g_assert_false (akron_match_get_can_undo_turn (f->match));
  g_assert_false (akron_match_get_can_redo_turn (f->match));

  akron_test_person_choose (f->person, f->game, "C3");
  akron_test_wait_for_game_ply (f->game, 2);
  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 4);
  g_assert_true (akron_match_get_can_undo_turn (f->match));
  g_assert_cmpuint (n_undo_notified, ==, 1);

  akron_match_undo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
  akron_match_undo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 0);
  g_assert_false (akron_match_get_can_undo_turn (f->match));
  g_assert_true (akron_match_get_can_redo_turn (f->match));
  g_assert_cmpuint (n_undo_notified, ==, 2);
  g_assert_true (akron_match_get_person_to_move (f->match));

  akron_match_redo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
  akron_match_redo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 4);
  g_assert_false (akron_match_get_can_redo_turn (f->match));
  /* Nothing to redo: nothing happens. */
  akron_match_redo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 4);
  g_assert_cmpuint (akron_test_player_get_n_asked (f->computer), ==, 2);
}

/* Issue 15: against the computer, a move after undo starts a variation; undo and redo by
 * turns then follow that line, and the old line stays in the game. */
static void
test_undo_redo_turn_follow_line (Fixture *f, gconstpointer data)
{
  akron_test_person_choose (f->person, f->game, "C3");
  akron_test_wait_for_game_ply (f->game, 2);
  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 4);

  akron_match_undo_turn (f->match);
  akron_test_person_choose (f->person, f->game, "D4");
  akron_test_wait_for_game_ply (f->game, 4);
  g_assert_cmpuint (akron_game_get_n_nodes (f->game), ==, 6);
  g_assert_cmpuint (akron_game_node_get_index (akron_game_get_line_node (f->game, 3)), ==, 1);

  akron_match_undo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 2);
  akron_match_redo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 4);
  {
    g_autofree char *move = akron_game_get_move_text (f->game, 2);
    g_assert_cmpstr (move, ==, "D4");
  }
  g_assert_cmpuint (akron_game_get_n_nodes (f->game), ==, 6);
}

/* When the other player moved first, its first move is not the person's to take back. */
static void
test_undo_turn_keeps_first_move (Fixture *f, gconstpointer data)
{
  akron_match_set_player (f->match, AKRON_VERT, AKRON_PLAYER (f->computer));
  akron_match_set_player (f->match, AKRON_HORZ, AKRON_PLAYER (f->person));
  akron_test_wait_for_game_ply (f->game, 1);
  g_assert_true (akron_game_get_can_undo (f->game));
  g_assert_false (akron_match_get_can_undo_turn (f->match));

  akron_test_person_choose (f->person, f->game, "B2");
  akron_test_wait_for_game_ply (f->game, 3);
  g_assert_true (akron_match_get_can_undo_turn (f->match));
  akron_match_undo_turn (f->match);
  g_assert_cmpuint (akron_game_get_ply (f->game), ==, 1);
  g_assert_false (akron_match_get_can_undo_turn (f->match));
  g_assert_true (akron_match_get_person_to_move (f->match));
}

/* Once people are seated, each game seats its players from its record tags: the match's
 * computer at the colour and level that [Computer] and [Level] say, the people elsewhere. */
static void
test_seats_from_tags (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronTestPlayer) other = akron_test_person_new ();
  g_autoptr(AkronGame) tagged = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) untagged = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronDocument) tagged_document = NULL;
  g_autoptr(AkronDocument) untagged_document = akron_document_new (untagged, NULL);
  AkronComputerPlayer *computer = akron_match_get_computer (f->match);

  g_assert_true (AKRON_IS_COMPUTER_PLAYER (computer));
  akron_computer_player_tag_game (tagged, AKRON_HORZ, AKRON_LEVEL_HARD);
  tagged_document = akron_document_new (tagged, NULL);

  akron_match_seat_people (f->match, AKRON_PLAYER (f->person), AKRON_PLAYER (other));
  /* The fixture's game has no tags: two people. */
  g_assert_true (akron_match_get_player (f->match, AKRON_VERT) == AKRON_PLAYER (f->person));
  g_assert_true (akron_match_get_player (f->match, AKRON_HORZ) == AKRON_PLAYER (other));

  akron_match_set_document (f->match, tagged_document);
  g_assert_true (akron_match_get_player (f->match, AKRON_VERT) == AKRON_PLAYER (f->person));
  g_assert_true (akron_match_get_player (f->match, AKRON_HORZ) == AKRON_PLAYER (computer));
  g_assert_cmpint (akron_computer_player_get_level (computer), ==, AKRON_LEVEL_HARD);
  g_assert_true (akron_match_get_person_to_move (f->match));

  akron_match_set_document (f->match, untagged_document);
  g_assert_true (akron_match_get_player (f->match, AKRON_HORZ) == AKRON_PLAYER (other));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, swap) \
  g_test_add (path, Fixture, GINT_TO_POINTER (swap), fixture_set_up, func, fixture_tear_down)
  ADD ("/match/moves-are-played", test_moves_are_played, FALSE);
  ADD ("/match/refusal-during-other-turn", test_refusal_during_other_turn, TRUE);
  ADD ("/match/refusal-names-player", test_refusal_names_player, FALSE);
  ADD ("/match/undo-cancels-turn", test_undo_cancels_turn, FALSE);
  ADD ("/match/late-move-dropped", test_late_move_dropped, FALSE);
  ADD ("/match/browsing-does-not-start-computer", test_browsing_does_not_start_computer, FALSE);
  ADD ("/match/instant-players", test_instant_players, FALSE);
  ADD ("/match/swap-follows-people", test_swap_follows_people, TRUE);
  ADD ("/match/document-change-cancels", test_document_change_cancels, FALSE);
  ADD ("/match/undo-redo-turn", test_undo_redo_turn, FALSE);
  ADD ("/match/undo-turn-keeps-first-move", test_undo_turn_keeps_first_move, FALSE);
  ADD ("/match/undo-redo-turn-follow-line", test_undo_redo_turn_follow_line, FALSE);
  ADD ("/match/seats-from-tags", test_seats_from_tags, FALSE);
#undef ADD

  return g_test_run ();
}
