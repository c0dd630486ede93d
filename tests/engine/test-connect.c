/* test-connect.c: links, the over/under rule and winning connections (RULES.md 2-3)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"

#include <string.h>

static gboolean
covered (const AkronPosition *pos, const char *text)
{
  return akron_position_is_covered (pos, akron_test_point (akron_position_get_geometry (pos),
                                                           text));
}

static void
assert_chain (const AkronPosition *pos, AkronColour colour, const char *expected)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPoint chain[AKRON_MAX_POINTS];
  guint len = 0;
  g_autofree char *text = NULL;
  g_autofree char *sorted = akron_test_sorted (expected);

  g_assert_true (akron_position_has_connection (pos, colour, chain, &len));
  text = akron_test_points_text (geo, chain, len);
  g_assert_cmpstr (text, ==, sorted);
}

/* RULES.md 7.3: Horz C4-D4 is cut by Vert C5' and C4' (orthogonally adjacent on level 1,
 * both resting on C4 and D4). The other supports are Horz. */
static void
test_example_3 (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 8, 0, "C5' C4'", "C4 D4 C5 D5 C3 D3");
  /* Only C4-D4 lies under the Vert link; C5-C4 (crossed by B5' and C5'), D5-D4 (C5', D5'),
   * C4-C3 (B4', C4'), D4-D3 (C4', D4'), C5-D5 (C6', C5'), C3-D3 (C4', C3') each have one
   * Vert piece of their pair at most. No Vert piece rests on a Vert piece. */
  akron_assert_links (&pos,
                      "H:C4-D4:cut H:C5-D5 H:C4-C5 H:D4-D5 H:C3-C4 H:D3-D4 H:C3-D3 "
                      "V:C4'-C5'");
  g_assert_false (covered (&pos, "C4"));
  g_assert_false (covered (&pos, "D4"));

  /* With only one of them, the Horz link stands. */
  akron_test_setup (&pos, 8, 0, "C5'", "C4 D4 C5 D5 C3 D3");
  akron_assert_links (&pos,
                      "H:C4-D4 H:C5-D5 H:C4-C5 H:D4-D5 H:C3-C4 H:D3-D4 H:C3-D3");
  akron_test_setup (&pos, 8, 0, "C4'", "C4 D4 C5 D5 C3 D3");
  g_assert_cmpint (akron_test_link_state (&pos, "C4", "D4"), ==, 0);
}

/* The links a move cut, as "C4-D4" words. */
static char *
links_cut_text (const AkronPosition *before, const AkronPosition *after, AkronColour colour)
{
  AkronLink links[16];
  guint n = akron_position_links_cut (before, after, colour, links, G_N_ELEMENTS (links));
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint t = 0; t < n; t++)
    {
      char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];

      g_assert_cmpuint (links[t].colour, ==, colour);
      g_assert_true (links[t].cut);
      g_string_append_printf (text, "%s%s-%s", t > 0 ? " " : "",
                              akron_point_to_text (after->geo, links[t].a, a),
                              akron_point_to_text (after->geo, links[t].b, b));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* RULES.md 7.3 as a move: with C5' there, Vert's C4' cuts Horz's C4-D4 and nothing else;
 * played again over a link already cut, nothing new is cut. */
static void
test_links_cut (void)
{
  AkronPosition before, after;
  g_autofree char *horz = NULL;
  g_autofree char *vert = NULL;
  g_autofree char *again = NULL;

  akron_test_setup (&before, 8, 0, "C5'", "C4 D4 C5 D5 C3 D3");
  akron_test_setup (&after, 8, 0, "C5' C4'", "C4 D4 C5 D5 C3 D3");
  horz = links_cut_text (&before, &after, AKRON_HORZ);
  vert = links_cut_text (&before, &after, AKRON_VERT);
  g_assert_cmpstr (horz, ==, "C4-D4");
  g_assert_cmpstr (vert, ==, "");
  again = links_cut_text (&after, &after, AKRON_HORZ);
  g_assert_cmpstr (again, ==, "");
}

/* RULES.md 7.2: a Vert piece on D5' links E4 and D5 for Vert but cuts nothing of Horz. */
static void
test_example_2 (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 8, 0, "E4 D5", "D4 E5 E6");
  akron_assert_links (&pos, "H:E5-E6");
  akron_test_setup (&pos, 8, 0, "E4 D5 D5'", "D4 E5 E6");
  akron_assert_links (&pos, "V:D5'-E4 V:D5'-D5 H:E5-E6");
  g_assert_false (covered (&pos, "D4"));
  g_assert_false (covered (&pos, "E5"));

  /* The same crosscut on 3x3 joins Vert's top and bottom: B3 B2 | A2' | A1. */
  akron_test_setup (&pos, 3, 0, "B3 B2 A1", "A2 B1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  akron_test_setup (&pos, 3, 0, "B3 B2 A1 A2'", "A2 B1");
  assert_chain (&pos, AKRON_VERT, "B3 B2 A2' A1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
}

typedef struct
{
  const char *a, *b;   /* the Horz link under test */
  guint m;             /* levels between the link and its crossers */
  const char *c1, *c2; /* the crossing pair, worked out from RULES.md 3 */
} Crossing;

/* 8x8 unless stated. Horizontal links use (k+m, i-(m-1)/2, j-(m+1)/2) and
 * (k+m, i-(m-1)/2, j-(m-1)/2) for odd m, (k+m, i-m/2, j-m/2) and (k+m, i-m/2+1, j-m/2)
 * for even m; vertical links swap i and j. */
static const Crossing crossings[] = {
  /* level 0, horizontal D4-E4 (i=3, j=4) */
  { "D4", "E4", 1, "D5'", "D4'" },
  { "D4", "E4", 2, "C5''", "D5''" },
  { "D4", "E4", 3, "C6'''", "C5'''" },
  /* level 0, vertical D4-D3 */
  { "D4", "D3", 1, "C4'", "D4'" },
  { "D4", "D3", 2, "C5''", "C4''" },
  { "D4", "D3", 3, "B5'''", "C5'''" },
  /* level 1 */
  { "D4'", "E4'", 1, "D5''", "D4''" },
  { "D4'", "E4'", 2, "C5'''", "D5'''" },
  { "D4'", "E4'", 3, "C6''''", "C5''''" },
  { "D4'", "D3'", 1, "C4''", "D4''" },
  { "D4'", "D3'", 2, "C5'''", "C4'''" },
  { "D4'", "D3'", 3, "B5''''", "C5''''" },
  /* level 2 */
  { "D5''", "E5''", 1, "D6'''", "D5'''" },
  { "D5''", "E5''", 2, "C6''''", "D6''''" },
  { "D5''", "E5''", 3, "C7'''''", "C6'''''" },
  /* level 3 */
  { "C5'''", "D5'''", 1, "C6''''", "C5''''" },
  { "C5'''", "D5'''", 2, "B6'''''", "C6'''''" },
  { "D5'''", "D4'''", 1, "C5''''", "D5''''" },
};

/* Horz owns the link and every filler; only the pieces named Vert are Vert. */
static void
setup_crossing (AkronPosition *pos, guint size, const char *a, const char *b,
                const char *c1, AkronColour colour1, const char *c2, AkronColour colour2)
{
  g_assert_true (akron_position_init (pos, size, 1000, FALSE, NULL));
  akron_test_place_filled (pos, a, AKRON_HORZ, AKRON_HORZ);
  akron_test_place_filled (pos, b, AKRON_HORZ, AKRON_HORZ);
  akron_test_place_filled (pos, c1, colour1, AKRON_HORZ);
  akron_test_place_filled (pos, c2, colour2, AKRON_HORZ);
}

static void
check_crossing (guint size, const Crossing *c)
{
  AkronPosition pos;

  if (g_test_verbose ())
    g_printerr ("%s-%s m=%u: %s %s\n", c->a, c->b, c->m, c->c1, c->c2);

  /* Both crossers Vert: cut (by rule 2, and for even m also by rule 1). */
  setup_crossing (&pos, size, c->a, c->b, c->c1, AKRON_VERT, c->c2, AKRON_VERT);
  g_assert_cmpint (akron_test_link_state (&pos, c->a, c->b), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, c->c1, c->c2), ==, 0);
  g_assert_cmpint (covered (&pos, c->a), ==, c->m % 2 == 0);
  g_assert_cmpint (covered (&pos, c->b), ==, c->m % 2 == 0);

  /* One crosser Vert: for odd m nothing passes over the link; for even m that piece
   * stands in the column of one end (the first crosser over @a, the second over @b). */
  setup_crossing (&pos, size, c->a, c->b, c->c1, AKRON_VERT, c->c2, AKRON_HORZ);
  g_assert_cmpint (akron_test_link_state (&pos, c->a, c->b), ==, c->m % 2 == 0);
  g_assert_cmpint (covered (&pos, c->a), ==, c->m % 2 == 0);
  g_assert_false (covered (&pos, c->b));
  setup_crossing (&pos, size, c->a, c->b, c->c1, AKRON_HORZ, c->c2, AKRON_VERT);
  g_assert_cmpint (akron_test_link_state (&pos, c->a, c->b), ==, c->m % 2 == 0);
  g_assert_false (covered (&pos, c->a));
  g_assert_cmpint (covered (&pos, c->b), ==, c->m % 2 == 0);

  /* All Horz: nothing cut anywhere. */
  setup_crossing (&pos, size, c->a, c->b, c->c1, AKRON_HORZ, c->c2, AKRON_HORZ);
  g_assert_cmpint (akron_test_link_state (&pos, c->a, c->b), ==, 0);
  {
    g_autofree char *links = akron_test_links (&pos);
    g_assert_null (strstr (links, ":cut"));
  }
}

static void
test_crossed_links (void)
{
  for (guint k = 0; k < G_N_ELEMENTS (crossings); k++)
    check_crossing (8, &crossings[k]);
}

static void
test_crossed_links_16 (void)
{
  /* 16x16, H8-I8 (i=7, j=8): m=4 F10'''' G10'''', m=5 F11''''' F10'''''. */
  static const Crossing big[] = {
    { "H8", "I8", 1, "H9'", "H8'" },
    { "H8", "I8", 4, "F10''''", "G10''''" },
    { "H8", "I8", 5, "F11'''''", "F10'''''" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (big); k++)
    check_crossing (16, &big[k]);
}

/* RULES.md 3: an opponent piece or link cuts whether or not it is itself cut. */
static void
test_cut_crossers_still_cut (void)
{
  AkronPosition pos;

  setup_crossing (&pos, 8, "D4", "E4", "D5'", AKRON_VERT, "D4'", AKRON_VERT);
  /* Horz C6''' stands in D5''s column: (1, 3, 3) + (2, -1, -1) = (3, 2, 2). */
  akron_test_place_filled (&pos, "C6'''", AKRON_HORZ, AKRON_HORZ);
  g_assert_true (covered (&pos, "D5'"));
  g_assert_false (covered (&pos, "D4'"));
  g_assert_cmpint (akron_test_link_state (&pos, "D5'", "D4'"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "E4"), ==, 1);
}

/* RULES.md 3 Decision: a single opponent piece resting on yours does not cut it. */
static void
test_single_piece_on_top (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 8, 0, "D4'", "D4 E4 D3 E3");
  akron_assert_links (&pos, "H:D4-E4 H:D4-D3 H:E4-E3 H:D3-E3");
  g_assert_false (covered (&pos, "D4"));
  g_assert_false (covered (&pos, "E4"));

  /* Two levels up in the column it does: D4 is under C5'' (rule 1). */
  g_assert_true (akron_position_init (&pos, 8, 1000, FALSE, NULL));
  akron_test_place_filled (&pos, "D4", AKRON_HORZ, AKRON_HORZ);
  akron_test_place_filled (&pos, "C5''", AKRON_VERT, AKRON_HORZ);
  g_assert_true (covered (&pos, "D4"));
  g_assert_false (covered (&pos, "C4"));
  g_assert_false (covered (&pos, "D5"));
  g_assert_false (covered (&pos, "C5"));
  g_assert_false (covered (&pos, "C4'"));
  /* Every link of D4 is cut, links beside it are not. */
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "D5"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "C4"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "E4"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "D3"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "D4", "D4'"), ==, 1);
  g_assert_cmpint (akron_test_link_state (&pos, "C4", "C5"), ==, 0);
  g_assert_cmpint (akron_test_link_state (&pos, "C5", "D5"), ==, 0);
  g_assert_cmpint (akron_test_link_state (&pos, "C4'", "C5'"), ==, 0);
  g_assert_cmpint (akron_test_link_state (&pos, "C4'", "C4"), ==, 0);
}

/* RULES.md 3 rule 1 on 3x3: Horz A3'' covers Vert B2; Vert still connects around it
 * through A3' and A2' (B3 A3' A2' B1). Nine pieces each. */
static void
test_covered_piece (void)
{
  AkronPosition pos;

  akron_test_setup (&pos, 3, 9, "B3 B2 B1 A3' A2'", "A3 C3 A2 C2 A1 C1 B3' B2' A3''");
  g_assert_true (covered (&pos, "B2"));
  g_assert_false (covered (&pos, "B3"));
  g_assert_false (covered (&pos, "B1"));
  akron_assert_links (&pos,
                      "V:B3-B2:cut V:B2-B1:cut V:A3'-B3 V:A3'-B2:cut V:A2'-B2:cut V:A2'-B1 "
                      "V:A3'-A2' "
                      "H:A3-A2 H:A2-A1 H:C3-C2 H:C2-C1 H:B3'-C3 H:B3'-C2 H:B2'-C2 H:B2'-C1 "
                      "H:B3'-B2' H:A3''-B3' H:A3''-B2'");
  assert_chain (&pos, AKRON_VERT, "B3 A3' A2' B1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
}

static void
test_sides (void)
{
  AkronPosition pos;

  /* Vert connects top and bottom, Horz left and right; corners count for both. */
  akron_test_setup (&pos, 3, 0, "B3 B2 B1", "");
  assert_chain (&pos, AKRON_VERT, "B3 B2 B1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));

  akron_test_setup (&pos, 3, 0, "A3 A2 A1", "");
  assert_chain (&pos, AKRON_VERT, "A3 A2 A1");

  akron_test_setup (&pos, 3, 0, "", "A1 B1 C1");
  assert_chain (&pos, AKRON_HORZ, "A1 B1 C1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));

  akron_test_setup (&pos, 3, 0, "", "A2 B2 C2");
  assert_chain (&pos, AKRON_HORZ, "A2 B2 C2");

  /* A row does not connect Vert, a column does not connect Horz. */
  akron_test_setup (&pos, 3, 0, "A2 B2 C2", "B3 B1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));

  /* Upper pieces never count as on a side: Horz A1 B1 and B2' above the right edge
   * (B2' rests on Vert C2 and C1) does not reach the right side. */
  akron_test_setup (&pos, 3, 0, "B2 C2 C1", "A1 B1 B2'");
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  /* Nor does Vert A2' over the bottom edge (A2' rests on Horz A1 and B1). */
  akron_test_setup (&pos, 3, 0, "A3 A2 A2'", "B2 A1 B1");
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  /* A single hole on a side is not a connection, even on 3x3 with a corner. */
  akron_test_setup (&pos, 3, 0, "A3", "");
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
}

/* 16x16: Vert column H16..H1 cut at H8-H7 by Horz G8' and H8', which carry Horz's row 8
 * over it. */
static void
test_size_16 (void)
{
  AkronPosition pos;
  g_autoptr (GString) vert = g_string_new (NULL);
  g_autoptr (GString) horz = g_string_new (NULL);
  g_autoptr (GString) horz_chain = g_string_new (NULL);
  g_autoptr (GString) vert_chain = g_string_new (NULL);

  for (guint r = 1; r <= 16; r++)
    g_string_append_printf (vert, "H%u ", r);
  for (char c = 'A'; c <= 'P'; c++)
    if (c != 'H')
      g_string_append_printf (horz, "%c8 ", c);
  g_string_append (horz, "G7 I7 G8'");

  /* Only the shortest chain: A8..G8, G8', H8', I8..P8 (17 pieces). */
  for (char c = 'A'; c <= 'P'; c++)
    if (c != 'H')
      g_string_append_printf (horz_chain, "%c8 ", c);
  g_string_append (horz_chain, "G8' H8'");

  {
    g_autofree char *all = g_strconcat (horz->str, " H8'", NULL);
    akron_test_setup (&pos, 16, 0, vert->str, all);
  }
  g_assert_cmpint (akron_test_link_state (&pos, "H8", "H7"), ==, 1);
  g_assert_false (akron_position_has_connection (&pos, AKRON_VERT, NULL, NULL));
  assert_chain (&pos, AKRON_HORZ, horz_chain->str);

  /* H8' Vert instead: the Vert link stands (one Horz piece above it), Horz is broken. */
  {
    g_autofree char *v = g_strconcat (vert->str, " H8'", NULL);
    akron_test_setup (&pos, 16, 0, v, horz->str);
  }
  g_assert_cmpint (akron_test_link_state (&pos, "H8", "H7"), ==, 0);
  g_assert_false (akron_position_has_connection (&pos, AKRON_HORZ, NULL, NULL));
  for (guint r = 1; r <= 16; r++)
    g_string_append_printf (vert_chain, "H%u ", r);
  assert_chain (&pos, AKRON_VERT, vert_chain->str);
}

/* akron_position_links() writes at most @max links. */
static void
test_links_max (void)
{
  AkronPosition pos;
  AkronLink links[3];

  akron_test_setup (&pos, 3, 0, "A3 B3 C3 A2", "");
  g_assert_cmpuint (akron_position_links (&pos, links, 2), ==, 2);
  g_assert_cmpuint (akron_position_links (&pos, links, 3), ==, 3);
  akron_assert_links (&pos, "V:A3-B3 V:B3-C3 V:A3-A2");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/connect/example-3", test_example_3);
  g_test_add_func ("/connect/links-cut", test_links_cut);
  g_test_add_func ("/connect/example-2", test_example_2);
  g_test_add_func ("/connect/crossed-links", test_crossed_links);
  g_test_add_func ("/connect/crossed-links-16", test_crossed_links_16);
  g_test_add_func ("/connect/cut-crossers-still-cut", test_cut_crossers_still_cut);
  g_test_add_func ("/connect/single-piece-on-top", test_single_piece_on_top);
  g_test_add_func ("/connect/covered-piece", test_covered_piece);
  g_test_add_func ("/connect/sides", test_sides);
  g_test_add_func ("/connect/size-16", test_size_16);
  g_test_add_func ("/connect/links-max", test_links_max);

  return g_test_run ();
}
