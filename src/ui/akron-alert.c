/* akron-alert.c: the window's alerts, on the libadwaita at hand
 *
 * libadwaita 1.5 replaces AdwMessageDialog, a window of its own, with AdwAlertDialog, shown
 * inside its parent window (or as a bottom sheet on a phone). Their responses and "response"
 * signal are the same; these functions are the part that differs, so that the window's code
 * says once what it asks.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-alert.h"

#if ADW_CHECK_VERSION (1, 5, 0)

GtkWidget *
akron_alert_new (const char *heading, const char *body)
{
  AdwAlertDialog *alert = ADW_ALERT_DIALOG (adw_alert_dialog_new (heading, body));

#if ADW_CHECK_VERSION (1, 6, 0)
  /* Room for a heading that names a file: "Could Not Open “a long name.akron”". */
  adw_alert_dialog_set_prefer_wide_layout (alert, TRUE);
#endif
  return GTK_WIDGET (alert);
}

void
akron_alert_add_response (GtkWidget *alert, const char *id, const char *label,
                          AdwResponseAppearance appearance)
{
  adw_alert_dialog_add_response (ADW_ALERT_DIALOG (alert), id, label);
  adw_alert_dialog_set_response_appearance (ADW_ALERT_DIALOG (alert), id, appearance);
}

void
akron_alert_set_default_response (GtkWidget *alert, const char *id)
{
  adw_alert_dialog_set_default_response (ADW_ALERT_DIALOG (alert), id);
}

void
akron_alert_set_close_response (GtkWidget *alert, const char *id)
{
  adw_alert_dialog_set_close_response (ADW_ALERT_DIALOG (alert), id);
}

void
akron_alert_present (GtkWidget *alert, GtkWindow *parent)
{
  adw_dialog_present (ADW_DIALOG (alert), GTK_WIDGET (parent));
}

const char *
akron_alert_get_heading (GtkWidget *alert)
{
  return adw_alert_dialog_get_heading (ADW_ALERT_DIALOG (alert));
}

const char *
akron_alert_get_body (GtkWidget *alert)
{
  return adw_alert_dialog_get_body (ADW_ALERT_DIALOG (alert));
}

GtkWidget *
akron_alert_get_shown (GtkWindow *parent)
{
  AdwDialog *dialog = NULL;

  if (ADW_IS_APPLICATION_WINDOW (parent))
    dialog = adw_application_window_get_visible_dialog (ADW_APPLICATION_WINDOW (parent));
  else if (ADW_IS_WINDOW (parent))
    dialog = adw_window_get_visible_dialog (ADW_WINDOW (parent));
  return ADW_IS_ALERT_DIALOG (dialog) ? GTK_WIDGET (dialog) : NULL;
}

#else /* libadwaita < 1.5 */

GtkWidget *
akron_alert_new (const char *heading, const char *body)
{
  return adw_message_dialog_new (NULL, heading, body);
}

void
akron_alert_add_response (GtkWidget *alert, const char *id, const char *label,
                          AdwResponseAppearance appearance)
{
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (alert), id, label);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (alert), id, appearance);
}

void
akron_alert_set_default_response (GtkWidget *alert, const char *id)
{
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (alert), id);
}

void
akron_alert_set_close_response (GtkWidget *alert, const char *id)
{
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (alert), id);
}

void
akron_alert_present (GtkWidget *alert, GtkWindow *parent)
{
  gtk_window_set_transient_for (GTK_WINDOW (alert), parent);
  gtk_window_set_modal (GTK_WINDOW (alert), TRUE);
  gtk_window_present (GTK_WINDOW (alert));
}

const char *
akron_alert_get_heading (GtkWidget *alert)
{
  return adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (alert));
}

const char *
akron_alert_get_body (GtkWidget *alert)
{
  return adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (alert));
}

GtkWidget *
akron_alert_get_shown (GtkWindow *parent)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (window) && gtk_window_get_transient_for (window) == parent
          && gtk_widget_get_visible (GTK_WIDGET (window)))
        return GTK_WIDGET (window);
    }
  return NULL;
}

#endif
