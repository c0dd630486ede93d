/* akron-learn-window.h: Learn to Play, the lessons and puzzles beside a live board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-board.h"

G_BEGIN_DECLS

#define AKRON_TYPE_LEARN_WINDOW (akron_learn_window_get_type ())
G_DECLARE_FINAL_TYPE (AkronLearnWindow, akron_learn_window, AKRON, LEARN_WINDOW, AdwWindow)

/* Its own games: a lesson never touches the game in progress in the game window. The
 * lessons are the engine's (akron-lesson.h), the puzzles those of data/puzzles.txt; progress
 * is kept in the settings' "lessons-done" and "puzzles-solved".
 *
 * Property "state" (AkronLearnState, read-only): how the exercise shown stands. */
typedef enum
{
  AKRON_LEARN_PLAYING, /* waiting for the learner's move */
  AKRON_LEARN_DONE,    /* the goal was met */
  AKRON_LEARN_MISSED,  /* a move was played that does not meet it: Retry */
} AkronLearnState;

GtkWidget *akron_learn_window_new (GtkApplication *application);

/* Shows lesson @index (0 is the first), or puzzle @index. */
void akron_learn_window_show_lesson (AkronLearnWindow *self, guint index);
void akron_learn_window_show_puzzle (AkronLearnWindow *self, guint index);
guint akron_learn_window_get_n_puzzles (AkronLearnWindow *self);

AkronLearnState akron_learn_window_get_state (AkronLearnWindow *self);
AkronBoard *akron_learn_window_get_board (AkronLearnWindow *self);
/* What the window says about the last try (the success text or why it missed), for tests. */
const char *akron_learn_window_get_feedback (AkronLearnWindow *self);

G_END_DECLS
