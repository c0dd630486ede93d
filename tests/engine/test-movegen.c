/* test-movegen.c: legal moves (RULES.md section 4), compared in full
 *
 * Every expected list below was worked out by hand from RULES.md; the comments give the
 * reasoning so that a failure can be judged against the rules.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"

#include <string.h>

/* The expected list: @steps plus, when @with_adds, an Add on every empty hole. */
static void
assert_moves_with_adds (const AkronPosition *pos, const char *steps, gboolean with_adds)
{
  g_autofree char *adds = with_adds ? akron_test_empty_holes (pos) : g_strdup ("");
  g_autofree char *expected = g_strconcat (adds, " ", steps, NULL);

  akron_assert_moves (pos, expected);
}

static void
assert_destinations (const AkronPosition *pos, const char *from, const char *expected)
{
  g_autofree char *actual = akron_test_destinations (pos, from);
  g_autofree char *sorted = akron_test_sorted (expected);

  g_assert_cmpstr (actual, ==, sorted);
}

static void
assert_illegal (const AkronPosition *pos, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr (GError) error = NULL;
  AkronMove move;

  g_assert_true (akron_move_parse (geo, text, &move, NULL));
  if (akron_position_check_move (pos, &move, &error))
    g_error ("%s should be illegal", text);
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  if (g_test_verbose ())
    g_printerr ("%s: %s\n", text, error->message);
}

static void
assert_legal (const AkronPosition *pos, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  g_autoptr (GError) error = NULL;
  AkronMove move;

  g_assert_true (akron_move_parse (geo, text, &move, NULL));
  if (!akron_position_check_move (pos, &move, &error))
    g_error ("%s should be legal: %s", text, error->message);
}

/* RULES.md 7.1: Vert C4 D4 E4 D5 E5 on 8x8. D5' is the only supported upper point. */
static void
test_example_1 (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 8, 0, "C4 D4 E4 D5 E5", "");
  /* Each piece may go to an empty point touching one of the other four (all connected):
   * C4 also to D5' (rests on D5 E5 D4 E4, none of them C4); the others may not, D5'
   * resting on them. A hole touching only the moving piece is not a destination. */
  assert_moves_with_adds (&pos,
                          "C4-C5 C4-D3 C4-D6 C4-E3 C4-E6 C4-F4 C4-F5 C4-D5' "
                          "D4-B4 D4-C3 D4-C5 D4-D6 D4-E3 D4-E6 D4-F4 D4-F5 "
                          "E4-B4 E4-C3 E4-C5 E4-D3 E4-D6 E4-E6 E4-F5 "
                          "D5-B4 D5-C3 D5-C5 D5-D3 D5-E3 D5-E6 D5-F4 D5-F5 "
                          "E5-B4 E5-C3 E5-C5 E5-D3 E5-D6 E5-E3 E5-F4",
                          TRUE);
  assert_legal (&pos, "C4-D5'");
  assert_legal (&pos, "C4-C5");
  assert_illegal (&pos, "D4-D5'");
  assert_illegal (&pos, "C4-B4");   /* touches only the moving piece */
  assert_illegal (&pos, "C4-D4");   /* occupied */
  assert_illegal (&pos, "C4-C4");
  assert_illegal (&pos, "C4-C4'");  /* unsupported */
  assert_illegal (&pos, "C4-A1");   /* touches nothing */
  assert_destinations (&pos, "C4", "C5 D3 D6 E3 E6 F4 F5 D5'");
  assert_destinations (&pos, "D4", "B4 C3 C5 D6 E3 E6 F4 F5");
  assert_destinations (&pos, "A1", "");
  g_assert_cmpuint (akron_position_count_moves (&pos), ==, 59 + 38);
}

/* RULES.md 7.2: a Vert piece arriving on D5' over the crosscut D4/E5 (Horz) and
 * E4/D5 (Vert). Vert F4 is connected to E4 and may go to D5', which rests on E4. */
static void
test_example_2 (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 8, 0, "E4 D5 F4", "D4 E5");
  /* F4: C = {F4, E4}; E4 touches only E3 among empty holes, and D5' rests on E4. */
  assert_destinations (&pos, "F4", "E3 D5'");
  /* E4 and D5 are alone (diagonal pairs are not linked): no Moves for them. */
  assert_destinations (&pos, "E4", "F3 F5 G4");
  assert_destinations (&pos, "D5", "");
  akron_assert_links (&pos, "V:E4-F4");
}

/* RULES.md 7.4 and 4.2-4.4 on 4x4: a cascade of two drops moving both colours.
 *
 *   level 0        level 1       level 2
 *   4  V V V .     4  H H .      4  V .
 *   3  H H V .     3  V V .      3  . .
 *   2  H H H .     2  . . .
 *   1  . . . .
 *      A B C D        A B C         A B
 *
 * Horz A4'-B4' crosses nothing of Vert; Vert A3'-B3' crosses Horz B3-B2; Vert A4'' covers
 * Horz B3 (rule 1), so every link of B3 is cut. Seven pieces each: both piles empty. */
static void
setup_cascade (AkronPosition *pos)
{
  akron_test_setup (pos, 4, 7, "A4 B4 C4 C3 A3' B3' A4''", "A3 B3 A2 B2 C2 A4' B4'");
}

static void
test_cascade_both_colours (void)
{
  AkronPosition pos, after;
  const AkronGeometry *geo;
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  AkronUndo undo;
  AkronMove move;
  g_autofree char *text = NULL;

  setup_cascade (&pos);
  geo = akron_position_get_geometry (&pos);
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 0);
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_HORZ), ==, 0);

  /* Empty holes touch: D4 C4, D3 C3, D2 C2, C1 C2, B1 B2, A1 A2, D1 nothing; no upper
   * point is supported. Vert: A4 lifts A4' (H) and A4'' (V); C = {A4 B4 C4 C3 B3' A3'}
   * without the dropping A4'', so D4 and D3. C4 lifts B4' and A4'': only D3 (D4 touches
   * only C4 itself). B4 and C3 are pinned. A3', B3', A4'' reach D3 and D4 through C3/C4. */
  akron_assert_moves (&pos,
                      "A4-D3 A4-D4 C4-D3 A3'-D3 A3'-D4 B3'-D3 B3'-D4 A4''-D3 A4''-D4");

  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "A4"), chain), ==, 2);
  text = akron_test_points_text (geo, chain, 3);
  g_assert_cmpstr (text, ==, "A4 A4' A4''");
  g_assert_cmpuint (chain[0], ==, akron_test_point (geo, "A4"));
  g_assert_cmpuint (chain[1], ==, akron_test_point (geo, "A4'"));
  g_assert_cmpuint (chain[2], ==, akron_test_point (geo, "A4''"));
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "C4"), chain), ==, 2);
  g_assert_cmpuint (chain[1], ==, akron_test_point (geo, "B4'"));
  g_assert_cmpuint (chain[2], ==, akron_test_point (geo, "A4''"));
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "A3'"), chain), ==, 1);
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "A4''"), chain), ==, 0);
  g_assert_cmpuint (chain[0], ==, akron_test_point (geo, "A4''"));
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "B4"), chain), ==, -1);
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "B3"), chain), ==, -1);
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "D4"), chain), ==, -1);
  g_assert_cmpuint (akron_position_count_above (&pos, akron_test_point (geo, "B3")), ==, 4);
  g_assert_cmpuint (akron_position_count_above (&pos, akron_test_point (geo, "A4")), ==, 1);
  g_assert_cmpuint (akron_position_count_above (&pos, akron_test_point (geo, "D4")), ==, 0);

  /* A4-D4: Horz A4' drops into A4, Vert A4'' into A4', A4'' empties. */
  g_assert_true (akron_move_parse (geo, "A4-D4", &move, NULL));
  after = pos;
  akron_position_apply (&after, &move, &undo);
  g_assert_cmpuint (undo.n_drops, ==, 2);
  g_assert_cmpuint (undo.chain[0], ==, akron_test_point (geo, "A4"));
  g_assert_cmpuint (undo.chain[1], ==, akron_test_point (geo, "A4'"));
  g_assert_cmpuint (undo.chain[2], ==, akron_test_point (geo, "A4''"));
  g_assert_cmpuint (undo.chain_colour[1], ==, AKRON_CELL_HORZ);
  g_assert_cmpuint (undo.chain_colour[2], ==, AKRON_CELL_VERT);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A4")), ==,
                    AKRON_CELL_HORZ);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A4'")), ==,
                    AKRON_CELL_VERT);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A4''")), ==,
                    AKRON_CELL_EMPTY);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "D4")), ==,
                    AKRON_CELL_VERT);
  g_assert_cmpuint (akron_position_get_to_move (&after), ==, AKRON_HORZ);
  g_assert_cmpuint (akron_position_get_on_board (&after, AKRON_VERT), ==, 7);
  g_assert_cmpuint (akron_position_get_on_board (&after, AKRON_HORZ), ==, 7);
  akron_position_unapply (&after, &undo);
  g_assert_true (akron_position_equal (&after, &pos));
  g_assert_cmpuint (akron_position_get_hash (&after), ==, akron_position_get_hash (&pos));

  /* Horz in the same position. B3 is covered, A3 B3 B2 pinned. A2 lifts A3' and A4''
   * (both Vert); C = {A2 A3 B2 C2 A4' B4'}: B1, C1, D2. C2 lifts B3' and A4'': A1, B1.
   * A4' and B4' lift A4'': A1 B1 C1 D2 through A2, B2, C2. */
  akron_position_set_to_move (&pos, AKRON_HORZ);
  akron_assert_moves (&pos,
                      "A2-B1 A2-C1 A2-D2 C2-A1 C2-B1 A4'-A1 A4'-B1 A4'-C1 A4'-D2 "
                      "B4'-A1 B4'-B1 B4'-C1 B4'-D2");
  assert_illegal (&pos, "A3-D2");  /* pinned */
  assert_illegal (&pos, "B3-D2");  /* pinned and covered */
  assert_illegal (&pos, "A4-D2");  /* not Horz's piece */
  assert_illegal (&pos, "C1");     /* empty pile */
  assert_illegal (&pos, "A2-A1");  /* A1 touches only A2 itself */
  assert_illegal (&pos, "C2-D2");  /* D2 touches only C2 itself */
}

/* A cascade of three drops moving both colours. 5x5: a full 4x4 pyramid on A5..D2, all
 * Vert but Horz A5' and A5''' on the chain A5 < A5' < A5'' < A5''' (each corner piece
 * supports exactly one piece). Horz A5''' covers Vert B4' (rule 1); nothing else is cut.
 * 28 Vert pieces, all on the board: no Adds. */
static void
test_cascade_three (void)
{
  g_autoptr (GString) vert = g_string_new (NULL);
  AkronPosition pos, after;
  const AkronGeometry *geo;
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  AkronUndo undo;
  AkronMove move;

  for (guint level = 0; level < 4; level++)
    for (guint j = 0; j < 4 - level; j++)
      for (guint i = 0; i < 4 - level; i++)
        {
          g_autofree char *ticks = g_strnfill (level, '\'');
          g_autofree char *text = g_strdup_printf ("%c%u%s", 'A' + i, 5 - j, ticks);

          if (strcmp (text, "A5'") != 0 && strcmp (text, "A5'''") != 0)
            g_string_append_printf (vert, "%s ", text);
        }
  akron_test_setup (&pos, 5, 28, vert->str, "A5' A5'''");
  geo = akron_position_get_geometry (&pos);
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 0);
  g_assert_true (akron_position_is_covered (&pos, akron_test_point (geo, "B4'")));

  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "A5"), chain), ==, 3);
  g_assert_cmpuint (chain[0], ==, akron_test_point (geo, "A5"));
  g_assert_cmpuint (chain[1], ==, akron_test_point (geo, "A5'"));
  g_assert_cmpuint (chain[2], ==, akron_test_point (geo, "A5''"));
  g_assert_cmpuint (chain[3], ==, akron_test_point (geo, "A5'''"));
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "A5'"), chain), ==, 2);
  /* Every corner of the pyramid leads up to the apex: D5 < C5' < B5'' < A5'''. */
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "D5"), chain), ==, 3);
  g_assert_cmpuint (chain[1], ==, akron_test_point (geo, "C5'"));
  g_assert_cmpuint (chain[2], ==, akron_test_point (geo, "B5''"));
  g_assert_cmpuint (chain[3], ==, akron_test_point (geo, "A5'''"));
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "B5"), chain), ==, -1);
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "B4'"), chain), ==, -1);
  /* Each level-2 piece carries only the apex. */
  g_assert_cmpint (akron_position_cascade (&pos, akron_test_point (geo, "B4''"), chain), ==, 1);

  /* The only empty points that are supported are the holes of row 1 and column E; A5
   * reaches those touching D5 D4 D3 D2 (E5..E2) and A2 B2 C2 D2 (A1..D1); E1 touches
   * nothing. */
  assert_destinations (&pos, "A5", "A1 B1 C1 D1 E2 E3 E4 E5");
  assert_illegal (&pos, "A5-E1");
  assert_illegal (&pos, "A5-A5'''");  /* occupied before the move */
  assert_illegal (&pos, "B4'-E5");    /* pinned (B4' carries A5'' B5'' A4'' B4'') */

  g_assert_true (akron_move_parse (geo, "A5-E5", &move, NULL));
  after = pos;
  akron_position_apply (&after, &move, &undo);
  g_assert_cmpuint (undo.n_drops, ==, 3);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A5")), ==,
                    AKRON_CELL_HORZ);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A5'")), ==,
                    AKRON_CELL_VERT);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A5''")), ==,
                    AKRON_CELL_HORZ);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "A5'''")), ==,
                    AKRON_CELL_EMPTY);
  g_assert_cmpuint (akron_position_get_cell (&after, akron_test_point (geo, "E5")), ==,
                    AKRON_CELL_VERT);
  /* Horz A5'' now stands in B4's column: (2, 0, 0) covers (0, 1, 1); B4' is free. */
  g_assert_true (akron_position_is_covered (&after, akron_test_point (geo, "B4")));
  g_assert_false (akron_position_is_covered (&after, akron_test_point (geo, "B4'")));
  akron_position_unapply (&after, &undo);
  g_assert_true (akron_position_equal (&after, &pos));
}

/* RULES.md 4.3-4.4 and 7.4: destinations resting on the moving piece or on a dropping
 * piece are refused. 4x4, all Vert: the 3x3 block A4..C2, level 1 A4' B4' A3' B3', and
 * D4; A4'' is empty and supported. Fourteen pieces, Vert pile empty. */
static void
test_rest_on_mover_or_drops (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 4, 14, "A4 B4 C4 A3 B3 C3 A2 B2 C2 D4 A4' B4' A3' B3'", "");
  /* Empty holes and what they touch: D3 C3 D4, D2 C2, D1 none, A1 A2, B1 B2, C1 C2.
   * A4 lifts A4' (A4'' rests on it), C4 lifts B4', A2 lifts A3', C2 lifts B3'; each upper
   * piece rests under A4'' itself; only D4 (nothing on it) may go to A4''. */
  akron_assert_moves (&pos,
                      "A4-A1 A4-B1 A4-C1 A4-D2 A4-D3 "
                      "C4-A1 C4-B1 C4-C1 C4-D2 C4-D3 "
                      "A2-B1 A2-C1 A2-D2 A2-D3 "
                      "C2-A1 C2-B1 C2-D3 "
                      "D4-A1 D4-B1 D4-C1 D4-D2 D4-D3 D4-A4'' "
                      "A4'-A1 A4'-B1 A4'-C1 A4'-D2 A4'-D3 "
                      "B4'-A1 B4'-B1 B4'-C1 B4'-D2 B4'-D3 "
                      "A3'-A1 A3'-B1 A3'-C1 A3'-D2 A3'-D3 "
                      "B3'-A1 B3'-B1 B3'-C1 B3'-D2 B3'-D3");
  assert_legal (&pos, "D4-A4''");
  assert_illegal (&pos, "A4-A4''");   /* rests on the dropping A4' */
  assert_illegal (&pos, "C2-A4''");   /* rests on the dropping B3' */
  assert_illegal (&pos, "A4'-A4''");  /* rests on the moving piece */
  assert_illegal (&pos, "B3-D3");     /* pinned (four pieces on it) */
  assert_illegal (&pos, "B4-D3");     /* pinned (two) */
  assert_illegal (&pos, "A4-D1");     /* touches nothing */
  assert_illegal (&pos, "D4-C4'");    /* C4' is not supported (D3 empty) */
  assert_illegal (&pos, "A4-B4");     /* occupied */
  assert_illegal (&pos, "A4-A4'");    /* occupied before the move (it drops) */
  assert_illegal (&pos, "D1");        /* empty pile */
  assert_destinations (&pos, "B3", "");
  assert_destinations (&pos, "D4", "A1 B1 C1 D2 D3 A4''");
}

/* RULES.md 4.5: a dropping piece never carries the connection. 4x4: Vert B3 B3' C2 D2,
 * Horz C3 B2 (a crosscut under B3'). B3 reaches C2 only through B3', which drops into B3
 * when B3 moves, so B3 has no Move at all. Four pieces: Vert pile empty. */
static void
test_drops_do_not_carry (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 4, 4, "B3 C2 D2 B3'", "C3 B2");
  /* B3': C = {B3 C2 D2}: A3 B4 (B3), C1 (C2), D1 D3 (D2).
   * C2 lifts B3': C = {C2 D2}: D1 D3. D2: C = {C2 B3' B3}: A3 B4 C1. */
  akron_assert_moves (&pos,
                      "B3'-A3 B3'-B4 B3'-C1 B3'-D1 B3'-D3 C2-D1 C2-D3 D2-A3 D2-B4 D2-C1");
  assert_illegal (&pos, "B3-C1");
  assert_illegal (&pos, "B3-A3");
  assert_destinations (&pos, "B3", "");
  akron_assert_links (&pos, "V:B3-B3' V:B3'-C2 V:C2-D2");

  /* Horz: C3 and B2 both lift B3' and are then alone. Adds only. */
  akron_position_set_to_move (&pos, AKRON_HORZ);
  assert_moves_with_adds (&pos, "", TRUE);
  akron_assert_moves (&pos, "A1 A2 A3 A4 B1 B4 C1 C4 D1 D3 D4");
}

/* RULES.md 3 and 4.5: a cut link keeps a piece out of C. 4x4: Horz A3 B3 C3 D3; Vert
 * B4' and B3' cross B3-C3 (rule 2, m = 1), standing on Vert B4 C4 B2 C2. */
static void
test_cut_link_and_connection (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 4, 0, "B4 C4 B2 C2 B4' B3'", "A3 B3 C3 D3");
  akron_position_set_to_move (&pos, AKRON_HORZ);
  akron_assert_links (&pos,
                      "V:B4-C4 V:B2-C2 V:B4'-B3' V:B4'-B4 V:B4'-C4 V:B3'-B2 V:B3'-C2 "
                      "H:A3-B3 H:B3-C3:cut H:C3-D3");
  /* A3: C = {A3 B3}, and B3 touches no empty supported point; D3: C = {D3 C3}, same.
   * B3 and C3 are pinned. Only Adds. */
  assert_moves_with_adds (&pos, "", TRUE);
  akron_assert_moves (&pos, "A1 A2 A4 B1 C1 D1 D2 D4");
  assert_illegal (&pos, "A3-D4");
  assert_illegal (&pos, "D3-A4");

  /* With B3' Horz the link stands (one Vert piece on level 1 does not cut). */
  akron_test_setup (&pos, 4, 0, "B4 C4 B2 C2 B4'", "A3 B3 C3 D3 B3'");
  akron_position_set_to_move (&pos, AKRON_HORZ);
  akron_assert_links (&pos,
                      "V:B4-C4 V:B2-C2 V:B4'-B4 V:B4'-C4 "
                      "H:A3-B3 H:B3-C3 H:C3-D3 H:B3'-B3 H:B3'-C3");
  assert_moves_with_adds (&pos,
                          "A3-D2 A3-D4 D3-A2 D3-A4 B3'-A2 B3'-A4 B3'-D2 B3'-D4", TRUE);
}

/* RULES.md 7.5: a piece with two pieces resting on it has no moves at all. */
static void
test_pinned_full (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 3, 9, "A3 B3 C3 A2 B2 C2", "A3' B3'");
  /* Vert: A3 lifts A3', C3 lifts B3', A2 lifts A3', C2 lifts B3'; B3, B2 pinned.
   * Links: B3-B2 is cut by A3'-B3' (rule 2), every other Vert link stands, so C of any
   * piece is all six Vert pieces (minus the dropping Horz piece, not Vert anyway).
   * Empty: A1 B1 C1 (row 1); A2' and B2' are not supported.
   * A3: A1 (A2), B1 (B2), C1 (C2). A2: B1, C1 (A1 touches only A2). C3: A1 B1 C1.
   * C2: A1 B1 (C1 touches only C2). */
  assert_moves_with_adds (&pos,
                          "A3-A1 A3-B1 A3-C1 A2-B1 A2-C1 C3-A1 C3-B1 C3-C1 C2-A1 C2-B1",
                          TRUE);
  akron_assert_links (&pos,
                      "V:A3-B3 V:B3-C3 V:A2-B2 V:B2-C2 V:A3-A2 V:B3-B2:cut V:C3-C2 "
                      "H:A3'-B3'");
}

/* RULES.md 4: swap only on the second turn of a game that allows it. */
static void
test_swap (void)
{
  const AkronGeometry *geo = akron_geometry_get (3);
  AkronPosition pos, no_swap;
  AkronMove move;
  AkronUndo undo;
  g_autoptr (GError) error = NULL;

  g_assert_true (akron_position_init (&pos, 3, 0, TRUE, NULL));
  g_assert_true (akron_position_init (&no_swap, 3, 0, FALSE, NULL));
  akron_assert_moves (&pos, "A1 A2 A3 B1 B2 B3 C1 C2 C3");
  move = akron_move_special (AKRON_MOVE_SWAP);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  g_assert_true (akron_move_parse (geo, "B2", &move, NULL));
  akron_position_apply (&pos, &move, NULL);
  akron_position_apply (&no_swap, &move, NULL);
  g_assert_true (akron_position_get_swap_available (&pos));
  g_assert_false (akron_position_get_swap_available (&no_swap));
  akron_assert_moves (&pos, "A1 A2 A3 B1 B3 C1 C2 C3 swap");
  akron_assert_moves (&no_swap, "A1 A2 A3 B1 B3 C1 C2 C3");
  move = akron_move_special (AKRON_MOVE_SWAP);
  g_assert_false (akron_position_check_move (&no_swap, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* Swapping changes neither board, piles nor colour to move. */
  {
    AkronPosition swapped = pos;

    g_assert_true (akron_position_check_move (&pos, &move, NULL));
    akron_position_apply (&swapped, &move, &undo);
    g_assert_cmpuint (akron_position_get_to_move (&swapped), ==, AKRON_HORZ);
    g_assert_cmpuint (akron_position_get_pile (&swapped, AKRON_VERT), ==, 3);
    g_assert_cmpuint (akron_position_get_pile (&swapped, AKRON_HORZ), ==, 4);
    g_assert_cmpuint (akron_position_get_cell (&swapped, akron_test_point (geo, "B2")), ==,
                      AKRON_CELL_VERT);
    g_assert_false (akron_position_get_swap_available (&swapped));
    g_assert_false (akron_position_equal (&swapped, &pos));
    akron_assert_moves (&swapped, "A1 A2 A3 B1 B3 C1 C2 C3");
    akron_position_unapply (&swapped, &undo);
    g_assert_true (akron_position_equal (&swapped, &pos));
    g_assert_cmpuint (akron_position_get_hash (&swapped), ==, akron_position_get_hash (&pos));
  }

  /* Not swapping: the chance is gone for good. */
  g_assert_true (akron_move_parse (geo, "A1", &move, NULL));
  akron_position_apply (&pos, &move, NULL);
  g_assert_false (akron_position_get_swap_available (&pos));
  akron_assert_moves (&pos, "A2 A3 B1 B3 C1 C2 C3");
  move = akron_move_special (AKRON_MOVE_SWAP);
  g_assert_false (akron_position_check_move (&pos, &move, NULL));
}

/* Adds need a piece in the pile; pieces alone have no Moves. */
static void
test_empty_pile (void)
{
  AkronPosition pos;

  /* 3x3, three pieces each; Vert's three are apart: nothing at all. */
  akron_test_setup (&pos, 3, 3, "A3 B1 C3", "");
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 0);
  akron_assert_moves (&pos, "");
  g_assert_cmpuint (akron_position_count_moves (&pos), ==, 0);
  g_assert_false (akron_position_has_legal_move (&pos));
  assert_illegal (&pos, "B2");

  /* A3-A2 linked: A3 to A1 or B2 (touching A2), A2 to B3 (touching A3). */
  akron_test_setup (&pos, 3, 3, "A3 A2 B1", "");
  akron_assert_moves (&pos, "A2-B3 A3-A1 A3-B2");
  g_assert_true (akron_position_has_legal_move (&pos));
  g_assert_cmpuint (akron_position_count_moves (&pos), ==, 3);

  /* Horz to move with a full pile but no piece on the board: Adds only. */
  akron_position_set_to_move (&pos, AKRON_HORZ);
  akron_assert_moves (&pos, "A1 B2 B3 C1 C2 C3");
}

/* 16x16: column P and row 16 exist; sizes 3 and 16 in full. */
static void
test_size_16 (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 16, 0, "P16 O16", "");
  /* P16: C \ {P16} = {O16}: N16, O15. O16: {P16}: P15. */
  assert_moves_with_adds (&pos, "P16-N16 P16-O15 O16-P15", TRUE);
  g_assert_cmpuint (akron_position_count_moves (&pos), ==, 254 + 3);

  /* A 2x2 square in the corner supports O16'. */
  akron_test_setup (&pos, 16, 0, "P16 O16 O15 P15", "");
  /* O16' rests on all four, so none of them may go there (it would rest on the mover).
   * Each goes to the holes next to one of the other three: N16 (O16), N15 and O14 (O15),
   * P14 (P15). */
  assert_moves_with_adds (&pos,
                          "P16-N16 P16-N15 P16-O14 P16-P14 "
                          "O16-N15 O16-O14 O16-P14 "
                          "O15-N16 O15-P14 "
                          "P15-N15 P15-N16 P15-O14",
                          TRUE);
}

static void
test_size_3 (void)
{
  AkronPosition pos;

  /* 3x3 pyramid but the top: nine Vert holes, four Horz pieces on level 1. Vert's corner
   * pieces lift the level-1 piece on them; the only empty point is A3'', which rests on
   * every level-1 piece, so it rests on the dropping one: Vert has no legal move, and
   * Horz's level-1 pieces may not go to A3'' either (it rests on the mover). */
  akron_test_setup (&pos, 3, 9, "A3 B3 C3 A2 B2 C2 A1 B1 C1", "A3' B3' A2' B2'");
  akron_assert_moves (&pos, "");
  g_assert_false (akron_position_has_legal_move (&pos));
  /* Horz's pile is not empty but there is no empty hole. */
  akron_position_set_to_move (&pos, AKRON_HORZ);
  akron_assert_moves (&pos, "");
  assert_illegal (&pos, "A3'-A3''");
  assert_illegal (&pos, "A3''");
  /* Every link of B2 is crossed by a pair of Horz pieces (rule 2, m = 1); the ring
   * around it stands and connects Vert top to bottom. */
  akron_assert_links (&pos,
                      "V:A3-B3 V:B3-C3 V:A2-B2:cut V:B2-C2:cut V:A1-B1 V:B1-C1 "
                      "V:A3-A2 V:A2-A1 V:B3-B2:cut V:B2-B1:cut V:C3-C2 V:C2-C1 "
                      "H:A3'-B3' H:A2'-B2' H:A3'-A2' H:B3'-B2'");
  g_assert_true (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
}

/* Every reason a move can be refused gives an error, and the position is unchanged. */
static void
test_check_move_errors (void)
{
  AkronPosition pos, copy;
  g_autoptr (GError) error = NULL;
  AkronMove move;

  setup_cascade (&pos);
  copy = pos;
  /* check_move takes a const position: nothing may change it. */
  assert_illegal (&pos, "D1");          /* empty pile */
  assert_illegal (&pos, "D4-D3");       /* no piece there */
  assert_illegal (&pos, "A3-D3");       /* opponent's piece */
  assert_illegal (&pos, "B4-D3");       /* pinned */
  assert_illegal (&pos, "A4-C4");       /* occupied */
  assert_illegal (&pos, "A4-D1");       /* not touching C */
  assert_illegal (&pos, "C4-D4");       /* touching only the mover */
  assert_illegal (&pos, "swap");        /* not available */
  g_assert_true (memcmp (&pos, &copy, sizeof pos) == 0);

  akron_test_setup (&pos, 8, 0, "C4 D4 E4 D5 E5", "");
  assert_illegal (&pos, "D5");          /* occupied hole */
  assert_illegal (&pos, "D5'");         /* an Add above level 0 */
  assert_illegal (&pos, "C4-C4'");      /* unsupported */
  assert_illegal (&pos, "D4-D5'");      /* rests on the mover */
  move = akron_move_special (AKRON_MOVE_DRAW);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  move = akron_move_special (AKRON_MOVE_RESIGN);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  move = akron_move_add (AKRON_MAX_POINTS + 5);
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  move = akron_move_step (akron_test_point (pos.geo, "C4"), 204); /* just past 8x8 */
  g_assert_false (akron_position_check_move (&pos, &move, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
}

/* The set-up calls keep every position legal (akron-position.h). */
static void
test_setup_calls (void)
{
  g_autoptr (GError) error = NULL;
  AkronPosition pos, empty;
  const AkronGeometry *geo;

  g_assert_false (akron_position_init (&pos, 2, 0, TRUE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (akron_position_init (&pos, 17, 0, TRUE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (akron_position_init (&pos, 5, 4, TRUE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (akron_position_init (&pos, 5, 1001, TRUE, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_true (akron_position_init (&pos, 3, 3, FALSE, &error));
  g_assert_no_error (error);
  geo = akron_position_get_geometry (&pos);
  empty = pos;
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 3);
  g_assert_cmpuint (akron_position_get_to_move (&pos), ==, AKRON_VERT);

  g_assert_true (akron_position_place (&pos, akron_test_point (geo, "A3"), AKRON_VERT, NULL));
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_VERT), ==, 2);
  g_assert_cmpuint (akron_position_get_on_board (&pos, AKRON_VERT), ==, 1);
  g_assert_false (akron_position_equal (&pos, &empty));
  g_assert_cmpuint (akron_position_get_hash (&pos), !=, akron_position_get_hash (&empty));

  /* Occupied, unsupported, out of pieces, out of range. */
  g_assert_false (akron_position_place (&pos, akron_test_point (geo, "A3"), AKRON_HORZ, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (akron_position_place (&pos, akron_test_point (geo, "A3'"), AKRON_HORZ, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_true (akron_position_place (&pos, akron_test_point (geo, "B3"), AKRON_VERT, NULL));
  g_assert_true (akron_position_place (&pos, akron_test_point (geo, "A2"), AKRON_VERT, NULL));
  g_assert_false (akron_position_place (&pos, akron_test_point (geo, "B2"), AKRON_VERT, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (akron_position_place (&pos, 14, AKRON_HORZ, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* A piece with something on it stays. */
  g_assert_true (akron_position_place (&pos, akron_test_point (geo, "B2"), AKRON_HORZ, NULL));
  g_assert_true (akron_position_place (&pos, akron_test_point (geo, "A3'"), AKRON_HORZ, NULL));
  g_assert_cmpuint (akron_position_count_above (&pos, akron_test_point (geo, "B2")), ==, 1);
  g_assert_false (akron_position_remove (&pos, akron_test_point (geo, "B2"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (akron_position_remove (&pos, akron_test_point (geo, "C1"), &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* Removing returns the pieces to their piles; the empty position comes back exactly. */
  g_assert_true (akron_position_remove (&pos, akron_test_point (geo, "A3'"), NULL));
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_HORZ), ==, 2);
  for (guint k = 0; k < 4; k++)
    {
      static const char *holes[] = { "B2", "A2", "B3", "A3" };
      g_assert_true (akron_position_remove (&pos, akron_test_point (geo, holes[k]), NULL));
    }
  g_assert_true (akron_position_equal (&pos, &empty));
  g_assert_cmpuint (akron_position_get_hash (&pos), ==, akron_position_get_hash (&empty));

  /* Colour to move and piles are part of the position. */
  akron_position_set_to_move (&pos, AKRON_HORZ);
  g_assert_false (akron_position_equal (&pos, &empty));
  g_assert_cmpuint (akron_position_get_hash (&pos), !=, akron_position_get_hash (&empty));
  akron_position_set_to_move (&pos, AKRON_VERT);
  g_assert_true (akron_position_equal (&pos, &empty));
  g_assert_true (akron_position_set_pile (&pos, AKRON_HORZ, 0));
  g_assert_cmpuint (akron_position_get_hash (&pos), !=, akron_position_get_hash (&empty));
  g_assert_false (akron_position_set_pile (&pos, AKRON_HORZ, 1001));
  g_assert_cmpuint (akron_position_get_pile (&pos, AKRON_HORZ), ==, 0);
  g_assert_true (akron_position_set_pile (&pos, AKRON_HORZ, 3));
  g_assert_true (akron_position_equal (&pos, &empty));
  g_assert_cmpuint (akron_position_get_hash (&pos), ==, akron_position_get_hash (&empty));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/movegen/example-1", test_example_1);
  g_test_add_func ("/movegen/example-2", test_example_2);
  g_test_add_func ("/movegen/cascade-both-colours", test_cascade_both_colours);
  g_test_add_func ("/movegen/cascade-three", test_cascade_three);
  g_test_add_func ("/movegen/rest-on-mover-or-drops", test_rest_on_mover_or_drops);
  g_test_add_func ("/movegen/drops-do-not-carry", test_drops_do_not_carry);
  g_test_add_func ("/movegen/cut-link-and-connection", test_cut_link_and_connection);
  g_test_add_func ("/movegen/pinned-full", test_pinned_full);
  g_test_add_func ("/movegen/swap", test_swap);
  g_test_add_func ("/movegen/empty-pile", test_empty_pile);
  g_test_add_func ("/movegen/size-16", test_size_16);
  g_test_add_func ("/movegen/size-3", test_size_3);
  g_test_add_func ("/movegen/check-move-errors", test_check_move_errors);
  g_test_add_func ("/movegen/setup-calls", test_setup_calls);

  return g_test_run ();
}
