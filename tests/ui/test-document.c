/* test-document.c: a game, its file, its modified state, and moves that are never lost
 *
 * Loading and saving run in worker threads; the tests wait for them in the main loop. No
 * display needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* mkfifo() is not in C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <string.h>
#include <glib/gstdio.h>
#include <sys/stat.h>

#include "akron-document.h"
#include "akron-notation.h"
#include "akron-record.h"
#include "akron-ui-test-util.h"

static char *
make_tmp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("akron-document-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}


static gboolean
save (AkronDocument *document, GFile *file, GError **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  akron_document_save_async (document, file, NULL, akron_test_store_result, &result);
  akron_test_wait_for_result (&result);
  return akron_document_save_finish (document, result, error);
}

static AkronDocument *
load (GFile *file, GError **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  akron_document_load_async (file, NULL, akron_test_store_result, &result);
  akron_test_wait_for_result (&result);
  return akron_document_load_finish (result, error);
}

static const char *const short_game[] = { "B4", "A1", "C4", "C1", "B3", "E1", NULL };

/* Saved and loaded back: the same record, the same view, the file and no changes. */
static void
test_save_and_load (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "game.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) document = NULL;
  g_autoptr(AkronDocument) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  document = akron_document_new (game, NULL);
  g_assert_false (akron_document_get_modified (document));
  g_assert_false (akron_document_get_unsaved (document));
  g_assert_cmpstr (akron_document_get_title (document), ==, "Ann vs Bob");

  akron_test_play_moves (game, short_game, -1);
  akron_game_undo (game); /* the redo move must survive the trip too */
  g_assert_true (akron_document_get_modified (document));
  g_assert_true (akron_document_get_unsaved (document));
  before = akron_record_write (game);

  g_assert_true (save (document, file, &error));
  g_assert_no_error (error);
  g_assert_false (akron_document_get_modified (document));
  g_assert_true (g_file_equal (akron_document_get_file (document), file));
  g_assert_cmpstr (akron_document_get_title (document), ==, "game.akron");

  loaded = load (file, &error);
  g_assert_no_error (error);
  g_assert_nonnull (loaded);
  g_assert_true (g_file_equal (akron_document_get_file (loaded), file));
  g_assert_false (akron_document_get_modified (loaded));
  after = akron_record_write (akron_document_get_game (loaded));
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpuint (akron_game_get_ply (akron_document_get_game (loaded)), ==, 5);

  akron_test_remove_tree (dir);
}

/* Browsing the history (undo, redo, going to a move) is not a change. */
static void
test_browsing_is_no_change (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) document = NULL;

  akron_test_play_moves (game, short_game, -1);
  document = akron_document_new (game, NULL);
  /* In no file, moves are unsaved. */
  g_assert_true (akron_document_get_modified (document));
  akron_document_set_modified (document, FALSE);

  akron_game_undo (game);
  akron_game_go_to_ply (game, 1);
  akron_game_redo (game);
  akron_game_go_to_ply (game, 6);
  g_assert_false (akron_document_get_modified (document));

  akron_game_undo (game);
  akron_game_redo (game);
  g_assert_false (akron_document_get_modified (document));
}

static void
on_line_deleted (AkronDocument *document, guint n, guint *deleted)
{
  *deleted = n;
}

static AkronMove
parse (AkronGame *game, const char *text)
{
  AkronMove move;

  g_assert_true (akron_move_parse (akron_position_get_geometry (akron_game_get_position (game)),
                                   text, &move, NULL));
  return move;
}

/* Regression (issue 8, defect 1; issue 15): a move played from an earlier position
 * deleted the rest of the game, and later only kept it for a while. It starts a variation
 * now: the rest of the game stays in it, also in the record. */
static void
test_move_keeps_line (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) document = akron_document_new (game, NULL);
  g_autofree char *text = NULL;
  AkronMove move;

  akron_test_play_moves (game, short_game, -1);
  akron_game_go_to_ply (game, 2);

  /* Redoing the next move of the line adds nothing. */
  move = parse (game, "C4");
  g_assert_true (akron_document_play (document, &move, NULL));
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 6);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 6);
  akron_game_undo (game);

  /* Another move: a new line; the 4 later moves stay in the old one. */
  move = parse (game, "D4");
  g_assert_true (akron_document_play (document, &move, NULL));
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 3);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 7);
  text = akron_record_write (game);
  g_assert_nonnull (strstr (text, "(2. D4)"));
  g_assert_true (akron_document_get_game (document) == game);
}

/* Deleting a line is the player's act, and comes back with restore (the toast's Undo). */
static void
test_delete_line (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) document = akron_document_new (game, NULL);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint deleted = 0;
  AkronMove move;

  g_signal_connect (document, "line-deleted", G_CALLBACK (on_line_deleted), &deleted);
  akron_test_play_moves (game, short_game, -1);
  akron_game_go_to_ply (game, 2);
  move = parse (game, "D4");
  g_assert_true (akron_document_play (document, &move, NULL));
  before = akron_record_write (game);
  g_assert_false (akron_document_get_can_restore_line (document));

  /* The old line, from move 3: child 0 of the position after move 2. */
  g_assert_false (akron_document_delete_line (document, 3, 2));
  g_assert_true (akron_document_delete_line (document, 3, 0));
  g_assert_cmpuint (deleted, ==, 4);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 3);
  g_assert_true (akron_document_get_can_restore_line (document));

  akron_document_restore_line (document);
  g_assert_false (akron_document_get_can_restore_line (document));
  after = akron_record_write (game);
  g_assert_cmpstr (after, ==, before);

  /* The current line, deleted: the position goes back to where it started. */
  g_assert_true (akron_document_delete_line (document, 3, 1));
  g_assert_cmpuint (akron_game_get_ply (game), ==, 2);
  g_assert_cmpuint (deleted, ==, 1);
  akron_document_restore_line (document);
  g_assert_cmpuint (akron_game_get_ply (game), ==, 3);
  g_clear_pointer (&after, g_free);
  after = akron_record_write (game);
  g_assert_cmpstr (after, ==, before);

  /* Promoting makes the line the main line. */
  g_assert_true (akron_document_promote_line (document, 3, 1, NULL));
  g_assert_cmpuint (akron_game_node_get_index (akron_game_get_line_node (game, 3)), ==, 0);
}

/* Regression (issue 8, defect 4): a save that finished after another game was shown made
 * the window take the file's name and mark the new game saved. A save changes only the
 * document it saved. */
static void
test_save_result_stays_with_its_document (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "first.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronGame) first_game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronGame) second_game = akron_game_new (5, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) first = akron_document_new (first_game, NULL);
  g_autoptr(AkronDocument) second = akron_document_new (second_game, NULL);
  g_autoptr(GAsyncResult) result = NULL;

  akron_test_play_moves (first_game, short_game, -1);
  akron_test_play_moves (second_game, short_game, -1);
  akron_document_save_async (first, file, NULL, akron_test_store_result, &result);
  /* A move while it is written still counts as unsaved. */
  akron_game_undo (first_game);
  akron_test_play_moves (first_game, (const char *const[]) { "D5", NULL }, -1);
  akron_test_wait_for_result (&result);
  g_assert_true (akron_document_save_finish (first, result, NULL));

  g_assert_true (g_file_equal (akron_document_get_file (first), file));
  g_assert_true (akron_document_get_modified (first));
  g_assert_null (akron_document_get_file (second));
  g_assert_true (akron_document_get_modified (second));

  akron_test_remove_tree (dir);
}

/* Regression (issue 8, defect 5): a 300 MB file was read whole before the size check. The
 * load refuses it after reading one byte more than the limit. */
static void
test_huge_file_refused (void)
{
  g_autofree char *dir = make_tmp_dir ();
  g_autofree char *path = g_build_filename (dir, "huge.akron", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronDocument) loaded = NULL;
  g_autoptr(GError) error = NULL;

  akron_test_make_huge_file (path);
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  g_assert_nonnull (strstr (error->message, "longer than 16 MiB"));

  akron_test_remove_tree (dir);
}

/* A file that cannot be read: the error comes back, nothing else changes. */
static void
test_missing_file (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent/akron/game.akron");
  g_autoptr(AkronDocument) loaded = NULL;
  g_autoptr(GError) error = NULL;

  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
}

/* Issue 15: opening a FIFO ("akron game.fifo") blocked the reading thread for ever and
 * showed "Untitled Game" with no word. It is refused without being opened, and says why. */
static void
test_fifo_refused (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("akron-document-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "game.fifo", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(AkronDocument) loaded = NULL;

  g_assert_no_error (error);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  /* load() fails the test after 20 s: an open of the FIFO would never return. */
  loaded = load (file, &error);
  g_assert_null (loaded);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_REGULAR_FILE);
  g_assert_nonnull (strstr (error->message, "not a regular file"));
  akron_test_remove_tree (dir);
}

/* The title names an unnamed player by the colour they play now, as their player card
 * does: after the computer swaps, the person who opened as Vert plays Horz. A named pair
 * keeps its title through the swap. */
static void
test_title_follows_swap (void)
{
  g_autoptr(AkronGame) game = akron_game_new (8, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronGame) named = akron_game_new (8, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) document = NULL;
  g_autoptr(AkronDocument) named_document = NULL;

  akron_game_set_player_name (game, AKRON_HORZ, "Computer");
  document = akron_document_new (game, NULL);
  g_assert_cmpstr (akron_document_get_title (document), ==, "Vert vs Computer");
  g_assert_true (akron_game_play_text (game, "F4", NULL));
  g_assert_true (akron_game_play_text (game, "swap", NULL));
  g_assert_cmpstr (akron_game_get_player_for_colour (game, AKRON_VERT), ==, "Computer");
  g_assert_cmpstr (akron_document_get_title (document), ==, "Horz vs Computer");
  akron_game_undo (game);
  g_assert_cmpstr (akron_document_get_title (document), ==, "Vert vs Computer");

  akron_game_set_player_name (named, AKRON_VERT, "Ann");
  akron_game_set_player_name (named, AKRON_HORZ, "Bob");
  named_document = akron_document_new (named, NULL);
  g_assert_true (akron_game_play_text (named, "F4", NULL));
  g_assert_true (akron_game_play_text (named, "swap", NULL));
  g_assert_cmpstr (akron_document_get_title (named_document), ==, "Ann vs Bob");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/document/save-and-load", test_save_and_load);
  g_test_add_func ("/document/browsing-is-no-change", test_browsing_is_no_change);
  g_test_add_func ("/document/move-keeps-line", test_move_keeps_line);
  g_test_add_func ("/document/delete-line", test_delete_line);
  g_test_add_func ("/document/save-result-stays-with-its-document",
                   test_save_result_stays_with_its_document);
  g_test_add_func ("/document/huge-file-refused", test_huge_file_refused);
  g_test_add_func ("/document/missing-file", test_missing_file);
  g_test_add_func ("/document/fifo-refused", test_fifo_refused);
  g_test_add_func ("/document/title-follows-swap", test_title_follows_swap);

  return g_test_run ();
}
