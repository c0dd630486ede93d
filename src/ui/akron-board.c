/* akron-board.c: the board widget, drawn top-down with cairo
 *
 * Seen from above, point (k, i, j) lies at (2i+k, 2j+k) on a doubled grid (RULES.md
 * section 1), so a marble on level k is drawn half a cell right and down per level and the
 * pyramid reads at a glance. Upper levels carry a ring in a colour of their own and their
 * level number.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>
#include <math.h>

#include "akron-board.h"
#include "akron-notation.h"

/* Space between the outer holes and the board's edge, in cells: room for the coordinates
 * and the coloured sides. */
#define FRAME_CELLS 1.15
#define HOLE_RADIUS 0.34
#define MARBLE_RADIUS 0.45
#define ANIMATION_USEC (280 * G_TIME_SPAN_MILLISECOND)

struct _AkronBoard
{
  GtkWidget parent_instance;

  AkronGame *game;
  gulong position_changed_id;
  guint last_ply;

  gboolean show_connections;
  guint xray_level;
  /* Non-NULL while the person at this computer may not choose a move: the reason. */
  char *input_refusal;
  /* A suggested move, drawn but not played; forgotten when the position changes. */
  AkronMove *hint;

  AkronPoint selected;
  AkronPoint destinations[AKRON_MAX_POINTS];
  guint n_destinations;
  guint8 is_destination[AKRON_MAX_POINTS];

  AkronPoint cursor;
  gboolean keyboard_mode;

  /* The last move sliding into place: pieces[t] travels from from[t] to to[t]. */
  guint tick_id;
  gint64 animation_start;
  double animation_progress;
  guint n_animated;
  AkronPoint animated_from[AKRON_MAX_SIZE + 2];
  AkronPoint animated_to[AKRON_MAX_SIZE + 2];

  /* What does not change from move to move is drawn once: the board with its holes, and
   * one marble per colour and level. */
  cairo_surface_t *background;
  int background_width;
  int background_height;
  guint background_size;
  gboolean background_dark;
  cairo_surface_t *sprites[2][AKRON_MAX_SIZE];
  double sprite_cell;
  int cache_scale;
};

G_DEFINE_FINAL_TYPE (AkronBoard, akron_board, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_SHOW_CONNECTIONS,
  PROP_XRAY_LEVEL,
  PROP_INPUT_REFUSAL,
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

typedef struct
{
  double r, g, b;
} Rgb;

/* Okabe-Ito hues: told apart by colour-blind players, and none is near the dark and light
 * marbles. The level number disambiguates when the palette repeats above level 7. */
static const Rgb level_colours[] = {
  { 0.902, 0.624, 0.000 }, /* orange */
  { 0.337, 0.706, 0.914 }, /* sky blue */
  { 0.000, 0.620, 0.451 }, /* bluish green */
  { 0.941, 0.894, 0.259 }, /* yellow */
  { 0.000, 0.447, 0.698 }, /* blue */
  { 0.835, 0.369, 0.000 }, /* vermillion */
  { 0.800, 0.475, 0.655 }, /* reddish purple */
};

static const Rgb vert_side = { 0.14, 0.12, 0.17 };
static const Rgb horz_side = { 0.97, 0.96, 0.94 };
static const Rgb accent = { 0.21, 0.52, 0.89 };
static const Rgb destination_fill = { 0.20, 0.82, 0.48 };
static const Rgb gold = { 0.96, 0.76, 0.07 };
static const Rgb cut_mark = { 0.88, 0.11, 0.14 };

static void
set_source (cairo_t *cr, const Rgb *c, double alpha)
{
  cairo_set_source_rgba (cr, c->r, c->g, c->b, alpha);
}

static const Rgb *
level_colour (guint level)
{
  return &level_colours[(level - 1) % G_N_ELEMENTS (level_colours)];
}

/* Layout ------------------------------------------------------------------------------- */

void
akron_board_layout_init (AkronBoardLayout *layout, guint size, int width, int height)
{
  double side = MIN (width, height);

  layout->size = size;
  layout->cell = side / (size - 1 + 2 * FRAME_CELLS);
  layout->x0 = (width - (size - 1) * layout->cell) / 2.0;
  layout->y0 = (height - (size - 1) * layout->cell) / 2.0;
}

void
akron_board_layout_center (const AkronBoardLayout *layout, guint level, guint col, guint row,
                           double *x, double *y)
{
  *x = layout->x0 + (col + level / 2.0) * layout->cell;
  *y = layout->y0 + (row + level / 2.0) * layout->cell;
}

gboolean
akron_board_layout_point_at (const AkronBoardLayout *layout, guint level, double x, double y,
                             guint *col, guint *row)
{
  double u, v;
  double width;

  if (level >= layout->size || layout->cell <= 0)
    return FALSE;

  u = (x - layout->x0) / layout->cell - level / 2.0;
  v = (y - layout->y0) / layout->cell - level / 2.0;
  width = layout->size - level;
  /* Each point owns the square cell around its centre. */
  if (u < -0.5 || v < -0.5 || u >= width - 0.5 || v >= width - 0.5)
    return FALSE;

  *col = (guint) floor (u + 0.5);
  *row = (guint) floor (v + 0.5);
  return TRUE;
}

double
akron_board_layout_marble_radius (const AkronBoardLayout *layout, guint level)
{
  return layout->cell * MARBLE_RADIUS * (1.0 + 0.025 * level);
}

static void
point_center (const AkronBoardLayout *layout, const AkronGeometry *geo, AkronPoint p, double *x,
              double *y)
{
  akron_board_layout_center (layout, geo->level[p], geo->col[p], geo->row[p], x, y);
}

void
akron_board_get_layout (AkronBoard *self, AkronBoardLayout *layout)
{
  guint size = self->game ? akron_game_get_size (self->game) : AKRON_DEFAULT_SIZE;

  akron_board_layout_init (layout, size, gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)));
}

static const AkronGeometry *
get_geometry (AkronBoard *self)
{
  return akron_position_get_geometry (akron_game_get_position (self->game));
}

AkronPoint
akron_board_point_at (AkronBoard *self, guint level, double x, double y)
{
  AkronBoardLayout layout;
  guint col, row;

  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);

  if (self->game == NULL)
    return AKRON_NO_POINT;

  akron_board_get_layout (self, &layout);
  if (!akron_board_layout_point_at (&layout, level, x, y, &col, &row))
    return AKRON_NO_POINT;

  return akron_geometry_point (get_geometry (self), level, col, row);
}

gboolean
akron_board_get_point_center (AkronBoard *self, AkronPoint point, double *x, double *y)
{
  AkronBoardLayout layout;

  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);

  if (self->game == NULL || point >= get_geometry (self)->n_points)
    return FALSE;

  akron_board_get_layout (self, &layout);
  point_center (&layout, get_geometry (self), point, x, y);
  return TRUE;
}

static guint
top_visible_level (AkronBoard *self)
{
  return MIN (self->xray_level, akron_game_get_size (self->game) - 1);
}

AkronPoint
akron_board_pick (AkronBoard *self, double x, double y)
{
  const AkronPosition *pos;
  AkronBoardLayout layout;

  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);

  if (self->game == NULL)
    return AKRON_NO_POINT;

  pos = akron_game_get_position (self->game);
  akron_board_get_layout (self, &layout);

  /* From the top down: an upper marble hides what lies under the disc it covers. */
  for (int level = top_visible_level (self); level >= 1; level--)
    {
      AkronPoint p = akron_board_point_at (self, level, x, y);
      double cx, cy, r;

      if (p == AKRON_NO_POINT)
        continue;
      if (akron_position_get_cell (pos, p) == AKRON_CELL_EMPTY && !self->is_destination[p])
        continue;

      point_center (&layout, get_geometry (self), p, &cx, &cy);
      r = akron_board_layout_marble_radius (&layout, level);
      if (hypot (x - cx, y - cy) <= r)
        return p;
    }

  return akron_board_point_at (self, 0, x, y);
}

/* Selection and play ------------------------------------------------------------------- */

static void
clear_destinations (AkronBoard *self)
{
  for (guint t = 0; t < self->n_destinations; t++)
    self->is_destination[self->destinations[t]] = FALSE;
  self->n_destinations = 0;
}

void
akron_board_cancel_selection (AkronBoard *self)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  if (self->selected == AKRON_NO_POINT)
    return;

  clear_destinations (self);
  self->selected = AKRON_NO_POINT;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
refuse (AkronBoard *self, const char *why)
{
  g_signal_emit (self, signals[REFUSED], 0, why);
}

static const char *
colour_name (AkronColour colour)
{
  return colour == AKRON_VERT ? _("Vert") : _("Horz");
}

/* Whoever plays @colour now, by name when the players have names (as the window shows
 * them), else the colour's name. */
static const char *
player_name (AkronBoard *self, AkronColour colour)
{
  const char *name = akron_game_get_player_for_colour (self->game, colour);

  return name != NULL && *name != '\0' ? name : colour_name (colour);
}

/* The board does not play: it reports a legal move that the person chose, and whoever
 * owns the game (the window's player) plays it. */
static void
choose (AkronBoard *self, const AkronMove *move)
{
  g_autoptr(GError) error = NULL;

  if (!akron_position_check_move (akron_game_get_position (self->game), move, &error))
    {
      refuse (self, error->message);
      return;
    }
  g_signal_emit (self, signals[MOVE_CHOSEN], 0, move);
}

static void
explain_immovable (AkronBoard *self, AkronPoint p)
{
  const AkronPosition *pos = akron_game_get_position (self->game);

  if (akron_position_count_above (pos, p) >= 2)
    refuse (self, _("This piece is pinned: two pieces rest on it"));
  else
    refuse (self, _("This piece has nowhere to go: it must land on an empty, supported point "
                    "touching its own connected group"));
}

static void
select_piece (AkronBoard *self, AkronPoint p)
{
  const AkronPosition *pos = akron_game_get_position (self->game);
  AkronPoint dests[AKRON_MAX_POINTS];
  guint n = akron_position_destinations (pos, p, dests);

  akron_board_cancel_selection (self);
  if (n == 0)
    {
      explain_immovable (self, p);
      return;
    }

  self->selected = p;
  memcpy (self->destinations, dests, n * sizeof (AkronPoint));
  self->n_destinations = n;
  for (guint t = 0; t < n; t++)
    self->is_destination[dests[t]] = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
akron_board_activate_point (AkronBoard *self, AkronPoint p)
{
  const AkronPosition *pos;
  AkronColour to_move;
  AkronCell cell;

  g_return_if_fail (AKRON_IS_BOARD (self));

  if (self->game == NULL || p == AKRON_NO_POINT)
    return;

  if (akron_game_is_over (self->game))
    {
      refuse (self, _("The game is over: undo to take moves back, or start a new game"));
      return;
    }

  if (self->input_refusal != NULL)
    {
      akron_board_cancel_selection (self);
      refuse (self, self->input_refusal);
      return;
    }

  pos = akron_game_get_position (self->game);
  to_move = akron_position_get_to_move (pos);
  cell = akron_position_get_cell (pos, p);

  if (self->selected != AKRON_NO_POINT)
    {
      AkronPoint from = self->selected;

      if (self->is_destination[p])
        {
          AkronMove move = akron_move_step (from, p);

          akron_board_cancel_selection (self);
          choose (self, &move);
          return;
        }

      akron_board_cancel_selection (self);
      /* Clicking the selected piece, or anywhere else that is not a piece of the player to
       * move, only cancels. */
      if (p == from || cell != AKRON_CELL_OF (to_move))
        return;
    }

  if (cell == AKRON_CELL_EMPTY)
    {
      if (get_geometry (self)->level[p] == 0)
        {
          AkronMove move = akron_move_add (p);
          choose (self, &move);
        }
      return;
    }

  if (cell != AKRON_CELL_OF (to_move))
    {
      g_autofree char *why = g_strdup_printf (_("It is %s’s turn: this piece belongs to %s"),
                                              player_name (self, to_move),
                                              player_name (self, AKRON_OPPONENT (to_move)));
      refuse (self, why);
      return;
    }

  select_piece (self, p);
}

AkronPoint
akron_board_get_selected (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);
  return self->selected;
}

const AkronPoint *
akron_board_get_destinations (AkronBoard *self, guint *n_destinations)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  *n_destinations = self->n_destinations;
  return self->destinations;
}

AkronPoint
akron_board_get_cursor (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), AKRON_NO_POINT);
  return self->cursor;
}

gboolean
akron_board_is_animating (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return self->tick_id != 0;
}

/* Animation ---------------------------------------------------------------------------- */

static void
stop_animation (AkronBoard *self)
{
  if (self->tick_id != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
  self->tick_id = 0;
  self->n_animated = 0;
}

static gboolean
animation_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  AkronBoard *self = AKRON_BOARD (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->animation_start == 0)
    self->animation_start = now;

  self->animation_progress = (double) (now - self->animation_start) / ANIMATION_USEC;
  gtk_widget_queue_draw (widget);

  if (self->animation_progress < 1.0)
    return G_SOURCE_CONTINUE;

  self->tick_id = 0;
  self->n_animated = 0;
  return G_SOURCE_REMOVE;
}

static gboolean
animations_enabled (AkronBoard *self)
{
  gboolean enabled = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* The moving piece slides to its destination and the pieces it carried drop one level. */
static void
start_animation (AkronBoard *self, const AkronUndo *undo)
{
  self->n_animated = 0;
  self->animated_from[self->n_animated] = undo->chain[0];
  self->animated_to[self->n_animated++] = undo->move.to;
  for (guint t = 1; t <= undo->n_drops; t++)
    {
      self->animated_from[self->n_animated] = undo->chain[t];
      self->animated_to[self->n_animated++] = undo->chain[t - 1];
    }

  self->animation_start = 0;
  self->animation_progress = 0.0;
  self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), animation_tick, NULL, NULL);
}

static gboolean
is_animated_target (AkronBoard *self, AkronPoint p)
{
  for (guint t = 0; t < self->n_animated; t++)
    if (self->animated_to[t] == p)
      return TRUE;
  return FALSE;
}

/* Announcements ------------------------------------------------------------------------ */

static void
announce (AkronBoard *self, const char *text)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
}

static void
announce_last_move (AkronBoard *self)
{
  guint ply = akron_game_get_ply (self->game);
  g_autofree char *move = NULL;
  g_autofree char *text = NULL;
  const char *mover;

  if (ply == 0)
    return;

  move = akron_game_get_move_text (self->game, ply - 1);
  /* Vert moves on even plies, swaps included: a swap does not change the colour to move. */
  mover = colour_name ((ply - 1) % 2 == 0 ? AKRON_VERT : AKRON_HORZ);
  switch (akron_game_get_move (self->game, ply - 1)->kind)
    {
    case AKRON_MOVE_SWAP:
      text = g_strdup_printf (_("%s swapped colours"), mover);
      break;
    case AKRON_MOVE_DRAW:
      text = g_strdup_printf (_("%s claimed a draw"), mover);
      break;
    case AKRON_MOVE_RESIGN:
      text = g_strdup_printf (_("%s resigned"), mover);
      break;
    default:
      text = g_strdup_printf (_("%s played %s"), mover, move);
    }
  announce (self, text);
}

static void
on_position_changed (AkronGame *game, AkronBoard *self)
{
  guint ply = akron_game_get_ply (game);
  const AkronUndo *undo = akron_game_get_last_undo (game);

  stop_animation (self);
  clear_destinations (self);
  self->selected = AKRON_NO_POINT;
  akron_board_set_hint (self, NULL);

  if (ply == self->last_ply + 1 && undo != NULL && undo->move.kind == AKRON_MOVE_STEP
      && animations_enabled (self))
    start_animation (self, undo);

  self->last_ply = ply;
  announce_last_move (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing ------------------------------------------------------------------------------ */

typedef struct
{
  AkronBoardLayout layout;
  const AkronGeometry *geo;
  const AkronPosition *pos;
  gboolean dark;
} DrawContext;

static void
trace_quad (cairo_t *cr, double ax, double ay, double bx, double by, double cx, double cy,
            double dx, double dy)
{
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_line_to (cr, cx, cy);
  cairo_line_to (cr, dx, dy);
  cairo_close_path (cr);
}

static void
draw_frame (cairo_t *cr, const DrawContext *dc)
{
  const AkronBoardLayout *l = &dc->layout;
  double margin = FRAME_CELLS * l->cell;
  double left = l->x0 - margin, top = l->y0 - margin;
  double extent = (l->size - 1) * l->cell + 2 * margin;
  double stripe = 0.26 * l->cell;
  cairo_pattern_t *wood;

  wood = cairo_pattern_create_linear (left, top, left + extent, top + extent);
  if (dc->dark)
    {
      cairo_pattern_add_color_stop_rgb (wood, 0, 0.52, 0.40, 0.27);
      cairo_pattern_add_color_stop_rgb (wood, 1, 0.42, 0.31, 0.20);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (wood, 0, 0.89, 0.74, 0.52);
      cairo_pattern_add_color_stop_rgb (wood, 1, 0.80, 0.63, 0.41);
    }
  cairo_rectangle (cr, left, top, extent, extent);
  cairo_set_source (cr, wood);
  cairo_fill (cr);
  cairo_pattern_destroy (wood);

  /* Mitred stripes: each corner is split between the two sides that meet there, as the
   * corner holes belong to both players. */
  {
    double x1 = left, y1 = top, x2 = left + extent, y2 = top + extent;
    double ix1 = x1 + stripe, iy1 = y1 + stripe, ix2 = x2 - stripe, iy2 = y2 - stripe;

    set_source (cr, &vert_side, 1.0);
    trace_quad (cr, x1, y1, x2, y1, ix2, iy1, ix1, iy1);
    trace_quad (cr, x1, y2, x2, y2, ix2, iy2, ix1, iy2);
    cairo_fill (cr);

    set_source (cr, &horz_side, 1.0);
    trace_quad (cr, x1, y1, x1, y2, ix1, iy2, ix1, iy1);
    trace_quad (cr, x2, y1, x2, y2, ix2, iy2, ix2, iy1);
    cairo_fill_preserve (cr);
    /* The light stripes need an outline to stand out from the wood and a light window. */
    cairo_set_line_width (cr, MAX (1.0, 0.025 * l->cell));
    cairo_set_source_rgba (cr, 0.35, 0.25, 0.15, 0.55);
    cairo_stroke (cr);

    /* An edge that stands out from the window in either style. */
    cairo_set_line_width (cr, 1.0);
    if (dc->dark)
      cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
    else
      cairo_set_source_rgba (cr, 0, 0, 0, 0.35);
    cairo_rectangle (cr, x1 + 0.5, y1 + 0.5, extent - 1, extent - 1);
    cairo_stroke (cr);
  }
}

static void
draw_coordinates (cairo_t *cr, const DrawContext *dc)
{
  const AkronBoardLayout *l = &dc->layout;
  double offset = 0.78 * l->cell;
  double last = (l->size - 1) * l->cell;

  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, MAX (7.0, 0.26 * l->cell));
  if (dc->dark)
    cairo_set_source_rgba (cr, 1, 1, 1, 0.55);
  else
    cairo_set_source_rgba (cr, 0.2, 0.13, 0.05, 0.6);

  for (guint t = 0; t < l->size; t++)
    {
      char text[8];
      cairo_text_extents_t ext;
      double x = l->x0 + t * l->cell, y = l->y0 + t * l->cell;

      /* Columns are letters from the left, rows numbers from the bottom (RULES.md 6). */
      g_snprintf (text, sizeof text, "%c", 'A' + t);
      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, l->y0 - offset + ext.height / 2);
      cairo_show_text (cr, text);
      cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing,
                     l->y0 + last + offset + ext.height / 2);
      cairo_show_text (cr, text);

      g_snprintf (text, sizeof text, "%u", l->size - t);
      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr, l->x0 - offset - ext.width / 2 - ext.x_bearing, y + ext.height / 2);
      cairo_show_text (cr, text);
      cairo_move_to (cr, l->x0 + last + offset - ext.width / 2 - ext.x_bearing,
                     y + ext.height / 2);
      cairo_show_text (cr, text);
    }
  cairo_new_path (cr);
}

static void
draw_hole (cairo_t *cr, double x, double y, double r, gboolean dark)
{
  cairo_pattern_t *pat;

  /* Lit from the top left: the hole's far wall catches the light. */
  pat = cairo_pattern_create_radial (x + 0.25 * r, y + 0.3 * r, 0.1 * r, x, y, r);
  cairo_pattern_add_color_stop_rgba (pat, 0, 0.18, 0.11, 0.04, dark ? 0.75 : 0.55);
  cairo_pattern_add_color_stop_rgba (pat, 0.8, 0.25, 0.16, 0.07, dark ? 0.7 : 0.5);
  cairo_pattern_add_color_stop_rgba (pat, 1, 1, 1, 1, 0.25);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pat);
  cairo_fill (cr);
  cairo_pattern_destroy (pat);
}

static void
draw_holes (cairo_t *cr, const DrawContext *dc)
{
  double r = HOLE_RADIUS * dc->layout.cell;
  int half = (int) ceil (r) + 1;
  double scale_x, scale_y;
  cairo_surface_t *target = cairo_get_target (cr);
  cairo_surface_t *hole;
  cairo_t *hcr;

  /* One hole drawn, then copied: gradients are slow to fill hundreds of times. */
  cairo_surface_get_device_scale (target, &scale_x, &scale_y);
  hole = cairo_surface_create_similar_image (target, CAIRO_FORMAT_ARGB32,
                                             (int) ceil (2 * half * scale_x),
                                             (int) ceil (2 * half * scale_y));
  cairo_surface_set_device_scale (hole, scale_x, scale_y);
  hcr = cairo_create (hole);
  draw_hole (hcr, half, half, r, dc->dark);
  cairo_destroy (hcr);

  for (AkronPoint p = 0; p < dc->geo->n_holes; p++)
    {
      double x, y;

      point_center (&dc->layout, dc->geo, p, &x, &y);
      cairo_set_source_surface (cr, hole, round (x) - half, round (y) - half);
      cairo_paint (cr);
    }
  cairo_surface_destroy (hole);
}

static void
draw_level_label (cairo_t *cr, double x, double y, double r, AkronCell cell, guint level)
{
  char text[4];
  cairo_text_extents_t ext;

  g_snprintf (text, sizeof text, "%u", level);
  cairo_select_font_face (cr, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, r * (level >= 10 ? 0.8 : 0.95));
  cairo_text_extents (cr, text, &ext);
  if (cell == AKRON_CELL_VERT)
    cairo_set_source_rgb (cr, 0.96, 0.96, 0.96);
  else
    cairo_set_source_rgb (cr, 0.12, 0.10, 0.14);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
  cairo_new_path (cr); /* no current point left for the next arc to join */
}

static void
draw_marble (cairo_t *cr, double x, double y, double r, AkronCell cell, guint level)
{
  cairo_pattern_t *pat;

  /* The shadow grows with height, so stacks read as stacks. */
  cairo_arc (cr, x + r * (0.08 + 0.03 * level), y + r * (0.12 + 0.03 * level), r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.28);
  cairo_fill (cr);

  pat = cairo_pattern_create_radial (x - 0.35 * r, y - 0.4 * r, 0.05 * r, x, y, r);
  if (cell == AKRON_CELL_VERT)
    {
      cairo_pattern_add_color_stop_rgb (pat, 0, 0.62, 0.60, 0.68);
      cairo_pattern_add_color_stop_rgb (pat, 0.35, 0.22, 0.20, 0.26);
      cairo_pattern_add_color_stop_rgb (pat, 1, 0.05, 0.04, 0.07);
    }
  else
    {
      cairo_pattern_add_color_stop_rgb (pat, 0, 1, 1, 1);
      cairo_pattern_add_color_stop_rgb (pat, 0.5, 0.93, 0.92, 0.89);
      cairo_pattern_add_color_stop_rgb (pat, 1, 0.62, 0.60, 0.57);
    }
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_source (cr, pat);
  cairo_fill_preserve (cr);
  cairo_pattern_destroy (pat);
  cairo_set_line_width (cr, MAX (1.0, 0.04 * r));
  cairo_set_source_rgba (cr, 0, 0, 0, 0.55);
  cairo_stroke (cr);

  if (level == 0)
    return;

  cairo_arc (cr, x, y, r * 0.86, 0, 2 * G_PI);
  cairo_set_line_width (cr, r * 0.2);
  set_source (cr, level_colour (level), 1.0);
  cairo_stroke (cr);
  draw_level_label (cr, x, y, r, cell, level);
}

static void
draw_outline (cairo_t *cr, double x, double y, double r, AkronCell cell)
{
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  cairo_set_line_width (cr, MAX (1.0, 0.06 * r));
  if (cell == AKRON_CELL_VERT)
    cairo_set_source_rgba (cr, 0.1, 0.08, 0.12, 0.45);
  else
    cairo_set_source_rgba (cr, 1, 1, 1, 0.6);
  cairo_stroke (cr);
}

/* Caches ------------------------------------------------------------------------------- */

static void
clear_sprites (AkronBoard *self)
{
  for (guint c = 0; c < 2; c++)
    for (guint level = 0; level < AKRON_MAX_SIZE; level++)
      g_clear_pointer (&self->sprites[c][level], cairo_surface_destroy);
}

static void
clear_caches (AkronBoard *self)
{
  clear_sprites (self);
  g_clear_pointer (&self->background, cairo_surface_destroy);
}

static cairo_surface_t *
create_surface (int width, int height, int scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                         height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  return surface;
}

static void
update_caches (AkronBoard *self, const DrawContext *dc, int width, int height, int scale)
{
  if (self->cache_scale != scale || self->sprite_cell != dc->layout.cell)
    {
      clear_caches (self);
      self->cache_scale = scale;
      self->sprite_cell = dc->layout.cell;
    }

  if (self->background != NULL
      && (self->background_width != width || self->background_height != height
          || self->background_size != dc->layout.size || self->background_dark != dc->dark))
    g_clear_pointer (&self->background, cairo_surface_destroy);

  if (self->background == NULL)
    {
      cairo_t *cr;

      self->background = create_surface (width, height, scale);
      self->background_width = width;
      self->background_height = height;
      self->background_size = dc->layout.size;
      self->background_dark = dc->dark;
      cr = cairo_create (self->background);
      draw_frame (cr, dc);
      draw_coordinates (cr, dc);
      draw_holes (cr, dc);
      cairo_destroy (cr);
    }
}

/* Half the side of a marble sprite: room for the marble and its shadow. */
static int
sprite_half (const DrawContext *dc, guint level)
{
  return (int) ceil (akron_board_layout_marble_radius (&dc->layout, level) * 1.6) + 1;
}

static void
paint_marble (AkronBoard *self, cairo_t *cr, const DrawContext *dc, double x, double y,
              AkronCell cell, guint level, double alpha)
{
  cairo_surface_t **sprite = &self->sprites[cell == AKRON_CELL_VERT ? 0 : 1][level];
  int half = sprite_half (dc, level);

  if (*sprite == NULL)
    {
      cairo_t *scr;

      *sprite = create_surface (2 * half, 2 * half, self->cache_scale);
      scr = cairo_create (*sprite);
      draw_marble (scr, half, half, akron_board_layout_marble_radius (&dc->layout, level), cell,
                   level);
      cairo_destroy (scr);
    }

  /* Whole pixels: a plain copy, and crisp rings and numbers. */
  cairo_set_source_surface (cr, *sprite, round (x) - half, round (y) - half);
  cairo_paint_with_alpha (cr, alpha);
}

static void
draw_halo (cairo_t *cr, const DrawContext *dc, AkronPoint p, const Rgb *colour, double width,
           double alpha)
{
  double x, y, r;

  point_center (&dc->layout, dc->geo, p, &x, &y);
  r = akron_board_layout_marble_radius (&dc->layout, dc->geo->level[p]);
  cairo_new_path (cr);
  cairo_arc (cr, x, y, r + width / 2, 0, 2 * G_PI);
  cairo_set_line_width (cr, width);
  set_source (cr, colour, alpha);
  cairo_stroke (cr);
}

/* The winning chain's part on @level: rings round its pieces and the stretches that end
 * there, drawn before the next level up so that upper pieces stay on top of it. */
static void
draw_chain_level (cairo_t *cr, const DrawContext *dc, const AkronPoint *chain, guint n,
                  guint level)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint t = 0; t + 1 < n; t++)
    {
      double ax, ay, bx, by;

      if (MAX (dc->geo->level[chain[t]], dc->geo->level[chain[t + 1]]) != level)
        continue;
      point_center (&dc->layout, dc->geo, chain[t], &ax, &ay);
      point_center (&dc->layout, dc->geo, chain[t + 1], &bx, &by);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_set_line_width (cr, 0.12 * dc->layout.cell);
      set_source (cr, &gold, 0.9);
      cairo_stroke (cr);
    }

  for (guint t = 0; t < n; t++)
    if (dc->geo->level[chain[t]] == level)
      draw_halo (cr, dc, chain[t], &gold, 0.1 * dc->layout.cell, 1.0);
}

static void
stroke_twice (cairo_t *cr, const Rgb *edge, const Rgb *colour, double width)
{
  cairo_set_line_width (cr, width + 3);
  set_source (cr, edge, 1.0);
  cairo_stroke_preserve (cr);
  cairo_set_line_width (cr, width);
  set_source (cr, colour, 1.0);
  cairo_stroke (cr);
}

/* The end of a link at @p, seen from @other: the centre on level 0, the inside of the level
 * ring above, so that the level number stays readable. */
static void
link_end (const DrawContext *dc, AkronPoint p, AkronPoint other, double *x, double *y)
{
  double ox, oy, dx, dy, length, inset;

  point_center (&dc->layout, dc->geo, p, x, y);
  if (dc->geo->level[p] == 0)
    return;

  point_center (&dc->layout, dc->geo, other, &ox, &oy);
  dx = ox - *x;
  dy = oy - *y;
  length = hypot (dx, dy);
  inset = 0.55 * akron_board_layout_marble_radius (&dc->layout, dc->geo->level[p]);
  *x += dx / length * inset;
  *y += dy / length * inset;
}

static gboolean
link_on_level (const DrawContext *dc, const AkronLink *link, guint level)
{
  return MAX (dc->geo->level[link->a], dc->geo->level[link->b]) == level;
}

/* The links whose higher end is on @level, drawn before the next level up so that upper
 * pieces hide what lies under them. Each link is stroked on its own: one path of many
 * crossing segments costs cairo far more. A cut link is drawn broken in the middle, with a
 * red cross in the gap. */
static void
draw_links_level (cairo_t *cr, const DrawContext *dc, const AkronLink *links, guint n,
                  guint level)
{
  double width = 0.11 * dc->layout.cell, c = 0.1 * dc->layout.cell;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  /* Round caps a few pixels wide need no finer curves: this halves the cost. */
  cairo_set_tolerance (cr, 0.5);
  for (guint t = 0; t < n; t++)
    {
      const AkronLink *link = &links[t];
      const Rgb *fill = link->colour == AKRON_VERT ? &vert_side : &horz_side;
      const Rgb *edge = link->colour == AKRON_VERT ? &horz_side : &vert_side;
      double ax, ay, bx, by, mx, my;

      if (!link_on_level (dc, link, level))
        continue;

      link_end (dc, link->a, link->b, &ax, &ay);
      link_end (dc, link->b, link->a, &bx, &by);
      cairo_new_path (cr);
      if (!link->cut)
        {
          cairo_move_to (cr, ax, ay);
          cairo_line_to (cr, bx, by);
          stroke_twice (cr, edge, fill, width);
          continue;
        }

      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, ax + (bx - ax) * 0.3, ay + (by - ay) * 0.3);
      cairo_move_to (cr, bx, by);
      cairo_line_to (cr, bx + (ax - bx) * 0.3, by + (ay - by) * 0.3);
      stroke_twice (cr, edge, fill, width * 0.7);

      point_center (&dc->layout, dc->geo, link->a, &ax, &ay);
      point_center (&dc->layout, dc->geo, link->b, &bx, &by);
      mx = (ax + bx) / 2;
      my = (ay + by) / 2;
      cairo_move_to (cr, mx - c, my - c);
      cairo_line_to (cr, mx + c, my + c);
      cairo_move_to (cr, mx + c, my - c);
      cairo_line_to (cr, mx - c, my + c);
      cairo_set_line_width (cr, width * 0.6);
      set_source (cr, &cut_mark, 1.0);
      cairo_stroke (cr);
    }
  cairo_restore (cr);
}

static void
draw_pieces (AkronBoard *self, cairo_t *cr, const DrawContext *dc)
{
  guint top = top_visible_level (self);
  double ease = 1.0 - pow (1.0 - CLAMP (self->animation_progress, 0.0, 1.0), 3);
  AkronPoint chain[AKRON_MAX_POINTS];
  guint n_chain = akron_game_get_winning_chain (self->game, chain);
  guint8 in_chain[AKRON_MAX_POINTS] = { 0 };
  g_autofree AkronLink *links = NULL;
  guint n_links = 0;

  if (self->show_connections)
    {
      links = g_new (AkronLink, 4 * AKRON_MAX_POINTS);
      n_links = akron_position_links (dc->pos, links, 4 * AKRON_MAX_POINTS);
    }
  for (guint t = 0; t < n_chain; t++)
    in_chain[chain[t]] = TRUE;

  for (guint level = 0; level < dc->geo->size; level++)
    {
      for (AkronPoint p = dc->geo->level_offset[level]; p < dc->geo->level_offset[level + 1];
           p++)
        {
          AkronCell cell = akron_position_get_cell (dc->pos, p);
          double x, y, r;

          if (cell == AKRON_CELL_EMPTY || is_animated_target (self, p))
            continue;

          point_center (&dc->layout, dc->geo, p, &x, &y);
          r = akron_board_layout_marble_radius (&dc->layout, level);
          if (level > top)
            draw_outline (cr, x, y, r, cell);
          else
            /* Once the game is won, the winning chain stands out from the rest. */
            paint_marble (self, cr, dc, x, y, cell, level,
                          n_chain > 0 && !in_chain[p] ? 0.5 : 1.0);
        }

      if (level > top)
        continue;
      if (n_links > 0)
        draw_links_level (cr, dc, links, n_links, level);
      if (n_chain > 0)
        draw_chain_level (cr, dc, chain, n_chain, level);
    }

  /* Moving pieces last, the mover on top of the pieces dropping under it. */
  for (int t = self->n_animated - 1; t >= 0; t--)
    {
      AkronPoint from = self->animated_from[t], to = self->animated_to[t];
      AkronCell cell = akron_position_get_cell (dc->pos, to);
      double fx, fy, tx, ty, r;
      guint level = dc->geo->level[to];

      point_center (&dc->layout, dc->geo, from, &fx, &fy);
      point_center (&dc->layout, dc->geo, to, &tx, &ty);
      r = akron_board_layout_marble_radius (&dc->layout, dc->geo->level[from]) * (1 - ease)
          + akron_board_layout_marble_radius (&dc->layout, level) * ease;
      if (level > top)
        draw_outline (cr, fx + (tx - fx) * ease, fy + (ty - fy) * ease, r, cell);
      else
        paint_marble (self, cr, dc, fx + (tx - fx) * ease, fy + (ty - fy) * ease, cell, level,
                      1.0);
    }
}

static void
draw_last_move (AkronBoard *self, cairo_t *cr, const DrawContext *dc)
{
  const AkronUndo *undo = akron_game_get_last_undo (self->game);
  double x, y;

  if (undo == NULL || undo->move.to == AKRON_NO_POINT || self->n_animated > 0)
    return;

  /* A dot on the marble's rim: a shape of its own, not another ring to tell from the
   * level rings. */
  point_center (&dc->layout, dc->geo, undo->move.to, &x, &y);
  {
    double r = akron_board_layout_marble_radius (&dc->layout, dc->geo->level[undo->move.to]);
    double d = r * 0.72;

    cairo_new_path (cr);
    cairo_arc (cr, x + d, y - d, 0.13 * dc->layout.cell, 0, 2 * G_PI);
    set_source (cr, &accent, 1.0);
    cairo_fill_preserve (cr);
    cairo_set_line_width (cr, MAX (1.5, 0.035 * dc->layout.cell));
    cairo_set_source_rgb (cr, 1, 1, 1);
    cairo_stroke (cr);
  }

  if (undo->move.kind != AKRON_MOVE_STEP)
    return;

  /* Where the piece came from: a small ring, unless a dropping piece now fills it. */
  if (akron_position_get_cell (dc->pos, undo->move.from) != AKRON_CELL_EMPTY)
    return;
  point_center (&dc->layout, dc->geo, undo->move.from, &x, &y);
  cairo_arc (cr, x, y, 0.16 * dc->layout.cell, 0, 2 * G_PI);
  cairo_set_line_width (cr, 0.05 * dc->layout.cell);
  set_source (cr, &accent, 0.95);
  cairo_stroke (cr);
}

static void
draw_selection (AkronBoard *self, cairo_t *cr, const DrawContext *dc)
{
  if (self->selected == AKRON_NO_POINT)
    return;

  draw_halo (cr, dc, self->selected, &destination_fill, 0.12 * dc->layout.cell, 1.0);

  for (guint t = 0; t < self->n_destinations; t++)
    {
      AkronPoint p = self->destinations[t];
      guint level = dc->geo->level[p];
      double x, y;

      point_center (&dc->layout, dc->geo, p, &x, &y);
      cairo_arc (cr, x, y, 0.24 * dc->layout.cell, 0, 2 * G_PI);
      set_source (cr, &destination_fill, 0.75);
      cairo_fill_preserve (cr);
      cairo_set_line_width (cr, MAX (1.0, 0.04 * dc->layout.cell));
      cairo_set_source_rgba (cr, 0, 0.25, 0.1, 0.8);
      cairo_stroke (cr);

      if (level > 0)
        {
          /* The level's ring, so a destination upstairs reads as such. */
          cairo_arc (cr, x, y, 0.34 * dc->layout.cell, 0, 2 * G_PI);
          cairo_set_line_width (cr, 0.08 * dc->layout.cell);
          set_source (cr, level_colour (level), 1.0);
          cairo_stroke (cr);
        }
    }
}

/* The suggested move: its origin ringed, its destination marked with a dashed circle and
 * joined to the origin by an arrow-less line, all in the accent colour so that it cannot
 * pass for a played move. */
static void
draw_hint (AkronBoard *self, cairo_t *cr, const DrawContext *dc)
{
  const double dash[] = { 0.12 * dc->layout.cell, 0.08 * dc->layout.cell };
  double tx, ty;

  if (self->hint == NULL || self->hint->to == AKRON_NO_POINT)
    return;

  point_center (&dc->layout, dc->geo, self->hint->to, &tx, &ty);
  cairo_set_line_width (cr, MAX (2.0, 0.07 * dc->layout.cell));
  set_source (cr, &accent, 1.0);
  if (self->hint->kind == AKRON_MOVE_STEP)
    {
      double fx, fy;

      point_center (&dc->layout, dc->geo, self->hint->from, &fx, &fy);
      cairo_arc (cr, fx, fy, 0.5 * dc->layout.cell, 0, 2 * G_PI);
      cairo_stroke (cr);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      cairo_move_to (cr, fx, fy);
      cairo_line_to (cr, tx, ty);
      cairo_stroke (cr);
    }
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_arc (cr, tx, ty, 0.42 * dc->layout.cell, 0, 2 * G_PI);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
draw_cursor (AkronBoard *self, cairo_t *cr, const DrawContext *dc)
{
  double x, y, half = 0.5 * dc->layout.cell;
  const double dash[] = { 4.0, 3.0 };

  if (!self->keyboard_mode || !gtk_widget_is_focus (GTK_WIDGET (self))
      || self->cursor >= dc->geo->n_points)
    return;

  point_center (&dc->layout, dc->geo, self->cursor, &x, &y);
  cairo_rectangle (cr, x - half + 1, y - half + 1, 2 * half - 2, 2 * half - 2);
  cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
  cairo_set_line_width (cr, 2.0);
  if (dc->dark)
    cairo_set_source_rgb (cr, 1, 1, 1);
  else
    set_source (cr, &accent, 1.0);
  cairo_stroke (cr);
  cairo_set_dash (cr, NULL, 0, 0);
}

static void
akron_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AkronBoard *self = AKRON_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  DrawContext dc;
  cairo_t *cr;

  if (self->game == NULL || width <= 0 || height <= 0)
    return;

  akron_board_get_layout (self, &dc.layout);
  dc.pos = akron_game_get_position (self->game);
  dc.geo = akron_position_get_geometry (dc.pos);
  dc.dark = adw_style_manager_get_dark (adw_style_manager_get_default ());

  update_caches (self, &dc, width, height, gtk_widget_get_scale_factor (widget));

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_set_source_surface (cr, self->background, 0, 0);
  cairo_paint (cr);
  draw_pieces (self, cr, &dc);
  draw_last_move (self, cr, &dc);
  draw_selection (self, cr, &dc);
  draw_hint (self, cr, &dc);
  draw_cursor (self, cr, &dc);
  cairo_destroy (cr);
}

static void
akron_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                     int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 240;
  *natural = 480;
}

/* Input -------------------------------------------------------------------------------- */

static void
on_pressed (GtkGestureClick *gesture, int n_press, double x, double y, AkronBoard *self)
{
  AkronPoint p = akron_board_pick (self, x, y);

  self->keyboard_mode = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (p != AKRON_NO_POINT)
    self->cursor = p;
  akron_board_activate_point (self, p);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
announce_cursor (AkronBoard *self)
{
  const AkronGeometry *geo = get_geometry (self);
  AkronCell cell = akron_position_get_cell (akron_game_get_position (self->game), self->cursor);
  char name[AKRON_MOVE_TEXT_MAX];
  g_autofree char *text = NULL;

  akron_point_to_text (geo, self->cursor, name);
  if (cell == AKRON_CELL_EMPTY)
    text = g_strdup_printf (_("%s, empty"), name);
  else
    text = g_strdup_printf (_("%s, %s piece"), name,
                            colour_name (cell == AKRON_CELL_VERT ? AKRON_VERT : AKRON_HORZ));
  announce (self, text);
}

static void
move_cursor (AkronBoard *self, int dlevel, int dcol, int drow)
{
  const AkronGeometry *geo = get_geometry (self);
  int level = geo->level[self->cursor] + dlevel;
  int col = geo->col[self->cursor] + dcol;
  int row = geo->row[self->cursor] + drow;
  int last;

  level = CLAMP (level, 0, (int) top_visible_level (self));
  last = geo->size - 1 - level;
  col = CLAMP (col, 0, last);
  row = CLAMP (row, 0, last);
  self->cursor = akron_geometry_point (geo, level, col, row);
  announce_cursor (self);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AkronBoard *self)
{
  if (self->game == NULL || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;

  if (self->cursor >= get_geometry (self)->n_points)
    self->cursor = 0;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: move_cursor (self, 0, -1, 0); break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: move_cursor (self, 0, 1, 0); break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: move_cursor (self, 0, 0, -1); break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: move_cursor (self, 0, 0, 1); break;
    case GDK_KEY_Page_Up: case GDK_KEY_KP_Page_Up: move_cursor (self, 1, 0, 0); break;
    case GDK_KEY_Page_Down: case GDK_KEY_KP_Page_Down: move_cursor (self, -1, 0, 0); break;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space: case GDK_KEY_KP_Space:
      akron_board_activate_point (self, self->cursor);
      break;
    case GDK_KEY_Escape:
      if (self->selected == AKRON_NO_POINT)
        return FALSE;
      akron_board_cancel_selection (self);
      break;
    default:
      return FALSE;
    }

  self->keyboard_mode = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* Properties --------------------------------------------------------------------------- */

AkronGame *
akron_board_get_game (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return self->game;
}

void
akron_board_set_game (AkronBoard *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_BOARD (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;

  stop_animation (self);
  clear_destinations (self);
  self->selected = AKRON_NO_POINT;
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_set_object (&self->game, game);

  if (game != NULL)
    {
      guint size = akron_game_get_size (game);

      self->position_changed_id = g_signal_connect (game, "position-changed",
                                                    G_CALLBACK (on_position_changed), self);
      self->last_ply = akron_game_get_ply (game);
      self->cursor = akron_geometry_point (get_geometry (self), 0, size / 2, size / 2);
    }

  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

gboolean
akron_board_get_show_connections (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), FALSE);
  return self->show_connections;
}

void
akron_board_set_show_connections (AkronBoard *self, gboolean show)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  show = !!show;
  if (self->show_connections == show)
    return;

  self->show_connections = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_CONNECTIONS]);
}

guint
akron_board_get_xray_level (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), 0);
  return self->xray_level;
}

void
akron_board_set_xray_level (AkronBoard *self, guint level)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  if (self->xray_level == level)
    return;

  self->xray_level = level;
  /* A selection could point at a level that is now hidden. */
  akron_board_cancel_selection (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_XRAY_LEVEL]);
}

const char *
akron_board_get_input_refusal (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return self->input_refusal;
}

void
akron_board_set_input_refusal (AkronBoard *self, const char *reason)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  if (g_strcmp0 (self->input_refusal, reason) == 0)
    return;

  g_free (self->input_refusal);
  self->input_refusal = g_strdup (reason);

  if (reason != NULL)
    akron_board_cancel_selection (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_INPUT_REFUSAL]);
}

const AkronMove *
akron_board_get_hint (AkronBoard *self)
{
  g_return_val_if_fail (AKRON_IS_BOARD (self), NULL);
  return self->hint;
}

void
akron_board_set_hint (AkronBoard *self, const AkronMove *hint)
{
  g_return_if_fail (AKRON_IS_BOARD (self));

  if (hint == NULL && self->hint == NULL)
    return;
  if (hint != NULL && self->hint != NULL && akron_move_equal (hint, self->hint))
    return;

  g_clear_pointer (&self->hint, akron_move_free);
  if (hint != NULL)
    self->hint = akron_move_copy (hint);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HINT]);
}

static void
on_dark_changed (AkronBoard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
akron_board_dispose (GObject *object)
{
  AkronBoard *self = AKRON_BOARD (object);

  stop_animation (self);
  clear_caches (self);
  g_clear_signal_handler (&self->position_changed_id, self->game);
  g_clear_object (&self->game);
  g_clear_pointer (&self->input_refusal, g_free);
  g_clear_pointer (&self->hint, akron_move_free);
  g_signal_handlers_disconnect_by_func (adw_style_manager_get_default (), on_dark_changed, self);

  G_OBJECT_CLASS (akron_board_parent_class)->dispose (object);
}

static void
akron_board_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronBoard *self = AKRON_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_SHOW_CONNECTIONS:
      g_value_set_boolean (value, self->show_connections);
      break;
    case PROP_XRAY_LEVEL:
      g_value_set_uint (value, self->xray_level);
      break;
    case PROP_INPUT_REFUSAL:
      g_value_set_string (value, self->input_refusal);
      break;
    case PROP_HINT:
      g_value_set_boxed (value, self->hint);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_board_set_property (GObject *object, guint prop_id, const GValue *value,
                          GParamSpec *pspec)
{
  AkronBoard *self = AKRON_BOARD (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_board_set_game (self, g_value_get_object (value));
      break;
    case PROP_SHOW_CONNECTIONS:
      akron_board_set_show_connections (self, g_value_get_boolean (value));
      break;
    case PROP_XRAY_LEVEL:
      akron_board_set_xray_level (self, g_value_get_uint (value));
      break;
    case PROP_INPUT_REFUSAL:
      akron_board_set_input_refusal (self, g_value_get_string (value));
      break;
    case PROP_HINT:
      akron_board_set_hint (self, g_value_get_boxed (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_board_class_init (AkronBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_board_dispose;
  object_class->get_property = akron_board_get_property;
  object_class->set_property = akron_board_set_property;

  widget_class->snapshot = akron_board_snapshot;
  widget_class->measure = akron_board_measure;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SHOW_CONNECTIONS] =
    g_param_spec_boolean ("show-connections", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_XRAY_LEVEL] =
    g_param_spec_uint ("xray-level", NULL, NULL, 0, AKRON_MAX_SIZE, AKRON_MAX_SIZE,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Why the person at this computer may not choose a move now (NULL: they may). */
  properties[PROP_INPUT_REFUSAL] =
    g_param_spec_string ("input-refusal", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* A suggested move, shown and not played; cleared when the position changes. */
  properties[PROP_HINT] =
    g_param_spec_boxed ("hint", NULL, NULL, AKRON_TYPE_MOVE,
                        G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
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
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->selected = AKRON_NO_POINT;
  self->cursor = 0;
  self->xray_level = AKRON_MAX_SIZE;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (on_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_focus_on_click (GTK_WIDGET (self), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Akron board"), -1);

  g_signal_connect_swapped (adw_style_manager_get_default (), "notify::dark",
                            G_CALLBACK (on_dark_changed), self);
}

GtkWidget *
akron_board_new (void)
{
  return g_object_new (AKRON_TYPE_BOARD, NULL);
}
