/* test-translations.c: the translations reach the program's messages, in the right plural form
 *
 * Runs once for each language of po/LINGUAS (meson sets LANGUAGE) against the .mo files of
 * the build. The engine's colour names and messages come out translated, so does a string
 * of the window, and a counted message takes the plural form that the number asks for in
 * that language: Russian has three, chosen by the last two digits; French and Brazilian
 * Portuguese count 0 and 1 as singular; German, Spanish and Italian only 1; Chinese has a
 * single form for every number.
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
  guint number;
  const char *message;
} Count;

/* What one language says; the lists of counts end with an empty entry. */
typedef struct
{
  const char *code;
  const char *vert;
  const char *horz;
  /* "%s has no pieces left to add", for Vert */
  const char *vert_cannot_add;
  /* "New Game", the title of the new game dialog */
  const char *new_game;
  /* "%u pieces per player is out of range for a %ux%u board (%u to %d)" on 3x3 */
  Count pieces_out_of_range[9];
  /* "Ply is %u but the record has only %u moves", with Ply 3 */
  Count ply_beyond_moves[4];
} Language;

static const Language languages[] = {
  {
    "de", "Vert", "Horz",
    "Vert hat keine Kugeln mehr zum Einsetzen",
    "Neue Partie",
    {
      { 1, "1 Kugel pro Spieler liegt für ein 3x3-Brett außerhalb des erlaubten Bereichs "
           "(3 bis 1000)" },
      { 2, "2 Kugeln pro Spieler liegen für ein 3x3-Brett außerhalb des erlaubten Bereichs "
           "(3 bis 1000)" },
    },
    {
      { 0, "Ply ist 3, aber das Protokoll hat nur 0 Züge" },
      { 1, "Ply ist 3, aber das Protokoll hat nur 1 Zug" },
      { 2, "Ply ist 3, aber das Protokoll hat nur 2 Züge" },
    },
  },
  {
    "es", "Vert", "Horz",
    "Vert no tiene canicas que colocar",
    "Partida nueva",
    {
      { 1, "1 canica por jugador está fuera del intervalo para un tablero de 3x3 (de 3 a 1000)" },
      { 2, "2 canicas por jugador están fuera del intervalo para un tablero de 3x3 (de 3 a 1000)" },
      { 1001, "1001 canicas por jugador están fuera del intervalo para un tablero de 3x3 "
              "(de 3 a 1000)" },
    },
    {
      { 0, "Ply es 3 pero el registro solo tiene 0 jugadas" },
      { 1, "Ply es 3 pero el registro solo tiene 1 jugada" },
      { 2, "Ply es 3 pero el registro solo tiene 2 jugadas" },
    },
  },
  {
    "fr", "Vertical", "Horizontal",
    "Vertical n’a plus de billes à poser",
    "Nouvelle partie",
    {
      { 1, "1 bille par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
      { 2, "2 billes par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
      { 1001, "1001 billes par joueur\u00a0: hors limites pour un plateau 3x3 (3 à 1000)" },
    },
    {
      { 0, "Ply vaut 3 mais le fichier de partie n’a que 0 coup" },
      { 1, "Ply vaut 3 mais le fichier de partie n’a que 1 coup" },
      { 2, "Ply vaut 3 mais le fichier de partie n’a que 2 coups" },
    },
  },
  {
    "it", "Vert", "Horz",
    "Vert non ha più biglie da aggiungere",
    "Nuova partita",
    {
      { 1, "1 biglia per giocatore è fuori dall'intervallo consentito per un tavoliere 3x3 "
           "(da 3 a 1000)" },
      { 2, "2 biglie per giocatore sono fuori dall'intervallo consentito per un tavoliere 3x3 "
           "(da 3 a 1000)" },
      { 1001, "1001 biglie per giocatore sono fuori dall'intervallo consentito per un "
              "tavoliere 3x3 (da 3 a 1000)" },
    },
    {
      { 0, "Ply è 3 ma la trascrizione ha solo 0 mosse" },
      { 1, "Ply è 3 ma la trascrizione ha solo 1 mossa" },
      { 2, "Ply è 3 ma la trascrizione ha solo 2 mosse" },
    },
  },
  {
    "pt_BR", "Vert", "Horz",
    "Vert não tem mais bolinhas para colocar",
    "Nova partida",
    {
      { 1, "1 bolinha por jogador está fora do intervalo para um tabuleiro 3x3 (de 3 a 1000)" },
      { 2, "2 bolinhas por jogador estão fora do intervalo para um tabuleiro 3x3 (de 3 a 1000)" },
      { 1001, "1001 bolinhas por jogador estão fora do intervalo para um tabuleiro 3x3 "
              "(de 3 a 1000)" },
    },
    {
      { 0, "Ply é 3, mas o registro só tem 0 jogada" },
      { 1, "Ply é 3, mas o registro só tem 1 jogada" },
      { 2, "Ply é 3, mas o registro só tem 2 jogadas" },
    },
  },
  {
    "ru", "Vert", "Horz",
    "у Vert не осталось шаров, чтобы выставить",
    "Новая партия",
    {
      { 1, "1 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 2, "2 шара на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1001, "1001 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1004, "1004 шара на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1005, "1005 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1011, "1011 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1012, "1012 шаров на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
      { 1021, "1021 шар на игрока — вне допустимого диапазона для доски 3x3 (от 3 до 1000)" },
    },
    {
      { 0, "Ply равно 3, но в записи только 0 ходов" },
      { 1, "Ply равно 3, но в записи только 1 ход" },
      { 2, "Ply равно 3, но в записи только 2 хода" },
    },
  },
  {
    "zh_CN", "Vert", "Horz",
    "Vert 没有可放的棋子了",
    "新对局",
    {
      { 1, "每位玩家 1 颗棋子超出了 3x3 棋盘的范围（3 到 1000）" },
      { 2, "每位玩家 2 颗棋子超出了 3x3 棋盘的范围（3 到 1000）" },
      { 1001, "每位玩家 1001 颗棋子超出了 3x3 棋盘的范围（3 到 1000）" },
    },
    {
      { 0, "Ply 为 3，但棋谱只有 0 步" },
      { 1, "Ply 为 3，但棋谱只有 1 步" },
      { 2, "Ply 为 3，但棋谱只有 2 步" },
    },
  },
};

/* The language under test, set by main() from LANGUAGE. */
static const Language *lang;

/* The translated colour names, also inside an engine message. */
static void
test_colour_names (void)
{
  AkronPosition pos;
  AkronMove add = akron_move_add (0);
  g_autoptr(GError) error = NULL;

  g_assert_cmpstr (akron_colour_get_name (AKRON_VERT), ==, lang->vert);
  g_assert_cmpstr (akron_colour_get_name (AKRON_HORZ), ==, lang->horz);

  /* Vert, to move with an empty pile, cannot add. */
  g_assert_true (akron_position_init (&pos, 3, 3, FALSE, NULL));
  g_assert_true (akron_position_set_pile (&pos, AKRON_VERT, 0));
  g_assert_false (akron_position_check_move (&pos, &add, &error));
  g_assert_cmpstr (error->message, ==, lang->vert_cannot_add);
}

/* The catalogue holds the window's strings too, not only the engine's. */
static void
test_window_string (void)
{
  g_assert_cmpstr (_("New Game"), ==, lang->new_game);
}

/* "%u pieces per player is out of range": the plural follows the number of pieces. */
static void
test_pieces_out_of_range (void)
{
  for (const Count *count = lang->pieces_out_of_range; count->message != NULL; count++)
    {
      AkronPosition pos;
      g_autoptr(GError) error = NULL;

      g_assert_false (akron_position_init (&pos, 3, count->number, FALSE, &error));
      g_assert_error (error, AKRON_ERROR, AKRON_ERROR_INVALID_ARGUMENT);
      g_assert_cmpstr (error->message, ==, count->message);
    }
}

/* "Ply is %u but the record has only %u moves": the plural follows the moves, from none. */
static void
test_ply_beyond_moves (void)
{
  static const char *records[] = {
    "[Size \"4\"]\n[Ply \"3\"]\n",
    "[Size \"4\"]\n[Ply \"3\"]\nA1\n",
    "[Size \"4\"]\n[Ply \"3\"]\nA1 B1\n",
  };

  for (const Count *count = lang->ply_beyond_moves; count->message != NULL; count++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (count->number, <, G_N_ELEMENTS (records));
      g_assert_null (akron_record_parse (records[count->number], -1, &error));
      g_assert_nonnull (error);
      if (!g_str_has_suffix (error->message, count->message))
        g_error ("“%s” does not end with “%s”", error->message, count->message);
    }
}

int
main (int argc, char *argv[])
{
  const char *code = g_getenv ("LANGUAGE");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_test_init (&argc, &argv, NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (languages); i++)
    if (g_strcmp0 (code, languages[i].code) == 0)
      lang = &languages[i];
  if (lang == NULL)
    g_error ("LANGUAGE must be one of the languages this test knows, not %s",
             code != NULL ? code : "unset");

  g_test_add_func ("/translations/colour-names", test_colour_names);
  g_test_add_func ("/translations/window-string", test_window_string);
  g_test_add_func ("/translations/pieces-out-of-range", test_pieces_out_of_range);
  g_test_add_func ("/translations/ply-beyond-moves", test_ply_beyond_moves);

  return g_test_run ();
}
