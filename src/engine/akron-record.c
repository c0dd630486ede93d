/* akron-record.c: reading and writing .akron game records
 *
 * The format, in full (akron-record.h shows an example):
 *
 * - UTF-8 text, at most RECORD_MAX_BYTES, without NUL bytes. A byte order mark at the start
 *   is skipped. Lines end in LF or CRLF; blank lines and white space are free.
 * - '#' starts a comment that runs to the end of the line (inside a quoted tag value it is
 *   just a character).
 * - Tag pairs come first, one per line: `[Key "value"]`. In the value `\"` is a quote and
 *   `\\` a backslash; no other escapes exist. Keys are letters, digits and '_', and the
 *   known ones are matched without regard to case:
 *     Game     "Akron" (optional)
 *     Version  "1" (optional; later versions are refused)
 *     Size     3..16 (required)
 *     Pieces   size..1000 (optional; default floor(n*n/2))
 *     Swap     yes|no (optional; default yes)
 *     NoDelay  yes|no (optional; default no)
 *     Vert     the player who starts as Vert (optional)
 *     Horz     the player who starts as Horz (optional)
 *     Result   none|vert|horz|draw: the state of the game at the position being viewed
 *              (optional; checked against the replayed game when present)
 *     Ply      the number of moves played to reach the position being viewed, when it is
 *              not the last one; the moves after it are the redo history (optional)
 *   yes/no also accept true/false, on/off and 1/0. Every other tag (Date included) is kept
 *   as it was read, in order, and written back.
 * - Then the moves in RULES.md section 6 notation, case-insensitive, separated by white
 *   space (commas are tolerated too), as many per line as wanted. The list may end with
 *   `draw` or `resign`.
 * - Move numbers are optional. They count pairs of moves, as in chess: "12." stands before
 *   the 23rd entry of the move list and "12..." before the 24th (a swap, a draw claim and a
 *   resignation are entries too). When present they must be right. "12.D4" (no space) is
 *   read as "12." followed by "D4".
 *
 * In error messages "move N" counts every entry of the move list, both players' moves, from
 * 1: it is the ply number that the move would reach.
 *
 * The moves are played through akron_game_play_text(), so the rules engine, not this file,
 * decides what is legal: a record can never produce an illegal game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "akron-record.h"
#include "akron-notation.h"

/* Far beyond any real game (a 16x16 game with 1000 pieces a side that never repeats has
 * fewer than this many moves); the caps keep hostile input from taking memory and time. */
#define RECORD_MAX_BYTES (1024 * 1024)
#define RECORD_MAX_MOVES 100000
#define RECORD_VERSION 1
/* How much of an offending token an error message quotes. */
#define QUOTE_MAX_CHARS 40
/* Width of the move text when writing. */
#define LINE_WIDTH 78

typedef enum
{
  TAG_GAME,
  TAG_VERSION,
  TAG_SIZE,
  TAG_PIECES,
  TAG_SWAP,
  TAG_NO_DELAY,
  TAG_VERT,
  TAG_HORZ,
  TAG_RESULT,
  TAG_PLY,
  N_KNOWN_TAGS,
  TAG_UNKNOWN = N_KNOWN_TAGS,
} KnownTag;

static const char * const known_tag_names[N_KNOWN_TAGS] = {
  [TAG_GAME] = "Game",
  [TAG_VERSION] = "Version",
  [TAG_SIZE] = "Size",
  [TAG_PIECES] = "Pieces",
  [TAG_SWAP] = "Swap",
  [TAG_NO_DELAY] = "NoDelay",
  [TAG_VERT] = "Vert",
  [TAG_HORZ] = "Horz",
  [TAG_RESULT] = "Result",
  [TAG_PLY] = "Ply",
};

typedef struct
{
  guint line;
  char *text;
} PendingMove;

typedef struct
{
  /* Line of each known tag, 0 when absent. */
  guint tag_line[N_KNOWN_TAGS];
  guint size;
  guint pieces;
  gboolean swap;
  gboolean no_delay;
  char *names[2];
  AkronResult result;
  guint ply;

  GPtrArray *extra_tags; /* of AkronTag *, in the order read */
  GArray *moves;         /* of PendingMove */
  guint line;            /* the line being read, from 1 */
} RecordParser;

static void
pending_move_clear (PendingMove *move)
{
  g_free (move->text);
}

static void
record_parser_init (RecordParser *parser)
{
  memset (parser, 0, sizeof *parser);
  parser->swap = TRUE;
  parser->extra_tags = g_ptr_array_new_with_free_func ((GDestroyNotify) akron_tag_free);
  parser->moves = g_array_new (FALSE, TRUE, sizeof (PendingMove));
  g_array_set_clear_func (parser->moves, (GDestroyNotify) pending_move_clear);
}

static void
record_parser_clear (RecordParser *parser)
{
  g_free (parser->names[0]);
  g_free (parser->names[1]);
  g_ptr_array_unref (parser->extra_tags);
  g_array_unref (parser->moves);
}

/* A short, printable quotation of untrusted text for an error message. */
static char *
quote_text (const char *text)
{
  g_autofree char *head = NULL;
  GString *out = g_string_new (NULL);

  if (g_utf8_strlen (text, -1) > QUOTE_MAX_CHARS)
    {
      g_autofree char *start = g_utf8_substring (text, 0, QUOTE_MAX_CHARS);
      head = g_strconcat (start, "…", NULL);
    }
  else
    head = g_strdup (text);

  for (const char *c = head; *c != '\0'; c++)
    {
      if ((guchar) *c < 0x20 || *c == 0x7f)
        g_string_append_printf (out, "\\x%02x", (guchar) *c);
      else
        g_string_append_c (out, *c);
    }

  return g_string_free (out, FALSE);
}

static gboolean
record_error (GError **error, guint line, const char *format, ...) G_GNUC_PRINTF (3, 4);

static gboolean
record_error (GError **error, guint line, const char *format, ...)
{
  g_autofree char *reason = NULL;
  va_list args;

  va_start (args, format);
  reason = g_strdup_vprintf (format, args);
  va_end (args);

  if (line > 0)
    /* TRANSLATORS: a problem in a game record; %u is a line number, %s says what is wrong */
    g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD, _("line %u: %s"), line, reason);
  else
    g_set_error_literal (error, AKRON_ERROR, AKRON_ERROR_RECORD, reason);

  return FALSE;
}

static KnownTag
known_tag_from_key (const char *key)
{
  for (guint t = 0; t < N_KNOWN_TAGS; t++)
    if (g_ascii_strcasecmp (key, known_tag_names[t]) == 0)
      return (KnownTag) t;

  return TAG_UNKNOWN;
}

static gboolean
parse_uint_in_range (const char *text, guint min, guint max, guint *value)
{
  guint64 v;

  if (text[0] < '0' || text[0] > '9')
    return FALSE;
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &v, NULL))
    return FALSE;

  *value = (guint) v;
  return TRUE;
}

static gboolean
parse_yes_no (const char *text, gboolean *value)
{
  static const char * const yes[] = { "yes", "true", "on", "1" };
  static const char * const no[] = { "no", "false", "off", "0" };

  for (guint i = 0; i < G_N_ELEMENTS (yes); i++)
    {
      if (g_ascii_strcasecmp (text, yes[i]) == 0)
        {
          *value = TRUE;
          return TRUE;
        }
      if (g_ascii_strcasecmp (text, no[i]) == 0)
        {
          *value = FALSE;
          return TRUE;
        }
    }

  return FALSE;
}

static gboolean
parse_result (const char *text, AkronResult *result)
{
  static const struct
  {
    const char *name;
    AkronResult result;
  } results[] = {
    { "none", AKRON_RESULT_NONE },
    { "*", AKRON_RESULT_NONE },
    { "vert", AKRON_RESULT_VERT },
    { "horz", AKRON_RESULT_HORZ },
    { "draw", AKRON_RESULT_DRAW },
  };

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (g_ascii_strcasecmp (text, results[i].name) == 0)
      {
        *result = results[i].result;
        return TRUE;
      }

  return FALSE;
}

static const char *
result_name (AkronResult result)
{
  switch (result)
    {
    case AKRON_RESULT_VERT:
      return "vert";
    case AKRON_RESULT_HORZ:
      return "horz";
    case AKRON_RESULT_DRAW:
      return "draw";
    case AKRON_RESULT_NONE:
    default:
      return "none";
    }
}

/* Stores the value of a known tag, checking it. */
static gboolean
record_parser_set_tag (RecordParser *parser, KnownTag tag, const char *value, GError **error)
{
  g_autofree char *quoted = quote_text (value);
  guint line = parser->line;

  switch (tag)
    {
    case TAG_GAME:
      if (g_ascii_strcasecmp (value, "Akron") != 0)
        return record_error (error, line, _("this is a record of “%s”, not of Akron"), quoted);
      break;

    case TAG_VERSION:
      {
        guint version;

        if (!parse_uint_in_range (value, 1, G_MAXUINT, &version))
          return record_error (error, line, _("“%s” is not a record version"), quoted);
        if (version > RECORD_VERSION)
          return record_error (error, line,
                               _("the record is version %u; this program reads version %u"),
                               version, RECORD_VERSION);
      }
      break;

    case TAG_SIZE:
      if (!parse_uint_in_range (value, AKRON_MIN_SIZE, AKRON_MAX_SIZE, &parser->size))
        return record_error (error, line, _("Size must be a number from %u to %u, not “%s”"),
                             AKRON_MIN_SIZE, AKRON_MAX_SIZE, quoted);
      break;

    case TAG_PIECES:
      /* Checked against the size once all tags are known. */
      if (!parse_uint_in_range (value, 0, AKRON_MAX_PIECES, &parser->pieces))
        return record_error (error, line, _("Pieces must be a number up to %u, not “%s”"),
                             AKRON_MAX_PIECES, quoted);
      break;

    case TAG_SWAP:
      if (!parse_yes_no (value, &parser->swap))
        return record_error (error, line, _("Swap must be “yes” or “no”, not “%s”"), quoted);
      break;

    case TAG_NO_DELAY:
      if (!parse_yes_no (value, &parser->no_delay))
        return record_error (error, line, _("NoDelay must be “yes” or “no”, not “%s”"),
                             quoted);
      break;

    case TAG_VERT:
    case TAG_HORZ:
      parser->names[tag == TAG_VERT ? AKRON_VERT : AKRON_HORZ] = g_strdup (value);
      break;

    case TAG_RESULT:
      if (!parse_result (value, &parser->result))
        return record_error (error, line,
                             _("Result must be “none”, “vert”, “horz” or “draw”, not “%s”"),
                             quoted);
      break;

    case TAG_PLY:
      /* Checked against the number of moves once they are read. */
      if (!parse_uint_in_range (value, 0, RECORD_MAX_MOVES, &parser->ply))
        return record_error (error, line, _("Ply must be a number up to %u, not “%s”"),
                             RECORD_MAX_MOVES, quoted);
      break;

    case N_KNOWN_TAGS:
    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

static gboolean
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && is_blank (*p))
    p++;
  return p;
}

/* Reads `[Key "value"]` from a line that starts with '['; a comment may follow. */
static gboolean
record_parser_read_tag (RecordParser *parser, const char *p, const char *end, GError **error)
{
  g_autofree char *key = NULL;
  g_autoptr(GString) value = g_string_new (NULL);
  const char *key_start;
  KnownTag tag;

  if (parser->moves->len > 0)
    return record_error (error, parser->line, _("a tag after the moves; tags come first"));

  p = skip_blanks (p + 1, end);
  key_start = p;
  while (p < end && (g_ascii_isalnum (*p) || *p == '_'))
    p++;
  if (p == key_start)
    return record_error (error, parser->line, _("a tag needs a name: [Name \"value\"]"));
  key = g_strndup (key_start, p - key_start);

  p = skip_blanks (p, end);
  if (p == end || *p != '"')
    return record_error (error, parser->line,
                         _("the value of tag %s must be in double quotes"), key);

  for (p++; ; p++)
    {
      if (p == end)
        return record_error (error, parser->line,
                             _("the value of tag %s has no closing quote"), key);
      if (*p == '"')
        break;
      if (*p == '\\')
        {
          p++;
          if (p == end || (*p != '"' && *p != '\\'))
            return record_error (error, parser->line,
                                 _("in tag %s a backslash must be followed by \" or \\"),
                                 key);
        }
      g_string_append_c (value, *p);
    }

  p = skip_blanks (p + 1, end);
  if (p == end || *p != ']')
    return record_error (error, parser->line, _("tag %s does not end with ]"), key);
  p = skip_blanks (p + 1, end);
  if (p != end && *p != '#')
    return record_error (error, parser->line, _("unexpected text after tag %s"), key);

  tag = known_tag_from_key (key);
  if (tag == TAG_UNKNOWN)
    {
      g_ptr_array_add (parser->extra_tags, akron_tag_new (key, value->str));
      return TRUE;
    }

  if (parser->tag_line[tag] != 0)
    return record_error (error, parser->line, _("a second %s tag (the first is on line %u)"),
                         known_tag_names[tag], parser->tag_line[tag]);
  parser->tag_line[tag] = parser->line;

  return record_parser_set_tag (parser, tag, value->str, error);
}

/* A "12." or "12..." token: checks it against the number of moves read so far. Returns
 * the length of the number and its dots, or 0 if @token does not start with one. */
static gsize
record_parser_read_move_number (RecordParser *parser, const char *token, gsize len,
                                GError **error, gboolean *ok)
{
  gsize digits = 0, dots = 0;
  guint64 number = 0;
  guint n_moves = parser->moves->len;
  gboolean horz_turn = n_moves % 2 == 1;
  guint expected = n_moves / 2 + 1;
  g_autofree char *quoted = NULL;

  *ok = TRUE;
  while (digits < len && g_ascii_isdigit (token[digits]))
    {
      if (number < G_MAXUINT32)
        number = number * 10 + (guint64) (token[digits] - '0');
      digits++;
    }
  while (digits > 0 && digits + dots < len && token[digits + dots] == '.')
    dots++;
  if (digits == 0 || dots == 0)
    return 0;

  quoted = g_strndup (token, digits + dots);
  if (dots != 1 && dots != 3)
    *ok = record_error (error, parser->line,
                        _("“%s” is not a move number: the next move is numbered “%u%s”"),
                        quoted, expected, horz_turn ? "..." : ".");
  else if (number != expected || (dots == 1) == horz_turn)
    *ok = record_error (error, parser->line,
                        _("move number “%s” is wrong here: the next move is move %u, "
                          "numbered “%u%s”"), quoted, n_moves + 1, expected,
                        horz_turn ? "..." : ".");

  return digits + dots;
}

static gboolean
record_parser_add_move (RecordParser *parser, const char *token, gsize len, GError **error)
{
  PendingMove move;

  if (parser->moves->len >= RECORD_MAX_MOVES)
    return record_error (error, parser->line, _("more than %u moves"), RECORD_MAX_MOVES);

  move.line = parser->line;
  move.text = g_strndup (token, len);
  g_array_append_val (parser->moves, move);
  return TRUE;
}

static gboolean
is_move_separator (char c)
{
  return is_blank (c) || c == ',';
}

/* Reads the moves and move numbers of one line. */
static gboolean
record_parser_read_moves (RecordParser *parser, const char *p, const char *end,
                          GError **error)
{
  while (p < end)
    {
      const char *token = p;
      gsize len, number_len;
      gboolean ok;

      if (is_move_separator (*p))
        {
          p++;
          continue;
        }
      if (*p == '#')
        break;

      while (p < end && !is_move_separator (*p) && *p != '#')
        p++;
      len = p - token;

      number_len = record_parser_read_move_number (parser, token, len, error, &ok);
      if (!ok)
        return FALSE;
      token += number_len;
      len -= number_len;

      if (len > 0 && !record_parser_add_move (parser, token, len, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
record_parser_read_line (RecordParser *parser, const char *p, const char *end,
                         GError **error)
{
  if (end > p && end[-1] == '\r')
    end--;

  p = skip_blanks (p, end);
  if (p == end || *p == '#')
    return TRUE;
  if (*p == '[')
    return record_parser_read_tag (parser, p, end, error);

  return record_parser_read_moves (parser, p, end, error);
}

/* The line holding byte @offset of @text. */
static guint
line_of_offset (const char *text, gsize offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    if (text[i] == '\n')
      line++;

  return line;
}

static gboolean
check_text (const char *text, gsize length, GError **error)
{
  const char *nul, *invalid;

  if (length > RECORD_MAX_BYTES)
    return record_error (error, 0, _("the record is too long (more than %u bytes)"),
                         RECORD_MAX_BYTES);

  nul = memchr (text, '\0', length);
  if (nul != NULL)
    return record_error (error, line_of_offset (text, nul - text),
                         _("a NUL byte: this is not a text file"));

  if (!g_utf8_validate_len (text, length, &invalid))
    return record_error (error, line_of_offset (text, invalid - text),
                         _("the text is not valid UTF-8"));

  return TRUE;
}

static gboolean
record_parser_check_tags (RecordParser *parser, GError **error)
{
  if (parser->tag_line[TAG_SIZE] == 0)
    return record_error (error, 0, _("the record has no Size tag (e.g. [Size \"8\"])"));

  if (parser->tag_line[TAG_PIECES] != 0 && parser->pieces < parser->size)
    return record_error (error, parser->tag_line[TAG_PIECES],
                         _("Pieces must be from %u to %u when the size is %u, not %u"),
                         parser->size, AKRON_MAX_PIECES, parser->size, parser->pieces);

  return TRUE;
}

static AkronGame *
record_parser_build_game (RecordParser *parser, GError **error)
{
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(GError) local_error = NULL;

  game = akron_game_new (parser->size, parser->pieces, parser->swap, parser->no_delay,
                         &local_error);
  if (game == NULL)
    {
      record_error (error, parser->tag_line[TAG_SIZE], "%s", local_error->message);
      return NULL;
    }

  for (guint c = 0; c < 2; c++)
    if (parser->names[c] != NULL)
      akron_game_set_player_name (game, (AkronColour) c, parser->names[c]);

  for (guint i = 0; i < parser->extra_tags->len; i++)
    {
      AkronTag *tag = g_ptr_array_index (parser->extra_tags, i);
      akron_game_set_extra_tag (game, tag->key, tag->value);
    }

  for (guint i = 0; i < parser->moves->len; i++)
    {
      PendingMove *move = &g_array_index (parser->moves, PendingMove, i);

      if (!akron_game_play_text (game, move->text, &local_error))
        {
          g_autofree char *quoted = quote_text (move->text);

          /* TRANSLATORS: "line 12: move 23 (D4-E5'): <why it is illegal>" */
          g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD, _("line %u: move %u (%s): %s"),
                       move->line, i + 1, quoted, local_error->message);
          return NULL;
        }
    }

  if (parser->tag_line[TAG_PLY] != 0)
    {
      if (parser->ply > parser->moves->len)
        {
          record_error (error, parser->tag_line[TAG_PLY],
                        _("Ply is %u but the record has only %u moves"), parser->ply,
                        parser->moves->len);
          return NULL;
        }
      akron_game_go_to_ply (game, parser->ply);
    }

  if (parser->tag_line[TAG_RESULT] != 0
      && akron_game_get_result (game) != parser->result)
    {
      record_error (error, parser->tag_line[TAG_RESULT],
                    _("Result is “%s” but the moves give “%s”"), result_name (parser->result),
                    result_name (akron_game_get_result (game)));
      return NULL;
    }

  return g_steal_pointer (&game);
}

AkronGame *
akron_record_parse (const char *text, gssize length, GError **error)
{
  RecordParser parser;
  AkronGame *game = NULL;
  const char *p, *end;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (text == NULL)
    text = "";
  if (length < 0)
    length = strlen (text);
  if (!check_text (text, length, error))
    return NULL;

  p = text;
  end = text + length;
  if (end - p >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  record_parser_init (&parser);
  while (p < end)
    {
      const char *eol = memchr (p, '\n', end - p);

      if (eol == NULL)
        eol = end;
      parser.line++;
      if (!record_parser_read_line (&parser, p, eol, error))
        goto out;
      p = eol + 1;
    }

  if (record_parser_check_tags (&parser, error))
    game = record_parser_build_game (&parser, error);

out:
  record_parser_clear (&parser);
  return game;
}

static void
append_tag (GString *out, const char *key, const char *value)
{
  g_string_append_printf (out, "[%s \"", key);
  for (const char *c = value; *c != '\0'; c++)
    {
      /* A line break in a value would end the tag; nothing else needs care. */
      if (*c == '"' || *c == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, (guchar) *c < 0x20 ? ' ' : *c);
    }
  g_string_append (out, "\"]\n");
}

static void
append_uint_tag (GString *out, const char *key, guint value)
{
  char buf[16];

  g_snprintf (buf, sizeof buf, "%u", value);
  append_tag (out, key, buf);
}

/* Extra tags that would clash with the known ones are not written: they would make the
 * record unreadable. */
static gboolean
extra_tag_writable (const AkronTag *tag)
{
  const char *k;

  if (tag->key == NULL || tag->key[0] == '\0' || tag->value == NULL
      || known_tag_from_key (tag->key) != TAG_UNKNOWN)
    return FALSE;
  for (k = tag->key; *k != '\0'; k++)
    if (!g_ascii_isalnum (*k) && *k != '_')
      return FALSE;

  return g_utf8_validate (tag->value, -1, NULL);
}

/* The moves as "1. D4 E5 2. F6 ...", a pair of moves never split across lines. */
static void
append_moves (GString *out, AkronGame *game)
{
  guint n_moves = akron_game_get_n_moves (game);
  gsize line_start = out->len;

  for (guint i = 0; i < n_moves; i += 2)
    {
      g_autofree char *first = akron_game_get_move_text (game, i);
      g_autofree char *second = i + 1 < n_moves ? akron_game_get_move_text (game, i + 1) : NULL;
      g_autofree char *pair = NULL;

      pair = second != NULL ? g_strdup_printf ("%u. %s %s", i / 2 + 1, first, second)
                            : g_strdup_printf ("%u. %s", i / 2 + 1, first);

      if (out->len > line_start)
        {
          if (out->len - line_start + 1 + strlen (pair) > LINE_WIDTH)
            {
              g_string_append_c (out, '\n');
              line_start = out->len;
            }
          else
            g_string_append_c (out, ' ');
        }
      g_string_append (out, pair);
    }

  if (out->len > line_start)
    g_string_append_c (out, '\n');
}

char *
akron_record_write (AkronGame *game)
{
  GString *out;
  GPtrArray *extra_tags;
  const char *name;

  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);

  out = g_string_new (NULL);
  extra_tags = akron_game_get_extra_tags (game);

  append_tag (out, "Game", "Akron");
  append_uint_tag (out, "Version", RECORD_VERSION);
  append_uint_tag (out, "Size", akron_game_get_size (game));
  append_uint_tag (out, "Pieces", akron_game_get_pieces (game));
  append_tag (out, "Swap", akron_game_get_swap (game) ? "yes" : "no");
  append_tag (out, "NoDelay", akron_game_get_no_delay (game) ? "yes" : "no");

  name = akron_game_get_player_name (game, AKRON_VERT);
  if (name != NULL && name[0] != '\0')
    append_tag (out, "Vert", name);
  name = akron_game_get_player_name (game, AKRON_HORZ);
  if (name != NULL && name[0] != '\0')
    append_tag (out, "Horz", name);

  /* Date is an ordinary kept tag, written in its customary place. */
  for (guint i = 0; extra_tags != NULL && i < extra_tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (extra_tags, i);

      if (extra_tag_writable (tag) && g_ascii_strcasecmp (tag->key, "Date") == 0)
        append_tag (out, tag->key, tag->value);
    }

  append_tag (out, "Result", result_name (akron_game_get_result (game)));
  if (akron_game_get_ply (game) < akron_game_get_n_moves (game))
    append_uint_tag (out, "Ply", akron_game_get_ply (game));

  for (guint i = 0; extra_tags != NULL && i < extra_tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (extra_tags, i);

      if (extra_tag_writable (tag) && g_ascii_strcasecmp (tag->key, "Date") != 0)
        append_tag (out, tag->key, tag->value);
    }

  g_string_append_c (out, '\n');
  append_moves (out, game);

  return g_string_free (out, FALSE);
}

AkronGame *
akron_record_load (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GFileInfo) info = NULL;
  AkronGame *game;
  gsize length;

  g_return_val_if_fail (G_IS_FILE (file), NULL);

  /* Refuse a huge file before reading it all into memory. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, NULL);
  if (info != NULL && g_file_info_get_size (info) > RECORD_MAX_BYTES)
    {
      record_error (error, 0, _("the record is too long (more than %u bytes)"),
                    RECORD_MAX_BYTES);
      return NULL;
    }

  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, error))
    return NULL;

  game = akron_record_parse (contents, length, &local_error);
  if (game == NULL)
    {
      g_autofree char *name = g_file_get_parse_name (file);

      g_set_error (error, local_error->domain, local_error->code, "%s: %s", name,
                   local_error->message);
    }

  return game;
}

gboolean
akron_record_save (AkronGame *game, GFile *file, GCancellable *cancellable, GError **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);

  text = akron_record_write (game);
  return g_file_replace_contents (file, text, strlen (text), NULL, FALSE,
                                  G_FILE_CREATE_NONE, NULL, cancellable,
                                  error);
}
