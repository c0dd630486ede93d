/* fuzz-record.c: libFuzzer target for the .akron record parser and its salvage
 *
 * Any input must be rejected with an error or give a game; a game must write out as a
 * record that reads back to the same moves, variations, variant and view (the record
 * round trip).
 * Salvage must give a game or say why not; what it gives must round-trip too, and for a
 * record that reads whole and ends with a line end it must give the same game, with no
 * problem.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include <stdint.h>
#include <stdlib.h>

#include "akron-record.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

/* The same tree, child by child, and the same current line through it. */
static void
check_same_tree (AkronGame *a, AkronGame *b)
{
  g_autoptr(GPtrArray) stack = g_ptr_array_new ();

  if (akron_game_get_n_nodes (a) != akron_game_get_n_nodes (b))
    abort ();
  g_ptr_array_add (stack, (gpointer) akron_game_get_root (a));
  g_ptr_array_add (stack, (gpointer) akron_game_get_root (b));
  while (stack->len > 0)
    {
      const AkronGameNode *y = g_ptr_array_steal_index (stack, stack->len - 1);
      const AkronGameNode *x = g_ptr_array_steal_index (stack, stack->len - 1);
      guint n = akron_game_node_get_n_children (x);

      if (akron_game_node_get_n_children (y) != n
          || akron_game_node_is_on_line (a, x) != akron_game_node_is_on_line (b, y)
          || (akron_game_node_get_move (x) != NULL
              && !akron_move_equal (akron_game_node_get_move (x), akron_game_node_get_move (y))))
        abort ();
      for (guint i = 0; i < n; i++)
        {
          g_ptr_array_add (stack, (gpointer) akron_game_node_get_child (x, i));
          g_ptr_array_add (stack, (gpointer) akron_game_node_get_child (y, i));
        }
    }
}

static void
check_same_game (AkronGame *a, AkronGame *b)
{
  if (akron_game_get_size (a) != akron_game_get_size (b)
      || akron_game_get_pieces (a) != akron_game_get_pieces (b)
      || akron_game_get_swap (a) != akron_game_get_swap (b)
      || akron_game_get_no_delay (a) != akron_game_get_no_delay (b)
      || akron_game_get_n_moves (a) != akron_game_get_n_moves (b)
      || akron_game_get_ply (a) != akron_game_get_ply (b)
      || akron_game_get_result (a) != akron_game_get_result (b)
      || akron_game_get_reason (a) != akron_game_get_reason (b)
      || !akron_position_equal (akron_game_get_position (a), akron_game_get_position (b)))
    abort ();

  for (guint i = 0; i < akron_game_get_n_moves (a); i++)
    if (!akron_move_equal (akron_game_get_move (a, i), akron_game_get_move (b, i)))
      abort ();
  check_same_tree (a, b);
}

static void
check_round_trip (AkronGame *game)
{
  g_autofree char *text = akron_record_write (game);
  g_autoptr(AkronGame) again = akron_record_parse (text, -1, NULL);

  if (again == NULL)
    abort ();
  check_same_game (game, again);
}

static void
check_salvage (const uint8_t *data, size_t size, AkronGame *parsed)
{
  g_autoptr(GError) problem = NULL;
  g_autoptr(AkronGame) salvaged = NULL;
  guint n_kept = G_MAXUINT;
  gboolean ends_line = size > 0 && (data[size - 1] == '\n' || data[size - 1] == '\r');

  salvaged = akron_record_parse_salvage ((const char *) data, (gssize) size, &n_kept,
                                         &problem);
  if (problem != NULL && (problem->domain != AKRON_ERROR || problem->message[0] == '\0'))
    abort ();
  if (salvaged == NULL)
    {
      if (problem == NULL || n_kept != 0)
        abort ();
      if (parsed != NULL && ends_line)
        abort ();
      return;
    }

  if (n_kept != akron_game_get_n_nodes (salvaged))
    abort ();
  check_round_trip (salvaged);
  if (parsed != NULL && ends_line)
    {
      if (problem != NULL)
        abort ();
      check_same_game (parsed, salvaged);
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;

  game = akron_record_parse ((const char *) data, (gssize) size, &error);
  /* Every failure is a record error with a message. */
  if (game == NULL
      && (error == NULL || error->domain != AKRON_ERROR || error->message[0] == '\0'))
    abort ();

  if (game != NULL)
    check_round_trip (game);
  check_salvage (data, size, game);

  return 0;
}
