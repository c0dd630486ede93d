/* akron-review-model.c: the review of the game shown, made in the background
 *
 * The review searches every position of the game, about a second each at the default
 * strength: far too long for the main thread. It runs in a thread of its own at a low
 * priority, as the computer player's searches do (akron-search-async.c), on a copy of the
 * moves taken when it starts, so the game may change meanwhile. Each verdict comes back to
 * the main thread at once, so that the graph and the move list fill in as it goes; a
 * verdict that arrives for a review that was stopped or replaced is dropped.
 *
 * The default strength is Hard's node budget (akron_level_get_nodes()): the strength of the
 * hint, deep enough to see the connections a move gives away or misses, about 0.8 s a
 * position on the machine the levels were measured on (half a minute for a 40-move game,
 * shown filling in), and a node budget rather than a time so that the review says the
 * same whatever else the machine does, as `akron-cli review` (Hard by default) does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "akron-computer-player.h"
#include "akron-labels.h"
#include "akron-notation.h"
#include "akron-review-model.h"

struct _AkronReviewModel
{
  GObject parent_instance;

  AkronGame *game;
  guint64 nodes;

  GCancellable *cancellable; /* while running */
  gboolean active;
  GArray *moves;             /* AkronMove: the line reviewed */
  GArray *plies;             /* AkronReviewPly: the verdicts so far */
  GPtrArray *kept;           /* KeptReview: the finished reviews of the games shown */
};

/* A finished review, kept while the window lives, so that a game shown again comes back
 * with its verdicts: its variant and moves say which game it is, whether the same object
 * or the same game read again from its record. */
typedef struct
{
  guint size, pieces;
  gboolean swap, no_delay;
  GArray *moves;
  GArray *plies;
} KeptReview;

static void
kept_review_free (gpointer data)
{
  KeptReview *kept = data;

  g_array_unref (kept->moves);
  g_array_unref (kept->plies);
  g_free (kept);
}

G_DEFINE_FINAL_TYPE (AkronReviewModel, akron_review_model, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_GAME,
  PROP_NODES,
  PROP_ACTIVE,
  PROP_RUNNING,
  PROP_N_MOVES,
  PROP_N_REVIEWED,
  PROP_FRACTION,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The default strength: see the top of the file. */
#define REVIEW_LEVEL AKRON_LEVEL_HARD

/* Accessors ------------------------------------------------------------------------------ */

AkronGame *
akron_review_model_get_game (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), NULL);
  return self->game;
}

guint64
akron_review_model_get_nodes (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), 0);
  return self->nodes;
}

void
akron_review_model_set_nodes (AkronReviewModel *self, guint64 nodes)
{
  g_return_if_fail (AKRON_IS_REVIEW_MODEL (self));

  if (self->nodes == nodes)
    return;
  self->nodes = nodes;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NODES]);
}

gboolean
akron_review_model_get_active (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), FALSE);
  return self->active;
}

gboolean
akron_review_model_get_running (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), FALSE);
  return self->cancellable != NULL;
}

guint
akron_review_model_get_n_moves (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), 0);
  return self->moves->len;
}

guint
akron_review_model_get_n_reviewed (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), 0);
  return self->plies->len;
}

double
akron_review_model_get_fraction (AkronReviewModel *self)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), 0.0);
  return self->moves->len > 0 ? (double) self->plies->len / self->moves->len : 0.0;
}

const AkronReviewPly *
akron_review_model_get_ply (AkronReviewModel *self, guint ply)
{
  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), NULL);

  if (ply == 0 || ply > self->plies->len)
    return NULL;
  return &g_array_index (self->plies, AkronReviewPly, ply - 1);
}

const AkronReviewPly *
akron_review_model_get_line_ply (AkronReviewModel *self, guint ply)
{
  const AkronReviewPly *verdict;
  const AkronGameNode *node;

  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), NULL);

  verdict = akron_review_model_get_ply (self, ply);
  if (verdict == NULL || self->game == NULL)
    return NULL;
  /* The line's moves up to this one are those reviewed. Only the rows on screen ask. */
  for (node = akron_game_get_line_node (self->game, ply); node != NULL && ply > 0;
       node = akron_game_node_get_parent (node), ply--)
    if (!akron_move_equal (akron_game_node_get_move (node),
                           &g_array_index (self->moves, AkronMove, ply - 1)))
      return NULL;
  return node != NULL ? verdict : NULL;
}

/* The child of @node that plays @move, or NULL. */
static const AkronGameNode *
find_child (const AkronGameNode *node, const AkronMove *move)
{
  for (guint i = 0; i < akron_game_node_get_n_children (node); i++)
    {
      const AkronGameNode *child = akron_game_node_get_child (node, i);

      if (akron_move_equal (akron_game_node_get_move (child), move))
        return child;
    }
  return NULL;
}

const AkronGameNode *
akron_review_model_get_node (AkronReviewModel *self, guint ply)
{
  const AkronGameNode *node;

  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), NULL);

  if (self->game == NULL || ply > self->moves->len)
    return NULL;
  node = akron_game_get_root (self->game);
  for (guint i = 0; i < ply && node != NULL; i++)
    node = find_child (node, &g_array_index (self->moves, AkronMove, i));
  return node;
}

int
akron_review_model_get_vert_score (AkronReviewModel *self, guint ply)
{
  const AkronReviewPly *verdict;

  g_return_val_if_fail (AKRON_IS_REVIEW_MODEL (self), 0);

  verdict = akron_review_model_get_ply (self, ply);
  if (verdict == NULL)
    return 0;
  return verdict->mover == AKRON_VERT ? verdict->score_after : -verdict->score_after;
}

/* Words ---------------------------------------------------------------------------------- */

const char *
akron_review_mark_get_name (AkronReviewMark mark)
{
  switch (mark)
    {
    case AKRON_REVIEW_MARK_MISSED_WIN:
      /* Translators: a move of a reviewed game: a winning move existed, another was played */
      return _("Missed win");
    case AKRON_REVIEW_MARK_BLUNDER:
      /* Translators: a move of a reviewed game that gave away the most */
      return _("Blunder");
    case AKRON_REVIEW_MARK_MISTAKE:
      return _("Mistake");
    case AKRON_REVIEW_MARK_INACCURACY:
      return _("Inaccuracy");
    case AKRON_REVIEW_MARK_NONE:
    default:
      return "";
    }
}

/* As chess writes them; a missed win is worse than a blunder, and crossed out. */
const char *
akron_review_mark_get_symbol (AkronReviewMark mark)
{
  switch (mark)
    {
    case AKRON_REVIEW_MARK_MISSED_WIN:
      return "✗";
    case AKRON_REVIEW_MARK_BLUNDER:
      return "??";
    case AKRON_REVIEW_MARK_MISTAKE:
      return "?";
    case AKRON_REVIEW_MARK_INACCURACY:
      return "?!";
    case AKRON_REVIEW_MARK_NONE:
    default:
      return "";
    }
}

/* Scores beyond this are forced wins (akron-search.h). */
#define FORCED_SCORE (AKRON_SEARCH_WIN - 1000)
/* Closer than a quarter of a move is even: searches of slightly different depths differ
 * by that much. */
#define EVEN_SCORE 25

/* Against the computer, to the person who played it: "You win by force". */
static char *
describe_score_to_person (int vert_score, AkronColour person)
{
  gboolean person_ahead = (vert_score > 0) == (person == AKRON_VERT);
  double moves = ABS (vert_score) / 100.0;

  if (ABS (vert_score) > FORCED_SCORE)
    return g_strdup (person_ahead
                     /* Translators: the evaluation of a position in a reviewed game against
                      * the computer */
                     ? _("You win by force")
                     /* Translators: the evaluation of a position in a reviewed game against
                      * the computer */
                     : _("The computer wins by force"));
  return g_strdup_printf (person_ahead
                          /* Translators: the evaluation of a position in a reviewed game
                           * against the computer, in moves: "You are ahead by 1.5" */
                          ? _("You are ahead by %.1f")
                          /* Translators: the evaluation of a position in a reviewed game
                           * against the computer, in moves: "The computer is ahead by 1.5" */
                          : _("The computer is ahead by %.1f"),
                          moves);
}

char *
akron_review_describe_score (AkronGame *game, int vert_score)
{
  AkronColour ahead = vert_score > 0 ? AKRON_VERT : AKRON_HORZ;
  AkronColour computer;
  AkronLevel level;

  if (ABS (vert_score) < EVEN_SCORE)
    /* Translators: the evaluation of a position in a reviewed game */
    return g_strdup (_("Even"));
  if (game != NULL && akron_computer_player_read_tags (game, &computer, &level))
    return describe_score_to_person (vert_score, AKRON_OPPONENT (computer));
  if (ABS (vert_score) > FORCED_SCORE)
    /* Translators: the evaluation of a position in a reviewed game; %s is Vert or Horz */
    return g_strdup_printf (_("%s wins by force"), akron_label_colour (ahead));
  /* Translators: the evaluation of a position in a reviewed game, in moves: "Vert ahead
   * by 1.5" */
  return g_strdup_printf (_("%s ahead by %.1f"), akron_label_colour (ahead),
                          ABS (vert_score) / 100.0);
}

/* Running -------------------------------------------------------------------------------- */

static void
notify_progress (AkronReviewModel *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_REVIEWED]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FRACTION]);
}

static void
stop (AkronReviewModel *self)
{
  if (self->cancellable == NULL)
    return;
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
}

void
akron_review_model_stop (AkronReviewModel *self)
{
  g_return_if_fail (AKRON_IS_REVIEW_MODEL (self));
  stop (self);
}

static void
set_active (AkronReviewModel *self, gboolean active)
{
  if (self->active == active)
    return;
  self->active = active;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
}

/* Stops the review and puts it away; a finished one stays kept. */
static void
reset (AkronReviewModel *self)
{
  g_object_freeze_notify (G_OBJECT (self));
  stop (self);
  g_array_set_size (self->moves, 0);
  g_array_set_size (self->plies, 0);
  notify_progress (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  set_active (self, FALSE);
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
kept_is_game (const KeptReview *kept, AkronGame *game)
{
  return kept->size == akron_game_get_size (game) && kept->pieces == akron_game_get_pieces (game)
         && kept->swap == akron_game_get_swap (game)
         && kept->no_delay == akron_game_get_no_delay (game);
}

static gboolean
same_moves (GArray *a, GArray *b)
{
  if (a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!akron_move_equal (&g_array_index (a, AkronMove, i), &g_array_index (b, AkronMove, i)))
      return FALSE;
  return TRUE;
}

/* The kept review of the moves under review now, or -1. */
static int
find_kept (AkronReviewModel *self)
{
  for (guint i = 0; self->game != NULL && i < self->kept->len; i++)
    {
      KeptReview *kept = g_ptr_array_index (self->kept, i);

      if (kept_is_game (kept, self->game) && same_moves (kept->moves, self->moves))
        return (int) i;
    }
  return -1;
}

/* The record keeps a finished review in a tag that readers without reviews keep as it is
 * and ignore: six words a move, the move played, the mover (v or h), the evaluation after
 * it, the better move, the evaluation after that, and the mark (- for none): "[Review "D5 v
 * 12 D5 12 - D3 h -30 E3 0 inaccuracy"]". The moves in it say which line it reviewed, so
 * that a tag left behind by a program that changed the moves does not apply to others. */
#define REVIEW_TAG "Review"
#define REVIEW_TAG_WORDS 6

static char *
write_review_tag (AkronGame *game, GArray *plies)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < plies->len; i++)
    {
      const AkronReviewPly *ply = &g_array_index (plies, AkronReviewPly, i);
      g_autofree char *move = akron_move_to_string (geo, &ply->move);
      g_autofree char *best = akron_move_to_string (geo, &ply->best);

      g_string_append_printf (text, "%s%s %s %d %s %d %s", i > 0 ? " " : "", move,
                              ply->mover == AKRON_VERT ? "v" : "h", ply->score_after, best,
                              ply->best_score,
                              ply->mark != AKRON_REVIEW_MARK_NONE
                                ? akron_review_mark_to_string (ply->mark) : "-");
    }
  return g_string_free (text, FALSE);
}

static gboolean
parse_mark (const char *text, AkronReviewMark *mark)
{
  if (strcmp (text, "-") == 0)
    {
      *mark = AKRON_REVIEW_MARK_NONE;
      return TRUE;
    }
  for (AkronReviewMark m = AKRON_REVIEW_MARK_INACCURACY; m <= AKRON_REVIEW_MARK_MISSED_WIN; m++)
    if (strcmp (text, akron_review_mark_to_string (m)) == 0)
      {
        *mark = m;
        return TRUE;
      }
  return FALSE;
}

static gboolean
parse_score (const char *text, int *score)
{
  gint64 value;

  if (!g_ascii_string_to_signed (text, 10, -AKRON_SEARCH_WIN, AKRON_SEARCH_WIN, &value, NULL))
    return FALSE;
  *score = (int) value;
  return TRUE;
}

/* The review in @game's tag into @moves and @plies; FALSE (and nothing kept) if there is
 * none or it does not read. */
static const char *
find_review_tag (AkronGame *game)
{
  GPtrArray *tags = akron_game_get_extra_tags (game);

  for (guint i = 0; tags != NULL && i < tags->len; i++)
    {
      const AkronTag *tag = g_ptr_array_index (tags, i);

      if (g_ascii_strcasecmp (tag->key, REVIEW_TAG) == 0)
        return tag->value;
    }
  return NULL;
}

static gboolean
read_review_tag (AkronGame *game, GArray *moves, GArray *plies)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  const char *value = find_review_tag (game);
  g_auto (GStrv) words = NULL;
  guint n_words;

  if (value == NULL || *value == '\0')
    return FALSE;
  words = g_strsplit (value, " ", -1);
  n_words = g_strv_length (words);
  if (n_words % REVIEW_TAG_WORDS != 0)
    return FALSE;
  for (guint w = 0; w < n_words; w += REVIEW_TAG_WORDS)
    {
      AkronReviewPly ply = { .ply = w / REVIEW_TAG_WORDS + 1 };

      if (!akron_move_parse (geo, words[w], &ply.move, NULL)
          || (strcmp (words[w + 1], "v") != 0 && strcmp (words[w + 1], "h") != 0)
          || !parse_score (words[w + 2], &ply.score_after)
          || !akron_move_parse (geo, words[w + 3], &ply.best, NULL)
          || !parse_score (words[w + 4], &ply.best_score)
          || !parse_mark (words[w + 5], &ply.mark))
        {
          g_array_set_size (moves, 0);
          g_array_set_size (plies, 0);
          return FALSE;
        }
      ply.mover = words[w + 1][0] == 'v' ? AKRON_VERT : AKRON_HORZ;
      g_array_append_val (moves, ply.move);
      g_array_append_val (plies, ply);
    }
  return plies->len > 0;
}

static void
keep_review (AkronReviewModel *self)
{
  g_autofree char *tag = write_review_tag (self->game, self->plies);

  KeptReview *kept;
  int old = find_kept (self);

  if (old >= 0)
    g_ptr_array_remove_index (self->kept, old);
  kept = g_new0 (KeptReview, 1);
  kept->size = akron_game_get_size (self->game);
  kept->pieces = akron_game_get_pieces (self->game);
  kept->swap = akron_game_get_swap (self->game);
  kept->no_delay = akron_game_get_no_delay (self->game);
  kept->moves = g_array_copy (self->moves);
  kept->plies = g_array_copy (self->plies);
  g_ptr_array_add (self->kept, kept);
  akron_game_set_extra_tag (self->game, REVIEW_TAG, tag);
}

/* The moves and verdicts under review now are a line of the game's tree. */
static gboolean
reviewed_line_exists (AkronReviewModel *self)
{
  return self->moves->len > 0
         && akron_review_model_get_node (self, self->moves->len) != NULL;
}

/* The game shown again: the last review kept of a line of its tree comes back, as it was
 * when it finished. Its better moves are in the game already, or were deleted since: the
 * game is not changed. */
static void
restore_kept (AkronReviewModel *self)
{
  for (guint i = self->kept->len; self->game != NULL && i-- > 0;)
    {
      KeptReview *kept = g_ptr_array_index (self->kept, i);

      if (!kept_is_game (kept, self->game))
        continue;
      g_array_append_vals (self->moves, kept->moves->data, kept->moves->len);
      if (!reviewed_line_exists (self))
        {
          g_array_set_size (self->moves, 0);
          continue;
        }
      g_array_append_vals (self->plies, kept->plies->data, kept->plies->len);
      break;
    }
  /* Or the review the game's record kept. */
  if (self->game != NULL && self->plies->len == 0
      && (!read_review_tag (self->game, self->moves, self->plies)
          || !reviewed_line_exists (self)))
    {
      g_array_set_size (self->moves, 0);
      g_array_set_size (self->plies, 0);
    }
  if (self->plies->len == 0)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  notify_progress (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  set_active (self, TRUE);
  g_object_thaw_notify (G_OBJECT (self));
}

void
akron_review_model_clear (AkronReviewModel *self)
{
  int kept;

  g_return_if_fail (AKRON_IS_REVIEW_MODEL (self));

  /* Put away by the player: not to come back with the game, nor with its record. */
  kept = find_kept (self);
  if (kept >= 0)
    g_ptr_array_remove_index (self->kept, kept);
  if (self->game != NULL && find_review_tag (self->game) != NULL)
    akron_game_set_extra_tag (self->game, REVIEW_TAG, "");
  reset (self);
}

/* The better move beside the one played, so that the player can step into it. A line
 * since deleted, or a best move that is a draw claim, has no place. */
static void
keep_better_move (AkronReviewModel *self, const AkronReviewPly *verdict)
{
  const AkronGameNode *before = akron_review_model_get_node (self, verdict->ply - 1);
  g_autoptr(GError) error = NULL;

  if (verdict->mark == AKRON_REVIEW_MARK_NONE || before == NULL
      || akron_move_equal (&verdict->best, &verdict->move)
      || verdict->best.kind == AKRON_MOVE_DRAW || verdict->best.kind == AKRON_MOVE_RESIGN)
    return;
  if (akron_game_add_line (self->game, before, &verdict->best, &error) == NULL)
    g_debug ("The better move of move %u was not kept: %s", verdict->ply, error->message);
}

/* A verdict, from the worker thread to the main thread. */
typedef struct
{
  AkronReviewModel *self;
  GCancellable *cancellable;
  AkronReviewPly ply;
} Arrival;

static void
arrival_free (gpointer data)
{
  Arrival *arrival = data;

  g_object_unref (arrival->self);
  g_object_unref (arrival->cancellable);
  g_free (arrival);
}

static gboolean
deliver (gpointer data)
{
  Arrival *arrival = data;
  AkronReviewModel *self = arrival->self;

  /* Stopped, or another review started since. */
  if (arrival->cancellable != self->cancellable)
    return G_SOURCE_REMOVE;
  g_array_append_val (self->plies, arrival->ply);
  keep_better_move (self, &arrival->ply);
  notify_progress (self);
  return G_SOURCE_REMOVE;
}

/* In the worker thread. Always queued, never g_main_context_invoke(): that calls at once, in
 * this thread, whenever the main thread holds no lock on the context (between two
 * iterations of a loop that is not a GMainLoop, as in the tests), which touched the model
 * off the main thread and delivered a verdict ahead of those queued before it. Sources of
 * one priority run in the order they were attached. */
static void
on_ply_reviewed (const AkronReviewPly *ply, gpointer user_data)
{
  GTask *task = user_data;
  Arrival *arrival = g_new0 (Arrival, 1);
  g_autoptr(GSource) source = g_idle_source_new ();

  arrival->self = g_object_ref (g_task_get_source_object (task));
  arrival->cancellable = g_object_ref (g_task_get_cancellable (task));
  arrival->ply = *ply;
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver, arrival, arrival_free);
  g_source_set_static_name (source, "[akron] review verdict");
  g_source_attach (source, g_task_get_context (task));
}

typedef struct
{
  AkronReview *review;
  AkronSearchLimits limits;
} Job;

static void
job_free (gpointer data)
{
  Job *job = data;

  akron_review_free (job->review);
  g_free (job);
}

static gpointer
review_thread (gpointer data)
{
  g_autoptr(GTask) task = data;
  Job *job = g_task_get_task_data (task);
  GError *error = NULL;

  akron_search_lower_thread_priority ();
  if (akron_review_run (job->review, &job->limits, on_ply_reviewed, task,
                        g_task_get_cancellable (task), &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
  return NULL;
}

/* After the last verdict: the verdicts were queued before it. */
static void
on_finished (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AkronReviewModel *self = AKRON_REVIEW_MODEL (source);
  GCancellable *cancellable = g_task_get_cancellable (G_TASK (result));
  g_autoptr(GError) error = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error)
      && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("The review stopped: %s", error->message);
  if (cancellable != self->cancellable)
    return;
  stop (self);
  if (self->plies->len == self->moves->len && self->moves->len > 0)
    keep_review (self);
}

/* A game of the same variant holding the moves of @game's current line. */
static AkronGame *
copy_line (AkronGame *game, GArray *moves)
{
  g_autoptr(AkronGame) copy = akron_game_new (akron_game_get_size (game),
                                              akron_game_get_pieces (game),
                                              akron_game_get_swap (game),
                                              akron_game_get_no_delay (game), NULL);

  g_return_val_if_fail (copy != NULL, NULL);
  for (guint i = 0; i < akron_game_get_n_moves (game); i++)
    {
      const AkronMove *move = akron_game_get_move (game, i);

      /* The review stops there too. */
      if (move->kind == AKRON_MOVE_DRAW || move->kind == AKRON_MOVE_RESIGN)
        break;
      if (!akron_game_play (copy, move, NULL))
        g_return_val_if_reached (NULL);
      g_array_append_val (moves, *move);
    }
  return g_steal_pointer (&copy);
}

void
akron_review_model_start (AkronReviewModel *self)
{
  g_autoptr(AkronGame) copy = NULL;
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (AKRON_IS_REVIEW_MODEL (self));

  g_object_freeze_notify (G_OBJECT (self));
  reset (self); /* a review kept of these moves stays until this one replaces it */
  if (self->game == NULL || (copy = copy_line (self->game, self->moves)) == NULL)
    {
      g_object_thaw_notify (G_OBJECT (self));
      return;
    }

  job = g_new0 (Job, 1);
  job->review = akron_review_new (copy);
  akron_search_limits_init (&job->limits, REVIEW_LEVEL, FALSE);
  if (self->nodes != 0)
    job->limits.nodes = self->nodes;

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, on_finished, NULL);
  g_task_set_source_tag (task, akron_review_model_start);
  g_task_set_task_data (task, job, job_free);
  /* A thread of its own, as the searches have (akron-search-async.c says why). */
  g_thread_unref (g_thread_new ("akron-review", review_thread, g_steal_pointer (&task)));

  self->active = TRUE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_MOVES]);
  g_object_thaw_notify (G_OBJECT (self));
}

void
akron_review_model_set_game (AkronReviewModel *self, AkronGame *game)
{
  g_return_if_fail (AKRON_IS_REVIEW_MODEL (self));
  g_return_if_fail (game == NULL || AKRON_IS_GAME (game));

  if (self->game == game)
    return;
  g_object_freeze_notify (G_OBJECT (self));
  reset (self);
  g_set_object (&self->game, game);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
  restore_kept (self);
  g_object_thaw_notify (G_OBJECT (self));
}

/* GObject -------------------------------------------------------------------------------- */

AkronReviewModel *
akron_review_model_new (void)
{
  return g_object_new (AKRON_TYPE_REVIEW_MODEL, NULL);
}

static void
akron_review_model_dispose (GObject *object)
{
  AkronReviewModel *self = AKRON_REVIEW_MODEL (object);

  stop (self);
  g_clear_object (&self->game);

  G_OBJECT_CLASS (akron_review_model_parent_class)->dispose (object);
}

static void
akron_review_model_finalize (GObject *object)
{
  AkronReviewModel *self = AKRON_REVIEW_MODEL (object);

  g_array_unref (self->moves);
  g_array_unref (self->plies);
  g_ptr_array_unref (self->kept);

  G_OBJECT_CLASS (akron_review_model_parent_class)->finalize (object);
}

static void
akron_review_model_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  AkronReviewModel *self = AKRON_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_NODES:
      g_value_set_uint64 (value, self->nodes);
      break;
    case PROP_ACTIVE:
      g_value_set_boolean (value, self->active);
      break;
    case PROP_RUNNING:
      g_value_set_boolean (value, akron_review_model_get_running (self));
      break;
    case PROP_N_MOVES:
      g_value_set_uint (value, self->moves->len);
      break;
    case PROP_N_REVIEWED:
      g_value_set_uint (value, self->plies->len);
      break;
    case PROP_FRACTION:
      g_value_set_double (value, akron_review_model_get_fraction (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_review_model_set_property (GObject *object, guint prop_id, const GValue *value,
                                 GParamSpec *pspec)
{
  AkronReviewModel *self = AKRON_REVIEW_MODEL (object);

  switch (prop_id)
    {
    case PROP_GAME:
      akron_review_model_set_game (self, g_value_get_object (value));
      break;
    case PROP_NODES:
      akron_review_model_set_nodes (self, g_value_get_uint64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_review_model_class_init (AkronReviewModelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  const GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = akron_review_model_dispose;
  object_class->finalize = akron_review_model_finalize;
  object_class->get_property = akron_review_model_get_property;
  object_class->set_property = akron_review_model_set_property;

  properties[PROP_GAME] = g_param_spec_object ("game", NULL, NULL, AKRON_TYPE_GAME, rw);
  properties[PROP_NODES] = g_param_spec_uint64 ("nodes", NULL, NULL, 0, G_MAXUINT64, 0, rw);
  properties[PROP_ACTIVE] = g_param_spec_boolean ("active", NULL, NULL, FALSE, ro);
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE, ro);
  properties[PROP_N_MOVES] = g_param_spec_uint ("n-moves", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_N_REVIEWED] = g_param_spec_uint ("n-reviewed", NULL, NULL, 0, G_MAXUINT, 0,
                                                   ro);
  properties[PROP_FRACTION] = g_param_spec_double ("fraction", NULL, NULL, 0.0, 1.0, 0.0, ro);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_review_model_init (AkronReviewModel *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (AkronMove));
  self->plies = g_array_new (FALSE, FALSE, sizeof (AkronReviewPly));
  self->kept = g_ptr_array_new_with_free_func (kept_review_free);
}
