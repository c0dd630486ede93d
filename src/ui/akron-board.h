/* akron-board.h: the board widget, drawn top-down with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* Where the board's points lie inside an area of a given size. A plain value so that tests
 * and the benchmark can check the mapping without a widget. */
typedef struct
{
  guint size;    /* n: holes per side */
  double cell;   /* distance between neighbouring holes, in pixels */
  double x0, y0; /* centre of the hole in the top-left corner */
} AkronBoardLayout;

void akron_board_layout_init (AkronBoardLayout *layout, guint size, int width, int height);
/* Centre of point (level, col, row): level k sits half a cell right and down per level. */
void akron_board_layout_center (const AkronBoardLayout *layout, guint level, guint col,
                                guint row, double *x, double *y);
/* The point of @level whose square cell contains (@x, @y); FALSE outside the level. */
gboolean akron_board_layout_point_at (const AkronBoardLayout *layout, guint level, double x,
                                      double y, guint *col, guint *row);
/* Radius of a marble on @level (upper marbles are drawn a little larger: nearer the eye). */
double akron_board_layout_marble_radius (const AkronBoardLayout *layout, guint level);

#define AKRON_TYPE_BOARD (akron_board_get_type ())
G_DECLARE_FINAL_TYPE (AkronBoard, akron_board, AKRON, BOARD, GtkWidget)

GtkWidget *akron_board_new (void);

AkronGame *akron_board_get_game (AkronBoard *self);
void akron_board_set_game (AkronBoard *self, AkronGame *game);
gboolean akron_board_get_show_connections (AkronBoard *self);
void akron_board_set_show_connections (AkronBoard *self, gboolean show);
/* Levels above @level are drawn as faint outlines and cannot be clicked. */
guint akron_board_get_xray_level (AkronBoard *self);
void akron_board_set_xray_level (AkronBoard *self, guint level);

/* Mapping for the current allocation. */
void akron_board_get_layout (AkronBoard *self, AkronBoardLayout *layout);
AkronPoint akron_board_point_at (AkronBoard *self, guint level, double x, double y);
/* What a click at (@x, @y) reaches: the highest visible piece or lit destination under
 * it, else the hole. */
AkronPoint akron_board_pick (AkronBoard *self, double x, double y);
gboolean akron_board_get_point_center (AkronBoard *self, AkronPoint point, double *x,
                                       double *y);

/* While non-NULL, a click or key that would choose a move or select a piece is refused
 * with @reason through "refused" (e.g. it is the computer's turn). */
const char *akron_board_get_input_refusal (AkronBoard *self);
void akron_board_set_input_refusal (AkronBoard *self, const char *reason);
/* A suggested move drawn on the board, not played; NULL for none. */
const AkronMove *akron_board_get_hint (AkronBoard *self);
void akron_board_set_hint (AkronBoard *self, const AkronMove *hint);

/* Interaction, as a click on @point would do it. A chosen move is reported through
 * "move-chosen" (AkronBoard *, AkronMove *): the board never plays it. */
void akron_board_activate_point (AkronBoard *self, AkronPoint point);
void akron_board_cancel_selection (AkronBoard *self);
AkronPoint akron_board_get_selected (AkronBoard *self);
const AkronPoint *akron_board_get_destinations (AkronBoard *self, guint *n_destinations);
AkronPoint akron_board_get_cursor (AkronBoard *self);
gboolean akron_board_is_animating (AkronBoard *self);

G_END_DECLS
