/* akron-hint.c: a suggested move for the player to move
 *
 * The hint is a Hard search, like the computer opponent's, run in a worker thread while the
 * game goes on. Its answer is kept only if the game is still in the position it was asked
 * for (akron_search_result_matches()); the hint shown is cleared by the next change of
 * position, so a person never sees advice for a position that has gone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-hint.h"
#include "akron-search.h"

struct _AkronHint
{
  GObject parent_instance;

  AkronGame *game;
  GSignalGroup *game_signals;
  guint64 nodes;

  GCancellable *cancellable; /* while running */
  AkronMove move;
  gboolean has_move;
};

G_DEFINE_FINAL_TYPE (AkronHint, akron_hint, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_NODES,
  PROP_RUNNING,
  PROP_MOVE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define HINT_LEVEL AKRON_LEVEL_HARD

AkronGame *
akron_hint_get_game (AkronHint *self)
{
  g_return_val_if_fail (AKRON_IS_HINT (self), NULL);
  return self->game;
}

guint64
akron_hint_get_nodes (AkronHint *self)
{
  g_return_val_if_fail (AKRON_IS_HINT (self), 0);
  return self->nodes;
}

void
akron_hint_set_nodes (AkronHint *self, guint64 nodes)
{
  g_return_if_fail (AKRON_IS_HINT (self));

  if (self->nodes == nodes)
    return;
  self->nodes = nodes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
}

gboolean
akron_hint_get_running (AkronHint *self)
{
  g_return_val_if_fail (AKRON_IS_HINT (self), FALSE);
  return self->cancellable != NULL;
}

const AkronMove *
akron_hint_get_move (AkronHint *self)
{
  g_return_val_if_fail (AKRON_IS_HINT (self), NULL);
  return self->has_move ? &self->move : NULL;
}

static void
set_move (AkronHint *self, const AkronMove *move)
{
  if (move == NULL && !self->has_move)
    return;
  self->has_move = move != NULL;
  if (move != NULL)
    self->move = *move;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MOVE]);
}

static void
stop (AkronHint *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
akron_hint_cancel (AkronHint *self)
{
  g_return_if_fail (AKRON_IS_HINT (self));

  g_object_freeze_notify (G_OBJECT (self));
  stop (self);
  set_move (self, NULL);
  g_object_thaw_notify (G_OBJECT (self));
}

typedef struct
{
  AkronHint *self;
  GCancellable *cancellable;
} Search;

static void
on_found (GObject *source, GAsyncResult *async_result, gpointer data)
{
  Search *search = data;
  g_autoptr(AkronHint) self = search->self;
  g_autoptr(GCancellable) cancellable = search->cancellable;
  AkronSearchResult result;
  g_autoptr(GError) error = NULL;
  gboolean found;

  g_free (search);
  found = akron_search_genmove_finish (async_result, &result, &error);
  /* Cancelled, or stopped and started again since. */
  if (cancellable != self->cancellable)
    return;

  g_object_freeze_notify (G_OBJECT (self));
  stop (self);
  if (!found)
    g_debug ("No hint: %s", error->message);
  else if (self->game != NULL && akron_search_result_matches (&result, self->game))
    /* A draw claim when the search advises one (the move is then "draw"). */
    set_move (self, &result.move);
  g_object_thaw_notify (G_OBJECT (self));
}

void
akron_hint_start (AkronHint *self)
{
  AkronSearchLimits limits;
  Search *search;

  g_return_if_fail (AKRON_IS_HINT (self));

  akron_hint_cancel (self);
  if (self->game == NULL || akron_game_is_over (self->game))
    return;

  akron_search_limits_init (&limits, HINT_LEVEL, self->nodes == 0);
  if (self->nodes != 0)
    limits.nodes = self->nodes;
  else
    {
      /* Hard's time on every core, not its node budget: a hint is as good as the machine
       * can give in that time. */
      limits.threads = akron_search_get_default_threads ();
      limits.nodes = 0;
    }

  self->cancellable = g_cancellable_new ();
  search = g_new0 (Search, 1);
  search->self = g_object_ref (self);
  search->cancellable = g_object_ref (self->cancellable);
  akron_search_genmove_async (self->game, &limits, self->cancellable, on_found, search);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
akron_hint_set_game (AkronHint *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_HINT (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;

  akron_hint_cancel (self);
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

AkronHint *
akron_hint_new (void)
{
  return g_object_new (AKRON_TYPE_HINT, NULL);
}

static void
akron_hint_dispose (GObject *object)
{
  AkronHint *self = AKRON_HINT (object);

  if (self->game_signals != NULL)
    akron_hint_set_game (self, NULL);
  g_clear_object (&self->game_signals);

  G_OBJECT_CLASS (akron_hint_parent_class)->dispose (object);
}

static void
akron_hint_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronHint *self = AKRON_HINT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, akron_hint_get_running (self));
      break;
    case PROP_MOVE:
      g_value_set_boxed (value, akron_hint_get_move (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_hint_set_property (GObject *object, guint prop_id, const GValue *value,
                         GParamSpec *pspec)
{
  AkronHint *self = AKRON_HINT (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_hint_set_game (self, g_value_get_object (value));
      break;
    case PROP_NODES:
      akron_hint_set_nodes (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_hint_class_init (AkronHintClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_hint_dispose;
  object_class->get_property = akron_hint_get_property;
  object_class->set_property = akron_hint_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, rw);
  properties[PROP_NODES] = g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0, rw);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  properties[PROP_MOVE] = g_param_spec_boxed ("move", NULL, NULL, AKRON_TYPE_MOVE, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_hint_init (AkronHint *self)
{
  /* Any change of position makes a hint, running or shown, out of date. */
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (akron_hint_cancel), self);
}
