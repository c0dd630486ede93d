/* akron-scene.c: what the board shows, apart from how it is drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "akron-enums.h"
#include "akron-labels.h"
#include "akron-notation.h"
#include "akron-scene.h"
#include "akron-ui-enums.h"

struct _AkronScene
{
  GObject parent_instance;

  /* What is shown: a game, or a position of our own. */
  AkronGame *game;
  GSignalGroup *game_signals;
  guint last_ply;
  AkronPosition own_position;
  gboolean has_own_position;

  gboolean show_connections;
  guint xray_level;
  gboolean show_pinned;
  gboolean animate_moves;
  char *input_refusal;
  AkronLonePerson lone_person;
  AkronMove *hint;
  guint8 marks[AKRON_MAX_POINTS];
  guint n_marks;

  AkronPoint selected;
  AkronPoint destinations[AKRON_MAX_POINTS];
  guint n_destinations;
  guint8 is_destination[AKRON_MAX_POINTS];
  AkronPoint drop_chain[AKRON_MAX_SIZE + 1];
  guint n_drops;

  AkronPoint cursor;
  gboolean cursor_visible;
  AkronPoint hover;

  AkronConnectionState connection_state;
  AkronColour connection_colour;
  gboolean connection_revealed;
  AkronPoint chain[AKRON_MAX_POINTS];
  guint n_chain;
  guint8 in_chain[AKRON_MAX_POINTS];
  guint last_drops;

  AkronSceneLink *links;
  guint n_links;
  gboolean links_valid;
  AkronSceneLink *last_cuts;
  guint n_last_cuts;

  guint n_animated;
  AkronPoint animated_from[AKRON_MAX_SIZE + 2];
  AkronPoint animated_to[AKRON_MAX_SIZE + 2];
  double animation_progress;

  guint serial;
  char *announcement;
};

G_DEFINE_FINAL_TYPE (AkronScene, akron_scene, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_CONNECTIONS,
  PROP_XRAY_LEVEL,
  PROP_SHOW_PINNED,
  PROP_ANIMATE_MOVES,
  PROP_INPUT_REFUSAL,
  PROP_LONE_PERSON,
  PROP_HINT,
  PROP_SELECTED,
  PROP_CURSOR,
  PROP_CURSOR_VISIBLE,
  PROP_HOVER,
  PROP_ANIMATING,
  PROP_ANIMATION_PROGRESS,
  PROP_CONNECTION_STATE,
  PROP_CONNECTION_COLOUR,
  PROP_CONNECTION_REVEALED,
  PROP_LAST_DROPS,
  PROP_ANNOUNCEMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  CHANGED,
  MOVE_CHOSEN,
  REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
notify (AkronScene *self, guint prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
changed (AkronScene *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* What lies under the overlays changed: the painter's cached board is out of date. */
static void
bump_serial (AkronScene *self)
{
  static guint serial;

  self->serial = (guint) g_atomic_int_add ((int *) &serial, 1) + 1;
}

const AkronPosition *
akron_scene_get_position (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);

  if (self->game != NULL)
    return akron_game_get_position (self->game);
  return self->has_own_position ? &self->own_position : NULL;
}

const AkronGeometry *
akron_scene_get_geometry (AkronScene *self)
{
  const AkronPosition *pos = akron_scene_get_position (self);

  return pos != NULL ? akron_position_get_geometry (pos) : NULL;
}

guint
akron_scene_get_size (AkronScene *self)
{
  const AkronGeometry *geo = akron_scene_get_geometry (self);

  return geo != NULL ? geo->size : AKRON_DEFAULT_SIZE;
}

static void
set_announcement (AkronScene *self, char *text)
{
  g_free (self->announcement);
  self->announcement = text;
  notify (self, PROP_ANNOUNCEMENT);
}

/* Names ---------------------------------------------------------------------------------- */

/* Whoever plays @colour now, named as the window names them. */
static const char *
player_name (AkronScene *self, AkronColour colour)
{
  return akron_label_player (self->game, colour);
}

static char *
point_name (AkronScene *self, AkronPoint p, char *buf)
{
  return akron_point_to_text (akron_scene_get_geometry (self), p, buf);
}

/* The connection ------------------------------------------------------------------------- */

static gboolean
connected_before (const AkronPosition *pos, const AkronUndo *last, AkronColour colour)
{
  AkronPosition before = *pos;

  akron_position_unapply (&before, last);
  return akron_position_has_connection (&before, colour, NULL, NULL);
}

/* Who moved last: the colour to move changes with every Add and Move, not with a swap. */
static AkronColour
last_mover (const AkronPosition *pos, const AkronUndo *last)
{
  if (last->move.kind == AKRON_MOVE_SWAP)
    return akron_position_get_to_move (pos);
  return AKRON_OPPONENT (akron_position_get_to_move (pos));
}

static void
find_connection (AkronScene *self, const AkronPosition *pos)
{
  self->connection_state = AKRON_CONNECTION_NONE;
  self->connection_revealed = FALSE;
  self->n_chain = 0;

  if (self->game != NULL && akron_game_get_reason (self->game) == AKRON_REASON_CONNECTION)
    {
      const AkronUndo *last = akron_game_get_last_undo (self->game);
      AkronColour winner = akron_game_get_result (self->game) == AKRON_RESULT_VERT ? AKRON_VERT
                                                                                 : AKRON_HORZ;

      self->connection_state = AKRON_CONNECTION_WON;
      self->connection_colour = winner;
      self->n_chain = akron_game_get_winning_chain (self->game, self->chain);
      self->connection_revealed = last != NULL && last_mover (pos, last) != winner
                                  && !connected_before (pos, last, winner);
      return;
    }

  /* Under the delayed rule a connection wins at the start of its owner's next turn: the
   * player who just moved may be connected, and the player to move must cut it. */
  if (self->game != NULL && (akron_game_is_over (self->game)
                             || akron_game_get_no_delay (self->game)))
    return;
  if (akron_position_has_connection (pos, AKRON_OPPONENT (akron_position_get_to_move (pos)),
                                     self->chain, &self->n_chain))
    {
      self->connection_state = AKRON_CONNECTION_PENDING;
      self->connection_colour = AKRON_OPPONENT (akron_position_get_to_move (pos));
    }
  else
    self->n_chain = 0;
}

static void
update_connection (AkronScene *self)
{
  const AkronPosition *pos = akron_scene_get_position (self);
  AkronConnectionState old_state = self->connection_state;
  AkronColour old_colour = self->connection_colour;
  gboolean old_revealed = self->connection_revealed;

  for (guint t = 0; t < self->n_chain; t++)
    self->in_chain[self->chain[t]] = FALSE;
  self->n_chain = 0;
  self->connection_state = AKRON_CONNECTION_NONE;
  self->connection_revealed = FALSE;

  if (pos != NULL)
    find_connection (self, pos);
  for (guint t = 0; t < self->n_chain; t++)
    self->in_chain[self->chain[t]] = TRUE;

  if (old_state != self->connection_state)
    notify (self, PROP_CONNECTION_STATE);
  if (old_colour != self->connection_colour)
    notify (self, PROP_CONNECTION_COLOUR);
  if (old_revealed != self->connection_revealed)
    notify (self, PROP_CONNECTION_REVEALED);
}

AkronConnectionState
akron_scene_get_connection_state (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_CONNECTION_NONE);
  return self->connection_state;
}

AkronColour
akron_scene_get_connection_colour (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_VERT);
  return self->connection_colour;
}

gboolean
akron_scene_get_connection_revealed (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->connection_revealed;
}

const AkronPoint *
akron_scene_get_connection_chain (AkronScene *self, guint *n_points)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  *n_points = self->n_chain;
  return self->chain;
}

gboolean
akron_scene_in_connection_chain (AkronScene *self, AkronPoint point)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return point < AKRON_MAX_POINTS && self->in_chain[point];
}

/* Links ---------------------------------------------------------------------------------- */

/* Why @link is cut: a crossing opponent link if there is one (the picture can show what
 * passes over), else a covered end. */
static void
classify_cut (const AkronPosition *pos, AkronSceneLink *link)
{
  const AkronGeometry *geo = akron_position_get_geometry (pos);
  AkronCell opponent = AKRON_CELL_OF (AKRON_OPPONENT (link->colour));

  link->over_a = link->over_b = AKRON_NO_POINT;
  link->cut = AKRON_CUT_COVERED;
  if (geo->level[link->a] != geo->level[link->b])
    return;

  for (guint dir = 0; dir < 2; dir++)
    {
      const AkronPointPair *pairs;
      guint n;

      if (geo->neighbour[link->a][dir == 0 ? AKRON_EAST : AKRON_SOUTH] != link->b)
        continue;
      pairs = akron_geometry_crossings (geo, link->a, dir, &n);
      for (guint t = 0; t < n; t++)
        if (akron_position_get_cell (pos, pairs[t].a) == opponent
            && akron_position_get_cell (pos, pairs[t].b) == opponent)
          {
            link->cut = AKRON_CUT_CROSSED;
            link->over_a = pairs[t].a;
            link->over_b = pairs[t].b;
            return;
          }
    }
}

/* The links that pass over a crossed link are recognisable: they cut it. */
static void
mark_cutters (AkronSceneLink *links, guint n)
{
  g_autoptr(GHashTable) index = g_hash_table_new (NULL, NULL);

  for (guint t = 0; t < n; t++)
    {
      links[t].cuts = FALSE;
      g_hash_table_insert (index, GUINT_TO_POINTER ((guint) links[t].a << 16 | links[t].b),
                           &links[t]);
    }
  for (guint t = 0; t < n; t++)
    {
      AkronSceneLink *over;

      if (links[t].cut != AKRON_CUT_CROSSED)
        continue;
      over = g_hash_table_lookup (index,
                                  GUINT_TO_POINTER ((guint) MIN (links[t].over_a, links[t].over_b)
                                                    << 16
                                                    | MAX (links[t].over_a, links[t].over_b)));
      if (over != NULL)
        over->cuts = TRUE;
    }
}

const AkronSceneLink *
akron_scene_get_links (AkronScene *self, guint *n_links)
{
  const AkronPosition *pos;

  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);

  pos = akron_scene_get_position (self);
  if (!self->links_valid && pos != NULL)
    {
      g_autofree AkronLink *links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
      guint n = akron_position_links (pos, links, 4 * AKRON_MAX_POINTS);

      self->links = g_renew (AkronSceneLink, self->links, MAX (n, 1));
      for (guint t = 0; t < n; t++)
        {
          AkronSceneLink *link = &self->links[t];

          link->a = links[t].a;
          link->b = links[t].b;
          link->colour = links[t].colour;
          link->cut = AKRON_CUT_NONE;
          link->over_a = link->over_b = AKRON_NO_POINT;
          if (links[t].cut)
            classify_cut (pos, link);
        }
      self->n_links = n;
      mark_cutters (self->links, n);
      self->links_valid = TRUE;
    }

  *n_links = pos != NULL ? self->n_links : 0;
  return self->links;
}

const AkronSceneLink *
akron_scene_get_last_cuts (AkronScene *self, guint *n_links)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  *n_links = self->n_last_cuts;
  return self->last_cuts;
}

/* The links the last move cut: the position before it is the one shown with the move
 * taken back. */
static void
update_last_cuts (AkronScene *self, const AkronPosition *pos, const AkronUndo *undo)
{
  AkronPosition before;
  AkronLink cut[4 * AKRON_MAX_SIZE];
  AkronColour victim;

  self->n_last_cuts = 0;
  if (pos == NULL || undo == NULL
      || (undo->move.kind != AKRON_MOVE_ADD && undo->move.kind != AKRON_MOVE_STEP))
    return;

  before = *pos;
  akron_position_unapply (&before, undo);
  victim = AKRON_OPPONENT (akron_position_get_to_move (&before));
  self->n_last_cuts = akron_position_links_cut (&before, pos, victim, cut, G_N_ELEMENTS (cut));
  self->last_cuts = g_renew (AkronSceneLink, self->last_cuts, MAX (self->n_last_cuts, 1));
  for (guint t = 0; t < self->n_last_cuts; t++)
    {
      AkronSceneLink *link = &self->last_cuts[t];

      *link = (AkronSceneLink) { cut[t].a, cut[t].b, cut[t].colour, AKRON_CUT_NONE, FALSE,
                                 AKRON_NO_POINT, AKRON_NO_POINT };
      classify_cut (pos, link);
    }
}

/* Selection ------------------------------------------------------------------------------ */

static void
clear_selection (AkronScene *self)
{
  for (guint t = 0; t < self->n_destinations; t++)
    self->is_destination[self->destinations[t]] = FALSE;
  self->n_destinations = 0;
  self->n_drops = 0;
  if (self->selected != AKRON_NO_POINT)
    {
      self->selected = AKRON_NO_POINT;
      notify (self, PROP_SELECTED);
    }
}

void
akron_scene_cancel_selection (AkronScene *self)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  if (self->selected == AKRON_NO_POINT)
    return;
  clear_selection (self);
  changed (self);
}

AkronPoint
akron_scene_get_selected (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_NO_POINT);
  return self->selected;
}

const AkronPoint *
akron_scene_get_destinations (AkronScene *self, guint *n_destinations)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  *n_destinations = self->n_destinations;
  return self->destinations;
}

gboolean
akron_scene_is_destination (AkronScene *self, AkronPoint point)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return point < AKRON_MAX_POINTS && self->is_destination[point];
}

guint
akron_scene_get_drops (AkronScene *self, AkronPoint *chain)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);

  if (self->selected == AKRON_NO_POINT)
    return 0;
  memcpy (chain, self->drop_chain, (self->n_drops + 1) * sizeof (AkronPoint));
  return self->n_drops;
}

static void
refuse (AkronScene *self, const char *why)
{
  g_signal_emit (self, signals[REFUSED], 0, why);
}

static void
refuse_engine_reason (AkronScene *self, const GError *error)
{
  g_autofree char *why = akron_label_sentence (error->message);

  refuse (self, why);
}

/* Why a piece cannot move: pinned, or with no empty point next to its group. */
static char *
immovable_reason (AkronScene *self, AkronPoint p)
{
  const AkronPosition *pos = akron_scene_get_position (self);
  guint above = akron_position_count_above (pos, p);
  char name[AKRON_MOVE_TEXT_MAX];

  point_name (self, p, name);
  if (above >= 2)
    /* Translators: a point ("C3") and the number of marbles resting on its marble */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s is pinned: %u piece rests on it",
                                         "%s is pinned: %u pieces rest on it", above),
                            name, above);
  /* Translators: %s is a point ("C3"), the place of the marble that cannot move */
  return g_strdup_printf (_("%s has nowhere to go: no empty, supported point touches its "
                            "connected group"), name);
}

static void
explain_immovable (AkronScene *self, AkronPoint p)
{
  g_autofree char *why = immovable_reason (self, p);

  refuse (self, why);
}

/* Why the selected piece may not go to @p, or NULL if it may. */
static char *
step_refusal (AkronScene *self, AkronPoint p)
{
  AkronMove move = akron_move_step (self->selected, p);
  g_autoptr(GError) error = NULL;

  if (akron_position_check_move (akron_scene_get_position (self), &move, &error))
    return NULL;
  return akron_label_sentence (error->message);
}

/* Selects the piece on @p if it can move; says why not otherwise. */
void
akron_scene_select (AkronScene *self, AkronPoint p)
{
  const AkronPosition *pos;
  AkronPoint dests[AKRON_MAX_POINTS];
  guint n;

  g_return_if_fail (AKRON_IS_SCENE (self));

  pos = akron_scene_get_position (self);
  if (pos == NULL || p >= akron_position_get_geometry (pos)->n_points)
    return;

  clear_selection (self);
  n = akron_position_destinations (pos, p, dests);
  if (n == 0)
    {
      changed (self);
      explain_immovable (self, p);
      return;
    }

  self->selected = p;
  memcpy (self->destinations, dests, n * sizeof (AkronPoint));
  self->n_destinations = n;
  for (guint t = 0; t < n; t++)
    self->is_destination[dests[t]] = TRUE;
  self->n_drops = MAX (akron_position_cascade (pos, p, self->drop_chain), 0);
  notify (self, PROP_SELECTED);
  changed (self);
}

/* The scene does not play: it reports a legal move that the person chose, and whoever
 * owns the game plays it. */
static void
choose (AkronScene *self, const AkronMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!akron_position_check_move (akron_scene_get_position (self), move, &error))
    {
      refuse_engine_reason (self, error);
      return;
    }
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

/* With a piece selected: a destination is chosen; another piece of the player to move is
 * selected instead; the selected piece again cancels; anything else is refused with the
 * rule it breaks, and the selection stays. */
static void
activate_with_selection (AkronScene *self, AkronPoint p)
{
  const AkronPosition *pos = akron_scene_get_position (self);
  AkronPoint from = self->selected;
  AkronMove move = akron_move_step (from, p);
  g_autofree char *why = NULL;

  if (p == AKRON_NO_POINT || p == from)
    {
      akron_scene_cancel_selection (self);
      return;
    }
  if (self->is_destination[p])
    {
      akron_scene_cancel_selection (self);
      choose (self, &move);
      return;
    }
  if (akron_position_get_cell (pos, p) == AKRON_CELL_OF (akron_position_get_to_move (pos)))
    {
      akron_scene_select (self, p);
      return;
    }
  why = step_refusal (self, p);
  if (why != NULL)
    refuse (self, why);
}

char *
akron_scene_explain_point (AkronScene *self, AkronPoint p)
{
  const AkronPosition *pos;
  AkronPoint dests[AKRON_MAX_POINTS];

  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);

  pos = akron_scene_get_position (self);
  if (pos == NULL || p >= akron_position_get_geometry (pos)->n_points
      || self->input_refusal != NULL || (self->game != NULL && akron_game_is_over (self->game))
      || p == self->selected)
    return NULL;

  if (self->selected != AKRON_NO_POINT)
    {
      char name[AKRON_MOVE_TEXT_MAX], from[AKRON_MOVE_TEXT_MAX];

      if (akron_position_get_cell (pos, p) == AKRON_CELL_OF (akron_position_get_to_move (pos)))
        return NULL;
      if (!self->is_destination[p])
        return step_refusal (self, p);
      point_name (self, self->selected, from);
      point_name (self, p, name);
      if (self->n_drops == 0)
        /* Translators: the point of the selected marble, then a point it may go to:
         * "B3 can move to C4′" */
        return g_strdup_printf (_("%s can move to %s"), from, name);
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           /* Translators: as "%s can move to %s", with the
                                            * number of marbles that would drop */
                                           "%s can move to %s: %u piece drops",
                                           "%s can move to %s: %u pieces drop", self->n_drops),
                              from, name, self->n_drops);
    }

  if (akron_position_get_cell (pos, p) == AKRON_CELL_OF (akron_position_get_to_move (pos))
      && akron_position_destinations (pos, p, dests) == 0)
    return immovable_reason (self, p);
  return NULL;
}

void
akron_scene_activate_point (AkronScene *self, AkronPoint p)
{
  const AkronPosition *pos;
  AkronColour to_move;
  AkronCell cell;

  g_return_if_fail (AKRON_IS_SCENE (self));

  pos = akron_scene_get_position (self);
  if (pos == NULL || (p != AKRON_NO_POINT && p >= akron_position_get_geometry (pos)->n_points))
    return;

  if (self->game != NULL && akron_game_is_over (self->game))
    {
      refuse (self, _("The game is over: undo to take moves back, or start a new game"));
      return;
    }
  if (self->input_refusal != NULL)
    {
      akron_scene_cancel_selection (self);
      refuse (self, self->input_refusal);
      return;
    }
  if (self->selected != AKRON_NO_POINT)
    {
      activate_with_selection (self, p);
      return;
    }
  if (p == AKRON_NO_POINT)
    return;

  to_move = akron_position_get_to_move (pos);
  cell = akron_position_get_cell (pos, p);
  if (cell == AKRON_CELL_EMPTY)
    {
      AkronMove move = akron_move_add (p);
      choose (self, &move);
    }
  else if (cell != AKRON_CELL_OF (to_move))
    {
      g_autofree char *why = akron_label_not_yours (self->game, to_move);

      refuse (self, why);
    }
  else
    akron_scene_select (self, p);
}

/* Marks ---------------------------------------------------------------------------------- */

AkronMark
akron_scene_get_mark (AkronScene *self, AkronPoint point)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_MARK_NONE);
  return point < AKRON_MAX_POINTS ? self->marks[point] : AKRON_MARK_NONE;
}

void
akron_scene_set_mark (AkronScene *self, AkronPoint point, AkronMark mark)
{
  const AkronGeometry *geo;

  g_return_if_fail (AKRON_IS_SCENE (self));

  geo = akron_scene_get_geometry (self);
  if (geo == NULL || point >= geo->n_points || self->marks[point] == mark)
    return;
  if (self->marks[point] == AKRON_MARK_NONE)
    self->n_marks++;
  else if (mark == AKRON_MARK_NONE)
    self->n_marks--;
  self->marks[point] = mark;
  changed (self);
}

void
akron_scene_clear_marks (AkronScene *self)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  if (self->n_marks == 0)
    return;
  memset (self->marks, AKRON_MARK_NONE, sizeof self->marks);
  self->n_marks = 0;
  changed (self);
}

/* Cursor, pointer and preview ------------------------------------------------------------ */

AkronPoint
akron_scene_get_preview (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_NO_POINT);

  if (self->selected == AKRON_NO_POINT)
    return AKRON_NO_POINT;
  if (self->hover != AKRON_NO_POINT && self->is_destination[self->hover])
    return self->hover;
  if (self->cursor_visible && self->cursor < AKRON_MAX_POINTS && self->is_destination[self->cursor])
    return self->cursor;
  return AKRON_NO_POINT;
}

char *
akron_scene_describe_point (AkronScene *self, AkronPoint point)
{
  const AkronPosition *pos;
  AkronCell cell;
  char name[AKRON_MOVE_TEXT_MAX], from[AKRON_MOVE_TEXT_MAX];

  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);

  pos = akron_scene_get_position (self);
  if (pos == NULL || point >= akron_position_get_geometry (pos)->n_points)
    return NULL;

  cell = akron_position_get_cell (pos, point);
  point_name (self, point, name);
  if (cell != AKRON_CELL_EMPTY)
    /* Translators: for screen readers, the point under the keyboard cursor and the colour
     * of the marble on it ("Vert" or "Horz", as translated): "C3, Vert piece" */
    return g_strdup_printf (_("%s, %s piece"), name,
                            akron_colour_get_name (cell == AKRON_CELL_VERT ? AKRON_VERT
                                                                           : AKRON_HORZ));
  if (self->is_destination[point] && self->n_drops > 0)
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         /* Translators: the empty point under the cursor,
                                          * the selected marble's point, the marbles that
                                          * would drop */
                                         "%s, empty, a destination of %s: "
                                         "%u piece would drop",
                                         "%s, empty, a destination of %s: "
                                         "%u pieces would drop",
                                         self->n_drops),
                            name, point_name (self, self->selected, from), self->n_drops);
  if (self->is_destination[point])
    /* Translators: the empty point under the cursor, then the selected marble's point */
    return g_strdup_printf (_("%s, empty, a destination of %s"), name,
                            point_name (self, self->selected, from));
  /* Translators: the empty point under the cursor: "C3, empty" */
  return g_strdup_printf (_("%s, empty"), name);
}

static void
announce_cursor (AkronScene *self)
{
  g_autofree char *described = akron_scene_describe_point (self, self->cursor);
  g_autofree char *why = NULL;

  /* What the tooltip would say: why a click here is refused. */
  if (!self->is_destination[self->cursor])
    why = akron_scene_explain_point (self, self->cursor);
  if (why != NULL)
    /* Translators: a point as the cursor describes it, then why it cannot be chosen */
    set_announcement (self, g_strdup_printf (_("%s. %s"), described, why));
  else
    set_announcement (self, g_steal_pointer (&described));
}

AkronPoint
akron_scene_get_cursor (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_NO_POINT);
  return self->cursor;
}

static void
place_cursor (AkronScene *self, AkronPoint point, gboolean announce)
{
  if (point != self->cursor)
    {
      self->cursor = point;
      notify (self, PROP_CURSOR);
      changed (self);
    }
  if (announce)
    announce_cursor (self);
}

void
akron_scene_set_cursor (AkronScene *self, AkronPoint point)
{
  const AkronGeometry *geo;

  g_return_if_fail (AKRON_IS_SCENE (self));

  geo = akron_scene_get_geometry (self);
  if (geo == NULL || point >= geo->n_points || point == self->cursor)
    return;
  place_cursor (self, point, self->cursor_visible);
}

/* Announced even when the cursor stays put at an edge: the key did something. */
void
akron_scene_move_cursor (AkronScene *self, int dlevel, int dcol, int drow)
{
  const AkronGeometry *geo;
  int level, col, row, last;

  g_return_if_fail (AKRON_IS_SCENE (self));

  geo = akron_scene_get_geometry (self);
  if (geo == NULL)
    return;
  if (self->cursor >= geo->n_points)
    self->cursor = 0;

  level = CLAMP ((int) geo->level[self->cursor] + dlevel, 0,
                 (int) akron_scene_get_top_visible_level (self));
  last = geo->size - 1 - level;
  col = CLAMP ((int) geo->col[self->cursor] + dcol, 0, last);
  row = CLAMP ((int) geo->row[self->cursor] + drow, 0, last);
  place_cursor (self, akron_geometry_point (geo, level, col, row), TRUE);
}

gboolean
akron_scene_get_cursor_visible (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->cursor_visible;
}

void
akron_scene_set_cursor_visible (AkronScene *self, gboolean visible)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  visible = !!visible;
  if (self->cursor_visible == visible)
    return;
  self->cursor_visible = visible;
  notify (self, PROP_CURSOR_VISIBLE);
  changed (self);
}

AkronPoint
akron_scene_get_hover (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_NO_POINT);
  return self->hover;
}

void
akron_scene_set_hover (AkronScene *self, AkronPoint point)
{
  AkronPoint preview;

  g_return_if_fail (AKRON_IS_SCENE (self));

  if (self->hover == point)
    return;
  preview = akron_scene_get_preview (self);
  self->hover = point;
  notify (self, PROP_HOVER);
  /* Only what the pointer reveals needs a redraw. */
  if (preview != akron_scene_get_preview (self))
    changed (self);
}

gboolean
akron_scene_is_pinned (AkronScene *self, AkronPoint point)
{
  const AkronPosition *pos;

  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);

  pos = akron_scene_get_position (self);
  return self->show_pinned && pos != NULL
         && akron_position_get_cell (pos, point) != AKRON_CELL_EMPTY
         && akron_position_count_above (pos, point) >= 2;
}

/* The last move -------------------------------------------------------------------------- */

const AkronUndo *
akron_scene_get_last_move (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);

  if (self->game == NULL || self->n_animated > 0)
    return NULL;
  return akron_game_get_last_undo (self->game);
}

guint
akron_scene_get_last_drops (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);
  return self->last_drops;
}

/* What a swap, a draw claim or a resignation says; NULL for an Add or a Move. */
static char *
special_move_words (AkronScene *self, const AkronMove *move, AkronColour to_move)
{
  switch (move->kind)
    {
    case AKRON_MOVE_SWAP:
      /* The colour to move stays: the player who swapped now plays the other one. */
      /* Translators: said after a swap: the swapper's name (or the colour they played)
       * and the colour they play now, "Colours swapped: Bob now plays Vert" */
      return g_strdup_printf (_("Colours swapped: %s now plays %s"),
                              player_name (self, AKRON_OPPONENT (to_move)),
                              akron_colour_get_name (AKRON_OPPONENT (to_move)));
    case AKRON_MOVE_DRAW:
      /* Translators: %s is a player's name or a colour's name. In the present tense, so
       * that no verb needs the player's gender. */
      return g_strdup_printf (_("%s claims a draw"), player_name (self, to_move));
    case AKRON_MOVE_RESIGN:
      return g_strdup_printf (_("%s resigns"), player_name (self, to_move));
    default:
      return NULL;
    }
}

/* "Ann plays B4-D4", with the marbles that dropped. */
static char *
played_words (AkronScene *self, guint ply, AkronColour mover)
{
  g_autofree char *text = akron_game_get_move_text (self->game, ply - 1);

  if (self->last_drops == 0)
    /* Translators: said after a move: a player's name or a colour's name, then the move
     * ("Ann plays B4-D4"). In the present tense, so that no verb needs the player's
     * gender. */
    return g_strdup_printf (_("%s plays %s"), player_name (self, mover), text);
  /* Translators: as "%s plays %s", with the number of marbles that dropped */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s plays %s: %u piece drops",
                                       "%s plays %s: %u pieces drop", self->last_drops),
                          player_name (self, mover), text, self->last_drops);
}

/* The highlighted chain, in words for those who cannot see it, after @played. */
static char *
with_connection_words (AkronScene *self, char *played)
{
  g_autofree char *owned = played;
  const char *connected = player_name (self, self->connection_colour);

  if (self->connection_state == AKRON_CONNECTION_PENDING)
    /* Translators: the move as said above, then the same player's name or colour's name
     * twice (the player may be a man or a woman: prefer words that need not agree with
     * them), then the opponent's */
    return g_strdup_printf (_("%s. %s is connected and wins at the start of "
                              "their next turn unless %s cuts the chain"),
                            played, connected,
                            player_name (self, AKRON_OPPONENT (self->connection_colour)));
  if (self->connection_state == AKRON_CONNECTION_WON && self->connection_revealed)
    /* Translators: the move as said above, then the winner's name or colour's name twice */
    return g_strdup_printf (_("%s. The move revealed %s’s connection: %s wins"),
                            played, connected, connected);
  if (self->connection_state == AKRON_CONNECTION_WON)
    /* Translators: the move as said above, then the winner's name or colour's name (the
     * player may be a man or a woman: prefer words that need not agree with them) */
    return g_strdup_printf (_("%s. %s is connected and wins"), played, connected);
  return g_steal_pointer (&owned);
}

/* The links of the opponent that the last move cut, one sentence each, after @played. */
static char *
with_cut_words (AkronScene *self, char *played)
{
  const AkronGeometry *geo = akron_scene_get_geometry (self);
  char *words = played;

  for (guint t = 0; t < self->n_last_cuts; t++)
    {
      const AkronSceneLink *link = &self->last_cuts[t];
      AkronLonePerson victim = link->colour == AKRON_VERT ? AKRON_LONE_PERSON_VERT
                                                          : AKRON_LONE_PERSON_HORZ;
      g_autofree char *so_far = words;
      g_autofree char *cut = akron_label_cut (self->game, geo, link,
                                              self->lone_person == victim);

      /* Translators: for screen readers, a move as said so far, then one more thing it
       * did: "Ann plays D4. Ann cut Bob’s chain between C4 and E4" */
      words = g_strdup_printf (C_("announcement", "%s. %s"), so_far, cut);
    }
  return words;
}

/* The result of a game the last move ended, after @played; a win by connection is already
 * in the connection's words. */
static char *
with_result_words (AkronScene *self, char *played)
{
  g_autofree char *owned = played;
  g_autofree char *result = NULL;

  if (!akron_game_is_over (self->game) || self->connection_state == AKRON_CONNECTION_WON)
    return g_steal_pointer (&owned);
  result = akron_label_result (self->game);
  return g_strdup_printf (C_("announcement", "%s. %s"), owned, result);
}

/* What the last move did, in words for those who cannot see the board: the move, what
 * dropped, what it cut, the connection it made or revealed, the swap, and the result of
 * the game it ended. */
static void
announce_last_move (AkronScene *self)
{
  guint ply = self->game != NULL ? akron_game_get_ply (self->game) : 0;
  AkronColour to_move;
  char *words;

  /* Nothing to say: what was said about another position must not stay. */
  if (ply == 0)
    {
      if (self->announcement != NULL)
        set_announcement (self, NULL);
      return;
    }

  to_move = akron_position_get_to_move (akron_scene_get_position (self));
  words = special_move_words (self, akron_game_get_move (self->game, ply - 1), to_move);
  if (words == NULL)
    words = with_connection_words (self,
                                   with_cut_words (self, played_words (self, ply,
                                                                       AKRON_OPPONENT (to_move))));
  set_announcement (self, with_result_words (self, words));
}

/* Animation ------------------------------------------------------------------------------ */

static void
stop_animation (AkronScene *self)
{
  if (self->n_animated == 0)
    return;
  self->n_animated = 0;
  self->animation_progress = 1.0;
  bump_serial (self);
  notify (self, PROP_ANIMATION_PROGRESS);
  notify (self, PROP_ANIMATING);
}

/* The moving piece slides to its destination and the pieces it carried drop one level. */
static void
start_animation (AkronScene *self, const AkronUndo *undo)
{
  self->n_animated = 0;
  self->animated_from[self->n_animated] = undo->chain[0];
  self->animated_to[self->n_animated++] = undo->move.to;
  for (guint t = 1; t <= undo->n_drops; t++)
    {
      self->animated_from[self->n_animated] = undo->chain[t];
      self->animated_to[self->n_animated++] = undo->chain[t - 1];
    }
  self->animation_progress = 0.0;
  notify (self, PROP_ANIMATION_PROGRESS);
  notify (self, PROP_ANIMATING);
}

gboolean
akron_scene_get_animating (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->n_animated > 0;
}

guint
akron_scene_get_animated (AkronScene *self, const AkronPoint **from, const AkronPoint **to)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);
  *from = self->animated_from;
  *to = self->animated_to;
  return self->n_animated;
}

gboolean
akron_scene_is_animated_target (AkronScene *self, AkronPoint point)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);

  for (guint t = 0; t < self->n_animated; t++)
    if (self->animated_to[t] == point)
      return TRUE;
  return FALSE;
}

double
akron_scene_get_animation_progress (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 1.0);
  return self->animation_progress;
}

void
akron_scene_set_animation_progress (AkronScene *self, double progress)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  progress = CLAMP (progress, 0.0, 1.0);
  if (self->n_animated == 0)
    return;
  if (progress >= 1.0)
    {
      stop_animation (self);
      changed (self);
      return;
    }
  if (self->animation_progress == progress)
    return;
  self->animation_progress = progress;
  notify (self, PROP_ANIMATION_PROGRESS);
  changed (self);
}

/* Following the game ----------------------------------------------------------------------- */

/* Everything that depends on the position, after it changed. */
static void
position_changed (AkronScene *self)
{
  const AkronPosition *pos = akron_scene_get_position (self);
  const AkronUndo *undo = self->game != NULL ? akron_game_get_last_undo (self->game) : NULL;
  guint drops = undo != NULL && undo->move.kind == AKRON_MOVE_STEP ? undo->n_drops : 0;

  clear_selection (self);
  memset (self->marks, AKRON_MARK_NONE, sizeof self->marks);
  self->n_marks = 0;
  self->links_valid = FALSE;
  if (pos != NULL && self->cursor >= akron_position_get_geometry (pos)->n_points)
    self->cursor = 0;
  update_connection (self);
  update_last_cuts (self, pos, pos != NULL ? undo : NULL);
  if (self->last_drops != drops)
    {
      self->last_drops = drops;
      notify (self, PROP_LAST_DROPS);
    }
  bump_serial (self);
}

static void
on_position_changed (AkronGame *game, AkronScene *self)
{
  guint ply = akron_game_get_ply (game);
  const AkronUndo *undo = akron_game_get_last_undo (game);

  g_object_freeze_notify (G_OBJECT (self));
  stop_animation (self);
  akron_scene_set_hint (self, NULL);
  position_changed (self);
  if (self->animate_moves && ply == self->last_ply + 1 && undo != NULL
      && undo->move.kind == AKRON_MOVE_STEP)
    start_animation (self, undo);
  self->last_ply = ply;
  announce_last_move (self);
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

static void
detach_game (AkronScene *self)
{
  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game);
}

/* The cursor starts in the middle of the board. */
static void
centre_cursor (AkronScene *self)
{
  const AkronGeometry *geo = akron_scene_get_geometry (self);

  if (geo != NULL)
    self->cursor = akron_geometry_point (geo, 0, geo->size / 2, geo->size / 2);
  notify (self, PROP_CURSOR);
}

AkronGame *
akron_scene_get_game (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  return self->game;
}

void
akron_scene_set_game (AkronScene *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_SCENE (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  stop_animation (self);
  detach_game (self);
  self->has_own_position = FALSE;
  if (game != NULL)
    {
      self->game = g_object_ref (game);
      g_signal_group_set_target (self->game_signals, game);
      self->last_ply = akron_game_get_ply (game);
    }
  akron_scene_set_hint (self, NULL);
  position_changed (self);
  centre_cursor (self);
  /* A game opened or restored says where it stands: its last move. */
  announce_last_move (self);
  notify (self, PROP_GAME);
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

void
akron_scene_set_position (AkronScene *self, const AkronPosition *position)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  g_object_freeze_notify (G_OBJECT (self));
  stop_animation (self);
  if (self->game != NULL)
    {
      detach_game (self);
      notify (self, PROP_GAME);
    }
  self->has_own_position = position != NULL;
  if (position != NULL)
    self->own_position = *position;
  akron_scene_set_hint (self, NULL);
  position_changed (self);
  centre_cursor (self);
  announce_last_move (self);
  g_object_thaw_notify (G_OBJECT (self));
  changed (self);
}

/* Options ---------------------------------------------------------------------------------- */

gboolean
akron_scene_get_show_connections (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->show_connections;
}

void
akron_scene_set_show_connections (AkronScene *self, gboolean show)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  show = !!show;
  if (self->show_connections == show)
    return;
  self->show_connections = show;
  bump_serial (self);
  notify (self, PROP_SHOW_CONNECTIONS);
  changed (self);
}

guint
akron_scene_get_xray_level (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);
  return self->xray_level;
}

void
akron_scene_set_xray_level (AkronScene *self, guint level)
{
  const AkronGeometry *geo;

  g_return_if_fail (AKRON_IS_SCENE (self));

  if (self->xray_level == level)
    return;
  self->xray_level = level;
  /* A selection or the cursor could be on a level that is now hidden. */
  clear_selection (self);
  geo = akron_scene_get_geometry (self);
  if (geo != NULL && self->cursor < geo->n_points
      && geo->level[self->cursor] > akron_scene_get_top_visible_level (self))
    akron_scene_move_cursor (self, 0, 0, 0);
  bump_serial (self);
  notify (self, PROP_XRAY_LEVEL);
  changed (self);
}

guint
akron_scene_get_top_visible_level (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);
  return MIN (self->xray_level, akron_scene_get_size (self) - 1);
}

guint
akron_scene_get_hidden_levels (AkronScene *self)
{
  const AkronPosition *pos;
  guint height;

  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);

  pos = akron_scene_get_position (self);
  height = pos != NULL ? akron_position_get_height (pos) : 0;
  return height > self->xray_level + 1 ? height - self->xray_level - 1 : 0;
}

gboolean
akron_scene_get_show_pinned (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->show_pinned;
}

void
akron_scene_set_show_pinned (AkronScene *self, gboolean show)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  show = !!show;
  if (self->show_pinned == show)
    return;
  self->show_pinned = show;
  bump_serial (self);
  notify (self, PROP_SHOW_PINNED);
  changed (self);
}

gboolean
akron_scene_get_animate_moves (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), FALSE);
  return self->animate_moves;
}

void
akron_scene_set_animate_moves (AkronScene *self, gboolean animate)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  animate = !!animate;
  if (self->animate_moves == animate)
    return;
  self->animate_moves = animate;
  if (!animate)
    {
      stop_animation (self);
      changed (self);
    }
  notify (self, PROP_ANIMATE_MOVES);
}

const char *
akron_scene_get_input_refusal (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  return self->input_refusal;
}

void
akron_scene_set_input_refusal (AkronScene *self, const char *reason)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  if (g_strcmp0 (self->input_refusal, reason) == 0)
    return;
  g_free (self->input_refusal);
  self->input_refusal = g_strdup (reason);
  if (reason != NULL)
    akron_scene_cancel_selection (self);
  notify (self, PROP_INPUT_REFUSAL);
}

AkronLonePerson
akron_scene_get_lone_person (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), AKRON_LONE_PERSON_NONE);
  return self->lone_person;
}

/* Only the announcements to come change: what was said stays said. */
void
akron_scene_set_lone_person (AkronScene *self, AkronLonePerson person)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  if (self->lone_person == person)
    return;
  self->lone_person = person;
  notify (self, PROP_LONE_PERSON);
}

const AkronMove *
akron_scene_get_hint (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  return self->hint;
}

void
akron_scene_set_hint (AkronScene *self, const AkronMove *hint)
{
  g_return_if_fail (AKRON_IS_SCENE (self));

  if (hint == NULL && self->hint == NULL)
    return;
  if (hint != NULL && self->hint != NULL && akron_move_equal (hint, self->hint))
    return;
  g_clear_pointer (&self->hint, akron_move_free);
  if (hint != NULL)
    self->hint = akron_move_copy (hint);
  notify (self, PROP_HINT);
  changed (self);
}

guint
akron_scene_get_serial (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), 0);
  return self->serial;
}

const char *
akron_scene_get_announcement (AkronScene *self)
{
  g_return_val_if_fail (AKRON_IS_SCENE (self), NULL);
  return self->announcement;
}

/* GObject ---------------------------------------------------------------------------------- */

static void
akron_scene_dispose (GObject *object)
{
  AkronScene *self = AKRON_SCENE (object);

  detach_game (self);
  g_clear_object (&self->game_signals);
  G_OBJECT_CLASS (akron_scene_parent_class)->dispose (object);
}

static void
akron_scene_finalize (GObject *object)
{
  AkronScene *self = AKRON_SCENE (object);

  g_free (self->input_refusal);
  g_clear_pointer (&self->hint, akron_move_free);
  g_free (self->links);
  g_free (self->last_cuts);
  g_free (self->announcement);
  G_OBJECT_CLASS (akron_scene_parent_class)->finalize (object);
}

static void
akron_scene_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronScene *self = AKRON_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_CONNECTIONS:
      g_value_set_boolean (value, self->show_connections);
      break;
    case PROP_XRAY_LEVEL:
      g_value_set_uint (value, self->xray_level);
      break;
    case PROP_SHOW_PINNED:
      g_value_set_boolean (value, self->show_pinned);
      break;
    case PROP_ANIMATE_MOVES:
      g_value_set_boolean (value, self->animate_moves);
      break;
    case PROP_INPUT_REFUSAL:
      g_value_set_string (value, self->input_refusal);
      break;
    case PROP_LONE_PERSON:
      g_value_set_enum (value, self->lone_person);
      break;
    case PROP_HINT:
      g_value_set_boxed (value, self->hint);
      break;
    case PROP_SELECTED:
      g_value_set_uint (value, self->selected);
      break;
    case PROP_CURSOR:
      g_value_set_uint (value, self->cursor);
      break;
    case PROP_CURSOR_VISIBLE:
      g_value_set_boolean (value, self->cursor_visible);
      break;
    case PROP_HOVER:
      g_value_set_uint (value, self->hover);
      break;
    case PROP_ANIMATING:
      g_value_set_boolean (value, self->n_animated > 0);
      break;
    case PROP_ANIMATION_PROGRESS:
      g_value_set_double (value, self->animation_progress);
      break;
    case PROP_CONNECTION_STATE:
      g_value_set_enum (value, self->connection_state);
      break;
    case PROP_CONNECTION_COLOUR:
      g_value_set_enum (value, self->connection_colour);
      break;
    case PROP_CONNECTION_REVEALED:
      g_value_set_boolean (value, self->connection_revealed);
      break;
    case PROP_LAST_DROPS:
      g_value_set_uint (value, self->last_drops);
      break;
    case PROP_ANNOUNCEMENT:
      g_value_set_string (value, self->announcement);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_scene_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  AkronScene *self = AKRON_SCENE (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_scene_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_CONNECTIONS:
      akron_scene_set_show_connections (self, g_value_get_boolean (value));
      break;
    case PROP_XRAY_LEVEL:
      akron_scene_set_xray_level (self, g_value_get_uint (value));
      break;
    case PROP_SHOW_PINNED:
      akron_scene_set_show_pinned (self, g_value_get_boolean (value));
      break;
    case PROP_ANIMATE_MOVES:
      akron_scene_set_animate_moves (self, g_value_get_boolean (value));
      break;
    case PROP_INPUT_REFUSAL:
      akron_scene_set_input_refusal (self, g_value_get_string (value));
      break;
    case PROP_LONE_PERSON:
      akron_scene_set_lone_person (self, g_value_get_enum (value));
      break;
    case PROP_HINT:
      akron_scene_set_hint (self, g_value_get_boxed (value));
      break;
    case PROP_CURSOR:
      akron_scene_set_cursor (self, g_value_get_uint (value));
      break;
    case PROP_CURSOR_VISIBLE:
      akron_scene_set_cursor_visible (self, g_value_get_boolean (value));
      break;
    case PROP_HOVER:
      akron_scene_set_hover (self, g_value_get_uint (value));
      break;
    case PROP_ANIMATION_PROGRESS:
      akron_scene_set_animation_progress (self, g_value_get_double (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_scene_class_init (AkronSceneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->dispose = akron_scene_dispose;
  object_class->finalize = akron_scene_finalize;
  object_class->get_property = akron_scene_get_property;
  object_class->set_property = akron_scene_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, rw);
  properties[PROP_SHOW_CONNECTIONS] =
    g_param_spec_boolean ("show-connections", NULL, NULL, FALSE, rw);
  properties[PROP_XRAY_LEVEL] =
    g_param_spec_uint ("xray-level", NULL, NULL, 0, AKRON_MAX_SIZE, AKRON_MAX_SIZE, rw);
  properties[PROP_SHOW_PINNED] = g_param_spec_boolean ("show-pinned", NULL, NULL, FALSE, rw);
  properties[PROP_ANIMATE_MOVES] =
    g_param_spec_boolean ("animate-moves", NULL, NULL, FALSE, rw);
  properties[PROP_INPUT_REFUSAL] =
    g_param_spec_string ("input-refusal", NULL, NULL, NULL, rw);
  properties[PROP_LONE_PERSON] =
    g_param_spec_enum ("lone-person", NULL, NULL, AKRON_TYPE_LONE_PERSON,
                       AKRON_LONE_PERSON_NONE, rw);
  properties[PROP_HINT] = g_param_spec_boxed ("hint", NULL, NULL, AKRON_TYPE_MOVE, rw);
  properties[PROP_SELECTED] =
    g_param_spec_uint ("selected", NULL, NULL, 0, AKRON_NO_POINT, AKRON_NO_POINT, ro);
  properties[PROP_CURSOR] = g_param_spec_uint ("cursor", NULL, NULL, 0, AKRON_NO_POINT, 0, rw);
  properties[PROP_CURSOR_VISIBLE] =
    g_param_spec_boolean ("cursor-visible", NULL, NULL, FALSE, rw);
  properties[PROP_HOVER] =
    g_param_spec_uint ("hover", NULL, NULL, 0, AKRON_NO_POINT, AKRON_NO_POINT, rw);
  properties[PROP_ANIMATING] = g_param_spec_boolean ("animating", NULL, NULL, FALSE, ro);
  properties[PROP_ANIMATION_PROGRESS] =
    g_param_spec_double ("animation-progress", NULL, NULL, 0.0, 1.0, 1.0, rw);
  properties[PROP_CONNECTION_STATE] =
    g_param_spec_enum ("connection-state", NULL, NULL, AKRON_TYPE_CONNECTION_STATE,
                       AKRON_CONNECTION_NONE, ro);
  properties[PROP_CONNECTION_COLOUR] =
    g_param_spec_enum ("connection-colour", NULL, NULL, AKRON_TYPE_COLOUR, AKRON_VERT, ro);
  properties[PROP_CONNECTION_REVEALED] =
    g_param_spec_boolean ("connection-revealed", NULL, NULL, FALSE, ro);
  properties[PROP_LAST_DROPS] =
    g_param_spec_uint ("last-drops", NULL, NULL, 0, AKRON_MAX_SIZE, 0, ro);
  properties[PROP_ANNOUNCEMENT] = g_param_spec_string ("announcement", NULL, NULL, NULL, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       AKRON_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
akron_scene_init (AkronScene *self)
{
  self->selected = AKRON_NO_POINT;
  self->hover = AKRON_NO_POINT;
  self->xray_level = AKRON_MAX_SIZE;
  self->animation_progress = 1.0;
  bump_serial (self);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect (self->game_signals, "position-changed",
                          G_CALLBACK (on_position_changed), self);
}

AkronScene *
akron_scene_new (void)
{
  return g_object_new (AKRON_TYPE_SCENE, NULL);
}

AkronScene *
akron_scene_new_for_position (const AkronPosition *position)
{
  AkronScene *self = akron_scene_new ();

  akron_scene_set_position (self, position);
  return self;
}
