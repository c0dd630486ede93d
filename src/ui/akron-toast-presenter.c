/* akron-toast-presenter.c: the one way the window shows toasts
 *
 * One toast at a time: a new toast replaces the one shown, so the overlay's queue stays
 * empty and no toast is ever postponed. Replacing is paced, because libadwaita 1.2's
 * overlay frees a toast when its hide animation ends while its show animation may still
 * run, and then reads it again (a crash), and re-shows a postponed toast whose widget is
 * still hiding (the assertion "!info->widget" in show_toast). Both come from a toast
 * dismissed during its show animation while another was hiding. So the presenter
 *   - never adds a toast while another is hiding (the new one waits SETTLE_MS after the
 *     last dismissal): its show animation then lasts no longer than any hide animation;
 *   - never dismisses a toast itself before SETTLE_MS after adding it;
 *   - uses normal priority only: nothing is queued or postponed;
 *   - holds each toast until well after it is gone.
 * A toast asked for meanwhile waits; a newer one takes its place. Escape, the overlay's
 * own way to dismiss a toast, is caught first while the toast is younger than SETTLE_MS
 * (a toast dismissed in its first frames crashes libadwaita 1.2 too) and the dismissal
 * waits until it is safe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-toast-presenter.h"

/* Longer than libadwaita's show and hide animations (300 ms), with room for slow
 * frames. */
#define SETTLE_MS 600
#define RELEASE_DELAY_S 2

struct _AkronToastPresenter
{
  GObject parent_instance;

  AdwToastOverlay *overlay;  /* weak */
  GtkEventController *keys;  /* the overlay's */
  AdwToast *shown;           /* a reference, until it is dismissed */
  gulong dismissed_id;
  gint64 shown_at;           /* monotonic time it was added */
  gboolean dismiss_shown;    /* asked for before it could be done */
  AdwToast *pending;         /* to show next, owned */
  gint64 hidden_at;          /* monotonic time of the last dismissal */
  guint pace_id;
};

G_DEFINE_FINAL_TYPE (AkronToastPresenter, akron_toast_presenter, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_OVERLAY,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void pace (AkronToastPresenter *self);
static gboolean on_key_pressed (GtkEventControllerKey *controller, guint keyval,
                                guint keycode, GdkModifierType state,
                                AkronToastPresenter *self);

AkronToastPresenter *
akron_toast_presenter_new (AdwToastOverlay *overlay)
{
  g_return_val_if_fail (ADW_IS_TOAST_OVERLAY (overlay), NULL);

  return g_object_new (AKRON_TYPE_TOAST_PRESENTER, "overlay", overlay, NULL);
}

AdwToast *
akron_toast_presenter_get_shown (AkronToastPresenter *self)
{
  g_return_val_if_fail (AKRON_IS_TOAST_PRESENTER (self), NULL);
  return self->pending != NULL ? self->pending : self->shown;
}

static gboolean
release_toast (gpointer toast)
{
  g_object_unref (toast);
  return G_SOURCE_REMOVE;
}

/* The toast shown is gone (dismissed here, timed out, closed, or Escape). */
static void
forget_shown (AkronToastPresenter *self)
{
  if (self->shown == NULL)
    return;
  g_clear_signal_handler (&self->dismissed_id, self->shown);
  g_timeout_add_seconds (RELEASE_DELAY_S, release_toast, g_steal_pointer (&self->shown));
  self->dismiss_shown = FALSE;
  self->hidden_at = g_get_monotonic_time ();
  if (self->pending != NULL)
    pace (self);
}

static void
add_pending (AkronToastPresenter *self)
{
  AdwToast *toast = g_steal_pointer (&self->pending);

  if (self->overlay == NULL)
    {
      g_object_unref (toast);
      return;
    }
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_NORMAL);
  self->shown = g_object_ref (toast);
  self->shown_at = g_get_monotonic_time ();
  self->dismissed_id = g_signal_connect_swapped (toast, "dismissed",
                                                 G_CALLBACK (forget_shown), self);
  adw_toast_overlay_add_toast (self->overlay, toast);
}

static gboolean
on_pace (gpointer data)
{
  AkronToastPresenter *self = data;

  self->pace_id = 0;
  pace (self);
  return G_SOURCE_REMOVE;
}

static void
wait_until (AkronToastPresenter *self, gint64 when)
{
  gint64 ms = (when - g_get_monotonic_time () + 999) / 1000;

  g_clear_handle_id (&self->pace_id, g_source_remove);
  self->pace_id = g_timeout_add (MAX (ms, 1), on_pace, self);
}

/* Does the next step as soon as it is safe: dismiss the toast shown, then add the next. */
static void
pace (AkronToastPresenter *self)
{
  gint64 now = g_get_monotonic_time ();

  if (self->shown != NULL && (self->pending != NULL || self->dismiss_shown))
    {
      if (now < self->shown_at + SETTLE_MS * 1000)
        {
          wait_until (self, self->shown_at + SETTLE_MS * 1000);
          return;
        }
      adw_toast_dismiss (self->shown);  /* forget_shown() follows */
      forget_shown (self);
      return;
    }
  if (self->shown == NULL && self->pending != NULL)
    {
      if (now < self->hidden_at + SETTLE_MS * 1000)
        {
          wait_until (self, self->hidden_at + SETTLE_MS * 1000);
          return;
        }
      add_pending (self);
    }
}

/* Escape on a toast that is too young to be dismissed yet: dismissed as soon as it can be. */
static gboolean
on_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AkronToastPresenter *self)
{
  if (keyval != GDK_KEY_Escape || self->shown == NULL
      || g_get_monotonic_time () >= self->shown_at + SETTLE_MS * 1000)
    return GDK_EVENT_PROPAGATE;
  akron_toast_presenter_dismiss (self, self->shown);
  return GDK_EVENT_STOP;
}

/* Escape outside the overlay, once the focused widget had it and left it: the overlay's
 * own binding sees only keys pressed while the focus is inside it. */
static gboolean
on_window_key_pressed (GtkEventControllerKey *controller, guint keyval, guint keycode,
                       GdkModifierType state, AkronToastPresenter *self)
{
  if (keyval != GDK_KEY_Escape || self->shown == NULL || self->dismiss_shown)
    return GDK_EVENT_PROPAGATE;
  akron_toast_presenter_dismiss (self, self->shown);
  return GDK_EVENT_STOP;
}

void
akron_toast_presenter_watch_keys (AkronToastPresenter *self, GtkWidget *widget)
{
  GtkEventController *keys;

  g_return_if_fail (AKRON_IS_TOAST_PRESENTER (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_BUBBLE);
  g_signal_connect_object (keys, "key-pressed", G_CALLBACK (on_window_key_pressed), self, 0);
  gtk_widget_add_controller (widget, keys);
}

void
akron_toast_presenter_dismiss (AkronToastPresenter *self, AdwToast *toast)
{
  g_return_if_fail (AKRON_IS_TOAST_PRESENTER (self));

  if (toast == NULL)
    return;
  if (toast == self->pending)
    g_clear_object (&self->pending);
  else if (toast == self->shown)
    {
      self->dismiss_shown = TRUE;
      pace (self);
    }
}

AdwToast *
akron_toast_presenter_show (AkronToastPresenter *self, AdwToast *toast)
{
  g_return_val_if_fail (AKRON_IS_TOAST_PRESENTER (self), NULL);
  g_return_val_if_fail (ADW_IS_TOAST (toast), NULL);

  /* One asked for before and not shown yet is out of date. */
  g_clear_object (&self->pending);
  self->pending = toast;
  pace (self);
  return toast;
}

AdwToast *
akron_toast_presenter_show_text (AkronToastPresenter *self, const char *text,
                                 const char *button, const char *action)
{
  AdwToast *toast;

  g_return_val_if_fail (AKRON_IS_TOAST_PRESENTER (self), NULL);
  g_return_val_if_fail (text != NULL, NULL);

  toast = adw_toast_new (text);
  /* Time to read it, and more to decide when there is something to do. */
  adw_toast_set_timeout (toast, button != NULL ? 8 : 4);
  if (button != NULL)
    {
      adw_toast_set_button_label (toast, button);
      adw_toast_set_action_name (toast, action);
    }
  return akron_toast_presenter_show (self, toast);
}

static void
akron_toast_presenter_dispose (GObject *object)
{
  AkronToastPresenter *self = AKRON_TOAST_PRESENTER (object);

  g_clear_handle_id (&self->pace_id, g_source_remove);
  g_clear_object (&self->pending);
  forget_shown (self);
  if (self->overlay != NULL)
    {
      gtk_widget_remove_controller (GTK_WIDGET (self->overlay), self->keys);
      g_object_remove_weak_pointer (G_OBJECT (self->overlay), (gpointer *) &self->overlay);
    }
  self->overlay = NULL;
  self->keys = NULL;

  G_OBJECT_CLASS (akron_toast_presenter_parent_class)->dispose (object);
}

static void
akron_toast_presenter_set_property (GObject *object, guint prop_id, const GValue *value,
                                    GParamSpec *pspec)
{
  AkronToastPresenter *self = AKRON_TOAST_PRESENTER (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      self->overlay = g_value_get_object (value);
      g_object_add_weak_pointer (G_OBJECT (self->overlay), (gpointer *) &self->overlay);
      /* Before the overlay's own Escape binding, and before the focused widget's. */
      self->keys = gtk_event_controller_key_new ();
      gtk_event_controller_set_propagation_phase (self->keys, GTK_PHASE_CAPTURE);
      g_signal_connect_object (self->keys, "key-pressed", G_CALLBACK (on_key_pressed), self,
                               0);
      gtk_widget_add_controller (GTK_WIDGET (self->overlay), self->keys);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_toast_presenter_get_property (GObject *object, guint prop_id, GValue *value,
                                    GParamSpec *pspec)
{
  AkronToastPresenter *self = AKRON_TOAST_PRESENTER (object);

  switch (prop_id)
    {
    case PROP_OVERLAY:
      g_value_set_object (value, self->overlay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_toast_presenter_class_init (AkronToastPresenterClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = akron_toast_presenter_dispose;
  object_class->set_property = akron_toast_presenter_set_property;
  object_class->get_property = akron_toast_presenter_get_property;

  properties[PROP_OVERLAY] =
    g_param_spec_object ("overlay", NULL, NULL, ADW_TYPE_TOAST_OVERLAY,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_toast_presenter_init (AkronToastPresenter *self)
{
}
