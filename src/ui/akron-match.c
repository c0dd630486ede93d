/* akron-match.c: two players and the document they play
 *
 * The controller between the game and its players, as in GNOME Chess: it asks the player
 * to move for a move after every change of position, cancels the question when the
 * position changes before the answer (undo, another game), and plays an answer only if it
 * is for the position on the board. Stale answers are dropped, so a slow player can never
 * move in a position it did not see.
 *
 * It also seats the players: the computer opponent it owns plays the colour that a game's
 * record tags give it, the people here play the others. And it takes back and replays moves
 * by turns, so that against the computer undo and redo always land on a person's turn.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-labels.h"
#include "akron-match.h"

struct _AkronMatch
{
  GObject parent_instance;

  AkronDocument *document;
  GSignalGroup *document_signals;
  AkronGame *game;
  GSignalGroup *game_signals;

  AkronPlayer *players[2];
  gulong decided_ids[2];
  /* Who sits at each colour that the record does not give to the computer; NULL until
   * akron_match_seat_people() is called, and then every game seats its players. */
  AkronPlayer *people[2];
  AkronComputerPlayer *computer;

  /* The question in progress: who was asked. Turns begin from the main loop, once the
   * change that ended the last one is complete: a board signal that made a move must not
   * reach the next player, and a player who answers at once must not nest moves. */
  AkronPlayer *turn_player;
  guint begin_id;

  AkronPlayer *player_to_move;
  char *input_refusal;
  gboolean person_to_move;
  gboolean swap_offered;
  gboolean draw_offered;
  gboolean can_undo_turn;
  gboolean can_redo_turn;
};

G_DEFINE_FINAL_TYPE (AkronMatch, akron_match, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DOCUMENT,
  PROP_VERT_PLAYER,
  PROP_HORZ_PLAYER,
  PROP_PLAYER_TO_MOVE,
  PROP_INPUT_REFUSAL,
  PROP_PERSON_TO_MOVE,
  PROP_SWAP_OFFERED,
  PROP_DRAW_OFFERED,
  PROP_COMPUTER,
  PROP_CAN_UNDO_TURN,
  PROP_CAN_REDO_TURN,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_turn_steps (AkronMatch *self);

AkronDocument *
akron_match_get_document (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  return self->document;
}

AkronPlayer *
akron_match_get_player (AkronMatch *self, AkronColour colour)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  g_return_val_if_fail (colour <= AKRON_HORZ, NULL);
  return self->players[colour];
}

AkronPlayer *
akron_match_get_player_for_colour (AkronMatch *self, AkronColour colour)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  g_return_val_if_fail (colour <= AKRON_HORZ, NULL);

  if (self->game != NULL && akron_game_get_players_swapped (self->game))
    colour = AKRON_OPPONENT (colour);
  return self->players[colour];
}

gboolean
akron_match_get_lone_person (AkronMatch *self, AkronColour *colour)
{
  AkronPlayer *vert, *horz;
  gboolean vert_person, horz_person;

  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);

  vert = akron_match_get_player_for_colour (self, AKRON_VERT);
  horz = akron_match_get_player_for_colour (self, AKRON_HORZ);
  vert_person = vert != NULL && akron_player_is_local_person (vert);
  horz_person = horz != NULL && akron_player_is_local_person (horz);
  if (vert_person == horz_person)
    return FALSE;
  if (colour != NULL)
    *colour = vert_person ? AKRON_VERT : AKRON_HORZ;
  return TRUE;
}

AkronPlayer *
akron_match_get_player_to_move (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  return self->player_to_move;
}

const char *
akron_match_get_input_refusal (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  return self->input_refusal;
}

gboolean
akron_match_get_person_to_move (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);
  return self->person_to_move;
}

gboolean
akron_match_get_swap_offered (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);
  return self->swap_offered;
}

gboolean
akron_match_get_draw_offered (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);
  return self->draw_offered;
}

AkronComputerPlayer *
akron_match_get_computer (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), NULL);
  return self->computer;
}

gboolean
akron_match_get_can_undo_turn (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);
  return self->can_undo_turn;
}

gboolean
akron_match_get_can_redo_turn (AkronMatch *self)
{
  g_return_val_if_fail (AKRON_IS_MATCH (self), FALSE);
  return self->can_redo_turn;
}

/* Turns ---------------------------------------------------------------------------------- */

static void
cancel_turn (AkronMatch *self)
{
  AkronPlayer *asked = g_steal_pointer (&self->turn_player);

  g_clear_handle_id (&self->begin_id, g_source_remove);
  if (asked != NULL)
    akron_player_cancel (asked);
}

static void
set_boolean (AkronMatch *self, gboolean *field, gboolean value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_state (AkronMatch *self, AkronPlayer *to_move, const char *refusal, gboolean person)
{
  g_object_freeze_notify (G_OBJECT (self));
  if (self->player_to_move != to_move)
    {
      self->player_to_move = to_move;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYER_TO_MOVE]);
    }
  if (g_strcmp0 (self->input_refusal, refusal) != 0)
    {
      g_free (self->input_refusal);
      self->input_refusal = g_strdup (refusal);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INPUT_REFUSAL]);
    }
  set_boolean (self, &self->person_to_move, person, PROP_PERSON_TO_MOVE);
  /* Offers are for a person at this computer: another player answers them itself. */
  set_boolean (self, &self->swap_offered, person && akron_game_get_swap_available (self->game),
               PROP_SWAP_OFFERED);
  set_boolean (self, &self->draw_offered, person && akron_game_get_draw_claimable (self->game),
               PROP_DRAW_OFFERED);
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
begin_turn (gpointer data)
{
  AkronMatch *self = data;

  self->begin_id = 0;
  self->turn_player = self->player_to_move;
  akron_player_begin_turn (self->turn_player, self->game);
  return G_SOURCE_REMOVE;
}

/* The position changed, or the game, or a player: whoever was thinking stops, and the
 * player to move now is asked. */
static void
update (AkronMatch *self)
{
  AkronPlayer *to_move = NULL;
  g_autofree char *refusal = NULL;
  gboolean person = FALSE;
  AkronColour colour;

  cancel_turn (self);

  if (self->game != NULL && !akron_game_is_over (self->game))
    {
      colour = akron_game_get_to_move (self->game);
      to_move = akron_match_get_player_for_colour (self, colour);
    }

  if (to_move != NULL)
    {
      person = akron_player_is_local_person (to_move);
      if (!person)
        {
          const char *name = akron_player_get_name (to_move);

          if (name == NULL)
            name = akron_label_player (self->game, colour);
          /* Translators: a click on the board while the computer (or another player who is
           * not at this computer) is to move */
          refusal = g_strdup_printf (_("It is %s’s turn"), name);
        }
    }
  set_state (self, to_move, refusal, person);
  update_turn_steps (self);

  /* Before any input waiting in the main loop, so that no click falls between turns. */
  if (to_move != NULL
      && (person || akron_game_get_ply (self->game) == akron_game_get_n_moves (self->game)))
    self->begin_id = g_idle_add_full (G_PRIORITY_HIGH, begin_turn, self, NULL);
}

static void
play (AkronMatch *self, const AkronMove *move)
{
  g_autoptr(GError) error = NULL;

  self->turn_player = NULL;
  if (!akron_document_play (self->document, move, &error))
    /* Players decide legal moves; a person's was checked by the board. */
    g_warning ("A player chose a move the game refused: %s", error->message);
}

/* Whether @player is the one asked now, and @position the one on the board. */
static gboolean
is_current_answer (AkronMatch *self, AkronPlayer *player, const AkronPosition *position)
{
  return player != NULL && player == self->turn_player && self->game != NULL
         && akron_position_equal (akron_game_get_position (self->game), position);
}

static void
on_move_decided (AkronPlayer *player, const AkronMove *move, const AkronPosition *position,
                 AkronMatch *self)
{
  if (!is_current_answer (self, player, position))
    {
      g_debug ("A move for a position no longer on the board was dropped");
      return;
    }
  play (self, move);
}

/* Undo and redo by turns ----------------------------------------------------------------- */

/* Whether the position on the board is one to stop at: a person here (or nobody) is to
 * move, or the game is over. */
static gboolean
is_stop_for_person (AkronMatch *self)
{
  AkronPlayer *player;

  if (akron_game_is_over (self->game))
    return TRUE;
  player = akron_match_get_player_for_colour (self, akron_game_get_to_move (self->game));
  return player == NULL || akron_player_is_local_person (player);
}

/* Undo takes back a person's move. When the computer made the first move, nothing before
 * the person's first turn is theirs to take back: the computer would only play again. */
static void
update_turn_steps (AkronMatch *self)
{
  gboolean undo = self->game != NULL && akron_game_get_can_undo (self->game);
  gboolean redo = self->game != NULL && akron_game_get_can_redo (self->game);
  AkronPlayer *starter = self->players[AKRON_VERT];

  if (undo && starter != NULL && !akron_player_is_local_person (starter))
    undo = akron_game_get_ply (self->game) > 1;
  g_object_freeze_notify (G_OBJECT (self));
  set_boolean (self, &self->can_undo_turn, undo, PROP_CAN_UNDO_TURN);
  set_boolean (self, &self->can_redo_turn, redo, PROP_CAN_REDO_TURN);
  g_object_thaw_notify (G_OBJECT (self));
}

/* Back to the last position where a person here was to move (the computer's search, if
 * any, stops with the change of position). */
void
akron_match_undo_turn (AkronMatch *self)
{
  g_return_if_fail (AKRON_IS_MATCH (self));

  if (self->game == NULL || !akron_game_undo (self->game))
    return;
  while (!is_stop_for_person (self) && akron_game_undo (self->game))
    ;
}

/* Forward to the next position where a person here is to move, or the end. */
void
akron_match_redo_turn (AkronMatch *self)
{
  g_return_if_fail (AKRON_IS_MATCH (self));

  if (self->game == NULL || !akron_game_redo (self->game))
    return;
  while (!is_stop_for_person (self) && akron_game_redo (self->game))
    ;
}

/* Setters -------------------------------------------------------------------------------- */

static void
set_game (AkronMatch *self, AkronGame *game)
{
  if (self->game == game)
    return;
  cancel_turn (self);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
}

/* The computer plays the colour that the game's tags give it, at their level; the people
 * here play the rest. */
static void
seat_players (AkronMatch *self)
{
  AkronColour computer_colour = AKRON_VERT;
  AkronLevel level = AKRON_LEVEL_MEDIUM;
  gboolean computer;

  if (self->people[AKRON_VERT] == NULL && self->people[AKRON_HORZ] == NULL)
    return;
  computer = self->game != NULL
             && akron_computer_player_read_tags (self->game, &computer_colour, &level);
  if (computer)
    akron_computer_player_set_level (self->computer, level);
  for (AkronColour colour = AKRON_VERT; colour <= AKRON_HORZ; colour++)
    akron_match_set_player (self, colour,
                            computer && colour == computer_colour
                              ? AKRON_PLAYER (self->computer)
                              : self->people[colour]);
}

static void
on_document_game (AkronMatch *self)
{
  set_game (self, akron_document_get_game (self->document));
  seat_players (self);
  update (self);
}

void
akron_match_set_document (AkronMatch *self, AkronDocument *document)
{
  g_return_if_fail (AKRON_IS_MATCH (self));
  g_return_if_fail (document == NULL || AKRON_IS_DOCUMENT (document));

  if (self->document == document)
    return;

  g_set_object (&self->document, document);
  g_signal_group_set_target (self->document_signals, document);
  set_game (self, document != NULL ? akron_document_get_game (document) : NULL);
  seat_players (self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DOCUMENT]);
}

void
akron_match_seat_people (AkronMatch *self, AkronPlayer *vert, AkronPlayer *horz)
{
  g_return_if_fail (AKRON_IS_MATCH (self));
  g_return_if_fail (vert == NULL || AKRON_IS_PLAYER (vert));
  g_return_if_fail (horz == NULL || AKRON_IS_PLAYER (horz));

  g_set_object (&self->people[AKRON_VERT], vert);
  g_set_object (&self->people[AKRON_HORZ], horz);
  seat_players (self);
}

void
akron_match_set_player (AkronMatch *self, AkronColour colour, AkronPlayer *player)
{
  g_return_if_fail (AKRON_IS_MATCH (self));
  g_return_if_fail (colour <= AKRON_HORZ);
  g_return_if_fail (player == NULL || AKRON_IS_PLAYER (player));

  if (self->players[colour] == player)
    return;

  cancel_turn (self);
  if (self->players[colour] != NULL)
    g_clear_signal_handler (&self->decided_ids[colour], self->players[colour]);
  g_set_object (&self->players[colour], player);
  if (player != NULL)
    self->decided_ids[colour] = g_signal_connect (player, "move-decided",
                                                  G_CALLBACK (on_move_decided), self);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self),
                            properties[colour == AKRON_VERT ? PROP_VERT_PLAYER
                                                            : PROP_HORZ_PLAYER]);
}

/* GObject -------------------------------------------------------------------------------- */

AkronMatch *
akron_match_new (AkronDocument *document, AkronPlayer *vert, AkronPlayer *horz)
{
  return g_object_new (AKRON_TYPE_MATCH,
                       "document", document,
                       "vert-player", vert,
                       "horz-player", horz,
                       NULL);
}

static void
akron_match_dispose (GObject *object)
{
  AkronMatch *self = AKRON_MATCH (object);

  cancel_turn (self);
  for (guint c = 0; c < 2; c++)
    if (self->players[c] != NULL)
      {
        g_clear_signal_handler (&self->decided_ids[c], self->players[c]);
        g_clear_object (&self->players[c]);
      }
  set_game (self, NULL);
  if (self->document_signals != NULL)
    g_signal_group_set_target (self->document_signals, NULL);
  g_clear_object (&self->document);
  g_clear_object (&self->people[AKRON_VERT]);
  g_clear_object (&self->people[AKRON_HORZ]);
  g_clear_object (&self->computer);
  g_clear_object (&self->document_signals);
  g_clear_object (&self->game_signals);
  self->player_to_move = NULL;

  G_OBJECT_CLASS (akron_match_parent_class)->dispose (object);
}

static void
akron_match_finalize (GObject *object)
{
  g_free (AKRON_MATCH (object)->input_refusal);

  G_OBJECT_CLASS (akron_match_parent_class)->finalize (object);
}

static void
akron_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronMatch *self = AKRON_MATCH (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_VERT_PLAYER:
      g_value_set_object (value, self->players[AKRON_VERT]);
      break;
    case PROP_HORZ_PLAYER:
      g_value_set_object (value, self->players[AKRON_HORZ]);
      break;
    case PROP_PLAYER_TO_MOVE:
      g_value_set_object (value, self->player_to_move);
      break;
    case PROP_INPUT_REFUSAL:
      g_value_set_string (value, self->input_refusal);
      break;
    case PROP_PERSON_TO_MOVE:
      g_value_set_boolean (value, self->person_to_move);
      break;
    case PROP_SWAP_OFFERED:
      g_value_set_boolean (value, self->swap_offered);
      break;
    case PROP_DRAW_OFFERED:
      g_value_set_boolean (value, self->draw_offered);
      break;
    case PROP_COMPUTER:
      g_value_set_object (value, self->computer);
      break;
    case PROP_CAN_UNDO_TURN:
      g_value_set_boolean (value, self->can_undo_turn);
      break;
    case PROP_CAN_REDO_TURN:
      g_value_set_boolean (value, self->can_redo_turn);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_match_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  AkronMatch *self = AKRON_MATCH (object);

  switch (prop_id)
    {
    case PROP_DOCUMENT:
      akron_match_set_document (self, g_value_get_object (value));
      break;
    case PROP_VERT_PLAYER:
      akron_match_set_player (self, AKRON_VERT, g_value_get_object (value));
      break;
    case PROP_HORZ_PLAYER:
      akron_match_set_player (self, AKRON_HORZ, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_match_class_init (AkronMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_match_dispose;
  object_class->finalize = akron_match_finalize;
  object_class->get_property = akron_match_get_property;
  object_class->set_property = akron_match_set_property;

  properties[PROP_DOCUMENT] =
    g_param_spec_object ("document", NULL, NULL, AKRON_TYPE_DOCUMENT, rw);
  properties[PROP_VERT_PLAYER] =
    g_param_spec_object ("vert-player", NULL, NULL, AKRON_TYPE_PLAYER, rw);
  properties[PROP_HORZ_PLAYER] =
    g_param_spec_object ("horz-player", NULL, NULL, AKRON_TYPE_PLAYER, rw);
  properties[PROP_PLAYER_TO_MOVE] =
    g_param_spec_object ("player-to-move", NULL, NULL, AKRON_TYPE_PLAYER, ro);
  properties[PROP_INPUT_REFUSAL] = g_param_spec_string ("input-refusal", NULL, NULL, NULL, ro);
  properties[PROP_PERSON_TO_MOVE] =
    g_param_spec_boolean ("person-to-move", NULL, NULL, FALSE, ro);
  properties[PROP_SWAP_OFFERED] = g_param_spec_boolean ("swap-offered", NULL, NULL, FALSE, ro);
  properties[PROP_DRAW_OFFERED] = g_param_spec_boolean ("draw-offered", NULL, NULL, FALSE, ro);
  properties[PROP_COMPUTER] =
    g_param_spec_object ("computer", NULL, NULL, AKRON_TYPE_COMPUTER_PLAYER, ro);
  properties[PROP_CAN_UNDO_TURN] =
    g_param_spec_boolean ("can-undo-turn", NULL, NULL, FALSE, ro);
  properties[PROP_CAN_REDO_TURN] =
    g_param_spec_boolean ("can-redo-turn", NULL, NULL, FALSE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_match_init (AkronMatch *self)
{
  self->computer = akron_computer_player_new (AKRON_LEVEL_MEDIUM);

  self->document_signals = g_signal_group_new (AKRON_TYPE_DOCUMENT);
  g_signal_group_connect_swapped (self->document_signals, "notify::game",
                                  G_CALLBACK (on_document_game), self);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (update), self);
  /* Redo history can come back without a change of position (moves restored). */
  g_signal_group_connect_swapped (self->game_signals, "notify::can-redo",
                                  G_CALLBACK (update_turn_steps), self);
  g_signal_group_connect_swapped (self->game_signals, "notify::can-undo",
                                  G_CALLBACK (update_turn_steps), self);
}
