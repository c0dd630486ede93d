/* akron-cli-engine.c: akron-cli genmove and engine, the computer player on the command line
 *
 * genmove prints the chosen move on its first line, then "key: value" lines. engine speaks a
 * GTP-style protocol on standard input and output: one command a line, optionally preceded
 * by a number that the answer repeats; each answer is "= RESULT" or "? ERROR", followed by
 * an empty line.
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
#include "akron-search.h"

AkronCliPlayOptions akron_cli_play_options = { NULL, -1, -1, 0, 0, NULL, 1, 0 };

static const GOptionEntry play_entries[] = {
  { "level", 0, 0, G_OPTION_ARG_STRING, &akron_cli_play_options.level,
    N_("genmove: easy, medium, hard (default) or expert"), "LEVEL" },
  { "nodes", 0, 0, G_OPTION_ARG_INT64, &akron_cli_play_options.nodes,
    N_("genmove: search this many positions (default: the level's budget)"), "N" },
  { "time", 0, 0, G_OPTION_ARG_INT, &akron_cli_play_options.time_ms,
    N_("genmove: think for at most MS milliseconds"), "MS" },
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
                   _("--level must be easy, medium, hard or expert, not “%s”"), o->level);
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
  akron_search_limits_init (limits, level, FALSE);
  if (o->time_ms > 0)
    {
      limits->time_ms = o->time_ms;
      limits->nodes = 0;
    }
  if (o->nodes > 0)
    limits->nodes = o->nodes;
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

/* The engine protocol */

typedef struct
{
  AkronCliVariant variant;
  AkronGame *game;
  AkronSearchLimits limits;
  gboolean quit;
} Engine;

typedef gboolean (*EngineHandler) (Engine *engine, char **args, guint n_args, GString *answer,
                                   GError **error);

typedef struct
{
  const char *name;
  EngineHandler handler;
} EngineCommand;

static gboolean
engine_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
engine_fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  if (error)
    *error = g_error_new_valist (G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
engine_check_args (guint n_args, guint min, guint max, const char *usage, GError **error)
{
  if (n_args >= min && n_args <= max)
    return TRUE;
  /* Translators: %s is a command of the engine protocol with its arguments, untranslated */
  return engine_fail (error, _("usage: %s"), usage);
}

static gboolean
engine_new_game (Engine *engine, const AkronCliVariant *variant, GError **error)
{
  AkronGame *game = akron_game_new (variant->size, variant->pieces, variant->swap,
                                    variant->no_delay, error);

  if (game == NULL)
    return FALSE;
  g_clear_object (&engine->game);
  engine->game = game;
  engine->variant = *variant;
  return TRUE;
}

static gboolean
engine_protocol_version (Engine *engine, char **args, guint n_args, GString *answer,
                         GError **error)
{
  g_string_append (answer, "2");
  return engine_check_args (n_args, 0, 0, "protocol_version", error);
}

static gboolean
engine_name (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  g_string_append (answer, "Akron");
  return engine_check_args (n_args, 0, 0, "name", error);
}

static gboolean
engine_version (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  g_string_append (answer, PACKAGE_VERSION);
  return engine_check_args (n_args, 0, 0, "version", error);
}

static const EngineCommand engine_commands[];

static const EngineCommand *
find_engine_command (const char *name)
{
  for (guint c = 0; engine_commands[c].name != NULL; c++)
    if (strcmp (engine_commands[c].name, name) == 0)
      return &engine_commands[c];
  return NULL;
}

static gboolean
engine_known_command (Engine *engine, char **args, guint n_args, GString *answer,
                      GError **error)
{
  if (!engine_check_args (n_args, 1, 1, "known_command COMMAND", error))
    return FALSE;
  g_string_append (answer, find_engine_command (args[0]) ? "true" : "false");
  return TRUE;
}

static gboolean
engine_list_commands (Engine *engine, char **args, guint n_args, GString *answer,
                      GError **error)
{
  if (!engine_check_args (n_args, 0, 0, "list_commands", error))
    return FALSE;
  for (guint c = 0; engine_commands[c].name != NULL; c++)
    g_string_append_printf (answer, "%s%s", c > 0 ? "\n" : "", engine_commands[c].name);
  return TRUE;
}

static gboolean
parse_yes_no (const char *text, gboolean *value)
{
  if (g_ascii_strcasecmp (text, "yes") == 0)
    *value = TRUE;
  else if (g_ascii_strcasecmp (text, "no") == 0)
    *value = FALSE;
  else
    return FALSE;
  return TRUE;
}

static gboolean
parse_uint (const char *text, guint64 max, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static gboolean
engine_akron_new (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  AkronCliVariant variant;
  guint64 size, pieces;

  if (!engine_check_args (n_args, 4, 4, "akron_new SIZE PIECES SWAP NODELAY", error))
    return FALSE;
  if (!parse_uint (args[0], AKRON_MAX_SIZE, &size) || size < AKRON_MIN_SIZE)
    return engine_fail (error, _("SIZE must be from %d to %d"), AKRON_MIN_SIZE, AKRON_MAX_SIZE);
  if (!parse_uint (args[1], AKRON_MAX_PIECES, &pieces))
    return engine_fail (error, _("PIECES must be a number (0 for the default)"));
  if (!parse_yes_no (args[2], &variant.swap) || !parse_yes_no (args[3], &variant.no_delay))
    return engine_fail (error, _("SWAP and NODELAY must be yes or no"));
  variant.size = size;
  variant.pieces = pieces;
  return engine_new_game (engine, &variant, error);
}

static gboolean
engine_boardsize (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  AkronCliVariant variant = engine->variant;
  guint64 size;

  if (!engine_check_args (n_args, 1, 1, "boardsize SIZE", error))
    return FALSE;
  if (!parse_uint (args[0], AKRON_MAX_SIZE, &size) || size < AKRON_MIN_SIZE)
    return engine_fail (error, _("SIZE must be from %d to %d"), AKRON_MIN_SIZE, AKRON_MAX_SIZE);
  variant.size = size;
  variant.pieces = 0;
  return engine_new_game (engine, &variant, error);
}

static gboolean
engine_clear_board (Engine *engine, char **args, guint n_args, GString *answer,
                    GError **error)
{
  AkronCliVariant variant = engine->variant;

  if (!engine_check_args (n_args, 0, 0, "clear_board", error))
    return FALSE;
  return engine_new_game (engine, &variant, error);
}

static gboolean
engine_play (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  if (!engine_check_args (n_args, 1, 1, "play MOVE", error))
    return FALSE;
  return akron_game_play_text (engine->game, args[0], error);
}

/* GTP names the colour to move; so may we, as long as it is the right one. */
static gboolean
check_colour_to_move (Engine *engine, const char *colour, GError **error)
{
  AkronColour to_move = akron_game_get_to_move (engine->game);

  if (g_ascii_strcasecmp (colour, "vert") != 0 && g_ascii_strcasecmp (colour, "horz") != 0)
    return engine_fail (error, _("the colour must be vert or horz, not “%s”"), colour);
  if (g_ascii_strcasecmp (colour, akron_colour_to_string (to_move)) != 0)
    /* Translators: %s is a colour's name, "Vert" or "Horz", as translated */
    return engine_fail (error, _("it is %s's turn"), akron_colour_get_name (to_move));
  return TRUE;
}

static gboolean
engine_genmove (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  AkronSearchResult result;
  g_autofree char *text = NULL;

  if (!engine_check_args (n_args, 0, 1, "genmove [COLOUR]", error))
    return FALSE;
  if (n_args == 1 && !check_colour_to_move (engine, args[0], error))
    return FALSE;
  if (!akron_search_genmove (engine->game, &engine->limits, NULL, &result, error))
    return FALSE;
  if (!akron_game_play (engine->game, &result.move, error))
    return FALSE;
  text = move_text (engine->game, &result.move);
  g_string_append (answer, text);
  return TRUE;
}

static gboolean
engine_undo (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  if (!engine_check_args (n_args, 0, 0, "undo", error))
    return FALSE;
  if (!akron_game_undo (engine->game))
    return engine_fail (error, _("there is no move to take back"));
  return TRUE;
}

static gboolean
engine_showboard (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  g_autofree char *board = NULL;

  if (!engine_check_args (n_args, 0, 0, "showboard", error))
    return FALSE;
  board = akron_cli_format_board (engine->game);
  g_strchomp (board);
  g_string_append_printf (answer, "\n%s", board);
  return TRUE;
}

static gboolean
engine_level (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  AkronLevel level;
  guint64 seed = engine->limits.seed;

  if (!engine_check_args (n_args, 1, 1, "akron_level LEVEL", error))
    return FALSE;
  if (!akron_level_from_string (args[0], &level))
    return engine_fail (error, _("the level must be easy, medium, hard or expert, not “%s”"),
                        args[0]);
  akron_search_limits_init (&engine->limits, level, FALSE);
  engine->limits.seed = seed;
  return TRUE;
}

static gboolean
engine_nodes (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  guint64 nodes;

  if (!engine_check_args (n_args, 1, 1, "akron_nodes N", error))
    return FALSE;
  if (!parse_uint (args[0], G_MAXINT64, &nodes) || nodes == 0)
    return engine_fail (error, _("N must be a positive number"));
  engine->limits.nodes = nodes;
  engine->limits.time_ms = 0;
  return TRUE;
}

static gboolean
engine_time (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  guint64 time_ms;

  if (!engine_check_args (n_args, 1, 1, "akron_time MS", error))
    return FALSE;
  if (!parse_uint (args[0], G_MAXINT32, &time_ms) || time_ms == 0)
    return engine_fail (error, _("MS must be a positive number of milliseconds"));
  engine->limits.time_ms = time_ms;
  engine->limits.nodes = 0;
  return TRUE;
}

static gboolean
engine_seed (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  guint64 seed;

  if (!engine_check_args (n_args, 1, 1, "akron_seed S", error))
    return FALSE;
  if (!parse_uint (args[0], G_MAXUINT64, &seed))
    return engine_fail (error, _("S must be a number"));
  engine->limits.seed = seed;
  return TRUE;
}

static gboolean
engine_status (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  g_autofree char *status = NULL;

  if (!engine_check_args (n_args, 0, 0, "akron_status", error))
    return FALSE;
  status = akron_cli_format_status (engine->game);
  g_strchomp (status);
  g_string_append (answer, status);
  return TRUE;
}

static gboolean
engine_quit (Engine *engine, char **args, guint n_args, GString *answer, GError **error)
{
  engine->quit = TRUE;
  return TRUE;
}

static const EngineCommand engine_commands[] = {
  { "protocol_version", engine_protocol_version },
  { "name", engine_name },
  { "version", engine_version },
  { "known_command", engine_known_command },
  { "list_commands", engine_list_commands },
  { "akron_new", engine_akron_new },
  { "boardsize", engine_boardsize },
  { "clear_board", engine_clear_board },
  { "play", engine_play },
  { "genmove", engine_genmove },
  { "undo", engine_undo },
  { "showboard", engine_showboard },
  { "akron_level", engine_level },
  { "akron_nodes", engine_nodes },
  { "akron_time", engine_time },
  { "akron_seed", engine_seed },
  { "akron_status", engine_status },
  { "quit", engine_quit },
  { NULL, NULL }
};

/* Runs one line; the answer goes to standard output. */
static void
engine_run_line (Engine *engine, char *line)
{
  g_autoptr(GString) answer = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = NULL;
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *id = "";
  const EngineCommand *command;
  guint first = 0;
  char *comment = strchr (line, '#');

  if (comment)
    *comment = '\0';
  /* GTP: control characters but tab and newline are dropped, tabs are spaces. */
  for (char *p = line; *p; p++)
    if (*p == '\t' || *p == '\r')
      *p = ' ';
  words = g_strsplit (g_strstrip (line), " ", -1);
  for (guint w = 0; words[w] != NULL; w++)
    if (words[w][0] != '\0')
      g_ptr_array_add (args, words[w]);
  if (args->len == 0)
    return;
  if (g_ascii_isdigit (((char *) args->pdata[0])[0]))
    {
      id = args->pdata[0];
      first = 1;
    }
  if (first >= args->len)
    {
      g_print ("?%s %s\n\n", id, _("no command"));
      return;
    }

  command = find_engine_command (args->pdata[first]);
  if (command == NULL)
    g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION,
                 _("unknown command “%s”"), (char *) args->pdata[first]);
  else
    command->handler (engine, (char **) args->pdata + first + 1, args->len - first - 1,
                      answer, &error);
  /* An empty line ends an answer: none may appear inside one. */
  while (g_string_replace (answer, "\n\n", "\n", 0) > 0)
    ;
  if (error)
    g_print ("?%s %s\n\n", id, error->message);
  else
    g_print ("=%s %s\n\n", id, answer->str);
  fflush (stdout);
}

int
akron_cli_engine (const AkronCliVariant *variant, char **args, guint n_args)
{
  Engine engine = { 0 };
  g_autoptr(GError) error = NULL;
  char line[4096];

  if (n_args > 0)
    return akron_cli_usage_failure (_("engine takes no arguments; it reads commands"));
  if (!akron_cli_limits_from_options (&engine.limits, &error))
    return akron_cli_usage_failure ("%s", error->message);
  if (!engine_new_game (&engine, variant, &error))
    return akron_cli_usage_failure ("%s", error->message);

  while (!engine.quit && fgets (line, sizeof line, stdin) != NULL)
    {
      if (strchr (line, '\n') == NULL && !feof (stdin))
        {
          int c;

          while ((c = getchar ()) != EOF && c != '\n')
            ;
          g_print ("? %s\n\n", _("the line is too long"));
          fflush (stdout);
          continue;
        }
      engine_run_line (&engine, line);
    }
  g_clear_object (&engine.game);
  return EXIT_SUCCESS;
}
