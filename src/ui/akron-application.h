/* akron-application.h: the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AKRON_TYPE_APPLICATION (akron_application_get_type ())
G_DECLARE_FINAL_TYPE (AkronApplication, akron_application, AKRON, APPLICATION, AdwApplication)

AkronApplication *akron_application_new (void);

G_END_DECLS
