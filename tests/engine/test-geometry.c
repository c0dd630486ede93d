/* test-geometry.c: point tables of RULES.md sections 1-3
 *
 * Every table is checked against a computation from the definitions: supports from the
 * four points of section 1, crossings by looking down on a doubled grid for links that pass
 * over the midpoint (section 3), and a few entries against the section 3 formulas in full.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"

static const guint sizes[] = { 3, 4, 5, 8, 16 };

static void
test_indexing (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      guint n = sizes[s];
      const AkronGeometry *geo = akron_geometry_get (n);
      guint expected = 0;

      g_assert_nonnull (geo);
      g_assert_true (akron_geometry_get (n) == geo);
      g_assert_cmpuint (geo->size, ==, n);
      g_assert_cmpuint (geo->n_holes, ==, n * n);
      for (guint k = 0; k < n; k++)
        {
          g_assert_cmpuint (geo->level_offset[k], ==, expected);
          for (guint j = 0; j < n - k; j++)
            for (guint i = 0; i < n - k; i++)
              {
                AkronPoint p = akron_geometry_point (geo, k, i, j);

                g_assert_cmpuint (p, ==, expected + j * (n - k) + i);
                g_assert_cmpuint (geo->level[p], ==, k);
                g_assert_cmpuint (geo->col[p], ==, i);
                g_assert_cmpuint (geo->row[p], ==, j);
                g_assert_true (akron_geometry_point_valid (geo, k, i, j));
              }
          expected += (n - k) * (n - k);
        }
      g_assert_cmpuint (geo->n_points, ==, expected);
      g_assert_cmpuint (geo->level_offset[n], ==, expected);
      /* sum of k*k for k = 1..n */
      g_assert_cmpuint (geo->n_points, ==, n * (n + 1) * (2 * n + 1) / 6);

      g_assert_false (akron_geometry_point_valid (geo, -1, 0, 0));
      g_assert_false (akron_geometry_point_valid (geo, n, 0, 0));
      g_assert_false (akron_geometry_point_valid (geo, 0, n, 0));
      g_assert_false (akron_geometry_point_valid (geo, 0, 0, n));
      g_assert_false (akron_geometry_point_valid (geo, 1, n - 1, 0));
      g_assert_false (akron_geometry_point_valid (geo, 1, 0, n - 1));
      g_assert_false (akron_geometry_point_valid (geo, 0, -1, 0));
      g_assert_false (akron_geometry_point_valid (geo, 0, 0, -1));
      g_assert_true (akron_geometry_point_valid (geo, n - 1, 0, 0));
      g_assert_false (akron_geometry_point_valid (geo, n - 1, 1, 0));
    }
  g_assert_cmpuint (akron_geometry_get (16)->n_points, ==, AKRON_MAX_POINTS);
}

static gboolean
set_contains (const AkronPoint *set, guint n, AkronPoint p)
{
  for (guint k = 0; k < n; k++)
    if (set[k] == p)
      return TRUE;
  return FALSE;
}

/* @table (4 entries, AKRON_NO_POINT for none) holds exactly the @n points of @expected. */
static void
assert_same_set (const AkronPoint *table, const AkronPoint *expected, guint n)
{
  guint present = 0;

  for (guint k = 0; k < 4; k++)
    if (table[k] != AKRON_NO_POINT)
      {
        g_assert_true (set_contains (expected, n, table[k]));
        g_assert_false (set_contains (table, k, table[k])); /* no duplicates */
        present++;
      }
  g_assert_cmpuint (present, ==, n);
}

static void
test_supports_above (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      const AkronGeometry *geo = akron_geometry_get (sizes[s]);
      int n = sizes[s];

      for (AkronPoint p = 0; p < geo->n_points; p++)
        {
          int k = geo->level[p], i = geo->col[p], j = geo->row[p];
          AkronPoint expected[4];
          guint n_expected = 0;

          /* RULES.md 1: (k-1, i, j), (k-1, i+1, j), (k-1, i, j+1), (k-1, i+1, j+1) */
          if (k > 0)
            for (int dj = 0; dj <= 1; dj++)
              for (int di = 0; di <= 1; di++)
                expected[n_expected++] = akron_geometry_point (geo, k - 1, i + di, j + dj);
          assert_same_set (geo->support[p], expected, n_expected);

          /* The points that have @p among their supports. */
          n_expected = 0;
          for (int dj = -1; dj <= 0; dj++)
            for (int di = -1; di <= 0; di++)
              if (k + 1 < n && i + di >= 0 && j + dj >= 0 && i + di < n - k - 1
                  && j + dj < n - k - 1)
                expected[n_expected++] = akron_geometry_point (geo, k + 1, i + di, j + dj);
          assert_same_set (geo->above[p], expected, n_expected);

          /* Column: (k+2, i-1, j-1) directly above, same doubled position. */
          if (k + 2 < n && i >= 1 && j >= 1 && i - 1 < n - k - 2 && j - 1 < n - k - 2)
            {
              AkronPoint up = geo->column_up[p];

              g_assert_cmpuint (up, ==, akron_geometry_point (geo, k + 2, i - 1, j - 1));
              g_assert_cmpint (2 * geo->col[up] + geo->level[up], ==, 2 * i + k);
              g_assert_cmpint (2 * geo->row[up] + geo->level[up], ==, 2 * j + k);
            }
          else
            g_assert_cmpuint (geo->column_up[p], ==, AKRON_NO_POINT);
        }
    }
}

static void
test_neighbours_sides (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      const AkronGeometry *geo = akron_geometry_get (sizes[s]);
      int n = sizes[s];

      for (AkronPoint p = 0; p < geo->n_points; p++)
        {
          int k = geo->level[p], i = geo->col[p], j = geo->row[p];
          int w = n - k;
          guint8 mask = 0;

          /* Rows count from the top: south is j + 1. */
          g_assert_cmpuint (geo->neighbour[p][AKRON_EAST], ==,
                            i + 1 < w ? akron_geometry_point (geo, k, i + 1, j) : AKRON_NO_POINT);
          g_assert_cmpuint (geo->neighbour[p][AKRON_WEST], ==,
                            i > 0 ? akron_geometry_point (geo, k, i - 1, j) : AKRON_NO_POINT);
          g_assert_cmpuint (geo->neighbour[p][AKRON_SOUTH], ==,
                            j + 1 < w ? akron_geometry_point (geo, k, i, j + 1) : AKRON_NO_POINT);
          g_assert_cmpuint (geo->neighbour[p][AKRON_NORTH], ==,
                            j > 0 ? akron_geometry_point (geo, k, i, j - 1) : AKRON_NO_POINT);

          /* RULES.md 2: sides are holes of level 0 only; corners belong to both. */
          if (k == 0)
            {
              if (j == 0)
                mask |= 1 << (AKRON_VERT * 2 + 0);
              if (j == n - 1)
                mask |= 1 << (AKRON_VERT * 2 + 1);
              if (i == 0)
                mask |= 1 << (AKRON_HORZ * 2 + 0);
              if (i == n - 1)
                mask |= 1 << (AKRON_HORZ * 2 + 1);
            }
          g_assert_cmpuint (geo->side_mask[p], ==, mask);
        }

      for (guint c = 0; c < 2; c++)
        for (guint end = 0; end < 2; end++)
          {
            AkronPoint expected[AKRON_MAX_SIZE];

            for (int t = 0; t < n; t++)
              expected[t] = c == AKRON_VERT
                              ? akron_geometry_point (geo, 0, t, end ? n - 1 : 0)
                              : akron_geometry_point (geo, 0, end ? n - 1 : 0, t);
            for (int t = 0; t < n; t++)
              {
                g_assert_true (set_contains (expected, n, geo->side[c][end][t]));
                g_assert_false (set_contains (geo->side[c][end], t, geo->side[c][end][t]));
              }
          }
    }
}

/* The pairs of points on higher levels whose link passes over the midpoint of the link
 * from @p in direction @dir, found by looking down on the doubled grid. */
static guint
brute_crossings (const AkronGeometry *geo, AkronPoint p, guint dir, AkronPointPair *out)
{
  int n = geo->size, k = geo->level[p];
  int mx = 2 * geo->col[p] + k + (dir == 0 ? 1 : 0);
  int my = 2 * geo->row[p] + k + (dir == 1 ? 1 : 0);
  guint count = 0;

  for (int l = k + 1; l < n; l++)
    for (int j = 0; j < n - l; j++)
      for (int i = 0; i < n - l; i++)
        {
          int x = 2 * i + l, y = 2 * j + l;

          if (i + 1 < n - l && y == my && x < mx && mx < x + 2)
            {
              out[count].a = akron_geometry_point (geo, l, i, j);
              out[count++].b = akron_geometry_point (geo, l, i + 1, j);
            }
          if (j + 1 < n - l && x == mx && y < my && my < y + 2)
            {
              out[count].a = akron_geometry_point (geo, l, i, j);
              out[count++].b = akron_geometry_point (geo, l, i, j + 1);
            }
        }
  return count;
}

static gboolean
same_pair (const AkronPointPair *x, const AkronPointPair *y)
{
  return (x->a == y->a && x->b == y->b) || (x->a == y->b && x->b == y->a);
}

static void
test_crossings_brute (void)
{
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      const AkronGeometry *geo = akron_geometry_get (sizes[s]);

      for (AkronPoint p = 0; p < geo->n_points; p++)
        for (guint dir = 0; dir < 2; dir++)
          {
            AkronPointPair expected[AKRON_MAX_SIZE];
            guint n_expected = brute_crossings (geo, p, dir, expected);
            guint n_pairs;
            const AkronPointPair *pairs = akron_geometry_crossings (geo, p, dir, &n_pairs);
            gboolean has_link = geo->neighbour[p][dir == 0 ? AKRON_EAST : AKRON_SOUTH]
                                != AKRON_NO_POINT;

            if (!has_link)
              {
                g_assert_cmpuint (n_pairs, ==, 0);
                continue;
              }
            g_assert_cmpuint (n_pairs, ==, n_expected);
            /* One pair per level, lowest level first. */
            for (guint t = 0; t < n_pairs; t++)
              {
                g_assert_true (same_pair (&pairs[t], &expected[t]));
                if (t > 0)
                  g_assert_cmpuint (geo->level[pairs[t].a], >, geo->level[pairs[t - 1].a]);
              }
          }
    }
}

static void
assert_crossings (guint size, const char *link_from, guint dir, const char *expected)
{
  const AkronGeometry *geo = akron_geometry_get (size);
  AkronPoint p = akron_test_point (geo, link_from);
  g_autoptr (GString) actual = g_string_new (NULL);
  guint n_pairs;
  const AkronPointPair *pairs = akron_geometry_crossings (geo, p, dir, &n_pairs);

  for (guint t = 0; t < n_pairs; t++)
    {
      char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];
      AkronPoint first = pairs[t].a < pairs[t].b ? pairs[t].a : pairs[t].b;
      AkronPoint second = pairs[t].a < pairs[t].b ? pairs[t].b : pairs[t].a;

      g_string_append_printf (actual, "%s%s+%s", t ? " " : "",
                              akron_point_to_text (geo, first, a),
                              akron_point_to_text (geo, second, b));
    }
  g_assert_cmpstr (actual->str, ==, expected);
}

/* The section 3 formulas worked out by hand, pairs written lower index first. */
static void
test_crossings_formulas (void)
{
  /* 8x8, level-0 link D4-E4 (i=3, j=4): m=1 D5' D4' (example 3 shape), m=2 C5'' D5''
   * (both ends covered), m=3 (3, 2, 2) (3, 2, 3) = C6''' C5''', m=4 (4,1,2) (4,2,2). */
  assert_crossings (8, "D4", 0,
                    "D5'+D4' C5''+D5'' C6'''+C5''' B6''''+C6'''' B7'''''+B6''''' "
                    "A7''''''+B7''''''");
  /* Example 3: C4-D4 is crossed by C5' and C4'. */
  assert_crossings (8, "C4", 0,
                    "C5'+C4' B5''+C5'' B6'''+B5''' A6''''+B6'''' A7'''''+A6'''''");
  /* 8x8, vertical link D4-D3 (i=3, j=4 to j=5): m=1 C4' D4', m=2 C5'' C4'',
   * m=3 B5''' C5''' ... up to m=5; (6, 0, 1)-(6, 0, 2) is off the board. */
  assert_crossings (8, "D4", 1,
                    "C4'+D4' C5''+C4'' B5'''+C5''' B6''''+B5'''' A6'''''+B6'''''");
  /* Level 1 link D4'-E4': m=1 D5'' D4'', m=2 C5''' D5''', m=3 C6'''' C5''''. */
  assert_crossings (8, "D4'", 0,
                    "D5''+D4'' C5'''+D5''' C6''''+C5'''' B6'''''+C6'''''");
  /* Edge links: nothing passes over the top or bottom row. */
  assert_crossings (8, "A8", 0, "");
  assert_crossings (8, "A1", 0, "");
  /* 3x3: the top link A3'-B3' on level 1 has nothing above it on a 3-level pyramid. */
  assert_crossings (3, "A3'", 0, "");
  assert_crossings (3, "A2", 0, "A3'+A2'");
  assert_crossings (3, "B3", 1, "A3'+B3'");
  /* 16x16: link H8-I8 (i=7, j=8) is crossed on 14 levels, H8-H7 on 14 too. */
  assert_crossings (16, "H8", 0,
                    "H9'+H8' G9''+H9'' G10'''+G9''' F10''''+G10'''' F11'''''+F10''''' "
                    "E11''''''+F11'''''' E12'''''''+E11''''''' D12''''''''+E12'''''''' "
                    "D13'''''''''+D12''''''''' C13''''''''''+D13'''''''''' "
                    "C14'''''''''''+C13''''''''''' B14''''''''''''+C14'''''''''''' "
                    "B15'''''''''''''+B14''''''''''''' A15''''''''''''''+B15''''''''''''''");
  assert_crossings (16, "H8", 1,
                    "G8'+H8' G9''+G8'' F9'''+G9''' F10''''+F9'''' E10'''''+F10''''' "
                    "E11''''''+E10'''''' D11'''''''+E11''''''' D12''''''''+D11'''''''' "
                    "C12'''''''''+D12''''''''' C13''''''''''+C12'''''''''' "
                    "B13'''''''''''+C13''''''''''' B14''''''''''''+B13'''''''''''' "
                    "A14'''''''''''''+B14'''''''''''''");
  assert_crossings (16, "B2", 0, "B3'+B2' A3''+B3''");
  assert_crossings (16, "P16", 1, "");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/geometry/indexing", test_indexing);
  g_test_add_func ("/geometry/supports-above-column", test_supports_above);
  g_test_add_func ("/geometry/neighbours-sides", test_neighbours_sides);
  g_test_add_func ("/geometry/crossings-brute-force", test_crossings_brute);
  g_test_add_func ("/geometry/crossings-formulas", test_crossings_formulas);

  return g_test_run ();
}
