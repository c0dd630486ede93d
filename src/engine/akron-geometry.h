/* akron-geometry.h: the shape of the pyramid for one board size
 *
 * Tables computed once per size and shared read-only: where each point lies, what it rests
 * on, what rests on it, its neighbours on its level, and which pairs of points on higher
 * levels pass over each of its links (RULES.md section 3).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-types.h"

G_BEGIN_DECLS

/* Directions of same-level neighbours. */
enum
{
  AKRON_EAST,
  AKRON_SOUTH,
  AKRON_WEST,
  AKRON_NORTH,
};

typedef struct
{
  AkronPoint a, b;
} AkronPointPair;

/* Bit planes: one level as a bit set, point (k, i, j) at bit j * size + i whatever the
 * level, so that the same shift moves between neighbours on every level (the columns
 * past a level's width stay 0). At most 16 x 16 = 256 bits: four 64-bit words. */
#define AKRON_PLANE_WORDS 4
#define AKRON_PLANE_BITS (64 * AKRON_PLANE_WORDS)

typedef struct
{
  guint64 w[AKRON_PLANE_WORDS];
} AkronPlane;

typedef struct
{
  guint size;
  guint n_points;
  guint n_holes;
  guint level_offset[AKRON_MAX_SIZE + 1]; /* first point of each level; [size] = n_points */

  guint8 level[AKRON_MAX_POINTS];
  guint8 col[AKRON_MAX_POINTS];  /* i: from the left */
  guint8 row[AKRON_MAX_POINTS];  /* j: from the top */

  AkronPoint support[AKRON_MAX_POINTS][4]; /* AKRON_NO_POINT on level 0 */
  AkronPoint above[AKRON_MAX_POINTS][4];   /* points resting on this one, AKRON_NO_POINT if none */
  AkronPoint neighbour[AKRON_MAX_POINTS][4]; /* by AKRON_EAST.., AKRON_NO_POINT off the level */
  AkronPoint column_up[AKRON_MAX_POINTS];  /* (k+2, i-1, j-1), AKRON_NO_POINT if none */

  /* Pairs of points that pass over the link from a point to its east (0) or south (1)
   * neighbour, lowest level first; see akron_geometry_crossings(). */
  guint16 cross_start[AKRON_MAX_POINTS][2];
  guint8 cross_count[AKRON_MAX_POINTS][2];
  AkronPointPair *crossings;

  /* Holes of each player's two sides: side[colour][0] top/left, [1] bottom/right. */
  AkronPoint side[2][2][AKRON_MAX_SIZE];
  guint8 side_mask[AKRON_MAX_POINTS]; /* bit (colour*2 + end) set when the hole is on that side */

  /* The points a piece touches that could be empty: its same-level neighbours, n_beside[p]
   * of them, then the points resting on it (RULES.md 3); n_touching[p] in all. */
  AkronPoint touching[AKRON_MAX_POINTS][8];
  guint8 n_touching[AKRON_MAX_POINTS];
  guint8 n_beside[AKRON_MAX_POINTS];

  /* Bit planes (see AKRON_PLANE_WORDS): words used, bit of each point, point of each bit,
   * the points of each level, and the holes of each player's sides. */
  guint plane_words;
  guint8 plane_bit[AKRON_MAX_POINTS];
  AkronPoint plane_point[AKRON_MAX_SIZE][AKRON_PLANE_BITS];
  AkronPlane level_plane[AKRON_MAX_SIZE];
  AkronPlane east_plane[AKRON_MAX_SIZE]; /* the points with an east neighbour */
  AkronPlane side_plane[2][2];
} AkronGeometry;

/* Tables for @size (AKRON_MIN_SIZE..AKRON_MAX_SIZE); thread-safe, never freed. */
const AkronGeometry *akron_geometry_get (guint size);

gboolean akron_geometry_point_valid (const AkronGeometry *geo, int level, int col, int row);

/* The point (level, col, row); AKRON_NO_POINT (and a critical warning) if it does not exist. */
static inline AkronPoint
akron_geometry_point (const AkronGeometry *geo, guint level, guint col, guint row)
{
  guint width;

  g_return_val_if_fail (geo != NULL, AKRON_NO_POINT);
  g_return_val_if_fail (level < geo->size && col < geo->size - level && row < geo->size - level,
                        AKRON_NO_POINT);
  width = geo->size - level;
  return (AkronPoint) (geo->level_offset[level] + row * width + col);
}

/* The pairs of points passing over the link from @p to its east (@dir 0) or south
 * (@dir 1) neighbour. */
static inline const AkronPointPair *
akron_geometry_crossings (const AkronGeometry *geo, AkronPoint p, guint dir, guint *n_pairs)
{
  g_return_val_if_fail (n_pairs != NULL, NULL);
  *n_pairs = 0;
  g_return_val_if_fail (geo != NULL, NULL);
  g_return_val_if_fail (p < geo->n_points && dir < 2, NULL);
  *n_pairs = geo->cross_count[p][dir];
  return geo->crossings + geo->cross_start[p][dir];
}

G_END_DECLS
