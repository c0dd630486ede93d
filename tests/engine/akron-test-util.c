/* akron-test-util.c: helpers shared by the engine tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"
#include "akron-random.h"

#include <string.h>

AkronPoint
akron_test_point (const AkronGeometry *geo, const char *text)
{
  g_autoptr (GError) error = NULL;
  AkronPoint p = AKRON_NO_POINT;

  if (!akron_point_parse (geo, text, &p, &error))
    g_error ("test setup: point '%s' does not parse: %s", text, error->message);
  return p;
}

void
akron_test_setup (AkronPosition *pos, guint size, guint pieces,
                  const char *vert, const char *horz)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) points = g_array_new (FALSE, FALSE, sizeof (AkronPoint));
  g_autoptr (GArray) colours = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *lists[2] = { vert, horz };
  const AkronGeometry *geo;

  if (!akron_position_init (pos, size, pieces, FALSE, &error))
    g_error ("test setup: %s", error->message);
  geo = akron_position_get_geometry (pos);

  /* Collect both lists, then place level by level so that supports come first. */
  for (guint c = 0; c < 2; c++)
    {
      g_auto (GStrv) words = g_strsplit (lists[c] ? lists[c] : "", " ", -1);

      for (guint w = 0; words[w]; w++)
        {
          AkronPoint p;
          guint colour = c;

          if (!*words[w])
            continue;
          p = akron_test_point (geo, words[w]);
          g_array_append_val (points, p);
          g_array_append_val (colours, colour);
        }
    }

  for (guint level = 0; level < size; level++)
    for (guint k = 0; k < points->len; k++)
      {
        AkronPoint p = g_array_index (points, AkronPoint, k);

        if (akron_ref_geometry (geo)->level[p] != level)
          continue;
        if (!akron_position_place (pos, p, g_array_index (colours, guint, k), &error))
          {
            char buf[AKRON_MOVE_TEXT_MAX];
            g_error ("test setup: cannot place %s: %s", akron_point_to_text (geo, p, buf),
                     error->message);
          }
      }

  akron_position_set_to_move (pos, AKRON_VERT);
  akron_position_set_swap_available (pos, FALSE);
}

static void
place_filled (AkronPosition *pos, AkronPoint p, AkronColour colour, AkronColour fill)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr (GError) error = NULL;

  if (geo->level[p] > 0)
    for (guint s = 0; s < 4; s++)
      {
        AkronPoint support = geo->support[p][s];

        if (akron_position_get_cell (pos, support) == AKRON_CELL_EMPTY)
          place_filled (pos, support, fill, fill);
      }
  if (!akron_position_place (pos, p, colour, &error))
    g_error ("test setup: %s", error->message);
}

void
akron_test_place_filled (AkronPosition *pos, const char *text, AkronColour colour,
                         AkronColour fill)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  place_filled (pos, akron_test_point (geo, text), colour, fill);
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

static char *
join_sorted (GPtrArray *words)
{
  g_ptr_array_sort (words, compare_strings);
  g_ptr_array_add (words, NULL);
  return g_strjoinv (" ", (char **) words->pdata);
}

char *
akron_test_sorted (const char *text)
{
  g_auto (GStrv) split = g_strsplit_set (text, " \n", -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new ();

  for (guint w = 0; split[w]; w++)
    if (*split[w])
      g_ptr_array_add (words, split[w]);
  return join_sorted (words);
}

char *
akron_test_moves (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  AkronMoveList list;
  char *text;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint m = 0; m < list.len; m++)
    g_ptr_array_add (words, akron_move_to_string (geo, &list.moves[m]));
  akron_move_list_clear (&list);

  text = join_sorted (words);
  return text;
}

char *
akron_test_empty_holes (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (AkronPoint p = 0; p < geo->size * geo->size; p++)
    if (akron_position_get_cell (pos, p) == AKRON_CELL_EMPTY)
      {
        char buf[AKRON_MOVE_TEXT_MAX];
        g_ptr_array_add (words, g_strdup (akron_point_to_text (geo, p, buf)));
      }
  return join_sorted (words);
}

char *
akron_test_destinations (const AkronPosition *pos, const char *from)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPoint dests[AKRON_MAX_POINTS];
  guint n = akron_position_destinations (pos, akron_test_point (geo, from), dests);

  return akron_test_points_text (geo, dests, n);
}

char *
akron_test_points_text (const AkronGeometry *geo, const AkronPoint *points, guint n)
{
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (guint k = 0; k < n; k++)
    {
      char buf[AKRON_MOVE_TEXT_MAX];
      g_ptr_array_add (words, g_strdup (akron_point_to_text (geo, points[k], buf)));
    }
  return join_sorted (words);
}

static char *
link_token (const char *colour, const char *a, const char *b, gboolean cut)
{
  if (strcmp (a, b) > 0)
    {
      const char *t = a;
      a = b;
      b = t;
    }
  return g_strdup_printf ("%s:%s-%s%s", colour, a, b, cut ? ":cut" : "");
}

char *
akron_test_links (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autofree AkronLink *links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  guint n = akron_position_links (pos, links, 4 * AKRON_MAX_POINTS);

  for (guint k = 0; k < n; k++)
    {
      char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];

      akron_point_to_text (geo, links[k].a, a);
      akron_point_to_text (geo, links[k].b, b);
      g_ptr_array_add (words, link_token (links[k].colour == AKRON_VERT ? "V" : "H",
                                          a, b, links[k].cut));
    }
  return join_sorted (words);
}

char *
akron_test_normalize_links (const char *text)
{
  g_auto (GStrv) split = g_strsplit_set (text, " \n", -1);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  for (guint w = 0; split[w]; w++)
    {
      g_auto (GStrv) parts = NULL;
      g_auto (GStrv) ends = NULL;

      if (!*split[w])
        continue;
      parts = g_strsplit (split[w], ":", 3);
      g_assert_nonnull (parts[1]);
      ends = g_strsplit (parts[1], "-", 2);
      g_assert_nonnull (ends[1]);
      g_ptr_array_add (words, link_token (parts[0], ends[0], ends[1],
                                          parts[2] && strcmp (parts[2], "cut") == 0));
    }
  return join_sorted (words);
}

int
akron_test_link_state (const AkronPosition *pos, const char *a, const char *b)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autofree AkronLink *links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
  guint n = akron_position_links (pos, links, 4 * AKRON_MAX_POINTS);
  AkronPoint pa = akron_test_point (geo, a);
  AkronPoint pb = akron_test_point (geo, b);
  int state = -1;

  for (guint k = 0; k < n; k++)
    if ((links[k].a == pa && links[k].b == pb) || (links[k].a == pb && links[k].b == pa))
      {
        g_assert_cmpint (state, ==, -1); /* each link listed once */
        state = links[k].cut ? 1 : 0;
      }
  return state;
}

/* The reference implementation. It knows only the index layout of the contract
 * (akron_geometry_point) and works everything else out from RULES.md. */

static AkronRefGeometry *ref_geometries[AKRON_MAX_SIZE + 1];

const AkronRefGeometry *
akron_ref_geometry (const AkronGeometry *geo)
{
  AkronRefGeometry *rg = ref_geometries[geo->size];

  if (rg)
    return rg;
  rg = g_new0 (AkronRefGeometry, 1);
  rg->size = geo->size;
  for (guint k = 0; k < geo->size; k++)
    for (guint j = 0; j < geo->size - k; j++)
      for (guint i = 0; i < geo->size - k; i++)
        {
          AkronPoint p = akron_geometry_point (geo, k, i, j);

          g_assert_cmpuint (p, <, AKRON_MAX_POINTS);
          rg->level[p] = k;
          rg->col[p] = i;
          rg->row[p] = j;
          rg->n_points++;
        }
  ref_geometries[geo->size] = rg;
  return rg;
}

static AkronPoint
ref_point (const AkronRefGeometry *rg, int k, int i, int j)
{
  int width = (int) rg->size - k;

  if (k < 0 || k >= (int) rg->size || i < 0 || j < 0 || i >= width || j >= width)
    return AKRON_NO_POINT;
  /* Same layout as akron_geometry_point(): levels in order, each row by row. */
  {
    guint offset = 0;
    for (int l = 0; l < k; l++)
      offset += (rg->size - l) * (rg->size - l);
    return (AkronPoint) (offset + j * width + i);
  }
}

static gboolean
ref_rests_on (const AkronRefGeometry *rg, AkronPoint upper, AkronPoint lower)
{
  int di = rg->col[upper] - rg->col[lower];
  int dj = rg->row[upper] - rg->row[lower];

  return rg->level[upper] == rg->level[lower] + 1 && (di == 0 || di == -1)
         && (dj == 0 || dj == -1);
}

gboolean
akron_ref_touch (const AkronRefGeometry *rg, AkronPoint a, AkronPoint b)
{
  if (rg->level[a] == rg->level[b])
    return abs (rg->col[a] - rg->col[b]) + abs (rg->row[a] - rg->row[b]) == 1;
  return ref_rests_on (rg, a, b) || ref_rests_on (rg, b, a);
}

gboolean
akron_ref_is_covered (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint p)
{
  int k = rg->level[p], i = rg->col[p], j = rg->row[p];

  if (cell[p] == AKRON_CELL_EMPTY)
    return FALSE;
  for (int m = 1; ; m++)
    {
      AkronPoint q = ref_point (rg, k + 2 * m, i - m, j - m);

      if (q == AKRON_NO_POINT)
        return FALSE;
      if (cell[q] != AKRON_CELL_EMPTY && cell[q] != cell[p])
        return TRUE;
    }
}

/* Whether an opponent link on a higher level passes over the doubled point (mx, my).
 * Level l points lie at (2i + l, 2j + l); a link of two of them passes over (mx, my)
 * when that point is strictly inside the segment, i.e. it is the link's midpoint. */
static gboolean
ref_crossed (const AkronRefGeometry *rg, const guint8 *cell, guint8 owner, int level,
             int mx, int my)
{
  for (int l = level + 1; l < (int) rg->size; l++)
    {
      /* west-east link with midpoint (mx, my) */
      if ((mx - l - 1) % 2 == 0 && (my - l) % 2 == 0)
        {
          AkronPoint a = ref_point (rg, l, (mx - l - 1) / 2, (my - l) / 2);
          AkronPoint b = ref_point (rg, l, (mx - l - 1) / 2 + 1, (my - l) / 2);

          if (mx - l - 1 >= 0 && my - l >= 0 && a != AKRON_NO_POINT && b != AKRON_NO_POINT
              && cell[a] != AKRON_CELL_EMPTY && cell[a] != owner && cell[b] == cell[a])
            return TRUE;
        }
      /* north-south link with midpoint (mx, my) */
      if ((mx - l) % 2 == 0 && (my - l - 1) % 2 == 0)
        {
          AkronPoint a = ref_point (rg, l, (mx - l) / 2, (my - l - 1) / 2);
          AkronPoint b = ref_point (rg, l, (mx - l) / 2, (my - l - 1) / 2 + 1);

          if (mx - l >= 0 && my - l - 1 >= 0 && a != AKRON_NO_POINT && b != AKRON_NO_POINT
              && cell[a] != AKRON_CELL_EMPTY && cell[a] != owner && cell[b] == cell[a])
            return TRUE;
        }
    }
  return FALSE;
}

/* The points that can touch @p: same-level neighbours, supports, points resting on it. */
static guint
ref_touch_candidates (const AkronRefGeometry *rg, AkronPoint p, AkronPoint *out)
{
  static const int steps[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  int k = rg->level[p], i = rg->col[p], j = rg->row[p];
  guint n = 0;

  for (guint s = 0; s < 4; s++)
    {
      AkronPoint q = ref_point (rg, k, i + steps[s][0], j + steps[s][1]);
      if (q != AKRON_NO_POINT)
        out[n++] = q;
    }
  for (int di = -1; di <= 1; di++)
    for (int dj = -1; dj <= 1; dj++)
      {
        AkronPoint q = AKRON_NO_POINT;

        if (di >= 0 && dj >= 0)
          {
            q = ref_point (rg, k - 1, i + di, j + dj);
            if (q != AKRON_NO_POINT)
              out[n++] = q;
          }
        if (di <= 0 && dj <= 0)
          {
            q = ref_point (rg, k + 1, i + di, j + dj);
            if (q != AKRON_NO_POINT)
              out[n++] = q;
          }
      }
  for (guint t = 0; t < n; t++)
    g_assert_true (akron_ref_touch (rg, p, out[t]));
  return n;
}

gboolean
akron_ref_link_cut (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint a,
                    AkronPoint b)
{
  if (akron_ref_is_covered (rg, cell, a) || akron_ref_is_covered (rg, cell, b))
    return TRUE;
  if (rg->level[a] != rg->level[b])
    return FALSE;
  {
    int k = rg->level[a];
    int mx = (2 * rg->col[a] + k + 2 * rg->col[b] + k) / 2;
    int my = (2 * rg->row[a] + k + 2 * rg->row[b] + k) / 2;
    return ref_crossed (rg, cell, cell[a], k, mx, my);
  }
}

/* The pieces of @from's colour connected to @from through uncut links, not passing
 * through the points flagged in @excluded. */
static void
ref_component (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint from,
               const gboolean *excluded, gboolean *in)
{
  g_autoptr (GArray) queue = g_array_new (FALSE, FALSE, sizeof (AkronPoint));

  memset (in, 0, sizeof (gboolean) * AKRON_MAX_POINTS);
  in[from] = TRUE;
  g_array_append_val (queue, from);
  for (guint head = 0; head < queue->len; head++)
    {
      AkronPoint p = g_array_index (queue, AkronPoint, head);

      AkronPoint near[12];
      guint n_near = ref_touch_candidates (rg, p, near);

      for (guint t = 0; t < n_near; t++)
        {
          AkronPoint q = near[t];

          if (!in[q] && !(excluded && excluded[q]) && cell[q] == cell[from]
              && !akron_ref_link_cut (rg, cell, p, q))
            {
              in[q] = TRUE;
              g_array_append_val (queue, q);
            }
        }
    }
}

static gboolean
ref_on_side (const AkronRefGeometry *rg, AkronPoint p, AkronColour colour, guint end)
{
  guint edge = end ? rg->size - 1 : 0;

  if (rg->level[p] != 0)
    return FALSE;
  return colour == AKRON_VERT ? rg->row[p] == edge : rg->col[p] == edge;
}

gboolean
akron_ref_connected (const AkronRefGeometry *rg, const guint8 *cell, AkronColour colour)
{
  gboolean in[AKRON_MAX_POINTS];

  for (AkronPoint p = 0; p < rg->n_points; p++)
    {
      if (cell[p] != AKRON_CELL_OF (colour) || !ref_on_side (rg, p, colour, 0)
          || akron_ref_is_covered (rg, cell, p))
        continue;
      ref_component (rg, cell, p, NULL, in);
      for (AkronPoint q = 0; q < rg->n_points; q++)
        if (in[q] && ref_on_side (rg, q, colour, 1))
          return TRUE;
    }
  return FALSE;
}

static guint
ref_count_above (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint p, AkronPoint *one)
{
  guint n = 0;

  for (int di = -1; di <= 0; di++)
    for (int dj = -1; dj <= 0; dj++)
      {
        AkronPoint q = ref_point (rg, rg->level[p] + 1, rg->col[p] + di, rg->row[p] + dj);

        if (q != AKRON_NO_POINT && cell[q] != AKRON_CELL_EMPTY)
          {
            n++;
            *one = q;
          }
      }
  return n;
}

int
akron_ref_cascade (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint from,
                   AkronPoint *chain)
{
  AkronPoint above = AKRON_NO_POINT;
  int q = 0;

  if (cell[from] == AKRON_CELL_EMPTY || ref_count_above (rg, cell, from, &above) >= 2)
    return -1;
  chain[0] = from;
  while (ref_count_above (rg, cell, chain[q], &above) == 1)
    chain[++q] = above;
  /* RULES.md 4.2: on a square pyramid no piece of a cascade supports two pieces. */
  g_assert_cmpuint (ref_count_above (rg, cell, chain[q], &above), ==, 0);
  return q;
}

static gboolean
ref_supported_apart (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint d,
                     const gboolean *in_chain)
{
  int k = rg->level[d];

  if (k == 0)
    return TRUE;
  for (int di = 0; di <= 1; di++)
    for (int dj = 0; dj <= 1; dj++)
      {
        AkronPoint s = ref_point (rg, k - 1, rg->col[d] + di, rg->row[d] + dj);

        if (cell[s] == AKRON_CELL_EMPTY || in_chain[s])
          return FALSE;
      }
  return TRUE;
}

static void
ref_add_text (GPtrArray *words, const AkronGeometry *geo, AkronMove move)
{
  g_ptr_array_add (words, akron_move_to_string (geo, &move));
}

char *
akron_ref_moves (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  const AkronRefGeometry *rg = akron_ref_geometry (geo);
  AkronColour mover = akron_position_get_to_move (pos);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  guint8 cell[AKRON_MAX_POINTS];

  for (AkronPoint p = 0; p < rg->n_points; p++)
    cell[p] = akron_position_get_cell (pos, p);

  if (akron_position_get_pile (pos, mover) > 0)
    for (AkronPoint p = 0; p < rg->n_points; p++)
      if (rg->level[p] == 0 && cell[p] == AKRON_CELL_EMPTY)
        ref_add_text (words, geo, akron_move_add (p));

  for (AkronPoint s = 0; s < rg->n_points; s++)
    {
      AkronPoint chain[AKRON_MAX_SIZE + 1];
      gboolean in_chain[AKRON_MAX_POINTS] = { FALSE, };
      gboolean in_c[AKRON_MAX_POINTS];
      int q;

      if (cell[s] != AKRON_CELL_OF (mover))
        continue;
      q = akron_ref_cascade (rg, cell, s, chain);
      if (q < 0)
        continue;
      for (int t = 0; t <= q; t++)
        in_chain[chain[t]] = TRUE;
      /* C: cuts with every piece in place, dropping pieces removed as carriers. */
      {
        gboolean dropping[AKRON_MAX_POINTS] = { FALSE, };
        for (int t = 1; t <= q; t++)
          dropping[chain[t]] = TRUE;
        ref_component (rg, cell, s, dropping, in_c);
      }
      in_c[s] = FALSE;

      for (AkronPoint d = 0; d < rg->n_points; d++)
        {
          gboolean touches = FALSE;

          if (cell[d] != AKRON_CELL_EMPTY || !ref_supported_apart (rg, cell, d, in_chain))
            continue;
          AkronPoint near[12];
          guint n_near = ref_touch_candidates (rg, d, near);

          for (guint t = 0; t < n_near; t++)
            if (in_c[near[t]])
              touches = TRUE;
          if (touches)
            ref_add_text (words, geo, akron_move_step (s, d));
        }
    }

  if (akron_position_get_swap_available (pos))
    ref_add_text (words, geo, akron_move_special (AKRON_MOVE_SWAP));

  return join_sorted (words);
}

void
akron_ref_lift (const AkronRefGeometry *rg, guint8 *cell, AkronPoint from)
{
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  int q = akron_ref_cascade (rg, cell, from, chain);

  g_assert_cmpint (q, >=, 0);
  for (int t = 1; t <= q; t++)
    cell[chain[t - 1]] = cell[chain[t]];
  cell[chain[q]] = AKRON_CELL_EMPTY;
}

void
akron_test_rand_init (AkronTestRand *rand, guint64 seed)
{
  rand->state = seed;
}

guint
akron_test_rand_below (AkronTestRand *rand, guint bound)
{
  return akron_random_below (&rand->state, bound);
}
