/* akron-window-private.h: what the window's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-game-over.h"
#include "akron-player-card.h"
#include "akron-review-pane.h"
#include "akron-settings.h"
#include "akron-sound.h"
#include "akron-toast-presenter.h"
#include "akron-welcome.h"
#include "akron-window.h"

G_BEGIN_DECLS

/* The window's .ui: AdwOverlaySplitView and breakpoints where libadwaita has them, AdwFlap
 * and AdwSqueezer (deprecated there) before. */
#if ADW_CHECK_VERSION (1, 4, 0)
# define AKRON_WINDOW_UI "/io/github/akrongame/Akron/ui/akron-window-split-view.ui"
# define AKRON_SPLIT_VIEW_FOLDED "collapsed"
# define AKRON_SPLIT_VIEW_SHOWN "show-sidebar"
#else
# define AKRON_WINDOW_UI "/io/github/akrongame/Akron/ui/akron-window.ui"
# define AKRON_SPLIT_VIEW_FOLDED "folded"
# define AKRON_SPLIT_VIEW_SHOWN "reveal-flap"
#endif

struct _AkronWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkRevealer *autosave_revealer;
  GtkLabel *autosave_label;
  /* The sidebar beside the board: an AdwOverlaySplitView on libadwaita 1.4 and later, an
   * AdwFlap before (AKRON_SPLIT_VIEW_* name their properties). */
  GtkWidget *split_view;
  AkronBoard *board;
  AkronGameOver *game_over;
  AkronWelcome *welcome;
  GtkWidget *leave_fullscreen_button;
  GtkWidget *game_bar;
  GtkWidget *compact_cards;
  AkronPlayerCard *vert_compact_card;
  AkronPlayerCard *horz_compact_card;
  GtkStack *bar_stack;
  GtkLabel *status_label;
  GtkLabel *swap_label;
  GtkLabel *draw_label;
  AkronPlayerCard *vert_card;
  AkronPlayerCard *horz_card;
  AkronMoveView *move_view;
  AkronReviewPane *review_pane;
  /* Where the review pane goes: under the board, or in the sidebar under the move list. */
  GtkWidget *board_review_slot;
  GtkWidget *sidebar_review_slot;
  GtkWidget *xray_box;
  GtkScale *xray_scale;
  GtkAdjustment *xray_adjustment;
  GtkButton *hint_button;
  GtkStack *hint_stack;
  GtkSpinner *thinking_spinner;

  AkronSettings *settings;
  AkronSound *sound;
  /* A clunk waits for the marbles to land: the ply of the move that dropped them. */
  guint clunk_ply;
  gconstpointer clunk_game;
  gboolean clunk_pending;
  AkronSession *session;
  /* Seats two people at the board, or one and its computer opponent. */
  AkronMatch *match;
  AkronHint *hint;
  /* The review of the game shown, when the player asks for one. */
  AkronReviewModel *review;
  char *subtitle_before_thinking;
  AkronDocument *document;
  AkronGame *game;
  GSignalGroup *document_signals;
  GSignalGroup *game_signals;
  GBindingGroup *document_bindings;

  /* Bumped whenever another document is shown: an answer for an older one is dropped. */
  guint shown_serial;
  GCancellable *cancellable;
#if !GTK_CHECK_VERSION (4, 10, 0)
  GtkNativeDialog *chooser;
#endif
  /* Every toast goes through it (akron-toast-presenter.c says why). */
  AkronToastPresenter *toasts;
  /* The last document put aside, for the toast that brings it back. */
  AdwToast *replaced_toast;
  /* The toast whose Undo brings back the line deleted last. */
  AdwToast *removed_toast;

  /* The session has given back its game: from now on the game shown is kept. */
  gboolean keeping;
  gboolean closing;
};

/* akron-window-actions.c */
void _akron_window_actions_init (AkronWindow *self);

/* akron-window-tell.c: what the window says and plays about the game */
void _akron_window_tell_init (AkronWindow *self);
char *_akron_window_tell_status (AkronWindow *self);
void _akron_window_tell_update_subtitle (AkronWindow *self);

/* akron-window-review.c: the review of the game shown */
void _akron_window_review_init (AkronWindow *self);
void _akron_window_review_update_hint (AkronWindow *self);

/* akron-window.c */
void _akron_window_show_toast (AkronWindow *self, const char *text);
void _akron_window_show_error (AkronWindow *self, const char *heading, const char *body);
void _akron_window_restore_replaced (AkronWindow *self);

G_END_DECLS
