/* akron-board.h: the board widget
 *
 * A thin view: it turns clicks, pointer motion and keys into calls on its AkronScene and
 * draws the scene with an AkronPainter. The scene knows what is shown; the window binds to
 * it for the words (the connection, the drops).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-board-layout.h"
#include "akron-game.h"
#include "akron-scene.h"

G_BEGIN_DECLS

#define AKRON_TYPE_BOARD (akron_board_get_type ())
G_DECLARE_FINAL_TYPE (AkronBoard, akron_board, AKRON, BOARD, GtkWidget)

/* Properties, forwarded to the scene: "game", "show-connections", "xray-level",
 * "show-pinned", "input-refusal", "lone-person", "hint".
 * Signals, forwarded from the scene:
 *   "move-chosen" (AkronBoard *, AkronMove *): a person chose this legal move; the board
 *   never plays it.
 *   "refused" (AkronBoard *, const char *why): a click or key was refused; says why. */

GtkWidget *akron_board_new (void);

/* What the board shows, with everything the window may want to say in words. */
AkronScene *akron_board_get_scene (AkronBoard *self);

AkronGame *akron_board_get_game (AkronBoard *self);
void akron_board_set_game (AkronBoard *self, AkronGame *game);
gboolean akron_board_get_show_connections (AkronBoard *self);
void akron_board_set_show_connections (AkronBoard *self, gboolean show);
/* Levels above @level are drawn as ghosts and cannot be clicked. */
guint akron_board_get_xray_level (AkronBoard *self);
void akron_board_set_xray_level (AkronBoard *self, guint level);
/* Marks the pieces that cannot move because two or more pieces rest on them. */
gboolean akron_board_get_show_pinned (AkronBoard *self);
void akron_board_set_show_pinned (AkronBoard *self, gboolean show);

/* While non-NULL, a click or key that would choose a move or select a piece is refused
 * with @reason through "refused" (e.g. it is the computer's turn). */
const char *akron_board_get_input_refusal (AkronBoard *self);
void akron_board_set_input_refusal (AkronBoard *self, const char *reason);
/* Whom the board's announcements speak to: a person playing alone against the computer
 * hears of "your chain". */
AkronLonePerson akron_board_get_lone_person (AkronBoard *self);
void akron_board_set_lone_person (AkronBoard *self, AkronLonePerson person);
/* A suggested move drawn on the board, not played; NULL for none. */
const AkronMove *akron_board_get_hint (AkronBoard *self);
void akron_board_set_hint (AkronBoard *self, const AkronMove *hint);

/* Mapping for the current allocation. */
void akron_board_get_layout (AkronBoard *self, AkronBoardLayout *layout);
AkronPoint akron_board_point_at (AkronBoard *self, guint level, double x, double y);
/* What a click at (@x, @y) reaches: the highest visible piece or lit destination under
 * it, else the hole. */
AkronPoint akron_board_pick (AkronBoard *self, double x, double y);
gboolean akron_board_get_point_center (AkronBoard *self, AkronPoint point, double *x,
                                       double *y);

/* Interaction, as a click on @point would do it. */
void akron_board_activate_point (AkronBoard *self, AkronPoint point);
void akron_board_cancel_selection (AkronBoard *self);
AkronPoint akron_board_get_selected (AkronBoard *self);
const AkronPoint *akron_board_get_destinations (AkronBoard *self, guint *n_destinations);
AkronPoint akron_board_get_cursor (AkronBoard *self);
/* A move is sliding into place. */
gboolean akron_board_is_animating (AkronBoard *self);
/* The size changed a moment ago: the board is drawn scaled until it settles. */
gboolean akron_board_is_resizing (AkronBoard *self);

G_END_DECLS
