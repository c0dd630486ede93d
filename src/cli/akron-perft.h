/* akron-perft.h: counting move sequences (RULES.md section 6, "perft")
 *
 * Shared by akron-cli and akron-bench.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-position.h"

G_BEGIN_DECLS

/* Whether the game is over at the start of the turn in @pos, for the delayed win timing:
 * the player to move has a winning connection. (No legal move also ends the game; perft
 * sees that as a position without moves.) With no-delay a position that is reached is
 * never over at the start of a turn: the move that connects ends the game itself. */
gboolean akron_perft_start_of_turn_over (const AkronPosition *pos, gboolean no_delay);

/* Whether the game ended with the move @undo describes, just applied to @pos, under the
 * no-delay rule (RULES.md section 5): the opponent connected once the piece was lifted
 * and its cascade dropped, or the mover connected after the move. */
gboolean akron_perft_no_delay_move_ends (const AkronPosition *pos, const AkronUndo *undo);

/* The number of legal move sequences of length @depth from @pos, whose game is not over at
 * the start of this turn. A sequence may stop early only where the game ends, and then
 * counts only if it has exactly @depth moves. */
guint64 akron_perft (const AkronPosition *pos, guint depth, gboolean no_delay);

G_END_DECLS
