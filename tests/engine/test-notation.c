/* test-notation.c: points and moves as text (RULES.md section 6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-test-util.h"

#include <string.h>

static void
assert_point (guint size, const char *text, guint level, guint col, guint row)
{
  const AkronGeometry *geo = akron_geometry_get (size);
  g_autoptr (GError) error = NULL;
  AkronPoint p = AKRON_NO_POINT;

  g_assert_true (akron_point_parse (geo, text, &p, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (p, ==, akron_geometry_point (geo, level, col, row));
}

static void
test_point_examples (void)
{
  const AkronGeometry *geo = akron_geometry_get (8);
  char buf[AKRON_MOVE_TEXT_MAX];

  /* RULES.md 6: letter(i) + (n - j) + one apostrophe per level. */
  assert_point (8, "D3'", 1, 3, 5);
  assert_point (8, "A1", 0, 0, 7);
  assert_point (8, "A8", 0, 0, 0);
  assert_point (8, "H8", 0, 7, 0);
  assert_point (8, "H1", 0, 7, 7);
  assert_point (8, "A8'''''''", 7, 0, 0);
  assert_point (8, "D3''", 2, 3, 5);
  assert_point (3, "A3''", 2, 0, 0);
  assert_point (3, "C1", 0, 2, 2);
  assert_point (16, "P16", 0, 15, 0);
  assert_point (16, "P1", 0, 15, 15);
  assert_point (16, "A16'''''''''''''''", 15, 0, 0);
  assert_point (16, "J10", 0, 9, 6);
  assert_point (16, "O2'", 1, 14, 14);

  /* D3' rests on D3, E3, D2, E2; D3'' rests on D3', E3', D2', E2'. */
  {
    const char *below[] = { "D3", "E3", "D2", "E2" };
    const char *below1[] = { "D3'", "E3'", "D2'", "E2'" };
    AkronPoint d3_1 = akron_test_point (geo, "D3'");
    AkronPoint d3_2 = akron_test_point (geo, "D3''");

    for (guint s = 0; s < 4; s++)
      {
        gboolean found = FALSE, found1 = FALSE;

        for (guint t = 0; t < 4; t++)
          {
            found |= geo->support[d3_1][t] == akron_test_point (geo, below[s]);
            found1 |= geo->support[d3_2][t] == akron_test_point (geo, below1[s]);
          }
        g_assert_true (found);
        g_assert_true (found1);
      }
  }

  g_assert_cmpstr (akron_point_to_text (geo, akron_geometry_point (geo, 1, 3, 5), buf), ==,
                   "D3'");
  g_assert_cmpstr (akron_point_to_text (akron_geometry_get (16),
                                        akron_geometry_point (akron_geometry_get (16), 0, 15, 0),
                                        buf), ==, "P16");
}

static void
test_point_round_trip (void)
{
  static const guint sizes[] = { 3, 4, 8, 16 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      const AkronGeometry *geo = akron_geometry_get (sizes[s]);

      for (AkronPoint p = 0; p < geo->n_points; p++)
        {
          char buf[AKRON_MOVE_TEXT_MAX];
          g_autofree char *expected = NULL;
          g_autofree char *lower = NULL;
          g_autofree char *ticks = g_strnfill (geo->level[p], '\'');
          AkronPoint back = AKRON_NO_POINT;

          expected = g_strdup_printf ("%c%u%s", 'A' + geo->col[p], sizes[s] - geo->row[p],
                                      ticks);
          g_assert_cmpstr (akron_point_to_text (geo, p, buf), ==, expected);
          g_assert_true (akron_point_parse (geo, buf, &back, NULL));
          g_assert_cmpuint (back, ==, p);
          /* Input is case-insensitive. */
          lower = g_ascii_strdown (buf, -1);
          back = AKRON_NO_POINT;
          g_assert_true (akron_point_parse (geo, lower, &back, NULL));
          g_assert_cmpuint (back, ==, p);
        }
    }
}

static void
assert_point_error (guint size, const char *text, const char *fragment)
{
  const AkronGeometry *geo = akron_geometry_get (size);
  g_autoptr (GError) error = NULL;
  AkronPoint p = 1234;

  if (g_test_verbose ())
    g_printerr ("'%s' on %ux%u\n", text, size, size);
  g_assert_false (akron_point_parse (geo, text, &p, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_NOTATION);
  g_assert_nonnull (error->message);
  g_assert_cmpuint (strlen (error->message), >, 0);
  /* A precise message names the offending text. */
  if (*text && g_str_is_ascii (text))
    g_assert_nonnull (strstr (error->message, text));
  if (fragment)
    g_assert_nonnull (strstr (error->message, fragment));
}

static void
test_point_errors (void)
{
  assert_point_error (8, "I3", NULL);           /* no column I on 8x8 */
  assert_point_error (8, "A0", NULL);           /* rows start at 1 */
  assert_point_error (8, "A9", NULL);           /* no row 9 */
  assert_point_error (8, "A03", NULL);          /* leading zero */
  assert_point_error (8, "A00", NULL);
  assert_point_error (8, "D3''''''''", NULL);   /* eight levels up: no level 8 */
  assert_point_error (8, "H8'", NULL);          /* level 1 has columns A..G */
  assert_point_error (8, "A1'", NULL);          /* level 1 has rows 2..8 */
  assert_point_error (8, "B2''", NULL);         /* level 2 has rows 3..8 */
  assert_point_error (8, "", NULL);
  assert_point_error (8, "3D", NULL);
  assert_point_error (8, "D", NULL);
  assert_point_error (8, "'", NULL);
  assert_point_error (8, "D3x", NULL);
  assert_point_error (8, " D3", NULL);
  assert_point_error (8, "D3 ", NULL);
  assert_point_error (8, "D-3", NULL);
  assert_point_error (8, "D3\xe2\x80\x99", NULL); /* only the ASCII apostrophe */
  assert_point_error (8, "D3`", NULL);
  assert_point_error (8, "D'3", NULL);
  assert_point_error (8, "D+3", NULL);
  assert_point_error (8, "D99999999999999999999", NULL);
  assert_point_error (3, "D1", NULL);
  assert_point_error (3, "A4", NULL);
  assert_point_error (3, "A3'''", NULL);
  assert_point_error (16, "Q1", NULL);
  assert_point_error (16, "A17", NULL);
  assert_point_error (16, "B16'''''''''''''''", NULL);
}

static void
assert_move (guint size, const char *text, AkronMoveKind kind, const char *from,
             const char *to, const char *printed)
{
  const AkronGeometry *geo = akron_geometry_get (size);
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL;
  AkronMove move;
  char buf[AKRON_MOVE_TEXT_MAX];

  g_assert_true (akron_move_parse (geo, text, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (move.kind, ==, kind);
  g_assert_cmpuint (move.from, ==, from ? akron_test_point (geo, from) : AKRON_NO_POINT);
  g_assert_cmpuint (move.to, ==, to ? akron_test_point (geo, to) : AKRON_NO_POINT);
  g_assert_cmpstr (akron_move_to_text (geo, &move, buf), ==, printed);
  out = akron_move_to_string (geo, &move);
  g_assert_cmpstr (out, ==, printed);
}

static void
test_moves (void)
{
  assert_move (8, "F6", AKRON_MOVE_ADD, NULL, "F6", "F6");
  assert_move (8, "f6", AKRON_MOVE_ADD, NULL, "F6", "F6");
  assert_move (8, "A2-D3'", AKRON_MOVE_STEP, "A2", "D3'", "A2-D3'");
  assert_move (8, "a2-d3'", AKRON_MOVE_STEP, "A2", "D3'", "A2-D3'");
  assert_move (8, "D3''-H1", AKRON_MOVE_STEP, "D3''", "H1", "D3''-H1");
  assert_move (8, "swap", AKRON_MOVE_SWAP, NULL, NULL, "swap");
  assert_move (8, "SWAP", AKRON_MOVE_SWAP, NULL, NULL, "swap");
  assert_move (8, "Swap", AKRON_MOVE_SWAP, NULL, NULL, "swap");
  assert_move (8, "draw", AKRON_MOVE_DRAW, NULL, NULL, "draw");
  assert_move (8, "DRAW", AKRON_MOVE_DRAW, NULL, NULL, "draw");
  assert_move (8, "resign", AKRON_MOVE_RESIGN, NULL, NULL, "resign");
  assert_move (8, "Resign", AKRON_MOVE_RESIGN, NULL, NULL, "resign");
  assert_move (16, "P16-a1", AKRON_MOVE_STEP, "P16", "A1", "P16-A1");
  assert_move (16, "p1", AKRON_MOVE_ADD, NULL, "P1", "P1");
  assert_move (3, "c1-A3''", AKRON_MOVE_STEP, "C1", "A3''", "C1-A3''");

  /* The longest text fits the buffer. */
  {
    const AkronGeometry *geo = akron_geometry_get (16);
    AkronMove m = akron_move_step (akron_test_point (geo, "P16"),
                                   akron_test_point (geo, "A16'''''''''''''''"));
    char buf[AKRON_MOVE_TEXT_MAX];

    g_assert_cmpstr (akron_move_to_text (geo, &m, buf), ==, "P16-A16'''''''''''''''");
  }
}

static void
assert_move_error (guint size, const char *text)
{
  const AkronGeometry *geo = akron_geometry_get (size);
  g_autoptr (GError) error = NULL;
  AkronMove move;

  if (g_test_verbose ())
    g_printerr ("'%s' on %ux%u\n", text, size, size);
  g_assert_false (akron_move_parse (geo, text, &move, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_NOTATION);
  g_assert_cmpuint (strlen (error->message), >, 0);
}

static void
test_move_errors (void)
{
  assert_move_error (8, "");
  assert_move_error (8, "-");
  assert_move_error (8, "D4-");
  assert_move_error (8, "-D4");
  assert_move_error (8, "D4--E4");
  assert_move_error (8, "D4-E4-F4");
  assert_move_error (8, "D4 -E4");
  assert_move_error (8, "D4- E4");
  assert_move_error (8, "D4-I4");
  assert_move_error (8, "I4-D4");
  assert_move_error (8, "swap ");
  assert_move_error (8, "swapp");
  assert_move_error (8, "pass");
  assert_move_error (8, "D4-swap");
  assert_move_error (8, "12.");
  assert_move_error (3, "D1");
  assert_move_error (16, "Q16");
}

/* RULES.md 6: "A level-1 or higher point written alone is an illegal Add". The notation
 * layer may accept it as text (the header leaves legality to the position), but no layer
 * may let it be played. */
static void
test_upper_point_alone (void)
{
  const AkronGeometry *geo = akron_geometry_get (8);
  g_autoptr (GError) error = NULL;
  g_autoptr (AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, NULL);
  AkronPosition pos;
  AkronMove move;

  akron_test_setup (&pos, 8, 0, "D3 E3 D2 E2", "");
  if (akron_move_parse (geo, "D3'", &move, &error))
    {
      if (g_test_verbose ())
        g_printerr ("notation accepts D3' as an Add; the position refuses it\n");
      g_assert_cmpuint (move.kind, ==, AKRON_MOVE_ADD);
      g_assert_cmpuint (move.to, ==, akron_test_point (geo, "D3'"));
      /* Even where D3' is supported, adding to it is illegal. */
      g_assert_false (akron_position_check_move (&pos, &move, &error));
      g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
    }
  else
    g_assert_error (error, AKRON_ERROR, AKRON_ERROR_NOTATION);
  g_clear_error (&error);

  g_assert_false (akron_game_play_text (game, "D3'", &error));
  g_assert_nonnull (error);
  g_assert_true (error->domain == AKRON_ERROR);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/notation/point-examples", test_point_examples);
  g_test_add_func ("/notation/point-round-trip", test_point_round_trip);
  g_test_add_func ("/notation/point-errors", test_point_errors);
  g_test_add_func ("/notation/moves", test_moves);
  g_test_add_func ("/notation/move-errors", test_move_errors);
  g_test_add_func ("/notation/upper-point-alone", test_upper_point_alone);

  return g_test_run ();
}
