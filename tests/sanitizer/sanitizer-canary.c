/* sanitizer-canary.c: faults planted on purpose, to prove that the sanitizer run goes red
 *
 * .ci/run runs the whole suite under AddressSanitizer, UndefinedBehaviorSanitizer and
 * LeakSanitizer, with suppressions for system libraries (build-aux/lsan.supp) and, for the
 * UI tests, the desktop stack that CI installs (Mesa's DRI driver, GTK's media backend,
 * dconf). Each of these tests commits one fault in code that is Akron's, and is declared
 * `should_fail` in meson: if a suppression, an environment variable or a missing runtime
 * ever hid such a fault, the canary would pass and the sanitizer run would fail.
 *
 *   sanitizer-canary out-of-bounds   reads one byte past a heap block
 *   sanitizer-canary leak            drops the last reference to an AkronGame
 *   sanitizer-canary overflow        overflows a signed integer
 *   sanitizer-canary gtk-leak        leaks an AkronGame in a process that has started GTK
 *                                    on the display (and so loaded the desktop's GL driver)
 *
 * Built only in a sanitized build (tests/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <limits.h>
#include <string.h>

#include <glib.h>
#ifdef AKRON_CANARY_GTK
#include <gtk/gtk.h>
#endif

#include "akron-game.h"

/* Not static, and the result is used: the compiler may not prove the read away. */
int akron_canary_read_past_end (guint length);
int akron_canary_overflow (int value);
AkronGame *akron_canary_new_game (void);

int
akron_canary_read_past_end (guint length)
{
  g_autofree char *block = g_malloc (length);

  memset (block, 'x', length);
  return block[length];   /* one past the end */
}

int
akron_canary_overflow (int value)
{
  return value + 1;
}

AkronGame *
akron_canary_new_game (void)
{
  return akron_game_new (8, 0, TRUE, FALSE, NULL);
}

static void
leak_a_game (void)
{
  AkronGame *game = akron_canary_new_game ();

  g_assert_nonnull (game);
  game = NULL;   /* the only reference is lost */
}

int
main (int argc, char **argv)
{
  const char *fault = argc > 1 ? argv[1] : "";
  volatile int sink = 0;

  if (g_str_equal (fault, "out-of-bounds"))
    sink = akron_canary_read_past_end (16);
  else if (g_str_equal (fault, "overflow"))
    sink = akron_canary_overflow (INT_MAX - (int) (argc > 99));
  else if (g_str_equal (fault, "leak"))
    leak_a_game ();
#ifdef AKRON_CANARY_GTK
  else if (g_str_equal (fault, "gtk-leak"))
    {
      if (!gtk_init_check ())
        return 77;   /* no display: skipped */
      leak_a_game ();
    }
#endif
  else
    {
      g_printerr ("usage: %s out-of-bounds|leak|overflow|gtk-leak\n", argv[0]);
      return 2;
    }

  g_print ("the %s fault went unnoticed (%d)\n", fault, sink);
  return 0;
}
