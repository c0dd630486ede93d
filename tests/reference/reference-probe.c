/* reference-probe.c: answers questions about set-up positions for akron_reference.py
 *
 * Each input line is "SIZE TO_MOVE PILE_VERT PILE_HORZ SWAP CELLS": TO_MOVE is v or h, SWAP
 * 0 or 1, CELLS one character per point ('.', 'v', 'h'), level by level, each level row by
 * row from the top, each row from the left. For each line it prints three lines: the
 * sorted legal moves, "connected V H" (0/1 each), and the links as "A-B:c" with c 1 when
 * cut, sorted.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "akron-notation.h"
#include "akron-position.h"

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

static void
print_sorted (GPtrArray *texts)
{
  g_ptr_array_sort (texts, compare_strings);
  for (guint t = 0; t < texts->len; t++)
    printf ("%s%s", t ? " " : "", (char *) g_ptr_array_index (texts, t));
  printf ("\n");
}

static gboolean
setup (AkronPosition *pos, guint size, char to_move, guint piles[2], guint swap,
       const char *cells)
{
  g_autoptr (GError) error = NULL;

  if (!akron_position_init (pos, size, AKRON_MAX_PIECES, FALSE, &error))
    return FALSE;
  if (strlen (cells) != pos->geo->n_points)
    return FALSE;
  for (AkronPoint p = 0; p < pos->geo->n_points; p++)
    if (cells[p] != '.'
        && !akron_position_place (pos, p, cells[p] == 'v' ? AKRON_VERT : AKRON_HORZ, &error))
      {
        fprintf (stderr, "probe: %s\n", error->message);
        return FALSE;
      }
  akron_position_set_pile (pos, AKRON_VERT, piles[0]);
  akron_position_set_pile (pos, AKRON_HORZ, piles[1]);
  akron_position_set_to_move (pos, to_move == 'v' ? AKRON_VERT : AKRON_HORZ);
  akron_position_set_swap_available (pos, swap);
  return TRUE;
}

static void
answer (const AkronPosition *pos)
{
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  AkronMoveList list;
  AkronLink links[4 * AKRON_MAX_POINTS];
  char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint t = 0; t < list.len; t++)
    g_ptr_array_add (texts, akron_move_to_string (pos->geo, &list.moves[t]));
  print_sorted (texts);
  akron_move_list_clear (&list);

  printf ("connected %d %d\n", akron_position_has_connection (pos, AKRON_VERT, NULL, NULL),
          akron_position_has_connection (pos, AKRON_HORZ, NULL, NULL));

  g_ptr_array_set_size (texts, 0);
  guint n = akron_position_links (pos, links, G_N_ELEMENTS (links));
  for (guint t = 0; t < n; t++)
    g_ptr_array_add (texts, g_strdup_printf ("%s-%s:%d",
                                             akron_point_to_text (pos->geo, links[t].a, a),
                                             akron_point_to_text (pos->geo, links[t].b, b),
                                             links[t].cut));
  print_sorted (texts);
}

int
main (void)
{
  char line[4096];

  while (fgets (line, sizeof line, stdin))
    {
      guint size, piles[2], swap;
      char to_move, cells[2048];
      AkronPosition pos;

      if (sscanf (line, "%u %c %u %u %u %2047s", &size, &to_move, &piles[0], &piles[1], &swap,
                  cells) != 6
          || !setup (&pos, size, to_move, piles, swap, cells))
        {
          fprintf (stderr, "probe: bad line: %s", line);
          return 2;
        }
      answer (&pos);
      fflush (stdout);
    }
  return 0;
}
