/* akron-match.h: two players and the document they play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-computer-player.h"
#include "akron-document.h"
#include "akron-player.h"

G_BEGIN_DECLS

#define AKRON_TYPE_MATCH (akron_match_get_type ())
G_DECLARE_FINAL_TYPE (AkronMatch, akron_match, AKRON, MATCH, GObject)

/* Properties: "document" (AkronDocument), "vert-player", "horz-player" (AkronPlayer: who
 * starts as Vert and as Horz; after a swap each plays the other colour, as the game's
 * player names do); read-only: "player-to-move" (AkronPlayer, NULL once the game is over),
 * "input-refusal" (string: why a click on the board cannot choose a move now, for the
 * board's property of that name; NULL when the player to move is a person at this
 * computer), "person-to-move" (boolean: the game goes on and a person here is to move),
 * "swap-offered", "draw-offered" (boolean: that person may swap, or claim a draw, now),
 * "computer" (AkronComputerPlayer: the computer opponent the match owns), "can-undo-turn",
 * "can-redo-turn" (boolean: whether akron_match_undo_turn() and akron_match_redo_turn()
 * would do anything).
 *
 * After every change of position the match asks the player to move for a move (from the
 * main loop, before any waiting input), and plays the move it decides if the position is
 * still the one it was decided for. A player who is
 * not a person here is asked only at the end of the line of moves: browsing the history
 * never makes the computer move. */

AkronMatch *akron_match_new (AkronDocument *document, AkronPlayer *vert, AkronPlayer *horz);

AkronDocument *akron_match_get_document (AkronMatch *self);
void akron_match_set_document (AkronMatch *self, AkronDocument *document);
/* @colour: the colour the player starts with. */
AkronPlayer *akron_match_get_player (AkronMatch *self, AkronColour colour);
void akron_match_set_player (AkronMatch *self, AkronColour colour, AkronPlayer *player);
/* Who plays @colour now, swaps taken into account. */
AkronPlayer *akron_match_get_player_for_colour (AkronMatch *self, AkronColour colour);
AkronPlayer *akron_match_get_player_to_move (AkronMatch *self);
/* Whether one colour only is played by a person at this computer (a game against the
 * computer): then *@colour is that colour now, swaps taken into account. A game between
 * two people here, or between two others, has no such side. */
gboolean akron_match_get_lone_person (AkronMatch *self, AkronColour *colour);
const char *akron_match_get_input_refusal (AkronMatch *self);
gboolean akron_match_get_person_to_move (AkronMatch *self);
gboolean akron_match_get_swap_offered (AkronMatch *self);
gboolean akron_match_get_draw_offered (AkronMatch *self);

/* Seats the players of every game shown from now on: the computer (akron_match_get_computer())
 * at the colour a game's [Computer] tag gives it, at its [Level], and @vert and @horz (the
 * people at this computer) at the other colours. Players set with akron_match_set_player()
 * stay until the next game. */
void akron_match_seat_people (AkronMatch *self, AkronPlayer *vert, AkronPlayer *horz);
AkronComputerPlayer *akron_match_get_computer (AkronMatch *self);

/* Undo and redo by turns: back to the last position, or on to the next one, where a person
 * here is to move (or the game is over), so the computer's moves are stepped over. Undo is
 * not offered when the only moves to take back are the computer's first. */
void akron_match_undo_turn (AkronMatch *self);
void akron_match_redo_turn (AkronMatch *self);
gboolean akron_match_get_can_undo_turn (AkronMatch *self);
gboolean akron_match_get_can_redo_turn (AkronMatch *self);

G_END_DECLS
