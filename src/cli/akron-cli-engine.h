/* akron-cli-engine.h: the computer player's akron-cli commands: genmove, review, engine and
 * match
 *
 * Their options (--level, --nodes, --time, --seed, --games, --records, ...) form an option
 * group of their own, added to akron-cli's option context.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game.h"

G_BEGIN_DECLS

/* The variant that akron-cli's options describe. */
typedef struct
{
  guint size;
  guint pieces;    /* 0: the default for the size */
  gboolean swap;
  gboolean no_delay;
} AkronCliVariant;

GOptionGroup *akron_cli_player_option_group (void);

/* The commands; each returns akron-cli's exit status. */
int akron_cli_genmove (AkronGame *game);
int akron_cli_review (AkronGame *game);
int akron_cli_engine (const AkronCliVariant *variant, char **args, guint n_args);
int akron_cli_match (const AkronCliVariant *variant, char **args, guint n_args);

/* The position as akron-cli show prints it, and the status lines of akron-cli status. */
char *akron_cli_format_board (AkronGame *game);
char *akron_cli_format_status (AkronGame *game);

G_END_DECLS
