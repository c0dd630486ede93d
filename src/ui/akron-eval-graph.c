/* akron-eval-graph.c: the evaluation of a reviewed game over its moves
 *
 * Left to right, the moves of the game; up, the evaluation after each move for Vert, down
 * for Horz, squeezed so that a forced win touches the edge and small leads still show. The
 * area on Vert's side is filled with Vert's dark marble colour, Horz's with Horz's light
 * one, on a grey between the two that stays clear in light and dark styles; the turning
 * points are dots (red for a missed win or a blunder, amber for a mistake), and the move
 * shown on the board is a line in the accent colour. The graph fills in as the review
 * goes.
 *
 * A click, or Left, Right, Home and End when it has the focus, browses the game to that
 * move (along the line reviewed, even from a variation). For assistive technologies it is
 * a slider over the moves whose value says the move and its evaluation in words.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "akron-eval-graph.h"
#include "akron-labels.h"

struct _AkronEvalGraph
{
  GtkWidget parent_instance;

  AkronReviewModel *review;
  GSignalGroup *review_signals;
  GSignalGroup *game_signals;
};

G_DEFINE_FINAL_TYPE (AkronEvalGraph, akron_eval_graph, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_REVIEW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Room around the curve, in pixels, so that the dots at the ends show whole. */
#define PAD 5.0
/* Half the height is reached at this lead (hundredths of a move): a move and a half. */
#define SQUASH 150.0
#define FORCED_SCORE (AKRON_SEARCH_WIN - 1000)

typedef struct
{
  double red, green, blue;
} Rgb;

/* The marbles' colours (style.css), and a grey between them. */
static const Rgb vert_rgb = { 0x2b / 255.0, 0x28 / 255.0, 0x33 / 255.0 };
static const Rgb horz_rgb = { 0xf6 / 255.0, 0xf5 / 255.0, 0xf0 / 255.0 };
static const Rgb band_rgb = { 0x8e / 255.0, 0x8c / 255.0, 0x96 / 255.0 };
/* GNOME's accent, error and warning colours, light and dark. */
static const Rgb accent_rgb[2] = { { 0.110, 0.443, 0.847 }, { 0.471, 0.682, 0.929 } };
static const Rgb error_rgb[2] = { { 0.753, 0.110, 0.157 }, { 1.000, 0.482, 0.388 } };
static const Rgb warning_rgb[2] = { { 0.612, 0.431, 0.012 }, { 0.973, 0.894, 0.361 } };

static void
set_rgb (cairo_t *cr, const Rgb *rgb, double alpha)
{
  cairo_set_source_rgba (cr, rgb->red, rgb->green, rgb->blue, alpha);
}

/* Geometry ------------------------------------------------------------------------------- */

static guint
n_moves (AkronEvalGraph *self)
{
  return self->review != NULL ? akron_review_model_get_n_moves (self->review) : 0;
}

static guint
n_reviewed (AkronEvalGraph *self)
{
  return self->review != NULL ? akron_review_model_get_n_reviewed (self->review) : 0;
}

double
akron_eval_graph_get_ply_x (AkronEvalGraph *self, guint ply)
{
  double width;

  g_return_val_if_fail (AKRON_IS_EVAL_GRAPH (self), 0.0);

  width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;
  return PAD + (n_moves (self) > 0 ? width * ply / n_moves (self) : 0.0);
}

guint
akron_eval_graph_get_ply_at (AkronEvalGraph *self, double x)
{
  double width, ply;

  g_return_val_if_fail (AKRON_IS_EVAL_GRAPH (self), 0);

  width = gtk_widget_get_width (GTK_WIDGET (self)) - 2 * PAD;
  if (width <= 0 || n_moves (self) == 0)
    return 0;
  ply = round ((x - PAD) / width * n_moves (self));
  return (guint) CLAMP (ply, 0.0, (double) n_reviewed (self));
}

/* From -1 (Horz wins) to 1 (Vert wins). */
static double
squash (int vert_score)
{
  if (ABS (vert_score) > FORCED_SCORE)
    return vert_score > 0 ? 1.0 : -1.0;
  return vert_score / (ABS (vert_score) + SQUASH);
}

static double
ply_y (AkronEvalGraph *self, guint ply)
{
  double half = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - PAD;

  return PAD + half - half * squash (akron_review_model_get_vert_score (self->review, ply));
}

guint
akron_eval_graph_get_current_ply (AkronEvalGraph *self)
{
  AkronGame *game;
  guint ply;

  g_return_val_if_fail (AKRON_IS_EVAL_GRAPH (self), G_MAXUINT);

  game = self->review != NULL ? akron_review_model_get_game (self->review) : NULL;
  if (game == NULL || n_moves (self) == 0)
    return G_MAXUINT;
  ply = akron_game_get_ply (game);
  if (ply == 0 || akron_review_model_get_line_ply (self->review, ply) != NULL)
    return ply;
  return G_MAXUINT;
}

/* Drawing -------------------------------------------------------------------------------- */

static void
trace_area (AkronEvalGraph *self, cairo_t *cr, double middle)
{
  cairo_move_to (cr, akron_eval_graph_get_ply_x (self, 0), middle);
  for (guint ply = 0; ply <= n_reviewed (self); ply++)
    cairo_line_to (cr, akron_eval_graph_get_ply_x (self, ply), ply_y (self, ply));
  cairo_line_to (cr, akron_eval_graph_get_ply_x (self, n_reviewed (self)), middle);
  cairo_close_path (cr);
}

static void
draw_area (AkronEvalGraph *self, cairo_t *cr, double width, double height)
{
  double middle = height / 2.0;

  /* Vert's side above the middle, Horz's below. */
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, middle);
  cairo_clip (cr);
  trace_area (self, cr, middle);
  set_rgb (cr, &vert_rgb, 1.0);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_save (cr);
  cairo_rectangle (cr, 0, middle, width, height - middle);
  cairo_clip (cr);
  trace_area (self, cr, middle);
  set_rgb (cr, &horz_rgb, 1.0);
  cairo_fill (cr);
  cairo_restore (cr);

  cairo_move_to (cr, 0, middle);
  cairo_line_to (cr, width, middle);
  set_rgb (cr, &vert_rgb, 0.35);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static void
draw_marks (AkronEvalGraph *self, cairo_t *cr, gboolean dark)
{
  for (guint ply = 1; ply <= n_reviewed (self); ply++)
    {
      const AkronReviewPly *verdict = akron_review_model_get_ply (self->review, ply);
      const Rgb *rgb;
      double radius = 3.5;

      switch (verdict->mark)
        {
        case AKRON_REVIEW_MARK_MISSED_WIN:
        case AKRON_REVIEW_MARK_BLUNDER:
          rgb = &error_rgb[dark];
          break;
        case AKRON_REVIEW_MARK_MISTAKE:
          rgb = &warning_rgb[dark];
          break;
        case AKRON_REVIEW_MARK_INACCURACY:
          rgb = &warning_rgb[dark];
          radius = 2.5;
          break;
        case AKRON_REVIEW_MARK_NONE:
        default:
          continue;
        }
      cairo_arc (cr, akron_eval_graph_get_ply_x (self, ply), ply_y (self, ply), radius, 0,
                 2 * G_PI);
      set_rgb (cr, rgb, 1.0);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, 1.0);
      cairo_stroke (cr);
    }
}

static void
akron_eval_graph_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AkronEvalGraph *self = AKRON_EVAL_GRAPH (widget);
  double width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  guint current = akron_eval_graph_get_current_ply (self);
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  set_rgb (cr, &band_rgb, 1.0);
  cairo_paint (cr);
  if (self->review != NULL && n_moves (self) > 0)
    {
      draw_area (self, cr, width, height);
      if (current != G_MAXUINT)
        {
          double x = akron_eval_graph_get_ply_x (self, current);

          cairo_move_to (cr, x, 0);
          cairo_line_to (cr, x, height);
          set_rgb (cr, &accent_rgb[dark], 1.0);
          cairo_set_line_width (cr, 2.0);
          cairo_stroke (cr);
        }
      draw_marks (self, cr, dark);
    }
  cairo_destroy (cr);
}

/* What assistive technologies hear ------------------------------------------------------- */

/* "Move 12, 6… F6: Vert ahead by 1.5, blunder". */
static char *
describe_ply (AkronEvalGraph *self, guint ply)
{
  AkronGame *game = akron_review_model_get_game (self->review);
  const AkronReviewPly *verdict = akron_review_model_get_ply (self->review, ply);
  g_autofree char *score = NULL;
  g_autofree char *move = NULL;

  if (ply == 0 || verdict == NULL || game == NULL)
    return g_strdup (_("Start"));
  score = akron_review_describe_score (game,
                                       akron_review_model_get_vert_score (self->review, ply));
  move = akron_game_get_node_text (game, akron_review_model_get_node (self->review, ply));
  if (verdict->mark != AKRON_REVIEW_MARK_NONE)
    /* Translators: a move of the evaluation graph: its number, the move, the evaluation
     * after it, and what the review calls the move ("Blunder") */
    return g_strdup_printf (_("Move %u, %s: %s; %s"), ply, move, score,
                            akron_review_mark_get_name (verdict->mark));
  /* Translators: a move of the evaluation graph: its number, the move and the evaluation */
  return g_strdup_printf (_("Move %u, %s: %s"), ply, move, score);
}

static void
update_accessible (AkronEvalGraph *self)
{
  guint current = akron_eval_graph_get_current_ply (self);
  g_autofree char *value = NULL;
  g_autofree char *description = NULL;

  if (self->review == NULL)
    return;
  value = current != G_MAXUINT ? describe_ply (self, current) : g_strdup ("");
  /* Translators: the evaluation graph's description while a game is reviewed */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                              "%u of %u move reviewed; up is Vert’s lead, "
                                              "down Horz’s",
                                              "%u of %u moves reviewed; up is Vert’s lead, "
                                              "down Horz’s",
                                              n_moves (self)),
                                 n_reviewed (self), n_moves (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MIN, 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_MAX, (double) n_moves (self),
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_NOW,
                                  current != G_MAXUINT ? (double) current : 0.0,
                                  GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, value,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description,
                                  -1);
}

static void
on_changed (AkronEvalGraph *self)
{
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Browsing ------------------------------------------------------------------------------- */

static void
go_to_ply (AkronEvalGraph *self, guint ply)
{
  AkronGame *game = self->review != NULL ? akron_review_model_get_game (self->review) : NULL;
  const AkronGameNode *node;

  if (game == NULL || ply > n_reviewed (self))
    return;
  node = akron_review_model_get_node (self->review, ply);
  if (node != NULL && node != akron_game_get_current_node (game))
    akron_game_go_to_node (game, node);
}

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, AkronEvalGraph *self)
{
  gtk_widget_grab_focus (GTK_WIDGET (self));
  go_to_ply (self, akron_eval_graph_get_ply_at (self, x));
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip)
{
  AkronEvalGraph *self = AKRON_EVAL_GRAPH (widget);
  g_autofree char *text = NULL;

  if (self->review == NULL || n_reviewed (self) == 0)
    return FALSE;
  text = describe_ply (self, keyboard ? akron_eval_graph_get_current_ply (self)
                                     : akron_eval_graph_get_ply_at (self, x));
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Left and Right step; Home and End go to the ends. */
static gboolean
step (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  AkronEvalGraph *self = AKRON_EVAL_GRAPH (widget);
  int delta = g_variant_get_int32 (args);
  guint current = akron_eval_graph_get_current_ply (self);
  gint64 target;

  if (self->review == NULL || n_reviewed (self) == 0)
    return FALSE;
  if (delta == G_MININT32 || current == G_MAXUINT)
    target = delta > 0 ? n_reviewed (self) : 0;
  else if (delta == G_MAXINT32)
    target = n_reviewed (self);
  else
    target = CLAMP ((gint64) current + delta, 0, (gint64) n_reviewed (self));
  go_to_ply (self, (guint) target);
  return TRUE;
}

/* API and GObject ------------------------------------------------------------------------ */

AkronReviewModel *
akron_eval_graph_get_review (AkronEvalGraph *self)
{
  g_return_val_if_fail (AKRON_IS_EVAL_GRAPH (self), NULL);
  return self->review;
}

static void
on_review_game (AkronEvalGraph *self)
{
  g_signal_group_set_target (self->game_signals,
                             self->review != NULL ? akron_review_model_get_game (self->review)
                                                  : NULL);
  on_changed (self);
}

void
akron_eval_graph_set_review (AkronEvalGraph *self, AkronReviewModel *review)
{
  g_return_if_fail (AKRON_IS_EVAL_GRAPH (self));
  g_return_if_fail (review == NULL || AKRON_IS_REVIEW_MODEL (review));

  if (!g_set_object (&self->review, review))
    return;
  g_signal_group_set_target (self->review_signals, review);
  on_review_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

GtkWidget *
akron_eval_graph_new (void)
{
  return g_object_new (AKRON_TYPE_EVAL_GRAPH, NULL);
}

static void
akron_eval_graph_dispose (GObject *object)
{
  AkronEvalGraph *self = AKRON_EVAL_GRAPH (object);

  if (self->review_signals != NULL)
    akron_eval_graph_set_review (self, NULL);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->game_signals);

  G_OBJECT_CLASS (akron_eval_graph_parent_class)->dispose (object);
}

static void
akron_eval_graph_get_property (GObject *object, guint prop_id, GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_REVIEW:
      g_value_set_object (value, AKRON_EVAL_GRAPH (object)->review);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_eval_graph_set_property (GObject *object, guint prop_id, const GValue *value,
                               GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_REVIEW:
      akron_eval_graph_set_review (AKRON_EVAL_GRAPH (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_eval_graph_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                          int *minimum, int *natural, int *minimum_baseline,
                          int *natural_baseline)
{
  /* Any width will do; high enough to read a lead. */
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 120 : 56;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 280 : 64;
}

static void
add_step_binding (GtkWidgetClass *widget_class, guint key, int delta)
{
  gtk_widget_class_add_binding (widget_class, key, 0, step, "i", delta);
}

static void
akron_eval_graph_class_init (AkronEvalGraphClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_eval_graph_dispose;
  object_class->get_property = akron_eval_graph_get_property;
  object_class->set_property = akron_eval_graph_set_property;
  widget_class->snapshot = akron_eval_graph_snapshot;
  widget_class->measure = akron_eval_graph_measure;
  widget_class->query_tooltip = on_query_tooltip;

  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, AKRON_TYPE_REVIEW_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  add_step_binding (widget_class, GDK_KEY_Left, -1);
  add_step_binding (widget_class, GDK_KEY_KP_Left, -1);
  add_step_binding (widget_class, GDK_KEY_Right, 1);
  add_step_binding (widget_class, GDK_KEY_KP_Right, 1);
  add_step_binding (widget_class, GDK_KEY_Home, G_MININT32);
  add_step_binding (widget_class, GDK_KEY_End, G_MAXINT32);

  gtk_widget_class_set_css_name (widget_class, "akron-eval-graph");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_SLIDER);
}

static void
akron_eval_graph_init (AkronEvalGraph *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Evaluation over the moves"), -1);

  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  self->review_signals = g_signal_group_new (AKRON_TYPE_REVIEW_MODEL);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-reviewed",
                                  G_CALLBACK (on_changed), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-moves",
                                  G_CALLBACK (on_changed), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::game",
                                  G_CALLBACK (on_review_game), self);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (on_changed), self);
  g_signal_group_connect_swapped (self->game_signals, "line-changed",
                                  G_CALLBACK (on_changed), self);
}
