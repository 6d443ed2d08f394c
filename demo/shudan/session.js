// The example app's state, apart from its drawing: a goscore Game, the mode (playing or scoring),
// the chains goscore could not settle, and the maps Shudan draws. Everything about the rules
// (legal moves, captures, the dead stones proposed, the count) comes from goscore.
import { Game, GoScoreError } from 'goscore';

export class Session {
  constructor(size = 9, komi = 6.5) {
    this.game = new Game({ size, komi });
    this.mode = 'play';
    /** The chains goscore could not settle, as sets of 'x,y' keys, until a player clicks them. */
    this.uncertain = [];
    this.message = 'Black to play.';
  }

  /** A click on a point: a move while playing, a chain marked dead or alive while scoring. */
  click([x, y]) {
    const { game } = this;
    if (this.mode === 'score') {
      if (game.board[y][x] === 0) return;
      game.toggleDead([x, y]);
      // The player has decided this chain: it is no longer a question.
      this.uncertain = this.uncertain.filter((chain) => !chain.has(`${x},${y}`));
      this.message = 'Click a chain to mark it dead or alive.';
      return;
    }
    try {
      const { captured } = game.play(game.turn, [x, y]);
      this.message = captured.length ? `${captured.length} captured.` : toPlay(game);
    } catch (error) {
      if (!(error instanceof GoScoreError)) throw error;
      this.message = error.message; // an illegal move: occupied, suicide, ko
    }
  }

  pass() {
    if (this.mode === 'score') return;
    this.game.pass(this.game.turn);
    if (this.game.consecutivePasses >= 2) this.score();
    else this.message = `${this.game.turn === 1 ? 'White' : 'Black'} passed. ${toPlay(this.game)}`;
  }

  undo() {
    if (this.mode === 'score') this.play();
    else if (!this.game.undo()) this.message = 'Nothing to undo.';
    else this.message = toPlay(this.game);
  }

  /** Score mode: goscore proposes the dead stones and names the chains it is unsure of. */
  score() {
    const { game } = this;
    const { uncertain } = game.autoMark({ seed: 1 });
    const groups = game.groups();
    this.uncertain = uncertain.map(({ stone: [x, y] }) => {
      const group = groups.find((g) => g.id === y * game.width + x);
      return new Set(group.stones.map(([sx, sy]) => `${sx},${sy}`));
    });
    this.mode = 'score';
    this.message = uncertain.length
      ? 'Dead stones proposed. The marked chains are uncertain: click to decide.'
      : 'Dead stones proposed. Click a chain to mark it dead or alive.';
  }

  play() {
    this.game.clearMarks();
    this.uncertain = [];
    this.mode = 'play';
    this.message = toPlay(this.game);
  }

  /** What Shudan draws, and the result when scoring. */
  view() {
    const { game } = this;
    const signMap = game.board;
    const view = { signMap, markerMap: null, paintMap: null, dimmedVertices: [], result: null };
    if (this.mode !== 'score') return view;
    const result = game.score();
    const dead = new Set(game.marks.dead.map(([x, y]) => `${x},${y}`));
    view.dimmedVertices = game.marks.dead;
    view.paintMap = signMap.map((row, y) =>
      row.map((sign, x) => (sign === 0 || dead.has(`${x},${y}`) ? result.ownership[y * game.width + x] : 0)),
    );
    view.markerMap = signMap.map((row, y) =>
      row.map((_, x) =>
        this.uncertain.some((chain) => chain.has(`${x},${y}`)) ? { type: 'triangle', label: 'uncertain: alive or dead?' } : null,
      ),
    );
    view.result = result;
    return view;
  }
}

function toPlay(game) {
  return `${game.turn === 1 ? 'Black' : 'White'} to play.`;
}
