/* akron-protocol.h: the engine protocol that akron-cli engine speaks
 *
 * A GTP-style protocol: one command a line, optionally preceded by a number that the answer
 * repeats; each answer is "= RESULT" or "? ERROR", followed by an empty line. Every line
 * that holds a command gets exactly one answer, whatever bytes it holds; empty lines and
 * comments (from '#' to the end of the line) get none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-cli-engine.h"
#include "akron-search.h"

G_BEGIN_DECLS

/* Lines longer than this (without the newline) are refused whole. */
#define AKRON_PROTOCOL_MAX_LINE 4096

typedef struct _AkronProtocol AkronProtocol;

/* A new session on a new game of @variant, searching with @limits. */
AkronProtocol *akron_protocol_new (const AkronCliVariant *variant,
                                   const AkronSearchLimits *limits, GError **error);
void akron_protocol_free (AkronProtocol *protocol);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronProtocol, akron_protocol_free)

/* Runs one line of @length bytes, without its newline (any bytes, NUL included), and
 * appends its answer, with the empty line that ends it, to @out. */
void akron_protocol_run_line (AkronProtocol *protocol, const char *line, gsize length,
                              GString *out);
/* Whether the quit command has been answered: no further line should be read. */
gboolean akron_protocol_has_quit (AkronProtocol *protocol);

/* Caps every search of the session at @max_nodes nodes, whatever the commands ask for,
 * so that a fuzzer can run genmove (0: no cap). */
void akron_protocol_set_max_nodes (AkronProtocol *protocol, guint64 max_nodes);

G_END_DECLS
