// Seeded mutations of real pages (the Tongsuo corpus), built in memory through
// the API in batches: what a careless writer's edits can do to a build. A run
// counts clean builds, diagnostics with and without a position, crashes (the
// build threw, or a message carries a stack trace) and hangs (past the limit).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from '../../src/api.js';
import { markdownFiles } from '../helpers/corpus.js';
import { makeSite } from '../helpers/site.js';
import { random } from '../helpers/random.js';

/** Fragments that stress each part of the pipeline: MDX, JSX, math, fences, front matter, links, encodings. */
const FRAGMENTS = [
  '*',
  '_',
  '**',
  '`',
  '```',
  '~~~',
  '$',
  '$$',
  '{',
  '}',
  '<',
  '>',
  '</div>',
  '<div>',
  '<Foo />',
  '{/*',
  '*/}',
  '[',
  '](',
  '](./missing.md)',
  '![x](./nope.png)',
  '#',
  '\n---\n',
  ':::note',
  ':::',
  '\\',
  '|',
  '\n| a | b |\n|---|\n',
  '<!--',
  '-->',
  '\0',
  '\uFFFD',
  '\u202E',
  '&',
  '&#',
  'import X from "y";\n',
  'export const a = ;\n',
  '\n\n- ',
  '\n> ',
  '    ',
  '\t',
  '中文',
  '{#id}',
  '\r\n',
];

/** One mutation of a page's text: delete, duplicate, insert a fragment, swap lines, or cut. */
export function mutate(text: string, rand: () => number): string {
  const at = Math.floor(rand() * (text.length + 1));
  switch (Math.floor(rand() * 6)) {
    case 0:
      return text.slice(0, at) + text.slice(at + 1 + Math.floor(rand() * 40));
    case 1: {
      const len = Math.floor(rand() * 200);
      return text.slice(0, at) + text.slice(at, at + len) + text.slice(at);
    }
    case 2:
    case 3:
      return text.slice(0, at) + FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)]! + text.slice(at);
    case 4: {
      const lines = text.split('\n');
      const i = Math.floor(rand() * lines.length);
      const j = Math.floor(rand() * lines.length);
      [lines[i], lines[j]] = [lines[j]!, lines[i]!];
      return lines.join('\n');
    }
    default:
      return text.slice(0, at);
  }
}

export interface FuzzCounts {
  mutations: number;
  cleanBuilds: number;
  failedBuilds: number;
  diagnosticsWithPosition: number;
  diagnosticsWithoutPosition: number;
  /** A few of the diagnostics without a file and line, to see what they are. */
  withoutPosition: string[];
  crashes: string[];
  hangs: number;
}

const STACK = /\n\s+at .+\(.+:\d+:\d+\)/;

/** Builds `mutations` mutated corpus pages, `perBuild` to a site, each site in memory; never throws. */
export async function fuzzBuilds(seed: number, mutations: number, perBuild = 10, limitMs = 60_000): Promise<FuzzCounts> {
  const rand = random(seed);
  const pages = markdownFiles().filter((f) => f.includes(`${path.sep}docs${path.sep}`));
  const counts: FuzzCounts = {
    mutations: 0,
    cleanBuilds: 0,
    failedBuilds: 0,
    diagnosticsWithPosition: 0,
    diagnosticsWithoutPosition: 0,
    withoutPosition: [],
    crashes: [],
    hangs: 0,
  };
  while (counts.mutations < mutations) {
    const files: Record<string, string> = {
      'site.config.ts':
        "export default { title: 'Fuzz', url: 'https://example.org', i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] }, onBrokenLinks: 'warn', onBrokenAnchors: 'ignore', onMissingFiles: 'warn' };\n",
    };
    const batch = Math.min(perBuild, mutations - counts.mutations);
    for (let i = 0; i < batch; i++) {
      const source = pages[Math.floor(rand() * pages.length)]!;
      let text = readFileSync(source, 'utf8');
      for (let k = 1 + Math.floor(rand() * 3); k > 0; k--) text = mutate(text, rand);
      files[`content/docs/page-${i}.md`] = text;
    }
    counts.mutations += batch;
    const dir = makeSite(files);
    // A byte that is not UTF-8, now and then: written as bytes, not through a string.
    if (rand() < 0.2) writeFileSync(path.join(dir, 'content/docs/page-0.md'), Buffer.concat([Buffer.from('---\ntitle: x\n---\n\n'), Buffer.from([0xc3, 0x28, 0xff])]));
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), limitMs)));
    try {
      const result = await Promise.race([build({ config: path.join(dir, 'site.config.ts'), memory: true, search: false, cache: false }), hang]);
      if (result === 'hang') {
        counts.hangs++;
        continue;
      }
      if (result.ok) counts.cleanBuilds++;
      else counts.failedBuilds++;
      for (const d of result.diagnostics) {
        if (STACK.test(d.message) || STACK.test(d.hint ?? '')) counts.crashes.push(`stack trace in a diagnostic: ${d.message.slice(0, 300)}`);
        if (d.file && d.line) counts.diagnosticsWithPosition++;
        else {
          counts.diagnosticsWithoutPosition++;
          if (counts.withoutPosition.length < 5) counts.withoutPosition.push(`${d.code}: ${d.message.slice(0, 160)}`);
        }
      }
    } catch (e) {
      counts.crashes.push(`build threw (seed ${seed}, after ${counts.mutations} mutations): ${(e as Error).stack?.slice(0, 500)}`);
    } finally {
      clearTimeout(timer);
    }
  }
  return counts;
}
