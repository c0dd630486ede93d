/* fuzz-move.c: libFuzzer target for the move notation and for playing moves as text
 *
 * The first byte picks a board size (3..16); the rest is white-space separated text.
 * Each token goes through akron_move_parse() (a parsed move must print and parse back to
 * itself) and akron_point_parse(), then is played with akron_game_play_text() on one game,
 * so the fuzzer also walks through legal games and the engine's error paths; after each
 * move, undo and redo must give back the same position.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "akron-game.h"
#include "akron-notation.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
check_notation (const AkronGeometry *geo, const char *token)
{
  AkronMove move, again;
  AkronPoint point;
  char text[AKRON_MOVE_TEXT_MAX];

  if (akron_move_parse (geo, token, &move, NULL))
    {
      akron_move_to_text (geo, &move, text);
      if (!akron_move_parse (geo, text, &again, NULL) || !akron_move_equal (&move, &again))
        abort ();
    }

  if (akron_point_parse (geo, token, &point, NULL))
    {
      if (point >= geo->n_points)
        abort ();
      akron_point_to_text (geo, point, text);
      if (g_ascii_strcasecmp (text, token) != 0)
        abort ();
    }
}

static void
check_undo_redo (AkronGame *game)
{
  AkronPosition before = *akron_game_get_position (game);

  if (!akron_game_undo (game) || !akron_game_redo (game))
    abort ();
  if (!akron_position_equal (&before, akron_game_get_position (game)))
    abort ();
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(AkronGame) game = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) tokens = NULL;
  const AkronGeometry *geo;
  guint board_size;

  if (size < 1 || size > 4096)
    return 0;

  board_size = AKRON_MIN_SIZE + data[0] % (AKRON_MAX_SIZE - AKRON_MIN_SIZE + 1);
  geo = akron_geometry_get (board_size);
  game = akron_game_new (board_size, 0, TRUE, data[0] >= 128, NULL);
  if (game == NULL)
    abort ();

  text = g_strndup ((const char *) data + 1, size - 1);
  tokens = g_strsplit_set (text, " \n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      g_autoptr(GError) error = NULL;

      check_notation (geo, tokens[i]);
      if (akron_game_play_text (game, tokens[i], &error))
        check_undo_redo (game);
      else if (error == NULL || error->domain != AKRON_ERROR)
        abort ();
    }

  return 0;
}
