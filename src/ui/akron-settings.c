/* akron-settings.c: the preferences Akron keeps, as properties
 *
 * Every key of the schema is a property of this object, bound with g_settings_bind(), so
 * that widgets bind to properties and nothing else reads or writes keys by hand.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-computer-player.h"
#include "akron-settings.h"
#include "akron-enums.h"
#include "akron-ui-enums.h"

struct _AkronSettings
{
  GObject parent_instance;

  GSettings *settings;

  int window_width;
  int window_height;
  gboolean window_maximized;
  guint size;
  guint pieces;
  gboolean pieces_follow_size;
  gboolean swap;
  gboolean no_delay;
  char *vert_name;
  char *horz_name;
  gboolean show_connections;
  gboolean show_pinned;
  gboolean sound;
  AkronOpponentKind opponent;
  AkronComputerColour computer_colour;
  AkronLevel level;
  AkronColour last_computer_colour;
  gboolean welcome_shown;
  GStrv lessons_done;
  GStrv puzzles_solved;
};

G_DEFINE_FINAL_TYPE (AkronSettings, akron_settings, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_WINDOW_WIDTH,
  PROP_WINDOW_HEIGHT,
  PROP_WINDOW_MAXIMIZED,
  PROP_SIZE,
  PROP_PIECES,
  PROP_PIECES_FOLLOW_SIZE,
  PROP_SWAP,
  PROP_NO_DELAY,
  PROP_VERT_NAME,
  PROP_HORZ_NAME,
  PROP_SHOW_CONNECTIONS,
  PROP_SHOW_PINNED,
  PROP_SOUND,
  PROP_OPPONENT,
  PROP_COMPUTER_COLOUR,
  PROP_LEVEL,
  PROP_LAST_COMPUTER_COLOUR,
  PROP_WELCOME_SHOWN,
  PROP_LESSONS_DONE,
  PROP_PUZZLES_SOLVED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

AkronSettings *
akron_settings_get_default (void)
{
  static AkronSettings *instance;

  if (instance == NULL)
    {
      instance = g_object_new (AKRON_TYPE_SETTINGS, NULL);
      g_object_add_weak_pointer (G_OBJECT (instance), (gpointer *) &instance);
    }
  return instance;
}

void
akron_settings_delay (AkronSettings *self)
{
  g_return_if_fail (AKRON_IS_SETTINGS (self));
  g_settings_delay (self->settings);
}

void
akron_settings_apply (AkronSettings *self)
{
  g_return_if_fail (AKRON_IS_SETTINGS (self));
  g_settings_apply (self->settings);
}

AkronGame *
akron_settings_create_game (AkronSettings *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *vert = NULL;
  g_autofree char *horz = NULL;
  guint pieces;
  AkronGame *game;

  g_return_val_if_fail (AKRON_IS_SETTINGS (self), NULL);

  pieces = self->pieces_follow_size ? 0 : MAX (self->size, self->pieces);
  game = akron_game_new (self->size, pieces, self->swap, self->no_delay, &error);
  if (game == NULL)
    {
      g_debug ("Remembered new game choices refused: %s", error->message);
      return akron_game_new (AKRON_DEFAULT_SIZE, 0, TRUE, FALSE, NULL);
    }

  vert = g_strstrip (g_strdup (self->vert_name != NULL ? self->vert_name : ""));
  horz = g_strstrip (g_strdup (self->horz_name != NULL ? self->horz_name : ""));
  akron_game_set_player_name (game, AKRON_VERT, vert);
  akron_game_set_player_name (game, AKRON_HORZ, horz);
  if (self->opponent == AKRON_OPPONENT_COMPUTER)
    akron_computer_player_tag_game (game, self->last_computer_colour, self->level);
  return game;
}

static void
set_int (AkronSettings *self, int *field, int value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_uint (AkronSettings *self, guint *field, guint value, guint prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_string (AkronSettings *self, char **field, const char *value, guint prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_strv (AkronSettings *self, GStrv *field, const char *const *value, guint prop)
{
  static const char *const empty[] = { NULL };

  if (value == NULL)
    value = empty;
  if (*field != NULL && g_strv_equal ((const char *const *) *field, value))
    return;
  g_strfreev (*field);
  *field = g_strdupv ((char **) value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

gboolean
akron_settings_is_done (AkronSettings *self, const char *key, const char *id)
{
  g_auto (GStrv) done = NULL;

  g_return_val_if_fail (AKRON_IS_SETTINGS (self), FALSE);
  g_return_val_if_fail (id != NULL, FALSE);

  g_object_get (self, key, &done, NULL);
  return done != NULL && g_strv_contains ((const char *const *) done, id);
}

void
akron_settings_mark_done (AkronSettings *self, const char *key, const char *id)
{
  g_auto (GStrv) done = NULL;
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) more = NULL;

  g_return_if_fail (AKRON_IS_SETTINGS (self));
  g_return_if_fail (id != NULL);

  g_object_get (self, key, &done, NULL);
  if (done != NULL && g_strv_contains ((const char *const *) done, id))
    return;
  if (done != NULL)
    g_strv_builder_addv (builder, (const char **) done);
  g_strv_builder_add (builder, id);
  more = g_strv_builder_end (builder);
  g_object_set (self, key, more, NULL);
}

static void
akron_settings_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronSettings *self = AKRON_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_WINDOW_WIDTH:
      g_value_set_int (value, self->window_width);
      break;
    case PROP_WINDOW_HEIGHT:
      g_value_set_int (value, self->window_height);
      break;
    case PROP_WINDOW_MAXIMIZED:
      g_value_set_boolean (value, self->window_maximized);
      break;
    case PROP_SIZE:
      g_value_set_uint (value, self->size);
      break;
    case PROP_PIECES:
      g_value_set_uint (value, self->pieces);
      break;
    case PROP_PIECES_FOLLOW_SIZE:
      g_value_set_boolean (value, self->pieces_follow_size);
      break;
    case PROP_SWAP:
      g_value_set_boolean (value, self->swap);
      break;
    case PROP_NO_DELAY:
      g_value_set_boolean (value, self->no_delay);
      break;
    case PROP_VERT_NAME:
      g_value_set_string (value, self->vert_name);
      break;
    case PROP_HORZ_NAME:
      g_value_set_string (value, self->horz_name);
      break;
    case PROP_SHOW_CONNECTIONS:
      g_value_set_boolean (value, self->show_connections);
      break;
    case PROP_SHOW_PINNED:
      g_value_set_boolean (value, self->show_pinned);
      break;
    case PROP_SOUND:
      g_value_set_boolean (value, self->sound);
      break;
    case PROP_OPPONENT:
      g_value_set_enum (value, self->opponent);
      break;
    case PROP_COMPUTER_COLOUR:
      g_value_set_enum (value, self->computer_colour);
      break;
    case PROP_LEVEL:
      g_value_set_enum (value, self->level);
      break;
    case PROP_LAST_COMPUTER_COLOUR:
      g_value_set_enum (value, self->last_computer_colour);
      break;
    case PROP_WELCOME_SHOWN:
      g_value_set_boolean (value, self->welcome_shown);
      break;
    case PROP_LESSONS_DONE:
      g_value_set_boxed (value, self->lessons_done);
      break;
    case PROP_PUZZLES_SOLVED:
      g_value_set_boxed (value, self->puzzles_solved);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_settings_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  AkronSettings *self = AKRON_SETTINGS (object);

  switch (prop_id)
    {
    case PROP_WINDOW_WIDTH:
      set_int (self, &self->window_width, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_HEIGHT:
      set_int (self, &self->window_height, g_value_get_int (value), prop_id);
      break;
    case PROP_WINDOW_MAXIMIZED:
      set_int (self, &self->window_maximized, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SIZE:
      set_uint (self, &self->size, g_value_get_uint (value), prop_id);
      break;
    case PROP_PIECES:
      set_uint (self, &self->pieces, g_value_get_uint (value), prop_id);
      break;
    case PROP_PIECES_FOLLOW_SIZE:
      set_int (self, &self->pieces_follow_size, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SWAP:
      set_int (self, &self->swap, g_value_get_boolean (value), prop_id);
      break;
    case PROP_NO_DELAY:
      set_int (self, &self->no_delay, g_value_get_boolean (value), prop_id);
      break;
    case PROP_VERT_NAME:
      set_string (self, &self->vert_name, g_value_get_string (value), prop_id);
      break;
    case PROP_HORZ_NAME:
      set_string (self, &self->horz_name, g_value_get_string (value), prop_id);
      break;
    case PROP_SHOW_CONNECTIONS:
      set_int (self, &self->show_connections, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_PINNED:
      set_int (self, &self->show_pinned, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SOUND:
      set_int (self, &self->sound, g_value_get_boolean (value), prop_id);
      break;
    case PROP_OPPONENT:
      set_int (self, (int *) &self->opponent, g_value_get_enum (value), prop_id);
      break;
    case PROP_COMPUTER_COLOUR:
      set_int (self, (int *) &self->computer_colour, g_value_get_enum (value), prop_id);
      break;
    case PROP_LEVEL:
      set_int (self, (int *) &self->level, g_value_get_enum (value), prop_id);
      break;
    case PROP_LAST_COMPUTER_COLOUR:
      set_int (self, (int *) &self->last_computer_colour, g_value_get_enum (value), prop_id);
      break;
    case PROP_WELCOME_SHOWN:
      set_int (self, &self->welcome_shown, g_value_get_boolean (value), prop_id);
      break;
    case PROP_LESSONS_DONE:
      set_strv (self, &self->lessons_done, g_value_get_boxed (value), prop_id);
      break;
    case PROP_PUZZLES_SOLVED:
      set_strv (self, &self->puzzles_solved, g_value_get_boxed (value), prop_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_settings_finalize (GObject *object)
{
  AkronSettings *self = AKRON_SETTINGS (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->vert_name, g_free);
  g_clear_pointer (&self->horz_name, g_free);
  g_clear_pointer (&self->lessons_done, g_strfreev);
  g_clear_pointer (&self->puzzles_solved, g_strfreev);

  G_OBJECT_CLASS (akron_settings_parent_class)->finalize (object);
}

static void
akron_settings_class_init (AkronSettingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                            | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = akron_settings_finalize;
  object_class->get_property = akron_settings_get_property;
  object_class->set_property = akron_settings_set_property;

  /* The ranges are the schema's: g_settings_bind() refuses what the schema refuses. */
  properties[PROP_WINDOW_WIDTH] =
    g_param_spec_int ("window-width", NULL, NULL, -1, G_MAXINT, 1000, flags);
  properties[PROP_WINDOW_HEIGHT] =
    g_param_spec_int ("window-height", NULL, NULL, -1, G_MAXINT, 720, flags);
  properties[PROP_WINDOW_MAXIMIZED] =
    g_param_spec_boolean ("window-maximized", NULL, NULL, FALSE, flags);
  properties[PROP_SIZE] =
    g_param_spec_uint ("size", NULL, NULL, AKRON_MIN_SIZE, AKRON_MAX_SIZE, AKRON_DEFAULT_SIZE,
                       flags);
  properties[PROP_PIECES] =
    g_param_spec_uint ("pieces", NULL, NULL, AKRON_MIN_SIZE, AKRON_MAX_PIECES, 32, flags);
  properties[PROP_PIECES_FOLLOW_SIZE] =
    g_param_spec_boolean ("pieces-follow-size", NULL, NULL, TRUE, flags);
  properties[PROP_SWAP] = g_param_spec_boolean ("swap", NULL, NULL, TRUE, flags);
  properties[PROP_NO_DELAY] = g_param_spec_boolean ("no-delay", NULL, NULL, FALSE, flags);
  properties[PROP_VERT_NAME] = g_param_spec_string ("vert-name", NULL, NULL, "", flags);
  properties[PROP_HORZ_NAME] = g_param_spec_string ("horz-name", NULL, NULL, "", flags);
  properties[PROP_SHOW_CONNECTIONS] =
    g_param_spec_boolean ("show-connections", NULL, NULL, FALSE, flags);
  properties[PROP_SHOW_PINNED] = g_param_spec_boolean ("show-pinned", NULL, NULL, FALSE, flags);
  properties[PROP_SOUND] = g_param_spec_boolean ("sound", NULL, NULL, TRUE, flags);
  /* The enum values' nicks are the schema's choices. */
  properties[PROP_OPPONENT] = g_param_spec_enum ("opponent", NULL, NULL, AKRON_TYPE_OPPONENT_KIND,
                                                 AKRON_OPPONENT_PERSON, flags);
  properties[PROP_COMPUTER_COLOUR] =
    g_param_spec_enum ("computer-colour", NULL, NULL, AKRON_TYPE_COMPUTER_COLOUR,
                       AKRON_COMPUTER_COLOUR_HORZ, flags);
  properties[PROP_LEVEL] =
    g_param_spec_enum ("level", NULL, NULL, AKRON_TYPE_LEVEL, AKRON_LEVEL_MEDIUM, flags);
  properties[PROP_LAST_COMPUTER_COLOUR] =
    g_param_spec_enum ("last-computer-colour", NULL, NULL, AKRON_TYPE_COLOUR, AKRON_HORZ, flags);
  properties[PROP_WELCOME_SHOWN] =
    g_param_spec_boolean ("welcome-shown", NULL, NULL, FALSE, flags);
  properties[PROP_LESSONS_DONE] =
    g_param_spec_boxed ("lessons-done", NULL, NULL, G_TYPE_STRV, flags);
  properties[PROP_PUZZLES_SOLVED] =
    g_param_spec_boxed ("puzzles-solved", NULL, NULL, G_TYPE_STRV, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_settings_init (AkronSettings *self)
{
  self->settings = g_settings_new (APPLICATION_ID);

  for (guint prop = PROP_0 + 1; prop < N_PROPS; prop++)
    {
      const char *name = g_param_spec_get_name (properties[prop]);

      g_settings_bind (self->settings, name, self, name, G_SETTINGS_BIND_DEFAULT);
    }
}
