/* akron-session.h: the game in progress kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-document.h"
#include "akron-game-library.h"

G_BEGIN_DECLS

#define AKRON_TYPE_SESSION (akron_session_get_type ())
G_DECLARE_FINAL_TYPE (AkronSession, akron_session, AKRON, SESSION, GObject)

/* Properties (read-only, notified):
 *   "directory" (GFile, construct-only): where the session lives;
 *   "owner" (boolean): this process holds the session's lock; a second Akron does not, and
 *     then neither restores nor writes anything there;
 *   "autosave-error" (string): why the game shown is not being kept, NULL while it is;
 *   "has-replaced" (boolean): the game last put aside in this run is still in the library,
 *     and can come back ("Bring Back").
 *
 * Signal "autosave-recovered" (AkronSession *): an autosave worked again after failing. */

/* @directory NULL: the user data directory's "akron" folder. */
AkronSession *akron_session_new (GFile *directory);

GFile *akron_session_get_directory (AkronSession *self);
gboolean akron_session_get_owner (AkronSession *self);
const char *akron_session_get_autosave_error (AkronSession *self);
gboolean akron_session_get_has_replaced (AkronSession *self);
/* Where the game shown is kept. */
GFile *akron_session_get_autosave_file (AkronSession *self);

/* The document kept by the last run: its game (finished or not, at the move it was viewed
 * at), its file and its modified state. NULL without error when there is none. A damaged
 * autosave is moved aside (current.akron.broken-DATE) and the longest legal start of its
 * game comes back; @notice (may be NULL) then receives what the player should be told.
 * What is not a regular file (a FIFO) is refused without being opened, and left as it is:
 * then the game shown is not kept ("autosave-error"). The library is filled too, its
 * damaged records salvaged the same way (told in @notice as well).
 * @state receives the session values given to akron_session_autosave() (may be NULL). */
void akron_session_restore_async (AkronSession *self, GCancellable *cancellable,
                                  GAsyncReadyCallback callback, gpointer user_data);
AkronDocument *akron_session_restore_finish (AkronSession *self, GAsyncResult *result,
                                             char **notice, GHashTable **state,
                                             GError **error);

/* Keeps @document as the game shown, in a worker thread; writes are one at a time and a
 * write asked for during another one writes the latest state after it. @state: more
 * values to keep with it (key, value, ..., NULL; keys of letters and digits), or NULL. */
void akron_session_autosave (AkronSession *self, AkronDocument *document,
                             const char *const *state);
/* Completes when every autosave asked for so far is written (or has failed). */
void akron_session_flush_async (AkronSession *self, GAsyncReadyCallback callback,
                                gpointer user_data);
void akron_session_flush_finish (AkronSession *self, GAsyncResult *result);

/* The games kept to continue: every game that another replaced and that is worth
 * continuing (akron_saved_game_worth_keeping()), each in its own record in the session's
 * "games" folder, until it is continued or deleted. Filled by restore (the records are
 * read, damaged ones salvaged as the autosave is, and the game an older Akron put aside
 * joins them). */
AkronGameLibrary *akron_session_get_library (AkronSession *self);
/* Keeps @document, which another game replaces on screen, in the library; its record is
 * written before the autosave that replaces it. Returns the kept game (owned by the
 * library), or NULL if it was not worth keeping. */
AkronSavedGame *akron_session_keep_replaced (AkronSession *self, AkronDocument *document);
/* The game last kept in this run, while it is in the library; or NULL. */
AkronSavedGame *akron_session_get_last_kept (AkronSession *self);
/* @game is shown again (call after akron_session_autosave() of its document): it leaves
 * the library, and its record goes once the autosave has it. */
void akron_session_forget_kept (AkronSession *self, AkronSavedGame *game);
/* The player deletes @game: it leaves the list, and its record goes to the "deleted"
 * folder, which the next start empties; undelete puts both back. */
void akron_session_delete_kept (AkronSession *self, AkronSavedGame *game);
void akron_session_undelete_kept (AkronSession *self, AkronSavedGame *game);

G_END_DECLS
