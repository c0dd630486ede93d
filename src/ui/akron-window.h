/* akron-window.h: the game window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "akron-board.h"
#include "akron-computer-player.h"
#include "akron-document.h"
#include "akron-hint.h"
#include "akron-match.h"
#include "akron-review-model.h"
#include "akron-move-view.h"
#include "akron-session.h"
#include "akron-sound.h"

G_BEGIN_DECLS

#define AKRON_TYPE_WINDOW (akron_window_get_type ())
G_DECLARE_FINAL_TYPE (AkronWindow, akron_window, AKRON, WINDOW, AdwApplicationWindow)

/* Properties: "session" (AkronSession, construct-only), read-only "document"
 * (AkronDocument: the game shown) and "keeping" (boolean: the session has given back its
 * game, after akron_window_start(), and from then on the game shown is kept in it).
 *
 * @application may be NULL (tests); @session NULL: the game shown is not kept. */
AkronWindow *akron_window_new (AdwApplication *application, AkronSession *session);

AkronSession *akron_window_get_session (AkronWindow *self);
AkronDocument *akron_window_get_document (AkronWindow *self);
AkronGame *akron_window_get_game (AkronWindow *self);
AkronMatch *akron_window_get_match (AkronWindow *self);
AkronBoard *akron_window_get_board (AkronWindow *self);
AkronMoveView *akron_window_get_move_view (AkronWindow *self);
/* The computer opponent, who plays the colour a game's [Computer] tag names, and the hint
 * (tests set their node budgets). */
AkronComputerPlayer *akron_window_get_computer (AkronWindow *self);
AkronHint *akron_window_get_hint (AkronWindow *self);
/* The review of the game shown (win.review; tests set its node budget). */
AkronReviewModel *akron_window_get_review (AkronWindow *self);
/* The sounds the window asks for (tests count them). */
AkronSound *akron_window_get_sound (AkronWindow *self);

/* Shows @document instead of the game shown. A game left is never lost: one worth
 * continuing goes to the session's games to continue, and a toast offers to bring it
 * back. */
void akron_window_show_document (AkronWindow *self, AkronDocument *document);
/* The same for a new document of @game, read from @file (NULL: in no file). */
void akron_window_set_game (AkronWindow *self, AkronGame *game, GFile *file);

/* Shows @game, one of the session's games to continue; the game shown goes to the list
 * in its place (if it is worth continuing). */
void akron_window_continue_game (AkronWindow *self, AkronSavedGame *game);

/* The list of games to continue, over the window (win.continue). */
void akron_window_show_continue (AkronWindow *self);

/* At start: the game kept by the last run comes back; or, with @file, that file is shown
 * (and the kept game, if it had unsaved changes, is put aside). */
void akron_window_start (AkronWindow *self, GFile *file);
/* On the first start: the offer to learn the game ("Learn to Play" or "Play") over the
 * board, unless it was answered before. */
void akron_window_offer_welcome (AkronWindow *self);

/* What the menu items do. Open with @file NULL asks for a file. */
void akron_window_new_game (AkronWindow *self);
/* New Game with the choices of a newcomer's first game, after the lessons (app.first-game):
 * see akron_new_game_dialog_preset_first_game(). The game shown is kept as by New Game. */
void akron_window_new_first_game (AkronWindow *self);
void akron_window_open (AkronWindow *self, GFile *file);
void akron_window_save (AkronWindow *self);
void akron_window_save_as (AkronWindow *self);
/* Closes the window once the game shown is kept. With @may_ask, a game that cannot be kept
 * and has unsaved changes makes the window ask first; without (the system is shutting down)
 * it closes anyway. */
void akron_window_close (AkronWindow *self, gboolean may_ask);

G_END_DECLS
