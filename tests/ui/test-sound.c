/* test-sound.c: the marbles' sounds reach GSound as event sounds, and never play in tests
 *
 * A test player takes GSound's place: it records the attributes that AkronSound hands to
 * gsound_context_play_simplev(), and plays nothing. Runs under Xvfb (GtkSettings holds the
 * desktop's event sound switch).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gsound.h>

#include "akron-sound.h"
#include "akron-ui-test-util.h"

typedef struct
{
  GPtrArray *played; /* of GHashTable: copies of the attributes */
} Recorder;

static void
record (AkronSound *sound, GHashTable *attributes, gpointer user_data)
{
  Recorder *recorder = user_data;
  GHashTable *copy = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  GHashTableIter iter;
  gpointer key, value;

  g_hash_table_iter_init (&iter, attributes);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_hash_table_insert (copy, g_strdup (key), g_strdup (value));
  g_ptr_array_add (recorder->played, copy);
}

static void
assert_sound (GHashTable *attributes, const char *event_id, const char *file_name)
{
  const char *path = g_hash_table_lookup (attributes, GSOUND_ATTR_MEDIA_FILENAME);
  g_autofree char *base = NULL;

  g_assert_cmpstr (g_hash_table_lookup (attributes, GSOUND_ATTR_EVENT_ID), ==, event_id);
  g_assert_cmpstr (g_hash_table_lookup (attributes, GSOUND_ATTR_CANBERRA_CACHE_CONTROL), ==,
                   "permanent");
  g_assert_nonnull (path);
  base = g_path_get_basename (path);
  g_assert_cmpstr (base, ==, file_name);
  /* The file that would play is there (AKRON_SOUNDS_DIR: the source tree's data/sounds). */
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

/* Enabled, each request reaches the player with its event id, file and cache control;
 * disabled, or with the desktop's event sounds off, it is only counted. */
static void
test_requests_reach_player (void)
{
  g_autoptr(AkronSound) sound = akron_sound_new ();
  Recorder recorder = { g_ptr_array_new_with_free_func ((GDestroyNotify) g_hash_table_unref) };
  GtkSettings *settings = gtk_settings_get_default ();

  akron_sound_set_player (sound, record, &recorder);
  g_assert_true (akron_sound_get_available (sound));

  akron_sound_request (sound, AKRON_SOUND_PLACE);
  g_assert_cmpuint (recorder.played->len, ==, 0);
  g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_PLACE), ==, 1);

  akron_sound_set_enabled (sound, TRUE);
  akron_sound_request (sound, AKRON_SOUND_PLACE);
  akron_sound_request (sound, AKRON_SOUND_DROP);
  g_assert_cmpuint (recorder.played->len, ==, 2);
  assert_sound (recorder.played->pdata[0], "akron-marble-placed", "place.wav");
  assert_sound (recorder.played->pdata[1], "akron-marbles-dropped", "drop.wav");
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_PLACE), ==, 1);
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_DROP), ==, 1);

  /* The desktop's switch (GNOME Settings, Sound, Alert Sound) silences the game too. */
  g_object_set (settings, "gtk-enable-event-sounds", FALSE, NULL);
  akron_sound_request (sound, AKRON_SOUND_DROP);
  g_object_set (settings, "gtk-enable-event-sounds", TRUE, NULL);
  g_assert_cmpuint (recorder.played->len, ==, 2);
  g_assert_cmpuint (akron_sound_get_n_requested (sound, AKRON_SOUND_DROP), ==, 2);

  g_ptr_array_unref (recorder.played);
}

/* Without a test player, a sound that is never enabled never reaches the sound system. */
static void
test_disabled_plays_nothing (void)
{
  g_autoptr(AkronSound) sound = akron_sound_new ();

  akron_sound_request (sound, AKRON_SOUND_PLACE);
  akron_sound_request (sound, AKRON_SOUND_DROP);
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_PLACE), ==, 0);
  g_assert_cmpuint (akron_sound_get_n_played (sound, AKRON_SOUND_DROP), ==, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

  g_test_add_func ("/sound/requests-reach-player", test_requests_reach_player);
  g_test_add_func ("/sound/disabled-plays-nothing", test_disabled_plays_nothing);
  return g_test_run ();
}
