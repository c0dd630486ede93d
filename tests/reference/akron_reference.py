#!/usr/bin/env python3
"""A slow, literal reading of RULES.md, used to cross-check the C engine.

It shares no code or tables with the engine: every rule is written here again as the text
says it, so a random game on which both agree is evidence that both read the rules alike.
"""

import random
import subprocess
import sys

EMPTY, VERT, HORZ = 0, 1, 2


class Position:
    def __init__(self, n, pieces, swap):
        self.n = n
        self.cell = {}
        for k in range(n):
            for j in range(n - k):
                for i in range(n - k):
                    self.cell[(k, i, j)] = EMPTY
        self.pile = {VERT: pieces, HORZ: pieces}
        self.to_move = VERT
        self.swap_state = 'pending' if swap else 'none'

    def copy(self):
        other = Position.__new__(Position)
        other.n = self.n
        other.cell = dict(self.cell)
        other.pile = dict(self.pile)
        other.to_move = self.to_move
        other.swap_state = self.swap_state
        return other

    def key(self):
        return (tuple(sorted(self.cell.items())), self.pile[VERT], self.pile[HORZ],
                self.to_move, self.swap_state == 'available')

    # Section 1
    def supports(self, p):
        k, i, j = p
        if k == 0:
            return []
        return [(k - 1, i, j), (k - 1, i + 1, j), (k - 1, i, j + 1), (k - 1, i + 1, j + 1)]

    def resting_on(self, p):
        k, i, j = p
        return [q for q in [(k + 1, i - 1, j - 1), (k + 1, i, j - 1), (k + 1, i - 1, j),
                            (k + 1, i, j)] if q in self.cell]

    def occupied(self, p):
        return p in self.cell and self.cell[p] != EMPTY

    def supported(self, p):
        return all(self.occupied(s) for s in self.supports(p))

    # Section 3
    def covered(self, p):
        k, i, j = p
        m = 1
        while (k + 2 * m, i - m, j - m) in self.cell:
            q = (k + 2 * m, i - m, j - m)
            if self.cell[q] not in (EMPTY, self.cell[p]):
                return True
            m += 1
        return False

    def crossed(self, p, q):
        """Same-level link p-q (q east or south of p) passed over by the opponent."""
        k, i, j = p
        opp = 3 - self.cell[p]
        horizontal = q[1] == i + 1
        for m in range(1, self.n - k):
            if horizontal:
                if m % 2:
                    a = (k + m, i - (m - 1) // 2, j - (m + 1) // 2)
                    b = (k + m, i - (m - 1) // 2, j - (m - 1) // 2)
                else:
                    a = (k + m, i - m // 2, j - m // 2)
                    b = (k + m, i - m // 2 + 1, j - m // 2)
            else:
                if m % 2:
                    a = (k + m, i - (m + 1) // 2, j - (m - 1) // 2)
                    b = (k + m, i - (m - 1) // 2, j - (m - 1) // 2)
                else:
                    a = (k + m, i - m // 2, j - m // 2)
                    b = (k + m, i - m // 2, j - m // 2 + 1)
            if self.cell.get(a) == opp and self.cell.get(b) == opp:
                return True
        return False

    def touching(self, p):
        k, i, j = p
        same = [(k, i + 1, j), (k, i - 1, j), (k, i, j + 1), (k, i, j - 1)]
        return [q for q in same if q in self.cell] + self.supports(p) + self.resting_on(p)

    def uncut_link(self, p, q):
        if self.cell[p] == EMPTY or self.cell[p] != self.cell[q]:
            return False
        if self.covered(p) or self.covered(q):
            return False
        if p[0] == q[0]:
            a, b = (p, q) if (p[1], p[2]) < (q[1], q[2]) else (q, p)
            return not self.crossed(a, b)
        return True

    def connected_set(self, start, removed=()):
        seen = {start}
        todo = [start]
        while todo:
            p = todo.pop()
            for q in self.touching(p):
                if q not in seen and q not in removed and self.occupied(q) \
                        and self.uncut_link(p, q):
                    seen.add(q)
                    todo.append(q)
        return seen

    def has_connection(self, colour):
        n = self.n
        if colour == VERT:
            first = [(0, i, 0) for i in range(n)]
            second = {(0, i, n - 1) for i in range(n)}
        else:
            first = [(0, 0, j) for j in range(n)]
            second = {(0, n - 1, j) for j in range(n)}
        for h in first:
            if self.cell[h] == colour and not self.covered(h):
                if self.connected_set(h) & second:
                    return True
        return False

    # Section 4
    def cascade(self, s):
        chain = [s]
        while True:
            above = [q for q in self.resting_on(chain[-1]) if self.occupied(q)]
            if len(above) >= 2:
                return None
            if not above:
                return chain
            chain.append(above[0])

    def legal_moves(self):
        me = self.to_move
        moves = []
        if self.pile[me] > 0:
            moves += [('add', h) for h in self.cell if h[0] == 0 and not self.occupied(h)]
        for s in self.cell:
            if self.cell[s] != me:
                continue
            chain = self.cascade(s)
            if chain is None:
                continue
            dropping = set(chain[1:])
            group = self.connected_set(s, removed=dropping) if not self.covered(s) else {s}
            group = group - {s} - dropping
            for d in self.cell:
                if self.occupied(d):
                    continue
                if d[0] > 0 and (not self.supported(d)
                                 or any(x in chain for x in self.supports(d))):
                    continue
                near = [q for q in self.touching(d) if q[0] == d[0]] + self.supports(d)
                if any(q in group for q in near):
                    moves.append(('step', s, d))
        if self.swap_state == 'available':
            moves.append(('swap',))
        return moves

    def lift(self, s):
        chain = self.cascade(s)
        for t in range(len(chain) - 1):
            self.cell[chain[t]] = self.cell[chain[t + 1]]
        self.cell[chain[-1]] = EMPTY

    def apply(self, move):
        me = self.to_move
        if move[0] == 'swap':
            self.swap_state = 'none'
            return
        if move[0] == 'add':
            self.cell[move[1]] = me
            self.pile[me] -= 1
        else:
            self.lift(move[1])
            self.cell[move[2]] = me
        self.swap_state = 'available' if self.swap_state == 'pending' else 'none'
        self.to_move = 3 - me

    # Section 6
    def point_text(self, p):
        k, i, j = p
        return '%s%d%s' % (chr(ord('A') + i), self.n - j, "'" * k)

    def move_text(self, move):
        if move[0] == 'swap':
            return 'swap'
        if move[0] == 'add':
            return self.point_text(move[1])
        return self.point_text(move[1]) + '-' + self.point_text(move[2])


class Game:
    """Section 5: win timings, no legal move, repetition."""

    def __init__(self, n, pieces, swap, no_delay):
        self.pos = Position(n, pieces, swap)
        self.no_delay = no_delay
        self.seen = [self.pos.key()]
        self.result, self.reason = 'none', 'none'
        self.judge(None, None)

    def judge(self, before, move):
        pos = self.pos
        me = pos.to_move
        if not self.no_delay:
            if pos.has_connection(me):
                self.result, self.reason = self.name(me), 'connection'
                return
        elif move is not None and move[0] != 'swap':
            if move[0] == 'step':
                during = before.copy()
                during.lift(move[1])
                if during.has_connection(me):
                    self.result, self.reason = self.name(me), 'connection'
                    return
            if pos.has_connection(3 - me):
                self.result, self.reason = self.name(3 - me), 'connection'
                return
        if not pos.legal_moves():
            self.result, self.reason = self.name(3 - me), 'no-legal-move'

    @staticmethod
    def name(colour):
        return 'vert' if colour == VERT else 'horz'

    def play(self, move):
        before = self.pos.copy()
        self.pos.apply(move)
        self.seen.append(self.pos.key())
        self.judge(before, move)

    def status(self):
        pos = self.pos
        reps = self.seen.count(pos.key())
        # Section 5, "After the end": a no-delay connection ends the game within the
        # mover's turn, which stays theirs.
        to_move = pos.to_move
        if self.no_delay and self.reason == 'connection':
            to_move = 3 - to_move
        return {
            'to-move': self.name(to_move),
            'pile-vert': str(pos.pile[VERT]),
            'pile-horz': str(pos.pile[HORZ]),
            'connected-vert': 'yes' if pos.has_connection(VERT) else 'no',
            'connected-horz': 'yes' if pos.has_connection(HORZ) else 'no',
            'result': self.result,
            'reason': self.reason,
            'repetitions': str(reps),
            'draw-claimable': 'yes' if reps >= 3 and self.result == 'none' else 'no',
        }


def run_cli(cli, options, command, moves):
    out = subprocess.run([cli] + options + [command] + moves, capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit('akron-cli failed on %s: %s' % (' '.join(moves), out.stderr))
    return out.stdout


def choose_move(rng, moves):
    """Favours climbing and moving over adding, so that tall stacks, covered pieces,
    crossed links, cascades and repetitions all happen."""
    steps = [m for m in moves if m[0] == 'step']
    if steps and rng.random() < 0.5:
        top = max(m[2][0] for m in steps)
        return rng.choice([m for m in steps if m[2][0] == top])
    return rng.choice(steps if steps and rng.random() < 0.7 else moves)


def check_game(cli, rng, n, pieces, swap, no_delay, plies):
    options = ['--size', str(n), '--pieces', str(pieces)]
    options += [] if swap else ['--no-swap']
    options += ['--nodelay'] if no_delay else []
    game = Game(n, pieces, swap, no_delay)
    texts = []
    for _ in range(plies):
        expected = sorted(game.pos.move_text(m) for m in game.pos.legal_moves()) \
            if game.result == 'none' else []
        got = run_cli(cli, options, 'moves', texts).split()
        if game.result == 'none' and got != expected:
            raise SystemExit('moves differ after %s %s:\n  reference: %s\n  engine:    %s'
                             % (' '.join(options), ' '.join(texts), expected, got))
        status = dict(line.split(': ', 1) for line in
                      run_cli(cli, options, 'status', texts).splitlines())
        if status != game.status():
            raise SystemExit('status differs after %s %s:\n  reference: %s\n  engine:    %s'
                             % (' '.join(options), ' '.join(texts), game.status(), status))
        if game.result != 'none':
            return len(texts), game.result
        move = choose_move(rng, game.pos.legal_moves())
        texts.append(game.pos.move_text(move))
        game.play(move)
    return len(texts), game.result


def random_setup(rng, n):
    """A random pyramid, built bottom up so that every piece is supported."""
    pos = Position(n, 0, False)
    fill = rng.choice([0.5, 0.7, 0.9])
    for k in range(n):
        for j in range(n - k):
            for i in range(n - k):
                p = (k, i, j)
                if pos.supported(p) and rng.random() < fill:
                    pos.cell[p] = rng.choice([VERT, HORZ])
    pos.pile = {VERT: rng.choice([0, 0, 1, 5]), HORZ: rng.choice([0, 1, 5])}
    pos.to_move = rng.choice([VERT, HORZ])
    pos.swap_state = 'available' if rng.random() < 0.1 else 'none'
    return pos


def order(p):
    return (p[0], p[2], p[1])


def setup_line(pos):
    cells = ''
    for p in sorted(pos.cell, key=order):
        cells += '.vh'[pos.cell[p]]
    return '%d %s %d %d %d %s\n' % (pos.n, 'v' if pos.to_move == VERT else 'h', pos.pile[VERT],
                                     pos.pile[HORZ], pos.swap_state == 'available', cells)


def expected_answer(pos):
    moves = ' '.join(sorted(pos.move_text(m) for m in pos.legal_moves()))
    connected = 'connected %d %d' % (pos.has_connection(VERT), pos.has_connection(HORZ))
    links = []
    for p in pos.cell:
        for q in pos.touching(p):
            if order(p) < order(q) and pos.occupied(p) and pos.cell[p] == pos.cell[q]:
                links.append('%s-%s:%d' % (pos.point_text(p), pos.point_text(q),
                                           not pos.uncut_link(p, q)))
    return [moves, connected, ' '.join(sorted(links))]


def check_setups(probe, count):
    rng = random.Random(1121)
    sizes = [3, 4, 5, 6, 7, 8]
    positions = [random_setup(rng, sizes[t % len(sizes)]) for t in range(count)]
    out = subprocess.run([probe], input=''.join(setup_line(p) for p in positions),
                         capture_output=True, text=True)
    if out.returncode != 0:
        raise SystemExit('probe failed: ' + out.stderr)
    lines = out.stdout.split('\n')
    for t, pos in enumerate(positions):
        got = lines[3 * t:3 * t + 3]
        want = expected_answer(pos)
        for what, g, w in zip(('moves', 'connections', 'links'), got, want):
            if g != w:
                raise SystemExit('%s differ for %s  reference: %s\n  engine:    %s'
                                 % (what, setup_line(pos), w, g))
    print('%d set-up positions: engine and reference agree on moves, connections, links'
          % count)


def main():
    if sys.argv[1] == 'setups':
        check_setups(sys.argv[2], int(sys.argv[3]))
        return
    cli = sys.argv[1]
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 40
    rng = random.Random(20261121)
    variants = [(3, 4), (4, 8), (5, 12), (6, 18), (4, 5), (5, 9), (7, 24)]
    played = 0
    for g in range(games):
        n, pieces = variants[g % len(variants)]
        swap = g % 3 != 0
        no_delay = g % 2 == 1
        plies, result = check_game(cli, rng, n, pieces, swap, no_delay, 60)
        played += plies
    print('%d games, %d plies: engine and reference agree' % (games, played))


if __name__ == '__main__':
    main()
