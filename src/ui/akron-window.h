/* akron-window.h: the game window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-board.h"
#include "akron-game.h"
#include "akron-move-view.h"

G_BEGIN_DECLS

#define AKRON_TYPE_WINDOW (akron_window_get_type ())
G_DECLARE_FINAL_TYPE (AkronWindow, akron_window, AKRON, WINDOW, AdwApplicationWindow)

/* @application may be NULL (tests). */
AkronWindow *akron_window_new (AdwApplication *application);

AkronGame *akron_window_get_game (AkronWindow *self);
/* Shows @game, read from @file (NULL for a game that is in no file yet). */
void akron_window_set_game (AkronWindow *self, AkronGame *game, GFile *file);
GFile *akron_window_get_file (AkronWindow *self);
/* Whether the game changed since it was last saved to or loaded from a file. */
gboolean akron_window_get_modified (AkronWindow *self);

AkronBoard *akron_window_get_board (AkronWindow *self);
AkronMoveView *akron_window_get_move_view (AkronWindow *self);

/* What the menu items do, with their confirmations and dialogs. */
void akron_window_new_game (AkronWindow *self);
void akron_window_open (AkronWindow *self, GFile *file);
void akron_window_request_quit (AkronWindow *self);

/* Reading and writing records without dialogs. On success loading shows the game; on
 * failure the current game is untouched and the error carries the parser's message. */
void akron_window_load_async (AkronWindow *self, GFile *file, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data);
gboolean akron_window_load_finish (AkronWindow *self, GAsyncResult *result, GError **error);
void akron_window_save_async (AkronWindow *self, GFile *file, GCancellable *cancellable,
                              GAsyncReadyCallback callback, gpointer user_data);
gboolean akron_window_save_finish (AkronWindow *self, GAsyncResult *result, GError **error);

/* The game in progress when the window last closed, if any, comes back; then @then_open
 * (may be NULL) is opened as Open would. */
void akron_window_restore_autosave (AkronWindow *self, GFile *then_open);
/* Where the game in progress is kept between sessions. */
GFile *akron_window_get_autosave_file (void);

G_END_DECLS
