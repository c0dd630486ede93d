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

/* The history is a tree of moves (AkronGameNode). A move played at an earlier position
 * starts a new line beside the one that was there, which is kept as a variation; playing
 * the move of a line that is already there follows that line instead. The first child of
 * a node is its main continuation, the others are its variations in the order they were
 * made, so the main line runs from the start down the first children.
 *
 * The current line is the line that the linear API (ply, n-moves, get_move, undo/redo,
 * go_to_ply) works on: from the start through the current position to the end of the line
 * last chosen. Choosing a line (playing into it, akron_game_go_to_node()) makes the current
 * line run through that node and on down the first children; undo and redo then move along
 * it, so after a move back and a new move, redo still follows the new line.
 *
 * Properties (all read-only but the names): "size", "pieces", "swap", "no-delay" (guint,
 * guint, gboolean, gboolean; construct-only), "to-move" (AKRON_TYPE_COLOUR), "result"
 * (AKRON_TYPE_RESULT), "reason" (AKRON_TYPE_REASON), "ply", "n-moves", "repetitions"
 * (guint), "can-undo", "can-redo", "draw-claimable", "players-swapped", "swap-available"
 * (the player to move may swap now), "over" (the game has ended) (gboolean).
 * They are notified when they change.
 *
 * Signals:
 *   "position-changed" (AkronGame *game): the current position changed (a move, undo, redo,
 *   go-to-ply, a change of line). Emitted after the properties above have been updated.
 *   "history-changed" (AkronGame *game): the tree of moves changed (a new move, a line
 *   promoted, deleted or restored): what a record of the game holds, other than the view.
 *   Not emitted for undo/redo, nor for a move into a line that is there already.
 *   "line-changed" (AkronGame *game, guint from): the current line or the lines beside it
 *   changed (everything "history-changed" is emitted for, just before it, and a move into
 *   another line): its moves from move @from (counted from 1) on, or the variations beside
 *   them, may differ; those before it do not. A view of the line updates only from there,
 *   so that a move at the end costs the same however long the game. */
#define AKRON_TYPE_GAME (akron_game_get_type ())
G_DECLARE_FINAL_TYPE (AkronGame, akron_game, AKRON, GAME, GObject)

/* The most entries (moves, a swap, a draw claim, a resignation) a game holds, counted over
 * the whole tree (every line). The rules allow endless games; this cap keeps every game
 * small enough to save and read back (AKRON_RECORD_MAX_MOVES). Once a game holds
 * AKRON_GAME_MAX_MOVES - 1 entries, only a draw claim or a resignation can be added; then
 * nothing more. At one move a second a game reaches it after more than a day of play. */
#define AKRON_GAME_MAX_MOVES 100000

/* How deep variations may nest: a node's nesting is the number of nodes from the start to
 * it (itself included) that are not the first child of their parent, which is how many
 * parentheses a record puts around it (AKRON_RECORD_MAX_NESTING). A move or a promotion
 * that would nest a line deeper is refused. */
#define AKRON_GAME_MAX_NESTING 64

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

/* The current line: ply is the number of moves played to reach the current position;
 * n_moves counts the redo moves of the line too. Draw claims and resignations are entries of their own. */
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

/* The tree. A node is owned by the game and stays valid until its line is deleted and
 * the AkronGameBranch that holds it is freed. The root stands for the start (no move). */
typedef struct _AkronGameNode AkronGameNode;

const AkronGameNode *akron_game_get_root (AkronGame *self);
/* The node reached after @ply moves of the current line (0: the root); NULL past its end. */
const AkronGameNode *akron_game_get_line_node (AkronGame *self, guint ply);
const AkronGameNode *akron_game_get_current_node (AkronGame *self);
/* Every move of the tree, all lines. */
guint akron_game_get_n_nodes (AkronGame *self);
/* "F6", "swap"...; NULL for the root. */
char *akron_game_get_node_text (AkronGame *self, const AkronGameNode *node);
/* Whether @node is on the current line. */
gboolean akron_game_node_is_on_line (AkronGame *self, const AkronGameNode *node);

/* NULL for the root. */
const AkronMove *akron_game_node_get_move (const AkronGameNode *node);
const AkronGameNode *akron_game_node_get_parent (const AkronGameNode *node);
/* The moves played at this node's position: child 0 is the main continuation, the others
 * are the variations. */
guint akron_game_node_get_n_children (const AkronGameNode *node);
const AkronGameNode *akron_game_node_get_child (const AkronGameNode *node, guint index);
/* The place of @node among its parent's children (0 for the root). */
guint akron_game_node_get_index (const AkronGameNode *node);
/* The number of moves from the start to @node. */
guint akron_game_node_get_ply (const AkronGameNode *node);
/* See AKRON_GAME_MAX_NESTING. */
guint akron_game_node_get_nesting (const AkronGameNode *node);

/* Goes to @node: if it is not on the current line, the line becomes the one through
 * @node and on down the first children. */
gboolean akron_game_go_to_node (AkronGame *self, const AkronGameNode *node);
/* Makes the line through @node the main line: @node and each of its ancestors become the
 * first child of their parent. Refused if another line would then nest deeper than
 * AKRON_GAME_MAX_NESTING. The current line and position do not change. */
gboolean akron_game_promote_line (AkronGame *self, const AkronGameNode *node, GError **error);

/* Adds @move as a new line at @parent's position, after the lines there, without going to
 * it: the current position and line stay (the review keeps its better moves so). @parent
 * must have a move after it already (so the game went on there); @move must be legal there,
 * and not a draw claim or a resignation. If @parent has that move already, returns its node.
 * Emits "line-changed" (when @parent is on the current line) and "history-changed". */
const AkronGameNode *akron_game_add_line (AkronGame *self, const AkronGameNode *parent,
                                          const AkronMove *move, GError **error);

/* A deleted line: everything from its first move down, kept so that the deletion can be
 * undone. */
typedef struct _AkronGameBranch AkronGameBranch;

/* Deletes @node (not the root) and every move after it. If the current position was in
 * it, the game goes to @node's parent, and the current line goes on down its first
 * children. Returns what akron_game_restore_line() needs to put the line back. */
AkronGameBranch *akron_game_delete_line (AkronGame *self, const AkronGameNode *node);
/* Puts a deleted line back where it was, and the current position too if it was in the
 * line. Fails if the branch's parent is no longer in the game (it was deleted in turn) or
 * the game would hold more than AKRON_GAME_MAX_MOVES entries. @branch is left as it was
 * on failure, and empty (to be freed) on success. */
gboolean akron_game_restore_line (AkronGame *self, AkronGameBranch *branch, GError **error);
/* The number of moves in the deleted line. */
guint akron_game_branch_get_n_moves (const AkronGameBranch *branch);
void akron_game_branch_free (AkronGameBranch *branch);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronGameBranch, akron_game_branch_free)

/* Playing. A move at an earlier position starts a variation (see above). */
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
