/* test-board-layout.c: where the board draws each point, and where its coordinates go
 *
 * Point (k, i, j) is drawn at (2i+k, 2j+k) on the doubled grid (RULES.md section 1): half a
 * cell right and down per level. The coordinates stay readable (a font of at least
 * AKRON_BOARD_LAYOUT_MIN_LABEL pixels) and inside the frame, between the outer holes and
 * the coloured stripes, on every board size and down to the smallest board widget. Pure
 * functions and Pango: no display needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <pango/pangocairo.h>

#include "akron-board-layout.h"

static const guint sizes[] = { 3, 8, 16 };

static void
test_mapping (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  AkronBoardLayout layout;

  akron_board_layout_init (&layout, size, 700, 500);
  /* Square, centred: the board's side is the smaller dimension. */
  g_assert_cmpint (layout.extent, ==, 500);
  g_assert_cmpint (layout.left, ==, 100);
  g_assert_cmpint (layout.top, ==, 0);
  g_assert_cmpfloat_with_epsilon (layout.cell * (size - 1) + 2 * layout.margin, 500, 1e-6);
  g_assert_cmpfloat_with_epsilon (layout.x0 + (size - 1) / 2.0 * layout.cell, 350, 1e-6);
  g_assert_cmpfloat_with_epsilon (layout.y0 + (size - 1) / 2.0 * layout.cell, 250, 1e-6);

  for (guint level = 0; level < size; level++)
    for (guint col = 0; col < size - level; col++)
      for (guint row = 0; row < size - level; row++)
        {
          double x, y;
          guint c, r;

          akron_board_layout_center (&layout, level, col, row, &x, &y);
          g_assert_cmpfloat_with_epsilon (x, layout.x0 + (col + level * 0.5) * layout.cell, 1e-9);
          g_assert_cmpfloat_with_epsilon (y, layout.y0 + (row + level * 0.5) * layout.cell, 1e-9);

          /* The centre and anything within the point's square cell map back to it. */
          g_assert_true (akron_board_layout_point_at (&layout, level, x, y, &c, &r));
          g_assert_cmpuint (c, ==, col);
          g_assert_cmpuint (r, ==, row);
          g_assert_true (akron_board_layout_point_at (&layout, level, x - 0.45 * layout.cell,
                                                      y + 0.45 * layout.cell, &c, &r));
          g_assert_cmpuint (c, ==, col);
          g_assert_cmpuint (r, ==, row);

          /* Past the cell's edge: the neighbour, or nothing off the level. */
          if (col + 1 < size - level)
            {
              g_assert_true (akron_board_layout_point_at (&layout, level,
                                                          x + 0.55 * layout.cell, y, &c, &r));
              g_assert_cmpuint (c, ==, col + 1);
              g_assert_cmpuint (r, ==, row);
            }
          else
            g_assert_false (akron_board_layout_point_at (&layout, level,
                                                         x + 0.55 * layout.cell, y, &c, &r));
          if (row == 0)
            g_assert_false (akron_board_layout_point_at (&layout, level, x,
                                                         y - 0.55 * layout.cell, &c, &r));
        }

  /* No level above the board's top. */
  {
    guint c, r;
    g_assert_false (akron_board_layout_point_at (&layout, size, layout.x0, layout.y0, &c, &r));
  }
}

/* A point's centre on level k >= 1 lies exactly between its four supports. */
static void
test_supports (gconstpointer data)
{
  guint size = GPOINTER_TO_UINT (data);
  const AkronGeometry *geo = akron_geometry_get (size);
  AkronBoardLayout layout;

  akron_board_layout_init (&layout, size, 640, 600);
  for (AkronPoint p = geo->n_holes; p < geo->n_points; p++)
    {
      double x, y, sx = 0, sy = 0;

      akron_board_layout_point_center (&layout, geo, p, &x, &y);
      for (guint t = 0; t < 4; t++)
        {
          double ux, uy;

          akron_board_layout_point_center (&layout, geo, geo->support[p][t], &ux, &uy);
          sx += ux / 4;
          sy += uy / 4;
        }
      g_assert_cmpfloat_with_epsilon (x, sx, 1e-9);
      g_assert_cmpfloat_with_epsilon (y, sy, 1e-9);
    }
}

/* The local layout is the same board with its corner at (0, 0), whole pixels apart. */
static void
test_local (void)
{
  AkronBoardLayout layout, local;

  akron_board_layout_init (&layout, 8, 901, 517);
  akron_board_layout_local (&layout, &local);
  g_assert_cmpint (layout.left, ==, (901 - 517) / 2);
  g_assert_cmpint (local.left, ==, 0);
  g_assert_cmpint (local.top, ==, 0);
  g_assert_cmpfloat (local.x0 + layout.left, ==, layout.x0);
  g_assert_cmpfloat (local.y0 + layout.top, ==, layout.y0);
  g_assert_cmpfloat (local.cell, ==, layout.cell);
}

typedef struct
{
  double x1, y1, x2, y2;
} Box;

/* The ink of @text as the painter shows it: bold, @size pixels, centred on (@x, @y). */
static Box
label_box (PangoLayout *pango, PangoFontDescription *font, const char *text, double size,
           double x, double y)
{
  PangoRectangle ink;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (pango, font);
  pango_layout_set_text (pango, text, -1);
  pango_layout_get_extents (pango, &ink, NULL);
  return (Box) { x - ink.width / 2.0 / PANGO_SCALE, y - ink.height / 2.0 / PANGO_SCALE,
                 x + ink.width / 2.0 / PANGO_SCALE, y + ink.height / 2.0 / PANGO_SCALE };
}

/* Every label inside the frame: past the outer holes' rims and clear of the stripes. */
static void
assert_labels_fit (guint size, int side, PangoLayout *pango, PangoFontDescription *font)
{
  AkronBoardLayout l;
  double hole, stripe, last;

  akron_board_layout_init (&l, size, side, side);
  hole = akron_board_layout_hole_radius (&l);
  stripe = akron_board_layout_stripe_width (&l);
  last = (size - 1) * l.cell;
  g_assert_cmpfloat (akron_board_layout_label_size (&l), >=, AKRON_BOARD_LAYOUT_MIN_LABEL);

  for (guint t = 0; t < size; t++)
    {
      char letter[2] = { (char) ('A' + t), 0 };
      g_autofree char *number = g_strdup_printf ("%u", size - t);
      double x, y;
      Box b;

      akron_board_layout_column_label (&l, t, 0, &x, &y);
      b = label_box (pango, font, letter, akron_board_layout_label_size (&l), x, y);
      g_assert_cmpfloat (b.y1, >=, l.top + stripe);
      g_assert_cmpfloat (b.y2, <=, l.y0 - hole);
      akron_board_layout_column_label (&l, t, 1, &x, &y);
      b = label_box (pango, font, letter, akron_board_layout_label_size (&l), x, y);
      g_assert_cmpfloat (b.y1, >=, l.y0 + last + hole);
      g_assert_cmpfloat (b.y2, <=, l.top + l.extent - stripe);

      akron_board_layout_row_label (&l, t, 0, &x, &y);
      b = label_box (pango, font, number, akron_board_layout_label_size (&l), x, y);
      g_assert_cmpfloat (b.x1, >=, l.left + stripe);
      g_assert_cmpfloat (b.x2, <=, l.x0 - hole);
      akron_board_layout_row_label (&l, t, 1, &x, &y);
      b = label_box (pango, font, number, akron_board_layout_label_size (&l), x, y);
      g_assert_cmpfloat (b.x1, >=, l.x0 + last + hole);
      g_assert_cmpfloat (b.x2, <=, l.left + l.extent - stripe);
    }
}

/* From the smallest board widget (240 pixels) up, on every board size. */
static void
test_labels_fit (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1, 1);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(PangoLayout) pango = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string ("Cantarell Bold");

  for (guint size = AKRON_MIN_SIZE; size <= AKRON_MAX_SIZE; size++)
    for (int side = 240; side <= 1200; side += 37)
      assert_labels_fit (size, side, pango, font);

  pango_font_description_free (font);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Regression: on 16x16 in a narrow window the coordinates were 7 pixels high and the
 * numbers ran into the stripes. */
static void
test_small_16x16 (void)
{
  AkronBoardLayout l;

  akron_board_layout_init (&l, 16, 300, 300);
  g_assert_cmpfloat (akron_board_layout_label_size (&l), >=, 9.0);
  g_assert_cmpfloat (akron_board_layout_label_room (&l), >=, 1.6 * 9.0);
  /* The holes still get most of the room. */
  g_assert_cmpfloat (l.cell, >=, 16.0);
  g_assert_cmpint (l.extent, ==, 300);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint t = 0; t < G_N_ELEMENTS (sizes); t++)
    {
      g_autofree char *mapping = g_strdup_printf ("/board-layout/mapping/%ux%u", sizes[t],
                                                  sizes[t]);
      g_autofree char *supports = g_strdup_printf ("/board-layout/supports/%ux%u", sizes[t],
                                                   sizes[t]);

      g_test_add_data_func (mapping, GUINT_TO_POINTER (sizes[t]), test_mapping);
      g_test_add_data_func (supports, GUINT_TO_POINTER (sizes[t]), test_supports);
    }
  g_test_add_func ("/board-layout/local", test_local);
  g_test_add_func ("/board-layout/labels-fit", test_labels_fit);
  g_test_add_func ("/board-layout/small-16x16", test_small_16x16);

  return g_test_run ();
}
