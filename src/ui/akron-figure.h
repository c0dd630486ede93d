/* akron-figure.h: a small board that illustrates a rule, with its caption
 *
 * The Rules page's pictures. A figure is a position written in the rules' notation (the
 * points of each colour, the colour to move) and what to show on it (a selected piece and
 * its destinations, a move under the pointer with its drops, marked points, the links),
 * drawn by the board's own painter: the engine sets the position up, so a figure cannot
 * show something the rules do not say.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-scene.h"

G_BEGIN_DECLS

#define AKRON_TYPE_FIGURE (akron_figure_get_type ())
G_DECLARE_FINAL_TYPE (AkronFigure, akron_figure, AKRON, FIGURE, GtkWidget)

/* Properties:
 *   "board-size" (guint): holes per side, 3..16.
 *   "vert", "horz" (string): the points holding each colour's pieces, in notation,
 *   separated by spaces ("B3 C3 B3'"); pieces come out of the players' piles.
 *   "to-move" (AkronColour), "swap-available" (gboolean).
 *   "select" (string): a piece of the player to move, shown selected with its destinations
 *   and the pieces that would drop.
 *   "preview" (string): a destination of the selected piece, shown as if the pointer were
 *   over it.
 *   "marks-yes", "marks-no" (string): points ringed, points crossed out.
 *   "show-connections", "show-pinned" (gboolean), "xray-level" (guint).
 *   "picture-size" (int): the board's side in pixels.
 *   "caption" (string): what the figure shows, in words. */

GtkWidget *akron_figure_new (void);

/* The scene drawn (set up from the properties when first asked for). */
AkronScene *akron_figure_get_scene (AkronFigure *self);
/* Why the figure could not be set up (a point that does not exist, an unsupported
 * point, a selection that is not a movable piece...), or NULL. */
const GError *akron_figure_get_error (AkronFigure *self);
const char *akron_figure_get_caption (AkronFigure *self);

G_END_DECLS
