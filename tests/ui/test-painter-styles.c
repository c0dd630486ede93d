/* test-painter-styles.c: the painter's dark and high-contrast styles, checked on pixels
 *
 * Every colour of the board comes from the painter's palette, so each style reaches all of
 * them: the keyboard cursor turns white in the dark style; in high contrast, the padlock of
 * a pinned piece and the stripes of a chain that wins unless it is cut turn black and
 * opaque. Each is drawn in the styles and found in the picture in the colour the style
 * gives it. And Vert's dark side stripes stand out from a dark window as well as from a
 * light one. Boards are drawn into cairo image surfaces, without a widget or a display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "akron-painter.h"
#include "akron-scene.h"
#include "akron-ui-test-util.h"

#define SIDE 400

typedef enum
{
  STYLE_LIGHT,
  STYLE_DARK,
  STYLE_HIGH_CONTRAST,
  STYLE_DARK_HIGH_CONTRAST,
  N_STYLES
} Style;

static const char *style_names[] = { "light", "dark", "high contrast", "dark high contrast" };

static AkronPainter *
painter_new (Style style)
{
  AkronPainter *painter = akron_painter_new ();

  akron_painter_set_dark (painter, style == STYLE_DARK || style == STYLE_DARK_HIGH_CONTRAST);
  akron_painter_set_high_contrast (painter, style >= STYLE_HIGH_CONTRAST);
  return painter;
}

/* The window's background under the board in libadwaita 1.2: #fafafa, or #242424 dark. */
static const double light_window[3] = { 0xfa / 255.0, 0xfa / 255.0, 0xfa / 255.0 };
static const double dark_window[3] = { 0x24 / 255.0, 0x24 / 255.0, 0x24 / 255.0 };

/* @scene drawn by @painter as a board of @side pixels, @down pixels down, on a SIDE x SIDE
 * surface over the window's background. */
static cairo_surface_t *
draw_shifted (AkronPainter *painter, AkronScene *scene, int side, double down)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);
  const double *window = akron_painter_get_dark (painter) ? dark_window : light_window;

  cairo_set_source_rgb (cr, window[0], window[1], window[2]);
  cairo_paint (cr);
  cairo_translate (cr, 0, down);
  g_assert_true (akron_painter_draw (painter, cr, side, side, scene, AKRON_PAINTER_DEFAULT));
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* @scene drawn by @painter on a SIDE x SIDE surface, over the window's background. */
static cairo_surface_t *
draw (AkronPainter *painter, AkronScene *scene)
{
  return draw_shifted (painter, scene, SIDE, 0);
}

static void
pixel (cairo_surface_t *surface, int x, int y, double rgb[3])
{
  const guint8 *px = cairo_image_surface_get_data (surface)
                     + y * cairo_image_surface_get_stride (surface) + x * 4;

  /* ARGB32 in native order: blue, green, red, alpha on little-endian; opaque here. */
  rgb[0] = px[2] / 255.0;
  rgb[1] = px[1] / 255.0;
  rgb[2] = px[0] / 255.0;
}

/* Within rounding (cairo keeps 8 bits a channel). */
static gboolean
same_colour (const double a[3], const double b[3])
{
  for (guint i = 0; i < 3; i++)
    if (fabs (a[i] - b[i]) > 1.5 / 255)
      return FALSE;
  return TRUE;
}

/* How many of the pixels that differ between @before and @after are @rgb in @after. */
static guint
count_changed_in_colour (cairo_surface_t *before, cairo_surface_t *after, const double rgb[3])
{
  guint n = 0;

  for (int y = 0; y < SIDE; y++)
    for (int x = 0; x < SIDE; x++)
      {
        double a[3], b[3];

        pixel (before, x, y, a);
        pixel (after, x, y, b);
        n += !same_colour (a, b) && same_colour (b, rgb);
      }
  return n;
}

static double
luminance (const double rgb[3])
{
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

static double
srgb_to_linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
relative_luminance (const double rgb[3])
{
  return 0.2126 * srgb_to_linear (rgb[0]) + 0.7152 * srgb_to_linear (rgb[1])
         + 0.0722 * srgb_to_linear (rgb[2]);
}

/* WCAG 2's contrast ratio, from 1 (the same colour) to 21 (black and white). */
static double
contrast (const double a[3], const double b[3])
{
  double la = relative_luminance (a), lb = relative_luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* The keyboard cursor is drawn in the colour its role has in each style: GNOME's accent in
 * the light styles, white in the dark ones, where the accent is as dark as the wood. */
static void
test_cursor (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D3", "B3 C3 C2", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  double light[3], dark[3];

  akron_scene_set_cursor (scene, akron_test_parse_point (akron_position_get_geometry (&pos),
                                                         "A1"));
  for (Style style = 0; style < N_STYLES; style++)
    {
      g_autoptr(AkronPainter) painter = painter_new (style);
      cairo_surface_t *hidden, *shown;
      double rgb[3];
      guint n;

      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_CURSOR, 0, rgb);
      if (style == STYLE_LIGHT)
        memcpy (light, rgb, sizeof light);
      else if (style == STYLE_DARK)
        memcpy (dark, rgb, sizeof dark);

      akron_scene_set_cursor_visible (scene, FALSE);
      hidden = draw (painter, scene);
      akron_scene_set_cursor_visible (scene, TRUE);
      shown = draw (painter, scene);
      n = count_changed_in_colour (hidden, shown, rgb);
      if (n < 20)
        g_error ("%s style: %u cursor pixels in its colour", style_names[style], n);
      cairo_surface_destroy (hidden);
      cairo_surface_destroy (shown);
    }
  /* White, and not the accent: before, the light palette's cursor was blue in both. */
  g_assert_false (same_colour (light, dark));
  g_assert_cmpfloat (luminance (dark), >, 0.95);
}

/* The padlock of a pinned piece: its body is in the colour its role has in each style,
 * Vert's dark side colour, or black in high contrast. */
static void
test_padlock (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''",
                                                 "B3 C3 C2 B4' B3'", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  double light[3] = { 0 }, contrast[3] = { 0 };

  for (Style style = 0; style < N_STYLES; style++)
    {
      g_autoptr(AkronPainter) painter = painter_new (style);
      cairo_surface_t *plain, *pinned;
      double rgb[3];
      guint n;

      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_PINNED, 0, rgb);
      if (style == STYLE_LIGHT)
        memcpy (light, rgb, sizeof light);
      else if (style == STYLE_HIGH_CONTRAST)
        memcpy (contrast, rgb, sizeof contrast);

      akron_scene_set_show_pinned (scene, FALSE);
      plain = draw (painter, scene);
      akron_scene_set_show_pinned (scene, TRUE);
      pinned = draw (painter, scene);
      /* Five padlocks of about 13 by 10 pixels at this size. */
      n = count_changed_in_colour (plain, pinned, rgb);
      if (n < 5 * 40)
        g_error ("%s style: %u padlock pixels in its colour", style_names[style], n);
      cairo_surface_destroy (plain);
      cairo_surface_destroy (pinned);
    }
  g_assert_false (same_colour (light, contrast));
  g_assert_cmpfloat (luminance (contrast), <, 0.01);
}

/* The stripes of a chain that wins next turn unless it is cut, sampled along the middle of
 * the halo round one of its pieces: translucent dark brown over the gold in the light and
 * dark styles, opaque black in high contrast. */
static void
test_pending_stripes (void)
{
  /* A4' joins A4 to B3 over Horz's B4 and A3: the only way from the top. */
  AkronPosition pos = akron_test_setup_position (4, "A4 B3 B2 B1 A4'", "B4 A3 C2", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  const AkronGeometry *geo = akron_position_get_geometry (&pos);

  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_PENDING);
  for (Style style = 0; style < N_STYLES; style++)
    {
      g_autoptr(AkronPainter) painter = painter_new (style);
      cairo_surface_t *surface = draw (painter, scene);
      AkronBoardLayout layout;
      double x, y, r, darkest = 1;

      akron_board_layout_init (&layout, geo->size, SIDE, SIDE);
      akron_board_layout_point_center (&layout, geo, akron_test_parse_point (geo, "A4'"), &x,
                                       &y);
      /* The halo is a tenth of a cell wide, outside the marble's rim. */
      r = akron_board_layout_marble_radius (&layout, 1) + 0.05 * layout.cell;
      for (double a = 0; a < 2 * G_PI; a += 0.01)
        {
          double rgb[3];

          pixel (surface, (int) round (x + r * cos (a)), (int) round (y + r * sin (a)), rgb);
          darkest = MIN (darkest, luminance (rgb));
        }
      if (style >= STYLE_HIGH_CONTRAST)
        g_assert_cmpfloat (darkest, <, 0.01);
      else if (darkest < 0.1 || darkest > 0.3)
        g_error ("%s style: the darkest stripe pixel has luminance %.3f, not brown over gold",
                 style_names[style], darkest);
      cairo_surface_destroy (surface);
    }
}

/* Vert's stripes along the top and bottom of the board stand out from the window in every
 * style: across each, from the window into the stripe, some pixel has a contrast of 3:1 or
 * more with the window (WCAG's minimum for what must be seen in a picture). In the dark
 * styles that is the stripes' outline: their near-black is the dark window's (1.04:1),
 * and the board's faint edge alone reaches 3:1 only when it falls on whole pixels (it
 * does not in the window, which blurs it over two: 1.8:1). At several sizes, as the
 * outline's width follows the board, and on whole and half pixels. */
static void
test_vert_stripes_stand_out (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4", "B3 C3", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  static const int sides[] = { 150, SIDE - 21 };
  /* Clear of the surface's top, on whole pixels and between two. */
  static const double shifts[] = { 10, 10.5 };

  for (Style style = 0; style < N_STYLES; style++)
    for (guint t = 0; t < G_N_ELEMENTS (sides); t++)
      for (guint u = 0; u < G_N_ELEMENTS (shifts); u++)
        {
          g_autoptr(AkronPainter) painter = painter_new (style);
          const double *window = akron_painter_get_dark (painter) ? dark_window : light_window;
          cairo_surface_t *surface = draw_shifted (painter, scene, sides[t], shifts[u]);
          AkronBoardLayout layout;
          int stripe, x;

          akron_board_layout_init (&layout, 5, sides[t], sides[t]);
          stripe = (int) floor (akron_board_layout_stripe_width (&layout));
          x = layout.left + layout.extent / 2;
          for (guint side = 0; side < 2; side++)
            {
              /* From the last row of the window above the stripe, or into the stripe from
               * the first row of the window below it. */
              int first = (side == 0 ? layout.top - 1 : layout.top + layout.extent - stripe)
                          + (int) shifts[u];
              double best = 1;

              for (int y = first; y <= first + stripe; y++)
                {
                  double rgb[3];

                  pixel (surface, x, y, rgb);
                  best = MAX (best, contrast (rgb, window));
                }
              if (best < 3)
                g_error ("%s style, %d pixels shifted by %.1f: Vert's %s stripe at most "
                         "%.2f:1 from the window", style_names[style], sides[t], shifts[u],
                         side == 0 ? "top" : "bottom", best);
            }
          cairo_surface_destroy (surface);
        }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter-styles/cursor", test_cursor);
  g_test_add_func ("/painter-styles/padlock", test_padlock);
  g_test_add_func ("/painter-styles/pending-stripes", test_pending_stripes);
  g_test_add_func ("/painter-styles/vert-stripes-stand-out", test_vert_stripes_stand_out);

  return g_test_run ();
}
