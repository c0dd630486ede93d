/* akron-position.h: an Akron position, its legal moves and its connections
 *
 * A plain value type: copy it with `=`. The functions below keep it legal (every piece
 * above level 0 supported, piles and pieces in range); fields are private.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-types.h"
#include "akron-geometry.h"

G_BEGIN_DECLS

/* The pie rule: pending until the first move, then available for exactly one move. */
typedef enum
{
  AKRON_SWAP_NONE,
  AKRON_SWAP_PENDING,
  AKRON_SWAP_AVAILABLE,
} AkronSwapState;

typedef struct
{
  /*< private >*/
  const AkronGeometry *geo;
  guint64 hash;
  guint16 pile[2];
  guint16 on_board[2];
  guint8 to_move;          /* AkronColour */
  guint8 swap_state;       /* AkronSwapState */
  guint16 level_count[AKRON_MAX_SIZE]; /* pieces on each level */
  guint8 cell[AKRON_MAX_POINTS];
  AkronPlane pieces[2][AKRON_MAX_SIZE]; /* each colour's pieces, level by level, as bit planes */
} AkronPosition;

/* Everything needed to take a move back, and what the view animates: the piece on
 * chain[t] (t = 1..n_drops) dropped to chain[t-1]; chain[0] is the moving piece's origin. */
typedef struct
{
  AkronMove move;
  guint8 n_drops;
  guint8 swap_state_before;
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  guint8 chain_colour[AKRON_MAX_SIZE + 1]; /* AkronCell of chain[t] before the move */
} AkronUndo;

/* A reusable list of moves: generation grows it only when a position has more moves than
 * any before, so steady-state generation does not allocate. */
typedef struct
{
  AkronMove *moves;
  guint len;
  guint capacity;
} AkronMoveList;

void akron_move_list_init (AkronMoveList *list);
void akron_move_list_clear (AkronMoveList *list);

/* A new game: @size 3..16, @pieces size..1000, or 0 for the default floor(n*n/2). Out of
 * range: FALSE with an error, @pos untouched. */
gboolean akron_position_init (AkronPosition *pos, guint size, guint pieces,
                              gboolean swap_allowed, GError **error);
guint akron_default_pieces (guint size);

static inline guint
akron_position_get_size (const AkronPosition *pos)
{
  return pos->geo->size;
}

static inline const AkronGeometry *
akron_position_get_geometry (const AkronPosition *pos)
{
  return pos->geo;
}

/* The accessors below check their index arguments but, being used in inner loops, not
 * @pos, which must be an initialised position. */
static inline AkronCell
akron_position_get_cell (const AkronPosition *pos, AkronPoint p)
{
  /* The first bound lets the compiler see that cell[p] is in the array. */
  g_return_val_if_fail (p < AKRON_MAX_POINTS && p < pos->geo->n_points, AKRON_CELL_EMPTY);
  return (AkronCell) pos->cell[p];
}

static inline AkronColour
akron_position_get_to_move (const AkronPosition *pos)
{
  return (AkronColour) pos->to_move;
}

static inline guint
akron_position_get_pile (const AkronPosition *pos, AkronColour colour)
{
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, 0);
  return pos->pile[colour];
}

static inline guint
akron_position_get_on_board (const AkronPosition *pos, AkronColour colour)
{
  g_return_val_if_fail (colour == AKRON_VERT || colour == AKRON_HORZ, 0);
  return pos->on_board[colour];
}

static inline guint64
akron_position_get_hash (const AkronPosition *pos)
{
  return pos->hash;
}

static inline gboolean
akron_position_get_swap_available (const AkronPosition *pos)
{
  return pos->swap_state == AKRON_SWAP_AVAILABLE;
}

/* Pieces of either colour on @level (0 for a level the board does not have). */
static inline guint
akron_position_get_level_count (const AkronPosition *pos, guint level)
{
  return level < pos->geo->size ? pos->level_count[level] : 0;
}

/* How many levels hold pieces: 0 on an empty board, 1 with pieces on level 0 only, ... */
static inline guint
akron_position_get_height (const AkronPosition *pos)
{
  guint height = 0;

  while (height < pos->geo->size && pos->level_count[height] > 0)
    height++;
  return height;
}

gboolean akron_position_equal (const AkronPosition *a, const AkronPosition *b);
/* The position in a few bytes (two bits a point): equal keys, equal positions. */
GBytes *akron_position_pack (const AkronPosition *pos);

/* Setting up positions by hand (tests, puzzles). Each call keeps the position legal: a
 * piece goes only onto an empty, supported point and comes out of its colour's pile; a
 * piece is removed only when nothing rests on it, and goes back to the pile. */
gboolean akron_position_place (AkronPosition *pos, AkronPoint p, AkronColour colour,
                               GError **error);
gboolean akron_position_remove (AkronPosition *pos, AkronPoint p, GError **error);
void akron_position_set_to_move (AkronPosition *pos, AkronColour colour);
/* 0..1000 pieces; FALSE (and unchanged) out of range. */
gboolean akron_position_set_pile (AkronPosition *pos, AkronColour colour, guint count);
void akron_position_set_swap_available (AkronPosition *pos, gboolean available);

/* Pieces resting directly on @p. */
guint akron_position_count_above (const AkronPosition *pos, AkronPoint p);

/* All legal moves of the player to move (Adds, Moves, swap), in no particular order. */
void akron_position_generate (const AkronPosition *pos, AkronMoveList *list);
/* As many as akron_position_generate() would produce, without storing them. */
guint akron_position_count_moves (const AkronPosition *pos);
gboolean akron_position_has_legal_move (const AkronPosition *pos);

/* The legal destinations of the piece on @from, into @dests (room for AKRON_MAX_POINTS);
 * returns how many. 0 if @from does not hold a movable piece of the player to move. */
guint akron_position_destinations (const AkronPosition *pos, AkronPoint from, AkronPoint *dests);

/* Whether @move (Add, Move or swap) is legal here; if not, says why in @error. */
gboolean akron_position_check_move (const AkronPosition *pos, const AkronMove *move,
                                    GError **error);

/* Plays a legal move, from akron_position_generate() or checked with
 * akron_position_check_move(). A move that would break the board (an unsupported piece, a
 * pile below zero, a point that does not exist) is refused with a critical warning and the
 * position stays as it was; the connection requirement is not checked again here, for
 * speed. Fills @undo if non-NULL. */
void akron_position_apply (AkronPosition *pos, const AkronMove *move, AkronUndo *undo);
void akron_position_unapply (AkronPosition *pos, const AkronUndo *undo);

/* The cascade that lifting the piece on @from would cause: fills @chain with s0..sq and
 * returns q, the number of pieces that drop (0 if nothing rests on @from). Returns -1 if
 * @from is pinned (two or more pieces rest on it) or empty. */
int akron_position_cascade (const AkronPosition *pos, AkronPoint from, AkronPoint *chain);

/* Connections (RULES.md section 3). */
gboolean akron_position_is_covered (const AkronPosition *pos, AkronPoint p);

typedef struct
{
  AkronPoint a, b;   /* a < b; touching pieces of one colour */
  guint8 colour;     /* AkronColour */
  guint8 cut;        /* TRUE if the over/under rule cuts it */
} AkronLink;

/* Every link of the position (both colours), cut or not; returns how many were written
 * (at most @max; 4 * AKRON_MAX_POINTS always suffices). */
guint akron_position_links (const AkronPosition *pos, AkronLink *links, guint max);

/* The links of @colour that a move cut: whole in @before, cut in @after (the position the
 * move led to), the same two pieces touching in both. Returns how many were written (at
 * most @max). */
guint akron_position_links_cut (const AkronPosition *before, const AkronPosition *after,
                                AkronColour colour, AkronLink *links, guint max);

/* Whether @colour has a winning connection; if @chain is non-NULL it receives a shortest
 * chain of connected uncut pieces from one side to the other (room for AKRON_MAX_POINTS),
 * with its length in @chain_len (which must then be non-NULL; 0 without a connection). */
gboolean akron_position_has_connection (const AkronPosition *pos, AkronColour colour,
                                        AkronPoint *chain, guint *chain_len);

/* RULES.md 5, the connection part of the end of the game: whether a winning connection ends
 * it in @pos, reached by the move that @last describes (NULL at the start of the game).
 * Delayed wins: the player to move wins if connected. With @no_delay: after a Move, the
 * opponent wins if connected while the piece was lifted (@revealed is then set); otherwise
 * the mover wins if connected once the move is complete. Sets @winner (if non-NULL) when
 * TRUE. */
gboolean akron_position_connection_ends_game (const AkronPosition *pos, const AkronUndo *last,
                                              gboolean no_delay, AkronColour *winner,
                                              gboolean *revealed);

/* The position while the last move's piece was in the air (after its cascade dropped),
 * for no-delay wins and their chains: @after is the position the Move @last led to. The
 * result is not a playable position. If @last is not such a Move, @lifted is a copy of
 * @after (and a critical warning says so). */
void akron_position_get_lifted (const AkronPosition *after, const AkronUndo *last,
                                AkronPosition *lifted);

G_END_DECLS
