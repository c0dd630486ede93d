/* akron-cli-engine.c: akron-cli genmove and engine, the computer player on the command line
 *
 * genmove prints the chosen move on its first line, then "key: value" lines. engine speaks
 * the GTP-style protocol of akron-protocol.h on standard input and output.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "akron-cli-engine.h"
#include "akron-cli-private.h"
#include "akron-notation.h"
#include "akron-protocol.h"
#include "akron-review.h"
#include "akron-search.h"

AkronCliPlayOptions akron_cli_play_options = {
  .nodes = -1,
  .time_ms = -1,
  .opening_moves = 1,
};

static const GOptionEntry play_entries[] = {
  { "level", 0, 0, G_OPTION_ARG_STRING, &akron_cli_play_options.level,
    N_("genmove: beginner, easy, medium, hard (default) or expert"), "LEVEL" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &akron_cli_play_options.nodes,
    N_("genmove: search this many positions (default: the level's budget)"), "N" },
  { "time", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.time_ms,
    N_("genmove: think for at most MS milliseconds"), "MS" },
  { "cpu-time", 0, 0, G_OPTION_ARG_NONE, &akron_cli_play_options.cpu_time,
    N_("genmove: --time counts the thread's CPU time, not wall-clock time"), NULL },
  { "depth", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.depth,
    N_("genmove: search this many moves deep (alone: exactly this deep)"), "D" },
  { "threads", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.threads,
    N_("genmove: search with N threads (default 1; more are not reproducible)"), "N" },
  { "seed", 0, 0, G_OPTION_ARG_INT64, &akron_cli_play_options.seed,
    N_("genmove, match: varies the choice among equal moves (default 0)"), "S" },
  { "games", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.games,
    N_("match: how many games (default 2)"), "N" },
  { "records", 0, 0, G_OPTION_ARG_FILENAME, &akron_cli_play_options.records,
    N_("match: write every game as an .akron record into DIR"), "DIR" },
  { "openings", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.opening_moves,
    N_("match: random Adds that open each pair of games (default 1)"), "K" },
  { "max-moves", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.max_moves,
    N_("match: a game this long is a draw (default 8 per hole)"), "N" },
  { "jobs", 'j', 0, G_OPTION_ARG_INT, &akron_cli_play_options.jobs,
    N_("match: play N pairs of games at once (default 1; the results are the same)"), "N" },
  { "sprt", 0, 0, G_OPTION_ARG_STRING, &akron_cli_play_options.sprt,
    N_("match: stop when a sequential probability ratio test (by pairs, alpha = beta = "
       "0.05) decides between Elo ELO0 and ELO1 for A (--games: at most; default 20000)"),
    "ELO0,ELO1" },
  { NULL }
};

GOptionGroup *
akron_cli_player_option_group (void)
{
  GOptionGroup *group = g_option_group_new ("player", _("Computer player options:"),
                                            _("Show the options of genmove, engine and match"),
                                            NULL, NULL);

  g_option_group_add_entries (group, play_entries);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  return group;
}

/* Reports a usage error in akron-cli's words; returns its exit status. */
int
akron_cli_usage_failure (const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("akron-cli: %s\n", message);
  g_printerr ("%s\n", _("Try “akron-cli --help-player” for the computer player's options."));
  return AKRON_CLI_EXIT_USAGE;
}

gboolean
akron_cli_limits_from_options (AkronSearchLimits *limits, GError **error)
{
  const AkronCliPlayOptions *o = &akron_cli_play_options;
  AkronLevel level = AKRON_LEVEL_HARD;

  if (o->level != NULL && !akron_level_from_string (o->level, &level))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--level must be beginner, easy, medium, hard or expert, not “%s”"), o->level);
      return FALSE;
    }
  if (o->nodes == 0 || o->nodes < -1)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--nodes must be a positive number"));
      return FALSE;
    }
  if (o->time_ms == 0 || o->time_ms < -1)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--time must be a positive number of milliseconds"));
      return FALSE;
    }
  if (o->depth < 0 || o->depth > 100)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--depth must be from 1 to 100"));
      return FALSE;
    }
  if (o->threads < 0 || o->threads > 256)
    {
      g_set_error_literal (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("--threads must be from 1 to 256"));
      return FALSE;
    }
  akron_search_limits_init (limits, level, FALSE);
  /* A depth alone is a search to exactly that depth, with no node budget. */
  if (o->depth > 0)
    {
      limits->max_depth = o->depth;
      limits->nodes = 0;
    }
  if (o->time_ms > 0)
    {
      limits->time_ms = o->time_ms;
      limits->cpu_time = o->cpu_time;
      limits->nodes = 0;
    }
  if (o->nodes > 0)
    limits->nodes = o->nodes;
  if (o->threads > 0)
    limits->threads = o->threads;
  limits->seed = o->seed;
  return TRUE;
}

static char *
move_text (AkronGame *game, const AkronMove *move)
{
  return akron_move_to_string (akron_position_get_geometry (akron_game_get_position (game)),
                               move);
}

static char *
pv_text (AkronGame *game, const AkronSearchResult *result)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (result->claim_draw)
    return g_strdup ("draw");
  for (guint i = 0; i < result->pv_len; i++)
    {
      g_autofree char *move = move_text (game, &result->pv[i]);

      g_string_append_printf (text, "%s%s", i > 0 ? " " : "", move);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

int
akron_cli_genmove (AkronGame *game)
{
  AkronSearchLimits limits;
  AkronSearchResult result;
  g_autoptr(GError) error = NULL;
  g_autofree char *move = NULL;
  g_autofree char *pv = NULL;

  if (!akron_cli_limits_from_options (&limits, &error))
    return akron_cli_usage_failure ("%s", error->message);
  if (!akron_search_genmove (game, &limits, NULL, &result, &error))
    {
      g_printerr ("akron-cli: %s\n", error->message);
      return AKRON_CLI_EXIT_BAD_GAME;
    }
  move = move_text (game, &result.move);
  pv = pv_text (game, &result);
  g_print ("%s\n", move);
  g_print ("depth: %u\n", result.depth);
  g_print ("score: %d\n", result.score);
  g_print ("nodes: %" G_GUINT64_FORMAT "\n", result.nodes);
  g_print ("time-ms: %u\n", result.time_ms);
  g_print ("pv: %s\n", pv);
  return EXIT_SUCCESS;
}

/* akron-cli review */

/* An evaluation for people: moves, signed, or a forced result. */
static char *
format_evaluation (int score)
{
  if (score > AKRON_SEARCH_WIN - 1000)
    return g_strdup ("+win");
  if (score < -(AKRON_SEARCH_WIN - 1000))
    return g_strdup ("-win");
  return g_strdup_printf ("%+.2f", score / 100.0);
}

/* One line a move, printed as soon as the move is reviewed. */
static void
print_review_ply (const AkronReviewPly *ply, gpointer user_data)
{
  const AkronGeometry *geo = user_data;
  g_autofree char *move = akron_move_to_string (geo, &ply->move);
  g_autofree char *best = akron_move_to_string (geo, &ply->best);
  g_autofree char *evaluation = format_evaluation (ply->score_after);
  const char *mark = akron_review_mark_to_string (ply->mark);

  g_print ("%u %s %s best: %s%s%s\n", ply->ply, move, evaluation, best, mark[0] ? " " : "",
           mark);
  fflush (stdout);
}

int
akron_cli_review (AkronGame *game)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  g_autoptr(AkronReview) review = akron_review_new (game);
  AkronSearchLimits limits;
  g_autoptr(GError) error = NULL;

  if (!akron_cli_limits_from_options (&limits, &error))
    return akron_cli_usage_failure ("%s", error->message);
  if (!akron_review_run (review, &limits, print_review_ply, (gpointer) geo, NULL, &error))
    {
      g_printerr ("akron-cli: %s\n", error->message);
      return AKRON_CLI_EXIT_BAD_GAME;
    }
  return EXIT_SUCCESS;
}

/* The board and status, as akron-cli show and status print them. */

static void
append_column_letters (GString *out, guint width)
{
  g_string_append (out, "    ");
  for (guint i = 0; i < width; i++)
    g_string_append_printf (out, " %c", 'A' + i);
  g_string_append_c (out, '\n');
}

static void
append_level (GString *out, const AkronPosition *pos, guint level)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint size = akron_position_get_size (pos);
  guint width = size - level;
  g_autofree char *marks = g_strnfill (level, '\'');

  g_string_append_printf (out, "level %u%s%s\n", level, level > 0 ? " " : "", marks);
  append_column_letters (out, width);
  for (guint row = 0; row < width; row++)
    {
      guint number = size - row;

      g_string_append_printf (out, "%3u ", number);
      for (guint col = 0; col < width; col++)
        {
          AkronCell cell = akron_position_get_cell (pos, akron_geometry_point (geo, level, col,
                                                                               row));

          g_string_append_printf (out, " %c", cell == AKRON_CELL_VERT ? 'V'
                                              : cell == AKRON_CELL_HORZ ? 'H' : '.');
        }
      g_string_append_printf (out, "  %u\n", number);
    }
  append_column_letters (out, width);
}

char *
akron_cli_format_board (AkronGame *game)
{
  const AkronPosition *pos = akron_game_get_position (game);
  guint height = MAX (1, akron_position_get_height (pos));
  GString *out = g_string_new (NULL);

  for (guint level = 0; level < height; level++)
    {
      if (level > 0)
        g_string_append_c (out, '\n');
      append_level (out, pos, level);
    }
  g_string_append_printf (out, "\nto-move: %s\n",
                          akron_colour_to_string (akron_game_get_to_move (game)));
  g_string_append_printf (out, "pile-vert: %u\n", akron_position_get_pile (pos, AKRON_VERT));
  g_string_append_printf (out, "pile-horz: %u\n", akron_position_get_pile (pos, AKRON_HORZ));
  if (akron_game_is_over (game))
    g_string_append_printf (out, "result: %s (%s)\n",
                            akron_result_to_string (akron_game_get_result (game)),
                            akron_reason_to_string (akron_game_get_reason (game)));
  return g_string_free (out, FALSE);
}

static const char *
yes_no (gboolean value)
{
  return value ? "yes" : "no";
}

char *
akron_cli_format_status (AkronGame *game)
{
  const AkronPosition *pos = akron_game_get_position (game);
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, "to-move: %s\n",
                          akron_colour_to_string (akron_game_get_to_move (game)));
  g_string_append_printf (out, "pile-vert: %u\n", akron_position_get_pile (pos, AKRON_VERT));
  g_string_append_printf (out, "pile-horz: %u\n", akron_position_get_pile (pos, AKRON_HORZ));
  g_string_append_printf (out, "connected-vert: %s\n",
                          yes_no (akron_position_has_connection (pos, AKRON_VERT, NULL, NULL)));
  g_string_append_printf (out, "connected-horz: %s\n",
                          yes_no (akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL)));
  g_string_append_printf (out, "result: %s\n",
                          akron_result_to_string (akron_game_get_result (game)));
  g_string_append_printf (out, "reason: %s\n",
                          akron_reason_to_string (akron_game_get_reason (game)));
  g_string_append_printf (out, "repetitions: %u\n", akron_game_get_repetitions (game));
  g_string_append_printf (out, "draw-claimable: %s\n",
                          yes_no (akron_game_get_draw_claimable (game)));
  return g_string_free (out, FALSE);
}

/* akron-cli engine: the protocol of akron-protocol.c on standard input and output. */

/* Reads one line into @line, without its newline, keeping at most one byte more than
 * AKRON_PROTOCOL_MAX_LINE (enough to tell that it is too long). The bytes are taken as
 * they come, NUL included. FALSE at the end of the input. */
static gboolean
read_line (FILE *input, GString *line)
{
  int c;

  g_string_truncate (line, 0);
  while ((c = getc (input)) != EOF && c != '\n')
    if (line->len <= AKRON_PROTOCOL_MAX_LINE)
      g_string_append_c (line, (char) c);
  return c != EOF || line->len > 0;
}

int
akron_cli_engine (const AkronCliVariant *variant, char **args, guint n_args)
{
  g_autoptr(AkronProtocol) protocol = NULL;
  g_autoptr(GString) line = g_string_new (NULL);
  g_autoptr(GString) answer = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  AkronSearchLimits limits;

  if (n_args > 0)
    return akron_cli_usage_failure (_("engine takes no arguments; it reads commands"));
  if (!akron_cli_limits_from_options (&limits, &error))
    return akron_cli_usage_failure ("%s", error->message);
  protocol = akron_protocol_new (variant, &limits, &error);
  if (protocol == NULL)
    return akron_cli_usage_failure ("%s", error->message);

  while (!akron_protocol_has_quit (protocol) && read_line (stdin, line))
    {
      g_string_truncate (answer, 0);
      akron_protocol_run_line (protocol, line->str, line->len, answer);
      fwrite (answer->str, 1, answer->len, stdout);
      fflush (stdout);
    }
  return EXIT_SUCCESS;
}
