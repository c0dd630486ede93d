/* akron-board-layout.c: where the board's points lie inside an area of a given size
 *
 * Seen from above, point (k, i, j) lies at (2i+k, 2j+k) on a doubled grid (RULES.md
 * section 1), so a marble on level k is drawn half a cell right and down per level and the
 * pyramid reads at a glance.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "akron-board-layout.h"

/* In cells: the frame between the outer holes and the board's edge (room for the
 * coordinates and the coloured sides), the holes, the stripes and the marbles. */
#define FRAME_CELLS 1.15
#define HOLE_RADIUS 0.34
#define STRIPE_WIDTH 0.26
#define MARBLE_RADIUS 0.45
#define LABEL_SIZE 0.28
#define MAX_LABEL 22.0
/* A label needs this many times its font size across the frame: "16" and some air. */
#define LABEL_ROOM 1.6

void
akron_board_layout_init (AkronBoardLayout *layout, guint size, int width, int height)
{
  int side = MAX (MIN (width, height), 0);
  double min_room = LABEL_ROOM * AKRON_BOARD_LAYOUT_MIN_LABEL;

  g_return_if_fail (size >= 2);

  layout->size = size;
  layout->cell = side / (size - 1 + 2 * FRAME_CELLS);
  layout->margin = FRAME_CELLS * layout->cell;
  /* Small cells: the frame keeps a fixed room for the labels and the holes shrink. */
  if (layout->margin - (HOLE_RADIUS + STRIPE_WIDTH) * layout->cell < min_room)
    {
      layout->cell = MAX (side - 2 * min_room, 0) / (size - 1 + 2 * (HOLE_RADIUS + STRIPE_WIDTH));
      layout->margin = (HOLE_RADIUS + STRIPE_WIDTH) * layout->cell + min_room;
    }
  layout->extent = side;
  layout->left = (width - side) / 2;
  layout->top = (height - side) / 2;
  layout->x0 = layout->left + layout->margin;
  layout->y0 = layout->top + layout->margin;
}

void
akron_board_layout_local (const AkronBoardLayout *layout, AkronBoardLayout *local)
{
  *local = *layout;
  local->left = 0;
  local->top = 0;
  local->x0 = layout->margin;
  local->y0 = layout->margin;
}

void
akron_board_layout_center (const AkronBoardLayout *layout, guint level, guint col, guint row,
                           double *x, double *y)
{
  *x = layout->x0 + (col + level / 2.0) * layout->cell;
  *y = layout->y0 + (row + level / 2.0) * layout->cell;
}

void
akron_board_layout_point_center (const AkronBoardLayout *layout, const AkronGeometry *geo,
                                 AkronPoint point, double *x, double *y)
{
  akron_board_layout_center (layout, geo->level[point], geo->col[point], geo->row[point], x, y);
}

gboolean
akron_board_layout_point_at (const AkronBoardLayout *layout, guint level, double x, double y,
                             guint *col, guint *row)
{
  double u, v;
  double width;

  if (level >= layout->size || layout->cell <= 0)
    return FALSE;

  u = (x - layout->x0) / layout->cell - level / 2.0;
  v = (y - layout->y0) / layout->cell - level / 2.0;
  width = layout->size - level;
  /* Each point owns the square cell around its centre. */
  if (u < -0.5 || v < -0.5 || u >= width - 0.5 || v >= width - 0.5)
    return FALSE;

  *col = (guint) floor (u + 0.5);
  *row = (guint) floor (v + 0.5);
  return TRUE;
}

double
akron_board_layout_marble_radius (const AkronBoardLayout *layout, guint level)
{
  return layout->cell * MARBLE_RADIUS * (1.0 + 0.025 * level);
}

double
akron_board_layout_hole_radius (const AkronBoardLayout *layout)
{
  return layout->cell * HOLE_RADIUS;
}

double
akron_board_layout_stripe_width (const AkronBoardLayout *layout)
{
  return layout->cell * STRIPE_WIDTH;
}

double
akron_board_layout_label_room (const AkronBoardLayout *layout)
{
  return layout->margin - akron_board_layout_stripe_width (layout)
         - akron_board_layout_hole_radius (layout);
}

double
akron_board_layout_label_size (const AkronBoardLayout *layout)
{
  double size = CLAMP (LABEL_SIZE * layout->cell, AKRON_BOARD_LAYOUT_MIN_LABEL, MAX_LABEL);

  /* The frame always has room for the smallest size (akron_board_layout_init()). In half
   * pixels: while a window is resized, text comes back in sizes whose glyphs are cached. */
  size = MIN (size, akron_board_layout_label_room (layout) / LABEL_ROOM);
  return MAX (floor (2 * size) / 2, AKRON_BOARD_LAYOUT_MIN_LABEL);
}

/* From the centre of an outer hole to the middle of the room for labels. */
static double
label_offset (const AkronBoardLayout *layout)
{
  return akron_board_layout_hole_radius (layout) + akron_board_layout_label_room (layout) / 2;
}

void
akron_board_layout_column_label (const AkronBoardLayout *layout, guint t, guint side, double *x,
                                 double *y)
{
  double offset = label_offset (layout);

  *x = layout->x0 + t * layout->cell;
  *y = side == 0 ? layout->y0 - offset : layout->y0 + (layout->size - 1) * layout->cell + offset;
}

void
akron_board_layout_row_label (const AkronBoardLayout *layout, guint t, guint side, double *x,
                              double *y)
{
  double offset = label_offset (layout);

  *x = side == 0 ? layout->x0 - offset : layout->x0 + (layout->size - 1) * layout->cell + offset;
  *y = layout->y0 + t * layout->cell;
}
