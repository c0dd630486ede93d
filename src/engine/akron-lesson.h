/* akron-lesson.h: the lessons of "Learn to Play", and the goals that lessons and puzzles set
 *
 * A lesson is a small position written in notation, the colour the learner plays, and one
 * goal that a single real move achieves (RULES.md gives the words). A goal is a predicate
 * over the position before the move, the move, and the game after it, so that the window,
 * the tests and the puzzle generator judge a move the same way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_GOAL_ADD,          /* an Add, into one of the goal's points when it names some */
  AKRON_GOAL_JOIN,         /* the goal's two points are connected for the player */
  AKRON_GOAL_CONNECT,      /* the player has a winning connection after the move */
  AKRON_GOAL_CONNECT_MOVING, /* the same, by moving a marble (not an Add) */
  AKRON_GOAL_CLIMB,        /* a marble moves onto level 1 or higher */
  AKRON_GOAL_MOVE_TO,      /* a Move (not an Add) onto one of the goal's points */
  AKRON_GOAL_CUT_LINK,     /* the opponent's link between the goal's two points is cut */
  AKRON_GOAL_DROP,         /* the move makes at least `count` marbles drop */
  AKRON_GOAL_SWAP,         /* the player takes the pie rule */
  AKRON_GOAL_UNCONNECT,    /* the opponent has no winning connection after the move */
  AKRON_GOAL_WIN,          /* the game ends with the player's win */
} AkronGoalKind;

typedef struct
{
  AkronGoalKind kind;
  const char *points;      /* space-separated points the goal names, or NULL */
  guint count;             /* AKRON_GOAL_DROP: how many marbles must drop */
} AkronGoal;

typedef struct
{
  const char *id;          /* stable, kept in the settings ("add", "pie-rule") */
  const char *title;       /* marked for translation */
  const char *instruction; /* marked for translation */
  const char *success;     /* marked for translation */
  const char *hint;        /* marked for translation */
  guint size;
  guint pieces;            /* 0: the default pile */
  gboolean swap;
  gboolean no_delay;
  const char *start;       /* the moves from the empty board, space-separated */
  AkronColour player;      /* the colour the learner moves (the colour to move at start) */
  AkronGoal goal;
  const char *solution;    /* a move that meets the goal (the tests play it) */
  const char *wrong;       /* a legal move that does not (the tests play it) */
} AkronLesson;

guint akron_lesson_get_n_lessons (void);
const AkronLesson *akron_lesson_get (guint index);
const AkronLesson *akron_lesson_find (const char *id);

/* A new game of the lesson's variant at its start position. */
AkronGame *akron_lesson_new_game (const AkronLesson *lesson, GError **error);

/* Plays the space-separated @moves ("B2 C3 A3-B3'") into @game; on failure says which move
 * (counted from 1) and why. */
gboolean akron_play_move_list (AkronGame *game, const char *moves, GError **error);

/* Whether @move, played by @player from @before, meets @goal, @game being the game after
 * the move. When it does not, @why_not (if non-NULL) receives a sentence saying what is
 * missing, in the learner's words ("B4 and B2 are not connected yet"). */
gboolean akron_goal_is_met (const AkronGoal *goal, AkronColour player,
                            const AkronPosition *before, const AkronMove *move,
                            AkronGame *game, char **why_not);

/* Whether @a and @b hold uncut pieces of @colour joined by uncut links (RULES.md 3). */
gboolean akron_position_are_joined (const AkronPosition *pos, AkronColour colour,
                                    AkronPoint a, AkronPoint b);

G_END_DECLS
