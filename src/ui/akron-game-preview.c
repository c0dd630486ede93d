/* akron-game-preview.c: a small picture of a game's position
 *
 * The Continue list's pictures. Like the Rules page's figures (akron-figure.c), the board's
 * own painter draws a scene of the position, in the style of the moment (dark, high
 * contrast), so a preview looks like the board it stands for.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "akron-game-preview.h"
#include "akron-painter.h"
#include "akron-scene.h"

struct _AkronGamePreview
{
  GtkWidget parent_instance;

  AkronGame *game;
  int size;
  AkronScene *scene;
  AkronPainter *painter;
};

G_DEFINE_FINAL_TYPE (AkronGamePreview, akron_game_preview, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SIZE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

GtkWidget *
akron_game_preview_new (AkronGame *game, int size)
{
  g_return_val_if_fail (AKRON_IS_GAME (game), NULL);

  return g_object_new (AKRON_TYPE_GAME_PREVIEW, "game", game, "size", size, NULL);
}

AkronGame *
akron_game_preview_get_game (AkronGamePreview *self)
{
  g_return_val_if_fail (AKRON_IS_GAME_PREVIEW (self), NULL);
  return self->game;
}

static void
set_game (AkronGamePreview *self, AkronGame *game)
{
  if (!g_set_object (&self->game, game))
    return;
  g_clear_object (&self->scene);
  if (game != NULL)
    self->scene = akron_scene_new_for_position (akron_game_get_position (game));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

static void
akron_game_preview_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                            int *minimum, int *natural, int *minimum_baseline,
                            int *natural_baseline)
{
  *minimum = *natural = AKRON_GAME_PREVIEW (widget)->size;
}

static void
akron_game_preview_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AkronGamePreview *self = AKRON_GAME_PREVIEW (widget);
  AdwStyleManager *style = adw_style_manager_get_default ();
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->scene == NULL || width <= 0 || height <= 0)
    return;

  akron_painter_set_dark (self->painter, adw_style_manager_get_dark (style));
  akron_painter_set_high_contrast (self->painter, adw_style_manager_get_high_contrast (style));
  akron_painter_set_font (self->painter,
                          pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
  akron_painter_set_scale_factor (self->painter, gtk_widget_get_scale_factor (widget));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  akron_painter_draw (self->painter, cr, width, height, self->scene, AKRON_PAINTER_DEFAULT);
  cairo_destroy (cr);
}

static void
on_style_changed (AkronGamePreview *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
akron_game_preview_dispose (GObject *object)
{
  AkronGamePreview *self = AKRON_GAME_PREVIEW (object);

  g_clear_object (&self->game);
  g_clear_object (&self->scene);
  g_clear_object (&self->painter);

  G_OBJECT_CLASS (akron_game_preview_parent_class)->dispose (object);
}

static void
akron_game_preview_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  AkronGamePreview *self = AKRON_GAME_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SIZE:
      g_value_set_int (value, self->size);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_preview_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  AkronGamePreview *self = AKRON_GAME_PREVIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      set_game (self, g_value_get_object (value));
      break;
    case PROP_SIZE:
      self->size = g_value_get_int (value);
      gtk_widget_queue_resize (GTK_WIDGET (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_game_preview_class_init (AkronGamePreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_game_preview_dispose;
  object_class->get_property = akron_game_preview_get_property;
  object_class->set_property = akron_game_preview_set_property;
  widget_class->measure = akron_game_preview_measure;
  widget_class->snapshot = akron_game_preview_snapshot;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SIZE] = g_param_spec_int ("size", NULL, NULL, 16, 1024, 64,
                                            G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_css_name (widget_class, "akron-game-preview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
akron_game_preview_init (AkronGamePreview *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  self->size = 64;
  self->painter = akron_painter_new ();
  g_signal_connect_object (style, "notify::dark", G_CALLBACK (on_style_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (style, "notify::high-contrast", G_CALLBACK (on_style_changed), self,
                           G_CONNECT_SWAPPED);
}
