/* akron-painter.h: draws a scene of the board into any cairo context
 *
 * All of the board's drawing and its palette live here, free of widgets: the board widget
 * draws through it, and so do the Rules page's figures, the screenshots and the pixel
 * tests. What does not change from frame to frame is cached (the wooden board with its
 * holes and coordinates, one marble per colour and level, the board with its pieces), so a
 * frame is a copy and the overlays (selection, destinations, previews, cursor, the moving
 * marbles) on top.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib-object.h>
#include <pango/pango.h>

#include "akron-board-layout.h"
#include "akron-scene.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_PAINTER_DEFAULT = 0,
  /* While a resize is under way: if the cached board shows the scene as it is but at
   * another size, draw it scaled instead of drawing it again. */
  AKRON_PAINTER_ALLOW_STALE = 1 << 0,
} AkronPainterFlags;

/* The colours that carry a meaning, for the legend and the colour tests. */
typedef enum
{
  AKRON_PAINTER_ROLE_LEVEL_RING,  /* per level, from 1 */
  AKRON_PAINTER_ROLE_WIN,         /* the winning chain */
  AKRON_PAINTER_ROLE_PENDING,     /* a chain that wins next turn unless it is cut */
  AKRON_PAINTER_ROLE_SELECTION,
  AKRON_PAINTER_ROLE_DESTINATION,
  AKRON_PAINTER_ROLE_LAST_MOVE,
  AKRON_PAINTER_ROLE_CUT,
  AKRON_PAINTER_ROLE_DROP,
  AKRON_PAINTER_ROLE_HINT,
  AKRON_PAINTER_ROLE_PINNED,      /* the padlock of a piece that two or more rest on */
  AKRON_PAINTER_ROLE_CURSOR,      /* the keyboard cursor */
} AkronPainterRole;

#define AKRON_TYPE_PAINTER (akron_painter_get_type ())
G_DECLARE_FINAL_TYPE (AkronPainter, akron_painter, AKRON, PAINTER, GObject)

AkronPainter *akron_painter_new (void);

/* Properties: "dark" and "high-contrast" (the style), "font" (PangoFontDescription: the
 * family and weight of the text; sizes follow the board), "scale-factor" (device pixels
 * per logical pixel of the caches). */
void akron_painter_set_dark (AkronPainter *self, gboolean dark);
gboolean akron_painter_get_dark (AkronPainter *self);
void akron_painter_set_high_contrast (AkronPainter *self, gboolean high_contrast);
gboolean akron_painter_get_high_contrast (AkronPainter *self);
void akron_painter_set_font (AkronPainter *self, const PangoFontDescription *font);
const PangoFontDescription *akron_painter_get_font (AkronPainter *self);
void akron_painter_set_scale_factor (AkronPainter *self, int scale_factor);
int akron_painter_get_scale_factor (AkronPainter *self);

/* Draws @scene into @cr as a board filling (0, 0, @width, @height) (square, centred).
 * Returns FALSE if it drew a scaled, stale copy (AKRON_PAINTER_ALLOW_STALE): draw again
 * without the flag once the size settles. */
gboolean akron_painter_draw (AkronPainter *self, cairo_t *cr, int width, int height,
                             AkronScene *scene, AkronPainterFlags flags);

/* The colour of @role in the current style (@level for AKRON_PAINTER_ROLE_LEVEL_RING), as
 * sRGB components in 0..1. */
void akron_painter_get_role_colour (AkronPainter *self, AkronPainterRole role, guint level,
                                    double rgb[3]);

/* Drops every cache (tests; the painter does it itself when the style or size changes). */
void akron_painter_clear_caches (AkronPainter *self);

G_END_DECLS
