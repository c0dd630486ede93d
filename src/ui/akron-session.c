/* akron-session.c: the game in progress kept between runs
 *
 * One policy, GNOME Chess's: the game shown is always kept (finished games too, with its
 * file, its modified state and the move it is viewed at) and comes back at the next start,
 * so quitting asks nothing. Every game that another one replaces and that is worth
 * continuing (unfinished, or with moves in no file) is kept too, each in its own record,
 * until the player continues it or deletes it: the library (AkronGameLibrary) is their
 * list.
 *
 * Files, in the session directory:
 *   current.akron   the game shown; session values are extra tags named "Session...",
 *                   which restore takes off again
 *   games/N.akron   the games kept to continue (any name), with the same tags
 *   games/deleted/  games the player deleted, until the next start (Undo brings them back)
 *   replaced.akron  the one game an older Akron put aside: moved into games/ at start
 *   lock            held (flock) by the Akron that owns the session: a second Akron
 *                   started without D-Bus, where GApplication cannot make it hand over to
 *                   the first, leaves the session alone and says so
 *
 * Every read and write runs in a worker thread; writes run one at a time, in an order that
 * keeps every game on disk at every moment: a game left is written to the library before
 * the autosave replaces it, and a game continued leaves the library only after the autosave
 * has it. Damaged records, the autosave's or the library's, are moved aside and as much of
 * their game as is legal comes back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* flock() and O_CLOEXEC are not in C11. */
#define _DEFAULT_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <sys/file.h>
#include <unistd.h>

#include "akron-record.h"
#include "akron-session.h"

#define AUTOSAVE_NAME "current.akron"
#define REPLACED_NAME "replaced.akron"
#define GAMES_NAME "games"
#define TRASH_NAME "deleted"
#define RECORD_SUFFIX ".akron"
#define LOCK_NAME "lock"
#define SESSION_TAG_PREFIX "Session"
#define FILE_TAG SESSION_TAG_PREFIX "File"
#define MODIFIED_TAG SESSION_TAG_PREFIX "Modified"
/* A damaged autosave is read for repair up to this size: far above any real game. */
#define SALVAGE_MAX_BYTES (256 * 1024 * 1024)

typedef enum
{
  JOB_AUTOSAVE,
  JOB_KEEP,     /* a game left, into the library */
  JOB_FORGET,   /* a game continued: its library record goes */
  JOB_TRASH,    /* deleted by the player: into games/deleted */
  JOB_UNTRASH,  /* the deletion undone */
} JobKind;

typedef struct
{
  JobKind kind;
  AkronDocument *document;
  GStrv state;
  GFile *file;  /* the library record */
} Job;

struct _AkronSession
{
  GObject parent_instance;

  GFile *directory;
  int lock_fd;
  gboolean owner;
  /* Set when the autosave must not be written over (it could not be read). */
  gboolean hands_off;
  char *autosave_error;

  AkronGameLibrary *library;
  /* The game last put aside in this run, for "Bring Back". */
  AkronSavedGame *last_kept;

  gboolean writing;
  /* In this order: keeps, then the autosave, then the rest. */
  GQueue keep_jobs;      /* of Job */
  Job *next_autosave;
  GQueue library_jobs;   /* of Job */
  GPtrArray *flushes;    /* GTask waiting for the writes to end */
};

G_DEFINE_FINAL_TYPE (AkronSession, akron_session, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_DIRECTORY,
  PROP_OWNER,
  PROP_AUTOSAVE_ERROR,
  PROP_HAS_REPLACED,
  N_PROPS
};

enum
{
  AUTOSAVE_RECOVERED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void run_next_job (AkronSession *self);

/* Properties ---------------------------------------------------------------------------- */

GFile *
akron_session_get_directory (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  return self->directory;
}

gboolean
akron_session_get_owner (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), FALSE);
  return self->owner;
}

const char *
akron_session_get_autosave_error (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  return self->autosave_error;
}

gboolean
akron_session_get_has_replaced (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), FALSE);
  return self->last_kept != NULL && akron_game_library_contains (self->library,
                                                                 self->last_kept);
}

AkronSavedGame *
akron_session_get_last_kept (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  return akron_session_get_has_replaced (self) ? self->last_kept : NULL;
}

AkronGameLibrary *
akron_session_get_library (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  return self->library;
}

GFile *
akron_session_get_autosave_file (AkronSession *self)
{
  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  return g_file_get_child (self->directory, AUTOSAVE_NAME);
}

static void
set_autosave_error (AkronSession *self, const char *message)
{
  if (g_strcmp0 (self->autosave_error, message) == 0)
    return;
  g_free (self->autosave_error);
  self->autosave_error = g_strdup (message);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_ERROR]);
}

static void
notify_has_replaced (AkronSession *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HAS_REPLACED]);
}

/* Session values in records --------------------------------------------------------------- */

static GStrv
session_tags (AkronDocument *document, const char *const *state)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  GFile *file = akron_document_get_file (document);

  if (file != NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_strv_builder_add (builder, FILE_TAG);
      g_strv_builder_add (builder, uri);
    }
  g_strv_builder_add (builder, MODIFIED_TAG);
  g_strv_builder_add (builder, akron_document_get_modified (document) ? "yes" : "no");

  for (guint t = 0; state != NULL && state[t] != NULL && state[t + 1] != NULL; t += 2)
    {
      g_autofree char *key = g_strconcat (SESSION_TAG_PREFIX, state[t], NULL);

      g_strv_builder_add (builder, key);
      g_strv_builder_add (builder, state[t + 1]);
    }
  return g_strv_builder_end (builder);
}

/* Takes the session's tags off @game and makes its document. */
static AkronDocument *
document_from_kept_game (AkronGame *game, GHashTable **state)
{
  GPtrArray *tags = akron_game_get_extra_tags (game);
  g_autoptr(GHashTable) values = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                        g_free);
  g_autoptr(GFile) file = NULL;
  gboolean modified = FALSE;
  AkronDocument *document;

  /* The tags belong to the game; these are ours, written by akron_session_autosave(). */
  for (guint t = tags->len; t-- > 0;)
    {
      AkronTag *tag = g_ptr_array_index (tags, t);

      if (!g_str_has_prefix (tag->key, SESSION_TAG_PREFIX))
        continue;
      if (g_strcmp0 (tag->key, FILE_TAG) == 0)
        file = g_file_new_for_uri (tag->value);
      else if (g_strcmp0 (tag->key, MODIFIED_TAG) == 0)
        modified = g_strcmp0 (tag->value, "yes") == 0;
      else
        g_hash_table_insert (values, g_strdup (tag->key + strlen (SESSION_TAG_PREFIX)),
                             g_strdup (tag->value));
      g_ptr_array_remove_index (tags, t);
    }

  document = akron_document_new (game, file);
  akron_document_set_modified (document, modified);
  if (state != NULL)
    *state = g_steal_pointer (&values);
  return document;
}

/* Restoring ------------------------------------------------------------------------------ */

/* A game of the library, as read in a worker thread. */
typedef struct
{
  GFile *file;
  AkronGame *game;
  GDateTime *last_played;
} Kept;

static void
kept_free (Kept *kept)
{
  g_clear_object (&kept->file);
  g_clear_object (&kept->game);
  g_clear_pointer (&kept->last_played, g_date_time_unref);
  g_free (kept);
}

typedef struct
{
  AkronGame *game;
  char *notice;
  gboolean hands_off;
  GPtrArray *kept;   /* of Kept */
  GPtrArray *notices;  /* of char *: what the player should be told about the library */
} Restored;

static Restored *
restored_new (void)
{
  Restored *restored = g_new0 (Restored, 1);

  restored->kept = g_ptr_array_new_with_free_func ((GDestroyNotify) kept_free);
  restored->notices = g_ptr_array_new_with_free_func (g_free);
  return restored;
}

static void
restored_free (Restored *restored)
{
  g_clear_object (&restored->game);
  g_free (restored->notice);
  g_ptr_array_unref (restored->kept);
  g_ptr_array_unref (restored->notices);
  g_free (restored);
}

/* Reads at most SALVAGE_MAX_BYTES of @file, whatever it is. */
static char *
read_bounded (GFile *file, gsize *length, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFileInputStream) stream = g_file_read (file, cancellable, error);
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  guint8 buffer[64 * 1024];

  if (stream == NULL)
    return NULL;
  for (;;)
    {
      gssize n = g_input_stream_read (G_INPUT_STREAM (stream), buffer, sizeof buffer,
                                      cancellable, error);

      if (n < 0)
        return NULL;
      if (n == 0 || bytes->len + n > SALVAGE_MAX_BYTES)
        break;
      g_byte_array_append (bytes, buffer, n);
    }
  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
}

/* A damaged record is moved aside (NAME.broken-DATE, returned in @broken_name) and the
 * longest legal start of its game read from it (NULL, or @n_kept moves). FALSE, with
 * @error, if it could not be moved: then it must be left as it is. */
static gboolean
salvage_record (GFile *file, AkronGame **game, guint *n_kept, char **broken_name,
                GCancellable *cancellable, GError **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *date = g_date_time_format (now, "%Y-%m-%d-%H%M%S");
  g_autofree char *name = g_file_get_basename (file);
  g_autofree char *aside_name = g_strconcat (name, ".broken-", date, NULL);
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GFile) broken = g_file_get_child (dir, aside_name);
  g_autoptr(GError) problem = NULL;
  g_autofree char *text = NULL;
  gsize length = 0;

  *game = NULL;
  *n_kept = 0;
  if (!g_file_move (file, broken, G_FILE_COPY_NONE, cancellable, NULL, NULL, error))
    return FALSE;

  text = read_bounded (broken, &length, cancellable, NULL);
  if (text != NULL)
    *game = akron_record_parse_salvage (text, length, n_kept, &problem);
  if (*game != NULL && *n_kept == 0)
    g_clear_object (game);
  *broken_name = g_steal_pointer (&aside_name);
  return TRUE;
}

/* A damaged autosave: moved aside, and as much of its game as is legal comes back. */
static void
salvage (GFile *file, const GError *damage, Restored *restored, GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *broken_name = NULL;
  guint n_kept = 0;

  if (!salvage_record (file, &restored->game, &n_kept, &broken_name, cancellable, &error))
    {
      /* Left where it is, it must not be written over. */
      restored->hands_off = TRUE;
      /* Translators: what is wrong with the file, then why it could not be renamed */
      restored->notice = g_strdup_printf (_("The game kept from the last time is damaged "
                                            "(%s) and could not be put aside (%s). It is left "
                                            "as it is, and this game is not saved "
                                            "automatically."),
                                          damage->message, error->message);
      return;
    }

  /* Both forms carry the number: printf takes the same arguments whichever is chosen. */
  if (restored->game != NULL)
    restored->notice =
      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                    /* Translators: what is wrong with the file, the number
                                     * of moves kept from the game's start, and the name
                                     * the damaged file now has */
                                    "The game kept from the last time is damaged (%s). %u "
                                    "move from its start was recovered. The damaged file is "
                                    "kept as “%s”.",
                                    "The game kept from the last time is damaged (%s). %u "
                                    "moves from its start were recovered. The damaged file "
                                    "is kept as “%s”.",
                                    n_kept),
                       damage->message, n_kept, broken_name);
  else
    /* Translators: what is wrong with the file, then the name it now has */
    restored->notice = g_strdup_printf (_("The game kept from the last time is damaged (%s) "
                                          "and no move of it could be recovered. The damaged "
                                          "file is kept as “%s”."),
                                        damage->message, broken_name);
}

static void
restore_autosave (GFile *file, Restored *restored, GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;

  /* A FIFO there (or a hung network home) must not block the start for ever. */
  if (akron_document_check_regular_file (file, cancellable, &error))
    restored->game = akron_record_load (file, cancellable, &error);
  if (restored->game == NULL)
    {
      if (g_error_matches (error, AKRON_ERROR, AKRON_ERROR_RECORD))
        salvage (file, error, restored, cancellable);
      else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        {
          restored->hands_off = TRUE;
          /* Translators: %s says why the file could not be read */
          restored->notice = g_strdup_printf (_("The game kept from the last time could not be "
                                                "read (%s). It is left as it is, and this game "
                                                "is not saved automatically."),
                                              error->message);
        }
    }
}

/* A name no other kept game has: the time, to the microsecond, and a random part. */
static char *
new_record_name (void)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *date = g_date_time_format (now, "%Y%m%d-%H%M%S");

  return g_strdup_printf ("%s-%06d-%08x" RECORD_SUFFIX, date,
                          g_date_time_get_microsecond (now), g_random_int ());
}

/* A damaged record of the library: moved aside, and its legal start kept in its place. */
static AkronGame *
salvage_kept (GFile *file, const GError *damage, Restored *restored,
              GCancellable *cancellable)
{
  g_autoptr(AkronGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *broken_name = NULL;
  guint n_kept = 0;

  if (!salvage_record (file, &game, &n_kept, &broken_name, cancellable, &error))
    {
      /* It stays out of the list, and where it is: nothing writes over it. */
      g_ptr_array_add (restored->notices,
                       /* Translators: what is wrong with the file, then why it could not
                        * be renamed */
                       g_strdup_printf (_("A game kept to continue is damaged (%s) and "
                                          "could not be put aside (%s). It is left as it "
                                          "is."),
                                        damage->message, error->message));
      return NULL;
    }
  if (game != NULL && !akron_record_save (game, file, cancellable, &error))
    g_clear_object (&game);

  if (game != NULL)
    g_ptr_array_add (restored->notices,
                     g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                   /* Translators: what is wrong with the
                                                    * file, the number of moves kept, and
                                                    * the name the damaged file now has */
                                                   "A game kept to continue is damaged (%s). "
                                                   "%u move from its start was recovered. "
                                                   "The damaged file is kept as “%s”.",
                                                   "A game kept to continue is damaged (%s). "
                                                   "%u moves from its start were recovered. "
                                                   "The damaged file is kept as “%s”.",
                                                   n_kept),
                                      damage->message, n_kept, broken_name));
  else
    g_ptr_array_add (restored->notices,
                     /* Translators: what is wrong with the file, then the name it now has */
                     g_strdup_printf (_("A game kept to continue is damaged (%s) and no move "
                                        "of it could be recovered. The damaged file is kept "
                                        "as “%s”."),
                                      damage->message, broken_name));
  return g_steal_pointer (&game);
}

static void
read_kept (GFile *file, GFileInfo *info, Restored *restored, GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  Kept *kept;

  /* A FIFO or a device is no record, and would block the read. */
  if (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return;

  game = akron_record_load (file, cancellable, &error);
  if (game == NULL && g_error_matches (error, AKRON_ERROR, AKRON_ERROR_RECORD))
    game = salvage_kept (file, error, restored, cancellable);
  else if (game == NULL)
    g_warning ("Could not read a kept game: %s", error->message);
  if (game == NULL)
    return;

  kept = g_new0 (Kept, 1);
  kept->file = g_object_ref (file);
  kept->game = g_steal_pointer (&game);
  kept->last_played = g_file_info_get_modification_date_time (info);
  if (kept->last_played == NULL)
    kept->last_played = g_date_time_new_now_utc ();
  g_ptr_array_add (restored->kept, kept);
}

static void
remove_tree (GFile *dir, GCancellable *cancellable)
{
  g_autoptr(GFileEnumerator) children = NULL;

  children = g_file_enumerate_children (dir, G_FILE_ATTRIBUTE_STANDARD_NAME,
                                        G_FILE_QUERY_INFO_NOFOLLOW_SYMLINKS, cancellable, NULL);
  for (;;)
    {
      GFile *child = NULL;

      if (children == NULL || !g_file_enumerator_iterate (children, NULL, &child, cancellable,
                                                          NULL)
          || child == NULL)
        break;
      g_file_delete (child, cancellable, NULL);
    }
  g_file_delete (dir, cancellable, NULL);
}

/* The library: the game an older Akron put aside joins it, the games deleted in the last
 * run go for good, and every record is read. */
static void
restore_library (GFile *directory, Restored *restored, GCancellable *cancellable)
{
  g_autoptr(GFile) games = g_file_get_child (directory, GAMES_NAME);
  g_autoptr(GFile) trash = g_file_get_child (games, TRASH_NAME);
  g_autoptr(GFile) replaced = g_file_get_child (directory, REPLACED_NAME);
  g_autoptr(GFileEnumerator) children = NULL;
  g_autoptr(GError) error = NULL;

  if (g_file_query_exists (replaced, cancellable))
    {
      g_autofree char *name = new_record_name ();
      g_autoptr(GFile) moved = g_file_get_child (games, name);

      g_file_make_directory_with_parents (games, cancellable, NULL);
      if (!g_file_move (replaced, moved, G_FILE_COPY_NONE, cancellable, NULL, NULL, &error))
        g_warning ("Could not move the game put aside into the list: %s", error->message);
      g_clear_error (&error);
    }
  remove_tree (trash, cancellable);

  children = g_file_enumerate_children (games,
                                        G_FILE_ATTRIBUTE_STANDARD_NAME ","
                                        G_FILE_ATTRIBUTE_STANDARD_TYPE ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                        G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                        G_FILE_QUERY_INFO_NONE, cancellable, &error);
  if (children == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        g_warning ("Could not list the games kept to continue: %s", error->message);
      return;
    }
  for (;;)
    {
      GFileInfo *info = NULL;
      GFile *child = NULL;

      if (!g_file_enumerator_iterate (children, &info, &child, cancellable, NULL)
          || info == NULL)
        break;
      if (g_str_has_suffix (g_file_info_get_name (info), RECORD_SUFFIX))
        read_kept (child, info, restored, cancellable);
    }
}

static void
restore_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GFile *directory = data;
  g_autoptr(GFile) autosave = g_file_get_child (directory, AUTOSAVE_NAME);
  Restored *restored = restored_new ();

  restore_autosave (autosave, restored, cancellable);
  restore_library (directory, restored, cancellable);
  g_task_return_pointer (task, restored, (GDestroyNotify) restored_free);
}

void
akron_session_restore_async (AkronSession *self, GCancellable *cancellable,
                             GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (AKRON_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_session_restore_async);
  if (!self->owner)
    {
      g_task_return_pointer (task, restored_new (), (GDestroyNotify) restored_free);
      return;
    }
  g_task_set_task_data (task, g_object_ref (self->directory), g_object_unref);
  g_task_run_in_thread (task, restore_in_thread);
}

static void
fill_library (AkronSession *self, Restored *restored)
{
  for (guint t = 0; t < restored->kept->len; t++)
    {
      Kept *kept = g_ptr_array_index (restored->kept, t);
      g_autoptr(AkronDocument) document = document_from_kept_game (kept->game, NULL);
      g_autoptr(AkronSavedGame) game = NULL;

      if (akron_game_library_find_file (self->library, kept->file) != NULL)
        continue;
      game = akron_saved_game_new (kept->file, document, kept->last_played);
      akron_game_library_add (self->library, game);
    }
}

AkronDocument *
akron_session_restore_finish (AkronSession *self, GAsyncResult *result, char **notice,
                              GHashTable **state, GError **error)
{
  Restored *restored;
  AkronDocument *document = NULL;

  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (state != NULL)
    *state = NULL;
  restored = g_task_propagate_pointer (G_TASK (result), error);
  if (restored == NULL)
    return NULL;

  if (restored->hands_off)
    {
      self->hands_off = TRUE;
      set_autosave_error (self, _("the game kept from the last time could not be read, and "
                                  "is left as it is"));
    }
  if (restored->game != NULL)
    document = document_from_kept_game (restored->game, state);
  fill_library (self, restored);
  if (notice != NULL)
    {
      g_autoptr(GStrvBuilder) notices = g_strv_builder_new ();
      g_auto(GStrv) all = NULL;

      if (restored->notice != NULL)
        g_strv_builder_add (notices, restored->notice);
      for (guint t = 0; t < restored->notices->len; t++)
        g_strv_builder_add (notices, g_ptr_array_index (restored->notices, t));
      all = g_strv_builder_end (notices);
      *notice = all[0] != NULL ? g_strjoinv ("\n\n", all) : NULL;
    }
  restored_free (restored);
  return document;
}

/* Writing -------------------------------------------------------------------------------- */

static void
job_free (Job *job)
{
  g_clear_object (&job->document);
  g_clear_object (&job->file);
  g_strfreev (job->state);
  g_free (job);
}

static Job *
job_new (JobKind kind, AkronDocument *document, const char *const *state, GFile *file)
{
  Job *job = g_new0 (Job, 1);

  job->kind = kind;
  job->document = document != NULL ? g_object_ref (document) : NULL;
  job->state = g_strdupv ((char **) state);
  job->file = file != NULL ? g_object_ref (file) : NULL;
  return job;
}

typedef struct
{
  JobKind kind;
  GFile *file;
  GFile *target;   /* where a deleted game goes, or comes back from */
  char *snapshot;  /* what to write (JOB_AUTOSAVE, JOB_KEEP) */
  GStrv tags;
} Write;

static void
write_free (Write *write)
{
  g_clear_object (&write->file);
  g_clear_object (&write->target);
  g_free (write->snapshot);
  g_strfreev (write->tags);
  g_free (write);
}

/* GIO has no asynchronous way to make missing parent directories. */
static gboolean
make_parent (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr(GFile) dir = g_file_get_parent (file);
  g_autoptr(GError) local_error = NULL;

  if (g_file_make_directory_with_parents (dir, cancellable, &local_error)
      || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_EXISTS))
    return TRUE;
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static gboolean
run_write (Write *write, GCancellable *cancellable, GError **error)
{
  g_autoptr(GError) local_error = NULL;

  switch (write->kind)
    {
    case JOB_AUTOSAVE:
    case JOB_KEEP:
      return make_parent (write->file, cancellable, error)
             && akron_document_write_snapshot (write->snapshot,
                                               (const char *const *) write->tags,
                                               write->file, cancellable, error);
    case JOB_FORGET:
      if (g_file_delete (write->file, cancellable, &local_error)
          || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND))
        return TRUE;
      break;
    case JOB_TRASH:
      return make_parent (write->target, cancellable, error)
             && g_file_move (write->file, write->target, G_FILE_COPY_OVERWRITE, cancellable,
                             NULL, NULL, error);
    case JOB_UNTRASH:
      return g_file_move (write->target, write->file, G_FILE_COPY_NONE, cancellable, NULL,
                          NULL, error);
    default:
      g_assert_not_reached ();
    }
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

static void
write_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (run_write (data, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
finish_flushes (AkronSession *self)
{
  g_autoptr(GPtrArray) flushes = g_steal_pointer (&self->flushes);

  self->flushes = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint t = 0; t < flushes->len; t++)
    g_task_return_boolean (g_ptr_array_index (flushes, t), TRUE);
}

static void
on_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AkronSession *self = AKRON_SESSION (source);
  Write *write = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);

  self->writing = FALSE;
  if (write->kind == JOB_AUTOSAVE)
    {
      if (!ok)
        set_autosave_error (self, error->message);
      else if (self->autosave_error != NULL)
        {
          set_autosave_error (self, NULL);
          g_signal_emit (self, signals[AUTOSAVE_RECOVERED], 0);
        }
    }
  else if (!ok)
    /* A kept game stays in the list, in memory: it can still be continued in this run. */
    g_warning ("Could not keep the list of games to continue on disk: %s", error->message);

  run_next_job (self);
}

static void
run_next_job (AkronSession *self)
{
  Job *job;
  Write *write;
  g_autoptr(GTask) task = NULL;

  if (self->writing)
    return;

  job = g_queue_pop_head (&self->keep_jobs);
  if (job == NULL)
    job = g_steal_pointer (&self->next_autosave);
  if (job == NULL)
    job = g_queue_pop_head (&self->library_jobs);
  if (job == NULL)
    {
      finish_flushes (self);
      g_object_unref (self); /* taken when the writes began */
      return;
    }

  write = g_new0 (Write, 1);
  write->kind = job->kind;
  if (job->kind == JOB_AUTOSAVE)
    write->file = akron_session_get_autosave_file (self);
  else
    write->file = g_object_ref (job->file);
  if (job->kind == JOB_TRASH || job->kind == JOB_UNTRASH)
    {
      g_autoptr(GFile) games = g_file_get_parent (job->file);
      g_autoptr(GFile) trash = g_file_get_child (games, TRASH_NAME);
      g_autofree char *name = g_file_get_basename (job->file);

      write->target = g_file_get_child (trash, name);
    }
  if (job->kind == JOB_AUTOSAVE || job->kind == JOB_KEEP)
    {
      write->snapshot = akron_document_take_snapshot (job->document);
      write->tags = session_tags (job->document, (const char *const *) job->state);
    }
  job_free (job);

  self->writing = TRUE;
  task = g_task_new (self, NULL, on_written, NULL);
  g_task_set_source_tag (task, run_next_job);
  g_task_set_task_data (task, write, (GDestroyNotify) write_free);
  g_task_run_in_thread (task, write_in_thread);
}

static gboolean
idle (AkronSession *self)
{
  return !self->writing && self->next_autosave == NULL
         && g_queue_is_empty (&self->keep_jobs) && g_queue_is_empty (&self->library_jobs);
}

static void
start_writes (AkronSession *self)
{
  /* The session stays alive until its last write is done. */
  if (!self->writing)
    {
      g_object_ref (self);
      run_next_job (self);
    }
}

void
akron_session_autosave (AkronSession *self, AkronDocument *document,
                        const char *const *state)
{
  g_return_if_fail (AKRON_IS_SESSION (self));
  g_return_if_fail (AKRON_IS_DOCUMENT (document));

  if (!self->owner || self->hands_off)
    return;

  g_clear_pointer (&self->next_autosave, job_free);
  self->next_autosave = job_new (JOB_AUTOSAVE, document, state, NULL);
  start_writes (self);
}

void
akron_session_flush_async (AkronSession *self, GAsyncReadyCallback callback,
                           gpointer user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (AKRON_IS_SESSION (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, akron_session_flush_async);
  if (idle (self))
    g_task_return_boolean (task, TRUE);
  else
    g_ptr_array_add (self->flushes, g_steal_pointer (&task));
}

void
akron_session_flush_finish (AkronSession *self, GAsyncResult *result)
{
  g_return_if_fail (g_task_is_valid (result, self));
  g_task_propagate_boolean (G_TASK (result), NULL);
}

/* The library ---------------------------------------------------------------------------- */

static void
queue_library_job (AkronSession *self, GQueue *queue, JobKind kind, AkronSavedGame *game)
{
  GFile *file = akron_saved_game_get_file (game);

  /* A game kept in memory only (a second Akron) has nothing on disk. */
  if (file == NULL)
    return;
  g_queue_push_tail (queue, job_new (kind, akron_saved_game_get_document (game), NULL, file));
  start_writes (self);
}

AkronSavedGame *
akron_session_keep_replaced (AkronSession *self, AkronDocument *document)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GDateTime) now = NULL;
  g_autoptr(AkronSavedGame) game = NULL;

  g_return_val_if_fail (AKRON_IS_SESSION (self), NULL);
  g_return_val_if_fail (AKRON_IS_DOCUMENT (document), NULL);

  if (!akron_saved_game_worth_keeping (document))
    return NULL;

  if (self->owner)
    {
      g_autoptr(GFile) games = g_file_get_child (self->directory, GAMES_NAME);
      g_autofree char *name = new_record_name ();

      file = g_file_get_child (games, name);
    }
  now = g_date_time_new_now_utc ();
  game = akron_saved_game_new (file, document, now);
  akron_game_library_add (self->library, game);
  g_set_object (&self->last_kept, game);
  notify_has_replaced (self);
  /* Before the autosave that replaces it, already asked for or not. */
  queue_library_job (self, &self->keep_jobs, JOB_KEEP, game);
  return game;
}

void
akron_session_forget_kept (AkronSession *self, AkronSavedGame *game)
{
  g_return_if_fail (AKRON_IS_SESSION (self));
  g_return_if_fail (AKRON_IS_SAVED_GAME (game));

  /* The caller's reference may be the library's. */
  g_object_ref (game);
  akron_game_library_remove (self->library, game);
  if (game == self->last_kept)
    {
      g_clear_object (&self->last_kept);
      notify_has_replaced (self);
    }
  /* After the autosave of the game shown, which is that game now. */
  queue_library_job (self, &self->library_jobs, JOB_FORGET, game);
  g_object_unref (game);
}

void
akron_session_delete_kept (AkronSession *self, AkronSavedGame *game)
{
  g_return_if_fail (AKRON_IS_SESSION (self));
  g_return_if_fail (AKRON_IS_SAVED_GAME (game));

  g_object_ref (game);
  if (akron_game_library_remove (self->library, game))
    {
      if (game == self->last_kept)
        notify_has_replaced (self);
      queue_library_job (self, &self->library_jobs, JOB_TRASH, game);
    }
  g_object_unref (game);
}

void
akron_session_undelete_kept (AkronSession *self, AkronSavedGame *game)
{
  g_return_if_fail (AKRON_IS_SESSION (self));
  g_return_if_fail (AKRON_IS_SAVED_GAME (game));

  if (akron_game_library_contains (self->library, game))
    return;
  akron_game_library_add (self->library, game);
  if (game == self->last_kept)
    notify_has_replaced (self);
  queue_library_job (self, &self->library_jobs, JOB_UNTRASH, game);
}

/* The lock ------------------------------------------------------------------------------- */

static void
take_lock (AkronSession *self)
{
  g_autoptr(GFile) lock = g_file_get_child (self->directory, LOCK_NAME);
  g_autofree char *path = g_file_get_path (lock);
  g_autofree char *dir = g_file_get_path (self->directory);
  int saved_errno;

  /* Quick calls on the local disk, once at start. */
  self->owner = TRUE;
  if (path == NULL || g_mkdir_with_parents (dir, 0700) != 0)
    return; /* the writes will fail and say why */

  self->lock_fd = g_open (path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
  if (self->lock_fd < 0)
    return;

  if (flock (self->lock_fd, LOCK_EX | LOCK_NB) == 0)
    return;

  saved_errno = errno;
  close (self->lock_fd);
  self->lock_fd = -1;
  if (saved_errno != EWOULDBLOCK)
    return; /* a file system without locks: behave as the only Akron */

  self->owner = FALSE;
  set_autosave_error (self, _("another Akron is running and keeps its own game in progress"));
}

/* GObject -------------------------------------------------------------------------------- */

AkronSession *
akron_session_new (GFile *directory)
{
  g_autoptr(GFile) dir = NULL;

  g_return_val_if_fail (directory == NULL || G_IS_FILE (directory), NULL);

  if (directory == NULL)
    {
      g_autofree char *path = g_build_filename (g_get_user_data_dir (), "akron", NULL);
      dir = g_file_new_for_path (path);
      directory = dir;
    }
  return g_object_new (AKRON_TYPE_SESSION, "directory", directory, NULL);
}

static void
akron_session_constructed (GObject *object)
{
  AkronSession *self = AKRON_SESSION (object);

  G_OBJECT_CLASS (akron_session_parent_class)->constructed (object);

  take_lock (self);
}

static void
akron_session_dispose (GObject *object)
{
  AkronSession *self = AKRON_SESSION (object);

  g_clear_object (&self->last_kept);
  g_clear_pointer (&self->next_autosave, job_free);
  g_queue_clear_full (&self->keep_jobs, (GDestroyNotify) job_free);
  g_queue_clear_full (&self->library_jobs, (GDestroyNotify) job_free);

  G_OBJECT_CLASS (akron_session_parent_class)->dispose (object);
}

static void
akron_session_finalize (GObject *object)
{
  AkronSession *self = AKRON_SESSION (object);

  /* Closing the descriptor releases the lock. */
  if (self->lock_fd >= 0)
    close (self->lock_fd);
  g_clear_object (&self->directory);
  g_clear_pointer (&self->flushes, g_ptr_array_unref);
  g_clear_object (&self->library);
  g_free (self->autosave_error);

  G_OBJECT_CLASS (akron_session_parent_class)->finalize (object);
}

static void
akron_session_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AkronSession *self = AKRON_SESSION (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      g_value_set_object (value, self->directory);
      break;
    case PROP_OWNER:
      g_value_set_boolean (value, self->owner);
      break;
    case PROP_AUTOSAVE_ERROR:
      g_value_set_string (value, self->autosave_error);
      break;
    case PROP_HAS_REPLACED:
      g_value_set_boolean (value, akron_session_get_has_replaced (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_session_set_property (GObject *object, guint prop_id, const GValue *value,
                            GParamSpec *pspec)
{
  AkronSession *self = AKRON_SESSION (object);

  switch (prop_id)
    {
    case PROP_DIRECTORY:
      self->directory = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
akron_session_class_init (AkronSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->constructed = akron_session_constructed;
  object_class->dispose = akron_session_dispose;
  object_class->finalize = akron_session_finalize;
  object_class->get_property = akron_session_get_property;
  object_class->set_property = akron_session_set_property;

  properties[PROP_DIRECTORY] =
    g_param_spec_object ("directory", NULL, NULL, G_TYPE_FILE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_OWNER] = g_param_spec_boolean ("owner", NULL, NULL, FALSE, flags);
  properties[PROP_AUTOSAVE_ERROR] =
    g_param_spec_string ("autosave-error", NULL, NULL, NULL, flags);
  properties[PROP_HAS_REPLACED] = g_param_spec_boolean ("has-replaced", NULL, NULL, FALSE,
                                                        flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[AUTOSAVE_RECOVERED] = g_signal_new ("autosave-recovered", G_TYPE_FROM_CLASS (klass),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 0);
}

static void
akron_session_init (AkronSession *self)
{
  self->lock_fd = -1;
  self->flushes = g_ptr_array_new_with_free_func (g_object_unref);
  self->library = akron_game_library_new ();
  g_queue_init (&self->keep_jobs);
  g_queue_init (&self->library_jobs);
}
