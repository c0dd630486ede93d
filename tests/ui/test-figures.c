/* test-figures.c: the Rules page's pictures show what their captions say
 *
 * Each figure of data/ui/akron-rules-window.ui is a position set up by the engine from
 * points in notation. Here each one must set up without an error, and the engine must
 * agree with its caption: the cut is cut, the covered piece is covered, the drop drops,
 * the pinned pieces are pinned, the illegal destination is illegal for the reason given,
 * the delayed win is pending, X-ray hides what it says. A figure added to the page without
 * a check here fails.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-figure.h"
#include "akron-notation.h"
#include "akron-ui-enums.h"
#include "akron-ui-test-util.h"

typedef struct
{
  GtkBuilder *builder;
  AkronScene *scene;
  const AkronPosition *pos;
  const AkronGeometry *geo;
} Figure;

static Figure
figure (GtkBuilder *builder, const char *id)
{
  GObject *object = gtk_builder_get_object (builder, id);
  Figure f = { builder };

  g_assert_nonnull (object);
  g_assert_true (AKRON_IS_FIGURE (object));
  g_assert_no_error ((GError *) akron_figure_get_error (AKRON_FIGURE (object)));
  g_assert_cmpstr (akron_figure_get_caption (AKRON_FIGURE (object)), !=, "");
  f.scene = akron_figure_get_scene (AKRON_FIGURE (object));
  f.pos = akron_scene_get_position (f.scene);
  g_assert_nonnull (f.pos);
  f.geo = akron_position_get_geometry (f.pos);
  return f;
}

static AkronPoint
point (Figure *f, const char *text)
{
  return akron_test_parse_point (f->geo, text);
}

static AkronCell
cell (Figure *f, const char *text)
{
  return akron_position_get_cell (f->pos, point (f, text));
}

static gboolean
is_destination (Figure *f, const char *from, const char *to)
{
  AkronPoint dests[AKRON_MAX_POINTS];
  guint n = akron_position_destinations (f->pos, point (f, from), dests);

  for (guint t = 0; t < n; t++)
    if (dests[t] == point (f, to))
      return TRUE;
  return FALSE;
}

static const AkronSceneLink *
find_link (Figure *f, const char *a, const char *b)
{
  AkronPoint pa = point (f, a), pb = point (f, b);
  const AkronSceneLink *links;
  guint n;

  links = akron_scene_get_links (f->scene, &n);
  for (guint t = 0; t < n; t++)
    if (links[t].a == MIN (pa, pb) && links[t].b == MAX (pa, pb))
      return &links[t];
  return NULL;
}

/* "B3 may climb to C4′ ... touches C3, which B3 is linked to." */
static void
check_legal (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_legal");
  AkronMove move = akron_move_step (point (&f, "B3"), point (&f, "C4'"));

  g_assert_true (akron_position_check_move (f.pos, &move, NULL));
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "B3"));
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, point (&f, "C4'"));
  g_assert_nonnull (find_link (&f, "B3", "C3"));
  for (guint t = 0; t < 4; t++)
    g_assert_cmpuint (f.geo->support[point (&f, "C4'")][t], !=, point (&f, "B3"));
}

/* "C3 may not go to C4′ (✕): C4′ would rest on C3 itself." */
static void
check_illegal (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_illegal");
  AkronMove move = akron_move_step (point (&f, "C3"), point (&f, "C4'"));
  g_autoptr(GError) error = NULL;

  g_assert_false (akron_position_check_move (f.pos, &move, &error));
  g_assert_cmpstr (error->message, ==, "C4' would rest on the moving piece C3");
  g_assert_false (is_destination (&f, "C3", "C4'"));
  g_assert_cmpuint (akron_scene_get_selected (f.scene), ==, point (&f, "C3"));
  g_assert_cmpint (akron_scene_get_mark (f.scene, point (&f, "C4'")), ==, AKRON_MARK_NO);
}

/* "B4′ and B3′ both rest on B3 and on C3, so neither can move. B4 and B2 carry one piece
 * each: they could move, and that piece would drop." */
static void
check_pinned (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_pinned");
  AkronPosition horz = *f.pos;
  AkronPoint chain[AKRON_MAX_SIZE + 1];

  for (const char **p = (const char *[]) { "B3", "C3", NULL }; *p != NULL; p++)
    {
      g_assert_cmpuint (akron_position_count_above (f.pos, point (&f, *p)), ==, 2);
      g_assert_true (akron_scene_is_pinned (f.scene, point (&f, *p)));
      g_assert_cmpint (akron_position_cascade (f.pos, point (&f, *p), chain), ==, -1);
    }
  g_assert_cmpint (akron_position_get_to_move (f.pos), ==, AKRON_VERT);
  g_assert_false (is_destination (&f, "B3", "A3"));

  akron_position_set_to_move (&horz, AKRON_HORZ);
  for (const char **p = (const char *[]) { "B4", "B2", NULL }; *p != NULL; p++)
    {
      AkronPoint dests[AKRON_MAX_POINTS];

      g_assert_cmpint (akron_position_cascade (&horz, point (&f, *p), chain), ==, 1);
      g_assert_cmpuint (akron_position_destinations (&horz, point (&f, *p), dests), >, 0);
    }
}

/* "B4 is about to move to E4. B4′, the only piece on B4, drops into its hole, and B4″,
 * alone on B4′, drops into B4′’s place." */
static void
check_drop (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_drop");
  AkronMove move = akron_move_step (point (&f, "B4"), point (&f, "E4"));
  AkronPoint chain[AKRON_MAX_SIZE + 1];
  AkronPosition after = *f.pos;
  AkronCell b4_up = cell (&f, "B4'"), b4_up2 = cell (&f, "B4''");

  g_assert_cmpuint (akron_scene_get_drops (f.scene, chain), ==, 2);
  g_assert_cmpuint (chain[0], ==, point (&f, "B4"));
  g_assert_cmpuint (chain[1], ==, point (&f, "B4'"));
  g_assert_cmpuint (chain[2], ==, point (&f, "B4''"));
  g_assert_cmpuint (akron_scene_get_preview (f.scene), ==, point (&f, "E4"));

  g_assert_true (akron_position_check_move (f.pos, &move, NULL));
  akron_position_apply (&after, &move, NULL);
  g_assert_cmpint (akron_position_get_cell (&after, point (&f, "B4")), ==, b4_up);
  g_assert_cmpint (akron_position_get_cell (&after, point (&f, "B4'")), ==, b4_up2);
  g_assert_cmpint (akron_position_get_cell (&after, point (&f, "B4''")), ==, AKRON_CELL_EMPTY);
  g_assert_cmpint (akron_position_get_cell (&after, point (&f, "E4")), ==, AKRON_CELL_VERT);
  /* Drops move pieces of either colour. */
  g_assert_cmpint (b4_up, !=, b4_up2);
}

/* "B3′ rests on B3, C3, B2 and C2 (ringed) and touches all four. ... C3 touches D3." */
static void
check_touch (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_touch");
  AkronPoint up = point (&f, "B3'");
  guint marked = 0;

  for (guint t = 0; t < 4; t++)
    {
      g_assert_cmpint (akron_scene_get_mark (f.scene, f.geo->support[up][t]), ==, AKRON_MARK_YES);
      g_assert_cmpint (akron_position_get_cell (f.pos, f.geo->support[up][t]), !=,
                       AKRON_CELL_EMPTY);
    }
  for (AkronPoint p = 0; p < f.geo->n_points; p++)
    marked += akron_scene_get_mark (f.scene, p) != AKRON_MARK_NONE;
  g_assert_cmpuint (marked, ==, 4);
  g_assert_cmpuint (f.geo->neighbour[point (&f, "C3")][AKRON_EAST], ==, point (&f, "D3"));
  g_assert_cmpint (cell (&f, "D3"), !=, AKRON_CELL_EMPTY);
}

/* "Touching pieces of one colour are linked ... C3 and D3 touch but are not linked: their
 * colours differ." */
static void
check_link (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_link");
  const AkronSceneLink *link;

  g_assert_true (akron_scene_get_show_connections (f.scene));
  for (const char **p = (const char *[]) { "B3", "C3", "B2", "C2", NULL }; *p != NULL; p++)
    {
      link = find_link (&f, "B3'", *p);
      g_assert_nonnull (link);
      g_assert_cmpuint (link->cut, ==, AKRON_CUT_NONE);
    }
  link = find_link (&f, "B3", "C3");
  g_assert_nonnull (link);
  g_assert_cmpuint (link->cut, ==, AKRON_CUT_NONE);
  g_assert_null (find_link (&f, "C3", "D3"));
  g_assert_cmpint (cell (&f, "C3"), !=, cell (&f, "D3"));
}

/* "Vert’s link B4′–B3′ passes over the middle of Horz’s link B3–C3 ... B3–C3 is cut, and
 * the link that cuts has a red edge." */
static void
check_cut (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_cut");
  const AkronSceneLink *lower = find_link (&f, "B3", "C3");
  const AkronSceneLink *upper = find_link (&f, "B4'", "B3'");

  g_assert_true (akron_scene_get_show_connections (f.scene));
  g_assert_nonnull (lower);
  g_assert_cmpint (lower->colour, ==, AKRON_HORZ);
  g_assert_cmpuint (lower->cut, ==, AKRON_CUT_CROSSED);
  g_assert_nonnull (upper);
  g_assert_cmpint (upper->colour, ==, AKRON_VERT);
  g_assert_cmpuint (upper->cut, ==, AKRON_CUT_NONE);
  g_assert_true (upper->cuts);
  /* C3-D3 stands: only the crossed link is cut. */
  g_assert_cmpuint (find_link (&f, "C3", "D3")->cut, ==, AKRON_CUT_NONE);
}

/* "Vert’s B4″ stands straight above Horz’s C3, two levels up, and hides it. C3 is cut from
 * all its links." */
static void
check_covered (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_covered");
  const AkronSceneLink *links;
  guint n, cut = 0;

  g_assert_cmpuint (f.geo->column_up[point (&f, "C3")], ==, point (&f, "B4''"));
  g_assert_cmpint (cell (&f, "C3"), ==, AKRON_CELL_HORZ);
  g_assert_cmpint (cell (&f, "B4''"), ==, AKRON_CELL_VERT);
  g_assert_true (akron_position_is_covered (f.pos, point (&f, "C3")));

  links = akron_scene_get_links (f.scene, &n);
  for (guint t = 0; t < n; t++)
    if (links[t].a == point (&f, "C3") || links[t].b == point (&f, "C3"))
      {
        g_assert_cmpuint (links[t].cut, !=, AKRON_CUT_NONE);
        cut++;
      }
  g_assert_cmpuint (cut, >=, 2);
}

/* "Vert has joined top and bottom (striped gold), and wins at the start of Vert’s next
 * turn if the chain is still there. Horz has this one move to cut it." */
static void
check_delayed (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_delayed");

  g_assert_cmpint (akron_position_get_to_move (f.pos), ==, AKRON_HORZ);
  g_assert_cmpint (akron_scene_get_connection_state (f.scene), ==, AKRON_CONNECTION_PENDING);
  g_assert_cmpint (akron_scene_get_connection_colour (f.scene), ==, AKRON_VERT);
  g_assert_false (akron_position_has_connection (f.pos, AKRON_HORZ, NULL, NULL));
  g_assert_true (akron_position_has_legal_move (f.pos));
}

/* "Vert has placed the first piece. Instead of moving, Horz may swap." */
static void
check_pie (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_pie");
  AkronMove swap = akron_move_special (AKRON_MOVE_SWAP);

  g_assert_cmpint (akron_position_get_to_move (f.pos), ==, AKRON_HORZ);
  g_assert_true (akron_position_check_move (f.pos, &swap, NULL));
  g_assert_cmpuint (akron_position_get_on_board (f.pos, AKRON_VERT), ==, 1);
  g_assert_cmpuint (akron_position_get_on_board (f.pos, AKRON_HORZ), ==, 0);
  g_assert_cmpint (cell (&f, "C3"), ==, AKRON_CELL_VERT);
}

/* "X-ray down to the board surface: the four pieces on level 1 and B4″ on level 2 are
 * ghosts, and the nine pieces in the holes show, C3 in the middle too." */
static void
check_xray (GtkBuilder *builder)
{
  Figure f = figure (builder, "figure_xray");
  const char *holes[] = { "B2", "C2", "D2", "B3", "C3", "D3", "B4", "C4", "D4" };
  const char *ghosts[] = { "B3'", "C3'", "B4'", "C4'", "B4''" };
  guint n_pieces = 0;

  g_assert_cmpuint (akron_scene_get_xray_level (f.scene), ==, 0);
  g_assert_cmpuint (akron_scene_get_hidden_levels (f.scene), ==, 2);
  for (guint t = 0; t < G_N_ELEMENTS (holes); t++)
    g_assert_cmpint (cell (&f, holes[t]), !=, AKRON_CELL_EMPTY);
  for (guint t = 0; t < G_N_ELEMENTS (ghosts); t++)
    {
      g_assert_cmpint (cell (&f, ghosts[t]), !=, AKRON_CELL_EMPTY);
      g_assert_cmpuint (f.geo->level[point (&f, ghosts[t])], >,
                        akron_scene_get_xray_level (f.scene));
    }
  for (AkronPoint p = 0; p < f.geo->n_points; p++)
    n_pieces += akron_position_get_cell (f.pos, p) != AKRON_CELL_EMPTY;
  g_assert_cmpuint (n_pieces, ==, G_N_ELEMENTS (holes) + G_N_ELEMENTS (ghosts));
  /* C3 lies under the stack: B4'' stands in its column. */
  g_assert_true (akron_position_is_covered (f.pos, point (&f, "C3")));
}

static const struct
{
  const char *id;
  void (*check) (GtkBuilder *builder);
} checks[] = {
  { "figure_legal", check_legal },
  { "figure_illegal", check_illegal },
  { "figure_pinned", check_pinned },
  { "figure_drop", check_drop },
  { "figure_touch", check_touch },
  { "figure_link", check_link },
  { "figure_cut", check_cut },
  { "figure_covered", check_covered },
  { "figure_delayed", check_delayed },
  { "figure_pie", check_pie },
  { "figure_xray", check_xray },
};

static GtkBuilder *
rules_page (void)
{
  g_type_ensure (AKRON_TYPE_FIGURE);
  return gtk_builder_new_from_resource ("/io/github/akrongame/Akron/ui/akron-rules-window.ui");
}

static void
test_each_figure (gconstpointer data)
{
  guint index = GPOINTER_TO_UINT (data);
  g_autoptr(GtkBuilder) builder = rules_page ();

  checks[index].check (builder);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "rules_window")));
}

/* Every figure on the page has its check, and the page shows them. */
static void
test_all_checked (void)
{
  g_autoptr(GtkBuilder) builder = rules_page ();
  GtkWidget *window = GTK_WIDGET (gtk_builder_get_object (builder, "rules_window"));
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  guint n_figures = 0;

  for (GSList *l = objects; l != NULL; l = l->next)
    {
      const char *id;
      gboolean found = FALSE;

      if (!AKRON_IS_FIGURE (l->data))
        continue;
      n_figures++;
      id = gtk_buildable_get_buildable_id (GTK_BUILDABLE (l->data));
      for (guint t = 0; t < G_N_ELEMENTS (checks); t++)
        found |= g_strcmp0 (id, checks[t].id) == 0;
      if (!found)
        g_error ("figure %s has no check", id);
    }
  g_assert_cmpuint (n_figures, ==, G_N_ELEMENTS (checks));

  gtk_window_present (GTK_WINDOW (window));
  akron_test_wait_for_draw (window);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  if (!akron_test_ui_init_or_skip ())
    return 0;

  for (guint t = 0; t < G_N_ELEMENTS (checks); t++)
    {
      g_autofree char *name = g_strdup_printf ("/figures/%s", checks[t].id + strlen ("figure_"));
      g_test_add_data_func (name, GUINT_TO_POINTER (t), test_each_figure);
    }
  g_test_add_func ("/figures/all-checked", test_all_checked);

  return g_test_run ();
}
