/* akron-continue-window.h: the games kept to continue, to open or delete
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-window.h"

G_BEGIN_DECLS

#define AKRON_TYPE_CONTINUE_WINDOW (akron_continue_window_get_type ())
G_DECLARE_FINAL_TYPE (AkronContinueWindow, akron_continue_window, AKRON, CONTINUE_WINDOW,
                      AdwWindow)

/* A dialog over @window listing its session's library. Opening a game (a click, or Enter
 * on its row) shows it in @window and closes the dialog; deleting one (its button, or the
 * Delete key) offers Undo. Property "window" (AkronWindow, construct-only). */
GtkWidget *akron_continue_window_new (AkronWindow *window);

/* When the game was last played, for the list: "Today, 14:05", "Yesterday, 09:12",
 * "Monday, 18:40", "3 March 2026". @now: the time to count from (NULL: now). */
char *akron_continue_window_format_time (GDateTime *when, GDateTime *now);

G_END_DECLS
