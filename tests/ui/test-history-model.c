/* test-history-model.c: the move list's model changes only the rows a move changes
 *
 * No display needed: the model is GIO only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-history-model.h"
#include "akron-ui-test-util.h"

typedef struct
{
  guint position, removed, added;
} Change;

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added,
                  GArray *changes)
{
  Change change = { position, removed, added };

  g_array_append_val (changes, change);
}

static void
play (AkronGame *game, const char *move)
{
  g_autoptr(GError) error = NULL;

  akron_game_play_text (game, move, &error);
  g_assert_no_error (error);
}

static void
assert_change (GArray *changes, guint position, guint removed, guint added)
{
  Change *change;

  g_assert_cmpuint (changes->len, ==, 1);
  change = &g_array_index (changes, Change, 0);
  g_assert_cmpuint (change->position, ==, position);
  g_assert_cmpuint (change->removed, ==, removed);
  g_assert_cmpuint (change->added, ==, added);
  g_array_set_size (changes, 0);
}

static char *
row_text (GListModel *model, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (model, row);

  g_assert_nonnull (entry);
  return g_strdup (akron_history_entry_get_text (entry));
}

/* A move adds one row, undo and redo add none, and a move from an earlier position
 * replaces exactly the rows after it: items-changed says exactly that, never "all". */
static void
test_rows_change_exactly (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronHistoryModel) history = akron_history_model_new (game);
  GListModel *model = G_LIST_MODEL (history);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autofree char *start = NULL, *third = NULL, *replaced = NULL;

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 1);
  g_assert_true (g_list_model_get_item_type (model) == AKRON_TYPE_HISTORY_ENTRY);
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), changes);

  play (game, "B4");
  assert_change (changes, 1, 0, 1);
  play (game, "A1");
  assert_change (changes, 2, 0, 1);
  play (game, "C4");
  assert_change (changes, 3, 0, 1);
  play (game, "C1");
  assert_change (changes, 4, 0, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);

  start = row_text (model, 0);
  g_assert_cmpstr (start, ==, "Start");
  third = row_text (model, 3);
  g_assert_cmpstr (third, ==, "2. C4");
  g_assert_null (g_list_model_get_item (model, 5));

  /* Browsing changes no row. */
  akron_game_undo (game);
  akron_game_undo (game);
  akron_game_go_to_ply (game, 0);
  akron_game_go_to_ply (game, 2);
  g_assert_cmpuint (changes->len, ==, 0);

  /* The next move of the line is a redo: no change either. */
  play (game, "C4");
  g_assert_cmpuint (changes->len, ==, 0);

  /* From ply 2, another move: rows 3 and 4 go (their moves stay in the game, as a
   * variation), one row comes. */
  akron_game_undo (game);
  play (game, "D4");
  assert_change (changes, 3, 2, 1);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 4);
  replaced = row_text (model, 3);
  g_assert_cmpstr (replaced, ==, "2. D4");
}

/* Issue 15: the rows are the current line. Stepping into another line, promoting and
 * deleting a line replace the rows from the first one that changed, not all; the old line
 * stays in the game. */
static void
test_rows_follow_lines (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronHistoryModel) history = akron_history_model_new (game);
  GListModel *model = G_LIST_MODEL (history);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));
  g_autoptr(AkronGameBranch) branch = NULL;
  const AkronGameNode *fork;

  play (game, "B4");
  play (game, "A1");
  play (game, "C4");
  play (game, "C1");
  akron_game_go_to_ply (game, 2);
  play (game, "D4");
  g_signal_connect (model, "items-changed", G_CALLBACK (on_items_changed), changes);
  fork = akron_game_get_line_node (game, 2);
  g_assert_cmpuint (akron_game_get_n_nodes (game), ==, 5);

  /* Into the old line: row 3 and after. */
  akron_game_go_to_node (game, akron_game_node_get_child (fork, 0));
  assert_change (changes, 3, 1, 2);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
  {
    g_autofree char *text = row_text (model, 4);
    g_assert_cmpstr (text, ==, "2… C1");
  }

  /* Promoting the other line: the moves at row 3 change places. */
  g_assert_true (akron_game_promote_line (game, akron_game_node_get_child (fork, 1), NULL));
  assert_change (changes, 3, 2, 2);

  /* Deleting the line shown from row 3: the position goes back, rows follow the other. */
  branch = akron_game_delete_line (game, akron_game_get_line_node (game, 3));
  assert_change (changes, 3, 2, 1);
  {
    g_autofree char *text = row_text (model, 3);
    g_assert_cmpstr (text, ==, "2. D4");
  }
  g_assert_true (akron_game_restore_line (game, branch, NULL));
  assert_change (changes, 3, 1, 2);
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, 5);
}

static gboolean
entry_current (GListModel *model, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (model, row);
  return akron_history_entry_get_current (entry);
}

static gboolean
entry_future (GListModel *model, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (model, row);
  return akron_history_entry_get_future (entry);
}

/* The row of the position shown is current; the rows after it are future (redo). */
static void
test_current_and_future (void)
{
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronHistoryModel) history = akron_history_model_new (game);
  GListModel *model = G_LIST_MODEL (history);
  g_autoptr(AkronHistoryEntry) kept = NULL;

  play (game, "B4");
  play (game, "A1");
  play (game, "C4");
  kept = g_list_model_get_item (model, 3);
  g_assert_true (akron_history_entry_get_current (kept));

  akron_game_go_to_ply (game, 1);
  g_assert_false (entry_current (model, 0));
  g_assert_true (entry_current (model, 1));
  g_assert_false (entry_future (model, 1));
  g_assert_true (entry_future (model, 2));
  /* Rows made before the change follow it too. */
  g_assert_false (akron_history_entry_get_current (kept));
  g_assert_true (akron_history_entry_get_future (kept));

  akron_game_redo (game);
  g_assert_true (entry_current (model, 2));
  g_assert_false (entry_future (model, 2));
  g_assert_true (entry_future (model, 3));
}

/* Another game: every row is replaced in one change. */
static void
test_new_game_replaces_all (void)
{
  g_autoptr(AkronGame) first = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronGame) second = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronHistoryModel) history = akron_history_model_new (first);
  g_autoptr(GArray) changes = g_array_new (FALSE, FALSE, sizeof (Change));

  play (first, "B4");
  play (first, "A1");
  g_signal_connect (history, "items-changed", G_CALLBACK (on_items_changed), changes);
  akron_history_model_set_game (history, second);
  assert_change (changes, 0, 3, 1);
  /* The old game no longer reaches the model. */
  play (first, "C4");
  g_assert_cmpuint (changes->len, ==, 0);
}

static guint
row_drops (GListModel *model, guint row)
{
  g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (model, row);

  g_assert_nonnull (entry);
  return akron_history_entry_get_drops (entry);
}

/* Each row says how many marbles its move made drop (issue 9): B4 carries B4' when it moves
 * to D4 (one drops); rows are right whether made before or after the move, after undo and
 * redo, and after a move from an earlier position replaces the line. */
static void
test_rows_count_drops (void)
{
  static const char *moves[] = { "B4", "A1", "C4", "C1", "B3", "E1", "C3", "E3", "A4", "E5",
                                 "A4-B4'", "D1", "B4-D4" };
  g_autoptr(AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr(AkronHistoryModel) history = NULL;
  GListModel *model;

  for (guint t = 0; t < G_N_ELEMENTS (moves); t++)
    play (game, moves[t]);

  /* A game shown afresh: the model replays the line for the rows asked for. */
  history = akron_history_model_new (game);
  model = G_LIST_MODEL (history);
  g_assert_cmpuint (row_drops (model, 13), ==, 1);
  for (guint row = 0; row < 13; row++)
    g_assert_cmpuint (row_drops (model, row), ==, 0);

  /* Undo, and the same move again (a redo); then another move from there. */
  akron_game_undo (game);
  g_assert_cmpuint (row_drops (model, 13), ==, 1);
  play (game, "B4-D4");
  g_assert_cmpuint (row_drops (model, 13), ==, 1);
  akron_game_undo (game);
  play (game, "B4-D3");
  g_assert_cmpuint (row_drops (model, 13), ==, 1);
  {
    g_autofree char *text = NULL;

    text = row_text (model, 13);
    g_assert_cmpstr (text, ==, "7. B4-D3");
  }
  play (game, "E4");
  g_assert_cmpuint (row_drops (model, 14), ==, 0);

  /* Back to the start and a new line: nothing dropped in it. */
  akron_game_go_to_ply (game, 11);
  play (game, "D1");
  play (game, "A5");
  g_assert_cmpuint (row_drops (model, 11), ==, 0);
  g_assert_cmpuint (row_drops (model, 13), ==, 0);
}

static gboolean
review_done (gpointer review)
{
  return !akron_review_model_get_running (review)
         && akron_review_model_get_n_reviewed (review) == akron_review_model_get_n_moves (review);
}

static AkronGame *
reviewed_game (AkronReviewModel *review, const char *const *moves, guint n_moves)
{
  AkronGame *game = akron_game_new (5, 0, FALSE, TRUE, NULL);

  akron_test_play_moves (game, moves, n_moves);
  akron_review_model_set_game (review, game);
  akron_review_model_start (review);
  akron_test_wait_until_cpu (review_done, review, 60);
  g_assert_cmpuint (akron_review_model_get_n_reviewed (review), ==, n_moves);
  return game;
}

/* Each row marks its move as the review does; returns how many rows have a mark. */
static guint
assert_rows_marked (GListModel *model, AkronReviewModel *review)
{
  guint n_marked = 0;

  g_assert_cmpuint (g_list_model_get_n_items (model), ==,
                    akron_review_model_get_n_reviewed (review) + 1);
  for (guint row = 1; row < g_list_model_get_n_items (model); row++)
    {
      g_autoptr(AkronHistoryEntry) entry = g_list_model_get_item (model, row);
      AkronReviewMark mark = akron_review_model_get_ply (review, row)->mark;

      g_assert_cmpint (akron_history_entry_get_mark (entry), ==, mark);
      n_marked += mark != AKRON_REVIEW_MARK_NONE;
    }
  return n_marked;
}

/* The window shows a game again whose review it kept, as the rows' model learns first
 * (the list view makes its rows at once), after a shorter game of the same variant was
 * reviewed: the kept review, one verdict more than the last, marks every row, not only
 * the last (which it did, taking it for the next verdict of the last review). */
static void
test_review_of_another_game (void)
{
  static const char *first[] = { "C5", "A1", "C4", "B1", "C3", "D1", "C2", "E1", "A3", "C1" };
  static const char *second[] = { "C5", "A1", "C4", "B1", "C3", "E5", "C2", "E4", "C1" };
  g_autoptr(AkronReviewModel) review = akron_review_model_new ();
  g_autoptr(AkronHistoryModel) model = NULL;
  g_autoptr(AkronGame) game1 = NULL;
  g_autoptr(AkronGame) game2 = NULL;

  akron_review_model_set_nodes (review, 3000);
  game1 = reviewed_game (review, first, G_N_ELEMENTS (first));
  model = akron_history_model_new (game1);
  akron_history_model_set_review (model, review);
  g_assert_cmpuint (assert_rows_marked (G_LIST_MODEL (model), review), >, 0);

  akron_history_model_set_game (model, NULL);
  game2 = reviewed_game (review, second, G_N_ELEMENTS (second));
  akron_history_model_set_game (model, game2);
  g_assert_cmpuint (assert_rows_marked (G_LIST_MODEL (model), review), >, 0);

  /* The first game again, in the window's order: its rows, then its kept review. */
  akron_history_model_set_game (model, game1);
  for (guint row = 0; row < g_list_model_get_n_items (G_LIST_MODEL (model)); row++)
    g_object_unref (g_list_model_get_item (G_LIST_MODEL (model), row));
  akron_review_model_set_game (review, game1);
  g_assert_false (akron_review_model_get_running (review));
  g_assert_cmpuint (assert_rows_marked (G_LIST_MODEL (model), review), >, 1);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/history/rows-change-exactly", test_rows_change_exactly);
  g_test_add_func ("/history/rows-follow-lines", test_rows_follow_lines);
  g_test_add_func ("/history/current-and-future", test_current_and_future);
  g_test_add_func ("/history/new-game-replaces-all", test_new_game_replaces_all);
  g_test_add_func ("/history/rows-count-drops", test_rows_count_drops);
  g_test_add_func ("/history/review-of-another-game", test_review_of_another_game);

  return g_test_run ();
}
