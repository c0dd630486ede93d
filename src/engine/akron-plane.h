/* akron-plane.h: operations on bit planes (one level of the pyramid as a bit set)
 *
 * A point (k, i, j) is bit j * size + i of its level's plane (akron-geometry.h), so on
 * every level the same shift reaches the same neighbour: + 1 east, + size south, and the
 * point resting on (k, i, j) from the north-west, (k + 1, i - 1, j - 1), is - size - 1.
 * Columns past a level's width are always 0; shifts that carry bits into them or past the
 * last row are masked by the caller. @nw is the number of words in use
 * (AkronGeometry.plane_words).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "akron-geometry.h"

G_BEGIN_DECLS

G_ALWAYS_INLINE static inline gboolean
akron_plane_test (const AkronPlane *plane, guint bit)
{
  return (plane->w[bit / 64] >> (bit % 64)) & 1;
}

G_ALWAYS_INLINE static inline void
akron_plane_flip (AkronPlane *plane, guint bit)
{
  plane->w[bit / 64] ^= G_GUINT64_CONSTANT (1) << (bit % 64);
}

G_ALWAYS_INLINE static inline gboolean
akron_plane_is_empty (const AkronPlane *a, guint nw)
{
  guint64 any = 0;

  for (guint i = 0; i < nw; i++)
    any |= a->w[i];
  return any == 0;
}

G_ALWAYS_INLINE static inline gboolean
akron_plane_equal (const AkronPlane *a, const AkronPlane *b, guint nw)
{
  guint64 diff = 0;

  for (guint i = 0; i < nw; i++)
    diff |= a->w[i] ^ b->w[i];
  return diff == 0;
}

/* The bits set in @x. __builtin_popcountll() is a library call unless the build targets
 * processors with a popcount instruction, which the baseline x86-64 does not. */
G_ALWAYS_INLINE static inline guint
akron_plane_popcount (guint64 x)
{
  x -= (x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555);
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333))
      + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

G_ALWAYS_INLINE static inline guint
akron_plane_count (const AkronPlane *a, guint nw)
{
  guint count = 0;

  for (guint i = 0; i < nw; i++)
    count += akron_plane_popcount (a->w[i]);
  return count;
}

G_ALWAYS_INLINE static inline AkronPlane
akron_plane_and (AkronPlane a, AkronPlane b, guint nw)
{
  for (guint i = 0; i < nw; i++)
    a.w[i] &= b.w[i];
  return a;
}

G_ALWAYS_INLINE static inline AkronPlane
akron_plane_or (AkronPlane a, AkronPlane b, guint nw)
{
  for (guint i = 0; i < nw; i++)
    a.w[i] |= b.w[i];
  return a;
}

/* a & ~b */
G_ALWAYS_INLINE static inline AkronPlane
akron_plane_and_not (AkronPlane a, AkronPlane b, guint nw)
{
  for (guint i = 0; i < nw; i++)
    a.w[i] &= ~b.w[i];
  return a;
}

/* Bit b of the result is bit b - @shift of @a (towards higher bits). */
G_ALWAYS_INLINE static inline AkronPlane
akron_plane_shift_up (AkronPlane a, guint shift, guint nw)
{
  AkronPlane r = { { 0 } };
  guint ws = shift / 64, bs = shift % 64;

  for (guint i = nw; i-- > 0;)
    {
      guint64 v = 0;

      if (i >= ws)
        {
          v = a.w[i - ws] << bs;
          if (bs != 0 && i > ws)
            v |= a.w[i - ws - 1] >> (64 - bs);
        }
      r.w[i] = v;
    }
  return r;
}

/* Bit b of the result is bit b + @shift of @a (towards lower bits). */
G_ALWAYS_INLINE static inline AkronPlane
akron_plane_shift_down (AkronPlane a, guint shift, guint nw)
{
  AkronPlane r = { { 0 } };
  guint ws = shift / 64, bs = shift % 64;

  for (guint i = 0; i < nw; i++)
    {
      guint64 v = 0;

      if (i + ws < nw)
        {
          v = a.w[i + ws] >> bs;
          if (bs != 0 && i + ws + 1 < nw)
            v |= a.w[i + ws + 1] << (64 - bs);
        }
      r.w[i] = v;
    }
  return r;
}

G_END_DECLS
