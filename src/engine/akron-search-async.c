/* akron-search-async.c: the search in a worker thread, for a program with a main loop
 *
 * The computer's and the hint's searches keep a processor busy for up to seconds. On a
 * machine with two cores and other work, a search thread of the same priority as the
 * window's takes turns with it, and frames come late. So each search gets a new thread
 * (a few tens of microseconds, once a move) whose priority is lowered at once, as for
 * background work: the caller's thread wins the processor whenever it has work. A thread
 * of GLib's pool could not be given back its priority afterwards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* syscall() and setpriority() are not in C11. */
#define _GNU_SOURCE
#include "config.h"

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include "akron-search.h"

/* Nice 10, as for background work. */
#define SEARCH_NICE 10

typedef struct
{
  AkronSearchState *state;
  AkronSearchLimits limits;
} Job;

static void
job_free (Job *job)
{
  akron_search_state_free (job->state);
  g_free (job);
}

void
akron_search_lower_thread_priority (void)
{
#ifdef __linux__
  /* On Linux the nice value belongs to the thread. */
  if (setpriority (PRIO_PROCESS, (id_t) syscall (SYS_gettid), SEARCH_NICE) != 0)
    g_debug ("Could not lower the search thread's priority");
#endif
}

static gpointer
search_thread (gpointer data)
{
  g_autoptr(GTask) task = data;
  Job *job = g_task_get_task_data (task);
  g_autoptr(AkronSearchResult) result = g_new0 (AkronSearchResult, 1);
  GError *error = NULL;

  akron_search_lower_thread_priority ();
  /* The search reports a cancellation itself, within milliseconds. */
  if (akron_search_run (job->state, &job->limits, g_task_get_cancellable (task), result,
                        &error))
    g_task_return_pointer (task, g_steal_pointer (&result),
                           (GDestroyNotify) akron_search_result_free);
  else
    g_task_return_error (task, error);
  return NULL;
}

void
akron_search_genmove_async (AkronGame *game, const AkronSearchLimits *limits,
                            GCancellable *cancellable, GAsyncReadyCallback callback,
                            gpointer user_data)
{
  GTask *task;
  Job *job;

  g_return_if_fail (AKRON_IS_GAME (game));
  g_return_if_fail (limits != NULL);

  /* No source object: the game is not the worker thread's to hold, let alone to free. */
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, akron_search_genmove_async);
  job = g_new0 (Job, 1);
  job->state = akron_search_state_new (game);
  job->limits = *limits;
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  /* The thread owns the task; nobody joins it. */
  g_thread_unref (g_thread_new ("akron-search", search_thread, task));
}

gboolean
akron_search_genmove_finish (GAsyncResult *async_result, AkronSearchResult *result,
                             GError **error)
{
  g_autoptr(AkronSearchResult) found = NULL;

  g_return_val_if_fail (g_task_is_valid (async_result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (async_result))
                        == akron_search_genmove_async, FALSE);

  found = g_task_propagate_pointer (G_TASK (async_result), error);
  if (found == NULL)
    return FALSE;
  if (result != NULL)
    *result = *found;
  return TRUE;
}
