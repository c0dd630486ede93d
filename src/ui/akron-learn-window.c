/* akron-learn-window.c: Learn to Play, the lessons and puzzles beside a live board
 *
 * The learner plays on a board of the window's own, one move an exercise: the window plays
 * the chosen move, judges it with the engine's goal (akron-lesson.c) or the puzzle's proven
 * solutions (akron-puzzle.c), and says either the success and the way on, or why the move
 * missed, in the board's own words (the refusals and the news of cuts and drops come from
 * the board and akron-labels.c). A miss stays on the board until Retry, so that the learner
 * sees what happened. The last lesson done (or the last puzzle), the window offers a first
 * real game (app.first-game: the game window's New Game, set for a newcomer), and stays
 * open for the learner to come back to.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-learn-window.h"

#include <glib/gi18n.h>

#include "akron-labels.h"
#include "akron-lesson.h"
#include "akron-notation.h"
#include "akron-puzzle.h"
#include "akron-settings.h"
#include "akron-ui-enums.h"

#define PUZZLES_RESOURCE "/io/github/akrongame/Akron/puzzles.txt"

/* The list beside the exercise, folding into two pages in a narrow window: an
 * AdwNavigationSplitView with a breakpoint where libadwaita has them, an AdwLeaflet before
 * (deprecated there). */
#if ADW_CHECK_VERSION (1, 4, 0)
# define LEARN_WINDOW_UI "/io/github/akrongame/Akron/ui/akron-learn-window-split-view.ui"
# define LEARN_SPLIT_VIEW_FOLDED "collapsed"
#else
# define LEARN_WINDOW_UI "/io/github/akrongame/Akron/ui/akron-learn-window.ui"
# define LEARN_SPLIT_VIEW_FOLDED "folded"
#endif

struct _AkronLearnWindow
{
  AdwWindow parent_instance;

  GtkWidget *split_view;
#if ADW_CHECK_VERSION (1, 4, 0)
  AdwNavigationPage *content_page;
#else
  GtkWidget *sidebar_header;
#endif
  GtkWidget *back_button;
  GtkListBox *lesson_list;
  GtkListBox *puzzle_list;
  GtkWidget *puzzle_heading;
  AdwWindowTitle *window_title;
  GtkLabel *instruction_label;
  AkronBoard *board;
  GtkLabel *status_label;
  GtkLabel *feedback_label;
  GtkWidget *hint_button;
  GtkWidget *swap_button;
  GtkWidget *retry_button;
  GtkWidget *next_button;
  GtkWidget *play_button;

  AkronSettings *settings;
  GPtrArray *puzzles; /* of AkronPuzzle */
  AkronGame *game;
  gboolean is_puzzle;
  guint index;
  AkronLearnState state;
};

G_DEFINE_FINAL_TYPE (AkronLearnWindow, akron_learn_window, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const AkronLesson *
current_lesson (AkronLearnWindow *self)
{
  return self->is_puzzle ? NULL : akron_lesson_get (self->index);
}

static const AkronPuzzle *
current_puzzle (AkronLearnWindow *self)
{
  return self->is_puzzle ? g_ptr_array_index (self->puzzles, self->index) : NULL;
}

static const char *
current_id (AkronLearnWindow *self)
{
  return self->is_puzzle ? current_puzzle (self)->id : current_lesson (self)->id;
}

static const char *
progress_key (gboolean is_puzzle)
{
  return is_puzzle ? "puzzles-solved" : "lessons-done";
}

/* Folded, one page at a time: the exercise, or the list of them. */
static void
show_exercise_page (AkronLearnWindow *self, gboolean exercise)
{
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_navigation_split_view_set_show_content (ADW_NAVIGATION_SPLIT_VIEW (self->split_view),
                                              exercise);
#else
  adw_leaflet_set_visible_child_name (ADW_LEAFLET (self->split_view),
                                      exercise ? "content" : "sidebar");
#endif
}

/* The last lesson, or the last puzzle: the end of a course, where a real game is offered. */
static gboolean
is_last_exercise (AkronLearnWindow *self)
{
  guint count = self->is_puzzle ? self->puzzles->len : akron_lesson_get_n_lessons ();

  return self->index + 1 == count;
}

static void
set_retry_compact (AkronLearnWindow *self, gboolean compact)
{
  GtkButton *retry = GTK_BUTTON (self->retry_button);

  if (compact == (gtk_button_get_icon_name (retry) != NULL))
    return;
  if (compact)
    {
      gtk_button_set_icon_name (retry, "view-refresh-symbolic");
      gtk_accessible_update_property (GTK_ACCESSIBLE (retry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      gtk_widget_get_tooltip_text (self->retry_button), -1);
    }
  else
    {
      gtk_button_set_label (retry, _("_Retry"));
      gtk_accessible_reset_property (GTK_ACCESSIBLE (retry), GTK_ACCESSIBLE_PROPERTY_LABEL);
    }
}

/* The buttons under the board: Next once the exercise is done, and at the end of a course
 * Play a Game, which is then the one suggested: the course was for that. */
static void
update_ways_on (AkronLearnWindow *self)
{
  gboolean done = self->state == AKRON_LEARN_DONE;
  gboolean course_done = done && is_last_exercise (self);
  gboolean folded;

  /* The goal met, a hint has nothing more to tell; its room goes to the ways on, which
   * then fit a narrow window. */
  gtk_widget_set_visible (self->hint_button, !done);
  gtk_widget_set_visible (self->next_button, done);
  gtk_widget_set_visible (self->play_button, course_done);
  /* Folded (a phone), three buttons with their words do not fit in every language: the
   * two ways on keep theirs, and Retry shows its icon. */
  g_object_get (self->split_view, LEARN_SPLIT_VIEW_FOLDED, &folded, NULL);
  set_retry_compact (self, course_done && folded);
  if (course_done)
    gtk_widget_remove_css_class (self->next_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->next_button, "suggested-action");
  /* Two ways on: say where Next goes. */
  gtk_widget_set_tooltip_text (self->next_button,
                               course_done && !self->is_puzzle && self->puzzles->len > 0
                               ? _("On to the puzzles") : NULL);
}

static void
set_state (AkronLearnWindow *self, AkronLearnState state)
{
  const char *refusal = NULL;

  self->state = state;
  if (state == AKRON_LEARN_DONE)
    refusal = _("Done: go on with Next, or Retry");
  else if (state == AKRON_LEARN_MISSED)
    refusal = _("Press Retry to try again");
  akron_board_set_input_refusal (self->board, refusal);
  update_ways_on (self);
  gtk_widget_set_visible (self->swap_button,
                          state == AKRON_LEARN_PLAYING
                          && akron_game_get_swap_available (self->game));
  if (state == AKRON_LEARN_MISSED)
    gtk_widget_add_css_class (self->retry_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->retry_button, "suggested-action");
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

static void
say (AkronLearnWindow *self, const char *text)
{
  /* The template keeps the room for three lines, empty or not, so that the board keeps
   * its size and place when the window speaks. */
  gtk_label_set_label (self->feedback_label, text != NULL ? text : "");
}

static void
update_status (AkronLearnWindow *self)
{
  g_autofree char *report = akron_label_report (self->game, akron_board_get_scene (self->board),
                                                NULL);
  const AkronPosition *pos = akron_game_get_position (self->game);
  g_autofree char *status = NULL;

  /* The piles matter in the closed stage, and the main window's player cards are not here. */
  /* Translators: the news of the last move, then the marbles left to add: "Vert to move ·
   * Marbles left: Vert 3, Horz 2" */
  status = g_strdup_printf (_("%s · Marbles left: %s %u, %s %u"), report,
                            akron_label_colour (AKRON_VERT),
                            akron_position_get_pile (pos, AKRON_VERT),
                            akron_label_colour (AKRON_HORZ),
                            akron_position_get_pile (pos, AKRON_HORZ));
  gtk_label_set_label (self->status_label, status);
}

/* The row of the list for the exercise, with a check mark once it is done. */
static GtkWidget *
make_row (const char *title, const char *subtitle, gboolean done)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_visible (check, done);
  /* Translators: what the check mark beside a lesson or puzzle means, for screen readers. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Done"), -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), check);
  g_object_set_data (G_OBJECT (row), "akron-check", check);
  return row;
}

static void
mark_row_done (GtkListBox *list, guint index)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, (int) index);

  if (row != NULL)
    gtk_widget_set_visible (g_object_get_data (G_OBJECT (row), "akron-check"), TRUE);
}

static char *
puzzle_subtitle (const AkronPuzzle *puzzle)
{
  /* Translators: a puzzle's board: "6×6". */
  return g_strdup_printf (_("%u×%u"), puzzle->size, puzzle->size);
}

/* The puzzle's name in the list and over the board: its kind and its number among the
 * puzzles of that kind, counted down the whole list, so that no two rows read the same. */
static char *
puzzle_title (AkronLearnWindow *self, guint index)
{
  const AkronPuzzle *puzzle = g_ptr_array_index (self->puzzles, index);
  guint number = 1;

  for (guint i = 0; i < index; i++)
    if (((const AkronPuzzle *) g_ptr_array_index (self->puzzles, i))->kind == puzzle->kind)
      number++;
  /* Translators: a puzzle's kind and its number among the puzzles of that kind:
   * "Connect in One 3". */
  return g_strdup_printf (C_ ("puzzle title", "%s %u"),
                          akron_puzzle_kind_get_title (puzzle->kind), number);
}

static const char *
difficulty_name (guint difficulty)
{
  static const char *const names[] = { N_("Easy"), N_("Medium"), N_("Hard") };

  return _(names[CLAMP (difficulty, 1, 3) - 1]);
}

/* A heading over the first puzzle of each difficulty. */
static void
update_puzzle_header (GtkListBoxRow *row, GtkListBoxRow *before, gpointer data)
{
  AkronLearnWindow *self = data;
  const AkronPuzzle *puzzle;
  GtkWidget *header;

  puzzle = g_ptr_array_index (self->puzzles, gtk_list_box_row_get_index (row));
  if (before != NULL)
    {
      const AkronPuzzle *previous =
        g_ptr_array_index (self->puzzles, gtk_list_box_row_get_index (before));

      if (previous->difficulty == puzzle->difficulty)
        {
          gtk_list_box_row_set_header (row, NULL);
          return;
        }
    }
  header = gtk_label_new (difficulty_name (puzzle->difficulty));
  gtk_label_set_xalign (GTK_LABEL (header), 0);
  gtk_widget_set_margin_start (header, 12);
  gtk_widget_set_margin_top (header, 6);
  gtk_widget_add_css_class (header, "dim-label");
  gtk_widget_add_css_class (header, "caption-heading");
  gtk_list_box_row_set_header (row, header);
}

static void
fill_lists (AkronLearnWindow *self)
{
  for (guint i = 0; i < akron_lesson_get_n_lessons (); i++)
    {
      const AkronLesson *lesson = akron_lesson_get (i);

      gtk_list_box_append (self->lesson_list,
                           make_row (_(lesson->title), NULL,
                                     akron_settings_is_done (self->settings, "lessons-done",
                                                             lesson->id)));
    }
  for (guint i = 0; i < self->puzzles->len; i++)
    {
      const AkronPuzzle *puzzle = g_ptr_array_index (self->puzzles, i);
      g_autofree char *title = puzzle_title (self, i);
      g_autofree char *subtitle = puzzle_subtitle (puzzle);

      gtk_list_box_append (self->puzzle_list,
                           make_row (title, subtitle,
                                     akron_settings_is_done (self->settings, "puzzles-solved",
                                                             puzzle->id)));
    }
  gtk_list_box_set_header_func (self->puzzle_list, update_puzzle_header, self, NULL);
  gtk_widget_set_visible (self->puzzle_heading, self->puzzles->len > 0);
}

/* Difficulty first, then kind, then board size: the list climbs from easy to hard. */
static int
compare_puzzles (gconstpointer a, gconstpointer b)
{
  const AkronPuzzle *pa = *(AkronPuzzle *const *) a;
  const AkronPuzzle *pb = *(AkronPuzzle *const *) b;

  if (pa->difficulty != pb->difficulty)
    return pa->difficulty < pb->difficulty ? -1 : 1;
  if (pa->kind != pb->kind)
    return pa->kind < pb->kind ? -1 : 1;
  if (pa->size != pb->size)
    return pa->size < pb->size ? -1 : 1;
  return g_strcmp0 (pa->id, pb->id);
}

static void
load_puzzles (AkronLearnWindow *self)
{
  g_autoptr (GBytes) bytes = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  gsize size;

  bytes = g_resources_lookup_data (PUZZLES_RESOURCE, G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  if (bytes != NULL)
    {
      const char *data = g_bytes_get_data (bytes, &size);

      text = g_strndup (data, size);
      self->puzzles = akron_puzzles_parse (text, &error);
    }
  if (self->puzzles == NULL)
    {
      /* Installed with the program: a failure here is a packaging bug, not the learner's. */
      g_warning ("The puzzles do not load: %s", error->message);
      self->puzzles = g_ptr_array_new_with_free_func ((GDestroyNotify) akron_puzzle_free);
    }
  g_ptr_array_sort (self->puzzles, compare_puzzles);
}

/* Rings on the points a lesson's goal names (the holes to add to, the marbles to join, the
 * link to cut), as the Rules page's figures point at things; the board clears them with
 * the first move. */
static void
mark_goal_points (AkronLearnWindow *self, const AkronLesson *lesson)
{
  AkronScene *scene = akron_board_get_scene (self->board);
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (self->game));
  g_auto (GStrv) points = NULL;

  akron_scene_clear_marks (scene);
  if (lesson == NULL || lesson->goal.points == NULL)
    return;
  points = g_strsplit (lesson->goal.points, " ", -1);
  for (guint i = 0; points[i] != NULL; i++)
    {
      AkronPoint p;

      if (akron_point_parse (geo, points[i], &p, NULL))
        akron_scene_set_mark (scene, p, AKRON_MARK_YES);
    }
}

static void
start_exercise (AkronLearnWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AkronGame) game = NULL;
  g_autofree char *subtitle = NULL;
  GtkListBox *list = self->is_puzzle ? self->puzzle_list : self->lesson_list;
  const AkronLesson *lesson = current_lesson (self);
  const AkronPuzzle *puzzle = current_puzzle (self);

  game = lesson != NULL ? akron_lesson_new_game (lesson, &error)
                        : akron_puzzle_new_game (puzzle, &error);
  if (game == NULL)
    {
      /* The tests play every lesson and puzzle: this is a bug in their data. */
      g_critical ("Exercise %s does not start: %s", current_id (self), error->message);
      return;
    }
  g_set_object (&self->game, game);
  akron_board_set_game (self->board, self->game);
  akron_board_set_hint (self->board, NULL);

  if (lesson != NULL)
    {
      adw_window_title_set_title (self->window_title, _(lesson->title));
      /* Translators: "Lesson 3 of 11". */
      subtitle = g_strdup_printf (_("Lesson %u of %u"), self->index + 1,
                                  akron_lesson_get_n_lessons ());
      gtk_label_set_label (self->instruction_label, _(lesson->instruction));
    }
  else
    {
      g_autofree char *instruction = NULL;
      g_autofree char *title = puzzle_title (self, self->index);

      adw_window_title_set_title (self->window_title, title);
      /* Translators: "Puzzle 3 of 72". */
      subtitle = g_strdup_printf (_("Puzzle %u of %u"), self->index + 1, self->puzzles->len);
      /* Translators: whom the learner plays, then what to do: "You play Horz. Cut the
       * chain now." */
      instruction = g_strdup_printf (_("You play %s. %s"),
                                     akron_label_colour (akron_game_get_to_move (self->game)),
                                     akron_puzzle_kind_get_instruction (puzzle->kind));
      gtk_label_set_label (self->instruction_label, instruction);
    }
  adw_window_title_set_subtitle (self->window_title, subtitle);
#if ADW_CHECK_VERSION (1, 4, 0)
  adw_navigation_page_set_title (self->content_page,
                                 adw_window_title_get_title (self->window_title));
#endif
  mark_goal_points (self, lesson);
  say (self, NULL);
  update_status (self);
  set_state (self, AKRON_LEARN_PLAYING);

  /* Follow the list without selecting it again from its own signal. */
  gtk_list_box_select_row (list, gtk_list_box_get_row_at_index (list, (int) self->index));
  gtk_list_box_unselect_all (self->is_puzzle ? self->lesson_list : self->puzzle_list);
}

static gboolean
judge (AkronLearnWindow *self, const AkronPosition *before, const AkronMove *move,
       char **why_not)
{
  const AkronLesson *lesson = current_lesson (self);

  if (lesson != NULL)
    return akron_goal_is_met (&lesson->goal, lesson->player, before, move, self->game,
                              why_not);
  return akron_puzzle_judge (current_puzzle (self), before, move, self->game, why_not);
}

static void
succeed (AkronLearnWindow *self)
{
  const AkronLesson *lesson = current_lesson (self);
  GtkListBox *list = self->is_puzzle ? self->puzzle_list : self->lesson_list;

  akron_settings_mark_done (self->settings, progress_key (self->is_puzzle), current_id (self));
  mark_row_done (list, self->index);
  say (self, lesson != NULL ? _(lesson->success) : _("Solved!"));
  set_state (self, AKRON_LEARN_DONE);
}

static void
play (AkronLearnWindow *self, const AkronMove *move)
{
  AkronPosition before;
  g_autoptr (GError) error = NULL;
  g_autofree char *why_not = NULL;

  if (self->state != AKRON_LEARN_PLAYING)
    return;
  before = *akron_game_get_position (self->game);
  if (!akron_game_play (self->game, move, &error))
    {
      g_autofree char *sentence = akron_label_sentence (error->message);

      say (self, sentence);
      return;
    }
  update_status (self);
  if (judge (self, &before, move, &why_not))
    succeed (self);
  else
    {
      say (self, why_not);
      set_state (self, AKRON_LEARN_MISSED);
    }
}

static void
on_move_chosen (AkronLearnWindow *self, const AkronMove *move)
{
  play (self, move);
}

static void
on_refused (AkronLearnWindow *self, const char *why)
{
  g_autofree char *sentence = NULL;

  /* After the try, what the window said about it stays: Retry and Next are highlighted. */
  if (self->state != AKRON_LEARN_PLAYING)
    return;
  sentence = akron_label_sentence (why);
  say (self, sentence);
}

static void
on_swap_clicked (AkronLearnWindow *self)
{
  AkronMove swap = akron_move_special (AKRON_MOVE_SWAP);

  play (self, &swap);
}

static void
on_retry_clicked (AkronLearnWindow *self)
{
  start_exercise (self);
}

static void
on_hint_clicked (AkronLearnWindow *self)
{
  const AkronLesson *lesson = current_lesson (self);
  const AkronPuzzle *puzzle = current_puzzle (self);

  if (lesson != NULL)
    {
      say (self, _(lesson->hint));
      return;
    }
  /* A puzzle's hint is its first solution, drawn on the board. */
  if (self->state == AKRON_LEARN_PLAYING)
    {
      AkronMove move;

      if (akron_move_parse (akron_position_get_geometry (akron_game_get_position (self->game)),
                            puzzle->solutions[0], &move, NULL))
        akron_board_set_hint (self->board, &move);
      say (self, _("The marked move solves it."));
    }
}

static void
on_next_clicked (AkronLearnWindow *self)
{
  guint count = self->is_puzzle ? self->puzzles->len : akron_lesson_get_n_lessons ();

  if (self->index + 1 < count)
    self->index++;
  else if (!self->is_puzzle && self->puzzles->len > 0)
    {
      self->is_puzzle = TRUE;
      self->index = 0;
    }
  else
    self->index = 0;
  start_exercise (self);
}

static void
on_row_activated (GtkListBox *list, GtkListBoxRow *row, AkronLearnWindow *self)
{
  gboolean is_puzzle = list == self->puzzle_list;
  guint index = (guint) gtk_list_box_row_get_index (row);

  /* Folded, the exercise's page comes: a new one, or the one left for the list. */
  show_exercise_page (self, TRUE);
  if (is_puzzle == self->is_puzzle && index == self->index && self->game != NULL)
    return;
  self->is_puzzle = is_puzzle;
  self->index = index;
  start_exercise (self);
}

static void
on_back_clicked (AkronLearnWindow *self)
{
  show_exercise_page (self, FALSE);
}

void
akron_learn_window_show_lesson (AkronLearnWindow *self, guint index)
{
  g_return_if_fail (AKRON_IS_LEARN_WINDOW (self));
  g_return_if_fail (index < akron_lesson_get_n_lessons ());

  self->is_puzzle = FALSE;
  self->index = index;
  start_exercise (self);
}

void
akron_learn_window_show_puzzle (AkronLearnWindow *self, guint index)
{
  g_return_if_fail (AKRON_IS_LEARN_WINDOW (self));
  g_return_if_fail (index < self->puzzles->len);

  self->is_puzzle = TRUE;
  self->index = index;
  start_exercise (self);
}

guint
akron_learn_window_get_n_puzzles (AkronLearnWindow *self)
{
  g_return_val_if_fail (AKRON_IS_LEARN_WINDOW (self), 0);
  return self->puzzles->len;
}

AkronLearnState
akron_learn_window_get_state (AkronLearnWindow *self)
{
  g_return_val_if_fail (AKRON_IS_LEARN_WINDOW (self), AKRON_LEARN_PLAYING);
  return self->state;
}

AkronBoard *
akron_learn_window_get_board (AkronLearnWindow *self)
{
  g_return_val_if_fail (AKRON_IS_LEARN_WINDOW (self), NULL);
  return self->board;
}

const char *
akron_learn_window_get_feedback (AkronLearnWindow *self)
{
  g_return_val_if_fail (AKRON_IS_LEARN_WINDOW (self), NULL);
  return gtk_label_get_label (self->feedback_label);
}

GtkWidget *
akron_learn_window_new (GtkApplication *application)
{
  return g_object_new (AKRON_TYPE_LEARN_WINDOW, "application", application, NULL);
}

/* The first lesson not done yet, or the first lesson. */
static guint
first_lesson_to_do (AkronLearnWindow *self)
{
  for (guint i = 0; i < akron_lesson_get_n_lessons (); i++)
    if (!akron_settings_is_done (self->settings, "lessons-done", akron_lesson_get (i)->id))
      return i;
  return 0;
}

static void
akron_learn_window_get_property (GObject *object, guint prop_id, GValue *value,
                                 GParamSpec *pspec)
{
  AkronLearnWindow *self = AKRON_LEARN_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_learn_window_dispose (GObject *object)
{
  AkronLearnWindow *self = AKRON_LEARN_WINDOW (object);

  /* The rows go with the list: no headings for them any more. */
  if (self->puzzle_list != NULL)
    gtk_list_box_set_header_func (self->puzzle_list, NULL, NULL, NULL);
  gtk_widget_dispose_template (GTK_WIDGET (self), AKRON_TYPE_LEARN_WINDOW);
  g_clear_object (&self->game);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->puzzles, g_ptr_array_unref);

  G_OBJECT_CLASS (akron_learn_window_parent_class)->dispose (object);
}

static void
akron_learn_window_class_init (AkronLearnWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = akron_learn_window_dispose;
  object_class->get_property = akron_learn_window_get_property;

  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, AKRON_TYPE_LEARN_STATE, AKRON_LEARN_PLAYING,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (AKRON_TYPE_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class, LEARN_WINDOW_UI);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, split_view);
#if ADW_CHECK_VERSION (1, 4, 0)
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, content_page);
#else
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, sidebar_header);
#endif
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, back_button);
  gtk_widget_class_bind_template_callback (widget_class, on_back_clicked);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, lesson_list);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, puzzle_list);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, puzzle_heading);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, instruction_label);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, feedback_label);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, swap_button);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, retry_button);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, next_button);
  gtk_widget_class_bind_template_child (widget_class, AkronLearnWindow, play_button);
  gtk_widget_class_bind_template_callback (widget_class, on_hint_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_swap_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_retry_clicked);
  gtk_widget_class_bind_template_callback (widget_class, on_next_clicked);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
akron_learn_window_init (AkronLearnWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_object_ref (akron_settings_get_default ());
  load_puzzles (self);
  fill_lists (self);
  /* Lessons are about links and cuts: show them, and the pinned marbles, whatever the
   * game window's choice. */
  akron_board_set_show_connections (self->board, TRUE);
  akron_board_set_show_pinned (self->board, TRUE);
  g_signal_connect_swapped (self->board, "move-chosen", G_CALLBACK (on_move_chosen), self);
  g_signal_connect_swapped (self->board, "refused", G_CALLBACK (on_refused), self);
  g_signal_connect (self->lesson_list, "row-activated", G_CALLBACK (on_row_activated), self);
  g_signal_connect (self->puzzle_list, "row-activated", G_CALLBACK (on_row_activated), self);

  /* Folded, the exercise's header has the way back to the list; on libadwaita 1.2 the
   * list's header shows the window's buttons then (later ones know where they go). */
  g_object_bind_property (self->split_view, LEARN_SPLIT_VIEW_FOLDED, self->back_button,
                          "visible", G_BINDING_SYNC_CREATE);
  g_signal_connect_swapped (self->split_view, "notify::" LEARN_SPLIT_VIEW_FOLDED,
                            G_CALLBACK (update_ways_on), self);
#if !ADW_CHECK_VERSION (1, 4, 0)
  g_object_bind_property (self->split_view, "folded", self->sidebar_header,
                          "show-end-title-buttons", G_BINDING_SYNC_CREATE);
#endif

  self->index = first_lesson_to_do (self);
  start_exercise (self);
  /* Folded, the exercise comes first: the window opens to play. */
  show_exercise_page (self, TRUE);
}
