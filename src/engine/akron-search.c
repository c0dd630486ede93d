/* akron-search.c: the computer player's search
 *
 * Negamax with principal variation search and iterative deepening, a transposition table
 * on the position's Zobrist hash, and moves ordered by the hash move, two killers per ply,
 * a history table and the shortest routes of both players. Akron's end rules shape the
 * tree: with delayed wins a player connected at the start of their turn has won, so a
 * player facing a connection searches only the moves that can cut it (and such a node is
 * never a leaf); in no-delay games a move that makes a connection ends the game. Positions
 * seen before since the last Add score as draws. A node searches its hash move and killers
 * before it generates and orders its moves, since one of them usually cuts. On big boards
 * (10x10 and up unless told otherwise; every board at Hard and Expert) inner nodes keep
 * only the moves on both players' shortest routes and search only their first moves near
 * the leaves.
 *
 * Everything a search touches lives in one Searcher, allocated once per search: nodes
 * allocate nothing (the move lists grow only when a position has more moves than any
 * before it).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>
#include <time.h>

#include "akron-search.h"
#include "akron-notation.h"
#include "akron-random.h"

#define MAX_PLY 64
#define INFINITE_SCORE 32000
#define WIN_SCORE AKRON_SEARCH_WIN
/* Scores beyond this are proven wins or losses, counted in plies from the root. */
#define WIN_BOUND (WIN_SCORE - 1000)
#define DRAW_SCORE 0
/* Behind by more than this, a player claims a draw when the rules allow it. */
#define CLAIM_MARGIN 50

/* The transposition table: about two entries a node for a node budget, within these. */
#define TT_MIN_BITS 10
#define TT_MAX_BITS 20
#define TT_TIMED_BITS 19
#define EVAL_CACHE_MAX_BITS 18
#define HISTORY_SIZE 16384
#define LIMIT_CHECK_INTERVAL 16
#define MAX_THREADS 64

/* Move ordering keys. */
#define ORDER_HASH (1 << 30)
#define ORDER_KILLER (1 << 28)
#define ORDER_ROUTE_OWN 3000
#define ORDER_ROUTE_OPP 2000
#define ORDER_UPPER 500
#define ORDER_LEAVES_ROUTE (-1500)

/* Late move reductions: from this move on, at this depth or more; two plies from the
 * second move and depth on (the first with AKRON_SEARCH_DEEP_REDUCTIONS). */
#define LMR_FIRST_MOVE 3
#define LMR_MIN_DEPTH 3
#define LMR2_FIRST_MOVE 12
#define LMR2_MIN_DEPTH 5
#define DEEP_LMR2_FIRST_MOVE 8
#define DEEP_LMR2_MIN_DEPTH 4
/* Null-move pruning: at this depth or more, searched this much less deep. */
#define NULL_MOVE_MIN_DEPTH 3
#define NULL_MOVE_REDUCTION 2
/* Route pruning: from this ply on, in nodes with more moves than this. */
#define PRUNE_MIN_PLY 1
#define PRUNE_MIN_MOVES 40
/* Big-board selectivity (AKRON_SEARCH_BIG_BOARD_SELECTIVITY): from this board size on
 * (on every board with AKRON_SEARCH_SMALL_BOARD_SELECTIVITY), inner nodes keep only the
 * moves on a shortest route of either player, null-window nodes this near the leaves
 * search only their first moves (SELECT_LMP_BASE more a ply of depth: 12 at depth 1, 18 at
 * depth 2), and late moves are reduced from depth 2 on, by two plies from depth 4. Big
 * boards have hundreds of moves a node, most of them far from where the game is decided. */
#define SELECT_MIN_SIZE 10
#define SELECT_LMP_DEPTH 2
#define SELECT_LMP_BASE 6
#define SELECT_LMR_MIN_DEPTH 2

typedef struct
{
  guint time_ms;
  guint64 nodes;
  gboolean capped;       /* the node budget holds in the app too, beside the time */
  guint max_depth;
  gboolean over_under;
  gboolean bridges;
  gboolean routes;
  gboolean sees_drops;   /* searches the moves that make marbles drop */
  gboolean swaps;        /* swaps an opening inside the pie rule's zone */
  gboolean variety;      /* the seed chooses among equal root moves */
  gboolean opening_variety; /* ... only in the opening (in_opening()) */
  gboolean selective_below_10; /* the big-board selectivity on smaller boards too */
  gboolean growing_reductions; /* late moves reduced by ln(depth) ln(index) / 1.5 */
  guint sight_percent;   /* the chance that a move of a level that does not see cuts from
                          * above and drops sees them after all */
} LevelConfig;

/* The ladder: each level beats the one below in about three games of four (README.md has
 * the matches). The levels up to Hard stop at their node budget in the app too (capped),
 * so that on 8x8 and smaller the app plays them exactly as the ladder's matches did: Hard's
 * 800 ms give 139,000 to 200,000 nodes a move on 8x8 (`akron-bench-search --levels
 * --cpu-time --level hard`), more than its 130,000, while on 10x10 and up the time binds
 * first (99,000 nodes on 10x10, 63,000 to 80,000 on 16x16). Expert searches as far as its
 * time allows, with the machine's threads; its node budget is about what its 4 s give with
 * two threads on 8x8 random-game positions (1,290,000 to 1,640,000 nodes). Easy and Medium
 * are the same search at smaller budgets, which keep the ladder's steps even.
 *
 * Beginner plays like a person in their first games: it sees connections and looks a
 * little ahead, but with a newcomer's picture of the board. On most of its moves its
 * evaluation leaves out the over/under rule (every marble touching another of its colour
 * links to it), so it neither plans cuts from above nor sees that an upper marble threatens
 * its own links, and it does not think of drops (sees_drops: the moves that lift a marble
 * something rests on are not in its search, neither its own nor the opponent's). On the
 * other moves (sight_percent, chosen by the seed and the position) it sees both, as a
 * newcomer now and then does; it never swaps. Blind on every move, and with a noise among
 * its near-equal moves, it won 15 of 200 games against Easy: too far below for an even
 * ladder (README.md has the matches that chose the sight).
 *
 * Hard and Expert are selective on every board (selective_below_10; the others from 10x10
 * on), which took Hard from depth 5.4 to 6.8 on 8x8 at its 800 ms.
 *
 * Easy and Medium let the seed choose among root moves that score the same (variety), so
 * that they do not play the same game twice; their ladder matches were measured with it.
 * Hard and Expert do so in the opening only (in_opening()): choosing among equal moves
 * everywhere lost against the same search keeping the first of them (the one that was
 * best one depth less), 70-94 over 164 games at 3,000 nodes a move and 7-19 over 26 at
 * 30,000, and they must not get weaker; README.md has the match of the opening's variety. */
static const LevelConfig level_configs[AKRON_N_LEVELS] = {
  [AKRON_LEVEL_BEGINNER] = { .time_ms = 100, .nodes = 5000, .capped = TRUE,
                             .max_depth = MAX_PLY - 4, .bridges = TRUE, .routes = TRUE,
                             .variety = TRUE, .sight_percent = 30 },
  [AKRON_LEVEL_EASY] = { .time_ms = 200, .nodes = 10000, .capped = TRUE,
                         .max_depth = MAX_PLY - 4, .over_under = TRUE, .bridges = TRUE,
                         .routes = TRUE, .sees_drops = TRUE, .swaps = TRUE,
                         .variety = TRUE },
  [AKRON_LEVEL_MEDIUM] = { .time_ms = 300, .nodes = 60000, .capped = TRUE,
                           .max_depth = MAX_PLY - 4, .over_under = TRUE, .bridges = TRUE,
                           .routes = TRUE, .sees_drops = TRUE, .swaps = TRUE,
                           .variety = TRUE },
  [AKRON_LEVEL_HARD] = { .time_ms = 800, .nodes = 130000, .capped = TRUE,
                         .max_depth = MAX_PLY - 4,
                         .over_under = TRUE, .bridges = TRUE, .routes = TRUE,
                         .sees_drops = TRUE, .swaps = TRUE, .variety = TRUE,
                         .opening_variety = TRUE, .selective_below_10 = TRUE },
  [AKRON_LEVEL_EXPERT] = { .time_ms = 4000, .nodes = 1350000, .max_depth = MAX_PLY - 4,
                           .over_under = TRUE, .bridges = TRUE, .routes = TRUE,
                           .sees_drops = TRUE, .swaps = TRUE, .variety = TRUE,
                           .opening_variety = TRUE, .selective_below_10 = TRUE,
                           .growing_reductions = TRUE },
};

static const char * const level_names[AKRON_N_LEVELS] = {
  "beginner", "easy", "medium", "hard", "expert"
};

const char *
akron_level_to_string (AkronLevel level)
{
  g_return_val_if_fail (level < AKRON_N_LEVELS, "hard");
  return level_names[level];
}

gboolean
akron_level_from_string (const char *text, AkronLevel *level)
{
  g_return_val_if_fail (text != NULL, FALSE);

  for (guint l = 0; l < AKRON_N_LEVELS; l++)
    if (g_ascii_strcasecmp (text, level_names[l]) == 0)
      {
        if (level)
          *level = l;
        return TRUE;
      }
  return FALSE;
}

const char *
akron_level_get_display_name (AkronLevel level)
{
  static const char * const display_names[AKRON_N_LEVELS] = {
    N_("Beginner"), N_("Easy"), N_("Medium"), N_("Hard"), N_("Expert")
  };

  g_return_val_if_fail (level < AKRON_N_LEVELS, "");
  return _(display_names[level]);
}

guint
akron_level_get_time_ms (AkronLevel level)
{
  g_return_val_if_fail (level < AKRON_N_LEVELS, 0);
  return level_configs[level].time_ms;
}

guint64
akron_level_get_nodes (AkronLevel level)
{
  g_return_val_if_fail (level < AKRON_N_LEVELS, 0);
  return level_configs[level].nodes;
}

void
akron_level_get_eval_options (AkronLevel level, AkronEvalOptions *options)
{
  const LevelConfig *config;

  g_return_if_fail (level < AKRON_N_LEVELS);
  g_return_if_fail (options != NULL);

  config = &level_configs[level];
  akron_eval_options_init (options);
  options->over_under = config->over_under;
  options->bridges = config->bridges;
  options->routes = config->routes;
}

void
akron_search_limits_init (AkronSearchLimits *limits, AkronLevel level, gboolean timed)
{
  g_return_if_fail (limits != NULL);
  g_return_if_fail (level < AKRON_N_LEVELS);

  memset (limits, 0, sizeof *limits);
  limits->level = level;
  if (timed)
    limits->time_ms = level_configs[level].time_ms;
  if (!timed || level_configs[level].capped)
    limits->nodes = level_configs[level].nodes;
  limits->threads = timed && level == AKRON_LEVEL_EXPERT ? akron_search_get_default_threads () : 1;
  akron_level_get_eval_options (level, &limits->eval);
}

guint
akron_search_get_default_threads (void)
{
  return CLAMP (g_get_num_processors (), 1, MAX_THREADS);
}

/* Results */

G_DEFINE_BOXED_TYPE (AkronSearchResult, akron_search_result, akron_search_result_copy,
                     akron_search_result_free)

AkronSearchResult *
akron_search_result_copy (const AkronSearchResult *result)
{
  g_return_val_if_fail (result != NULL, NULL);
  return g_memdup2 (result, sizeof *result);
}

void
akron_search_result_free (AkronSearchResult *result)
{
  g_free (result);
}

gboolean
akron_search_result_matches (const AkronSearchResult *result, AkronGame *game)
{
  g_return_val_if_fail (result != NULL, FALSE);
  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);

  return akron_game_get_ply (game) == result->ply
         && akron_position_get_hash (akron_game_get_position (game)) == result->position_hash;
}

gboolean
akron_search_result_is_forced (const AkronSearchResult *result)
{
  g_return_val_if_fail (result != NULL, FALSE);
  return ABS (result->score) > WIN_BOUND;
}

/* States */

struct _AkronSearchState
{
  AkronPosition position;
  gboolean no_delay;
  gboolean over;
  guint ply;
  guint repetitions;   /* times the position has begun a turn, this time included */
  GArray *history;     /* guint64 hashes of the positions that began turns since the last
                          Add, oldest first, the current one excluded */
};

G_DEFINE_BOXED_TYPE (AkronSearchState, akron_search_state, akron_search_state_copy,
                     akron_search_state_free)

static AkronSearchState *
search_state_alloc (void)
{
  AkronSearchState *state = g_new0 (AkronSearchState, 1);

  state->history = g_array_new (FALSE, FALSE, sizeof (guint64));
  state->repetitions = 1;
  return state;
}

AkronSearchState *
akron_search_state_new (AkronGame *game)
{
  AkronSearchState *state;
  AkronPosition pos;
  guint ply;

  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);

  state = search_state_alloc ();
  ply = akron_game_get_ply (game);
  /* Replay the line to collect the positions since the last Add. */
  if (!akron_position_init (&pos, akron_game_get_size (game), akron_game_get_pieces (game),
                            akron_game_get_swap (game), NULL))
    g_return_val_if_reached (state);
  for (guint i = 0; i < ply; i++)
    {
      const AkronMove *move = akron_game_get_move (game, i);

      if (move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN)
        break;
      if (move->kind == AKRON_MOVE_ADD)
        g_array_set_size (state->history, 0);
      else
        {
          guint64 hash = akron_position_get_hash (&pos);
          g_array_append_val (state->history, hash);
        }
      akron_position_apply (&pos, move, NULL);
    }
  state->position = *akron_game_get_position (game);
  state->no_delay = akron_game_get_no_delay (game);
  state->over = akron_game_is_over (game);
  state->ply = ply;
  state->repetitions = akron_game_get_repetitions (game);
  return state;
}

AkronSearchState *
akron_search_state_new_for_position (const AkronPosition *pos, gboolean no_delay)
{
  AkronSearchState *state;

  g_return_val_if_fail (pos != NULL, NULL);

  state = search_state_alloc ();
  state->position = *pos;
  state->no_delay = no_delay;
  return state;
}

AkronSearchState *
akron_search_state_copy (const AkronSearchState *state)
{
  AkronSearchState *copy;

  g_return_val_if_fail (state != NULL, NULL);

  copy = g_memdup2 (state, sizeof *state);
  copy->history = g_array_copy (state->history);
  return copy;
}

void
akron_search_state_free (AkronSearchState *state)
{
  if (state == NULL)
    return;
  g_array_unref (state->history);
  g_free (state);
}

const AkronPosition *
akron_search_state_get_position (const AkronSearchState *state)
{
  g_return_val_if_fail (state != NULL, NULL);
  return &state->position;
}

/* The transposition table */

typedef enum
{
  BOUND_NONE,
  BOUND_UPPER,
  BOUND_LOWER,
  BOUND_EXACT,
} Bound;

/* One entry of the table, which the threads of a parallel search share without locks:
 * @check is the key xor @data, so that an entry torn by two threads writing at once
 * matches no key (the Lazy SMP way). Both words are read and written atomically. */
typedef struct
{
  guint64 check;
  guint64 data;
} TTEntry;

/* What an entry holds, unpacked. */
typedef struct
{
  guint32 move;
  int score;
  guint depth;
  Bound bound;
} TTData;

/* A move in 32 bits (0: none): kind, then origin and destination in 11 bits each. */
#define POINT_BITS 11
#define POINT_NONE ((1u << POINT_BITS) - 1)

static guint32
pack_move (const AkronMove *move)
{
  guint from = move->from == AKRON_NO_POINT ? POINT_NONE : move->from;
  guint to = move->to == AKRON_NO_POINT ? POINT_NONE : move->to;

  return ((guint32) (move->kind + 1) << (2 * POINT_BITS)) | (from << POINT_BITS) | to;
}

static gboolean
packed_move_equal (guint32 packed, const AkronMove *move)
{
  return packed != 0 && packed == pack_move (move);
}

static gboolean
tt_probe (TTEntry *table, guint64 mask, guint64 hash, TTData *found)
{
  TTEntry *entry = &table[hash & mask];
  guint64 data = __atomic_load_n (&entry->data, __ATOMIC_RELAXED);
  guint64 check = __atomic_load_n (&entry->check, __ATOMIC_RELAXED);

  if ((check ^ data) != hash || data == 0)
    return FALSE;
  found->move = (guint32) (data >> 32);
  found->score = (gint16) (data >> 16);
  found->depth = (data >> 8) & 0xff;
  found->bound = data & 0xff;
  return TRUE;
}

static void
tt_store (TTEntry *table, guint64 mask, guint64 hash, guint32 move, int score, guint depth,
          Bound bound)
{
  TTEntry *entry = &table[hash & mask];
  guint64 data = ((guint64) move << 32) | ((guint64) (guint16) (gint16) score << 16)
                 | ((guint64) MIN (depth, 255) << 8) | bound;

  __atomic_store_n (&entry->data, data, __ATOMIC_RELAXED);
  __atomic_store_n (&entry->check, hash ^ data, __ATOMIC_RELAXED);
}

/* Win scores count from the root; in the table they count from the node. */
static int
score_to_tt (int score, guint ply)
{
  if (score > WIN_BOUND)
    return score + (int) ply;
  if (score < -WIN_BOUND)
    return score - (int) ply;
  return score;
}

static int
score_from_tt (int score, guint ply)
{
  if (score > WIN_BOUND)
    return score - (int) ply;
  if (score < -WIN_BOUND)
    return score + (int) ply;
  return score;
}

/* The evaluation cache: what akron_eval_analyse() found for a position. */
typedef struct
{
  guint64 key;
  guint8 distance[2];
  guint8 route_width[2];
  guint8 connected;            /* bit c: colour c is connected */
} EvalEntry;

/* The searcher */

/* What the threads of one search share. */
typedef struct
{
  TTEntry *tt;
  guint64 tt_mask;
  guint n_threads;
  gint stop;                   /* atomic: every thread stops at once */
  guint64 nodes;               /* atomic, with more than one thread: all their nodes */

  /* The deepest iteration a helper completed, under @lock: the answer if it is deeper
   * than the first thread's. */
  GMutex lock;
  guint helper_depth;
  int helper_score;
  AkronMove helper_pv[MAX_PLY];
  guint helper_pv_len;
} SharedSearch;

typedef struct
{
  /* What to search. */
  AkronPosition pos;
  gboolean no_delay;
  AkronEvalOptions eval_options;
  gboolean sees_drops;         /* searches moves that make marbles drop */
  gboolean variety;            /* the seed picks among equal root moves */
  guint max_depth;
  guint64 seed;
  guint features;              /* AkronSearchFeature bits in use */
  gboolean selective;          /* big-board selectivity applies to this board */

  /* When to stop. */
  GCancellable *cancellable;
  gboolean cpu_time;           /* times are the thread's CPU time, else monotonic */
  gint64 start_time;           /* microseconds, on that clock */
  gint64 deadline;             /* 0: none */
  guint64 node_limit;          /* 0: none */
  guint64 nodes;
  gboolean stopped;
  gboolean cancelled;

  /* Positions that began turns: the game's since the last Add, then the search path. */
  guint64 *path;
  guint n_history;
  guint reversible_from[MAX_PLY + 1]; /* first index of path[] that position ply can repeat */

  SharedSearch *shared;
  guint thread_index;          /* 0: the thread whose result counts; others help it */
  AkronEval *eval;
  EvalEntry *eval_cache;
  guint64 eval_cache_mask;
  AkronMoveList lists[MAX_PLY];
  int *order[MAX_PLY];          /* ordering keys of lists[ply] */
  guint order_capacity[MAX_PLY];
  AkronMove killers[MAX_PLY][2];
  gboolean null_at[MAX_PLY];    /* the move at this ply is a pass */
  gint32 history[2][HISTORY_SIZE];
  guint8 on_route[AKRON_MAX_POINTS];
  guint8 near_route[AKRON_MAX_POINTS];
  AkronPoint chain[AKRON_MAX_POINTS];
  guint16 mark[AKRON_MAX_POINTS];
  guint16 stamp;

  AkronMove pv[MAX_PLY][MAX_PLY];
  guint pv_len[MAX_PLY];
} Searcher;

static gboolean
is_win_score (int score)
{
  return ABS (score) > WIN_BOUND;
}

static guint
history_index (const AkronMove *move)
{
  guint32 x = pack_move (move) * 2654435761u;

  return (x >> 16) & (HISTORY_SIZE - 1);
}

/* Now, in microseconds, on the search's clock. */
static gint64
searcher_now (const Searcher *s)
{
  struct timespec ts;

  if (!s->cpu_time || clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time ();
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* The first thread watches the limits and tells the others when to stop; any thread
 * may find the shared node budget spent. */
static void
check_limits (Searcher *s)
{
  SharedSearch *shared = s->shared;
  guint64 nodes = s->nodes;

  if (shared->n_threads > 1)
    {
      nodes = __atomic_add_fetch (&shared->nodes, 1, __ATOMIC_RELAXED);
      if (g_atomic_int_get (&shared->stop))
        {
          s->stopped = TRUE;
          return;
        }
      if (s->thread_index > 0)
        {
          if (s->node_limit && nodes >= s->node_limit)
            {
              s->stopped = TRUE;
              g_atomic_int_set (&shared->stop, TRUE);
            }
          return;
        }
    }
  if (s->cancellable && g_cancellable_is_cancelled (s->cancellable))
    s->stopped = s->cancelled = TRUE;
  else if (s->node_limit && nodes >= s->node_limit)
    s->stopped = TRUE;
  else if (s->deadline && (s->nodes % LIMIT_CHECK_INTERVAL) == 0
           && searcher_now (s) >= s->deadline)
    s->stopped = TRUE;
  if (s->stopped)
    g_atomic_int_set (&shared->stop, TRUE);
}

static gboolean
is_repetition (const Searcher *s, guint ply)
{
  guint index = s->n_history + ply;
  guint64 hash = s->path[index];

  for (guint i = s->reversible_from[ply]; i < index; i++)
    if (s->path[i] == hash)
      return TRUE;
  return FALSE;
}

static void
ensure_order_capacity (Searcher *s, guint ply, guint n)
{
  if (n <= s->order_capacity[ply])
    return;
  s->order_capacity[ply] = MAX (n, 2 * s->order_capacity[ply]);
  s->order[ply] = g_renew (int, s->order[ply], s->order_capacity[ply]);
}

/* Connections, worked out with the real over/under rule whatever the evaluation sees. */
static void
analyse (Searcher *s, AkronEvalInfo *info, gboolean connected[2])
{
  akron_eval_analyse (s->eval, &s->pos, &s->eval_options, info);
  for (guint c = 0; c < 2; c++)
    {
      if (s->eval_options.over_under)
        connected[c] = info->distance[c] == 0;
      else
        connected[c] = akron_position_has_connection (&s->pos, c, NULL, NULL);
    }
}

/* Points whose change could break the opponent's connection: the pieces of one winning
 * chain, the points above them in their columns, and the points whose pieces would pass
 * over the chain's links (RULES.md 3). A move that touches none of them, as origin, as
 * destination or through its cascade, leaves that chain whole. */
static void
mark_chain_region (Searcher *s, AkronColour opp)
{
  const AkronGeometry *geo = akron_position_get_geometry (&s->pos);
  guint len = 0;

  if (++s->stamp == 0)
    {
      memset (s->mark, 0, sizeof s->mark);
      s->stamp = 1;
    }
  if (!akron_position_has_connection (&s->pos, opp, s->chain, &len))
    return;
  for (guint t = 0; t < len; t++)
    {
      AkronPoint p = s->chain[t];

      s->mark[p] = s->stamp;
      for (AkronPoint up = geo->column_up[p]; up != AKRON_NO_POINT; up = geo->column_up[up])
        s->mark[up] = s->stamp;
      if (t + 1 < len && geo->level[p] == geo->level[s->chain[t + 1]])
        {
          AkronPoint a = MIN (p, s->chain[t + 1]), b = MAX (p, s->chain[t + 1]);
          guint dir = geo->neighbour[a][AKRON_EAST] == b ? 0 : 1;
          guint n;
          const AkronPointPair *pairs = akron_geometry_crossings (geo, a, dir, &n);

          for (guint k = 0; k < n; k++)
            s->mark[pairs[k].a] = s->mark[pairs[k].b] = s->stamp;
        }
    }
}

/* Keeps only the moves that might cut the opponent's connection. Adds never can: a hole
 * is above nothing. */
static void
keep_cutting_moves (Searcher *s, AkronMoveList *list)
{
  AkronPoint cascade[AKRON_MAX_SIZE + 1];
  AkronPoint cascade_of = AKRON_NO_POINT;
  gboolean cascade_marked = FALSE;
  guint kept = 0;

  mark_chain_region (s, AKRON_OPPONENT (akron_position_get_to_move (&s->pos)));
  for (guint i = 0; i < list->len; i++)
    {
      const AkronMove *move = &list->moves[i];

      if (move->kind != AKRON_MOVE_STEP)
        continue;
      if (move->from != cascade_of)
        {
          int q = akron_position_cascade (&s->pos, move->from, cascade);

          cascade_of = move->from;
          cascade_marked = FALSE;
          for (int t = 0; t <= q; t++)
            cascade_marked |= s->mark[cascade[t]] == s->stamp;
        }
      if (cascade_marked || s->mark[move->to] == s->stamp)
        list->moves[kept++] = *move;
    }
  list->len = kept;
}

/* Drops the moves that lift a marble something rests on, for a player who does not think
 * of drops (Beginner), unless nothing else is left. */
static void
remove_drop_moves (Searcher *s, AkronMoveList *list)
{
  AkronPoint cascade[AKRON_MAX_SIZE + 1];
  AkronPoint cascade_of = AKRON_NO_POINT;
  gboolean drops = FALSE;
  guint kept = 0;

  for (guint i = 0; i < list->len; i++)
    {
      const AkronMove *move = &list->moves[i];

      if (move->kind == AKRON_MOVE_STEP)
        {
          if (move->from != cascade_of)
            {
              cascade_of = move->from;
              drops = akron_position_cascade (&s->pos, move->from, cascade) > 0;
            }
          if (drops)
            continue;
        }
      list->moves[kept++] = *move;
    }
  if (kept > 0)
    list->len = kept;
}

/* Marks in near_route the points on a shortest route of either player and the points
 * touching them. */
static void
mark_near_routes (Searcher *s)
{
  const AkronGeometry *geo = akron_position_get_geometry (&s->pos);

  memcpy (s->near_route, s->on_route, geo->n_points);
  for (AkronPoint p = 0; p < geo->n_points; p++)
    {
      if (!s->on_route[p])
        continue;
      for (guint t = 0; t < 4; t++)
        {
          if (geo->neighbour[p][t] != AKRON_NO_POINT)
            s->near_route[geo->neighbour[p][t]] |= 4;
          if (geo->support[p][t] != AKRON_NO_POINT)
            s->near_route[geo->support[p][t]] |= 4;
          if (geo->above[p][t] != AKRON_NO_POINT)
            s->near_route[geo->above[p][t]] |= 4;
        }
    }
}

/* Whether route pruning keeps @move: it touches a shortest route of either player (on
 * it, or with narrow pruning only on it: bits 0 and 1 of near_route). */
static gboolean
is_near_routes (Searcher *s, const AkronMove *move)
{
  guint8 wanted = (s->features & AKRON_SEARCH_NARROW_PRUNING) || s->selective ? 3 : 0xff;

  if (move->kind == AKRON_MOVE_SWAP)
    return TRUE;
  return (s->near_route[move->to] & wanted) != 0
         || (move->kind == AKRON_MOVE_STEP && (s->near_route[move->from] & wanted) != 0);
}

/* Gives each move of lists[ply] its ordering key; with @prune, drops the moves far from
 * every shortest route (but for the hash move and the killers). */
static void
order_moves (Searcher *s, guint ply, guint32 hash_move, gboolean prune)
{
  const AkronGeometry *geo = akron_position_get_geometry (&s->pos);
  AkronMoveList *list = &s->lists[ply];
  AkronColour me = akron_position_get_to_move (&s->pos);
  gboolean use_routes;
  guint kept = 0;
  int *keys;

  ensure_order_capacity (s, ply, list->len);
  keys = s->order[ply];
  use_routes = akron_eval_mark_routes (s->eval, &s->pos, &s->eval_options, me, s->on_route);
  prune = prune && use_routes;
  if (prune)
    mark_near_routes (s);

  for (guint i = 0; i < list->len; i++)
    {
      const AkronMove *move = &list->moves[i];
      int key;

      if (packed_move_equal (hash_move, move))
        key = ORDER_HASH;
      else if (akron_move_equal (move, &s->killers[ply][0]))
        key = ORDER_KILLER + 1;
      else if (akron_move_equal (move, &s->killers[ply][1]))
        key = ORDER_KILLER;
      else
        {
          if (prune && !is_near_routes (s, move))
            continue;
          key = s->history[me][history_index (move)];
          if (move->kind == AKRON_MOVE_SWAP)
            key += ORDER_ROUTE_OWN;
          else if (use_routes)
            {
              guint8 r = s->on_route[move->to];

              if (r & 1)
                key += ORDER_ROUTE_OWN;
              if (r & 2)
                key += ORDER_ROUTE_OPP;
              if (move->kind == AKRON_MOVE_STEP && (s->on_route[move->from] & 1))
                key += ORDER_LEAVES_ROUTE;
            }
          if (move->kind == AKRON_MOVE_STEP && geo->level[move->to] > 0)
            key += ORDER_UPPER;
        }
      list->moves[kept] = *move;
      keys[kept++] = key;
    }
  list->len = kept;
}

/* Brings the best remaining move to index @i (selection sort: the search usually stops
 * long before the end of the list). */
static void
pick_move (Searcher *s, guint ply, guint i)
{
  AkronMoveList *list = &s->lists[ply];
  int *keys = s->order[ply];
  guint best = i;

  for (guint j = i + 1; j < list->len; j++)
    if (keys[j] > keys[best])
      best = j;
  if (best != i)
    {
      AkronMove m = list->moves[i];
      int k = keys[i];

      list->moves[i] = list->moves[best];
      keys[i] = keys[best];
      list->moves[best] = m;
      keys[best] = k;
    }
}

static void
remember_cutoff (Searcher *s, guint ply, const AkronMove *move, int depth)
{
  AkronColour me = akron_position_get_to_move (&s->pos);
  gint32 *h = &s->history[me][history_index (move)];

  if (!akron_move_equal (move, &s->killers[ply][0]))
    {
      s->killers[ply][1] = s->killers[ply][0];
      s->killers[ply][0] = *move;
    }
  *h += depth * depth;
  if (*h > (1 << 20))
    for (guint c = 0; c < 2; c++)
      for (guint i = 0; i < HISTORY_SIZE; i++)
        s->history[c][i] /= 2;
}

static void
update_pv (Searcher *s, guint ply, const AkronMove *move)
{
  s->pv[ply][ply] = *move;
  for (guint i = ply + 1; i < s->pv_len[ply + 1]; i++)
    s->pv[ply][i] = s->pv[ply + 1][i];
  s->pv_len[ply] = MAX (s->pv_len[ply + 1], ply + 1);
}

static int search_node (Searcher *s, int depth, int alpha, int beta, guint ply);

/* Asks for the child's table and cache entries while the repetition and connection
 * tests run: they are random reads in tables of megabytes. */
static inline void
prefetch_entries (const Searcher *s, guint64 hash)
{
#if defined(__GNUC__) || defined(__clang__)
  __builtin_prefetch (&s->shared->tt[hash & s->shared->tt_mask]);
  __builtin_prefetch (&s->eval_cache[hash & s->eval_cache_mask]);
#endif
}

/* Plays the move at ply, searches it and takes it back. In no-delay games the move may
 * end the game at once. */
static int
search_child (Searcher *s, const AkronMove *move, int depth, int alpha, int beta, guint ply)
{
  AkronUndo undo;
  int score;
  AkronColour mover = akron_position_get_to_move (&s->pos);

  akron_position_apply (&s->pos, move, &undo);
  s->path[s->n_history + ply + 1] = akron_position_get_hash (&s->pos);
  prefetch_entries (s, s->path[s->n_history + ply + 1]);
  s->reversible_from[ply + 1] = move->kind == AKRON_MOVE_STEP
                                && undo.swap_state_before == AKRON_SWAP_NONE
                                  ? s->reversible_from[ply] : s->n_history + ply + 1;
  if (s->no_delay)
    {
      AkronColour winner;

      if (akron_position_connection_ends_game (&s->pos, &undo, TRUE, &winner, NULL))
        {
          akron_position_unapply (&s->pos, &undo);
          s->pv_len[ply + 1] = ply + 1;
          return winner == mover ? WIN_SCORE - (int) (ply + 1) : -(WIN_SCORE - (int) (ply + 1));
        }
    }
  score = -search_node (s, depth, -beta, -alpha, ply + 1);
  akron_position_unapply (&s->pos, &undo);
  return score;
}

/* The evaluation of a leaf, from the cache when the position was evaluated before: the
 * same position recurs often at the leaves, by transposition and in each iteration. */
static void
evaluate (Searcher *s, guint64 hash, AkronEvalInfo *info, gboolean connected[2])
{
  EvalEntry *entry = &s->eval_cache[hash & s->eval_cache_mask];

  if (entry->key == hash)
    {
      for (guint c = 0; c < 2; c++)
        {
          info->distance[c] = entry->distance[c];
          info->route_width[c] = entry->route_width[c];
          connected[c] = entry->connected & (1u << c);
        }
      return;
    }
  analyse (s, info, connected);
  entry->key = hash;
  for (guint c = 0; c < 2; c++)
    {
      entry->distance[c] = info->distance[c];
      entry->route_width[c] = MIN (info->route_width[c], G_MAXUINT8);
    }
  entry->connected = connected[0] | (connected[1] << 1);
}

/* What a leaf needs: whether each side is connected and, when neither is, the evaluation
 * to score by (from the cache, or worked out). A connected side decides the leaf without
 * a score (the game is won, or the node must search the cuts), and the connection test
 * costs little beside the full analysis. With the real over/under rule a distance of 0 is
 * exactly a connection, so this decides as the analysis would. */
static void
leaf_evaluation (Searcher *s, guint64 hash, AkronEvalInfo *info, gboolean connected[2])
{
  const EvalEntry *entry = &s->eval_cache[hash & s->eval_cache_mask];

  if (entry->key != hash && !s->no_delay)
    {
      for (guint c = 0; c < 2; c++)
        connected[c] = akron_position_has_connection (&s->pos, c, NULL, NULL);
      if (connected[0] || connected[1])
        return; /* @info is not read */
    }
  evaluate (s, hash, info, connected);
}

/* Whether passing the turn here, searched less deep, may stand in for the real moves:
 * not at the root, not twice in a row, not where a player must cut or
 * could swap, not with an empty pile (when moving pieces may be a burden), and only in
 * null-window nodes whose evaluation already reaches beta. */
static gboolean
null_move_allowed (Searcher *s, int depth, int beta, guint ply, gboolean forced,
                   guint64 hash)
{
  AkronColour me = akron_position_get_to_move (&s->pos);
  AkronEvalInfo info;
  gboolean connected[2];

  if (!(s->features & AKRON_SEARCH_NULL_MOVE) || forced || depth < NULL_MOVE_MIN_DEPTH
      || ply == 0 || s->null_at[ply - 1] || s->pos.swap_state != AKRON_SWAP_NONE
      || akron_position_get_pile (&s->pos, me) == 0 || is_win_score (beta))
    return FALSE;
  evaluate (s, hash, &info, connected);
  return akron_eval_score (&s->pos, &s->eval_options, &info) >= beta;
}

/* Passes the turn and searches the opponent's reply less deep: a fail high there means
 * that the node would fail high anyway. */
static int
search_null_move (Searcher *s, int depth, int beta, guint ply)
{
  AkronColour me = akron_position_get_to_move (&s->pos);
  int score;

  akron_position_set_to_move (&s->pos, AKRON_OPPONENT (me));
  s->path[s->n_history + ply + 1] = akron_position_get_hash (&s->pos);
  s->reversible_from[ply + 1] = s->n_history + ply + 1;
  s->null_at[ply] = TRUE;
  score = -search_node (s, depth - 1 - NULL_MOVE_REDUCTION, -beta, -beta + 1, ply + 1);
  s->null_at[ply] = FALSE;
  akron_position_set_to_move (&s->pos, me);
  return score;
}

/* Growing reductions: about ln(depth) * ln(move index) / 1.5 plies, at least one, so that
 * a late move at a deep node costs little more than one at a shallow node. The divisor
 * was chosen by the depth Expert reaches in its time with two threads on 8x8 random-game
 * positions: 8.7 with 2.25, 8.9 with 1.75, 9.2 with 1.5, 8.4 with the fixed reductions
 * (akron-bench-search --levels --cpu-time --only "8x8 random" --level expert --threads 2);
 * README.md has the match that accepted it. */
#define GROWING_REDUCTION_DEPTHS 64
#define GROWING_REDUCTION_MOVES 64

static guint8 growing_reductions[GROWING_REDUCTION_DEPTHS][GROWING_REDUCTION_MOVES];

static gpointer
fill_growing_reductions (gpointer data)
{
  for (guint d = 1; d < GROWING_REDUCTION_DEPTHS; d++)
    for (guint i = 1; i < GROWING_REDUCTION_MOVES; i++)
      growing_reductions[d][i] = MAX (1, (int) (0.5 + log (d) * log (i) / 1.5));
  return NULL;
}

/* Once per process, before the first search that uses the table, so that the search
 * itself only reads it. */
static void
ensure_growing_reductions (void)
{
  static GOnce once = G_ONCE_INIT;

  g_once (&once, fill_growing_reductions, NULL);
}

static int
growing_reduction (guint i, int depth)
{
  int r = growing_reductions[MIN (depth, GROWING_REDUCTION_DEPTHS - 1)]
                            [MIN (i, GROWING_REDUCTION_MOVES - 1)];

  return MIN (r, depth - 1);
}

static int
late_move_reduction (const Searcher *s, guint i, int depth)
{
  if (s->selective && (s->features & AKRON_SEARCH_GROWING_REDUCTIONS))
    return growing_reduction (i, depth);
  if (s->selective)
    return i >= LMR2_FIRST_MOVE && depth >= DEEP_LMR2_MIN_DEPTH ? 2 : 1;
  if (s->features & AKRON_SEARCH_DEEP_REDUCTIONS)
    return i >= DEEP_LMR2_FIRST_MOVE && depth >= DEEP_LMR2_MIN_DEPTH ? 2 : 1;
  return i >= LMR2_FIRST_MOVE && depth >= LMR2_MIN_DEPTH ? 2 : 1;
}

/* Whether a null-window node near the leaves of a big board has searched enough moves:
 * past its first few (ordered by the routes, the killers and the history), the rest
 * seldom change a score that close to the evaluation. */
static gboolean
late_move_pruned (const Searcher *s, guint ply, guint i, int depth, gboolean forced,
                  int alpha, int beta, int best)
{
  return s->selective && !forced && beta - alpha == 1 && depth <= SELECT_LMP_DEPTH
         && i >= (guint) (SELECT_LMP_BASE * (depth + 1))
         && s->order[ply][i] < ORDER_KILLER && best > -WIN_BOUND;
}

/* The move packed in a table entry. */
static AkronMove
unpack_move (guint32 packed)
{
  guint from = (packed >> POINT_BITS) & POINT_NONE, to = packed & POINT_NONE;
  AkronMove move;

  move.kind = (AkronMoveKind) ((packed >> (2 * POINT_BITS)) - 1);
  move.from = from == POINT_NONE ? AKRON_NO_POINT : from;
  move.to = to == POINT_NONE ? AKRON_NO_POINT : to;
  return move;
}

static gboolean
was_tried (const AkronMove *move, const AkronMove *tried, guint n_tried)
{
  for (guint k = 0; k < n_tried; k++)
    if (akron_move_equal (move, &tried[k]))
      return TRUE;
  return FALSE;
}

/* The move a node searches before it generates its moves at stage @k (0: the hash move,
 * 1 and 2: the killers), in the order that order_moves() would give them, if it is legal
 * here and not searched yet. Players who search only some of their moves (the cuts of a
 * connection, no drops) generate them first. */
static gboolean
early_move (const Searcher *s, guint ply, guint k, guint32 hash_move, gboolean forced,
            const AkronMove *tried, guint n_tried, AkronMove *move)
{
  if (forced || !s->sees_drops || !(s->features & AKRON_SEARCH_EARLY_MOVES))
    return FALSE;
  if (k == 0)
    {
      if (hash_move == 0)
        return FALSE;
      *move = unpack_move (hash_move);
    }
  else
    *move = s->killers[ply][k - 1];
  return !was_tried (move, tried, n_tried) && akron_position_check_move (&s->pos, move, NULL);
}

/* Searches the node's @i-th move: the first with the full window, the others with a null
 * window (less deep first if @late) and again in full if they may beat alpha. */
static int
search_move (Searcher *s, const AkronMove *move, guint i, gboolean late, int depth,
             int alpha, int beta, guint ply)
{
  int score, reduction = late ? late_move_reduction (s, i, depth) : 0;

  if (i == 0)
    return search_child (s, move, depth - 1, alpha, beta, ply);
  score = search_child (s, move, depth - 1 - reduction, alpha, alpha + 1, ply);
  if (reduction > 0 && score > alpha && !s->stopped)
    score = search_child (s, move, depth - 1, alpha, alpha + 1, ply);
  if (score > alpha && score < beta && !s->stopped)
    score = search_child (s, move, depth - 1, alpha, beta, ply);
  return score;
}

/* Takes a move's score into the node's best and alpha; TRUE if it cuts. */
static gboolean
take_score (Searcher *s, guint ply, int depth, const AkronMove *move, int score, int *best,
            AkronMove *best_move, int *alpha, int beta)
{
  if (score <= *best)
    return FALSE;
  *best = score;
  *best_move = *move;
  if (score <= *alpha)
    return FALSE;
  *alpha = score;
  update_pv (s, ply, move);
  if (*alpha < beta)
    return FALSE;
  remember_cutoff (s, ply, move, depth);
  return TRUE;
}

/* Looks the node up in the transposition table: TRUE if the entry decides a null-window
 * node at @depth (its score in @score); the entry's move, if any, in @hash_move. */
static gboolean
probe_table (Searcher *s, guint64 hash, int depth, int alpha, int beta, guint ply,
             guint32 *hash_move, int *score)
{
  TTData entry;

  if (!tt_probe (s->shared->tt, s->shared->tt_mask, hash, &entry))
    return FALSE;
  *hash_move = entry.move;
  *score = score_from_tt (entry.score, ply);
  return entry.depth >= (guint) depth && beta - alpha == 1
         && (entry.bound == BOUND_EXACT
             || (entry.bound == BOUND_LOWER && *score >= beta)
             || (entry.bound == BOUND_UPPER && *score <= alpha));
}

static int
search_node (Searcher *s, int depth, int alpha, int beta, guint ply)
{
  AkronMoveList *list = &s->lists[ply];
  AkronColour me = akron_position_get_to_move (&s->pos);
  AkronEvalInfo info;
  gboolean connected[2], forced;
  guint64 hash = akron_position_get_hash (&s->pos);
  guint32 hash_move = 0;
  int best = -INFINITE_SCORE, original_alpha = alpha;
  AkronMove best_move = akron_move_special (AKRON_MOVE_SWAP);
  AkronMove tried[3];  /* the hash move and the killers, searched before the others */
  guint n_tried = 0;
  gboolean probed = FALSE;
  int tt_score;

  s->pv_len[ply] = ply;
  s->nodes++;
  check_limits (s);
  if (s->stopped)
    return 0;
  if (is_repetition (s, ply))
    return DRAW_SCORE;

  /* An inner node may take its score from the table before it tests the connections: a
   * node whose player is connected returns before it stores anything, and the table
   * holds only what an inner node found. */
  if (depth > 0 && ply < MAX_PLY - 1)
    {
      probed = TRUE;
      if (probe_table (s, hash, depth, alpha, beta, ply, &hash_move, &tt_score))
        return tt_score;
    }

  /* A leaf needs the evaluation, unless a side is connected: then the game is decided or
   * the node must search the cuts, and no score is asked of it. An inner node needs only
   * whether a side is connected (its move ordering works out the routes itself). */
  if (ply >= MAX_PLY - 1)
    evaluate (s, hash, &info, connected);
  else if (depth <= 0)
    leaf_evaluation (s, hash, &info, connected);
  else
    for (guint c = 0; c < 2; c++)
      connected[c] = !s->no_delay && akron_position_has_connection (&s->pos, c, NULL, NULL);
  if (!s->no_delay && connected[me])
    return WIN_SCORE - (int) ply;
  forced = !s->no_delay && connected[AKRON_OPPONENT (me)];
  if (ply >= MAX_PLY - 1 || (depth <= 0 && !forced))
    return akron_eval_score (&s->pos, &s->eval_options, &info);
  if (forced && depth < 1)
    depth = 1;

  if (!probed && probe_table (s, hash, depth, alpha, beta, ply, &hash_move, &tt_score))
    return tt_score;

  if (beta - alpha == 1 && null_move_allowed (s, depth, beta, ply, forced, hash))
    {
      int score = search_null_move (s, depth, beta, ply);

      if (s->stopped)
        return 0;
      if (score >= beta && !is_win_score (score))
        return score;
    }

  /* The hash move and the killers first, before the moves are generated and ordered:
   * one of them usually cuts, and then neither is needed. */
  for (guint k = 0; k < G_N_ELEMENTS (tried); k++)
    {
      int score;

      if (!early_move (s, ply, k, hash_move, forced, tried, n_tried, &tried[n_tried]))
        continue;
      score = search_move (s, &tried[n_tried], n_tried, FALSE, depth, alpha, beta, ply);
      if (s->stopped)
        return 0;
      n_tried++;
      if (take_score (s, ply, depth, &tried[n_tried - 1], score, &best, &best_move, &alpha,
                      beta))
        goto store;
    }

  akron_position_generate (&s->pos, list);
  if (forced)
    keep_cutting_moves (s, list);
  if (!s->sees_drops)
    remove_drop_moves (s, list);
  if (list->len == 0)
    return -(WIN_SCORE - (int) ply); /* no legal move, or no way to cut: lost */

  order_moves (s, ply, hash_move,
               (s->features & AKRON_SEARCH_ROUTE_PRUNING) && !forced && ply >= PRUNE_MIN_PLY
               && list->len > PRUNE_MIN_MOVES);
  for (guint i = 0; i < list->len; i++)
    {
      AkronMove move;
      int score;
      gboolean late;

      pick_move (s, ply, i);
      if (i > 0 && late_move_pruned (s, ply, i, depth, forced, alpha, beta, best))
        break;
      move = s->lists[ply].moves[i];
      if (was_tried (&move, tried, n_tried))
        continue;
      late = (s->features & AKRON_SEARCH_LATE_MOVE_REDUCTIONS) && !forced
             && depth >= (s->selective ? SELECT_LMR_MIN_DEPTH : LMR_MIN_DEPTH)
             && i >= LMR_FIRST_MOVE && s->order[ply][i] < ORDER_KILLER;
      score = search_move (s, &move, i, late, depth, alpha, beta, ply);
      if (s->stopped)
        return 0;
      if (take_score (s, ply, depth, &move, score, &best, &best_move, &alpha, beta))
        break;
    }

store:
  tt_store (s->shared->tt, s->shared->tt_mask, hash,
            best > -INFINITE_SCORE ? pack_move (&best_move) : 0,
            score_to_tt (best, ply), depth,
            best >= beta ? BOUND_LOWER : best > original_alpha ? BOUND_EXACT : BOUND_UPPER);
  return best;
}

/* The root */

typedef struct
{
  AkronMove move;
  int score;      /* from the last iteration that searched it */
  gboolean near;  /* within the margin of the best: the score is exact or a lower bound */
  int key;        /* the order for the next iteration */
  guint32 preference; /* the seed's liking for the move, among near-equal ones */
  guint pv_len;
  AkronMove pv[AKRON_SEARCH_MAX_PV];
} RootMove;

static int
compare_root_moves (gconstpointer a, gconstpointer b)
{
  const RootMove *x = a, *y = b;

  return (y->key > x->key) - (y->key < x->key);
}

/* Distance of a hole from the nearest edge of the board. */
static guint
edge_distance (const AkronGeometry *geo, AkronPoint hole)
{
  guint n = geo->size;
  guint i = geo->col[hole], j = geo->row[hole];

  return MIN (MIN (i, j), MIN (n - 1 - i, n - 1 - j));
}

/* The pie rule, from a per-size table: the second player swaps a first piece that lies
 * this far or further from every edge, and the first player opens just outside that zone
 * (or on the edge of a small board), where swapping is not obviously right. */
static guint
swap_zone (guint size)
{
  return MAX (1, size / 4);
}

static gboolean
should_swap (const AkronPosition *pos)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);

  for (AkronPoint h = 0; h < geo->n_holes; h++)
    if (akron_position_get_cell (pos, h) != AKRON_CELL_EMPTY)
      return edge_distance (geo, h) >= swap_zone (geo->size);
  return FALSE;
}

static AkronMove
choose_opening (const AkronPosition *pos, guint64 *random)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronPoint candidates[AKRON_MAX_SIZE * AKRON_MAX_SIZE];
  guint n = 0, ring = swap_zone (geo->size) - 1;

  for (AkronPoint h = 0; h < geo->n_holes; h++)
    if (edge_distance (geo, h) == ring)
      candidates[n++] = h;
  return akron_move_add (candidates[akron_random_next (random) % n]);
}

/* A table in proportion to the search: small searches (tests, weak levels) should not
 * pay for clearing megabytes. */
static guint
table_bits (const AkronSearchLimits *limits)
{
  guint bits = TT_MIN_BITS;

  if (limits->nodes == 0)
    return TT_TIMED_BITS;
  while (bits < TT_MAX_BITS && (G_GUINT64_CONSTANT (1) << bits) < 2 * limits->nodes)
    bits++;
  return bits;
}

static void
remove_swap (AkronMoveList *list)
{
  guint kept = 0;

  for (guint i = 0; i < list->len; i++)
    if (list->moves[i].kind != AKRON_MOVE_SWAP)
      list->moves[kept++] = list->moves[i];
  list->len = kept;
}

/* The opening, where Hard and Expert let the seed choose among equal moves: fewer marbles
 * on the board than it has rows. The evaluation is flat there and equal moves are many, so
 * that a game replayed move for move leaves the one before within the computer's first few
 * moves; later, where a game is decided, they keep the first of equal moves. */
static gboolean
in_opening (const AkronPosition *pos)
{
  guint on_board = akron_position_get_on_board (pos, AKRON_VERT)
                   + akron_position_get_on_board (pos, AKRON_HORZ);

  return on_board < akron_position_get_geometry (pos)->size;
}

/* Whether this move is one of the @percent in which a newcomer sees what they usually miss:
 * the seed and the position decide, so that a seed gives the same move every time. */
static gboolean
sees_this_time (const AkronSearchLimits *limits, const AkronSearchState *state,
                guint percent)
{
  guint64 x = limits->seed ^ akron_position_get_hash (&state->position);

  return percent > 0 && akron_random_mix (x) % 100 < percent;
}

static void
searcher_init (Searcher *s, const AkronSearchState *state, const AkronSearchLimits *limits,
               GCancellable *cancellable, SharedSearch *shared, guint thread_index)
{
  const LevelConfig *config = &level_configs[limits->level];

  s->shared = shared;
  s->thread_index = thread_index;
  s->pos = state->position;
  s->no_delay = state->no_delay;
  if (limits->custom_eval)
    s->eval_options = limits->eval;
  else
    akron_level_get_eval_options (limits->level, &s->eval_options);
  s->sees_drops = config->sees_drops;
  if (sees_this_time (limits, state,
                      limits->custom_sight ? limits->sight_percent : config->sight_percent))
    {
      s->eval_options.over_under = TRUE;
      s->sees_drops = TRUE;
    }
  s->max_depth = limits->max_depth ? MIN (limits->max_depth, MAX_PLY - 4) : config->max_depth;
  /* Helpers order the root moves their own way, so that the threads part. */
  s->seed = limits->seed ^ (thread_index * AKRON_RANDOM_GAMMA);
  /* Null moves and the earlier two-ply reductions cut the nodes of a depth by a quarter
   * but lost a match at equal nodes (14-22 over 36 games at 10,000 nodes a move on
   * 8x8): they stay off until a match accepts them (limits->enable). Big-board
   * selectivity won 23-5 on 10x10 at 100 ms of CPU a move, depth 4.1 against 3.0 (an
   * SPRT accepted +30 Elo; README.md), and 31-11 on 16x16 at Hard's 800 ms, depth 4.0
   * against 2.2 (it had lost 9-17 there at 100 ms, where it reaches no deeper). Hard
   * and Expert use it below 10x10 too: at Hard's 800 ms on 8x8 it won its SPRT, depth 6.8
   * against 5.4 (README.md); the lower levels keep the search their ladder matches were
   * played with. */
  s->features = ((AKRON_SEARCH_LATE_MOVE_REDUCTIONS | AKRON_SEARCH_ROUTE_PRUNING
                  | AKRON_SEARCH_EARLY_MOVES | AKRON_SEARCH_BIG_BOARD_SELECTIVITY
                  | (config->selective_below_10 ? AKRON_SEARCH_SMALL_BOARD_SELECTIVITY : 0)
                  | (config->growing_reductions ? AKRON_SEARCH_GROWING_REDUCTIONS : 0)
                  | (config->variety ? AKRON_SEARCH_SEED_VARIETY : 0))
                 | limits->enable)
                & ~limits->disable;
  if (s->features & AKRON_SEARCH_GROWING_REDUCTIONS)
    ensure_growing_reductions ();
  s->variety = (s->features & AKRON_SEARCH_SEED_VARIETY) != 0
               && (!config->opening_variety || in_opening (&s->pos));
  s->selective = (s->features & AKRON_SEARCH_SMALL_BOARD_SELECTIVITY)
                 || ((s->features & AKRON_SEARCH_BIG_BOARD_SELECTIVITY)
                     && akron_position_get_geometry (&s->pos)->size >= SELECT_MIN_SIZE);
  s->cancellable = cancellable;
  s->cpu_time = limits->cpu_time;
  s->start_time = searcher_now (s);
  s->deadline = limits->time_ms ? s->start_time + (gint64) limits->time_ms * 1000 : 0;
  s->node_limit = limits->nodes;

  s->n_history = state->history->len;
  s->path = g_new (guint64, s->n_history + MAX_PLY + 1);
  if (s->n_history > 0)
    memcpy (s->path, state->history->data, s->n_history * sizeof (guint64));
  s->path[s->n_history] = akron_position_get_hash (&s->pos);
  s->reversible_from[0] = 0;

  s->eval = akron_eval_new ();
  s->eval_cache_mask = (G_GUINT64_CONSTANT (1) << MIN (table_bits (limits), EVAL_CACHE_MAX_BITS)) - 1;
  s->eval_cache = g_new0 (EvalEntry, s->eval_cache_mask + 1);
  for (guint p = 0; p < MAX_PLY; p++)
    akron_move_list_init (&s->lists[p]);
}

static void
searcher_clear (Searcher *s)
{
  g_free (s->path);
  akron_eval_free (s->eval);
  g_free (s->eval_cache);
  for (guint p = 0; p < MAX_PLY; p++)
    {
      akron_move_list_clear (&s->lists[p]);
      g_free (s->order[p]);
    }
}

/* Root moves that score within this of the best one, in hundredths of a move, are equally
 * good: the seed chooses among them. Only equal scores: wider margins lost at equal
 * nodes (3,000 nodes a move on 8x8, 40 games each, against the search without variety:
 * 4 below 14-26, 10 below 15.5-24.5, 30 below 6-34), so the seed varies the move only
 * where the search sees no difference at all. */
#define VARIETY_MARGIN 1
/* How many moves after the first are tested for near-equality. */
#define VARIETY_CANDIDATES 4

static void
keep_root_pv (Searcher *s, RootMove *root_move)
{
  guint len = MIN (MAX (s->pv_len[1], 1), AKRON_SEARCH_MAX_PV);

  root_move->pv[0] = root_move->move;
  for (guint i = 1; i < len; i++)
    root_move->pv[i] = s->pv[1][i];
  root_move->pv_len = len;
}

/* How far below the best a root move may score and still be chosen: with seed variety,
 * VARIETY_MARGIN; else the best alone. */
static int
equal_margin (const Searcher *s)
{
  return s->variety ? VARIETY_MARGIN : 0;
}

/* A root move that scores at least @alpha, the best so far: a null-window test at @alpha
 * tells whether it is equal (it fails low: exactly @alpha) or better (searched again in
 * full, as any move that beats the best). Proving equality by a null window rather than a
 * full-window search keeps the price of seed variety to one null-window test per equal
 * move. */
static int
tell_equal_from_better (Searcher *s, const AkronMove *move, int depth, int alpha, int beta)
{
  int score = search_child (s, move, depth - 1, alpha, alpha + 1, 0);

  if (score <= alpha)
    return alpha;
  if (s->stopped)
    return score;
  return search_child (s, move, depth - 1, alpha, beta, 0);
}

/* One iteration over the root moves; returns the index of the best one, whose score is
 * in @best_score, or -1 if the search stopped before the first move was done. The first
 * few moves after the first (the best of the last iteration), where near-equal ones are
 * found, take their null-window test at equal_margin() below the best so far rather than
 * at the best: one that passes is near-equal (its score a lower bound), one that beats the
 * best is searched again in full as usual. With no margin this is the plain principal
 * variation search. Testing every move that way, with a full search of each near-equal
 * one, cost a depth at equal nodes and lost 4-48 at 10,000 nodes a move. */
static int
search_root (Searcher *s, RootMove *moves, guint n, int depth, int *best_score, guint *n_done)
{
  int alpha = -INFINITE_SCORE, beta = INFINITE_SCORE;
  int margin = equal_margin (s);
  int best = -1;

  for (guint i = 0; i < n; i++)
    {
      int score, floor = alpha;

      if (i > 0 && i <= VARIETY_CANDIDATES && !is_win_score (alpha))
        floor = alpha - margin;
      if (i == 0)
        score = search_child (s, &moves[i].move, depth - 1, alpha, beta, 0);
      else
        {
          score = search_child (s, &moves[i].move, depth - 1, floor, floor + 1, 0);
          if (score > floor && floor == alpha - VARIETY_MARGIN && !s->stopped)
            score = tell_equal_from_better (s, &moves[i].move, depth, alpha, beta);
          else if (score > floor && !s->stopped)
            score = search_child (s, &moves[i].move, depth - 1, floor, beta, 0);
        }
      if (s->stopped)
        break;
      moves[i].score = score;
      moves[i].near = i == 0 || score > floor;
      if (moves[i].near)
        keep_root_pv (s, &moves[i]);
      *n_done = i + 1;
      if (best < 0 || score > alpha)
        {
          alpha = score;
          best = i;
        }
    }
  *best_score = alpha;
  return best;
}

/* The move to play among those of the last iteration that scored within equal_margin() of
 * the best: the one the seed likes most. The seed's liking is fixed for the search, so
 * that each iteration keeps the choice of the one before while the scores allow it.
 * Forced wins and losses are never traded for another move. */
static int
choose_among_equals (const Searcher *s, const RootMove *moves, guint n_done, int best)
{
  int margin = equal_margin (s), chosen = -1, chosen_key = 0;

  if (margin == 0 || is_win_score (moves[best].score))
    return best;
  for (guint i = 0; i < n_done; i++)
    {
      int key;

      if (!moves[i].near || moves[i].score < moves[best].score - margin)
        continue;
      key = (int) (moves[i].preference >> 1);
      if (chosen < 0 || key > chosen_key)
        {
          chosen = i;
          chosen_key = key;
        }
    }
  return chosen >= 0 ? chosen : best; /* the best is near itself: never -1 */
}

static void
fill_result (Searcher *s, AkronSearchResult *result, const AkronMove *move, int score,
             guint depth, const AkronMove *pv, guint pv_len)
{
  result->move = *move;
  result->score = score;
  result->depth = depth;
  result->nodes = s->nodes;
  result->time_ms = (searcher_now (s) - s->start_time) / 1000;
  result->pv_len = MIN (pv_len, AKRON_SEARCH_MAX_PV);
  memcpy (result->pv, pv, result->pv_len * sizeof (AkronMove));
  if (result->pv_len == 0)
    {
      result->pv[0] = *move;
      result->pv_len = 1;
    }
}

/* A helper's completed iteration, kept if it is the deepest one so far. */
static void
publish_helper_result (SharedSearch *shared, guint depth, int score, const AkronMove *pv,
                       guint pv_len)
{
  g_mutex_lock (&shared->lock);
  if (depth > shared->helper_depth)
    {
      shared->helper_depth = depth;
      shared->helper_score = score;
      shared->helper_pv_len = pv_len;
      memcpy (shared->helper_pv, pv, pv_len * sizeof (AkronMove));
    }
  g_mutex_unlock (&shared->lock);
}

/* With helpers, the answer is that of the deepest iteration any thread completed: a
 * helper that started a depth further, or ran while the first thread was not scheduled,
 * often finishes the depth the first thread is still in when the time is up. */
static void
take_deeper_helper_result (SharedSearch *shared, guint *depth, int *score, AkronMove *pv,
                           guint *pv_len)
{
  if (shared->n_threads < 2)
    return;
  g_mutex_lock (&shared->lock);
  if (shared->helper_depth > *depth && shared->helper_pv_len > 0)
    {
      *depth = shared->helper_depth;
      *score = shared->helper_score;
      *pv_len = shared->helper_pv_len;
      memcpy (pv, shared->helper_pv, *pv_len * sizeof (AkronMove));
    }
  g_mutex_unlock (&shared->lock);
}

static void
iterate (Searcher *s, const AkronSearchState *state, AkronSearchResult *result)
{
  AkronMoveList *list = &s->lists[0];
  g_autofree RootMove *moves = NULL;
  AkronMove best_pv[MAX_PLY];
  guint n, best_pv_len = 0, completed = 0;
  /* Half of the helpers start one depth further, so that the threads spread over two
   * depths at once. */
  guint first_depth = 1 + (s->thread_index & 1);
  int best_score, static_score;
  guint64 random = s->seed;
  guint64 liking = akron_random_mix (s->seed + 1); /* apart, so that the order is as before */
  AkronEvalInfo info;
  gboolean connected[2];

  akron_position_generate (&s->pos, list);
  analyse (s, &info, connected);
  if (!s->no_delay && connected[AKRON_OPPONENT (akron_position_get_to_move (&s->pos))])
    {
      keep_cutting_moves (s, list);
      if (list->len == 0)
        {
          /* Lost whatever happens: play any legal move rather than resign. */
          akron_position_generate (&s->pos, list);
          list->len = 1;
        }
    }
  else
    remove_swap (list); /* the pie rule's table has decided already */
  if (!s->sees_drops)
    remove_drop_moves (s, list);
  n = list->len;
  g_assert (n > 0);
  moves = g_new0 (RootMove, n);
  for (guint i = 0; i < n; i++)
    {
      moves[i].move = list->moves[i];
      moves[i].key = (int) (akron_random_next (&random) & 0xffff);
      moves[i].preference = (guint32) (akron_random_next (&liking) >> 32);
      moves[i].pv[0] = moves[i].move;
      moves[i].pv_len = 1;
    }
  qsort (moves, n, sizeof *moves, compare_root_moves);
  best_pv[0] = moves[0].move;
  best_pv_len = 1;
  best_score = static_score = akron_eval_score (&s->pos, &s->eval_options, &info);

  for (guint depth = first_depth; depth <= s->max_depth && n > 1; depth++)
    {
      int score, chosen;
      guint n_done = 0;
      int best = search_root (s, moves, n, depth, &score, &n_done);

      if (best < 0)
        break;
      chosen = choose_among_equals (s, moves, n_done, best);
      best_score = moves[chosen].score;
      best_pv_len = moves[chosen].pv_len;
      memcpy (best_pv, moves[chosen].pv, best_pv_len * sizeof (AkronMove));
      if (!s->stopped)
        {
          completed = depth;
          if (s->thread_index > 0)
            publish_helper_result (s->shared, depth, best_score, best_pv, best_pv_len);
        }
      /* Next iteration: the best move first, the others by their scores. */
      for (guint i = 0; i < n; i++)
        moves[i].key = (int) i == best ? INFINITE_SCORE + 1 : moves[i].score;
      qsort (moves, n, sizeof *moves, compare_root_moves);
      if (s->stopped || is_win_score (score))
        break;
      /* Another iteration takes several times as long as this one: do not start one that
       * cannot finish. */
      if (s->thread_index == 0 && s->deadline && searcher_now (s) - s->start_time
                           > (s->deadline - s->start_time) / 2)
        break;
    }
  if (result == NULL)
    return; /* a helper: the first thread takes its result if it is deeper */
  take_deeper_helper_result (s->shared, &completed, &best_score, best_pv, &best_pv_len);
  fill_result (s, result, &best_pv[0], best_score, completed, best_pv, best_pv_len);
  /* Repetitions score as draws inside the search, so a player who is behind may see a
   * draw by repeating; the position's own evaluation says whether they are behind. */
  if (state->repetitions >= 3
      && (best_score < -CLAIM_MARGIN
          || (best_score <= DRAW_SCORE && static_score < -CLAIM_MARGIN)))
    {
      result->claim_draw = TRUE;
      result->move = akron_move_special (AKRON_MOVE_DRAW);
    }
}

/* Lazy SMP: helper threads search the same root with their own move orders and depths,
 * and share what they find through the table; the first thread's result is the answer.
 * The helpers run detached, each holding a reference to the shared part: the first thread
 * returns as soon as it is done or cancelled, without waiting for helpers that a busy
 * machine has not scheduled yet to see the stop. */
static void
shared_search_clear (gpointer data)
{
  SharedSearch *shared = data;

  g_free (shared->tt);
  g_mutex_clear (&shared->lock);
}

static gpointer
helper_thread (gpointer data)
{
  Searcher *helper = data;
  SharedSearch *shared = helper->shared;

  iterate (helper, NULL, NULL);
  searcher_clear (helper);
  g_free (helper);
  g_atomic_rc_box_release_full (shared, shared_search_clear);
  return NULL;
}

static void
start_helpers (const AkronSearchState *state, const AkronSearchLimits *limits,
               SharedSearch *shared)
{
  for (guint i = 0; i + 1 < shared->n_threads; i++)
    {
      Searcher *helper = g_new0 (Searcher, 1);

      searcher_init (helper, state, limits, NULL, g_atomic_rc_box_acquire (shared), i + 1);
      g_thread_unref (g_thread_new ("akron-search-helper", helper_thread, helper));
    }
}

gboolean
akron_search_run (const AkronSearchState *state, const AkronSearchLimits *limits,
                  GCancellable *cancellable, AkronSearchResult *result, GError **error)
{
  g_autofree Searcher *s = NULL;
  SharedSearch *shared;
  guint64 random;

  g_return_val_if_fail (state != NULL, FALSE);
  g_return_val_if_fail (limits != NULL && limits->level < AKRON_N_LEVELS, FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  memset (result, 0, sizeof *result);
  result->ply = state->ply;
  result->position_hash = akron_position_get_hash (&state->position);
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (state->over || !akron_position_has_legal_move (&state->position)
      || (!state->no_delay
          && akron_position_has_connection (&state->position,
                                            akron_position_get_to_move (&state->position),
                                            NULL, NULL)))
    {
      g_set_error_literal (error, AKRON_ERROR, AKRON_ERROR_GAME_OVER, _("the game is over"));
      return FALSE;
    }

  random = limits->seed;
  if (akron_position_get_swap_available (&state->position))
    {
      AkronMove swap = akron_move_special (AKRON_MOVE_SWAP);

      if (level_configs[limits->level].swaps && should_swap (&state->position))
        {
          result->move = result->pv[0] = swap;
          result->pv_len = 1;
          return TRUE;
        }
    }
  else if (akron_position_get_on_board (&state->position, AKRON_VERT) == 0
           && akron_position_get_on_board (&state->position, AKRON_HORZ) == 0
           && state->position.swap_state == AKRON_SWAP_PENDING)
    {
      result->move = result->pv[0] = choose_opening (&state->position, &random);
      result->pv_len = 1;
      return TRUE;
    }

  s = g_new0 (Searcher, 1);
  shared = g_atomic_rc_box_new0 (SharedSearch);
  shared->n_threads = CLAMP (limits->threads, 1, MAX_THREADS);
  g_mutex_init (&shared->lock);
  shared->tt_mask = (G_GUINT64_CONSTANT (1) << table_bits (limits)) - 1;
  shared->tt = g_new0 (TTEntry, shared->tt_mask + 1);
  searcher_init (s, state, limits, cancellable, shared, 0);
  start_helpers (state, limits, shared);
  iterate (s, state, result);
  /* The first thread is done: the helpers stop at their next node. */
  g_atomic_int_set (&shared->stop, TRUE);
  if (shared->n_threads > 1)
    result->nodes = __atomic_load_n (&shared->nodes, __ATOMIC_RELAXED);
  g_atomic_rc_box_release_full (shared, shared_search_clear);
  searcher_clear (s);
  if (s->cancelled)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("the search was cancelled"));
      return FALSE;
    }
  return TRUE;
}

gboolean
akron_search_genmove (AkronGame *game, const AkronSearchLimits *limits,
                      GCancellable *cancellable, AkronSearchResult *result, GError **error)
{
  g_autoptr(AkronSearchState) state = NULL;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);

  state = akron_search_state_new (game);
  return akron_search_run (state, limits, cancellable, result, error);
}
