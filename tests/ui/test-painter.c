/* test-painter.c: what the painter's pictures show, checked on their pixels
 *
 * Boards are drawn into cairo image surfaces without a widget or a display: the painter
 * draws any scene into any cairo context. Checked: a cut is marked over the crossing at
 * every zoom; an X-ray ghost shows over marbles of both colours; links leave the level
 * numbers and the pieces under a stack alone (no lattice); the colours that carry a meaning
 * are far enough apart, measured with CIEDE2000 under normal vision and under simulated
 * protanopia, deuteranopia and tritanopia (Machado, Oliveira and Fernandes 2009, severity
 * 1); the cached picture is the picture; a resize draws a scaled copy until told not to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "akron-notation.h"
#include "akron-painter.h"
#include "akron-scene.h"
#include "akron-ui-test-util.h"

/* Colour science ------------------------------------------------------------------------- */

typedef struct
{
  double l, a, b;
} Lab;

static double
srgb_to_linear (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

static double
linear_to_srgb (double c)
{
  c = CLAMP (c, 0.0, 1.0);
  return c <= 0.0031308 ? 12.92 * c : 1.055 * pow (c, 1 / 2.4) - 0.055;
}

static double
lab_f (double t)
{
  return t > 216.0 / 24389 ? cbrt (t) : (24389.0 / 27 * t + 16) / 116;
}

static Lab
to_lab (const double rgb[3])
{
  double r = srgb_to_linear (rgb[0]), g = srgb_to_linear (rgb[1]), b = srgb_to_linear (rgb[2]);
  double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;

  return (Lab) { 116 * lab_f (y) - 16, 500 * (lab_f (x) - lab_f (y)),
                 200 * (lab_f (y) - lab_f (z)) };
}

static double
degrees (double radians)
{
  double d = radians * 180 / G_PI;
  return d < 0 ? d + 360 : d;
}

static double
radians (double d)
{
  return d * G_PI / 180;
}

/* Sharma, Wu and Dalal's formulation of CIEDE2000. */
static double
ciede2000 (Lab p, Lab q)
{
  double c1 = hypot (p.a, p.b), c2 = hypot (q.a, q.b), cb = (c1 + c2) / 2;
  double g = 0.5 * (1 - sqrt (pow (cb, 7) / (pow (cb, 7) + pow (25, 7))));
  double a1 = (1 + g) * p.a, a2 = (1 + g) * q.a;
  double c1p = hypot (a1, p.b), c2p = hypot (a2, q.b);
  double h1 = degrees (atan2 (p.b, a1)), h2 = degrees (atan2 (q.b, a2));
  double dl = q.l - p.l, dc = c2p - c1p, dh = 0, hb, lb, cbp, t, dtheta, rc, sl, sc, sh, rt;

  if (c1p * c2p != 0)
    {
      dh = h2 - h1;
      if (dh > 180)
        dh -= 360;
      else if (dh < -180)
        dh += 360;
    }
  dh = 2 * sqrt (c1p * c2p) * sin (radians (dh / 2));
  lb = (p.l + q.l) / 2;
  cbp = (c1p + c2p) / 2;
  if (c1p * c2p == 0)
    hb = h1 + h2;
  else if (fabs (h1 - h2) <= 180)
    hb = (h1 + h2) / 2;
  else
    hb = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
  t = 1 - 0.17 * cos (radians (hb - 30)) + 0.24 * cos (radians (2 * hb))
      + 0.32 * cos (radians (3 * hb + 6)) - 0.20 * cos (radians (4 * hb - 63));
  dtheta = 30 * exp (-pow ((hb - 275) / 25, 2));
  rc = 2 * sqrt (pow (cbp, 7) / (pow (cbp, 7) + pow (25, 7)));
  sl = 1 + 0.015 * pow (lb - 50, 2) / sqrt (20 + pow (lb - 50, 2));
  sc = 1 + 0.045 * cbp;
  sh = 1 + 0.015 * cbp * t;
  rt = -sin (radians (2 * dtheta)) * rc;
  return sqrt (pow (dl / sl, 2) + pow (dc / sc, 2) + pow (dh / sh, 2)
               + rt * (dc / sc) * (dh / sh));
}

/* Machado et al. 2009, severity 1.0, on linear RGB; [0] is normal vision. */
static const double vision[4][3][3] = {
  { { 1, 0, 0 }, { 0, 1, 0 }, { 0, 0, 1 } },
  { { 0.152286, 1.052583, -0.204868 }, { 0.114503, 0.786281, 0.099216 },
    { -0.003882, -0.048116, 1.051998 } },
  { { 0.367322, 0.860646, -0.227968 }, { 0.280085, 0.672501, 0.047413 },
    { -0.011820, 0.042940, 0.968881 } },
  { { 1.255528, -0.076749, -0.178779 }, { -0.078411, 0.930809, 0.147602 },
    { 0.004733, 0.691367, 0.303900 } },
};
static const char *vision_names[] = { "normal vision", "protanopia", "deuteranopia",
                                      "tritanopia" };

static double
difference (const double a[3], const double b[3], guint v)
{
  double sa[3], sb[3];

  for (guint i = 0; i < 3; i++)
    {
      double la = 0, lb = 0;

      for (guint j = 0; j < 3; j++)
        {
          la += vision[v][i][j] * srgb_to_linear (a[j]);
          lb += vision[v][i][j] * srgb_to_linear (b[j]);
        }
      sa[i] = linear_to_srgb (la);
      sb[i] = linear_to_srgb (lb);
    }
  return ciede2000 (to_lab (sa), to_lab (sb));
}

/* The formula against published test pairs (Sharma et al. 2005, pairs 1, 7 and 17). */
static void
test_ciede2000 (void)
{
  g_assert_cmpfloat_with_epsilon (ciede2000 ((Lab) { 50, 2.6772, -79.7751 },
                                             (Lab) { 50, 0, -82.7485 }), 2.0425, 1e-4);
  g_assert_cmpfloat_with_epsilon (ciede2000 ((Lab) { 50, 0, 0 }, (Lab) { 50, -1, 2 }), 2.3669,
                                  1e-4);
  g_assert_cmpfloat_with_epsilon (ciede2000 ((Lab) { 50, 2.5, 0 }, (Lab) { 73, 25, -18 }),
                                  27.1492, 1e-4);
}

/* The level rings and the chain that wins (or will win) are never close in colour: 15 or
 * more apart, for every level, in every style, for every vision tested. (Before: the level
 * 1 orange was 10.5 from the gold, 6.9 under deuteranopia.) */
static void
test_ring_and_chain_colours (void)
{
  for (guint style = 0; style < 4; style++)
    {
      g_autoptr(AkronPainter) painter = akron_painter_new ();
      double win[3], pending[3];

      akron_painter_set_dark (painter, style & 1);
      akron_painter_set_high_contrast (painter, style & 2);
      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_WIN, 0, win);
      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_PENDING, 0, pending);
      for (guint level = 1; level < AKRON_MAX_SIZE; level++)
        {
          double ring[3];

          akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_LEVEL_RING, level, ring);
          for (guint v = 0; v < G_N_ELEMENTS (vision); v++)
            {
              double d = difference (ring, win, v), e = difference (ring, pending, v);

              if (d < 15 || e < 15)
                g_error ("level %u ring and chain colours %.1f apart under %s", level,
                         MIN (d, e), vision_names[v]);
            }
        }
    }
}

/* Two consecutive levels' rings are told apart too (10 or more). */
static void
test_ring_colours_differ (void)
{
  g_autoptr(AkronPainter) painter = akron_painter_new ();

  for (guint level = 1; level + 1 < AKRON_MAX_SIZE; level++)
    {
      double a[3], b[3];

      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_LEVEL_RING, level, a);
      akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_LEVEL_RING, level + 1, b);
      for (guint v = 0; v < G_N_ELEMENTS (vision); v++)
        g_assert_cmpfloat (difference (a, b, v), >=, 10);
    }
}

/* Pictures -------------------------------------------------------------------------------- */

typedef struct
{
  cairo_surface_t *surface;
  AkronBoardLayout layout;
  const AkronGeometry *geo;
} Picture;

static void
picture_clear (Picture *picture)
{
  g_clear_pointer (&picture->surface, cairo_surface_destroy);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Picture, picture_clear)

static void
draw (Picture *picture, AkronPainter *painter, AkronScene *scene, int side)
{
  cairo_t *cr;

  picture->surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, side, side);
  cr = cairo_create (picture->surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  g_assert_true (akron_painter_draw (painter, cr, side, side, scene, AKRON_PAINTER_DEFAULT));
  cairo_destroy (cr);
  cairo_surface_flush (picture->surface);
  picture->geo = akron_scene_get_geometry (scene);
  akron_board_layout_init (&picture->layout, picture->geo->size, side, side);
}

static void
pixel (Picture *picture, double x, double y, double rgb[3])
{
  const guint8 *data = cairo_image_surface_get_data (picture->surface);
  int stride = cairo_image_surface_get_stride (picture->surface);
  const guint8 *px = data + (int) round (y) * stride + (int) round (x) * 4;

  /* ARGB32 in native order: blue, green, red, alpha on little-endian; opaque here. */
  rgb[0] = px[2] / 255.0;
  rgb[1] = px[1] / 255.0;
  rgb[2] = px[0] / 255.0;
}

static double
luminance (const double rgb[3])
{
  return 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
}

static void
center (Picture *picture, AkronPoint p, double *x, double *y)
{
  akron_board_layout_point_center (&picture->layout, picture->geo, p, x, y);
}

static gboolean
is_cut_red (const double rgb[3])
{
  return rgb[0] > 0.75 && rgb[1] < 0.3 && rgb[2] < 0.3;
}

/* Horz's link B3-C3 is crossed by Vert's link B4'-B3' (RULES.md 3, rule 2): the red cross
 * sits over the crossing, on top of the upper link, at every size. */
static void
test_cut_mark_over_crossing (void)
{
  AkronPosition pos = akron_test_setup_position (4, "B4 C4 B2 C2 B4' B3'", "B3 C3 D3", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  static const int sides[] = { 120, 240, 400, 1000 };

  for (guint t = 0; t < G_N_ELEMENTS (sides); t++)
    {
      g_auto (Picture) plain = { 0 };
      g_auto (Picture) shown = { 0 };
      double bx, by, cx, cy, rgb[3];

      akron_scene_set_show_connections (scene, FALSE);
      draw (&plain, painter, scene, sides[t]);
      akron_scene_set_show_connections (scene, TRUE);
      draw (&shown, painter, scene, sides[t]);

      center (&shown, akron_test_parse_point (geo, "B3"), &bx, &by);
      center (&shown, akron_test_parse_point (geo, "C3"), &cx, &cy);
      pixel (&shown, (bx + cx) / 2, (by + cy) / 2, rgb);
      g_assert_true (is_cut_red (rgb));
      pixel (&plain, (bx + cx) / 2, (by + cy) / 2, rgb);
      g_assert_false (is_cut_red (rgb));
    }
}

/* The figure's covered piece: Horz's C3 lies under Vert's B4'' (two levels up), so all its
 * links are cut. Its mark shows beside the column, and no cut mark sits on a level number
 * (the old mark, a corner away from C3, fell on B3''s number). */
static void
test_covered_mark_clear_of_numbers (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 B2 C2 D2 B4' C3' B4''",
                                                 "B3 C3 D3 C4' B3'", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  static const int sides[] = { 150, 400, 1000 };

  g_assert_true (akron_position_is_covered (&pos, akron_test_parse_point (geo, "C3")));
  akron_scene_set_show_connections (scene, TRUE);
  for (guint t = 0; t < G_N_ELEMENTS (sides); t++)
    {
      g_auto (Picture) shown = { 0 };
      double cx, cy, cell;
      guint near_c3 = 0;

      draw (&shown, painter, scene, sides[t]);
      cell = shown.layout.cell;
      center (&shown, akron_test_parse_point (geo, "C3"), &cx, &cy);
      for (double dy = -0.7 * cell; dy <= 0.7 * cell; dy += 1)
        for (double dx = -0.7 * cell; dx <= 0.7 * cell; dx += 1)
          {
            double rgb[3];

            pixel (&shown, cx + dx, cy + dy, rgb);
            near_c3 += is_cut_red (rgb);
          }
      g_assert_cmpuint (near_c3, >, 0);

      for (AkronPoint p = 0; p < geo->n_points; p++)
        {
          double x, y, r = MAX (2.0, 0.12 * cell);

          if (geo->level[p] == 0 || akron_position_get_cell (&pos, p) == AKRON_CELL_EMPTY)
            continue;
          center (&shown, p, &x, &y);
          for (double dy = -r; dy <= r; dy += 1)
            for (double dx = -r; dx <= r; dx += 1)
              {
                double rgb[3];

                pixel (&shown, x + dx, y + dy, rgb);
                g_assert_false (is_cut_red (rgb));
              }
        }
    }
}

/* With X-ray to level 0, a level-1 marble resting on two Vert and two Horz marbles shows
 * as a ghost over all four: its ring has both near-black and near-white pixels over each,
 * which neither marble colour has by itself. */
static void
test_ghost_over_both_colours (void)
{
  AkronPosition pos = akron_test_setup_position (4, "B3 C2 B3'", "C3 B2", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  const char *supports[] = { "B3", "C3", "B2", "C2" };
  g_auto (Picture) ghost = { 0 };
  double ux, uy, r;

  akron_scene_set_xray_level (scene, 0);
  g_assert_cmpuint (akron_scene_get_hidden_levels (scene), ==, 1);
  draw (&ghost, painter, scene, 400);
  center (&ghost, akron_test_parse_point (geo, "B3'"), &ux, &uy);
  r = akron_board_layout_marble_radius (&ghost.layout, 1);

  for (guint t = 0; t < G_N_ELEMENTS (supports); t++)
    {
      double sx, sy, angle;
      guint dark = 0, light = 0;

      center (&ghost, akron_test_parse_point (geo, supports[t]), &sx, &sy);
      angle = atan2 (sy - uy, sx - ux);
      /* An arc of the ghost's ring over this support's marble. */
      for (double a = angle - 0.5; a <= angle + 0.5; a += 0.02)
        {
          double rgb[3];

          pixel (&ghost, ux + r * cos (a), uy + r * sin (a), rgb);
          dark += luminance (rgb) < 0.15;
          light += luminance (rgb) > 0.85;
        }
      if (dark == 0 || light == 0)
        g_error ("ghost not visible over %s: %u dark, %u light pixels", supports[t], dark,
                 light);
    }
}

/* Links keep off the level numbers, and a stack carries no lattice: a piece resting on
 * its own is linked by a dot at its rim, not by a line across the marbles below. Vert's
 * B3' rests on Vert's B3 and C2 (linked to both) on a checkerboard, where no two
 * neighbours share a colour. */
static void
test_no_lattice (void)
{
  AkronPosition pos = akron_test_setup_position (4, "B3 C2 B3'", "C3 B2", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  const char *unchanged[] = { "B3'", "B3", "C2" };
  g_auto (Picture) plain = { 0 };
  g_auto (Picture) shown = { 0 };
  guint n_links;

  akron_scene_set_show_connections (scene, TRUE);
  akron_scene_get_links (scene, &n_links);
  g_assert_cmpuint (n_links, ==, 2);
  draw (&shown, painter, scene, 400);
  akron_scene_set_show_connections (scene, FALSE);
  draw (&plain, painter, scene, 400);

  /* The middle of each marble is untouched: on the upper one, its number (half its radius
   * round its centre); below, the part the upper marble leaves visible (0.3 of the radius
   * round the centre; the rivet sits at the rim between). The old lattice ran a line from
   * each marble below to the upper one's number. */
  for (guint t = 0; t < G_N_ELEMENTS (unchanged); t++)
    {
      AkronPoint p = akron_test_parse_point (geo, unchanged[t]);
      double x, y, r = (geo->level[p] > 0 ? 0.5 : 0.3)
                       * akron_board_layout_marble_radius (&shown.layout, geo->level[p]);

      center (&shown, p, &x, &y);
      for (double dx = -r; dx <= r; dx += 1)
        for (double dy = -r; dy <= r; dy += 1)
          {
            double a[3], b[3];

            if (hypot (dx, dy) > r)
              continue;
            pixel (&shown, x + dx, y + dy, a);
            pixel (&plain, x + dx, y + dy, b);
            if (a[0] != b[0] || a[1] != b[1] || a[2] != b[2])
              g_error ("a link is drawn over the middle of %s", unchanged[t]);
          }
    }
}

/* The chain that will win unless it is cut (delayed rule) and the rings of the level-1
 * pieces in it: both show in the picture, in their own colours. */
static void
test_pending_chain_drawn (void)
{
  /* A4' joins A4 to B3 over Horz's B4 and A3: the only way from the top. */
  AkronPosition pos = akron_test_setup_position (4, "A4 B3 B2 B1 A4'", "B4 A3 C2", AKRON_HORZ);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  g_auto (Picture) picture = { 0 };
  double gold[3], ring[3], x, y, r;
  guint n, golden = 0, ringed = 0;

  g_assert_cmpint (akron_scene_get_connection_state (scene), ==, AKRON_CONNECTION_PENDING);
  g_assert_cmpint (akron_scene_get_connection_colour (scene), ==, AKRON_VERT);
  akron_scene_get_connection_chain (scene, &n);
  g_assert_cmpuint (n, >, 0);

  akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_PENDING, 0, gold);
  akron_painter_get_role_colour (painter, AKRON_PAINTER_ROLE_LEVEL_RING, 1, ring);
  draw (&picture, painter, scene, 400);
  g_assert_true (akron_scene_in_connection_chain (scene, akron_test_parse_point (geo, "A4'")));
  center (&picture, akron_test_parse_point (geo, "A4'"), &x, &y);
  r = akron_board_layout_marble_radius (&picture.layout, 1);
  for (double a = 0; a < 2 * G_PI; a += 0.01)
    {
      double halo[3], inside[3];

      pixel (&picture, x + (r + 0.05 * picture.layout.cell) * cos (a),
             y + (r + 0.05 * picture.layout.cell) * sin (a), halo);
      pixel (&picture, x + 0.86 * r * cos (a), y + 0.86 * r * sin (a), inside);
      golden += difference (halo, gold, 0) < 5;
      ringed += difference (inside, ring, 0) < 5;
    }
  g_assert_cmpuint (golden, >, 40);
  g_assert_cmpuint (ringed, >, 40);
}

static gboolean
pixels_differ (Picture *a, Picture *b, double x, double y)
{
  double p[3], q[3];

  pixel (a, x, y, p);
  pixel (b, x, y, q);
  return fabs (p[0] - q[0]) + fabs (p[1] - q[1]) + fabs (p[2] - q[2]) > 0.3;
}

/* Selecting B4 marks the pieces that would drop (B4' onto B4, B4'' onto B4'): a ring round
 * each, and a white arrow from each to where it lands. */
static void
test_drops_marked (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''",
                                                 "B3 C3 C2 B4' B3'", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  const char *dropping[] = { "B4'", "B4''" };
  g_auto (Picture) plain = { 0 };
  g_auto (Picture) selected = { 0 };
  double x, y, lx, ly, rgb[3];

  draw (&plain, painter, scene, 400);
  akron_scene_select (scene, akron_test_parse_point (geo, "B4"));
  draw (&selected, painter, scene, 400);

  for (guint t = 0; t < G_N_ELEMENTS (dropping); t++)
    {
      AkronPoint p = akron_test_parse_point (geo, dropping[t]);
      double r = akron_board_layout_marble_radius (&selected.layout, geo->level[p]) + 1;
      guint changed = 0, samples = 0;

      center (&selected, p, &x, &y);
      for (double a = 0; a < 2 * G_PI; a += 0.02, samples++)
        changed += pixels_differ (&plain, &selected, x + r * cos (a), y + r * sin (a));
      g_assert_cmpuint (changed, >, samples / 2);
    }

  /* B4'' (dark) drops onto B4': halfway there, the arrow is white on the dark marble. */
  center (&selected, akron_test_parse_point (geo, "B4''"), &x, &y);
  center (&selected, akron_test_parse_point (geo, "B4'"), &lx, &ly);
  pixel (&plain, (x + lx) / 2, (y + ly) / 2, rgb);
  g_assert_cmpfloat (luminance (rgb), <, 0.3);
  pixel (&selected, (x + lx) / 2, (y + ly) / 2, rgb);
  g_assert_cmpfloat (luminance (rgb), >, 0.8);
}

/* With show-pinned, the pieces that two or more pieces rest on (B3, C2, C3, C4 and D3: the
 * level-1 pieces carry only B4'') get a padlock: the picture changes near each of them,
 * and only there. */
static void
test_pinned_shown (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''",
                                                 "B3 C3 C2 B4' B3'", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  const AkronGeometry *geo = akron_position_get_geometry (&pos);
  const char *names[] = { "B3", "C2", "C3", "C4", "D3" };
  g_auto (Picture) plain = { 0 };
  g_auto (Picture) pinned = { 0 };
  guint near[G_N_ELEMENTS (names)] = { 0 };
  guint n = 0;

  for (AkronPoint p = 0; p < geo->n_points; p++)
    n += akron_position_count_above (&pos, p) >= 2;
  g_assert_cmpuint (n, ==, G_N_ELEMENTS (names));

  draw (&plain, painter, scene, 400);
  akron_scene_set_show_pinned (scene, TRUE);
  draw (&pinned, painter, scene, 400);

  for (int y = 0; y < 400; y++)
    for (int x = 0; x < 400; x++)
      {
        gboolean close = FALSE;

        if (!pixels_differ (&plain, &pinned, x, y))
          continue;
        for (guint t = 0; t < G_N_ELEMENTS (names); t++)
          {
            AkronPoint p = akron_test_parse_point (geo, names[t]);
            double cx, cy;

            g_assert_cmpuint (akron_position_count_above (&pos, p), >=, 2);
            center (&pinned, p, &cx, &cy);
            if (hypot (x - cx, y - cy) < 0.75 * pinned.layout.cell)
              {
                near[t]++;
                close = TRUE;
              }
          }
        g_assert_true (close);
      }
  for (guint t = 0; t < G_N_ELEMENTS (names); t++)
    if (near[t] < 20)
      g_error ("no padlock near %s", names[t]);
}

/* Drawn twice, from the cache the second time: the same pixels. Resized with the stale
 * flag: a scaled copy (FALSE), until the scene changes or the flag is dropped. */
static void
test_cache (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''",
                                                 "B3 C3 C2 B4' B3'", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  g_auto (Picture) first = { 0 };
  g_auto (Picture) second = { 0 };
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t *cr = cairo_create (surface);

  akron_scene_set_show_connections (scene, TRUE);
  draw (&first, painter, scene, 300);
  draw (&second, painter, scene, 300);
  g_assert_cmpmem (cairo_image_surface_get_data (first.surface),
                   cairo_image_surface_get_stride (first.surface) * 300,
                   cairo_image_surface_get_data (second.surface),
                   cairo_image_surface_get_stride (second.surface) * 300);

  g_assert_false (akron_painter_draw (painter, cr, 290, 290, scene, AKRON_PAINTER_ALLOW_STALE));
  g_assert_true (akron_painter_draw (painter, cr, 290, 290, scene, AKRON_PAINTER_DEFAULT));
  g_assert_true (akron_painter_draw (painter, cr, 290, 290, scene, AKRON_PAINTER_ALLOW_STALE));
  akron_scene_set_show_pinned (scene, TRUE);
  g_assert_true (akron_painter_draw (painter, cr, 280, 280, scene, AKRON_PAINTER_ALLOW_STALE));

  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

/* Every style draws, and high contrast draws differently. */
static void
test_styles (void)
{
  AkronPosition pos = akron_test_setup_position (5, "B4 C4 D4 D3 B2 D2 C4' C3' B4''",
                                                 "B3 C3 C2 B4' B3'", AKRON_VERT);
  g_autoptr(AkronScene) scene = akron_scene_new_for_position (&pos);
  g_autoptr(AkronPainter) painter = akron_painter_new ();
  g_auto (Picture) normal = { 0 };
  g_auto (Picture) contrast = { 0 };

  akron_scene_select (scene, akron_test_parse_point (akron_position_get_geometry (&pos), "B4"));
  g_assert_cmpuint (akron_scene_get_selected (scene), !=, AKRON_NO_POINT);
  draw (&normal, painter, scene, 300);
  akron_painter_set_high_contrast (painter, TRUE);
  draw (&contrast, painter, scene, 300);
  g_assert_true (memcmp (cairo_image_surface_get_data (normal.surface),
                         cairo_image_surface_get_data (contrast.surface),
                         cairo_image_surface_get_stride (normal.surface) * 300) != 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/painter/ciede2000", test_ciede2000);
  g_test_add_func ("/painter/ring-and-chain-colours", test_ring_and_chain_colours);
  g_test_add_func ("/painter/ring-colours-differ", test_ring_colours_differ);
  g_test_add_func ("/painter/cut-mark-over-crossing", test_cut_mark_over_crossing);
  g_test_add_func ("/painter/covered-mark-clear-of-numbers", test_covered_mark_clear_of_numbers);
  g_test_add_func ("/painter/ghost-over-both-colours", test_ghost_over_both_colours);
  g_test_add_func ("/painter/no-lattice", test_no_lattice);
  g_test_add_func ("/painter/pending-chain-drawn", test_pending_chain_drawn);
  g_test_add_func ("/painter/drops-marked", test_drops_marked);
  g_test_add_func ("/painter/pinned-shown", test_pinned_shown);
  g_test_add_func ("/painter/cache", test_cache);
  g_test_add_func ("/painter/styles", test_styles);

  return g_test_run ();
}
