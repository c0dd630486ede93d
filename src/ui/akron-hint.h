/* akron-hint.h: a suggested move for the player to move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_HINT (akron_hint_get_type ())
G_DECLARE_FINAL_TYPE (AkronHint, akron_hint, AKRON, HINT, GObject)

/* Properties: "game" (AkronGame), "nodes" (guint64: a node budget instead of Hard's time,
 * for tests; 0 for the time), read-only "running" (boolean: a search is under way) and
 * "move" (AkronMove, NULL when there is no hint: for the board's "hint" property; may be
 * swap, or draw when the search advises claiming one).
 *
 * akron_hint_start() searches the game's position at the Hard level in a worker thread; the
 * move it finds becomes "move" if the position is still the same. Any change of position
 * cancels the search and clears the hint: a hint is never shown for another position. */

AkronHint *akron_hint_new (void);

AkronGame *akron_hint_get_game (AkronHint *self);
void akron_hint_set_game (AkronHint *self, AkronGame *game);
guint64 akron_hint_get_nodes (AkronHint *self);
void akron_hint_set_nodes (AkronHint *self, guint64 nodes);
gboolean akron_hint_get_running (AkronHint *self);
const AkronMove *akron_hint_get_move (AkronHint *self);

void akron_hint_start (AkronHint *self);
/* Stops the search and clears the hint. */
void akron_hint_cancel (AkronHint *self);

G_END_DECLS
