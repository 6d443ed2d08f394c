// Sections of a Markdown document that one script owns: written between the markers
// <!-- section:NAME --> and <!-- /section:NAME -->, replaced in place by the next run of that
// script, and kept by bench/report.mjs when it rewrites the rest of docs/BENCHMARKS.md. So that
// bench/life_bench.mjs and bench/archive_bench.mjs (run by scripts/bench.sh, or alone) each keep
// their own figures in the one benchmarks document.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const open = (name) => `<!-- section:${name} -->`;
const close = (name) => `<!-- /section:${name} -->`;
const PATTERN = /<!-- section:([\w-]+) -->\n[\s\S]*?<!-- \/section:\1 -->\n?/g;

/** Every owned section of `text`, whole (markers included), in order. */
export function ownedSections(text) {
  return [...text.matchAll(PATTERN)].map((m) => m[0].endsWith('\n') ? m[0] : `${m[0]}\n`);
}

/** `text` with every owned section taken out. */
export function withoutOwnedSections(text) {
  return text.replace(PATTERN, '');
}

/** Writes `markdown` as section `name` of `file`: in place of the old one, else at the end. */
export function writeSection(file, name, markdown) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${open(name)}\n${markdown.trim()}\n${close(name)}\n`;
  const at = text.indexOf(open(name));
  const end = text.indexOf(close(name));
  let out;
  if (at >= 0 && end > at) {
    out = text.slice(0, at) + block + text.slice(end + close(name).length).replace(/^\n/, '');
  } else {
    out = `${text.replace(/\n*$/, '\n\n')}${block}`;
  }
  writeFileSync(file, out);
}
