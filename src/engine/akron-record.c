/* akron-record.c: reading and writing .akron game records
 *
 * The format, in full (akron-record.h shows an example and the limits):
 *
 * - UTF-8 text, at most AKRON_RECORD_MAX_BYTES, without NUL bytes. One byte order mark at
 *   the start is skipped. Lines end in LF, CRLF or a lone CR; blank lines and white space
 *   are free.
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
 *              not the last one of the current line; the moves after it are the redo
 *              history (optional)
 *     Line     where the current line leaves the main line, when it does: "P:I ...", P
 *              rising, meaning that the line's move P is variation I (from 1) of the moves
 *              there; after the last pair the line goes on down the main continuation
 *              (optional; checked against the moves)
 *   yes/no also accept true/false, on/off and 1/0. A known tag may appear once. Every
 *   other tag (Date included) is kept as it was read, in order, and written back; the same
 *   key twice (compared exactly, case included) is refused, since one value would be lost.
 *   The names and the kept tags may come to at most AKRON_RECORD_MAX_TAG_BYTES.
 * - Then the moves in RULES.md section 6 notation, case-insensitive, separated by white
 *   space (commas are tolerated too), as many per line as wanted, at most
 *   AKRON_RECORD_MAX_MOVES. The list may end with `draw` or `resign`.
 * - Move numbers are optional. They count pairs of moves, as in chess: "12." stands before
 *   the 23rd entry of the move list and "12..." before the 24th (a swap, a draw claim and a
 *   resignation are entries too). When present they must be right. "12.D4" (no space) is
 *   read as "12." followed by "D4".
 * - Variations: "(" right after a move opens another line played in place of that move,
 *   ")" closes it and goes on after that move: "1. D4 E5 2. F6 (2. G7 H8) 2... F7". Inside
 *   a variation, moves and move numbers go on from the position before the move it
 *   replaces; variations nest up to AKRON_RECORD_MAX_NESTING deep, and every move of every
 *   line counts against AKRON_RECORD_MAX_MOVES. A variation before any move, an empty one,
 *   a ")" without its "(" and a "(" never closed are refused. A variation that repeats a
 *   move already there follows it. "(" and ")" need no white space around them. The
 *   writer puts each node's variations, in order, right after the node's main move, and
 *   numbers the move after a variation ("2... F7").
 *
 * In error messages "move N" counts every entry of the move list, both players' moves, from
 * 1: it is the ply number that the move would reach (in a variation, along its line).
 *
 * The record is read in one pass, in time linear in its length: the game is set up at the
 * first line of moves, and each move is played through akron_game_play_text() as it is read,
 * so the rules engine, not this file, decides what is legal (a record can never produce an
 * illegal game), and the first problem in the text is the one reported.
 *
 * Salvage (akron_record_parse_salvage()) reads the same way but stops at the first problem
 * instead of failing:
 * - The text is cut at the first byte that cannot be trusted: a NUL byte, invalid UTF-8, or
 *   the byte after AKRON_RECORD_MAX_BYTES.
 * - A line that does not read (a broken tag, a wrong move number, a tag after the moves)
 *   ends the reading; so does the first move that the rules refuse.
 * - When the text (once cut) does not end with a line end, its last line may be cut short:
 *   a tag there is not read, and a move that reaches the end of the text is not played
 *   ("D1" may have been "D10").
 * - The variant is the variant tags (Game, Version, Size, Pieces, Swap, NoDelay) read before
 *   the first line that is none of them, the defaults standing for those missing; Akron
 *   writes them first. If the reading stops before such a line (so that more variant tags
 *   may have followed), or there is no Size tag, nothing is returned.
 * - Variations left open are kept as far as they were read; the current line is the main
 *   line, or as far as the Line tag can be followed among the moves kept.
 * - Result is not checked (the moves may be fewer); a Ply past the moves kept means the last
 *   of them. @problem names the first problem in the text (line and reason), or the Result
 *   that disagrees when nothing else was wrong.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* realpath() */
#define _DEFAULT_SOURCE

#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "akron-record.h"
#include "akron-notation.h"

#define RECORD_VERSION 1
/* How much of an offending token an error message quotes. */
#define QUOTE_MAX_CHARS 40
/* Width of the move text when writing. */
#define LINE_WIDTH 78
#define MIB (1024 * 1024)

/* The writer's longest record fits what the reader reads: the fixed tags (Game to NoDelay,
 * Result, Ply and the blank line come to less than 256 bytes), the Line tag (a "ply:index "
 * for each move at most; a guint has at most 10 digits), the kept tags, and the moves,
 * each at worst a unit of its own: "49999... ", the longest move, a "(" before it, a ")"
 * after it (there are no more parentheses than moves) and a space or line end. */
#define FIXED_TAG_BYTES 256
#define LINE_CHOICE_BYTES (10 + 1 + 10 + 1)
#define LONGEST_MOVE_BYTES (10 + 4 + (AKRON_MOVE_TEXT_MAX - 1) + 2 + 1)
G_STATIC_ASSERT (FIXED_TAG_BYTES + (guint64) AKRON_RECORD_MAX_TAG_BYTES
                 + (guint64) AKRON_RECORD_MAX_MOVES * (LINE_CHOICE_BYTES + LONGEST_MOVE_BYTES)
                 <= AKRON_RECORD_MAX_BYTES);
G_STATIC_ASSERT (AKRON_RECORD_MAX_BYTES % MIB == 0 && AKRON_RECORD_MAX_TAG_BYTES % MIB == 0);

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
  TAG_LINE,
  N_KNOWN_TAGS,
  TAG_UNKNOWN = N_KNOWN_TAGS,
} KnownTag;

/* Game to NoDelay: the tags that say which game is played. */
#define IS_VARIANT_TAG(tag) ((tag) <= TAG_NO_DELAY)

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
  [TAG_LINE] = "Line",
};

typedef struct
{
  gboolean salvage;

  /* The tags. tag_line: the line of each known tag, 0 when absent. */
  guint tag_line[N_KNOWN_TAGS];
  guint size;
  guint pieces;
  gboolean swap;
  gboolean no_delay;
  char *names[2];
  AkronResult result;
  guint ply;
  GArray *line_choices;     /* LineChoice: the Line tag */
  GPtrArray *extra_tags;    /* of AkronTag *, in the order read */
  GHashTable *extra_lines;  /* key of an extra tag -> its line */
  gsize tag_bytes;          /* the names and extra tags, as the writer writes them */
  /* A line other than a variant tag has been read: all variant tags are known. */
  gboolean past_variant;

  AkronGame *game;          /* set up at the first line of moves */
  GArray *open;             /* OpenVariation: the variations being read, innermost last */
  guint line;               /* the line being read, from 1 */
  gboolean last_line_open;  /* the line being read is the last and has no line end */

  GError *cut;              /* salvage: why the text was cut before its end */
} RecordParser;

/* A "(" being read: where the line it interrupts goes on after its ")". */
typedef struct
{
  const AkronGameNode *resume;
  guint line;
  guint ply;                /* the ply just after the "(" */
} OpenVariation;

/* "P:I" in the Line tag: the move that reaches ply P is child I of the move before it. */
typedef struct
{
  guint ply;
  guint index;
} LineChoice;

static void
record_parser_init (RecordParser *parser, gboolean salvage)
{
  memset (parser, 0, sizeof *parser);
  parser->salvage = salvage;
  parser->swap = TRUE;
  parser->extra_tags = g_ptr_array_new_with_free_func ((GDestroyNotify) akron_tag_free);
  parser->extra_lines = g_hash_table_new (g_str_hash, g_str_equal);
  parser->open = g_array_new (FALSE, FALSE, sizeof (OpenVariation));
  parser->line_choices = g_array_new (FALSE, FALSE, sizeof (LineChoice));
}

static void
record_parser_clear (RecordParser *parser)
{
  g_free (parser->names[0]);
  g_free (parser->names[1]);
  g_hash_table_unref (parser->extra_lines);
  g_ptr_array_unref (parser->extra_tags);
  g_array_unref (parser->open);
  g_array_unref (parser->line_choices);
  g_clear_object (&parser->game);
  g_clear_error (&parser->cut);
}

static gboolean
is_shown_as_is (gunichar c)
{
  GUnicodeType type;

  if (c < 0x80)
    return c >= 0x20 && c != 0x7f;

  type = g_unichar_type (c);
  return g_unichar_isprint (c) && type != G_UNICODE_LINE_SEPARATOR
         && type != G_UNICODE_PARAGRAPH_SEPARATOR;
}

char *
akron_record_quote_text (const char *text, gssize max_chars)
{
  GString *out;
  gssize n_chars = 0;

  g_return_val_if_fail (text != NULL, NULL);

  out = g_string_new (NULL);
  for (const char *p = text; *p != '\0'; n_chars++)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (max_chars >= 0 && n_chars == max_chars)
        {
          g_string_append (out, "…");
          break;
        }

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }

      if (is_shown_as_is (c))
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
      else if (c < 0x80)
        g_string_append_printf (out, "\\x%02x", c);
      else if (c <= 0xffff)
        g_string_append_printf (out, "\\u%04X", c);
      else
        g_string_append_printf (out, "\\U%08X", c);
      p = g_utf8_next_char (p);
    }

  return g_string_free (out, FALSE);
}

/* A short, printable quotation of untrusted text for an error message. */
static char *
quote_text (const char *text)
{
  return akron_record_quote_text (text, QUOTE_MAX_CHARS);
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

static gboolean
too_long_error (GError **error)
{
  return record_error (error, 0, _("the record is longer than %u MiB"),
                       AKRON_RECORD_MAX_BYTES / MIB);
}

static KnownTag
known_tag_from_key (const char *key)
{
  for (guint t = 0; t < N_KNOWN_TAGS; t++)
    if (g_ascii_strcasecmp (key, known_tag_names[t]) == 0)
      return (KnownTag) t;

  return TAG_UNKNOWN;
}

/* Whether @key, which may have been cut short, can be the key of a variant tag. */
static gboolean
key_may_be_variant (const char *key, gboolean complete)
{
  gsize len = strlen (key);

  for (guint t = 0; IS_VARIANT_TAG (t); t++)
    if (complete ? g_ascii_strcasecmp (key, known_tag_names[t]) == 0
                 : g_ascii_strncasecmp (key, known_tag_names[t], len) == 0)
      return TRUE;

  return FALSE;
}

/* A tag value as the writer writes it: quotes and backslashes escaped, control characters
 * (which would break the line or reach a terminal) as spaces, valid UTF-8. */
static char *
escape_tag_value (const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);
  GString *out = g_string_sized_new (strlen (valid) + 2);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '"' || c == '\\')
        g_string_append_c (out, '\\');
      if (g_unichar_type (c) == G_UNICODE_CONTROL)
        g_string_append_c (out, ' ');
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }

  return g_string_free (out, FALSE);
}

/* The bytes of the line `[Key "escaped"]` and its line end. */
static gsize
tag_line_length (const char *key, const char *escaped_value)
{
  return strlen ("[") + strlen (key) + strlen (" \"") + strlen (escaped_value)
         + strlen ("\"]\n");
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

/* The Line tag: "P:I P:I ...", P rising from 1, I from 1. */
static gboolean
parse_line_choices (const char *text, GArray *choices)
{
  g_auto(GStrv) pairs = g_strsplit_set (text, " \t", -1);
  guint last_ply = 0;

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) parts = NULL;
      LineChoice choice;

      if (pairs[i][0] == '\0')
        continue;
      parts = g_strsplit (pairs[i], ":", 3);
      if (g_strv_length (parts) != 2
          || !parse_uint_in_range (parts[0], last_ply + 1, AKRON_RECORD_MAX_MOVES, &choice.ply)
          || !parse_uint_in_range (parts[1], 1, AKRON_RECORD_MAX_MOVES, &choice.index))
        return FALSE;
      last_ply = choice.ply;
      g_array_append_val (choices, choice);
    }
  return TRUE;
}

/* Counts a name or kept tag against AKRON_RECORD_MAX_TAG_BYTES. */
static gboolean
record_parser_count_tag (RecordParser *parser, const char *key, const char *value,
                         GError **error)
{
  g_autofree char *escaped = escape_tag_value (value);

  parser->tag_bytes += tag_line_length (key, escaped);
  if (parser->tag_bytes > AKRON_RECORD_MAX_TAG_BYTES)
    return record_error (error, parser->line, _("the tags come to more than %u MiB"),
                         AKRON_RECORD_MAX_TAG_BYTES / MIB);

  return TRUE;
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
      if (!record_parser_count_tag (parser, known_tag_names[tag], value, error))
        return FALSE;
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
      if (!parse_uint_in_range (value, 0, AKRON_RECORD_MAX_MOVES, &parser->ply))
        return record_error (error, line, _("Ply must be a number up to %u, not “%s”"),
                             AKRON_RECORD_MAX_MOVES, quoted);
      break;

    case TAG_LINE:
      /* Checked against the moves once they are read. */
      if (!parse_line_choices (value, parser->line_choices))
        return record_error (error, line,
                             _("Line must be a list of move:variation pairs such as "
                               "“4:1 9:2”, with the moves in order, not “%s”"), quoted);
      break;

    case N_KNOWN_TAGS:
    default:
      g_assert_not_reached ();
    }

  return TRUE;
}

static gboolean
record_parser_add_extra_tag (RecordParser *parser, const char *key, const char *value,
                             GError **error)
{
  AkronTag *tag;
  guint first_line = GPOINTER_TO_UINT (g_hash_table_lookup (parser->extra_lines, key));

  if (first_line != 0)
    return record_error (error, parser->line, _("a second %s tag (the first is on line %u)"),
                         key, first_line);
  if (!record_parser_count_tag (parser, key, value, error))
    return FALSE;

  tag = akron_tag_new (key, value);
  g_ptr_array_add (parser->extra_tags, tag);
  g_hash_table_insert (parser->extra_lines, tag->key, GUINT_TO_POINTER (parser->line));
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

  if (parser->game != NULL)
    return record_error (error, parser->line, _("a tag after the moves; tags come first"));

  p = skip_blanks (p + 1, end);
  key_start = p;
  while (p < end && (g_ascii_isalnum (*p) || *p == '_'))
    p++;
  key = g_strndup (key_start, p - key_start);
  /* Whatever goes wrong below, the variant tags are all read if this is none of them. */
  if (!key_may_be_variant (key, p < end))
    parser->past_variant = TRUE;
  if (key[0] == '\0')
    return record_error (error, parser->line, _("a tag needs a name: [Name \"value\"]"));

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
    return record_parser_add_extra_tag (parser, key, value->str, error);

  if (parser->tag_line[tag] != 0)
    return record_error (error, parser->line, _("a second %s tag (the first is on line %u)"),
                         known_tag_names[tag], parser->tag_line[tag]);
  parser->tag_line[tag] = parser->line;

  return record_parser_set_tag (parser, tag, value->str, error);
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

/* Sets up the game from the tags, once they are all read. */
static gboolean
record_parser_start_game (RecordParser *parser, GError **error)
{
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(GError) local_error = NULL;

  if (!record_parser_check_tags (parser, error))
    return FALSE;

  game = akron_game_new (parser->size, parser->pieces, parser->swap, parser->no_delay,
                         &local_error);
  if (game == NULL)
    return record_error (error, parser->tag_line[TAG_SIZE], "%s", local_error->message);

  for (guint c = 0; c < 2; c++)
    if (parser->names[c] != NULL)
      akron_game_set_player_name (game, (AkronColour) c, parser->names[c]);

  for (guint i = 0; i < parser->extra_tags->len; i++)
    {
      AkronTag *tag = g_ptr_array_index (parser->extra_tags, i);
      akron_game_set_extra_tag (game, tag->key, tag->value);
    }

  parser->game = g_steal_pointer (&game);
  return TRUE;
}

/* A "12." or "12..." token: checks it against the number of moves read so far. Returns
 * the length of the number and its dots, or 0 if @token does not start with one. */
static gsize
record_parser_read_move_number (RecordParser *parser, const char *token, gsize len,
                                GError **error, gboolean *ok)
{
  gsize digits = 0, dots = 0;
  guint64 number = 0;
  guint n_moves = akron_game_get_ply (parser->game);
  gboolean horz_turn = n_moves % 2 == 1;
  guint expected = n_moves / 2 + 1;
  g_autofree char *quoted = NULL;
  g_autofree char *number_text = NULL;

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

  number_text = g_strndup (token, digits + dots);
  quoted = quote_text (number_text);
  if (dots != 1 && dots != 3)
    *ok = record_error (error, parser->line,
                        /* Translators: the text read, then the move number expected, as a
                         * number and "." (Vert's move) or "..." (Horz's): "“3.” is not a
                         * move number: the next move is numbered “3...”" */
                        _("“%s” is not a move number: the next move is numbered “%u%s”"),
                        quoted, expected, horz_turn ? "..." : ".");
  else if (number != expected || (dots == 1) == horz_turn)
    *ok = record_error (error, parser->line,
                        /* Translators: the number read, the count of the move expected
                         * (the 5th move), then its number as a record writes it ("3" and "."
                         * or "...") */
                        _("move number “%s” is wrong here: the next move is move %u, "
                          "numbered “%u%s”"), quoted, n_moves + 1, expected,
                        horz_turn ? "..." : ".");

  return digits + dots;
}

static gboolean
record_parser_play (RecordParser *parser, const char *token, gsize len, GError **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *text = g_strndup (token, len);
  guint n_moves = akron_game_get_ply (parser->game);

  if (akron_game_get_n_nodes (parser->game) >= AKRON_RECORD_MAX_MOVES)
    return record_error (error, parser->line,
                         /* Translators: the most moves a record may hold (100000) */
                         g_dngettext (GETTEXT_PACKAGE, "more than %u move", "more than %u moves",
                                      AKRON_RECORD_MAX_MOVES),
                         AKRON_RECORD_MAX_MOVES);

  if (!akron_game_play_text (parser->game, text, &local_error))
    {
      g_autofree char *quoted = quote_text (text);
      g_autofree char *why = akron_record_quote_text (local_error->message, -1);

      /* TRANSLATORS: "line 12: move 23 (D4-E5'): <why it is illegal>" */
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD, _("line %u: move %u (%s): %s"),
                   parser->line, n_moves + 1, quoted, why);
      return FALSE;
    }

  return TRUE;
}

/* Salvage: the token reaching the end of a text that has no line end at its end. */
static gboolean
record_parser_cut_short (RecordParser *parser, const char *token, gsize len, GError **error)
{
  g_autofree char *text = g_strndup (token, len);
  g_autofree char *quoted = quote_text (text);

  if (parser->cut != NULL)
    {
      g_propagate_error (error, g_error_copy (parser->cut));
      return FALSE;
    }

  return record_error (error, parser->line,
                       _("the record ends in move %u (“%s”), which may be cut short"),
                       akron_game_get_ply (parser->game) + 1, quoted);
}

static gboolean
is_move_separator (char c)
{
  return is_blank (c) || c == ',';
}

static gboolean
is_token_end (char c)
{
  return is_move_separator (c) || c == '#' || c == '(' || c == ')';
}

/* "(": the moves up to its ")" are another line, in place of the move just read. */
static gboolean
record_parser_open_variation (RecordParser *parser, GError **error)
{
  OpenVariation open;

  if (akron_game_get_ply (parser->game) == 0)
    return record_error (error, parser->line,
                         _("a variation “(” before any move: a variation stands in place of "
                           "the move before it"));
  if (parser->open->len >= AKRON_RECORD_MAX_NESTING)
    return record_error (error, parser->line,
                         /* Translators: %u is the deepest variations may nest (64) */
                         _("variations nested more than %u deep"), AKRON_RECORD_MAX_NESTING);

  open.resume = akron_game_get_current_node (parser->game);
  open.line = parser->line;
  akron_game_undo (parser->game);
  open.ply = akron_game_get_ply (parser->game);
  g_array_append_val (parser->open, open);
  return TRUE;
}

/* ")": back to the line the variation interrupted. */
static gboolean
record_parser_close_variation (RecordParser *parser, GError **error)
{
  OpenVariation *open;

  if (parser->open->len == 0)
    return record_error (error, parser->line, _("a “)” without a “(” before it"));

  open = &g_array_index (parser->open, OpenVariation, parser->open->len - 1);
  if (akron_game_get_ply (parser->game) == open->ply
      && akron_game_get_current_node (parser->game) == akron_game_node_get_parent (open->resume))
    return record_error (error, parser->line, _("an empty variation “()”"));

  akron_game_go_to_node (parser->game, open->resume);
  g_array_set_size (parser->open, parser->open->len - 1);
  return TRUE;
}

/* Reads the moves and move numbers of one line, playing the moves. */
static gboolean
record_parser_read_moves (RecordParser *parser, const char *p, const char *end,
                          GError **error)
{
  parser->past_variant = TRUE;
  if (parser->game == NULL && !record_parser_start_game (parser, error))
    return FALSE;

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
      if (*p == '(' || *p == ')')
        {
          if (!(*p == '(' ? record_parser_open_variation (parser, error)
                          : record_parser_close_variation (parser, error)))
            return FALSE;
          p++;
          continue;
        }

      while (p < end && !is_token_end (*p))
        p++;
      len = p - token;

      if (parser->salvage && parser->last_line_open && p == end)
        return record_parser_cut_short (parser, token, len, error);

      number_len = record_parser_read_move_number (parser, token, len, error, &ok);
      if (!ok)
        return FALSE;
      token += number_len;
      len -= number_len;

      if (len > 0 && !record_parser_play (parser, token, len, error))
        return FALSE;
    }

  return TRUE;
}

static gboolean
record_parser_read_line (RecordParser *parser, const char *p, const char *end,
                         GError **error)
{
  p = skip_blanks (p, end);
  if (p == end || *p == '#')
    return TRUE;

  if (*p != '[')
    return record_parser_read_moves (parser, p, end, error);

  if (!record_parser_read_tag (parser, p, end, error))
    {
      /* Salvage: a tag cut short at the end of the text says nothing more useful. */
      if (parser->salvage && parser->last_line_open && parser->cut != NULL)
        {
          g_clear_error (error);
          g_propagate_error (error, g_error_copy (parser->cut));
        }
      return FALSE;
    }

  return TRUE;
}

/* The end of the line that starts at @p: its CR or LF, or @end. */
static const char *
find_line_end (const char *p, const char *end)
{
  while (p < end && *p != '\n' && *p != '\r')
    p++;
  return p;
}

/* The line holding byte @offset of @text, counted as the reader counts lines. */
static guint
line_of_offset (const char *text, gsize offset)
{
  const char *p = text, *end = text + offset;
  guint line = 1;

  while ((p = find_line_end (p, end)) < end)
    {
      if (*p == '\r' && p + 1 < end && p[1] == '\n')
        p++;
      p++;
      line++;
    }

  return line;
}

static const char *
skip_byte_order_mark (const char *p, const char *end)
{
  if (end - p >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    return p + 3;
  return p;
}

/* Reads the lines of @text. */
static gboolean
record_parser_read_text (RecordParser *parser, const char *text, gsize length, GError **error)
{
  const char *end = text + length;
  const char *p = skip_byte_order_mark (text, end);

  if (skip_byte_order_mark (p, end) != p)
    return record_error (error, 1, _("two byte-order marks at the start of the record"));

  while (p < end)
    {
      const char *eol = find_line_end (p, end);

      parser->line++;
      parser->last_line_open = eol == end;
      if (!record_parser_read_line (parser, p, eol, error))
        return FALSE;

      if (eol < end && *eol == '\r' && eol + 1 < end && eol[1] == '\n')
        eol++;
      p = eol + 1;
    }

  return TRUE;
}

/* Whether the record can be read at all: its size, no NUL byte, valid UTF-8. */
static gboolean
check_text (const char *text, gsize length, GError **error)
{
  const char *nul, *invalid;

  if (length > AKRON_RECORD_MAX_BYTES)
    return too_long_error (error);

  nul = memchr (text, '\0', length);
  if (nul != NULL)
    return record_error (error, line_of_offset (text, nul - text),
                         _("a NUL byte: this is not a text file"));

  if (!g_utf8_validate_len (text, length, &invalid))
    return record_error (error, line_of_offset (text, invalid - text),
                         _("the text is not valid UTF-8"));

  return TRUE;
}

/* Salvage: how much of @text can be read, and (in @cut) why not all of it. */
static gsize
trusted_length (const char *text, gsize length, GError **cut)
{
  gboolean over_limit = length > AKRON_RECORD_MAX_BYTES;
  const char *nul, *invalid;

  if (over_limit)
    length = AKRON_RECORD_MAX_BYTES;
  nul = memchr (text, '\0', length);
  if (nul != NULL)
    length = nul - text;

  if (!g_utf8_validate_len (text, length, &invalid))
    {
      /* Cut at the limit inside a character: the limit is the reason. */
      if (over_limit && nul == NULL && length - (invalid - text) < 4)
        too_long_error (cut);
      else
        record_error (cut, line_of_offset (text, invalid - text),
                      _("the text is not valid UTF-8"));
      return invalid - text;
    }

  if (nul != NULL)
    record_error (cut, line_of_offset (text, nul - text),
                  _("a NUL byte: this is not a text file"));
  else if (over_limit)
    too_long_error (cut);
  return length;
}

/* The current line: the main line, or the one the Line tag names. */
static gboolean
record_parser_follow_line (RecordParser *parser, GError **error)
{
  const AkronGameNode *node = akron_game_get_root (parser->game);

  for (guint i = 0; i < parser->line_choices->len; i++)
    {
      const LineChoice *choice = &g_array_index (parser->line_choices, LineChoice, i);

      while (akron_game_node_get_ply (node) + 1 < choice->ply
             && akron_game_node_get_n_children (node) > 0)
        node = akron_game_node_get_child (node, 0);
      if (akron_game_node_get_ply (node) + 1 != choice->ply
          || choice->index >= akron_game_node_get_n_children (node))
        {
          /* Salvage: the line as far as the moves kept go. */
          if (parser->salvage)
            break;
          return record_error (error, parser->tag_line[TAG_LINE],
                               /* Translators: Line is a tag of the record, not translated */
                               _("Line names variation %u at move %u, which the record does "
                                 "not have"), choice->index, choice->ply);
        }
      node = akron_game_node_get_child (node, choice->index);
    }
  while (akron_game_node_get_n_children (node) > 0)
    node = akron_game_node_get_child (node, 0);

  akron_game_go_to_node (parser->game, node);
  return TRUE;
}

/* After the last line: the view and the result. */
static gboolean
record_parser_finish (RecordParser *parser, GError **error)
{
  AkronGame *game;
  guint n_moves;

  if (parser->game == NULL && !record_parser_start_game (parser, error))
    return FALSE;

  game = parser->game;
  if (parser->open->len > 0)
    {
      const OpenVariation *open = &g_array_index (parser->open, OpenVariation,
                                                  parser->open->len - 1);

      if (!parser->salvage)
        return record_error (error, open->line,
                             _("a variation “(” is not closed with “)”"));
      g_array_set_size (parser->open, 0);
    }
  if (!record_parser_follow_line (parser, error))
    return FALSE;

  n_moves = akron_game_get_n_moves (game);
  if (parser->tag_line[TAG_PLY] != 0)
    {
      if (parser->ply > n_moves && !parser->salvage)
        return record_error (error, parser->tag_line[TAG_PLY],
                             /* Translators: Ply is a tag of the record, not translated; the
                              * first %u is its value, the second the number of moves, which
                              * chooses the plural form */
                             g_dngettext (GETTEXT_PACKAGE, "Ply is %u but the record has only "
                                          "%u move",
                                          "Ply is %u but the record has only "
                                          "%u moves",
                                          n_moves),
                             parser->ply, n_moves);
      akron_game_go_to_ply (game, MIN (parser->ply, n_moves));
    }

  if (parser->tag_line[TAG_RESULT] != 0 && akron_game_get_result (game) != parser->result)
    return record_error (error, parser->tag_line[TAG_RESULT],
                         _("Result is “%s” but the moves give “%s”"),
                         result_name (parser->result),
                         result_name (akron_game_get_result (game)));

  return TRUE;
}

AkronGame *
akron_record_parse (const char *text, gssize length, GError **error)
{
  RecordParser parser;
  AkronGame *game = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (text == NULL)
    text = "";
  if (length < 0)
    length = strlen (text);
  if (!check_text (text, length, error))
    return NULL;

  record_parser_init (&parser, FALSE);
  if (record_parser_read_text (&parser, text, length, error)
      && record_parser_finish (&parser, error))
    game = g_steal_pointer (&parser.game);
  record_parser_clear (&parser);

  return game;
}

AkronGame *
akron_record_parse_salvage (const char *text, gssize length, guint *n_moves_kept,
                            GError **problem)
{
  RecordParser parser;
  g_autoptr(GError) stop = NULL;
  g_autoptr(GError) finish_error = NULL;
  AkronGame *game = NULL;

  g_return_val_if_fail (text != NULL || length == 0, NULL);
  g_return_val_if_fail (problem == NULL || *problem == NULL, NULL);

  if (n_moves_kept != NULL)
    *n_moves_kept = 0;
  if (text == NULL)
    text = "";
  if (length < 0)
    length = strlen (text);

  record_parser_init (&parser, TRUE);
  length = trusted_length (text, length, &parser.cut);
  record_parser_read_text (&parser, text, length, &stop);
  if (stop == NULL && parser.cut != NULL)
    stop = g_error_copy (parser.cut);

  /* Stopped among the variant tags: more of them may have followed. */
  if (stop != NULL && !parser.past_variant)
    {
      g_propagate_error (problem, g_steal_pointer (&stop));
      record_parser_clear (&parser);
      return NULL;
    }

  if (record_parser_finish (&parser, &finish_error) || parser.game != NULL)
    {
      game = g_steal_pointer (&parser.game);
      if (n_moves_kept != NULL)
        *n_moves_kept = akron_game_get_n_nodes (game);
    }

  /* The first problem in the text; a Result that disagrees only when nothing else did. */
  if (stop != NULL)
    g_propagate_error (problem, g_steal_pointer (&stop));
  else if (finish_error != NULL)
    g_propagate_error (problem, g_steal_pointer (&finish_error));

  record_parser_clear (&parser);
  return game;
}

/* Writes a name or kept tag if it fits what is left of AKRON_RECORD_MAX_TAG_BYTES. */
static void
append_kept_tag (GString *out, const char *key, const char *value, gsize *budget)
{
  g_autofree char *escaped = escape_tag_value (value);
  gsize length = tag_line_length (key, escaped);

  if (length > *budget)
    return;
  *budget -= length;
  g_string_append_printf (out, "[%s \"%s\"]\n", key, escaped);
}

static void
append_tag (GString *out, const char *key, const char *value)
{
  g_string_append_printf (out, "[%s \"%s\"]\n", key, value);
}

static void
append_uint_tag (GString *out, const char *key, guint value)
{
  g_string_append_printf (out, "[%s \"%u\"]\n", key, value);
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

  return TRUE;
}

/* Writes the move text: "1. D4 E5 2. F6 (2. G7 H8) 2... F7", in units that are never
 * split across lines: a pair of moves "2. F6 F7", or a move alone ("2. F6", "2... F7")
 * where a variation comes between the two, with the parentheses stuck to the moves. */
typedef struct
{
  GString *out;
  gsize line_start;
  GString *unit;        /* the unit being made, placed once the next one starts */
  gboolean pair_open;   /* unit is Vert's move and may take Horz's answer */
  guint opens;          /* "(" to put before the next unit */
} MoveWriter;

static void
move_writer_place_unit (MoveWriter *w)
{
  if (w->unit->len == 0)
    return;
  if (w->out->len > w->line_start)
    {
      if (w->out->len - w->line_start + 1 + w->unit->len > LINE_WIDTH)
        {
          g_string_append_c (w->out, '\n');
          w->line_start = w->out->len;
        }
      else
        g_string_append_c (w->out, ' ');
    }
  g_string_append_len (w->out, w->unit->str, w->unit->len);
  g_string_truncate (w->unit, 0);
  w->pair_open = FALSE;
}

static void
move_writer_add_move (MoveWriter *w, AkronGame *game, const AkronGameNode *node)
{
  g_autofree char *text = akron_game_get_node_text (game, node);
  guint index = akron_game_node_get_ply (node) - 1;

  if (index % 2 == 1 && w->pair_open)
    {
      g_string_append_printf (w->unit, " %s", text);
      w->pair_open = FALSE;
      return;
    }
  move_writer_place_unit (w);
  for (; w->opens > 0; w->opens--)
    g_string_append_c (w->unit, '(');
  g_string_append_printf (w->unit, index % 2 == 0 ? "%u. %s" : "%u... %s", index / 2 + 1,
                          text);
  w->pair_open = index % 2 == 0;
}

/* The line from @first on down the first children, each move followed by the variations
 * that stand in its place (but for @first if it is a variation: its caller writes those).
 * Recursion is as deep as variations nest (AKRON_GAME_MAX_NESTING). */
static void
move_writer_add_line (MoveWriter *w, AkronGame *game, const AkronGameNode *first,
                      gboolean is_variation)
{
  for (const AkronGameNode *node = first; node != NULL;
       node = akron_game_node_get_n_children (node) > 0 ? akron_game_node_get_child (node, 0)
                                                        : NULL)
    {
      const AkronGameNode *parent = akron_game_node_get_parent (node);

      move_writer_add_move (w, game, node);
      if (node == first && is_variation)
        continue;
      for (guint i = 1; i < akron_game_node_get_n_children (parent); i++)
        {
          move_writer_place_unit (w);
          w->opens++;
          move_writer_add_line (w, game, akron_game_node_get_child (parent, i), TRUE);
          g_string_append_c (w->unit, ')');
          w->pair_open = FALSE;
        }
    }
}

static void
append_moves (GString *out, AkronGame *game)
{
  const AkronGameNode *root = akron_game_get_root (game);
  MoveWriter w = { out, out->len, g_string_new (NULL), FALSE, 0 };

  if (akron_game_node_get_n_children (root) > 0)
    move_writer_add_line (&w, game, akron_game_node_get_child (root, 0), FALSE);
  move_writer_place_unit (&w);
  g_string_free (w.unit, TRUE);

  if (out->len > w.line_start)
    g_string_append_c (out, '\n');
}

/* The Line tag: where the current line leaves the main line, "4:1 9:2"; NULL if it is the
 * main line. */
static char *
line_choices_text (AkronGame *game)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint ply = 1; ply <= akron_game_get_n_moves (game); ply++)
    {
      guint index = akron_game_node_get_index (akron_game_get_line_node (game, ply));

      if (index > 0)
        g_string_append_printf (text, "%s%u:%u", text->len > 0 ? " " : "", ply, index);
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

char *
akron_record_write (AkronGame *game)
{
  GString *out;
  GPtrArray *extra_tags;
  gsize tag_budget = AKRON_RECORD_MAX_TAG_BYTES;
  g_autofree char *line = NULL;
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
    append_kept_tag (out, "Vert", name, &tag_budget);
  name = akron_game_get_player_name (game, AKRON_HORZ);
  if (name != NULL && name[0] != '\0')
    append_kept_tag (out, "Horz", name, &tag_budget);

  /* Date is an ordinary kept tag, written in its customary place. */
  for (guint i = 0; extra_tags != NULL && i < extra_tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (extra_tags, i);

      if (extra_tag_writable (tag) && g_ascii_strcasecmp (tag->key, "Date") == 0)
        append_kept_tag (out, tag->key, tag->value, &tag_budget);
    }

  append_tag (out, "Result", result_name (akron_game_get_result (game)));
  if (akron_game_get_ply (game) < akron_game_get_n_moves (game))
    append_uint_tag (out, "Ply", akron_game_get_ply (game));
  line = line_choices_text (game);
  if (line != NULL)
    append_tag (out, "Line", line);

  for (guint i = 0; extra_tags != NULL && i < extra_tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (extra_tags, i);

      if (extra_tag_writable (tag) && g_ascii_strcasecmp (tag->key, "Date") != 0)
        append_kept_tag (out, tag->key, tag->value, &tag_budget);
    }

  g_string_append_c (out, '\n');
  append_moves (out, game);

  return g_string_free (out, FALSE);
}

/* The file's path (or URI) for a message, quoted: a name may hold any byte. */
static char *
file_shown_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = path != NULL ? NULL : g_file_get_parse_name (file);

  return akron_record_quote_text (path != NULL ? path : name, -1);
}

GBytes *
akron_record_read_bytes (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFileInputStream) in = NULL;
  g_autoptr(GByteArray) bytes = NULL;
  gsize chunk = 64 * 1024;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  in = g_file_read (file, cancellable, error);
  if (in == NULL)
    return NULL;

  /* One byte past the limit tells a record that is too long from one that just fits. */
  bytes = g_byte_array_new ();
  while (bytes->len <= AKRON_RECORD_MAX_BYTES)
    {
      gsize want = MIN (chunk, AKRON_RECORD_MAX_BYTES + 1 - bytes->len);
      gsize old_len = bytes->len;
      gssize got;

      g_byte_array_set_size (bytes, old_len + want);
      got = g_input_stream_read (G_INPUT_STREAM (in), bytes->data + old_len, want,
                                 cancellable, error);
      if (got < 0)
        {
          g_autofree char *shown = file_shown_name (file);

          g_prefix_error (error, "%s: ", shown);
          return NULL;
        }
      g_byte_array_set_size (bytes, old_len + got);
      if (got == 0)
        return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
      chunk = MIN (chunk * 2, 4 * MIB);
    }

  {
    g_autofree char *shown = file_shown_name (file);

    /* TRANSLATORS: "FILE: the record is longer than 16 MiB" */
    g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD,
                 _("%s: the record is longer than %u MiB"), shown,
                 AKRON_RECORD_MAX_BYTES / MIB);
  }
  return NULL;
}

AkronGame *
akron_record_load (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) local_error = NULL;
  AkronGame *game;
  gsize length;
  const char *text;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  bytes = akron_record_read_bytes (file, cancellable, error);
  if (bytes == NULL)
    return NULL;

  text = g_bytes_get_data (bytes, &length);
  game = akron_record_parse (text, length, &local_error);
  if (game == NULL)
    {
      g_autofree char *shown = file_shown_name (file);

      g_set_error (error, local_error->domain, local_error->code, "%s: %s", shown,
                   local_error->message);
    }

  return game;
}

/* A file with a path: g_file_set_contents_full() writes a temporary file and renames it
 * over the old one only once it is complete. (On GLib 2.74, g_file_replace_contents()
 * renames it even after a failed write, destroying the old file.) */
static gboolean
save_to_path (const char *path, const char *text, gsize length, GError **error)
{
  g_autofree char *target = realpath (path, NULL);
  const char *destination = target != NULL ? target : path;
  GStatBuf st;
  int mode = 0644;

  if (g_stat (destination, &st) == 0)
    {
      if (!S_ISREG (st.st_mode))
        {
          g_autofree char *shown = akron_record_quote_text (path, -1);

          g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                       /* Translators: %s is a file's name */
                       _("%s: not a regular file; a record cannot replace it"), shown);
          return FALSE;
        }
      mode = st.st_mode & 07777;
    }

  return g_file_set_contents_full (destination, text, length,
                                   G_FILE_SET_CONTENTS_CONSISTENT, mode, error);
}

/* Any other GFile: its replace stream keeps the old file until it is closed; closing it
 * with a cancelled GCancellable drops what was written and keeps the old file. */
static gboolean
save_to_stream (GFile *file, const char *text, gsize length, GCancellable *cancellable,
                GError **error)
{
  g_autoptr(GFileOutputStream) out = NULL;
  g_autoptr(GCancellable) abandon = NULL;
  g_autoptr(GError) write_error = NULL;
  g_autofree char *shown = NULL;

  out = g_file_replace (file, NULL, FALSE, G_FILE_CREATE_NONE, cancellable, error);
  if (out == NULL)
    return FALSE;

  if (g_output_stream_write_all (G_OUTPUT_STREAM (out), text, length, NULL, cancellable,
                                 &write_error))
    return g_output_stream_close (G_OUTPUT_STREAM (out), cancellable, error);

  abandon = g_cancellable_new ();
  g_cancellable_cancel (abandon);
  g_output_stream_close (G_OUTPUT_STREAM (out), abandon, NULL);

  shown = file_shown_name (file);
  if (!g_error_matches (write_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_prefix_error (&write_error, "%s: ", shown);
  g_propagate_error (error, g_steal_pointer (&write_error));
  return FALSE;
}

gboolean
akron_record_save (AkronGame *game, GFile *file, GCancellable *cancellable, GError **error)
{
  g_autofree char *text = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);
  g_return_val_if_fail (G_IS_FILE (file), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;

  text = akron_record_write (game);
  path = g_file_get_path (file);
  if (path != NULL)
    return save_to_path (path, text, strlen (text), error);

  return save_to_stream (file, text, strlen (text), cancellable, error);
}
