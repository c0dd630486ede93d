/* test-engine.c: akron-cli genmove, engine and match, run through the built binary
 *
 * Searches here are limited by node budgets, so their moves are the same on every run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <string.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} CliRun;

static void
cli_run_clear (CliRun *run)
{
  g_free (run->out);
  g_free (run->err);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (CliRun, cli_run_clear)

/* Runs akron-cli with @input on standard input and the arguments in @argv (NULL-ended). */
static void
run_cli_input (CliRun *run, const char *input, const char * const *argv)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (args, (char *) AKRON_CLI_PATH);
  for (guint i = 0; argv[i] != NULL; i++)
    g_ptr_array_add (args, (char *) argv[i]);
  g_ptr_array_add (args, NULL);

  process = g_subprocess_newv ((const char * const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE
                               | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

#define run_cli(run, ...) \
  run_cli_input (run, NULL, (const char * const[]) { __VA_ARGS__, NULL })

static void
assert_success (const CliRun *run)
{
  if (run->status != 0)
    g_error ("akron-cli failed with status %d: %s", run->status, run->err);
}

/* Whether @move is one of the legal moves `akron-cli moves` lists after @moves. */
static gboolean
is_legal (const char *size, const char *moves, const char *move)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) words = g_strsplit (moves, " ", -1);
  g_auto(GStrv) legal = NULL;
  g_auto(CliRun) run = { 0 };

  g_ptr_array_add (args, g_strdup ("--size"));
  g_ptr_array_add (args, g_strdup (size));
  g_ptr_array_add (args, g_strdup ("moves"));
  for (guint i = 0; words[i]; i++)
    if (*words[i])
      g_ptr_array_add (args, g_strdup (words[i]));
  g_ptr_array_add (args, NULL);
  run_cli_input (&run, NULL, (const char * const *) args->pdata);
  assert_success (&run);
  legal = g_strsplit (run.out, "\n", -1);
  return g_strv_contains ((const char * const *) legal, move);
}

static char *line_value (const char *out, const char *key);
static guint line_uint (const char *out, const char *key);

/* genmove */

static void
test_genmove_output (void)
{
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) lines = NULL;

  run_cli (&run, "--size", "5", "--no-swap", "genmove", "--level", "medium", "C3", "B4");
  assert_success (&run);
  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 7);
  g_assert_true (is_legal ("5", "--no-swap C3 B4", lines[0]));
  g_assert_true (g_str_has_prefix (lines[1], "depth: "));
  g_assert_true (g_str_has_prefix (lines[2], "score: "));
  g_assert_true (g_str_has_prefix (lines[3], "nodes: "));
  g_assert_true (g_str_has_prefix (lines[4], "time-ms: "));
  g_assert_true (g_str_has_prefix (lines[5], "pv: "));
  /* The principal variation starts with the move. */
  g_assert_true (g_str_has_prefix (lines[5] + 4, lines[0]));
  g_assert_cmpstr (lines[6], ==, "");
}

/* Vert's column C lacks only C1, and Horz cannot cut (RULES.md 5, delayed win): every
 * level takes the win. */
static void
test_genmove_takes_win (void)
{
  const char *levels[] = { "beginner", "easy", "medium", "hard", "expert" };

  for (guint l = 0; l < G_N_ELEMENTS (levels); l++)
    {
      g_auto(CliRun) run = { 0 };

      run_cli (&run, "--size", "5", "--no-swap", "genmove", "--level", levels[l],
               "C5", "A1", "C4", "E5", "C3", "A2", "C2", "E4");
      assert_success (&run);
      g_assert_true (g_str_has_prefix (run.out, "C1\n"));
    }
}

static void
test_genmove_deterministic (void)
{
  g_auto(CliRun) first = { 0 };
  g_auto(CliRun) second = { 0 };

  run_cli (&first, "genmove", "--nodes", "3000", "--seed", "5", "D4", "E5", "C3");
  run_cli (&second, "genmove", "--nodes", "3000", "--seed", "5", "D4", "E5", "C3");
  assert_success (&first);
  assert_success (&second);
  /* Everything but the time. */
  g_assert_cmpstr (strstr (first.out, "pv: "), ==, strstr (second.out, "pv: "));
  g_assert_cmpint (strstr (first.out, "time-ms") - first.out, ==,
                   strstr (second.out, "time-ms") - second.out);
  g_assert_cmpint (strncmp (first.out, second.out, strstr (first.out, "time-ms") - first.out),
                   ==, 0);
}

/* --depth alone searches exactly that deep, the same every time; with --threads 1 too. */
static void
test_genmove_depth (void)
{
  for (guint depth = 1; depth <= 3; depth++)
    {
      g_autofree char *text = g_strdup_printf ("%u", depth);
      g_auto(CliRun) first = { 0 };
      g_auto(CliRun) second = { 0 };
      g_autofree char *nodes1 = NULL;
      g_autofree char *nodes2 = NULL;

      run_cli (&first, "--size", "6", "genmove", "--depth", text, "C3", "D4");
      run_cli (&second, "--size", "6", "genmove", "--depth", text, "--threads", "1",
               "C3", "D4");
      assert_success (&first);
      assert_success (&second);
      g_assert_cmpuint (line_uint (first.out, "depth"), ==, depth);
      nodes1 = line_value (first.out, "nodes");
      nodes2 = line_value (second.out, "nodes");
      g_assert_cmpstr (nodes1, ==, nodes2);
    }
}

static void
test_genmove_errors (void)
{
  g_auto(CliRun) over = { 0 };
  g_auto(CliRun) level = { 0 };
  g_auto(CliRun) nodes = { 0 };
  g_auto(CliRun) illegal = { 0 };

  run_cli (&over, "--size", "3", "genmove", "A1", "resign");
  g_assert_cmpint (over.status, ==, 2);
  g_assert_nonnull (strstr (over.err, "over"));

  run_cli (&level, "genmove", "--level", "grandmaster");
  g_assert_cmpint (level.status, ==, 64);
  g_assert_nonnull (strstr (level.err, "grandmaster"));

  run_cli (&nodes, "genmove", "--nodes", "0");
  g_assert_cmpint (nodes.status, ==, 64);

  for (guint i = 0; i < 3; i++)
    {
      const char *options[][2] = { { "--depth", "-1" }, { "--depth", "101" },
                                   { "--threads", "-2" } };
      g_auto(CliRun) run = { 0 };

      run_cli (&run, "genmove", options[i][0], options[i][1]);
      g_assert_cmpint (run.status, ==, 64);
      g_assert_nonnull (strstr (run.err, options[i][0]));
    }

  run_cli (&illegal, "genmove", "D4", "D4");
  g_assert_cmpint (illegal.status, ==, 2);
  g_assert_nonnull (strstr (illegal.err, "ply 2 (D4)"));
}

/* review */

/* The review's lines, each split into its words. */
static GPtrArray *
review_lines (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GPtrArray *words = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '\0')
      g_ptr_array_add (words, g_strsplit (lines[i], " ", -1));
  return words;
}

/* A race on 5x5 without the delayed win: Vert's column C and Horz's row 1 both lack only
 * C1. Horz's E1 (ply 8) leaves C1 to Vert: a blunder, with C1 as the better move. Vert's
 * A3 (ply 9) leaves the win on the board, and Horz takes C1: a missed win, with the winning
 * C1 as best. */
#define RACE "C5", "A1", "C4", "B1", "C3", "D1", "C2", "E1", "A3"

static void
test_review_planted (void)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GPtrArray) lines = NULL;
  char **blunder, **missed;

  run_cli (&run, "--size", "5", "--no-swap", "--nodelay", "review", "--nodes", "3000", RACE);
  assert_success (&run);
  lines = review_lines (run.out);
  g_assert_cmpuint (lines->len, ==, 9);
  for (guint i = 0; i < lines->len; i++)
    {
      char **words = g_ptr_array_index (lines, i);
      g_autofree char *number = g_strdup_printf ("%u", i + 1);

      g_assert_cmpuint (g_strv_length (words), >=, 5);
      g_assert_cmpstr (words[0], ==, number);
      g_assert_cmpstr (words[3], ==, "best:");
      /* A move the search prefers is never marked. */
      if (strcmp (words[1], words[4]) == 0)
        g_assert_null (words[5]);
    }
  blunder = g_ptr_array_index (lines, 7);
  g_assert_cmpstr (blunder[1], ==, "E1");
  g_assert_cmpstr (blunder[2], ==, "-win");
  g_assert_cmpstr (blunder[4], ==, "C1");
  g_assert_cmpstr (blunder[5], ==, "blunder");
  missed = g_ptr_array_index (lines, 8);
  g_assert_cmpstr (missed[1], ==, "A3");
  g_assert_cmpstr (missed[2], ==, "-win");
  g_assert_cmpstr (missed[4], ==, "C1");
  g_assert_cmpstr (missed[5], ==, "missed-win");
}

/* A missed win is marked at every budget, even one too small for the search to see the
 * win: one move connects at once. */
static void
test_review_missed_win_any_budget (void)
{
  const char *budgets[] = { "1", "50", "20000" };

  for (guint b = 0; b < G_N_ELEMENTS (budgets); b++)
    {
      g_auto(CliRun) run = { 0 };
      g_autoptr(GPtrArray) lines = NULL;
      char **last;

      run_cli (&run, "--size", "5", "--no-swap", "--nodelay", "review", "--nodes", budgets[b],
               RACE);
      assert_success (&run);
      lines = review_lines (run.out);
      g_assert_cmpuint (lines->len, ==, 9);
      last = g_ptr_array_index (lines, 8);
      g_assert_cmpstr (last[1], ==, "A3");
      g_assert_cmpstr (last[4], ==, "C1");
      g_assert_cmpstr (last[5], ==, "missed-win");
    }
}

/* The same review from a record, and the errors. */
static void
test_review_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-review-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_auto(CliRun) record = { 0 };
  g_auto(CliRun) from_record = { 0 };
  g_auto(CliRun) from_moves = { 0 };
  g_auto(CliRun) illegal = { 0 };
  g_auto(CliRun) level = { 0 };
  g_auto(CliRun) empty = { 0 };

  run_cli (&record, "--size", "5", "--no-swap", "--nodelay", "--output", path, "record",
           RACE);
  assert_success (&record);
  run_cli (&from_record, "--record", path, "review", "--level", "easy", "--nodes", "2000");
  run_cli (&from_moves, "--size", "5", "--no-swap", "--nodelay", "review", "--level", "easy",
           "--nodes", "2000", RACE);
  assert_success (&from_record);
  assert_success (&from_moves);
  g_assert_cmpstr (from_record.out, ==, from_moves.out);
  g_assert_nonnull (strstr (from_record.out, "\n9 A3 "));

  run_cli (&illegal, "review", "D4", "D4");
  g_assert_cmpint (illegal.status, ==, 2);
  g_assert_nonnull (strstr (illegal.err, "ply 2 (D4)"));
  run_cli (&level, "review", "--level", "grandmaster", "D4");
  g_assert_cmpint (level.status, ==, 64);
  run_cli (&empty, "review");
  assert_success (&empty);
  g_assert_cmpstr (empty.out, ==, "");

  g_assert_cmpint (g_remove (path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* engine */

/* The answers to @script, one string each ("= ..." or "? ..."), without the empty lines
 * that end them. */
static GStrv
engine_answers (const char *script, const char * const *argv)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) blocks = NULL;

  run_cli_input (&run, script, argv);
  assert_success (&run);
  g_assert_true (g_str_has_suffix (run.out, "\n\n"));
  blocks = g_strsplit (run.out, "\n\n", -1);
  for (guint i = 0; blocks[i] != NULL; i++)
    if (blocks[i][0] != '\0')
      g_strv_builder_add (builder, blocks[i]);
  return g_strv_builder_end (builder);
}

static void
test_engine_protocol (void)
{
  const char *script =
    "protocol_version\n"
    "name\n"
    "7 version\n"
    "known_command genmove\n"
    "known_command fly\n"
    "akron_new 5 0 no no\n"
    "# a comment line, and an empty line, get no answer\n"
    "\n"
    "play c3\n"
    "akron_level medium\n"
    "akron_nodes 2000\n"
    "genmove\n"
    "genmove vert\n"
    "undo\n"
    "undo\n"
    "akron_status\n"
    "showboard\n"
    "clear_board\n"
    "akron_status\n"
    "quit\n"
    "name\n";
  const char * const argv[] = { "engine", NULL };
  g_auto(GStrv) answers = engine_answers (script, argv);
  g_auto(GStrv) lines = NULL;

  g_assert_cmpuint (g_strv_length (answers), ==, 18);
  g_assert_cmpstr (answers[0], ==, "= 2");
  g_assert_cmpstr (answers[1], ==, "= Akron");
  g_assert_true (g_str_has_prefix (answers[2], "=7 "));
  g_assert_cmpstr (answers[3], ==, "= true");
  g_assert_cmpstr (answers[4], ==, "= false");
  g_assert_cmpstr (answers[5], ==, "= ");
  g_assert_cmpstr (answers[6], ==, "= ");   /* play c3 */
  g_assert_cmpstr (answers[7], ==, "= ");   /* akron_level */
  g_assert_cmpstr (answers[8], ==, "= ");   /* akron_nodes */
  /* Horz's move, legal after C3. */
  g_assert_true (g_str_has_prefix (answers[9], "= "));
  g_assert_true (is_legal ("5", "--no-swap C3", answers[9] + 2));
  /* It is Vert's turn now, as genmove vert says. */
  g_assert_true (g_str_has_prefix (answers[10], "= "));
  g_assert_cmpstr (answers[11], ==, "= ");
  g_assert_cmpstr (answers[12], ==, "= ");
  /* Back to the position after C3. */
  g_assert_cmpstr (answers[13], ==,
                   "= to-move: horz\npile-vert: 11\npile-horz: 12\nconnected-vert: no\n"
                   "connected-horz: no\nresult: none\nreason: none\nrepetitions: 1\n"
                   "draw-claimable: no");
  lines = g_strsplit (answers[14], "\n", -1);
  g_assert_cmpstr (lines[0], ==, "= ");
  g_assert_cmpstr (lines[1], ==, "level 0");
  g_assert_cmpstr (lines[5], ==, "  3  . . V . .  3");
  g_assert_cmpstr (lines[9], ==, "to-move: horz");
  g_assert_true (g_str_has_prefix (answers[16], "= to-move: vert\npile-vert: 12\n"));
  /* quit answers, and nothing after it is read. */
  g_assert_cmpstr (answers[17], ==, "= ");
}

static void
test_engine_errors (void)
{
  const char *script =
    "fly away\n"
    "play\n"
    "play D4\n"
    "play D4\n"
    "play Z9\n"
    "play D5'\n"
    "genmove horz\n"
    "genmove purple\n"
    "undo\n"
    "undo\n"
    "akron_new 2 0 yes no\n"
    "akron_new 5 0 maybe no\n"
    "akron_level grandmaster\n"
    "akron_nodes -5\n"
    "akron_time 0\n"
    "known_command\n"
    "12\n"
    "akron_status\n";
  const char * const argv[] = { "engine", NULL };
  g_auto(GStrv) answers = engine_answers (script, argv);

  g_assert_cmpuint (g_strv_length (answers), ==, 18);
  g_assert_true (g_str_has_prefix (answers[0], "? unknown command"));
  g_assert_true (g_str_has_prefix (answers[1], "? usage: play MOVE"));
  g_assert_cmpstr (answers[2], ==, "= ");
  g_assert_cmpstr (answers[3], ==, "? D4 is occupied");
  g_assert_true (g_str_has_prefix (answers[4], "? 'Z9'"));
  g_assert_true (g_str_has_prefix (answers[5], "? D5' is not a hole"));
  g_assert_true (g_str_has_prefix (answers[6], "? it is Horz's turn")
                 || g_str_has_prefix (answers[6], "= "));
  g_assert_true (g_str_has_prefix (answers[7], "? the colour must be"));
  g_assert_cmpstr (answers[8], ==, "= ");
  g_assert_true (g_str_has_prefix (answers[9], "= ") || g_str_has_prefix (answers[9], "? "));
  g_assert_true (g_str_has_prefix (answers[10], "? SIZE must be"));
  g_assert_true (g_str_has_prefix (answers[11], "? SWAP and NODELAY"));
  g_assert_true (g_str_has_prefix (answers[12], "? the level must be"));
  g_assert_true (g_str_has_prefix (answers[13], "? N must be"));
  g_assert_true (g_str_has_prefix (answers[14], "? MS must be"));
  g_assert_true (g_str_has_prefix (answers[15], "? usage: known_command"));
  g_assert_true (g_str_has_prefix (answers[16], "?12 "));
  g_assert_true (g_str_has_prefix (answers[17], "= to-move: "));
}

/* Every line with a command gets one answer, whatever bytes it holds: a NUL byte refuses
 * its own line and no other (issue 15: the next command's answer used to be lost). */
static void
test_engine_nul_byte (void)
{
  static const char script[] = "name\0x\nprotocol_version\n5 play C3\0\n\0\n6 name\n";
  g_autoptr(GBytes) input = g_bytes_new_static (script, sizeof script - 1);
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *answers = NULL;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                              &error, AKRON_CLI_PATH, "engine", NULL);
  g_assert_no_error (error);
  g_subprocess_communicate (process, input, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  answers = g_strndup (g_bytes_get_data (out, NULL), g_bytes_get_size (out));
  g_assert_cmpstr (answers, ==,
                   "? the line holds a NUL byte\n\n"
                   "= 2\n\n"
                   "?5 the line holds a NUL byte\n\n"
                   "? the line holds a NUL byte\n\n"
                   "=6 Akron\n\n");
}

/* A bad command's answer quotes its control characters: a controller's terminal never
 * receives an escape sequence from the engine. */
static void
test_engine_quotes_control_characters (void)
{
  const char *script =
    "\033]0;pwned\007\n"
    "7 \033[2J\n"
    "play \033[31mD4\n"
    "akron_level \x9b\x31m\n"    /* invalid UTF-8 */
    "8\033 name\n"
    "name\r\n";
  const char * const argv[] = { "engine", NULL };
  g_auto(GStrv) answers = engine_answers (script, argv);

  g_assert_cmpuint (g_strv_length (answers), ==, 6);
  g_assert_cmpstr (answers[0], ==, "? unknown command “\\x1b]0;pwned\\x07”");
  g_assert_cmpstr (answers[1], ==, "?7 unknown command “\\x1b[2J”");
  g_assert_true (g_str_has_prefix (answers[2], "? "));
  g_assert_null (strchr (answers[2], '\033'));
  g_assert_nonnull (strstr (answers[2], "\\x1b[31mD4"));
  g_assert_cmpstr (answers[3], ==,
                   "? the level must be beginner, easy, medium, hard or expert, not "
                   "“\\x9b1m”");
  /* An id is digits only: "8<ESC>" is an unknown command, not an id to echo. */
  g_assert_cmpstr (answers[4], ==, "? unknown command “8\\x1b”");
  /* A carriage return ends a word like a space. */
  g_assert_cmpstr (answers[5], ==, "= Akron");
}

/* A line too long is refused whole and the next one is answered. */
static void
test_engine_long_line (void)
{
  g_autoptr(GString) script = g_string_new ("9 ");
  const char * const argv[] = { "engine", NULL };
  g_auto(GStrv) answers = NULL;

  for (guint i = 0; i < 5000; i++)
    g_string_append_c (script, 'x');
  g_string_append (script, "\nname\n");
  answers = engine_answers (script->str, argv);
  g_assert_cmpuint (g_strv_length (answers), ==, 2);
  g_assert_cmpstr (answers[0], ==, "?9 the line is too long");
  g_assert_cmpstr (answers[1], ==, "= Akron");
}

/* An illegal move changes nothing: the status is the same before and after. */
static void
test_engine_illegal_changes_nothing (void)
{
  const char *script =
    "akron_new 4 0 yes no\n"
    "play A1\n"
    "akron_status\n"
    "play A1-B1\n"
    "play A1\n"
    "play draw\n"
    "akron_status\n";
  const char * const argv[] = { "engine", NULL };
  g_auto(GStrv) answers = engine_answers (script, argv);

  g_assert_cmpuint (g_strv_length (answers), ==, 7);
  g_assert_true (g_str_has_prefix (answers[3], "? "));
  g_assert_true (g_str_has_prefix (answers[4], "? "));
  g_assert_true (g_str_has_prefix (answers[5], "? "));
  g_assert_cmpstr (answers[2], ==, answers[6]);
}

/* match */

static char *
line_value (const char *out, const char *key)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  g_autofree char *prefix = g_strdup_printf ("%s: ", key);

  for (guint i = 0; lines[i]; i++)
    if (g_str_has_prefix (lines[i], prefix))
      return g_strdup (lines[i] + strlen (prefix));
  g_error ("no “%s” line in:\n%s", key, out);
}

static guint
line_uint (const char *out, const char *key)
{
  g_autofree char *value = line_value (out, key);

  return (guint) g_ascii_strtoull (value, NULL, 10);
}

static void
test_match (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-match-XXXXXX", NULL);
  g_auto(CliRun) run = { 0 };
  g_autofree char *elo = NULL;

  g_assert_nonnull (dir);
  run_cli (&run, "--size", "4", "match", "greedy", "medium:nodes=300", "--games", "4",
           "--seed", "3", "--records", dir);
  assert_success (&run);
  g_assert_cmpuint (line_uint (run.out, "games"), ==, 4);
  g_assert_cmpuint (line_uint (run.out, "wins") + line_uint (run.out, "losses")
                    + line_uint (run.out, "draws"), ==, 4);
  {
    g_autofree char *a = line_value (run.out, "a");
    g_autofree char *b = line_value (run.out, "b");

    g_assert_cmpstr (a, ==, "greedy");
    g_assert_cmpstr (b, ==, "medium:nodes=300");
  }
  elo = line_value (run.out, "elo");
  g_assert_nonnull (strstr (elo, "(95% interval "));
  for (guint k = 0; k < 3; k++)
    {
      const char *keys[] = { "score", "a-time-ms-per-move", "b-depth-per-move" };

      g_free (line_value (run.out, keys[k]));
    }
  /* One progress line a game. */
  {
    g_auto(GStrv) progress = g_strsplit (run.err, "\n", -1);

    g_assert_cmpuint (g_strv_length (progress), ==, 5);
  }

  for (guint g = 1; g <= 4; g++)
    {
      g_autofree char *name = g_strdup_printf ("game-%04u.akron", g);
      g_autofree char *path = g_build_filename (dir, name, NULL);
      g_auto(CliRun) status = { 0 };
      g_autofree char *contents = NULL;

      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_nonnull (strstr (contents, "[Size \"4\"]"));
      g_assert_nonnull (strstr (contents, "greedy"));
      run_cli (&status, "--record", path, "status");
      assert_success (&status);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The output without its timings, which vary from run to run. */
static char *
without_timings (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  g_autoptr(GString) kept = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], "-ms-per-move: ") == NULL)
      g_string_append_printf (kept, "%s\n", lines[i]);
  return g_strdup (kept->str);
}

static char *
read_record (const char *dir, guint game)
{
  g_autofree char *name = g_strdup_printf ("game-%04u.akron", game);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpint (g_remove (path), ==, 0);
  return contents;
}

/* Pairs played in parallel give the same games, results and records as one after the
 * other: every pair's randomness comes from the match's seed and its index. */
static void
test_match_jobs (void)
{
  g_autofree char *dir1 = g_dir_make_tmp ("akron-jobs1-XXXXXX", NULL);
  g_autofree char *dir2 = g_dir_make_tmp ("akron-jobs2-XXXXXX", NULL);
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) two = { 0 };
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;

  run_cli (&one, "--size", "5", "match", "medium:nodes=400", "alphabeta:nodes=300",
           "--games", "5", "--seed", "9", "--openings", "2", "--jobs", "1", "--records", dir1);
  run_cli (&two, "--size", "5", "match", "medium:nodes=400", "alphabeta:nodes=300",
           "--games", "5", "--seed", "9", "--openings", "2", "--jobs", "2", "--records", dir2);
  assert_success (&one);
  assert_success (&two);
  out1 = without_timings (one.out);
  out2 = without_timings (two.out);
  g_assert_cmpstr (out1, ==, out2);
  g_assert_cmpstr (one.err, ==, two.err);
  g_assert_cmpuint (line_uint (one.out, "games"), ==, 5);
  for (guint g = 1; g <= 5; g++)
    {
      g_autofree char *record1 = read_record (dir1, g);
      g_autofree char *record2 = read_record (dir2, g);

      g_assert_cmpstr (record1, ==, record2);
    }
  g_assert_cmpint (g_rmdir (dir1), ==, 0);
  g_assert_cmpint (g_rmdir (dir2), ==, 0);
}

/* A lopsided pairing decides within a few pairs, either way round, and the same with more
 * jobs. */
static void
test_match_sprt (void)
{
  g_auto(CliRun) strong = { 0 };
  g_auto(CliRun) weak = { 0 };
  g_auto(CliRun) parallel = { 0 };
  g_autofree char *decision = NULL;
  g_autofree char *reverse = NULL;
  g_autofree char *elo = NULL;
  g_autofree char *out1 = NULL;
  g_autofree char *out2 = NULL;

  run_cli (&strong, "--size", "5", "match", "medium:nodes=500", "random", "--sprt", "0,100",
           "--games", "60", "--seed", "1");
  assert_success (&strong);
  decision = line_value (strong.out, "sprt");
  g_assert_cmpstr (decision, ==, "H1 accepted (elo >= 100)");
  g_assert_cmpuint (line_uint (strong.out, "games"), <, 60);
  g_assert_cmpuint (line_uint (strong.out, "games") % 2, ==, 0);
  g_assert_cmpuint (line_uint (strong.out, "sprt-pairs"), ==,
                    line_uint (strong.out, "games") / 2);
  elo = line_value (strong.out, "sprt-elo");
  g_assert_nonnull (strstr (elo, "(95% interval "));
  g_free (line_value (strong.out, "sprt-llr"));

  run_cli (&weak, "--size", "5", "match", "random", "medium:nodes=500", "--sprt", "0,100",
           "--games", "60", "--seed", "1");
  assert_success (&weak);
  reverse = line_value (weak.out, "sprt");
  g_assert_cmpstr (reverse, ==, "H0 accepted (elo <= 0)");

  run_cli (&parallel, "--size", "5", "match", "medium:nodes=500", "random", "--sprt",
           "0,100", "--games", "60", "--seed", "1", "--jobs", "2");
  assert_success (&parallel);
  out1 = without_timings (strong.out);
  out2 = without_timings (parallel.out);
  g_assert_cmpstr (out1, ==, out2);
}

/* The baselines with every kind of budget; their names appear in --help-player. */
static void
test_match_baselines (void)
{
  const char *specs[] = {
    "alphabeta", "plain:nodes=200", "alphabeta:time=20", "alphabeta:cpu=20,depth=3",
    "uct:cpu=10", "easy:cpu=20", "medium:cpu=20,threads=1",
    "medium:nodes=200,twodist=1,twodistw=20,twodistm=5", /* an evaluation's experiment key */
  };
  g_auto(CliRun) help = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    {
      g_auto(CliRun) run = { 0 };
      g_autofree char *a = NULL;

      run_cli (&run, "--size", "4", "match", specs[i], "random", "--games", "2");
      assert_success (&run);
      a = line_value (run.out, "a");
      g_assert_cmpstr (a, ==, specs[i]);
      g_assert_cmpuint (line_uint (run.out, "games"), ==, 2);
      g_free (line_value (run.out, "a-cpu-ms-per-move"));
    }

  run_cli (&help, "--help-player");
  assert_success (&help);
  g_assert_nonnull (strstr (help.out, "alphabeta (or plain)"));
  g_assert_nonnull (strstr (help.out, "cpu=MS"));
  g_assert_nonnull (strstr (help.out, "--jobs"));
  g_assert_nonnull (strstr (help.out, "--sprt"));
  g_assert_nonnull (strstr (help.out, "external:cmd=COMMAND"));
  /* Every one of the five levels, for genmove and for match. */
  g_assert_nonnull (strstr (help.out, "beginner, easy, medium, hard (default) or expert"));
  g_assert_nonnull (strstr (help.out, "  beginner, easy, medium, hard, expert\n"));
}

/* Whether @text names "KEY=" as a word of its own (not the tail of a longer key). */
static gboolean
names_key (const char *text, const char *key)
{
  g_autofree char *wanted = g_strconcat (key, "=", NULL);

  for (const char *at = strstr (text, wanted); at != NULL; at = strstr (at + 1, wanted))
    if (at == text || !g_ascii_isalnum (at[-1]))
      return TRUE;
  return FALSE;
}

/* Every experiment key that match takes is named in --help-player, and each one named
 * there is taken. */
static void
test_match_experiment_keys (void)
{
  const char *keys[] = {
    "cuts", "bridges", "routes", "closed", "lmr", "lmr2", "null", "prune", "narrow",
    "vary", "early", "select", "selectsmall", "twodist", "twodistw", "twodistm", "routew",
    "tempo", "grow", "sight",
  };
  g_auto(CliRun) help = { 0 };

  run_cli (&help, "--help-player");
  assert_success (&help);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_auto(CliRun) run = { 0 };
      g_autofree char *spec = g_strdup_printf ("hard:nodes=50,%s=1", keys[i]);

      g_assert_true (names_key (help.out, keys[i]));
      run_cli (&run, "--size", "4", "match", spec, "random", "--games", "2");
      assert_success (&run);
    }
}


/* External programs */

/* "external:cmd=PROGRAM engine,SETTINGS": this akron-cli as an external program. */
static char *
external_self (const char *settings)
{
  g_autofree char *quoted = g_shell_quote (AKRON_CLI_PATH);

  return g_strdup_printf ("external:cmd=%s engine%s%s", quoted, settings[0] ? "," : "",
                          settings);
}

/* A record's moves, without the tags that name the players. */
static char *
record_moves (const char *record)
{
  g_auto(GStrv) lines = g_strsplit (record, "\n", -1);
  g_autoptr(GString) moves = g_string_new (NULL);

  for (guint i = 0; lines[i] != NULL; i++)
    if (lines[i][0] != '[')
      g_string_append_printf (moves, "%s\n", lines[i]);
  return g_strdup (moves->str);
}

/* An external Hard at N nodes is the internal one at N nodes: the same games, move for
 * move, one process per game, with one job or two. */
static void
test_match_external_same_as_internal (void)
{
  g_autofree char *external = external_self ("level=hard,nodes=400");
  const char *specs[] = { "hard:nodes=400", external, external };
  const char *jobs[] = { "1", "1", "2" };
  char *dirs[G_N_ELEMENTS (specs)];
  CliRun runs[G_N_ELEMENTS (specs)] = { 0 };

  for (guint r = 0; r < G_N_ELEMENTS (specs); r++)
    {
      dirs[r] = g_dir_make_tmp ("akron-external-XXXXXX", NULL);
      run_cli (&runs[r], "--size", "5", "match", "hard:nodes=400", specs[r], "--games", "4",
               "--seed", "11", "--jobs", jobs[r], "--records", dirs[r]);
      assert_success (&runs[r]);
    }
  for (guint r = 1; r < G_N_ELEMENTS (specs); r++)
    {
      const char *keys[] = { "wins", "losses", "draws", "first-player-wins" };

      for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
        g_assert_cmpuint (line_uint (runs[r].out, keys[k]), ==,
                          line_uint (runs[0].out, keys[k]));
    }
  for (guint g = 1; g <= 4; g++)
    {
      g_autofree char *internal = read_record (dirs[0], g);
      g_autofree char *expected = record_moves (internal);

      for (guint r = 1; r < G_N_ELEMENTS (specs); r++)
        {
          g_autofree char *record = read_record (dirs[r], g);
          g_autofree char *moves = record_moves (record);

          g_assert_nonnull (strstr (record, "external:cmd="));
          g_assert_cmpstr (moves, ==, expected);
        }
    }
  for (guint r = 0; r < G_N_ELEMENTS (specs); r++)
    {
      g_assert_cmpint (g_rmdir (dirs[r]), ==, 0);
      g_free (dirs[r]);
      cli_run_clear (&runs[r]);
    }
}

/* A shell script in @dir as an external player: returns its spec; @path is the file. */
static char *
write_engine_script (const char *dir, const char *name, const char *body, char **path)
{
  g_autofree char *script = g_strdup_printf ("#!/bin/sh\n%s", body);
  g_autofree char *quoted = NULL;

  *path = g_build_filename (dir, name, NULL);
  quoted = g_shell_quote (*path);
  g_assert_true (g_file_set_contents (*path, script, -1, NULL));
  g_assert_cmpint (g_chmod (*path, 0755), ==, 0);
  return g_strdup_printf ("external:cmd=%s", quoted);
}

/* A program that dies on its turn, or answers an illegal move, loses the game, and the
 * progress line and the record say why; the match goes on. */
static void
test_match_external_fails (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-scripts-XXXXXX", NULL);
  g_autofree char *dies_path = NULL;
  g_autofree char *illegal_path = NULL;
  /* Every command but genmove is answered. */
  g_autofree char *dies = write_engine_script (dir, "dies",
    "while read -r command; do\n"
    "  case \"$command\" in genmove*) exit 3 ;; esac\n"
    "  printf '= \\n\\n'\n"
    "done\n", &dies_path);
  /* A1 again and again: taken by then. */
  g_autofree char *illegal = write_engine_script (dir, "illegal",
    "while read -r command; do\n"
    "  case \"$command\" in genmove*) printf '= A1\\n\\n' ;; *) printf '= \\n\\n' ;; esac\n"
    "done\n", &illegal_path);
  struct { const char *spec; const char *why; } cases[] = {
    { dies, "exited with status 3" },
    { illegal, "the illegal move A1" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *records = g_dir_make_tmp ("akron-forfeit-XXXXXX", NULL);
      g_auto(CliRun) run = { 0 };
      g_auto(GStrv) progress = NULL;

      run_cli (&run, "--size", "4", "match", "random", cases[i].spec, "--games", "2",
               "--openings", "0", "--records", records);
      assert_success (&run);
      g_assert_cmpuint (line_uint (run.out, "wins"), ==, 2);
      progress = g_strsplit (run.err, "\n", -1);
      g_assert_cmpuint (g_strv_length (progress), ==, 3);
      for (guint g = 0; g < 2; g++)
        {
          g_autofree char *record = read_record (records, g + 1);

          g_assert_nonnull (strstr (progress[g], cases[i].why));
          g_assert_nonnull (strstr (progress[g], ": random ("));
          g_assert_nonnull (strstr (record, "[Termination"));
          g_assert_nonnull (strstr (record, cases[i].why));
        }
      g_assert_cmpint (g_rmdir (records), ==, 0);
    }
  g_assert_cmpint (g_unlink (dies_path), ==, 0);
  g_assert_cmpint (g_unlink (illegal_path), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_match_errors (void)
{
  g_auto(CliRun) one = { 0 };
  g_auto(CliRun) name = { 0 };
  g_auto(CliRun) key = { 0 };
  g_auto(CliRun) games = { 0 };

  run_cli (&one, "match", "hard");
  g_assert_cmpint (one.status, ==, 64);
  run_cli (&name, "match", "hard", "grandmaster");
  g_assert_cmpint (name.status, ==, 64);
  g_assert_nonnull (strstr (name.err, "grandmaster"));
  run_cli (&key, "match", "hard:speed=9", "easy");
  g_assert_cmpint (key.status, ==, 64);
  g_assert_nonnull (strstr (key.err, "speed=9"));
  run_cli (&games, "match", "easy", "random", "--games", "-1");
  g_assert_cmpint (games.status, ==, 64);

  /* An external program is started and given its settings before the match. */
  {
    g_autofree char *bad_level = external_self ("level=grandmaster");
    g_autofree char *bad_nodes = external_self ("nodes=0");
    const char *bad[][2] = {
      { "external", "cmd=COMMAND" },
      { "external:level=hard", "cmd=COMMAND" },
      { "external:cmd=/nonexistent/akron-engine", "cannot start" },
      { "external:cmd='unclosed", "cmd='unclosed" },
      { bad_level, "akron_level grandmaster" },
      { bad_nodes, "nodes=0" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_auto(CliRun) run = { 0 };

        run_cli (&run, "match", "random", bad[i][0], "--games", "2");
        g_assert_cmpint (run.status, ==, 64);
        if (strstr (run.err, bad[i][1]) == NULL)
          g_error ("no “%s” in: %s", bad[i][1], run.err);
      }
  }

  {
    const char *bad[][2] = {
      { "alphabeta:playouts=5", "random" }, { "alphabeta:nodes=0", "random" },
      { "uct:nodes=5", "random" }, { "hard:threads=0", "random" },
    };
    const char *options[][2] = {
      { "--jobs", "-1" }, { "--jobs", "1000" }, { "--sprt", "50,0" }, { "--sprt", "5" },
      { "--sprt", "a,b" }, { "--sprt", "0,50,100" },
    };

    for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
      {
        g_auto(CliRun) run = { 0 };

        run_cli (&run, "match", bad[i][0], bad[i][1]);
        g_assert_cmpint (run.status, ==, 64);
        g_assert_nonnull (strstr (run.err, bad[i][0]));
      }
    for (guint i = 0; i < G_N_ELEMENTS (options); i++)
      {
        g_auto(CliRun) run = { 0 };

        run_cli (&run, "match", "random", "random", options[i][0], options[i][1]);
        g_assert_cmpint (run.status, ==, 64);
        g_assert_nonnull (strstr (run.err, options[i][0]));
      }
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-cli/genmove/output", test_genmove_output);
  g_test_add_func ("/engine-cli/genmove/takes-win", test_genmove_takes_win);
  g_test_add_func ("/engine-cli/genmove/deterministic", test_genmove_deterministic);
  g_test_add_func ("/engine-cli/genmove/depth", test_genmove_depth);
  g_test_add_func ("/engine-cli/genmove/errors", test_genmove_errors);
  g_test_add_func ("/engine-cli/review/planted", test_review_planted);
  g_test_add_func ("/engine-cli/review/missed-win-any-budget",
                   test_review_missed_win_any_budget);
  g_test_add_func ("/engine-cli/review/record", test_review_record);
  g_test_add_func ("/engine-cli/engine/protocol", test_engine_protocol);
  g_test_add_func ("/engine-cli/engine/errors", test_engine_errors);
  g_test_add_func ("/engine-cli/engine/nul-byte", test_engine_nul_byte);
  g_test_add_func ("/engine-cli/engine/quotes-control-characters",
                   test_engine_quotes_control_characters);
  g_test_add_func ("/engine-cli/engine/long-line", test_engine_long_line);
  g_test_add_func ("/engine-cli/engine/illegal-changes-nothing",
                   test_engine_illegal_changes_nothing);
  g_test_add_func ("/engine-cli/match/games", test_match);
  g_test_add_func ("/engine-cli/match/jobs", test_match_jobs);
  g_test_add_func ("/engine-cli/match/sprt", test_match_sprt);
  g_test_add_func ("/engine-cli/match/baselines", test_match_baselines);
  g_test_add_func ("/engine-cli/match/experiment-keys", test_match_experiment_keys);
  g_test_add_func ("/engine-cli/match/errors", test_match_errors);
  g_test_add_func ("/engine-cli/match/external-same-as-internal",
                   test_match_external_same_as_internal);
  g_test_add_func ("/engine-cli/match/external-fails", test_match_external_fails);

  return g_test_run ();
}
