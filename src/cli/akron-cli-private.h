/* akron-cli-private.h: what the computer player's akron-cli commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-search.h"

G_BEGIN_DECLS

/* akron-cli's exit statuses (see akron-cli.c). */
#define AKRON_CLI_EXIT_FILE_ERROR 1
#define AKRON_CLI_EXIT_BAD_GAME 2
#define AKRON_CLI_EXIT_USAGE 64

/* The options of akron_cli_player_option_group(); -1 or NULL when not given. */
typedef struct
{
  char *level;
  gint64 nodes;
  int time_ms;
  gint64 seed;
  int depth;         /* 0: not given */
  int threads;       /* 0: not given */
  gboolean cpu_time;
  int games;         /* 0: not given */
  char *records;
  int opening_moves;
  int max_moves;     /* 0: the default */
  int jobs;          /* 0: not given (one thread) */
  char *sprt;        /* "ELO0,ELO1" */
} AkronCliPlayOptions;

extern AkronCliPlayOptions akron_cli_play_options;

int akron_cli_usage_failure (const char *format, ...) G_GNUC_PRINTF (1, 2);
/* --level, --nodes, --time, --cpu-time, --depth, --threads and --seed as search limits. */
gboolean akron_cli_limits_from_options (AkronSearchLimits *limits, GError **error);

G_END_DECLS
