/* akron-labels.h: the words the window uses for a game, in one place
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "akron-game.h"
#include "akron-match.h"
#include "akron-scene.h"

G_BEGIN_DECLS

/* Why a piece of the opponent of @to_move cannot be chosen ("It is Ann’s turn: this piece
 * belongs to Bob"); said to the person when the opponent is the computer. */
char *akron_label_not_yours (AkronGame *game, AkronColour to_move);
/* "Vert" or "Horz", translated. */
const char *akron_label_colour (AkronColour colour);
/* The name of whoever plays @colour now, or the colour's name (always, for a NULL @game:
 * a position shown without a game). */
const char *akron_label_player (AkronGame *game, AkronColour colour);
/* How the game ended ("Ann wins by connection"), or "" while it goes on. */
char *akron_label_result (AkronGame *game);
/* A move as the move list shows it: "3. D4", "3… E5", and "Start" for @ply 0 (the
 * position before any move). @ply counts the moves played, the shown one included. */
char *akron_label_move (AkronGame *game, guint ply);
/* The status line: whose turn, the result, and where the player is browsing. */
char *akron_label_status (AkronGame *game);
/* A game's title: "Ann vs Bob" (a missing name is its colour), or NULL without names. */
char *akron_label_players (AkronGame *game);
/* @text with a capital first letter, for a message that starts a sentence (the engine's
 * reasons start in lower case, as they continue a sentence in akron-cli). */
char *akron_label_sentence (const char *text);
/* An error about @file as a sentence for a dialog: the file's own name, which the dialog
 * heading already says, is dropped from its start, and the first letter is a capital. */
char *akron_label_file_error (GFile *file, const GError *error);

/* What is happening, for the status line under the board: the news of the last move (a
 * swap, marbles dropped), then a pending win ("Bob is connected: cut the chain this turn or
 * Bob wins") or whose turn it is; once the game is over, its result and why. @scene shows
 * @game (its connection is the one the board highlights). @match (may be NULL) tells
 * whether a person plays alone against the computer: then a cut of their chain is "your
 * chain", and their turn "Your move" ("Thinking…" while the computer thinks). */
char *akron_label_report (AkronGame *game, AkronScene *scene, AkronMatch *match);
/* The news of a cut (@link, of the opponent of @mover), "Horz cut Vert’s chain between
 * F6 and G6", or to @person playing against the computer, "Horz cut your chain between
 * F6 and G6". */
char *akron_label_cut (AkronGame *game, const AkronGeometry *geo, const AkronSceneLink *link,
                       gboolean to_person);
/* After a swap (the last move shown): who now plays which colour, with or without names;
 * against the computer (@match, may be NULL), to the person. */
char *akron_label_swap (AkronGame *game, AkronMatch *match);
/* "Bob is connected: cut the chain this turn or Bob wins". */
char *akron_label_pending_win (AkronGame *game, AkronColour connected);
/* The badge of a move list row whose move made @drops marbles drop: "2 dropped". */
char *akron_label_drops_badge (guint drops);
/* The heading of a finished game ("Ann Wins", "Draw"). */
char *akron_label_ending_heading (AkronGame *game);
/* The same told to the person who played @person against the computer: "You Win",
 * "You Lose", "Draw". */
char *akron_label_ending_heading_for (AkronGame *game, AkronColour person);
/* Why it ended, as a sentence: "Ann connected top and bottom", "Bob’s move revealed Ann’s
 * connection", "Bob resigned", "The same position occurred three times". */
char *akron_label_ending_reason (AkronGame *game, AkronScene *scene);
/* The line that ends a finished game's move list: "1–0 · Ann connected". */
char *akron_label_result_line (AkronGame *game);
/* The variant: "8×8 · 32 marbles each · Pie rule". */
char *akron_label_variant (AkronGame *game);

G_END_DECLS
