/* akron-human-player.c: a person at this computer, choosing on the board
 *
 * Forwards the board's "move-chosen" while it is this player's turn. Two people sharing the
 * board are two of these on the same board: only the one whose turn it is answers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-human-player.h"

struct _AkronHumanPlayer
{
  GObject parent_instance;

  GWeakRef board;
  gulong move_chosen_id;
  gboolean in_turn;
};

static void player_iface_init (AkronPlayerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronHumanPlayer, akron_human_player, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (AKRON_TYPE_PLAYER, player_iface_init))

static void
on_move_chosen (AkronBoard *board, const AkronMove *move, AkronHumanPlayer *self)
{
  if (!self->in_turn)
    return;
  self->in_turn = FALSE;
  /* The board offers moves for the position it shows. */
  akron_player_decide (AKRON_PLAYER (self),
                       akron_game_get_position (akron_board_get_game (board)), move);
}

static void
begin_turn (AkronPlayer *player, AkronGame *game)
{
  AKRON_HUMAN_PLAYER (player)->in_turn = TRUE;
}

static void
cancel (AkronPlayer *player)
{
  AKRON_HUMAN_PLAYER (player)->in_turn = FALSE;
}

static gboolean
is_local_person (AkronPlayer *player)
{
  return TRUE;
}

static void
player_iface_init (AkronPlayerInterface *iface)
{
  iface->begin_turn = begin_turn;
  iface->cancel = cancel;
  iface->is_local_person = is_local_person;
}

static void
akron_human_player_dispose (GObject *object)
{
  AkronHumanPlayer *self = AKRON_HUMAN_PLAYER (object);
  g_autoptr(AkronBoard) board = g_weak_ref_get (&self->board);

  if (board != NULL)
    g_clear_signal_handler (&self->move_chosen_id, board);
  g_weak_ref_set (&self->board, NULL);

  G_OBJECT_CLASS (akron_human_player_parent_class)->dispose (object);
}

static void
akron_human_player_finalize (GObject *object)
{
  g_weak_ref_clear (&AKRON_HUMAN_PLAYER (object)->board);

  G_OBJECT_CLASS (akron_human_player_parent_class)->finalize (object);
}

static void
akron_human_player_class_init (AkronHumanPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = akron_human_player_dispose;
  object_class->finalize = akron_human_player_finalize;
}

static void
akron_human_player_init (AkronHumanPlayer *self)
{
  g_weak_ref_init (&self->board, NULL);
}

AkronHumanPlayer *
akron_human_player_new (AkronBoard *board)
{
  AkronHumanPlayer *self;

  g_return_val_if_fail (AKRON_IS_BOARD (board), NULL);

  self = g_object_new (AKRON_TYPE_HUMAN_PLAYER, NULL);
  g_weak_ref_set (&self->board, board);
  self->move_chosen_id = g_signal_connect (board, "move-chosen", G_CALLBACK (on_move_chosen),
                                           self);
  return self;
}
