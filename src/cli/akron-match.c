/* akron-match.c: akron-cli match, a tournament between two players in one process
 *
 * Games come in pairs: both games of a pair open with the same random Adds, and the
 * players exchange seats (who moves first) between them. The result is counted for the
 * first player named (A), with the Elo difference that its score implies and the Elo
 * differences at the ends of the score's 95% (Wilson) interval.
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
#include "akron-players.h"
#include "akron-random.h"
#include "akron-record.h"

/* Moves per hole after which a game is adjudicated a draw. */
#define DEFAULT_MOVES_PER_HOLE 8

typedef struct
{
  AkronPlayer *player;
  guint wins, losses, draws;
  guint64 moves;
  guint64 time_ms;
  guint64 depth;
  guint64 searched_moves;  /* moves chosen by a search, for the average depth */
} Seat;

typedef struct
{
  AkronResult result;
  AkronReason reason;     /* AKRON_REASON_NONE: stopped at the move limit */
  guint ply;
  int winner;             /* 0: A, 1: B, -1: a draw */
} GameOutcome;

static guint64
mix_seed (guint64 seed, guint64 salt)
{
  return akron_random_mix (seed + salt * AKRON_RANDOM_GAMMA);
}

/* The random Adds that open pair @pair. */
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

/* The seat (0 or 1 among @seats, by who moved first) playing @colour now. */
static guint
seat_for_colour (AkronGame *game, guint first, AkronColour colour)
{
  gboolean swapped = akron_game_get_players_swapped (game);
  guint vert_seat = swapped ? 1 - first : first;

  return colour == AKRON_VERT ? vert_seat : 1 - vert_seat;
}

static void
play_game (AkronGame *game, Seat *seats, guint first, guint max_moves, guint64 seed,
           GameOutcome *outcome)
{
  while (!akron_game_is_over (game) && akron_game_get_ply (game) < max_moves)
    {
      AkronColour to_move = akron_game_get_to_move (game);
      Seat *seat = &seats[seat_for_colour (game, first, to_move)];
      AkronPlayerTurn turn;
      g_autoptr(GError) error = NULL;

      akron_player_choose (seat->player, game, mix_seed (seed, akron_game_get_ply (game)),
                           &turn);
      if (!akron_game_play (game, &turn.move, &error))
        g_error ("%s played an illegal move: %s", seat->player->spec, error->message);
      seat->moves++;
      seat->time_ms += turn.time_ms;
      if (seat->player->kind == AKRON_PLAYER_SEARCH)
        {
          seat->depth += turn.depth;
          seat->searched_moves++;
        }
    }

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

static gboolean
write_record (AkronGame *game, const char *dir, guint index, GError **error)
{
  g_autofree char *name = g_strdup_printf ("game-%04u.akron", index + 1);
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);

  return akron_record_save (game, file, NULL, error);
}

/* The Elo difference for a score fraction, clamped to +-inf outside (0, 1). */
static double
elo_of (double score)
{
  if (score <= 0)
    return -INFINITY;
  if (score >= 1)
    return INFINITY;
  return -400.0 * log10 (1.0 / score - 1.0);
}

static char *
format_elo (double elo)
{
  if (isinf (elo))
    return g_strdup (elo > 0 ? "+inf" : "-inf");
  return g_strdup_printf ("%+.0f", elo);
}

static void
print_seat_stats (const char *name, const Seat *seat)
{
  g_print ("%s-time-ms-per-move: %.0f\n", name,
           seat->moves ? (double) seat->time_ms / seat->moves : 0.0);
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
print_summary (const Seat *seats, guint games, guint first_wins, guint adjudicated)
{
  const Seat *a = &seats[0];
  double points = a->wins + 0.5 * a->draws;
  double score = games ? points / games : 0.5;
  double low, high;
  g_autofree char *elo = format_elo (elo_of (score));
  g_autofree char *elo_low = NULL;
  g_autofree char *elo_high = NULL;

  score_interval (score, games, &low, &high);
  elo_low = format_elo (elo_of (low));
  elo_high = format_elo (elo_of (high));
  g_print ("games: %u\n", games);
  g_print ("a: %s\n", a->player->spec);
  g_print ("b: %s\n", seats[1].player->spec);
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
  if (outcome->reason == AKRON_REASON_NONE)
    return "move limit";
  return akron_reason_to_string (outcome->reason);
}

int
akron_cli_match (const AkronCliVariant *variant, char **args, guint n_args)
{
  const AkronCliPlayOptions *o = &akron_cli_play_options;
  g_autoptr(GError) error = NULL;
  Seat seats[2] = { { 0 } };
  guint games = o->games > 0 ? (guint) o->games : 2;
  guint max_moves, first_wins = 0, adjudicated = 0;
  int status = EXIT_SUCCESS;

  if (n_args != 2)
    return akron_cli_usage_failure (_("match needs two players, A and B"));
  if (o->games < 0 || o->games > 1000000)
    return akron_cli_usage_failure (_("--games must be from 1 to 1000000"));
  if (o->opening_moves < 0 || o->opening_moves > AKRON_MAX_SIZE * AKRON_MAX_SIZE)
    return akron_cli_usage_failure (_("--openings must be from 0 to the number of holes"));
  if (o->max_moves < 0)
    return akron_cli_usage_failure (_("--max-moves must be a positive number"));
  max_moves = o->max_moves > 0 ? (guint) o->max_moves
                               : DEFAULT_MOVES_PER_HOLE * variant->size * variant->size;
  if (o->records && g_mkdir_with_parents (o->records, 0755) != 0)
    {
      g_printerr ("akron-cli: %s: %s\n", o->records, g_strerror (errno));
      return AKRON_CLI_EXIT_FILE_ERROR;
    }
  for (guint s = 0; s < 2; s++)
    {
      seats[s].player = akron_player_new (args[s], &error);
      if (seats[s].player == NULL)
        {
          status = akron_cli_usage_failure ("%s", error->message);
          goto out;
        }
    }

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(AkronGame) game = NULL;
      guint pair = g / 2, first = g % 2;
      guint64 seed = mix_seed (o->seed, g);
      GameOutcome outcome;

      game = akron_game_new (variant->size, variant->pieces, variant->swap, variant->no_delay,
                             &error);
      if (game == NULL)
        {
          status = akron_cli_usage_failure ("%s", error->message);
          goto out;
        }
      akron_game_set_player_name (game, AKRON_VERT, seats[first].player->spec);
      akron_game_set_player_name (game, AKRON_HORZ, seats[1 - first].player->spec);
      play_opening (game, o->opening_moves, mix_seed (o->seed ^ 0x6f70656eu, pair));
      play_game (game, seats, first, max_moves, seed, &outcome);

      if (outcome.winner < 0)
        {
          seats[0].draws++;
          seats[1].draws++;
          adjudicated += outcome.reason == AKRON_REASON_NONE;
        }
      else
        {
          seats[outcome.winner].wins++;
          seats[1 - outcome.winner].losses++;
          first_wins += (guint) outcome.winner == first;
        }
      g_printerr ("game %u/%u: %s first, %s second: %s (%s, %u moves)\n", g + 1, games,
                  seats[first].player->spec, seats[1 - first].player->spec,
                  outcome.winner < 0 ? "draw" : seats[outcome.winner].player->spec,
                  outcome_text (&outcome), outcome.ply);

      if (o->records)
        {
          if (outcome.reason == AKRON_REASON_NONE)
            akron_game_set_extra_tag (game, "Termination", "move limit");
          akron_game_set_extra_tag (game, "Event", "akron-cli match");
          if (!write_record (game, o->records, g, &error))
            {
              g_printerr ("akron-cli: %s\n", error->message);
              status = AKRON_CLI_EXIT_FILE_ERROR;
              goto out;
            }
        }
    }
  print_summary (seats, games, first_wins, adjudicated);

out:
  akron_player_free (seats[0].player);
  akron_player_free (seats[1].player);
  return status;
}
