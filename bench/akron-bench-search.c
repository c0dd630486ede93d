/* akron-bench-search.c: speed of the computer player's search
 *
 *   akron-bench-search [--nodes N]   nodes a CPU second on fixed and random-game positions
 *   akron-bench-search --depth D     CPU time to complete depth D (8x8; --depth-16 for 16x16)
 *   akron-bench-search --levels      time a move takes at each level, as the app runs it
 *                      [--cpu-time]  ... with the app's times counted in CPU time
 *   akron-bench-search --cancel      how soon a cancelled search returns
 *
 * The fixed positions are the ends of the games in bench/positions-8x8.txt and
 * bench/positions-16x16.txt (see bench/README.md); the random-game positions come from
 * uniformly random games with fixed seeds, 40 to 60 moves long on 8x8 and 150 to 200 on
 * 16x16, where many pieces can move; --depth also reads the random-game files
 * bench/positions-8x8-random.txt and positions-16x16-random.txt. Everything runs on one
 * thread but --cancel, which cancels from a second one, and searches given --threads.
 *
 * The program uses only the search API that has long existed (max_depth, nodes, time_ms)
 * unless --threads, --cpu-time, --enable, --disable or --two-distance is given, so that the same file
 * built against an older engine measures it in the same run (bench/README.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <gio/gio.h>

#include "akron-game.h"
#include "akron-search.h"
#include "akron-random.h"

typedef struct
{
  const char *name;
  const char *file;    /* NULL: random games */
  guint size;
  guint count;         /* random games */
  guint min_plies, max_plies;
} PositionSet;

static const PositionSet position_sets[] = {
  { "8x8 fixed", "positions-8x8.txt", 8, 0, 0, 0 },
  { "8x8 random games", NULL, 8, 20, 40, 60 },
  { "10x10 random games", NULL, 10, 10, 70, 100 },
  { "16x16 fixed", "positions-16x16.txt", 16, 0, 0, 0 },
  { "16x16 random games", NULL, 16, 10, 150, 200 },
};

/* What --depth measures: the fixed sets and the random-game files. */
static const PositionSet depth_sets[] = {
  { "8x8 fixed", "positions-8x8.txt", 8, 0, 0, 0 },
  { "8x8 random file", "positions-8x8-random.txt", 8, 0, 0, 0 },
  { "16x16 fixed", "positions-16x16.txt", 16, 0, 0, 0 },
  { "16x16 random file", "positions-16x16-random.txt", 16, 0, 0, 0 },
};

static gint64 node_budget = 50000;
static gint depth_8 = 0;
static gint depth_16 = 0;
static gint n_threads = 0;
static gboolean cpu_time = FALSE;
static gint enable_features = 0;
static gint disable_features = 0;
static gboolean two_distance = FALSE;
static char *only = NULL;
static char *only_level = NULL;
static gboolean run_levels = FALSE;
static gboolean run_cancel = FALSE;
static char *data_dir = NULL;

static const GOptionEntry entries[] = {
  { "nodes", 'n', 0, G_OPTION_ARG_INT64, &node_budget,
    "Nodes searched from each position (default 50000)", "N" },
  { "depth", 0, 0, G_OPTION_ARG_INT, &depth_8,
    "CPU time to complete depth D on the 8x8 sets", "D" },
  { "depth-16", 0, 0, G_OPTION_ARG_INT, &depth_16,
    "With --depth: the depth on the 16x16 sets (default: none of them)", "D" },
  { "threads", 't', 0, G_OPTION_ARG_INT, &n_threads,
    "Threads a search uses (default: the level's)", "N" },
  { "cpu-time", 0, 0, G_OPTION_ARG_NONE, &cpu_time,
    "--levels: the app's times as thread CPU time, as on an idle core", NULL },
  { "enable", 0, 0, G_OPTION_ARG_INT, &enable_features,
    "AkronSearchFeature bits to switch on, for experiments (default 0)", "BITS" },
  { "disable", 0, 0, G_OPTION_ARG_INT, &disable_features,
    "AkronSearchFeature bits to switch off, for experiments (default 0)", "BITS" },
  { "two-distance", 0, 0, G_OPTION_ARG_NONE, &two_distance,
    "Evaluate with the second-best-route term (AkronEvalOptions.two_distance)", NULL },
  { "level", 0, 0, G_OPTION_ARG_STRING, &only_level,
    "--levels: only this level", "LEVEL" },
  { "only", 0, 0, G_OPTION_ARG_STRING, &only,
    "Only the position sets whose names contain TEXT", "TEXT" },
  { "levels", 'l', 0, G_OPTION_ARG_NONE, &run_levels,
    "Time a move at each level, limited by the app's time", NULL },
  { "cancel", 'c', 0, G_OPTION_ARG_NONE, &run_cancel,
    "How long a cancelled search takes to return", NULL },
  { "data", 'd', 0, G_OPTION_ARG_FILENAME, &data_dir,
    "Where the position files are (default: the source tree's bench/)", "DIR" },
  { NULL }
};

static AkronGame *
game_from_line (const char *line, guint size, const char *where)
{
  g_autoptr(AkronGame) game = akron_game_new (size, 0, TRUE, FALSE, NULL);
  g_auto(GStrv) moves = g_strsplit (line, " ", -1);
  g_autoptr(GError) error = NULL;

  for (guint i = 0; moves[i] != NULL; i++)
    if (moves[i][0] != '\0' && !akron_game_play_text (game, moves[i], &error))
      g_error ("%s: move %u (%s): %s", where, i + 1, moves[i], error->message);
  return g_steal_pointer (&game);
}

static void
load_file (GPtrArray *games, const PositionSet *set)
{
  g_autofree char *path = g_build_filename (data_dir, set->file, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (contents, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autofree char *where = g_strdup_printf ("%s:%u", path, l + 1);

      if (lines[l][0] == '#' || g_strstrip (lines[l])[0] == '\0')
        continue;
      g_ptr_array_add (games, game_from_line (lines[l], set->size, where));
    }
}

/* CPU time of the whole process, in seconds: with helper threads it counts them all. */
static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static gboolean
set_wanted (const PositionSet *set)
{
  return only == NULL || strstr (set->name, only) != NULL;
}

static void
apply_threads (AkronSearchLimits *limits)
{
#ifdef AKRON_BENCH_THREADS
  if (n_threads > 0)
    limits->threads = n_threads;
  limits->cpu_time = cpu_time;
  limits->enable |= (guint) enable_features;
  limits->disable |= (guint) disable_features;
#else
  if (n_threads > 1 || cpu_time || enable_features || disable_features)
    g_error ("--threads, --cpu-time, --enable and --disable need an engine that has them");
#endif
#ifdef AKRON_BENCH_TWO_DISTANCE
  if (two_distance)
    {
      akron_level_get_eval_options (limits->level, &limits->eval);
      limits->eval.two_distance = TRUE;
      limits->custom_eval = TRUE;
    }
#else
  if (two_distance)
    g_error ("--two-distance needs an engine that has it");
#endif
}

/* Uniformly random games, stopped before their end. */
static void
make_random_games (GPtrArray *games, const PositionSet *set)
{
  AkronMoveList list;

  akron_move_list_init (&list);
  for (guint g = 0; g < set->count; g++)
    {
      AkronGame *game = akron_game_new (set->size, 0, FALSE, FALSE, NULL);
      guint64 random = 1000 * set->size + g;
      guint plies = set->min_plies + akron_random_next (&random) % (set->max_plies - set->min_plies + 1);

      for (guint ply = 0; ply < plies; ply++)
        {
          akron_position_generate (akron_game_get_position (game), &list);
          if (!akron_game_play (game, &list.moves[akron_random_next (&random) % list.len], NULL))
            g_assert_not_reached ();
          if (akron_game_is_over (game))
            {
              akron_game_undo (game);
              break;
            }
        }
      g_ptr_array_add (games, game);
    }
  akron_move_list_clear (&list);
}

static GPtrArray *
load_set (const PositionSet *set)
{
  GPtrArray *games = g_ptr_array_new_with_free_func (g_object_unref);

  if (set->file)
    load_file (games, set);
  else
    make_random_games (games, set);
  return games;
}

static void
search_or_die (AkronGame *game, const AkronSearchLimits *limits, GCancellable *cancellable,
               AkronSearchResult *result)
{
  g_autoptr(GError) error = NULL;

  if (!akron_search_genmove (game, limits, cancellable, result, &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_error ("%s", error->message);
}

static void
bench_nodes (void)
{
  g_print ("%-20s %5s %10s %8s %10s %6s\n", "positions", "count", "nodes", "cpu-s",
           "nodes/cpu-s", "depth");
  for (guint s = 0; s < G_N_ELEMENTS (position_sets); s++)
    {
      g_autoptr(GPtrArray) games = NULL;
      guint64 nodes = 0, depth = 0;
      double start, seconds;

      if (!set_wanted (&position_sets[s]))
        continue;
      games = load_set (&position_sets[s]);
      start = cpu_seconds ();

      for (guint i = 0; i < games->len; i++)
        {
          AkronSearchLimits limits;
          AkronSearchResult result;

          akron_search_limits_init (&limits, AKRON_LEVEL_EXPERT, FALSE);
          limits.nodes = node_budget;
          apply_threads (&limits);
          search_or_die (games->pdata[i], &limits, NULL, &result);
          nodes += result.nodes;
          depth += result.depth;
        }
      seconds = cpu_seconds () - start;
      g_print ("%-20s %5u %10" G_GUINT64_FORMAT " %8.2f %10.0f %6.1f\n", position_sets[s].name,
               games->len, nodes, seconds, nodes / seconds, (double) depth / games->len);
    }
}

/* CPU time to complete a fixed depth from each position of the sets: the measure of
 * search speed that does not depend on the node counting or on how many nodes a depth
 * takes. */
static void
bench_depth (void)
{
  g_print ("%-20s %5s %5s %12s %10s %12s %10s\n", "positions", "count", "depth", "nodes",
           "cpu-s", "nodes/cpu-s", "ms/pos");
  for (guint s = 0; s < G_N_ELEMENTS (depth_sets); s++)
    {
      const PositionSet *set = &depth_sets[s];
      guint depth = set->size <= 8 ? depth_8 : depth_16;
      g_autoptr(GPtrArray) games = NULL;
      guint64 nodes = 0;
      guint short_of_depth = 0;
      double start, seconds;

      if (depth == 0 || !set_wanted (set))
        continue;
      games = load_set (set);
      start = cpu_seconds ();
      for (guint i = 0; i < games->len; i++)
        {
          AkronSearchLimits limits;
          AkronSearchResult result;

          akron_search_limits_init (&limits, AKRON_LEVEL_EXPERT, FALSE);
          limits.nodes = 0;
          limits.max_depth = depth;
          apply_threads (&limits);
          search_or_die (games->pdata[i], &limits, NULL, &result);
          nodes += result.nodes;
          /* A proven result or a single move ends the deepening early. */
          short_of_depth += result.depth < depth;
        }
      seconds = cpu_seconds () - start;
      g_print ("%-20s %5u %5u %12" G_GUINT64_FORMAT " %10.2f %12.0f %10.1f", set->name,
               games->len, depth, nodes, seconds, nodes / seconds,
               1000 * seconds / games->len);
      if (short_of_depth > 0)
        g_print ("  (%u ended before the depth)", short_of_depth);
      g_print ("\n");
    }
}

static int
compare_uints (gconstpointer a, gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

static void
print_times (const char *what, GArray *times)
{
  guint n = times->len;

  g_array_sort (times, compare_uints);
  g_print ("%-28s %5u %9u %9u %9u\n", what, n, g_array_index (times, guint, 0),
           g_array_index (times, guint, n / 2), g_array_index (times, guint, n - 1));
}

/* Time a move takes at each level when it is limited by the app's time, as in the
 * window; the depth reached is printed too. */
static void
bench_levels (void)
{
  g_print ("%-28s %5s %9s %9s %9s\n", "level, positions", "moves", "min-ms", "median-ms",
           "max-ms");
  for (guint s = 0; s < G_N_ELEMENTS (position_sets); s++)
    {
      g_autoptr(GPtrArray) games = NULL;

      if (!set_wanted (&position_sets[s]))
        continue;
      games = load_set (&position_sets[s]);
      for (guint l = 0; l < AKRON_N_LEVELS; l++)
        {
          g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (guint));
          g_autofree char *what = NULL;
          guint64 depth = 0, nodes = 0;

          /* The bigger boards are measured at Hard and Expert, the levels the targets are
           * set for. */
          if (position_sets[s].size > 8 && l < AKRON_LEVEL_HARD)
            continue;
          if (only_level != NULL && g_ascii_strcasecmp (only_level, akron_level_to_string (l)) != 0)
            continue;
          for (guint i = 0; i < games->len; i++)
            {
              AkronSearchLimits limits;
              AkronSearchResult result;
              gint64 start = g_get_monotonic_time ();
              guint ms;

              akron_search_limits_init (&limits, l, TRUE);
              apply_threads (&limits);
              search_or_die (games->pdata[i], &limits, NULL, &result);
              ms = (g_get_monotonic_time () - start) / 1000;
              g_array_append_val (times, ms);
              depth += result.depth;
              nodes += result.nodes;
            }
          what = g_strdup_printf ("%s, %s", akron_level_to_string (l), position_sets[s].name);
          print_times (what, times);
          g_print ("%-28s depth %.1f, nodes %.0f a move\n", "", (double) depth / games->len,
                   (double) nodes / games->len);
        }
    }
}

typedef struct
{
  AkronGame *game;
  GCancellable *cancellable;
  gint64 returned_at;
} CancelRun;

static gpointer
search_thread (gpointer data)
{
  CancelRun *run = data;
  AkronSearchLimits limits;
  AkronSearchResult result;

  akron_search_limits_init (&limits, AKRON_LEVEL_EXPERT, TRUE);
  limits.time_ms = 60000;
  apply_threads (&limits);
  search_or_die (run->game, &limits, run->cancellable, &result);
  run->returned_at = g_get_monotonic_time ();
  return NULL;
}

/* Cancels searches at varied moments and measures how long they take to return. */
static void
bench_cancel (void)
{
  g_print ("%-28s %5s %9s %9s %9s\n", "cancel, positions", "runs", "min-ms", "median-ms",
           "max-ms");
  for (guint s = 0; s < G_N_ELEMENTS (position_sets); s++)
    {
      g_autoptr(GPtrArray) games = NULL;
      g_autoptr(GArray) delays = g_array_new (FALSE, FALSE, sizeof (guint));
      guint finished_first = 0;

      if (!set_wanted (&position_sets[s]))
        continue;
      games = load_set (&position_sets[s]);
      for (guint i = 0; i < games->len; i++)
        {
          CancelRun run = { games->pdata[i], g_cancellable_new (), 0 };
          GThread *thread = g_thread_new ("search", search_thread, &run);
          gint64 cancelled_at;
          guint us;

          g_usleep (20000 + 37000 * (i % 7));
          cancelled_at = g_get_monotonic_time ();
          g_cancellable_cancel (run.cancellable);
          g_thread_join (thread);
          g_object_unref (run.cancellable);
          /* A search that proved a result before the cancel has nothing to measure. */
          if (run.returned_at < cancelled_at)
            {
              finished_first++;
              continue;
            }
          us = run.returned_at - cancelled_at;
          g_array_append_val (delays, us);
        }
      g_array_sort (delays, compare_uints);
      if (delays->len > 0)
        g_print ("%-28s %5u %9.2f %9.2f %9.2f", position_sets[s].name, delays->len,
                 g_array_index (delays, guint, 0) / 1000.0,
                 g_array_index (delays, guint, delays->len / 2) / 1000.0,
                 g_array_index (delays, guint, delays->len - 1) / 1000.0);
      else
        g_print ("%-28s %5u", position_sets[s].name, 0);
      if (finished_first > 0)
        g_print ("  (%u finished before the cancel)", finished_first);
      g_print ("\n");
    }
}

int
main (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;

  g_option_context_set_summary (context, "Speed of the Akron computer player's search.");
  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("akron-bench-search: %s\n", error->message);
      return 64;
    }
  if (node_budget <= 0)
    {
      g_printerr ("akron-bench-search: --nodes must be positive\n");
      return 64;
    }
  if (data_dir == NULL)
    data_dir = g_strdup (BENCH_DATA_DIR);

  if (depth_8 > 0 || depth_16 > 0)
    bench_depth ();
  else if (run_levels)
    bench_levels ();
  else if (run_cancel)
    bench_cancel ();
  else
    bench_nodes ();
  g_free (data_dir);
  return EXIT_SUCCESS;
}
