/* akron-sound.c: the sounds of the marbles
 *
 * The click of a marble placed and the clunk of marbles dropping, from the application's
 * own recordings (data/sounds, made by build-aux/make-sounds.py) in its GResource, played
 * through GTK's media API (GtkMediaFile: GStreamer at run time). A stream is made the first
 * time its sound is heard, and rewound for the next time. Requests are counted whether the
 * sound is enabled or not, so that tests can check which events ask for a sound while
 * hearing none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-sound.h"

struct _AkronSound
{
  GObject parent_instance;

  gboolean enabled;
  GtkMediaStream *streams[AKRON_N_SOUNDS];
  guint n_requested[AKRON_N_SOUNDS];
  guint n_played[AKRON_N_SOUNDS];
};

G_DEFINE_FINAL_TYPE (AkronSound, akron_sound, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  N_PROPS
};

enum
{
  REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const char *const resources[AKRON_N_SOUNDS] = {
  [AKRON_SOUND_PLACE] = "/io/github/akrongame/Akron/sounds/place.wav",
  [AKRON_SOUND_DROP] = "/io/github/akrongame/Akron/sounds/drop.wav",
};

AkronSound *
akron_sound_new (void)
{
  return g_object_new (AKRON_TYPE_SOUND, NULL);
}

gboolean
akron_sound_get_enabled (AkronSound *self)
{
  g_return_val_if_fail (AKRON_IS_SOUND (self), FALSE);
  return self->enabled;
}

void
akron_sound_set_enabled (AkronSound *self, gboolean enabled)
{
  g_return_if_fail (AKRON_IS_SOUND (self));

  enabled = !!enabled;
  if (self->enabled == enabled)
    return;
  self->enabled = enabled;
  /* Turned off: nothing goes on sounding. */
  if (!enabled)
    for (guint t = 0; t < AKRON_N_SOUNDS; t++)
      if (self->streams[t] != NULL)
        gtk_media_stream_pause (self->streams[t]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

static void
play (AkronSound *self, AkronSoundEvent event)
{
  GtkMediaStream *stream = self->streams[event];

  if (stream == NULL)
    stream = self->streams[event] = gtk_media_file_new_for_resource (resources[event]);
  /* A stream that failed (no media backend) stays silent; the game goes on. */
  if (gtk_media_stream_get_error (stream) != NULL)
    return;
  /* From the start, also when the last one is still sounding. */
  if (gtk_media_stream_is_seekable (stream))
    gtk_media_stream_seek (stream, 0);
  gtk_media_stream_play (stream);
  self->n_played[event]++;
}

void
akron_sound_request (AkronSound *self, AkronSoundEvent event)
{
  g_return_if_fail (AKRON_IS_SOUND (self));
  g_return_if_fail (event < AKRON_N_SOUNDS);

  self->n_requested[event]++;
  if (self->enabled)
    play (self, event);
  g_signal_emit (self, signals[REQUESTED], 0, (guint) event);
}

guint
akron_sound_get_n_requested (AkronSound *self, AkronSoundEvent event)
{
  g_return_val_if_fail (AKRON_IS_SOUND (self), 0);
  g_return_val_if_fail (event < AKRON_N_SOUNDS, 0);
  return self->n_requested[event];
}

guint
akron_sound_get_n_played (AkronSound *self, AkronSoundEvent event)
{
  g_return_val_if_fail (AKRON_IS_SOUND (self), 0);
  g_return_val_if_fail (event < AKRON_N_SOUNDS, 0);
  return self->n_played[event];
}

static void
akron_sound_dispose (GObject *object)
{
  AkronSound *self = AKRON_SOUND (object);

  for (guint t = 0; t < AKRON_N_SOUNDS; t++)
    {
      if (self->streams[t] != NULL)
        gtk_media_stream_pause (self->streams[t]);
      g_clear_object (&self->streams[t]);
    }

  G_OBJECT_CLASS (akron_sound_parent_class)->dispose (object);
}

static void
akron_sound_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronSound *self = AKRON_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      g_value_set_boolean (value, self->enabled);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_sound_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  AkronSound *self = AKRON_SOUND (object);

  switch (prop_id)
    {
    case PROP_ENABLED:
      akron_sound_set_enabled (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_sound_class_init (AkronSoundClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = akron_sound_dispose;
  object_class->get_property = akron_sound_get_property;
  object_class->set_property = akron_sound_set_property;

  properties[PROP_ENABLED] =
    g_param_spec_boolean ("enabled", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REQUESTED] = g_signal_new ("requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
akron_sound_init (AkronSound *self)
{
}
