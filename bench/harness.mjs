// The timing harness of the Node benchmarks: a warm-up, then batches of whole passes over the
// inputs until enough time is measured; the median batch, per input, as CPU time of the process
// (user + system, so GC helper threads count) and as wall time.

function cpuNs() {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

let sink = 0;

/** What the timed calls returned, summed: printed so that no call can be optimized away. */
export function sinkValue() {
  return sink;
}

export const FULL = { minTotalMs: 400, minBatches: 10, minBatchMs: 20, warmupMs: 150 };
export const QUICK = { minTotalMs: 60, minBatches: 5, minBatchMs: 5, warmupMs: 30 };

/**
 * Times fn(input) over every input. fn returns a number (folded into the sink).
 * @returns {{ cpuNs: number, wallNs: number, minCpuNs: number, batches: number, boardsPerBatch: number }}
 *   median ns per call
 */
export function measure(fn, inputs, { minTotalMs, minBatches, minBatchMs, warmupMs } = FULL) {
  const pass = () => {
    for (let i = 0; i < inputs.length; i++) sink += fn(inputs[i]) | 0;
  };
  // Warm-up, which also sizes the batches.
  let passes = 0;
  const warmStart = performance.now();
  while (performance.now() - warmStart < warmupMs || passes < 3) {
    pass();
    passes++;
  }
  const passMs = (performance.now() - warmStart) / passes;
  const passesPerBatch = Math.max(1, Math.ceil(minBatchMs / passMs));
  const cpu = [];
  const wall = [];
  let total = 0;
  while (total < minTotalMs || cpu.length < minBatches) {
    const c0 = cpuNs();
    const w0 = process.hrtime.bigint();
    for (let k = 0; k < passesPerBatch; k++) pass();
    const w1 = process.hrtime.bigint();
    const c1 = cpuNs();
    const calls = passesPerBatch * inputs.length;
    cpu.push((c1 - c0) / calls);
    wall.push(Number(w1 - w0) / calls);
    total += Number(w1 - w0) / 1e6;
  }
  return {
    cpuNs: median(cpu),
    wallNs: median(wall),
    minCpuNs: Math.min(...cpu),
    batches: cpu.length,
    boardsPerBatch: passesPerBatch * inputs.length,
  };
}
