/* test-translations.c: the translations reach the engine's messages, in the right plural form
 *
 * Runs once for each of de, fr and ru (meson sets LANGUAGE) against the .mo files of the
 * build. The engine's colour names come out translated, and a counted message takes the
 * plural form that the number asks for in that language: Russian has three, chosen by the
 * last two digits, French counts 0 and 1 as singular, German only 1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "akron-position.h"
#include "akron-record.h"

typedef struct
{
  guint pieces;
  const char *message;
} Count;

static const char *
language (void)
{
  return g_getenv ("LANGUAGE");
}

/* The translated colour names, also inside an engine message. */
static void
test_colour_names (void)
{
  const char *vert = g_str_equal (language (), "fr") ? "Vertical" : "Vert";
  const char *horz = g_str_equal (language (), "fr") ? "Horizontal" : "Horz";
  g_autofree char *expected = NULL;
  AkronPosition pos;
  AkronMove add = akron_move_add (0);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (akron_colour_get_name (AKRON_VERT), ==, vert);
  g_assert_cmpstr (akron_colour_get_name (AKRON_HORZ), ==, horz);

  /* Vert, to move with an empty pile, cannot add. */
  g_assert_true (akron_position_init (&pos, 3, 3, FALSE, NULL));
  g_assert_true (akron_position_set_pile (&pos, AKRON_VERT, 0));
  g_assert_false (akron_position_check_move (&pos, &add, &error));
  if (g_str_equal (language (), "fr"))
    expected = g_strdup ("Vertical n’a plus de billes à poser");
  else if (g_str_equal (language (), "ru"))
    expected = g_strdup ("у Vert не осталось шаров, чтобы выставить");
  else
    expected = g_strdup ("Vert hat keine Kugeln mehr zum Einsetzen");
  g_assert_cmpstr (error->message, ==, expected);
}

/* "%u pieces per player is out of range": the plural follows the number of pieces. */
static void
test_pieces_out_of_range (void)
{
  static const Count ru[] = {
    { 1, "1 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 2, "2 шара на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1001, "1001 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1004, "1004 шара на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1005, "1005 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1011, "1011 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1012, "1012 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    { 1021, "1021 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
  };
  static const Count fr[] = {
    { 1, "1 bille par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
    { 2, "2 billes par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
    { 1001, "1001 billes par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
  };
  static const Count de[] = {
    { 1, "1 Kugel pro Spieler liegt für ein 3x3-Brett außerhalb des erlaubten Bereichs "
         "(3 bis 1000)" },
    { 2, "2 Kugeln pro Spieler liegen für ein 3x3-Brett außerhalb des erlaubten Bereichs "
         "(3 bis 1000)" },
  };
  const Count *counts = g_str_equal (language (), "ru") ? ru
                        : g_str_equal (language (), "fr") ? fr : de;
  gsize n = g_str_equal (language (), "ru") ? G_N_ELEMENTS (ru)
            : g_str_equal (language (), "fr") ? G_N_ELEMENTS (fr) : G_N_ELEMENTS (de);

  for (gsize t = 0; t < n; t++)
    {
      AkronPosition pos;
      g_autoptr(GError) error = NULL;

      g_assert_false (akron_position_init (&pos, 3, counts[t].pieces, FALSE, &error));
      g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
      g_assert_cmpstr (error->message, ==, counts[t].message);
    }
}

/* "Ply is %u but the record has only %u moves": the plural follows the moves. */
static void
test_ply_beyond_moves (void)
{
  static const char *one_move = "[Size \"4\"]\n[Ply \"3\"]\nA1\n";
  static const char *two_moves = "[Size \"4\"]\n[Ply \"3\"]\nA1 B1\n";
  const char *one, *two;
  g_autoptr(GError) error = NULL;

  if (g_str_equal (language (), "ru"))
    {
      one = "Ply равно 3, но в записи только 1 ход";
      two = "Ply равно 3, но в записи только 2 хода";
    }
  else if (g_str_equal (language (), "fr"))
    {
      one = "Ply vaut 3 mais le fichier de partie n’a que 1 coup";
      two = "Ply vaut 3 mais le fichier de partie n’a que 2 coups";
    }
  else
    {
      one = "Ply ist 3, aber das Protokoll hat nur 1 Zug";
      two = "Ply ist 3, aber das Protokoll hat nur 2 Züge";
    }

  g_assert_null (akron_record_parse (one_move, -1, &error));
  g_assert_true (g_str_has_suffix (error->message, one));
  g_clear_error (&error);
  g_assert_null (akron_record_parse (two_moves, -1, &error));
  g_assert_true (g_str_has_suffix (error->message, two));
}

int
main (int argc, char *argv[])
{
  const char *lang = language ();

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);

  if (lang == NULL || !(g_str_equal (lang, "de") || g_str_equal (lang, "fr")
                        || g_str_equal (lang, "ru")))
    g_error ("LANGUAGE must be de, fr or ru, not %s", lang != NULL ? lang : "unset");

  g_test_add_func ("/translations/colour-names", test_colour_names);
  g_test_add_func ("/translations/pieces-out-of-range", test_pieces_out_of_range);
  g_test_add_func ("/translations/ply-beyond-moves", test_ply_beyond_moves);

  return g_test_run ();
}
