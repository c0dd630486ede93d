/* akron-painter.c: draws a scene of the board into any cairo context
 *
 * Layers, bottom to top: the wooden board (frame, coloured sides, coordinates, holes); then
 * level by level the marbles, the links whose higher end is on that level and the chain's
 * highlight, so that upper marbles hide what lies under them; then the marks that must
 * stay visible (last move). These are cached as one picture of the board per scene state.
 * Over it, each frame: the selection and its destinations, the hint, the keyboard cursor
 * and the marbles sliding into place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "akron-painter.h"

typedef struct
{
  double r, g, b;
} Rgb;

/* The palette: every colour of the board is here, in the light style; update_palette()
 * makes the dark and high-contrast styles from it. An alpha beside a colour is how opaque
 * that colour is drawn; how faint a whole mark is (a preview, a ghost) is a metric. */
typedef struct
{
  Rgb wood_light, wood_dark;
  Rgb vert_side, horz_side;
  Rgb horz_side_outline, vert_side_outline;
  double horz_side_outline_alpha, vert_side_outline_alpha;
  Rgb edge;
  double edge_alpha;
  Rgb label;
  double label_alpha;
  Rgb hole_deep, hole_wall; /* the bottom of a hole and its wall */
  double hole_alpha;
  Rgb hole_rim;
  double hole_rim_alpha;
  Rgb vert_marble[3]; /* highlight, body, rim of the gradient */
  Rgb horz_marble[3];
  Rgb marble_outline;
  double marble_outline_alpha;
  Rgb marble_shadow;
  double marble_shadow_alpha;
  Rgb vert_number, horz_number;
  Rgb ghost_dark, ghost_light;
  Rgb accent;
  Rgb accent_edge;
  Rgb selection;
  Rgb destination;
  Rgb destination_outline;
  Rgb win;
  Rgb win_rim;
  double win_rim_alpha;
  Rgb pending;
  Rgb pending_stripe;
  double pending_stripe_alpha;
  Rgb cut;
  Rgb cut_disc;
  Rgb cut_disc_outline;
  double cut_disc_outline_alpha;
  Rgb drop;
  Rgb drop_edge;
  double drop_edge_alpha;
  Rgb padlock, padlock_edge;
  Rgb cursor;
} Palette;

/* Okabe-Ito hues, told apart by colour-blind players and none near the dark and light
 * marbles; the palette's orange and yellow are left out, as they are too close to the gold
 * of a winning chain (CIEDE2000 10.5 and 11.8; the hues kept are at least 16 apart from
 * it under normal vision and under simulated protanopia, deuteranopia and tritanopia:
 * see test-painter). The level number tells levels apart when the palette repeats. */
static const Rgb level_colours[] = {
  { 0.337, 0.706, 0.914 }, /* sky blue */
  { 0.835, 0.369, 0.000 }, /* vermillion */
  { 0.000, 0.620, 0.451 }, /* bluish green */
  { 0.800, 0.475, 0.655 }, /* reddish purple */
  { 0.000, 0.447, 0.698 }, /* blue */
};

static const Palette light_palette = {
  .wood_light = { 0.89, 0.74, 0.52 },
  .wood_dark = { 0.80, 0.63, 0.41 },
  .vert_side = { 0.14, 0.12, 0.17 },
  .horz_side = { 0.97, 0.96, 0.94 },
  /* The light stripes are outlined to stand out from the wood and a light window; the dark
   * ones need no outline on a light window (update_palette() gives them one on a dark one). */
  .horz_side_outline = { 0.35, 0.25, 0.15 },
  .horz_side_outline_alpha = 0.55,
  .vert_side_outline = { 0.97, 0.96, 0.94 },
  .vert_side_outline_alpha = 0.0,
  .edge = { 0, 0, 0 },
  .edge_alpha = 0.35,
  .label = { 0.2, 0.13, 0.05 },
  .label_alpha = 0.6,
  /* Holes: a dark brown bottom, a lighter wall, a faint light rim where the wood's edge
   * catches the light. */
  .hole_deep = { 0.18, 0.11, 0.04 },
  .hole_wall = { 0.25, 0.16, 0.07 },
  .hole_alpha = 0.55,
  .hole_rim = { 1, 1, 1 },
  .hole_rim_alpha = 0.25,
  .vert_marble = { { 0.62, 0.60, 0.68 }, { 0.22, 0.20, 0.26 }, { 0.05, 0.04, 0.07 } },
  .horz_marble = { { 1, 1, 1 }, { 0.93, 0.92, 0.89 }, { 0.62, 0.60, 0.57 } },
  .marble_outline = { 0, 0, 0 },
  .marble_outline_alpha = 0.55,
  .marble_shadow = { 0, 0, 0 },
  .marble_shadow_alpha = 0.28,
  .vert_number = { 0.96, 0.96, 0.96 },
  .horz_number = { 0.12, 0.10, 0.14 },
  /* X-ray's ghosts: black and white dashes, one of which shows over anything. */
  .ghost_dark = { 0, 0, 0 },
  .ghost_light = { 1, 1, 1 },
  /* What the person at this computer does: GNOME's accent blue, edged in white where it
   * must not pass for a level ring (the level-1 and level-5 blues are close to it). */
  .accent = { 0.208, 0.518, 0.894 },
  .accent_edge = { 1, 1, 1 },
  .selection = { 0.208, 0.518, 0.894 },
  .destination = { 0.208, 0.518, 0.894 },
  .destination_outline = { 1, 1, 1 },
  /* A chain that wins: gold with a thin dark rim that keeps it apart from the wood and the
   * light marbles; one that will win unless cut: gold and dark stripes, a warning. */
  .win = { 0.961, 0.761, 0.067 },
  .win_rim = { 0.35, 0.25, 0.0 },
  .win_rim_alpha = 0.8,
  .pending = { 0.961, 0.761, 0.067 },
  .pending_stripe = { 0.1, 0.08, 0.05 },
  .pending_stripe_alpha = 0.85,
  /* A cut: a red cross on a white disc edged in black, which shows over anything. */
  .cut = { 0.878, 0.106, 0.141 },
  .cut_disc = { 1, 1, 1 },
  .cut_disc_outline = { 0, 0, 0 },
  .cut_disc_outline_alpha = 0.6,
  /* Drops: white arrows with a dark edge, readable on marbles of both colours. */
  .drop = { 1, 1, 1 },
  .drop_edge = { 0.1, 0.08, 0.12 },
  .drop_edge_alpha = 0.9,
  /* A pinned piece's padlock: as dark as Vert's side, edged in white. */
  .padlock = { 0.14, 0.12, 0.19 },
  .padlock_edge = { 1, 1, 1 },
  .cursor = { 0.208, 0.518, 0.894 },
};

/* The metrics: every proportion of the drawing is here. Lengths follow the board: a
 * fraction of a unit (a cell, the distance between neighbouring holes; a marble's or a
 * mark's radius; a line's width), with a floor in pixels under which a mark would vanish
 * or blur on a small board (the Rules page's figures, a narrow window). */
typedef struct
{
  double fraction; /* of the unit */
  double min;      /* pixels */
} Length;

/* The thinnest line: one pixel, set on a pixel's middle (half a pixel off its edge). */
#define HAIRLINE 1.0
/* Room round each sprite (pixels) for anti-aliasing and for copying it to whole pixels. */
#define SPRITE_MARGIN 2
/* The same for a hole, whose gradient fades out at its edge. */
#define HOLE_SPRITE_MARGIN 1

/* The board (in cells): the outline that sets the light stripes off from the wood and a
 * light window, a hairline on all but big boards. */
#define SIDE_OUTLINE_WIDTH ((Length) { 0.025, 1.0 })

/* A hole (in hole radii): the light comes from the top left, so the spot where the far
 * wall catches it is down and right of the centre, small and soft. */
#define HOLE_LIGHT_X 0.25
#define HOLE_LIGHT_Y 0.3
#define HOLE_LIGHT_RADIUS 0.1
/* Where the bottom gives way to the wall, which lets a little more wood through. */
#define HOLE_WALL_STOP 0.8
#define HOLE_WALL_FADE 0.05

/* A marble (in marble radii). Its shadow falls down and to the right, away from the light,
 * and further from higher marbles, so that stacks read as stacks. */
#define MARBLE_SHADOW_X 0.08
#define MARBLE_SHADOW_Y 0.12
#define MARBLE_SHADOW_RISE 0.03 /* added to both offsets per level */
/* The highlight, up and left of the centre, facing the light; a small bright spot. */
#define MARBLE_HIGHLIGHT_X 0.35
#define MARBLE_HIGHLIGHT_Y 0.4
#define MARBLE_HIGHLIGHT_RADIUS 0.05
/* Where the body's colour sits in the gradient from the highlight to the rim: sooner on a
 * dark marble, whose grey highlight would otherwise spread over half of it. */
#define VERT_MARBLE_BODY_STOP 0.35
#define HORZ_MARBLE_BODY_STOP 0.5
/* The rim: a fine line, twice as wide in high contrast. */
#define MARBLE_OUTLINE ((Length) { 0.04, 1.0 })
#define MARBLE_OUTLINE_HIGH_CONTRAST ((Length) { 0.08, 1.0 })
/* The level ring: from 0.76 to 0.96 radii, inside the rim, round the number. */
#define LEVEL_RING_RADIUS 0.86
#define LEVEL_RING_WIDTH 0.2
/* The level number's font size (in marble diameters): the digit fills the inside of the
 * ring; two digits are smaller, to fit across it. */
#define LEVEL_NUMBER_SIZE 0.95
#define LEVEL_NUMBER_SIZE_TWO_DIGITS 0.8
/* A marble sprite's half side: room for the marble and its shadow (which reaches
 * 1 + MARBLE_SHADOW_Y radii, and MARBLE_SHADOW_RISE more per level) with its outline, and
 * no more: copying sprites is the bulk of drawing a board. */
#define MARBLE_SPRITE_REACH 1.15
#define MARBLE_SPRITE_RISE 0.045

/* A ghost (in marble radii): a ring of black and white dashes, wide and long enough for
 * both to show on a small board; a faint disc, as ghosts stack up over a pyramid and the
 * pieces under them must still show. */
#define GHOST_OUTLINE ((Length) { 0.07, 1.5 })
#define GHOST_DASH ((Length) { 0.3, 3.0 })
#define GHOST_FILL_ALPHA 0.15

/* The connection's chain (in cells): a halo round each piece, and stretches between them
 * a little wider, as they run over marbles and bars; the pending chain's stripes about as
 * long as the halo is wide. The stretches let a little of the marbles show through. */
#define CHAIN_HALO ((Length) { 0.1, 2.5 })
#define CHAIN_LINE_WIDTH ((Length) { 0.12, 3.0 })
#define CHAIN_LINE_ALPHA 0.9
#define CHAIN_STRIPE_DASH ((Length) { 0.12, 3.0 })
/* Once a game is won, the pieces outside the winning chain fade to half. */
#define LOSER_ALPHA 0.5

/* Links (in cells): bars a tenth of a cell wide, which leave most of a marble to be seen
 * and have room for an edge of the other colour; a rivet's disc a little wider than a bar;
 * a cut mark wider still, to cover the crossing of two bars. */
#define LINK_WIDTH ((Length) { 0.1, 2.0 })
#define RIVET_RADIUS ((Length) { 0.085, 2.5 })
#define CUT_MARK_RADIUS ((Length) { 0.15, 5.0 })
/* A bar's edge, in the other player's colour, adds this much to its width (in bar widths,
 * both sides together): enough to show on the wood and on marbles of its own colour. */
#define LINK_EDGE ((Length) { 0.25, 2.0 })
/* A bar ends this far short of an upper marble's centre (in its radii): across its level
 * ring, short of the number. */
#define BAR_END_INSIDE_RING 0.55
/* A cut bar: two stubs, each reaching this far towards the middle (in half-bar lengths),
 * and thinner (in bar widths): the gap shows the bar broken, under the cut mark. */
#define CUT_BAR_STUB 0.56
#define CUT_BAR_WIDTH 0.7
/* A rivet sits on the upper marble's rim, just inside it (in its radii), where it meets
 * the lower one; a cut rivet is smaller, its edge as wide as an uncut one's (in rivet
 * radii). */
#define RIVET_ON_RIM 0.92
#define CUT_RIVET_SCALE 0.75
#define RIVET_OUTLINE ((Length) { 0.3, 1.0 })
/* A cut mark (in its radii): the cross's arms reach half-way to the disc's rim. */
#define CUT_CROSS_REACH 0.5
#define CUT_CROSS_WIDTH ((Length) { 0.3, 1.5 })
#define CUT_DISC_OUTLINE ((Length) { 0.12, 1.0 })
/* A mark sprite's half side (in the larger of the cut mark's and the rivet's radii). */
#define MARK_SPRITE_REACH 1.2

/* An arrow (in shaft widths): a head long and wide enough to read as one, though never
 * more than this share of a short arrow; an edge about a third of the shaft, half of it
 * outside. Shorter than a pixel (pixels), an arrow is left out. */
#define ARROW_HEAD_LENGTH 2.4
#define ARROW_HEAD_MAX 0.6
#define ARROW_HEAD_HALF_WIDTH 0.55 /* in head lengths */
#define ARROW_EDGE ((Length) { 0.3, 1.0 })
#define ARROW_MIN_LENGTH 1.0

/* The padlock of a pinned piece (in cells): below and right of the centre, beside the
 * level number; a body a quarter of a cell wide, three quarters as high, and a shackle
 * (in padlock widths) drawn white under dark so that it shows on marbles of both colours. */
#define PADLOCK_WIDTH ((Length) { 0.24, 7.0 })
#define PADLOCK_HEIGHT 0.75 /* in padlock widths */
#define PADLOCK_X 0.2
#define PADLOCK_Y 0.22
#define PADLOCK_SHACKLE_RADIUS 0.3
#define PADLOCK_SHACKLE_EDGE ((Length) { 0.28, 2.5 })
#define PADLOCK_SHACKLE_WIDTH ((Length) { 0.14, 1.2 })
#define PADLOCK_OUTLINE ((Length) { 0.1, 1.0 })

/* The last move. Each dropped piece: an arrow (in its radii) from just outside its rim,
 * on the side it came from, to short of its number. */
#define LAST_DROP_ARROW_FROM 1.05
#define LAST_DROP_ARROW_TO 0.4
#define LAST_DROP_ARROW_WIDTH ((Length) { 0.07, 2.0 }) /* in cells */
/* The dot on the moved marble's rim, top right (0.72 radii on both axes is 1.02 radii at
 * 45 degrees), big enough to see at a glance (in cells). */
#define LAST_MOVE_DOT_OFFSET 0.72
#define LAST_MOVE_DOT_RADIUS ((Length) { 0.13, 3.5 })
#define LAST_MOVE_DOT_OUTLINE ((Length) { 0.035, 1.5 })
/* Where a step came from: a small ring in an empty hole (in cells). */
#define LAST_MOVE_ORIGIN_RADIUS 0.16
#define LAST_MOVE_ORIGIN_WIDTH ((Length) { 0.05, 1.5 })
#define LAST_MOVE_ORIGIN_ALPHA 0.95

/* The selection (in cells): a halo outside the marble's rim, its outer white edge a
 * quarter of its width (in halo widths). */
#define SELECTION_HALO ((Length) { 0.12, 3.0 })
#define SELECTION_OUTER_EDGE ((Length) { 0.25, 1.0 })
/* A destination (in cells): a dot filling most of a hole (0.34), and upstairs a ring of
 * its level's colour on the hole's edge, about as wide as a marble's level ring. */
#define DESTINATION_DOT_RADIUS ((Length) { 0.2, 4.0 })
#define DESTINATION_OUTLINE ((Length) { 0.04, 1.5 })
#define DESTINATION_ALPHA 0.9
#define DESTINATION_OUTLINE_ALPHA 0.95
#define DESTINATION_RING_RADIUS 0.34
#define DESTINATION_RING_WIDTH 0.08

/* The previewed move (in cells): a dashed path, and the marble where it would land, faint
 * enough to tell from a marble that is there. */
#define PREVIEW_LINE_WIDTH ((Length) { 0.05, 2.0 })
#define PREVIEW_DASH_ON ((Length) { 0.1, 3.0 })
#define PREVIEW_DASH_OFF ((Length) { 0.07, 2.0 })
#define PREVIEW_LINE_ALPHA 0.9
#define PREVIEW_MARBLE_ALPHA 0.6

/* The pieces a selected move would drop: a dashed ring just outside the rim (pixels; the
 * dashes in radii), and an arrow (in cells) from near the piece to where it lands. */
#define DROP_RING_GAP 1
#define DROP_RING_WIDTH ((Length) { 0.06, 2.0 })
#define DROP_RING_DASH ((Length) { 0.35, 3.0 })
#define DROP_ARROW_START 0.05 /* of the way */
#define DROP_ARROW_WIDTH ((Length) { 0.09, 2.5 })

/* A figure's ring (in cells): a white ring with accent dashes, a little outside the rim. */
#define FIGURE_RING_GAP ((Length) { 0.06, 2.0 })
#define FIGURE_RING_WIDTH ((Length) { 0.07, 2.0 })
#define FIGURE_DASH_ON ((Length) { 0.12, 3.0 })
#define FIGURE_DASH_OFF ((Length) { 0.06, 2.0 })

/* A hint (in cells): its origin ringed on the cell's edge, a dashed line to its destination
 * and a dashed ring there, just inside the cell, so that rings of neighbours do not touch. */
#define HINT_LINE_WIDTH ((Length) { 0.07, 2.0 })
#define HINT_DASH_ON 0.12
#define HINT_DASH_OFF 0.08
#define HINT_ORIGIN_RADIUS 0.5
#define HINT_TARGET_RADIUS 0.42

/* The keyboard cursor (pixels, as a focus ring: the same on every board): a dashed square
 * just inside the cell. */
#define CURSOR_WIDTH 2.0
#define CURSOR_DASH_ON 4.0
#define CURSOR_DASH_OFF 3.0

typedef enum
{
  MARK_SPRITE_CUT,
  MARK_SPRITE_RIVET,
  MARK_SPRITE_CUT_RIVET,
  N_MARK_SPRITES
} MarkSprite;

struct _AkronPainter
{
  GObject parent_instance;

  gboolean dark;
  gboolean high_contrast;
  PangoFontDescription *font; /* the family, bold; its size changes with each text */
  PangoLayout *text;
  int scale_factor;
  Palette palette;

  /* The wooden board with its holes and coordinates, for one board size and extent. */
  cairo_surface_t *background;
  int background_extent;
  guint background_size;

  /* One marble per colour and level, and the small marks drawn hundreds of times, for
   * one cell size. */
  cairo_surface_t *sprites[2][AKRON_MAX_SIZE];
  cairo_surface_t *mark_sprites[N_MARK_SPRITES][2];
  /* Bars by colour, direction (east, south), level and pass (plain, cutting, cut). */
  cairo_surface_t *bar_sprites[2][2][AKRON_MAX_SIZE][3];
  double sprite_cell;

  /* The board with its pieces, for one scene state (its serial) and extent. */
  cairo_surface_t *board;
  int board_extent;
  guint board_size;
  guint board_serial;
};

G_DEFINE_FINAL_TYPE (AkronPainter, akron_painter, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DARK,
  PROP_HIGH_CONTRAST,
  PROP_FONT,
  PROP_SCALE_FACTOR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* What one drawing needs to know. */
typedef struct
{
  AkronPainter *painter;
  const Palette *palette;
  AkronScene *scene;
  AkronBoardLayout layout;
  const AkronGeometry *geo;
  const AkronPosition *pos;
  gboolean high_contrast;
} Ctx;

static void
set_source (cairo_t *cr, const Rgb *c, double alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

static double
length_in (Length length, double unit)
{
  return MAX (length.min, length.fraction * unit);
}

static const Rgb *
level_colour (guint level)
{
  return &level_colours[(level - 1) % G_N_ELEMENTS (level_colours)];
}

static void
add_stop (cairo_pattern_t *pattern, double offset, const Rgb *c, double alpha)
{
  cairo_pattern_add_color_stop_rgba (pattern, offset, c->r, c->g, c->b, alpha);
}

static void
center (const Ctx *ctx, AkronPoint p, double *x, double *y)
{
  akron_board_layout_point_center (&ctx->layout, ctx->geo, p, x, y);
}

static double
marble_radius (const Ctx *ctx, AkronPoint p)
{
  return akron_board_layout_marble_radius (&ctx->layout, ctx->geo->level[p]);
}

/* Text ------------------------------------------------------------------------------------- */

/* @text centred on (@x, @y) in the painter's font, bold, @size pixels high. One layout is
 * kept for all the text: a new context each time would look the fonts up again. It is not
 * updated from @cr, whose transformation is the identity here (sprites carry the scale
 * factor as their device scale). */
static void
show_text (const Ctx *ctx, cairo_t *cr, const char *text, double size, double x, double y)
{
  AkronPainter *self = ctx->painter;
  PangoRectangle ink;

  if (self->text == NULL)
    {
      PangoContext *context = pango_font_map_create_context (pango_cairo_font_map_get_default ());

      self->text = pango_layout_new (context);
      pango_layout_set_font_description (self->text, self->font);
      g_object_unref (context);
    }
  if (pango_font_description_get_size (self->font) != (int) (size * PANGO_SCALE))
    {
      pango_font_description_set_absolute_size (self->font, size * PANGO_SCALE);
      pango_layout_set_font_description (self->text, self->font);
    }
  pango_layout_set_text (self->text, text, -1);
  pango_layout_get_extents (self->text, &ink, NULL);

  cairo_move_to (cr, x - (ink.x + ink.width / 2.0) / PANGO_SCALE,
                 y - (ink.y + ink.height / 2.0) / PANGO_SCALE);
  pango_cairo_show_layout (cr, self->text);
  cairo_new_path (cr);
}

/* The wooden board ------------------------------------------------------------------------- */

static void
trace_quad (cairo_t *cr, double ax, double ay, double bx, double by, double cx, double cy,
            double dx, double dy)
{
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_line_to (cr, cx, cy);
  cairo_line_to (cr, dx, dy);
  cairo_close_path (cr);
}

static void
draw_frame (const Ctx *ctx, cairo_t *cr)
{
  const Palette *pal = ctx->palette;
  const AkronBoardLayout *l = &ctx->layout;
  double x1 = l->left, y1 = l->top, x2 = l->left + l->extent, y2 = l->top + l->extent;
  double stripe = akron_board_layout_stripe_width (l);
  double ix1 = x1 + stripe, iy1 = y1 + stripe, ix2 = x2 - stripe, iy2 = y2 - stripe;
  cairo_surface_t *wood = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 2, 2);
  cairo_t *wcr = cairo_create (wood);

  /* The wood darkens from the top-left corner to the bottom-right one. A gradient is
   * linear, so a 2x2 picture of its corners scaled up bilinearly is the same gradient, and
   * pixman scales an image many times faster than it fills a gradient. */
  set_source (wcr, &pal->wood_light, 1.0);
  cairo_paint (wcr);
  cairo_set_source_rgb (wcr, (pal->wood_light.r + pal->wood_dark.r) / 2,
                        (pal->wood_light.g + pal->wood_dark.g) / 2,
                        (pal->wood_light.b + pal->wood_dark.b) / 2);
  cairo_rectangle (wcr, 1, 0, 1, 1);
  cairo_rectangle (wcr, 0, 1, 1, 1);
  cairo_fill (wcr);
  set_source (wcr, &pal->wood_dark, 1.0);
  cairo_rectangle (wcr, 1, 1, 1, 1);
  cairo_fill (wcr);
  cairo_destroy (wcr);

  cairo_save (cr);
  cairo_rectangle (cr, x1, y1, l->extent, l->extent);
  cairo_clip (cr);
  /* Pixel centres (0.5 and 1.5) on the board's corners. */
  cairo_translate (cr, x1 - l->extent / 2.0, y1 - l->extent / 2.0);
  cairo_scale (cr, l->extent, l->extent);
  cairo_set_source_surface (cr, wood, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
  cairo_pattern_set_extend (cairo_get_source (cr), CAIRO_EXTEND_PAD);
  cairo_paint (cr);
  cairo_restore (cr);
  cairo_surface_destroy (wood);

  /* Mitred stripes: each corner is split between the two sides that meet there, as the
   * corner holes belong to both players. */
  set_source (cr, &pal->vert_side, 1.0);
  trace_quad (cr, x1, y1, x2, y1, ix2, iy1, ix1, iy1);
  trace_quad (cr, x1, y2, x2, y2, ix2, iy2, ix1, iy2);
  cairo_fill_preserve (cr);
  /* Outlined only where they would melt into a dark window (the palette says), with all
   * of the line inside them (twice as wide, clipped to them): centred on the board's
   * edge, half of it would fall outside the board, the half that stands out from the
   * window. */
  if (pal->vert_side_outline_alpha > 0)
    {
      cairo_save (cr);
      cairo_clip_preserve (cr);
      cairo_set_line_width (cr, 2 * length_in (SIDE_OUTLINE_WIDTH, l->cell));
      set_source (cr, &pal->vert_side_outline, pal->vert_side_outline_alpha);
      cairo_stroke_preserve (cr);
      cairo_restore (cr);
    }
  cairo_new_path (cr);

  set_source (cr, &pal->horz_side, 1.0);
  trace_quad (cr, x1, y1, x1, y2, ix1, iy2, ix1, iy1);
  trace_quad (cr, x2, y1, x2, y2, ix2, iy2, ix2, iy1);
  cairo_fill_preserve (cr);
  /* Always outlined: they would melt into the light wood and a light window. */
  cairo_set_line_width (cr, length_in (SIDE_OUTLINE_WIDTH, l->cell));
  set_source (cr, &pal->horz_side_outline, pal->horz_side_outline_alpha);
  cairo_stroke (cr);

  /* An edge that stands out from the window in either style. */
  cairo_set_line_width (cr, HAIRLINE);
  set_source (cr, &pal->edge, pal->edge_alpha);
  cairo_rectangle (cr, x1 + HAIRLINE / 2, y1 + HAIRLINE / 2, l->extent - HAIRLINE,
                   l->extent - HAIRLINE);
  cairo_stroke (cr);
}

static void
draw_coordinates (const Ctx *ctx, cairo_t *cr)
{
  const AkronBoardLayout *l = &ctx->layout;
  double size = akron_board_layout_label_size (l);

  set_source (cr, &ctx->palette->label, ctx->palette->label_alpha);
  for (guint t = 0; t < l->size; t++)
    {
      char text[8];

      /* Columns are letters from the left, rows numbers from the bottom (RULES.md 6). */
      g_snprintf (text, sizeof text, "%c", 'A' + t);
      for (guint side = 0; side < 2; side++)
        {
          double x, y;

          akron_board_layout_column_label (l, t, side, &x, &y);
          show_text (ctx, cr, text, size, x, y);
        }
      g_snprintf (text, sizeof text, "%u", l->size - t);
      for (guint side = 0; side < 2; side++)
        {
          double x, y;

          akron_board_layout_row_label (l, t, side, &x, &y);
          show_text (ctx, cr, text, size, x, y);
        }
    }
}

static void
draw_hole (const Ctx *ctx, cairo_t *cr, double x, double y, double r)
{
  const Palette *pal = ctx->palette;
  cairo_pattern_t *pat;

  /* Lit from the top left: the hole's far wall catches the light. */
  pat = cairo_pattern_create_radial (x + HOLE_LIGHT_X * r, y + HOLE_LIGHT_Y * r,
                                     HOLE_LIGHT_RADIUS * r, x, y, r);
  add_stop (pat, 0, &pal->hole_deep, pal->hole_alpha);
  add_stop (pat, HOLE_WALL_STOP, &pal->hole_wall, pal->hole_alpha - HOLE_WALL_FADE);
  add_stop (pat, 1, &pal->hole_rim, pal->hole_rim_alpha);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pat);
  cairo_fill (cr);
  cairo_pattern_destroy (pat);
}

static cairo_surface_t *
create_surface (AkronPainter *self, int width, int height)
{
  int scale = self->scale_factor;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);

  cairo_surface_set_device_scale (surface, scale, scale);
  return surface;
}

static void
draw_holes (const Ctx *ctx, cairo_t *cr)
{
  double r = akron_board_layout_hole_radius (&ctx->layout);
  int half = (int) ceil (r) + HOLE_SPRITE_MARGIN;
  cairo_surface_t *hole;
  cairo_t *hcr;

  /* One hole drawn, then copied: gradients are slow to fill hundreds of times. */
  hole = create_surface (ctx->painter, 2 * half, 2 * half);
  hcr = cairo_create (hole);
  draw_hole (ctx, hcr, half, half, r);
  cairo_destroy (hcr);

  for (AkronPoint p = 0; p < ctx->geo->n_holes; p++)
    {
      double x, y;

      center (ctx, p, &x, &y);
      cairo_set_source_surface (cr, hole, round (x) - half, round (y) - half);
      cairo_paint (cr);
    }
  cairo_surface_destroy (hole);
}

/* Marbles ---------------------------------------------------------------------------------- */

static void
draw_marble (const Ctx *ctx, cairo_t *cr, double x, double y, double r, AkronCell cell,
             guint level)
{
  const Palette *pal = ctx->palette;
  const Rgb *stops = cell == AKRON_CELL_VERT ? pal->vert_marble : pal->horz_marble;
  double offsets[3] = { 0, cell == AKRON_CELL_VERT ? VERT_MARBLE_BODY_STOP : HORZ_MARBLE_BODY_STOP,
                        1 };
  char text[4];
  cairo_pattern_t *pat;

  /* The shadow grows with height, so stacks read as stacks. */
  cairo_arc (cr, x + r * (MARBLE_SHADOW_X + MARBLE_SHADOW_RISE * level),
             y + r * (MARBLE_SHADOW_Y + MARBLE_SHADOW_RISE * level), r, 0, 2 * G_PI);
  set_source (cr, &pal->marble_shadow, pal->marble_shadow_alpha);
  cairo_fill (cr);

  pat = cairo_pattern_create_radial (x - MARBLE_HIGHLIGHT_X * r, y - MARBLE_HIGHLIGHT_Y * r,
                                     MARBLE_HIGHLIGHT_RADIUS * r, x, y, r);
  for (guint t = 0; t < 3; t++)
    cairo_pattern_add_color_stop_rgb (pat, offsets[t], stops[t].r, stops[t].g, stops[t].b);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_set_line_width (cr, length_in (ctx->high_contrast ? MARBLE_OUTLINE_HIGH_CONTRAST
                                                           : MARBLE_OUTLINE, r));
  set_source (cr, &pal->marble_outline, pal->marble_outline_alpha);
  cairo_stroke (cr);

  if (level == 0)
    return;

  cairo_arc (cr, x, y, r * LEVEL_RING_RADIUS, 0, 2 * G_PI);
  cairo_set_line_width (cr, r * LEVEL_RING_WIDTH);
  set_source (cr, level_colour (level), 1.0);
  cairo_stroke (cr);

  g_snprintf (text, sizeof text, "%u", level);
  set_source (cr, cell == AKRON_CELL_VERT ? &pal->vert_number : &pal->horz_number, 1.0);
  /* In half pixels, as the coordinates (akron_board_layout_label_size()). */
  show_text (ctx, cr, text,
             floor (2 * r * (level >= 10 ? LEVEL_NUMBER_SIZE_TWO_DIGITS : LEVEL_NUMBER_SIZE)) / 2,
             x, y);
}

/* A marble that X-ray hides: a faint disc of its colour inside a ring of black and white
 * dashes, which shows over marbles of either colour and over the wood. */
static void
draw_ghost (const Ctx *ctx, cairo_t *cr, double x, double y, double r, AkronCell cell)
{
  const Palette *pal = ctx->palette;
  const Rgb *body = &(cell == AKRON_CELL_VERT ? pal->vert_marble : pal->horz_marble)[1];
  double dash[] = { length_in (GHOST_DASH, r) };

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_source (cr, body, GHOST_FILL_ALPHA);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, length_in (GHOST_OUTLINE, r));
  set_source (cr, &pal->ghost_dark, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 1, 0);
  set_source (cr, &pal->ghost_light, 1.0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Half the side of a marble sprite (MARBLE_SPRITE_REACH). */
static int
sprite_half (const Ctx *ctx, guint level)
{
  return (int) ceil (akron_board_layout_marble_radius (&ctx->layout, level)
                     * (MARBLE_SPRITE_REACH + MARBLE_SPRITE_RISE * level)) + SPRITE_MARGIN;
}

static void
clear_sprites (AkronPainter *self)
{
  for (guint c = 0; c < 2; c++)
    {
      for (guint level = 0; level < AKRON_MAX_SIZE; level++)
        g_clear_pointer (&self->sprites[c][level], cairo_surface_destroy);
      for (guint kind = 0; kind < N_MARK_SPRITES; kind++)
        g_clear_pointer (&self->mark_sprites[kind][c], cairo_surface_destroy);
      for (guint dir = 0; dir < 2; dir++)
        for (guint level = 0; level < AKRON_MAX_SIZE; level++)
          for (guint pass = 0; pass < 3; pass++)
            g_clear_pointer (&self->bar_sprites[c][dir][level][pass], cairo_surface_destroy);
    }
}

/* The sprites are for one cell size. */
static void
check_sprite_cell (const Ctx *ctx)
{
  AkronPainter *self = ctx->painter;

  if (self->sprite_cell != ctx->layout.cell)
    {
      clear_sprites (self);
      self->sprite_cell = ctx->layout.cell;
    }
}

static void
paint_marble (const Ctx *ctx, cairo_t *cr, double x, double y, AkronCell cell, guint level,
              double alpha)
{
  AkronPainter *self = ctx->painter;
  cairo_surface_t **sprite;
  int half = sprite_half (ctx, level);

  check_sprite_cell (ctx);

  sprite = &self->sprites[cell == AKRON_CELL_VERT ? 0 : 1][level];
  if (*sprite == NULL)
    {
      cairo_t *scr;

      *sprite = create_surface (self, 2 * half, 2 * half);
      scr = cairo_create (*sprite);
      draw_marble (ctx, scr, half, half, akron_board_layout_marble_radius (&ctx->layout, level),
                   cell, level);
      cairo_destroy (scr);
    }

  /* Whole pixels: a plain copy, and crisp rings and numbers. */
  cairo_set_source_surface (cr, *sprite, round (x) - half, round (y) - half);
  if (alpha < 1.0)
    cairo_paint_with_alpha (cr, alpha);
  else
    cairo_paint (cr);
}

/* The connection's part on @level: rings round its pieces and the stretches that end
 * there, drawn before the next level up so that upper pieces stay on top of it. A chain
 * that has won is solid gold; one that wins next turn unless it is cut has dark stripes,
 * a warning. */
static void
draw_chain_level (const Ctx *ctx, cairo_t *cr, guint level)
{
  guint n;
  const AkronPoint *chain = akron_scene_get_connection_chain (ctx->scene, &n);
  gboolean won = akron_scene_get_connection_state (ctx->scene) == AKRON_CONNECTION_WON;
  const Palette *pal = ctx->palette;
  const Rgb *colour = won ? &pal->win : &pal->pending;
  double halo = length_in (CHAIN_HALO, ctx->layout.cell);
  double stripe[] = { length_in (CHAIN_STRIPE_DASH, ctx->layout.cell) };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_path (cr);
  for (guint t = 0; t + 1 < n; t++)
    {
      double ax, ay, bx, by;

      if (MAX (ctx->geo->level[chain[t]], ctx->geo->level[chain[t + 1]]) != level)
        continue;
      center (ctx, chain[t], &ax, &ay);
      center (ctx, chain[t + 1], &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
    }
  cairo_set_line_width (cr, length_in (CHAIN_LINE_WIDTH, ctx->layout.cell));
  set_source (cr, colour, CHAIN_LINE_ALPHA);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);

  for (guint t = 0; t < n; t++)
    {
      double x, y, r;

      if (ctx->geo->level[chain[t]] != level)
        continue;
      center (ctx, chain[t], &x, &y);
      r = marble_radius (ctx, chain[t]);
      cairo_new_path (cr);
      cairo_arc (cr, x, y, r + halo / 2, 0, 2 * G_PI);
      cairo_set_line_width (cr, halo);
      set_source (cr, colour, 1.0);
      if (won)
        {
          cairo_stroke (cr);
          cairo_arc (cr, x, y, r + halo + HAIRLINE / 2, 0, 2 * G_PI);
          cairo_set_line_width (cr, HAIRLINE);
          set_source (cr, &pal->win_rim, pal->win_rim_alpha);
          cairo_stroke (cr);
        }
      else
        {
          cairo_stroke_preserve (cr);
          cairo_set_dash (cr, stripe, 1, 0);
          set_source (cr, &pal->pending_stripe, pal->pending_stripe_alpha);
          cairo_stroke (cr);
          cairo_set_dash (cr, NULL, 0, 0);
        }
    }
}

/* Links ------------------------------------------------------------------------------------ */

static void
stroke_twice (cairo_t *cr, const Rgb *edge, const Rgb *colour, double width)
{
  cairo_set_line_width (cr, width + length_in (LINK_EDGE, width));
  set_source (cr, edge, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_source (cr, colour, 1.0);
  cairo_stroke (cr);
}

static gboolean
rests_on (const Ctx *ctx, const AkronSceneLink *link)
{
  return ctx->geo->level[link->a] != ctx->geo->level[link->b];
}

static guint
link_level (const Ctx *ctx, const AkronSceneLink *link)
{
  return MAX (ctx->geo->level[link->a], ctx->geo->level[link->b]);
}

/* A piece resting on one of its own is linked by a rivet on the upper marble's rim, where
 * it meets the lower one: no line across the pyramid, no lattice over a stack. */
static void
rivet_center (const Ctx *ctx, const AkronSceneLink *link, double *x, double *y)
{
  gboolean a_upper = ctx->geo->level[link->a] > ctx->geo->level[link->b];
  AkronPoint upper = a_upper ? link->a : link->b, lower = a_upper ? link->b : link->a;
  double lx, ly, r = RIVET_ON_RIM * marble_radius (ctx, upper);

  center (ctx, upper, x, y);
  center (ctx, lower, &lx, &ly);
  r /= hypot (lx - *x, ly - *y);
  *x += (lx - *x) * r;
  *y += (ly - *y) * r;
}

/* Where a cut shows: the crossing, over a bar's middle; the rivet. */
static void
cut_center (const Ctx *ctx, const AkronSceneLink *link, double *x, double *y)
{
  double ax, ay, bx, by;

  if (rests_on (ctx, link))
    {
      rivet_center (ctx, link, x, y);
      return;
    }
  center (ctx, link->a, &ax, &ay);
  center (ctx, link->b, &bx, &by);
  *x = (ax + bx) / 2;
  *y = (ay + by) / 2;
}

static double
link_width (const Ctx *ctx)
{
  return length_in (LINK_WIDTH, ctx->layout.cell);
}

static double
rivet_radius (const Ctx *ctx)
{
  return length_in (RIVET_RADIUS, ctx->layout.cell);
}

/* A cut, marked over everything so that no upper marble hides it: a red cross on a white
 * disc, a few pixels wide however small the board. */
static double
cut_mark_radius (const Ctx *ctx)
{
  return length_in (CUT_MARK_RADIUS, ctx->layout.cell);
}

static void
draw_cut_mark_at (const Ctx *ctx, cairo_t *cr, double x, double y)
{
  const Palette *pal = ctx->palette;
  double r = cut_mark_radius (ctx), c = CUT_CROSS_REACH * r;

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_source (cr, &pal->cut_disc, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, length_in (CUT_DISC_OUTLINE, r));
  set_source (cr, &pal->cut_disc_outline, pal->cut_disc_outline_alpha);
  cairo_stroke (cr);

  cairo_move_to (cr, x - c, y - c);
  cairo_line_to (cr, x + c, y + c);
  cairo_move_to (cr, x + c, y - c);
  cairo_line_to (cr, x - c, y + c);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, length_in (CUT_CROSS_WIDTH, r));
  set_source (cr, &pal->cut, 1.0);
  cairo_stroke (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
}

/* A rivet: a small disc in the link's colour, edged in the other; smaller when cut. */
static void
draw_rivet_at (const Ctx *ctx, cairo_t *cr, double x, double y, AkronColour colour, gboolean cut)
{
  const Palette *pal = ctx->palette;
  double r = rivet_radius (ctx) * (cut ? CUT_RIVET_SCALE : 1.0);

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_source (cr, colour == AKRON_VERT ? &pal->vert_side : &pal->horz_side, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, length_in (RIVET_OUTLINE, rivet_radius (ctx)));
  set_source (cr, colour == AKRON_VERT ? &pal->horz_side : &pal->vert_side, 1.0);
  cairo_stroke (cr);
}

/* Small marks are drawn once per cell size and copied: hundreds of them on a big board. */
static void
paint_mark_sprite (const Ctx *ctx, cairo_t *cr, MarkSprite kind, AkronColour colour, double x,
                   double y)
{
  AkronPainter *self = ctx->painter;
  cairo_surface_t **sprite;
  int half = (int) ceil (MAX (cut_mark_radius (ctx), rivet_radius (ctx)) * MARK_SPRITE_REACH)
             + SPRITE_MARGIN;

  check_sprite_cell (ctx);
  sprite = &self->mark_sprites[kind][kind == MARK_SPRITE_CUT ? 0 : colour];
  if (*sprite == NULL)
    {
      cairo_t *scr;

      *sprite = create_surface (self, 2 * half, 2 * half);
      scr = cairo_create (*sprite);
      if (kind == MARK_SPRITE_CUT)
        draw_cut_mark_at (ctx, scr, half, half);
      else
        draw_rivet_at (ctx, scr, half, half, colour, kind == MARK_SPRITE_CUT_RIVET);
      cairo_destroy (scr);
    }
  cairo_set_source_surface (cr, *sprite, round (x) - half, round (y) - half);
  cairo_paint (cr);
}

static void
draw_cut_mark (const Ctx *ctx, cairo_t *cr, double x, double y)
{
  paint_mark_sprite (ctx, cr, MARK_SPRITE_CUT, AKRON_VERT, x, y);
}

enum
{
  PASS_BARS,
  PASS_CUTTING_BARS,
  PASS_CUT_BARS,
  PASS_RIVETS,
  N_PASSES
};

static gboolean
in_pass (const Ctx *ctx, const AkronSceneLink *link, guint pass)
{
  switch (pass)
    {
    case PASS_BARS:
      return !rests_on (ctx, link) && link->cut == AKRON_CUT_NONE && !link->cuts;
    case PASS_CUTTING_BARS:
      return !rests_on (ctx, link) && link->cut == AKRON_CUT_NONE && link->cuts;
    case PASS_CUT_BARS:
      return !rests_on (ctx, link) && link->cut != AKRON_CUT_NONE;
    default:
      return rests_on (ctx, link);
    }
}

/* Half a bar's length on @level: from the middle to the centre of a marble on level 0,
 * to the inside of the level ring above, so that the level number stays readable. */
static double
bar_half_length (const Ctx *ctx, guint level)
{
  return 0.5 * ctx->layout.cell
         - (level > 0 ? BAR_END_INSIDE_RING * akron_board_layout_marble_radius (&ctx->layout, level)
                      : 0);
}

/* A bar centred on (@x, @y): whole for PASS_BARS (edged in the other colour) and
 * PASS_CUTTING_BARS (edged in red), two stubs for PASS_CUT_BARS. */
static void
draw_bar_at (const Ctx *ctx, cairo_t *cr, double x, double y, guint dir, guint level,
             AkronColour colour, guint pass)
{
  const Palette *pal = ctx->palette;
  double half = bar_half_length (ctx, level);
  double dx = dir == 0 ? half : 0, dy = dir == 0 ? 0 : half;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_new_path (cr);
  cairo_move_to (cr, x - dx, y - dy);
  if (pass == PASS_CUT_BARS)
    {
      cairo_line_to (cr, x - dx + CUT_BAR_STUB * dx, y - dy + CUT_BAR_STUB * dy);
      cairo_move_to (cr, x + dx, y + dy);
      cairo_line_to (cr, x + dx - CUT_BAR_STUB * dx, y + dy - CUT_BAR_STUB * dy);
    }
  else
    cairo_line_to (cr, x + dx, y + dy);
  stroke_twice (cr,
                pass == PASS_CUTTING_BARS ? &pal->cut
                                          : colour == AKRON_VERT ? &pal->horz_side : &pal->vert_side,
                colour == AKRON_VERT ? &pal->vert_side : &pal->horz_side,
                pass == PASS_CUT_BARS ? CUT_BAR_WIDTH * link_width (ctx) : link_width (ctx));
  cairo_restore (cr);
}

/* Bars are drawn once per cell size, colour, direction, level and kind, then copied. */
static void
paint_bar (const Ctx *ctx, cairo_t *cr, const AkronSceneLink *link, guint pass)
{
  AkronPainter *self = ctx->painter;
  guint level = link_level (ctx, link);
  guint dir = ctx->geo->neighbour[link->a][AKRON_EAST] == link->b ? 0 : 1;
  int half = (int) ceil (bar_half_length (ctx, level) + link_width (ctx)) + SPRITE_MARGIN;
  cairo_surface_t **sprite = &self->bar_sprites[link->colour][dir][level][pass];
  double ax, ay, bx, by;

  check_sprite_cell (ctx);
  if (*sprite == NULL)
    {
      cairo_t *scr;

      *sprite = create_surface (self, 2 * half, 2 * half);
      scr = cairo_create (*sprite);
      draw_bar_at (ctx, scr, half, half, dir, level, link->colour, pass);
      cairo_destroy (scr);
    }
  center (ctx, link->a, &ax, &ay);
  center (ctx, link->b, &bx, &by);
  cairo_set_source_surface (cr, *sprite, round ((ax + bx) / 2) - half,
                            round ((ay + by) / 2) - half);
  cairo_paint (cr);
}

/* The links whose higher end is on @level, drawn before the next level up so that upper
 * pieces hide what lies under them: plain bars, then bars that cut another link (red
 * edge), then cut bars (broken), then the rivets of pieces resting on their own. */
static void
draw_links_level (const Ctx *ctx, cairo_t *cr, const AkronSceneLink *links, guint n,
                  guint level)
{
  for (guint pass = 0; pass < N_PASSES; pass++)
    for (guint t = 0; t < n; t++)
      {
        const AkronSceneLink *link = &links[t];
        double x, y;

        if (link_level (ctx, link) != level || !in_pass (ctx, link, pass))
          continue;
        if (pass != PASS_RIVETS)
          {
            paint_bar (ctx, cr, link, pass);
            continue;
          }
        rivet_center (ctx, link, &x, &y);
        paint_mark_sprite (ctx, cr, link->cut ? MARK_SPRITE_CUT_RIVET : MARK_SPRITE_RIVET,
                           link->colour, x, y);
      }
}

/* Where a covered piece's cut shows: it is hidden under the piece that covers it, so the
 * mark sits beside its column, at the middle of a bar to a neighbour on its level, else
 * half a cell below it. Neither is ever the centre of a marble on any level (centres lie
 * a whole or a half cell apart on both axes at once), so level numbers stay readable. */
static void
covered_mark_center (const Ctx *ctx, AkronPoint p, AkronPoint other, double *x, double *y)
{
  double ox, oy;

  center (ctx, p, x, y);
  if (ctx->geo->level[other] != ctx->geo->level[p])
    {
      *y += 0.5 * ctx->layout.cell;
      return;
    }
  center (ctx, other, &ox, &oy);
  *x = (*x + ox) / 2;
  *y = (*y + oy) / 2;
}

/* The cuts: where an opponent's link crosses over, and once per covered piece that has
 * links (its links are all cut). */
static void
draw_cut_marks (const Ctx *ctx, cairo_t *cr, const AkronSceneLink *links, guint n)
{
  guint top = akron_scene_get_top_visible_level (ctx->scene);
  g_autofree guint8 *marked = g_new0 (guint8, ctx->geo->n_points);

  for (guint t = 0; t < n; t++)
    {
      const AkronSceneLink *link = &links[t];
      double x, y;

      if (link->cut == AKRON_CUT_NONE || link_level (ctx, link) > top)
        continue;
      if (link->cut == AKRON_CUT_CROSSED)
        {
          cut_center (ctx, link, &x, &y);
          draw_cut_mark (ctx, cr, x, y);
          continue;
        }
      for (guint end = 0; end < 2; end++)
        {
          AkronPoint p = end == 0 ? link->a : link->b;

          if (marked[p] || !akron_position_is_covered (ctx->pos, p))
            continue;
          marked[p] = TRUE;
          covered_mark_center (ctx, p, end == 0 ? link->b : link->a, &x, &y);
          draw_cut_mark (ctx, cr, x, y);
        }
    }
}

/* Marks ------------------------------------------------------------------------------------ */

/* A white arrow with a dark edge from (@fx, @fy) to (@tx, @ty): readable over marbles of
 * both colours and over the wood. */
static void
draw_arrow (const Ctx *ctx, cairo_t *cr, double fx, double fy, double tx, double ty,
            double width)
{
  const Palette *pal = ctx->palette;
  double length = hypot (tx - fx, ty - fy);
  double ux, uy, px, py, bx, by, head = ARROW_HEAD_LENGTH * width;

  if (length < ARROW_MIN_LENGTH)
    return;
  ux = (tx - fx) / length;
  uy = (ty - fy) / length;
  px = -uy;
  py = ux;
  head = MIN (head, ARROW_HEAD_MAX * length);
  bx = tx - ux * head;
  by = ty - uy * head;

  cairo_new_path (cr);
  cairo_move_to (cr, fx + px * width / 2, fy + py * width / 2);
  cairo_line_to (cr, bx + px * width / 2, by + py * width / 2);
  cairo_line_to (cr, bx + px * head * ARROW_HEAD_HALF_WIDTH, by + py * head * ARROW_HEAD_HALF_WIDTH);
  cairo_line_to (cr, tx, ty);
  cairo_line_to (cr, bx - px * head * ARROW_HEAD_HALF_WIDTH, by - py * head * ARROW_HEAD_HALF_WIDTH);
  cairo_line_to (cr, bx - px * width / 2, by - py * width / 2);
  cairo_line_to (cr, fx - px * width / 2, fy - py * width / 2);
  cairo_close_path (cr);
  set_source (cr, &pal->drop, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_width (cr, length_in (ARROW_EDGE, width));
  set_source (cr, &pal->drop_edge, pal->drop_edge_alpha);
  cairo_stroke (cr);
}

/* A ring of black and white dashes round a marble: this one drops. */
static void
draw_dashed_ring (const Ctx *ctx, cairo_t *cr, double x, double y, double r, double width)
{
  const Palette *pal = ctx->palette;
  double dash[] = { length_in (DROP_RING_DASH, r) };

  cairo_new_path (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, width);
  set_source (cr, &pal->drop_edge, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_dash (cr, dash, 1, 0);
  set_source (cr, &pal->drop, 1.0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* A small padlock beside the level number: two or more pieces rest on this one. */
static void
draw_pinned_mark (const Ctx *ctx, cairo_t *cr, AkronPoint p)
{
  const Palette *pal = ctx->palette;
  double x, y, w = length_in (PADLOCK_WIDTH, ctx->layout.cell), h = PADLOCK_HEIGHT * w;

  center (ctx, p, &x, &y);
  x += PADLOCK_X * ctx->layout.cell;
  y += PADLOCK_Y * ctx->layout.cell;

  cairo_new_path (cr);
  cairo_arc (cr, x, y - h / 2, PADLOCK_SHACKLE_RADIUS * w, G_PI, 2 * G_PI);
  cairo_set_line_width (cr, length_in (PADLOCK_SHACKLE_EDGE, w));
  set_source (cr, &pal->padlock_edge, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, length_in (PADLOCK_SHACKLE_WIDTH, w));
  set_source (cr, &pal->padlock, 1.0);
  cairo_stroke (cr);

  cairo_rectangle (cr, x - w / 2, y - h / 2, w, h);
  set_source (cr, &pal->padlock, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, length_in (PADLOCK_OUTLINE, w));
  set_source (cr, &pal->padlock_edge, 1.0);
  cairo_stroke (cr);
}

/* The board with its pieces ------------------------------------------------------------------ */

static void
draw_pieces (const Ctx *ctx, cairo_t *cr)
{
  AkronScene *scene = ctx->scene;
  guint top = akron_scene_get_top_visible_level (scene);
  gboolean won = akron_scene_get_connection_state (scene) == AKRON_CONNECTION_WON;
  guint n_chain, n_links = 0;
  const AkronSceneLink *links = NULL;

  akron_scene_get_connection_chain (scene, &n_chain);
  if (akron_scene_get_show_connections (scene))
    links = akron_scene_get_links (scene, &n_links);
  else
    /* A cut is news: the last move's show even when links are hidden. */
    links = akron_scene_get_last_cuts (scene, &n_links);

  for (guint level = 0; level < ctx->geo->size; level++)
    {
      if (akron_position_get_level_count (ctx->pos, level) == 0)
        break;

      for (AkronPoint p = ctx->geo->level_offset[level]; p < ctx->geo->level_offset[level + 1];
           p++)
        {
          AkronCell cell = akron_position_get_cell (ctx->pos, p);
          double x, y;

          if (cell == AKRON_CELL_EMPTY || akron_scene_is_animated_target (scene, p))
            continue;

          center (ctx, p, &x, &y);
          if (level > top)
            draw_ghost (ctx, cr, x, y, marble_radius (ctx, p), cell);
          else
            /* Once the game is won, the winning chain stands out from the rest. */
            paint_marble (ctx, cr, x, y, cell, level,
                          won && !akron_scene_in_connection_chain (scene, p) ? LOSER_ALPHA : 1.0);
        }

      if (level > top)
        continue;
      if (n_links > 0)
        draw_links_level (ctx, cr, links, n_links, level);
      if (n_chain > 0)
        draw_chain_level (ctx, cr, level);
    }

  if (n_links > 0)
    draw_cut_marks (ctx, cr, links, n_links);
  if (akron_scene_get_show_pinned (scene))
    for (AkronPoint p = 0; p < ctx->geo->level_offset[MIN (top + 1, ctx->geo->size)]; p++)
      if (akron_scene_is_pinned (scene, p) && !akron_scene_is_animated_target (scene, p))
        draw_pinned_mark (ctx, cr, p);
}

static void
draw_last_move (const Ctx *ctx, cairo_t *cr)
{
  const AkronUndo *undo = akron_scene_get_last_move (ctx->scene);
  const Palette *pal = ctx->palette;
  double x, y, r, d;

  if (undo == NULL || undo->move.to == AKRON_NO_POINT)
    return;

  /* The pieces that dropped: a small arrow on each, pointing the way it dropped. */
  for (guint t = 0; undo->move.kind == AKRON_MOVE_STEP && t < undo->n_drops; t++)
    {
      double ox, oy, ux, uy, length;

      center (ctx, undo->chain[t], &x, &y);
      center (ctx, undo->chain[t + 1], &ox, &oy);
      length = hypot (x - ox, y - oy);
      ux = (x - ox) / length;
      uy = (y - oy) / length;
      r = marble_radius (ctx, undo->chain[t]);
      draw_arrow (ctx, cr, x - ux * LAST_DROP_ARROW_FROM * r, y - uy * LAST_DROP_ARROW_FROM * r,
                  x - ux * LAST_DROP_ARROW_TO * r, y - uy * LAST_DROP_ARROW_TO * r,
                  length_in (LAST_DROP_ARROW_WIDTH, ctx->layout.cell));
    }

  /* A dot on the marble's rim: a shape of its own, not another ring to tell from the
   * level rings. */
  center (ctx, undo->move.to, &x, &y);
  r = marble_radius (ctx, undo->move.to);
  d = r * LAST_MOVE_DOT_OFFSET;
  cairo_new_path (cr);
  cairo_arc (cr, x + d, y - d, length_in (LAST_MOVE_DOT_RADIUS, ctx->layout.cell), 0, 2 * G_PI);
  set_source (cr, &pal->accent, 1.0);
  cairo_fill_preserve (cr);
  cairo_set_line_width (cr, length_in (LAST_MOVE_DOT_OUTLINE, ctx->layout.cell));
  set_source (cr, &pal->accent_edge, 1.0);
  cairo_stroke (cr);

  if (undo->move.kind != AKRON_MOVE_STEP)
    return;

  /* Where the piece came from: a small ring, unless a dropping piece now fills it. */
  if (akron_position_get_cell (ctx->pos, undo->move.from) != AKRON_CELL_EMPTY)
    return;
  center (ctx, undo->move.from, &x, &y);
  cairo_arc (cr, x, y, LAST_MOVE_ORIGIN_RADIUS * ctx->layout.cell, 0, 2 * G_PI);
  cairo_set_line_width (cr, length_in (LAST_MOVE_ORIGIN_WIDTH, ctx->layout.cell));
  set_source (cr, &pal->accent, LAST_MOVE_ORIGIN_ALPHA);
  cairo_stroke (cr);
}

/* Overlays ----------------------------------------------------------------------------------- */

/* The selected piece: a halo in the accent colour outside its rim (the level ring is
 * inside), and its destinations: accent dots, ringed in the level's colour upstairs. */
static void
draw_selection (const Ctx *ctx, cairo_t *cr)
{
  const Palette *pal = ctx->palette;
  AkronPoint selected = akron_scene_get_selected (ctx->scene);
  const AkronPoint *dests;
  double x, y, r, halo = length_in (SELECTION_HALO, ctx->layout.cell);
  guint n;

  if (selected == AKRON_NO_POINT)
    return;

  center (ctx, selected, &x, &y);
  r = marble_radius (ctx, selected);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r + halo / 2, 0, 2 * G_PI);
  cairo_set_line_width (cr, halo);
  set_source (cr, &pal->selection, 1.0);
  cairo_stroke (cr);
  /* Edged in white on both sides: a highlight round the marble, not a ring of its own
   * like the level rings (the accent and the level-1 and level-5 blues are close). */
  cairo_arc (cr, x, y, r + HAIRLINE / 2, 0, 2 * G_PI);
  cairo_set_line_width (cr, HAIRLINE);
  set_source (cr, &pal->accent_edge, 1.0);
  cairo_stroke (cr);
  cairo_arc (cr, x, y, r + halo + HAIRLINE / 2, 0, 2 * G_PI);
  cairo_set_line_width (cr, length_in (SELECTION_OUTER_EDGE, halo));
  set_source (cr, &pal->accent_edge, 1.0);
  cairo_stroke (cr);

  dests = akron_scene_get_destinations (ctx->scene, &n);
  for (guint t = 0; t < n; t++)
    {
      AkronPoint p = dests[t];
      guint level = ctx->geo->level[p];

      center (ctx, p, &x, &y);
      if (level > 0)
        {
          /* The level's ring, so a destination upstairs reads as such. */
          cairo_arc (cr, x, y, DESTINATION_RING_RADIUS * ctx->layout.cell, 0, 2 * G_PI);
          cairo_set_line_width (cr, DESTINATION_RING_WIDTH * ctx->layout.cell);
          set_source (cr, level_colour (level), 1.0);
          cairo_stroke (cr);
        }
      cairo_arc (cr, x, y, length_in (DESTINATION_DOT_RADIUS, ctx->layout.cell), 0, 2 * G_PI);
      set_source (cr, &pal->destination, DESTINATION_ALPHA);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, length_in (DESTINATION_OUTLINE, ctx->layout.cell));
      set_source (cr, &pal->destination_outline, DESTINATION_OUTLINE_ALPHA);
      cairo_stroke (cr);
    }
}

/* The move under the pointer or the cursor: the marble, faint, where it would land, on a
 * dashed path from where it stands. */
static void
draw_preview (const Ctx *ctx, cairo_t *cr)
{
  AkronPoint to = akron_scene_get_preview (ctx->scene);
  AkronPoint from = akron_scene_get_selected (ctx->scene);
  const double dash[] = { length_in (PREVIEW_DASH_ON, ctx->layout.cell),
                          length_in (PREVIEW_DASH_OFF, ctx->layout.cell) };
  double fx, fy, tx, ty;

  if (to == AKRON_NO_POINT || from == AKRON_NO_POINT)
    return;

  center (ctx, from, &fx, &fy);
  center (ctx, to, &tx, &ty);
  cairo_new_path (cr);
  cairo_move_to (cr, fx, fy);
  cairo_line_to (cr, tx, ty);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, length_in (PREVIEW_LINE_WIDTH, ctx->layout.cell));
  set_source (cr, &ctx->palette->accent, PREVIEW_LINE_ALPHA);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
  paint_marble (ctx, cr, tx, ty, akron_position_get_cell (ctx->pos, from), ctx->geo->level[to],
                PREVIEW_MARBLE_ALPHA);
}

/* The pieces that drop when the selected piece moves: each ringed with dashes, an arrow to
 * where it lands. */
static void
draw_drops (const Ctx *ctx, cairo_t *cr)
{
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  guint q = akron_scene_get_drops (ctx->scene, chain);

  for (guint t = 1; t <= q; t++)
    {
      double x, y, lx, ly;

      center (ctx, chain[t], &x, &y);
      center (ctx, chain[t - 1], &lx, &ly);
      draw_dashed_ring (ctx, cr, x, y, marble_radius (ctx, chain[t]) + DROP_RING_GAP,
                        length_in (DROP_RING_WIDTH, ctx->layout.cell));
      draw_arrow (ctx, cr, x + (lx - x) * DROP_ARROW_START, y + (ly - y) * DROP_ARROW_START, lx,
                  ly, length_in (DROP_ARROW_WIDTH, ctx->layout.cell));
    }
}

/* What a figure points at: an accent ring of dashes, or a red cross (not here). */
static void
draw_marks (const Ctx *ctx, cairo_t *cr)
{
  const double dash[] = { length_in (FIGURE_DASH_ON, ctx->layout.cell),
                          length_in (FIGURE_DASH_OFF, ctx->layout.cell) };

  for (AkronPoint p = 0; p < ctx->geo->n_points; p++)
    {
      AkronMark mark = akron_scene_get_mark (ctx->scene, p);
      double x, y;

      if (mark == AKRON_MARK_NONE)
        continue;
      center (ctx, p, &x, &y);
      if (mark == AKRON_MARK_NO)
        {
          draw_cut_mark (ctx, cr, x, y);
          continue;
        }
      cairo_new_path (cr);
      cairo_arc (cr, x, y, marble_radius (ctx, p) + length_in (FIGURE_RING_GAP, ctx->layout.cell),
                 0, 2 * G_PI);
      cairo_set_line_width (cr, length_in (FIGURE_RING_WIDTH, ctx->layout.cell));
      set_source (cr, &ctx->palette->accent_edge, 1.0);
      cairo_stroke_preserve (cr);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      set_source (cr, &ctx->palette->accent, 1.0);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
}

/* The suggested move: its origin ringed, its destination marked with a dashed circle and
 * joined to the origin by a dashed line, all in the accent colour so that it cannot pass
 * for a played move. */
static void
draw_hint (const Ctx *ctx, cairo_t *cr)
{
  const AkronMove *hint = akron_scene_get_hint (ctx->scene);
  const double dash[] = { HINT_DASH_ON * ctx->layout.cell, HINT_DASH_OFF * ctx->layout.cell };
  double tx, ty;

  if (hint == NULL || hint->to == AKRON_NO_POINT || hint->to >= ctx->geo->n_points)
    return;

  center (ctx, hint->to, &tx, &ty);
  cairo_set_line_width (cr, length_in (HINT_LINE_WIDTH, ctx->layout.cell));
  set_source (cr, &ctx->palette->accent, 1.0);
  if (hint->kind == AKRON_MOVE_STEP && hint->from < ctx->geo->n_points)
    {
      double fx, fy;

      center (ctx, hint->from, &fx, &fy);
      cairo_arc (cr, fx, fy, HINT_ORIGIN_RADIUS * ctx->layout.cell, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_move_to (cr, fx, fy);
      cairo_line_to (cr, tx, ty);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_arc (cr, tx, ty, HINT_TARGET_RADIUS * ctx->layout.cell, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_cursor (const Ctx *ctx, cairo_t *cr)
{
  AkronPoint cursor = akron_scene_get_cursor (ctx->scene);
  double x, y, half = 0.5 * ctx->layout.cell;
  const double dash[] = { CURSOR_DASH_ON, CURSOR_DASH_OFF };

  if (!akron_scene_get_cursor_visible (ctx->scene) || cursor >= ctx->geo->n_points)
    return;

  /* The line's outer edge on the cell's. */
  center (ctx, cursor, &x, &y);
  cairo_rectangle (cr, x - half + CURSOR_WIDTH / 2, y - half + CURSOR_WIDTH / 2,
                   2 * half - CURSOR_WIDTH, 2 * half - CURSOR_WIDTH);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, CURSOR_WIDTH);
  set_source (cr, &ctx->palette->cursor, 1.0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

/* Pieces sliding into place, the mover on top of the pieces dropping under it. */
static void
draw_animation (const Ctx *ctx, cairo_t *cr)
{
  const AkronPoint *from, *to;
  guint n = akron_scene_get_animated (ctx->scene, &from, &to);
  double progress = akron_scene_get_animation_progress (ctx->scene);
  guint top = akron_scene_get_top_visible_level (ctx->scene);

  for (int t = (int) n - 1; t >= 0; t--)
    {
      AkronCell cell = akron_position_get_cell (ctx->pos, to[t]);
      guint level = ctx->geo->level[to[t]];
      double fx, fy, tx, ty, x, y, r;

      center (ctx, from[t], &fx, &fy);
      center (ctx, to[t], &tx, &ty);
      x = fx + (tx - fx) * progress;
      y = fy + (ty - fy) * progress;
      r = marble_radius (ctx, from[t]) * (1 - progress) + marble_radius (ctx, to[t]) * progress;
      if (level > top)
        draw_ghost (ctx, cr, x, y, r, cell);
      else
        paint_marble (ctx, cr, x, y, cell, level, 1.0);
    }
}

/* Caches ------------------------------------------------------------------------------------- */

void
akron_painter_clear_caches (AkronPainter *self)
{
  g_return_if_fail (AKRON_IS_PAINTER (self));

  clear_sprites (self);
  self->sprite_cell = 0;
  g_clear_pointer (&self->background, cairo_surface_destroy);
  g_clear_pointer (&self->board, cairo_surface_destroy);
}

static void
ensure_background (const Ctx *ctx)
{
  AkronPainter *self = ctx->painter;
  cairo_t *cr;

  if (self->background != NULL && self->background_extent == ctx->layout.extent
      && self->background_size == ctx->layout.size)
    return;

  g_clear_pointer (&self->background, cairo_surface_destroy);
  self->background = create_surface (self, ctx->layout.extent, ctx->layout.extent);
  self->background_extent = ctx->layout.extent;
  self->background_size = ctx->layout.size;
  cr = cairo_create (self->background);
  draw_frame (ctx, cr);
  draw_coordinates (ctx, cr);
  draw_holes (ctx, cr);
  cairo_destroy (cr);
}

/* The board with its pieces, in board coordinates (its top-left corner at 0, 0). */
static void
ensure_board (const Ctx *ctx)
{
  AkronPainter *self = ctx->painter;
  guint serial = akron_scene_get_serial (ctx->scene);
  cairo_t *cr;

  if (self->board != NULL && self->board_extent == ctx->layout.extent
      && self->board_size == ctx->layout.size && self->board_serial == serial)
    return;

  ensure_background (ctx);
  if (self->board == NULL || self->board_extent != ctx->layout.extent)
    {
      g_clear_pointer (&self->board, cairo_surface_destroy);
      self->board = create_surface (self, ctx->layout.extent, ctx->layout.extent);
    }
  self->board_extent = ctx->layout.extent;
  self->board_size = ctx->layout.size;
  self->board_serial = serial;

  cr = cairo_create (self->board);
  cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
  cairo_set_source_surface (cr, self->background, 0, 0);
  cairo_paint (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  draw_pieces (ctx, cr);
  draw_last_move (ctx, cr);
  cairo_destroy (cr);
}

/* Drawing ------------------------------------------------------------------------------------ */

gboolean
akron_painter_draw (AkronPainter *self, cairo_t *cr, int width, int height, AkronScene *scene,
                    AkronPainterFlags flags)
{
  Ctx ctx = { self, &self->palette, scene };
  AkronBoardLayout layout;
  gboolean sharp = TRUE;

  g_return_val_if_fail (AKRON_IS_PAINTER (self), TRUE);
  g_return_val_if_fail (AKRON_IS_SCENE (scene), TRUE);

  ctx.pos = akron_scene_get_position (scene);
  if (ctx.pos == NULL || width <= 0 || height <= 0)
    return TRUE;
  ctx.geo = akron_position_get_geometry (ctx.pos);
  ctx.high_contrast = self->high_contrast;
  akron_board_layout_init (&layout, ctx.geo->size, width, height);
  if (layout.extent <= 0 || layout.cell <= 0)
    return TRUE;

  if ((flags & AKRON_PAINTER_ALLOW_STALE) && self->board != NULL
      && self->board_extent != layout.extent && self->board_size == layout.size
      && self->board_serial == akron_scene_get_serial (scene))
    {
      double zoom = (double) layout.extent / self->board_extent;

      /* A resize in progress: the picture scaled, sharp again once the size settles. */
      cairo_save (cr);
      cairo_translate (cr, layout.left, layout.top);
      cairo_scale (cr, zoom, zoom);
      cairo_set_source_surface (cr, self->board, 0, 0);
      cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_BILINEAR);
      cairo_paint (cr);
      cairo_restore (cr);
      sharp = FALSE;
    }
  else
    {
      akron_board_layout_local (&layout, &ctx.layout);
      ensure_board (&ctx);
      cairo_set_source_surface (cr, self->board, layout.left, layout.top);
      cairo_paint (cr);
    }

  ctx.layout = layout;
  draw_animation (&ctx, cr);
  draw_selection (&ctx, cr);
  draw_preview (&ctx, cr);
  draw_drops (&ctx, cr);
  draw_marks (&ctx, cr);
  draw_hint (&ctx, cr);
  draw_cursor (&ctx, cr);
  return sharp;
}

/* Style -------------------------------------------------------------------------------------- */

static void
update_palette (AkronPainter *self)
{
  Palette *pal = &self->palette;

  *pal = light_palette;
  if (self->dark)
    {
      pal->wood_light = (Rgb) { 0.52, 0.40, 0.27 };
      pal->wood_dark = (Rgb) { 0.42, 0.31, 0.20 };
      pal->edge = (Rgb) { 1, 1, 1 };
      pal->label = (Rgb) { 1, 1, 1 };
      pal->label_alpha = 0.55;
      pal->hole_alpha = 0.75;
      /* Vert's near-black stripes are as dark as a dark window (WCAG contrast 1.04:1), and
       * the board's faint edge alone leaves them a gap in the frame: outlined in white,
       * they stand out from the window (3.5:1 or more, even blurred over two pixels). */
      pal->vert_side_outline_alpha = 0.7;
      /* The accent blue is about as dark as the dark wood (WCAG contrast 1.4 to 2.0:1);
       * white stands out from it (5.3 to 7.5:1). */
      pal->cursor = (Rgb) { 1, 1, 1 };
    }
  if (self->high_contrast)
    {
      /* Full-strength lines and text, and marbles with a firm rim; the dark edges and
       * stripes of the marks black and opaque. */
      pal->horz_side_outline = (Rgb) { 0, 0, 0 };
      pal->horz_side_outline_alpha = 1.0;
      if (self->dark)
        pal->vert_side_outline_alpha = 1.0;
      pal->edge_alpha = 1.0;
      pal->label = self->dark ? (Rgb) { 1, 1, 1 } : (Rgb) { 0, 0, 0 };
      pal->label_alpha = 1.0;
      pal->hole_alpha = 0.9;
      pal->marble_outline_alpha = 1.0;
      pal->win_rim = (Rgb) { 0, 0, 0 };
      pal->win_rim_alpha = 1.0;
      pal->pending_stripe = (Rgb) { 0, 0, 0 };
      pal->pending_stripe_alpha = 1.0;
      pal->cut_disc_outline_alpha = 1.0;
      pal->drop_edge = (Rgb) { 0, 0, 0 };
      pal->drop_edge_alpha = 1.0;
      pal->padlock = (Rgb) { 0, 0, 0 };
    }
  akron_painter_clear_caches (self);
}

void
akron_painter_get_role_colour (AkronPainter *self, AkronPainterRole role, guint level,
                               double rgb[3])
{
  const Palette *pal;
  const Rgb *c;

  g_return_if_fail (AKRON_IS_PAINTER (self));

  pal = &self->palette;
  switch (role)
    {
    case AKRON_PAINTER_ROLE_LEVEL_RING: c = level_colour (MAX (level, 1)); break;
    case AKRON_PAINTER_ROLE_WIN: c = &pal->win; break;
    case AKRON_PAINTER_ROLE_PENDING: c = &pal->pending; break;
    case AKRON_PAINTER_ROLE_SELECTION: c = &pal->selection; break;
    case AKRON_PAINTER_ROLE_DESTINATION: c = &pal->destination; break;
    case AKRON_PAINTER_ROLE_LAST_MOVE: c = &pal->accent; break;
    case AKRON_PAINTER_ROLE_CUT: c = &pal->cut; break;
    case AKRON_PAINTER_ROLE_DROP: c = &pal->drop; break;
    case AKRON_PAINTER_ROLE_HINT: c = &pal->accent; break;
    case AKRON_PAINTER_ROLE_PINNED: c = &pal->padlock; break;
    case AKRON_PAINTER_ROLE_CURSOR: c = &pal->cursor; break;
    default: g_return_if_reached ();
    }
  rgb[0] = c->r;
  rgb[1] = c->g;
  rgb[2] = c->b;
}

gboolean
akron_painter_get_dark (AkronPainter *self)
{
  g_return_val_if_fail (AKRON_IS_PAINTER (self), FALSE);
  return self->dark;
}

void
akron_painter_set_dark (AkronPainter *self, gboolean dark)
{
  g_return_if_fail (AKRON_IS_PAINTER (self));

  dark = !!dark;
  if (self->dark == dark)
    return;
  self->dark = dark;
  update_palette (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DARK]);
}

gboolean
akron_painter_get_high_contrast (AkronPainter *self)
{
  g_return_val_if_fail (AKRON_IS_PAINTER (self), FALSE);
  return self->high_contrast;
}

void
akron_painter_set_high_contrast (AkronPainter *self, gboolean high_contrast)
{
  g_return_if_fail (AKRON_IS_PAINTER (self));

  high_contrast = !!high_contrast;
  if (self->high_contrast == high_contrast)
    return;
  self->high_contrast = high_contrast;
  update_palette (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGH_CONTRAST]);
}

const PangoFontDescription *
akron_painter_get_font (AkronPainter *self)
{
  g_return_val_if_fail (AKRON_IS_PAINTER (self), NULL);
  return self->font;
}

/* Only the family counts: sizes follow the board, and the text is always bold. */
void
akron_painter_set_font (AkronPainter *self, const PangoFontDescription *font)
{
  const char *family;

  g_return_if_fail (AKRON_IS_PAINTER (self));

  family = font != NULL ? pango_font_description_get_family (font) : NULL;
  if (family == NULL)
    family = "Sans";
  if (self->font != NULL
      && g_strcmp0 (pango_font_description_get_family (self->font), family) == 0)
    return;

  g_clear_pointer (&self->font, pango_font_description_free);
  self->font = pango_font_description_new ();
  pango_font_description_set_family (self->font, family);
  pango_font_description_set_weight (self->font, PANGO_WEIGHT_BOLD);
  if (self->text != NULL)
    pango_layout_set_font_description (self->text, self->font);
  akron_painter_clear_caches (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FONT]);
}

int
akron_painter_get_scale_factor (AkronPainter *self)
{
  g_return_val_if_fail (AKRON_IS_PAINTER (self), 1);
  return self->scale_factor;
}

void
akron_painter_set_scale_factor (AkronPainter *self, int scale_factor)
{
  g_return_if_fail (AKRON_IS_PAINTER (self));

  scale_factor = MAX (scale_factor, 1);
  if (self->scale_factor == scale_factor)
    return;
  self->scale_factor = scale_factor;
  akron_painter_clear_caches (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCALE_FACTOR]);
}

static void
akron_painter_finalize (GObject *object)
{
  AkronPainter *self = AKRON_PAINTER (object);

  akron_painter_clear_caches (self);
  g_clear_pointer (&self->font, pango_font_description_free);
  g_clear_object (&self->text);
  G_OBJECT_CLASS (akron_painter_parent_class)->finalize (object);
}

static void
akron_painter_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronPainter *self = AKRON_PAINTER (object);

  switch (prop_id)
    {
    case PROP_DARK:
      g_value_set_boolean (value, self->dark);
      break;
    case PROP_HIGH_CONTRAST:
      g_value_set_boolean (value, self->high_contrast);
      break;
    case PROP_FONT:
      g_value_set_boxed (value, self->font);
      break;
    case PROP_SCALE_FACTOR:
      g_value_set_int (value, self->scale_factor);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_painter_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  AkronPainter *self = AKRON_PAINTER (object);

  switch (prop_id)
    {
    case PROP_DARK:
      akron_painter_set_dark (self, g_value_get_boolean (value));
      break;
    case PROP_HIGH_CONTRAST:
      akron_painter_set_high_contrast (self, g_value_get_boolean (value));
      break;
    case PROP_FONT:
      akron_painter_set_font (self, g_value_get_boxed (value));
      break;
    case PROP_SCALE_FACTOR:
      akron_painter_set_scale_factor (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_painter_class_init (AkronPainterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = akron_painter_finalize;
  object_class->get_property = akron_painter_get_property;
  object_class->set_property = akron_painter_set_property;

  properties[PROP_DARK] = g_param_spec_boolean ("dark", NULL, NULL, FALSE, rw);
  properties[PROP_HIGH_CONTRAST] = g_param_spec_boolean ("high-contrast", NULL, NULL, FALSE, rw);
  properties[PROP_FONT] =
    g_param_spec_boxed ("font", NULL, NULL, PANGO_TYPE_FONT_DESCRIPTION, rw);
  properties[PROP_SCALE_FACTOR] =
    g_param_spec_int ("scale-factor", NULL, NULL, 1, G_MAXINT, 1, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_painter_init (AkronPainter *self)
{
  self->scale_factor = 1;
  update_palette (self);
  akron_painter_set_font (self, NULL);
}

AkronPainter *
akron_painter_new (void)
{
  return g_object_new (AKRON_TYPE_PAINTER, NULL);
}
