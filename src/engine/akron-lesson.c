/* akron-lesson.c: the lessons of "Learn to Play", and the goals that lessons and puzzles set
 *
 * Each lesson is one small position and one goal that a single real move achieves. The
 * positions are move lists from the empty board, so that they are legal by construction;
 * tests/engine/test-lesson.c plays each lesson's solution and a wrong try through these
 * checks. The texts speak the board's language (Add, Move, link, cut, drop, pinned) and
 * RULES.md's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-lesson.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "akron-notation.h"

static const AkronLesson lessons[] = {
  {
    "add",
    N_("Add a Marble"),
    N_("A turn is one of two things: add a marble from your pile, or move one already on the "
       "board. You play Vert. Add a marble to one of the four holes in the middle: click it."),
    N_("Well done. Every game begins with marbles added to the board, one a turn."),
    N_("Click an empty hole in the middle of the board."),
    4, 0, FALSE, FALSE,
    "",
    AKRON_VERT, { AKRON_GOAL_ADD, "B2 C2 B3 C3", 0 },
    "B3", "A1",
  },
  {
    "touch",
    N_("Touch and Connect"),
    N_("Two marbles of one colour that touch make a link. They touch side by side, never "
       "diagonally. Connect your marbles B4 and B2 with one marble."),
    N_("Connected. Marbles joined by links make a chain."),
    N_("The hole between them touches both."),
    5, 0, FALSE, FALSE,
    "B4 E5 B2 E1",
    AKRON_VERT, { AKRON_GOAL_JOIN, "B4 B2", 0 },
    "B3", "C3",
  },
  {
    "sides",
    N_("The Two Sides"),
    N_("Vert wins by connecting the top and the bottom of the board, Horz by connecting the "
       "left and the right. This time you play Horz: complete your chain from left to right."),
    N_("Your chain joins your two sides: that is a winning connection."),
    N_("Your chain ends one hole short of the right side."),
    4, 0, FALSE, FALSE,
    "B4 A3 C1 B3 A1 C3 C4",
    AKRON_HORZ, { AKRON_GOAL_CONNECT, NULL, 0 },
    "D3", "D2",
  },
  {
    "move",
    N_("Move a Marble"),
    N_("Instead of adding, you may move one of your marbles. It must land touching the chain "
       "it belonged to. Move the marble C4 so that your chain reaches the bottom."),
    N_("A move can carry a marble from one end of a chain to the other."),
    N_("Click C4, then the hole under the foot of your chain."),
    4, 0, FALSE, FALSE,
    "B4 A3 B3 D3 B2 D2 C4 A1",
    AKRON_VERT, { AKRON_GOAL_CONNECT_MOVING, NULL, 0 },
    "C4-B1", "B1",
  },
  {
    "climb",
    N_("Climb the Pyramid"),
    N_("A marble may rest on four marbles that make a square, of either colour. Only moved "
       "marbles climb: added ones always go into holes. Move A3 up onto the square of four "
       "marbles."),
    N_("Your marble stands on level 1 and touches all four marbles under it."),
    N_("Click A3, then the point between B3, C3, B2 and C2."),
    4, 0, FALSE, FALSE,
    "B3 A1 C3 D1 B2 D4 C2 A4 A3 D2",
    AKRON_VERT, { AKRON_GOAL_CLIMB, NULL, 0 },
    "A3-B3'", "A3-A2",
  },
  {
    "over-under",
    N_("Over Beats Under"),
    N_("When a link passes over a link of the other colour, the upper one holds and the lower "
       "one is cut. Your marble B4' already stands over Horz's link B3–C3. Move A2 up beside "
       "it, so that your link crosses over Horz's and cuts it."),
    N_("Horz's link is cut: the chain from the right side no longer reaches B3. Your own "
       "links can be cut the same way."),
    N_("Click A2, then the point just below B4'."),
    4, 0, FALSE, FALSE,
    "B4 B3 C4 C3 B2 D1 C2 A1 A4 D4 A4-B4' D2 A2 D3",
    AKRON_VERT, { AKRON_GOAL_CUT_LINK, "B3 C3", 0 },
    "A2-B3'", "A3",
  },
  {
    "drop",
    N_("A Drop and a Cascade"),
    N_("When a marble leaves a point that holds up exactly one marble, that marble drops "
       "into its place, and the one above drops after it. Move your marble A5 away so that "
       "two marbles drop."),
    N_("Two marbles dropped: a cascade. Dropping marbles can break chains, yours or the other "
       "player's."),
    N_("A5 holds up the tower in the corner. Move it to A2."),
    5, 0, FALSE, FALSE,
    "A5 B5 A4 C5 B4 C4 A3 B3 C3 D5 A5-A4' D5-B5' A5 D5 A2 D4 A2-A5' D4-B4' A2 D2 A2-A5'' D5-D4",
    AKRON_VERT, { AKRON_GOAL_DROP, NULL, 2 },
    "A5-A2", "A5''-A2",
  },
  {
    "pinned",
    N_("A Pinned Marble"),
    N_("A marble that holds up two or more marbles is pinned: it cannot move. Your marble A4 "
       "is pinned. Move another marble into the hole A2."),
    N_("Right. The top of the tower was free to move, and nothing dropped."),
    N_("The marble at the top of the tower holds nothing up."),
    5, 0, FALSE, FALSE,
    "A5 B5 A4 C5 B4 C4 A3 B3 C3 D5 A5-A4' D5-B5' A5 D5 A2 D4 A2-A5' D4-B4' A2 D2 A2-A5'' D5-D4",
    AKRON_VERT, { AKRON_GOAL_MOVE_TO, "A2", 0 },
    "A5''-A2", "A4-A2",
  },
  {
    "pie-rule",
    N_("The Pie Rule"),
    N_("Moving first is an advantage, so on the second turn of a game Horz may swap: take over "
       "Vert's marble and colour instead of moving. You play Horz, and Vert opened in the "
       "centre, a strong start. Swap."),
    N_("You swapped: you now play Vert with the marble in the centre, and the other player "
       "moves next as Horz."),
    N_("Press Swap under the board."),
    5, 0, TRUE, FALSE,
    "C3",
    AKRON_HORZ, { AKRON_GOAL_SWAP, NULL, 0 },
    "swap", "B2",
  },
  {
    "delayed-win",
    N_("Cut the Chain or Lose"),
    N_("A winning connection wins only when it survives the other player's reply. Horz has "
       "just connected left and right: cut Horz's chain now, or Horz wins at the start of "
       "the next turn. Your B3' stands over Horz's link B2–C2."),
    N_("Cut in time. Horz's chain no longer joins the two sides, so the game goes on."),
    N_("Move A1 up next to B3', over Horz's link."),
    4, 0, FALSE, FALSE,
    "B3 A2 C3 B2 B1 C2 C1 D4 A3 A4 A1 D3 A3-B3' D2",
    AKRON_VERT, { AKRON_GOAL_UNCONNECT, NULL, 0 },
    "A1-B2'", "A3",
  },
  {
    "closed-stage",
    N_("The Closed Stage"),
    N_("When your pile is empty you can only move marbles. Both piles are empty here. "
       "Connect the top and the bottom by moving a marble."),
    N_("Connected by a move. In the closed stage, every marble counts twice: where it leaves "
       "and where it lands."),
    N_("The gap in your chain is C3. Which marble touches both the chain and the gap?"),
    5, 5, FALSE, FALSE,
    "C5 A3 C4 B3 C2 D3 C1 E3 D4 A1",
    AKRON_VERT, { AKRON_GOAL_CONNECT_MOVING, NULL, 0 },
    "D4-C3", "D4-D5",
  },
};

guint
akron_lesson_get_n_lessons (void)
{
  return G_N_ELEMENTS (lessons);
}

const AkronLesson *
akron_lesson_get (guint index)
{
  g_return_val_if_fail (index < G_N_ELEMENTS (lessons), NULL);
  return &lessons[index];
}

const AkronLesson *
akron_lesson_find (const char *id)
{
  g_return_val_if_fail (id != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (lessons); i++)
    if (g_str_equal (lessons[i].id, id))
      return &lessons[i];
  return NULL;
}

gboolean
akron_play_move_list (AkronGame *game, const char *moves, GError **error)
{
  g_auto (GStrv) texts = NULL;
  guint number = 0;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);
  g_return_val_if_fail (moves != NULL, FALSE);

  texts = g_strsplit_set (moves, " \t\n", -1);
  for (guint i = 0; texts[i] != NULL; i++)
    {
      g_autoptr (GError) local_error = NULL;

      if (texts[i][0] == '\0')
        continue;
      number++;
      if (!akron_game_play_text (game, texts[i], &local_error))
        {
          g_set_error (error, local_error->domain, local_error->code,
                       /* Translators: a move list that does not play; %u counts from 1. */
                       _("move %u (%s): %s"), number, texts[i], local_error->message);
          return FALSE;
        }
    }
  return TRUE;
}

AkronGame *
akron_lesson_new_game (const AkronLesson *lesson, GError **error)
{
  g_autoptr (AkronGame) game = NULL;

  g_return_val_if_fail (lesson != NULL, NULL);

  game = akron_game_new (lesson->size, lesson->pieces, lesson->swap, lesson->no_delay, error);
  if (game == NULL || !akron_play_move_list (game, lesson->start, error))
    return NULL;
  return g_steal_pointer (&game);
}

gboolean
akron_position_are_joined (const AkronPosition *pos, AkronColour colour, AkronPoint a,
                           AkronPoint b)
{
  const AkronCell own = AKRON_CELL_OF (colour);
  const guint n_points = akron_position_get_geometry (pos)->n_points;
  g_autofree AkronLink *links = g_new (AkronLink, (gsize) n_points * 6);
  g_autofree AkronPoint *parent = g_new (AkronPoint, n_points);
  guint n_links;

  g_return_val_if_fail (a < n_points && b < n_points, FALSE);

  if (akron_position_get_cell (pos, a) != own || akron_position_get_cell (pos, b) != own)
    return FALSE;
  if (a == b)
    return !akron_position_is_covered (pos, a);

  /* Union-find over the uncut links of the colour. */
  for (guint p = 0; p < n_points; p++)
    parent[p] = (AkronPoint) p;
  n_links = akron_position_links (pos, links, n_points * 6);
  for (guint l = 0; l < n_links; l++)
    {
      AkronPoint ra = links[l].a, rb = links[l].b;

      if (links[l].colour != colour || links[l].cut)
        continue;
      while (parent[ra] != ra)
        ra = parent[ra] = parent[parent[ra]];
      while (parent[rb] != rb)
        rb = parent[rb] = parent[parent[rb]];
      parent[ra] = rb;
    }
  while (parent[a] != a)
    a = parent[a];
  while (parent[b] != b)
    b = parent[b];
  return a == b;
}

/* The goal's points, parsed for the game's board. */
static guint
goal_points (const AkronGoal *goal, const AkronGeometry *geo, AkronPoint *points, guint max)
{
  g_auto (GStrv) texts = NULL;
  guint n = 0;

  if (goal->points == NULL)
    return 0;
  texts = g_strsplit (goal->points, " ", -1);
  for (guint i = 0; texts[i] != NULL && n < max; i++)
    if (texts[i][0] != '\0' && akron_point_parse (geo, texts[i], &points[n], NULL))
      n++;
  return n;
}

static gboolean
point_in (AkronPoint p, const AkronPoint *points, guint n)
{
  for (guint i = 0; i < n; i++)
    if (points[i] == p)
      return TRUE;
  return FALSE;
}

static gboolean
link_is_cut (const AkronPosition *pos, AkronColour colour, AkronPoint a, AkronPoint b)
{
  const guint n_points = akron_position_get_geometry (pos)->n_points;
  g_autofree AkronLink *links = g_new (AkronLink, (gsize) n_points * 6);
  guint n_links = akron_position_links (pos, links, n_points * 6);

  if (akron_position_get_cell (pos, a) != AKRON_CELL_OF (colour)
      || akron_position_get_cell (pos, b) != AKRON_CELL_OF (colour))
    return TRUE; /* the link is gone altogether */
  for (guint l = 0; l < n_links; l++)
    if (links[l].colour == colour
        && ((links[l].a == a && links[l].b == b) || (links[l].a == b && links[l].b == a)))
      return links[l].cut;
  return TRUE;
}

static const char *
sides_of (AkronColour colour)
{
  return colour == AKRON_VERT ? _("the top and the bottom") : _("the left and the right");
}

static gboolean
is_connected (AkronGame *game, AkronColour colour)
{
  AkronResult won = colour == AKRON_VERT ? AKRON_RESULT_VERT : AKRON_RESULT_HORZ;

  if (akron_game_get_result (game) == won)
    return TRUE;
  return akron_position_has_connection (akron_game_get_position (game), colour, NULL, NULL);
}

static gboolean
miss (char **why_not, char *text)
{
  if (why_not != NULL)
    *why_not = text;
  else
    g_free (text);
  return FALSE;
}

gboolean
akron_goal_is_met (const AkronGoal *goal, AkronColour player, const AkronPosition *before,
                   const AkronMove *move, AkronGame *game, char **why_not)
{
  const AkronPosition *after;
  const AkronGeometry *geo;
  AkronPoint points[8];
  guint n_points;
  char a[AKRON_MOVE_TEXT_MAX], b[AKRON_MOVE_TEXT_MAX];

  g_return_val_if_fail (goal != NULL && before != NULL && move != NULL, FALSE);
  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);

  if (why_not != NULL)
    *why_not = NULL;
  after = akron_game_get_position (game);
  geo = akron_position_get_geometry (after);
  n_points = goal_points (goal, geo, points, G_N_ELEMENTS (points));
  if (n_points > 0)
    akron_point_to_text (geo, points[0], a);
  if (n_points > 1)
    akron_point_to_text (geo, points[1], b);

  switch (goal->kind)
    {
    case AKRON_GOAL_ADD:
      if (move->kind != AKRON_MOVE_ADD)
        return miss (why_not, g_strdup (_("That was not an Add: take a marble from your pile "
                                          "by clicking an empty hole.")));
      if (n_points > 0 && !point_in (move->to, points, n_points))
        /* Translators: %s lists holes, "B2 C2 B3 C3". */
        return miss (why_not, g_strdup_printf (_("Add your marble into one of the holes %s."),
                                               goal->points));
      return TRUE;

    case AKRON_GOAL_JOIN:
      if (n_points < 2 || !akron_position_are_joined (after, player, points[0], points[1]))
        /* Translators: two points, "B4 and B2 are not connected yet." */
        return miss (why_not, g_strdup_printf (_("%s and %s are not connected yet. Marbles "
                                                 "that touch only diagonally are not linked."),
                                               a, b));
      return TRUE;

    case AKRON_GOAL_CONNECT_MOVING:
      if (move->kind != AKRON_MOVE_STEP)
        return miss (why_not, g_strdup (_("That was an Add. Move one of your marbles "
                                          "instead: click it, then where it should go.")));
      G_GNUC_FALLTHROUGH;
    case AKRON_GOAL_CONNECT:
      if (!is_connected (game, player))
        /* Translators: %s is "the top and the bottom" or "the left and the right". */
        return miss (why_not, g_strdup_printf (_("Your chain does not join %s yet."),
                                               sides_of (player)));
      return TRUE;

    case AKRON_GOAL_CLIMB:
      if (move->kind != AKRON_MOVE_STEP || geo->level[move->to] == 0)
        return miss (why_not, g_strdup (_("Your marble stayed on the board: it did not climb "
                                          "onto four marbles.")));
      return TRUE;

    case AKRON_GOAL_MOVE_TO:
      if (move->kind != AKRON_MOVE_STEP || (n_points > 0 && !point_in (move->to, points,
                                                                       n_points)))
        /* Translators: %s is a point, "A2". */
        return miss (why_not, g_strdup_printf (_("Move a marble into %s."), a));
      return TRUE;

    case AKRON_GOAL_CUT_LINK:
      if (n_points < 2 || !link_is_cut (after, AKRON_OPPONENT (player), points[0], points[1]))
        /* Translators: the two points of a link, "The link B3–C3 still holds." */
        return miss (why_not, g_strdup_printf (_("The link %s–%s still holds: a link is cut "
                                                 "only by a link of the other colour passing "
                                                 "over it."), a, b));
      return TRUE;

    case AKRON_GOAL_DROP:
      {
        const AkronUndo *undo = akron_game_get_last_undo (game);
        guint drops = undo != NULL ? undo->n_drops : 0;

        if (drops < goal->count)
          return miss (why_not, drops == 0
                                  ? g_strdup (_("No marble dropped: the marble you moved held "
                                                "nothing up."))
                                  : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                                  "Only %u marble dropped.",
                                                                  "Only %u marbles dropped.",
                                                                  drops), drops));
        return TRUE;
      }

    case AKRON_GOAL_SWAP:
      if (move->kind != AKRON_MOVE_SWAP)
        return miss (why_not, g_strdup (_("You moved instead of swapping.")));
      return TRUE;

    case AKRON_GOAL_UNCONNECT:
      if (akron_game_is_over (game) && is_connected (game, AKRON_OPPONENT (player)))
        /* Translators: %s is "Vert" or "Horz". */
        return miss (why_not, g_strdup_printf (_("The chain still joins its sides, so %s "
                                                 "wins."),
                                               akron_colour_get_name (AKRON_OPPONENT (player))));
      if (is_connected (game, AKRON_OPPONENT (player)))
        /* Translators: %s is "Vert" or "Horz". */
        return miss (why_not, g_strdup_printf (_("%s is still connected and wins at the start "
                                                 "of the next turn."),
                                               akron_colour_get_name (AKRON_OPPONENT (player))));
      return TRUE;

    case AKRON_GOAL_WIN:
      if (akron_game_get_result (game)
          != (player == AKRON_VERT ? AKRON_RESULT_VERT : AKRON_RESULT_HORZ))
        return miss (why_not, g_strdup (_("That does not win yet.")));
      return TRUE;

    default:
      g_return_val_if_reached (FALSE);
    }
}
