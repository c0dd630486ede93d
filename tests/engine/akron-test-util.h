/* akron-test-util.h: helpers shared by the engine tests
 *
 * Positions are set up by notation, move and link lists are compared as sorted text, and a
 * small, slow reference implementation of RULES.md sections 3 and 4 (written from the rules
 * alone, not from the engine) cross-checks the engine in the property tests.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "akron-types.h"
#include "akron-geometry.h"
#include "akron-position.h"
#include "akron-notation.h"
#include "akron-game.h"

G_BEGIN_DECLS

/* The point written @text; the test fails if it does not parse. */
AkronPoint akron_test_point (const AkronGeometry *geo, const char *text);

/* A position of @size with @pieces per player (0: default), no swap, Vert to move, and the
 * pieces listed (space-separated notation, any order: lower levels are placed first). */
void akron_test_setup (AkronPosition *pos, guint size, guint pieces,
                       const char *vert, const char *horz);

/* Places @text for @colour, first filling every empty point below it with @fill. */
void akron_test_place_filled (AkronPosition *pos, const char *text, AkronColour colour,
                              AkronColour fill);

/* Words sorted by strcmp and joined by single spaces. */
char *akron_test_sorted (const char *words);
/* The legal moves of @pos as sorted text. */
char *akron_test_moves (const AkronPosition *pos);
/* Every empty hole of @pos as text (the Adds when the pile is not empty). */
char *akron_test_empty_holes (const AkronPosition *pos);
/* The legal destinations of the piece on @from, sorted. */
char *akron_test_destinations (const AkronPosition *pos, const char *from);

/* Links as sorted tokens "V:C4-D4" or "H:C4-D4:cut" (the two points of a link in strcmp
 * order); akron_test_normalize_links() puts a hand-written list into the same form. */
char *akron_test_links (const AkronPosition *pos);
char *akron_test_normalize_links (const char *links);
/* -1 if @a and @b form no link, else whether it is cut. */
int akron_test_link_state (const AkronPosition *pos, const char *a, const char *b);

/* Points as sorted text. */
char *akron_test_points_text (const AkronGeometry *geo, const AkronPoint *points, guint n);

#define akron_assert_moves(pos, expected) \
  G_STMT_START { \
    g_autofree char *akron_actual_ = akron_test_moves (pos); \
    g_autofree char *akron_expected_ = akron_test_sorted (expected); \
    g_assert_cmpstr (akron_actual_, ==, akron_expected_); \
  } G_STMT_END

#define akron_assert_links(pos, expected) \
  G_STMT_START { \
    g_autofree char *akron_actual_ = akron_test_links (pos); \
    g_autofree char *akron_expected_ = akron_test_normalize_links (expected); \
    g_assert_cmpstr (akron_actual_, ==, akron_expected_); \
  } G_STMT_END

/* The reference implementation works on a bare array of cells (AkronCell per point). */
typedef struct
{
  guint size;
  guint n_points;
  guint8 level[AKRON_MAX_POINTS];
  guint8 col[AKRON_MAX_POINTS];
  guint8 row[AKRON_MAX_POINTS];
} AkronRefGeometry;

const AkronRefGeometry *akron_ref_geometry (const AkronGeometry *geo);
gboolean akron_ref_is_covered (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint p);
gboolean akron_ref_touch (const AkronRefGeometry *rg, AkronPoint a, AkronPoint b);
gboolean akron_ref_link_cut (const AkronRefGeometry *rg, const guint8 *cell,
                             AkronPoint a, AkronPoint b);
gboolean akron_ref_connected (const AkronRefGeometry *rg, const guint8 *cell,
                              AkronColour colour);
/* The cascade s0..sq of lifting @from (returns q, or -1 if pinned or empty). */
int akron_ref_cascade (const AkronRefGeometry *rg, const guint8 *cell, AkronPoint from,
                       AkronPoint *chain);
/* All legal moves of @pos, as sorted text, computed from RULES.md alone. */
char *akron_ref_moves (const AkronPosition *pos);
/* The cells after lifting the piece on @from and dropping its cascade (the moment at
 * which the no-delay rule looks for the opponent's connection). */
void akron_ref_lift (const AkronRefGeometry *rg, guint8 *cell, AkronPoint from);

/* A fixed-seed generator (akron-random.h), so runs are reproducible. */
typedef struct
{
  guint64 state;
} AkronTestRand;

void akron_test_rand_init (AkronTestRand *rand, guint64 seed);
guint akron_test_rand_below (AkronTestRand *rand, guint bound);

G_END_DECLS
