/* akron-labels.c: the words the window uses for a game, in one place
 *
 * The move list, the status line, the window title and the player cards all name players,
 * moves and results: they share these functions so that they never disagree (the status
 * once counted plies while the list counted moves).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-labels.h"

const char *
akron_label_colour (AkronColour colour)
{
  return colour == AKRON_VERT ? _("Vert") : _("Horz");
}

const char *
akron_label_player (AkronGame *game, AkronColour colour)
{
  const char *name = akron_game_get_player_for_colour (game, colour);

  return name != NULL && *name != '\0' ? name : akron_label_colour (colour);
}

char *
akron_label_result (AkronGame *game)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour winner = result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
  AkronColour loser = AKRON_OPPONENT (winner);

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      return g_strdup_printf (_("%s wins by connection"), akron_label_player (game, winner));
    case AKRON_REASON_NO_LEGAL_MOVE:
      return g_strdup_printf (_("%s wins: %s has no legal move"),
                              akron_label_player (game, winner),
                              akron_label_player (game, loser));
    case AKRON_REASON_RESIGNATION:
      return g_strdup_printf (_("%s wins: %s resigned"), akron_label_player (game, winner),
                              akron_label_player (game, loser));
    case AKRON_REASON_REPETITION:
      return g_strdup (_("Draw by repetition"));
    case AKRON_REASON_NONE:
    default:
      return g_strdup (result == AKRON_RESULT_DRAW ? _("Draw") : "");
    }
}

char *
akron_label_move (AkronGame *game, guint ply)
{
  g_autofree char *move = NULL;
  guint index = ply - 1;

  if (ply == 0)
    return g_strdup (_("Start"));

  move = akron_game_get_move_text (game, index);
  /* Moves are numbered in pairs, as in chess: Vert's on even entries (a swap is an entry
   * and does not change the colour to move, so the pairs stay aligned). */
  if (index % 2 == 0)
    /* Translators: a move in the move list: its number and the move, "3. D4" */
    return g_strdup_printf (_("%u. %s"), index / 2 + 1, move);
  else
    /* Translators: Horz's move in the move list: "3… E5" */
    return g_strdup_printf (_("%u… %s"), index / 2 + 1, move);
}

char *
akron_label_status (AkronGame *game)
{
  const char *to_move = akron_label_player (game, akron_game_get_to_move (game));
  guint ply = akron_game_get_ply (game);
  g_autofree char *viewed = NULL;

  if (akron_game_is_over (game))
    return akron_label_result (game);
  if (ply == akron_game_get_n_moves (game))
    return g_strdup_printf (_("%s to move"), to_move);

  /* Browsing the history: say where, as the move list says it. */
  if (ply == 0)
    /* Translators: the player browses the history and sees the start of the game */
    return g_strdup_printf (_("Viewing the start · %s to move"), to_move);
  viewed = akron_label_move (game, ply);
  /* Translators: the player browses the history; "after 3… E5 · Ann to move" */
  return g_strdup_printf (_("Viewing after %s · %s to move"), viewed, to_move);
}

char *
akron_label_players (AkronGame *game)
{
  const char *vert = akron_game_get_player_name (game, AKRON_VERT);
  const char *horz = akron_game_get_player_name (game, AKRON_HORZ);

  if ((vert == NULL || *vert == '\0') && (horz == NULL || *horz == '\0'))
    return NULL;
  /* The names of the players who started with each colour: the title does not change
   * with a swap. */
  /* Translators: a game's title, "Ann vs Bob" */
  return g_strdup_printf (_("%s vs %s"),
                          vert != NULL && *vert != '\0' ? vert : akron_label_colour (AKRON_VERT),
                          horz != NULL && *horz != '\0' ? horz : akron_label_colour (AKRON_HORZ));
}

char *
akron_label_sentence (const char *text)
{
  gunichar first = g_utf8_get_char_validated (text, -1);
  GString *sentence = g_string_new (NULL);

  if (first != (gunichar) -1 && first != (gunichar) -2 && first != 0)
    {
      g_string_append_unichar (sentence, g_unichar_totitle (first));
      text = g_utf8_next_char (text);
    }
  g_string_append (sentence, text);
  return g_string_free (sentence, FALSE);
}

char *
akron_label_file_error (GFile *file, const GError *error)
{
  const char *text = error->message;
  g_autofree char *parse_name = file != NULL ? g_file_get_parse_name (file) : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  const char *names[] = { parse_name, path };

  /* GIO and the record reader start with the file's name, which the heading gives. */
  for (guint t = 0; t < G_N_ELEMENTS (names); t++)
    if (names[t] != NULL && g_str_has_prefix (text, names[t])
        && g_str_has_prefix (text + strlen (names[t]), ": "))
      {
        text += strlen (names[t]) + 2;
        break;
      }
  return akron_label_sentence (text);
}
