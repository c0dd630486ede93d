/* akron-record.h: .akron game records
 *
 * A record is UTF-8 text: tag pairs, one per line, then the moves in the notation of
 * RULES.md section 6:
 *
 *   [Game "Akron"]
 *   [Version "1"]
 *   [Size "8"]
 *   [Pieces "32"]
 *   [Swap "yes"]
 *   [NoDelay "no"]
 *   [Vert "Ann"]
 *   [Horz "Bob"]
 *   [Date "2026.11.21"]
 *   [Result "none"]
 *
 *   1. D4 swap 2. E5 F6
 *
 * Move numbers ("12.") are optional and checked when present; '#' starts a comment to the
 * end of the line. A [Ply "N"] tag says the game was being viewed at move N; the moves after
 * it are its redo history. Unknown tags are kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* Errors are AKRON_ERROR_RECORD and name the line, the move and the reason:
 * "line 14: move 23 (D4-E5'): E5' does not touch a piece connected to D4". */
AkronGame *akron_record_parse (const char *text, gssize length, GError **error);
char *akron_record_write (AkronGame *game);

/* Synchronous file helpers for akron-cli and tests; the window uses GIO's async calls
 * around akron_record_parse() and akron_record_write(). Saving is atomic. */
AkronGame *akron_record_load (GFile *file, GCancellable *cancellable, GError **error);
gboolean akron_record_save (AkronGame *game, GFile *file, GCancellable *cancellable,
                            GError **error);

G_END_DECLS
