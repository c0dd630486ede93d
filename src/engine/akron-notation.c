/* akron-notation.c: the pbmserv notation (RULES.md section 6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "akron-notation.h"

char *
akron_point_to_text (const AkronGeometry *geo, AkronPoint p, char *buf)
{
  int len;

  g_return_val_if_fail (buf != NULL, NULL);
  g_return_val_if_fail (geo != NULL, strcpy (buf, "?"));
  g_return_val_if_fail (p < geo->n_points, strcpy (buf, "?"));

  len = g_snprintf (buf, AKRON_MOVE_TEXT_MAX, "%c%u", 'A' + geo->col[p], geo->size - geo->row[p]);
  for (guint k = 0; k < geo->level[p]; k++)
    buf[len++] = '\'';
  buf[len] = '\0';
  return buf;
}

char *
akron_move_to_text (const AkronGeometry *geo, const AkronMove *move, char *buf)
{
  g_return_val_if_fail (buf != NULL, NULL);
  g_return_val_if_fail (geo != NULL, strcpy (buf, "?"));
  g_return_val_if_fail (move != NULL, strcpy (buf, "?"));

  switch (move->kind)
    {
    case AKRON_MOVE_ADD:
      return akron_point_to_text (geo, move->to, buf);
    case AKRON_MOVE_STEP:
      {
        char to[AKRON_MOVE_TEXT_MAX];

        akron_point_to_text (geo, move->from, buf);
        akron_point_to_text (geo, move->to, to);
        strcat (buf, "-");
        strcat (buf, to);
        return buf;
      }
    case AKRON_MOVE_SWAP:
      return strcpy (buf, "swap");
    case AKRON_MOVE_DRAW:
      return strcpy (buf, "draw");
    case AKRON_MOVE_RESIGN:
      return strcpy (buf, "resign");
    default:
      return strcpy (buf, "?");
    }
}

char *
akron_move_to_string (const AkronGeometry *geo, const AkronMove *move)
{
  char buf[AKRON_MOVE_TEXT_MAX];

  g_return_val_if_fail (geo != NULL, NULL);
  g_return_val_if_fail (move != NULL, NULL);

  return g_strdup (akron_move_to_text (geo, move, buf));
}

static gboolean
notation_error (GError **error, const char *text, gsize len, const char *format, ...)
  G_GNUC_PRINTF (4, 5);

static gboolean
notation_error (GError **error, const char *text, gsize len, const char *format, ...)
{
  va_list args;
  g_autofree char *why = NULL;
  g_autofree char *shown = g_utf8_make_valid (text, MIN (len, 40));

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: a move as typed (its first 40 characters), "..." if it was longer, then
   * what is wrong with it */
  g_set_error (error, AKRON_ERROR, AKRON_ERROR_NOTATION, _("'%s%s': %s"), shown,
               len > 40 ? "..." : "", why);
  return FALSE;
}

/* Parses a point from @text[0..@len). */
static gboolean
parse_point (const AkronGeometry *geo, const char *text, gsize len, AkronPoint *point,
             GError **error)
{
  guint n = geo->size;
  gsize at = 0;
  guint row = 0, level = 0;

  if (len == 0)
    return notation_error (error, text, len, _("a point is missing"));
  if (!g_ascii_isalpha (text[0]))
    return notation_error (error, text, len, _("a point starts with a column letter (A to %c)"),
                           'A' + n - 1);
  guint col = g_ascii_toupper (text[at++]) - 'A';
  if (col >= n)
    return notation_error (error, text, len, _("there is no column %c on a %ux%u board"),
                           'A' + col, n, n);
  if (at == len || !g_ascii_isdigit (text[at]))
    return notation_error (error, text, len, _("the column letter must be followed by a row number"));
  if (text[at] == '0')
    return notation_error (error, text, len, _("row numbers start at 1 and have no leading zero"));
  while (at < len && g_ascii_isdigit (text[at]))
    {
      row = row * 10 + (text[at++] - '0');
      if (row > n)
        return notation_error (error, text, len, _("there is no row above %u on a %ux%u board"),
                               n, n, n);
    }
  while (at < len && text[at] == '\'')
    {
      at++;
      if (++level >= n)
        return notation_error (error, text, len, _("a %ux%u board has only levels 0 to %u"),
                               n, n, n - 1);
    }
  if (at < len)
    return notation_error (error, text, len, _("unexpected '%c' after the point"), text[at]);
  /* Level k covers columns A.. up to n-k letters and rows k+1..n. */
  if (col >= n - level || row < level + 1)
    return notation_error (error, text, len,
                           _("level %u of a %ux%u board has columns A to %c and rows %u to %u"),
                           level, n, n, 'A' + n - level - 1, level + 1, n);
  *point = akron_geometry_point (geo, level, col, n - row);
  return TRUE;
}

gboolean
akron_point_parse (const AkronGeometry *geo, const char *text, AkronPoint *point, GError **error)
{
  g_return_val_if_fail (geo != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (point != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return parse_point (geo, text, strlen (text), point, error);
}

gboolean
akron_move_parse (const AkronGeometry *geo, const char *text, AkronMove *move, GError **error)
{
  static const struct { const char *word; AkronMoveKind kind; } words[] = {
    { "swap", AKRON_MOVE_SWAP }, { "draw", AKRON_MOVE_DRAW }, { "resign", AKRON_MOVE_RESIGN },
  };
  AkronPoint from, to;
  gsize len;
  const char *dash;

  g_return_val_if_fail (geo != NULL, FALSE);
  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  len = strlen (text);
  for (guint t = 0; t < G_N_ELEMENTS (words); t++)
    if (g_ascii_strcasecmp (text, words[t].word) == 0)
      {
        *move = akron_move_special (words[t].kind);
        return TRUE;
      }
  if (len == 0)
    return notation_error (error, text, len, _("empty move"));

  dash = strchr (text, '-');
  if (dash == NULL)
    {
      /* An Add; one written on a higher level is parsed, and then illegal (RULES.md 6). */
      if (!parse_point (geo, text, len, &to, error))
        return FALSE;
      *move = akron_move_add (to);
      return TRUE;
    }
  if (!parse_point (geo, text, dash - text, &from, error)
      || !parse_point (geo, dash + 1, len - (dash + 1 - text), &to, error))
    return FALSE;
  *move = akron_move_step (from, to);
  return TRUE;
}
