/* test-player-card.c: a player's card stays the same width whatever the player's name
 *
 * Needs a display (widgets are measured): skipped without one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

  g_test_add_data_func ("/player-card/long-name", GINT_TO_POINTER (FALSE), test_long_name);
  g_test_add_data_func ("/player-card/long-name/compact", GINT_TO_POINTER (TRUE),
                        test_long_name);
  return g_test_run ();
}
