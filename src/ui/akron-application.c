/* akron-application.c: the application
 *
 * One window; files given on the command line or opened from the file manager load in it
 * (GApplication "open"). The game in progress comes back at start.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-application.h"
#include "akron-figure.h"
#include "akron-window.h"

struct _AkronApplication
{
  AdwApplication parent_instance;
};

G_DEFINE_FINAL_TYPE (AkronApplication, akron_application, ADW_TYPE_APPLICATION)

/* The game window, even when the rules window has the focus. Windows are listed most
 * recently focused first. */
static AkronWindow *
active_window (gpointer app)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (AKRON_IS_WINDOW (l->data))
      return AKRON_WINDOW (l->data);
  return NULL;
}

static AkronWindow *
get_window (AkronApplication *self, gboolean *created)
{
  AkronWindow *window = active_window (self);

  *created = window == NULL;
  if (window == NULL)
    window = akron_window_new (ADW_APPLICATION (self));
  return window;
}

static void
akron_application_activate (GApplication *app)
{
  gboolean created;
  AkronWindow *window = get_window (AKRON_APPLICATION (app), &created);

  if (created)
    akron_window_restore_autosave (window, NULL);
  gtk_window_present (GTK_WINDOW (window));
}

static void
akron_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  gboolean created;
  AkronWindow *window = get_window (AKRON_APPLICATION (app), &created);

  /* One game at a time: the first file is the one shown. The game in progress comes back
   * first, so that opening a file asks before replacing it. */
  if (created)
    akron_window_restore_autosave (window, files[0]);
  else
    akron_window_open (window, files[0]);
  gtk_window_present (GTK_WINDOW (window));
}

static void
new_game_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  AkronWindow *window = active_window (app);

  if (window != NULL)
    akron_window_new_game (window);
}

static void
quit_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  AkronWindow *window = active_window (app);

  if (window != NULL)
    akron_window_request_quit (window);
  else
    g_application_quit (G_APPLICATION (app));
}

static void
about_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  static const char *developers[] = { "The Akron developers", NULL };

  adw_show_about_window (GTK_WINDOW (active_window (app)),
                         "application-name", _("Akron"),
                         "application-icon", APPLICATION_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Cameron Browne’s three-dimensional connection game "
                                       "for two players"),
                         "developer-name", _("The Akron developers"),
                         "developers", developers,
                         "website", "https://github.com/akrongame/akron",
                         "issue-url", "https://github.com/akrongame/akron/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "copyright", "© 2026 The Akron developers",
                         /* Translators: your names, one per line */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
shortcuts_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  AkronWindow *window = active_window (app);

  /* GtkApplication loads gtk/help-overlay.ui and gives each window this action. */
  if (window != NULL)
    gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
}

static void
rules_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  g_autoptr(GtkBuilder) builder = NULL;
  GtkWindow *rules;
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  GtkShortcutTrigger *escape = gtk_keyval_trigger_new (GDK_KEY_Escape, 0);

  /* The page's pictures are boards drawn by the board's painter. */
  g_type_ensure (AKRON_TYPE_FIGURE);
  builder = gtk_builder_new_from_resource ("/io/github/akrongame/Akron/ui/akron-rules-window.ui");
  rules = GTK_WINDOW (gtk_builder_get_object (builder, "rules_window"));

  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (escape,
                                                          gtk_named_action_new ("window.close")));
  gtk_widget_add_controller (GTK_WIDGET (rules), shortcuts);
  gtk_window_set_application (rules, GTK_APPLICATION (app));
  gtk_window_set_transient_for (rules, GTK_WINDOW (active_window (app)));
  gtk_window_present (rules);
}

static const GActionEntry app_entries[] = {
  { "new-game", new_game_activated },
  { "quit", quit_activated },
  { "about", about_activated },
  { "shortcuts", shortcuts_activated },
  { "rules", rules_activated },
};

static void
akron_application_startup (GApplication *app)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new-game", { "<Control>n", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.rules", { "F1", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.show-connections", { "<Control>l", NULL } },
    { "win.show-sidebar", { "F9", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  G_APPLICATION_CLASS (akron_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  for (guint t = 0; t < G_N_ELEMENTS (accels); t++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[t].action,
                                           accels[t].accels);
}

static void
akron_application_class_init (AkronApplicationClass *klass)
{
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  app_class->startup = akron_application_startup;
  app_class->activate = akron_application_activate;
  app_class->open = akron_application_open;
}

static void
akron_application_init (AkronApplication *self)
{
}

AkronApplication *
akron_application_new (void)
{
  return g_object_new (AKRON_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/akrongame/Akron",
                       NULL);
}
