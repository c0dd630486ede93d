/* akron-perft.c: counting move sequences
 *
 * Make/unmake on one position, a move list per depth that is reused (no allocation in the
 * search once the lists have grown), and akron_position_count_moves() at the last level:
 * every legal move there is a sequence, whether or not it ends the game.
 *
 * The end of the game is judged as AkronGame judges it
 * (akron_position_connection_ends_game()); a position without legal moves simply has no
 * children. The draw by repetition is a claim, not a move, so it does not change the count.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "akron-perft.h"

static guint64
perft_search (AkronPosition *pos, guint depth, gboolean no_delay, AkronMoveList *lists)
{
  AkronMoveList *list = &lists[depth];
  guint64 nodes = 0;

  if (depth == 0)
    return 1;
  if (depth == 1)
    return akron_position_count_moves (pos);

  akron_position_generate (pos, list);
  for (guint i = 0; i < list->len; i++)
    {
      AkronUndo undo;
      AkronColour winner;

      akron_position_apply (pos, &list->moves[i], &undo);
      if (!akron_position_connection_ends_game (pos, &undo, no_delay, &winner, NULL))
        nodes += perft_search (pos, depth - 1, no_delay, lists);
      akron_position_unapply (pos, &undo);
    }

  return nodes;
}

guint64
akron_perft (const AkronPosition *pos, guint depth, gboolean no_delay)
{
  AkronPosition work = *pos;
  g_autofree AkronMoveList *lists = g_new0 (AkronMoveList, depth + 1);
  guint64 nodes;

  for (guint d = 0; d <= depth; d++)
    akron_move_list_init (&lists[d]);

  nodes = perft_search (&work, depth, no_delay, lists);

  for (guint d = 0; d <= depth; d++)
    akron_move_list_clear (&lists[d]);

  return nodes;
}
