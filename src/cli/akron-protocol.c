/* akron-protocol.c: the engine protocol that akron-cli engine speaks
 *
 * Each command is a row of a table: its name, its usage, how many arguments it takes and
 * its handler; the arguments are counted here, before any handler runs. The answer to a
 * bad line quotes what it got with akron_record_quote_text(), so that control characters
 * and escape sequences reach the controller's terminal as "\x1b", never raw.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "akron-notation.h"
#include "akron-protocol.h"
#include "akron-record.h"

/* An error message quotes at most this many characters of what it was given. */
#define QUOTE_MAX_CHARS 200

struct _AkronProtocol
{
  AkronCliVariant variant;
  AkronGame *game;
  AkronSearchLimits limits;
  guint64 max_nodes;
  gboolean quit;
};

/* The search limits that akron_nodes, akron_time and akron_seed set. */
typedef enum
{
  LIMIT_NONE,
  LIMIT_NODES,
  LIMIT_TIME,
  LIMIT_SEED,
} Limit;

typedef struct _Command Command;

typedef gboolean (*CommandHandler) (AkronProtocol *protocol, const Command *command,
                                    char **args, GString *answer, GError **error);

struct _Command
{
  const char *name;
  CommandHandler handler;
  const char *usage;    /* untranslated: it names the command and its arguments */
  guint min_args, max_args;
  Limit limit;
};

static gboolean
protocol_fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
protocol_fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  if (error)
    *error = g_error_new_valist (G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
new_game (AkronProtocol *protocol, const AkronCliVariant *variant, GError **error)
{
  AkronGame *game = akron_game_new (variant->size, variant->pieces, variant->swap,
                                    variant->no_delay, error);

  if (game == NULL)
    return FALSE;
  g_clear_object (&protocol->game);
  protocol->game = game;
  protocol->variant = *variant;
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
parse_size (const char *text, guint64 *size, GError **error)
{
  if (!parse_uint (text, AKRON_MAX_SIZE, size) || *size < AKRON_MIN_SIZE)
    return protocol_fail (error, _("SIZE must be from %d to %d"), AKRON_MIN_SIZE,
                          AKRON_MAX_SIZE);
  return TRUE;
}

/* The commands */

static gboolean
command_protocol_version (AkronProtocol *protocol, const Command *command, char **args,
                          GString *answer, GError **error)
{
  g_string_append (answer, "2");
  return TRUE;
}

static gboolean
command_name (AkronProtocol *protocol, const Command *command, char **args, GString *answer,
              GError **error)
{
  g_string_append (answer, "Akron");
  return TRUE;
}

static gboolean
command_version (AkronProtocol *protocol, const Command *command, char **args,
                 GString *answer, GError **error)
{
  g_string_append (answer, PACKAGE_VERSION);
  return TRUE;
}

static const Command commands[];

static const Command *
find_command (const char *name)
{
  for (guint c = 0; commands[c].name != NULL; c++)
    if (strcmp (commands[c].name, name) == 0)
      return &commands[c];
  return NULL;
}

static gboolean
command_known_command (AkronProtocol *protocol, const Command *command, char **args,
                       GString *answer, GError **error)
{
  g_string_append (answer, find_command (args[0]) ? "true" : "false");
  return TRUE;
}

static gboolean
command_list_commands (AkronProtocol *protocol, const Command *command, char **args,
                       GString *answer, GError **error)
{
  for (guint c = 0; commands[c].name != NULL; c++)
    g_string_append_printf (answer, "%s%s", c > 0 ? "\n" : "", commands[c].name);
  return TRUE;
}

static gboolean
command_akron_new (AkronProtocol *protocol, const Command *command, char **args,
                   GString *answer, GError **error)
{
  AkronCliVariant variant;
  guint64 size, pieces;

  if (!parse_size (args[0], &size, error))
    return FALSE;
  if (!parse_uint (args[1], AKRON_MAX_PIECES, &pieces))
    return protocol_fail (error, _("PIECES must be a number (0 for the default)"));
  if (!parse_yes_no (args[2], &variant.swap) || !parse_yes_no (args[3], &variant.no_delay))
    return protocol_fail (error, _("SWAP and NODELAY must be yes or no"));
  variant.size = size;
  variant.pieces = pieces;
  return new_game (protocol, &variant, error);
}

static gboolean
command_boardsize (AkronProtocol *protocol, const Command *command, char **args,
                   GString *answer, GError **error)
{
  AkronCliVariant variant = protocol->variant;
  guint64 size;

  if (!parse_size (args[0], &size, error))
    return FALSE;
  variant.size = size;
  variant.pieces = 0;
  return new_game (protocol, &variant, error);
}

static gboolean
command_clear_board (AkronProtocol *protocol, const Command *command, char **args,
                     GString *answer, GError **error)
{
  AkronCliVariant variant = protocol->variant;

  return new_game (protocol, &variant, error);
}

static gboolean
command_play (AkronProtocol *protocol, const Command *command, char **args, GString *answer,
              GError **error)
{
  return akron_game_play_text (protocol->game, args[0], error);
}

/* GTP names the colour to move; so may we, as long as it is the right one. */
static gboolean
check_colour_to_move (AkronProtocol *protocol, const char *colour, GError **error)
{
  AkronColour to_move = akron_game_get_to_move (protocol->game);

  if (g_ascii_strcasecmp (colour, "vert") != 0 && g_ascii_strcasecmp (colour, "horz") != 0)
    return protocol_fail (error, _("the colour must be vert or horz, not “%s”"), colour);
  if (g_ascii_strcasecmp (colour, akron_colour_to_string (to_move)) != 0)
    /* Translators: %s is a colour's name, "Vert" or "Horz", as translated */
    return protocol_fail (error, _("it is %s's turn"), akron_colour_get_name (to_move));
  return TRUE;
}

static gboolean
command_genmove (AkronProtocol *protocol, const Command *command, char **args,
                 GString *answer, GError **error)
{
  const AkronGeometry *geo;
  AkronSearchLimits limits = protocol->limits;
  AkronSearchResult result;
  g_autofree char *text = NULL;

  if (args[0] != NULL && !check_colour_to_move (protocol, args[0], error))
    return FALSE;
  if (protocol->max_nodes > 0 && (limits.nodes == 0 || limits.nodes > protocol->max_nodes))
    limits.nodes = protocol->max_nodes;
  if (!akron_search_genmove (protocol->game, &limits, NULL, &result, error))
    return FALSE;
  geo = akron_position_get_geometry (akron_game_get_position (protocol->game));
  if (!akron_game_play (protocol->game, &result.move, error))
    return FALSE;
  text = akron_move_to_string (geo, &result.move);
  g_string_append (answer, text);
  return TRUE;
}

static gboolean
command_undo (AkronProtocol *protocol, const Command *command, char **args, GString *answer,
              GError **error)
{
  if (!akron_game_undo (protocol->game))
    return protocol_fail (error, _("there is no move to take back"));
  return TRUE;
}

static gboolean
command_showboard (AkronProtocol *protocol, const Command *command, char **args,
                   GString *answer, GError **error)
{
  g_autofree char *board = akron_cli_format_board (protocol->game);

  g_strchomp (board);
  g_string_append_printf (answer, "\n%s", board);
  return TRUE;
}

static gboolean
command_akron_level (AkronProtocol *protocol, const Command *command, char **args,
                     GString *answer, GError **error)
{
  AkronLevel level;
  guint64 seed = protocol->limits.seed;

  if (!akron_level_from_string (args[0], &level))
    return protocol_fail (error,
                          _("the level must be beginner, easy, medium, hard or expert, "
                            "not “%s”"),
                          args[0]);
  akron_search_limits_init (&protocol->limits, level, FALSE);
  protocol->limits.seed = seed;
  return TRUE;
}

/* akron_nodes, akron_time and akron_seed: one number each. Nodes and time exclude each
 * other, as the players' nodes= and time= do. */
static gboolean
command_set_limit (AkronProtocol *protocol, const Command *command, char **args,
                   GString *answer, GError **error)
{
  AkronSearchLimits *limits = &protocol->limits;
  guint64 max = command->limit == LIMIT_TIME ? G_MAXINT32
                : command->limit == LIMIT_NODES ? G_MAXINT64 : G_MAXUINT64;
  gboolean positive = command->limit != LIMIT_SEED;
  guint64 value;

  if (!parse_uint (args[0], max, &value) || (positive && value == 0))
    switch (command->limit)
      {
      case LIMIT_NODES:
        return protocol_fail (error, _("N must be a positive number"));
      case LIMIT_TIME:
        return protocol_fail (error, _("MS must be a positive number of milliseconds"));
      default:
        return protocol_fail (error, _("S must be a number"));
      }

  switch (command->limit)
    {
    case LIMIT_NODES:
      limits->nodes = value;
      limits->time_ms = 0;
      break;
    case LIMIT_TIME:
      limits->time_ms = value;
      limits->nodes = 0;
      break;
    case LIMIT_SEED:
      limits->seed = value;
      break;
    default:
      g_assert_not_reached ();
    }
  return TRUE;
}

static gboolean
command_akron_status (AkronProtocol *protocol, const Command *command, char **args,
                      GString *answer, GError **error)
{
  g_autofree char *status = akron_cli_format_status (protocol->game);

  g_strchomp (status);
  g_string_append (answer, status);
  return TRUE;
}

static gboolean
command_quit (AkronProtocol *protocol, const Command *command, char **args, GString *answer,
              GError **error)
{
  protocol->quit = TRUE;
  return TRUE;
}

static const Command commands[] = {
  { "protocol_version", command_protocol_version, "protocol_version", 0, 0 },
  { "name", command_name, "name", 0, 0 },
  { "version", command_version, "version", 0, 0 },
  { "known_command", command_known_command, "known_command COMMAND", 1, 1 },
  { "list_commands", command_list_commands, "list_commands", 0, 0 },
  { "akron_new", command_akron_new, "akron_new SIZE PIECES SWAP NODELAY", 4, 4 },
  { "boardsize", command_boardsize, "boardsize SIZE", 1, 1 },
  { "clear_board", command_clear_board, "clear_board", 0, 0 },
  { "play", command_play, "play MOVE", 1, 1 },
  { "genmove", command_genmove, "genmove [COLOUR]", 0, 1 },
  { "undo", command_undo, "undo", 0, 0 },
  { "showboard", command_showboard, "showboard", 0, 0 },
  { "akron_level", command_akron_level, "akron_level LEVEL", 1, 1 },
  { "akron_nodes", command_set_limit, "akron_nodes N", 1, 1, LIMIT_NODES },
  { "akron_time", command_set_limit, "akron_time MS", 1, 1, LIMIT_TIME },
  { "akron_seed", command_set_limit, "akron_seed S", 1, 1, LIMIT_SEED },
  { "akron_status", command_akron_status, "akron_status", 0, 0 },
  { "quit", command_quit, "quit", 0, 0 },
  { NULL }
};

/* Running a line */

/* The words of @text: spaces, tabs and carriage returns separate them (GTP turns tabs into
 * spaces; a carriage return ends the lines of Windows controllers). Other control bytes
 * stay in the words, so that an error can quote them. */
static GPtrArray *
split_words (const char *text)
{
  GPtrArray *words = g_ptr_array_new_with_free_func (g_free);
  const char *p = text;

  for (;;)
    {
      gsize n;

      p += strspn (p, " \t\r");
      n = strcspn (p, " \t\r");
      if (n == 0)
        break;
      g_ptr_array_add (words, g_strndup (p, n));
      p += n;
    }
  g_ptr_array_add (words, NULL);
  words->len--;    /* NULL-ended for the handlers, but not a word */
  return words;
}

static gboolean
is_number (const char *word)
{
  return word[0] != '\0' && word[strspn (word, "0123456789")] == '\0';
}

static gboolean
run_command (AkronProtocol *protocol, char **words, guint n_words, GString *answer,
             GError **error)
{
  const Command *command = find_command (words[0]);
  guint n_args = n_words - 1;

  if (command == NULL)
    return protocol_fail (error, _("unknown command “%s”"), words[0]);
  if (n_args < command->min_args || n_args > command->max_args)
    /* Translators: %s is a command of the engine protocol with its arguments, untranslated */
    return protocol_fail (error, _("usage: %s"), command->usage);
  return command->handler (protocol, command, words + 1, answer, error);
}

void
akron_protocol_run_line (AkronProtocol *protocol, const char *line, gsize length,
                         GString *out)
{
  const char *comment;
  gsize used;
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) words = NULL;
  g_autoptr(GString) answer = NULL;
  g_autoptr(GError) error = NULL;
  char **command;
  const char *id = "";

  g_return_if_fail (protocol != NULL && (line != NULL || length == 0) && out != NULL);

  comment = length > 0 ? memchr (line, '#', length) : NULL;
  used = comment ? (gsize) (comment - line) : length;
  /* Up to the first NUL, if there is one: the id may come before it. */
  text = g_strndup (length > 0 ? line : "", MIN (used, AKRON_PROTOCOL_MAX_LINE));
  words = split_words (text);
  answer = g_string_new (NULL);
  command = (char **) words->pdata;
  if (words->len > 0 && is_number (command[0]))
    {
      id = command[0];
      command++;
    }

  if (length > AKRON_PROTOCOL_MAX_LINE)
    protocol_fail (&error, _("the line is too long"));
  else if (used > 0 && memchr (line, '\0', used) != NULL)
    protocol_fail (&error, _("the line holds a NUL byte"));
  else if (words->len == 0)
    return;    /* an empty line or a comment */
  else if (command[0] == NULL)
    protocol_fail (&error, _("no command"));
  else
    run_command (protocol, command, words->len - (id[0] != '\0'), answer, &error);

  if (error)
    {
      g_autofree char *message = akron_record_quote_text (error->message, QUOTE_MAX_CHARS);

      g_string_append_printf (out, "?%s %s\n\n", id, message);
      return;
    }
  /* An empty line ends an answer: none may appear inside one. */
  while (g_string_replace (answer, "\n\n", "\n", 0) > 0)
    ;
  g_string_append_printf (out, "=%s %s\n\n", id, answer->str);
}

AkronProtocol *
akron_protocol_new (const AkronCliVariant *variant, const AkronSearchLimits *limits,
                    GError **error)
{
  g_autoptr(AkronProtocol) protocol = g_new0 (AkronProtocol, 1);

  g_return_val_if_fail (variant != NULL && limits != NULL, NULL);

  protocol->limits = *limits;
  if (!new_game (protocol, variant, error))
    return NULL;
  return g_steal_pointer (&protocol);
}

void
akron_protocol_free (AkronProtocol *protocol)
{
  if (protocol == NULL)
    return;
  g_clear_object (&protocol->game);
  g_free (protocol);
}

gboolean
akron_protocol_has_quit (AkronProtocol *protocol)
{
  g_return_val_if_fail (protocol != NULL, FALSE);

  return protocol->quit;
}

void
akron_protocol_set_max_nodes (AkronProtocol *protocol, guint64 max_nodes)
{
  g_return_if_fail (protocol != NULL);

  protocol->max_nodes = max_nodes;
}
