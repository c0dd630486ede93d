/* akron-history-entry.c: one row of the move list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "akron-enums.h"
#include "akron-history-entry.h"

struct _AkronHistoryEntry
{
  GObject parent_instance;

  guint ply;
  char *text;
  gboolean current;
  gboolean future;
  guint drops;
  AkronReviewMark mark;
  char *better;
};

G_DEFINE_FINAL_TYPE (AkronHistoryEntry, akron_history_entry, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PLY,
  PROP_TEXT,
  PROP_CURRENT,
  PROP_FUTURE,
  PROP_DROPS,
  PROP_MARK,
  PROP_BETTER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

AkronHistoryEntry *
akron_history_entry_new (guint ply, const char *text)
{
  return g_object_new (AKRON_TYPE_HISTORY_ENTRY, "ply", ply, "text", text, NULL);
}

guint
akron_history_entry_get_ply (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), 0);
  return self->ply;
}

const char *
akron_history_entry_get_text (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), NULL);
  return self->text;
}

gboolean
akron_history_entry_get_current (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), FALSE);
  return self->current;
}

void
akron_history_entry_set_current (AkronHistoryEntry *self, gboolean current)
{
  g_return_if_fail (AKRON_IS_HISTORY_ENTRY (self));

  current = !!current;
  if (self->current == current)
    return;
  self->current = current;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CURRENT]);
}

gboolean
akron_history_entry_get_future (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), FALSE);
  return self->future;
}

void
akron_history_entry_set_future (AkronHistoryEntry *self, gboolean future)
{
  g_return_if_fail (AKRON_IS_HISTORY_ENTRY (self));

  future = !!future;
  if (self->future == future)
    return;
  self->future = future;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FUTURE]);
}

guint
akron_history_entry_get_drops (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), 0);
  return self->drops;
}

void
akron_history_entry_set_drops (AkronHistoryEntry *self, guint drops)
{
  g_return_if_fail (AKRON_IS_HISTORY_ENTRY (self));

  if (self->drops == drops)
    return;
  self->drops = drops;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DROPS]);
}

AkronReviewMark
akron_history_entry_get_mark (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), AKRON_REVIEW_MARK_NONE);
  return self->mark;
}

const char *
akron_history_entry_get_better (AkronHistoryEntry *self)
{
  g_return_val_if_fail (AKRON_IS_HISTORY_ENTRY (self), NULL);
  return self->better;
}

void
akron_history_entry_set_review (AkronHistoryEntry *self, AkronReviewMark mark,
                                const char *better)
{
  g_return_if_fail (AKRON_IS_HISTORY_ENTRY (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->mark != mark)
    {
      self->mark = mark;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MARK]);
    }
  if (g_strcmp0 (self->better, better) != 0)
    {
      g_free (self->better);
      self->better = g_strdup (better);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BETTER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
akron_history_entry_finalize (GObject *object)
{
  g_free (AKRON_HISTORY_ENTRY (object)->text);
  g_free (AKRON_HISTORY_ENTRY (object)->better);

  G_OBJECT_CLASS (akron_history_entry_parent_class)->finalize (object);
}

static void
akron_history_entry_get_property (GObject *object, guint prop_id, GValue *value,
                                  GParamSpec *pspec)
{
  AkronHistoryEntry *self = AKRON_HISTORY_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PLY:
      g_value_set_uint (value, self->ply);
      break;
    case PROP_TEXT:
      g_value_set_string (value, self->text);
      break;
    case PROP_CURRENT:
      g_value_set_boolean (value, self->current);
      break;
    case PROP_FUTURE:
      g_value_set_boolean (value, self->future);
      break;
    case PROP_DROPS:
      g_value_set_uint (value, self->drops);
      break;
    case PROP_MARK:
      g_value_set_enum (value, self->mark);
      break;
    case PROP_BETTER:
      g_value_set_string (value, self->better);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_history_entry_set_property (GObject *object, guint prop_id, const GValue *value,
                                  GParamSpec *pspec)
{
  AkronHistoryEntry *self = AKRON_HISTORY_ENTRY (object);

  switch (prop_id)
    {
    case PROP_PLY:
      self->ply = g_value_get_uint (value);
      break;
    case PROP_TEXT:
      self->text = g_value_dup_string (value);
      break;
    case PROP_CURRENT:
      akron_history_entry_set_current (self, g_value_get_boolean (value));
      break;
    case PROP_FUTURE:
      akron_history_entry_set_future (self, g_value_get_boolean (value));
      break;
    case PROP_DROPS:
      akron_history_entry_set_drops (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_history_entry_class_init (AkronHistoryEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = akron_history_entry_finalize;
  object_class->get_property = akron_history_entry_get_property;
  object_class->set_property = akron_history_entry_set_property;

  properties[PROP_PLY] =
    g_param_spec_uint ("ply", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TEXT] =
    g_param_spec_string ("text", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CURRENT] =
    g_param_spec_boolean ("current", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_FUTURE] =
    g_param_spec_boolean ("future", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_DROPS] =
    g_param_spec_uint ("drops", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_MARK] =
    g_param_spec_enum ("mark", NULL, NULL, AKRON_TYPE_REVIEW_MARK, AKRON_REVIEW_MARK_NONE,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_BETTER] =
    g_param_spec_string ("better", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
akron_history_entry_init (AkronHistoryEntry *self)
{
}
