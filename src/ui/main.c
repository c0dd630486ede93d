/* main.c: starts Akron
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "akron-application.h"

int
main (int argc, char *argv[])
{
  g_autoptr(AkronApplication) app = NULL;
  /* An uninstalled build (build-aux/dev run) has its catalogues in the build's po/. */
  const char *localedir = g_getenv ("AKRON_LOCALEDIR");

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Akron"));
  app = akron_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
