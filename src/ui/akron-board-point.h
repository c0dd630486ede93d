/* akron-board-point.h: a point of the board, as assistive technologies see it
 *
 * The board is drawn, not made of widgets: each of its points is an accessible object of its
 * own under the board (GTK 4.10 and later let an accessible have children that are not
 * widgets), named as the keyboard cursor says it ("C3, Vert piece"), with its place on
 * screen, and focused while the keyboard cursor is on it. The board creates, names and
 * focuses them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-types.h"

G_BEGIN_DECLS

#if GTK_CHECK_VERSION (4, 10, 0)

#define AKRON_TYPE_BOARD_POINT (akron_board_point_get_type ())
G_DECLARE_FINAL_TYPE (AkronBoardPoint, akron_board_point, AKRON, BOARD_POINT, GObject)

/* @board: the board widget the point belongs to (not referenced: it owns its points). */
AkronBoardPoint *akron_board_point_new (GtkWidget *board, AkronPoint point);
AkronPoint akron_board_point_get_point (AkronBoardPoint *self);
/* The next point of the board, or NULL for the last one (not referenced). */
void akron_board_point_set_next (AkronBoardPoint *self, AkronBoardPoint *next);
void akron_board_point_set_label (AkronBoardPoint *self, const char *label);
void akron_board_point_set_focused (AkronBoardPoint *self, gboolean focused);

#endif

G_END_DECLS
