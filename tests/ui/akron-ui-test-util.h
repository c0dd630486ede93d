/* akron-ui-test-util.h: shared by the UI tests, the benchmark and the screenshot tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* Points the user data directory (autosave) at a fresh temporary directory, then starts GTK
 * and libadwaita with the application's style sheet and GNOME's title buttons. Returns
 * FALSE when there is no display. */
gboolean akron_test_ui_init (void);

/* Runs the main loop until @done returns TRUE; fails the test after 20 s. */
void akron_test_wait_until (gboolean (*done) (gpointer data), gpointer data);
/* Runs the main loop until the widget is mapped, laid out and drawn. */
void akron_test_wait_for_draw (GtkWidget *widget);

/* A legal game that builds stacks: each player prefers the move that climbs highest and
 * never one that ends the game. Stops after @max_plies or at @target_level. */
AkronGame *akron_test_game_with_stacks (guint size, guint target_level, guint max_plies,
                                        guint32 seed);
guint akron_test_highest_level (AkronGame *game);
/* A legal game of @plies random moves (fewer if it gets stuck) that never ends: a move
 * that would end it is taken back and another one tried. No swap. */
AkronGame *akron_test_random_game (guint size, guint plies, guint32 seed);

/* Real input through XTest, at (@x, @y) in @widget's coordinates: the pointer moved there,
 * or a click of the primary button there. */
void akron_test_move_pointer (GtkWidget *widget, double x, double y);
void akron_test_click (GtkWidget *widget, double x, double y);
/* A key pressed and released (an X keysym, e.g. XK_Right): it reaches the window under the
 * pointer when there is no window manager. */
void akron_test_press_key (GtkWidget *widget, guint keysym);
/* @widget rendered as on screen, as cairo ARGB32 pixels (free with g_free()). */
guint8 *akron_test_render_pixels (GtkWidget *widget, int *width, int *height, gsize *stride);

/* Deletes @dir and everything below it (a test's temporary directory). */
void akron_test_remove_tree (const char *dir);
/* Destroys every toplevel window but @keep (dialogs and secondary windows a test opened). */
void akron_test_close_windows_except (GtkWindow *keep);

/* Renders @widget as it is on screen to a PNG file. */
gboolean akron_test_save_png (GtkWidget *widget, const char *path, GError **error);

G_END_DECLS
