/* akron-labels.c: the words the window uses for a game, in one place
 *
 * The move list, the status line, the window title and the player cards all name players,
 * moves and results: they share these functions so that they never disagree (the status
 * once counted plies while the list counted moves).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-labels.h"
#include "akron-notation.h"

const char *
akron_label_colour (AkronColour colour)
{
  return akron_colour_get_name (colour);
}

const char *
akron_label_player (AkronGame *game, AkronColour colour)
{
  const char *name = game != NULL ? akron_game_get_player_for_colour (game, colour) : NULL;

  return name != NULL && *name != '\0' ? name : akron_label_colour (colour);
}

char *
akron_label_result (AkronGame *game)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour winner = result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
  AkronColour loser = AKRON_OPPONENT (winner);

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      /* Translators: %s is the winner: a player's name or a colour's name ("Vert") */
      return g_strdup_printf (_("%s wins by connection"), akron_label_player (game, winner));
    case AKRON_REASON_NO_LEGAL_MOVE:
      /* Translators: the winner, then the loser: players' names or colours' names */
      return g_strdup_printf (_("%s wins: %s has no legal move"),
                              akron_label_player (game, winner),
                              akron_label_player (game, loser));
    case AKRON_REASON_RESIGNATION:
      /* Translators: %s is the winner, a player's name or a colour's name; the opponent
       * resigned. Worded without the loser, whose gender a past tense would need. */
      return g_strdup_printf (_("%s wins by resignation"), akron_label_player (game, winner));
    case AKRON_REASON_REPETITION:
      return g_strdup (_("Draw by repetition"));
    case AKRON_REASON_NONE:
    default:
      return g_strdup (result == AKRON_RESULT_DRAW ? _("Draw") : "");
    }
}

char *
akron_label_move (AkronGame *game, guint ply)
{
  g_autofree char *move = NULL;
  guint index = ply - 1;

  if (ply == 0)
    return g_strdup (_("Start"));

  move = akron_game_get_move_text (game, index);
  /* Moves are numbered in pairs, as in chess: Vert's on even entries (a swap is an entry
   * and does not change the colour to move, so the pairs stay aligned). */
  if (index % 2 == 0)
    /* Translators: a move in the move list: its number and the move, "3. D4" */
    return g_strdup_printf (_("%u. %s"), index / 2 + 1, move);
  else
    /* Translators: Horz's move in the move list: "3… E5" */
    return g_strdup_printf (_("%u… %s"), index / 2 + 1, move);
}

char *
akron_label_status (AkronGame *game)
{
  const char *to_move = akron_label_player (game, akron_game_get_to_move (game));
  guint ply = akron_game_get_ply (game);
  g_autofree char *viewed = NULL;

  if (akron_game_is_over (game))
    return akron_label_result (game);
  if (ply == akron_game_get_n_moves (game))
    /* Translators: %s is a player's name or a colour's name ("Vert") */
    return g_strdup_printf (_("%s to move"), to_move);

  /* Browsing the history: say where, as the move list says it. */
  if (ply == 0)
    /* Translators: the player browses the history and sees the start of the game */
    return g_strdup_printf (_("Viewing the start · %s to move"), to_move);
  viewed = akron_label_move (game, ply);
  /* Translators: the player browses the history; "after 3… E5 · Ann to move" */
  return g_strdup_printf (_("Viewing after %s · %s to move"), viewed, to_move);
}

/* An unnamed player is called by the colour they play now, as their player card says:
 * after a swap, the person who opened as Vert plays Horz. */
static const char *
starter_label (AkronGame *game, AkronColour starter)
{
  const char *name = akron_game_get_player_name (game, starter);

  if (name != NULL && *name != '\0')
    return name;
  return akron_label_colour (akron_game_get_players_swapped (game) ? AKRON_OPPONENT (starter)
                                                                    : starter);
}

char *
akron_label_players (AkronGame *game)
{
  const char *vert = akron_game_get_player_name (game, AKRON_VERT);
  const char *horz = akron_game_get_player_name (game, AKRON_HORZ);

  if ((vert == NULL || *vert == '\0') && (horz == NULL || *horz == '\0'))
    return NULL;
  /* The players in the order they started, so that a named pair's title does not change
   * with a swap. */
  /* Translators: a game's title, "Ann vs Bob" */
  return g_strdup_printf (_("%s vs %s"), starter_label (game, AKRON_VERT),
                          starter_label (game, AKRON_HORZ));
}

char *
akron_label_sentence (const char *text)
{
  gunichar first = g_utf8_get_char_validated (text, -1);
  GString *sentence = g_string_new (NULL);

  if (first != (gunichar) -1 && first != (gunichar) -2 && first != 0)
    {
      g_string_append_unichar (sentence, g_unichar_totitle (first));
      text = g_utf8_next_char (text);
    }
  g_string_append (sentence, text);
  return g_string_free (sentence, FALSE);
}

char *
akron_label_file_error (GFile *file, const GError *error)
{
  const char *text = error->message;
  g_autofree char *parse_name = file != NULL ? g_file_get_parse_name (file) : NULL;
  g_autofree char *path = file != NULL ? g_file_get_path (file) : NULL;
  const char *names[] = { parse_name, path };

  /* GIO and the record reader start with the file's name, which the heading gives. */
  for (guint t = 0; t < G_N_ELEMENTS (names); t++)
    if (names[t] != NULL && g_str_has_prefix (text, names[t])
        && g_str_has_prefix (text + strlen (names[t]), ": "))
      {
        text += strlen (names[t]) + 2;
        break;
      }
  /* Further in, the file's path becomes its name ("Error opening file /home/…/x.akron"): a
   * long path cannot wrap in the alert, and the heading shows where it was. */
  if (path != NULL && strstr (text, path) != NULL)
    {
      g_autoptr(GString) shorter = g_string_new (text);
      g_autofree char *name = g_filename_display_basename (path);

      g_string_replace (shorter, path, name, 0);
      return akron_label_sentence (shorter->str);
    }
  return akron_label_sentence (text);
}

/* What is happening ---------------------------------------------------------------------- */

/* A player's name given in the game, or NULL. */
static const char *
given_name (AkronGame *game, AkronColour started_as)
{
  const char *name = akron_game_get_player_name (game, started_as);

  return name != NULL && *name != '\0' ? name : NULL;
}

char *
akron_label_swap (AkronGame *game, AkronMatch *match)
{
  /* The player who started as Horz swapped and now plays Vert. */
  const char *swapper = given_name (game, AKRON_HORZ);
  const char *other = given_name (game, AKRON_VERT);
  AkronColour person;

  /* Against the computer, said to the person: which side they are on now. */
  if (match != NULL && akron_match_get_lone_person (match, &person))
    {
      if (person == AKRON_VERT)
        /* Translators: after the pie rule, to the person who swapped against the computer;
         * %s is the colour they play now */
        return g_strdup_printf (_("You took over the first marble: you now play %s"),
                                akron_label_colour (AKRON_VERT));
      /* Translators: after the pie rule, when the computer swapped; %s is the colour the
       * person plays now */
      return g_strdup_printf (_("The computer took over your first marble: you now play %s"),
                              akron_label_colour (AKRON_HORZ));
    }
  if (swapper != NULL && other != NULL)
    /* Translators: after the pie rule: two players' names, each followed by the colour
     * they now play, "Colours swapped: Bob now plays Vert, Ann plays Horz" */
    return g_strdup_printf (_("Colours swapped: %s now plays %s, %s plays %s"), swapper,
                            akron_label_colour (AKRON_VERT), other,
                            akron_label_colour (AKRON_HORZ));
  /* Translators: after the pie rule, without player names; %s are colours' names */
  return g_strdup_printf (_("Colours swapped: the second player now plays %s, the first "
                            "player plays %s"),
                          akron_label_colour (AKRON_VERT), akron_label_colour (AKRON_HORZ));
}

char *
akron_label_not_yours (AkronGame *game, AkronColour to_move)
{
  AkronColour computer;
  AkronLevel level;

  if (game != NULL && akron_computer_player_read_tags (game, &computer, &level)
      && computer != to_move)
    /* Translators: a person playing against the computer chose one of the computer's
     * pieces on their own turn */
    return g_strdup (_("It is your turn: this piece belongs to the computer"));
  /* Translators: the player to move, then the opponent: names or colours' names */
  return g_strdup_printf (_("It is %s’s turn: this piece belongs to %s"),
                          akron_label_player (game, to_move),
                          akron_label_player (game, AKRON_OPPONENT (to_move)));
}

char *
akron_label_pending_win (AkronGame *game, AkronColour connected)
{
  const char *name = akron_label_player (game, connected);

  /* Translators: the delayed win; said to the player to move, whose opponent's chain
   * connects their sides: "Bob is connected: cut the chain this turn or Bob wins". Both
   * %s are the same player's name or colour's name; the player may be a man or a woman,
   * so prefer a wording whose words need not agree with them. */
  return g_strdup_printf (_("%s is connected: cut the chain this turn or %s wins"), name,
                          name);
}

char *
akron_label_drops_badge (guint drops)
{
  /* Translators: in the move list, beside a move that made marbles drop: "2 dropped" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u dropped", "%u dropped", drops),
                          drops);
}

char *
akron_label_cut (AkronGame *game, const AkronGeometry *geo, const AkronSceneLink *link,
                 gboolean to_person)
{
  AkronColour victim = link->colour;
  const char *mover = akron_label_player (game, AKRON_OPPONENT (victim));
  char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];

  akron_point_to_text (geo, link->a, a);
  akron_point_to_text (geo, link->b, b);
  if (to_person)
    /* Translators: after a move of the computer that cut the person's link: the computer's
     * name (or colour, "Horz"), then the two points of the link: "Horz cut your chain
     * between F6 and G6" */
    return g_strdup_printf (_("%s cut your chain between %s and %s"), mover, a, b);
  /* Translators: after a move that cut a link: the mover's name (or colour), the other
   * player's, then the two points of the link: "Horz cut Vert’s chain between F6 and G6" */
  return g_strdup_printf (_("%s cut %s’s chain between %s and %s"), mover,
                          akron_label_player (game, victim), a, b);
}

/* The news of a cut by the last move shown, or NULL. */
static char *
cut_news (AkronGame *game, AkronScene *scene, AkronMatch *match)
{
  guint n;
  const AkronSceneLink *cuts = akron_scene_get_last_cuts (scene, &n);
  AkronColour person;
  gboolean to_person;

  if (n == 0)
    return NULL;
  to_person = match != NULL && akron_match_get_lone_person (match, &person)
              && person == cuts[0].colour;
  return akron_label_cut (game, akron_position_get_geometry (akron_game_get_position (game)),
                          &cuts[0], to_person);
}

/* The news of the last move shown, or NULL. */
static char *
last_move_news (AkronGame *game, AkronScene *scene, AkronMatch *match)
{
  guint ply = akron_game_get_ply (game);
  const AkronMove *last = ply > 0 ? akron_game_get_move (game, ply - 1) : NULL;
  guint drops = akron_scene_get_last_drops (scene);
  g_autofree char *move = NULL;

  if (last == NULL)
    return NULL;
  if (last->kind == AKRON_MOVE_SWAP)
    return akron_label_swap (game, match);
  if (last->kind != AKRON_MOVE_STEP || drops == 0)
    return cut_news (game, scene, match);

  move = akron_game_get_move_text (game, ply - 1);
  /* Translators: the status after a move that made marbles drop: "B4-D4 dropped 1 marble" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s dropped %u marble",
                                       "%s dropped %u marbles", drops),
                          move, drops);
}

/* Whether a person plays alone against the computer (@match, may be NULL; their colour in
 * @person) and the window shows the end of the line, where the status line speaks to them. */
static gboolean
lone_person_at_end (AkronGame *game, AkronMatch *match, AkronColour *person)
{
  return match != NULL && akron_match_get_lone_person (match, person)
         && akron_game_get_ply (game) == akron_game_get_n_moves (game);
}

/* Whose turn it is, said to a person playing alone against the computer (@match, may be
 * NULL) at the end of the line: "Your move", or while the computer thinks, what the header
 * says then. NULL otherwise: two people at one board, or browsing the moves, are told
 * whose turn by colour or name. */
static char *
turn_to_person (AkronGame *game, AkronMatch *match)
{
  AkronColour person;

  if (!lone_person_at_end (game, match, &person))
    return NULL;
  if (akron_game_get_to_move (game) == person)
    /* Translators: the status line on the turn of a person playing against the computer */
    return g_strdup (_("Your move"));
  if (akron_computer_player_get_thinking (akron_match_get_computer (match)))
    return g_strdup (_("Thinking…"));
  return NULL;
}

/* The delayed win, said to a person playing alone against the computer (@match, may be
 * NULL) at the end of the line, as "Your move" is. NULL otherwise: two people at one board,
 * or browsing the moves, are told by colour or name. */
static char *
pending_win_to_person (AkronGame *game, AkronMatch *match, AkronColour connected)
{
  AkronColour person;

  if (!lone_person_at_end (game, match, &person))
    return NULL;
  if (connected == person)
    /* Translators: the delayed win, said to a person playing against the computer: the
     * person's chain connects their sides and the computer is to move */
    return g_strdup (_("You are connected: the computer must cut your chain this turn"));
  /* Translators: the delayed win, said to a person playing against the computer: the
   * computer's chain connects its sides and the person is to move */
  return g_strdup (_("The computer is connected: cut its chain this turn or you lose"));
}

/* A connection won the game that did not exist before the loser's last move. */
static gboolean
revealed_by_loser (AkronGame *game, AkronScene *scene)
{
  return akron_game_get_reason (game) == AKRON_REASON_CONNECTION
         && akron_scene_get_connection_state (scene) == AKRON_CONNECTION_WON
         && akron_scene_get_connection_revealed (scene);
}

/* A won or lost game's result, said to a person playing alone against the computer (@match,
 * may be NULL) as the game-over card says it ("You Win"). NULL otherwise: two people at one
 * board are told who won by colour or name, and a draw is no one's. */
static char *
result_to_person (AkronGame *game, AkronScene *scene, AkronMatch *match)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour person;
  gboolean won;

  if (match == NULL || !akron_match_get_lone_person (match, &person)
      || (result != AKRON_RESULT_VERT && result != AKRON_RESULT_HORZ))
    return NULL;
  won = (result == AKRON_RESULT_VERT) == (person == AKRON_VERT);

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      if (revealed_by_loser (game, scene))
        return g_strdup (won
                         /* Translators: the status line when a game against the computer
                          * ends: the computer's move uncovered the person's connection */
                         ? _("You win: the computer’s move revealed your connection")
                         /* Translators: the status line when a game against the computer
                          * ends: the person's move uncovered the computer's connection */
                         : _("You lose: your move revealed the computer’s connection"));
      return g_strdup (won
                       /* Translators: the status line when a game against the computer ends,
                        * as "Ann wins by connection" says it to two people */
                       ? _("You win by connection")
                       /* Translators: the status line when a game against the computer ends */
                       : _("You lose: the computer connected"));
    case AKRON_REASON_NO_LEGAL_MOVE:
      return g_strdup (won
                       /* Translators: the status line when a game against the computer ends */
                       ? _("You win: the computer has no legal move")
                       /* Translators: the status line when a game against the computer ends */
                       : _("You lose: you have no legal move"));
    case AKRON_REASON_RESIGNATION:
      return g_strdup (won
                       /* Translators: the status line when a game against the computer ends */
                       ? _("You win: the computer resigns")
                       /* Translators: the status line when the person resigned against the
                        * computer, as "Ann wins by resignation" */
                       : _("You lose by resignation"));
    case AKRON_REASON_REPETITION:
    case AKRON_REASON_NONE:
    default:
      return NULL;
    }
}

char *
akron_label_report (AkronGame *game, AkronScene *scene, AkronMatch *match)
{
  g_autofree char *news = NULL;
  g_autofree char *turn = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();

  if (akron_game_is_over (game))
    {
      g_autofree char *result = NULL;
      g_autofree char *reason = NULL;

      if ((result = result_to_person (game, scene, match)) != NULL)
        return g_steal_pointer (&result);
      result = akron_label_result (game);
      if (!revealed_by_loser (game, scene))
        return g_steal_pointer (&result);
      reason = akron_label_ending_reason (game, scene);
      /* Translators: the result and why: "Ann wins by connection · Bob’s move revealed
       * Ann’s connection" */
      return g_strdup_printf (C_("result, reason", "%s · %s"), result, reason);
    }

  news = last_move_news (game, scene, match);
  if (akron_scene_get_connection_state (scene) == AKRON_CONNECTION_PENDING)
    {
      AkronColour connected = akron_scene_get_connection_colour (scene);

      turn = pending_win_to_person (game, match, connected);
      if (turn == NULL)
        turn = akron_label_pending_win (game, connected);
      /* While browsing, say where first (a pending win needs a move played). */
      if (akron_game_get_ply (game) < akron_game_get_n_moves (game))
        {
          g_autofree char *viewed = akron_label_move (game, akron_game_get_ply (game));
          g_autofree char *both = NULL;

          /* Translators: browsing the history to a pending win: "Viewing after 5. C1 ·
           * Ann is connected: cut the chain this turn or Ann wins" */
          both = g_strdup_printf (_("Viewing after %s · %s"), viewed, turn);
          g_free (turn);
          turn = g_steal_pointer (&both);
        }
    }
  else if ((turn = turn_to_person (game, match)) == NULL)
    turn = akron_label_status (game);

  if (news == NULL)
    return g_steal_pointer (&turn);
  /* Translators: what the last move did, then whose turn: "B4-D4 dropped 1 marble · Horz to
   * move" */
  return g_strdup_printf (C_("news, turn", "%s · %s"), news, turn);
}

char *
akron_label_ending_heading (AkronGame *game)
{
  switch (akron_game_get_result (game))
    {
    case AKRON_RESULT_VERT:
      /* Translators: the heading over the board when a game ends: "Ann Wins" */
      return g_strdup_printf (_("%s Wins"), akron_label_player (game, AKRON_VERT));
    case AKRON_RESULT_HORZ:
      return g_strdup_printf (_("%s Wins"), akron_label_player (game, AKRON_HORZ));
    case AKRON_RESULT_DRAW:
      return g_strdup (_("Draw"));
    case AKRON_RESULT_NONE:
    default:
      return g_strdup ("");
    }
}

char *
akron_label_ending_heading_for (AkronGame *game, AkronColour person)
{
  switch (akron_game_get_result (game))
    {
    case AKRON_RESULT_VERT:
    case AKRON_RESULT_HORZ:
      if ((akron_game_get_result (game) == AKRON_RESULT_VERT) == (person == AKRON_VERT))
        /* Translators: the heading when a game against the computer ends */
        return g_strdup (_("You Win"));
      /* Translators: the heading when a game against the computer ends */
      return g_strdup (_("You Lose"));
    case AKRON_RESULT_NONE:
    case AKRON_RESULT_DRAW:
    default:
      return akron_label_ending_heading (game);
    }
}

char *
akron_label_ending_reason (AkronGame *game, AkronScene *scene)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour winner = result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
  const char *winner_name = akron_label_player (game, winner);
  const char *loser_name = akron_label_player (game, AKRON_OPPONENT (winner));

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      if (scene != NULL && revealed_by_loser (game, scene))
        /* Translators: "Bob’s move revealed Ann’s connection"; the loser, then the winner */
        return g_strdup_printf (_("%s’s move revealed %s’s connection"), loser_name,
                                winner_name);
      if (winner == AKRON_VERT)
        /* Translators: why the game ended, under the heading "Ann Wins": %s is the
         * winner, a player's name or a colour's name. In the present tense, so that no
         * verb needs the player's gender. */
        return g_strdup_printf (_("%s connects top and bottom"), winner_name);
      /* Translators: as "%s connects top and bottom", for the other player */
      return g_strdup_printf (_("%s connects left and right"), winner_name);
    case AKRON_REASON_NO_LEGAL_MOVE:
      /* Translators: %s is the loser, a player's name or a colour's name */
      return g_strdup_printf (_("%s has no legal move"), loser_name);
    case AKRON_REASON_RESIGNATION:
      /* Translators: %s is a player's name or a colour's name. In the present tense, so
       * that no verb needs the player's gender. */
      return g_strdup_printf (_("%s resigns"), loser_name);
    case AKRON_REASON_REPETITION:
      return g_strdup (_("The same position occurred three times"));
    case AKRON_REASON_NONE:
    default:
      return g_strdup ("");
    }
}

char *
akron_label_result_line (AkronGame *game)
{
  AkronResult result = akron_game_get_result (game);
  AkronColour winner = result == AKRON_RESULT_VERT ? AKRON_VERT : AKRON_HORZ;
  const char *winner_name = akron_label_player (game, winner);
  const char *loser_name = akron_label_player (game, AKRON_OPPONENT (winner));
  /* Vert's score first, as White's in chess. */
  const char *score = result == AKRON_RESULT_VERT ? "1–0"
                      : result == AKRON_RESULT_HORZ ? "0–1" : "½–½";

  switch (akron_game_get_reason (game))
    {
    case AKRON_REASON_CONNECTION:
      /* Translators: the last line of a finished game's move list, the score and the
       * winner's name or colour's name: "1–0 · Ann connects". In the present tense, so
       * that no verb needs the player's gender. */
      return g_strdup_printf (_("%s · %s connects"), score, winner_name);
    case AKRON_REASON_NO_LEGAL_MOVE:
      /* Translators: the score and the loser: "1–0 · Bob has no legal move" */
      return g_strdup_printf (_("%s · %s has no legal move"), score, loser_name);
    case AKRON_REASON_RESIGNATION:
      /* Translators: the score and the loser: "1–0 · Bob resigns". In the present tense,
       * so that no verb needs the player's gender. */
      return g_strdup_printf (_("%s · %s resigns"), score, loser_name);
    case AKRON_REASON_REPETITION:
      /* Translators: "½–½ · draw by repetition" */
      return g_strdup_printf (_("%s · draw by repetition"), score);
    case AKRON_REASON_NONE:
    default:
      return g_strdup (score);
    }
}

char *
akron_label_variant (AkronGame *game)
{
  guint size = akron_game_get_size (game);
  guint pieces = akron_game_get_pieces (game);
  g_autoptr(GString) text = g_string_new (NULL);

  /* Translators: the board's size in the variant line, "8×8" */
  g_string_printf (text, _("%u×%u"), size, size);
  g_string_append (text, " · ");
  /* Translators: the pile each player starts with, in the variant line */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u marble each",
                                             "%u marbles each", pieces),
                          pieces);
  if (akron_game_get_swap (game))
    {
      g_string_append (text, " · ");
      /* Translators: the variant allows the swap (pie rule) */
      g_string_append (text, _("Pie rule"));
    }
  if (akron_game_get_no_delay (game))
    {
      g_string_append (text, " · ");
      /* Translators: the variant where a connection wins at once */
      g_string_append (text, _("Win without delay"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
