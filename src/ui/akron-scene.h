/* akron-scene.h: what the board shows, apart from how it is drawn
 *
 * The model between the game and the board widget (GNOME Chess's ChessScene): the position
 * shown, the view options, the selection and its destinations, the keyboard cursor and the
 * pointer, the drops a move would cause, the connection that wins or threatens to, the
 * last move sliding into place, and what to announce. GTK-free: the painter draws a scene
 * into any cairo context, and the widget turns clicks and keys into calls here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "akron-game.h"

G_BEGIN_DECLS

/* A winning connection on the board. */
typedef enum
{
  AKRON_CONNECTION_NONE,
  /* Delayed rule: the player who just moved is connected and wins at the start of their
   * next turn unless the player to move cuts the chain. */
  AKRON_CONNECTION_PENDING,
  /* The game was won by this connection. */
  AKRON_CONNECTION_WON,
} AkronConnectionState;

/* Why a link is cut (RULES.md section 3), for drawing it. */
typedef enum
{
  AKRON_CUT_NONE,
  AKRON_CUT_COVERED, /* an end has an opponent's piece in its column, two or more levels up */
  AKRON_CUT_CROSSED, /* an opponent's link passes over its midpoint */
} AkronCutKind;

/* Who hears what the board announces: anyone at the board, or one person playing a colour
 * alone against the computer (then a cut of their chain is "your chain"). */
typedef enum
{
  AKRON_LONE_PERSON_NONE,
  AKRON_LONE_PERSON_VERT,
  AKRON_LONE_PERSON_HORZ,
} AkronLonePerson;

/* A point marked for a reader: what the Rules page's figures point at. */
typedef enum
{
  AKRON_MARK_NONE,
  AKRON_MARK_YES, /* look here: a ring */
  AKRON_MARK_NO,  /* not here: a red cross */
} AkronMark;

typedef struct
{
  AkronPoint a, b;           /* a < b; touching pieces of one colour */
  guint8 colour;             /* AkronColour */
  guint8 cut;                /* AkronCutKind */
  guint8 cuts;               /* passes over a link of the opponent and cuts it */
  AkronPoint over_a, over_b; /* AKRON_CUT_CROSSED: the opponent's pieces passing over */
} AkronSceneLink;

#define AKRON_TYPE_SCENE (akron_scene_get_type ())
G_DECLARE_FINAL_TYPE (AkronScene, akron_scene, AKRON, SCENE, GObject)

/* Signals:
 *   "changed" (AkronScene *): something the board shows changed: redraw.
 *   "move-chosen" (AkronScene *, AkronMove *): a person chose this legal move; the scene
 *   never plays it.
 *   "refused" (AkronScene *, const char *why): a click or key was refused; says why. */

AkronScene *akron_scene_new (void);
/* A scene that shows a fixed position (a figure, a test, a picture). */
AkronScene *akron_scene_new_for_position (const AkronPosition *position);

AkronGame *akron_scene_get_game (AkronScene *self);
void akron_scene_set_game (AkronScene *self, AkronGame *game);
/* Shows a copy of @position instead of a game (NULL: nothing). */
void akron_scene_set_position (AkronScene *self, const AkronPosition *position);
/* The position shown, or NULL. */
const AkronPosition *akron_scene_get_position (AkronScene *self);
const AkronGeometry *akron_scene_get_geometry (AkronScene *self);
/* The board's size (the default size when nothing is shown). */
guint akron_scene_get_size (AkronScene *self);

/* View options. */
gboolean akron_scene_get_show_connections (AkronScene *self);
void akron_scene_set_show_connections (AkronScene *self, gboolean show);
/* Levels above this one are drawn as ghosts and cannot be clicked. */
guint akron_scene_get_xray_level (AkronScene *self);
void akron_scene_set_xray_level (AkronScene *self, guint level);
/* The highest level shown whole: the X-ray level, or the board's top. */
guint akron_scene_get_top_visible_level (AkronScene *self);
/* Levels holding pieces that X-ray hides (0 when it hides nothing). */
guint akron_scene_get_hidden_levels (AkronScene *self);
gboolean akron_scene_get_show_pinned (AkronScene *self);
void akron_scene_set_show_pinned (AkronScene *self, gboolean show);
/* Whether a move played in the game slides into place (animation-progress goes from 0 to
 * 1, driven by whoever shows the scene). */
gboolean akron_scene_get_animate_moves (AkronScene *self);
void akron_scene_set_animate_moves (AkronScene *self, gboolean animate);

/* The player seam. While non-NULL, anything that would choose a move or select a piece is
 * refused with @reason; browsing still works. */
const char *akron_scene_get_input_refusal (AkronScene *self);
void akron_scene_set_input_refusal (AkronScene *self, const char *reason);
/* Whom the announcements speak to (AKRON_LONE_PERSON_NONE by default). */
AkronLonePerson akron_scene_get_lone_person (AkronScene *self);
void akron_scene_set_lone_person (AkronScene *self, AkronLonePerson person);
/* A suggested move, drawn and not played; cleared when the position changes. */
const AkronMove *akron_scene_get_hint (AkronScene *self);
void akron_scene_set_hint (AkronScene *self, const AkronMove *hint);

/* Marks drawn on points, until the position changes. */
AkronMark akron_scene_get_mark (AkronScene *self, AkronPoint point);
void akron_scene_set_mark (AkronScene *self, AkronPoint point, AkronMark mark);
void akron_scene_clear_marks (AkronScene *self);

/* Interaction, as a click on @point would do it (AKRON_NO_POINT: off the board). */
void akron_scene_activate_point (AkronScene *self, AkronPoint point);
void akron_scene_select (AkronScene *self, AkronPoint point);
void akron_scene_cancel_selection (AkronScene *self);
AkronPoint akron_scene_get_selected (AkronScene *self);
/* What a person pointing at @point should know before clicking (a tooltip): why the
 * selected piece may not go there, or what happens if it does; why a piece of the player
 * to move cannot move. NULL when there is nothing to explain. */
char *akron_scene_explain_point (AkronScene *self, AkronPoint point);
/* A point in words, as the keyboard cursor says it: "C3, Vert piece", "C3, empty", "E3,
 * empty, a destination of B4: 2 pieces would drop"; NULL off the board. */
char *akron_scene_describe_point (AkronScene *self, AkronPoint point);
const AkronPoint *akron_scene_get_destinations (AkronScene *self, guint *n_destinations);
gboolean akron_scene_is_destination (AkronScene *self, AkronPoint point);

/* The keyboard cursor: a point of a visible level; shown while cursor-visible. */
AkronPoint akron_scene_get_cursor (AkronScene *self);
void akron_scene_set_cursor (AkronScene *self, AkronPoint point);
/* Moves the cursor by levels, columns and rows, staying on the board. */
void akron_scene_move_cursor (AkronScene *self, int dlevel, int dcol, int drow);
gboolean akron_scene_get_cursor_visible (AkronScene *self);
void akron_scene_set_cursor_visible (AkronScene *self, gboolean visible);
/* The point under the pointer, or AKRON_NO_POINT. */
AkronPoint akron_scene_get_hover (AkronScene *self);
void akron_scene_set_hover (AkronScene *self, AkronPoint point);

/* The destination whose outcome is shown: under the pointer, else under the visible
 * cursor, when it is a destination of the selected piece; else AKRON_NO_POINT. */
AkronPoint akron_scene_get_preview (AkronScene *self);
/* The pieces that drop when the selected piece moves: fills @chain (room for
 * AKRON_MAX_SIZE + 1) with s0..sq, and returns q (0 with no selection or no drops). The
 * piece on chain[t] lands on chain[t-1]. */
guint akron_scene_get_drops (AkronScene *self, AkronPoint *chain);
/* Pieces shown as pinned (two or more pieces rest on them) when show-pinned is on. */
gboolean akron_scene_is_pinned (AkronScene *self, AkronPoint point);

/* The connection on the board, for the chain's highlight and for the window's words. */
AkronConnectionState akron_scene_get_connection_state (AkronScene *self);
AkronColour akron_scene_get_connection_colour (AkronScene *self);
/* The game was won by a connection that the loser's last move revealed (it did not exist
 * before that move). */
gboolean akron_scene_get_connection_revealed (AkronScene *self);
const AkronPoint *akron_scene_get_connection_chain (AkronScene *self, guint *n_points);
gboolean akron_scene_in_connection_chain (AkronScene *self, AkronPoint point);

/* The last move played (NULL at the start, after a draw claim or resignation, and while
 * it slides into place), and how many pieces it made drop. */
const AkronUndo *akron_scene_get_last_move (AkronScene *self);
guint akron_scene_get_last_drops (AkronScene *self);

/* Every link of the position with why it is cut (computed when first asked for). */
const AkronSceneLink *akron_scene_get_links (AkronScene *self, guint *n_links);
/* The opponent's links that the last move shown cut (an added or moved piece covering a
 * piece or crossing a link): told and drawn even with show-connections off. */
const AkronSceneLink *akron_scene_get_last_cuts (AkronScene *self, guint *n_links);

/* The last move sliding into place: piece t travels from from[t] to to[t] (the mover
 * first, then the pieces that drop). Returns how many pieces move. */
gboolean akron_scene_get_animating (AkronScene *self);
guint akron_scene_get_animated (AkronScene *self, const AkronPoint **from,
                                const AkronPoint **to);
gboolean akron_scene_is_animated_target (AkronScene *self, AkronPoint point);
double akron_scene_get_animation_progress (AkronScene *self);
/* 1.0 ends the animation. */
void akron_scene_set_animation_progress (AkronScene *self, double progress);

/* Changes whenever what lies under the selection and the cursor changes (the position,
 * the options, the highlights): the painter redraws its cached board then. Unique across
 * scenes. */
guint akron_scene_get_serial (AkronScene *self);

/* What an assistive technology should say now: the cursor's point, or the last move. */
const char *akron_scene_get_announcement (AkronScene *self);

G_END_DECLS
