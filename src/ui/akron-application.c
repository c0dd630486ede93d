/* akron-application.c: the application
 *
 * One window; files given on the command line or opened from the file manager load in it
 * (GApplication "open"). The session keeps the game shown: it comes back at start, unless
 * a file is given, which is then shown instead. Quitting (Ctrl+Q, or SIGTERM, SIGINT and
 * SIGHUP when the system logs out or shuts down) closes every window, the game window
 * once its game is kept.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>
#include <stdlib.h>

#include "akron-application.h"
#include "akron-alert.h"
#include "akron-figure.h"
#include "akron-learn-window.h"
#include "akron-window.h"

struct _AkronApplication
{
  AdwApplication parent_instance;

  AkronSession *session;
  guint signal_ids[3];
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

/* The session, made when first needed: an application that never shows a window (a
 * second instance handing over to the first through D-Bus) never takes its lock. */
static AkronSession *
get_session (AkronApplication *self)
{
  if (self->session == NULL)
    self->session = akron_session_new (NULL);
  return self->session;
}

static void
akron_application_activate (GApplication *app)
{
  AkronApplication *self = AKRON_APPLICATION (app);
  AkronWindow *window = active_window (self);

  if (window == NULL)
    {
      window = akron_window_new (ADW_APPLICATION (self), get_session (self));
      akron_window_start (window, NULL);
      akron_window_offer_welcome (window);
    }
  gtk_window_present (GTK_WINDOW (window));
}

static void
akron_application_open (GApplication *app, GFile **files, int n_files, const char *hint)
{
  AkronApplication *self = AKRON_APPLICATION (app);
  AkronWindow *window = active_window (self);

  /* One game at a time: the first file is the one shown, never the kept game first. */
  if (window == NULL)
    {
      window = akron_window_new (ADW_APPLICATION (self), get_session (self));
      akron_window_start (window, files[0]);
    }
  else
    akron_window_open (window, files[0]);
  gtk_window_present (GTK_WINDOW (window));
}

static gpointer
ref_window (gconstpointer window, gpointer data)
{
  return g_object_ref ((gpointer) window);
}

/* Every window goes: the game window once its game is kept, the others (the rules) at
 * once; the application ends with the last one. */
static void
close_all (AkronApplication *self, gboolean may_ask)
{
  /* Held: destroying the rules window in the first loop must not free it under the second. */
  g_autolist(GtkWindow) windows =
    g_list_copy_deep (gtk_application_get_windows (GTK_APPLICATION (self)), ref_window, NULL);

  for (GList *l = windows; l != NULL; l = l->next)
    if (!AKRON_IS_WINDOW (l->data))
      gtk_window_destroy (GTK_WINDOW (l->data));
  for (GList *l = windows; l != NULL; l = l->next)
    if (AKRON_IS_WINDOW (l->data))
      akron_window_close (AKRON_WINDOW (l->data), may_ask);
}

static gboolean
on_quit_signal (gpointer app)
{
  /* Logging out or shutting down: nobody is there to answer a question. */
  close_all (AKRON_APPLICATION (app), FALSE);
  return G_SOURCE_CONTINUE;
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
  close_all (AKRON_APPLICATION (app), TRUE);
}

/* About: AdwAboutDialog where libadwaita has it (1.5), filled from the metainfo in the
 * resource, release notes included; AdwAboutWindow (deprecated there) before. */
static void
about_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  static const char *developers[] = { "The Akron developers", NULL };
  static const char *game_designers[] = { "Cameron Browne", NULL };
  GtkWidget *about;

#if ADW_CHECK_VERSION (1, 5, 0)
  about = GTK_WIDGET (adw_about_dialog_new_from_appdata ("/io/github/akrongame/Akron/metainfo.xml",
                                                         PACKAGE_VERSION));
#else
  about = adw_about_window_new ();
  g_object_set (about,
                "application-name", _("Akron"),
                "version", PACKAGE_VERSION,
                "developer-name", _("The Akron developers"),
                "website", "https://github.com/akrongame/akron",
                "issue-url", "https://github.com/akrongame/akron/issues",
                "license-type", GTK_LICENSE_GPL_3_0,
                NULL);
#endif
  g_object_set (about,
                "application-icon", APPLICATION_ID,
                "comments", _("Cameron Browne’s three-dimensional connection game "
                              "for two players"),
                "developers", developers,
                "copyright", "© 2026 The Akron developers",
                /* Translators: your names, one per line */
                "translator-credits", _("translator-credits"),
                NULL);
#if ADW_CHECK_VERSION (1, 5, 0)
  adw_about_dialog_add_credit_section (ADW_ABOUT_DIALOG (about), _("Game Designed by"),
                                       game_designers);
  adw_dialog_present (ADW_DIALOG (about), GTK_WIDGET (active_window (app)));
#else
  adw_about_window_add_credit_section (ADW_ABOUT_WINDOW (about), _("Game Designed by"),
                                       game_designers);
  gtk_window_set_transient_for (GTK_WINDOW (about), GTK_WINDOW (active_window (app)));
  gtk_window_present (GTK_WINDOW (about));
#endif
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

/* Learn to Play has a window of its own, so that the game in progress stays as it is. */
static void
learn_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  GtkWindow *learn = NULL;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (app)); l != NULL; l = l->next)
    if (AKRON_IS_LEARN_WINDOW (l->data))
      learn = GTK_WINDOW (l->data);
  if (learn == NULL)
    learn = GTK_WINDOW (akron_learn_window_new (GTK_APPLICATION (app)));
  gtk_window_present (learn);
}

/* "Play a Game" at the end of the lessons: the game window comes forward with New Game
 * set for a first game. The learn window is left as it is, for the person to come back
 * to, as GNOME apps leave their secondary windows. */
static void
first_game_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  AkronWindow *window = active_window (app);

  /* The game window may have been closed while the learn window stayed open. */
  if (window == NULL)
    {
      g_application_activate (G_APPLICATION (app));
      window = active_window (app);
    }
  gtk_window_present (GTK_WINDOW (window));
  akron_window_new_first_game (window);
}

/* F1 that shows nothing would leave the player guessing: say why, over the game window. */
static void
on_help_launched (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr(GtkWindow) parent = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *body = NULL;
  GtkWidget *alert;

  if (g_app_info_launch_default_for_uri_finish (result, &error))
    return;
  if (parent == NULL)
    {
      g_warning ("Could not show the help: %s", error->message);
      return;
    }
  /* Translators: the message shown when F1 (or Help in the main menu) finds no program to
   * show the help pages; %s is the reason, in GLib's words ("Operation not supported"). */
  body = g_strdup_printf (_("The help pages open in a help viewer such as GNOME Help (Yelp), "
                            "and none could be started (%s)."), error->message);
  /* Translators: heading of the message above. */
  alert = akron_alert_new (_("Could Not Show the Help"), body);
  akron_alert_add_response (alert, "close", _("_Close"), ADW_RESPONSE_DEFAULT);
  akron_alert_present (alert, parent);
}

/* The help pages (help/C and their translations), in Yelp. Through GIO rather than
 * GtkUriLauncher: GIO first looks for the handler of help: where the game runs, and only
 * without one asks the OpenURI portal. In a Flatpak sandbox the handler found is the Yelp
 * of the GNOME runtime, which runs in the sandbox and reads the pages from /app/share/help;
 * GtkUriLauncher asks the portal at once, which starts the host's Yelp, and the host cannot
 * see a sandboxed app's help (Flatpak exports no share/help). Outside a sandbox both reach
 * the desktop's Yelp. */
static void
help_activated (GSimpleAction *action, GVariant *param, gpointer app)
{
  static const char uri[] = "help:" APPLICATION_ID;
  GtkWidget *parent = GTK_WIDGET (active_window (app));
  GdkDisplay *display = parent != NULL ? gtk_widget_get_display (parent)
                                       : gdk_display_get_default ();
  g_autoptr(GdkAppLaunchContext) context = gdk_display_get_app_launch_context (display);

  g_app_info_launch_default_for_uri_async (uri, G_APP_LAUNCH_CONTEXT (context), NULL,
                                           on_help_launched,
                                           parent != NULL ? g_object_ref (parent) : NULL);
}

static const GActionEntry app_entries[] = {
  { "help", help_activated },
  { "new-game", new_game_activated },
  { "quit", quit_activated },
  { "about", about_activated },
  { "shortcuts", shortcuts_activated },
  { "rules", rules_activated },
  { "learn", learn_activated },
  { "first-game", first_game_activated },
};

static void
akron_application_startup (GApplication *app)
{
  AkronApplication *self = AKRON_APPLICATION (app);
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new-game", { "<Control>n", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "app.help", { "F1", NULL } },
    { "win.undo", { "<Control>z", NULL } },
    { "win.redo", { "<Control><Shift>z", NULL } },
    { "win.open", { "<Control>o", NULL } },
    { "win.continue", { "<Control><Shift>o", NULL } },
    { "win.save", { "<Control>s", NULL } },
    { "win.save-as", { "<Control><Shift>s", NULL } },
    { "win.show-connections", { "<Control>l", NULL } },
    { "win.show-sidebar", { "F9", NULL } },
    { "win.hint", { "<Control>h", NULL } },
    { "window.close", { "<Control>w", NULL } },
  };

  const char *icon_dir = g_getenv ("AKRON_ICONDIR");

  G_APPLICATION_CLASS (akron_application_parent_class)->startup (app);

  /* An uninstalled build (build-aux/dev run) finds its icons in the source tree. */
  if (icon_dir != NULL)
    gtk_icon_theme_add_search_path (gtk_icon_theme_get_for_display (gdk_display_get_default ()),
                                    icon_dir);

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_entries, G_N_ELEMENTS (app_entries),
                                   app);
  for (guint t = 0; t < G_N_ELEMENTS (accels); t++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (app), accels[t].action,
                                           accels[t].accels);

  self->signal_ids[0] = g_unix_signal_add (SIGTERM, on_quit_signal, app);
  self->signal_ids[1] = g_unix_signal_add (SIGINT, on_quit_signal, app);
  self->signal_ids[2] = g_unix_signal_add (SIGHUP, on_quit_signal, app);
}

static void
remove_signal_sources (AkronApplication *self)
{
  for (guint t = 0; t < G_N_ELEMENTS (self->signal_ids); t++)
    g_clear_handle_id (&self->signal_ids[t], g_source_remove);
}

static void
akron_application_shutdown (GApplication *app)
{
  AkronApplication *self = AKRON_APPLICATION (app);

  remove_signal_sources (self);

  G_APPLICATION_CLASS (akron_application_parent_class)->shutdown (app);
}

static void
akron_application_dispose (GObject *object)
{
  /* Registered but never run (as in tests), it has no shutdown: the sources must not
   * outlive it. */
  remove_signal_sources (AKRON_APPLICATION (object));
  g_clear_object (&AKRON_APPLICATION (object)->session);

  G_OBJECT_CLASS (akron_application_parent_class)->dispose (object);
}

static int
akron_application_handle_local_options (GApplication *app, GVariantDict *options)
{
  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("akron %s\n", PACKAGE_VERSION);
      return EXIT_SUCCESS;
    }
  return -1;
}

static void
akron_application_class_init (AkronApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = akron_application_dispose;
  app_class->startup = akron_application_startup;
  app_class->shutdown = akron_application_shutdown;
  app_class->activate = akron_application_activate;
  app_class->open = akron_application_open;
  app_class->handle_local_options = akron_application_handle_local_options;
}

static void
akron_application_init (AkronApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL, N_("Show the version and quit"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  /* Translators: in "akron --help", what may follow the options */
  g_application_set_option_context_parameter_string (G_APPLICATION (self), _("[FILE…]"));
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
