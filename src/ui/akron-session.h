/* akron-session.h: the game in progress kept between runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-document.h"

G_BEGIN_DECLS

#define AKRON_TYPE_SESSION (akron_session_get_type ())
G_DECLARE_FINAL_TYPE (AkronSession, akron_session, AKRON, SESSION, GObject)

/* Properties (read-only, notified):
 *   "directory" (GFile, construct-only): where the session lives;
 *   "owner" (boolean): this process holds the session's lock; a second Akron does not, and
 *     then neither restores nor writes anything there;
 *   "autosave-error" (string): why the game shown is not being kept, NULL while it is;
 *   "has-replaced" (boolean): a game put aside when another replaced it can come back.
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

/* A game with unsaved changes that another one replaces is kept here, in memory and on
 * disk, until the next replacement; the latest comes back with restore_replaced. */
void akron_session_keep_replaced (AkronSession *self, AkronDocument *document);
void akron_session_restore_replaced_async (AkronSession *self, GCancellable *cancellable,
                                           GAsyncReadyCallback callback, gpointer user_data);
AkronDocument *akron_session_restore_replaced_finish (AkronSession *self,
                                                      GAsyncResult *result, GError **error);

G_END_DECLS
