/* akron-player-card.c: who plays a colour, with the pieces left
 *
 * A marble of the colour, then the name of whoever plays it now (swaps included) with the
 * pile on its line, and under them what the colour does, wrapped rather than cut when a
 * language needs more than the sidebar's width. Highlighted while its colour is to move. In
 * a narrow window the compact card keeps only the name and the pile.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-enums.h"
#include "akron-labels.h"
#include "akron-player-card.h"

struct _AkronPlayerCard
{
  GtkWidget parent_instance;

  GtkWidget *marble;
  GtkLabel *name_label;
  GtkLabel *detail_label;
  GtkLabel *pile_label;

  AkronGame *game;
  GSignalGroup *game_signals;
  AkronColour colour;
  gboolean compact;
};

G_DEFINE_FINAL_TYPE (AkronPlayerCard, akron_player_card, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_COLOUR,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update (AkronPlayerCard *self)
{
  const char *player;
  gboolean named, to_move;
  g_autofree char *pile = NULL;
  guint n_pile;

  gtk_widget_remove_css_class (self->marble, self->colour == AKRON_VERT ? "horz" : "vert");
  gtk_widget_add_css_class (self->marble, self->colour == AKRON_VERT ? "vert" : "horz");
  gtk_widget_set_visible (GTK_WIDGET (self->detail_label), !self->compact);

  if (self->game == NULL)
    return;

  player = akron_game_get_player_for_colour (self->game, self->colour);
  named = player != NULL && *player != '\0';
  gtk_label_set_label (self->name_label, akron_label_player (self->game, self->colour));
  /* Under a player's name, the colour they play; under a colour's name, its pieces. */
  if (self->colour == AKRON_VERT)
    gtk_label_set_label (self->detail_label, named ? _("Vert · top to bottom")
                                                   : _("Dark pieces · top to bottom"));
  else
    gtk_label_set_label (self->detail_label, named ? _("Horz · left to right")
                                                   : _("Light pieces · left to right"));

  n_pile = akron_position_get_pile (akron_game_get_position (self->game), self->colour);
  if (self->compact)
    pile = g_strdup_printf ("%u", n_pile);
  else
    /* Translators: under a player's name, the number of marbles left in their pile */
    pile = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u left", "%u left", n_pile),
                            n_pile);
  gtk_label_set_label (self->pile_label, pile);

  to_move = !akron_game_is_over (self->game) && akron_game_get_to_move (self->game) == self->colour;
  if (to_move)
    gtk_widget_add_css_class (GTK_WIDGET (self), "to-move");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "to-move");
}

AkronGame *
akron_player_card_get_game (AkronPlayerCard *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER_CARD (self), NULL);
  return self->game;
}

void
akron_player_card_set_game (AkronPlayerCard *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_PLAYER_CARD (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;
  g_set_object (&self->game, game);
  g_signal_group_set_target (self->game_signals, game);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

AkronColour
akron_player_card_get_colour (AkronPlayerCard *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER_CARD (self), AKRON_VERT);
  return self->colour;
}

void
akron_player_card_set_colour (AkronPlayerCard *self, AkronColour colour)
{
  g_return_if_fail (AKRON_IS_PLAYER_CARD (self));
  g_return_if_fail (colour <= AKRON_HORZ);

  if (self->colour == colour)
    return;
  self->colour = colour;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COLOUR]);
}

gboolean
akron_player_card_get_compact (AkronPlayerCard *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER_CARD (self), FALSE);
  return self->compact;
}

void
akron_player_card_set_compact (AkronPlayerCard *self, gboolean compact)
{
  g_return_if_fail (AKRON_IS_PLAYER_CARD (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

const char *
akron_player_card_get_name_text (AkronPlayerCard *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER_CARD (self), NULL);
  return gtk_label_get_label (self->name_label);
}

const char *
akron_player_card_get_pile_text (AkronPlayerCard *self)
{
  g_return_val_if_fail (AKRON_IS_PLAYER_CARD (self), NULL);
  return gtk_label_get_label (self->pile_label);
}

static void
akron_player_card_dispose (GObject *object)
{
  AkronPlayerCard *self = AKRON_PLAYER_CARD (object);
  GtkWidget *child;

  if (self->game_signals != NULL)
    g_signal_group_set_target (self->game_signals, NULL);
  g_clear_object (&self->game_signals);
  g_clear_object (&self->game);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_PLAYER_CARD);
  /* The template's unnamed children too. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (akron_player_card_parent_class)->dispose (object);
}

static void
akron_player_card_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  AkronPlayerCard *self = AKRON_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_COLOUR:
      g_value_set_enum (value, self->colour);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_player_card_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  AkronPlayerCard *self = AKRON_PLAYER_CARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_player_card_set_game (self, g_value_get_object (value));
      break;
    case PROP_COLOUR:
      akron_player_card_set_colour (self, g_value_get_enum (value));
      break;
    case PROP_COMPACT:
      akron_player_card_set_compact (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_player_card_class_init (AkronPlayerCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                            | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_player_card_dispose;
  object_class->get_property = akron_player_card_get_property;
  object_class->set_property = akron_player_card_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, flags);
  properties[PROP_COLOUR] = g_param_spec_enum ("colour", NULL, NULL, AKRON_TYPE_COLOUR,
                                               AKRON_VERT, flags);
  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/akrongame/Akron/ui/akron-player-card.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronPlayerCard, marble);
  gtk_widget_class_bind_template_child (widget_class, AkronPlayerCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, AkronPlayerCard, detail_label);
  gtk_widget_class_bind_template_child (widget_class, AkronPlayerCard, pile_label);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-player-card");
}

static void
akron_player_card_init (AkronPlayerCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self))),
                              12);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed", G_CALLBACK (update),
                                  self);
  update (self);
}

GtkWidget *
akron_player_card_new (AkronColour colour)
{
  return g_object_new (AKRON_TYPE_PLAYER_CARD, "colour", colour, NULL);
}
