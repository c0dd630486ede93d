/* akron-game.h: a game of Akron, with history, result and repetition
 *
 * The model that the window, akron-cli and the tests share. Every method validates its
 * input and leaves the game unchanged when it returns an error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "akron-position.h"

G_BEGIN_DECLS

/* Properties (all read-only but the names): "size", "pieces", "swap", "no-delay" (guint,
 * guint, gboolean, gboolean; construct-only), "to-move" (AKRON_TYPE_COLOUR), "result"
 * (AKRON_TYPE_RESULT), "reason" (AKRON_TYPE_REASON), "ply", "n-moves", "repetitions"
 * (guint), "can-undo", "can-redo", "draw-claimable", "players-swapped", "swap-available"
 * (the player to move may swap now), "over" (the game has ended) (gboolean).
 * They are notified when they change.
 *
 * Signals:
 *   "position-changed" (AkronGame *game): the current position changed (a move, undo, redo,
 *   go-to-ply). Emitted after the properties above have been updated.
 *   "history-changed" (AkronGame *game): the list of moves changed (a move played over the
 *   redo history, or a new move at the end); not emitted for undo/redo. */
#define AKRON_TYPE_GAME (akron_game_get_type ())
G_DECLARE_FINAL_TYPE (AkronGame, akron_game, AKRON, GAME, GObject)

/* The most entries (moves, a swap, a draw claim, a resignation) a game holds. The rules allow
 * endless games; this cap keeps every game small enough to save and read back
 * (AKRON_RECORD_MAX_MOVES). Once a game holds AKRON_GAME_MAX_MOVES - 1 entries, only a draw
 * claim or a resignation can be played; then nothing more. At one move a second a game
 * reaches it after more than a day of play. */
#define AKRON_GAME_MAX_MOVES 100000

/* @pieces 0 means the default for @size. */
AkronGame *akron_game_new (guint size, guint pieces, gboolean swap, gboolean no_delay,
                           GError **error);

/* The variant. */
guint akron_game_get_size (AkronGame *self);
guint akron_game_get_pieces (AkronGame *self);
gboolean akron_game_get_swap (AkronGame *self);
gboolean akron_game_get_no_delay (AkronGame *self);

/* The current position (changes with play, undo, redo and go-to-ply). */
const AkronPosition *akron_game_get_position (AkronGame *self);
/* The colour to move; once the game has ended, the colour whose turn it was when it ended
 * (after a no-delay connection, the player who moved: the turn never passed). */
AkronColour akron_game_get_to_move (AkronGame *self);
AkronResult akron_game_get_result (AkronGame *self);
AkronReason akron_game_get_reason (AkronGame *self);
gboolean akron_game_is_over (AkronGame *self);
gboolean akron_game_get_swap_available (AkronGame *self);
/* Times the current position has occurred at the start of a turn, this time included. */
guint akron_game_get_repetitions (AkronGame *self);
gboolean akron_game_get_draw_claimable (AkronGame *self);
/* After a swap the player who started as Horz plays Vert. */
gboolean akron_game_get_players_swapped (AkronGame *self);

/* History: ply is the number of moves played to reach the current position; n_moves
 * counts the redo moves too. Draw claims and resignations are entries of their own. */
guint akron_game_get_ply (AkronGame *self);
guint akron_game_get_n_moves (AkronGame *self);
const AkronMove *akron_game_get_move (AkronGame *self, guint index);
char *akron_game_get_move_text (AkronGame *self, guint index);
gboolean akron_game_get_can_undo (AkronGame *self);
gboolean akron_game_get_can_redo (AkronGame *self);

/* What the last move did (for animation): NULL at ply 0 or after a draw/resign entry. */
const AkronUndo *akron_game_get_last_undo (AkronGame *self);

/* The winning chain when the game was won by connection, else 0. @chain needs room for
 * AKRON_MAX_POINTS. */
guint akron_game_get_winning_chain (AkronGame *self, AkronPoint *chain);

/* Playing. A new move cuts off the redo history. */
gboolean akron_game_play (AkronGame *self, const AkronMove *move, GError **error);
/* "F6", "A2-D3'", "swap", "draw", "resign", case-insensitive. */
gboolean akron_game_play_text (AkronGame *self, const char *text, GError **error);
gboolean akron_game_claim_draw (AkronGame *self, GError **error);
gboolean akron_game_resign (AkronGame *self, GError **error);

gboolean akron_game_undo (AkronGame *self);
gboolean akron_game_redo (AkronGame *self);
/* Undo or redo until @ply is reached; FALSE if @ply > n_moves. */
gboolean akron_game_go_to_ply (AkronGame *self, guint ply);

/* Player names ("" if unknown): the names of the players who hold each colour at the
 * start of the game; after a swap the player named for Horz plays Vert. A name is kept to
 * its first AKRON_GAME_MAX_NAME_CHARS characters, and invalid UTF-8 is replaced, so that
 * every name can be shown and written back into a record. */
#define AKRON_GAME_MAX_NAME_CHARS 100
const char *akron_game_get_player_name (AkronGame *self, AkronColour colour);
void akron_game_set_player_name (AkronGame *self, AkronColour colour, const char *name);
/* The name of the player who plays @colour now, swaps taken into account. */
const char *akron_game_get_player_for_colour (AkronGame *self, AkronColour colour);

/* Extra record tags kept as they were read (key order preserved). Setting a key that is
 * there already replaces its value; keys compare exactly, case included. */
GPtrArray *akron_game_get_extra_tags (AkronGame *self); /* of AkronTag, owned by the game */
void akron_game_set_extra_tag (AkronGame *self, const char *key, const char *value);

typedef struct
{
  char *key;
  char *value;
} AkronTag;

AkronTag *akron_tag_new (const char *key, const char *value);
void akron_tag_free (AkronTag *tag);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronTag, akron_tag_free)

G_END_DECLS
