/* akron-review-pane.c: the review of the game shown, beside or under the board
 *
 * What a person needs while looking back at a game: how far the review has gone, the
 * evaluation graph (which browses the game), and one sentence about the move on the board:
 * what the review calls it and which move was better, or, on the position before a marked
 * move, that the board shows the better move (the window draws it as a hint). The Better
 * Move button steps into the line the review added for it. Compact, in the sidebar, the
 * button goes under the sentence, which gets the whole width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "akron-eval-graph.h"
#include "akron-labels.h"
#include "akron-notation.h"
#include "akron-review-pane.h"

struct _AkronReviewPane
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkLabel *progress_label;
  GtkWidget *stop_button;
  GtkWidget *close_button;
  GtkProgressBar *progress_bar;
  AkronEvalGraph *graph;
  GtkWidget *verdict_box;
  GtkLabel *verdict_label;
  GtkStack *better_stack;
  GtkWidget *better_button;
  gboolean compact;

  AkronReviewModel *review;
  GSignalGroup *review_signals;
  GSignalGroup *game_signals;
};

G_DEFINE_FINAL_TYPE (AkronReviewPane, akron_review_pane, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_REVIEW,
  PROP_COMPACT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static AkronGame *
reviewed_game (AkronReviewPane *self)
{
  return self->review != NULL ? akron_review_model_get_game (self->review) : NULL;
}

/* Progress ------------------------------------------------------------------------------- */

static void
update_progress (AkronReviewPane *self)
{
  gboolean running = self->review != NULL && akron_review_model_get_running (self->review);
  guint done = self->review != NULL ? akron_review_model_get_n_reviewed (self->review) : 0;
  guint total = self->review != NULL ? akron_review_model_get_n_moves (self->review) : 0;
  g_autofree char *text = NULL;

  if (running)
    /* Translators: the review's progress: moves reviewed so far, of all the moves */
    text = g_strdup_printf (_("Reviewing… %u of %u"), done, total);
  else if (done < total)
    /* Translators: the review was stopped before its end */
    text = g_strdup_printf (_("Stopped after %u of %u"), done, total);
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u move reviewed",
                                         "%u moves reviewed", total),
                            total);
  gtk_label_set_label (self->progress_label, text);
  gtk_progress_bar_set_fraction (self->progress_bar,
                                 self->review != NULL
                                   ? akron_review_model_get_fraction (self->review) : 0.0);
  /* Kept in place once done, so that the board does not move. */
  gtk_widget_set_opacity (GTK_WIDGET (self->progress_bar), running ? 1.0 : 0.0);
  gtk_widget_set_visible (self->stop_button, running);
}

/* The move on the board ------------------------------------------------------------------ */

/* The verdict on the move that led to the position shown, if it is on the line reviewed. */
static const AkronReviewPly *
shown_verdict (AkronReviewPane *self)
{
  AkronGame *game = reviewed_game (self);

  return game != NULL ? akron_review_model_get_line_ply (self->review,
                                                         akron_game_get_ply (game))
                      : NULL;
}

const AkronGameNode *
akron_review_pane_get_better_node (AkronReviewPane *self)
{
  const AkronReviewPly *verdict;
  const AkronGameNode *before;

  g_return_val_if_fail (AKRON_IS_REVIEW_PANE (self), NULL);

  verdict = shown_verdict (self);
  if (verdict == NULL || verdict->mark == AKRON_REVIEW_MARK_NONE)
    return NULL;
  before = akron_review_model_get_node (self->review, verdict->ply - 1);
  for (guint i = 0; before != NULL && i < akron_game_node_get_n_children (before); i++)
    {
      const AkronGameNode *child = akron_game_node_get_child (before, i);

      if (akron_move_equal (akron_game_node_get_move (child), &verdict->best))
        return child;
    }
  return NULL;
}

static char *
move_text (AkronGame *game, const AkronMove *move)
{
  return akron_move_to_string (akron_position_get_geometry (akron_game_get_position (game)),
                               move);
}

/* The position before a marked move: the board shows the better move (the window's hint).
 * NULL elsewhere. */
static char *
describe_next (AkronReviewPane *self, AkronGame *game)
{
  guint ply = akron_game_get_ply (game);
  const AkronReviewPly *next = akron_review_model_get_ply (self->review, ply + 1);
  g_autofree char *best = NULL;

  if (next == NULL || next->mark == AKRON_REVIEW_MARK_NONE
      || akron_review_model_get_node (self->review, ply) != akron_game_get_current_node (game))
    return NULL;
  best = move_text (game, &next->best);
  /* Translators: the review, on the position before a marked move, whose better move the
   * board draws: "Blunder next: G5 is better, shown on the board" */
  return g_strdup_printf (_("%s next: %s is better, shown on the board"),
                          akron_review_mark_get_name (next->mark), best);
}

/* The move that led to the position shown. */
static char *
describe_move (AkronReviewPane *self, AkronGame *game)
{
  guint ply = akron_game_get_ply (game);
  const AkronReviewPly *verdict = shown_verdict (self);
  g_autofree char *move = NULL;
  g_autofree char *score = NULL;
  g_autofree char *best = NULL;

  if (verdict == NULL)
    return ply > 0 && akron_review_model_get_ply (self->review, ply) != NULL
             && akron_review_model_get_node (self->review, ply)
                != akron_game_get_current_node (game)
           ? g_strdup (_("This line was not reviewed"))
           : NULL;
  move = akron_label_move (game, ply);
  if (verdict->mark == AKRON_REVIEW_MARK_NONE)
    {
      score = akron_review_describe_score (game,
                                           akron_review_model_get_vert_score (self->review,
                                                                              ply));
      /* Translators: the review of the move shown: "6… F6: Vert ahead by 1.5." */
      return g_strdup_printf (_("%s: %s."), move, score);
    }
  best = move_text (game, &verdict->best);
  /* Translators: the review of a marked move: the move, what the review calls it and the
   * better move: "6… F6: Blunder, G5 was better." */
  return g_strdup_printf (_("%s: %s, %s was better."), move,
                          akron_review_mark_get_name (verdict->mark), best);
}

static char *
describe_shown (AkronReviewPane *self)
{
  AkronGame *game = reviewed_game (self);
  g_autofree char *move = describe_move (self, game);
  g_autofree char *next = describe_next (self, game);

  if (move != NULL && next != NULL)
    return g_strconcat (move, " ", next, NULL);
  return g_strdup (move != NULL ? move : next != NULL ? next : "");
}

/* A screen reader says the verdict as soon as it changes (the move shown, or its review
 * arriving), as the board says a move; before GTK 4.14 it is the label's description,
 * where the reader finds it, as the board does for its announcements. */
static void
announce_verdict (AkronReviewPane *self, const char *text)
{
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict_label),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
#if GTK_CHECK_VERSION (4, 14, 0)
  if (*text != '\0')
    gtk_accessible_announce (GTK_ACCESSIBLE (self), text,
                             GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#endif
}

static void
update_verdict (AkronReviewPane *self)
{
  g_autofree char *text = NULL;

  if (reviewed_game (self) == NULL)
    return;
  text = describe_shown (self);
  if (g_strcmp0 (text, gtk_label_get_label (self->verdict_label)) != 0)
    announce_verdict (self, text);
  gtk_label_set_label (self->verdict_label, text);
  gtk_stack_set_visible_child_name (self->better_stack,
                                    akron_review_pane_get_better_node (self) != NULL
                                      ? "better" : "none");
}

static void
on_review_changed (AkronReviewPane *self)
{
  update_progress (self);
  update_verdict (self);
}

static void
better_clicked (AkronReviewPane *self)
{
  const AkronGameNode *node = akron_review_pane_get_better_node (self);

  if (node != NULL)
    akron_game_go_to_node (reviewed_game (self), node);
}

static void
stop_clicked (AkronReviewPane *self)
{
  if (self->review != NULL)
    akron_review_model_stop (self->review);
}

static void
close_clicked (AkronReviewPane *self)
{
  if (self->review != NULL)
    akron_review_model_clear (self->review);
}

/* API and GObject ------------------------------------------------------------------------ */

AkronReviewModel *
akron_review_pane_get_review (AkronReviewPane *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_PANE (self), NULL);
  return self->review;
}

static void
on_review_game (AkronReviewPane *self)
{
  g_signal_group_set_target (self->game_signals, reviewed_game (self));
  on_review_changed (self);
}

void
akron_review_pane_set_review (AkronReviewPane *self, AkronReviewModel *review)
{
  g_return_if_fail (AKRON_IS_REVIEW_PANE (self));
  g_return_if_fail (review == NULL || AKRON_IS_REVIEW_MODEL (review));

  if (!g_set_object (&self->review, review))
    return;
  g_signal_group_set_target (self->review_signals, review);
  akron_eval_graph_set_review (self->graph, review);
  on_review_game (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_REVIEW]);
}

gboolean
akron_review_pane_get_compact (AkronReviewPane *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_PANE (self), FALSE);
  return self->compact;
}

void
akron_review_pane_set_compact (AkronReviewPane *self, gboolean compact)
{
  g_return_if_fail (AKRON_IS_REVIEW_PANE (self));

  compact = !!compact;
  if (self->compact == compact)
    return;
  self->compact = compact;
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->verdict_box),
                                  compact ? GTK_ORIENTATION_VERTICAL
                                          : GTK_ORIENTATION_HORIZONTAL);
  gtk_widget_set_halign (GTK_WIDGET (self->better_stack), compact ? GTK_ALIGN_END
                                                                  : GTK_ALIGN_FILL);
  if (compact)
    gtk_widget_add_css_class (GTK_WIDGET (self), "compact");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "compact");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}

GtkWidget *
akron_review_pane_get_graph (AkronReviewPane *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_PANE (self), NULL);
  return GTK_WIDGET (self->graph);
}

const char *
akron_review_pane_get_verdict (AkronReviewPane *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_PANE (self), NULL);
  return gtk_label_get_label (self->verdict_label);
}

GtkWidget *
akron_review_pane_new (void)
{
  return g_object_new (AKRON_TYPE_REVIEW_PANE, NULL);
}

static void
akron_review_pane_dispose (GObject *object)
{
  AkronReviewPane *self = AKRON_REVIEW_PANE (object);

  if (self->review_signals != NULL)
    akron_review_pane_set_review (self, NULL);
  g_clear_object (&self->review_signals);
  g_clear_object (&self->game_signals);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_REVIEW_PANE);

  G_OBJECT_CLASS (akron_review_pane_parent_class)->dispose (object);
}

static void
akron_review_pane_get_property (GObject *object, guint prop_id, GValue *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_REVIEW:
      g_value_set_object (value, AKRON_REVIEW_PANE (object)->review);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, AKRON_REVIEW_PANE (object)->compact);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_review_pane_set_property (GObject *object, guint prop_id, const GValue *value,
                                GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_REVIEW:
      akron_review_pane_set_review (AKRON_REVIEW_PANE (object), g_value_get_object (value));
      break;
    case PROP_COMPACT:
      akron_review_pane_set_compact (AKRON_REVIEW_PANE (object), g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_review_pane_class_init (AkronReviewPaneClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_review_pane_dispose;
  object_class->get_property = akron_review_pane_get_property;
  object_class->set_property = akron_review_pane_set_property;

  properties[PROP_REVIEW] =
    g_param_spec_object ("review", NULL, NULL, AKRON_TYPE_REVIEW_MODEL,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_COMPACT] =
    g_param_spec_boolean ("compact", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (AKRON_TYPE_EVAL_GRAPH);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/akrongame/Akron/ui/"
                                                             "akron-review-pane.ui");
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, box);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, progress_label);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, stop_button);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, close_button);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, progress_bar);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, graph);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, verdict_box);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, better_stack);
  gtk_widget_class_bind_template_child (widget_class, AkronReviewPane, better_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "akron-review-pane");
}

static void
akron_review_pane_init (AkronReviewPane *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect_swapped (self->better_button, "clicked", G_CALLBACK (better_clicked), self);
  g_signal_connect_swapped (self->stop_button, "clicked", G_CALLBACK (stop_clicked), self);
  g_signal_connect_swapped (self->close_button, "clicked", G_CALLBACK (close_clicked), self);

  self->review_signals = g_signal_group_new (AKRON_TYPE_REVIEW_MODEL);
  g_signal_group_connect_swapped (self->review_signals, "notify::n-reviewed",
                                  G_CALLBACK (on_review_changed), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::running",
                                  G_CALLBACK (on_review_changed), self);
  g_signal_group_connect_swapped (self->review_signals, "notify::game",
                                  G_CALLBACK (on_review_game), self);
  self->game_signals = g_signal_group_new (AKRON_TYPE_GAME);
  g_signal_group_connect_swapped (self->game_signals, "position-changed",
                                  G_CALLBACK (update_verdict), self);
  g_signal_group_connect_swapped (self->game_signals, "line-changed",
                                  G_CALLBACK (update_verdict), self);
}
