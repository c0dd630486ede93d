/* akron-external.c: another program that speaks the engine protocol, as a player of match
 *
 * The program runs as a child process with pipes on its standard input and output; its
 * standard error is akron-cli's, so that what it says there is seen. Commands are written
 * one a line and each answer is read up to the empty line that ends it, synchronously: a
 * match plays each game in one thread, which owns the game's processes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <gio/gio.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "akron-external.h"
#include "akron-notation.h"

/* How long a program that was told to quit (or closed its output) is waited for before it
 * is stopped. */
#define QUIT_TIMEOUT_MS 2000

struct _AkronExternal
{
  GSubprocess *process;
  char *program;            /* argv[0], for messages */
  GOutputStream *input;     /* the program's standard input */
  GDataInputStream *output; /* its standard output */
  AkronExternalSettings settings;
  guint n_known;            /* the moves of the game that the program has */
  gboolean failed;          /* no further command is sent */
};

/* A program that dies would otherwise take akron-cli with it on the next write. */
static void
ignore_sigpipe (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      signal (SIGPIPE, SIG_IGN);
      g_once_init_leave (&done, 1);
    }
}

/* Whether the process has ended within @timeout_ms; GSubprocess learns of it in GLib's
 * worker thread, so no main loop is needed here. */
static gboolean
wait_for_exit (AkronExternal *external, guint timeout_ms)
{
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (g_subprocess_get_identifier (external->process) != NULL)
    {
      if (g_get_monotonic_time () >= deadline)
        return FALSE;
      g_usleep (2000);
    }
  return g_subprocess_wait (external->process, NULL, NULL);
}

/* Why the program stopped answering. */
static char *
describe_end (AkronExternal *external)
{
  /* Translators: these three end “the program …” */
  if (!wait_for_exit (external, QUIT_TIMEOUT_MS))
    return g_strdup (_("closed its output"));
  if (g_subprocess_get_if_signaled (external->process))
    return g_strdup_printf (_("was killed by signal %d (%s)"),
                            g_subprocess_get_term_sig (external->process),
                            g_strsignal (g_subprocess_get_term_sig (external->process)));
  return g_strdup_printf (_("exited with status %d"),
                          g_subprocess_get_exit_status (external->process));
}

static gboolean
external_fail (AkronExternal *external, GError **error, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

/* Fails with "PROGRAM: WHY"; the program gets no further command. */
static gboolean
external_fail (AkronExternal *external, GError **error, const char *format, ...)
{
  g_autofree char *why = NULL;
  va_list args;

  va_start (args, format);
  why = g_strdup_vprintf (format, args);
  va_end (args);
  external->failed = TRUE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s: %s", external->program, why);
  return FALSE;
}

/* Sends @command and reads its answer into @answer (without "= "). */
static gboolean
send_command (AkronExternal *external, const char *command, char **answer, GError **error)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *first = NULL;

  g_return_val_if_fail (!external->failed, FALSE);

  line = g_strconcat (command, "\n", NULL);
  if (!g_output_stream_write_all (external->input, line, strlen (line), NULL, NULL,
                                  &local_error)
      || !g_output_stream_flush (external->input, NULL, &local_error))
    {
      g_autofree char *end = describe_end (external);

      /* Translators: "%s" is a command of the engine protocol, then why it failed */
      return external_fail (external, error, _("“%s” could not be sent: the program %s"),
                            command, end);
    }

  first = g_data_input_stream_read_line_utf8 (external->output, NULL, NULL, &local_error);
  /* Empty lines before an answer are not part of it. */
  while (first != NULL && first[0] == '\0')
    {
      g_free (first);
      first = g_data_input_stream_read_line_utf8 (external->output, NULL, NULL,
                                                  &local_error);
    }
  if (first == NULL)
    {
      g_autofree char *end = NULL;

      if (local_error != NULL)
        return external_fail (external, error, "%s", local_error->message);
      end = describe_end (external);
      /* Translators: "%s" is a command of the engine protocol, then why it failed */
      return external_fail (external, error, _("no answer to “%s”: the program %s"), command,
                            end);
    }
  if (first[0] != '=' && first[0] != '?')
    /* Translators: what a program answered, then the command it answered; “= …” and
     * “? …” are the protocol's answers, untranslated */
    return external_fail (external, error, _("answered “%s” to “%s”, not “= …” or “? …”"),
                          first, command);

  /* The answer goes on to the empty line that ends it; a number after = or ? repeats the
   * command's, which is never sent. */
  g_string_append (text, g_strstrip (first + 1));
  for (;;)
    {
      g_autofree char *more = g_data_input_stream_read_line_utf8 (external->output, NULL,
                                                                  NULL, NULL);

      if (more == NULL || more[0] == '\0')
        break;
      g_string_append_printf (text, "\n%s", more);
    }
  if (first[0] == '?')
    /* Translators: "%s" is a command of the engine protocol, then the error it got */
    return external_fail (external, error, _("“%s” failed: %s"), command, text->str);
  if (answer != NULL)
    *answer = g_strdup (text->str);
  return TRUE;
}

static gboolean
send_commandf (AkronExternal *external, GError **error, const char *format, ...)
  G_GNUC_PRINTF (3, 4);

static gboolean
send_commandf (AkronExternal *external, GError **error, const char *format, ...)
{
  g_autofree char *command = NULL;
  va_list args;

  va_start (args, format);
  command = g_strdup_vprintf (format, args);
  va_end (args);
  return send_command (external, command, NULL, error);
}

/* The CPU time the process has used, user and system, from /proc; 0 where there is none. */
static guint64
process_cpu_us (AkronExternal *external)
{
  const char *pid = g_subprocess_get_identifier (external->process);
  g_autofree char *path = NULL;
  g_autofree char *stat = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after_name;
  long ticks = sysconf (_SC_CLK_TCK);

  if (pid == NULL || ticks <= 0)
    return 0;
  path = g_strdup_printf ("/proc/%s/stat", pid);
  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return 0;
  /* The name in parentheses may hold spaces; utime and stime are the 12th and 13th fields
   * after it. */
  after_name = strrchr (stat, ')');
  if (after_name == NULL)
    return 0;
  fields = g_strsplit (after_name + 1, " ", 16);
  if (g_strv_length (fields) < 15)
    return 0;
  return (g_ascii_strtoull (fields[12], NULL, 10) + g_ascii_strtoull (fields[13], NULL, 10))
         * G_USEC_PER_SEC / (guint64) ticks;
}

static gboolean
send_settings (AkronExternal *external, AkronGame *game, GError **error)
{
  const AkronExternalSettings *settings = &external->settings;

  if (!send_commandf (external, error, "akron_new %u %u %s %s", akron_game_get_size (game),
                      akron_game_get_pieces (game), akron_game_get_swap (game) ? "yes" : "no",
                      akron_game_get_no_delay (game) ? "yes" : "no"))
    return FALSE;
  /* The level first: it sets the program's budget, which nodes and time replace. */
  if (settings->level != NULL && !send_commandf (external, error, "akron_level %s",
                                                 settings->level))
    return FALSE;
  if (settings->nodes > 0
      && !send_commandf (external, error, "akron_nodes %" G_GUINT64_FORMAT, settings->nodes))
    return FALSE;
  if (settings->time_ms > 0
      && !send_commandf (external, error, "akron_time %" G_GUINT64_FORMAT, settings->time_ms))
    return FALSE;
  return TRUE;
}

AkronExternal *
akron_external_new (const AkronExternalSettings *settings, AkronGame *variant_game,
                    GError **error)
{
  g_autoptr(AkronExternal) external = NULL;
  g_autoptr(GError) local_error = NULL;
  GSubprocess *process;

  g_return_val_if_fail (settings != NULL && settings->argv != NULL, NULL);
  g_return_val_if_fail (settings->argv[0] != NULL, NULL);
  g_return_val_if_fail (AKRON_IS_GAME (variant_game), NULL);

  ignore_sigpipe ();
  process = g_subprocess_newv ((const char * const *) settings->argv,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE,
                               &local_error);
  if (process == NULL)
    {
      /* Translators: the first %s is a program, the second why it could not be started */
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("%s: cannot start it: %s"),
                   settings->argv[0], local_error->message);
      return NULL;
    }

  external = g_new0 (AkronExternal, 1);
  external->process = process;
  external->program = g_strdup (settings->argv[0]);
  external->input = g_object_ref (g_subprocess_get_stdin_pipe (process));
  external->output = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  external->settings = *settings;
  external->settings.argv = NULL;
  external->settings.level = g_strdup (settings->level);
  if (!send_settings (external, variant_game, error))
    return NULL;
  return g_steal_pointer (&external);
}

void
akron_external_free (AkronExternal *external)
{
  if (external == NULL)
    return;
  if (!external->failed)
    send_command (external, "quit", NULL, NULL);
  g_output_stream_close (external->input, NULL, NULL);
  if (!wait_for_exit (external, QUIT_TIMEOUT_MS))
    {
      g_subprocess_force_exit (external->process);
      g_subprocess_wait (external->process, NULL, NULL);
    }
  g_object_unref (external->input);
  g_object_unref (external->output);
  g_object_unref (external->process);
  g_free (external->program);
  g_free (external->settings.level);
  g_free (external);
}

/* Plays the moves of @game that the program has not seen on its board. */
static gboolean
send_new_moves (AkronExternal *external, AkronGame *game, GError **error)
{
  guint ply = akron_game_get_ply (game);

  /* A game that went back (it never does in a match): start the program's again. */
  if (external->n_known > ply)
    {
      if (!send_command (external, "clear_board", NULL, error))
        return FALSE;
      external->n_known = 0;
    }
  for (; external->n_known < ply; external->n_known++)
    {
      g_autofree char *move = akron_game_get_move_text (game, external->n_known);

      if (!send_commandf (external, error, "play %s", move))
        return FALSE;
    }
  return TRUE;
}

gboolean
akron_external_genmove (AkronExternal *external, AkronGame *game, guint64 seed,
                        AkronMove *move, guint64 *cpu_us, GError **error)
{
  const AkronGeometry *geo = akron_position_get_geometry (akron_game_get_position (game));
  g_autoptr(GError) parse_error = NULL;
  g_autofree char *answer = NULL;
  guint64 cpu_before;

  g_return_val_if_fail (external != NULL, FALSE);
  g_return_val_if_fail (AKRON_IS_GAME (game) && move != NULL, FALSE);

  if (!send_new_moves (external, game, error)
      || !send_commandf (external, error, "akron_seed %" G_GUINT64_FORMAT,
                         external->settings.seed ^ seed))
    return FALSE;
  cpu_before = process_cpu_us (external);
  if (!send_command (external, "genmove", &answer, error))
    return FALSE;
  if (cpu_us != NULL)
    {
      guint64 cpu_after = process_cpu_us (external);

      *cpu_us = cpu_after > cpu_before ? cpu_after - cpu_before : 0;
    }
  if (!akron_move_parse (geo, answer, move, &parse_error))
    /* Translators: "%s" is what a program answered to genmove, then why it is no move */
    return external_fail (external, error, _("answered “%s” to genmove: %s"), answer,
                          parse_error->message);
  /* The program has played its move on its board. */
  external->n_known = akron_game_get_ply (game) + 1;
  return TRUE;
}
