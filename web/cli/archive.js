// The archive mode of the command-line tool: every record of the files and folders given is
// replayed, scored under its own rules and compared with its RE, on `jobs` threads (the main one
// and jobs - 1 workers); one line (or JSON object) per record in input order, then a summary. See
// `goscore --help`.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkRecord } from './check.js';
import { startWorkers, takeEarlyWorkers } from './pool.js';

/** Records a thread takes at a time: large enough to hide the message cost, small enough to share. */
const BATCH = 32;

/**
 * The smallest batch: near the end of a run batches shrink (a quarter of what is left for each
 * thread, down to this), so that the threads finish close together instead of one waiting for
 * another's last full batch.
 */
const MIN_BATCH = 4;

/** Lines written to the output at a time when running on the main thread (one write a batch). */
const FLUSH = 64;

/**
 * The files to check, in order: each FILE as given, each folder's *.sgf files recursively (sorted
 * by name, so a run is reproducible), '-' the paths on standard input (one a line). Folders with no
 * record and paths that do not exist become outcomes with an error.
 */
export async function collectInputs(paths, stdinText) {
  const files = [];
  const problems = [];
  const walk = (dir) => {
    const stack = [dir];
    let found = 0;
    // Iterative (a deep tree must not overflow the stack); entries sorted for a stable order.
    while (stack.length) {
      const d = stack.pop();
      let entries;
      try {
        entries = readdirSync(d, { withFileTypes: true });
      } catch (e) {
        problems.push(errorOutcome(d, `cannot read the folder: ${e.code ?? e.message}`));
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const subdirs = [];
      for (const entry of entries) {
        const p = join(d, entry.name);
        if (entry.isDirectory()) subdirs.push(p);
        else if (/\.sgf$/i.test(entry.name)) {
          files.push(flat(p));
          found++;
        }
      }
      for (let i = subdirs.length - 1; i >= 0; i--) stack.push(subdirs[i]);
    }
    if (found === 0) problems.push(errorOutcome(dir, 'a folder with no .sgf records'));
  };
  for (const p of paths) {
    if (p === '-') {
      for (const line of stdinText.split(/\r?\n/)) if (line.trim() !== '') files.push(line.trim());
      continue;
    }
    let st;
    try {
      st = statSync(p);
    } catch {
      files.push(p); // checkRecord reports it (no such file) in its place in the order.
      continue;
    }
    if (st.isDirectory()) walk(p);
    else files.push(p);
  }
  return { files, problems };
}

/**
 * `s` as one flat string: path.join builds its result by concatenation, and V8 keeps such a string
 * as a tree of its pieces (about 600 bytes a path in all) until a read of its characters flattens
 * it. An archive's list holds every path for the whole run: flat, it costs a sixth as much.
 */
function flat(s) {
  s.charCodeAt(s.length - 1);
  return s;
}

function errorOutcome(file, error) {
  return { file, size: null, rules: null, komi: null, computed: null, recorded: null, match: null, error };
}

/** FNV-1a (32 bits) of a path's UTF-16 units: a share that depends on the path alone. */
export function pathHash(path) {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h ^= path.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Share `index` (1-based) of `count`: the files whose path hash is index - 1 modulo count. */
export function shard(files, index, count) {
  return files.filter((f) => pathHash(f) % count === index - 1);
}

/** One outcome as a text line: status, file, rules, komi, computed and recorded result. */
export function formatLine(o) {
  if (o.error) return `ERROR     ${o.file}: ${o.error}`;
  const status = o.match === true ? 'match' : o.match === false ? 'MISMATCH' : 'no-count';
  const re = o.recorded ? `RE[${o.recorded}]` : 'no RE';
  return `${status.padEnd(9)} ${o.file}  ${o.rules} komi ${o.komi}  ${o.computed}  ${re}`;
}

class Progress {
  constructor(total, stream) {
    this.total = total;
    this.stream = stream;
    this.start = performance.now();
    this.last = 0;
  }

  update(done, force = false) {
    const now = performance.now();
    if (!force && now - this.last < 100) return;
    this.last = now;
    const seconds = (now - this.start) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const left = rate > 0 ? (this.total - done) / rate : 0;
    const width = 30;
    const filled = this.total ? Math.round((width * done) / this.total) : width;
    this.stream.write(
      `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${this.total}  ${rate.toFixed(0)}/s  ${left.toFixed(0)} s left `,
    );
  }

  clear() {
    this.stream.write('\r\x1b[K');
  }
}

/** The summary's counts of a run, empty. */
export function emptyCounts() {
  return { records: 0, scored: 0, match: 0, mismatch: 0, noCount: 0, unreadable: 0 };
}

/** Adds one outcome to `counts` (emptyCounts' shape). */
export function tally(counts, o) {
  counts.records++;
  if (o.error) counts.unreadable++;
  else {
    counts.scored++;
    if (o.match === true) counts.match++;
    else if (o.match === false) counts.mismatch++;
    else counts.noCount++;
  }
}

/** One outcome as the run prints it: a JSON object with --jsonl, else formatLine's line. */
export function outcomeLine(o, jsonl) {
  return `${jsonl ? JSON.stringify(o) : formatLine(o)}\n`;
}

/**
 * Runs the archive mode; returns the exit status: 0 every counted record matches, 1 some record's
 * count differs from its RE, 2 some input could not be read, parsed or replayed (or none found).
 */
export async function runArchive({ paths, stdinText, jsonl, jobs, shardIndex, shardCount, rules, out, err }) {
  const start = performance.now();
  // The workers start first (if web/cli/early.js has not started them already), so that their
  // start (a thread, the package's JS) overlaps the walk of the folders; those the inputs turn out
  // not to need are stopped once the inputs are known.
  const workers = takeEarlyWorkers();
  for (const w of workers.splice(Math.max(0, jobs - 1))) w.terminate();
  workers.push(...startWorkers(Math.max(0, jobs - 1 - workers.length)));
  const { files: all, problems } = await collectInputs(paths, stdinText);
  const files = shardCount ? shard(all, shardIndex, shardCount) : all;
  // One thread per batch at most: the main one and jobs - 1 workers.
  const used = Math.max(0, Math.min(workers.length, Math.ceil(files.length / BATCH) - 1));
  for (const w of workers.splice(used)) w.terminate();
  const summary = { ...emptyCounts(), seconds: 0 };
  const progress = err.isTTY ? new Progress(files.length, err) : null;
  let done = 0;
  // Lines go out in blocks (one write per block, not per record); the bar is cleared before each
  // block and drawn again after it, so that the two never mix on a terminal.
  const write = (text, counts, records) => {
    if (progress) progress.clear();
    if (text !== '') out.write(text);
    for (const k of Object.keys(counts)) summary[k] += counts[k];
    done += records;
    if (progress) progress.update(done);
  };
  {
    const counts = emptyCounts();
    let text = '';
    for (const p of problems) {
      tally(counts, p);
      text += outcomeLine(p, jsonl);
    }
    if (problems.length > 0) write(text, counts, 0);
  }
  if (workers.length === 0) {
    let counts = emptyCounts();
    let text = '';
    let lines = 0;
    for (const f of files) {
      const o = checkRecord(f, rules);
      tally(counts, o);
      text += outcomeLine(o, jsonl);
      // With a bar, every record is shown as it is done; without, lines go out FLUSH at a time.
      if (++lines === FLUSH || progress) {
        write(text, counts, lines);
        counts = emptyCounts();
        text = '';
        lines = 0;
      }
    }
    if (lines > 0) write(text, counts, lines);
  } else {
    await runWorkers(files, workers, { rules, jsonl }, write);
  }
  if (progress) progress.clear();
  summary.seconds = (performance.now() - start) / 1000;
  const rate = summary.seconds > 0 ? Math.round(summary.scored / summary.seconds) : 0;
  const line =
    `records ${summary.records}, scored ${summary.scored}, match ${summary.match}, mismatch ${summary.mismatch}, ` +
    `no count in RE ${summary.noCount}, unreadable ${summary.unreadable}, ` +
    `time ${summary.seconds.toFixed(2)} s (${rate} records/s)`;
  if (jsonl) err.write(`goscore: ${line}\n`);
  else out.write(`${line}\n`);
  if (summary.unreadable > 0 || summary.records === 0) return 2;
  return summary.mismatch > 0 ? 1 : 0;
}

/**
 * Checks one batch of files: its lines as the run prints them, in order, and their counts. What a
 * worker thread does with each batch it is sent, and the main thread with the batches it takes.
 */
export function checkBatch(paths, { rules, jsonl }) {
  const counts = emptyCounts();
  let text = '';
  for (const path of paths) {
    const o = checkRecord(path, rules);
    tally(counts, o);
    text += outcomeLine(o, jsonl);
  }
  return { text, counts, records: paths.length };
}

/**
 * The files as one shared list: their paths' UTF-8 bytes one after another (`bytes`), where each
 * starts (`starts`, one more entry than there are files) and the index of the next file no thread
 * has taken yet (`next`), all in SharedArrayBuffers, so that every thread reads the one copy and
 * takes its batches itself (takeBatch). Every path came from UTF-8 (the command line, a folder's
 * entries, standard input), so its UTF-8 bytes give back the very same string.
 */
export function shareFiles(files) {
  const starts = new Int32Array(new SharedArrayBuffer(4 * (files.length + 1)));
  let total = 0;
  files.forEach((f, i) => {
    starts[i] = total;
    total += Buffer.byteLength(f, 'utf8');
  });
  starts[files.length] = total;
  // A Buffer over the shared memory: each path is written in place, with no copy of its own.
  const bytes = Buffer.from(new SharedArrayBuffer(Math.max(1, total)));
  files.forEach((f, i) => bytes.write(f, starts[i], 'utf8'));
  return { bytes, starts, next: new Int32Array(new SharedArrayBuffer(4)), count: files.length };
}

/**
 * Takes the next batch of the shared list for one of `threads` threads: { start, end } (file
 * indices, end excluded), or null when every file is taken. BATCH files, fewer near the end.
 */
export function takeBatch(shared, threads) {
  const left = shared.count - Atomics.load(shared.next, 0);
  if (left <= 0) return null;
  const size = Math.max(MIN_BATCH, Math.min(BATCH, Math.ceil(left / (4 * threads))));
  const start = Atomics.add(shared.next, 0, size);
  if (start >= shared.count) return null;
  return { start, end: Math.min(shared.count, start + size) };
}

/** The paths of files start to end - 1 of the shared list. */
export function sharedPaths(shared, start, end) {
  // A worker receives the bytes as a Uint8Array over the shared memory: a Buffer over it reads
  // them in place.
  const bytes = Buffer.from(shared.bytes.buffer, shared.bytes.byteOffset, shared.bytes.byteLength);
  const paths = [];
  const { starts } = shared;
  for (let i = start; i < end; i++) paths.push(bytes.toString('utf8', starts[i], starts[i + 1]));
  return paths;
}

/**
 * Checks the files on the `workers` and the main thread. Every thread takes its batches itself
 * from the shared list (takeBatch: one atomic counter), so that no worker waits for the main
 * thread to hand it work, and the threads finish together; the workers post each batch's lines and
 * counts back, and the main thread, which has the package loaded and warm already, checks one
 * batch at a time between their messages. The main thread writes the batches out in input order
 * through write(text, counts, records).
 */
function runWorkers(files, workers, options, write) {
  return new Promise((resolve, reject) => {
    const threads = workers.length + 1;
    const shared = shareFiles(files);
    const pending = new Map(); // finished batches (by their first file) waiting for the ones before them
    let flushed = 0; // the first file not yet written
    let failed = false;
    const finish = (start, batch) => {
      pending.set(start, batch);
      while (pending.has(flushed)) {
        const b = pending.get(flushed);
        pending.delete(flushed);
        write(b.text, b.counts, b.records);
        flushed += b.records;
      }
      if (flushed === files.length) Promise.all(workers.map((x) => x.terminate())).then(() => resolve());
    };
    const stop = (e) => {
      if (failed) return;
      failed = true;
      for (const x of workers) x.terminate();
      reject(e);
    };
    for (const w of workers) {
      if (w.startError) return stop(w.startError);
      w.on('error', stop);
      w.on('message', (batch) => finish(batch.start, batch));
      w.postMessage({ shared, threads, options });
    }
    // The main thread's share: one batch, then back to the event loop (the workers' messages).
    const local = () => {
      if (failed) return;
      const batch = takeBatch(shared, threads);
      if (batch === null) return;
      finish(batch.start, checkBatch(files.slice(batch.start, batch.end), options));
      setImmediate(local);
    };
    setImmediate(local);
  });
}
