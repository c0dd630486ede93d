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

  /* The whole tree, in the same order, and the current line through it. */
  g_assert_cmpuint (akron_game_get_n_nodes (a), ==, akron_game_get_n_nodes (b));
  {
    g_autoptr(GPtrArray) stack = g_ptr_array_new ();

    g_ptr_array_add (stack, (gpointer) akron_game_get_root (a));
    g_ptr_array_add (stack, (gpointer) akron_game_get_root (b));
    while (stack->len > 0)
      {
        const AkronGameNode *y = g_ptr_array_steal_index (stack, stack->len - 1);
        const AkronGameNode *x = g_ptr_array_steal_index (stack, stack->len - 1);
        guint n = akron_game_node_get_n_children (x);

        g_assert_cmpuint (akron_game_node_get_n_children (y), ==, n);
        g_assert_cmpint (akron_game_node_is_on_line (a, x), ==, akron_game_node_is_on_line (b, y));
        if (akron_game_node_get_move (x) != NULL)
          g_assert_true (akron_move_equal (akron_game_node_get_move (x),
                                           akron_game_node_get_move (y)));
        for (guint i = 0; i < n; i++)
          {
            g_ptr_array_add (stack, (gpointer) akron_game_node_get_child (x, i));
            g_ptr_array_add (stack, (gpointer) akron_game_node_get_child (y, i));
          }
      }
  }
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

  assert_record_error (nul, sizeof nul - 1, "line 2: a NUL byte");
  assert_record_error (latin1, -1, "line 2: the text is not valid UTF-8");
  assert_record_error (junk, sizeof junk - 1, "line 1: a NUL byte");
  assert_record_error ("\xff\xfe[\x00S\x00", 6, "line 1: ");

  huge = g_strnfill (AKRON_RECORD_MAX_BYTES + 1, ' ');
  assert_record_error (huge, -1, "the record is longer than 16 MiB");
  /* Just within the limit it is read (and has no Size tag). */
  huge[AKRON_RECORD_MAX_BYTES] = '\0';
  assert_record_error (huge, -1, "the record has no Size tag");
}

static void
test_errors_byte_order_marks (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;

  assert_record_error ("\xef\xbb\xbf\xef\xbb\xbf[Size \"3\"]\n", -1,
                       "line 1: two byte-order marks at the start of the record");
  /* One is fine. */
  game = akron_record_parse ("\xef\xbb\xbf[Size \"3\"]\nB2\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 1);
}

/* Lines may end in a lone CR (classic Mac OS), CRLF or LF, mixed. */
static void
test_line_ends (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) expected = play_game (3, TRUE, FALSE, climb_game);

  game = akron_record_parse ("[Size \"3\"]\r[Vert \"Ann\"]\r\r"
                             "1. B2 A2\r2. B3 A3\r\n3. C2 A1\n4. C2-A3'\r", -1, &error);
  g_assert_no_error (error);
  akron_game_set_player_name (expected, AKRON_VERT, "Ann");
  assert_same_game (expected, game);

  /* Line numbers count every kind of line end; CRLF is one line end, not two. */
  assert_record_error ("[Size \"3\"]\r\rB2 B2\r", -1, "line 3: move 2 (B2): ");
  assert_record_error ("[Size \"3\"]\r\n\r\nB2\rB2\n", -1, "line 4: move 2 (B2): ");
  assert_record_error ("[Size \"3\"]\r\r[Vert \"A\rnn\"]\r", -1,
                       "line 3: the value of tag Vert has no closing quote");
}

static void
test_errors_duplicate_tags (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  GPtrArray *tags;

  /* One value would be lost: refused, naming both lines. */
  assert_record_error ("[Size \"3\"]\n[Event \"a\"]\n[Round \"1\"]\n[Event \"b\"]\n", -1,
                       "line 4: a second Event tag (the first is on line 2)");
  assert_record_error ("[Size \"3\"]\n[Date \"2026.11.21\"]\n[Date \"2026.11.21\"]\n", -1,
                       "line 3: a second Date tag (the first is on line 2)");
  assert_record_error ("[Size \"3\"]\n[vert \"a\"]\n[VERT \"b\"]\n", -1,
                       "line 3: a second Vert tag (the first is on line 2)");

  /* Unknown keys compare exactly, as AkronGame keeps them: both are kept and written. */
  game = akron_record_parse ("[Size \"3\"]\n[Event \"a\"]\n[event \"b\"]\n", -1, &error);
  g_assert_no_error (error);
  tags = akron_game_get_extra_tags (game);
  g_assert_cmpuint (tags->len, ==, 2);
  g_object_unref (round_trip (game));
}

/* Record text in messages is escaped: nothing from a file reaches a terminal raw. */
static void
test_errors_quoting (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  const char *hostile[] = {
    "[Size \"3\"]\nB2 \x1b[2J\x1b]0;owned\x07\n",
    "[Size \"\x1b[31m\"]\n",
    "[Size \"3\"]\n[Result \"\xc2\x9b" "31m\"]\n",
    "[Size \"3\"]\nB2 A\xe2\x80\xae" "2\n",
  };
  const char *expected[] = {
    "line 2: move 2 (\\x1b[2J\\x1b]0;owned\\x07): '\\x1b[2J\\x1b]0;owned\\x07': ",
    "line 1: Size must be a number from 3 to 16, not “\\x1b[31m”",
    "line 2: Result must be “none”, “vert”, “horz” or “draw”, not “\\u009B31m”",
    "line 2: move 2 (A\\u202E2): ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_assert_null (akron_record_parse (hostile[i], -1, &error));
      g_assert_nonnull (error);
      if (!g_str_has_prefix (error->message, expected[i]))
        g_error ("error “%s” does not start with “%s”", error->message, expected[i]);
      g_assert_null (strchr (error->message, '\x1b'));
      g_assert_null (strstr (error->message, "\xc2\x9b"));
      g_clear_error (&error);
    }

  /* The writer writes control characters in names and tags as spaces. */
  game = play_game (3, TRUE, FALSE, (const char *[]) { "B2", NULL });
  akron_game_set_player_name (game, AKRON_VERT, "A\x1b[2JB\xc2\x9b" "C\x7f\tD");
  akron_game_set_extra_tag (game, "Event", "\x07x");
  {
    g_autofree char *text = akron_record_write (game);

    g_assert_nonnull (strstr (text, "[Vert \"A [2JB C  D\"]\n"));
    g_assert_nonnull (strstr (text, "[Event \" x\"]\n"));
  }

  /* The quoting itself. */
  {
    g_autofree char *a = akron_record_quote_text ("ok é\x01\xff\xe2\x80\x8b\xf0\x9f\x98\x80", -1);
    g_autofree char *b = akron_record_quote_text ("abcdef", 3);

    g_assert_cmpstr (a, ==, "ok é\\x01\\xff\\u200B\xf0\x9f\x98\x80");
    g_assert_cmpstr (b, ==, "abc…");
  }
}

/* A 16x16 game that could go on for ever: after J10 N14 K10 N13 each side shuffles one
 * marble between two holes beside its other one (K11 and J10 touch K10; M13 and N14
 * touch N13). Moves of seven characters, as long as ordinary moves get on 16x16. */
static AkronGame *
play_endless_game (guint n_moves)
{
  static const char * const opening[] = { "J10", "N14", "K10", "N13" };
  static const char * const cycle[] = { "J10-K11", "N14-M13", "K11-J10", "M13-N14" };
  AkronGame *game = akron_game_new (16, 0, TRUE, FALSE, NULL);
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  AkronMove moves[8];

  for (guint i = 0; i < 4; i++)
    {
      g_assert_true (akron_move_parse (geo, opening[i], &moves[i], NULL));
      g_assert_true (akron_move_parse (geo, cycle[i], &moves[4 + i], NULL));
    }
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play (game, &moves[i < 4 ? i : 4 + i % 4], &error);
      g_assert_no_error (error);
    }

  return game;
}

/* The longest game there can be: written, it reads back whole. */
static void
test_limits_move_cap (void)
{
  g_autoptr(AkronGame) game = play_endless_game (AKRON_GAME_MAX_MOVES - 1);
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) too_many = NULL;
  gint64 start;

  g_assert_cmpuint (AKRON_RECORD_MAX_MOVES, ==, AKRON_GAME_MAX_MOVES);

  /* The last entry is kept for ending the game. */
  g_assert_false (akron_game_play_text (game, "J10-K11", &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==,
                   "the game has reached 99999 moves, the most a game can hold; "
                   "only a draw claim or a resignation can follow");
  g_clear_error (&error);
  g_assert_true (akron_game_get_draw_claimable (game));
  g_assert_true (akron_game_claim_draw (game, &error));
  g_assert_no_error (error);
  g_assert_true (akron_game_undo (game));
  /* The limit counts the whole tree: a resignation beside the draw claim is one too many,
   * until the draw claim is deleted. */
  g_assert_false (akron_game_resign (game, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  akron_game_branch_free (akron_game_delete_line (
      game, akron_game_get_line_node (game, AKRON_RECORD_MAX_MOVES)));
  g_assert_true (akron_game_resign (game, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, AKRON_RECORD_MAX_MOVES);
  g_assert_false (akron_game_undo (game) && akron_game_play_text (game, "N14-M13", NULL));
  g_assert_true (akron_game_redo (game));

  start = g_get_monotonic_time ();
  text = akron_record_write (game);
  g_test_message ("%u moves on 16x16: %zu bytes, written in %.2f s",
                  akron_game_get_n_moves (game), strlen (text),
                  (g_get_monotonic_time () - start) / 1e6);
  g_assert_cmpuint (strlen (text), <=, AKRON_RECORD_MAX_BYTES);
  /* Over the old 1 MiB limit, which made such games unreadable. */
  g_assert_cmpuint (strlen (text), >, 1024 * 1024);

  start = g_get_monotonic_time ();
  copy = akron_record_parse (text, -1, &error);
  g_test_message ("read back in %.2f s", (g_get_monotonic_time () - start) / 1e6);
  g_assert_no_error (error);
  assert_same_game (game, copy);
  g_assert_cmpint (akron_game_get_reason (copy), ==, AKRON_REASON_RESIGNATION);

  /* One entry more is refused by the reader, before the game is asked. */
  too_many = g_string_new (text);
  g_string_append (too_many, "A1\n");
  {
    guint last_line = 1;
    g_autofree char *expected = NULL;

    for (const char *c = text; *c != '\0'; c++)
      last_line += *c == '\n';
    expected = g_strdup_printf ("line %u: more than 100000 moves", last_line);
    assert_record_error (too_many->str, too_many->len, expected);
  }
}

/* Many unknown tags read in linear time (10,000: 0.3 s, 117,000: 37 s when they were
 * quadratic); here their order and values. */
static void
test_limits_many_tags (void)
{
  g_autoptr(GString) text = g_string_new ("[Size \"8\"]\n");
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *tags;
  const guint n_tags = 100000;

  for (guint i = 0; i < n_tags; i++)
    g_string_append_printf (text, "[T%u \"value %u\"]\n", i, n_tags - i);
  g_string_append (text, "\n1. D4 E5\n");

  game = akron_record_parse (text->str, text->len, &error);
  g_assert_no_error (error);
  tags = akron_game_get_extra_tags (game);
  g_assert_cmpuint (tags->len, ==, n_tags);
  for (guint i = 0; i < n_tags; i += 9973)
    {
      g_autofree char *key = g_strdup_printf ("T%u", i);
      g_autofree char *value = g_strdup_printf ("value %u", n_tags - i);
      AkronTag *tag = g_ptr_array_index (tags, i);

      g_assert_cmpstr (tag->key, ==, key);
      g_assert_cmpstr (tag->value, ==, value);
    }

  copy = round_trip (game);
  g_assert_cmpuint (akron_game_get_extra_tags (copy)->len, ==, n_tags);
}

/* The names and kept tags may take AKRON_RECORD_MAX_TAG_BYTES: the reader refuses more, the
 * writer never writes more. */
static void
test_limits_tag_bytes (void)
{
  g_autofree char *mib = g_strnfill (1024 * 1024, 'x');
  g_autofree char *five_mib = g_strnfill (5 * 1024 * 1024, 'y');
  g_autofree char *text = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  /* Each line [K "x...x"] is 1 MiB + 7 bytes: three fit, four do not. */
  text = g_strdup_printf ("[Size \"3\"]\n[A \"%s\"]\n[B \"%s\"]\n[Vert \"%s\"]\n[D \"%s\"]\n",
                          mib, mib, mib, mib);
  assert_record_error (text, -1, "line 5: the tags come to more than 4 MiB");
  g_clear_pointer (&text, g_free);
  text = g_strdup_printf ("[Size \"3\"]\n[A \"%s\"]\n[B \"%s\"]\n[Vert \"%s\"]\nB2\n",
                          mib, mib, mib);
  game = akron_record_parse (text, -1, &error);
  g_assert_no_error (error);
  copy = round_trip (game);
  g_clear_object (&game);
  g_clear_object (&copy);

  /* Only the API can make a bigger game (names are capped, tags are not): a tag that would
   * go over is left out. */
  game = play_game (3, TRUE, FALSE, (const char *[]) { "B2", NULL });
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  akron_game_set_extra_tag (game, "Notes", five_mib);
  akron_game_set_extra_tag (game, "Event", "Final");
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game);
  g_assert_null (strstr (text, "[Notes"));
  g_assert_nonnull (strstr (text, "[Vert \"Ann\"]\n"));
  g_assert_nonnull (strstr (text, "[Horz \"Bob\"]\n"));
  g_assert_nonnull (strstr (text, "[Event \"Final\"]\n"));
  copy = akron_record_parse (text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (akron_game_get_player_name (copy, AKRON_VERT), ==, "Ann");
}

/* An autosave as Akron writes it: the climb game, seven moves, on line 12. */
#define SALVAGE_HEAD \
  "[Game \"Akron\"]\n[Version \"1\"]\n[Size \"3\"]\n[Pieces \"4\"]\n[Swap \"yes\"]\n" \
  "[NoDelay \"no\"]\n[Vert \"Ann\"]\n[Horz \"Bob\"]\n[Date \"2026.11.21\"]\n" \
  "[Result \"none\"]\n\n"
#define SALVAGE_MOVES "1. B2 A2 2. B3 A3 3. C2 A1 4. C2-A3'\n"

/* Salvages @length bytes of @text (-1: all) and checks what is kept; returns the game. */
static AkronGame *
assert_salvage (const char *text, gssize length, guint expected_moves,
                const char *expected_problem)
{
  g_autoptr(GError) problem = NULL;
  g_autoptr(AkronGame) expected = NULL;
  AkronGame *game;
  guint n_kept = 12345;

  game = akron_record_parse_salvage (text, length, &n_kept, &problem);
  if (expected_problem == NULL)
    g_assert_no_error (problem);
  else
    {
      g_assert_error (problem, AKRON_ERROR, AKRON_ERROR_RECORD);
      if (!g_str_has_prefix (problem->message, expected_problem))
        g_error ("problem “%s” does not start with “%s”", problem->message, expected_problem);
    }
  if (expected_moves == G_MAXUINT)
    {
      g_assert_null (game);
      g_assert_cmpuint (n_kept, ==, 0);
      return NULL;
    }

  g_assert_nonnull (game);
  g_assert_cmpuint (n_kept, ==, expected_moves);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, expected_moves);
  /* The moves kept are the first moves of the game. */
  expected = play_game (3, TRUE, FALSE, climb_game);
  for (guint i = 0; i < expected_moves; i++)
    g_assert_true (akron_move_equal (akron_game_get_move (game, i),
                                     akron_game_get_move (expected, i)));
  return game;
}

static void
test_salvage_intact (void)
{
  g_autoptr(AkronGame) game = assert_salvage (SALVAGE_HEAD SALVAGE_MOVES, -1, 7, NULL);
  g_autoptr(AkronGame) parsed = akron_record_parse (SALVAGE_HEAD SALVAGE_MOVES, -1, NULL);

  assert_same_game (parsed, game);
  g_assert_cmpstr (akron_game_get_player_name (game, AKRON_HORZ), ==, "Bob");
  g_assert_cmpuint (akron_game_get_extra_tags (game)->len, ==, 1);
}

static void
test_salvage_truncated_in_move (void)
{
  const char *text = SALVAGE_HEAD SALVAGE_MOVES;
  gssize length = strlen (text);
  g_autoptr(AkronGame) a = NULL;
  g_autoptr(AkronGame) b = NULL;
  g_autoptr(AkronGame) c = NULL;

  /* Cut by one byte, the line end: C2-A3' might have been longer, so it is not trusted. */
  a = assert_salvage (text, length - 1, 6,
                      "line 12: the record ends in move 7 (“C2-A3'”), which may be cut short");
  /* Cut inside the last move, and inside a move number. */
  b = assert_salvage (text, length - 4, 6,
                      "line 12: the record ends in move 7 (“C2-”)");
  c = assert_salvage (text, length - strlen ("4. C2-A3'\n") + 1, 6,
                      "line 12: the record ends in move 7 (“4”)");
  /* Ann still has her name; the view is the last move kept. */
  g_assert_cmpstr (akron_game_get_player_name (a, AKRON_VERT), ==, "Ann");
  g_assert_cmpuint (akron_game_get_ply (a), ==, 6);
}

static void
test_salvage_truncated_in_tag (void)
{
  const char *text = SALVAGE_HEAD SALVAGE_MOVES;
  const char *date = strstr (text, "[Date");
  const char *result = strstr (text, "[Result");
  const char *pieces = strstr (text, "[Pieces");
  g_autoptr(AkronGame) a = NULL;
  g_autoptr(AkronGame) b = NULL;

  /* Past the variant tags: the game is there, without moves. */
  a = assert_salvage (text, date - text + 10, 0,
                      "line 9: the value of tag Date has no closing quote");
  g_assert_cmpstr (akron_game_get_player_name (a, AKRON_HORZ), ==, "Bob");
  g_assert_cmpuint (akron_game_get_size (a), ==, 3);
  g_assert_cmpuint (akron_game_get_pieces (a), ==, 4);
  /* "[Re" cannot begin a variant tag. */
  b = assert_salvage (text, result - text + 3, 0,
                      "line 10: the value of tag Re must be in double quotes");

  /* Among the variant tags (here Pieces, or "[P" which could be Pieces), nothing is
   * trusted: the variant itself is not known. */
  assert_salvage (text, pieces - text + 10, G_MAXUINT,
                  "line 4: the value of tag Pieces has no closing quote");
  assert_salvage (text, pieces - text + 2, G_MAXUINT, "line 4: ");
  assert_salvage (text, strstr (text, "[Size") - text + 3, G_MAXUINT, "line 3: ");
}

static void
test_salvage_garbage_appended (void)
{
  static const char binary[] = SALVAGE_HEAD SALVAGE_MOVES "\x7f" "ELF\x02\x01\x01\x00\x00\xff";
  g_autoptr(AkronGame) a = NULL;
  g_autoptr(AkronGame) b = NULL;
  g_autoptr(AkronGame) c = NULL;

  a = assert_salvage (binary, sizeof binary - 1, 7, "line 13: a NUL byte");
  b = assert_salvage (SALVAGE_HEAD SALVAGE_MOVES "\xff\xfe\xfd", -1, 7,
                      "line 13: the text is not valid UTF-8");
  c = assert_salvage (SALVAGE_HEAD SALVAGE_MOVES "Lorem ipsum\n", -1, 7,
                      "line 13: move 8 (Lorem): ");
}

static void
test_salvage_bad_byte (void)
{
  g_autoptr(GString) text = g_string_new (SALVAGE_HEAD SALVAGE_MOVES);
  g_autoptr(GString) in_tag = g_string_new (SALVAGE_HEAD SALVAGE_MOVES);
  g_autoptr(AkronGame) a = NULL;
  g_autoptr(AkronGame) b = NULL;

  /* "3. C2" becomes "3. C\xff": the moves before it stand; "C" might be cut short. */
  g_string_replace (text, "3. C2", "3. C\xff", 1);
  a = assert_salvage (text->str, text->len, 4, "line 12: the text is not valid UTF-8");

  /* In a name, after the variant: the tags before it and no moves. */
  g_string_replace (in_tag, "Bob", "B\xc0" "b", 1);
  b = assert_salvage (in_tag->str, in_tag->len, 0, "line 8: the text is not valid UTF-8");
  g_assert_cmpstr (akron_game_get_player_name (b, AKRON_VERT), ==, "Ann");
}

static void
test_salvage_illegal_move (void)
{
  g_autoptr(GString) text = g_string_new (SALVAGE_HEAD "[Ply \"6\"]\n" SALVAGE_MOVES);
  g_autoptr(GString) numbers = g_string_new (SALVAGE_HEAD SALVAGE_MOVES);
  g_autoptr(AkronGame) a = NULL;
  g_autoptr(AkronGame) b = NULL;

  /* "2. B3" becomes "2. B2", on an occupied hole: two moves stand; Ply 6 is past them. */
  g_string_replace (text, "2. B3", "2. B2", 1);
  a = assert_salvage (text->str, text->len, 2, "line 13: move 3 (B2): ");
  g_assert_cmpuint (akron_game_get_ply (a), ==, 2);

  /* A wrong move number stops the reading just as well. */
  g_string_replace (numbers, "3. C2", "5. C2", 1);
  b = assert_salvage (numbers->str, numbers->len, 4, "line 12: move number “5.” is wrong");
}

static void
test_salvage_empty (void)
{
  assert_salvage ("", 0, G_MAXUINT, "the record has no Size tag");
  assert_salvage ("\n\n", -1, G_MAXUINT, "the record has no Size tag");
  assert_salvage ("\x00\x00\x00", 3, G_MAXUINT, "line 1: a NUL byte");
}

static void
test_salvage_result (void)
{
  g_autoptr(GString) text = g_string_new (SALVAGE_HEAD SALVAGE_MOVES);
  g_autoptr(AkronGame) game = NULL;

  /* All moves stand; the Result that disagrees is the only problem. */
  g_string_replace (text, "[Result \"none\"]", "[Result \"draw\"]", 1);
  game = assert_salvage (text->str, text->len, 7,
                         "line 10: Result is “draw” but the moves give “none”");
}

/* Variations ------------------------------------------------------------------------- */

#define ASSERT_LINE(game, ply, expected) \
  G_STMT_START { \
    g_autofree char *t_ = akron_game_get_move_text (game, (ply) - 1); \
    g_assert_cmpuint (akron_game_get_n_moves (game), ==, (ply)); \
    g_assert_cmpstr (t_, ==, expected); \
  } G_STMT_END

#define HEAD8 "[Game \"Akron\"]\n[Size \"8\"]\n\n"

static void
play_texts (AkronGame *game, const char *moves)
{
  g_auto(GStrv) texts = g_strsplit (moves, " ", -1);

  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play_text (game, texts[i], &error);
      g_assert_no_error (error);
    }
}

/* The move text of a record, after its tags. */
static const char *
move_text (const char *record)
{
  const char *text = strstr (record, "\n\n");

  g_assert_nonnull (text);
  return text + 2;
}

static void
test_variations_read (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) copy = NULL;
  const AkronGameNode *f6;
  g_autofree char *text = NULL;

  game = akron_record_parse (HEAD8 "1. D4 E5 2. F6 (2. G7 H8) F7\n", -1, &error);
  g_assert_no_error (error);
  /* The main line is the current line, at its end. */
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 4);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 4);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 6);
  f6 = akron_game_get_line_node (game, 3);
  g_assert_cmpuint (akron_game_node_get_n_children (akron_game_node_get_parent (f6)), ==, 2);
  text = akron_game_get_node_text (game, akron_game_node_get_child (
                                     akron_game_node_get_parent (f6), 1));
  g_assert_cmpstr (text, ==, "G7");
  g_assert_cmpuint (akron_game_node_get_nesting (
                      akron_game_node_get_child (akron_game_node_get_parent (f6), 1)), ==, 1);

  /* Written back with the number of the move after the variation. */
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game);
  g_assert_cmpstr (move_text (text), ==, "1. D4 E5 2. F6 (2. G7 H8) 2... F7\n");
  copy = round_trip (game);

  /* Nested, for either player, in the middle of lines and across line ends. */
  g_clear_object (&game);
  game = akron_record_parse (HEAD8 "1. D4 E5 (1... E6 2. F6 (2. F7\n(2. F8) G1) G2) "
                             "2. G3 ( 2.G4 ) (2. G5)\n", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 11);
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game);
  /* F8 is another move in place of F7, so of F6 too: it is written with F6's. */
  g_assert_cmpstr (move_text (text), ==,
                   "1. D4 E5 (1... E6 2. F6 (2. F7 G1) (2. F8) 2... G2) 2. G3 (2. G4) "
                   "(2. G5)\n");
  g_clear_object (&copy);
  copy = round_trip (game);
}

/* A game built by play: a move from an earlier position keeps the old line. */
static void
test_variations_round_trip (void)
{
  g_autoptr(AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronGame) copy = NULL;
  g_autofree char *text = NULL;

  play_texts (game, "D4 E5 F6 F7");
  akron_game_go_to_ply (game, 2);
  play_texts (game, "G7 H8");
  akron_game_go_to_ply (game, 3);

  /* The current line is the variation: Line says so, Ply where it is viewed. */
  text = akron_record_write (game);
  g_assert_nonnull (strstr (text, "[Ply \"3\"]\n[Line \"3:1\"]\n"));
  g_assert_cmpstr (move_text (text), ==, "1. D4 E5 2. F6 (2. G7 H8) 2... F7\n");
  copy = round_trip (game);
  g_assert_cmpuint (akron_game_get_ply (copy), ==, 3);
  g_assert_cmpuint (akron_game_get_n_moves (copy), ==, 4);

  /* Promoted, the variation is the main line, and Line goes. */
  g_assert_true (akron_game_promote_line (game, akron_game_get_line_node (game, 4), NULL));
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game);
  g_assert_null (strstr (text, "[Line"));
  g_assert_cmpstr (move_text (text), ==, "1. D4 E5 2. G7 (2. F6 F7) 2... H8\n");
  g_clear_object (&copy);
  copy = round_trip (game);

  /* The Line tag goes as deep as the line does. */
  akron_game_go_to_node (game, akron_game_node_get_child (akron_game_get_line_node (game, 2), 1));
  akron_game_go_to_ply (game, 2);
  play_texts (game, "D5");
  akron_game_undo (game);
  akron_game_undo (game);
  play_texts (game, "A1 B2");
  akron_game_undo (game);
  g_clear_pointer (&text, g_free);
  text = akron_record_write (game);
  g_assert_nonnull (strstr (text, "[Ply \"2\"]\n[Line \"2:1\"]\n"));
  g_assert_cmpstr (move_text (text), ==,
                   "1. D4 E5 (1... A1 2. B2) 2. G7 (2. F6 F7) (2. D5) 2... H8\n");
  g_clear_object (&copy);
  copy = round_trip (game);
}

/* Random trees: the property the reader and the writer share. */
static void
test_variations_random (void)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261127);
  AkronMoveList list;
  guint n_nodes = 0;

  akron_move_list_init (&list);
  for (guint g = 0; g < 300; g++)
    {
      guint size = g_rand_int_range (rand, 3, 9);
      guint length = g_rand_int_range (rand, 0, 150);
      g_autoptr(AkronGame) game = akron_game_new (size, 0, g % 3 != 0, g % 4 == 0, NULL);
      g_autoptr(AkronGame) copy = NULL;

      for (guint i = 0; i < length; i++)
        {
          g_autoptr(GError) error = NULL;

          /* Now and then back a few moves, to start a variation. */
          if (akron_game_is_over (game) || g_rand_int_range (rand, 0, 8) == 0)
            akron_game_go_to_ply (game, g_rand_int_range (rand, 0, akron_game_get_ply (game) + 1));
          if (akron_game_is_over (game))
            continue;
          akron_position_generate (akron_game_get_position (game), &list);
          akron_game_play (game, &list.moves[g_rand_int_range (rand, 0, list.len)], &error);
          g_assert_no_error (error);
        }
      if (g % 3 == 0 && akron_game_get_n_nodes (game) > 0)
        {
          /* Some other line, and some promoted. */
          const AkronGameNode *node = akron_game_get_root (game);

          while (akron_game_node_get_n_children (node) > 0)
            node = akron_game_node_get_child (node, g_rand_int_range (
                                                rand, 0, akron_game_node_get_n_children (node)));
          akron_game_go_to_node (game, node);
          if (g % 2 == 0)
            g_assert_true (akron_game_promote_line (game, node, NULL));
        }
      if (g % 5 == 0)
        akron_game_go_to_ply (game, g_rand_int_range (rand, 0, akron_game_get_n_moves (game) + 1));

      n_nodes += akron_game_get_n_nodes (game);
      copy = round_trip (game);
    }
  g_test_message ("%u moves in 300 random trees", n_nodes);
  akron_move_list_clear (&list);
}

static void
test_variations_errors (void)
{
  g_autoptr(GString) deep = g_string_new (HEAD8 "1. D4");

  assert_record_error (HEAD8 "(1. D4)\n", -1, "line 4: a variation “(” before any move");
  assert_record_error (HEAD8 "1. D4 ((1. E5))\n", -1, "line 4: a variation “(” before any move");
  assert_record_error (HEAD8 "1. D4 E5)\n", -1, "line 4: a “)” without a “(” before it");
  assert_record_error (HEAD8 "1. D4 (1. E5\nE6\n", -1,
                       "line 4: a variation “(” is not closed with “)”");
  assert_record_error (HEAD8 "1. D4 ()\n", -1, "line 4: an empty variation");
  /* Inside a variation a move is numbered by its place in the variation's line. */
  assert_record_error (HEAD8 "1. D4 E5 2. F6\n(2. G7 E5)\n", -1,
                       "line 5: move 4 (E5): ");
  assert_record_error (HEAD8 "1. D4 E5 (2. E6)\n", -1,
                       "line 4: move number “2.” is wrong here: the next move is move 2");
  assert_record_error ("[Size \"8\"]\n[Line \"2:1\"]\n\n1. D4 E5\n", -1,
                       "line 2: Line names variation 1 at move 2, which the record does "
                       "not have");
  assert_record_error ("[Size \"8\"]\n[Line \"2:0\"]\n\n1. D4 E5\n", -1,
                       "line 2: Line must be");

  /* Nesting: up to the limit reads, one more does not. */
  g_string_assign (deep, "[Size \"16\"]\n\n1. D4");
  for (guint i = 0; i < AKRON_RECORD_MAX_NESTING; i++)
    g_string_append_printf (deep, " (1. %c%u", 'A' + i % 16, 9 + i / 16);
  {
    g_autoptr(GString) closed = g_string_new (deep->str);
    g_autoptr(GError) error = NULL;
    g_autoptr(AkronGame) game = NULL;

    for (guint i = 0; i < AKRON_RECORD_MAX_NESTING; i++)
      g_string_append_c (closed, ')');
    g_string_append_c (closed, '\n');
    game = akron_record_parse (closed->str, -1, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (akron_game_get_n_nodes (game), ==, AKRON_RECORD_MAX_NESTING + 1);
  }
  g_string_append (deep, " (1. P16");
  assert_record_error (deep->str, -1, "line 3: variations nested more than 64 deep");
}

/* Salvage keeps the variations read before the problem, and shows the main line. */
static void
test_variations_salvage (void)
{
  g_autoptr(GError) problem = NULL;
  g_autoptr(AkronGame) game = NULL;
  guint n_kept = 0;

  game = akron_record_parse_salvage (HEAD8 "1. D4 E5 (1... E6 2. F6 (2. F7 A1) 2... G1 3. G2\n"
                                     "(3. A1)) 2. G3 (2. G4 H5\n3. D4 A2", -1, &n_kept,
                                     &problem);
  g_assert_nonnull (game);
  g_assert_error (problem, AKRON_ERROR, AKRON_ERROR_RECORD);
  g_assert_true (g_str_has_prefix (problem->message, "line 6: move 5 (D4): D4 is occupied"));
  g_assert_cmpuint (n_kept, ==, 12);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 12);
  ASSERT_LINE (game, 3, "G3");
  g_assert_cmpuint (akron_game_get_ply (game), ==, 3);
}

/* The ground point @k of a 16x16 board, as text. */
static char *
ground_point (guint k)
{
  return g_strdup_printf ("%c%u", 'A' + k % 16, 1 + k / 16);
}

/* The game refuses a variation nested deeper than a record may hold; what it holds is
 * written and read back. */
static void
test_variations_nesting_limit (void)
{
  g_autoptr(AkronGame) game = akron_game_new (16, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GError) error = NULL;

  /* At each ply a move, then another in its place: each level one variation deeper. */
  for (guint ply = 1; ply <= AKRON_GAME_MAX_NESTING + 1; ply++)
    {
      g_autofree char *first = ground_point (2 * ply);
      g_autofree char *second = ground_point (2 * ply + 1);

      play_texts (game, first);
      akron_game_undo (game);
      if (ply == AKRON_GAME_MAX_NESTING + 1)
        break;
      play_texts (game, second);
      g_assert_cmpuint (akron_game_node_get_nesting (akron_game_get_current_node (game)), ==,
                        ply);
    }
  {
    g_autofree char *second = ground_point (2 * AKRON_GAME_MAX_NESTING + 3);

    g_assert_false (akron_game_play_text (game, second, &error));
    g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  }
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 2 * AKRON_GAME_MAX_NESTING + 1);
  copy = round_trip (game);
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
  g_test_add_func ("/record/errors/byte-order-marks", test_errors_byte_order_marks);
  g_test_add_func ("/record/errors/duplicate-tags", test_errors_duplicate_tags);
  g_test_add_func ("/record/errors/quoting", test_errors_quoting);
  g_test_add_func ("/record/parse/line-ends", test_line_ends);
  g_test_add_func ("/record/limits/move-cap", test_limits_move_cap);
  g_test_add_func ("/record/limits/many-tags", test_limits_many_tags);
  g_test_add_func ("/record/limits/tag-bytes", test_limits_tag_bytes);
  g_test_add_func ("/record/salvage/intact", test_salvage_intact);
  g_test_add_func ("/record/salvage/truncated-in-move", test_salvage_truncated_in_move);
  g_test_add_func ("/record/salvage/truncated-in-tag", test_salvage_truncated_in_tag);
  g_test_add_func ("/record/salvage/garbage-appended", test_salvage_garbage_appended);
  g_test_add_func ("/record/salvage/bad-byte", test_salvage_bad_byte);
  g_test_add_func ("/record/salvage/illegal-move", test_salvage_illegal_move);
  g_test_add_func ("/record/salvage/empty", test_salvage_empty);
  g_test_add_func ("/record/salvage/result", test_salvage_result);
  g_test_add_func ("/record/variations/read", test_variations_read);
  g_test_add_func ("/record/variations/round-trip", test_variations_round_trip);
  g_test_add_func ("/record/variations/random", test_variations_random);
  g_test_add_func ("/record/variations/errors", test_variations_errors);
  g_test_add_func ("/record/variations/nesting-limit", test_variations_nesting_limit);
  g_test_add_func ("/record/variations/salvage", test_variations_salvage);

  return g_test_run ();
}
