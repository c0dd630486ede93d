/* fuzz-record.c: libFuzzer target for the .akron record parser
 *
 * Any input must be rejected with an error or give a game; a game must write out as a
 * record that reads back to the same moves, variant and view (the record round trip).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <stdlib.h>

#include "akron-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_same_game (AkronGame *a, AkronGame *b)
{
  if (akron_game_get_size (a) != akron_game_get_size (b)
      || akron_game_get_pieces (a) != akron_game_get_pieces (b)
      || akron_game_get_swap (a) != akron_game_get_swap (b)
      || akron_game_get_no_delay (a) != akron_game_get_no_delay (b)
      || akron_game_get_n_moves (a) != akron_game_get_n_moves (b)
      || akron_game_get_ply (a) != akron_game_get_ply (b)
      || akron_game_get_result (a) != akron_game_get_result (b)
      || akron_game_get_reason (a) != akron_game_get_reason (b)
      || !akron_position_equal (akron_game_get_position (a), akron_game_get_position (b)))
    abort ();

  for (guint i = 0; i < akron_game_get_n_moves (a); i++)
    if (!akron_move_equal (akron_game_get_move (a, i), akron_game_get_move (b, i)))
      abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(AkronGame) again = NULL;
  g_autofree char *text = NULL;

  game = akron_record_parse ((const char *) data, (gssize) size, &error);
  if (game == NULL)
    {
      /* Every failure is a record error with a message. */
      if (error == NULL || error->domain != AKRON_ERROR || error->message[0] == '\0')
        abort ();
      return 0;
    }

  text = akron_record_write (game);
  again = akron_record_parse (text, -1, &error);
  if (again == NULL)
    abort ();
  check_same_game (game, again);

  return 0;
}
