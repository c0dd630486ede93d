/* akron-eval-oracle.h: the connection distances as the engine first computed them
 *
 * The oracle of test-eval (see akron-eval-oracle.c): the same functions as akron-eval.h,
 * computed the slow, plain way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-eval.h"

G_BEGIN_DECLS

typedef struct _AkronOracle AkronOracle;

AkronOracle *akron_oracle_new (void);
void akron_oracle_free (AkronOracle *eval);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AkronOracle, akron_oracle_free)

void akron_oracle_analyse (AkronOracle *eval, const AkronPosition *pos,
                           const AkronEvalOptions *options, AkronEvalInfo *info);
guint akron_oracle_distance (AkronOracle *eval, const AkronPosition *pos, AkronColour colour);
gboolean akron_oracle_mark_routes (AkronOracle *eval, const AkronPosition *pos,
                                   const AkronEvalOptions *options, AkronColour colour,
                                   guint8 *on_route);

G_END_DECLS
