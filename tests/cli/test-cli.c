/* test-cli.c: the akron-cli contract, run through the built binary
 *
 * The expected move lists were worked out by hand from RULES.md on the 3x3 board, where
 * points are A..C by 3..1 on level 0 and A..B by 3..2 on level 1 (A3' rests on A3, B3,
 * A2 and B2). Each player has floor(9/2) = 4 pieces.
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

/* Runs akron-cli with the NULL-terminated arguments. */
static void
run_cli (CliRun *run, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (char *) AKRON_CLI_PATH);
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
}

static void
assert_success (const CliRun *run)
{
  if (run->status != 0)
    g_error ("akron-cli failed with status %d: %s", run->status, run->err);
}

/* `moves` output, one move per line, compared in full with @expected (space separated). */
static void
assert_moves (const char *expected, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(CliRun) run = { 0 };
  g_auto(GStrv) words = NULL;
  g_autofree char *joined = NULL;
  g_autofree char *want = NULL;
  va_list args;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);

  /* At most 16 arguments are used by these tests. */
  g_assert_cmpuint (argv->len, <=, 16);
  g_ptr_array_set_size (argv, 16);
  run_cli (&run, argv->pdata[0], argv->pdata[1], argv->pdata[2], argv->pdata[3],
           argv->pdata[4], argv->pdata[5], argv->pdata[6], argv->pdata[7], argv->pdata[8],
           argv->pdata[9], argv->pdata[10], argv->pdata[11], argv->pdata[12],
           argv->pdata[13], argv->pdata[14], argv->pdata[15], NULL);
  assert_success (&run);

  words = g_strsplit (expected, " ", -1);
  joined = g_strjoinv ("\n", words);
  want = expected[0] != '\0' ? g_strconcat (joined, "\n", NULL) : g_strdup ("");
  g_assert_cmpstr (run.out, ==, want);
}

static void
test_moves_start (void)
{
  assert_moves ("A1 A2 A3 B1 B2 B3 C1 C2 C3", "--size", "3", "moves", NULL);
  /* Move 2: every empty hole, and the swap, which sorts last. */
  assert_moves ("A1 A2 A3 B1 B3 C1 C2 C3 swap", "--size", "3", "moves", "B2", NULL);
  assert_moves ("A1 A2 A3 B1 B3 C1 C2 C3", "--size", "3", "--no-swap", "moves", "B2", NULL);
  /* After a swap the board and the colour to move stay; the swap is gone. */
  assert_moves ("A1 A2 A3 B1 B3 C1 C2 C3", "--size", "3", "moves", "B2", "swap", NULL);
  /* A lone piece touches nothing of its own: only Adds. */
  assert_moves ("A2 A3 B1 B3 C1 C2 C3", "--size", "3", "moves", "B2", "A1", NULL);
  /* Move 3 is past the swap. */
  assert_moves ("A2 A3 B1 C1 C2 C3", "--size", "3", "moves", "B2", "A1", "B3", NULL);
}

static void
test_moves_steps (void)
{
  /* Vert B2 B3, Horz A1 C1. B2 must land touching B3 (A3, C3); B3 touching B2 (A2, B1,
   * C2). No level-1 point is supported. */
  assert_moves ("A2 A3 B1 B2-A3 B2-C3 B3-A2 B3-B1 B3-C2 C2 C3",
                "--size", "3", "moves", "B2", "A1", "B3", "C1", NULL);

  /* Vert B2 B3, Horz A2 A3: A3' is supported but rests on both Vert pieces, so neither
   * may go there. */
  assert_moves ("A1 B1 B2-C3 B3-B1 B3-C2 C1 C2 C3",
                "--size", "3", "moves", "B2", "A2", "B3", "A3", NULL);

  /* Horz A2 A3 (Vert added C1): A3 may go to A1 (touching A2); A2 has nowhere to go. */
  assert_moves ("A1 A3-A1 B1 C2 C3",
                "--size", "3", "moves", "B2", "A2", "B3", "A3", "C1", NULL);

  /* Vert B2 B3 C2, Horz A1 A2 A3: C2 may climb to A3' (resting on B3 and B2). */
  assert_moves ("B1 B2-C1 B2-C3 B3-B1 B3-C1 B3-C3 C1 C2-A3' C2-B1 C2-C3 C3",
                "--size", "3", "moves", "B2", "A2", "B3", "A3", "C2", "A1", NULL);

  /* Then Horz: lifting A2 or A3 drops the Vert piece from A3' into the gap; the only
   * place touching the rest of the chain is B1. A1 has nowhere to go. */
  assert_moves ("A2-B1 A3-B1 B1 C1 C2 C3",
                "--size", "3", "moves", "B2", "A2", "B3", "A3", "C2", "A1", "c2-a3'", NULL);

  /* A game over has no moves. */
  assert_moves ("", "--size", "3", "moves", "B1", "A1", "B2", "A2", "B3", "C3", NULL);
  assert_moves ("", "--size", "3", "moves", "B2", "resign", NULL);
}

static void
assert_status (const char *expected, CliRun *run)
{
  assert_success (run);
  g_assert_cmpstr (run->out, ==, expected);
}

static void
test_status (void)
{
  g_auto(CliRun) start = { 0 };
  g_auto(CliRun) climbed = { 0 };
  g_auto(CliRun) connected = { 0 };
  g_auto(CliRun) won = { 0 };
  g_auto(CliRun) no_delay = { 0 };
  g_auto(CliRun) resigned = { 0 };
  g_auto(CliRun) pieces = { 0 };

  run_cli (&start, "status", NULL);
  assert_status ("to-move: vert\npile-vert: 32\npile-horz: 32\nconnected-vert: no\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 1\n"
                 "draw-claimable: no\n", &start);

  run_cli (&climbed, "-s", "3", "status", "B2", "A2", "B3", "A3", "C2", "A1", "C2-A3'", NULL);
  assert_status ("to-move: horz\npile-vert: 1\npile-horz: 1\nconnected-vert: no\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 1\n"
                 "draw-claimable: no\n", &climbed);

  /* Vert B1 B2 B3 connects; with the delayed win Horz still has a reply ... */
  run_cli (&connected, "-s", "3", "status", "B1", "A1", "B2", "A2", "B3", NULL);
  assert_status ("to-move: horz\npile-vert: 1\npile-horz: 2\nconnected-vert: yes\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 1\n"
                 "draw-claimable: no\n", &connected);

  /* ... which cannot cut the column, so Vert wins at the start of the next turn. */
  run_cli (&won, "-s", "3", "status", "B1", "A1", "B2", "A2", "B3", "C3", NULL);
  assert_status ("to-move: vert\npile-vert: 1\npile-horz: 1\nconnected-vert: yes\n"
                 "connected-horz: no\nresult: vert\nreason: connection\nrepetitions: 1\n"
                 "draw-claimable: no\n", &won);

  /* Without the delay the connecting move wins at once, within Vert's turn, which stays
   * Vert's (RULES.md 5, "After the end"). */
  run_cli (&no_delay, "-s", "3", "--nodelay", "status", "B1", "A1", "B2", "A2", "B3", NULL);
  assert_status ("to-move: vert\npile-vert: 1\npile-horz: 2\nconnected-vert: yes\n"
                 "connected-horz: no\nresult: vert\nreason: connection\nrepetitions: 1\n"
                 "draw-claimable: no\n", &no_delay);

  run_cli (&resigned, "-s", "3", "status", "B2", "RESIGN", NULL);
  assert_status ("to-move: horz\npile-vert: 3\npile-horz: 4\nconnected-vert: no\n"
                 "connected-horz: no\nresult: vert\nreason: resignation\nrepetitions: 1\n"
                 "draw-claimable: no\n", &resigned);

  run_cli (&pieces, "--size", "5", "--pieces", "7", "status", "C3", NULL);
  assert_status ("to-move: horz\npile-vert: 6\npile-horz: 7\nconnected-vert: no\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 1\n"
                 "draw-claimable: no\n", &pieces);
}

/* Vert B2 B3 against Horz A2 A3, then both sides shuffle a piece out and back: every
 * four moves the position after move 4 comes back. */
#define REPEAT_SETUP "B2", "A2", "B3", "A3"
#define REPEAT_CYCLE "B3-C2", "A3-A1", "C2-B3", "A1-A3"

static void
test_repetition (void)
{
  g_auto(CliRun) once = { 0 };
  g_auto(CliRun) twice = { 0 };
  g_auto(CliRun) claimed = { 0 };
  g_auto(CliRun) early = { 0 };

  run_cli (&once, "-s", "3", "status", REPEAT_SETUP, REPEAT_CYCLE, NULL);
  assert_status ("to-move: vert\npile-vert: 2\npile-horz: 2\nconnected-vert: no\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 2\n"
                 "draw-claimable: no\n", &once);

  run_cli (&twice, "-s", "3", "status", REPEAT_SETUP, REPEAT_CYCLE, REPEAT_CYCLE, NULL);
  assert_status ("to-move: vert\npile-vert: 2\npile-horz: 2\nconnected-vert: no\n"
                 "connected-horz: no\nresult: none\nreason: none\nrepetitions: 3\n"
                 "draw-claimable: yes\n", &twice);

  run_cli (&claimed, "-s", "3", "status", REPEAT_SETUP, REPEAT_CYCLE, REPEAT_CYCLE, "draw",
           NULL);
  assert_status ("to-move: vert\npile-vert: 2\npile-horz: 2\nconnected-vert: no\n"
                 "connected-horz: no\nresult: draw\nreason: repetition\nrepetitions: 3\n"
                 "draw-claimable: no\n", &claimed);

  /* A claim before the third occurrence is illegal: ply 9. */
  run_cli (&early, "-s", "3", "status", REPEAT_SETUP, REPEAT_CYCLE, "draw", NULL);
  g_assert_cmpint (early.status, ==, 2);
  g_assert_cmpstr (early.out, ==, "");
  g_assert_true (g_str_has_prefix (early.err, "akron-cli: ply 9 (draw): "));
}

/* No delay: Horz's last move lifts D1, and the cascade reveals a Vert connection that the
 * Horz piece landing on C4' cuts again: Vert has won, though not connected now. */
static void
test_status_no_delay_reveal (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "--size", "4", "--pieces", "12", "--nodelay", "status",
           "D1", "A3", "C1", "B3", "D1-C2", "A3-B4", "C4", "B3-A4", "C2-D1", "A1", "C1-D2",
           "C2", "A2", "C1", "B1", "D4", "A3", "B2", "A3-A2'", "B2-C3", "A2-B3", "B4-A3",
           "B2-B4", "C2-B4'", "D1-D3", "C2", "B4-B2", "C3-B2'", "B1-C3", "A1-D1", "B2-C4'",
           "B1-C3'", "C4-C2'", "D1-C4'", NULL);
  /* Horz's lift revealed Vert's connection: the game ended in Horz's turn. */
  assert_status ("to-move: horz\npile-vert: 6\npile-horz: 4\nconnected-vert: no\n"
                 "connected-horz: no\nresult: vert\nreason: connection\nrepetitions: 1\n"
                 "draw-claimable: no\n", &run);
}

static void
assert_bad_move (const char *prefix, CliRun *run)
{
  g_assert_cmpint (run->status, ==, 2);
  g_assert_cmpstr (run->out, ==, "");
  if (!g_str_has_prefix (run->err, prefix))
    g_error ("stderr “%s” does not start with “%s”", run->err, prefix);
  /* The reason follows and is one line. */
  g_assert_cmpuint (strlen (run->err), >, strlen (prefix) + 1);
  g_assert_true (strchr (run->err, '\n') == run->err + strlen (run->err) - 1);
}

static void
test_bad_moves (void)
{
  g_auto(CliRun) occupied = { 0 };
  g_auto(CliRun) off_board = { 0 };
  g_auto(CliRun) add_up = { 0 };
  g_auto(CliRun) rests = { 0 };
  g_auto(CliRun) after_end = { 0 };
  g_auto(CliRun) late_swap = { 0 };
  g_auto(CliRun) garbage = { 0 };

  run_cli (&occupied, "-s", "3", "moves", "B2", "B2", NULL);
  assert_bad_move ("akron-cli: ply 2 (B2): ", &occupied);

  run_cli (&off_board, "-s", "3", "status", "B2", "A1", "D4", NULL);
  assert_bad_move ("akron-cli: ply 3 (D4): ", &off_board);

  /* A level-1 point alone is an Add onto a stack. */
  run_cli (&add_up, "-s", "3", "perft", "1", "B2", "A2", "B3", "A3", "A3'", NULL);
  assert_bad_move ("akron-cli: ply 5 (A3'): ", &add_up);

  /* B2 may not climb onto A3', which rests on B2 itself. */
  run_cli (&rests, "-s", "3", "show", "B2", "A2", "B3", "A3", "C2", "A1", "B2-A3'", NULL);
  assert_bad_move ("akron-cli: ply 7 (B2-A3'): ", &rests);

  run_cli (&after_end, "-s", "3", "moves", "B2", "resign", "A1", NULL);
  assert_bad_move ("akron-cli: ply 3 (A1): ", &after_end);

  run_cli (&late_swap, "-s", "3", "moves", "B2", "A1", "swap", NULL);
  assert_bad_move ("akron-cli: ply 3 (swap): ", &late_swap);

  run_cli (&garbage, "moves", "D4", "E5-", NULL);
  assert_bad_move ("akron-cli: ply 2 (E5-): ", &garbage);
}

static void
test_usage (void)
{
  g_auto(CliRun) none = { 0 };
  g_auto(CliRun) unknown = { 0 };
  g_auto(CliRun) size = { 0 };
  g_auto(CliRun) pieces = { 0 };
  g_auto(CliRun) option = { 0 };
  g_auto(CliRun) depth = { 0 };
  CliRun *runs[] = { &none, &unknown, &size, &pieces, &option, &depth };

  run_cli (&none, NULL);
  run_cli (&unknown, "frobnicate", NULL);
  run_cli (&size, "--size", "17", "moves", NULL);
  run_cli (&pieces, "--size", "4", "--pieces", "3", "moves", NULL);
  run_cli (&option, "--colour", "moves", NULL);
  run_cli (&depth, "perft", "deep", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (runs); i++)
    {
      g_assert_cmpint (runs[i]->status, ==, 64);
      g_assert_cmpstr (runs[i]->out, ==, "");
      g_assert_nonnull (strstr (runs[i]->err, "Usage:"));
    }
}

static guint64
perft (const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(CliRun) run = { 0 };
  guint64 nodes;
  char *end;
  va_list args;

  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_assert_cmpuint (argv->len, <=, 12);
  g_ptr_array_set_size (argv, 12);

  run_cli (&run, argv->pdata[0], argv->pdata[1], argv->pdata[2], argv->pdata[3],
           argv->pdata[4], argv->pdata[5], argv->pdata[6], argv->pdata[7], argv->pdata[8],
           argv->pdata[9], argv->pdata[10], argv->pdata[11], NULL);
  assert_success (&run);
  nodes = g_ascii_strtoull (run.out, &end, 10);
  g_assert_cmpstr (end, ==, "\n");

  return nodes;
}

static guint
count_lines (const char *text)
{
  guint n = 0;

  for (const char *c = text; *c != '\0'; c++)
    n += *c == '\n';

  return n;
}

static void
test_perft (void)
{
  /* 3x3: 9 Adds; then 8 Adds and the swap; then a lone piece of each colour cannot move,
   * so 7 Adds (or, after a swap, 8 for the player now Horz); and so on. */
  g_assert_cmpuint (perft ("-s", "3", "perft", "0", NULL), ==, 1);
  g_assert_cmpuint (perft ("-s", "3", "perft", "1", NULL), ==, 9);
  g_assert_cmpuint (perft ("-s", "3", "perft", "2", NULL), ==, 9 * 9);
  g_assert_cmpuint (perft ("-s", "3", "perft", "3", NULL), ==, 9 * 8 * 7 + 9 * 8);
  g_assert_cmpuint (perft ("-s", "3", "perft", "4", NULL), ==, 9 * 8 * 7 * 6 + 9 * 8 * 7);
  g_assert_cmpuint (perft ("-s", "3", "--no-swap", "perft", "3", NULL), ==, 9 * 8 * 7);

  g_assert_cmpuint (perft ("-s", "4", "perft", "1", NULL), ==, 16);
  g_assert_cmpuint (perft ("-s", "4", "perft", "2", NULL), ==, 16 * 16);
  g_assert_cmpuint (perft ("-s", "4", "perft", "3", NULL), ==, 16 * 15 * 14 + 16 * 15);

  /* Vert has just connected: Horz's 5 replies all lose, so nothing is two moves long. */
  g_assert_cmpuint (perft ("-s", "3", "perft", "1", "B1", "A1", "B2", "A2", "B3", NULL), ==, 5);
  g_assert_cmpuint (perft ("-s", "3", "perft", "2", "B1", "A1", "B2", "A2", "B3", NULL), ==, 0);
  /* Without the delay the game is already over: 1 at depth 0, nothing beyond. */
  g_assert_cmpuint (perft ("-s", "3", "--nodelay", "perft", "0", "B1", "A1", "B2", "A2", "B3",
                           NULL), ==, 1);
  g_assert_cmpuint (perft ("-s", "3", "--nodelay", "perft", "1", "B1", "A1", "B2", "A2", "B3",
                           NULL), ==, 0);
}

/* perft 1 counts exactly the moves that `moves` lists. */
static void
test_perft_matches_moves (void)
{
  const char *games[][8] = {
    { "-s", "3", "B2", "A2", "B3", "A3", "C2", "A1" },
    { "-s", "4", "B2", "C3", "B3", "C2", "A1", "D4" },
    { "-s", "8", "D4", "E5", "D5", "E4", "C4", "F5" },
  };

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      const char * const *m = games[g];
      g_auto(CliRun) moves = { 0 };
      g_auto(CliRun) nodes = { 0 };

      run_cli (&moves, m[0], m[1], "moves", m[2], m[3], m[4], m[5], m[6], m[7], NULL);
      run_cli (&nodes, m[0], m[1], "perft", "1", m[2], m[3], m[4], m[5], m[6], m[7], NULL);
      assert_success (&moves);
      assert_success (&nodes);
      g_assert_cmpuint (g_ascii_strtoull (nodes.out, NULL, 10), ==, count_lines (moves.out));
      g_assert_cmpuint (count_lines (moves.out), >, 0);
    }
}

static void
test_record (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.akron", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.akron", NULL);
  g_auto(CliRun) written = { 0 };
  g_auto(CliRun) from_record = { 0 };
  g_auto(CliRun) continued = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_auto(CliRun) mixed = { 0 };
  g_auto(CliRun) absent = { 0 };
  g_autoptr(GError) error = NULL;

  run_cli (&written, "-s", "3", "record", "B2", "A2", "B3", "A3", "C2", "A1", NULL);
  assert_success (&written);
  g_assert_nonnull (strstr (written.out, "[Size \"3\"]\n"));
  g_assert_nonnull (strstr (written.out, "1. B2 A2 2. B3 A3 3. C2 A1\n"));
  g_file_set_contents (path, written.out, -1, &error);
  g_assert_no_error (error);

  /* The record stands for the variant and the moves. */
  assert_moves ("B1 B2-C1 B2-C3 B3-B1 B3-C1 B3-C3 C1 C2-A3' C2-B1 C2-C3 C3",
                "--record", path, "moves", NULL);
  run_cli (&from_record, "--record", path, "perft", "1", NULL);
  assert_success (&from_record);
  g_assert_cmpstr (from_record.out, ==, "11\n");

  /* Moves given after it continue the game, with plies counted from the record's. */
  assert_moves ("A2-B1 A3-B1 B1 C1 C2 C3", "--record", path, "moves", "C2-A3'", NULL);
  run_cli (&continued, "--record", path, "status", "C2-A3'", "A2-A3'", NULL);
  assert_bad_move ("akron-cli: ply 8 (A2-A3'): ", &continued);

  g_file_set_contents (bad_path, "[Size \"3\"]\n1. B2 B2\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&bad, "--record", bad_path, "status", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "line 2: move 2 (B2): "));

  run_cli (&mixed, "--record", path, "--size", "4", "moves", NULL);
  g_assert_cmpint (mixed.status, ==, 64);

  run_cli (&absent, "--record", missing, "moves", NULL);
  g_assert_cmpint (absent.status, ==, 1);

  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

static void
test_show (void)
{
  g_auto(CliRun) run = { 0 };

  run_cli (&run, "-s", "3", "show", "B2", "A2", "B3", "A3", "C2", "A1", "C2-A3'", NULL);
  assert_status ("level 0\n"
                 "     A B C\n"
                 "  3  H V .  3\n"
                 "  2  H V .  2\n"
                 "  1  H . .  1\n"
                 "     A B C\n"
                 "\n"
                 "level 1 '\n"
                 "     A B\n"
                 "  3  V .  3\n"
                 "  2  . .  2\n"
                 "     A B\n"
                 "\n"
                 "to-move: horz\n"
                 "pile-vert: 1\n"
                 "pile-horz: 1\n", &run);
}

static void
test_bench (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "games.txt", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.txt", NULL);
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  guint64 rate;
  char *end;

  /* Two positions: 7 + 11 moves (worked out in test_moves_*). */
  g_file_set_contents (path, "# 3x3 games\n\nB2 A1\nB2 A2 B3 A3 C2 A1\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&run, "-s", "3", "--bench-time", "0.05", "bench", path, NULL);
  assert_success (&run);

  lines = g_strsplit (run.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 4);
  g_assert_cmpstr (lines[0], ==, "positions: 2");
  g_assert_cmpstr (lines[1], ==, "moves: 18");
  g_assert_true (g_str_has_prefix (lines[2], "generations-per-second: "));
  rate = g_ascii_strtoull (lines[2] + strlen ("generations-per-second: "), &end, 10);
  g_assert_cmpstr (end, ==, "");
  g_assert_cmpuint (rate, >, 0);
  g_assert_cmpstr (lines[3], ==, "");

  g_file_set_contents (bad_path, "B2 A1\nB2 B2\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&bad, "-s", "3", "--bench-time", "0.05", "bench", bad_path, NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, ":2: ply 2 (B2): "));

  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

/* `record --output FILE` saves through akron_record_save(), the app's atomic save. */
static void
test_record_output (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_autofree char *link = g_build_filename (dir, "link.akron", NULL);
  g_autofree char *contents = NULL;
  g_auto(CliRun) printed = { 0 };
  g_auto(CliRun) saved = { 0 };
  g_auto(CliRun) again = { 0 };
  g_auto(CliRun) through_link = { 0 };
  g_auto(CliRun) onto_dir = { 0 };
  g_auto(CliRun) wrong_command = { 0 };
  g_autoptr(GError) error = NULL;
  GStatBuf st;

  run_cli (&printed, "-s", "3", "record", "B2", "A2", NULL);
  assert_success (&printed);
  run_cli (&saved, "-s", "3", "record", "B2", "A2", "--output", path, NULL);
  assert_success (&saved);
  g_assert_cmpstr (saved.out, ==, "");
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (contents, ==, printed.out);
  g_clear_pointer (&contents, g_free);

  /* Saving over it keeps its permissions. */
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  run_cli (&again, "-s", "3", "-o", path, "record", "B2", NULL);
  assert_success (&again);
  g_assert_cmpint (g_stat (path, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);

  /* A symbolic link stays a link to the file, which is the one replaced. */
  {
    g_autoptr(GFile) link_file = g_file_new_for_path (link);

    g_file_make_symbolic_link (link_file, "game.akron", NULL, &error);
    g_assert_no_error (error);
  }
  run_cli (&through_link, "-s", "3", "-o", link, "record", "C3", NULL);
  assert_success (&through_link);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (contents, "1. C3\n"));

  /* A folder is not replaced. */
  run_cli (&onto_dir, "-s", "3", "-o", dir, "record", "C3", NULL);
  g_assert_cmpint (onto_dir.status, ==, 1);
  g_assert_true (g_file_test (dir, G_FILE_TEST_IS_DIR));
  g_assert_nonnull (strstr (onto_dir.err, "not a regular file"));

  run_cli (&wrong_command, "-s", "3", "-o", path, "moves", NULL);
  g_assert_cmpint (wrong_command.status, ==, 64);
  g_assert_nonnull (strstr (wrong_command.err, "--output is for the record command only"));

  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

/* Files are read up to the limit plus one byte, whatever they are. */
static void
test_record_read_limit (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.akron", NULL);
  g_autofree char *big = g_strnfill (16 * 1024 * 1024 + 1, '\n');
  g_auto(CliRun) device = { 0 };
  g_auto(CliRun) too_big = { 0 };
  g_auto(CliRun) just_fits = { 0 };
  g_autoptr(GError) error = NULL;

  /* /dev/zero never ends: refused after 16 MiB + 1 bytes, naming the file. */
  run_cli (&device, "--record", "/dev/zero", "status", NULL);
  g_assert_cmpint (device.status, ==, 2);
  g_assert_cmpstr (device.err, ==, "akron-cli: /dev/zero: the record is longer than 16 MiB\n");

  g_file_set_contents (path, big, -1, &error);
  g_assert_no_error (error);
  run_cli (&too_big, "--record", path, "status", NULL);
  g_assert_cmpint (too_big.status, ==, 2);
  g_assert_true (g_str_has_suffix (too_big.err, "big.akron: the record is longer than 16 MiB\n"));

  /* One byte less is read, and found to have no Size tag. */
  g_file_set_contents (path, big, 16 * 1024 * 1024, &error);
  g_assert_no_error (error);
  run_cli (&just_fits, "--record", path, "status", NULL);
  g_assert_cmpint (just_fits.status, ==, 2);
  g_assert_nonnull (strstr (just_fits.err, "big.akron: the record has no Size tag"));

  g_unlink (path);
  g_rmdir (dir);
}

/* Text from records, file names and arguments reaches the terminal escaped. */
static void
test_quoting (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "evil\x1b]0;x\x07.akron", NULL);
  g_autofree char *named = g_build_filename (dir, "named.akron", NULL);
  g_auto(CliRun) bad_record = { 0 };
  g_auto(CliRun) bad_argument = { 0 };
  g_auto(CliRun) missing = { 0 };
  g_auto(CliRun) rewritten = { 0 };
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, "[Size \"3\"]\n[Vert \"\x1b[2J\"]\nB2 \x1b[31mA2\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&bad_record, "--record", path, "status", NULL);
  g_assert_cmpint (bad_record.status, ==, 2);
  g_assert_nonnull (strstr (bad_record.err, "evil\\x1b]0;x\\x07.akron: line 3: move 2 "
                                            "(\\x1b[31mA2): "));
  g_assert_null (strchr (bad_record.err, '\x1b'));
  g_assert_null (strchr (bad_record.err, '\x07'));

  run_cli (&bad_argument, "-s", "3", "moves", "B2", "\xc2\x9b" "2J", NULL);
  g_assert_cmpint (bad_argument.status, ==, 2);
  g_assert_true (g_str_has_prefix (bad_argument.err, "akron-cli: ply 2 (\\u009B2J): "));

  g_unlink (path);
  run_cli (&missing, "--record", path, "status", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "evil\\x1b]0;x\\x07.akron"));
  g_assert_null (strchr (missing.err, '\x1b'));

  /* A record's names come out of `record` with their control characters as spaces. */
  g_file_set_contents (named, "[Size \"3\"]\n[Vert \"Ann\x1b[2J\"]\nB2\n", -1, &error);
  g_assert_no_error (error);
  run_cli (&rewritten, "--record", named, "record", NULL);
  assert_success (&rewritten);
  g_assert_nonnull (strstr (rewritten.out, "[Vert \"Ann [2J\"]\n"));
  g_assert_null (strchr (rewritten.out, '\x1b'));

  g_unlink (named);
  g_rmdir (dir);
}

/* A record with variations: commands follow its current line (the main line unless a
 * Line tag says otherwise); `lines` lists every line. */
static void
test_variations (void)
{
  g_autofree char *dir = g_dir_make_tmp ("akron-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "tree.akron", NULL);
  g_autofree char *bad_path = g_build_filename (dir, "bad.akron", NULL);
  g_auto(CliRun) status = { 0 };
  g_auto(CliRun) lines = { 0 };
  g_auto(CliRun) written = { 0 };
  g_auto(CliRun) bad = { 0 };
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, "[Size \"3\"]\n\n"
                       "1. B2 A2 (1... A1 2. C3 (2. C2 A3) 2... B1) (1... C1)\n"
                       "2. B3 A3 3. C2 A1\n", -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (bad_path, "[Size \"3\"]\n\n1. B2 A2 (1... A1 (1... B2))\n", -1, &error);
  g_assert_no_error (error);

  /* The main line: the same position as without the variations. */
  run_cli (&status, "--record", path, "status", NULL);
  assert_success (&status);
  g_assert_nonnull (strstr (status.out, "to-move: vert\n"));
  g_assert_nonnull (strstr (status.out, "pile-vert: 1\npile-horz: 1\n"));
  assert_moves ("A2-B1 A3-B1 B1 C1 C2 C3", "--record", path, "moves", "C2-A3'", NULL);

  run_cli (&lines, "--record", path, "lines", NULL);
  assert_success (&lines);
  g_assert_cmpstr (lines.out, ==,
                   "1. B2 A2 2. B3 A3 3. C2 A1\n"
                   "  1... A1 2. C3 B1\n"
                   "    2. C2 A3\n"
                   "  1... C1\n");

  /* Written back whole. */
  run_cli (&written, "--record", path, "record", NULL);
  assert_success (&written);
  g_assert_nonnull (strstr (written.out, "\n\n1. B2 A2 (1... A1 2. C3 (2. C2 A3) 2... B1) "
                                        "(1... C1) 2. B3 A3 3. C2 A1\n"));

  /* A move refused inside a variation: line, move and reason. */
  run_cli (&bad, "--record", bad_path, "lines", NULL);
  g_assert_cmpint (bad.status, ==, 2);
  g_assert_nonnull (strstr (bad.err, "bad.akron: line 3: move 2 (B2): "));

  g_unlink (path);
  g_unlink (bad_path);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cli/moves/start", test_moves_start);
  g_test_add_func ("/cli/moves/steps", test_moves_steps);
  g_test_add_func ("/cli/status", test_status);
  g_test_add_func ("/cli/status/repetition", test_repetition);
  g_test_add_func ("/cli/status/no-delay-reveal", test_status_no_delay_reveal);
  g_test_add_func ("/cli/bad-moves", test_bad_moves);
  g_test_add_func ("/cli/usage", test_usage);
  g_test_add_func ("/cli/perft", test_perft);
  g_test_add_func ("/cli/perft/matches-moves", test_perft_matches_moves);
  g_test_add_func ("/cli/record", test_record);
  g_test_add_func ("/cli/record/output", test_record_output);
  g_test_add_func ("/cli/record/read-limit", test_record_read_limit);
  g_test_add_func ("/cli/quoting", test_quoting);
  g_test_add_func ("/cli/show", test_show);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/variations", test_variations);

  return g_test_run ();
}
