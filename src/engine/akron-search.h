/* akron-search.h: the computer player
 *
 * An alpha-beta search (negamax with principal variation search, iterative deepening and a
 * transposition table) over the connection-distance evaluation of akron-eval.h, with
 * Akron's own end rules: a player connected at the start of their turn has won, so a
 * player facing a connection may only cut it; repeated positions are draws; no-delay games
 * end as soon as a connection exists.
 *
 * Use from a window: take an AkronSearchState of the game on the UI thread (or call
 * akron_search_genmove_async(), which does so), search it in a worker thread, and compare
 * the result's ply and position hash with the game before playing the move. Searches share
 * no mutable state: any number may run at once in different threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"
#include "akron-eval.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_LEVEL_BEGINNER,
  AKRON_LEVEL_EASY,
  AKRON_LEVEL_MEDIUM,
  AKRON_LEVEL_HARD,
  AKRON_LEVEL_EXPERT,
} AkronLevel;

#define AKRON_N_LEVELS 5

/* "beginner", "easy", "medium", "hard", "expert". */
const char *akron_level_to_string (AkronLevel level);
/* Case-insensitive; FALSE for anything else. */
gboolean akron_level_from_string (const char *text, AkronLevel *level);
/* The level's name for people, translated ("Hard"). */
const char *akron_level_get_display_name (AkronLevel level);
/* How long the level thinks in the app, in milliseconds. */
guint akron_level_get_time_ms (AkronLevel level);
/* The node budget that plays like the app's time on the machine the project was measured
 * on (tests and matches use it: node budgets give the same move every time). */
guint64 akron_level_get_nodes (AkronLevel level);

/* Parts of the search that experiments can switch off or on (AkronSearchLimits.disable,
 * .enable). Null moves, deep reductions, narrow pruning and small-board selectivity are off
 * unless enabled; seed variety is on for the levels that use it. */
typedef enum /*< flags >*/
{
  AKRON_SEARCH_LATE_MOVE_REDUCTIONS = 1 << 0, /* late moves searched less deep first */
  AKRON_SEARCH_ROUTE_PRUNING = 1 << 1,        /* far from every shortest route: skipped */
  AKRON_SEARCH_NULL_MOVE = 1 << 2,            /* a pass that still holds: no search (off) */
  AKRON_SEARCH_DEEP_REDUCTIONS = 1 << 3,      /* late moves reduced by two plies sooner (off) */
  AKRON_SEARCH_NARROW_PRUNING = 1 << 4,       /* route pruning keeps only moves on a route (off) */
  AKRON_SEARCH_SEED_VARIETY = 1 << 5,         /* the seed picks among equal root moves
                                                 (on for Easy and Medium, and for Hard and
                                                 Expert in the opening) */
  AKRON_SEARCH_BIG_BOARD_SELECTIVITY = 1 << 6, /* on 10x10 and up: narrow move sets, late
                                                  moves pruned near the leaves (on) */
  AKRON_SEARCH_EARLY_MOVES = 1 << 7,          /* the hash move and killers searched before
                                                 the moves are generated and ordered */
  AKRON_SEARCH_SMALL_BOARD_SELECTIVITY = 1 << 8, /* the same selectivity below 10x10 (on
                                                    for Hard and Expert) */
  AKRON_SEARCH_GROWING_REDUCTIONS = 1 << 9,   /* in a selective search, late moves are
                                                 reduced more the deeper the node and the
                                                 later the move (on for Expert) */
} AkronSearchFeature;

/* The evaluation the level uses (Beginner leaves out the over/under rule and the
 * refinements). */
void akron_level_get_eval_options (AkronLevel level, AkronEvalOptions *options);

/* How long to search. A search stops at whichever limit comes first; with neither
 * time_ms nor nodes it stops at the level's depth (always finite), or at max_depth:
 * `genmove --depth D` is { nodes = 0, time_ms = 0, max_depth = D }. */
typedef struct
{
  AkronLevel level;
  guint time_ms;        /* 0: no time limit */
  guint64 nodes;        /* 0: no node limit (with threads, the nodes of all threads) */
  guint max_depth;      /* 0: the level's own depth limit; else the last depth searched */
  guint64 seed;         /* varies the choice among equally good moves */
  /* For experiments (akron-cli match); zero-initialised means the level's defaults. */
  gboolean custom_eval; /* use eval below instead of the level's evaluation */
  AkronEvalOptions eval;
  guint disable;        /* AkronSearchFeature bits to switch off */
  guint enable;         /* AkronSearchFeature bits, off by default, to switch on */
  /* Threads searching together over one table (Lazy SMP); 0 or 1: one thread, and the
   * same move for the same limits every time. More threads are not reproducible. */
  guint threads;
  /* time_ms counts the CPU time of the searching thread (CLOCK_THREAD_CPUTIME_ID) rather
   * than wall-clock time, so that a busy machine does not weaken the player: for matches
   * and benchmarks. The app's levels keep wall-clock time. */
  gboolean cpu_time;
  /* For experiments: the percentage of moves on which a level blind to cuts from above
   * and drops (Beginner) sees them, instead of the level's own (custom_sight). */
  gboolean custom_sight;
  guint sight_percent;
} AkronSearchLimits;

/* The level's defaults: time_ms from akron_level_get_time_ms() when @timed, otherwise
 * nodes from akron_level_get_nodes(); seed 0; one thread, except Expert with @timed, which
 * uses every processor (akron_search_get_default_threads()). Beginner, Easy and Medium
 * keep their node budget when @timed too, so that they play in the app as strong as the
 * ladder measured them, on any machine: their time is only a ceiling for slow ones. */
void akron_search_limits_init (AkronSearchLimits *limits, AkronLevel level, gboolean timed);

/* The threads a search that may use the whole machine runs: g_get_num_processors(),
 * within the search's own limit. */
guint akron_search_get_default_threads (void);

/* What the search found. */
#define AKRON_SEARCH_MAX_PV 32
#define AKRON_SEARCH_WIN 30000
typedef struct
{
  AkronMove move;       /* a legal move (possibly swap); draw when claim_draw is set */
  int score;            /* for the player to move, in hundredths of a move; beyond
                           +-(AKRON_SEARCH_WIN - 1000) a forced win or loss */
  guint depth;          /* the last depth searched in full */
  guint64 nodes;
  guint time_ms;        /* on the limits' clock: thread CPU time with cpu_time */
  guint pv_len;
  AkronMove pv[AKRON_SEARCH_MAX_PV]; /* pv[0] == move unless claim_draw */
  gboolean claim_draw;  /* the player to move is behind and may claim a draw: do so */
  /* Which position this answers, to drop results that arrive after the game moved on. */
  guint ply;
  guint64 position_hash;
} AkronSearchResult;

#define AKRON_TYPE_SEARCH_RESULT (akron_search_result_get_type ())
GType akron_search_result_get_type (void) G_GNUC_CONST;
AkronSearchResult *akron_search_result_copy (const AkronSearchResult *result);
void akron_search_result_free (AkronSearchResult *result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronSearchResult, akron_search_result_free)

/* Whether @result was found for the position @game is in now. */
gboolean akron_search_result_matches (const AkronSearchResult *result, AkronGame *game);
/* Whether the score is a win (positive) or a loss (negative) that the search proved,
 * whatever the opponent (or the player) does. */
gboolean akron_search_result_is_forced (const AkronSearchResult *result);

/* Everything a search needs from a game: the position, the variant's end rule and the
 * positions that began turns since the last Add (for repetitions). A plain value that
 * any thread may read. */
typedef struct _AkronSearchState AkronSearchState;

#define AKRON_TYPE_SEARCH_STATE (akron_search_state_get_type ())
GType akron_search_state_get_type (void) G_GNUC_CONST;
/* Takes the game's current position (call it on the game's thread). */
AkronSearchState *akron_search_state_new (AkronGame *game);
/* A bare position with no history, as in hand-made test positions. */
AkronSearchState *akron_search_state_new_for_position (const AkronPosition *pos,
                                                       gboolean no_delay);
AkronSearchState *akron_search_state_copy (const AkronSearchState *state);
void akron_search_state_free (AkronSearchState *state);
const AkronPosition *akron_search_state_get_position (const AkronSearchState *state);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronSearchState, akron_search_state_free)

/* Searches @state synchronously (any thread). Fails with AKRON_ERROR_GAME_OVER when the
 * game has ended, or G_IO_ERROR_CANCELLED when @cancellable was cancelled (within 20 ms). */
gboolean akron_search_run (const AkronSearchState *state, const AkronSearchLimits *limits,
                           GCancellable *cancellable, AkronSearchResult *result,
                           GError **error);

/* The same for the game's current position, synchronously. */
gboolean akron_search_genmove (AkronGame *game, const AkronSearchLimits *limits,
                               GCancellable *cancellable, AkronSearchResult *result,
                               GError **error);

/* The one asynchronous entry point (akron-search-async.c), used by the window's computer
 * player and hint: the search runs in a thread of its own at a lower scheduling priority
 * than the caller's, so that it never delays a frame. The game's position is captured
 * before this returns, so the game may change at once (check the result with
 * akron_search_result_matches()). Cancelling @cancellable makes it finish with
 * G_IO_ERROR_CANCELLED within milliseconds. */
void akron_search_genmove_async (AkronGame *game, const AkronSearchLimits *limits,
                                 GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean akron_search_genmove_finish (GAsyncResult *async_result, AkronSearchResult *result,
                                      GError **error);
/* Lowers the calling thread's scheduling priority as those searches do: for another
 * worker thread that searches (the review of a game). */
void akron_search_lower_thread_priority (void);

G_END_DECLS
