/* akron-salvage-compat.h: TEMPORARY, until akron_record_parse_salvage() lands on main
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-record.h"

G_BEGIN_DECLS

AkronGame *akron_record_parse_salvage (const char *text, gssize length, guint *n_moves_kept,
                                       GError **problem);

G_END_DECLS
