/* akron-random.h: the one pseudo-random generator of the engine, its tools and tests
 *
 * splitmix64 (Steele, Lea and Flood): a 64-bit state that advances by a fixed odd
 * constant, and a mix of it as the output. Fast, good enough for move choices, playouts
 * and test positions, and fully reproducible from a seed. The Zobrist keys of
 * akron-position.c come from it too, so the sequence is part of the engine's behaviour:
 * hashes, and with them the search, depend on it. Never change it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AKRON_RANDOM_GAMMA G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)

/* splitmix64's output function: a 64-bit value mixed so that nearby inputs give
 * unrelated outputs (also for deriving one seed from another). */
static inline guint64
akron_random_mix (guint64 z)
{
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

/* The next number of the sequence whose state is *@state (any value is a fine seed). */
static inline guint64
akron_random_next (guint64 *state)
{
  return akron_random_mix (*state += AKRON_RANDOM_GAMMA);
}

/* A number in [0, @bound), @bound > 0 (the modulo bias is negligible for the small bounds
 * the engine uses). */
static inline guint
akron_random_below (guint64 *state, guint bound)
{
  return (guint) (akron_random_next (state) % bound);
}

G_END_DECLS
