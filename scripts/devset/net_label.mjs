// Labels end positions for the learned-evaluator experiment (net_data.py --self-label): reads a
// JSONL of { id, board, to_move } on stdin, writes { id, dead } per line with goscore's own
// estimateDead (effort normal, seed 1). net_data.py keeps a game only when the count with these
// dead stones reproduces its recorded result.
import { createInterface } from 'node:readline';
import { ready, estimateDead } from '../../web/index.js';

await ready;
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const p = JSON.parse(line);
  const { dead } = estimateDead(p.board, { toMove: p.to_move === 'W' ? -1 : 1, seed: 1 });
  process.stdout.write(JSON.stringify({ id: p.id, dead }) + '\n');
}
