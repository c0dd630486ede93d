/* akron-player.h: who decides the moves of one colour
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_PLAYER (akron_player_get_type ())
G_DECLARE_INTERFACE (AkronPlayer, akron_player, AKRON, PLAYER, GObject)

/* A player is asked for a move with begin_turn() and answers, at once or later, with
 * akron_player_decide(), which emits "move-decided" (AkronPlayer *, AkronMove *move,
 * gpointer position: the const AkronPosition * it was decided for). cancel() withdraws the
 * question: the position changed (undo, another game...). A player may still answer after
 * cancel(): AkronMatch plays a move only if it was decided for the position on the board,
 * so a player need not be exact about it. Players never play moves themselves.
 */
struct _AkronPlayerInterface
{
  GTypeInterface parent_iface;

  /* What to call the player ("Computer"), or NULL: then the game's name for the colour. */
  const char *(*get_name) (AkronPlayer *self);
  /* A person at this computer, who chooses on the board. */
  gboolean (*is_local_person) (AkronPlayer *self);

  /* @game is the game in its current position; the player must not change it. A player
   * that needs the position later copies it now. */
  void (*begin_turn) (AkronPlayer *self, AkronGame *game);
  void (*cancel) (AkronPlayer *self);
};

void akron_player_begin_turn (AkronPlayer *self, AkronGame *game);
void akron_player_cancel (AkronPlayer *self);
/* For implementations: reports @move, chosen for @position. */
void akron_player_decide (AkronPlayer *self, const AkronPosition *position,
                          const AkronMove *move);

const char *akron_player_get_name (AkronPlayer *self);
gboolean akron_player_is_local_person (AkronPlayer *self);

G_END_DECLS
