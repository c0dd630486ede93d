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

/* Properties (read-only, notified): "game" (AkronGame), "file" (GFile, NULL for a game in no file), "title" (string: the file's name,
 * else "Ann vs Bob", else "Untitled Game"), "modified" (boolean: the moves differ from
 * the file's, or a game in no file has moves; browsing the history is no change),
 * "can-restore-line" (boolean: the line deleted last can come back).
 *
 * Signal "line-deleted" (AkronDocument *, guint n): akron_document_delete_line() deleted a
 * line of @n moves; akron_document_restore_line() brings it back.
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

/* Plays @move in the game; at an earlier position it starts a variation, and the line
 * that was there stays. Errors are the game's. */
gboolean akron_document_play (AkronDocument *self, const AkronMove *move, GError **error);

/* A line is named by where it starts: move @ply of the current line is replaced by child
 * @index of the position before it (akron_game_node_get_child()).
 * Deleting keeps the line, so that akron_document_restore_line() can bring it back (until
 * another line is deleted); FALSE if there is no such line. Promoting makes it the main
 * line (akron_game_promote_line()). */
gboolean akron_document_delete_line (AkronDocument *self, guint ply, guint index);
gboolean akron_document_promote_line (AkronDocument *self, guint ply, guint index,
                                      GError **error);
gboolean akron_document_get_can_restore_line (AkronDocument *self);
void akron_document_restore_line (AkronDocument *self);

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
