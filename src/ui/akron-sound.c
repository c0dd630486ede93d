/* akron-sound.c: the sounds of the marbles
 *
 * The click of a marble placed and the clunk of marbles dropping, from the application's
 * own recordings (data/sounds, made by build-aux/make-sounds.py), installed as files in
 * $datadir/akron/sounds and played as event sounds through GSound (libcanberra), as GNOME's
 * own games do: no media pipeline, the desktop's volume for event sounds, and nothing when the
 * desktop turns event sounds off (GtkSettings:gtk-enable-event-sounds). libcanberra keeps
 * each sound once loaded ("permanent" cache control). An uninstalled build finds the files
 * through AKRON_SOUNDS_DIR (build-aux/dev run sets it to the source tree's data/sounds).
 *
 * Requests are counted whether the sound is enabled or not, so that tests can check which
 * events ask for a sound while hearing none; a test player can take GSound's place.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gsound.h>

#include "akron-sound.h"

struct _AkronSound
{
  GObject parent_instance;

  gboolean enabled;
  /* NULL when the sound system could not be set up: then nothing is available. */
  GSoundContext *context;
  AkronSoundPlayer player;
  gpointer player_data;
  guint n_requested[AKRON_N_SOUNDS];
  guint n_played[AKRON_N_SOUNDS];
};

G_DEFINE_FINAL_TYPE (AkronSound, akron_sound, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ENABLED,
  PROP_AVAILABLE,
  N_PROPS
};

enum
{
  REQUESTED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static const struct
{
  const char *event_id;
  const char *file_name;
} sounds[AKRON_N_SOUNDS] = {
  [AKRON_SOUND_PLACE] = { "akron-marble-placed", "place.wav" },
  [AKRON_SOUND_DROP] = { "akron-marbles-dropped", "drop.wav" },
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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENABLED]);
}

gboolean
akron_sound_get_available (AkronSound *self)
{
  g_return_val_if_fail (AKRON_IS_SOUND (self), FALSE);
  return self->context != NULL || self->player != NULL;
}

void
akron_sound_set_player (AkronSound *self, AkronSoundPlayer player, gpointer user_data)
{
  g_return_if_fail (AKRON_IS_SOUND (self));

  self->player = player;
  self->player_data = user_data;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AVAILABLE]);
}

/* The desktop's switch for event sounds (GNOME's Settings, Sound, Alert Sound). */
static gboolean
desktop_plays_event_sounds (void)
{
  GtkSettings *settings = gtk_settings_get_default ();
  gboolean enabled = TRUE;

  if (settings != NULL)
    g_object_get (settings, "gtk-enable-event-sounds", &enabled, NULL);
  return enabled;
}

static const char *
sounds_dir (void)
{
  const char *dir = g_getenv ("AKRON_SOUNDS_DIR");

  return dir != NULL && *dir != '\0' ? dir : SOUNDSDIR;
}

static void
play (AkronSound *self, AkronSoundEvent event)
{
  g_autofree char *path = g_build_filename (sounds_dir (), sounds[event].file_name, NULL);
  g_autoptr(GHashTable) attributes = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (attributes, GSOUND_ATTR_EVENT_ID, (char *) sounds[event].event_id);
  g_hash_table_insert (attributes, GSOUND_ATTR_MEDIA_FILENAME, path);
  /* Loaded once, kept for the next time: a game plays them again and again. */
  g_hash_table_insert (attributes, GSOUND_ATTR_CANBERRA_CACHE_CONTROL, (char *) "permanent");

  if (self->player != NULL)
    self->player (self, attributes, self->player_data);
  else if (self->context == NULL)
    return;
  else if (!gsound_context_play_simplev (self->context, attributes, NULL, &error))
    {
      /* No sound device, or a missing file: the game goes on, silent. */
      g_debug ("Could not play %s: %s", path, error->message);
      return;
    }
  self->n_played[event]++;
}

void
akron_sound_request (AkronSound *self, AkronSoundEvent event)
{
  g_return_if_fail (AKRON_IS_SOUND (self));
  g_return_if_fail (event < AKRON_N_SOUNDS);

  self->n_requested[event]++;
  if (self->enabled && desktop_plays_event_sounds ())
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

  g_clear_object (&self->context);

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
    case PROP_AVAILABLE:
      g_value_set_boolean (value, akron_sound_get_available (self));
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
  properties[PROP_AVAILABLE] =
    g_param_spec_boolean ("available", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REQUESTED] = g_signal_new ("requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
akron_sound_init (AkronSound *self)
{
  g_autoptr(GError) error = NULL;

  self->context = gsound_context_new (NULL, &error);
  if (self->context == NULL)
    g_message ("Sounds are off: %s", error->message);
}
