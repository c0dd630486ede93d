/* akron-puzzle.h: puzzles (find the move that connects, cuts, or wins), as data/puzzles.txt
 * keeps them
 *
 * Each puzzle is a position (a move list from the empty board) and the complete set of its
 * solutions, proved by tools/akron-make-puzzles.c and proved again by
 * tests/engine/test-puzzles.c with akron_puzzle_prove(): for every legal move, whether it
 * achieves the puzzle's kind of goal.
 *
 * The file has one puzzle a line, fields separated by `|`:
 *
 *   id | kind | difficulty | size | pieces | delay or nodelay | moves | solutions
 *
 * kind is one of the names of akron_puzzle_kind_to_string(); difficulty 1 to 3; pieces 0
 * for the default pile; moves and solutions in notation, separated by spaces. `#` starts a
 * comment line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game.h"

G_BEGIN_DECLS

typedef enum
{
  AKRON_PUZZLE_CONNECT_ONE, /* connect both sides with this move */
  AKRON_PUZZLE_CONNECT_TWO, /* a move after which every reply leaves a connecting move */
  AKRON_PUZZLE_CUT,         /* the opponent is connected: cut it now */
  AKRON_PUZZLE_SAVE,        /* connect so that no reply can cut the chain */
  AKRON_PUZZLE_DROP,        /* connect; only moves that make marbles drop do it */
  AKRON_PUZZLE_NO_DELAY,    /* no delayed win: the move that wins at once */
} AkronPuzzleKind;

#define AKRON_PUZZLE_N_KINDS 6

typedef struct
{
  char *id;
  AkronPuzzleKind kind;
  guint difficulty;  /* 1 easy .. 3 hard */
  guint size;
  guint pieces;
  gboolean no_delay;
  char *moves;
  GStrv solutions;
} AkronPuzzle;

void akron_puzzle_free (AkronPuzzle *puzzle);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronPuzzle, akron_puzzle_free)

/* "connect-one", "connect-two", "cut", "save", "drop", "no-delay". */
const char *akron_puzzle_kind_to_string (AkronPuzzleKind kind);
gboolean akron_puzzle_kind_from_string (const char *text, AkronPuzzleKind *kind);
/* For people, translated: "Connect in One", and what to do. */
const char *akron_puzzle_kind_get_title (AkronPuzzleKind kind);
const char *akron_puzzle_kind_get_instruction (AkronPuzzleKind kind);

/* Reads the text of data/puzzles.txt: an array of AkronPuzzle, or NULL with the line and
 * the reason in @error. */
GPtrArray *akron_puzzles_parse (const char *text, GError **error);
/* One line of that file for @puzzle (no newline). */
char *akron_puzzle_to_line (const AkronPuzzle *puzzle);

AkronGame *akron_puzzle_new_game (const AkronPuzzle *puzzle, GError **error);

/* Whether @move, legal in @game's current position, solves a puzzle of @kind there; the
 * game is left as it was. This is the proof: for CONNECT_TWO and SAVE it looks at every
 * reply (and every second move). */
gboolean akron_puzzle_move_solves (AkronPuzzleKind kind, AkronGame *game,
                                   const AkronMove *move);
/* Every solving move of @kind in @game's position, as sorted text (NULL-terminated); the
 * moves checked for drops when @kind is DROP. */
GStrv akron_puzzle_prove (AkronPuzzleKind kind, AkronGame *game);

/* After @move was played (@game is the game after it, @before the position before): whether
 * it is one of the puzzle's solutions, and if not, why not, in the learner's words. */
gboolean akron_puzzle_judge (const AkronPuzzle *puzzle, const AkronPosition *before,
                             const AkronMove *move, AkronGame *game, char **why_not);

G_END_DECLS
