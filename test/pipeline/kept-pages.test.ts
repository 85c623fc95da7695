// The record of a build's pages that the next build keeps (src/pipeline/kept-pages.ts):
// each page's links go to a record of their own, read only for the pages the
// link check must look at again, and a kept page's links that were fine are
// looked at again only when something they may lead to is gone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { PageLinks } from '../../src/check/links.js';
import { keptLinks, linkTargetsGone, loadKeptPages, saveKeptPages, type KeptLinks, type KeptPage } from '../../src/pipeline/kept-pages.js';
import { tempDir } from '../helpers/site.js';

const linksOf = (url: string, hrefs: string[], ids: string[]): PageLinks => ({
  url,
  attributes: hrefs.map((href) => ['href', href]),
  ids: new Set(ids),
  found: [],
  file: `/site/docs${url}.md`,
  targets: [],
});

/** A build's pages as the stream records them: each page, and the links of those rendered. */
function recordOf(pages: PageLinks[]) {
  const record = new Map<string, KeptPage>();
  const added = new Map<string, KeptLinks>();
  for (const links of pages) {
    const kept = keptLinks(links);
    added.set(kept.key, kept.links);
    record.set(links.url, { key: `inputs of ${links.url}`, assets: [], links: kept.page });
  }
  return { record, added };
}

describe('the kept pages record', () => {
  const meta = (targets: string[]) => ({ global: 'g', output: 'o', targets });
  const firstBuild = async () => {
    const dir = tempDir();
    const { record, added } = recordOf([linksOf('/docs/a', ['/docs/b#part', '/files/form.pdf'], ['top']), linksOf('/docs/b', ['/docs/a'], ['part', 'end'])]);
    await saveKeptPages(dir, meta(['/files/form.pdf']), record, added, undefined);
    return { dir, last: loadKeptPages(dir, 'g', () => 'o')! };
  };

  it("keeps each page's ids and its links apart, the links read by their key", async () => {
    const { dir, last } = await firstBuild();
    assert.deepEqual([...last.entries.keys()].sort(), ['/docs/a', '/docs/b']);
    const a = last.entries.get('/docs/a')!;
    assert.deepEqual(a.links.ids, ['top']);
    assert.equal(a.links.fine, true);
    assert.doesNotMatch(JSON.stringify([...last.entries.values()]), /attributes|form\.pdf/, "the pages' record holds no links");
    assert.deepEqual(last.links.get(a.links.key)?.attributes, [
      ['href', '/docs/b#part'],
      ['href', '/files/form.pdf'],
    ]);
    assert.equal(
      loadKeptPages(dir, 'another tool', () => 'o'),
      undefined,
    );
  });

  it('finds nothing gone when pages, files and ids are only kept or added', async () => {
    const { last } = await firstBuild();
    const pages = new Map(last.entries);
    const { record } = recordOf([linksOf('/docs/b', ['/docs/a'], ['part', 'end', 'new']), linksOf('/docs/c', [], [])]);
    for (const [url, page] of record) pages.set(url, page);
    assert.equal(linkTargetsGone(last, pages, ['/files/form.pdf', '/files/new.pdf']), false);
  });

  it('finds something gone: a page, a file, or an id of a page rendered again', async () => {
    const { last } = await firstBuild();
    const withoutB = new Map(last.entries);
    withoutB.delete('/docs/b');
    assert.equal(linkTargetsGone(last, withoutB, ['/files/form.pdf']), true, 'a page');
    assert.equal(linkTargetsGone(last, new Map(last.entries), []), true, 'a file');
    const pages = new Map(last.entries);
    pages.set('/docs/b', recordOf([linksOf('/docs/b', ['/docs/a'], ['end'])]).record.get('/docs/b')!);
    assert.equal(linkTargetsGone(last, pages, ['/files/form.pdf']), true, 'an id');
  });

  it('saves again only the links of the pages rendered, and drops those of pages gone', async () => {
    const { dir, last } = await firstBuild();
    const a = last.entries.get('/docs/a')!;
    const { record, added } = recordOf([linksOf('/docs/b', ['/docs/a#top'], ['part'])]);
    const pages = new Map([['/docs/a', a], ...record]);
    await saveKeptPages(dir, meta(['/files/form.pdf']), pages, added, last);
    const next = loadKeptPages(dir, 'g', () => 'o')!;
    assert.deepEqual(next.links.keys, new Set([a.links.key, next.entries.get('/docs/b')!.links.key]));
    assert.deepEqual(next.links.get(next.entries.get('/docs/b')!.links.key)?.attributes, [['href', '/docs/a#top']]);
  });
});
