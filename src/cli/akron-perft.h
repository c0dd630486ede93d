/* akron-perft.h: counting move sequences (RULES.md section 6, "perft")
 *
 * Shared by akron-cli and akron-bench.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-position.h"

G_BEGIN_DECLS

/* The number of legal move sequences of length @depth from @pos, whose game is not over at
 * the start of this turn. A sequence may stop early only where the game ends, and then
 * counts only if it has exactly @depth moves. */
guint64 akron_perft (const AkronPosition *pos, guint depth, gboolean no_delay);

G_END_DECLS
