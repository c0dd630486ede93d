/* fuzz-protocol.c: libFuzzer target for the engine protocol of akron-cli engine
 *
 * The input is a session: its lines (split at '\n', any bytes, NUL included) run one after
 * the other on one AkronProtocol, on a 5x5 board, with every search capped at a hundred
 * nodes so that genmove stays fast. Each line with a command must get exactly one answer,
 * "=" or "?", ended by the only empty line in it, with no control character but newlines;
 * empty lines and comments get none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "akron-protocol.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

#define FUZZ_MAX_NODES 100

/* Whether @line holds a command: something but spaces before any '#', or a NUL byte, or
 * more than the protocol reads (then it is refused with an answer). */
static gboolean
expects_answer (const char *line, gsize length)
{
  if (length > AKRON_PROTOCOL_MAX_LINE)
    return TRUE;
  for (gsize i = 0; i < length && line[i] != '#'; i++)
    if (line[i] != ' ' && line[i] != '\t' && line[i] != '\r')
      return TRUE;
  return FALSE;
}

static void
check_answer (const GString *answer, gboolean expected)
{
  const char *end;

  if (!expected)
    {
      if (answer->len != 0)
        abort ();
      return;
    }
  if (answer->len < 3 || (answer->str[0] != '=' && answer->str[0] != '?'))
    abort ();
  /* One answer: the first empty line is its end. */
  end = strstr (answer->str, "\n\n");
  if (end == NULL || (gsize) (end - answer->str) + 2 != answer->len)
    abort ();
  for (gsize i = 0; i < answer->len; i++)
    if ((guchar) answer->str[i] < 0x20 && answer->str[i] != '\n')
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  const AkronCliVariant variant = { 5, 0, TRUE, FALSE };
  g_autoptr(AkronProtocol) protocol = NULL;
  g_autoptr(GString) answer = g_string_new (NULL);
  AkronSearchLimits limits;
  const char *text = (const char *) data;
  gsize start = 0;

  akron_search_limits_init (&limits, AKRON_LEVEL_EASY, FALSE);
  protocol = akron_protocol_new (&variant, &limits, NULL);
  if (protocol == NULL)
    abort ();
  akron_protocol_set_max_nodes (protocol, FUZZ_MAX_NODES);

  while (start < size && !akron_protocol_has_quit (protocol))
    {
      const char *newline = memchr (text + start, '\n', size - start);
      gsize length = newline ? (gsize) (newline - (text + start)) : size - start;

      g_string_truncate (answer, 0);
      akron_protocol_run_line (protocol, text + start, length, answer);
      check_answer (answer, expects_answer (text + start, length));
      start += length + 1;
    }
  return 0;
}
