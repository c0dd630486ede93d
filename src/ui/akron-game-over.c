/* akron-game-over.c: the end of a game, shown under the board
 *
 * A game ends with a moment rather than a line of text: a card in place of the status
 * line says who won and why ("You Win" against the computer), while the board highlights
 * the winning chain, which nothing covers. Review puts the card away to look at the board
 * and the moves; it comes back when the game ends again (after an undo and a redo, or
 * another game that is over).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-game-over.h"
#include "akron-labels.h"
#include "akron-match.h"

struct _AkronGameOver
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *heading_label;
  GtkLabel *reason_label;
  GtkWidget *review_button;

  AkronScene *scene;
  AkronMatch *match;
  /* The player put the card away for the end of this game shown now (a weak pointer:
   * compared, not held, and never taken for another game at the same address). */
  gboolean reviewing;
  AkronGame *reviewed_game;
};

G_DEFINE_FINAL_TYPE (AkronGameOver, akron_game_over, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_SCENE,
  PROP_MATCH,
  N_PROPS
};

enum
{
  REVIEWED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static AkronGame *
shown_game (AkronGameOver *self)
{
  return self->scene != NULL ? akron_scene_get_game (self->scene) : NULL;
}

/* The scene changes with every pointer move: only a new end is news. */
static void
show_end (AkronGameOver *self, AkronGame *game)
{
  AkronColour person;
  g_autofree char *heading = self->match != NULL
                             && akron_match_get_lone_person (self->match, &person)
                               ? akron_label_ending_heading_for (game, person)
                               : akron_label_ending_heading (game);
  g_autofree char *reason = akron_label_ending_reason (game, self->scene);

  if (g_strcmp0 (heading, gtk_label_get_label (self->heading_label)) == 0
      && g_strcmp0 (reason, gtk_label_get_label (self->reason_label)) == 0)
    return;
  gtk_label_set_label (self->heading_label, heading);
  gtk_label_set_label (self->reason_label, reason);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, heading,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, reason,
                                  -1);
}

static void
update (AkronGameOver *self)
{
  AkronGame *game = shown_game (self);
  gboolean over = game != NULL && akron_game_is_over (game);

  /* Another game, or this one no longer over: the next end is a moment again. */
  if (!over || game != self->reviewed_game)
    self->reviewing = FALSE;
  if (over)
    show_end (self, game);
  gtk_widget_set_visible (GTK_WIDGET (self), over && !self->reviewing);
}

/* The scene follows the game, and its connection follows the position: anything that
 * changes the end shows here. */
static void
on_scene_notify (AkronGameOver *self)
{
  update (self);
}

AkronScene *
akron_game_over_get_scene (AkronGameOver *self)
{
  g_return_val_if_fail (AKRON_IS_GAME_OVER (self), NULL);
  return self->scene;
}

void
akron_game_over_set_scene (AkronGameOver *self, AkronScene *scene)
{
  g_return_if_fail (AKRON_IS_GAME_OVER (self));
  g_return_if_fail (scene == NULL || AKRON_IS_SCENE (scene));

  if (self->scene == scene)
    return;
  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_func (self->scene, on_scene_notify, self);
  g_set_object (&self->scene, scene);
  if (scene != NULL)
    g_signal_connect_object (scene, "changed", G_CALLBACK (on_scene_notify), self,
                             G_CONNECT_SWAPPED);
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SCENE]);
}

AkronMatch *
akron_game_over_get_match (AkronGameOver *self)
{
  g_return_val_if_fail (AKRON_IS_GAME_OVER (self), NULL);
  return self->match;
}

void
akron_game_over_set_match (AkronGameOver *self, AkronMatch *match)
{
  g_return_if_fail (AKRON_IS_GAME_OVER (self));
  g_return_if_fail (match == NULL || AKRON_IS_MATCH (match));

  if (!g_set_object (&self->match, match))
    return;
  update (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MATCH]);
}

const char *
akron_game_over_get_heading (AkronGameOver *self)
{
  g_return_val_if_fail (AKRON_IS_GAME_OVER (self), NULL);
  return gtk_label_get_label (self->heading_label);
}

const char *
akron_game_over_get_reason (AkronGameOver *self)
{
  g_return_val_if_fail (AKRON_IS_GAME_OVER (self), NULL);
  return gtk_label_get_label (self->reason_label);
}

void
akron_game_over_review (AkronGameOver *self)
{
  g_return_if_fail (AKRON_IS_GAME_OVER (self));

  self->reviewing = TRUE;
  g_set_weak_pointer (&self->reviewed_game, shown_game (self));
  update (self);
  g_signal_emit (self, signals[REVIEWED], 0);
}

static void
review_clicked (AkronGameOver *self)
{
  akron_game_over_review (self);
}

GtkWidget *
akron_game_over_new (void)
{
  return g_object_new (AKRON_TYPE_GAME_OVER, NULL);
}

static void
akron_game_over_dispose (GObject *object)
{
  AkronGameOver *self = AKRON_GAME_OVER (object);

  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_func (self->scene, on_scene_notify, self);
  g_clear_object (&self->scene);
  g_clear_object (&self->match);
  g_clear_weak_pointer (&self->reviewed_game);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_GAME_OVER);

  G_OBJECT_CLASS (akron_game_over_parent_class)->dispose (object);
}

static void
akron_game_over_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  AkronGameOver *self = AKRON_GAME_OVER (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      g_value_set_object (value, self->scene);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_over_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  AkronGameOver *self = AKRON_GAME_OVER (object);

  switch (prop_id)
    {
    case PROP_SCENE:
      akron_game_over_set_scene (self, g_value_get_object (value));
      break;
    case PROP_MATCH:
      akron_game_over_set_match (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_over_class_init (AkronGameOverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_game_over_dispose;
  object_class->get_property = akron_game_over_get_property;
  object_class->set_property = akron_game_over_set_property;

  properties[PROP_SCENE] =
    g_param_spec_object ("scene", NULL, NULL, AKRON_TYPE_SCENE,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, AKRON_TYPE_MATCH,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[REVIEWED] = g_signal_new ("reviewed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/akrongame/Akron/ui/akron-game-over.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronGameOver, box);
  gtk_widget_class_bind_template_child (widget_class, AkronGameOver, heading_label);
  gtk_widget_class_bind_template_child (widget_class, AkronGameOver, reason_label);
  gtk_widget_class_bind_template_child (widget_class, AkronGameOver, review_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-game-over");
  /* Assistive technologies say it when it appears, as the board shows it. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ALERT);
}

static void
akron_game_over_init (AkronGameOver *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->review_button, "clicked", G_CALLBACK (review_clicked), self);
}
