/* akron-contestants.c: contestant specs, and the baselines that the computer player is
 * measured against
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "akron-contestants.h"
#include "akron-random.h"

/* Random playouts longer than this count as draws. */
#define PLAYOUT_MAX_PLIES 1000
#define UCT_EXPLORATION 1.0
#define UCT_DEFAULT_PLAYOUTS 1000

/* Parsing */

static gboolean
bad_spec (GError **error, const char *spec, const char *why)
{
  /* Translators: a player as given on the command line ("hard:nodes=x"), then what is
   * wrong with it */
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE, _("player “%s”: %s"), spec,
               why);
  return FALSE;
}

static gboolean
parse_number (const char *text, guint64 max, guint64 *value)
{
  return g_ascii_string_to_unsigned (text, 10, 0, max, value, NULL);
}

static gboolean
parse_search_key (AkronContestant *contestant, const char *key, guint64 value)
{
  AkronSearchLimits *limits = &contestant->limits;
  gboolean *flag = NULL;

  if (strcmp (key, "nodes") == 0)
    {
      limits->nodes = value;
      limits->time_ms = 0;
      return TRUE;
    }
  if (strcmp (key, "time") == 0 || strcmp (key, "cpu") == 0)
    {
      limits->time_ms = value;
      limits->cpu_time = key[0] == 'c';
      limits->nodes = 0;
      return TRUE;
    }
  if (strcmp (key, "threads") == 0)
    {
      if (value < 1 || value > 256)
        return FALSE;
      limits->threads = value;
      return TRUE;
    }
  if (strcmp (key, "depth") == 0)
    {
      limits->max_depth = value;
      return TRUE;
    }
  if (strcmp (key, "seed") == 0)
    {
      limits->seed = value;
      return TRUE;
    }
  if (strcmp (key, "sight") == 0)
    {
      if (value > 100)
        return FALSE;
      limits->custom_sight = TRUE;
      limits->sight_percent = value;
      return TRUE;
    }
  if (strcmp (key, "lmr") == 0 || strcmp (key, "prune") == 0 || strcmp (key, "null") == 0
      || strcmp (key, "lmr2") == 0 || strcmp (key, "narrow") == 0
      || strcmp (key, "vary") == 0 || strcmp (key, "select") == 0
      || strcmp (key, "early") == 0 || strcmp (key, "selectsmall") == 0
      || strcmp (key, "grow") == 0)
    {
      guint bit = strcmp (key, "lmr") == 0 ? AKRON_SEARCH_LATE_MOVE_REDUCTIONS
                  : strcmp (key, "prune") == 0 ? AKRON_SEARCH_ROUTE_PRUNING
                  : strcmp (key, "null") == 0 ? AKRON_SEARCH_NULL_MOVE
                  : strcmp (key, "narrow") == 0 ? AKRON_SEARCH_NARROW_PRUNING
                  : strcmp (key, "vary") == 0 ? AKRON_SEARCH_SEED_VARIETY
                  : strcmp (key, "select") == 0 ? AKRON_SEARCH_BIG_BOARD_SELECTIVITY
                  : strcmp (key, "early") == 0 ? AKRON_SEARCH_EARLY_MOVES
                  : strcmp (key, "selectsmall") == 0 ? AKRON_SEARCH_SMALL_BOARD_SELECTIVITY
                  : strcmp (key, "grow") == 0 ? AKRON_SEARCH_GROWING_REDUCTIONS
                  : AKRON_SEARCH_DEEP_REDUCTIONS;

      if (value > 1)
        return FALSE;
      limits->disable = value ? limits->disable & ~bit : limits->disable | bit;
      limits->enable = value ? limits->enable | bit : limits->enable & ~bit;
      return TRUE;
    }
  if (strcmp (key, "routew") == 0 || strcmp (key, "tempo") == 0
      || strcmp (key, "twodistw") == 0 || strcmp (key, "twodistm") == 0)
    {
      if (value > 1000)
        return FALSE;
      if (strcmp (key, "routew") == 0)
        limits->eval.route_weight = value;
      else if (strcmp (key, "twodistw") == 0)
        limits->eval.two_distance_weight = value;
      else if (strcmp (key, "twodistm") == 0)
        limits->eval.two_distance_mover_weight = value;
      else
        limits->eval.tempo_weight = value;
      limits->custom_eval = TRUE;
      return TRUE;
    }
  if (strcmp (key, "cuts") == 0)
    flag = &limits->eval.over_under;
  else if (strcmp (key, "bridges") == 0)
    flag = &limits->eval.bridges;
  else if (strcmp (key, "routes") == 0)
    flag = &limits->eval.routes;
  else if (strcmp (key, "closed") == 0)
    flag = &limits->eval.closed_stage;
  else if (strcmp (key, "twodist") == 0)
    flag = &limits->eval.two_distance;
  if (flag == NULL || value > 1)
    return FALSE;
  limits->custom_eval = TRUE;
  *flag = value != 0;
  return TRUE;
}

/* One budget at a time: the last one given. */
static gboolean
parse_uct_key (AkronContestant *contestant, const char *key, guint64 value)
{
  if (value == 0
      || (strcmp (key, "playouts") != 0 && strcmp (key, "time") != 0
          && strcmp (key, "cpu") != 0))
    return FALSE;
  contestant->playouts = key[0] == 'p' ? value : 0;
  contestant->time_ms = key[0] == 't' ? value : 0;
  contestant->cpu_ms = key[0] == 'c' ? value : 0;
  return TRUE;
}

static gboolean
parse_alphabeta_key (AkronContestant *contestant, const char *key, guint64 value)
{
  AkronAlphaBetaLimits *limits = &contestant->alphabeta;

  if (value == 0)
    return FALSE;
  if (strcmp (key, "depth") == 0)
    {
      limits->max_depth = value;
      return TRUE;
    }
  /* One budget at a time, as for the levels: the last one given. */
  if (strcmp (key, "nodes") == 0 || strcmp (key, "time") == 0 || strcmp (key, "cpu") == 0)
    {
      limits->nodes = key[0] == 'n' ? value : 0;
      limits->time_ms = key[0] == 't' ? value : 0;
      limits->cpu_ms = key[0] == 'c' ? value : 0;
      return TRUE;
    }
  return FALSE;
}

static gboolean
parse_name (AkronContestant *contestant, const char *name)
{
  AkronLevel level;

  if (akron_level_from_string (name, &level))
    {
      contestant->kind = AKRON_CONTESTANT_SEARCH;
      akron_search_limits_init (&contestant->limits, level, FALSE);
      return TRUE;
    }
  if (g_ascii_strcasecmp (name, "greedy") == 0)
    contestant->kind = AKRON_CONTESTANT_GREEDY;
  else if (g_ascii_strcasecmp (name, "random") == 0)
    contestant->kind = AKRON_CONTESTANT_RANDOM;
  else if (g_ascii_strcasecmp (name, "uct") == 0)
    {
      contestant->kind = AKRON_CONTESTANT_UCT;
      contestant->playouts = UCT_DEFAULT_PLAYOUTS;
    }
  else if (g_ascii_strcasecmp (name, "alphabeta") == 0 || g_ascii_strcasecmp (name, "plain") == 0)
    {
      contestant->kind = AKRON_CONTESTANT_ALPHABETA;
      contestant->alphabeta.nodes = AKRON_ALPHABETA_DEFAULT_NODES;
    }
  else if (g_ascii_strcasecmp (name, "external") == 0)
    contestant->kind = AKRON_CONTESTANT_EXTERNAL;
  else
    return FALSE;
  return TRUE;
}

/* A level's evaluation as the starting point for keys that change parts of it. */
static void
start_custom_eval (AkronContestant *contestant)
{
  if (!contestant->limits.custom_eval)
    akron_level_get_eval_options (contestant->limits.level, &contestant->limits.eval);
}

/* External programs: cmd= is a command line, level= a word; the rest are numbers. */

static gboolean
parse_external_pair (AkronContestant *contestant, const char *pair, GError **error)
{
  AkronExternalSettings *settings = &contestant->external;
  g_auto(GStrv) kv = g_strsplit (pair, "=", 2);
  g_autoptr(GError) shell_error = NULL;
  g_autofree char *why = NULL;
  guint64 value;

  if (kv[0] == NULL || kv[1] == NULL || kv[1][0] == '\0')
    /* Translators: a part of a player's settings ("cmd", "level=") */
    why = g_strdup_printf (_("“%s” is not KEY=VALUE"), pair);
  else if (strcmp (kv[0], "cmd") == 0)
    {
      g_clear_pointer (&settings->argv, g_strfreev);
      if (!g_shell_parse_argv (kv[1], NULL, &settings->argv, &shell_error))
        why = g_strdup_printf ("cmd=%s: %s", kv[1], shell_error->message);
    }
  else if (strcmp (kv[0], "level") == 0)
    {
      g_free (settings->level);
      settings->level = g_strdup (kv[1]);
    }
  else if (strcmp (kv[0], "seed") == 0 && parse_number (kv[1], G_MAXUINT32, &value))
    settings->seed = value;
  /* One budget at a time, as for the levels: the last one given. */
  else if ((strcmp (kv[0], "nodes") == 0 || strcmp (kv[0], "time") == 0)
           && parse_number (kv[1], G_MAXUINT32, &value) && value > 0)
    {
      settings->nodes = kv[0][0] == 'n' ? value : 0;
      settings->time_ms = kv[0][0] == 't' ? value : 0;
    }
  else
    why = g_strdup_printf (_("unknown setting “%s”"), pair);
  return why == NULL || bad_spec (error, contestant->spec, why);
}

static gboolean
parse_external (AkronContestant *contestant, const char *settings, GError **error)
{
  g_auto(GStrv) pairs = g_strsplit (settings != NULL ? settings : "", ",", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    if (!parse_external_pair (contestant, pairs[i], error))
      return FALSE;
  if (contestant->external.argv == NULL)
    return bad_spec (error, contestant->spec,
                     _("an external player needs the program to run: "
                       "external:cmd=COMMAND"));
  return TRUE;
}

AkronContestant *
akron_contestant_new (const char *spec, GError **error)
{
  g_autoptr(AkronContestant) contestant = g_new0 (AkronContestant, 1);
  g_auto(GStrv) parts = NULL;
  g_auto(GStrv) pairs = NULL;

  g_return_val_if_fail (spec != NULL, NULL);

  contestant->spec = g_strdup (spec);
  parts = g_strsplit (spec, ":", 2);
  if (parts[0] == NULL || !parse_name (contestant, parts[0]))
    {
      bad_spec (error, spec,
                _("the name must be beginner, easy, medium, hard, expert, greedy, random, "
                  "uct, alphabeta or external"));
      return NULL;
    }
  if (contestant->kind == AKRON_CONTESTANT_EXTERNAL)
    return parse_external (contestant, parts[1], error) ? g_steal_pointer (&contestant) : NULL;
  if (parts[1] == NULL)
    return g_steal_pointer (&contestant);
  if (contestant->kind == AKRON_CONTESTANT_GREEDY || contestant->kind == AKRON_CONTESTANT_RANDOM)
    {
      bad_spec (error, spec, _("greedy and random take no settings"));
      return NULL;
    }

  pairs = g_strsplit (parts[1], ",", -1);
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (pairs[i], "=", 2);
      guint64 value;
      gboolean ok;

      if (kv[0] == NULL || kv[1] == NULL || !parse_number (kv[1], G_MAXUINT32, &value))
        {
          g_autofree char *why = g_strdup_printf (_("“%s” is not KEY=NUMBER"), pairs[i]);
          bad_spec (error, spec, why);
          return NULL;
        }
      if (contestant->kind == AKRON_CONTESTANT_UCT)
        ok = parse_uct_key (contestant, kv[0], value);
      else if (contestant->kind == AKRON_CONTESTANT_ALPHABETA)
        ok = parse_alphabeta_key (contestant, kv[0], value);
      else
        {
          if (strcmp (kv[0], "cuts") == 0 || strcmp (kv[0], "bridges") == 0
              || strcmp (kv[0], "routes") == 0 || strcmp (kv[0], "closed") == 0
              || strcmp (kv[0], "routew") == 0 || strcmp (kv[0], "tempo") == 0
              || strcmp (kv[0], "twodist") == 0 || strcmp (kv[0], "twodistw") == 0
              || strcmp (kv[0], "twodistm") == 0)
            start_custom_eval (contestant);
          ok = parse_search_key (contestant, kv[0], value);
        }
      if (!ok)
        {
          g_autofree char *why = g_strdup_printf (_("unknown setting “%s”"), pairs[i]);
          bad_spec (error, spec, why);
          return NULL;
        }
    }
  return g_steal_pointer (&contestant);
}

void
akron_contestant_free (AkronContestant *contestant)
{
  if (contestant == NULL)
    return;
  g_free (contestant->spec);
  g_strfreev (contestant->external.argv);
  g_free (contestant->external.level);
  g_free (contestant);
}

gboolean
akron_contestant_check (const AkronContestant *contestant, AkronGame *game, GError **error)
{
  g_autoptr(AkronExternal) external = NULL;

  if (contestant->kind != AKRON_CONTESTANT_EXTERNAL)
    return TRUE;
  external = akron_external_new (&contestant->external, game, error);
  return external != NULL;
}

struct _AkronContestantSession
{
  const AkronContestant *contestant;
  AkronExternal *external;    /* started at the first move */
};

AkronContestantSession *
akron_contestant_session_new (const AkronContestant *contestant)
{
  AkronContestantSession *session = g_new0 (AkronContestantSession, 1);

  session->contestant = contestant;
  return session;
}

void
akron_contestant_session_free (AkronContestantSession *session)
{
  if (session == NULL)
    return;
  akron_external_free (session->external);
  g_free (session);
}

/* Whether the move just played ends the game, and who won. */
static gboolean
move_ends_game (const AkronPosition *pos, const AkronUndo *undo, gboolean no_delay,
                AkronColour *winner)
{
  return akron_position_connection_ends_game (pos, undo, no_delay, winner, NULL);
}

/* Random */

static void
choose_random (AkronGame *game, guint64 seed, AkronContestantTurn *turn)
{
  AkronMoveList list;
  guint64 state = seed;

  akron_move_list_init (&list);
  akron_position_generate (akron_game_get_position (game), &list);
  g_assert (list.len > 0);
  turn->move = list.moves[akron_random_below (&state, list.len)];
  akron_move_list_clear (&list);
}

/* Greedy: one move ahead, by connection distance. */

static void
choose_greedy (AkronGame *game, guint64 seed, AkronContestantTurn *turn)
{
  AkronPosition pos = *akron_game_get_position (game);
  AkronColour me = akron_position_get_to_move (&pos);
  gboolean no_delay = akron_game_get_no_delay (game);
  g_autoptr(AkronEval) eval = akron_eval_new ();
  AkronEvalOptions options;
  AkronMoveList list;
  guint64 state = seed;
  int best = G_MININT;
  guint ties = 0;

  /* The plain distance: the over/under rule, no refinements. */
  akron_eval_options_init (&options);
  options.bridges = FALSE;
  options.routes = FALSE;
  akron_move_list_init (&list);
  akron_position_generate (&pos, &list);
  g_assert (list.len > 0);
  turn->move = list.moves[0];
  for (guint i = 0; i < list.len; i++)
    {
      AkronUndo undo;
      AkronColour winner;
      AkronEvalInfo info;
      int score;

      akron_position_apply (&pos, &list.moves[i], &undo);
      if (move_ends_game (&pos, &undo, no_delay, &winner))
        score = winner == me ? G_MAXINT - 1 : G_MININT + 1;
      else
        {
          akron_eval_analyse (eval, &pos, &options, &info);
          score = -akron_eval_score (&pos, &options, &info);
        }
      akron_position_unapply (&pos, &undo);
      /* Ties are broken uniformly at random (reservoir sampling). */
      if (score > best)
        {
          best = score;
          ties = 1;
          turn->move = list.moves[i];
        }
      else if (score == best && akron_random_below (&state, ++ties) == 0)
        turn->move = list.moves[i];
    }
  akron_move_list_clear (&list);
  turn->depth = 1;
  turn->nodes = list.len;
}

/* Plain UCT with random playouts. */

typedef struct
{
  AkronMove move;      /* the move leading here */
  guint first_child;
  guint n_children;
  gboolean expanded;
  gboolean judged;
  gboolean terminal;
  AkronColour winner;  /* when terminal and not drawn */
  gboolean drawn;
  guint visits;
  double reward;       /* for the player who made `move` */
} UctNode;

typedef struct
{
  GArray *nodes;       /* UctNode */
  AkronMoveList list;
  gboolean no_delay;
  guint64 random;
} Uct;

/* 1 if @winner is @mover, 0 if not, 0.5 for a draw (@winner < 0). */
static double
reward_for (int winner, AkronColour mover)
{
  if (winner < 0)
    return 0.5;
  return winner == (int) mover ? 1.0 : 0.0;
}

/* Plays random moves to the end; returns the winning colour or -1 for a draw. */
static int
playout (Uct *uct, AkronPosition *pos)
{
  for (guint ply = 0; ply < PLAYOUT_MAX_PLIES; ply++)
    {
      AkronColour to_move = akron_position_get_to_move (pos);
      AkronColour winner;
      AkronUndo undo;

      if (!uct->no_delay && akron_position_has_connection (pos, to_move, NULL, NULL))
        return to_move;
      akron_position_generate (pos, &uct->list);
      if (uct->list.len == 0)
        return AKRON_OPPONENT (to_move);
      akron_position_apply (pos, &uct->list.moves[akron_random_below (&uct->random, uct->list.len)],
                            &undo);
      if (uct->no_delay && move_ends_game (pos, &undo, TRUE, &winner))
        return winner;
    }
  return -1;
}

static UctNode *
uct_node (Uct *uct, guint index)
{
  return &g_array_index (uct->nodes, UctNode, index);
}

/* Adds the children of @index, the node for @pos (whose game is not over). */
static void
expand (Uct *uct, guint index, const AkronPosition *pos)
{
  guint first = uct->nodes->len;

  akron_position_generate (pos, &uct->list);
  for (guint i = 0; i < uct->list.len; i++)
    {
      UctNode child = { 0 };

      child.move = uct->list.moves[i];
      g_array_append_val (uct->nodes, child);
    }
  uct_node (uct, index)->first_child = first;
  uct_node (uct, index)->n_children = uct->list.len;
  uct_node (uct, index)->expanded = TRUE;
}

/* Whether the game is over on reaching @node's position by @undo; works it out once. */
static gboolean
judge (Uct *uct, UctNode *node, const AkronPosition *pos, const AkronUndo *undo)
{
  AkronColour winner;

  if (node->judged)
    return node->terminal;
  node->judged = TRUE;
  if (move_ends_game (pos, undo, uct->no_delay, &winner))
    {
      node->terminal = TRUE;
      node->winner = winner;
    }
  else if (!akron_position_has_legal_move (pos))
    {
      node->terminal = TRUE;
      node->winner = AKRON_OPPONENT (akron_position_get_to_move (pos));
    }
  return node->terminal;
}

static guint
select_child (Uct *uct, guint index)
{
  UctNode *node = uct_node (uct, index);
  double log_visits = log ((double) MAX (node->visits, 1));
  guint best = node->first_child;
  double best_value = -1;

  for (guint c = node->first_child; c < node->first_child + node->n_children; c++)
    {
      UctNode *child = uct_node (uct, c);
      double value;

      if (child->visits == 0)
        value = 1e9 + (double) akron_random_below (&uct->random, 1000);
      else
        value = child->reward / child->visits
                + UCT_EXPLORATION * sqrt (log_visits / child->visits);
      if (value > best_value)
        {
          best_value = value;
          best = c;
        }
    }
  return best;
}

static void
uct_iteration (Uct *uct, const AkronPosition *root)
{
  AkronPosition pos = *root;
  guint path[PLAYOUT_MAX_PLIES];
  AkronColour movers[PLAYOUT_MAX_PLIES];
  guint depth = 0, index = 0;
  int winner;

  path[depth++] = 0;
  for (;;)
    {
      UctNode *node = uct_node (uct, index);
      AkronUndo undo;

      if (node->terminal)
        {
          winner = node->drawn ? -1 : (int) node->winner;
          break;
        }
      if (!node->expanded)
        {
          expand (uct, index, &pos);
          winner = playout (uct, &pos);
          break;
        }
      index = select_child (uct, index);
      movers[depth] = akron_position_get_to_move (&pos);
      akron_position_apply (&pos, &uct_node (uct, index)->move, &undo);
      path[depth++] = index;
      if (judge (uct, uct_node (uct, index), &pos, &undo))
        {
          winner = (int) uct_node (uct, index)->winner;
          break;
        }
      if (depth >= PLAYOUT_MAX_PLIES)
        {
          winner = -1;
          break;
        }
    }
  for (guint d = 0; d < depth; d++)
    {
      UctNode *node = uct_node (uct, path[d]);

      node->visits++;
      if (d > 0)
        node->reward += reward_for (winner, movers[d]);
    }
}

static void
choose_uct (const AkronContestant *contestant, AkronGame *game, guint64 seed,
            AkronContestantTurn *turn)
{
  const AkronPosition *root = akron_game_get_position (game);
  Uct uct = { 0 };
  UctNode root_node = { 0 };
  gint64 start = g_get_monotonic_time ();
  gint64 start_cpu = akron_thread_cpu_time ();
  guint iterations = 0, best = 0;

  uct.nodes = g_array_new (FALSE, FALSE, sizeof (UctNode));
  uct.no_delay = akron_game_get_no_delay (game);
  uct.random = seed;
  akron_move_list_init (&uct.list);
  g_array_append_val (uct.nodes, root_node);

  do
    {
      uct_iteration (&uct, root);
      iterations++;
    }
  while (contestant->playouts ? iterations < contestant->playouts
         : contestant->cpu_ms ? akron_thread_cpu_time () - start_cpu
                                < (gint64) contestant->cpu_ms * 1000
         : g_get_monotonic_time () - start < (gint64) contestant->time_ms * 1000);

  for (guint c = 0; c < uct_node (&uct, 0)->n_children; c++)
    {
      guint index = uct_node (&uct, 0)->first_child + c;

      if (best == 0 || uct_node (&uct, index)->visits > uct_node (&uct, best)->visits)
        best = index;
    }
  turn->move = uct_node (&uct, best)->move;
  turn->nodes = iterations;
  akron_move_list_clear (&uct.list);
  g_array_unref (uct.nodes);
}

/* The plain alpha-beta baseline. */

static void
choose_alphabeta (const AkronContestant *contestant, AkronGame *game, guint64 seed,
                  AkronContestantTurn *turn)
{
  AkronAlphaBetaResult result;

  akron_alphabeta_choose (game, &contestant->alphabeta, seed, &result);
  turn->move = result.move;
  turn->depth = result.depth;
  turn->nodes = result.nodes;
}

/* Another program. */

static gboolean
choose_external (AkronContestantSession *session, AkronGame *game, guint64 seed,
                 AkronContestantTurn *turn, GError **error)
{
  if (session->external == NULL)
    {
      session->external = akron_external_new (&session->contestant->external, game, error);
      if (session->external == NULL)
        return FALSE;
    }
  return akron_external_genmove (session->external, game, seed, &turn->move, &turn->cpu_us,
                                 error);
}

/* The computer player. */

static void
choose_search (const AkronContestant *contestant, AkronGame *game, guint64 seed,
               AkronContestantTurn *turn)
{
  AkronSearchLimits limits = contestant->limits;
  AkronSearchResult result;
  g_autoptr(GError) error = NULL;

  limits.seed ^= seed;
  if (!akron_search_genmove (game, &limits, NULL, &result, &error))
    g_error ("search failed: %s", error->message); /* the caller checks the game is on */
  turn->move = result.move;
  turn->depth = result.depth;
  turn->nodes = result.nodes;
}

gboolean
akron_contestant_choose (const AkronContestant *contestant, AkronContestantSession *session,
                         AkronGame *game, guint64 seed, AkronContestantTurn *turn,
                         GError **error)
{
  gint64 start = g_get_monotonic_time ();
  gint64 start_cpu = akron_thread_cpu_time ();

  g_return_val_if_fail (contestant != NULL && turn != NULL, FALSE);
  g_return_val_if_fail (!akron_game_is_over (game), FALSE);
  g_return_val_if_fail (session != NULL || contestant->kind != AKRON_CONTESTANT_EXTERNAL,
                        FALSE);

  memset (turn, 0, sizeof *turn);
  switch (contestant->kind)
    {
    case AKRON_CONTESTANT_EXTERNAL:
      /* The program's own CPU time, not this thread's. */
      if (!choose_external (session, game, seed, turn, error))
        return FALSE;
      turn->time_us = g_get_monotonic_time () - start;
      return TRUE;
    case AKRON_CONTESTANT_SEARCH:
      choose_search (contestant, game, seed, turn);
      break;
    case AKRON_CONTESTANT_GREEDY:
      choose_greedy (game, seed, turn);
      break;
    case AKRON_CONTESTANT_RANDOM:
      choose_random (game, seed, turn);
      break;
    case AKRON_CONTESTANT_UCT:
      choose_uct (contestant, game, seed, turn);
      break;
    case AKRON_CONTESTANT_ALPHABETA:
      choose_alphabeta (contestant, game, seed, turn);
      break;
    default:
      g_assert_not_reached ();
    }
  turn->time_us = g_get_monotonic_time () - start;
  turn->cpu_us = akron_thread_cpu_time () - start_cpu;
  return TRUE;
}
