/* akron-types.h: basic types shared by the whole engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define AKRON_MIN_SIZE 3
#define AKRON_MAX_SIZE 16
#define AKRON_DEFAULT_SIZE 8
#define AKRON_MAX_PIECES 1000
/* Points on all levels of the largest board: sum of k*k for k = 1..16. */
#define AKRON_MAX_POINTS 1496
#define AKRON_NO_POINT ((AkronPoint) 0xffff)

/* A point of the pyramid, as an index: level 0 first, row by row, then level 1, ... */
typedef guint16 AkronPoint;

typedef enum
{
  AKRON_VERT = 0,
  AKRON_HORZ = 1,
} AkronColour;

#define AKRON_OPPONENT(c) ((AkronColour) (1 - (c)))

/* What a point holds. */
typedef enum
{
  AKRON_CELL_EMPTY = 0,
  AKRON_CELL_VERT = 1,
  AKRON_CELL_HORZ = 2,
} AkronCell;

#define AKRON_CELL_OF(colour) ((AkronCell) ((colour) + 1))

typedef enum
{
  AKRON_RESULT_NONE,
  AKRON_RESULT_VERT,
  AKRON_RESULT_HORZ,
  AKRON_RESULT_DRAW,
} AkronResult;

typedef enum
{
  AKRON_REASON_NONE,
  AKRON_REASON_CONNECTION,
  AKRON_REASON_NO_LEGAL_MOVE,
  AKRON_REASON_REPETITION,
  AKRON_REASON_RESIGNATION,
} AkronReason;

typedef enum
{
  AKRON_MOVE_ADD,    /* a piece from the pile into hole `to` */
  AKRON_MOVE_STEP,   /* the piece on `from` moves to `to` */
  AKRON_MOVE_SWAP,   /* the pie rule */
  AKRON_MOVE_DRAW,   /* game level only: the player to move claims a draw */
  AKRON_MOVE_RESIGN, /* game level only: the player to move resigns */
} AkronMoveKind;

typedef struct
{
  guint8 kind;       /* AkronMoveKind */
  AkronPoint from;   /* AKRON_NO_POINT unless kind is AKRON_MOVE_STEP */
  AkronPoint to;     /* AKRON_NO_POINT for swap, draw and resign */
} AkronMove;

#define AKRON_ERROR (akron_error_quark ())

typedef enum
{
  AKRON_ERROR_INVALID_ARGUMENT, /* size, pieces or a point out of range */
  AKRON_ERROR_NOTATION,         /* text that is not a move */
  AKRON_ERROR_ILLEGAL_MOVE,     /* a move the rules forbid here */
  AKRON_ERROR_GAME_OVER,        /* the game has ended */
  AKRON_ERROR_RECORD,           /* a malformed game record */
} AkronError;

GQuark akron_error_quark (void);

static inline AkronMove
akron_move_add (AkronPoint to)
{
  AkronMove m = { AKRON_MOVE_ADD, AKRON_NO_POINT, to };
  return m;
}

static inline AkronMove
akron_move_step (AkronPoint from, AkronPoint to)
{
  AkronMove m = { AKRON_MOVE_STEP, from, to };
  return m;
}

static inline AkronMove
akron_move_special (AkronMoveKind kind)
{
  AkronMove m = { kind, AKRON_NO_POINT, AKRON_NO_POINT };
  return m;
}

/* AkronMove as a boxed type, for signals and properties that carry a move. */
#define AKRON_TYPE_MOVE (akron_move_get_type ())
GType akron_move_get_type (void) G_GNUC_CONST;
AkronMove *akron_move_copy (const AkronMove *move);
void akron_move_free (AkronMove *move);

static inline gboolean
akron_move_equal (const AkronMove *a, const AkronMove *b)
{
  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  return a->kind == b->kind && a->from == b->from && a->to == b->to;
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronMove, akron_move_free)

const char *akron_colour_to_string (AkronColour colour);
/* "Vert" or "Horz", translated, as messages name the players' colours. */
const char *akron_colour_get_name (AkronColour colour);
const char *akron_result_to_string (AkronResult result);
const char *akron_reason_to_string (AkronReason reason);

G_END_DECLS
