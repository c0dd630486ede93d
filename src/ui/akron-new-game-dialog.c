/* akron-new-game-dialog.c: choosing the variant and the players of a new game
 *
 * The number of pieces follows the board size (half the holes, RULES.md section 1) until
 * the player sets another number; AkronSettings remembers that choice with the others.
 * The dialog opens with the focus on Start, and Enter in a name field starts too. The choices
 * shown are only remembered on Start: a preset (the first game after the lessons) changes
 * the settings only if the player starts it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-computer-player.h"
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
  AdwComboRow *opponent_row;
  AdwComboRow *computer_colour_row;
  AdwComboRow *level_row;

  AkronSettings *settings;
  gboolean pieces_follow_size;
  gboolean updating_pieces;
  /* The colour the computer starts with in the game to create (each in turn: the colour
   * it did not play last time), decided when the player presses Start. */
  AkronColour computer_colour;
};

G_DEFINE_FINAL_TYPE (AkronNewGameDialog, akron_new_game_dialog, ADW_TYPE_WINDOW)

enum
{
  CONFIRMED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* The combo rows list their items in the order of the enums' values (akron-settings.h,
 * AkronLevel), so that a row's position is the value it stands for. */

static gboolean
against_computer (AkronNewGameDialog *self)
{
  return adw_combo_row_get_selected (self->opponent_row) == AKRON_OPPONENT_COMPUTER;
}

static AkronComputerColour
chosen_computer_colour (AkronNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->computer_colour_row);

  return MIN (selected, AKRON_COMPUTER_COLOUR_ALTERNATE);
}

static AkronLevel
chosen_level (AkronNewGameDialog *self)
{
  guint selected = adw_combo_row_get_selected (self->level_row);

  return selected < AKRON_N_LEVELS ? (AkronLevel) selected : AKRON_LEVEL_MEDIUM;
}

/* The computer's colour needs no name: its row goes while the computer has that colour
 * (each in turn, both stay, and the person's name is whichever is filled in). */
static void
on_opponent_changed (AkronNewGameDialog *self)
{
  gboolean computer = against_computer (self);
  AkronComputerColour colour = chosen_computer_colour (self);

  gtk_widget_set_sensitive (GTK_WIDGET (self->computer_colour_row), computer);
  gtk_widget_set_sensitive (GTK_WIDGET (self->level_row), computer);
  gtk_widget_set_visible (GTK_WIDGET (self->vert_entry),
                          !computer || colour != AKRON_COMPUTER_COLOUR_VERT);
  gtk_widget_set_visible (GTK_WIDGET (self->horz_entry),
                          !computer || colour != AKRON_COMPUTER_COLOUR_HORZ);
}

/* What each level is like, under its name. */
static void
on_level_changed (AkronNewGameDialog *self)
{
  static const char *const descriptions[AKRON_N_LEVELS] = {
    N_("Often misses cuts from above and drops"),
    N_("Looks a little ahead"),
    N_("Looks a few moves ahead"),
    N_("Thinks for about a second"),
    N_("Thinks for about four seconds"),
  };

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->level_row),
                               _(descriptions[chosen_level (self)]));
}

/* Each in turn: the colour the computer did not play last time. */
static AkronColour
next_computer_colour (AkronNewGameDialog *self)
{
  AkronColour last;

  switch (chosen_computer_colour (self))
    {
    case AKRON_COMPUTER_COLOUR_VERT:
      return AKRON_VERT;
    case AKRON_COMPUTER_COLOUR_HORZ:
      return AKRON_HORZ;
    case AKRON_COMPUTER_COLOUR_ALTERNATE:
    default:
      g_object_get (self->settings, "last-computer-colour", &last, NULL);
      return AKRON_OPPONENT (last);
    }
}

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
  self->computer_colour = next_computer_colour (self);
  akron_settings_delay (self->settings);
  g_object_set (self->settings,
                "opponent", against_computer (self) ? AKRON_OPPONENT_COMPUTER
                                                    : AKRON_OPPONENT_PERSON,
                "computer-colour", chosen_computer_colour (self),
                "level", chosen_level (self),
                NULL);
  if (against_computer (self))
    g_object_set (self->settings, "last-computer-colour", self->computer_colour, NULL);
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

/* The standard rules, as a new player's settings have them: the defaults of the settings'
 * properties (which are the schema's). */
static gboolean
default_rule (AkronNewGameDialog *self, const char *name)
{
  GParamSpec *pspec = g_object_class_find_property (G_OBJECT_GET_CLASS (self->settings), name);

  return g_value_get_boolean (g_param_spec_get_default_value (pspec));
}

void
akron_new_game_dialog_preset_first_game (AkronNewGameDialog *self)
{
  g_return_if_fail (AKRON_IS_NEW_GAME_DIALOG (self));

  adw_combo_row_set_selected (self->opponent_row, AKRON_OPPONENT_COMPUTER);
  adw_combo_row_set_selected (self->computer_colour_row, AKRON_COMPUTER_COLOUR_HORZ);
  adw_combo_row_set_selected (self->level_row, AKRON_LEVEL_BEGINNER);
  self->pieces_follow_size = TRUE;
  gtk_spin_button_set_value (self->size_spin, AKRON_FIRST_GAME_SIZE);
  /* The size may have been that already: the pieces follow it all the same. */
  on_size_changed (self);
  gtk_switch_set_active (self->swap_switch, default_rule (self, "swap"));
  gtk_switch_set_active (self->no_delay_switch, default_rule (self, "no-delay"));
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
  if (against_computer (self))
    {
      AkronColour person = AKRON_OPPONENT (self->computer_colour);
      const char *name = person == AKRON_VERT ? vert : horz;

      /* Colours in turn: the person's name may be in the other colour's row. */
      if (name[0] == '\0')
        name = person == AKRON_VERT ? horz : vert;
      akron_game_set_player_name (game, person, name);
      akron_game_set_player_name (game, self->computer_colour, "");
      akron_computer_player_tag_game (game, self->computer_colour, chosen_level (self));
    }
  return game;
}

static void
load_choices (AkronNewGameDialog *self)
{
  g_autofree char *vert = NULL;
  g_autofree char *horz = NULL;
  AkronOpponentKind opponent;
  AkronComputerColour computer_colour;
  AkronLevel level;
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
                "opponent", &opponent,
                "computer-colour", &computer_colour,
                "level", &level,
                NULL);
  adw_combo_row_set_selected (self->opponent_row, opponent);
  adw_combo_row_set_selected (self->computer_colour_row, computer_colour);
  adw_combo_row_set_selected (self->level_row, level);
  /* The computer plays the colour that the settings say it played last, until Start. */
  self->computer_colour = AKRON_HORZ;
  on_opponent_changed (self);
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
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, opponent_row);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog,
                                        computer_colour_row);
  gtk_widget_class_bind_template_child (widget_class, AkronNewGameDialog, level_row);

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
  g_signal_connect_swapped (self->opponent_row, "notify::selected",
                            G_CALLBACK (on_opponent_changed), self);
  g_signal_connect_swapped (self->computer_colour_row, "notify::selected",
                            G_CALLBACK (on_opponent_changed), self);
  g_signal_connect_swapped (self->level_row, "notify::selected", G_CALLBACK (on_level_changed),
                            self);
  on_level_changed (self);
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
