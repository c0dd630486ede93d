/* akron-ui-test-util.h: shared by the UI tests, the benchmark and the screenshot tool
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-board.h"
#include "akron-computer-player.h"
#include "akron-game.h"
#include "akron-window.h"

G_BEGIN_DECLS

/* Points the user data directory (autosave) at a fresh temporary directory, then starts GTK
 * and libadwaita with the application's style sheet and GNOME's title buttons. Returns
 * FALSE when there is no display. */
gboolean akron_test_ui_init (void);
/* For a GTest program: akron_test_ui_init(), or without a display, TAP's plan for no tests
 * ("1..0 # SKIP no display") printed and FALSE returned, for main() to return 0. */
gboolean akron_test_ui_init_or_skip (void);

/* Runs the main loop until @done returns TRUE; fails the test after 20 s. */
void akron_test_wait_until (gboolean (*done) (gpointer data), gpointer data);
/* The same for work in a low-priority thread, which a loaded machine may hold back for
 * minutes: fails after @cpu_limit seconds of CPU time of the process's other threads, not
 * wall-clock time; and, so that a hang fails with a message rather than at the CI's
 * timeout, when none of them has run for a minute, or after ten times @cpu_limit seconds
 * of wall clock. Only for work that runs in another thread: a click's effect is waited for
 * with akron_test_wait_until(). */
void akron_test_wait_until_cpu (gboolean (*done) (gpointer data), gpointer data,
                                guint cpu_limit);
/* Runs the main loop until @widget has kept its place in its window for three frames. */
void akron_test_wait_until_settled (GtkWidget *widget);
/* Runs the main loop until the widget is mapped, laid out and drawn. */
void akron_test_wait_for_draw (GtkWidget *widget);
/* Runs the main loop for @ms milliseconds, whatever happens (for what must not happen). */
void akron_test_run_for (guint ms);
/* Runs what the main loop has ready now, without blocking. */
void akron_test_settle (void);
/* For akron_test_wait_until(): whether the gboolean at @flag is TRUE. */
gboolean akron_test_is_true (gpointer flag);
/* Sets *@destroyed to TRUE when @widget is destroyed, that is once its last reference is
 * gone (wait for it with akron_test_wait_until (akron_test_is_true, destroyed)). */
void akron_test_watch_destroy (GtkWidget *widget, gboolean *destroyed);
/* A GAsyncReadyCallback that keeps a reference to the result in *(GAsyncResult **) @data,
 * and the wait (20 s at most) until it has come. */
void akron_test_store_result (GObject *source, GAsyncResult *result, gpointer data);
void akron_test_wait_for_result (GAsyncResult **result);

/* A legal game that builds stacks: each player prefers the move that climbs highest and
 * never one that ends the game. Stops after @max_plies or at @target_level. */
AkronGame *akron_test_game_with_stacks (guint size, guint target_level, guint max_plies,
                                        guint32 seed);
guint akron_test_highest_level (AkronGame *game);
/* A legal game of @plies random moves (fewer if it gets stuck) that never ends: a move
 * that would end it is taken back and another one tried. No swap. */
AkronGame *akron_test_random_game (guint size, guint plies, guint32 seed);

/* Moves from notation played on @game in turn, each asserted legal: @n of them, or up to a
 * NULL when @n is -1. */
void akron_test_play_moves (AkronGame *game, const char *const *moves, gssize n);
/* The point @text names, asserted valid. */
AkronPoint akron_test_parse_point (const AkronGeometry *geo, const char *text);
/* A position set up from points (space-separated lists, any order: each level is placed
 * before the one above it), with @to_move to move. */
AkronPosition akron_test_setup_position (guint size, const char *vert, const char *horz,
                                         AkronColour to_move);
/* The move @computer must play in @game's position now: the one the search finds with its
 * limits (which are node budgets in tests, so that it is always the same). */
AkronMove akron_test_expected_move (AkronComputerPlayer *computer, AkronGame *game);
/* Waits until @game's ply is @ply (20 s at most). */
void akron_test_wait_for_game_ply (AkronGame *game, guint ply);

/* Real input through XTest, at (@x, @y) in @widget's coordinates as laid out now: the
 * pointer moved there, or a click of the primary button there. */
void akron_test_move_pointer (GtkWidget *widget, double x, double y);
void akron_test_click (GtkWidget *widget, double x, double y);
/* A key pressed and released (an X keysym, e.g. XK_Right): it reaches the window under the
 * pointer when there is no window manager. */
void akron_test_press_key (GtkWidget *widget, guint keysym);
/* The same with a modifier held (XK_Control_L for Ctrl+@keysym), as a person presses it. */
void akron_test_press_key_with (GtkWidget *widget, guint modifier, guint keysym);
/* A click at the centre of @widget, which must be there, on screen and sensitive; measured
 * after the window's next layout, so that a widget just shown is where GTK will look. */
void akron_test_click_widget (GtkWidget *widget);

/* Which widgets a search below counts: any, only those set visible, or only those on
 * screen (mapped: visible, as are all their ancestors, in a window that is shown). */
typedef enum
{
  AKRON_TEST_ANY,
  AKRON_TEST_VISIBLE_ONLY,
  AKRON_TEST_MAPPED_ONLY,
} AkronTestFind;

typedef gboolean (*AkronTestMatchFunc) (GtkWidget *widget, gconstpointer data);
typedef GtkWidget *(*AkronTestFindFunc) (GtkWidget *root, const char *text, AkronTestFind which);

/* The first widget in the tree under @root (@root included, depth first, children in
 * order) for which @match is TRUE and that @which counts; NULL if there is none. */
GtkWidget *akron_test_find (GtkWidget *root, AkronTestMatchFunc match, gconstpointer data,
                            AkronTestFind which);
/* The same, for the first widget of @type; a button whose action is @action; a button
 * whose label is @label (with its mnemonic underscore, e.g. "_Start"); a label whose text
 * is @text. */
GtkWidget *akron_test_find_widget (GtkWidget *root, GType type, AkronTestFind which);
GtkWidget *akron_test_find_button (GtkWidget *root, const char *action, AkronTestFind which);
GtkWidget *akron_test_find_button_labelled (GtkWidget *root, const char *label,
                                            AkronTestFind which);
GtkWidget *akron_test_find_label (GtkWidget *root, const char *text, AkronTestFind which);
/* Every AdwComboRow under @root, in order (the New Game dialog's opponent, colour and
 * level rows), appended to @rows. */
void akron_test_find_combo_rows (GtkWidget *root, GPtrArray *rows);
/* The widget under @root that its .ui file (a template's included) gives the id @id, as
 * tests find a window's parts without reaching into its private structure. The test
 * fails if there is none. */
GtkWidget *akron_test_find_by_id (GtkWidget *root, const char *id);
/* Whether the window's sidebar has folded away (AdwFlap's "folded" on libadwaita 1.2 and
 * 1.3, AdwOverlaySplitView's "collapsed" from 1.4 on: both have the id "split_view"). */
gboolean akron_test_sidebar_folded (GtkWidget *window);
/* Waits until @find (one of the three above taking a text) finds a widget, and returns it:
 * rows of the move list and toasts appear a frame or more after what makes them. */
GtkWidget *akron_test_wait_for_widget (AkronTestFindFunc find, GtkWidget *root,
                                       const char *text, AkronTestFind which);
/* A click on the button for @action that is on screen under @root (it must be sensitive). */
void akron_test_click_button (GtkWidget *root, const char *action);

/* The first toplevel window of @type that @which counts, or NULL; waits until there is
 * one, or until there is none. */
GtkWindow *akron_test_find_window (GType type, AkronTestFind which);
GtkWindow *akron_test_wait_for_window (GType type, AkronTestFind which);
void akron_test_wait_for_no_window (GType type, AkronTestFind which);

/* The board under real clicks: a click on the point @p (which the board must show), and
 * the same click when it must be refused, returning the reason the board gives (free with
 * g_free()). */
void akron_test_click_point (AkronBoard *board, AkronPoint p);
char *akron_test_click_refused (AkronBoard *board, AkronPoint p);
/* Waits until the board's selected point is @p (AKRON_NO_POINT: none). */
void akron_test_wait_for_selection (AkronBoard *board, AkronPoint p);
/* Waits until the board marks a hint, and returns it. */
const AkronMove *akron_test_wait_for_hint (AkronBoard *board);

/* The window's game under real clicks. Each of these looks the game up afresh every time
 * (akron_window_get_game()), never keeping it: the window replaces its game on New Game,
 * Open, Bring Back, and a kept pointer would outlive it.
 *
 * The point @text names in the game the window shows. */
AkronPoint akron_test_window_point (AkronWindow *window, const char *text);
/* Waits until the game the window shows, whichever it is at each look, is at @ply. */
void akron_test_wait_for_ply (AkronWindow *window, guint ply);
/* Waits until the window shows another game than @old (compared, never dereferenced: it may
 * be gone by then). */
void akron_test_wait_game_replaced (AkronWindow *window, AkronGame *old);
/* The player to move adds a marble on the empty hole @hole by a click: the hole must be
 * empty, and holds the mover's marble once the game is a ply further. */
void akron_test_add_by_click (AkronWindow *window, const char *hole);
/* The player to move moves the marble at @from to @to by two clicks: the first selects it
 * and shows @to among its destinations, the second plays the move (a ply further) and
 * clears the selection. */
void akron_test_move_by_clicks (AkronWindow *window, const char *from, const char *to);

/* @widget rendered as on screen, as cairo ARGB32 pixels (free with g_free()). */
guint8 *akron_test_render_pixels (GtkWidget *widget, int *width, int *height, gsize *stride);

/* Waits until every write @session was asked for is done (20 s at most): before a test
 * deletes the session's directory. */
void akron_test_flush_session (AkronSession *session);
/* Flushes @session and drops the caller's reference, then waits (20 s at most) until the
 * session is gone: the last reference may be a worker's, dropped just after its write, and
 * the lock goes with the last one. */
void akron_test_quit_session (AkronSession *session);
/* Restores @session's game, asserting no error; @notice as akron_session_restore_finish(). */
AkronDocument *akron_test_restore_session (AkronSession *session, char **notice);
/* Deletes @dir and everything below it (a test's temporary directory). */
void akron_test_remove_tree (const char *dir);
/* Destroys every toplevel window but @keep (dialogs and secondary windows a test opened). */
void akron_test_close_windows_except (GtkWindow *keep);

/* Renders @widget as it is on screen to a PNG file. */
gboolean akron_test_save_png (GtkWidget *widget, const char *path, GError **error);
/* A file of 300 MB at @path, sparse: it takes no room on disk. */
void akron_test_make_huge_file (const char *path);

/* For qsort() of doubles, in increasing order. */
int akron_test_compare_doubles (gconstpointer a, gconstpointer b);

/* Lets through, as a test message instead of a fatal warning, the one warning that GTK 4.18
 * gives about libadwaita's alert headings ("Trying to measure GtkLabel ... but it needs at
 * least ..."); every other warning stays fatal. For tests that show an alert. */
void akron_test_let_alert_heading_warning_through (void);

G_END_DECLS
