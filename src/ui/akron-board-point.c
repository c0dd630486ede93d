/* akron-board-point.c: a point of the board, as assistive technologies see it
 *
 * Built with GTK 4.10 and later only (see meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-board-point.h"
#include "akron-board.h"

struct _AkronBoardPoint
{
  GObject parent_instance;

  GtkWidget *board;
  AkronPoint point;
  AkronBoardPoint *next;
  GtkATContext *context;
  gboolean focused;
};

static void akron_board_point_accessible_init (GtkAccessibleInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (AkronBoardPoint, akron_board_point, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_ACCESSIBLE,
                                                      akron_board_point_accessible_init))

enum
{
  PROP_0,
  PROP_ACCESSIBLE_ROLE,
  N_PROPS
};

/* A point is chosen as a button is pressed: with Enter while the cursor is on it. */
#define POINT_ROLE GTK_ACCESSIBLE_ROLE_BUTTON

/* GtkAccessible ---------------------------------------------------------------------------- */

static GtkATContext *
akron_board_point_get_at_context (GtkAccessible *accessible)
{
  AkronBoardPoint *self = AKRON_BOARD_POINT (accessible);

  if (self->context == NULL)
    self->context = gtk_at_context_create (POINT_ROLE, accessible,
                                           gtk_widget_get_display (self->board));
  return self->context != NULL ? g_object_ref (self->context) : NULL;
}

static gboolean
akron_board_point_get_platform_state (GtkAccessible *accessible,
                                      GtkAccessiblePlatformState state)
{
  AkronBoardPoint *self = AKRON_BOARD_POINT (accessible);

  switch (state)
    {
    case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSABLE:
      return TRUE;
    case GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED:
      return self->focused;
    case GTK_ACCESSIBLE_PLATFORM_STATE_ACTIVE:
    default:
      return FALSE;
    }
}

static GtkAccessible *
akron_board_point_get_accessible_parent (GtkAccessible *accessible)
{
  return g_object_ref (GTK_ACCESSIBLE (AKRON_BOARD_POINT (accessible)->board));
}

static GtkAccessible *
akron_board_point_get_first_accessible_child (GtkAccessible *accessible)
{
  return NULL;
}

/* After the last point come the board's widgets (the X-ray badge). */
static GtkAccessible *
akron_board_point_get_next_accessible_sibling (GtkAccessible *accessible)
{
  AkronBoardPoint *self = AKRON_BOARD_POINT (accessible);
  GtkWidget *first_widget;

  if (self->next != NULL)
    return g_object_ref (GTK_ACCESSIBLE (self->next));
  first_widget = gtk_widget_get_first_child (self->board);
  return first_widget != NULL ? g_object_ref (GTK_ACCESSIBLE (first_widget)) : NULL;
}

/* The point's cell on the board, in the board's coordinates. */
static gboolean
akron_board_point_get_bounds (GtkAccessible *accessible, int *x, int *y, int *width,
                              int *height)
{
  AkronBoardPoint *self = AKRON_BOARD_POINT (accessible);
  AkronBoardLayout layout;
  double cx, cy;

  if (!akron_board_get_point_center (AKRON_BOARD (self->board), self->point, &cx, &cy))
    return FALSE;
  akron_board_get_layout (AKRON_BOARD (self->board), &layout);
  *x = (int) (cx - layout.cell / 2);
  *y = (int) (cy - layout.cell / 2);
  *width = *height = (int) layout.cell;
  return TRUE;
}

static void
akron_board_point_accessible_init (GtkAccessibleInterface *iface)
{
  iface->get_at_context = akron_board_point_get_at_context;
  iface->get_platform_state = akron_board_point_get_platform_state;
  iface->get_accessible_parent = akron_board_point_get_accessible_parent;
  iface->get_first_accessible_child = akron_board_point_get_first_accessible_child;
  iface->get_next_accessible_sibling = akron_board_point_get_next_accessible_sibling;
  iface->get_bounds = akron_board_point_get_bounds;
}

/* The point ------------------------------------------------------------------------------- */

AkronPoint
akron_board_point_get_point (AkronBoardPoint *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD_POINT (self), AKRON_NO_POINT);
  return self->point;
}

void
akron_board_point_set_next (AkronBoardPoint *self, AkronBoardPoint *next)
{
  g_return_if_fail (AKRON_IS_BOARD_POINT (self));
  self->next = next;
}

void
akron_board_point_set_label (AkronBoardPoint *self, const char *label)
{
  g_return_if_fail (AKRON_IS_BOARD_POINT (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
}

void
akron_board_point_set_focused (AkronBoardPoint *self, gboolean focused)
{
  g_return_if_fail (AKRON_IS_BOARD_POINT (self));

  focused = !!focused;
  if (self->focused == focused)
    return;
  self->focused = focused;
  gtk_accessible_update_platform_state (GTK_ACCESSIBLE (self),
                                        GTK_ACCESSIBLE_PLATFORM_STATE_FOCUSED);
}

/* GObject --------------------------------------------------------------------------------- */

static void
akron_board_point_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ACCESSIBLE_ROLE:
      g_value_set_enum (value, POINT_ROLE);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The role is fixed: a point is always a point. */
static void
akron_board_point_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_ACCESSIBLE_ROLE:
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_board_point_dispose (GObject *object)
{
  AkronBoardPoint *self = AKRON_BOARD_POINT (object);

  g_clear_object (&self->context);
  G_OBJECT_CLASS (akron_board_point_parent_class)->dispose (object);
}

static void
akron_board_point_class_init (AkronBoardPointClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = akron_board_point_dispose;
  object_class->get_property = akron_board_point_get_property;
  object_class->set_property = akron_board_point_set_property;

  g_object_class_override_property (object_class, PROP_ACCESSIBLE_ROLE, "accessible-role");
}

static void
akron_board_point_init (AkronBoardPoint *self)
{
}

AkronBoardPoint *
akron_board_point_new (GtkWidget *board, AkronPoint point)
{
  AkronBoardPoint *self;

  g_return_val_if_fail (GTK_IS_WIDGET (board), NULL);

  self = g_object_new (AKRON_TYPE_BOARD_POINT, NULL);
  self->board = board;
  self->point = point;
  return self;
}
