// A preload for `node --import ./bench/thread_cpu.mjs ...` (bench/archive_bench.mjs --threads):
// writes, when the process exits, the CPU time of its threads as JSON to the file named by
// GOSCORE_THREAD_CPU: { main, workers: [...], other } in seconds, where workers are the
// worker_threads (each tells its thread id when it starts) and other is every other thread (V8's
// background compilers and garbage collector helpers, libuv's pool). Linux only: it reads
// /proc/self/task/*/stat (fields utime and stime, in clock ticks; proc(5)) every 20 ms, so that a
// thread that ends before the process still counts (less what it ran in its last 20 ms).
import { appendFileSync, readFileSync, readdirSync, readlinkSync, writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const out = process.env.GOSCORE_THREAD_CPU;
// The thread's own id: /proc/thread-self links to /proc/PID/task/TID.
const tid = () => readlinkSync('/proc/thread-self').split('/').pop();
const TICKS = 100; // USER_HZ, the unit of utime and stime (`getconf CLK_TCK`; 100 on Linux)

if (out && !isMainThread) appendFileSync(`${out}.workers`, `${tid()}\n`);
if (out && isMainThread) {
  const mainTid = tid();
  const seen = new Map();
  const sample = () => {
    for (const t of readdirSync('/proc/self/task')) {
      let stat;
      try {
        stat = readFileSync(`/proc/self/task/${t}/stat`, 'utf8');
      } catch {
        continue; // ended since the listing
      }
      // The fields after the command name (which may hold spaces), from field 3 (state) on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seen.set(t, (Number(fields[11]) + Number(fields[12])) / TICKS);
    }
  };
  setInterval(sample, 20).unref();
  process.on('exit', () => {
    sample();
    let workerTids = [];
    try {
      workerTids = readFileSync(`${out}.workers`, 'utf8').split('\n').filter(Boolean);
    } catch {
      // no worker started
    }
    const workers = workerTids.map((t) => seen.get(t) ?? 0);
    let other = 0;
    for (const [t, cpu] of seen) if (t !== mainTid && !workerTids.includes(t)) other += cpu;
    writeFileSync(out, JSON.stringify({ main: seen.get(mainTid) ?? 0, workers, other }));
  });
}
