/* akron-position-private.h: what the position, move generation and connection code share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-position.h"

G_BEGIN_DECLS

/* Zobrist keys. */
guint64 akron_zobrist_cell (AkronPoint p, AkronCell cell);
guint64 akron_zobrist_pile (AkronColour colour, guint count);
guint64 akron_zobrist_swap (AkronSwapState state);
guint64 akron_zobrist_to_move (void);

/* A from-scratch hash, to check the incremental one. */
guint64 akron_position_compute_hash (const AkronPosition *pos);

/* The over/under rule worked out once for one colour (RULES.md section 3). */
typedef struct
{
  AkronColour colour;
  /* Uncut pieces of `colour`: bit d of `links` is set when the link to neighbour d
   * (AKRON_EAST.., then 4 + t for support t, 8 + t for the t-th point above) is uncut. */
  guint16 links[AKRON_MAX_POINTS];
  /* Connected component of each uncut piece of `colour` (0: not such a piece). */
  guint16 comp[AKRON_MAX_POINTS];
  guint n_comps;                    /* groups are numbered 1..n_comps */
  guint8 covered[AKRON_MAX_POINTS]; /* any colour */
} AkronAnalysis;

void akron_analysis_compute (AkronAnalysis *an, const AkronPosition *pos, AkronColour colour);

/* Marks in @mark (set to @stamp) the pieces connected to @from when the points of @skip
 * (n_skip of them) are removed as carriers. */
void akron_analysis_flood (const AkronAnalysis *an, const AkronPosition *pos, AkronPoint from,
                           const AkronPoint *skip, guint n_skip, guint16 *mark, guint16 stamp);

static inline gboolean
akron_position_is_supported (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *sup = pos->geo->support[p];

  if (sup[0] == AKRON_NO_POINT)
    return TRUE;
  return pos->cell[sup[0]] && pos->cell[sup[1]] && pos->cell[sup[2]] && pos->cell[sup[3]];
}

G_END_DECLS

