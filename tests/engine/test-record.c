/* test-record.c: .akron game records
 *
 * Round trips (akron_record_write() then akron_record_parse(), and the file helpers), a
 * record written by hand, and the errors of malformed records, which must name the line,
 * the move and the reason.
 *
 * The 3x3 games used here are worked out by hand from RULES.md: A3' rests on A3, B3, A2
 * and B2; each player has 4 pieces.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <glib/gstdio.h>

#include "akron-record.h"
#include "akron-notation.h"

/* Vert B2 B3 C2 against Horz A2 A3 A1; then C2 climbs to A3', resting on B3 and B2. */
static const char * const climb_game[] = { "B2", "A2", "B3", "A3", "C2", "A1", "C2-A3'", NULL };
/* Vert fills column B and wins at the start of move 7 (Horz's C3 cannot cut it). */
static const char * const column_game[] = { "B1", "A1", "B2", "A2", "B3", "C3", NULL };
/* Without the delay the same column wins at once, at move 5. */
static const char * const column_no_delay_game[] = { "B1", "A1", "B2", "A2", "B3", NULL };
/* B2 A2 B3 A3, then two shuffles that bring the position back twice, and a claim. */
static const char * const repetition_game[] = {
  "B2", "A2", "B3", "A3",
  "B3-C2", "A3-A1", "C2-B3", "A1-A3",
  "B3-C2", "A3-A1", "C2-B3", "A1-A3",
  "draw", NULL
};

static AkronGame *
play_game (guint size, gboolean swap, gboolean no_delay, const char * const *moves)
{
  g_autoptr(GError) error = NULL;
  AkronGame *game = akron_game_new (size, 0, swap, no_delay, &error);

  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      akron_game_play_text (game, moves[i], &error);
      g_assert_no_error (error);
    }

  return game;
}

static void
assert_same_game (AkronGame *a, AkronGame *b)
{
  g_assert_cmpuint (akron_game_get_size (a), ==, akron_game_get_size (b));
  g_assert_cmpuint (akron_game_get_pieces (a), ==, akron_game_get_pieces (b));
  g_assert_cmpint (akron_game_get_swap (a), ==, akron_game_get_swap (b));
  g_assert_cmpint (akron_game_get_no_delay (a), ==, akron_game_get_no_delay (b));
  g_assert_cmpuint (akron_game_get_n_moves (a), ==, akron_game_get_n_moves (b));
  g_assert_cmpuint (akron_game_get_ply (a), ==, akron_game_get_ply (b));
  g_assert_cmpint (akron_game_get_result (a), ==, akron_game_get_result (b));
  g_assert_cmpint (akron_game_get_reason (a), ==, akron_game_get_reason (b));
  g_assert_cmpint (akron_game_get_to_move (a), ==, akron_game_get_to_move (b));
  g_assert_cmpuint (akron_game_get_repetitions (a), ==, akron_game_get_repetitions (b));
  g_assert_cmpint (akron_game_get_players_swapped (a), ==, akron_game_get_players_swapped (b));
  g_assert_true (akron_position_equal (akron_game_get_position (a),
                                       akron_game_get_position (b)));
  g_assert_cmpstr (akron_game_get_player_name (a, AKRON_VERT), ==,
                   akron_game_get_player_name (b, AKRON_VERT));
  g_assert_cmpstr (akron_game_get_player_name (a, AKRON_HORZ), ==,
                   akron_game_get_player_name (b, AKRON_HORZ));

  for (guint i = 0; i < akron_game_get_n_moves (a); i++)
    g_assert_true (akron_move_equal (akron_game_get_move (a, i), akron_game_get_move (b, i)));
}

/* Writes @game, reads it back, checks that both are the same game; returns the copy. */
static AkronGame *
round_trip (AkronGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = akron_record_write (game);
  g_autofree char *again = NULL;
  AkronGame *copy;

  copy = akron_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (copy);
  assert_same_game (game, copy);

  /* Writing is stable: the copy writes the same text. */
  again = akron_record_write (copy);
  g_assert_cmpstr (again, ==, text);

  return copy;
}

static void
test_round_trip_unfinished (void)
{
  g_autoptr(AkronGame) game = play_game (3, TRUE, FALSE, climb_game);
  g_autoptr(AkronGame) copy = round_trip (game);
  g_autofree char *text = akron_record_write (game);

  g_assert_cmpstr (text, ==,
                   "[Game \"Akron\"]\n"
                   "[Version \"1\"]\n"
                   "[Size \"3\"]\n"
                   "[Pieces \"4\"]\n"
                   "[Swap \"yes\"]\n"
                   "[NoDelay \"no\"]\n"
                   "[Result \"none\"]\n"
                   "\n"
                   "1. B2 A2 2. B3 A3 3. C2 A1 4. C2-A3'\n");
}

static void
test_round_trip_ended (void)
{
  g_autoptr(AkronGame) won = play_game (3, TRUE, FALSE, column_game);
  g_autoptr(AkronGame) won_copy = NULL;
  g_autoptr(AkronGame) no_delay = play_game (3, TRUE, TRUE, column_no_delay_game);
  g_autoptr(AkronGame) drawn = play_game (3, TRUE, FALSE, repetition_game);
  g_autoptr(AkronGame) drawn_copy = NULL;
  const char * const resigned_moves[] = { "B2", "A2", "resign", NULL };
  g_autoptr(AkronGame) resigned = play_game (3, FALSE, FALSE, resigned_moves);
  g_autoptr(AkronGame) resigned_copy = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpint (akron_game_get_result (won), ==, AKRON_RESULT_VERT);
  g_assert_cmpint (akron_game_get_reason (won), ==, AKRON_REASON_CONNECTION);
  won_copy = round_trip (won);
  g_assert_true (akron_game_is_over (won_copy));

  g_object_unref (round_trip (no_delay));

  g_assert_cmpint (akron_game_get_result (drawn), ==, AKRON_RESULT_DRAW);
  drawn_copy = round_trip (drawn);
  g_assert_cmpint (akron_game_get_reason (drawn_copy), ==, AKRON_REASON_REPETITION);
  text = akron_record_write (drawn);
  g_assert_nonnull (strstr (text, "[Result \"draw\"]\n"));
  g_assert_true (g_str_has_suffix (text, " draw\n"));

  g_assert_cmpint (akron_game_get_result (resigned), ==, AKRON_RESULT_HORZ);
  resigned_copy = round_trip (resigned);
  g_assert_cmpint (akron_game_get_reason (resigned_copy), ==, AKRON_REASON_RESIGNATION);
  g_assert_false (akron_game_get_swap (resigned_copy));
}

static void
test_round_trip_redo (void)
{
  g_autoptr(AkronGame) game = play_game (3, TRUE, FALSE, column_game);
  g_autoptr(AkronGame) copy = NULL;
  g_autofree char *text = NULL;

  /* Viewing move 3 of the won game: not over there, three moves to redo. */
  g_assert_true (akron_game_go_to_ply (game, 3));
  text = akron_record_write (game);
  g_assert_nonnull (strstr (text, "[Result \"none\"]\n[Ply \"3\"]\n"));
  g_assert_nonnull (strstr (text, "1. B1 A1 2. B2 A2 3. B3 C3\n"));

  copy = round_trip (game);
  g_assert_cmpuint (akron_game_get_ply (copy), ==, 3);
  g_assert_cmpuint (akron_game_get_n_moves (copy), ==, 6);
  g_assert_true (akron_game_get_can_redo (copy));
  g_assert_false (akron_game_is_over (copy));

  /* The redo history is the real game. */
  g_assert_true (akron_game_go_to_ply (copy, 6));
  g_assert_cmpint (akron_game_get_result (copy), ==, AKRON_RESULT_VERT);

  /* Ply 0 too. */
  g_assert_true (akron_game_go_to_ply (game, 0));
  g_object_unref (round_trip (game));
}

static void
test_round_trip_swap (void)
{
  const char * const moves[] = { "C3", "swap", "B2", "D4", NULL };
  g_autoptr(AkronGame) game = play_game (5, TRUE, FALSE, moves);
  g_autoptr(AkronGame) copy = NULL;

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  copy = round_trip (game);
  g_assert_true (akron_game_get_players_swapped (copy));
  /* Bob swapped: he plays Vert now. */
  g_assert_cmpstr (akron_game_get_player_for_colour (copy, AKRON_VERT), ==, "Bob");
}

static void
test_round_trip_tags (void)
{
  g_autoptr(AkronGame) game = play_game (4, FALSE, TRUE, (const char *[]) { "A1", NULL });
  g_autoptr(AkronGame) copy = NULL;
  g_autofree char *text = NULL;
  GPtrArray *tags;

  akron_game_set_player_name (game, AKRON_VERT, "Ann \"the hat\" O'Neil");
  akron_game_set_player_name (game, AKRON_HORZ, "C:\\Bob\\");
  akron_game_set_extra_tag (game, "Event", "Club night # 3 [final]");
  akron_game_set_extra_tag (game, "Date", "2026.11.21");
  akron_game_set_extra_tag (game, "Round", "");

  text = akron_record_write (game);
  g_assert_cmpstr (text, ==,
                   "[Game \"Akron\"]\n"
                   "[Version \"1\"]\n"
                   "[Size \"4\"]\n"
                   "[Pieces \"8\"]\n"
                   "[Swap \"no\"]\n"
                   "[NoDelay \"yes\"]\n"
                   "[Vert \"Ann \\\"the hat\\\" O'Neil\"]\n"
                   "[Horz \"C:\\\\Bob\\\\\"]\n"
                   "[Date \"2026.11.21\"]\n"
                   "[Result \"none\"]\n"
                   "[Event \"Club night # 3 [final]\"]\n"
                   "[Round \"\"]\n"
                   "\n"
                   "1. A1\n");

  copy = round_trip (game);
  tags = akron_game_get_extra_tags (copy);
  g_assert_cmpuint (tags->len, ==, 3);
  /* Read back in the order written: Date has its customary place. */
  g_assert_cmpstr (((AkronTag *) tags->pdata[0])->key, ==, "Date");
  g_assert_cmpstr (((AkronTag *) tags->pdata[0])->value, ==, "2026.11.21");
  g_assert_cmpstr (((AkronTag *) tags->pdata[1])->key, ==, "Event");
  g_assert_cmpstr (((AkronTag *) tags->pdata[1])->value, ==, "Club night # 3 [final]");
  g_assert_cmpstr (((AkronTag *) tags->pdata[2])->key, ==, "Round");
  g_assert_cmpstr (((AkronTag *) tags->pdata[2])->value, ==, "");
}

static void
test_round_trip_file (void)
{
  g_autoptr(AkronGame) game = play_game (3, TRUE, FALSE, climb_game);
  g_autoptr(AkronGame) copy = NULL;
  g_autofree char *dir = g_dir_make_tmp ("akron-record-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFile) missing = g_file_new_for_path (dir);
  g_autoptr(GError) error = NULL;

  akron_record_save (game, file, NULL, &error);
  g_assert_no_error (error);
  /* Saving over an existing record replaces it. */
  akron_record_save (game, file, NULL, &error);
  g_assert_no_error (error);

  copy = akron_record_load (file, NULL, &error);
  g_assert_no_error (error);
  assert_same_game (game, copy);

  /* A directory is not a record. */
  g_assert_null (akron_record_load (missing, NULL, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  g_unlink (path);
  g_rmdir (dir);
}

/* Random games on several sizes, stopped at random points, some with undone moves. */
static void
test_round_trip_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261121);
  AkronMoveList list;

  akron_move_list_init (&list);
  for (guint g = 0; g < 200; g++)
    {
      guint size = g_rand_int_range (rand, 3, 9);
      guint length = g_rand_int_range (rand, 0, 120);
      g_autoptr(AkronGame) game = akron_game_new (size, 0, g % 3 != 0, g % 4 == 0, NULL);
      g_autoptr(AkronGame) copy = NULL;

      for (guint i = 0; i < length && !akron_game_is_over (game); i++)
        {
          g_autoptr(GError) error = NULL;

          akron_position_generate (akron_game_get_position (game), &list);
          g_assert_cmpuint (list.len, >, 0);
          akron_game_play (game, &list.moves[g_rand_int_range (rand, 0, list.len)], &error);
          g_assert_no_error (error);
        }
      if (g % 5 == 0)
        akron_game_go_to_ply (game, g_rand_int_range (rand, 0, akron_game_get_n_moves (game) + 1));

      copy = round_trip (game);
    }
  akron_move_list_clear (&list);
}

static void
test_hand_written (void)
{
  /* Lower case, CRLF, tabs, comments, blank lines, move numbers in every style, a byte
   * order mark, tags in any case, yes/no spelled differently. */
  const char *text =
    "\xef\xbb\xbf# Typed in by hand\r\n"
    "\r\n"
    "  [game \"akron\"]   # the game\r\n"
    "[SIZE\t\"3\"]\r\n"
    "[Swap \"True\"] [\r\n"
    "[nodelay \"off\"]\r\n"
    "[Vert \"Ann # not a comment\"]\r\n"
    "[Result \"none\"]\r\n"
    "\r\n"
    "1. b2\ta2   # Horz answers at once\r\n"
    "2.B3, A3\r\n"
    "   3. c2\r\n"
    "3... a1 # numbered for Horz\r\n"
    "\r\n"
    "c2-a3'   \r\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) expected = play_game (3, TRUE, FALSE, climb_game);

  /* "[Swap "True"] [" has junk after the tag; without it the record is fine. */
  game = akron_record_parse (text, -1, &error);
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  g_assert_cmpstr (error->message, ==, "line 5: unexpected text after tag Swap");
  g_clear_error (&error);

  {
    g_autoptr(GString) fixed = g_string_new (text);

    g_string_replace (fixed, "[Swap \"True\"] [", "[Swap \"True\"]", 1);
    game = akron_record_parse (fixed->str, fixed->len, &error);
  }
  g_assert_no_error (error);
  akron_game_set_player_name (expected, AKRON_VERT, "Ann # not a comment");
  assert_same_game (expected, game);
}

static void
test_pasted_move_list (void)
{
  /* A bare move list with a Size tag is enough. */
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game =
    akron_record_parse ("[Size \"8\"]\nd4 e5 d5 e4 c4 f5 c4-d5' e5-f4\n", -1, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 8);
  g_assert_cmpuint (akron_game_get_pieces (game), ==, 32);
  g_assert_true (akron_game_get_swap (game));
  g_assert_false (akron_game_get_no_delay (game));
}

static void
assert_record_error (const char *text, gssize length, const char *expected_prefix)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_record_parse (text, length, &error);

  g_assert_null (game);
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  if (!g_str_has_prefix (error->message, expected_prefix))
    g_error ("error “%s” does not start with “%s”", error->message, expected_prefix);
}

#define HEAD "[Game \"Akron\"]\n[Size \"3\"]\n"

static void
test_errors_moves (void)
{
  /* An occupied hole. */
  assert_record_error (HEAD "\n1. B2 A2\n2. B3 B2\n", -1, "line 5: move 4 (B2): ");
  /* B2 may not climb onto A3', which rests on it. */
  assert_record_error (HEAD "1. B2 A2 2. B3 A3 3. C2 A1 4. B2-A3'\n", -1,
                       "line 3: move 7 (B2-A3'): ");
  /* Bad notation: no column D on 3x3, a dangling dash, an Add onto a stack. */
  assert_record_error (HEAD "B2\nD4\n", -1, "line 4: move 2 (D4): ");
  assert_record_error (HEAD "B2 A2-\n", -1, "line 3: move 2 (A2-): ");
  assert_record_error (HEAD "B2 A2 B3 A3 A3'\n", -1, "line 3: move 5 (A3'): ");
  /* A swap after move 2; a draw that cannot be claimed; moves after the end. */
  assert_record_error (HEAD "B2 A2 swap\n", -1, "line 3: move 3 (swap): ");
  assert_record_error (HEAD "B2 draw\n", -1, "line 3: move 2 (draw): ");
  assert_record_error (HEAD "B2 resign A1\n", -1, "line 3: move 3 (A1): ");
  /* Truncated in the middle of a move. */
  assert_record_error (HEAD "1. B2 A2 2. B3 A", -1, "line 3: move 4 (A): ");
  /* Long junk is quoted short. */
  assert_record_error (HEAD "B2 xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n", -1,
                       "line 3: move 2 (xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…): ");
}

static void
test_errors_move_numbers (void)
{
  assert_record_error (HEAD "1. B2 A2 3. B3\n", -1,
                       "line 3: move number “3.” is wrong here: the next move is move 3, "
                       "numbered “2.”");
  assert_record_error (HEAD "1. B2 1. A2\n", -1,
                       "line 3: move number “1.” is wrong here: the next move is move 2, "
                       "numbered “1...”");
  assert_record_error (HEAD "1. B2 A2 2... B3\n", -1, "line 3: move number “2...”");
  assert_record_error (HEAD "1.. B2\n", -1, "line 3: “1..” is not a move number");
  assert_record_error (HEAD "0. B2\n", -1, "line 3: move number “0.”");
}

static void
test_errors_tags (void)
{
  assert_record_error ("1. B2\n", -1, "the record has no Size tag");
  assert_record_error ("", 0, "the record has no Size tag");
  assert_record_error ("[Size \"3\"]\n[Size \"3\"]\n", -1,
                       "line 2: a second Size tag (the first is on line 1)");
  assert_record_error ("[Size \"17\"]\n", -1, "line 1: Size must be a number from 3 to 16");
  assert_record_error ("[Size \"2\"]\n", -1, "line 1: Size must be a number from 3 to 16");
  assert_record_error ("[Size \"-8\"]\n", -1, "line 1: Size must be a number");
  assert_record_error ("[Size \"8x8\"]\n", -1, "line 1: Size must be a number");
  assert_record_error ("[Size \"99999999999999999999999\"]\n", -1,
                       "line 1: Size must be a number");
  assert_record_error ("[Size \"4\"]\n[Pieces \"3\"]\n", -1,
                       "line 2: Pieces must be from 4 to 1000 when the size is 4, not 3");
  assert_record_error ("[Size \"4\"]\n[Pieces \"0\"]\n", -1,
                       "line 2: Pieces must be from 4 to 1000 when the size is 4, not 0");
  assert_record_error ("[Size \"4\"]\n[Pieces \"1001\"]\n", -1, "line 2: Pieces must be");
  assert_record_error ("[Game \"Hex\"]\n[Size \"4\"]\n", -1,
                       "line 1: this is a record of “Hex”, not of Akron");
  assert_record_error ("[Version \"2\"]\n[Size \"4\"]\n", -1,
                       "line 1: the record is version 2; this program reads version 1");
  assert_record_error ("[Size \"4\"]\n[Swap \"maybe\"]\n", -1,
                       "line 2: Swap must be “yes” or “no”, not “maybe”");
  assert_record_error ("[Size \"4\"]\n[Result \"white\"]\n", -1, "line 2: Result must be");
  assert_record_error ("[Size \"4\"]\n[Ply \"3\"]\nA1 B1\n", -1,
                       "line 2: Ply is 3 but the record has only 2 moves");
  assert_record_error ("[Size \"4\"]\nA1\n[Vert \"Ann\"]\n", -1,
                       "line 3: a tag after the moves; tags come first");
  /* Malformed or truncated tags. */
  assert_record_error ("[Size \"4", -1, "line 1: the value of tag Size has no closing quote");
  assert_record_error ("[Size \"4\"", -1, "line 1: tag Size does not end with ]");
  assert_record_error ("[Size 4]\n", -1, "line 1: the value of tag Size must be in double");
  assert_record_error ("[ \"4\"]\n", -1, "line 1: a tag needs a name");
  assert_record_error ("[Size \"4\"]\n[Vert \"a\\n\"]\n", -1,
                       "line 2: in tag Vert a backslash must be followed by");
}

static void
test_errors_result (void)
{
  /* The column game is won by Vert at ply 6; at ply 5 it is still going. */
  assert_record_error (HEAD "[Result \"horz\"]\nB1 A1 B2 A2 B3 C3\n", -1,
                       "line 3: Result is “horz” but the moves give “vert”");
  assert_record_error (HEAD "[Result \"none\"]\nB1 A1 B2 A2 B3 C3\n", -1,
                       "line 3: Result is “none” but the moves give “vert”");
  assert_record_error (HEAD "[Result \"vert\"]\n[Ply \"5\"]\nB1 A1 B2 A2 B3 C3\n", -1,
                       "line 3: Result is “vert” but the moves give “none”");
}

static void
test_errors_binary (void)
{
  static const char nul[] = "[Size \"3\"]\nB2\0A2\n";
  static const char latin1[] = "[Size \"3\"]\n[Vert \"Ren\xe9\"]\n";
  static const char junk[] = "\x7f" "ELF\x02\x01\x01\x00\x00\x00";
  g_autofree char *huge = NULL;
  g_autoptr(GString) many = g_string_new ("[Size \"16\"]\n");

  assert_record_error (nul, sizeof nul - 1, "line 2: a NUL byte");
  assert_record_error (latin1, -1, "line 2: the text is not valid UTF-8");
  assert_record_error (junk, sizeof junk - 1, "line 1: a NUL byte");
  assert_record_error ("\xff\xfe[\x00S\x00", 6, "line 1: ");

  huge = g_strnfill (1024 * 1024 + 1, ' ');
  assert_record_error (huge, -1, "the record is too long");

  /* 100001 move tokens fit in 1 MiB; the move cap stops them before any is played. */
  for (guint i = 0; i <= 100000; i++)
    g_string_append (many, "A1 ");
  g_assert_cmpuint (many->len, <=, 1024 * 1024);
  assert_record_error (many->str, many->len, "line 2: more than 100000 moves");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/record/round-trip/unfinished", test_round_trip_unfinished);
  g_test_add_func ("/record/round-trip/ended", test_round_trip_ended);
  g_test_add_func ("/record/round-trip/redo", test_round_trip_redo);
  g_test_add_func ("/record/round-trip/swap", test_round_trip_swap);
  g_test_add_func ("/record/round-trip/tags", test_round_trip_tags);
  g_test_add_func ("/record/round-trip/file", test_round_trip_file);
  g_test_add_func ("/record/round-trip/random", test_round_trip_random);
  g_test_add_func ("/record/parse/hand-written", test_hand_written);
  g_test_add_func ("/record/parse/pasted", test_pasted_move_list);
  g_test_add_func ("/record/errors/moves", test_errors_moves);
  g_test_add_func ("/record/errors/move-numbers", test_errors_move_numbers);
  g_test_add_func ("/record/errors/tags", test_errors_tags);
  g_test_add_func ("/record/errors/result", test_errors_result);
  g_test_add_func ("/record/errors/binary", test_errors_binary);

  return g_test_run ();
}
