/* test-record-faults.c: saving and loading records when the system fails
 *
 * A failed save must leave the old file byte for byte as it was. The faults are real
 * where possible: as root (CI runs as root) the test mounts, in a mount namespace of its
 * own that vanishes with it, a tmpfs of 8 KiB that it fills, and a read-only folder. The
 * path that saves through a GFile stream is exercised through a test GFile that wraps a
 * real file but has no local path, with or without an injected failing stream, so it runs
 * for everyone. Loading reads at most the limit plus one byte from devices and pipes.
 *
 * When the tests cannot mount (not root, no mount namespace), they skip; with CI set in
 * the environment they fail instead, so that CI never passes without them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/* unshare(), mount() */
#define _GNU_SOURCE

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <glib/gstdio.h>
#include <glib-unix.h>

#include "akron-record.h"

static gboolean have_mount_namespace;

/* Skips the test, or fails it under CI, when faults cannot be injected here. */
static gboolean
require_mounts (void)
{
  if (have_mount_namespace)
    return TRUE;

  if (g_getenv ("CI") != NULL)
    g_test_fail_printf ("CI is set but this test cannot mount (needs root and a mount "
                        "namespace): the fault would go untested");
  else
    g_test_skip ("needs root to mount a tiny tmpfs (CI runs it)");
  return FALSE;
}

/* A failing GFileOutputStream: passes writes to the real stream until @budget bytes are
 * written, then fails as a full disk does. Closing closes the real stream with the same
 * GCancellable, so a cancelled close keeps the old file, as GIO's local files do. */
#define TEST_TYPE_FAILING_STREAM (test_failing_stream_get_type ())
G_DECLARE_FINAL_TYPE (TestFailingStream, test_failing_stream, TEST, FAILING_STREAM,
                      GFileOutputStream)

struct _TestFailingStream
{
  GFileOutputStream parent_instance;
  GOutputStream *real;
  gsize budget;
};

G_DEFINE_TYPE (TestFailingStream, test_failing_stream, G_TYPE_FILE_OUTPUT_STREAM)

static gssize
test_failing_stream_write (GOutputStream *stream, const void *buffer, gsize count,
                           GCancellable *cancellable, GError **error)
{
  TestFailingStream *self = TEST_FAILING_STREAM (stream);
  gssize written;

  if (self->budget == 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE,
                           "No space left on device (injected)");
      return -1;
    }

  written = g_output_stream_write (self->real, buffer, MIN (count, self->budget), cancellable,
                                   error);
  if (written > 0)
    self->budget -= written;
  return written;
}

static gboolean
test_failing_stream_close (GOutputStream *stream, GCancellable *cancellable, GError **error)
{
  TestFailingStream *self = TEST_FAILING_STREAM (stream);

  return g_output_stream_close (self->real, cancellable, error);
}

static void
test_failing_stream_dispose (GObject *object)
{
  TestFailingStream *self = TEST_FAILING_STREAM (object);

  g_clear_object (&self->real);
  G_OBJECT_CLASS (test_failing_stream_parent_class)->dispose (object);
}

static void
test_failing_stream_class_init (TestFailingStreamClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_failing_stream_dispose;
  G_OUTPUT_STREAM_CLASS (klass)->write_fn = test_failing_stream_write;
  G_OUTPUT_STREAM_CLASS (klass)->close_fn = test_failing_stream_close;
}

static void
test_failing_stream_init (TestFailingStream *self)
{
}

/* A GFile with no local path (like a remote or portal file) around a real one, so that
 * akron_record_save() writes through g_file_replace(). With a budget, its replace stream
 * fails after that many bytes. */
#define TEST_TYPE_REMOTE_FILE (test_remote_file_get_type ())
G_DECLARE_FINAL_TYPE (TestRemoteFile, test_remote_file, TEST, REMOTE_FILE, GObject)

struct _TestRemoteFile
{
  GObject parent_instance;
  GFile *real;
  gboolean fail;
  gsize budget;
};

static void test_remote_file_iface_init (GFileIface *iface);

G_DEFINE_TYPE_WITH_CODE (TestRemoteFile, test_remote_file, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (G_TYPE_FILE, test_remote_file_iface_init))

static GFile *
test_remote_file_new (GFile *real, gboolean fail, gsize budget)
{
  TestRemoteFile *self = g_object_new (TEST_TYPE_REMOTE_FILE, NULL);

  self->real = g_object_ref (real);
  self->fail = fail;
  self->budget = budget;
  return G_FILE (self);
}

static GFile *
test_remote_file_dup (GFile *file)
{
  TestRemoteFile *self = TEST_REMOTE_FILE (file);

  return test_remote_file_new (self->real, self->fail, self->budget);
}

static guint
test_remote_file_hash (GFile *file)
{
  return g_file_hash (TEST_REMOTE_FILE (file)->real);
}

static gboolean
test_remote_file_equal (GFile *a, GFile *b)
{
  return g_file_equal (TEST_REMOTE_FILE (a)->real, TEST_REMOTE_FILE (b)->real);
}

static gboolean
test_remote_file_is_native (GFile *file)
{
  return FALSE;
}

static char *
test_remote_file_get_uri_scheme (GFile *file)
{
  return g_strdup ("test");
}

static char *
test_remote_file_get_basename (GFile *file)
{
  return g_file_get_basename (TEST_REMOTE_FILE (file)->real);
}

static char *
test_remote_file_get_path (GFile *file)
{
  return NULL;
}

static char *
test_remote_file_get_uri (GFile *file)
{
  g_autofree char *path = g_file_get_path (TEST_REMOTE_FILE (file)->real);

  return g_strconcat ("test://", path, NULL);
}

static GFileInputStream *
test_remote_file_read (GFile *file, GCancellable *cancellable, GError **error)
{
  return g_file_read (TEST_REMOTE_FILE (file)->real, cancellable, error);
}

static GFileOutputStream *
test_remote_file_replace (GFile *file, const char *etag, gboolean make_backup,
                          GFileCreateFlags flags, GCancellable *cancellable, GError **error)
{
  TestRemoteFile *self = TEST_REMOTE_FILE (file);
  GFileOutputStream *real;
  TestFailingStream *failing;

  real = g_file_replace (self->real, etag, make_backup, flags, cancellable, error);
  if (real == NULL || !self->fail)
    return real;

  failing = g_object_new (TEST_TYPE_FAILING_STREAM, NULL);
  failing->real = G_OUTPUT_STREAM (real);
  failing->budget = self->budget;
  return G_FILE_OUTPUT_STREAM (failing);
}

static void
test_remote_file_iface_init (GFileIface *iface)
{
  iface->dup = test_remote_file_dup;
  iface->hash = test_remote_file_hash;
  iface->equal = test_remote_file_equal;
  iface->is_native = test_remote_file_is_native;
  iface->get_uri_scheme = test_remote_file_get_uri_scheme;
  iface->get_basename = test_remote_file_get_basename;
  iface->get_path = test_remote_file_get_path;
  iface->get_uri = test_remote_file_get_uri;
  iface->get_parse_name = test_remote_file_get_uri;
  iface->read_fn = test_remote_file_read;
  iface->replace = test_remote_file_replace;
}

static void
test_remote_file_dispose (GObject *object)
{
  g_clear_object (&TEST_REMOTE_FILE (object)->real);
  G_OBJECT_CLASS (test_remote_file_parent_class)->dispose (object);
}

static void
test_remote_file_class_init (TestRemoteFileClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = test_remote_file_dispose;
}

static void
test_remote_file_init (TestRemoteFile *self)
{
}

/* A 5x5 game of @n_moves Adds along the rows (never a connection: the rows alternate). */
static AkronGame *
make_game (guint n_moves)
{
  static const char * const moves[] = {
    "A1", "A2", "B1", "B2", "C1", "C2", "D1", "D2", "A3", "A4", "B3", "B4",
  };
  AkronGame *game = akron_game_new (5, 0, FALSE, FALSE, NULL);

  g_assert_cmpuint (n_moves, <=, G_N_ELEMENTS (moves));
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GError) error = NULL;

      akron_game_play_text (game, moves[i], &error);
      g_assert_no_error (error);
    }
  akron_game_set_player_name (game, AKRON_VERT, "Ann");
  akron_game_set_player_name (game, AKRON_HORZ, "Bob");
  return game;
}

static char *
read_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

/* The names in @dir, sorted and joined by spaces: no temporary file may be left. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, (char *) name);
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

/* Writes @path full of bytes until the disk has no room left. */
static void
fill_disk (const char *path)
{
  g_autofree char *block = g_malloc0 (512);
  FILE *f = g_fopen (path, "wb");
  gsize written = 0;

  g_assert_nonnull (f);
  setvbuf (f, NULL, _IONBF, 0);
  while (fwrite (block, 1, 512, f) == 512)
    written += 512;
  while (fwrite (block, 1, 1, f) == 1)
    written++;
  g_assert_cmpint (errno, ==, ENOSPC);
  fclose (f);
  g_test_message ("%zu bytes filled the disk", written);
}

typedef struct
{
  char *dir;
  char *path;
  char *filler;
  gboolean mounted;
} Scratch;

static void
scratch_init (Scratch *s, gboolean tiny_disk)
{
  s->dir = g_dir_make_tmp ("akron-faults-XXXXXX", NULL);
  g_assert_nonnull (s->dir);
  s->path = g_build_filename (s->dir, "game.akron", NULL);
  s->filler = g_build_filename (s->dir, "filler", NULL);
  if (tiny_disk)
    {
      if (mount ("tmpfs", s->dir, "tmpfs", MS_NOSUID | MS_NODEV, "size=8k,mode=0700") != 0)
        g_error ("mount -t tmpfs -o size=8k: %s", g_strerror (errno));
      s->mounted = TRUE;
    }
}

static void
scratch_clear (Scratch *s)
{
  g_unlink (s->path);
  g_unlink (s->filler);
  if (s->mounted && umount2 (s->dir, MNT_DETACH) != 0)
    g_error ("umount %s: %s", s->dir, g_strerror (errno));
  g_rmdir (s->dir);
  g_free (s->dir);
  g_free (s->path);
  g_free (s->filler);
}

/* Saves a small game to @target, fills the disk, then saves a longer one: that save fails
 * as a full disk does, and the first record is intact; once there is room again the
 * second save works. @target is @s->path itself, or a GFile around it. */
static void
check_full_disk (Scratch *s, GFile *target)
{
  g_autoptr(AkronGame) small = make_game (2);
  g_autoptr(AkronGame) big = make_game (12);
  g_autoptr(AkronGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *listing = NULL;
  g_autofree char *expected = NULL;

  g_assert_true (akron_record_save (small, target, NULL, &error));
  g_assert_no_error (error);
  before = read_file (s->path);

  fill_disk (s->filler);
  g_assert_false (akron_record_save (big, target, NULL, &error));
  g_assert_nonnull (error);
  g_test_message ("the failed save said: %s", error->message);
  g_assert_true (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOSPC)
                 || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE));
  g_clear_error (&error);

  after = read_file (s->path);
  g_assert_cmpstr (after, ==, before);
  listing = list_dir (s->dir);
  g_assert_cmpstr (listing, ==, "filler game.akron");
  loaded = akron_record_load (target, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (loaded), ==, 2);

  g_assert_cmpint (g_unlink (s->filler), ==, 0);
  g_assert_true (akron_record_save (big, target, NULL, &error));
  g_assert_no_error (error);
  g_clear_pointer (&after, g_free);
  after = read_file (s->path);
  expected = akron_record_write (big);
  g_assert_cmpstr (after, ==, expected);
}

/* A full disk under akron_record_save() for a local file (g_file_set_contents_full). */
static void
test_full_disk_local (void)
{
  Scratch s = { 0 };
  g_autoptr(GFile) file = NULL;

  if (!require_mounts ())
    return;

  scratch_init (&s, TRUE);
  file = g_file_new_for_path (s.path);
  check_full_disk (&s, file);
  scratch_clear (&s);
}

/* The same through a GFile without a path: GIO's real replace stream on a full disk,
 * which akron_record_save() must close with a cancelled GCancellable. */
static void
test_full_disk_stream (void)
{
  Scratch s = { 0 };
  g_autoptr(GFile) real = NULL;
  g_autoptr(GFile) remote = NULL;

  if (!require_mounts ())
    return;

  scratch_init (&s, TRUE);
  real = g_file_new_for_path (s.path);
  remote = test_remote_file_new (real, FALSE, 0);
  check_full_disk (&s, remote);
  scratch_clear (&s);
}

/* A read-only folder (a read-only bind mount, which root cannot write either). */
static void
test_read_only (void)
{
  Scratch s = { 0 };
  g_autoptr(AkronGame) small = make_game (2);
  g_autoptr(AkronGame) big = make_game (12);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  if (!require_mounts ())
    return;

  scratch_init (&s, FALSE);
  file = g_file_new_for_path (s.path);
  g_assert_true (akron_record_save (small, file, NULL, &error));
  before = read_file (s.path);
  g_assert_cmpint (mount (s.dir, s.dir, NULL, MS_BIND, NULL), ==, 0);
  s.mounted = TRUE;
  g_assert_cmpint (mount (NULL, s.dir, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL), ==, 0);

  g_assert_false (akron_record_save (big, file, NULL, &error));
  g_assert_true (g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_ROFS)
                 || g_error_matches (error, G_IO_ERROR, G_IO_ERROR_READ_ONLY));
  after = read_file (s.path);
  g_assert_cmpstr (after, ==, before);

  /* Unmounted by scratch_clear() before the file is removed. */
  g_assert_cmpint (umount2 (s.dir, MNT_DETACH), ==, 0);
  s.mounted = FALSE;
  scratch_clear (&s);
}

/* Without root: an injected failing stream after 0, 1 and 100 bytes. */
static void
test_failing_stream (void)
{
  Scratch s = { 0 };
  g_autoptr(AkronGame) small = make_game (2);
  g_autoptr(AkronGame) big = make_game (12);
  g_autoptr(GFile) real = NULL;
  g_autofree char *before = NULL;
  const gsize budgets[] = { 0, 1, 100 };

  scratch_init (&s, FALSE);
  real = g_file_new_for_path (s.path);
  g_assert_true (akron_record_save (small, real, NULL, NULL));
  before = read_file (s.path);

  for (guint i = 0; i < G_N_ELEMENTS (budgets); i++)
    {
      g_autoptr(GFile) failing = test_remote_file_new (real, TRUE, budgets[i]);
      g_autoptr(GError) error = NULL;
      g_autofree char *after = NULL;
      g_autofree char *listing = NULL;

      g_assert_false (akron_record_save (big, failing, NULL, &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      after = read_file (s.path);
      g_assert_cmpstr (after, ==, before);
      listing = list_dir (s.dir);
      g_assert_cmpstr (listing, ==, "game.akron");
    }

  /* With room, the same path saves; and a cancelled save changes nothing. */
  {
    g_autoptr(GFile) remote = test_remote_file_new (real, FALSE, 0);
    g_autoptr(GCancellable) cancelled = g_cancellable_new ();
    g_autoptr(GError) error = NULL;
    g_autoptr(AkronGame) loaded = NULL;
    g_autofree char *expected = akron_record_write (big);
    g_autofree char *after = NULL;

    g_assert_true (akron_record_save (big, remote, NULL, &error));
    g_assert_no_error (error);
    after = read_file (s.path);
    g_assert_cmpstr (after, ==, expected);
    loaded = akron_record_load (remote, NULL, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (akron_game_get_n_moves (loaded), ==, 12);

    g_cancellable_cancel (cancelled);
    g_assert_false (akron_record_save (small, remote, cancelled, &error));
    g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_pointer (&after, g_free);
    after = read_file (s.path);
    g_assert_cmpstr (after, ==, expected);
  }

  scratch_clear (&s);
}

/* An endless device is read up to the limit plus one byte, and refused. */
static void
test_load_device (void)
{
  g_autoptr(GFile) zero = g_file_new_for_path ("/dev/zero");
  g_autoptr(GError) error = NULL;

  g_assert_null (akron_record_load (zero, NULL, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  g_assert_cmpstr (error->message, ==, "/dev/zero: the record is longer than 16 MiB");
}

typedef struct
{
  int fd;
  gsize length;
  const char *text;
} PipeWriter;

static gpointer
write_pipe (gpointer data)
{
  PipeWriter *writer = data;
  char block[4096];
  gsize done = 0;

  memset (block, ' ', sizeof block);
  while (done < writer->length)
    {
      const char *from = writer->text != NULL ? writer->text + done : block;
      gsize n = MIN (sizeof block, writer->length - done);
      gssize written = write (writer->fd, from, n);

      if (written <= 0)
        break;
      done += written;
    }
  close (writer->fd);
  return GSIZE_TO_POINTER (done);
}

/* Loads through a pipe fed with @length bytes (of @text, or spaces). */
static AkronGame *
load_from_pipe (const char *text, gsize length, GError **error)
{
  int fds[2];
  PipeWriter writer;
  g_autoptr(GThread) thread = NULL;
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;
  AkronGame *game;

  g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, NULL));
  writer = (PipeWriter) { fds[1], length, text };
  thread = g_thread_new ("pipe-writer", write_pipe, &writer);
  path = g_strdup_printf ("/proc/self/fd/%d", fds[0]);
  file = g_file_new_for_path (path);
  game = akron_record_load (file, NULL, error);
  /* The writer stops at a closed pipe (SIGPIPE is ignored). */
  close (fds[0]);
  g_thread_join (g_steal_pointer (&thread));
  return game;
}

static void
test_load_pipe (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(AkronGame) game = NULL;
  const char *record = "[Size \"3\"]\nB2 A2\n";

  game = load_from_pipe (record, strlen (record), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (akron_game_get_n_moves (game), ==, 2);

  g_assert_null (load_from_pipe (NULL, 64 * 1024 * 1024, &error));
  g_assert_error (error, AKRON_ERROR, AKRON_ERROR_RECORD);
  g_assert_true (g_str_has_suffix (error->message, ": the record is longer than 16 MiB"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  signal (SIGPIPE, SIG_IGN);

  /* A mount namespace of our own: whatever the tests mount goes away with the process,
   * even if a test fails half-way. */
  have_mount_namespace = geteuid () == 0 && unshare (CLONE_NEWNS) == 0
                         && mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0;

  g_test_add_func ("/record-faults/full-disk/local", test_full_disk_local);
  g_test_add_func ("/record-faults/full-disk/stream", test_full_disk_stream);
  g_test_add_func ("/record-faults/read-only", test_read_only);
  g_test_add_func ("/record-faults/failing-stream", test_failing_stream);
  g_test_add_func ("/record-faults/load/device", test_load_device);
  g_test_add_func ("/record-faults/load/pipe", test_load_pipe);

  return g_test_run ();
}
