/* akron-board-layout.h: where the board's points lie inside an area of a given size
 *
 * A plain value, free of widgets, so that the painter, the widget, the tests and the
 * benchmark share one mapping.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-geometry.h"

G_BEGIN_DECLS

typedef struct
{
  guint size;     /* n: holes per side */
  double cell;    /* distance between neighbouring holes, in pixels */
  double margin;  /* from the centre of an outer hole to the board's edge */
  int left, top;  /* the board's top-left corner, on whole pixels */
  int extent;     /* the board's side, frame included, in whole pixels */
  double x0, y0;  /* centre of the hole in the top-left corner */
} AkronBoardLayout;

/* Smallest font of the coordinates, in pixels: below this they are hard to read. */
#define AKRON_BOARD_LAYOUT_MIN_LABEL 9.0

/* The largest square board that fits @width x @height, centred. The frame is wide enough
 * for the coordinates at AKRON_BOARD_LAYOUT_MIN_LABEL pixels or more, however small the
 * cells get. */
void akron_board_layout_init (AkronBoardLayout *layout, guint size, int width, int height);
/* The same board with its top-left corner at (0, 0): what the painter caches. */
void akron_board_layout_local (const AkronBoardLayout *layout, AkronBoardLayout *local);

/* Centre of point (level, col, row): level k sits half a cell right and down per level. */
void akron_board_layout_center (const AkronBoardLayout *layout, guint level, guint col,
                                guint row, double *x, double *y);
void akron_board_layout_point_center (const AkronBoardLayout *layout, const AkronGeometry *geo,
                                      AkronPoint point, double *x, double *y);
/* The point of @level whose square cell contains (@x, @y); FALSE outside the level. */
gboolean akron_board_layout_point_at (const AkronBoardLayout *layout, guint level, double x,
                                      double y, guint *col, guint *row);

/* Radius of a marble on @level (upper marbles are drawn a little larger: nearer the eye). */
double akron_board_layout_marble_radius (const AkronBoardLayout *layout, guint level);
double akron_board_layout_hole_radius (const AkronBoardLayout *layout);
/* Width of the players' coloured stripes along the board's edges. */
double akron_board_layout_stripe_width (const AkronBoardLayout *layout);

/* The coordinates: font size in pixels, and the centre of the label of column or row @t
 * (0 = A or the top row) on the side @side (0 top, 1 bottom for columns; 0 left, 1 right
 * for rows). Each label lies between the outer holes and the stripe. */
double akron_board_layout_label_size (const AkronBoardLayout *layout);
void akron_board_layout_column_label (const AkronBoardLayout *layout, guint t, guint side,
                                      double *x, double *y);
void akron_board_layout_row_label (const AkronBoardLayout *layout, guint t, guint side,
                                   double *x, double *y);
/* Room for a label across the frame: between the outer holes' rims and the stripe. */
double akron_board_layout_label_room (const AkronBoardLayout *layout);

G_END_DECLS
