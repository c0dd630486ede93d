/* akron-notation.h: points and moves as text (RULES.md section 6)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-types.h"
#include "akron-geometry.h"

G_BEGIN_DECLS

/* Longest text of a move: "P16'''''''''''''''-P16'''''''''''''''" and a NUL. */
#define AKRON_MOVE_TEXT_MAX 48

/* "D3'" for point (1, 3, 5) on 8x8; @buf needs AKRON_MOVE_TEXT_MAX bytes. Returns @buf. */
char *akron_point_to_text (const AkronGeometry *geo, AkronPoint p, char *buf);
/* "F6", "A2-D3'", "swap", "draw", "resign". Returns @buf. */
char *akron_move_to_text (const AkronGeometry *geo, const AkronMove *move, char *buf);
char *akron_move_to_string (const AkronGeometry *geo, const AkronMove *move); /* g_free() */

/* Case-insensitive; surrounding white space is not allowed. Errors (AKRON_ERROR_NOTATION)
 * say what is wrong: "'Q3': no column Q on a 8x8 board". A point that exists on no level
 * of this board is an error here; whether a move is legal is the position's business. */
gboolean akron_point_parse (const AkronGeometry *geo, const char *text, AkronPoint *point,
                            GError **error);
gboolean akron_move_parse (const AkronGeometry *geo, const char *text, AkronMove *move,
                           GError **error);

G_END_DECLS
