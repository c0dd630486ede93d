/* akron-geometry.c: per-size tables of the pyramid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-geometry.h"

gboolean
akron_geometry_point_valid (const AkronGeometry *geo, int level, int col, int row)
{
  int width;

  g_return_val_if_fail (geo != NULL, FALSE);

  width = (int) geo->size - level;
  return level >= 0 && level < (int) geo->size
         && col >= 0 && col < width && row >= 0 && row < width;
}

static AkronPoint
point_or_none (const AkronGeometry *geo, int level, int col, int row)
{
  if (!akron_geometry_point_valid (geo, level, col, row))
    return AKRON_NO_POINT;
  return akron_geometry_point (geo, level, col, row);
}

static void
fill_levels (AkronGeometry *geo)
{
  guint n = geo->size;
  guint offset = 0;

  for (guint k = 0; k < n; k++)
    {
      geo->level_offset[k] = offset;
      for (guint j = 0; j < n - k; j++)
        for (guint i = 0; i < n - k; i++)
          {
            geo->level[offset] = k;
            geo->col[offset] = i;
            geo->row[offset] = j;
            offset++;
          }
    }
  geo->level_offset[n] = offset;
  geo->n_points = offset;
  geo->n_holes = n * n;
}

static void
fill_neighbourhood (AkronGeometry *geo, AkronPoint p)
{
  static const int dx[4] = { 1, 0, -1, 0 };
  static const int dy[4] = { 0, 1, 0, -1 };
  int k = geo->level[p], i = geo->col[p], j = geo->row[p];

  for (int d = 0; d < 4; d++)
    {
      geo->neighbour[p][d] = point_or_none (geo, k, i + dx[d], j + dy[d]);
      /* Supports: the 2x2 square below; points above: the 2x2 square above, shifted back. */
      geo->support[p][d] = point_or_none (geo, k - 1, i + (d & 1), j + (d >> 1));
      geo->above[p][d] = point_or_none (geo, k + 1, i - (d & 1), j - (d >> 1));
    }
  geo->column_up[p] = point_or_none (geo, k + 2, i - 1, j - 1);
}

/* RULES.md section 3, rule 2: the opponent pairs at level k+m that cross the link from
 * (k,i,j) east to (k,i+1,j); a south link is the mirror image with i and j swapped. */
static guint
fill_crossings (AkronGeometry *geo, AkronPoint p, guint dir, AkronPointPair *out)
{
  int k = geo->level[p], i = geo->col[p], j = geo->row[p];
  int n = geo->size;
  guint count = 0;

  if (geo->neighbour[p][dir] == AKRON_NO_POINT)
    return 0;

  /* Work in "along, across" coordinates: along the link and across it. */
  int along = dir == 0 ? i : j;
  int across = dir == 0 ? j : i;

  for (int m = 1; k + m < n; m++)
    {
      int a1, c1, a2, c2;

      if (m % 2 == 1)
        {
          /* A perpendicular link whose midpoint is right above. */
          a1 = a2 = along - (m - 1) / 2;
          c1 = across - (m + 1) / 2;
          c2 = across - (m - 1) / 2;
        }
      else
        {
          /* A parallel link right above. */
          a1 = along - m / 2;
          a2 = along - m / 2 + 1;
          c1 = c2 = across - m / 2;
        }

      AkronPoint q1 = dir == 0 ? point_or_none (geo, k + m, a1, c1)
                               : point_or_none (geo, k + m, c1, a1);
      AkronPoint q2 = dir == 0 ? point_or_none (geo, k + m, a2, c2)
                               : point_or_none (geo, k + m, c2, a2);
      if (q1 == AKRON_NO_POINT || q2 == AKRON_NO_POINT)
        continue;
      out[count].a = q1;
      out[count].b = q2;
      count++;
    }
  return count;
}

static void
fill_sides (AkronGeometry *geo)
{
  guint n = geo->size;

  for (guint t = 0; t < n; t++)
    {
      /* Vert: top row and bottom row; Horz: left column and right column. */
      geo->side[AKRON_VERT][0][t] = akron_geometry_point (geo, 0, t, 0);
      geo->side[AKRON_VERT][1][t] = akron_geometry_point (geo, 0, t, n - 1);
      geo->side[AKRON_HORZ][0][t] = akron_geometry_point (geo, 0, 0, t);
      geo->side[AKRON_HORZ][1][t] = akron_geometry_point (geo, 0, n - 1, t);
      for (guint c = 0; c < 2; c++)
        for (guint e = 0; e < 2; e++)
          geo->side_mask[geo->side[c][e][t]] |= 1u << (c * 2 + e);
    }
}

static void
fill_touching (AkronGeometry *geo, AkronPoint p)
{
  guint n = 0;

  for (guint d = 0; d < 4; d++)
    if (geo->neighbour[p][d] != AKRON_NO_POINT)
      geo->touching[p][n++] = geo->neighbour[p][d];
  geo->n_beside[p] = n;
  for (guint d = 0; d < 4; d++)
    if (geo->above[p][d] != AKRON_NO_POINT)
      geo->touching[p][n++] = geo->above[p][d];
  geo->n_touching[p] = n;
}

static void
plane_set (AkronPlane *plane, guint bit)
{
  plane->w[bit / 64] |= G_GUINT64_CONSTANT (1) << (bit % 64);
}

static void
fill_planes (AkronGeometry *geo)
{
  geo->plane_words = (geo->size * geo->size + 63) / 64;
  for (guint k = 0; k < geo->size; k++)
    for (guint b = 0; b < AKRON_PLANE_BITS; b++)
      geo->plane_point[k][b] = AKRON_NO_POINT;
  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      guint bit = geo->row[p] * geo->size + geo->col[p];

      geo->plane_bit[p] = bit;
      geo->plane_point[geo->level[p]][bit] = p;
      plane_set (&geo->level_plane[geo->level[p]], bit);
      if (geo->neighbour[p][AKRON_EAST] != AKRON_NO_POINT)
        plane_set (&geo->east_plane[geo->level[p]], bit);
      for (guint c = 0; c < 2; c++)
        for (guint e = 0; e < 2; e++)
          if (geo->side_mask[p] & (1u << (c * 2 + e)))
            plane_set (&geo->side_plane[c][e], bit);
    }
}

static AkronGeometry *
geometry_new (guint size)
{
  AkronGeometry *geo = g_new0 (AkronGeometry, 1);
  AkronPointPair scratch[AKRON_MAX_SIZE];
  GArray *pairs = g_array_new (FALSE, FALSE, sizeof (AkronPointPair));

  geo->size = size;
  fill_levels (geo);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    fill_neighbourhood (geo, p);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    fill_touching (geo, p);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    for (guint dir = 0; dir < 2; dir++)
      {
        guint count = fill_crossings (geo, p, dir, scratch);

        geo->cross_start[p][dir] = pairs->len;
        geo->cross_count[p][dir] = count;
        g_array_append_vals (pairs, scratch, count);
      }
  geo->crossings = (AkronPointPair *) g_array_free (pairs, FALSE);
  fill_sides (geo);
  fill_planes (geo);
  return geo;
}

const AkronGeometry *
akron_geometry_get (guint size)
{
  static AkronGeometry *tables[AKRON_MAX_SIZE + 1];

  g_return_val_if_fail (size >= AKRON_MIN_SIZE && size <= AKRON_MAX_SIZE, NULL);

  if (g_once_init_enter (&tables[size]))
    g_once_init_leave (&tables[size], geometry_new (size));
  return tables[size];
}
