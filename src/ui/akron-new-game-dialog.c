/* akron-new-game-dialog.c: choosing the variant and the players of a new game
 *
 * The number of pieces follows the board size (half the holes, RULES.md section 1) until
 * the player sets another number; AkronSettings remembers that choice with the others.
 * The dialog opens with the focus on Start, and Enter in a name field starts too.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-new-game-dialog.h"
#include "akron-settings.h"

struct _AkronNewGameDialog
{
  AdwWindow parent_instance;

  GtkButton *start_button;
  GtkSpinButton *size_spin;
  GtkSpinButton *pieces_spin;
  GtkSwitch *swap_switch;
  GtkSwitch *no_delay_switch;
  AdwEntryRow *vert_entry;
  AdwEntryRow *horz_entry;

  AkronSettings *settings;
  gboolean pieces_follow_size;
  gboolean updating_pieces;
};

G_DEFINE_FINAL_TYPE (AkronNewGameDialog, akron_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static guint
chosen_size (AkronNewGameDialog *self)
{
  return (guint) gtk_spin_button_get_value_as_int (self->size_spin);
}

static void
set_pieces (AkronNewGameDialog *self, guint pieces)
{
  self->updating_pieces = TRUE;
  gtk_spin_button_set_value (self->pieces_spin, pieces);
  self->updating_pieces = FALSE;
}

static void
on_size_changed (AkronNewGameDialog *self)
{
  guint size = chosen_size (self);

  /* A player needs at least one piece per hole of a side to be able to connect. */
  self->updating_pieces = TRUE;
  gtk_spin_button_set_range (self->pieces_spin, size, AKRON_MAX_PIECES);
  self->updating_pieces = FALSE;

  if (self->pieces_follow_size)
    set_pieces (self, akron_default_pieces (size));
}

static void
on_pieces_changed (AkronNewGameDialog *self)
{
  guint pieces = (guint) gtk_spin_button_get_value_as_int (self->pieces_spin);

  if (!self->updating_pieces)
    self->pieces_follow_size = pieces == akron_default_pieces (chosen_size (self));
}

static void
remember_choices (AkronNewGameDialog *self)
{
  akron_settings_delay (self->settings);
  g_object_set (self->settings,
                "size", chosen_size (self),
                "pieces", (guint) gtk_spin_button_get_value_as_int (self->pieces_spin),
                "pieces-follow-size", self->pieces_follow_size,
                "swap", gtk_switch_get_active (self->swap_switch),
                "no-delay", gtk_switch_get_active (self->no_delay_switch),
                "vert-name", gtk_editable_get_text (GTK_EDITABLE (self->vert_entry)),
                "horz-name", gtk_editable_get_text (GTK_EDITABLE (self->horz_entry)),
                NULL);
  akron_settings_apply (self->settings);
}

static void
on_start_clicked (AkronNewGameDialog *self)
{
  remember_choices (self);
  g_signal_emit (self, signals[CONFIRMED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

AkronGame *
akron_new_game_dialog_create_game (AkronNewGameDialog *self, GError **error)
{
  AkronGame *game;
  g_autofree char *vert = NULL;
  g_autofree char *horz = NULL;

  g_return_val_if_fail (AKRON_IS_NEW_GAME_DIALOG (self), NULL);

  game = akron_game_new (chosen_size (self),
                         (guint) gtk_spin_button_get_value_as_int (self->pieces_spin),
                         gtk_switch_get_active (self->swap_switch),
                         gtk_switch_get_active (self->no_delay_switch), error);
  if (game == NULL)
    return NULL;

  vert = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->vert_entry))));
  horz = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->horz_entry))));
  akron_game_set_player_name (game, AKRON_VERT, vert);
  akron_game_set_player_name (game, AKRON_HORZ, horz);
  return game;
}

static void
load_choices (AkronNewGameDialog *self)
{
  g_autofree char *vert = NULL;
  g_autofree char *horz = NULL;
  guint size, pieces;
  gboolean swap, no_delay;

  g_object_get (self->settings,
                "vert-name", &vert,
                "horz-name", &horz,
                "size", &size,
                "pieces", &pieces,
                "pieces-follow-size", &self->pieces_follow_size,
                "swap", &swap,
                "no-delay", &no_delay,
                NULL);
  gtk_spin_button_set_value (self->size_spin, size);
  on_size_changed (self);
  if (!self->pieces_follow_size)
    set_pieces (self, MAX (size, pieces));

  gtk_switch_set_active (self->swap_switch, swap);
  gtk_switch_set_active (self->no_delay_switch, no_delay);
  gtk_editable_set_text (GTK_EDITABLE (self->vert_entry), vert != NULL ? vert : "");
  gtk_editable_set_text (GTK_EDITABLE (self->horz_entry), horz != NULL ? horz : "");
}

static void
akron_new_game_dialog_dispose (GObject *object)
{
  AkronNewGameDialog *self = AKRON_NEW_GAME_DIALOG (object);

  g_clear_object (&self->settings);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_NEW_GAME_DIALOG);

  G_OBJECT_CLASS (akron_new_game_dialog_parent_class)->dispose (object);
}

static void
akron_new_game_dialog_class_init (AkronNewGameDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_new_game_dialog_dispose;

  /* The player pressed Start. */
  signals[CONFIRMED] = g_signal_new ("confirmed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/akrongame/Akron/ui/akron-new-game-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, size_spin);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, pieces_spin);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, swap_switch);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, no_delay_switch);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, vert_entry);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, horz_entry);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, start_button);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
akron_new_game_dialog_init (AkronNewGameDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_object_ref (akron_settings_get_default ());
  load_choices (self);

  /* Connected after loading: the remembered values are not the player's edits. */
  g_signal_connect_swapped (self->size_spin, "value-changed", G_CALLBACK (on_size_changed),
                            self);
  g_signal_connect_swapped (self->pieces_spin, "value-changed", G_CALLBACK (on_pieces_changed),
                            self);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (on_start_clicked), self);
  gtk_window_set_default_widget (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  /* Enter starts the game, from the dialog as from a name field. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->start_button));
  adw_entry_row_set_activates_default (self->vert_entry, TRUE);
  adw_entry_row_set_activates_default (self->horz_entry, TRUE);
}

AkronNewGameDialog *
akron_new_game_dialog_new (GtkWindow *parent)
{
  return g_object_new (AKRON_TYPE_NEW_GAME_DIALOG,
                       "transient-for", parent,
                       "modal", TRUE,
                       NULL);
}
