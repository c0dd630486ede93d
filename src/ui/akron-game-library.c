/* akron-game-library.c: every unfinished game the player has not deleted
 *
 * The model of the Continue list. It only holds the games, in the order players expect of a
 * list of recent things (the last played first); reading and writing their records is
 * AkronSession's, which runs them in worker threads in the order that never leaves a game
 * on no disk: a game left is written before the game shown replaces it in the autosave.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-game-library.h"

struct _AkronGameLibrary
{
  GObject parent_instance;

  GPtrArray *games;  /* of AkronSavedGame, the last played first */
};

static void list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronGameLibrary, akron_game_library, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_init))

enum
{
  PROP_0,
  PROP_N_ITEMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* GListModel ----------------------------------------------------------------------------- */

static GType
get_item_type (GListModel *model)
{
  return AKRON_TYPE_SAVED_GAME;
}

static guint
get_n_items (GListModel *model)
{
  return AKRON_GAME_LIBRARY (model)->games->len;
}

static gpointer
get_item (GListModel *model, guint position)
{
  AkronGameLibrary *self = AKRON_GAME_LIBRARY (model);

  if (position >= self->games->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->games, position));
}

static void
list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
items_changed (AkronGameLibrary *self, guint position, guint removed, guint added)
{
  g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ITEMS]);
}

/* The list -------------------------------------------------------------------------------- */

AkronGameLibrary *
akron_game_library_new (void)
{
  return g_object_new (AKRON_TYPE_GAME_LIBRARY, NULL);
}

gboolean
akron_game_library_contains (AkronGameLibrary *self, AkronSavedGame *game)
{
  g_return_val_if_fail (AKRON_IS_GAME_LIBRARY (self), FALSE);
  return g_ptr_array_find (self->games, game, NULL);
}

void
akron_game_library_add (AkronGameLibrary *self, AkronSavedGame *game)
{
  GDateTime *played;
  guint position = 0;

  g_return_if_fail (AKRON_IS_GAME_LIBRARY (self));
  g_return_if_fail (AKRON_IS_SAVED_GAME (game));

  if (akron_game_library_contains (self, game))
    return;

  played = akron_saved_game_get_last_played (game);
  while (position < self->games->len
         && g_date_time_compare (akron_saved_game_get_last_played (
                                   g_ptr_array_index (self->games, position)),
                                 played) >= 0)
    position++;
  g_ptr_array_insert (self->games, position, g_object_ref (game));
  items_changed (self, position, 0, 1);
}

gboolean
akron_game_library_remove (AkronGameLibrary *self, AkronSavedGame *game)
{
  guint position;

  g_return_val_if_fail (AKRON_IS_GAME_LIBRARY (self), FALSE);

  if (!g_ptr_array_find (self->games, game, &position))
    return FALSE;
  g_ptr_array_remove_index (self->games, position);
  items_changed (self, position, 1, 0);
  return TRUE;
}

AkronSavedGame *
akron_game_library_find_file (AkronGameLibrary *self, GFile *file)
{
  g_return_val_if_fail (AKRON_IS_GAME_LIBRARY (self), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  for (guint t = 0; t < self->games->len; t++)
    {
      AkronSavedGame *game = g_ptr_array_index (self->games, t);
      GFile *kept = akron_saved_game_get_file (game);

      if (kept != NULL && g_file_equal (kept, file))
        return game;
    }
  return NULL;
}

/* GObject --------------------------------------------------------------------------------- */

static void
akron_game_library_finalize (GObject *object)
{
  AkronGameLibrary *self = AKRON_GAME_LIBRARY (object);

  g_ptr_array_unref (self->games);

  G_OBJECT_CLASS (akron_game_library_parent_class)->finalize (object);
}

static void
akron_game_library_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  AkronGameLibrary *self = AKRON_GAME_LIBRARY (object);

  switch (prop_id)
    {
    case PROP_N_ITEMS:
      g_value_set_uint (value, self->games->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_library_class_init (AkronGameLibraryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = akron_game_library_finalize;
  object_class->get_property = akron_game_library_get_property;

  properties[PROP_N_ITEMS] =
    g_param_spec_uint ("n-items", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_game_library_init (AkronGameLibrary *self)
{
  self->games = g_ptr_array_new_with_free_func (g_object_unref);
}
