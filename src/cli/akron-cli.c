/* akron-cli.c: the Akron rules engine on the command line
 *
 * Used by players, by the tests and by the benchmarks, so the output of each command is a
 * contract: plain lines, stable order, no decoration. Exit status: 0 on success, 1 when a
 * file cannot be read, 2 for an illegal or malformed move or record, 64 for a usage error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <glib/gi18n.h>

#include "akron-cli-engine.h"
#include "akron-game.h"
#include "akron-notation.h"
#include "akron-perft.h"
#include "akron-record.h"

#define EXIT_FILE_ERROR 1
#define EXIT_BAD_GAME 2
#define EXIT_USAGE 64

/* Size and pieces start as OPTION_UNSET, so that we know whether they were given. */
#define OPTION_UNSET -1

typedef struct
{
  int size;
  int pieces;
  gboolean no_swap;
  gboolean no_delay;
  char *record;
  char *output;
  double bench_seconds;
  gboolean version;
  GOptionContext *context;
} CliOptions;

static CliOptions options = { OPTION_UNSET, OPTION_UNSET, FALSE, FALSE, NULL, NULL, 2.0, FALSE,
                              NULL };

static const GOptionEntry option_entries[] = {
  { "size", 's', 0, G_OPTION_ARG_INT, &options.size,
    N_("Board size, 3 to 16 (default 8)"), "N" },
  { "pieces", 'p', 0, G_OPTION_ARG_INT, &options.pieces,
    N_("Pieces per player, N to 1000 (default N*N/2)"), "P" },
  { "no-swap", 0, 0, G_OPTION_ARG_NONE, &options.no_swap,
    N_("Play without the swap (pie) rule"), NULL },
  { "nodelay", 0, 0, G_OPTION_ARG_NONE, &options.no_delay,
    N_("A connection wins at once (no delayed win)"), NULL },
  { "record", 'r', 0, G_OPTION_ARG_FILENAME, &options.record,
    N_("Start from the game in this .akron record (its variant tags apply)"), "FILE" },
  { "output", 'o', 0, G_OPTION_ARG_FILENAME, &options.output,
    N_("record: save the record to FILE (replaced whole or not at all)"), "FILE" },
  { "bench-time", 0, 0, G_OPTION_ARG_DOUBLE, &options.bench_seconds,
    N_("How long bench measures (default 2 seconds)"), "SECONDS" },
  { "version", 0, 0, G_OPTION_ARG_NONE, &options.version,
    N_("Show the version and quit"), NULL },
  { NULL }
};

static const char summary[] =
  N_("Commands:\n"
     "  moves [MOVE...]        every legal move after MOVEs, one per line, sorted\n"
     "  status [MOVE...]       side to move, piles, connections, result, repetitions\n"
     "  perft DEPTH [MOVE...]  the number of move sequences of length DEPTH\n"
     "  show [MOVE...]         the position, level by level\n"
     "  record [MOVE...]       the game as an .akron record (into FILE with --output)\n"
     "  lines [MOVE...]        the main line, then each variation from its first move,\n"
     "                         indented two spaces a level, depth first\n"
     "  bench FILE             legal-move generation speed over the games in FILE\n"
     "                         (one game per line, moves separated by spaces)\n"
     "  genmove [MOVE...]      the computer's move after MOVEs, then depth:, score:,\n"
     "                         nodes:, time-ms: and pv: lines (--level, --nodes, --time,\n"
     "                         --cpu-time, --depth, --threads)\n"
     "  review [MOVE...]       the game looked at again, one line a move: its number,\n"
     "                         the move, the evaluation after it for the mover, best:\n"
     "                         the search's move, and missed-win, blunder, mistake or\n"
     "                         inaccuracy where one applies (--level, --nodes, --time)\n"
     "  engine                 a GTP-style protocol on standard input and output\n"
     "  match A B              games between players A and B, in pairs with the same\n"
     "                         opening and the seats exchanged: wins, losses, draws,\n"
     "                         score, Elo difference (--games, --records, --jobs,\n"
     "                         --sprt, --help-player)\n"
     "\n"
     "MOVEs are in the notation of the rules (F6, A2-D3', swap), case-insensitive;\n"
     "the list may end with draw or resign.\n"
     "\n"
     "Players for match are NAME or NAME:KEY=VALUE,KEY=VALUE...:\n"
     "  beginner, easy, medium, hard, expert\n"
     "                               the computer at that level; nodes=N, time=MS,\n"
     "                               cpu=MS, depth=D, seed=S, threads=N (default:\n"
     "                               the level's nodes)\n"
     "  alphabeta (or plain)         plain alpha-beta with iterative deepening over\n"
     "                               the plain connection distance; nodes=N (default\n"
     "                               20000), time=MS, cpu=MS, depth=D\n"
     "  greedy                       one move ahead, by connection distance\n"
     "  random                       any legal move\n"
     "  uct                          plain UCT with random playouts; playouts=N\n"
     "                               (default 1000), time=MS or cpu=MS\n"
     "time= is wall-clock time; cpu= the CPU time of the thread that plays, which\n"
     "a busy machine does not shorten.\n"
     "For experiments, cuts=, bridges=, routes=, closed=, lmr=, lmr2=, null= and\n"
     "prune= (0 or 1)\n"
     "switch parts of a level's evaluation and search off or on, and\n"
     "routew= and tempo= weigh route points and the move (hundredths of a move).\n"
     "Examples: hard:nodes=20000, expert:cpu=3000, uct:time=800, alphabeta.");

/* Apart from the summary above, so that its translations stay whole. */
static const char external_summary[] =
  N_("A player can also be another program that speaks the engine protocol, such as\n"
     "an older build's akron-cli engine, started for each game it plays:\n"
     "  external:cmd=COMMAND,level=NAME,nodes=N,time=MS,seed=S\n"
     "COMMAND is split as a shell would and holds no commas; time= is the program's\n"
     "own clock. A program that dies or answers an error or an illegal move loses\n"
     "the game. Example: external:cmd=/tmp/old/akron-cli engine,level=hard,nodes=63000");

/* The experiments that README.md's table of refinements measured, apart from the summary
 * above so that its translations stay whole. */
static const char experiments_summary[] =
  N_("Search experiments, each 0 or 1: narrow= keeps only moves on a shortest route,\n"
     "vary= lets the seed choose among equal moves, early= tries the hash move and\n"
     "killers before the moves are generated, select= narrows the search on boards\n"
     "from 10x10 (on by default), selectsmall= does so below 10x10, and twodist=\n"
     "counts the points on every shortest route (twodistw= and twodistm= weigh them\n"
     "for the player not to move and the player to move, in hundredths of a move).");

/* Apart again, so that the summary above keeps its translations. */
static const char growing_summary[] =
  N_("grow= (0 or 1) reduces late moves more, the deeper the node and the later the\n"
     "move, where the search is selective (on for Expert).");

/* Apart again, for the same reason. */
static const char sight_summary[] =
  N_("sight= (0 to 100) is the share of Beginner's moves, in percent, on which it\n"
     "sees cuts from above and drops (30 by default).");

static G_GNUC_NORETURN void
usage_error (const char *format, ...) G_GNUC_PRINTF (1, 2);

/* A message with the text it quotes from records, files and arguments made safe for a
 * terminal: control characters and invalid UTF-8 escaped ("\x1b"). */
static char *
format_message (const char *format, va_list args) G_GNUC_PRINTF (1, 0);

static char *
format_message (const char *format, va_list args)
{
  char *raw = g_strdup_vprintf (format, args);
  char *message = akron_record_quote_text (raw, -1);

  g_free (raw);
  return message;
}

/* These exit at once: what they allocate is freed first, so that leak checkers stay quiet. */
static G_GNUC_NORETURN void
usage_error (const char *format, ...)
{
  char *message, *help;
  va_list args;

  va_start (args, format);
  message = format_message (format, args);
  va_end (args);

  help = g_option_context_get_help (options.context, TRUE, NULL);
  g_printerr ("akron-cli: %s\n\n%s", message, help);
  g_free (message);
  g_free (help);
  exit (EXIT_USAGE);
}

static G_GNUC_NORETURN void
fail (int status, const char *format, ...) G_GNUC_PRINTF (2, 3);

static G_GNUC_NORETURN void
fail (int status, const char *format, ...)
{
  char *message;
  va_list args;

  va_start (args, format);
  message = format_message (format, args);
  va_end (args);

  g_printerr ("akron-cli: %s\n", message);
  g_free (message);
  exit (status);
}

/* Checks the variant options once they are parsed, and fills in the defaults. */
static void
check_variant_options (void)
{
  gboolean given = options.size != OPTION_UNSET || options.pieces != OPTION_UNSET
                   || options.no_swap || options.no_delay;

  if (options.record != NULL && given)
    usage_error (_("--record takes the variant from the record; "
                   "--size, --pieces, --no-swap and --nodelay cannot be used with it"));

  if (options.size == OPTION_UNSET)
    options.size = AKRON_DEFAULT_SIZE;
  if (options.size < AKRON_MIN_SIZE || options.size > AKRON_MAX_SIZE)
    usage_error (_("--size must be from %d to %d"), AKRON_MIN_SIZE, AKRON_MAX_SIZE);

  if (options.pieces == OPTION_UNSET)
    options.pieces = 0; /* the default for the size */
  else if (options.pieces < options.size || options.pieces > AKRON_MAX_PIECES)
    usage_error (_("--pieces must be from %d to %d when the size is %d"), options.size,
                 AKRON_MAX_PIECES, options.size);
}

static AkronGame *
load_record (void)
{
  g_autoptr(GFile) file = g_file_new_for_commandline_arg (options.record);
  g_autoptr(GError) error = NULL;
  AkronGame *game;

  game = akron_record_load (file, NULL, &error);
  if (game == NULL)
    fail (g_error_matches (error, AKRON_ERROR, AKRON_ERROR_RECORD) ? EXIT_BAD_GAME
                                                                    : EXIT_FILE_ERROR,
          "%s", error->message);

  return game;
}

static AkronGame *
new_game (void)
{
  g_autoptr(GError) error = NULL;
  AkronGame *game;

  if (options.record != NULL)
    return load_record ();

  game = akron_game_new (options.size, options.pieces, !options.no_swap, options.no_delay,
                         &error);
  if (game == NULL)
    usage_error ("%s", error->message);

  return game;
}

/* Plays @moves on @game; on an illegal or malformed move, says which ply and why and exits
 * with status 2. @where prefixes the message (a file and line), or is NULL. */
static void
play_moves (AkronGame *game, char **moves, guint n_moves, const char *where)
{
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GError) error = NULL;

      /* Not translated: scripts and tests read "ply N (MOVE): ". */
      if (!akron_game_play_text (game, moves[i], &error))
        fail (EXIT_BAD_GAME, "%s%sply %u (%s): %s", where ? where : "", where ? ": " : "",
              akron_game_get_ply (game) + 1, moves[i], error->message);
    }
}

static AkronGame *
game_from_arguments (char **moves, guint n_moves)
{
  AkronGame *game = new_game ();

  play_moves (game, moves, n_moves, NULL);
  return game;
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static int
command_moves (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);
  const AkronPosition *pos = akron_game_get_position (game);
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  AkronMoveList list;

  if (akron_game_is_over (game))
    return EXIT_SUCCESS;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint i = 0; i < list.len; i++)
    g_ptr_array_add (texts, akron_move_to_string (geo, &list.moves[i]));
  akron_move_list_clear (&list);

  g_ptr_array_sort (texts, compare_strings);
  for (guint i = 0; i < texts->len; i++)
    g_print ("%s\n", (const char *) g_ptr_array_index (texts, i));

  return EXIT_SUCCESS;
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

static int
command_status (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);
  const AkronPosition *pos = akron_game_get_position (game);

  g_print ("to-move: %s\n", akron_colour_to_string (akron_game_get_to_move (game)));
  g_print ("pile-vert: %u\n", akron_position_get_pile (pos, AKRON_VERT));
  g_print ("pile-horz: %u\n", akron_position_get_pile (pos, AKRON_HORZ));
  g_print ("connected-vert: %s\n",
           yes_no (akron_position_has_connection (pos, AKRON_VERT, NULL, NULL)));
  g_print ("connected-horz: %s\n",
           yes_no (akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL)));
  g_print ("result: %s\n", akron_result_to_string (akron_game_get_result (game)));
  g_print ("reason: %s\n", akron_reason_to_string (akron_game_get_reason (game)));
  g_print ("repetitions: %u\n", akron_game_get_repetitions (game));
  g_print ("draw-claimable: %s\n", yes_no (akron_game_get_draw_claimable (game)));

  return EXIT_SUCCESS;
}

static guint
parse_count (const char *text, const char *what, guint max)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 0, max, &value, NULL))
    /* Translators: an option ("--games"), its largest value, and what was given */
    usage_error (_("%s must be a number from 0 to %u, not “%s”"), what, max, text);

  return (guint) value;
}

static int
command_perft (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = NULL;
  guint depth;
  guint64 nodes;

  if (n_args < 1)
    usage_error (_("perft needs a DEPTH"));
  depth = parse_count (args[0], "DEPTH", 64);

  game = game_from_arguments (args + 1, n_args - 1);
  if (akron_game_is_over (game))
    nodes = depth == 0 ? 1 : 0;
  else
    nodes = akron_perft (akron_game_get_position (game), depth,
                         akron_game_get_no_delay (game));

  g_print ("%" G_GUINT64_FORMAT "\n", nodes);
  return EXIT_SUCCESS;
}

static void
print_column_letters (guint width)
{
  g_print ("    ");
  for (guint i = 0; i < width; i++)
    g_print (" %c", 'A' + i);
  g_print ("\n");
}

static void
print_level (const AkronPosition *pos, guint level)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint size = akron_position_get_size (pos);
  guint width = size - level;
  g_autofree char *marks = g_strnfill (level, '\'');

  g_print ("level %u%s%s\n", level, level > 0 ? " " : "", marks);
  print_column_letters (width);
  for (guint row = 0; row < width; row++)
    {
      guint number = size - row;

      g_print ("%3u ", number);
      for (guint col = 0; col < width; col++)
        {
          AkronPoint p = akron_geometry_point (geo, level, col, row);
          AkronCell cell = akron_position_get_cell (pos, p);

          g_print (" %c", cell == AKRON_CELL_VERT ? 'V' : cell == AKRON_CELL_HORZ ? 'H' : '.');
        }
      g_print ("  %u\n", number);
    }
  print_column_letters (width);
}

static gboolean
level_is_empty (const AkronPosition *pos, guint level)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  for (guint p = geo->level_offset[level]; p < geo->level_offset[level + 1]; p++)
    if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
      return FALSE;

  return TRUE;
}

static int
command_show (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);
  const AkronPosition *pos = akron_game_get_position (game);
  guint size = akron_position_get_size (pos);

  /* Level 0 always; the levels above only while they hold pieces (a level can hold
   * pieces only if the one below does). */
  for (guint level = 0; level < size; level++)
    {
      if (level > 0 && level_is_empty (pos, level))
        break;
      if (level > 0)
        g_print ("\n");
      print_level (pos, level);
    }

  g_print ("\nto-move: %s\n", akron_colour_to_string (akron_game_get_to_move (game)));
  g_print ("pile-vert: %u\n", akron_position_get_pile (pos, AKRON_VERT));
  g_print ("pile-horz: %u\n", akron_position_get_pile (pos, AKRON_HORZ));
  if (akron_game_is_over (game))
    g_print ("result: %s (%s)\n", akron_result_to_string (akron_game_get_result (game)),
             akron_reason_to_string (akron_game_get_reason (game)));

  return EXIT_SUCCESS;
}

static int
command_record (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  if (options.output == NULL)
    {
      text = akron_record_write (game);
      g_print ("%s", text);
      return EXIT_SUCCESS;
    }

  /* The same atomic save as the app's: a failed save leaves the old file as it was. */
  file = g_file_new_for_commandline_arg (options.output);
  if (!akron_record_save (game, file, NULL, &error))
    fail (EXIT_FILE_ERROR, "%s", error->message);

  return EXIT_SUCCESS;
}

/* Prints the line from @first on down the main continuation, numbered as in a record,
 * then each of its variations (the other moves in place of its moves), depth first.
 * Recursion is as deep as variations nest (AKRON_GAME_MAX_NESTING). */
static void
print_line (AkronGame *game, const AkronGameNode *first, guint nesting)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) variations = g_ptr_array_new ();

  g_string_append_printf (text, "%*s", (int) (2 * nesting), "");
  for (const AkronGameNode *node = first; node != NULL;
       node = akron_game_node_get_n_children (node) > 0 ? akron_game_node_get_child (node, 0)
                                                        : NULL)
    {
      const AkronGameNode *parent = akron_game_node_get_parent (node);
      g_autofree char *move = akron_game_get_node_text (game, node);
      guint index = akron_game_node_get_ply (node) - 1;

      if (node != first)
        g_string_append_c (text, ' ');
      if (index % 2 == 0)
        g_string_append_printf (text, "%u. ", index / 2 + 1);
      else if (node == first)
        g_string_append_printf (text, "%u... ", index / 2 + 1);
      g_string_append (text, move);

      /* The first move of a variation: its siblings are its caller's. */
      if (node == first && nesting > 0)
        continue;
      for (guint i = 1; i < akron_game_node_get_n_children (parent); i++)
        g_ptr_array_add (variations, (gpointer) akron_game_node_get_child (parent, i));
    }
  g_print ("%s\n", text->str);

  for (guint i = 0; i < variations->len; i++)
    print_line (game, g_ptr_array_index (variations, i), nesting + 1);
}

static int
command_lines (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);
  const AkronGameNode *root = akron_game_get_root (game);

  if (akron_game_node_get_n_children (root) > 0)
    print_line (game, akron_game_node_get_child (root, 0), 0);

  return EXIT_SUCCESS;
}

/* The positions reached by the games of @path, one game a line. */
static GArray *
read_bench_positions (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;
  GArray *positions = g_array_new (FALSE, FALSE, sizeof (AkronPosition));

  if (!g_file_get_contents (path, &contents, NULL, &error))
    fail (EXIT_FILE_ERROR, "%s", error->message);

  lines = g_strsplit (contents, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr(AkronGame) game = NULL;
      g_autofree char *where = NULL;
      g_auto(GStrv) moves = NULL;
      char *comment = strchr (lines[l], '#');

      if (comment != NULL)
        *comment = '\0';
      g_strstrip (lines[l]);
      if (lines[l][0] == '\0')
        continue;

      moves = g_strsplit_set (lines[l], " \t\r", -1);
      game = new_game ();
      where = g_strdup_printf ("%s:%u", path, l + 1);
      for (guint i = 0; moves[i] != NULL; i++)
        if (moves[i][0] != '\0')
          play_moves (game, &moves[i], 1, where);

      g_array_append_vals (positions, akron_game_get_position (game), 1);
    }

  return positions;
}

static int
command_bench (char **args, guint n_args)
{
  g_autoptr(GArray) positions = NULL;
  AkronMoveList list;
  guint64 moves_per_pass = 0, generations = 0;
  gint64 start, elapsed;

  if (n_args != 1)
    usage_error (_("bench needs exactly one FILE"));
  if (options.record != NULL)
    usage_error (_("bench reads its games from FILE, not from --record"));
  if (!(options.bench_seconds > 0 && options.bench_seconds <= 3600))
    usage_error (_("--bench-time must be more than 0 and at most 3600 seconds"));

  positions = read_bench_positions (args[0]);
  if (positions->len == 0)
    /* Translators: %s is a file's name */
    fail (EXIT_BAD_GAME, _("%s: no games"), args[0]);

  akron_move_list_init (&list);
  for (guint i = 0; i < positions->len; i++)
    {
      akron_position_generate (&g_array_index (positions, AkronPosition, i), &list);
      moves_per_pass += list.len;
    }

  start = g_get_monotonic_time ();
  do
    {
      for (guint i = 0; i < positions->len; i++)
        akron_position_generate (&g_array_index (positions, AkronPosition, i), &list);
      generations += positions->len;
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < options.bench_seconds * G_USEC_PER_SEC);
  akron_move_list_clear (&list);

  g_print ("positions: %u\n", positions->len);
  g_print ("moves: %" G_GUINT64_FORMAT "\n", moves_per_pass);
  g_print ("generations-per-second: %.0f\n",
           (double) generations * G_USEC_PER_SEC / (double) elapsed);

  return EXIT_SUCCESS;
}

static void
get_variant (AkronCliVariant *variant)
{
  variant->size = options.size;
  variant->pieces = options.pieces;
  variant->swap = !options.no_swap;
  variant->no_delay = options.no_delay;
}

static int
command_genmove (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);

  return akron_cli_genmove (game);
}

static int
command_review (char **args, guint n_args)
{
  g_autoptr(AkronGame) game = game_from_arguments (args, n_args);

  return akron_cli_review (game);
}

static int
command_engine (char **args, guint n_args)
{
  AkronCliVariant variant;

  get_variant (&variant);
  return akron_cli_engine (&variant, args, n_args);
}

static int
command_match (char **args, guint n_args)
{
  AkronCliVariant variant;

  get_variant (&variant);
  return akron_cli_match (&variant, args, n_args);
}

typedef struct
{
  const char *name;
  int (*run) (char **args, guint n_args);
} Command;

static const Command commands[] = {
  { "moves", command_moves },
  { "status", command_status },
  { "perft", command_perft },
  { "show", command_show },
  { "record", command_record },
  { "lines", command_lines },
  { "bench", command_bench },
  { "genmove", command_genmove },
  { "review", command_review },
  { "engine", command_engine },
  { "match", command_match },
};

int
main (int argc, char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *description = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (_("COMMAND [ARGUMENT...]"));
  options.context = context;
  g_option_context_set_summary (context, _("Play through Akron games and inspect positions."));
  description = g_strconcat (_(summary), "\n", _(experiments_summary), "\n",
                             _(growing_summary), "\n", _(sight_summary), "\n\n",
                             _(external_summary), NULL);
  g_option_context_set_description (context, description);
  g_clear_pointer (&description, g_free);  /* copied, and exit() skips g_autofree */
  g_option_context_add_main_entries (context, option_entries, GETTEXT_PACKAGE);
  g_option_context_add_group (context, akron_cli_player_option_group ());

  if (!g_option_context_parse (context, &argc, &argv, &error))
    usage_error ("%s", error->message);
  if (options.version)
    {
      /* The package's name and version, as akron --version says them. */
      g_print ("akron %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }
  if (argc < 2)
    usage_error (_("no command given"));
  check_variant_options ();

  /* The moves come after the command, with "--" allowed in between. */
  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    if (strcmp (argv[1], commands[c].name) == 0)
      {
        char **args = argv + 2;
        guint n_args = argc - 2;

        if (n_args > 0 && strcmp (args[0], "--") == 0)
          {
            args++;
            n_args--;
          }
        if (options.output != NULL && commands[c].run != command_record)
          usage_error (_("--output is for the record command only"));
        return commands[c].run (args, n_args);
      }

  usage_error (_("unknown command “%s”"), argv[1]);
}
