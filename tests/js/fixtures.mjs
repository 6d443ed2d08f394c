// Reads the scoring fixtures of tests/fixtures/positions/*.txt, shared with the C++ tests:
// "key: value" lines, then "---", then the board rows ('.' or ' ' empty, 'B', 'W').
import { readFileSync, readdirSync } from 'node:fs';

const DIR = new URL('../fixtures/positions/', import.meta.url);

export function loadPositionFixtures() {
  return readdirSync(DIR)
    .filter((name) => name.endsWith('.txt'))
    .sort()
    .map((name) => {
      const text = readFileSync(new URL(name, DIR), 'utf8');
      const [head, body] = text.split('\n---\n');
      const fields = {};
      for (const line of head.split('\n')) {
        if (line === '' || line.startsWith('#')) continue;
        const colon = line.indexOf(':');
        fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
      }
      const rows = body.replace(/\n+$/, '').split('\n');
      const points = (key) =>
        (fields[key] ?? '').split(/\s+/).filter(Boolean).map((p) => p.split(',').map(Number));
      return { name: name.replace(/\.txt$/, ''), fields, rows, points };
    });
}
