/* akron-alert.h: the window's alerts, on the libadwaita at hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* An alert: AdwAlertDialog on libadwaita 1.5 and later, AdwMessageDialog (deprecated there)
 * before. A new alert; connect to its "response" signal (the same on both), then present it. */
GtkWidget *akron_alert_new (const char *heading, const char *body);
void akron_alert_add_response (GtkWidget *alert, const char *id, const char *label,
                               AdwResponseAppearance appearance);
void akron_alert_set_default_response (GtkWidget *alert, const char *id);
void akron_alert_set_close_response (GtkWidget *alert, const char *id);
void akron_alert_present (GtkWidget *alert, GtkWindow *parent);

const char *akron_alert_get_heading (GtkWidget *alert);
const char *akron_alert_get_body (GtkWidget *alert);
/* The alert shown over @parent, or NULL. */
GtkWidget *akron_alert_get_shown (GtkWindow *parent);

G_END_DECLS
