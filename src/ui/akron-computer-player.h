/* akron-computer-player.h: the computer opponent, as a player of the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-player.h"
#include "akron-search.h"

G_BEGIN_DECLS

#define AKRON_TYPE_COMPUTER_PLAYER (akron_computer_player_get_type ())
G_DECLARE_FINAL_TYPE (AkronComputerPlayer, akron_computer_player, AKRON, COMPUTER_PLAYER,
                      GObject)

/* Properties: "level" (AKRON_TYPE_LEVEL), "nodes" (guint64: a node budget instead of the level's time, 0
 * for the time; tests use it so that the computer plays the same moves every time),
 * "min-delay" (guint, milliseconds from the start of the turn before the move is played, so
 * that a person sees it come; 0 plays it as soon as it is found), read-only "thinking"
 * (boolean: a search is running or its move is waiting for the delay).
 *
 * On its turn the computer searches in a worker thread and decides the move it finds,
 * "swap" and "draw" included: it claims a repetition draw when the search advises it (it
 * is behind). It never resigns. */

AkronComputerPlayer *akron_computer_player_new (AkronLevel level);

AkronLevel akron_computer_player_get_level (AkronComputerPlayer *self);
void akron_computer_player_set_level (AkronComputerPlayer *self, AkronLevel level);
guint64 akron_computer_player_get_nodes (AkronComputerPlayer *self);
void akron_computer_player_set_nodes (AkronComputerPlayer *self, guint64 nodes);
guint akron_computer_player_get_min_delay (AkronComputerPlayer *self);
void akron_computer_player_set_min_delay (AkronComputerPlayer *self, guint ms);
gboolean akron_computer_player_get_thinking (AkronComputerPlayer *self);

/* The limits the next search will use (for tests and the hint). */
void akron_computer_player_get_limits (AkronComputerPlayer *self, AkronSearchLimits *limits);

/* Who the computer is in a game is kept in its record tags, [Computer "horz"] (the colour it
 * started with) and [Level "hard"], so that saving, loading and autosave keep it; older
 * versions keep unknown tags. Tagging also names the computer's colour "Computer" unless a
 * name was chosen. Reading returns FALSE for a game between people (no tag, or one this
 * version does not understand); an unknown level reads as Medium. */
void akron_computer_player_tag_game (AkronGame *game, AkronColour colour, AkronLevel level);
gboolean akron_computer_player_read_tags (AkronGame *game, AkronColour *colour,
                                          AkronLevel *level);

G_END_DECLS
