#!/usr/bin/env python3
"""Writes the committed seed corpora of the fuzz harnesses into tests/fuzz/corpus/<harness>/.

Run it again after changing the seeds below (python3 tests/fuzz/make_corpus.py); the files are
small and meaningful on purpose: libFuzzer grows its own corpus from them in build/fuzz/ (see
scripts/fuzz.sh), which is never committed.
"""
import os
import pathlib
import shutil

ROOT = pathlib.Path(__file__).resolve().parent
FIXTURES = ROOT.parent / 'fixtures'


def write(harness, name, data):
    d = ROOT / 'corpus' / harness
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data if isinstance(data, bytes) else data.encode())


def reset():
    for harness in ('board', 'sgf', 'game'):
        shutil.rmtree(ROOT / 'corpus' / harness, ignore_errors=True)


# --- board_fuzz: rows text (exercism and the scoring fixtures), bad rows, sign-map bytes --------
def board_seeds():
    write('board', 'exercism-5x5', '  B  \n B B \nB W B\n W W \n  W  \n')
    write('board', 'exercism-1x1', ' ')
    write('board', 'one-row-dots', 'B.W.B.W\n')
    write('board', 'crlf', 'BW.\r\n.WB\r\n')
    write('board', 'ragged', 'BBBBB\n  W  \nW W \n')
    write('board', 'bad-char', 'B.X\n...\n')
    write('board', 'empty-row', 'B\n\nW\n')
    write('board', 'maze-9x9', '\n'.join([
        '.........', 'BBBBBBBB.', '.........', '.WWWWWWWW', '.........',
        'BBBBBBBB.', '.........', '.WWWWWWWW', '.........']) + '\n')
    for f in sorted((FIXTURES / 'positions').glob('*.txt')):
        rows = f.read_text().split('\n---\n', 1)[1]
        write('board', 'fixture-' + f.stem, rows)
    # Sign maps: width, height, raw flag, then signs (byte % 3 - 1, or raw int8 when odd).
    write('board', 'signs-9x9', bytes([8, 8, 0]) + bytes((i * 7) % 3 for i in range(81)))
    write('board', 'signs-raw-bad', bytes([3, 2, 1, 1, 0, 255, 7, 0, 1, 0, 0]))
    write('board', 'signs-19x13', bytes([18, 12, 2]) + bytes((i * i) % 5 for i in range(247)))


# --- sgf_fuzz: the fixture records and small records for every feature of the reader ------------
def sgf_seeds():
    for f in sorted((FIXTURES / 'sgf').glob('*.sgf')):
        write('sgf', 'fixture-' + f.stem, f.read_bytes())
    seeds = {
        'basic': '(;FF[4]GM[1]SZ[9]KM[6.5];B[ee];W[cc];B[gc];W[])',
        'variations': '(;SZ[5](;B[aa];W[bb](;B[cc])(;B[dd]))(;B[ee]))',
        'escapes': '(;SZ[5]C[a \\] b \\\\ c\\\nd]PB[x\\]y]RE[W+R];B[cc])',
        'ff3-ids': '(;GaMe[1]SiZe[7]AddBlack[aa][bb]AddWhite[cc];B[dd])',
        'compressed': '(;SZ[9]AB[aa:cc]AW[ee:gg]AE[bb];W[ii])',
        'setup-later': '(;SZ[9];AB[aa];AW[bb]AB[cc];B[dd];W[ee])',
        'rect-size': '(;SZ[7:5]KM[-2.5]HA[2]AB[aa][ge];W[ee];B[])',
        'passes-tt': '(;SZ[19];B[tt];W[];B[aa];W[ss])',
        'tt-on-21': '(;SZ[21];B[tt];W[uu])',
        'capture': '(;SZ[3];B[ba];W[aa];B[ab])',
        'ko': '(;SZ[4];B[ba];W[ca];B[ab];W[db];B[bc];W[cc];B[cb];W[bb];B[cb])',
        'suicide': '(;SZ[3];B[ba];B[ab];W[aa])',
        'bad-size': '(;SZ[0];B[aa])',
        'off-board': '(;SZ[9];B[zz])',
        'unclosed': '(;SZ[9];B[aa](;W[bb]',
        'two-trees': '(;SZ[5];B[aa])(;SZ[7];B[bb])',
        'big-52': '(;SZ[52];B[ZZ];W[aA];B[Za])',
        'komi-round': '(;SZ[9]KM[0.75];B[aa])',
        'setup-no-liberties': '(;SZ[3]AB[aa]AW[ba][ab])',
        'both-moves': '(;SZ[9];B[aa]W[bb])',
        'unicode': '(;SZ[9]CA[UTF-8]PB[이세돌]PW[AlphaGo]DT[2016-03-09];B[pd])',
    }
    for name, text in seeds.items():
        write('sgf', name, text)
    deep = '(;SZ[9]' + '(;B[]' * 40 + ')' * 41
    write('sgf', 'nested-40', deep)


# --- game_fuzz: header (width-1, height-1, flags, komi) then actions ----------------------------
def game_seeds():
    W, B_ = 16, 0  # colour bit: 16 is white

    def play(color, x, y):
        return [0 | color, x, y]

    PASS_B, PASS_W = [7], [7 | W]
    UNDO = [11]

    def dead(x, y):
        return [8, x, y]

    def seki(x, y):
        return [9, x, y]

    def score(rules):
        return [10 | (rules << 4)]

    def seed(name, w, h, flags, komi, actions, setup=None):
        data = [w - 1, h - 1, flags, komi & 0xFF]
        if setup is not None:  # signs, packed four to a byte: 0 empty, 1 black, 2 white
            codes = [{0: 0, 1: 1, -1: 2}[v] for v in setup]
            codes += [0] * (-len(codes) % 4)
            data += [sum(c << (2 * k) for k, c in enumerate(codes[i:i + 4]))
                     for i in range(0, len(codes), 4)]
        for a in actions:
            data += a
        write('game', name, bytes(data))

    # A ko on 4x4: Black takes, White may not retake at once (simple ko), then after a threat.
    ko = [play(B_, 1, 0), play(W, 2, 0), play(B_, 0, 1), play(W, 3, 1), play(B_, 1, 2),
          play(W, 2, 2), play(B_, 2, 1), play(W, 1, 1), play(B_, 2, 1), play(W, 1, 1),
          PASS_W, play(B_, 3, 3), play(W, 1, 1), [12]]
    seed('ko-simple', 4, 4, 0, 13, ko)
    seed('ko-superko', 4, 4, 2, 13, ko)
    # Captures in the corner, then the captured point played again, undo, and scoring.
    seed('capture-undo', 5, 5, 0, 13, [play(B_, 1, 0), play(W, 0, 0), play(B_, 0, 1), play(W, 4, 4),
                                       play(W, 0, 0), UNDO, UNDO, play(W, 3, 3), score(0), score(1),
                                       score(2)])
    # Suicide, refused and then allowed (single and multi-stone).
    suicide = [play(B_, 1, 0), play(B_, 0, 1), play(W, 0, 0), play(B_, 2, 1), play(B_, 1, 2),
               play(W, 1, 1), play(W, 0, 2), play(W, 0, 0)]
    seed('suicide-refused', 3, 3, 0, 13, suicide)
    seed('suicide-allowed', 3, 3, 1, 13, suicide)
    seed('suicide-superko', 3, 3, 3, 13, suicide)
    # Walls, a dead stone, a seki region, passes, scoring under all rules.
    walls = [play(B_, 1, y) for y in range(5)] + [play(W, 3, y) for y in range(5)]
    seed('dead-and-seki', 5, 5, 0, 13,
         walls + [play(W, 0, 2), PASS_B, PASS_W, dead(0, 2), seki(4, 0), score(0), score(1),
                  score(2), [12], dead(0, 2), seki(4, 4), score(0), UNDO, score(0)])
    # A setup position (flag 4) on 5x3, the seki fixture: Black eye at (0, 0), White at (4, 0).
    setup = [0, 1, 0, -1, 0,
             1, 1, 1, -1, -1,
             -1, -1, -1, -1, 0]
    seed('setup-seki', 5, 3, 4, 0, [seki(0, 0), seki(4, 0), score(0), [13], score(1), [13 | W],
                                    [15, 20], dead(0, 2), score(0)], setup=setup)
    seed('setup-no-liberties', 3, 3, 4, 0, [play(B_, 1, 1)], setup=[1, -1, 0, -1, 0, 0, 0, 0, 0])
    # Off-board points, non-players, a 1x1 and a rectangular board.
    seed('bad-moves', 3, 2, 0, 0, [play(B_, 3, 0), play(W, 255, 0), [14, 0, 0], [14 | W, 1, 1],
                                   dead(1, 1), seki(3, 3), play(B_, 0, 0), play(W, 0, 0)])
    seed('one-by-one', 1, 1, 1, 0, [play(B_, 0, 0), PASS_W, play(W, 0, 0), score(2), UNDO, [12]])
    seed('rect-19x7', 19, 7, 2, 13,
         [play((i % 2) * W, (i * 7) % 19, (i * 3) % 7) for i in range(60)] + [score(0), score(1)])


if __name__ == '__main__':
    os.chdir(ROOT)
    reset()
    board_seeds()
    sgf_seeds()
    game_seeds()
    total = sum(p.stat().st_size for p in (ROOT / 'corpus').rglob('*') if p.is_file())
    count = sum(1 for p in (ROOT / 'corpus').rglob('*') if p.is_file())
    print(f'{count} seeds, {total} bytes')
