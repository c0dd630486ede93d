/* akron-figure.c: a small board that illustrates a rule, with its caption
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "akron-enums.h"
#include "akron-figure.h"
#include "akron-notation.h"
#include "akron-painter.h"

struct _AkronFigure
{
  GtkWidget parent_instance;

  GtkWidget *picture;
  GtkWidget *caption_label;

  AkronScene *scene;
  AkronPainter *painter;
  gboolean dirty;
  GError *error;

  guint board_size;
  char *vert;
  char *horz;
  AkronColour to_move;
  gboolean swap_available;
  char *select;
  char *preview;
  char *marks_yes;
  char *marks_no;
  gboolean show_connections;
  gboolean show_pinned;
  guint xray_level;
};

G_DEFINE_FINAL_TYPE (AkronFigure, akron_figure, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_BOARD_SIZE,
  PROP_VERT,
  PROP_HORZ,
  PROP_TO_MOVE,
  PROP_SWAP_AVAILABLE,
  PROP_SELECT,
  PROP_PREVIEW,
  PROP_MARKS_YES,
  PROP_MARKS_NO,
  PROP_SHOW_CONNECTIONS,
  PROP_SHOW_PINNED,
  PROP_XRAY_LEVEL,
  PROP_PICTURE_SIZE,
  PROP_CAPTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Setting the position up -------------------------------------------------------------- */

typedef struct
{
  AkronPoint point;
  AkronColour colour;
  guint level;
} Piece;

static gboolean
parse_points (const AkronGeometry *geo, const char *text, GArray *points, GError **error)
{
  g_auto(GStrv) words = g_strsplit_set (text != NULL ? text : "", " \t\n", -1);

  for (guint t = 0; words[t] != NULL; t++)
    {
      AkronPoint p;

      if (*words[t] == '\0')
        continue;
      if (!akron_point_parse (geo, words[t], &p, error))
        return FALSE;
      g_array_append_val (points, p);
    }
  return TRUE;
}

static gboolean
parse_pieces (const AkronGeometry *geo, const char *text, AkronColour colour, GArray *pieces,
              GError **error)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (AkronPoint));

  if (!parse_points (geo, text, points, error))
    return FALSE;
  for (guint t = 0; t < points->len; t++)
    {
      AkronPoint p = g_array_index (points, AkronPoint, t);
      Piece piece = { p, colour, geo->level[p] };

      g_array_append_val (pieces, piece);
    }
  return TRUE;
}

static int
by_level (gconstpointer a, gconstpointer b)
{
  return (int) ((const Piece *) a)->level - (int) ((const Piece *) b)->level;
}

/* The position: the pieces placed level by level (the engine checks each one rests on
 * four pieces), then the colour to move and the swap. */
static gboolean
build_position (AkronFigure *self, AkronPosition *pos, GError **error)
{
  g_autoptr(GArray) pieces = g_array_new (FALSE, FALSE, sizeof (Piece));
  const AkronGeometry *geo;

  if (!akron_position_init (pos, self->board_size, 0, TRUE, error))
    return FALSE;
  geo = akron_position_get_geometry (pos);
  if (!parse_pieces (geo, self->vert, AKRON_VERT, pieces, error)
      || !parse_pieces (geo, self->horz, AKRON_HORZ, pieces, error))
    return FALSE;

  g_array_sort (pieces, by_level);
  for (guint t = 0; t < pieces->len; t++)
    {
      const Piece *piece = &g_array_index (pieces, Piece, t);

      if (!akron_position_place (pos, piece->point, piece->colour, error))
        return FALSE;
    }
  akron_position_set_to_move (pos, self->to_move);
  akron_position_set_swap_available (pos, self->swap_available);
  return TRUE;
}

static gboolean
parse_point (const AkronGeometry *geo, const char *text, AkronPoint *point, GError **error)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (AkronPoint));

  *point = AKRON_NO_POINT;
  if (!parse_points (geo, text, points, error))
    return FALSE;
  if (points->len > 0)
    *point = g_array_index (points, AkronPoint, 0);
  return TRUE;
}

static gboolean
mark_points (AkronFigure *self, const char *text, AkronMark mark, GError **error)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (AkronPoint));

  if (!parse_points (akron_scene_get_geometry (self->scene), text, points, error))
    return FALSE;
  for (guint t = 0; t < points->len; t++)
    akron_scene_set_mark (self->scene, g_array_index (points, AkronPoint, t), mark);
  return TRUE;
}

/* The selection and the preview must be what the scene would show for a player. */
static gboolean
show_selection (AkronFigure *self, GError **error)
{
  const AkronGeometry *geo = akron_scene_get_geometry (self->scene);
  AkronPoint selected, preview;

  if (!parse_point (geo, self->select, &selected, error)
      || !parse_point (geo, self->preview, &preview, error))
    return FALSE;
  if (selected != AKRON_NO_POINT)
    {
      akron_scene_select (self->scene, selected);
      if (akron_scene_get_selected (self->scene) != selected)
        {
          g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                       "%s cannot be selected: it is not a movable piece of the player to move",
                       self->select);
          return FALSE;
        }
    }
  if (preview != AKRON_NO_POINT)
    {
      if (!akron_scene_is_destination (self->scene, preview))
        {
          g_set_error (error, AKRON_ERROR, AKRON_ERROR_ILLEGAL_MOVE,
                       "%s is not a destination of the selected piece", self->preview);
          return FALSE;
        }
      akron_scene_set_hover (self->scene, preview);
    }
  return TRUE;
}

static void
ensure_built (AkronFigure *self)
{
  AkronPosition pos;

  if (!self->dirty)
    return;
  self->dirty = FALSE;
  g_clear_error (&self->error);

  if (!build_position (self, &pos, &self->error))
    akron_scene_set_position (self->scene, NULL);
  else
    {
      akron_scene_set_position (self->scene, &pos);
      akron_scene_set_show_connections (self->scene, self->show_connections);
      akron_scene_set_show_pinned (self->scene, self->show_pinned);
      akron_scene_set_xray_level (self->scene, self->xray_level);
      if (show_selection (self, &self->error))
        if (mark_points (self, self->marks_yes, AKRON_MARK_YES, &self->error))
          mark_points (self, self->marks_no, AKRON_MARK_NO, &self->error);
    }

  if (self->error != NULL)
    g_warning ("Figure “%s”: %s", gtk_label_get_label (GTK_LABEL (self->caption_label)),
               self->error->message);
}

static void
invalidate (AkronFigure *self, guint prop)
{
  self->dirty = TRUE;
  gtk_widget_queue_draw (self->picture);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

AkronScene *
akron_figure_get_scene (AkronFigure *self)
{
  g_return_val_if_fail (AKRON_IS_FIGURE (self), NULL);

  ensure_built (self);
  return self->scene;
}

const GError *
akron_figure_get_error (AkronFigure *self)
{
  g_return_val_if_fail (AKRON_IS_FIGURE (self), NULL);

  ensure_built (self);
  return self->error;
}

const char *
akron_figure_get_caption (AkronFigure *self)
{
  g_return_val_if_fail (AKRON_IS_FIGURE (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->caption_label));
}

/* Drawing -------------------------------------------------------------------------------- */

static void
draw_picture (GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data)
{
  AkronFigure *self = data;
  AdwStyleManager *style = adw_style_manager_get_default ();
  GtkWidget *widget = GTK_WIDGET (area);

  ensure_built (self);
  akron_painter_set_dark (self->painter, adw_style_manager_get_dark (style));
  akron_painter_set_high_contrast (self->painter, adw_style_manager_get_high_contrast (style));
  akron_painter_set_font (self->painter,
                          pango_context_get_font_description (gtk_widget_get_pango_context (widget)));
  akron_painter_set_scale_factor (self->painter, gtk_widget_get_scale_factor (widget));
  akron_painter_draw (self->painter, cr, width, height, self->scene, AKRON_PAINTER_DEFAULT);
}

static void
on_style_changed (AkronFigure *self)
{
  gtk_widget_queue_draw (self->picture);
}

/* GObject -------------------------------------------------------------------------------- */

static void
set_string (AkronFigure *self, char **field, const char *value, guint prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  invalidate (self, prop);
}

static void
set_boolean (AkronFigure *self, gboolean *field, gboolean value, guint prop)
{
  if (*field == !!value)
    return;
  *field = !!value;
  invalidate (self, prop);
}

static void
akron_figure_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronFigure *self = AKRON_FIGURE (object);

  switch (prop_id)
    {
    case PROP_BOARD_SIZE: g_value_set_uint (value, self->board_size); break;
    case PROP_VERT: g_value_set_string (value, self->vert); break;
    case PROP_HORZ: g_value_set_string (value, self->horz); break;
    case PROP_TO_MOVE: g_value_set_enum (value, self->to_move); break;
    case PROP_SWAP_AVAILABLE: g_value_set_boolean (value, self->swap_available); break;
    case PROP_SELECT: g_value_set_string (value, self->select); break;
    case PROP_PREVIEW: g_value_set_string (value, self->preview); break;
    case PROP_MARKS_YES: g_value_set_string (value, self->marks_yes); break;
    case PROP_MARKS_NO: g_value_set_string (value, self->marks_no); break;
    case PROP_SHOW_CONNECTIONS: g_value_set_boolean (value, self->show_connections); break;
    case PROP_SHOW_PINNED: g_value_set_boolean (value, self->show_pinned); break;
    case PROP_XRAY_LEVEL: g_value_set_uint (value, self->xray_level); break;
    case PROP_PICTURE_SIZE:
      g_value_set_int (value, gtk_drawing_area_get_content_width (GTK_DRAWING_AREA (self->picture)));
      break;
    case PROP_CAPTION:
      g_value_set_string (value, gtk_label_get_label (GTK_LABEL (self->caption_label)));
      break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_figure_set_property (GObject *object, guint prop_id, const GValue *value,
                           GParamSpec *pspec)
{
  AkronFigure *self = AKRON_FIGURE (object);

  switch (prop_id)
    {
    case PROP_BOARD_SIZE:
      if (self->board_size != g_value_get_uint (value))
        {
          self->board_size = g_value_get_uint (value);
          invalidate (self, prop_id);
        }
      break;
    case PROP_VERT: set_string (self, &self->vert, g_value_get_string (value), prop_id); break;
    case PROP_HORZ: set_string (self, &self->horz, g_value_get_string (value), prop_id); break;
    case PROP_TO_MOVE:
      if (self->to_move != (AkronColour) g_value_get_enum (value))
        {
          self->to_move = g_value_get_enum (value);
          invalidate (self, prop_id);
        }
      break;
    case PROP_SWAP_AVAILABLE:
      set_boolean (self, &self->swap_available, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SELECT: set_string (self, &self->select, g_value_get_string (value), prop_id); break;
    case PROP_PREVIEW:
      set_string (self, &self->preview, g_value_get_string (value), prop_id);
      break;
    case PROP_MARKS_YES:
      set_string (self, &self->marks_yes, g_value_get_string (value), prop_id);
      break;
    case PROP_MARKS_NO:
      set_string (self, &self->marks_no, g_value_get_string (value), prop_id);
      break;
    case PROP_SHOW_CONNECTIONS:
      set_boolean (self, &self->show_connections, g_value_get_boolean (value), prop_id);
      break;
    case PROP_SHOW_PINNED:
      set_boolean (self, &self->show_pinned, g_value_get_boolean (value), prop_id);
      break;
    case PROP_XRAY_LEVEL:
      if (self->xray_level != g_value_get_uint (value))
        {
          self->xray_level = g_value_get_uint (value);
          invalidate (self, prop_id);
        }
      break;
    case PROP_PICTURE_SIZE:
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->picture),
                                          g_value_get_int (value));
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->picture),
                                           g_value_get_int (value));
      g_object_notify_by_pspec (object, pspec);
      break;
    case PROP_CAPTION:
      gtk_label_set_label (GTK_LABEL (self->caption_label), g_value_get_string (value));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->picture),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, g_value_get_string (value),
                                      -1);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_figure_dispose (GObject *object)
{
  AkronFigure *self = AKRON_FIGURE (object);

  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  g_clear_pointer (&self->picture, gtk_widget_unparent);
  g_clear_pointer (&self->caption_label, gtk_widget_unparent);
  g_clear_object (&self->scene);
  g_clear_object (&self->painter);
  G_OBJECT_CLASS (akron_figure_parent_class)->dispose (object);
}

static void
akron_figure_finalize (GObject *object)
{
  AkronFigure *self = AKRON_FIGURE (object);

  g_clear_error (&self->error);
  g_free (self->vert);
  g_free (self->horz);
  g_free (self->select);
  g_free (self->preview);
  g_free (self->marks_yes);
  g_free (self->marks_no);
  G_OBJECT_CLASS (akron_figure_parent_class)->finalize (object);
}

static void
akron_figure_class_init (AkronFigureClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_figure_dispose;
  object_class->finalize = akron_figure_finalize;
  object_class->get_property = akron_figure_get_property;
  object_class->set_property = akron_figure_set_property;

  properties[PROP_BOARD_SIZE] =
    g_param_spec_uint ("board-size", NULL, NULL, AKRON_MIN_SIZE, AKRON_MAX_SIZE, 4, rw);
  properties[PROP_VERT] = g_param_spec_string ("vert", NULL, NULL, NULL, rw);
  properties[PROP_HORZ] = g_param_spec_string ("horz", NULL, NULL, NULL, rw);
  properties[PROP_TO_MOVE] =
    g_param_spec_enum ("to-move", NULL, NULL, AKRON_TYPE_COLOUR, AKRON_VERT, rw);
  properties[PROP_SWAP_AVAILABLE] =
    g_param_spec_boolean ("swap-available", NULL, NULL, FALSE, rw);
  properties[PROP_SELECT] = g_param_spec_string ("select", NULL, NULL, NULL, rw);
  properties[PROP_PREVIEW] = g_param_spec_string ("preview", NULL, NULL, NULL, rw);
  properties[PROP_MARKS_YES] = g_param_spec_string ("marks-yes", NULL, NULL, NULL, rw);
  properties[PROP_MARKS_NO] = g_param_spec_string ("marks-no", NULL, NULL, NULL, rw);
  properties[PROP_SHOW_CONNECTIONS] =
    g_param_spec_boolean ("show-connections", NULL, NULL, FALSE, rw);
  properties[PROP_SHOW_PINNED] = g_param_spec_boolean ("show-pinned", NULL, NULL, FALSE, rw);
  properties[PROP_XRAY_LEVEL] =
    g_param_spec_uint ("xray-level", NULL, NULL, 0, AKRON_MAX_SIZE, AKRON_MAX_SIZE, rw);
  properties[PROP_PICTURE_SIZE] =
    g_param_spec_int ("picture-size", NULL, NULL, 60, 2000, 240, rw);
  properties[PROP_CAPTION] = g_param_spec_string ("caption", NULL, NULL, NULL, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-figure");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
akron_figure_init (AkronFigure *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));
  AdwStyleManager *style = adw_style_manager_get_default ();

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 6);

  self->board_size = 4;
  self->xray_level = AKRON_MAX_SIZE;
  self->dirty = TRUE;
  self->scene = akron_scene_new ();
  self->painter = akron_painter_new ();

  self->picture = gtk_drawing_area_new ();
  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (self->picture), 240);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (self->picture), 240);
  gtk_widget_set_halign (self->picture, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->picture), draw_picture, self, NULL);
  gtk_widget_set_parent (self->picture, GTK_WIDGET (self));

  self->caption_label = g_object_new (GTK_TYPE_LABEL,
                                      "wrap", TRUE,
                                      "xalign", 0.0f,
                                      "max-width-chars", 30,
                                      "css-classes", (const char *[]) { "caption", NULL },
                                      NULL);
  gtk_widget_set_parent (self->caption_label, GTK_WIDGET (self));

  g_signal_connect_swapped (style, "notify::dark", G_CALLBACK (on_style_changed), self);
  g_signal_connect_swapped (style, "notify::high-contrast", G_CALLBACK (on_style_changed), self);
}

GtkWidget *
akron_figure_new (void)
{
  return g_object_new (AKRON_TYPE_FIGURE, NULL);
}
