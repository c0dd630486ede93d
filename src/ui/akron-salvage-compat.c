/* akron-salvage-compat.c: TEMPORARY, until akron_record_parse_salvage() lands on main
 *
 * A weak stand-in that recovers nothing; the engine's definition replaces it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-salvage-compat.h"

__attribute__ ((weak)) AkronGame *
akron_record_parse_salvage (const char *text, gssize length, guint *n_moves_kept,
                            GError **problem)
{
  AkronGame *game = akron_record_parse (text, length, problem);

  *n_moves_kept = game != NULL ? akron_game_get_n_moves (game) : 0;
  return game;
}
