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
 *   1. D4 swap 2. E5 F6 (2. G7 H8 (2... H9)) 2... F7 3. G6
 *
 * Move numbers ("12.") are optional and checked when present; '#' starts a comment to the
 * end of the line. A variation, in parentheses right after a move, is another line played
 * in place of that move: above, G7 and F6 are both Vert's second move, and H9 is another
 * answer to G7. Variations nest; the moves outside all parentheses are the main line. A
 * [Ply "N"] tag says the game was being viewed at move N of the current line; the moves
 * after it are its redo history. The current line is the main line, or where it is not, a
 * [Line "3:1"] tag says where it leaves it: at move 3, the first variation (then on down
 * the main continuation). Unknown tags are kept; the same unknown tag twice is refused.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* The limits, which the writer and the reader share, so that every record written reads
 * back:
 * - AKRON_RECORD_MAX_MOVES: entries of the move list, variations included (a swap, a draw
 *   claim and a resignation count). An AkronGame never holds more (AKRON_GAME_MAX_MOVES).
 * - AKRON_RECORD_MAX_NESTING: how deep variations may nest, "(" inside "(". An AkronGame
 *   never nests deeper (AKRON_GAME_MAX_NESTING).
 * - AKRON_RECORD_MAX_TAG_BYTES: the player names and the other kept tags, counted as the
 *   lines the writer writes for them (`[Key "value"]` and its line end, with the escapes).
 *   The reader refuses a record whose tags come to more; the writer leaves out a tag that
 *   would go over it, which only a game built through the API can ask for.
 * - AKRON_RECORD_MAX_BYTES: the size of the text read. The longest record the writer can
 *   write (all of the above at their limits, each move as long as notation allows) fits in
 *   it; the rest is room for comments and white space in records written by hand. Files are
 *   read up to this size plus one byte, never further, whatever they are (pipes, devices). */
#define AKRON_RECORD_MAX_MOVES AKRON_GAME_MAX_MOVES
#define AKRON_RECORD_MAX_NESTING AKRON_GAME_MAX_NESTING
#define AKRON_RECORD_MAX_TAG_BYTES (4 * 1024 * 1024)
#define AKRON_RECORD_MAX_BYTES (16 * 1024 * 1024)

/* Errors are AKRON_ERROR_RECORD and name the line, the move and the reason:
 * "line 14: move 23 (D4-E5'): E5' does not touch a piece connected to D4". Text quoted
 * from the record has its control and invisible characters escaped ("\x1b", "\u200B"). */
AkronGame *akron_record_parse (const char *text, gssize length, GError **error);
char *akron_record_write (AkronGame *game);

/* @text (any bytes) made safe to show: control and invisible characters and invalid UTF-8
 * escaped ("\x1b", "\u200B", "\xff"), and, past @max_chars characters (-1: no limit),
 * cut short with "…". Akron's error messages quote record text this way. */
char *akron_record_quote_text (const char *text, gssize max_chars);

/* Reads as much of a damaged record as can be trusted: the tags, then the longest prefix
 * of legal moves (a move cut short at the end of the text is not trusted). Returns NULL
 * only when not even the variant can be read. @n_moves_kept: how many moves the returned
 * game has; @problem: why the rest was dropped (NULL if nothing was). */
AkronGame *akron_record_parse_salvage (const char *text, gssize length,
                                       guint *n_moves_kept, GError **problem);

/* The one way Akron reads and writes record files: the app (from a worker thread), the
 * autosave and akron-cli.
 *
 * akron_record_load() reads at most AKRON_RECORD_MAX_BYTES + 1 bytes from the file, so a
 * device or a pipe cannot make it read without end. Its errors start with the file's name.
 *
 * akron_record_save() is atomic: the file is either the complete new record or, after any
 * error (a full disk, a read-only folder, a cancelled save), exactly what it was before.
 * An existing file keeps its permissions (a new one gets 0644), and a symbolic link keeps
 * pointing to the file it names, which is the one replaced. */
AkronGame *akron_record_load (GFile *file, GCancellable *cancellable, GError **error);
/* The bytes that akron_record_load() reads, for a caller that needs them too (to salvage
 * a damaged record); an error, starting with the file's name, if there are more than
 * AKRON_RECORD_MAX_BYTES. */
GBytes *akron_record_read_bytes (GFile *file, GCancellable *cancellable, GError **error);
gboolean akron_record_save (AkronGame *game, GFile *file, GCancellable *cancellable,
                            GError **error);

G_END_DECLS
