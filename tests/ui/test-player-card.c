/* test-player-card.c: a player's card stays the same width whatever the player's name, and
 * says the colour's words whole in the window's sidebar
 *
 * Needs a display (widgets are measured): skipped without one. meson runs it once in each
 * language of po/LINGUAS (LANGUAGE set, this build's catalogues) and once untranslated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "akron-player-card.h"
#include "akron-ui-test-util.h"

/* The card's natural width for a game whose Vert player is @name. */
static int
natural_width (const char *name, gboolean compact, char **shown)
{
  g_autoptr(AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, NULL);
  GtkWidget *card = g_object_ref_sink (akron_player_card_new (AKRON_VERT));
  int natural = 0;

  akron_game_set_player_name (game, AKRON_VERT, name);
  akron_player_card_set_compact (AKRON_PLAYER_CARD (card), compact);
  akron_player_card_set_game (AKRON_PLAYER_CARD (card), game);
  gtk_widget_measure (card, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  if (shown != NULL)
    *shown = g_strdup (akron_player_card_get_name_text (AKRON_PLAYER_CARD (card)));
  g_object_unref (card);
  return natural;
}

/* A million characters (the limit of the old overflow report) ask for no more room than a
 * name that just fills the card: the engine keeps 100 characters, the card ellipsizes. */
static void
test_long_name (gconstpointer data)
{
  gboolean compact = GPOINTER_TO_INT (data);
  g_autofree char *huge = g_strnfill (1000000, 'W');
  g_autofree char *full = g_strnfill (24, 'W');
  g_autofree char *shown = NULL;
  int huge_width = natural_width (huge, compact, &shown);
  int full_width = natural_width (full, compact, NULL);

  g_assert_cmpint (huge_width, >, 0);
  g_assert_cmpint (huge_width, <=, full_width);
  g_assert_cmpuint (g_utf8_strlen (shown, -1), ==, AKRON_GAME_MAX_NAME_CHARS);
}

typedef struct
{
  guint size;
  const char *vert_name;
  const char *horz_name;
} Game;

static const Game unnamed_8 = { 8, NULL, NULL };
static const Game unnamed_16 = { 16, NULL, NULL };
static const Game named_16 = { 16, "Ann", "Bob" };

static gboolean
is_player_card (GtkWidget *widget, gconstpointer colour)
{
  return AKRON_IS_PLAYER_CARD (widget)
         && !akron_player_card_get_compact (AKRON_PLAYER_CARD (widget))
         && akron_player_card_get_colour (AKRON_PLAYER_CARD (widget)) == GPOINTER_TO_UINT (colour);
}

/* The label is drawn whole where it is: not ellipsized, and given at least the height its
 * wrapped lines need at the width it has. */
static void
assert_label_whole (GtkWidget *label)
{
  int width = gtk_widget_get_width (label), height = gtk_widget_get_height (label);
  int min_width, min_height;

  g_assert_true (gtk_widget_get_mapped (label));
  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, width, &min_height, NULL, NULL, NULL);
  g_test_message ("“%s”: %d x %d, needs %d x %d", gtk_label_get_label (GTK_LABEL (label)),
                  width, height, min_width, min_height);
  g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (label))));
  g_assert_cmpint (width, >=, min_width);
  g_assert_cmpint (height, >=, min_height);
}

/* Issue 16: in the window at its default size, the sidebar's cards say what each colour
 * does whole ("Dark pieces · top to bottom"), in every language, on the largest board too
 * (whose piles have three digits). */
static void
test_subtitle_whole (gconstpointer data)
{
  const Game *variant = data;
  g_autoptr(AkronGame) game = akron_game_new (variant->size, 0, FALSE, FALSE, NULL);
  AkronWindow *window = akron_window_new (NULL, NULL);
  gboolean destroyed = FALSE;

  if (variant->vert_name != NULL)
    akron_game_set_player_name (game, AKRON_VERT, variant->vert_name);
  if (variant->horz_name != NULL)
    akron_game_set_player_name (game, AKRON_HORZ, variant->horz_name);
  akron_window_set_game (window, game, NULL);
  /* The settings' default size, as a first start has it. */
  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (GTK_WIDGET (window));
  g_assert_false (akron_test_sidebar_folded (GTK_WIDGET (window)));

  for (AkronColour colour = AKRON_VERT; colour <= AKRON_HORZ; colour++)
    {
      GtkWidget *card = akron_test_find (GTK_WIDGET (window), is_player_card,
                                         GUINT_TO_POINTER (colour), AKRON_TEST_MAPPED_ONLY);

      g_assert_nonnull (card);
      assert_label_whole (akron_test_find_by_id (card, "detail_label"));
      assert_label_whole (akron_test_find_by_id (card, "pile_label"));
    }

  akron_test_watch_destroy (GTK_WIDGET (window), &destroyed);
  gtk_window_destroy (GTK_WINDOW (window));
  akron_test_wait_until (akron_test_is_true, &destroyed);
}

int
main (int argc, char *argv[])
{
  const char *language = g_getenv ("LANGUAGE");

  /* The language meson asks for, from this build's catalogues (gtk_init sets the locale). */
  bindtextdomain (GETTEXT_PACKAGE, TEST_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;
  /* A language that is not really in use would make the test below prove nothing. */
  if (language != NULL && *language != '\0' && !g_str_has_prefix (language, "en"))
    g_assert_cmpstr (_("New Game"), !=, "New Game");

  g_test_add_data_func ("/player-card/subtitle-whole/8x8", &unnamed_8, test_subtitle_whole);
  g_test_add_data_func ("/player-card/subtitle-whole/16x16", &unnamed_16, test_subtitle_whole);
  g_test_add_data_func ("/player-card/subtitle-whole/16x16-named", &named_16,
                        test_subtitle_whole);

  g_test_add_data_func ("/player-card/long-name", GINT_TO_POINTER (FALSE), test_long_name);
  g_test_add_data_func ("/player-card/long-name/compact", GINT_TO_POINTER (TRUE),
                        test_long_name);
  return g_test_run ();
}
