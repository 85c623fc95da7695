// The website's examples are proven against Tongsuo: every whole C program and
// every shell block of content/ opts in to `check --examples` (or says why it
// cannot run here), and `check --examples` passes on the site.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkExamples } from '../../src/examples/check-examples.js';
import { fencedBlocks } from '../../src/markdown/fenced-blocks.js';
import { ROOT } from '../helpers/site.js';

const CONTENT = path.join(ROOT, 'content');
const SHELL = new Set(['bash', 'sh', 'shell', 'console']);

const markdownFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(abs);
    return /\.mdx?$/.test(entry.name) ? [abs] : [];
  });

/** The line after the front matter, as tongsite reads it. */
const bodyLineOf = (text: string) => (text.startsWith('---\n') ? text.slice(0, text.indexOf('\n---', 3) + 4).split('\n').length + 1 : 1);

/** Whole C programs and shell blocks, which a reader runs. */
const runnable = (lang: string, code: string) => (lang === 'c' && /\bmain\s*\(/.test(code)) || SHELL.has(lang);

describe('the website examples', () => {
  it('opts in every whole C program and every shell block (test, test=<group> or test-skip="why")', () => {
    const unmarked: string[] = [];
    let blocks = 0;
    for (const file of markdownFiles(CONTENT)) {
      const text = readFileSync(file, 'utf8');
      for (const block of fencedBlocks(text, bodyLineOf(text))) {
        if (!runnable(block.lang, block.code)) continue;
        blocks++;
        if (!/(^|\s)test(-skip)?(=|\s|$)/.test(block.meta)) unmarked.push(`${path.relative(ROOT, file)}:${block.line} ${block.lang} ${block.meta}`);
      }
    }
    assert.ok(blocks > 50, `${blocks} runnable blocks`);
    assert.deepEqual(unmarked, []);
  });

  // Through the API, not the CLI: `check --examples` also builds the whole site
  // in memory for its link check, which the shared build of content/ already
  // does (about 22 s of CPU). The CLI's examples path is check-examples.test.ts'.
  it('passes check --examples against the Tongsuo releases the pages document', async () => {
    const result = await checkExamples({ config: path.join(ROOT, 'site.config.ts') });
    const failed = result.outcomes.filter((e) => e.status === 'failed').map((e) => `${e.places[0]!.file}:${e.places[0]!.line}: ${JSON.stringify(e.failure)}`);
    assert.deepEqual(failed, []);
    assert.deepEqual(result.diagnostics, []);
    assert.equal(result.exitCode, 0);
    const releases = new Set(result.outcomes.map((e) => e.variables.tongsuo));
    assert.deepEqual([...releases].sort(), ['8.4.0', '8.5.0-pre1']);
  });
});
