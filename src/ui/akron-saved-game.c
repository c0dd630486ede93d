/* akron-saved-game.c: one game kept to be continued, an item of AkronGameLibrary
 *
 * What the Continue list says of a game is worked out once, when the item is made: the
 * game does not change while it waits in the list.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-computer-player.h"
#include "akron-labels.h"
#include "akron-saved-game.h"

struct _AkronSavedGame
{
  GObject parent_instance;

  GFile *file;
  AkronDocument *document;
  GDateTime *last_played;
  char *title;
  char *variant;
};

G_DEFINE_FINAL_TYPE (AkronSavedGame, akron_saved_game, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_FILE,
  PROP_DOCUMENT,
  PROP_LAST_PLAYED,
  PROP_TITLE,
  PROP_VARIANT,
  PROP_N_MOVES,
  PROP_FINISHED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

AkronSavedGame *
akron_saved_game_new (GFile *file, AkronDocument *document, GDateTime *last_played)
{
  g_return_val_if_fail (file == NULL || G_IS_FILE (file), NULL);
  g_return_val_if_fail (AKRON_IS_DOCUMENT (document), NULL);
  g_return_val_if_fail (last_played != NULL, NULL);

  return g_object_new (AKRON_TYPE_SAVED_GAME,
                       "file", file,
                       "document", document,
                       "last-played", last_played,
                       NULL);
}

gboolean
akron_saved_game_worth_keeping (AkronDocument *document)
{
  AkronGame *game;

  g_return_val_if_fail (AKRON_IS_DOCUMENT (document), FALSE);

  game = akron_document_get_game (document);
  if (akron_game_get_n_moves (game) == 0)
    return FALSE;
  return !akron_game_is_over (game) || akron_document_get_unsaved (document);
}

GFile *
akron_saved_game_get_file (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), NULL);
  return self->file;
}

AkronDocument *
akron_saved_game_get_document (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), NULL);
  return self->document;
}

GDateTime *
akron_saved_game_get_last_played (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), NULL);
  return self->last_played;
}

const char *
akron_saved_game_get_title (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), NULL);
  return self->title;
}

const char *
akron_saved_game_get_variant (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), NULL);
  return self->variant;
}

guint
akron_saved_game_get_n_moves (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), 0);
  return akron_game_get_ply (akron_document_get_game (self->document));
}

gboolean
akron_saved_game_get_finished (AkronSavedGame *self)
{
  g_return_val_if_fail (AKRON_IS_SAVED_GAME (self), FALSE);
  return akron_game_is_over (akron_document_get_game (self->document));
}

/* Who plays: the computer and its level, the players' names, or two people. */
static char *
make_title (AkronGame *game)
{
  AkronColour colour;
  AkronLevel level;
  char *players;

  if (akron_computer_player_read_tags (game, &colour, &level))
    /* Translators: a game kept to be continued; %s is the level ("Hard") */
    return g_strdup_printf (_("Against the computer (%s)"),
                            akron_level_get_display_name (level));
  players = akron_label_players (game);
  if (players != NULL)
    return players;
  /* Translators: a kept game between two people at this computer, without names */
  return g_strdup (_("Two players"));
}

static void
akron_saved_game_constructed (GObject *object)
{
  AkronSavedGame *self = AKRON_SAVED_GAME (object);
  AkronGame *game = akron_document_get_game (self->document);

  G_OBJECT_CLASS (akron_saved_game_parent_class)->constructed (object);

  self->title = make_title (game);
  self->variant = akron_label_variant (game);
}

static void
akron_saved_game_finalize (GObject *object)
{
  AkronSavedGame *self = AKRON_SAVED_GAME (object);

  g_clear_object (&self->file);
  g_clear_object (&self->document);
  g_clear_pointer (&self->last_played, g_date_time_unref);
  g_free (self->title);
  g_free (self->variant);

  G_OBJECT_CLASS (akron_saved_game_parent_class)->finalize (object);
}

static void
akron_saved_game_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  AkronSavedGame *self = AKRON_SAVED_GAME (object);

  switch (prop_id)
    {
    case PROP_FILE:
      g_value_set_object (value, self->file);
      break;
    case PROP_DOCUMENT:
      g_value_set_object (value, self->document);
      break;
    case PROP_LAST_PLAYED:
      g_value_set_boxed (value, self->last_played);
      break;
    case PROP_TITLE:
      g_value_set_string (value, self->title);
      break;
    case PROP_VARIANT:
      g_value_set_string (value, self->variant);
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, akron_saved_game_get_n_moves (self));
      break;
    case PROP_FINISHED:
      g_value_set_boolean (value, akron_saved_game_get_finished (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_saved_game_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  AkronSavedGame *self = AKRON_SAVED_GAME (object);

  switch (prop_id)
    {
    case PROP_FILE:
      self->file = g_value_dup_object (value);
      break;
    case PROP_DOCUMENT:
      self->document = g_value_dup_object (value);
      break;
    case PROP_LAST_PLAYED:
      self->last_played = g_value_dup_boxed (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_saved_game_class_init (AkronSavedGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY
                                | G_PARAM_STATIC_STRINGS;
  const GParamFlags derived = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->constructed = akron_saved_game_constructed;
  object_class->finalize = akron_saved_game_finalize;
  object_class->get_property = akron_saved_game_get_property;
  object_class->set_property = akron_saved_game_set_property;

  properties[PROP_FILE] = g_param_spec_object ("file", NULL, NULL, G_TYPE_FILE, construct);
  properties[PROP_DOCUMENT] = g_param_spec_object ("document", NULL, NULL, AKRON_TYPE_DOCUMENT,
                                                   construct);
  properties[PROP_LAST_PLAYED] = g_param_spec_boxed ("last-played", NULL, NULL,
                                                     G_TYPE_DATE_TIME, construct);
  properties[PROP_TITLE] = g_param_spec_string ("title", NULL, NULL, NULL, derived);
  properties[PROP_VARIANT] = g_param_spec_string ("variant", NULL, NULL, NULL, derived);
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0,
                                                derived);
  properties[PROP_FINISHED] = g_param_spec_boolean ("finished", NULL, NULL, FALSE, derived);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_saved_game_init (AkronSavedGame *self)
{
}
