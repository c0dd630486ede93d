/* test-lesson.c: every lesson of "Learn to Play" plays, and its goal is judged right
 *
 * For each lesson: the start position reads (a legal move list from the empty board) with
 * the learner to move; the goal is not met before any move; the stored solution is legal
 * and meets it; the stored wrong try is either refused by the rules or judged a miss with
 * a reason to show.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "akron-lesson.h"
#include <string.h>

#include "akron-notation.h"

static AkronGame *
start_lesson (const AkronLesson *lesson)
{
  g_autoptr (GError) error = NULL;
  AkronGame *game = akron_lesson_new_game (lesson, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_false (akron_game_is_over (game));
  g_assert_cmpint (akron_game_get_to_move (game), ==, lesson->player);
  return game;
}

/* Plays @text; returns whether the rules allowed it, and judges it in @met / @why_not. */
static gboolean
try_move (const AkronLesson *lesson, AkronGame *game, const char *text, gboolean *met,
          char **why_not)
{
  AkronPosition before = *akron_game_get_position (game);
  AkronMove move;

  g_assert_true (akron_move_parse (before.geo, text, &move, NULL));
  if (!akron_position_check_move (&before, &move, NULL))
    return FALSE;
  g_assert_true (akron_game_play (game, &move, NULL));
  *met = akron_goal_is_met (&lesson->goal, lesson->player, &before, &move, game, why_not);
  return TRUE;
}

static void
test_lesson (gconstpointer data)
{
  const AkronLesson *lesson = data;
  g_autoptr (AkronGame) game = start_lesson (lesson);
  g_autoptr (AkronGame) wrong_game = start_lesson (lesson);
  AkronMove none = akron_move_special (AKRON_MOVE_DRAW);
  g_autofree char *why_not = NULL;
  g_autofree char *why_start = NULL;
  gboolean met = FALSE;

  /* Not met before the learner moves. */
  g_assert_false (akron_goal_is_met (&lesson->goal, lesson->player,
                                     akron_game_get_position (game), &none, game,
                                     &why_start));
  g_assert_nonnull (why_start);

  g_assert_true (try_move (lesson, game, lesson->solution, &met, NULL));
  g_assert_true (met);

  if (try_move (lesson, wrong_game, lesson->wrong, &met, &why_not))
    {
      g_assert_false (met);
      g_assert_nonnull (why_not);
      g_assert_cmpstr (why_not, !=, "");
    }

  g_assert_nonnull (lesson->title);
  g_assert_nonnull (lesson->instruction);
  g_assert_nonnull (lesson->success);
  g_assert_nonnull (lesson->hint);
}

static void
test_ids (void)
{
  g_autoptr (GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (akron_lesson_get_n_lessons (), >=, 11);
  for (guint i = 0; i < akron_lesson_get_n_lessons (); i++)
    {
      const AkronLesson *lesson = akron_lesson_get (i);

      g_assert_true (g_hash_table_add (seen, (gpointer) lesson->id));
      g_assert_true (akron_lesson_find (lesson->id) == lesson);
      g_assert_cmpuint (lesson->size, >=, 4);
      g_assert_cmpuint (lesson->size, <=, 6);
    }
  g_assert_null (akron_lesson_find ("no-such-lesson"));
}

static void
test_move_list_error (void)
{
  g_autoptr (AkronGame) game = akron_game_new (5, 0, FALSE, FALSE, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_false (akron_play_move_list (game, "B2 B2", &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE);
  g_assert_nonnull (strstr (error->message, "move 2 (B2)"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/lesson/ids", test_ids);
  g_test_add_func ("/lesson/move-list-error", test_move_list_error);
  for (guint i = 0; i < akron_lesson_get_n_lessons (); i++)
    {
      const AkronLesson *lesson = akron_lesson_get (i);
      g_autofree char *path = g_strdup_printf ("/lesson/play/%s", lesson->id);

      g_test_add_data_func (path, lesson, test_lesson);
    }
  return g_test_run ();
}
