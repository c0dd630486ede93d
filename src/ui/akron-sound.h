/* akron-sound.h: the sounds of the marbles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef enum
{
  AKRON_SOUND_PLACE, /* a marble placed: a soft click */
  AKRON_SOUND_DROP,  /* marbles dropping: a solid clunk */
} AkronSoundEvent;

#define AKRON_N_SOUNDS (AKRON_SOUND_DROP + 1)

#define AKRON_TYPE_SOUND (akron_sound_get_type ())
G_DECLARE_FINAL_TYPE (AkronSound, akron_sound, AKRON, SOUND, GObject)

/* Plays one sound, given as GSound attributes (GSOUND_ATTR_EVENT_ID,
 * GSOUND_ATTR_MEDIA_FILENAME, ...: strings to strings). */
typedef void (*AkronSoundPlayer) (AkronSound *sound, GHashTable *attributes, gpointer user_data);

/* Property "enabled" (boolean): whether a requested sound is heard (the game's setting).
 * Property "available" (boolean, read-only): whether any sound can be heard here; FALSE when
 * the sound system could not be set up.
 * Signal "requested" (AkronSound *, guint event): a sound was asked for, heard or not. */
AkronSound *akron_sound_new (void);

gboolean akron_sound_get_enabled (AkronSound *self);
void akron_sound_set_enabled (AkronSound *self, gboolean enabled);
gboolean akron_sound_get_available (AkronSound *self);

/* Plays @event's sound if enabled, and if the desktop plays event sounds; counts the request
 * either way. */
void akron_sound_request (AkronSound *self, AkronSoundEvent event);

/* For tests: @player receives the sounds instead of GSound, which then plays nothing. */
void akron_sound_set_player (AkronSound *self, AkronSoundPlayer player, gpointer user_data);
/* For tests: how many times @event was asked for, and how many times it was played. */
guint akron_sound_get_n_requested (AkronSound *self, AkronSoundEvent event);
guint akron_sound_get_n_played (AkronSound *self, AkronSoundEvent event);

G_END_DECLS
