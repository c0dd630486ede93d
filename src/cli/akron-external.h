/* akron-external.h: another program that speaks the engine protocol, as a player of match
 *
 * An AkronExternal is one running process (started from an argument vector, for example
 * "akron-cli engine" of an older build) and the game it has been told about. It is driven
 * by the commands of akron-protocol.h: akron_new for the variant, akron_level, akron_nodes
 * and akron_time for its settings, play for the moves it has not seen, akron_seed and
 * genmove for its own moves. Every failure (the program cannot be started, dies, answers
 * with an error or with a move that is not legal) is a GError that says which.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game.h"

G_BEGIN_DECLS

/* How the external program is asked to play; NULL or 0 leaves the program's default. */
typedef struct
{
  char **argv;         /* the command line */
  char *level;         /* akron_level */
  guint64 nodes;       /* akron_nodes */
  guint64 time_ms;     /* akron_time (the program's own clock, usually wall-clock time) */
  guint64 seed;        /* akron_seed, mixed with each move's seed */
} AkronExternalSettings;

typedef struct _AkronExternal AkronExternal;

/* Starts the program for a game of @variant_game's variant (only its variant is used) and
 * sends it @settings. */
AkronExternal *akron_external_new (const AkronExternalSettings *settings,
                                   AkronGame *variant_game, GError **error);
/* Asks the program to quit, and stops it if it does not. */
void akron_external_free (AkronExternal *external);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronExternal, akron_external_free)

/* Tells the program the moves of @game it has not seen and asks for its move, which is
 * checked against @game (not played in it). @cpu_us is the CPU time the program used,
 * when the system tells it (0 if not). */
gboolean akron_external_genmove (AkronExternal *external, AkronGame *game, guint64 seed,
                                 AkronMove *move, guint64 *cpu_us, GError **error);

G_END_DECLS
