/* akron-perft.c: counting move sequences
 *
 * Make/unmake on one position, a move list per depth that is reused (no allocation in the
 * search once the lists have grown), and akron_position_count_moves() at the last level:
 * every legal move there is a sequence, whether or not it ends the game.
 *
 * The end-of-game tests repeat what AkronGame does, on the position level: the draw by
 * repetition is a claim, not a move, so it does not change the count.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "akron-perft.h"

gboolean
akron_perft_start_of_turn_over (const AkronPosition *pos, gboolean no_delay)
{
  if (no_delay)
    return FALSE;

  return akron_position_has_connection (pos, akron_position_get_to_move (pos), NULL, NULL);
}

gboolean
akron_perft_no_delay_move_ends (const AkronPosition *pos, const AkronUndo *undo)
{
  const AkronMove *move = &undo->move;
  AkronColour mover;

  if (move->kind == AKRON_MOVE_SWAP)
    return akron_position_has_connection (pos, AKRON_VERT, NULL, NULL)
           || akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL);

  /* After an Add or a Move the turn has passed, and the mover's piece stands on `to`. */
  mover = akron_position_get_cell (pos, move->to) == AKRON_CELL_VERT ? AKRON_VERT : AKRON_HORZ;

  if (move->kind == AKRON_MOVE_STEP)
    {
      /* The board between lifting and placing is the final board without the moving
       * piece: nothing can rest on `to`, which was empty before the move. */
      AkronPosition lifted = *pos;

      if (akron_position_remove (&lifted, move->to, NULL)
          && akron_position_has_connection (&lifted, AKRON_OPPONENT (mover), NULL, NULL))
        return TRUE;
    }

  return akron_position_has_connection (pos, mover, NULL, NULL);
}

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
      gboolean over;

      akron_position_apply (pos, &list->moves[i], &undo);
      if (no_delay)
        over = akron_perft_no_delay_move_ends (pos, &undo);
      else
        over = akron_perft_start_of_turn_over (pos, FALSE);
      if (!over)
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
