/* akron-player-card.h: who plays a colour, with the pieces left
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "akron-game.h"

G_BEGIN_DECLS

#define AKRON_TYPE_PLAYER_CARD (akron_player_card_get_type ())
G_DECLARE_FINAL_TYPE (AkronPlayerCard, akron_player_card, AKRON, PLAYER_CARD, GtkWidget)

/* Properties: "game" (AkronGame), "colour" (AkronColour), "compact" (boolean: name and
 * pile only, for a narrow window). The card is marked "to-move" on its colour's turn. */
GtkWidget *akron_player_card_new (AkronColour colour);

AkronGame *akron_player_card_get_game (AkronPlayerCard *self);
void akron_player_card_set_game (AkronPlayerCard *self, AkronGame *game);
AkronColour akron_player_card_get_colour (AkronPlayerCard *self);
void akron_player_card_set_colour (AkronPlayerCard *self, AkronColour colour);
gboolean akron_player_card_get_compact (AkronPlayerCard *self);
void akron_player_card_set_compact (AkronPlayerCard *self, gboolean compact);

/* What the card shows, for tests. */
const char *akron_player_card_get_name_text (AkronPlayerCard *self);
const char *akron_player_card_get_pile_text (AkronPlayerCard *self);

G_END_DECLS
