/* akron-document.h: a game, the file it lives in, and whether it is saved
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_DOCUMENT (akron_document_get_type ())
G_DECLARE_FINAL_TYPE (AkronDocument, akron_document, AKRON, DOCUMENT, GObject)

/* Properties (read-only, notified): "game" (AkronGame: replaced when removed moves come
 * back), "file" (GFile, NULL for a game in no file), "title" (string: the file's name,
 * else "Ann vs Bob", else "Untitled Game"), "modified" (boolean: the moves differ from
 * the file's, or a game in no file has moves; browsing the history is no change),
 * "can-restore-moves" (boolean: moves that a move cut off can come back).
 *
 * Signal "moves-removed" (AkronDocument *, guint n): a move played from an earlier position
 * cut off @n later moves; akron_document_restore_moves() brings them back.
 * Signal "move-played" (AkronDocument *): akron_document_play() played a move (a player's
 * move: not undo, redo or browsing), for the window's sounds. */

AkronDocument *akron_document_new (AkronGame *game, GFile *file);

AkronGame *akron_document_get_game (AkronDocument *self);
GFile *akron_document_get_file (AkronDocument *self);
const char *akron_document_get_title (AkronDocument *self);
gboolean akron_document_get_modified (AkronDocument *self);
/* For a restored game: whether it had unsaved changes when it was kept. */
void akron_document_set_modified (AkronDocument *self, gboolean modified);
/* Whether replacing this game would lose something: it has changes that are in no file. */
gboolean akron_document_get_unsaved (AkronDocument *self);

/* Plays @move in the game. A move that cuts off later moves keeps them (see
 * "moves-removed"). Errors are the game's. */
gboolean akron_document_play (AkronDocument *self, const AkronMove *move, GError **error);
gboolean akron_document_get_can_restore_moves (AkronDocument *self);
/* Brings back the line of moves that the last cutting move removed, at the position it was
 * removed from; the line played since then is kept in its place, so that calling this again
 * swaps them back. The game is rebuilt in a worker thread; "game" is notified when done. A
 * change to the game in the meantime cancels it. */
void akron_document_restore_moves (AkronDocument *self);

/* Reading and writing, in worker threads, through akron_record_load() and
 * akron_record_save(). A load makes a new document; a save changes the file and the
 * modified state of this document only, whatever is shown meanwhile. */
void akron_document_load_async (GFile *file, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data);
AkronDocument *akron_document_load_finish (GAsyncResult *result, GError **error);
/* Only regular files are read: opening a FIFO (or a device) could block a thread for
 * ever, and would not be a record anyway. A quick check, no open; in a worker thread. The
 * error is G_IO_ERROR_NOT_REGULAR_FILE, or the query's (G_IO_ERROR_NOT_FOUND...). */
gboolean akron_document_check_regular_file (GFile *file, GCancellable *cancellable,
                                            GError **error);
void akron_document_save_async (AkronDocument *self, GFile *file, GCancellable *cancellable,
                                GAsyncReadyCallback callback, gpointer user_data);
gboolean akron_document_save_finish (AkronDocument *self, GAsyncResult *result,
                                     GError **error);

/* For saves that run in a worker thread (the session's too): the game as record text,
 * taken on the UI thread; then, in any thread, that text read back into a game, given
 * @tags (key, value, key, value..., NULL; may be NULL) and saved atomically to @file. A
 * game that would not read back is not written. */
char *akron_document_take_snapshot (AkronDocument *self);
gboolean akron_document_write_snapshot (const char *snapshot, const char *const *tags,
                                        GFile *file, GCancellable *cancellable,
                                        GError **error);

G_END_DECLS
