/* akron-puzzle.c: puzzles, their file format and their proofs
 *
 * The proofs work on bare positions (apply and take back), with the end of the game as
 * RULES.md section 5 has it: a connection ends the game at the start of a turn (or at
 * once without the delay), and a player with no legal move at the start of a turn loses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-puzzle.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "akron-lesson.h"
#include "akron-notation.h"

static const struct
{
  const char *name;
  const char *title;
  const char *instruction;
} kinds[AKRON_PUZZLE_N_KINDS] = {
  { "connect-one", N_("Connect in One"),
    N_("Join your two sides with one move.") },
  { "connect-two", N_("Connect in Two"),
    N_("Find the move after which you can connect next turn, whatever the other player "
       "does.") },
  { "cut", N_("Cut the Connection"),
    N_("The other player is connected and wins at the start of the next turn. Cut the "
       "chain now.") },
  { "save", N_("Save Your Chain"),
    N_("Connect your two sides in a way that the other player cannot cut.") },
  { "drop", N_("Use a Drop"),
    N_("Connect your two sides. Only a move that makes marbles drop does it.") },
  { "no-delay", N_("Win with No Delay"),
    N_("In this game a connection wins at once. Find the winning move.") },
};

void
akron_puzzle_free (AkronPuzzle *puzzle)
{
  if (puzzle == NULL)
    return;
  g_free (puzzle->id);
  g_free (puzzle->moves);
  g_strfreev (puzzle->solutions);
  g_free (puzzle);
}

const char *
akron_puzzle_kind_to_string (AkronPuzzleKind kind)
{
  g_return_val_if_fail (kind < AKRON_PUZZLE_N_KINDS, NULL);
  return kinds[kind].name;
}

gboolean
akron_puzzle_kind_from_string (const char *text, AkronPuzzleKind *kind)
{
  for (guint k = 0; k < AKRON_PUZZLE_N_KINDS; k++)
    if (g_strcmp0 (text, kinds[k].name) == 0)
      {
        *kind = k;
        return TRUE;
      }
  return FALSE;
}

const char *
akron_puzzle_kind_get_title (AkronPuzzleKind kind)
{
  g_return_val_if_fail (kind < AKRON_PUZZLE_N_KINDS, NULL);
  return _(kinds[kind].title);
}

const char *
akron_puzzle_kind_get_instruction (AkronPuzzleKind kind)
{
  g_return_val_if_fail (kind < AKRON_PUZZLE_N_KINDS, NULL);
  return _(kinds[kind].instruction);
}

static gboolean
parse_uint (const char *text, guint min, guint max, guint *value)
{
  char *end = NULL;
  guint64 v;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v < min || v > max)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

static AkronPuzzle *
parse_line (const char *line, GError **error)
{
  g_auto (GStrv) fields = g_strsplit (line, "|", -1);
  g_autoptr (AkronPuzzle) puzzle = g_new0 (AkronPuzzle, 1);
  g_auto (GStrv) solutions = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();

  if (g_strv_length (fields) != 8)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD,
                   _("a puzzle has 8 fields separated by “|”, not %u"),
                   g_strv_length (fields));
      return NULL;
    }
  for (guint f = 0; fields[f] != NULL; f++)
    g_strstrip (fields[f]);

  puzzle->id = g_strdup (fields[0]);
  if (!akron_puzzle_kind_from_string (fields[1], &puzzle->kind)
      || !parse_uint (fields[2], 1, 3, &puzzle->difficulty)
      || !parse_uint (fields[3], AKRON_MIN_SIZE, AKRON_MAX_SIZE, &puzzle->size)
      || !parse_uint (fields[4], 0, AKRON_MAX_PIECES, &puzzle->pieces)
      || !(g_str_equal (fields[5], "delay") || g_str_equal (fields[5], "nodelay")))
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD,
                   _("puzzle “%s”: a kind, difficulty (1 to 3), size, pieces or delay that "
                     "does not read"), fields[0]);
      return NULL;
    }
  puzzle->no_delay = g_str_equal (fields[5], "nodelay");
  puzzle->moves = g_strdup (fields[6]);
  solutions = g_strsplit (fields[7], " ", -1);
  for (guint s = 0; solutions[s] != NULL; s++)
    if (solutions[s][0] != '\0')
      g_strv_builder_add (builder, solutions[s]);
  puzzle->solutions = g_strv_builder_end (builder);
  if (puzzle->id[0] == '\0' || puzzle->solutions[0] == NULL)
    {
      g_set_error (error, AKRON_ERROR, AKRON_ERROR_RECORD,
                   _("a puzzle needs an id and at least one solution"));
      return NULL;
    }
  return g_steal_pointer (&puzzle);
}

GPtrArray *
akron_puzzles_parse (const char *text, GError **error)
{
  g_autoptr (GPtrArray) puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) akron_puzzle_free);
  g_auto (GStrv) lines = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  lines = g_strsplit (text, "\n", -1);
  for (guint l = 0; lines[l] != NULL; l++)
    {
      g_autoptr (GError) local_error = NULL;
      const char *line = lines[l];
      AkronPuzzle *puzzle;

      while (g_ascii_isspace (*line))
        line++;
      if (*line == '\0' || *line == '#')
        continue;
      puzzle = parse_line (line, &local_error);
      if (puzzle == NULL)
        {
          g_set_error (error, local_error->domain, local_error->code,
                       /* Translators: a line of the puzzle file and why it does not read. */
                       _("line %u: %s"), l + 1, local_error->message);
          return NULL;
        }
      g_ptr_array_add (puzzles, puzzle);
    }
  return g_steal_pointer (&puzzles);
}

char *
akron_puzzle_to_line (const AkronPuzzle *puzzle)
{
  g_autofree char *solutions = g_strjoinv (" ", puzzle->solutions);

  return g_strdup_printf ("%s | %s | %u | %u | %u | %s | %s | %s", puzzle->id,
                          akron_puzzle_kind_to_string (puzzle->kind), puzzle->difficulty,
                          puzzle->size, puzzle->pieces, puzzle->no_delay ? "nodelay" : "delay",
                          puzzle->moves, solutions);
}

AkronGame *
akron_puzzle_new_game (const AkronPuzzle *puzzle, GError **error)
{
  g_autoptr (AkronGame) game = NULL;

  g_return_val_if_fail (puzzle != NULL, NULL);

  game = akron_game_new (puzzle->size, puzzle->pieces, FALSE, puzzle->no_delay, error);
  if (game == NULL || !akron_play_move_list (game, puzzle->moves, error))
    return NULL;
  return g_steal_pointer (&game);
}

/* --- The proofs ------------------------------------------------------------------------ */

/* Who has won once the move that @undo took back was played into @pos, the game being
 * played with @no_delay; -1 while it goes on. */
static int
winner_now (const AkronPosition *pos, const AkronUndo *undo, gboolean no_delay)
{
  AkronColour winner;

  if (akron_position_connection_ends_game (pos, undo, no_delay, &winner, NULL))
    return winner;
  if (!akron_position_has_legal_move (pos))
    return AKRON_OPPONENT (akron_position_get_to_move (pos));
  return -1;
}

static gboolean
connected_or_won (const AkronPosition *pos, int winner, AkronColour player)
{
  if (winner >= 0)
    return winner == (int) player;
  return akron_position_has_connection (pos, player, NULL, NULL);
}

/* Whether @player, to move in @pos, has a move that connects (or wins). */
static gboolean
can_connect (AkronPosition *pos, gboolean no_delay)
{
  AkronColour player = akron_position_get_to_move (pos);
  AkronMoveList list;
  gboolean found = FALSE;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint i = 0; i < list.len && !found; i++)
    {
      AkronUndo undo;

      akron_position_apply (pos, &list.moves[i], &undo);
      found = connected_or_won (pos, winner_now (pos, &undo, no_delay), player);
      akron_position_unapply (pos, &undo);
    }
  akron_move_list_clear (&list);
  return found;
}

/* Whether every reply of the opponent, to move in @pos after @player's move, leaves
 * @player a winner or (with @second_move) with a move that connects. */
static gboolean
every_reply_fails (AkronPosition *pos, AkronColour player, gboolean no_delay,
                   gboolean second_move)
{
  AkronMoveList list;
  gboolean holds = TRUE;

  akron_move_list_init (&list);
  akron_position_generate (pos, &list);
  for (guint i = 0; i < list.len && holds; i++)
    {
      AkronUndo undo;
      int winner;

      akron_position_apply (pos, &list.moves[i], &undo);
      winner = winner_now (pos, &undo, no_delay);
      if (winner >= 0)
        holds = winner == (int) player;
      else
        holds = second_move && can_connect (pos, no_delay);
      akron_position_unapply (pos, &undo);
    }
  akron_move_list_clear (&list);
  return holds;
}

static gboolean
solves (AkronPuzzleKind kind, AkronPosition *pos, const AkronMove *move, gboolean no_delay)
{
  AkronColour player = akron_position_get_to_move (pos);
  AkronUndo undo;
  gboolean result = FALSE;
  int winner;

  akron_position_apply (pos, move, &undo);
  winner = winner_now (pos, &undo, no_delay);
  switch (kind)
    {
    case AKRON_PUZZLE_CONNECT_ONE:
      result = connected_or_won (pos, winner, player);
      break;
    case AKRON_PUZZLE_DROP:
      result = undo.n_drops > 0 && connected_or_won (pos, winner, player);
      break;
    case AKRON_PUZZLE_NO_DELAY:
      result = winner == (int) player;
      break;
    case AKRON_PUZZLE_CUT:
      /* A cut that leaves the opponent without a legal move wins outright: that counts. */
      if (winner >= 0)
        result = winner == (int) player;
      else
        result = !akron_position_has_connection (pos, AKRON_OPPONENT (player), NULL, NULL);
      break;
    case AKRON_PUZZLE_SAVE:
      if (winner >= 0)
        result = winner == (int) player;
      else
        result = akron_position_has_connection (pos, player, NULL, NULL)
                 && every_reply_fails (pos, player, no_delay, FALSE);
      break;
    case AKRON_PUZZLE_CONNECT_TWO:
      if (winner >= 0)
        result = winner == (int) player;
      else
        result = every_reply_fails (pos, player, no_delay, TRUE);
      break;
    default:
      g_assert_not_reached ();
    }
  akron_position_unapply (pos, &undo);
  return result;
}

gboolean
akron_puzzle_move_solves (AkronPuzzleKind kind, AkronGame *game, const AkronMove *move)
{
  AkronPosition pos;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);
  g_return_val_if_fail (kind < AKRON_PUZZLE_N_KINDS, FALSE);

  pos = *akron_game_get_position (game);
  if (akron_game_is_over (game) || !akron_position_check_move (&pos, move, NULL))
    return FALSE;
  return solves (kind, &pos, move, akron_game_get_no_delay (game));
}

static int
compare_strings (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

GStrv
akron_puzzle_prove (AkronPuzzleKind kind, AkronGame *game)
{
  AkronPosition pos;
  AkronMoveList list;
  g_autoptr (GPtrArray) found = g_ptr_array_new ();

  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);

  pos = *akron_game_get_position (game);
  akron_move_list_init (&list);
  if (!akron_game_is_over (game))
    akron_position_generate (&pos, &list);
  for (guint i = 0; i < list.len; i++)
    if (solves (kind, &pos, &list.moves[i], akron_game_get_no_delay (game)))
      g_ptr_array_add (found, akron_move_to_string (pos.geo, &list.moves[i]));
  akron_move_list_clear (&list);
  g_ptr_array_sort (found, compare_strings);
  g_ptr_array_add (found, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&found), FALSE);
}

gboolean
akron_puzzle_judge (const AkronPuzzle *puzzle, const AkronPosition *before,
                    const AkronMove *move, AkronGame *game, char **why_not)
{
  g_autofree char *text = NULL;
  AkronColour player;
  AkronGoal goal = { AKRON_GOAL_CONNECT, NULL, 0 };

  g_return_val_if_fail (puzzle != NULL && before != NULL && move != NULL, FALSE);

  if (why_not != NULL)
    *why_not = NULL;
  text = akron_move_to_string (before->geo, move);
  for (guint s = 0; puzzle->solutions[s] != NULL; s++)
    if (g_ascii_strcasecmp (puzzle->solutions[s], text) == 0)
      return TRUE;
  if (why_not == NULL)
    return FALSE;

  /* Say first what the move failed to do, in the words of the lessons. */
  player = akron_position_get_to_move (before);
  switch (puzzle->kind)
    {
    case AKRON_PUZZLE_CUT:
      goal.kind = AKRON_GOAL_UNCONNECT;
      break;
    case AKRON_PUZZLE_NO_DELAY:
      goal.kind = AKRON_GOAL_WIN;
      break;
    default:
      break;
    }
  if (puzzle->kind != AKRON_PUZZLE_CONNECT_TWO
      && !akron_goal_is_met (&goal, player, before, move, game, why_not))
    return FALSE;

  switch (puzzle->kind)
    {
    case AKRON_PUZZLE_SAVE:
      *why_not = g_strdup (_("This connects, but the other player can cut the chain before "
                             "it wins."));
      break;
    case AKRON_PUZZLE_CONNECT_TWO:
      *why_not = g_strdup (_("After this move the other player can stop you from connecting "
                             "next turn."));
      break;
    default:
      *why_not = g_strdup (_("This is not the move the puzzle asks for."));
      break;
    }
  return FALSE;
}
