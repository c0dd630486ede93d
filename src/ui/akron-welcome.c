/* akron-welcome.c: the first start's offer to learn the game, over the board
 *
 * Learn to Play opens the lessons (app.learn); Play opens New Game set for a first game
 * against the computer (win.new-first-game). Either answer puts the card away for good.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-welcome.h"

#include "akron-settings.h"

struct _AkronWelcome
{
  GtkWidget parent_instance;

  GtkWidget *box;
};

G_DEFINE_FINAL_TYPE (AkronWelcome, akron_welcome, GTK_TYPE_WIDGET)

GtkWidget *
akron_welcome_new (void)
{
  return g_object_new (AKRON_TYPE_WELCOME, NULL);
}

void
akron_welcome_offer (AkronWelcome *self)
{
  gboolean shown = FALSE;

  g_return_if_fail (AKRON_IS_WELCOME (self));

  g_object_get (akron_settings_get_default (), "welcome-shown", &shown, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), !shown);
}

static void
on_answered (AkronWelcome *self)
{
  g_object_set (akron_settings_get_default (), "welcome-shown", TRUE, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

static void
akron_welcome_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), AKRON_TYPE_WELCOME);

  G_OBJECT_CLASS (akron_welcome_parent_class)->dispose (object);
}

static void
akron_welcome_class_init (AkronWelcomeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_welcome_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/akrongame/Akron/ui/akron-welcome.ui");
  /* Bound so that gtk_widget_dispose_template() unparents it. */
  gtk_widget_class_bind_template_child (widget_class, AkronWelcome, box);
  gtk_widget_class_bind_template_callback (widget_class, on_answered);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-welcome");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_DIALOG);
}

static void
akron_welcome_init (AkronWelcome *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}
