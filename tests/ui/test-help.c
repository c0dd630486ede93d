/* test-help.c: Help (F1) opens the help pages, or says why it cannot
 *
 * The app.help action asks GIO for the default handler of help:io.github.akrongame.Akron, as
 * a sandboxed app must (akron-application.c says why). Here the handler is a stand-in for
 * Yelp: a desktop file in the test's own data directory that writes down the URI it is
 * given; without any, the game window says why nothing came. Each test runs in a process of
 * its own, as GIO reads the desktop files once. What it proves: the action
 * reaches the desktop's help handler with the help's URI. What it cannot prove here: that
 * Yelp shows the pages (no Yelp on the test machines) or the path through a Flatpak sandbox
 * (build-aux/flatpak-standin.sh checks that, with a stand-in Yelp in the sandbox).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "akron-alert.h"
#include "akron-application.h"
#include "akron-window.h"
#include "akron-ui-test-util.h"

typedef struct
{
  char *uri_file;
  char *uri;
} Handler;

static gboolean
handler_got_uri (gpointer data)
{
  Handler *handler = data;

  g_clear_pointer (&handler->uri, g_free);
  return g_file_get_contents (handler->uri_file, &handler->uri, NULL, NULL)
         && handler->uri[0] != '\0';
}

/* A stand-in for Yelp, the default handler of help: URIs, in the test's data directory
 * (XDG_DATA_HOME, a fresh directory of the test utilities). */
static void
install_help_handler (Handler *handler)
{
  const char *data_dir = g_get_user_data_dir ();
  g_autofree char *apps = g_build_filename (data_dir, "applications", NULL);
  g_autofree char *script = g_build_filename (data_dir, "fake-yelp", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop = NULL;
  g_autofree char *desktop_path = g_build_filename (apps, "akron-test-yelp.desktop", NULL);
  g_autofree char *mimeapps_path = g_build_filename (apps, "mimeapps.list", NULL);
  g_autoptr(GError) error = NULL;

  handler->uri_file = g_build_filename (data_dir, "help-uri", NULL);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s' \"$1\" > '%s'\n", handler->uri_file);
  g_file_set_contents (script, script_text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  desktop = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Fake Yelp\n"
                             "Exec=%s %%u\nMimeType=x-scheme-handler/help;\nNoDisplay=true\n",
                             script);
  g_file_set_contents (desktop_path, desktop, -1, &error);
  g_assert_no_error (error);
  g_file_set_contents (mimeapps_path,
                       "[Default Applications]\nx-scheme-handler/help=akron-test-yelp.desktop\n",
                       -1, &error);
  g_assert_no_error (error);
}

static void
test_help_reaches_handler (void)
{
  g_autoptr(AkronApplication) app = NULL;
  g_autoptr(GError) error = NULL;
  Handler handler = { NULL, NULL };

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT
                                       | G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  app = akron_application_new ();
  install_help_handler (&handler);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  akron_test_wait_until (handler_got_uri, &handler);
  g_assert_cmpstr (handler.uri, ==, "help:" APPLICATION_ID);

  g_free (handler.uri);
  g_free (handler.uri_file);
}

static gboolean
alert_shown (gpointer window)
{
  return akron_alert_get_shown (window) != NULL;
}

/* Without a program for help: (no Yelp), the game window says why nothing came. */
static void
test_help_failure_says_why (void)
{
  g_autoptr(AkronApplication) app = NULL;
  g_autoptr(GAppInfo) system_handler = NULL;
  g_autoptr(GError) error = NULL;
  gboolean destroyed = FALSE;
  AkronWindow *window;
  GtkWidget *alert;

  if (!g_test_subprocess ())
    {
      g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDOUT
                                       | G_TEST_SUBPROCESS_INHERIT_STDERR);
      g_test_trap_assert_passed ();
      return;
    }
  /* A desktop that has Yelp would show the help: nothing to test there. */
  system_handler = g_app_info_get_default_for_uri_scheme ("help");
  if (system_handler != NULL)
    {
      g_test_skip ("this system has a program for help: URIs");
      return;
    }
  app = akron_application_new ();
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  window = akron_window_new (NULL, NULL);
  akron_test_watch_destroy (GTK_WIDGET (window), &destroyed);
  gtk_window_set_default_size (GTK_WINDOW (window), 900, 700);
  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (GTK_WIDGET (window));
  gtk_application_add_window (GTK_APPLICATION (app), GTK_WINDOW (window));

  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  akron_test_wait_until (alert_shown, window);
  alert = akron_alert_get_shown (GTK_WINDOW (window));
  g_assert_cmpstr (akron_alert_get_heading (alert), ==, "Could Not Show the Help");
  g_assert_cmpstr (akron_alert_get_body (alert), !=, "");

  gtk_window_destroy (GTK_WINDOW (window));
  akron_test_wait_until (akron_test_is_true, &destroyed);
}

int
main (int argc, char *argv[])
{
  g_autofree char *config_home = g_dir_make_tmp ("akron-help-test-XXXXXX", NULL);

  /* No mimeapps.list of the user running the tests may choose another handler. */
  g_setenv ("XDG_CONFIG_HOME", config_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

  akron_test_let_alert_heading_warning_through ();

  g_test_add_func ("/help/reaches-handler", test_help_reaches_handler);
  g_test_add_func ("/help/failure-says-why", test_help_failure_says_why);
  return g_test_run ();
}
