/* akron-player.c: who decides the moves of one colour
 *
 * The seam between the game and whoever plays it: a person at this computer (who clicks the
 * board), and later the computer opponent. AkronMatch asks the player to move for a move;
 * the window does not need to know which kind of player it is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-player.h"

G_DEFINE_INTERFACE (AkronPlayer, akron_player, G_TYPE_OBJECT)

enum
{
  MOVE_DECIDED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
akron_player_default_init (AkronPlayerInterface *iface)
{
  /* The player has chosen @move for @position (a const AkronPosition *). */
  signals[MOVE_DECIDED] = g_signal_new ("move-decided", G_TYPE_FROM_INTERFACE (iface),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                        2, AKRON_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE,
                                        G_TYPE_POINTER);
}

void
akron_player_begin_turn (AkronPlayer *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_PLAYER (self));
  g_return_if_fail (AKRON_IS_GAME (game));

  if (AKRON_PLAYER_GET_IFACE (self)->begin_turn != NULL)
    AKRON_PLAYER_GET_IFACE (self)->begin_turn (self, game);
}

void
akron_player_cancel (AkronPlayer *self)
{
  g_return_if_fail (AKRON_IS_PLAYER (self));

  if (AKRON_PLAYER_GET_IFACE (self)->cancel != NULL)
    AKRON_PLAYER_GET_IFACE (self)->cancel (self);
}

void
akron_player_decide (AkronPlayer *self, const AkronPosition *position, const AkronMove *move)
{
  g_return_if_fail (AKRON_IS_PLAYER (self));
  g_return_if_fail (position != NULL);
  g_return_if_fail (move != NULL);

  g_signal_emit (self, signals[MOVE_DECIDED], 0, move, position);
}

const char *
akron_player_get_name (AkronPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER (self), NULL);

  if (AKRON_PLAYER_GET_IFACE (self)->get_name == NULL)
    return NULL;
  return AKRON_PLAYER_GET_IFACE (self)->get_name (self);
}

gboolean
akron_player_is_local_person (AkronPlayer *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER (self), FALSE);

  if (AKRON_PLAYER_GET_IFACE (self)->is_local_person == NULL)
    return FALSE;
  return AKRON_PLAYER_GET_IFACE (self)->is_local_person (self);
}
