/* akron-test-player.h: a scripted player for the tests of the player seam
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-player.h"

G_BEGIN_DECLS

#define AKRON_TYPE_TEST_PLAYER (akron_test_player_get_type ())
G_DECLARE_FINAL_TYPE (AkronTestPlayer, akron_test_player, AKRON, TEST_PLAYER, GObject)

/* A player who is not at this computer (like the computer opponent): asked for a move, it
 * answers @delay_ms later with the first legal Add of the position it was asked about (a
 * Move if no Add is legal). @name may be NULL. */
AkronTestPlayer *akron_test_player_new (const char *name, guint delay_ms);
/* A person at this computer who plays what akron_test_person_choose() says, as a click on
 * the board would; the main loop runs what it has ready before and after. */
AkronTestPlayer *akron_test_person_new (void);
void akron_test_person_choose (AkronTestPlayer *self, AkronGame *game, const char *move);

/* Answers even after cancel(), as a careless player could. */
void akron_test_player_set_ignore_cancel (AkronTestPlayer *self, gboolean ignore);
/* Does not answer at all until akron_test_player_answer() is called. */
void akron_test_player_set_manual (AkronTestPlayer *self, gboolean manual);
/* Answers now the question it was last asked, cancelled or not. */
void akron_test_player_answer (AkronTestPlayer *self);

guint akron_test_player_get_n_asked (AkronTestPlayer *self);
guint akron_test_player_get_n_cancelled (AkronTestPlayer *self);
guint akron_test_player_get_n_answered (AkronTestPlayer *self);
/* The move of its last answer, or of its pending one, and the position it is for. */
const AkronMove *akron_test_player_get_move (AkronTestPlayer *self);
const AkronPosition *akron_test_player_get_position (AkronTestPlayer *self);

G_END_DECLS
