/* akron-computer-player.c: the computer opponent, as a player of the match
 *
 * On its turn it takes the position, searches it in a worker thread
 * (akron_search_genmove_async()) and decides the move it found once a short minimum delay
 * has passed, so that a person sees the move arrive rather than appear with their own.
 * Cancelling stops the search (within 20 ms) and drops whatever it would have said; a
 * late answer that slips through is dropped by AkronMatch, which plays a move only for the
 * position it was decided for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-computer-player.h"
#include "akron-enums.h"

struct _AkronComputerPlayer
{
  GObject parent_instance;

  AkronLevel level;
  guint64 nodes;
  guint min_delay;

  /* The turn in progress: its search (cancelled when the turn is withdrawn), the position
   * it answers, and the move found, waiting for the delay. */
  GCancellable *cancellable;
  AkronPosition position;
  gint64 started;
  AkronMove found;
  guint delay_id;
  gboolean thinking;
};

static void player_iface_init (AkronPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronComputerPlayer, akron_computer_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AKRON_TYPE_PLAYER, player_iface_init))

enum
{
  PROP_0,
  PROP_LEVEL,
  PROP_NODES,
  PROP_MIN_DELAY,
  PROP_THINKING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define DEFAULT_MIN_DELAY 600

/* Accessors ------------------------------------------------------------------------------ */

AkronLevel
akron_computer_player_get_level (AkronComputerPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_COMPUTER_PLAYER (self), AKRON_LEVEL_HARD);
  return self->level;
}

void
akron_computer_player_set_level (AkronComputerPlayer *self, AkronLevel level)
{
  g_return_if_fail (AKRON_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (level < AKRON_N_LEVELS);

  if (self->level == level)
    return;
  /* A search in progress keeps the level it started with. */
  self->level = level;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LEVEL]);
}

guint64
akron_computer_player_get_nodes (AkronComputerPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_COMPUTER_PLAYER (self), 0);
  return self->nodes;
}

void
akron_computer_player_set_nodes (AkronComputerPlayer *self, guint64 nodes)
{
  g_return_if_fail (AKRON_IS_COMPUTER_PLAYER (self));

  if (self->nodes == nodes)
    return;
  self->nodes = nodes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
}

guint
akron_computer_player_get_min_delay (AkronComputerPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_COMPUTER_PLAYER (self), 0);
  return self->min_delay;
}

void
akron_computer_player_set_min_delay (AkronComputerPlayer *self, guint ms)
{
  g_return_if_fail (AKRON_IS_COMPUTER_PLAYER (self));

  if (self->min_delay == ms)
    return;
  self->min_delay = ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MIN_DELAY]);
}

gboolean
akron_computer_player_get_thinking (AkronComputerPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_COMPUTER_PLAYER (self), FALSE);
  return self->thinking;
}

void
akron_computer_player_get_limits (AkronComputerPlayer *self, AkronSearchLimits *limits)
{
  g_return_if_fail (AKRON_IS_COMPUTER_PLAYER (self));
  g_return_if_fail (limits != NULL);

  akron_search_limits_init (limits, self->level, self->nodes == 0);
  if (self->nodes != 0)
    limits->nodes = self->nodes;
  else
    /* Against the clock the moves vary anyway: vary the choice among equal moves too, so
     * that the computer does not play the same game every time. */
    limits->seed = g_random_int ();
}

/* The turn -------------------------------------------------------------------------------- */

static void
set_thinking (AkronComputerPlayer *self, gboolean thinking)
{
  if (self->thinking == thinking)
    return;
  self->thinking = thinking;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
end_turn (AkronComputerPlayer *self)
{
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->delay_id, g_source_remove);
  set_thinking (self, FALSE);
}

static gboolean
decide_found (gpointer data)
{
  AkronComputerPlayer *self = data;
  AkronPosition position = self->position;
  AkronMove move = self->found;

  self->delay_id = 0;
  g_clear_object (&self->cancellable);
  set_thinking (self, FALSE);
  akron_player_decide (AKRON_PLAYER (self), &position, &move);
  return G_SOURCE_REMOVE;
}

typedef struct
{
  AkronComputerPlayer *self;
  GCancellable *cancellable;
} Search;

static void
search_free (Search *search)
{
  g_object_unref (search->self);
  g_object_unref (search->cancellable);
  g_free (search);
}

static void
on_found (GObject *source, GAsyncResult *async_result, gpointer data)
{
  Search *search = data;
  AkronComputerPlayer *self = search->self;
  AkronSearchResult result;
  g_autoptr(GError) error = NULL;
  gint64 elapsed_ms;

  if (!akron_search_genmove_finish (async_result, &result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("The computer found no move: %s", error->message);
      goto out;
    }
  /* The turn was withdrawn, and perhaps another begun, while the search finished. */
  if (search->cancellable != self->cancellable)
    goto out;

  /* Behind in a repeated position, the search advises taking the draw. */
  self->found = result.claim_draw ? akron_move_special (AKRON_MOVE_DRAW) : result.move;
  g_debug ("The computer found its move in %u ms: depth %u, %" G_GUINT64_FORMAT " nodes, "
           "score %d", result.time_ms, result.depth, result.nodes, result.score);

  elapsed_ms = (g_get_monotonic_time () - self->started) / 1000;
  if (elapsed_ms < self->min_delay)
    self->delay_id = g_timeout_add_full (G_PRIORITY_DEFAULT, self->min_delay - elapsed_ms,
                                         decide_found, self, NULL);
  else
    decide_found (self);

out:
  search_free (search);
}

static void
begin_turn (AkronPlayer *player, AkronGame *game)
{
  AkronComputerPlayer *self = AKRON_COMPUTER_PLAYER (player);
  AkronSearchLimits limits;
  Search *search;

  end_turn (self);

  self->position = *akron_game_get_position (game);
  self->started = g_get_monotonic_time ();
  self->cancellable = g_cancellable_new ();
  set_thinking (self, TRUE);

  akron_computer_player_get_limits (self, &limits);
  search = g_new0 (Search, 1);
  search->self = g_object_ref (self);
  search->cancellable = g_object_ref (self->cancellable);
  akron_search_genmove_async (game, &limits, self->cancellable, on_found, search);
}

static void
cancel (AkronPlayer *player)
{
  end_turn (AKRON_COMPUTER_PLAYER (player));
}

static const char *
get_name (AkronPlayer *player)
{
  /* Translators: the computer opponent, in "It is %s’s turn" */
  return _("the computer");
}

static void
player_iface_init (AkronPlayerInterface *iface)
{
  iface->begin_turn = begin_turn;
  iface->cancel = cancel;
  iface->get_name = get_name;
}

/* Record tags ---------------------------------------------------------------------------- */

#define COMPUTER_TAG "Computer"
#define LEVEL_TAG "Level"

void
akron_computer_player_tag_game (AkronGame *game, AkronColour colour, AkronLevel level)
{
  g_return_if_fail (AKRON_IS_GAME (game));
  g_return_if_fail (colour <= AKRON_HORZ);
  g_return_if_fail (level < AKRON_N_LEVELS);

  akron_game_set_extra_tag (game, COMPUTER_TAG, colour == AKRON_VERT ? "vert" : "horz");
  akron_game_set_extra_tag (game, LEVEL_TAG, akron_level_to_string (level));
  if (akron_game_get_player_name (game, colour)[0] == '\0')
    /* Translators: the name of the computer opponent on its player card and in records */
    akron_game_set_player_name (game, colour, _("Computer"));
}

static const char *
find_tag (AkronGame *game, const char *key)
{
  GPtrArray *tags = akron_game_get_extra_tags (game);

  for (guint i = 0; tags != NULL && i < tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (tags, i);

      if (g_ascii_strcasecmp (tag->key, key) == 0)
        return tag->value;
    }
  return NULL;
}

gboolean
akron_computer_player_read_tags (AkronGame *game, AkronColour *colour, AkronLevel *level)
{
  const char *computer, *level_text;

  g_return_val_if_fail (AKRON_IS_GAME (game), FALSE);
  g_return_val_if_fail (colour != NULL && level != NULL, FALSE);

  computer = find_tag (game, COMPUTER_TAG);
  if (g_strcmp0 (computer, "vert") == 0)
    *colour = AKRON_VERT;
  else if (g_strcmp0 (computer, "horz") == 0)
    *colour = AKRON_HORZ;
  else
    return FALSE;

  level_text = find_tag (game, LEVEL_TAG);
  if (level_text == NULL || !akron_level_from_string (level_text, level))
    *level = AKRON_LEVEL_MEDIUM;
  return TRUE;
}

/* GObject -------------------------------------------------------------------------------- */

AkronComputerPlayer *
akron_computer_player_new (AkronLevel level)
{
  return g_object_new (AKRON_TYPE_COMPUTER_PLAYER,
                       "level", level,
                       NULL);
}

static void
akron_computer_player_dispose (GObject *object)
{
  end_turn (AKRON_COMPUTER_PLAYER (object));

  G_OBJECT_CLASS (akron_computer_player_parent_class)->dispose (object);
}

static void
akron_computer_player_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  AkronComputerPlayer *self = AKRON_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;
    case PROP_MIN_DELAY:
      g_value_set_uint (value, self->min_delay);
      break;
    case PROP_THINKING:
      g_value_set_boolean (value, self->thinking);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_computer_player_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  AkronComputerPlayer *self = AKRON_COMPUTER_PLAYER (object);

  switch (prop_id)
    {
    case PROP_LEVEL:
      akron_computer_player_set_level (self, g_value_get_enum (value));
      break;
    case PROP_NODES:
      akron_computer_player_set_nodes (self, g_value_get_uint64 (value));
      break;
    case PROP_MIN_DELAY:
      akron_computer_player_set_min_delay (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_computer_player_class_init (AkronComputerPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_computer_player_dispose;
  object_class->get_property = akron_computer_player_get_property;
  object_class->set_property = akron_computer_player_set_property;

  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, AKRON_TYPE_LEVEL, AKRON_LEVEL_HARD, rw);
  properties[PROP_NODES] = g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0, rw);
  properties[PROP_MIN_DELAY] = g_param_spec_uint ("min-delay", NULL, NULL, 0, G_MAXUINT,
                                                  DEFAULT_MIN_DELAY, rw);
  properties[PROP_THINKING] =
    g_param_spec_boolean ("thinking", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_computer_player_init (AkronComputerPlayer *self)
{
  self->level = AKRON_LEVEL_HARD;
  self->min_delay = DEFAULT_MIN_DELAY;
}
