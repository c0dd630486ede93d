/* akron-board.c: the board widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>

#include "akron-board.h"
#include "akron-board-point.h"
#include "akron-painter.h"
#include "akron-ui-enums.h"

#define ANIMATION_MS 280
/* A resize draws the cached board scaled; this long after the last size change it is drawn
 * sharp again. */
#define SETTLE_MS 150

struct _AkronBoard
{
  GtkWidget parent_instance;

  AkronScene *scene;
  AkronPainter *painter;
  AdwAnimation *animation;
  /* Says that X-ray hides levels, and how many. */
  GtkWidget *xray_badge;

  /* The cursor shows while the keyboard is in use and the board has the focus. */
  gboolean keyboard_mode;

  int width, height;
  gboolean drawn;
  guint settle_id;

#if GTK_CHECK_VERSION (4, 10, 0)
  /* Its points as accessible objects (AkronBoardPoint), named for what the scene shows:
   * renamed when the position (its serial) or the selection changes. */
  GPtrArray *points;
  guint points_serial;
  AkronPoint points_selected;
#endif
};

#if GTK_CHECK_VERSION (4, 10, 0)
static void akron_board_accessible_init (GtkAccessibleInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronBoard, akron_board, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE,
                                                      akron_board_accessible_init))
#else
G_DEFINE_FINAL_TYPE (AkronBoard, akron_board, GTK_TYPE_WIDGET)
#endif

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_CONNECTIONS,
  PROP_XRAY_LEVEL,
  PROP_SHOW_PINNED,
  PROP_INPUT_REFUSAL,
  PROP_LONE_PERSON,
  PROP_HINT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  REFUSED,
  MOVE_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

AkronScene *
akron_board_get_scene (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return self->scene;
}

/* Mapping ---------------------------------------------------------------------------------- */

void
akron_board_get_layout (AkronBoard *self, AkronBoardLayout *layout)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  akron_board_layout_init (layout, akron_scene_get_size (self->scene),
                           gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)));
}

AkronPoint
akron_board_point_at (AkronBoard *self, guint level, double x, double y)
{
  const AkronGeometry *geo;
  AkronBoardLayout layout;
  guint col, row;

  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);

  geo = akron_scene_get_geometry (self->scene);
  if (geo == NULL)
    return AKRON_NO_POINT;

  akron_board_get_layout (self, &layout);
  if (!akron_board_layout_point_at (&layout, level, x, y, &col, &row))
    return AKRON_NO_POINT;
  return akron_geometry_point (geo, level, col, row);
}

gboolean
akron_board_get_point_center (AkronBoard *self, AkronPoint point, double *x, double *y)
{
  const AkronGeometry *geo;
  AkronBoardLayout layout;

  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);

  geo = akron_scene_get_geometry (self->scene);
  if (geo == NULL || point >= geo->n_points)
    return FALSE;

  akron_board_get_layout (self, &layout);
  akron_board_layout_point_center (&layout, geo, point, x, y);
  return TRUE;
}

AkronPoint
akron_board_pick (AkronBoard *self, double x, double y)
{
  const AkronPosition *pos;
  AkronBoardLayout layout;

  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);

  pos = akron_scene_get_position (self->scene);
  if (pos == NULL)
    return AKRON_NO_POINT;

  akron_board_get_layout (self, &layout);
  /* From the top down: an upper marble hides what lies under the disc it covers. */
  for (int level = akron_scene_get_top_visible_level (self->scene); level >= 1; level--)
    {
      AkronPoint p = akron_board_point_at (self, level, x, y);
      double cx, cy;

      if (p == AKRON_NO_POINT)
        continue;
      if (akron_position_get_cell (pos, p) == AKRON_CELL_EMPTY
          && !akron_scene_is_destination (self->scene, p))
        continue;

      akron_board_layout_point_center (&layout, akron_position_get_geometry (pos), p, &cx, &cy);
      if (hypot (x - cx, y - cy) <= akron_board_layout_marble_radius (&layout, level))
        return p;
    }

  return akron_board_point_at (self, 0, x, y);
}

/* Interaction ------------------------------------------------------------------------------ */

void
akron_board_activate_point (AkronBoard *self, AkronPoint point)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_activate_point (self->scene, point);
}

void
akron_board_cancel_selection (AkronBoard *self)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_cancel_selection (self->scene);
}

AkronPoint
akron_board_get_selected (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);
  return akron_scene_get_selected (self->scene);
}

const AkronPoint *
akron_board_get_destinations (AkronBoard *self, guint *n_destinations)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return akron_scene_get_destinations (self->scene, n_destinations);
}

AkronPoint
akron_board_get_cursor (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);
  return akron_scene_get_cursor (self->scene);
}

gboolean
akron_board_is_animating (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return akron_scene_get_animating (self->scene);
}

gboolean
akron_board_is_resizing (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return self->settle_id != 0;
}

static void
update_cursor_visible (AkronBoard *self)
{
  akron_scene_set_cursor_visible (self->scene,
                                  self->keyboard_mode && gtk_widget_has_focus (GTK_WIDGET (self)));
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, AkronBoard *self)
{
  AkronPoint p = akron_board_pick (self, x, y);

  self->keyboard_mode = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  update_cursor_visible (self);
  if (p != AKRON_NO_POINT)
    akron_scene_set_cursor (self->scene, p);
  akron_scene_activate_point (self->scene, p);
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, AkronBoard *self)
{
  akron_scene_set_hover (self->scene, akron_board_pick (self, x, y));
}

static void
on_leave (GtkEventControllerMotion *controller, AkronBoard *self)
{
  akron_scene_set_hover (self->scene, AKRON_NO_POINT);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AkronBoard *self)
{
  AkronScene *scene = self->scene;

  if (akron_scene_get_position (scene) == NULL
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: akron_scene_move_cursor (scene, 0, -1, 0); break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: akron_scene_move_cursor (scene, 0, 1, 0); break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: akron_scene_move_cursor (scene, 0, 0, -1); break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: akron_scene_move_cursor (scene, 0, 0, 1); break;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: akron_scene_move_cursor (scene, 1, 0, 0); break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down:
      akron_scene_move_cursor (scene, -1, 0, 0);
      break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      akron_scene_activate_point (scene, akron_scene_get_cursor (scene));
      break;
    case GDK_KEY_Escape:
      if (akron_scene_get_selected (scene) == AKRON_NO_POINT)
        return FALSE;
      akron_scene_cancel_selection (scene);
      break;
    default:
      return FALSE;
    }

  self->keyboard_mode = TRUE;
  update_cursor_visible (self);
  return TRUE;
}

static void
on_focus_changed (AkronBoard *self)
{
  update_cursor_visible (self);
}

/* Before a click: a tooltip says why the point is refused, or what a move there does. The
 * tip area is the point's cell, so that moving to another point asks again. */
static gboolean
on_query_tooltip (AkronBoard *self, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  AkronPoint p = keyboard ? akron_scene_get_cursor (self->scene) : akron_board_pick (self, x, y);
  g_autofree char *text = akron_scene_explain_point (self->scene, p);
  AkronBoardLayout layout;
  double cx, cy;

  if (text == NULL || !akron_board_get_point_center (self, p, &cx, &cy))
    return FALSE;
  akron_board_get_layout (self, &layout);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip,
                            &(GdkRectangle) { (int) (cx - layout.cell / 2),
                                              (int) (cy - layout.cell / 2),
                                              (int) layout.cell, (int) layout.cell });
  return TRUE;
}

/* The points for assistive technologies ------------------------------------------------- */

#if GTK_CHECK_VERSION (4, 10, 0)
static GtkAccessibleInterface *parent_accessible_iface;

/* The points come first, then the board's widgets (the X-ray badge). */
static GtkAccessible *
akron_board_get_first_accessible_child (GtkAccessible *accessible)
{
  AkronBoard *self = AKRON_BOARD (accessible);

  if (self->points != NULL && self->points->len > 0)
    return g_object_ref (g_ptr_array_index (self->points, 0));
  return parent_accessible_iface->get_first_accessible_child (accessible);
}

static void
akron_board_accessible_init (GtkAccessibleInterface *iface)
{
  parent_accessible_iface = g_type_interface_peek_parent (iface);
  iface->get_first_accessible_child = akron_board_get_first_accessible_child;
}

/* One object a point of the board shown, in the order of the points (level 0 first, row
 * by row). */
static void
create_points (AkronBoard *self, guint n_points)
{
  g_ptr_array_set_size (self->points, 0);
  for (guint p = 0; p < n_points; p++)
    {
      AkronBoardPoint *point = akron_board_point_new (GTK_WIDGET (self), p);

      if (p > 0)
        akron_board_point_set_next (g_ptr_array_index (self->points, p - 1), point);
      g_ptr_array_add (self->points, point);
    }
  self->points_serial = 0;
}

static void
update_points (AkronBoard *self)
{
  const AkronGeometry *geo = akron_scene_get_geometry (self->scene);
  guint n_points = geo != NULL ? geo->n_points : 0;
  guint serial = akron_scene_get_serial (self->scene);
  AkronPoint selected = akron_scene_get_selected (self->scene);

  if (self->points->len != n_points)
    create_points (self, n_points);
  else if (serial == self->points_serial && selected == self->points_selected)
    return;

  self->points_serial = serial;
  self->points_selected = selected;
  for (guint p = 0; p < self->points->len; p++)
    {
      g_autofree char *label = akron_scene_describe_point (self->scene, p);

      akron_board_point_set_label (g_ptr_array_index (self->points, p), label);
    }
}
#endif

/* Following the scene ---------------------------------------------------------------------- */

static void update_xray_badge (AkronBoard *self);

static void
on_scene_changed (AkronBoard *self)
{
  update_xray_badge (self);
#if GTK_CHECK_VERSION (4, 10, 0)
  update_points (self);
#endif
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_scene_notify (AkronScene *scene, GParamSpec *pspec, AkronBoard *self)
{
  GParamSpec *own = g_object_class_find_property (G_OBJECT_GET_CLASS (self), pspec->name);

  /* The board's own properties are the scene's, under the same names. */
  if (own != NULL)
    g_object_notify_by_pspec (G_OBJECT (self), own);
}

static void
on_animating (AkronBoard *self)
{
  if (!akron_scene_get_animating (self->scene))
    return;
  /* libadwaita skips to the end when animations are off or the board is not shown. */
  adw_animation_reset (self->animation);
  adw_animation_play (self->animation);
}

static void
on_announcement (AkronBoard *self)
{
  const char *text = akron_scene_get_announcement (self->scene);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text != NULL ? text : "", -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  /* Screen readers say it at once: the move and what it dropped, a swap, a draw, a
   * resignation, a pending or won connection, and the point under the keyboard cursor.
   * Before GTK 4.14 they find it in the board's description. */
  if (text != NULL && *text != '\0')
    gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

static void
on_refused (AkronBoard *self, const char *why)
{
  g_signal_emit (self, signals[REFUSED], 0, why);
}

static void
on_move_chosen (AkronBoard *self, const AkronMove *move)
{
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

static void
on_style_changed (AkronBoard *self)
{
  AdwStyleManager *style = adw_style_manager_get_default ();

  akron_painter_set_dark (self->painter, adw_style_manager_get_dark (style));
  akron_painter_set_high_contrast (self->painter, adw_style_manager_get_high_contrast (style));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
update_xray_badge (AkronBoard *self)
{
  guint hidden = akron_scene_get_hidden_levels (self->scene);
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->xray_badge, hidden > 0);
  if (hidden == 0)
    return;

  if (akron_scene_get_xray_level (self->scene) == 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "X-ray: board surface only, %u level hidden",
                                         "X-ray: board surface only, %u levels hidden", hidden),
                            hidden);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "X-ray: %u level hidden",
                                         "X-ray: %u levels hidden", hidden),
                            hidden);
  gtk_label_set_label (GTK_LABEL (self->xray_badge), text);
}

/* Drawing ---------------------------------------------------------------------------------- */

static gboolean
settled (gpointer data)
{
  AkronBoard *self = data;

  self->settle_id = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* Over the bottom frame, whose column letters repeat the top's. */
static void
allocate_xray_badge (AkronBoard *self, int width, int height)
{
  AkronBoardLayout layout;
  int min, nat_width, nat_height;
  double y;

  gtk_widget_measure (self->xray_badge, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat_width,
                      NULL, NULL);
  nat_width = MIN (nat_width, width);
  gtk_widget_measure (self->xray_badge, GTK_ORIENTATION_VERTICAL, nat_width, &min, &nat_height,
                      NULL, NULL);
  akron_board_layout_init (&layout, akron_scene_get_size (self->scene), width, height);
  y = layout.top + layout.extent - layout.margin / 2 - nat_height / 2.0;
  y = CLAMP (y, 0, MAX (height - nat_height, 0));
  gtk_widget_allocate (self->xray_badge, nat_width, nat_height, -1,
                       gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (
                                                  (width - nat_width) / 2, (float) y)));
}

static void
akron_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  AkronBoard *self = AKRON_BOARD (widget);

  allocate_xray_badge (self, width, height);
  if (width == self->width && height == self->height)
    return;
  self->width = width;
  self->height = height;
  if (!self->drawn)
    return;

  /* Until the size settles, frames scale the cached board instead of drawing it anew. */
  g_clear_handle_id (&self->settle_id, g_source_remove);
  self->settle_id = g_timeout_add (SETTLE_MS, settled, self);
}

static void
akron_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AkronBoard *self = AKRON_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  PangoContext *context = gtk_widget_get_pango_context (widget);
  cairo_t *cr;

  if (akron_scene_get_position (self->scene) == NULL || width <= 0 || height <= 0)
    return;

  akron_painter_set_font (self->painter, pango_context_get_font_description (context));
  akron_painter_set_scale_factor (self->painter, gtk_widget_get_scale_factor (widget));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  akron_painter_draw (self->painter, cr, width, height, self->scene,
                      self->settle_id != 0 ? AKRON_PAINTER_ALLOW_STALE : AKRON_PAINTER_DEFAULT);
  cairo_destroy (cr);
  self->drawn = TRUE;

  gtk_widget_snapshot_child (widget, self->xray_badge, snapshot);
}

static void
akron_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 240;
  *natural = 480;
}

/* Properties ------------------------------------------------------------------------------- */

AkronGame *
akron_board_get_game (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return akron_scene_get_game (self->scene);
}

void
akron_board_set_game (AkronBoard *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_game (self->scene, game);
}

gboolean
akron_board_get_show_connections (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return akron_scene_get_show_connections (self->scene);
}

void
akron_board_set_show_connections (AkronBoard *self, gboolean show)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_show_connections (self->scene, show);
}

guint
akron_board_get_xray_level (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), 0);
  return akron_scene_get_xray_level (self->scene);
}

void
akron_board_set_xray_level (AkronBoard *self, guint level)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_xray_level (self->scene, level);
}

gboolean
akron_board_get_show_pinned (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return akron_scene_get_show_pinned (self->scene);
}

void
akron_board_set_show_pinned (AkronBoard *self, gboolean show)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_show_pinned (self->scene, show);
}

const char *
akron_board_get_input_refusal (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return akron_scene_get_input_refusal (self->scene);
}

void
akron_board_set_input_refusal (AkronBoard *self, const char *reason)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_input_refusal (self->scene, reason);
}

AkronLonePerson
akron_board_get_lone_person (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_LONE_PERSON_NONE);
  return akron_scene_get_lone_person (self->scene);
}

void
akron_board_set_lone_person (AkronBoard *self, AkronLonePerson person)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_lone_person (self->scene, person);
}

const AkronMove *
akron_board_get_hint (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return akron_scene_get_hint (self->scene);
}

void
akron_board_set_hint (AkronBoard *self, const AkronMove *hint)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  akron_scene_set_hint (self->scene, hint);
}

static void
akron_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronBoard *self = AKRON_BOARD (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    g_object_get_property (G_OBJECT (self->scene), pspec->name, value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
akron_board_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  AkronBoard *self = AKRON_BOARD (object);

  if (prop_id > PROP_0 && prop_id < N_PROPS)
    g_object_set_property (G_OBJECT (self->scene), pspec->name, value);
  else
    G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
}

static void
akron_board_dispose (GObject *object)
{
  AkronBoard *self = AKRON_BOARD (object);

  g_clear_handle_id (&self->settle_id, g_source_remove);
  if (self->animation != NULL)
    adw_animation_skip (self->animation);
  g_clear_object (&self->animation);
  g_signal_handlers_disconnect_by_data (adw_style_manager_get_default (), self);
  if (self->scene != NULL)
    g_signal_handlers_disconnect_by_data (self->scene, self);
  g_clear_object (&self->scene);
  g_clear_object (&self->painter);
  g_clear_pointer (&self->xray_badge, gtk_widget_unparent);
#if GTK_CHECK_VERSION (4, 10, 0)
  g_clear_pointer (&self->points, g_ptr_array_unref);
#endif

  G_OBJECT_CLASS (akron_board_parent_class)->dispose (object);
}

static void
akron_board_class_init (AkronBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_board_dispose;
  object_class->get_property = akron_board_get_property;
  object_class->set_property = akron_board_set_property;

  widget_class->snapshot = akron_board_snapshot;
  widget_class->measure = akron_board_measure;
  widget_class->size_allocate = akron_board_size_allocate;

  /* The scene's properties of the same names. */
  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, rw);
  properties[PROP_SHOW_CONNECTIONS] =
    g_param_spec_boolean ("show-connections", NULL, NULL, FALSE, rw);
  properties[PROP_XRAY_LEVEL] =
    g_param_spec_uint ("xray-level", NULL, NULL, 0, AKRON_MAX_SIZE, AKRON_MAX_SIZE, rw);
  properties[PROP_SHOW_PINNED] = g_param_spec_boolean ("show-pinned", NULL, NULL, FALSE, rw);
  /* Why the person at this computer may not choose a move now (NULL: they may). */
  properties[PROP_INPUT_REFUSAL] =
    g_param_spec_string ("input-refusal", NULL, NULL, NULL, rw);
  properties[PROP_LONE_PERSON] =
    g_param_spec_enum ("lone-person", NULL, NULL, AKRON_TYPE_LONE_PERSON,
                       AKRON_LONE_PERSON_NONE, rw);
  /* A suggested move, shown and not played; cleared when the position changes. */
  properties[PROP_HINT] = g_param_spec_boxed ("hint", NULL, NULL, AKRON_TYPE_MOVE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A person chose a legal move (AkronMove): the board does not play it itself. */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       AKRON_TYPE_MOVE | G_SIGNAL_TYPE_STATIC_SCOPE);
  /* A click was refused; the string says why, for the player. */
  signals[REFUSED] = g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_css_name (widget_class, "akron-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
akron_board_init (AkronBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  AdwStyleManager *style = adw_style_manager_get_default ();

  self->scene = akron_scene_new ();
  akron_scene_set_animate_moves (self->scene, TRUE);
#if GTK_CHECK_VERSION (4, 10, 0)
  self->points = g_ptr_array_new_with_free_func (g_object_unref);
#endif
  self->painter = akron_painter_new ();
  self->animation =
    adw_timed_animation_new (GTK_WIDGET (self), 0.0, 1.0, ANIMATION_MS,
                             adw_property_animation_target_new (G_OBJECT (self->scene),
                                                                "animation-progress"));
  adw_timed_animation_set_easing (ADW_TIMED_ANIMATION (self->animation), ADW_EASE_OUT_CUBIC);

  g_signal_connect_swapped (self->scene, "changed", G_CALLBACK (on_scene_changed), self);
  g_signal_connect (self->scene, "notify", G_CALLBACK (on_scene_notify), self);
  g_signal_connect_swapped (self->scene, "notify::animating", G_CALLBACK (on_animating), self);
  g_signal_connect_swapped (self->scene, "notify::announcement", G_CALLBACK (on_announcement),
                            self);
  g_signal_connect_swapped (self->scene, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect_swapped (self->scene, "move-chosen", G_CALLBACK (on_move_chosen), self);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect_swapped (focus, "enter", G_CALLBACK (on_focus_changed), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (on_focus_changed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), focus);

  self->xray_badge = g_object_new (GTK_TYPE_LABEL,
                                   "visible", FALSE,
                                   "can-target", FALSE,
                                   "css-classes", (const char *[]) { "osd", "xray-badge", NULL },
                                   NULL);
  gtk_widget_set_parent (self->xray_badge, GTK_WIDGET (self));

  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  g_signal_connect (self, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Akron board"), -1);

  g_signal_connect_swapped (style, "notify::dark", G_CALLBACK (on_style_changed), self);
  g_signal_connect_swapped (style, "notify::high-contrast", G_CALLBACK (on_style_changed), self);
  on_style_changed (self);
}

GtkWidget *
akron_board_new (void)
{
  return g_object_new (AKRON_TYPE_BOARD, NULL);
}
