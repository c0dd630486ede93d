/* test-properties.c: invariants over thousands of random games with fixed seeds
 *
 * After every move of every game: the position is legal (supports, piece counts), its hash
 * matches the same position built from scratch, legal-move generation agrees with
 * check_move, count_moves, destinations and the reference implementation of RULES.md in
 * akron-test-util.c, links, covers, cascades and connections agree with the reference, and
 * apply/unapply round-trips exactly. The position's incremental bit planes always equal
 * planes built from its cells, and the engine's analysis (cuts, links, groups) agrees with
 * the reference. AkronGame results follow RULES.md section 5 and undo all then redo all
 * reproduces every position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"
#include "akron-position-private.h"
#include "akron-record.h"

#include <string.h>

typedef struct
{
  guint size;
  guint pieces;
  gboolean swap;
  gboolean no_delay;
  guint games;
  guint max_plies;
  guint64 seed;
} Variant;

static const Variant variants[] = {
  { 3, 3, TRUE, FALSE, 1500, 60, 1 },
  { 3, 9, FALSE, TRUE, 800, 60, 2 },
  { 4, 4, TRUE, TRUE, 800, 80, 3 },
  { 4, 8, FALSE, FALSE, 600, 80, 4 },
  { 5, 5, TRUE, FALSE, 300, 90, 5 },
  { 5, 12, FALSE, TRUE, 200, 90, 6 },
  { 8, 8, TRUE, FALSE, 150, 120, 7 },
  { 8, 32, TRUE, TRUE, 150, 140, 8 },
  { 8, 12, FALSE, TRUE, 100, 120, 11 },
  { 16, 16, TRUE, FALSE, 3, 80, 9 },
  { 16, 0, FALSE, FALSE, 2, 120, 10 },
};

static guint
variant_pieces (const Variant *v)
{
  return v->pieces ? v->pieces : v->size * v->size / 2;
}

/* The bit planes that move generation and connections read (kept up to date move by move,
 * drops and cascades included) against planes built from the cells. */
static void
check_planes (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPlane expected[2][AKRON_MAX_SIZE];

  memset (expected, 0, sizeof expected);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      AkronCell cell = akron_position_get_cell (pos, p);

      if (cell != AKRON_CELL_EMPTY)
        akron_plane_flip (&expected[cell - 1][geo->level[p]], geo->row[p] * geo->size + geo->col[p]);
    }
  for (guint c = 0; c < 2; c++)
    for (guint k = 0; k < AKRON_MAX_SIZE; k++)
      for (guint w = 0; w < AKRON_PLANE_WORDS; w++)
        g_assert_cmpuint (pos->pieces[c][k].w[w], ==, expected[c][k].w[w]);
}

static void
check_legal_shape (const AkronPosition *pos, guint pieces)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  guint count[2] = { 0, 0 };

  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      AkronCell cell = akron_position_get_cell (pos, p);

      g_assert_cmpuint (cell, <=, AKRON_CELL_HORZ);
      if (cell == AKRON_CELL_EMPTY)
        continue;
      count[cell - 1]++;
      if (geo->level[p] > 0)
        for (guint s = 0; s < 4; s++)
          g_assert_cmpuint (akron_position_get_cell (pos, geo->support[p][s]), !=,
                            AKRON_CELL_EMPTY);
    }
  for (guint c = 0; c < 2; c++)
    {
      g_assert_cmpuint (akron_position_get_on_board (pos, c), ==, count[c]);
      if (pieces)
        g_assert_cmpuint (akron_position_get_pile (pos, c) + count[c], ==, pieces);
    }
  check_planes (pos);
}

/* The same position built piece by piece from an empty board. */
static void
check_hash (const AkronPosition *pos, guint pieces, gboolean swap, guint ply)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPosition fresh;

  g_assert_true (akron_position_init (&fresh, geo->size, pieces ? pieces : 1000, swap, NULL));
  for (guint level = 0; level < geo->size; level++)
    for (AkronPoint p = geo->level_offset[level]; p < geo->level_offset[level + 1]; p++)
      if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
        g_assert_true (akron_position_place (&fresh, p, akron_position_get_cell (pos, p) - 1,
                                             NULL));
  akron_position_set_to_move (&fresh, akron_position_get_to_move (pos));
  for (guint c = 0; c < 2; c++)
    g_assert_true (akron_position_set_pile (&fresh, c, akron_position_get_pile (pos, c)));
  /* Before the first move a swap is pending, which no setter expresses. */
  if (ply > 0)
    akron_position_set_swap_available (&fresh, akron_position_get_swap_available (pos));
  g_assert_true (akron_position_equal (&fresh, pos));
  g_assert_cmpuint (akron_position_get_hash (&fresh), ==, akron_position_get_hash (pos));
}

static gboolean
list_contains (const AkronMoveList *list, const AkronMove *move)
{
  for (guint m = 0; m < list->len; m++)
    if (akron_move_equal (&list->moves[m], move))
      return TRUE;
  return FALSE;
}

static void
check_generation (const AkronPosition *pos, const AkronMoveList *list, AkronTestRand *rand)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autofree char *engine = akron_test_moves (pos);
  g_autofree char *reference = akron_ref_moves (pos);
  AkronColour mover = akron_position_get_to_move (pos);

  g_assert_cmpstr (engine, ==, reference);
  g_assert_cmpuint (akron_position_count_moves (pos), ==, list->len);
  g_assert_cmpint (akron_position_has_legal_move (pos), ==, list->len > 0);

  for (guint m = 0; m < list->len; m++)
    {
      g_autoptr (GError) error = NULL;

      for (guint o = 0; o < m; o++)
        g_assert_false (akron_move_equal (&list->moves[m], &list->moves[o]));
      g_assert_true (akron_position_check_move (pos, &list->moves[m], &error));
      g_assert_no_error (error);
    }

  /* Destinations agree with the Moves generated from each point. */
  for (AkronPoint from = 0; from < geo->n_points; from++)
    {
      AkronPoint dests[AKRON_MAX_POINTS];
      guint n = akron_position_destinations (pos, from, dests);
      guint expected = 0;

      for (guint m = 0; m < list->len; m++)
        if (list->moves[m].kind == AKRON_MOVE_STEP && list->moves[m].from == from)
          expected++;
      g_assert_cmpuint (n, ==, expected);
      for (guint d = 0; d < n; d++)
        {
          AkronMove step = akron_move_step (from, dests[d]);
          g_assert_true (list_contains (list, &step));
        }
      if (akron_position_get_cell (pos, from) != AKRON_CELL_OF (mover))
        g_assert_cmpuint (n, ==, 0);
    }

  /* A sample of moves that were not generated must be refused, with a reason. */
  for (guint t = 0; t < 40; t++)
    {
      g_autoptr (GError) error = NULL;
      AkronMove move;
      guint pick = akron_test_rand_below (rand, 10);

      if (pick < 6)
        move = akron_move_step (akron_test_rand_below (rand, geo->n_points),
                                akron_test_rand_below (rand, geo->n_points));
      else if (pick < 9)
        move = akron_move_add (akron_test_rand_below (rand, geo->n_points));
      else
        move = akron_move_special (AKRON_MOVE_SWAP);
      if (list_contains (list, &move))
        {
          g_assert_true (akron_position_check_move (pos, &move, NULL));
          continue;
        }
      g_assert_false (akron_position_check_move (pos, &move, &error));
      g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
    }
}

static void
check_connections (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  const AkronRefGeometry *rg = akron_ref_geometry (geo);
  g_autofree AkronLink *links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
  guint n_links = akron_position_links (pos, links, 4 * AKRON_MAX_POINTS);
  guint8 cell[AKRON_MAX_POINTS];
  guint expected_links = 0;

  for (AkronPoint p = 0; p < geo->n_points; p++)
    cell[p] = akron_position_get_cell (pos, p);

  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      AkronPoint chain[AKRON_MAX_SIZE + 1], ref_chain[AKRON_MAX_SIZE + 1];
      int q = akron_position_cascade (pos, p, chain);
      int ref_q = akron_ref_cascade (rg, cell, p, ref_chain);

      g_assert_cmpint (akron_position_is_covered (pos, p), ==,
                       akron_ref_is_covered (rg, cell, p));
      g_assert_cmpint (q, ==, ref_q);
      for (int t = 0; t <= q; t++)
        g_assert_cmpuint (chain[t], ==, ref_chain[t]);
      if (cell[p] != AKRON_CELL_EMPTY)
        for (AkronPoint o = p + 1; o < geo->n_points; o++)
          if (cell[o] == cell[p] && akron_ref_touch (rg, p, o))
            expected_links++;
    }

  g_assert_cmpuint (n_links, ==, expected_links);
  for (guint k = 0; k < n_links; k++)
    {
      g_assert_cmpuint (links[k].a, <, links[k].b);
      g_assert_true (akron_ref_touch (rg, links[k].a, links[k].b));
      g_assert_cmpuint (cell[links[k].a], ==, AKRON_CELL_OF (links[k].colour));
      g_assert_cmpuint (cell[links[k].b], ==, AKRON_CELL_OF (links[k].colour));
      g_assert_cmpint (!!links[k].cut, ==, akron_ref_link_cut (rg, cell, links[k].a, links[k].b));
    }

  for (guint c = 0; c < 2; c++)
    {
      AkronPoint chain[AKRON_MAX_POINTS];
      guint len = 0;
      gboolean connected = akron_position_has_connection (pos, c, chain, &len);

      g_assert_cmpint (connected, ==, akron_ref_connected (rg, cell, c));
      g_assert_cmpint (akron_position_has_connection (pos, c, NULL, NULL), ==, connected);
      if (!connected)
        continue;
      /* A chain of connected uncut pieces from one side to the other. */
      g_assert_cmpuint (len, >=, geo->size);
      g_assert_cmpuint (geo->level[chain[0]], ==, 0);
      g_assert_cmpuint (geo->level[chain[len - 1]], ==, 0);
      {
        guint first = geo->side_mask[chain[0]], last = geo->side_mask[chain[len - 1]];
        guint end0 = 1 << (c * 2), end1 = 1 << (c * 2 + 1);

        g_assert_true (((first & end0) && (last & end1)) || ((first & end1) && (last & end0)));
      }
      for (guint t = 0; t < len; t++)
        {
          g_assert_cmpuint (cell[chain[t]], ==, AKRON_CELL_OF (c));
          g_assert_false (akron_ref_is_covered (rg, cell, chain[t]));
          if (t > 0)
            {
              g_assert_true (akron_ref_touch (rg, chain[t - 1], chain[t]));
              g_assert_false (akron_ref_link_cut (rg, cell, chain[t - 1], chain[t]));
            }
        }
    }
}

/* akron_analysis_compute() for both colours: covered pieces, uncut links and groups as the
 * reference sees them. */
static void
check_analysis (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  const AkronRefGeometry *rg = akron_ref_geometry (geo);
  g_autofree AkronAnalysis *an = g_new (AkronAnalysis, 1);
  guint8 cell[AKRON_MAX_POINTS];

  for (AkronPoint p = 0; p < geo->n_points; p++)
    cell[p] = akron_position_get_cell (pos, p);

  for (guint c = 0; c < 2; c++)
    {
      guint16 first_of_group[AKRON_MAX_POINTS + 1];
      guint groups = 0;

      akron_analysis_compute (an, pos, c);
      g_assert_cmpuint (an->colour, ==, c);
      for (AkronPoint p = 0; p < geo->n_points; p++)
        {
          gboolean uncut = cell[p] == AKRON_CELL_OF (c) && !akron_ref_is_covered (rg, cell, p);

          g_assert_cmpint (an->covered[p], ==,
                           cell[p] != AKRON_CELL_EMPTY && akron_ref_is_covered (rg, cell, p));
          g_assert_cmpint (an->comp[p] != 0, ==, uncut);
          if (!uncut)
            {
              g_assert_cmpuint (an->links[p], ==, 0);
              continue;
            }
          /* Groups are numbered 1, 2, ... in the order of their lowest point. */
          g_assert_cmpuint (an->comp[p], <=, groups + 1);
          if (an->comp[p] == groups + 1)
            first_of_group[++groups] = p;
          for (guint bit = 0; bit < 12; bit++)
            {
              AkronPoint q = bit < 4 ? geo->neighbour[p][bit]
                             : bit < 8 ? (geo->level[p] > 0 ? geo->support[p][bit - 4] : AKRON_NO_POINT)
                             : geo->above[p][bit - 8];
              gboolean linked = q != AKRON_NO_POINT && cell[q] == cell[p]
                                && !akron_ref_link_cut (rg, cell, p, q);

              g_assert_cmpint (!!(an->links[p] & (1u << bit)), ==, linked);
              if (linked)
                g_assert_cmpuint (an->comp[q], ==, an->comp[p]);
            }
        }
      g_assert_cmpuint (an->n_comps, ==, groups);
      /* Linked pieces share a group (above); a group is one connected set: its first
       * piece reaches all of it. */
      for (guint g = 1; g <= groups; g++)
        {
          guint8 reached[AKRON_MAX_POINTS] = { 0 };
          AkronPoint stack[AKRON_MAX_POINTS];
          guint top = 0;

          reached[first_of_group[g]] = 1;
          stack[top++] = first_of_group[g];
          while (top > 0)
            {
              AkronPoint p = stack[--top];

              for (guint bit = 0; bit < 12; bit++)
                if (an->links[p] & (1u << bit))
                  {
                    AkronPoint q = bit < 4 ? geo->neighbour[p][bit]
                                   : bit < 8 ? geo->support[p][bit - 4] : geo->above[p][bit - 8];

                    if (!reached[q])
                      {
                        reached[q] = 1;
                        stack[top++] = q;
                      }
                  }
            }
          for (AkronPoint p = 0; p < geo->n_points; p++)
            g_assert_cmpint (reached[p], ==, an->comp[p] == g);
        }
    }
}

static AkronMove
pick_move (const AkronMoveList *list, AkronTestRand *rand, const AkronGeometry *geo)
{
  guint steps = 0, high = 0, top = 0;
  guint roll = akron_test_rand_below (rand, 10);

  for (guint m = 0; m < list->len; m++)
    if (list->moves[m].kind == AKRON_MOVE_STEP)
      {
        steps++;
        top = MAX (top, geo->level[list->moves[m].to]);
      }
  for (guint m = 0; m < list->len; m++)
    high += list->moves[m].kind == AKRON_MOVE_STEP && top > 0
            && geo->level[list->moves[m].to] == top;

  /* Random play hardly ever climbs: most of the time, climb as high as possible, so that
   * games build pyramids, cascade and cut on the upper levels. */
  if (high && roll < 6)
    {
      guint pick = akron_test_rand_below (rand, high);

      for (guint m = 0; m < list->len; m++)
        if (list->moves[m].kind == AKRON_MOVE_STEP && geo->level[list->moves[m].to] == top
            && pick-- == 0)
          return list->moves[m];
    }
  if (steps && roll < 8)
    {
      guint pick = akron_test_rand_below (rand, steps);

      for (guint m = 0; m < list->len; m++)
        if (list->moves[m].kind == AKRON_MOVE_STEP && pick-- == 0)
          return list->moves[m];
    }
  return list->moves[akron_test_rand_below (rand, list->len)];
}

static void
check_apply (const AkronPosition *pos, const AkronMove *move, guint ply, gboolean swap)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPosition after = *pos;
  AkronUndo undo;
  AkronColour mover = akron_position_get_to_move (pos);

  akron_position_apply (&after, move, &undo);
  g_assert_true (akron_move_equal (&undo.move, move));

  switch (move->kind)
    {
    case AKRON_MOVE_ADD:
      g_assert_cmpuint (undo.n_drops, ==, 0);
      g_assert_cmpuint (akron_position_get_cell (&after, move->to), ==, AKRON_CELL_OF (mover));
      g_assert_cmpuint (akron_position_get_pile (&after, mover), ==,
                        akron_position_get_pile (pos, mover) - 1);
      g_assert_cmpuint (akron_position_get_to_move (&after), ==, AKRON_OPPONENT (mover));
      break;

    case AKRON_MOVE_STEP:
      {
        AkronPoint chain[AKRON_MAX_SIZE + 1];
        int q = akron_position_cascade (pos, move->from, chain);

        g_assert_cmpint (q, ==, undo.n_drops);
        g_assert_cmpuint (undo.chain[0], ==, move->from);
        for (int t = 1; t <= q; t++)
          {
            g_assert_cmpuint (undo.chain[t], ==, chain[t]);
            g_assert_cmpuint (undo.chain_colour[t], ==, akron_position_get_cell (pos, chain[t]));
            /* the piece from chain[t] now stands on chain[t - 1] */
            g_assert_cmpuint (akron_position_get_cell (&after, chain[t - 1]), ==,
                              akron_position_get_cell (pos, chain[t]));
          }
        g_assert_cmpuint (akron_position_get_cell (&after, chain[q]), ==, AKRON_CELL_EMPTY);
        g_assert_cmpuint (akron_position_get_cell (&after, move->to), ==, AKRON_CELL_OF (mover));
        for (guint c = 0; c < 2; c++)
          g_assert_cmpuint (akron_position_get_pile (&after, c), ==,
                            akron_position_get_pile (pos, c));
        g_assert_cmpuint (akron_position_get_to_move (&after), ==, AKRON_OPPONENT (mover));
      }
      break;

    case AKRON_MOVE_SWAP:
      /* RULES.md 4: board, piles and colour to move do not change. */
      g_assert_cmpuint (ply, ==, 1);
      g_assert_true (swap);
      g_assert_cmpuint (akron_position_get_to_move (&after), ==, AKRON_HORZ);
      for (AkronPoint p = 0; p < geo->n_points; p++)
        g_assert_cmpuint (akron_position_get_cell (&after, p), ==,
                          akron_position_get_cell (pos, p));
      for (guint c = 0; c < 2; c++)
        g_assert_cmpuint (akron_position_get_pile (&after, c), ==,
                          akron_position_get_pile (pos, c));
      g_assert_false (akron_position_equal (&after, pos));
      break;

    default:
      g_assert_not_reached ();
    }

  /* The swap is available exactly on the second turn of a game that allows it. */
  g_assert_cmpint (akron_position_get_swap_available (&after), ==, swap && ply == 0);

  check_planes (&after);
  akron_position_unapply (&after, &undo);
  g_assert_true (akron_position_equal (&after, pos));
  g_assert_cmpuint (akron_position_get_hash (&after), ==, akron_position_get_hash (pos));
  check_planes (&after);
}

/* Counts the cut links of @pos by level (for the verbose statistics); returns the highest
 * level holding a piece. */
static guint
count_cut_links (const AkronPosition *pos, guint *cut_by_level)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronLink links[4 * AKRON_MAX_POINTS];
  guint n = akron_position_links (pos, links, G_N_ELEMENTS (links));
  guint top = 0;

  for (guint k = 0; k < n; k++)
    if (links[k].cut && geo->level[links[k].a] == geo->level[links[k].b])
      cut_by_level[MIN (geo->level[links[k].a], 3)]++;
  for (AkronPoint p = 0; p < geo->n_points; p++)
    if (akron_position_get_cell (pos, p) != AKRON_CELL_EMPTY)
      top = MAX (top, geo->level[p]);
  return top;
}

static void
run_position_games (gconstpointer data)
{
  const Variant *v = data;
  guint pieces = variant_pieces (v);
  AkronTestRand rand;
  AkronMoveList list;
  guint64 positions = 0;
  guint drops[4] = { 0, }, cut_by_level[4] = { 0, }, top = 0;

  akron_test_rand_init (&rand, v->seed);
  akron_move_list_init (&list);
  for (guint game = 0; game < v->games; game++)
    {
      AkronPosition pos;

      g_assert_true (akron_position_init (&pos, v->size, v->pieces, v->swap, NULL));
      g_assert_false (akron_position_get_swap_available (&pos));
      for (guint ply = 0; ply < v->max_plies; ply++)
        {
          AkronMove move;

          /* The expensive reference checks on the big boards only now and then. */
          gboolean full = v->size <= 5 || akron_test_rand_below (&rand, 4) == 0;

          check_legal_shape (&pos, pieces);
          akron_position_generate (&pos, &list);
          if (full)
            {
              check_hash (&pos, pieces, v->swap, ply);
              check_generation (&pos, &list, &rand);
              check_connections (&pos);
              check_analysis (&pos);
            }
          positions++;
          if (list.len == 0)
            break;
          move = pick_move (&list, &rand, akron_position_get_geometry (&pos));
          check_apply (&pos, &move, ply, v->swap);
          if (move.kind == AKRON_MOVE_STEP)
            {
              AkronPoint chain[AKRON_MAX_SIZE + 1];
              int q = akron_position_cascade (&pos, move.from, chain);

              drops[MIN (q, 3)]++;
            }
          akron_position_apply (&pos, &move, NULL);
          top = MAX (top, count_cut_links (&pos, cut_by_level));
        }
    }
  akron_move_list_clear (&list);
  if (g_test_verbose ())
    g_printerr ("%u games, %" G_GUINT64_FORMAT " positions; Moves with 0/1/2/3+ drops: "
                "%u/%u/%u/%u; cut links seen on levels 0-3: %u/%u/%u/%u; highest level %u\n",
                v->games, positions, drops[0], drops[1], drops[2], drops[3],
                cut_by_level[0], cut_by_level[1], cut_by_level[2], cut_by_level[3], top);
}

typedef struct
{
  guint size;
  guint positions;
  guint64 seed;
} SetupVariant;

static const SetupVariant setup_variants[] = {
  { 3, 3000, 21 },
  { 4, 3000, 22 },
  { 5, 2000, 23 },
  { 6, 800, 24 },
  { 8, 300, 25 },
  { 16, 10, 26 },
};

/* A random legal position: points filled level by level where supported, densely, in
 * random colours, with random piles, colour to move and swap. Random play seldom climbs
 * above level 1; these reach the top of the pyramid, cascade and cut on every level. */
static void
random_setup (AkronPosition *pos, guint size, AkronTestRand *rand)
{
  const AkronGeometry *geo;
  guint density = 55 + akron_test_rand_below (rand, 45);

  g_assert_true (akron_position_init (pos, size, 1000, TRUE, NULL));
  geo = akron_position_get_geometry (pos);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      gboolean supported = TRUE;

      for (guint s = 0; s < 4 && geo->level[p] > 0; s++)
        supported &= akron_position_get_cell (pos, geo->support[p][s]) != AKRON_CELL_EMPTY;
      if (supported && akron_test_rand_below (rand, 100) < density - 5 * geo->level[p])
        g_assert_true (akron_position_place (pos, p, akron_test_rand_below (rand, 2), NULL));
    }
  for (guint c = 0; c < 2; c++)
    g_assert_true (akron_position_set_pile (pos, c, akron_test_rand_below (rand, 3)));
  akron_position_set_to_move (pos, akron_test_rand_below (rand, 2));
  akron_position_set_swap_available (pos, akron_test_rand_below (rand, 8) == 0
                                          && akron_position_get_to_move (pos) == AKRON_HORZ);
}

static void
run_random_setups (gconstpointer data)
{
  const SetupVariant *v = data;
  AkronTestRand rand;
  AkronMoveList list;
  guint drops[4] = { 0, }, cut_by_level[4] = { 0, }, top = 0, covered = 0;

  akron_test_rand_init (&rand, v->seed);
  akron_move_list_init (&list);
  for (guint k = 0; k < v->positions; k++)
    {
      AkronPosition pos;

      random_setup (&pos, v->size, &rand);
      /* The position, then a few plies of play from it. */
      for (guint ply = 1; ply <= 4; ply++)
        {
          AkronMove move;

          check_legal_shape (&pos, 0);
          check_hash (&pos, 0, FALSE, ply);
          akron_position_generate (&pos, &list);
          check_generation (&pos, &list, &rand);
          check_connections (&pos);
          check_analysis (&pos);
          top = MAX (top, count_cut_links (&pos, cut_by_level));
          for (AkronPoint p = 0; p < pos.geo->n_points; p++)
            covered += akron_position_is_covered (&pos, p);
          if (list.len == 0)
            break;
          /* Every legal move round-trips, not only the one played. */
          for (guint m = 0; m < list.len && m < 64; m++)
            check_apply (&pos, &list.moves[akron_test_rand_below (&rand, list.len)], ply,
                         akron_position_get_swap_available (&pos));
          move = pick_move (&list, &rand, akron_position_get_geometry (&pos));
          if (move.kind == AKRON_MOVE_STEP)
            {
              AkronPoint chain[AKRON_MAX_SIZE + 1];
              drops[MIN (akron_position_cascade (&pos, move.from, chain), 3)]++;
            }
          akron_position_apply (&pos, &move, NULL);
        }
    }
  akron_move_list_clear (&list);
  if (g_test_verbose ())
    g_printerr ("%u positions; Moves played with 0/1/2/3+ drops: %u/%u/%u/%u; cut links "
                "on levels 0-3: %u/%u/%u/%u; covered pieces: %u; highest level %u\n",
                v->positions, drops[0], drops[1], drops[2], drops[3], cut_by_level[0],
                cut_by_level[1], cut_by_level[2], cut_by_level[3], covered, top);
}

/* RULES.md section 5, worked out with the reference after each move of @game. */
typedef struct
{
  GHashTable *seen; /* position key -> count at starts of turns */
} RepetitionTable;

static char *
position_key (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  GString *key = g_string_new (NULL);

  for (AkronPoint p = 0; p < geo->n_points; p++)
    g_string_append_c (key, '0' + akron_position_get_cell (pos, p));
  g_string_append_printf (key, "/%u/%u/%u/%u", akron_position_get_to_move (pos),
                          akron_position_get_pile (pos, AKRON_VERT),
                          akron_position_get_pile (pos, AKRON_HORZ),
                          akron_position_get_swap_available (pos));
  return g_string_free (key, FALSE);
}

static guint
count_start (GHashTable *seen, const AkronPosition *pos)
{
  char *key = position_key (pos);
  guint count = GPOINTER_TO_UINT (g_hash_table_lookup (seen, key)) + 1;

  g_hash_table_replace (seen, key, GUINT_TO_POINTER (count));
  return count;
}

static void
expected_result (const AkronPosition *before, const AkronMove *move,
                 const AkronPosition *after, gboolean no_delay, AkronResult *result,
                 AkronReason *reason)
{
  const AkronRefGeometry *rg = akron_ref_geometry (akron_position_get_geometry (after));
  AkronColour mover = akron_position_get_to_move (before);
  AkronColour next = akron_position_get_to_move (after);
  guint8 cell[AKRON_MAX_POINTS];

  *result = AKRON_RESULT_NONE;
  *reason = AKRON_REASON_NONE;
  for (AkronPoint p = 0; p < rg->n_points; p++)
    cell[p] = akron_position_get_cell (after, p);

  if (no_delay)
    {
      if (move->kind == AKRON_MOVE_STEP)
        {
          guint8 lifted[AKRON_MAX_POINTS];

          for (AkronPoint p = 0; p < rg->n_points; p++)
            lifted[p] = akron_position_get_cell (before, p);
          akron_ref_lift (rg, lifted, move->from);
          if (akron_ref_connected (rg, lifted, AKRON_OPPONENT (mover)))
            {
              *result = AKRON_RESULT_VERT + AKRON_OPPONENT (mover);
              *reason = AKRON_REASON_CONNECTION;
              return;
            }
        }
      if (akron_ref_connected (rg, cell, mover))
        {
          *result = AKRON_RESULT_VERT + mover;
          *reason = AKRON_REASON_CONNECTION;
          return;
        }
    }
  else if (akron_ref_connected (rg, cell, next))
    {
      *result = AKRON_RESULT_VERT + next;
      *reason = AKRON_REASON_CONNECTION;
      return;
    }

  if (!akron_position_has_legal_move (after))
    {
      *result = AKRON_RESULT_VERT + AKRON_OPPONENT (next);
      *reason = AKRON_REASON_NO_LEGAL_MOVE;
    }
}

/* Records (RULES.md section 8, akron-record.h): saving then loading gives back the same
 * game, viewed at the same ply, redo history included. */
static void
check_record_round_trip (AkronGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = akron_record_write (game);
  g_autoptr (AkronGame) copy = NULL;
  guint n;

  g_assert_nonnull (text);
  copy = akron_record_parse (text, -1, &error);
  if (!copy)
    g_error ("record does not load back: %s\n%s", error->message, text);
  n = akron_game_get_n_moves (game);
  g_assert_cmpuint (akron_game_get_size (copy), ==, akron_game_get_size (game));
  g_assert_cmpuint (akron_game_get_pieces (copy), ==, akron_game_get_pieces (game));
  g_assert_cmpint (akron_game_get_swap (copy), ==, akron_game_get_swap (game));
  g_assert_cmpint (akron_game_get_no_delay (copy), ==, akron_game_get_no_delay (game));
  g_assert_cmpuint (akron_game_get_n_moves (copy), ==, n);
  g_assert_cmpuint (akron_game_get_ply (copy), ==, akron_game_get_ply (game));
  g_assert_cmpuint (akron_game_get_result (copy), ==, akron_game_get_result (game));
  g_assert_cmpuint (akron_game_get_reason (copy), ==, akron_game_get_reason (game));
  g_assert_true (akron_position_equal (akron_game_get_position (copy),
                                       akron_game_get_position (game)));
  for (guint k = 0; k < n; k++)
    g_assert_true (akron_move_equal (akron_game_get_move (copy, k),
                                     akron_game_get_move (game, k)));
}

static void
run_game_games (gconstpointer data)
{
  const Variant *v = data;
  AkronTestRand rand;
  AkronMoveList list;
  guint games = MAX (v->games / 4, 1);
  guint ended[5] = { 0, };

  akron_test_rand_init (&rand, v->seed + 1000);
  akron_move_list_init (&list);
  for (guint game_no = 0; game_no < games; game_no++)
    {
      g_autoptr (AkronGame) game = akron_game_new (v->size, v->pieces, v->swap, v->no_delay,
                                                   NULL);
      g_autoptr (GPtrArray) history = g_ptr_array_new_with_free_func (g_free);
      g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                           NULL);
      guint count;

      g_assert_nonnull (game);
      g_ptr_array_add (history, g_memdup2 (akron_game_get_position (game), sizeof (AkronPosition)));
      count = count_start (seen, akron_game_get_position (game));
      g_assert_cmpuint (akron_game_get_repetitions (game), ==, count);

      while (!akron_game_is_over (game) && akron_game_get_ply (game) < v->max_plies)
        {
          AkronPosition before = *akron_game_get_position (game);
          AkronResult result;
          AkronReason reason;
          AkronMove move;
          g_autoptr (GError) error = NULL;

          g_assert_cmpint (akron_game_get_draw_claimable (game), ==,
                           akron_game_get_repetitions (game) >= 3);
          if (akron_game_get_draw_claimable (game) && akron_test_rand_below (&rand, 3) == 0)
            {
              g_assert_true (akron_game_claim_draw (game, &error));
              g_assert_no_error (error);
              g_assert_cmpuint (akron_game_get_result (game), ==, AKRON_RESULT_DRAW);
              g_assert_cmpuint (akron_game_get_reason (game), ==, AKRON_REASON_REPETITION);
              g_ptr_array_add (history, g_memdup2 (&before, sizeof before));
              break;
            }
          if (!akron_game_get_draw_claimable (game))
            {
              g_assert_false (akron_game_claim_draw (game, &error));
              g_assert_nonnull (error);
              g_clear_error (&error);
            }
          if (akron_test_rand_below (&rand, 2000) == 0)
            {
              AkronColour loser = akron_game_get_to_move (game);

              g_assert_true (akron_game_resign (game, &error));
              g_assert_cmpuint (akron_game_get_result (game), ==,
                                AKRON_RESULT_VERT + AKRON_OPPONENT (loser));
              g_assert_cmpuint (akron_game_get_reason (game), ==, AKRON_REASON_RESIGNATION);
              g_ptr_array_add (history, g_memdup2 (&before, sizeof before));
              break;
            }

          akron_position_generate (&before, &list);
          g_assert_cmpuint (list.len, >, 0); /* else the game would be over */
          move = pick_move (&list, &rand, akron_position_get_geometry (&before));
          g_assert_true (akron_game_play (game, &move, &error));
          g_assert_no_error (error);
          g_ptr_array_add (history, g_memdup2 (akron_game_get_position (game),
                                               sizeof (AkronPosition)));

          expected_result (&before, &move, akron_game_get_position (game), v->no_delay,
                           &result, &reason);
          if (g_test_verbose () && akron_game_get_result (game) != result)
            {
              g_autofree char *text = akron_move_to_string (akron_position_get_geometry (&before),
                                                            &move);
              g_printerr ("game %u ply %u move %s: result %u reason %u, expected %u %u\n",
                          game_no, akron_game_get_ply (game), text,
                          akron_game_get_result (game), akron_game_get_reason (game),
                          result, reason);
            }
          g_assert_cmpuint (akron_game_get_result (game), ==, result);
          g_assert_cmpuint (akron_game_get_reason (game), ==, reason);
          /* After a no-delay connection the turn stays with the mover (RULES.md 5). */
          g_assert_cmpuint (akron_game_get_to_move (game), ==,
                            v->no_delay && reason == AKRON_REASON_CONNECTION
                            ? AKRON_OPPONENT (akron_position_get_to_move (akron_game_get_position (game)))
                            : akron_position_get_to_move (akron_game_get_position (game)));
          if (result == AKRON_RESULT_NONE)
            {
              count = count_start (seen, akron_game_get_position (game));
              g_assert_cmpuint (akron_game_get_repetitions (game), ==, count);
            }
          else
            {
              AkronPoint chain[AKRON_MAX_POINTS];
              guint len = akron_game_get_winning_chain (game, chain);

              g_assert_cmpint (len > 0, ==, reason == AKRON_REASON_CONNECTION);
              g_assert_false (akron_game_get_draw_claimable (game));
            }
        }
      ended[akron_game_get_reason (game)]++;

      /* Undo everything, then redo everything: the same positions come back. */
      {
        guint n = akron_game_get_n_moves (game);

        g_assert_cmpuint (n, ==, history->len - 1);
        g_assert_cmpuint (akron_game_get_ply (game), ==, n);
        for (guint ply = n; ply > 0; ply--)
          {
            g_assert_true (akron_game_get_can_undo (game));
            g_assert_true (akron_game_undo (game));
            g_assert_cmpuint (akron_game_get_ply (game), ==, ply - 1);
            g_assert_true (akron_position_equal (akron_game_get_position (game),
                                                 history->pdata[ply - 1]));
            g_assert_false (akron_game_is_over (game));
          }
        g_assert_false (akron_game_get_can_undo (game));
        g_assert_false (akron_game_undo (game));
        for (guint ply = 1; ply <= n; ply++)
          {
            g_assert_true (akron_game_get_can_redo (game));
            g_assert_true (akron_game_redo (game));
            g_assert_true (akron_position_equal (akron_game_get_position (game),
                                                 history->pdata[ply]));
          }
        g_assert_false (akron_game_get_can_redo (game));
        g_assert_false (akron_game_redo (game));
        g_assert_cmpuint (akron_game_get_n_moves (game), ==, n);

        /* Records: the finished game, then the same viewed at an earlier ply. */
        check_record_round_trip (game);
        g_assert_true (akron_game_go_to_ply (game, akron_test_rand_below (&rand, n + 1)));
        check_record_round_trip (game);
      }
    }
  akron_move_list_clear (&list);
  if (g_test_verbose ())
    g_printerr ("%u games: none %u, connection %u, no-legal-move %u, repetition %u, "
                "resignation %u\n", games, ended[0], ended[1], ended[2], ended[3], ended[4]);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint k = 0; k < G_N_ELEMENTS (variants); k++)
    {
      const Variant *v = &variants[k];
      g_autofree char *name = g_strdup_printf ("/properties/position/%ux%u-pieces%u-%s",
                                               v->size, v->size, variant_pieces (v),
                                               v->swap ? "swap" : "noswap");
      g_autofree char *game_name = g_strdup_printf ("/properties/game/%ux%u-pieces%u-%s-%s",
                                                    v->size, v->size, variant_pieces (v),
                                                    v->swap ? "swap" : "noswap",
                                                    v->no_delay ? "nodelay" : "delay");

      g_test_add_data_func (name, v, run_position_games);
      g_test_add_data_func (game_name, v, run_game_games);
    }

  for (guint k = 0; k < G_N_ELEMENTS (setup_variants); k++)
    {
      g_autofree char *name = g_strdup_printf ("/properties/random-setups/%ux%u",
                                               setup_variants[k].size, setup_variants[k].size);
      g_test_add_data_func (name, &setup_variants[k], run_random_setups);
    }

  return g_test_run ();
}
