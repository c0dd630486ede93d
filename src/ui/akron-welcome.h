/* akron-welcome.h: the first start's offer to learn the game, over the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AKRON_TYPE_WELCOME (akron_welcome_get_type ())
G_DECLARE_FINAL_TYPE (AkronWelcome, akron_welcome, AKRON, WELCOME, GtkWidget)

/* A card with "Learn to Play" (app.learn) and "Play". Hidden until offered; either answer
 * puts it away for good (the settings' "welcome-shown"). It lies over the board, so the
 * board never moves when it comes or goes. */
GtkWidget *akron_welcome_new (void);

/* Shows the card unless the offer was answered before. */
void akron_welcome_offer (AkronWelcome *self);

G_END_DECLS
