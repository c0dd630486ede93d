/* akron-tournament.c: akron-cli match, a tournament between two contestants in one process
 *
 * Games come in pairs: both games of a pair open with the same random Adds, and the
 * contestants exchange seats (who moves first) between them. The result is counted for the
 * first contestant named (A), with the Elo difference that its score implies and the Elo
 * differences at the ends of the score's 95% (Wilson) interval.
 *
 * Pairs are played by a pool of --jobs threads. Everything random in a pair comes from the
 * match's seed and the pair's (or game's) index, and the contestants share no state, so a
 * pair plays the same games in any thread; the results are taken in pair order, which
 * makes the output, the records and the --sprt decision the same for every --jobs.
 * An external program (akron-external.h) is started for each game it plays, in the thread
 * that plays it, and is told the pair's seeds like the others, so it too plays the same
 * games for every --jobs (if it is deterministic itself). If it fails, it loses the game.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>

#include "akron-cli-engine.h"
#include "akron-cli-private.h"
#include "akron-notation.h"
#include "akron-contestants.h"
#include "akron-random.h"
#include "akron-record.h"
#include "akron-sprt.h"

/* Moves per hole after which a game is adjudicated a draw. */
#define DEFAULT_MOVES_PER_HOLE 8
/* The most games a match with --sprt but no --games plays before it gives up. */
#define SPRT_DEFAULT_MAX_GAMES 20000
/* Pairs handed to the pool ahead of the one the results wait for, per thread. */
#define PAIRS_AHEAD_PER_JOB 2
#define MAX_JOBS 256

/* What one contestant did, in a game or over the match. */
typedef struct
{
  guint wins, losses, draws;
  guint64 moves;
  guint64 time_us;
  guint64 cpu_us;
  guint64 depth;
  guint64 searched_moves;  /* moves chosen by a search, for the average depth */
} SeatStats;

typedef struct
{
  AkronResult result;
  AkronReason reason;     /* AKRON_REASON_NONE: stopped at the move limit */
  guint ply;
  int winner;             /* 0: A, 1: B, -1: a draw */
  char *forfeit;          /* why an external program lost the game, or NULL */
} GameOutcome;

typedef struct
{
  AkronGame *game;        /* kept until its record is written */
  guint first;            /* the seat (0: A, 1: B) that moved first */
  GameOutcome outcome;
  SeatStats stats[2];     /* by seat */
} GameResult;

typedef struct
{
  guint index;
  guint n_games;          /* 2, or 1 for the last pair of an odd number of games */
  GameResult games[2];
  gboolean done;          /* under the tournament's lock */
} Pair;

typedef struct
{
  const AkronCliVariant *variant;
  AkronContestant *contestants[2];
  guint64 seed;
  guint opening_moves;
  guint max_moves;
  gint stopping;          /* atomic: pairs not started yet are skipped */
  GMutex lock;
  GCond pair_done;
} Tournament;

/* The seed of the @salt-th thing derived from @seed (a game, a pair's opening, a move). */
static guint64
mix_seed (guint64 seed, guint64 salt)
{
  return akron_random_mix (seed + salt * AKRON_RANDOM_GAMMA);
}

/* The random Adds that open both games of a pair; @seed is the pair's. */
static void
play_opening (AkronGame *game, guint n_moves, guint64 seed)
{
  for (guint i = 0; i < n_moves && !akron_game_is_over (game); i++)
    {
      const AkronPosition *pos = akron_game_get_position (game);
      const AkronGeometry *geo = akron_position_get_geometry (pos);
      AkronPoint holes[AKRON_MAX_SIZE * AKRON_MAX_SIZE];
      guint n = 0;
      AkronMove move;

      for (AkronPoint h = 0; h < geo->n_holes; h++)
        if (akron_position_get_cell (pos, h) == AKRON_CELL_EMPTY)
          holes[n++] = h;
      if (n == 0 || akron_position_get_pile (pos, akron_position_get_to_move (pos)) == 0)
        break;
      move = akron_move_add (holes[mix_seed (seed, i) % n]);
      if (!akron_game_play (game, &move, NULL))
        g_assert_not_reached ();
    }
}

/* The seat (0: A, 1: B) playing @colour now, when seat @first moved first. */
static guint
seat_for_colour (AkronGame *game, guint first, AkronColour colour)
{
  gboolean swapped = akron_game_get_players_swapped (game);
  guint vert_seat = swapped ? 1 - first : first;

  return colour == AKRON_VERT ? vert_seat : 1 - vert_seat;
}

/* An external program failed on its turn: it resigns, and the record says why. */
static void
forfeit (GameResult *game_result, const char *why)
{
  g_autoptr(GError) error = NULL;

  if (!akron_game_resign (game_result->game, &error))
    g_error ("cannot resign for a failed program: %s", error->message);
  game_result->outcome.forfeit = g_strdup (why);
  akron_game_set_extra_tag (game_result->game, "Termination", why);
}

/* Plays until the game is over, reaches the move limit or an external program fails
 * (which forfeits the game). */
static void
play_moves (Tournament *tournament, GameResult *game_result,
            AkronContestantSession * const *sessions, guint64 seed)
{
  AkronGame *game = game_result->game;
  guint first = game_result->first;

  while (!akron_game_is_over (game) && akron_game_get_ply (game) < tournament->max_moves)
    {
      AkronColour to_move = akron_game_get_to_move (game);
      guint seat = seat_for_colour (game, first, to_move);
      const AkronContestant *contestant = tournament->contestants[seat];
      SeatStats *stats = &game_result->stats[seat];
      AkronContestantTurn turn;
      g_autoptr(GError) error = NULL;

      if (!akron_contestant_choose (contestant, sessions[seat], game,
                                    mix_seed (seed, akron_game_get_ply (game)), &turn, &error))
        {
          forfeit (game_result, error->message);
          return;
        }
      if (!akron_game_play (game, &turn.move, &error))
        {
          g_autofree char *move = akron_move_to_string (
            akron_position_get_geometry (akron_game_get_position (game)), &turn.move);
          g_autofree char *illegal = NULL;
          g_autofree char *why = NULL;

          if (contestant->kind != AKRON_CONTESTANT_EXTERNAL)
            g_error ("%s played an illegal move: %s", contestant->spec, error->message);
          /* Translators: a move in the rules' notation, then why it is not legal */
          illegal = g_strdup_printf (_("the illegal move %s: %s"), move, error->message);
          /* The program, as the other failures name it. */
          why = g_strdup_printf ("%s: %s", contestant->external.argv[0], illegal);
          forfeit (game_result, why);
          return;
        }
      stats->moves++;
      stats->time_us += turn.time_us;
      stats->cpu_us += turn.cpu_us;
      if (contestant->kind == AKRON_CONTESTANT_SEARCH
          || contestant->kind == AKRON_CONTESTANT_ALPHABETA)
        {
          stats->depth += turn.depth;
          stats->searched_moves++;
        }
    }
}

static void
play_game (Tournament *tournament, GameResult *game_result, guint64 seed)
{
  AkronGame *game = game_result->game;
  guint first = game_result->first;
  GameOutcome *outcome = &game_result->outcome;
  AkronContestantSession *sessions[2];

  /* An external program runs for one game: its process is the game's, in this thread. */
  for (guint s = 0; s < 2; s++)
    sessions[s] = akron_contestant_session_new (tournament->contestants[s]);
  play_moves (tournament, game_result, sessions, seed);
  for (guint s = 0; s < 2; s++)
    akron_contestant_session_free (sessions[s]);
  outcome->result = akron_game_get_result (game);
  outcome->reason = akron_game_get_reason (game);
  outcome->ply = akron_game_get_ply (game);
  if (outcome->result == AKRON_RESULT_VERT || outcome->result == AKRON_RESULT_HORZ)
    {
      AkronColour colour = outcome->result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
      outcome->winner = seat_for_colour (game, first, colour);
    }
  else
    outcome->winner = -1;
}

/* Game @g of the match: seat @g % 2 moves first, after the opening of its pair. The variant
 * was checked before the match began. */
static void
play_match_game (Tournament *tournament, guint g, GameResult *game_result)
{
  const AkronCliVariant *variant = tournament->variant;
  guint first = g % 2;
  AkronGame *game;

  game = akron_game_new (variant->size, variant->pieces, variant->swap, variant->no_delay,
                         NULL);
  g_assert (game != NULL);
  akron_game_set_player_name (game, AKRON_VERT, tournament->contestants[first]->spec);
  akron_game_set_player_name (game, AKRON_HORZ, tournament->contestants[1 - first]->spec);
  play_opening (game, tournament->opening_moves,
                mix_seed (tournament->seed ^ 0x6f70656eu, g / 2));
  game_result->game = game;
  game_result->first = first;
  play_game (tournament, game_result, mix_seed (tournament->seed, g));
}

/* A job of the thread pool. */
static void
play_pair (gpointer data, gpointer user_data)
{
  Pair *pair = data;
  Tournament *tournament = user_data;

  if (!g_atomic_int_get (&tournament->stopping))
    for (guint i = 0; i < pair->n_games; i++)
      play_match_game (tournament, 2 * pair->index + i, &pair->games[i]);

  g_mutex_lock (&tournament->lock);
  pair->done = TRUE;
  g_cond_broadcast (&tournament->pair_done);
  g_mutex_unlock (&tournament->lock);
}

static void
wait_for_pair (Tournament *tournament, Pair *pair)
{
  g_mutex_lock (&tournament->lock);
  while (!pair->done)
    g_cond_wait (&tournament->pair_done, &tournament->lock);
  g_mutex_unlock (&tournament->lock);
}

static gboolean
write_record (AkronGame *game, const char *dir, guint index, GError **error)
{
  g_autofree char *name = g_strdup_printf ("game-%04u.akron", index + 1);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return akron_record_save (game, file, NULL, error);
}

static char *
format_elo (double elo)
{
  if (isinf (elo))
    return g_strdup (elo > 0 ? "+inf" : "-inf");
  return g_strdup_printf ("%+.0f", elo);
}

static void
print_seat_stats (const char *name, const SeatStats *seat)
{
  double moves = MAX (seat->moves, 1);

  /* Wall-clock time, and the CPU time of the thread that played: only the second stays the
   * same on a busy machine. */
  g_print ("%s-time-ms-per-move: %.1f\n", name, seat->time_us / 1000.0 / moves);
  g_print ("%s-cpu-ms-per-move: %.1f\n", name, seat->cpu_us / 1000.0 / moves);
  g_print ("%s-depth-per-move: %.1f\n", name,
           seat->searched_moves ? (double) seat->depth / seat->searched_moves : 0.0);
}

/* The Wilson interval of a score fraction: unlike the plain normal interval it stays
 * meaningful when one player won every game. */
static void
score_interval (double score, guint games, double *low, double *high)
{
  const double z = 1.96;
  double n = MAX (games, 1);
  double centre = (score + z * z / (2 * n)) / (1 + z * z / n);
  double half = z / (1 + z * z / n) * sqrt (score * (1 - score) / n + z * z / (4 * n * n));

  *low = centre - half;
  *high = centre + half;
}

static void
print_summary (AkronContestant * const *contestants, const SeatStats *seats, guint games,
               guint first_wins, guint adjudicated)
{
  const SeatStats *a = &seats[0];
  double points = a->wins + 0.5 * a->draws;
  double score = games ? points / games : 0.5;
  double low, high;
  g_autofree char *elo = format_elo (akron_elo_from_score (score));
  g_autofree char *elo_low = NULL;
  g_autofree char *elo_high = NULL;

  score_interval (score, games, &low, &high);
  elo_low = format_elo (akron_elo_from_score (low));
  elo_high = format_elo (akron_elo_from_score (high));
  g_print ("games: %u\n", games);
  g_print ("a: %s\n", contestants[0]->spec);
  g_print ("b: %s\n", contestants[1]->spec);
  g_print ("wins: %u\n", a->wins);
  g_print ("losses: %u\n", a->losses);
  g_print ("draws: %u\n", a->draws);
  g_print ("score: %.3f (%.1f of %u)\n", score, points, games);
  g_print ("elo: %s (95%% interval %s to %s)\n", elo, elo_low, elo_high);
  g_print ("first-player-wins: %u\n", first_wins);
  g_print ("move-limit-draws: %u\n", adjudicated);
  print_seat_stats ("a", &seats[0]);
  print_seat_stats ("b", &seats[1]);
}

static const char *
outcome_text (const GameOutcome *outcome)
{
  if (outcome->forfeit != NULL)
    return outcome->forfeit;
  if (outcome->reason == AKRON_REASON_NONE)
    return "move limit";
  return akron_reason_to_string (outcome->reason);
}

static void
add_stats (SeatStats *total, const SeatStats *game)
{
  total->moves += game->moves;
  total->time_us += game->time_us;
  total->cpu_us += game->cpu_us;
  total->depth += game->depth;
  total->searched_moves += game->searched_moves;
}

/* The totals over the match so far. */
typedef struct
{
  SeatStats seats[2];
  guint games;
  guint first_wins;
  guint adjudicated;
  gboolean sprt_enabled;
  AkronSprt sprt;
} Standings;

/* Counts a finished game, says so on standard error and writes its record. */
static gboolean
take_game (Standings *standings, AkronContestant * const *contestants, guint g,
           guint max_games, GameResult *game_result, const char *records, GError **error)
{
  const GameOutcome *outcome = &game_result->outcome;
  guint first = game_result->first;
  SeatStats *seats = standings->seats;

  if (outcome->winner < 0)
    {
      seats[0].draws++;
      seats[1].draws++;
      standings->adjudicated += outcome->reason == AKRON_REASON_NONE;
    }
  else
    {
      seats[outcome->winner].wins++;
      seats[1 - outcome->winner].losses++;
      standings->first_wins += (guint) outcome->winner == first;
    }
  add_stats (&seats[0], &game_result->stats[0]);
  add_stats (&seats[1], &game_result->stats[1]);
  standings->games++;
  g_printerr ("game %u/%u: %s first, %s second: %s (%s, %u moves)\n", g + 1, max_games,
              contestants[first]->spec, contestants[1 - first]->spec,
              outcome->winner < 0 ? "draw" : contestants[outcome->winner]->spec,
              outcome_text (outcome), outcome->ply);

  if (records == NULL)
    return TRUE;
  if (outcome->reason == AKRON_REASON_NONE)
    akron_game_set_extra_tag (game_result->game, "Termination", "move limit");
  akron_game_set_extra_tag (game_result->game, "Event", "akron-cli match");
  return write_record (game_result->game, records, g, error);
}

/* A's points in a game, in half points. */
static guint
half_points_of_a (const GameOutcome *outcome)
{
  return outcome->winner < 0 ? 1 : outcome->winner == 0 ? 2 : 0;
}

static gboolean
take_pair (Standings *standings, AkronContestant * const *contestants, Pair *pair,
           guint max_games, const char *records, GError **error)
{
  for (guint i = 0; i < pair->n_games; i++)
    if (!take_game (standings, contestants, 2 * pair->index + i, max_games, &pair->games[i],
                    records, error))
      return FALSE;
  /* Only whole pairs count for the SPRT: the opening's bias cancels in them. */
  if (standings->sprt_enabled && pair->n_games == 2)
    akron_sprt_add_pair (&standings->sprt, half_points_of_a (&pair->games[0].outcome)
                                           + half_points_of_a (&pair->games[1].outcome));
  return TRUE;
}

static void
print_sprt (const AkronSprt *sprt)
{
  AkronSprtDecision decision = akron_sprt_get_decision (sprt);
  double lower, upper, elo, low, high;
  g_autofree char *elo_text = NULL;
  g_autofree char *low_text = NULL;
  g_autofree char *high_text = NULL;

  akron_sprt_get_bounds (&lower, &upper);
  akron_sprt_get_elo (sprt, &elo, &low, &high);
  elo_text = format_elo (elo);
  low_text = format_elo (low);
  high_text = format_elo (high);
  if (decision == AKRON_SPRT_ACCEPT_H1)
    g_print ("sprt: H1 accepted (elo >= %g)\n", sprt->elo1);
  else if (decision == AKRON_SPRT_ACCEPT_H0)
    g_print ("sprt: H0 accepted (elo <= %g)\n", sprt->elo0);
  else
    g_print ("sprt: no decision\n");
  g_print ("sprt-llr: %.2f (bounds %.2f and %.2f, alpha %.2f, beta %.2f)\n",
           akron_sprt_get_llr (sprt), lower, upper, AKRON_SPRT_ALPHA, AKRON_SPRT_BETA);
  g_print ("sprt-pairs: %" G_GUINT64_FORMAT " (0, 1/2, 1, 3/2, 2 points: %" G_GUINT64_FORMAT
           " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %" G_GUINT64_FORMAT " %"
           G_GUINT64_FORMAT ")\n", akron_sprt_get_n_pairs (sprt), sprt->pairs[0],
           sprt->pairs[1], sprt->pairs[2], sprt->pairs[3], sprt->pairs[4]);
  g_print ("sprt-elo: %s (95%% interval %s to %s)\n", elo_text, low_text, high_text);
}

/* "ELO0,ELO1" with ELO0 < ELO1. */
static gboolean
parse_sprt (const char *text, double *elo0, double *elo1)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  char *end;

  if (g_strv_length (parts) != 2)
    return FALSE;
  *elo0 = g_ascii_strtod (parts[0], &end);
  if (end == parts[0] || *end != '\0' || !isfinite (*elo0))
    return FALSE;
  *elo1 = g_ascii_strtod (parts[1], &end);
  if (end == parts[1] || *end != '\0' || !isfinite (*elo1))
    return FALSE;
  return *elo0 < *elo1 && fabs (*elo0) < 1000 && fabs (*elo1) < 1000;
}

static void
clear_pair (Pair *pair)
{
  for (guint i = 0; i < G_N_ELEMENTS (pair->games); i++)
    {
      g_clear_object (&pair->games[i].game);
      g_clear_pointer (&pair->games[i].outcome.forfeit, g_free);
    }
}

/* Plays the pairs in a pool of @jobs threads and takes their results in pair order until
 * the match is over or the SPRT decides. The pairs under way live in a ring of slots: pair
 * p in slot p % n_slots, handed to the pool only once the pair before it in that slot has
 * been taken. */
static gboolean
run_pairs (Tournament *tournament, Standings *standings, guint max_games, guint jobs,
           const char *records, GError **error)
{
  guint n_pairs = (max_games + 1) / 2;
  guint n_slots = MIN (n_pairs, PAIRS_AHEAD_PER_JOB * jobs);
  g_autofree Pair *slots = g_new0 (Pair, n_slots);
  GThreadPool *pool;
  guint pushed = 0;
  gboolean ok = TRUE;

  pool = g_thread_pool_new (play_pair, tournament, jobs, FALSE, NULL);
  for (guint p = 0; p < n_pairs && ok; p++)
    {
      Pair *pair = &slots[p % n_slots];

      for (; pushed < n_pairs && pushed < p + n_slots; pushed++)
        {
          Pair *next = &slots[pushed % n_slots];

          clear_pair (next);
          *next = (Pair) { .index = pushed, .n_games = MIN (2, max_games - 2 * pushed) };
          g_thread_pool_push (pool, next, NULL);
        }
      wait_for_pair (tournament, pair);
      ok = take_pair (standings, tournament->contestants, pair, max_games, records, error);
      clear_pair (pair);
      if (standings->sprt_enabled
          && akron_sprt_get_decision (&standings->sprt) != AKRON_SPRT_CONTINUE)
        break;
    }

  /* Pairs still queued are skipped; those under way are waited for, and not counted. */
  g_atomic_int_set (&tournament->stopping, TRUE);
  g_thread_pool_free (pool, TRUE, TRUE);
  for (guint s = 0; s < n_slots; s++)
    clear_pair (&slots[s]);
  return ok;
}

int
akron_cli_match (const AkronCliVariant *variant, char **args, guint n_args)
{
  const AkronCliPlayOptions *o = &akron_cli_play_options;
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) check = NULL;
  Tournament tournament = { 0 };
  Standings standings = { 0 };
  guint max_games, jobs = o->jobs > 0 ? (guint) o->jobs : 1;
  int status = EXIT_SUCCESS;

  if (n_args != 2)
    return akron_cli_usage_failure (_("match needs two players, A and B"));
  if (o->games < 0 || o->games > 1000000)
    return akron_cli_usage_failure (_("--games must be from 1 to 1000000"));
  if (o->opening_moves < 0 || o->opening_moves > AKRON_MAX_SIZE * AKRON_MAX_SIZE)
    return akron_cli_usage_failure (_("--openings must be from 0 to the number of holes"));
  if (o->max_moves < 0)
    return akron_cli_usage_failure (_("--max-moves must be a positive number"));
  if (o->jobs < 0 || o->jobs > MAX_JOBS)
    return akron_cli_usage_failure (_("--jobs must be from 1 to %d"), MAX_JOBS);
  if (o->sprt != NULL)
    {
      double elo0, elo1;

      if (!parse_sprt (o->sprt, &elo0, &elo1))
        return akron_cli_usage_failure (_("--sprt must be ELO0,ELO1 with ELO0 < ELO1 "
                                          "(for example 0,50), not “%s”"), o->sprt);
      akron_sprt_init (&standings.sprt, elo0, elo1);
      standings.sprt_enabled = TRUE;
    }
  max_games = o->games > 0 ? (guint) o->games : o->sprt ? SPRT_DEFAULT_MAX_GAMES : 2;
  check = akron_game_new (variant->size, variant->pieces, variant->swap, variant->no_delay,
                          &error);
  if (check == NULL)
    return akron_cli_usage_failure ("%s", error->message);
  if (o->records && g_mkdir_with_parents (o->records, 0755) != 0)
    {
      g_printerr ("akron-cli: %s: %s\n", o->records, g_strerror (errno));
      return AKRON_CLI_EXIT_FILE_ERROR;
    }

  tournament.variant = variant;
  tournament.seed = o->seed;
  tournament.opening_moves = o->opening_moves;
  tournament.max_moves = o->max_moves > 0 ? (guint) o->max_moves
                                          : DEFAULT_MOVES_PER_HOLE * variant->size
                                            * variant->size;
  g_mutex_init (&tournament.lock);
  g_cond_init (&tournament.pair_done);
  for (guint s = 0; s < 2 && status == EXIT_SUCCESS; s++)
    {
      tournament.contestants[s] = akron_contestant_new (args[s], &error);
      if (tournament.contestants[s] == NULL)
        status = akron_cli_usage_failure ("%s", error->message);
      else if (!akron_contestant_check (tournament.contestants[s], check, &error))
        status = akron_cli_usage_failure ("%s", error->message);
    }

  if (status == EXIT_SUCCESS)
    {
      if (run_pairs (&tournament, &standings, max_games, jobs, o->records, &error))
        {
          print_summary (tournament.contestants, standings.seats, standings.games,
                         standings.first_wins, standings.adjudicated);
          if (standings.sprt_enabled)
            print_sprt (&standings.sprt);
        }
      else
        {
          g_printerr ("akron-cli: %s\n", error->message);
          status = AKRON_CLI_EXIT_FILE_ERROR;
        }
    }

  akron_contestant_free (tournament.contestants[0]);
  akron_contestant_free (tournament.contestants[1]);
  g_mutex_clear (&tournament.lock);
  g_cond_clear (&tournament.pair_done);
  return status;
}
