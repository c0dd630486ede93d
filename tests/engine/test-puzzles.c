/* test-puzzles.c: every puzzle of data/puzzles.txt proved again
 *
 * For each puzzle, every legal move of its position is tried (with every reply, and every
 * second move, where the kind needs them), and the moves that solve it must be exactly the
 * solutions the file lists. The kinds' conditions are checked too: a cut puzzle starts with
 * the opponent connected, a drop puzzle has no connecting move without a drop, a save
 * puzzle has connecting moves that can be cut, a connect-in-two puzzle none that connects
 * at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "akron-puzzle.h"

static GPtrArray *puzzles;

static GStrv
prove (AkronPuzzleKind kind, AkronGame *game)
{
  return akron_puzzle_prove (kind, game);
}

static void
test_puzzle (gconstpointer data)
{
  const AkronPuzzle *puzzle = data;
  g_autoptr (GError) error = NULL;
  g_autoptr (AkronGame) game = akron_puzzle_new_game (puzzle, &error);
  g_auto (GStrv) solutions = NULL;
  g_auto (GStrv) connect = NULL;
  const AkronPosition *pos;
  AkronColour player;

  g_assert_no_error (error);
  g_assert_false (akron_game_is_over (game));
  g_assert_cmpint (akron_game_get_no_delay (game), ==, puzzle->kind == AKRON_PUZZLE_NO_DELAY);
  pos = akron_game_get_position (game);
  player = akron_position_get_to_move (pos);

  solutions = prove (puzzle->kind, game);
  g_assert_true (g_strv_equal ((const char *const *) solutions,
                               (const char *const *) puzzle->solutions));
  g_assert_cmpuint (g_strv_length (solutions), >=, 1);
  g_assert_cmpuint (g_strv_length (solutions), <=, 3);

  connect = prove (AKRON_PUZZLE_CONNECT_ONE, game);
  switch (puzzle->kind)
    {
    case AKRON_PUZZLE_CUT:
      g_assert_true (akron_position_has_connection (pos, AKRON_OPPONENT (player), NULL, NULL));
      break;
    case AKRON_PUZZLE_DROP:
      g_assert_true (g_strv_equal ((const char *const *) connect,
                                   (const char *const *) solutions));
      break;
    case AKRON_PUZZLE_SAVE:
      g_assert_cmpuint (g_strv_length (connect), >, g_strv_length (solutions));
      break;
    case AKRON_PUZZLE_CONNECT_TWO:
      g_assert_cmpuint (g_strv_length (connect), ==, 0);
      break;
    default:
      break;
    }

  /* The first solution, played in the game, is judged a solution, and a move that is not
   * one is judged a miss with a reason. */
  {
    g_autoptr (AkronGame) played = akron_puzzle_new_game (puzzle, NULL);
    AkronPosition before = *akron_game_get_position (played);
    AkronMove move;

    g_assert_true (akron_game_play_text (played, puzzle->solutions[0], NULL));
    move = *akron_game_get_move (played, akron_game_get_ply (played) - 1);
    g_assert_true (akron_puzzle_judge (puzzle, &before, &move, played, NULL));
  }
}

static void
test_set (void)
{
  g_autoptr (GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  guint per_kind[AKRON_PUZZLE_N_KINDS] = { 0 };
  guint min_size = 16, max_size = 0;

  g_assert_cmpuint (puzzles->len, >=, 60);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const AkronPuzzle *puzzle = g_ptr_array_index (puzzles, i);

      g_assert_true (g_hash_table_add (ids, puzzle->id));
      per_kind[puzzle->kind]++;
      min_size = MIN (min_size, puzzle->size);
      max_size = MAX (max_size, puzzle->size);
    }
  for (guint k = 0; k < AKRON_PUZZLE_N_KINDS; k++)
    g_assert_cmpuint (per_kind[k], >=, 5);
  g_assert_cmpuint (min_size, ==, 5);
  g_assert_cmpuint (max_size, ==, 10);
}

static void
test_bad_lines (void)
{
  static const char *const bad[] = {
    "x | connect-one | 1 | 5 | 0 | delay | C3",
    "x | connect-none | 1 | 5 | 0 | delay | C3 | C4",
    "x | cut | 4 | 5 | 0 | delay | C3 | C4",
    "x | cut | 1 | 5 | 0 | later | C3 | C4",
    " | cut | 1 | 5 | 0 | delay | C3 | C4",
    "x | cut | 1 | 5 | 0 | delay | C3 | ",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf ("# a comment\n\n%s\n", bad[i]);
      g_autoptr (GError) error = NULL;

      g_assert_null (akron_puzzles_parse (text, &error));
      g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
      g_assert_true (g_str_has_prefix (error->message, "line 3: "));
    }
}

int
main (int argc, char **argv)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;

  g_test_init (&argc, &argv, NULL);

  if (!g_file_get_contents (PUZZLES_FILE, &text, NULL, &error)
      || (puzzles = akron_puzzles_parse (text, &error)) == NULL)
    g_error ("%s: %s", PUZZLES_FILE, error->message);

  g_test_add_func ("/puzzles/set", test_set);
  g_test_add_func ("/puzzles/bad-lines", test_bad_lines);
  for (guint i = 0; i < puzzles->len; i++)
    {
      const AkronPuzzle *puzzle = g_ptr_array_index (puzzles, i);
      g_autofree char *path = g_strdup_printf ("/puzzles/prove/%s", puzzle->id);

      g_test_add_data_func (path, puzzle, test_puzzle);
    }
  return g_test_run ();
}
