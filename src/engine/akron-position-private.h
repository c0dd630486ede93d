/* akron-position-private.h: what the position, move generation and connection code share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-plane.h"
#include "akron-position.h"

G_BEGIN_DECLS

/* Zobrist keys. */
guint64 akron_zobrist_cell (AkronPoint p, AkronCell cell);
guint64 akron_zobrist_pile (AkronColour colour, guint count);
guint64 akron_zobrist_swap (AkronSwapState state);
guint64 akron_zobrist_to_move (void);

/* A from-scratch hash, to check the incremental one. */
guint64 akron_position_compute_hash (const AkronPosition *pos);

/* The over/under rule worked out for one colour (akron-connect.c), as flags per point:
 * valid for the points below `end` (the levels holding pieces and the one above them). */
enum
{
  AKRON_FLAG_UNCUT = 1 << 0,          /* an uncut piece of the colour */
  AKRON_FLAG_LINK_EAST = 1 << 1,      /* ...with an uncut link to its east neighbour */
  AKRON_FLAG_LINK_SOUTH = 1 << 2,     /* ...to its south neighbour */
  AKRON_FLAG_LINK_DOWN = 1 << 3,      /* ...to one of its supports */
  AKRON_FLAG_LINK_UP = 1 << 4,        /* ...to a piece resting on it */
  /* Free for the users of the flags: */
  AKRON_FLAG_REACHED = 1 << 5,
  AKRON_FLAG_CANDIDATE = 1 << 6,
  AKRON_FLAG_LOADED = 1 << 7,
};

typedef struct
{
  const AkronGeometry *geo;
  AkronColour colour;
  guint height;                       /* levels holding pieces */
  guint end;
  AkronPlane uncut[AKRON_MAX_SIZE];   /* uncut pieces of the colour, by level */
  guint8 flags[AKRON_MAX_POINTS];
} AkronCuts;

/* The cuts for @colour, with the opponent's piece on @absent (AKRON_NO_POINT: none) taken
 * off the board: a no-delay win is judged while the moving piece is in the air. */
void akron_cuts_compute (AkronCuts *cuts, const AkronPosition *pos, AkronColour colour,
                         AkronPoint absent);

/* The pieces linked to the uncut piece @p by uncut links, into @linked (room for 12), in
 * the order east, south, west, north, supports, points above; with @dirs non-NULL, the
 * link bit of each as in AkronAnalysis.links. Returns how many. */
static inline guint
akron_cuts_linked (const AkronCuts *cuts, AkronPoint p, AkronPoint *linked, guint8 *dirs)
{
  const AkronGeometry *geo = cuts->geo;
  const guint8 *flags = cuts->flags;
  const AkronPoint *nb = geo->neighbour[p];
  guint8 f = flags[p];
  guint n = 0;

#define AKRON_LINK_(q, bit) \
  G_STMT_START { linked[n] = (q); if (dirs) dirs[n] = (bit); n++; } G_STMT_END
  if (f & AKRON_FLAG_LINK_EAST)
    AKRON_LINK_ (nb[AKRON_EAST], AKRON_EAST);
  if (f & AKRON_FLAG_LINK_SOUTH)
    AKRON_LINK_ (nb[AKRON_SOUTH], AKRON_SOUTH);
  if (nb[AKRON_WEST] != AKRON_NO_POINT && (flags[nb[AKRON_WEST]] & AKRON_FLAG_LINK_EAST))
    AKRON_LINK_ (nb[AKRON_WEST], AKRON_WEST);
  if (nb[AKRON_NORTH] != AKRON_NO_POINT && (flags[nb[AKRON_NORTH]] & AKRON_FLAG_LINK_SOUTH))
    AKRON_LINK_ (nb[AKRON_NORTH], AKRON_NORTH);
  if (f & AKRON_FLAG_LINK_DOWN)
    for (guint t = 0; t < 4; t++)
      if (flags[geo->support[p][t]] & AKRON_FLAG_UNCUT)
        AKRON_LINK_ (geo->support[p][t], 4 + t);
  if (f & AKRON_FLAG_LINK_UP)
    for (guint t = 0; t < 4; t++)
      if (geo->above[p][t] != AKRON_NO_POINT && (flags[geo->above[p][t]] & AKRON_FLAG_UNCUT))
        AKRON_LINK_ (geo->above[p][t], 8 + t);
#undef AKRON_LINK_
  return n;
}

/* The over/under rule for one colour in the form the search may use (RULES.md section 3). */
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

/* Puts @cell on @p, keeping the hash, the level counts and the bit planes in step (not the
 * piles nor the pieces on the board). */
void akron_position_set_cell (AkronPosition *pos, AkronPoint p, AkronCell cell);

/* akron_position_cascade() without the argument checks: @from holds a piece. */
static inline int
akron_position_lift (const AkronPosition *pos, AkronPoint from, AkronPoint *chain)
{
  const AkronGeometry *geo = pos->geo;
  AkronPoint p = from;
  int q = 0;

  chain[0] = from;
  for (;;)
    {
      const AkronPoint *up = geo->above[p];
      AkronPoint next = AKRON_NO_POINT;
      guint count = 0;

      for (guint t = 0; t < 4; t++)
        if (up[t] != AKRON_NO_POINT && pos->cell[up[t]] != AKRON_CELL_EMPTY)
          {
            next = up[t];
            count++;
          }
      if (count == 0)
        return q;
      if (count >= 2)
        {
          /* RULES.md 4.2: on a square pyramid each piece of the cascade supports at most
           * one, so only the moving piece itself can be pinned. */
          g_assert (q == 0);
          return -1;
        }
      chain[++q] = next;
      p = next;
    }
}

static inline gboolean
akron_position_is_supported (const AkronPosition *pos, AkronPoint p)
{
  const AkronPoint *sup = pos->geo->support[p];

  if (sup[0] == AKRON_NO_POINT)
    return TRUE;
  return pos->cell[sup[0]] && pos->cell[sup[1]] && pos->cell[sup[2]] && pos->cell[sup[3]];
}

G_END_DECLS

