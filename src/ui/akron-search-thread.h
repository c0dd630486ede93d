/* akron-search-thread.h: a search in a thread of its own, behind the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-search.h"

G_BEGIN_DECLS

/* As akron_search_genmove_async(), but in a new thread at a lower scheduling priority than
 * the window's, so that on a machine with few cores the search never delays a frame: the
 * window's thread wins the processor whenever it has work. The game's position is taken
 * before this returns. */
void akron_search_in_background (AkronGame *game, const AkronSearchLimits *limits,
                                 GCancellable *cancellable, GAsyncReadyCallback callback,
                                 gpointer user_data);
gboolean akron_search_in_background_finish (GAsyncResult *async_result,
                                            AkronSearchResult *result, GError **error);

G_END_DECLS
