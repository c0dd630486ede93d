/* ui-types-preload.c: lets gtk4-builder-tool validate the app's .ui files
 *
 * Preloaded into the tool, this module registers libadwaita's types before the tool looks
 * for template parents by name; the app's own widget types resolve through their exported
 * *_get_type functions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>

#include "akron-board.h"
#include "akron-figure.h"
#include "akron-move-view.h"

__attribute__((constructor)) static void
register_types (void)
{
  g_type_ensure (ADW_TYPE_APPLICATION_WINDOW);
  g_type_ensure (ADW_TYPE_WINDOW);
  g_type_ensure (ADW_TYPE_TOAST_OVERLAY);
  g_type_ensure (AKRON_TYPE_BOARD);
  g_type_ensure (AKRON_TYPE_FIGURE);
  g_type_ensure (AKRON_TYPE_MOVE_VIEW);
}
