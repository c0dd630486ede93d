/* akron-bench.c: speed of legal-move generation and perft on fixed positions
 *
 * The positions are the ends of the games in the bench/positions-*.txt files (one game a
 * line), so the numbers of different engine versions compare. Two kinds of games: those of
 * `akron-bench generate SIZE PLIES SEED`, a random playout with a fixed seed that prefers
 * climbing moves, so that the positions have stacks; and those of `akron-bench random SIZE
 * PLIES SEED`, uniform random games, whose positions have many small groups and many
 * movable pieces, as a search meets them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <glib.h>

#include "akron-game.h"
#include "akron-notation.h"
#include "akron-perft.h"

typedef struct
{
  const char *id;
  const char *file;
  guint size;
  guint perft_depth;
} PositionSet;

static const PositionSet position_sets[] = {
  { "8x8", "positions-8x8.txt", 8, 3 },
  { "16x16", "positions-16x16.txt", 16, 2 },
  { "8x8-random", "positions-8x8-random.txt", 8, 3 },
  { "16x16-random", "positions-16x16-random.txt", 16, 2 },
};

static double measure_seconds = 1.0;
static int fixed_passes = 0;
static char *data_dir = NULL;
static char **only_sets = NULL;
static gboolean skip_perft = FALSE;

/* Whether a measurement of @passes passes started at @start is done: a fixed number of
 * passes when asked (repeatable instruction counts under callgrind), else a time. */
static gboolean
measurement_done (guint64 passes, gint64 start)
{
  if (fixed_passes > 0)
    return passes >= (guint64) fixed_passes;
  return g_get_monotonic_time () - start >= measure_seconds * G_USEC_PER_SEC;
}

/* The positions reached by the games in @path. */
static GArray *
load_positions (const char *path, guint size)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (AkronPosition));

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, FALSE, NULL);
      g_auto(GStrv) moves = NULL;

      if (lines[l][0] == '#' || g_strstrip (lines[l])[0] == '\0')
        continue;
      moves = g_strsplit (lines[l], " ", -1);
      for (guint i = 0; moves[i] != NULL; i++)
        if (moves[i][0] != '\0' && !akron_game_play_text (game, moves[i], &error))
          g_error ("%s:%u: move %u (%s): %s", path, l + 1, i + 1, moves[i], error->message);
      g_array_append_vals (positions, akron_game_get_position (game), 1);
    }

  return positions;
}

/* Full legal-move generations per second over @positions. Not inlined, so that
 * `callgrind --toggle-collect=measure_generation` counts exactly its instructions. */
static G_GNUC_NO_INLINE double
measure_generation (GArray *positions, guint64 *moves_per_pass)
{
  AkronMoveList list;
  guint64 generations = 0, passes = 0;
  gint64 start, elapsed;

  akron_move_list_init (&list);
  *moves_per_pass = 0;
  for (guint i = 0; i < positions->len; i++)
    {
      akron_position_generate (&g_array_index (positions, AkronPosition, i), &list);
      *moves_per_pass += list.len;
    }

  start = g_get_monotonic_time ();
  do
    {
      for (guint i = 0; i < positions->len; i++)
        akron_position_generate (&g_array_index (positions, AkronPosition, i), &list);
      generations += positions->len;
      passes++;
    }
  while (!measurement_done (passes, start));
  elapsed = MAX (g_get_monotonic_time () - start, 1);
  akron_move_list_clear (&list);

  return (double) generations * G_USEC_PER_SEC / (double) elapsed;
}

/* Moves played and taken back a second, as a search does at every node: apply, the
 * end-of-game connection check, unapply, for every legal move of every position. */
static G_GNUC_NO_INLINE double
measure_play (GArray *positions)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  g_autoptr(GArray) owners = g_array_new (FALSE, FALSE, sizeof (guint));
  AkronMoveList list;
  guint64 plays = 0, passes = 0;
  gint64 start, elapsed;

  akron_move_list_init (&list);
  for (guint i = 0; i < positions->len; i++)
    {
      akron_position_generate (&g_array_index (positions, AkronPosition, i), &list);
      g_array_append_vals (moves, list.moves, list.len);
      for (guint m = 0; m < list.len; m++)
        g_array_append_val (owners, i);
    }
  akron_move_list_clear (&list);

  start = g_get_monotonic_time ();
  do
    {
      for (guint m = 0; m < moves->len; m++)
        {
          AkronPosition *pos = &g_array_index (positions, AkronPosition,
                                               g_array_index (owners, guint, m));
          AkronUndo undo;
          AkronColour winner;

          akron_position_apply (pos, &g_array_index (moves, AkronMove, m), &undo);
          akron_position_connection_ends_game (pos, &undo, FALSE, &winner, NULL);
          akron_position_unapply (pos, &undo);
        }
      plays += moves->len;
      passes++;
    }
  while (!measurement_done (passes, start));
  elapsed = MAX (g_get_monotonic_time () - start, 1);

  return (double) plays * G_USEC_PER_SEC / (double) elapsed;
}

/* Perft leaves per second at @depth, summed over @positions (at least one full pass). */
static G_GNUC_NO_INLINE double
measure_perft (GArray *positions, guint depth, guint64 *leaves_per_pass)
{
  guint64 leaves = 0, passes = 0;
  gint64 start, elapsed;

  start = g_get_monotonic_time ();
  *leaves_per_pass = 0;
  do
    {
      guint64 pass = 0;

      for (guint i = 0; i < positions->len; i++)
        pass += akron_perft (&g_array_index (positions, AkronPosition, i), depth, FALSE);
      *leaves_per_pass = pass;
      leaves += pass;
      passes++;
    }
  while (!measurement_done (passes, start));
  elapsed = MAX (g_get_monotonic_time () - start, 1);

  return (double) leaves * G_USEC_PER_SEC / (double) elapsed;
}

static gboolean
set_selected (const PositionSet *set)
{
  return only_sets == NULL || g_strv_contains ((const char * const *) only_sets, set->id);
}

static void
run_benchmarks (void)
{
  g_print ("%-14s %6s %9s %14s %12s %6s %12s %14s\n", "positions", "count", "moves/pos",
           "generations/s", "plays/s", "perft", "leaves/pass", "perft leaves/s");

  for (guint s = 0; s < G_N_ELEMENTS (position_sets); s++)
    {
      const PositionSet *set = &position_sets[s];
      g_autofree char *path = NULL;
      g_autoptr(GArray) positions = NULL;
      guint64 moves, leaves = 0;
      double generation_rate, play_rate, perft_rate = 0;

      if (!set_selected (set))
        continue;
      path = g_build_filename (data_dir, set->file, NULL);
      positions = load_positions (path, set->size);
      generation_rate = measure_generation (positions, &moves);
      play_rate = measure_play (positions);
      if (!skip_perft)
        perft_rate = measure_perft (positions, set->perft_depth, &leaves);

      g_print ("%-14s %6u %9.1f %14.0f %12.0f", set->id, positions->len,
               (double) moves / positions->len, generation_rate, play_rate);
      if (skip_perft)
        g_print ("\n");
      else
        g_print (" %6u %12" G_GUINT64_FORMAT " %14.0f\n", set->perft_depth, leaves, perft_rate);
    }
}

static int
compare_moves (gconstpointer a, gconstpointer b)
{
  const AkronMove *x = a, *y = b;

  if (x->kind != y->kind)
    return x->kind - y->kind;
  if (x->from != y->from)
    return x->from - y->from;
  return x->to - y->to;
}

/* The legal moves of @pos in a fixed order, so that the games made here do not depend on
 * the order in which the engine generates moves. */
static void
generate_sorted (const AkronPosition *pos, AkronMoveList *list)
{
  akron_position_generate (pos, list);
  qsort (list->moves, list->len, sizeof (AkronMove), compare_moves);
}

/* The moves of @game on one line. */
static void
print_game (AkronGame *game)
{
  for (guint i = 0; i < akron_game_get_ply (game); i++)
    {
      g_autofree char *text = akron_game_get_move_text (game, i);
      g_print ("%s%s", i > 0 ? " " : "", text);
    }
  g_print ("\n");
}

/* A random game of @plies moves, printed as one line. It prefers moves up the pyramid (70%
 * of the time, when there are any, one of those that climb highest) and otherwise Adds in
 * the middle of the board (80%), so that stacks grow. */
static int
generate_game (guint size, guint plies, guint32 seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, FALSE, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autoptr(GArray) climbs = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  g_autoptr(GArray) central = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  AkronMoveList list;

  if (game == NULL)
    g_error ("%s", error->message);

  akron_move_list_init (&list);
  for (guint ply = 0; ply < plies && !akron_game_is_over (game); ply++)
    {
      const AkronPosition *pos = akron_game_get_position (game);
      const AkronGeometry *geo = akron_position_get_geometry (pos);
      AkronMove move;
      guint top;

      generate_sorted (pos, &list);
      top = 1;
      g_array_set_size (climbs, 0);
      for (guint i = 0; i < list.len; i++)
        {
          guint level;

          if (list.moves[i].kind != AKRON_MOVE_STEP)
            continue;
          level = geo->level[list.moves[i].to];
          if (level > top)
            {
              top = level;
              g_array_set_size (climbs, 0);
            }
          if (level == top)
            g_array_append_val (climbs, list.moves[i]);
        }

      g_array_set_size (central, 0);
      for (guint i = 0; i < list.len; i++)
        if (list.moves[i].kind == AKRON_MOVE_ADD
            && ABS (2 * (int) geo->col[list.moves[i].to] - (int) size + 1) < (int) size / 2
            && ABS (2 * (int) geo->row[list.moves[i].to] - (int) size + 1) < (int) size / 2)
          g_array_append_val (central, list.moves[i]);

      if (climbs->len > 0 && g_rand_int_range (rand, 0, 100) < 70)
        move = g_array_index (climbs, AkronMove, g_rand_int_range (rand, 0, climbs->len));
      else if (central->len > 0 && g_rand_int_range (rand, 0, 100) < 80)
        move = g_array_index (central, AkronMove, g_rand_int_range (rand, 0, central->len));
      else
        move = list.moves[g_rand_int_range (rand, 0, list.len)];
      if (move.kind == AKRON_MOVE_SWAP)
        move = list.moves[0].kind == AKRON_MOVE_SWAP ? list.moves[1] : list.moves[0];

      /* A move that lets the opponent win at once would end the playout: skip it. */
      if (!akron_game_play (game, &move, &error))
        g_error ("%s", error->message);
      if (akron_game_is_over (game))
        {
          akron_game_undo (game);
          ply--;
          if (g_rand_int_range (rand, 0, 50) == 0)
            break;
          continue;
        }
    }
  akron_move_list_clear (&list);

  print_game (game);

  return EXIT_SUCCESS;
}

/* Plays uniform random moves on @game up to @plies: each move is drawn with equal
 * probability from the legal moves that do not end the game. FALSE if the game reaches a
 * position where every move ends it. */
static gboolean
play_uniform (AkronGame *game, guint plies, GRand *rand, AkronMoveList *list)
{
  g_autoptr(GError) error = NULL;

  while (akron_game_get_ply (game) < plies)
    {
      generate_sorted (akron_game_get_position (game), list);
      /* Draw without replacement until a move keeps the game going. */
      for (;;)
        {
          guint pick;

          if (list->len == 0)
            return FALSE;
          pick = g_rand_int_range (rand, 0, list->len);
          if (!akron_game_play (game, &list->moves[pick], &error))
            g_error ("%s", error->message);
          if (!akron_game_is_over (game))
            break;
          akron_game_undo (game);
          list->moves[pick] = list->moves[--list->len];
        }
    }
  return TRUE;
}

/* A uniform random game of exactly @plies moves, printed as one line; a game that runs
 * into a dead end starts again, with the same random stream. Uniform play keeps the pieces
 * spread out and movable, unlike generate_game(). */
static int
random_game (guint size, guint plies, guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  AkronMoveList list;

  akron_move_list_init (&list);
  for (;;)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, FALSE, &error);

      if (game == NULL)
        g_error ("%s", error->message);
      if (play_uniform (game, plies, rand, &list))
        {
          print_game (game);
          break;
        }
    }
  akron_move_list_clear (&list);

  return EXIT_SUCCESS;
}

static const GOptionEntry option_entries[] = {
  { "time", 't', 0, G_OPTION_ARG_DOUBLE, &measure_seconds,
    "Seconds per measurement (default 1)", "SECONDS" },
  { "passes", 'n', 0, G_OPTION_ARG_INT, &fixed_passes,
    "Measure exactly this many passes over each set instead of a time (for callgrind)", "N" },
  { "set", 's', 0, G_OPTION_ARG_STRING_ARRAY, &only_sets,
    "Measure only this set: 8x8, 16x16, 8x8-random or 16x16-random (repeatable)", "SET" },
  { "no-perft", 0, 0, G_OPTION_ARG_NONE, &skip_perft,
    "Measure move generation only", NULL },
  { "data-dir", 'd', 0, G_OPTION_ARG_FILENAME, &data_dir,
    "Where the position files are (default: the source's bench/)", "DIR" },
  { NULL }
};

int
main (int argc, char **argv)
{
  g_autoptr(GOptionContext) context =
    g_option_context_new ("[generate SIZE PLIES SEED | random SIZE PLIES SEED]");
  g_autoptr(GError) error = NULL;

  g_option_context_set_summary (context,
                                "Measures legal-move generation and perft on fixed 8x8 and "
                                "16x16 middle-game positions.\n\n"
                                "generate and random print a game for a position file "
                                "(see bench/README.md).");
  g_option_context_add_main_entries (context, option_entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("akron-bench: %s\n", error->message);
      return 64;
    }

  if (argc == 5 && strcmp (argv[1], "generate") == 0)
    return generate_game (atoi (argv[2]), atoi (argv[3]), (guint32) atoi (argv[4]));
  if (argc == 5 && strcmp (argv[1], "random") == 0)
    return random_game (atoi (argv[2]), atoi (argv[3]), (guint32) atoi (argv[4]));
  if (argc != 1 || !(measure_seconds > 0) || fixed_passes < 0)
    {
      g_autofree char *help = g_option_context_get_help (context, TRUE, NULL);
      g_printerr ("%s", help);
      return 64;
    }

  if (data_dir == NULL)
    data_dir = g_strdup (BENCH_DATA_DIR);
  run_benchmarks ();

  return EXIT_SUCCESS;
}
