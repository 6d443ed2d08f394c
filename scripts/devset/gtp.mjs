// GNU Go over GTP for the dev-set scripts: a pool of at most N engines (2 by default:
// the machine is shared), one request = a list of GTP commands whose answers are
// returned, a per-request timeout after which the engine is killed and restarted, and an
// on-disk cache (JSON lines) so that a rerun only asks what it has not asked before.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { createHash } from 'node:crypto';

export const GNUGO = process.env.GNUGO || '/usr/games/gnugo';
const COLS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** GTP vertex of [x, y] (x column, y row from the top) on a board of `height` rows. */
export const vertex = (x, y, height) => (x < 0 ? 'pass' : `${COLS[x]}${height - y}`);
/** [x, y] of a GTP vertex. */
export function fromVertex(v, height) {
  return [COLS.indexOf(v[0].toUpperCase()), height - Number(v.slice(1))];
}

class Engine {
  constructor(args) {
    this.args = args;
    this.proc = spawn(GNUGO, args, { stdio: ['pipe', 'pipe', 'ignore'] });
    this.buf = '';
    this.waiting = null;
    this.proc.stdout.on('data', (d) => {
      this.buf += d.toString();
      this.drain();
    });
    this.proc.on('exit', () => { this.dead = true; if (this.waiting) this.waiting.reject(new Error('gnugo exited')); });
  }

  drain() {
    const end = this.buf.indexOf('\n\n');
    if (end < 0 || !this.waiting) return;
    const text = this.buf.slice(0, end);
    this.buf = this.buf.slice(end + 2);
    const w = this.waiting;
    this.waiting = null;
    if (text.startsWith('?')) w.reject(new Error(`gtp: ${w.cmd}: ${text.slice(1).trim()}`));
    else w.resolve(text.replace(/^=\s?/, '').trim());
  }

  send(cmd) {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject, cmd };
      this.proc.stdin.write(cmd + '\n');
      this.drain();
    });
  }

  kill() { this.dead = true; this.proc.kill('SIGKILL'); }
}

export class GnuGoPool {
  /** size: engines at once; timeoutMs: per request; cacheFile: JSON lines { key, answers | error }. */
  constructor({ size = 2, timeoutMs = 60000, cacheFile = null } = {}) {
    this.size = size;
    this.timeoutMs = timeoutMs;
    this.cacheFile = cacheFile;
    this.cache = new Map();
    this.idle = [];
    this.count = 0;
    this.queue = [];
    this.stats = { asked: 0, cached: 0, timeouts: 0, errors: 0, ms: [] };
    if (cacheFile && existsSync(cacheFile)) {
      for (const line of readFileSync(cacheFile, 'utf8').split('\n')) {
        if (!line) continue;
        let e;
        try { e = JSON.parse(line); } catch { continue; /* torn last line */ }
        // A timeout is not an answer (a busy machine times out where an idle one answers):
        // this run asks again.
        if (e.error !== 'timeout') this.cache.set(e.key, e);
      }
    }
  }

  // An engine started with `args`: an idle one when allowed, else a new one within the limit.
  async engine(args, fresh) {
    for (;;) {
      const i = fresh ? -1 : this.idle.findIndex((e) => !e.dead && e.args.join(' ') === args.join(' '));
      if (i >= 0) return this.idle.splice(i, 1)[0];
      if (this.count < this.size) { this.count++; return new Engine(args); }
      if (this.idle.length) { this.idle.shift().kill(); this.count--; continue; }
      await new Promise((r) => this.queue.push(r));
    }
  }

  release(e) {
    if (e.dead) { this.count--; } else this.idle.push(e);
    const next = this.queue.shift();
    if (next) next();
  }

  /**
   * Runs `setup` commands then `queries` on an engine started with `args`; returns the
   * answers to the queries, from the cache when this exact request was made before.
   * Returns { error } instead when GNU Go fails or times out. `fresh` runs the request on
   * a new engine that is closed after it: GNU Go 3.8 caches finish_and_score_game() on the
   * board alone, so final_status_list after a pass would repeat the previous answer.
   */
  /** The cached result of this exact request, or undefined (GNU Go is not asked). */
  cached(args, setup, queries) {
    return this.cache.get(createHash('sha1').update(JSON.stringify([args, setup, queries])).digest('hex'));
  }

  async ask(args, setup, queries, { fresh = false } = {}) {
    const key = createHash('sha1').update(JSON.stringify([args, setup, queries])).digest('hex');
    const hit = this.cache.get(key);
    if (hit) { this.stats.cached++; return hit; }
    const e = await this.engine(args, fresh);
    const t0 = Date.now();
    let timer;
    let result;
    try {
      const work = (async () => {
        for (const c of setup) await e.send(c);
        const answers = [];
        for (const q of queries) answers.push(await e.send(q));
        return { key, answers, ms: Date.now() - t0 };
      })();
      const timeout = new Promise((_, rej) => { timer = setTimeout(() => rej(new Error('timeout')), this.timeoutMs); });
      result = await Promise.race([work, timeout]);
      this.stats.ms.push(result.ms);
    } catch (err) {
      if (err.message === 'timeout') this.stats.timeouts++; else this.stats.errors++;
      e.kill();
      result = { key, error: err.message, ms: Date.now() - t0 };
    } finally {
      clearTimeout(timer);
      if (fresh) e.kill();
      this.release(e);
    }
    this.stats.asked++;
    this.cache.set(key, result);
    if (this.cacheFile) appendFileSync(this.cacheFile, JSON.stringify(result) + '\n');
    return result;
  }

  close() {
    for (const e of this.idle) { e.proc.stdin.end('quit\n'); }
    this.idle = [];
  }
}

/**
 * GNU Go command-line arguments for a game's rules and komi. `level` (GNU Go's default is
 * 10) is lowered for the dev set's labels on a loaded machine; see docs/DEVSET.md.
 */
export function gnugoArgs(rules, komi, level = null) {
  const area = ['chinese', 'aga', 'nz', 'ing', 'tromp-taylor'].includes(rules);
  const args = ['--mode', 'gtp', area ? '--chinese-rules' : '--japanese-rules', '--komi', String(komi)];
  return level === null ? args : [...args, '--level', String(level)];
}

/** GTP commands that set up the first `k` moves of game record `g` (setup stones included). */
export function setupCommands(g, k) {
  const cmds = [`boardsize ${g.width}`, 'clear_board'];
  if (g.setup && g.setup.W.length) throw new Error('setupCommands: white setup stones are not supported');
  if (g.setup && g.setup.B.length) cmds.push(`set_free_handicap ${g.setup.B.map(([x, y]) => vertex(x, y, g.height)).join(' ')}`);
  for (const [c, x, y] of g.moves.slice(0, k)) cmds.push(`play ${c} ${vertex(x, y, g.height)}`);
  return cmds;
}
