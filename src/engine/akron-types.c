/* akron-types.c: moves, colours, results and reasons, and their names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "akron-types.h"

G_DEFINE_QUARK (akron-error-quark, akron_error)

G_DEFINE_BOXED_TYPE (AkronMove, akron_move, akron_move_copy, akron_move_free)

AkronMove *
akron_move_copy (const AkronMove *move)
{
  g_return_val_if_fail (move != NULL, NULL);

  return g_memdup2 (move, sizeof *move);
}

void
akron_move_free (AkronMove *move)
{
  g_free (move);
}

const char *
akron_colour_to_string (AkronColour colour)
{
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, "?");

  return colour == AKRON_VERT ? "vert" : "horz";
}

const char *
akron_colour_get_name (AkronColour colour)
{
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, "?");

  /* Translators: the names of the two players' colours, used on their own ("Vert to
   * move") and inside sentences ("Vert has no pieces left"). Vert plays the dark pieces
   * and connects the top and bottom sides of the board; Horz plays the light pieces and
   * connects left and right. Choose names that cannot be mistaken for colours of the
   * pieces (in French, "Vert" reads as green). */
  return colour == AKRON_VERT ? _("Vert") : _("Horz");
}

const char *
akron_result_to_string (AkronResult result)
{
  static const char *names[] = { "none", "vert", "horz", "draw" };

  g_return_val_if_fail (result <= AKRON_RESULT_DRAW, "none");
  return names[result];
}

const char *
akron_reason_to_string (AkronReason reason)
{
  static const char *names[] = {
    "none", "connection", "no-legal-move", "repetition", "resignation"
  };

  g_return_val_if_fail (reason <= AKRON_REASON_RESIGNATION, "none");
  return names[reason];
}
