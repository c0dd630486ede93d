/* akron-alphabeta.c: a plain alpha-beta player, the independent baseline of akron-cli match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime (CLOCK_THREAD_CPUTIME_ID) */

#include "config.h"

#include <string.h>
#include <time.h>

#include "akron-alphabeta.h"
#include "akron-eval.h"
#include "akron-random.h"

/* Scores beyond AB_WIN - AB_MAX_PLY are won or lost games; a nearer win scores more. */
#define AB_WIN 30000
#define AB_MAX_PLY 64
#define AB_INFINITY (AB_WIN + 1)
/* The clocks are read once every this many nodes. */
#define AB_CLOCK_INTERVAL 256

typedef struct
{
  AkronAlphaBetaLimits limits;
  AkronEval *eval;
  AkronEvalOptions options;
  gboolean no_delay;
  guint64 nodes;
  gint64 start_time;       /* monotonic, in microseconds */
  gint64 start_cpu_time;
  gboolean may_stop;       /* FALSE during depth 1 */
  gboolean stopped;
  AkronMoveList lists[AB_MAX_PLY];
} AlphaBeta;

gint64
akron_thread_cpu_time (void)
{
  struct timespec now;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &now) != 0)
    return g_get_monotonic_time (); /* no thread clock: wall-clock time, never less */
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

/* Whether a limit is reached; the clocks are read only with @read_clocks. */
static gboolean
budget_spent (AlphaBeta *ab, gboolean read_clocks)
{
  const AkronAlphaBetaLimits *limits = &ab->limits;

  if (limits->nodes > 0 && ab->nodes >= limits->nodes)
    return TRUE;
  if (!read_clocks)
    return FALSE;
  if (limits->time_ms > 0 && g_get_monotonic_time () - ab->start_time >= (gint64) limits->time_ms * 1000)
    return TRUE;
  return limits->cpu_ms > 0
         && akron_thread_cpu_time () - ab->start_cpu_time >= (gint64) limits->cpu_ms * 1000;
}

/* The position's value for the player to move, searched @depth plies deep. @last is the
 * move that led here. */
static int
search (AlphaBeta *ab, AkronPosition *pos, const AkronUndo *last, guint depth, guint ply,
        int alpha, int beta)
{
  AkronMoveList *list = &ab->lists[ply];
  AkronColour winner;
  int best = -AB_INFINITY;

  ab->nodes++;
  if (akron_position_connection_ends_game (pos, last, ab->no_delay, &winner, NULL))
    return winner == akron_position_get_to_move (pos) ? AB_WIN - (int) ply
                                                      : -(AB_WIN - (int) ply);
  if (ab->may_stop && budget_spent (ab, ab->nodes % AB_CLOCK_INTERVAL == 0))
    ab->stopped = TRUE;
  if (ab->stopped)
    return 0;
  if (depth == 0 || ply + 1 >= AB_MAX_PLY)
    {
      AkronEvalInfo info;

      akron_eval_analyse (ab->eval, pos, &ab->options, &info);
      return akron_eval_score (pos, &ab->options, &info);
    }

  akron_position_generate (pos, list);
  if (list->len == 0)
    return -(AB_WIN - (int) ply); /* a player who cannot move has lost (RULES.md 5) */
  for (guint i = 0; i < list->len; i++)
    {
      AkronUndo undo;
      int score;

      akron_position_apply (pos, &list->moves[i], &undo);
      score = -search (ab, pos, &undo, depth - 1, ply + 1, -beta, -MAX (alpha, best));
      akron_position_unapply (pos, &undo);
      if (ab->stopped)
        return 0;
      if (score > best)
        best = score;
      if (best >= beta)
        break;
    }
  return best;
}

typedef struct
{
  AkronMove move;
  int score;
} RootMove;

/* Best first; equal scores keep their order (the seed's shuffle, then earlier depths). */
static void
sort_root_moves (RootMove *moves, guint n)
{
  for (guint i = 1; i < n; i++)
    {
      RootMove m = moves[i];
      guint j = i;

      for (; j > 0 && moves[j - 1].score < m.score; j--)
        moves[j] = moves[j - 1];
      moves[j] = m;
    }
}

/* Searches every root move @depth plies deep; FALSE if the budget ran out first. */
static gboolean
search_root (AlphaBeta *ab, AkronPosition *pos, RootMove *moves, guint n, guint depth)
{
  int alpha = -AB_INFINITY;

  for (guint i = 0; i < n; i++)
    {
      AkronUndo undo;
      int score;

      akron_position_apply (pos, &moves[i].move, &undo);
      score = -search (ab, pos, &undo, depth - 1, 1, -AB_INFINITY, -alpha);
      akron_position_unapply (pos, &undo);
      if (ab->stopped)
        return FALSE;
      /* A move that cannot beat the best so far gets an upper bound: enough to order it
       * behind the best at the next depth. */
      moves[i].score = score;
      alpha = MAX (alpha, score);
    }
  sort_root_moves (moves, n);
  return TRUE;
}

static RootMove *
shuffled_root_moves (const AkronPosition *pos, guint64 seed, guint *n_moves)
{
  guint64 state = seed;
  AkronMoveList list;
  RootMove *moves;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  moves = g_new0 (RootMove, MAX (list.len, 1));
  for (guint i = 0; i < list.len; i++)
    moves[i].move = list.moves[i];
  for (guint i = list.len; i > 1; i--)
    {
      guint j = akron_random_below (&state, i);
      RootMove m = moves[i - 1];

      moves[i - 1] = moves[j];
      moves[j] = m;
    }
  *n_moves = list.len;
  akron_move_list_clear (&list);
  return moves;
}

void
akron_alphabeta_choose (AkronGame *game, const AkronAlphaBetaLimits *limits, guint64 seed,
                        AkronAlphaBetaResult *result)
{
  AkronPosition pos;
  AlphaBeta ab = { 0 };
  g_autofree RootMove *moves = NULL;
  guint n_moves, max_depth;

  g_return_if_fail (AKRON_IS_GAME (game) && limits != NULL && result != NULL);
  g_return_if_fail (!akron_game_is_over (game));

  pos = *akron_game_get_position (game);
  ab.limits = *limits;
  ab.eval = akron_eval_new ();
  ab.no_delay = akron_game_get_no_delay (game);
  ab.start_time = g_get_monotonic_time ();
  ab.start_cpu_time = akron_thread_cpu_time ();
  /* The plain distance: the over/under rule, no bridges, no route counting. */
  akron_eval_options_init (&ab.options);
  ab.options.bridges = FALSE;
  ab.options.routes = FALSE;
  for (guint p = 0; p < AB_MAX_PLY; p++)
    akron_move_list_init (&ab.lists[p]);

  moves = shuffled_root_moves (&pos, seed, &n_moves);
  g_assert (n_moves > 0);
  memset (result, 0, sizeof *result);
  result->move = moves[0].move;
  max_depth = limits->max_depth > 0 ? MIN (limits->max_depth, AB_MAX_PLY - 1) : AB_MAX_PLY - 1;
  for (guint depth = 1; depth <= max_depth; depth++)
    {
      if (!search_root (&ab, &pos, moves, n_moves, depth))
        break;
      result->move = moves[0].move;
      result->score = moves[0].score;
      result->depth = depth;
      ab.may_stop = TRUE;
      /* A won or lost game needs no deeper look; a budget spent between depths neither. */
      if (ABS (moves[0].score) > AB_WIN - AB_MAX_PLY || budget_spent (&ab, TRUE))
        break;
    }
  result->nodes = ab.nodes;

  for (guint p = 0; p < AB_MAX_PLY; p++)
    akron_move_list_clear (&ab.lists[p]);
  akron_eval_free (ab.eval);
}
