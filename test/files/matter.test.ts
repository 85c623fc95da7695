// Front matter read through the memo (src/files/matter.ts) is what gray-matter
// reads, in the build that parsed it and in a later one that takes it from the
// cache folder: dates stay dates, a body edit keeps its front matter, and what
// JSON cannot hold is read anew each time.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { loadMatterMemo, readMatter, saveMatterMemo } from '../../src/files/matter.js';

const grayMatter = createRequire(import.meta.url)('gray-matter') as (text: string, options: object) => { data: unknown; content: string };

const TEXTS = [
  '---\ntitle: Tides\ndate: 2024-05-01\ntags: [sea, moon]\nnested:\n  at: 2024-05-01T10:20:00Z\n  depth: 3\n---\n\nHigh water at noon.\n',
  '---\r\ntitle: Windows line ends\r\n---\r\nBody.\r\n',
  '---\n---\nEmpty front matter.\n',
  'No front matter at all.\n---\nA rule above.\n',
  '----\ntitle: not front matter\n----\nBody.\n',
  '---\ntitle: never closed\n',
  '---\nlimit: .inf\nraw: !!binary aGVsbG8=\n---\nValues JSON cannot hold.\n',
  '---\ntitle: "A colon: inside"\nempty:\nlist:\n  - one\n  - two\n---\nBody with --- dashes\n---\n',
];

describe('front matter read through the memo', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tongsite-matter-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it("gives gray-matter's data and content, in the build that parsed it and in the next one", async () => {
    loadMatterMemo(dir);
    for (const text of TEXTS) assert.deepEqual(readMatter(text), pick(grayMatter(text, {})), JSON.stringify(text));
    await saveMatterMemo(dir);
    // Another build: the memo comes from the cache folder.
    loadMatterMemo(dir);
    loadMatterMemo(dir);
    for (const text of TEXTS) assert.deepEqual(readMatter(text), pick(grayMatter(text, {})), JSON.stringify(text));
    const date = readMatter(TEXTS[0]!).data.date;
    assert.ok(date instanceof Date && date.toISOString() === '2024-05-01T00:00:00.000Z', 'a YAML date is a Date again');
  });

  it('keeps a page’s front matter across an edit of its body, and keeps none of what JSON cannot hold', async () => {
    loadMatterMemo(dir);
    readMatter(TEXTS[0]!);
    readMatter(TEXTS[6]!);
    await saveMatterMemo(dir);
    const kept = readFileSync(path.join(dir, 'front-matter.txt'), 'utf8').split('\n');
    assert.equal(kept.length, 1, 'one reading kept: the one JSON holds');
    loadMatterMemo(dir);
    const edited = TEXTS[0]!.replace('High water at noon.', 'Low water at six.');
    assert.deepEqual(readMatter(edited), pick(grayMatter(edited, {})));
    assert.equal(readMatter(TEXTS[6]!).data.limit, Number.POSITIVE_INFINITY);
  });

  it('throws gray-matter’s error for front matter that does not parse, and keeps nothing of it', () => {
    loadMatterMemo(dir);
    assert.throws(() => readMatter('---\ntitle: [unclosed\n---\nBody.\n'), /unexpected end|flow collection/);
    assert.throws(() => readMatter('---\ntitle: [unclosed\n---\nBody.\n'), /unexpected end|flow collection/);
  });
});

/** gray-matter's result as readMatter gives it. */
function pick(parsed: { data: unknown; content: string }) {
  return { data: parsed.data, content: parsed.content };
}
