// Prints the dev set's counts as Markdown tables (for docs/DEVSET.md and reports):
//   node scripts/devset/summary.mjs [--data DIR]
// Per source: counted games read, games taken, end positions labelled, agreed, reviewed,
// dropped, tune / held-out; then the score-estimate positions per source, point and part.
import { readFileSync, existsSync } from 'node:fs';
import { workDir, deadFile, scoreFile } from './util.mjs';

const read = (p) => (existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null);
const dead = read(deadFile()) || [];
const score = read(scoreFile()) || [];
const extract = read(`${workDir()}/extract-stats.json`) || {};
const games = read(`${workDir()}/games.json`) || [];
const stats = read(`${workDir()}/label-stats.json`) || { dropped_ids: [] };

const bump = (o, k, n = 1) => { o[k] = (o[k] || 0) + n; };
const rows = {};
for (const e of dead) {
  const r = (rows[e.source] ||= { sizes: {} });
  bump(r, e.decision); bump(r, e.part); bump(r.sizes, `${e.width}x${e.height}`);
}
for (const line of stats.dropped_ids || []) bump((rows[line.split(':')[0]] ||= { sizes: {} }), 'dropped');
const taken = {};
for (const g of games) bump(taken, g.source);

console.log('| source | counted games read | taken | labelled | agreed | reviewed | dropped | kept | tune | held-out | sizes |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
const total = {};
for (const [src, r] of Object.entries(rows).sort()) {
  const kept = (r.agreed || 0) + (r.reviewed || 0);
  const ours = taken[src] !== undefined; // another pipeline's source: its drops are in its own stats
  const labelled = ours ? kept + (r.dropped || 0) : '';
  if (!ours) r.dropped = '';
  const counted = extract[src] ? extract[src].counted : '';
  const sizes = Object.entries(r.sizes).map(([k, v]) => `${k}: ${v}`).join(', ');
  console.log(`| ${src} | ${counted} | ${taken[src] ?? ''} | ${labelled} | ${r.agreed || 0} | ${r.reviewed || 0} | ${r.dropped ?? 0} | ${kept} | ${r.tune || 0} | ${r.heldout || 0} | ${sizes} |`);
  for (const k of ['agreed', 'reviewed', 'dropped', 'tune', 'heldout']) bump(total, k, r[k] || 0);
}
const tk = (total.agreed || 0) + (total.reviewed || 0);
console.log(`| all | | | | ${total.agreed || 0} | ${total.reviewed || 0} | | ${tk} | ${total.tune || 0} | ${total.heldout || 0} | |`);

console.log('\n| source | positions | 20 before the end | 40 before the end | at 60% | with gnugo_estimate | tune | held-out |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
const s = {};
for (const e of score) {
  const r = (s[e.source] ||= {});
  bump(r, 'n'); bump(r, e.part);
  bump(r, e.fraction !== undefined ? 'f' : `m${e.moves_before_end}`);
  if (typeof e.gnugo_estimate === 'number') bump(r, 'est');
}
for (const [src, r] of Object.entries(s).sort()) {
  console.log(`| ${src} | ${r.n} | ${r.m20 || 0} | ${r.m40 || 0} | ${r.f || 0} | ${r.est || 0} | ${r.tune || 0} | ${r.heldout || 0} |`);
}
