/* akron-toast-presenter.h: the one way the window shows toasts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AKRON_TYPE_TOAST_PRESENTER (akron_toast_presenter_get_type ())
G_DECLARE_FINAL_TYPE (AkronToastPresenter, akron_toast_presenter, AKRON, TOAST_PRESENTER,
                      GObject)

/* Property "overlay" (AdwToastOverlay, construct-only, not owned). */
AkronToastPresenter *akron_toast_presenter_new (AdwToastOverlay *overlay);

/* Shows @toast (transfer full) in place of the toast shown, which is dismissed; as soon as
 * that is safe (akron-toast-presenter.c says why it may wait a moment), and not at all if
 * another replaces it first. Returns @toast, to dismiss it with. */
AdwToast *akron_toast_presenter_show (AkronToastPresenter *self, AdwToast *toast);
/* A toast with a text; @button and @action (may be NULL) make it a toast to act on. */
AdwToast *akron_toast_presenter_show_text (AkronToastPresenter *self, const char *text,
                                           const char *button, const char *action);
/* The toast shown, or about to be; or NULL. */
AdwToast *akron_toast_presenter_get_shown (AkronToastPresenter *self);
/* Escape pressed anywhere in @widget (the window) dismisses the toast shown, when the
 * widget with the focus does not take it first: the overlay alone sees only the keys
 * pressed while the focus is inside it. */
void akron_toast_presenter_watch_keys (AkronToastPresenter *self, GtkWidget *widget);
/* Dismisses @toast if it is shown or about to be; a toast already gone is left alone. */
void akron_toast_presenter_dismiss (AkronToastPresenter *self, AdwToast *toast);

G_END_DECLS
