/* test-game-library.c: every game left unfinished is kept until the player deletes it
 *
 * The session's library (AkronGameLibrary) under the same faults as the autosave: games
 * replaced one after another, a restart, a deletion undone and one not, a damaged record,
 * a FIFO among the records, the single game put aside by older versions. No display
 * needed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* mkfifo() is not in C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <glib/gstdio.h>
#include <sys/stat.h>

#include "akron-continue-window.h"
#include "akron-record.h"
#include "akron-session.h"
#include "akron-ui-test-util.h"

typedef struct
{
  char *path;
  GFile *dir;
  char *games;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *root = g_dir_make_tmp ("akron-library-XXXXXX", &error);

  g_assert_no_error (error);
  f->path = g_build_filename (root, "akron", NULL);
  f->dir = g_file_new_for_path (f->path);
  f->games = g_build_filename (f->path, "games", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *root = g_path_get_dirname (f->path);

  akron_test_remove_tree (root);
  g_free (f->path);
  g_free (f->games);
  g_clear_object (&f->dir);
}

/* Helpers --------------------------------------------------------------------------------- */

/* A game of @n moves on a board of @size, in no file. */
static AkronDocument *
played_document (guint size, guint n, guint32 seed)
{
  g_autoptr(AkronGame) game = akron_test_random_game (size, n, seed);

  return akron_document_new (game, NULL);
}

static guint
n_kept (AkronSession *session)
{
  return g_list_model_get_n_items (G_LIST_MODEL (akron_session_get_library (session)));
}

static AkronSavedGame *
kept_at (AkronSession *session, guint position)
{
  g_autoptr(AkronSavedGame) game =
    g_list_model_get_item (G_LIST_MODEL (akron_session_get_library (session)), position);

  return game; /* the library holds it */
}

/* The kept game with the same moves as @document, or NULL. */
static AkronSavedGame *
find_kept (AkronSession *session, AkronDocument *document)
{
  g_autofree char *wanted = akron_record_write (akron_document_get_game (document));

  for (guint t = 0; t < n_kept (session); t++)
    {
      AkronSavedGame *game = kept_at (session, t);
      g_autofree char *text =
        akron_record_write (akron_document_get_game (akron_saved_game_get_document (game)));

      if (g_strcmp0 (text, wanted) == 0)
        return game;
    }
  return NULL;
}

static guint
count_files (const char *dir, const char *suffix)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    if (g_str_has_suffix (name, suffix))
      n++;
  return n;
}

/* Tests ---------------------------------------------------------------------------------- */

/* Issue 15: game A, then B (A put aside), a move, then C: A was gone from disk without a
 * word. Now A and B are both kept, on disk and in the list, after a restart too. */
static void
test_three_games_in_a_row (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronDocument) a = played_document (10, 6, 1);
  g_autoptr(AkronDocument) b = played_document (6, 1, 2);
  g_autoptr(AkronGame) fresh = akron_game_new (8, 0, TRUE, FALSE, NULL);
  g_autoptr(AkronDocument) c = akron_document_new (fresh, NULL);

  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);

    g_assert_null (none);
    /* As the window does: the game left is kept, then the new one autosaved. */
    akron_session_autosave (session, a, NULL);
    g_assert_nonnull (akron_session_keep_replaced (session, a));
    akron_session_autosave (session, b, NULL);
    g_assert_nonnull (akron_session_keep_replaced (session, b));
    akron_session_autosave (session, c, NULL);
    akron_test_flush_session (session);

    g_assert_cmpuint (n_kept (session), ==, 2);
    g_assert_nonnull (find_kept (session, a));
    g_assert_nonnull (find_kept (session, b));
    /* The last put aside first. */
    g_assert_true (akron_saved_game_get_document (kept_at (session, 0)) == b);
    g_assert_cmpuint (count_files (f->games, ".akron"), ==, 2);
    akron_test_quit_session (session);
  }

  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) shown = akron_test_restore_session (session, NULL);
    AkronSavedGame *kept_a;

    g_assert_nonnull (shown);
    g_assert_cmpuint (akron_game_get_n_moves (akron_document_get_game (shown)), ==, 0);
    g_assert_cmpuint (n_kept (session), ==, 2);
    kept_a = find_kept (session, a);
    g_assert_nonnull (kept_a);
    g_assert_nonnull (find_kept (session, b));
    g_assert_cmpuint (akron_saved_game_get_n_moves (kept_a), ==, 6);
    g_assert_false (akron_saved_game_get_finished (kept_a));
    g_assert_true (akron_document_get_unsaved (akron_saved_game_get_document (kept_a)));
    g_assert_cmpstr (akron_saved_game_get_title (kept_a), ==, "Two players");
    g_assert_nonnull (strstr (akron_saved_game_get_variant (kept_a), "10×10"));
    akron_test_quit_session (session);
  }
}

/* A game continued leaves the list, and its record goes only once the autosave has it. */
static void
test_continued_game_leaves (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronDocument) a = played_document (5, 4, 3);
  g_autoptr(AkronDocument) b = played_document (5, 2, 4);
  AkronSession *session = akron_session_new (f->dir);
  g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);
  g_autoptr(GFile) file = NULL;
  AkronSavedGame *kept;

  akron_session_autosave (session, a, NULL);
  kept = akron_session_keep_replaced (session, a);
  akron_session_autosave (session, b, NULL);
  akron_test_flush_session (session);
  file = g_object_ref (akron_saved_game_get_file (kept));
  g_assert_true (g_file_query_exists (file, NULL));

  /* Continued: b goes to the list in its place. */
  akron_session_keep_replaced (session, b);
  akron_session_autosave (session, a, NULL);
  akron_session_forget_kept (session, kept);
  akron_test_flush_session (session);
  g_assert_false (g_file_query_exists (file, NULL));
  g_assert_cmpuint (n_kept (session), ==, 1);
  g_assert_nonnull (find_kept (session, b));
  g_assert_null (find_kept (session, a));
  akron_test_quit_session (session);
}

/* Deleting is the player's act and can be undone; not undone, it lasts a restart. */
static void
test_delete_undo (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronDocument) a = played_document (5, 4, 5);
  g_autoptr(AkronDocument) b = played_document (5, 3, 6);
  g_autofree char *trash = g_build_filename (f->games, "deleted", NULL);

  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);
    AkronSavedGame *kept_a = akron_session_keep_replaced (session, a);
    AkronSavedGame *kept_b = akron_session_keep_replaced (session, b);
    g_autofree char *name_a = g_file_get_basename (akron_saved_game_get_file (kept_a));

    akron_test_flush_session (session);
    g_object_ref (kept_a);
    akron_session_delete_kept (session, kept_a);
    g_assert_cmpuint (n_kept (session), ==, 1);
    akron_test_flush_session (session);
    g_assert_cmpuint (count_files (f->games, ".akron"), ==, 1);
    g_assert_cmpuint (count_files (trash, ".akron"), ==, 1);

    /* Undo: back in the list and on disk. */
    akron_session_undelete_kept (session, kept_a);
    akron_test_flush_session (session);
    g_assert_cmpuint (n_kept (session), ==, 2);
    g_assert_nonnull (find_kept (session, a));
    g_assert_cmpuint (count_files (f->games, ".akron"), ==, 2);
    g_assert_cmpuint (count_files (trash, ".akron"), ==, 0);
    {
      g_autofree char *path = g_build_filename (f->games, name_a, NULL);
      g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
    }
    g_object_unref (kept_a);

    /* B deleted for good. */
    akron_session_delete_kept (session, kept_b);
    akron_test_quit_session (session);
  }

  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);

    g_assert_cmpuint (n_kept (session), ==, 1);
    g_assert_nonnull (find_kept (session, a));
    g_assert_null (find_kept (session, b));
    /* The next start empties the deleted games. */
    g_assert_false (g_file_test (trash, G_FILE_TEST_EXISTS));
    akron_test_quit_session (session);
  }
}

/* A damaged record in the list is kept aside, and its legal start stays in the list. */
static void
test_damaged_record_salvaged (Fixture *f, gconstpointer data)
{
  static const char damaged[] =
    "[Game \"Akron\"]\n[Size \"5\"]\n[Swap \"no\"]\n[Vert \"Ann\"]\n\n"
    "1. B4 A1 2. C4 C1 3. B3 E";
  g_autofree char *path = g_build_filename (f->games, "old.akron", NULL);
  g_autoptr(AkronSession) session = NULL;
  g_autoptr(AkronDocument) none = NULL;
  g_autofree char *notice = NULL;
  g_autofree char *contents = NULL;
  AkronSavedGame *kept;

  g_assert_cmpint (g_mkdir_with_parents (f->games, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, damaged, -1, NULL));

  session = akron_session_new (f->dir);
  none = akron_test_restore_session (session, &notice);
  g_assert_null (none);
  g_assert_nonnull (notice);
  g_assert_nonnull (strstr (notice, "A game kept to continue is damaged"));
  g_assert_nonnull (strstr (notice, "5 moves from its start were recovered"));
  g_assert_nonnull (strstr (notice, "old.akron.broken-"));

  /* The damaged bytes are kept aside, untouched. */
  g_assert_cmpuint (count_files (f->games, ".akron"), ==, 1);
  {
    g_autoptr(GDir) listing = g_dir_open (f->games, 0, NULL);
    const char *name;
    gboolean found = FALSE;

    while ((name = g_dir_read_name (listing)) != NULL)
      if (g_str_has_prefix (name, "old.akron.broken-"))
        {
          g_autofree char *broken = g_build_filename (f->games, name, NULL);
          g_autofree char *text = NULL;

          g_assert_true (g_file_get_contents (broken, &text, NULL, NULL));
          g_assert_cmpstr (text, ==, damaged);
          found = TRUE;
        }
    g_assert_true (found);
  }

  /* The legal start is in the list, and in a record that reads again. */
  g_assert_cmpuint (n_kept (session), ==, 1);
  kept = kept_at (session, 0);
  g_assert_cmpuint (akron_saved_game_get_n_moves (kept), ==, 5);
  g_assert_cmpstr (akron_saved_game_get_title (kept), ==, "Ann vs Horz");
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(AkronGame) again = akron_record_parse (contents, -1, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (akron_game_get_n_moves (again), ==, 5);
  }
}

/* A FIFO among the records is no record: skipped, and the start does not wait on it. */
static void
test_fifo_record_skipped (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronDocument) a = played_document (5, 3, 7);
  g_autofree char *path = g_build_filename (f->games, "pipe.akron", NULL);

  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);

    akron_session_keep_replaced (session, a);
    akron_test_quit_session (session);
  }
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  {
    AkronSession *session = akron_session_new (f->dir);
    g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);

    g_assert_cmpuint (n_kept (session), ==, 1);
    g_assert_nonnull (find_kept (session, a));
    akron_test_quit_session (session);
  }
}

/* The one game an older Akron put aside (replaced.akron) joins the list. */
static void
test_replaced_file_migrated (Fixture *f, gconstpointer data)
{
  g_autoptr(AkronDocument) a = played_document (7, 5, 8);
  g_autofree char *replaced = g_build_filename (f->path, "replaced.akron", NULL);
  g_autofree char *text = akron_record_write (akron_document_get_game (a));
  AkronSession *session;
  g_autoptr(AkronDocument) none = NULL;

  g_assert_cmpint (g_mkdir_with_parents (f->path, 0700), ==, 0);
  g_assert_true (g_file_set_contents (replaced, text, -1, NULL));

  session = akron_session_new (f->dir);
  none = akron_test_restore_session (session, NULL);
  g_assert_false (g_file_test (replaced, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (n_kept (session), ==, 1);
  g_assert_nonnull (find_kept (session, a));
  g_assert_cmpuint (count_files (f->games, ".akron"), ==, 1);
  akron_test_quit_session (session);
}

/* A game with no move is not worth keeping; a finished game in no file is, marked so. */
static void
test_worth_keeping (Fixture *f, gconstpointer data)
{
  static const char *const won[] = { "B3", "A1", "B2", "A3", "B1", NULL };
  g_autoptr(AkronGame) empty = akron_game_new (5, 0, FALSE, TRUE, NULL);
  g_autoptr(AkronDocument) fresh = akron_document_new (empty, NULL);
  g_autoptr(AkronGame) over = akron_game_new (3, 0, FALSE, TRUE, NULL);
  g_autoptr(AkronDocument) finished = NULL;
  AkronSession *session = akron_session_new (f->dir);
  g_autoptr(AkronDocument) none = akron_test_restore_session (session, NULL);
  AkronSavedGame *kept;

  g_assert_null (akron_session_keep_replaced (session, fresh));
  g_assert_cmpuint (n_kept (session), ==, 0);

  akron_test_play_moves (over, won, -1);
  g_assert_true (akron_game_is_over (over));
  finished = akron_document_new (over, NULL);
  kept = akron_session_keep_replaced (session, finished);
  g_assert_nonnull (kept);
  g_assert_true (akron_saved_game_get_finished (kept));
  akron_test_quit_session (session);
}

/* When a kept game was last played, as the list says it. */
static void
test_time_labels (Fixture *f, gconstpointer data)
{
  g_autoptr(GDateTime) now = g_date_time_new_local (2026, 11, 27, 15, 30, 0);
  g_autoptr(GDateTime) today = g_date_time_new_local (2026, 11, 27, 9, 5, 0);
  g_autoptr(GDateTime) yesterday = g_date_time_new_local (2026, 11, 26, 23, 59, 0);
  g_autoptr(GDateTime) monday = g_date_time_new_local (2026, 11, 23, 18, 40, 0);
  g_autoptr(GDateTime) march = g_date_time_new_local (2026, 3, 3, 12, 0, 0);
  g_autofree char *a = akron_continue_window_format_time (today, now);
  g_autofree char *b = akron_continue_window_format_time (yesterday, now);
  g_autofree char *c = akron_continue_window_format_time (monday, now);
  g_autofree char *d = akron_continue_window_format_time (march, now);

  g_assert_cmpstr (a, ==, "Today, 09:05");
  g_assert_cmpstr (b, ==, "Yesterday, 23:59");
  g_assert_cmpstr (c, ==, "Monday, 18:40");
  g_assert_cmpstr (d, ==, "3 March 2026");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/game-library/three-games-in-a-row", test_three_games_in_a_row);
  ADD ("/game-library/continued-game-leaves", test_continued_game_leaves);
  ADD ("/game-library/delete-undo", test_delete_undo);
  ADD ("/game-library/damaged-record-salvaged", test_damaged_record_salvaged);
  ADD ("/game-library/fifo-record-skipped", test_fifo_record_skipped);
  ADD ("/game-library/replaced-file-migrated", test_replaced_file_migrated);
  ADD ("/game-library/worth-keeping", test_worth_keeping);
  ADD ("/game-library/time-labels", test_time_labels);
#undef ADD

  return g_test_run ();
}
