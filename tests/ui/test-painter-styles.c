/* test-painter-styles.c: the painter's dark and high-contrast styles, checked on pixels
 *
 * Every colour of the board comes from the painter's palette, so each style reaches all of
 * them: the keyboard cursor turns white in the dark style; in high contrast, the padlock of
 * a pinned piece and the stripes of a chain that wins unless it is cut turn black and
 * opaque. Each is drawn in the styles and found in the picture in the colour the style
 * gives it. Boards are drawn into cairo image surfaces, without a widget or a display.
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

/* @scene drawn by @painter on a SIDE x SIDE surface, over a plain background. */
static cairo_surface_t *
draw (AkronPainter *painter, AkronScene *scene)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, SIDE, SIDE);
  cairo_t *cr = cairo_create (surface);

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  g_assert_true (akron_painter_draw (painter, cr, SIDE, SIDE, scene, AKRON_PAINTER_DEFAULT));
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter-styles/cursor", test_cursor);
  g_test_add_func ("/painter-styles/padlock", test_padlock);
  g_test_add_func ("/painter-styles/pending-stripes", test_pending_stripes);

  return g_test_run ();
}
