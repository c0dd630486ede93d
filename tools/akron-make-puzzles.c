/* akron-make-puzzles.c: writes data/puzzles.txt
 *
 *   _build/tools/akron-make-puzzles > data/puzzles.txt
 *
 * Plays games on boards of 5x5 to 10x10 with fixed seeds (the computer at a small node
 * budget, with a random move now and then so that the games differ), and at every turn
 * asks of the position each kind of puzzle still wanted: which legal moves solve it, by
 * akron_puzzle_prove(), an exhaustive look at every move (and every reply, and every
 * second move, for the kinds that need them). A position becomes a puzzle when one to
 * three moves solve it, so that the answer is clear. The same seeds give the same file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "akron-eval.h"
#include "akron-lesson.h"
#include "akron-notation.h"
#include "akron-puzzle.h"
#include "akron-search.h"

#define MIN_SIZE 5
#define MAX_SIZE 10
#define PER_KIND_AND_SIZE 3
#define MAX_SOLUTIONS 3
#define GAMES_PER_SIZE 300
/* Connect in two looks at every move, reply and second move: only on the smaller boards. */
#define MAX_SIZE_CONNECT_TWO 7

typedef struct
{
  guint found[AKRON_PUZZLE_N_KINDS][MAX_SIZE + 1];
  guint total;
} Tally;

static guint
strv_len (GStrv v)
{
  return v != NULL ? g_strv_length (v) : 0;
}

static char *
game_moves (AkronGame *game)
{
  g_autoptr (GString) text = g_string_new (NULL);

  for (guint i = 0; i < akron_game_get_ply (game); i++)
    {
      g_autofree char *move = akron_game_get_move_text (game, i);

      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, move);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static guint
difficulty_of (AkronPuzzleKind kind, guint size)
{
  guint d = size <= 6 ? 1 : size <= 8 ? 2 : 3;

  if (kind == AKRON_PUZZLE_CONNECT_TWO || kind == AKRON_PUZZLE_SAVE)
    d++;
  return MIN (d, 3);
}

static void
emit (Tally *tally, AkronPuzzleKind kind, AkronGame *game, GStrv solutions, gboolean *taken)
{
  guint size = akron_game_get_size (game);
  AkronPuzzle puzzle = { 0 };
  g_autofree char *line = NULL;

  puzzle.id = g_strdup_printf ("%s-%u-%u", akron_puzzle_kind_to_string (kind), size,
                               tally->found[kind][size] + 1);
  puzzle.kind = kind;
  puzzle.difficulty = difficulty_of (kind, size);
  puzzle.size = size;
  puzzle.pieces = 0;
  puzzle.no_delay = akron_game_get_no_delay (game);
  puzzle.moves = game_moves (game);
  puzzle.solutions = solutions;
  line = akron_puzzle_to_line (&puzzle);
  printf ("%s\n", line);
  fflush (stdout);
  g_free (puzzle.id);
  g_free (puzzle.moves);
  tally->found[kind][size]++;
  taken[kind] = TRUE;
  tally->total++;
}

static gboolean
wanted_in (Tally *tally, AkronPuzzleKind kind, guint size, const gboolean *taken)
{
  return !taken[kind] && tally->found[kind][size] < PER_KIND_AND_SIZE;
}

#define wanted(tally, kind, size) wanted_in (tally, kind, size, taken)

static gboolean
same (GStrv a, GStrv b)
{
  return g_strv_equal ((const char *const *) a, (const char *const *) b);
}

/* Looks at the game's position for each kind still wanted; at most one puzzle a position. */
static gboolean
look (Tally *tally, AkronGame *game, AkronEval *eval, gboolean *taken)
{
  const AkronPosition *pos = akron_game_get_position (game);
  AkronColour player = akron_position_get_to_move (pos);
  guint size = akron_game_get_size (game);
  g_auto (GStrv) connect = NULL;

  if (akron_game_is_over (game))
    return FALSE;

  if (akron_game_get_no_delay (game))
    {
      g_auto (GStrv) win = NULL;

      if (!wanted (tally, AKRON_PUZZLE_NO_DELAY, size))
        return FALSE;
      win = akron_puzzle_prove (AKRON_PUZZLE_NO_DELAY, game);
      if (strv_len (win) < 1 || strv_len (win) > MAX_SOLUTIONS)
        return FALSE;
      emit (tally, AKRON_PUZZLE_NO_DELAY, game, win, taken);
      return TRUE;
    }

  if (akron_position_has_connection (pos, AKRON_OPPONENT (player), NULL, NULL))
    {
      g_auto (GStrv) cut = NULL;

      if (!wanted (tally, AKRON_PUZZLE_CUT, size))
        return FALSE;
      cut = akron_puzzle_prove (AKRON_PUZZLE_CUT, game);
      if (strv_len (cut) < 1 || strv_len (cut) > MAX_SOLUTIONS)
        return FALSE;
      emit (tally, AKRON_PUZZLE_CUT, game, cut, taken);
      return TRUE;
    }

  connect = akron_puzzle_prove (AKRON_PUZZLE_CONNECT_ONE, game);
  if (strv_len (connect) > 0)
    {
      g_auto (GStrv) drop = akron_puzzle_prove (AKRON_PUZZLE_DROP, game);
      g_auto (GStrv) save = NULL;

      if (wanted (tally, AKRON_PUZZLE_DROP, size) && same (connect, drop)
          && strv_len (drop) <= MAX_SOLUTIONS)
        {
          emit (tally, AKRON_PUZZLE_DROP, game, drop, taken);
          return TRUE;
        }
      if (wanted (tally, AKRON_PUZZLE_SAVE, size) && strv_len (connect) >= 2)
        {
          save = akron_puzzle_prove (AKRON_PUZZLE_SAVE, game);
          if (strv_len (save) >= 1 && strv_len (save) <= MAX_SOLUTIONS
              && strv_len (save) < strv_len (connect))
            {
              emit (tally, AKRON_PUZZLE_SAVE, game, save, taken);
              return TRUE;
            }
        }
      if (wanted (tally, AKRON_PUZZLE_CONNECT_ONE, size) && strv_len (connect) <= MAX_SOLUTIONS)
        {
          emit (tally, AKRON_PUZZLE_CONNECT_ONE, game, connect, taken);
          return TRUE;
        }
      return FALSE;
    }

  if (size <= MAX_SIZE_CONNECT_TWO && wanted (tally, AKRON_PUZZLE_CONNECT_TWO, size)
      && akron_eval_distance (eval, pos, player) <= 2)
    {
      g_auto (GStrv) two = akron_puzzle_prove (AKRON_PUZZLE_CONNECT_TWO, game);

      if (strv_len (two) >= 1 && strv_len (two) <= MAX_SOLUTIONS)
        {
          emit (tally, AKRON_PUZZLE_CONNECT_TWO, game, two, taken);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
size_done (Tally *tally, guint size)
{
  const gboolean taken[AKRON_PUZZLE_N_KINDS] = { FALSE };

  for (guint k = 0; k < AKRON_PUZZLE_N_KINDS; k++)
    if ((k != AKRON_PUZZLE_CONNECT_TWO || size <= MAX_SIZE_CONNECT_TWO)
        && wanted (tally, k, size))
      return FALSE;
  return TRUE;
}

static void
play_game (Tally *tally, guint size, gboolean no_delay, guint32 seed, AkronEval *eval)
{
  g_autoptr (AkronGame) game = akron_game_new (size, 0, FALSE, no_delay, NULL);
  g_autoptr (GRand) rand = g_rand_new_with_seed (seed);
  gboolean taken[AKRON_PUZZLE_N_KINDS] = { FALSE };
  AkronMoveList list;

  akron_move_list_init (&list);
  while (!akron_game_is_over (game) && akron_game_get_ply (game) < size * size * 3)
    {
      AkronMove move;

      /* A game gives at most one puzzle of each kind, so that they differ. */
      if (akron_game_get_ply (game) >= 4)
        look (tally, game, eval, taken);
      akron_position_generate (akron_game_get_position (game), &list);
      if (g_rand_double (rand) < 0.3)
        move = list.moves[g_rand_int_range (rand, 0, (gint32) list.len)];
      else
        {
          AkronSearchLimits limits;
          AkronSearchResult result;

          akron_search_limits_init (&limits, AKRON_LEVEL_EASY, FALSE);
          limits.nodes = 400;
          limits.seed = g_rand_int (rand);
          if (!akron_search_genmove (game, &limits, NULL, &result, NULL) || result.claim_draw)
            break;
          move = result.move;
        }
      if (!akron_game_play (game, &move, NULL))
        break;
    }
  akron_move_list_clear (&list);
}

int
main (int argc, char **argv)
{
  Tally tally = { 0 };
  g_autoptr (AkronEval) eval = akron_eval_new ();
  gint64 start = g_get_monotonic_time ();

  printf ("# Akron puzzles, written by tools/akron-make-puzzles.c (do not edit by hand):\n"
          "# id | kind | difficulty | size | pieces | delay | moves | solutions\n");
  for (guint size = MIN_SIZE; size <= MAX_SIZE; size++)
    for (guint g = 0; g < GAMES_PER_SIZE && !size_done (&tally, size); g++)
      {
        guint32 seed = size * 1000 + g;

        play_game (&tally, size, g % 4 == 3, seed, eval);
      }
  fprintf (stderr, "%u puzzles in %.1f s\n", tally.total,
           (g_get_monotonic_time () - start) / 1e6);
  for (guint k = 0; k < AKRON_PUZZLE_N_KINDS; k++)
    {
      fprintf (stderr, "%-12s", akron_puzzle_kind_to_string (k));
      for (guint size = MIN_SIZE; size <= MAX_SIZE; size++)
        fprintf (stderr, " %ux%u:%u", size, size, tally.found[k][size]);
      fprintf (stderr, "\n");
    }
  return tally.total > 0 ? 0 : 1;
}
