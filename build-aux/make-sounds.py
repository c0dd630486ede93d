#!/usr/bin/env python3
# make-sounds.py: synthesises Akron's sound effects into data/sounds/
#
#   build-aux/make-sounds.py [OUTDIR]
#
# The sounds are made here, from nothing but sine waves and seeded noise, so that the project
# owns them outright (data/sounds/README.md states their licence). The output is
# deterministic: running the script again gives the same bytes. Only the standard library is
# used (wave, math, random, struct).
#
# - place.wav: a marble set into a wooden hole: a soft, short click with a little body.
# - drop.wav:  the solid "clunk" of marbles dropping onto the ones below: a low knock, a
#              glassy ring and a second, smaller bounce.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import math
import os
import random
import struct
import sys
import wave

RATE = 44100


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def mix(into, sound, at_seconds, gain=1.0):
    start = int(at_seconds * RATE)
    need = start + len(sound) - len(into)
    if need > 0:
        into.extend([0.0] * need)
    for t, v in enumerate(sound):
        into[start + t] += gain * v
    return into


def ring(freq, seconds, decay, phase=0.0):
    """A sine that dies away exponentially: the resonance of a hard body."""
    n = int(seconds * RATE)
    return [math.sin(2 * math.pi * freq * t / RATE + phase) * math.exp(-t / (decay * RATE))
            for t in range(n)]


def knock(seconds, decay, rng, cutoff):
    """Noise through a one-pole low-pass filter, dying away: the contact itself."""
    n = int(seconds * RATE)
    alpha = 1 - math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for t in range(n):
        y += alpha * (rng.uniform(-1, 1) - y)
        out.append(y * math.exp(-t / (decay * RATE)))
    return out


def fade_in(sound, seconds):
    """A few samples of attack so that no sound starts with a click of its own."""
    n = max(1, int(seconds * RATE))
    return [v * min(1.0, t / n) for t, v in enumerate(sound)]


def normalise(sound, peak):
    top = max(abs(v) for v in sound) or 1.0
    return [v * peak / top for v in sound]


def place_sound():
    rng = random.Random(1)
    s = silence(0.16)
    mix(s, knock(0.03, 0.004, rng, 4000), 0.0, 0.8)
    mix(s, ring(2350, 0.12, 0.018), 0.0, 0.35)
    mix(s, ring(3710, 0.08, 0.010, 0.7), 0.0, 0.18)
    mix(s, ring(190, 0.16, 0.030), 0.0, 0.55)   # the wood answers
    return normalise(fade_in(s, 0.0008), 0.55)


def drop_sound():
    rng = random.Random(2)
    s = silence(0.42)
    # The fall lands: a heavy, dull knock...
    mix(s, knock(0.06, 0.012, rng, 900), 0.0, 1.0)
    mix(s, ring(118, 0.30, 0.060), 0.0, 0.9)
    mix(s, ring(240, 0.20, 0.035, 0.4), 0.0, 0.35)
    # ...glass meets glass...
    mix(s, ring(1620, 0.25, 0.045), 0.002, 0.22)
    mix(s, ring(2890, 0.15, 0.020, 1.1), 0.002, 0.10)
    # ...and settles with a smaller bounce.
    mix(s, knock(0.03, 0.006, rng, 1200), 0.085, 0.35)
    mix(s, ring(131, 0.20, 0.040), 0.085, 0.35)
    mix(s, ring(1700, 0.12, 0.025), 0.086, 0.08)
    return normalise(fade_in(s, 0.0008), 0.8)


def write_wav(path, sound):
    with wave.open(path, 'wb') as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b''.join(struct.pack('<h', int(round(max(-1.0, min(1.0, v)) * 32767)))
                                 for v in sound))


def main():
    outdir = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'sounds')
    os.makedirs(outdir, exist_ok=True)
    for name, make in (('place', place_sound), ('drop', drop_sound)):
        path = os.path.join(outdir, name + '.wav')
        write_wav(path, make())
        print(path)


if __name__ == '__main__':
    main()
