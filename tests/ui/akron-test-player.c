/* akron-test-player.c: a scripted player for the tests of the player seam
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-notation.h"
#include "akron-test-player.h"
#include "akron-ui-test-util.h"

struct _AkronTestPlayer
{
  GObject parent_instance;

  char *name;
  guint delay_ms;
  gboolean ignore_cancel;
  gboolean manual;
  gboolean local;

  AkronMove move;
  AkronPosition position;
  guint timeout_id;
  guint n_asked, n_cancelled, n_answered;
};

static void player_iface_init (AkronPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronTestPlayer, akron_test_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AKRON_TYPE_PLAYER, player_iface_init))

void
akron_test_player_answer (AkronTestPlayer *self)
{
  AkronMove move = self->move;
  AkronPosition position = self->position;

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  self->n_answered++;
  akron_player_decide (AKRON_PLAYER (self), &position, &move);
}

static gboolean
answer_later (gpointer data)
{
  AkronTestPlayer *self = data;

  self->timeout_id = 0;
  akron_test_player_answer (self);
  return G_SOURCE_REMOVE;
}

static void
begin_turn (AkronPlayer *player, AkronGame *game)
{
  AkronTestPlayer *self = AKRON_TEST_PLAYER (player);
  AkronMoveList list;

  self->n_asked++;
  self->position = *akron_game_get_position (game);
  akron_move_list_init (&list);
  akron_position_generate (akron_game_get_position (game), &list);
  g_assert_cmpuint (list.len, >, 0);
  self->move = list.moves[0];
  for (guint t = 0; t < list.len; t++)
    if (list.moves[t].kind == AKRON_MOVE_ADD)
      {
        self->move = list.moves[t];
        break;
      }
  akron_move_list_clear (&list);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (!self->manual)
    self->timeout_id = g_timeout_add (self->delay_ms, answer_later, self);
}

static void
cancel (AkronPlayer *player)
{
  AkronTestPlayer *self = AKRON_TEST_PLAYER (player);

  self->n_cancelled++;
  if (!self->ignore_cancel)
    g_clear_handle_id (&self->timeout_id, g_source_remove);
}

static const char *
get_name (AkronPlayer *player)
{
  return AKRON_TEST_PLAYER (player)->name;
}

static gboolean
is_local_person (AkronPlayer *player)
{
  return AKRON_TEST_PLAYER (player)->local;
}

static void
player_iface_init (AkronPlayerInterface *iface)
{
  iface->begin_turn = begin_turn;
  iface->cancel = cancel;
  iface->get_name = get_name;
  iface->is_local_person = is_local_person;
}

void
akron_test_player_set_ignore_cancel (AkronTestPlayer *self, gboolean ignore)
{
  self->ignore_cancel = ignore;
}

void
akron_test_player_set_manual (AkronTestPlayer *self, gboolean manual)
{
  self->manual = manual;
}

guint
akron_test_player_get_n_asked (AkronTestPlayer *self)
{
  return self->n_asked;
}

guint
akron_test_player_get_n_cancelled (AkronTestPlayer *self)
{
  return self->n_cancelled;
}

guint
akron_test_player_get_n_answered (AkronTestPlayer *self)
{
  return self->n_answered;
}

const AkronMove *
akron_test_player_get_move (AkronTestPlayer *self)
{
  return &self->move;
}

const AkronPosition *
akron_test_player_get_position (AkronTestPlayer *self)
{
  return &self->position;
}

static void
akron_test_player_finalize (GObject *object)
{
  AkronTestPlayer *self = AKRON_TEST_PLAYER (object);

  g_clear_handle_id (&self->timeout_id, g_source_remove);
  g_free (self->name);

  G_OBJECT_CLASS (akron_test_player_parent_class)->finalize (object);
}

static void
akron_test_player_class_init (AkronTestPlayerClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = akron_test_player_finalize;
}

static void
akron_test_player_init (AkronTestPlayer *self)
{
}

AkronTestPlayer *
akron_test_player_new (const char *name, guint delay_ms)
{
  AkronTestPlayer *self = g_object_new (AKRON_TYPE_TEST_PLAYER, NULL);

  self->name = g_strdup (name);
  self->delay_ms = delay_ms;
  return self;
}

AkronTestPlayer *
akron_test_person_new (void)
{
  AkronTestPlayer *self = g_object_new (AKRON_TYPE_TEST_PLAYER, NULL);

  self->local = TRUE;
  self->manual = TRUE;
  return self;
}

void
akron_test_person_choose (AkronTestPlayer *self, AkronGame *game, const char *text)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  g_autoptr(GError) error = NULL;
  AkronMove move;

  g_assert_true (akron_move_parse (geo, text, &move, &error));
  g_assert_no_error (error);
  /* AkronMatch asks players from the main loop. */
  akron_test_settle ();
  akron_player_decide (AKRON_PLAYER (self), akron_game_get_position (game), &move);
  akron_test_settle ();
}
