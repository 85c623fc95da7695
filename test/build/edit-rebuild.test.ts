// `tongsite build` after an edit renders only the pages the edit shows on and
// keeps the others as the last build left them: the result must be, file for
// file, what a cold build of the edited site writes. Each edit below is
// followed by a build with the cache and a cold one (--no-cache, into a
// folder of its own), and the two folders are compared byte for byte.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, config, docusaurusConfig, makeSite, page, tongsite } from '../helpers/site.js';

const doc = (title: string, position: number, body: string) => `---\ntitle: ${title}\nsidebar_position: ${position}\n---\n\n${body}\n`;
const post = (title: string, body: string) => `---\ntitle: ${title}\ntags: [notes]\n---\n\n${body}\n`;

/** Every file under `dir`, by path, with its bytes. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.set(path.relative(dir, path.join(entry.parentPath, entry.name)), readFileSync(path.join(entry.parentPath, entry.name)));
  }
  return files;
}

/** The paths whose bytes differ between two builds (or that only one has). */
function differences(a: string, b: string): string[] {
  const [left, right] = [filesOf(a), filesOf(b)];
  const paths = new Set([...left.keys(), ...right.keys()]);
  return [...paths].filter((p) => !left.get(p)?.equals(right.get(p) ?? Buffer.alloc(0)) || !right.has(p)).sort();
}

/** "N rendered, M unchanged since the last build" from a build's summary line, as [N, M]. */
const renderedAndKept = (stdout: string) => {
  const m = /: (\d+) rendered, (\d+) unchanged since the last build\./.exec(stdout);
  return m ? [Number(m[1]), Number(m[2])] : undefined;
};

describe('a build after an edit', () => {
  const site = makeSite({
    'site.config.ts': config("onBrokenLinks: 'warn',"),
    'content/docs/intro.md': doc('Intro', 1, 'Start here, then read [the guide](./guide.md).\n\n![The logo](./logo.svg)'),
    'content/docs/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="teal"/></svg>',
    'content/docs/guide.md': doc('Guide', 2, 'First text of the guide.'),
    // A link to a file not written yet (a warning): the page is kept all the same.
    'content/docs/faq.md': doc('FAQ', 3, 'Questions and answers. [The form](./form.pdf) comes later.'),
    'content/blog/2024-05-01-first.md': post('First post', 'The excerpt of the first post.\n\n<!-- truncate -->\n\nThe rest of it.'),
    'content/blog/2024-05-02-second.md': post('Second post', 'Only the second post.'),
  });
  const out = path.join(site, 'build');
  const cold = path.join(site, 'cold');
  const edit = (file: string, text: string) => writeFileSync(path.join(site, file), text);
  /** The code caches of the main thread's compiler in the site's cache folder (not the whole site: a swapped-out build folder may be being removed). */
  const compilerCodeCaches = () => {
    const folder = path.join(site, '.tongsite-cache', 'compiler');
    return readdirSync(folder)
      .filter((file) => /^compile-local-.*\.v8$/.test(file))
      .map((file) => path.join(folder, file));
  };
  /** Builds with the cache and cold, and returns the cached build's summary line. */
  const buildBoth = () => {
    const run = buildSite(site);
    buildSite(site, ['--no-cache', '--out-dir', cold]);
    assert.deepEqual(differences(out, cold), [], 'the build after the edit writes what a cold build writes');
    return run.stdout;
  };

  it('renders again the edited page and the lists that show its excerpt; the rest is as a cold build', () => {
    buildSite(site);
    const folder = statSync(out).ino;
    edit('content/docs/guide.md', doc('Guide', 2, 'Second text of the guide.'));
    const stdout = buildBoth();
    assert.equal(statSync(out).ino, folder, 'the build wrote what changed into the last build\'s folder, not a new folder');
    assert.match(page(out, '/docs/guide'), /Second text of the guide\./);
    // The guide's page in each locale (the English one shows the default locale's text); the others stand,
    // the FAQ too, whose link to a missing file has no URL in the record as in this build.
    const [rendered, kept] = renderedAndKept(stdout) ?? [];
    assert.equal(rendered, 2, stdout);
    assert.ok(kept! > 10, stdout);
    // The guide compiled on this thread, whose compiler's code cache the site's cache now keeps.
    const [codeCache, ...others] = compilerCodeCaches();
    assert.ok(codeCache && others.length === 0, 'one code cache of the compiler');
    const made = statSync(codeCache);

    edit('content/blog/2024-05-01-first.md', post('First post', 'A new excerpt.\n\n<!-- truncate -->\n\nThe rest of it.'));
    const after = buildBoth();
    assert.match(page(out, '/blog'), /A new excerpt\./);
    assert.match(readFileSync(path.join(out, 'blog/atom.xml'), 'utf8'), /A new excerpt\./);
    // The post, the list and the tag's page, in each locale; the docs stand.
    assert.deepEqual(renderedAndKept(after), [6, 16], after);
    assert.deepEqual(compilerCodeCaches(), [codeCache], 'the same code cache');
    assert.equal(statSync(codeCache).mtimeMs, made.mtimeMs, 'taken by the next build, not written again');
  });

  it('renders again what shows a changed title: the sidebar, previous and next links, every doc', () => {
    edit('content/docs/faq.md', doc('Frequent questions', 3, 'Questions and answers.'));
    buildBoth();
    assert.match(page(out, '/docs/intro'), /Frequent questions/);
  });

  it('follows a sidebar that changed order', () => {
    edit('content/docs/faq.md', doc('Frequent questions', 0, 'Questions and answers.'));
    buildBoth();
  });

  it('gives a page whose image changed the new image, though nothing else of it did', () => {
    const before = page(out, '/docs/intro');
    edit('content/docs/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="navy"/></svg>');
    buildBoth();
    assert.notEqual(page(out, '/docs/intro'), before, 'the page names the image by its new hash');
  });

  it('leaves the last good build as it was when a build fails, and builds right after the fix', () => {
    const before = filesOf(out);
    edit('content/docs/guide.md', doc('Guide', 2, 'Broken <Unknown /> component.'));
    const failed = tongsite(['build'], site);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    const after = filesOf(out);
    assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort());
    assert.ok([...before].every(([file, bytes]) => after.get(file)!.equals(bytes)), 'every file of the last good build is as it was');
    edit('content/docs/guide.md', doc('Guide', 2, 'Third text of the guide.'));
    buildBoth();
  });

  it('removes the pages of a deleted doc, and the folders they leave empty', () => {
    rmSync(path.join(site, 'content/docs/faq.md'));
    const stdout = buildBoth();
    // Read from the listing of the folder the build wrote into: the pages gone are said as after any build.
    assert.match(stdout, /pages of the previous build are gone from this build:[^]*\/docs\/faq\n/);
    assert.ok(!existsSync(path.join(out, 'docs/faq')));
    assert.ok(!existsSync(path.join(out, 'en/docs/faq')));
  });
});

describe('a build after an edit that fails once its pages are written', () => {
  const site = makeSite({
    'site.config.ts': config(),
    'content/docs/intro.md': doc('Intro', 1, 'Start here.'),
    'content/docs/guide.md': doc('Guide', 2, 'The guide.'),
  });
  const out = path.join(site, 'build');

  it('leaves the last good build as it was, with nothing beside it', () => {
    buildSite(site);
    const before = filesOf(out);
    const folder = statSync(out).ino;
    // A broken link is found by the link check, after the pages are rendered and written.
    writeFileSync(path.join(site, 'content/docs/guide.md'), doc('Guide', 2, 'The guide, and [a page that is not](/docs/nowhere).'));
    const failed = tongsite(['build'], site);
    assert.equal(failed.code, 1, failed.stdout + failed.stderr);
    assert.match(failed.stderr + failed.stdout, /nowhere/);
    const after = filesOf(out);
    assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort());
    assert.ok([...before].every(([file, bytes]) => after.get(file)!.equals(bytes)), 'every file of the last good build is as it was');
    assert.equal(statSync(out).ino, folder);
    assert.deepEqual(
      readdirSync(site).filter((name) => name.startsWith('build')),
      ['build'],
      'no staging folder is left beside it',
    );
  });
});

describe('a build after an edit of a page whose code moves, among others that share its components', () => {
  // Three docs hydrated whole with one component: their browser bundles share it in a chunk (split-bundles.ts).
  const gauge = (n: number) => `import Gauge from '@site/src/components/Gauge';\n\nReading ${n}: <Gauge />\n`;
  const site = makeSite({
    'docusaurus.config.js': docusaurusConfig(),
    'src/components/Gauge.js': `import React, { useState } from 'react';

export default function Gauge() {
  const [level, raise] = useState(1);
  return <button type="button" className="gauge" onClick={() => raise(level + 1)}>level {level}</button>;
}
`,
    'docs/north.mdx': gauge(1),
    'docs/south.mdx': gauge(2),
    'docs/east.mdx': gauge(3),
  });
  const out = path.join(site, 'build');
  const cold = path.join(site, 'cold');

  it('writes the bundles a cold build writes: the edited page’s still imports the shared chunk', () => {
    buildSite(site);
    writeFileSync(path.join(site, 'docs/south.mdx'), gauge(20));
    buildSite(site);
    // Cold: without the cache (--no-cache compiles again, but reuses bundles).
    rmSync(path.join(site, '.tongsite-cache'), { recursive: true });
    buildSite(site, ['--out-dir', cold]);
    assert.deepEqual(differences(out, cold), [], 'the build after the edit writes what a cold build writes');
    const islands = readdirSync(path.join(out, 'assets', 'js', 'islands'));
    assert.equal(islands.filter((name) => name.startsWith('chunk-')).length, 1, islands.join(', '));
    assert.match(page(out, '/docs/south'), /Reading 20:/);
  });
});

describe('the link check of a build after an edit', () => {
  const site = makeSite({
    'site.config.ts': config("onBrokenLinks: 'warn',"),
    'content/docs/intro.md': doc('Intro', 1, 'Read [the setup](./guide.md#setup) and fill in [the form](/files/form.pdf).'),
    'content/docs/guide.md': doc('Guide', 2, '## Setup\n\nThe steps.'),
  });
  const edit = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), text);
  };
  /** Builds; gives what it says and its counts of pages rendered and kept. */
  const build = () => {
    const run = buildSite(site);
    return { said: run.stdout + run.stderr, counts: renderedAndKept(run.stdout) };
  };

  it('still reports the broken links of the pages it keeps, and no longer one an edit fixed or one whose target came back', () => {
    const first = build();
    assert.match(first.said, /\/files\/form\.pdf does not exist \(on \/docs\/intro\)/);
    assert.doesNotMatch(first.said, /broken anchor/);

    // A file the kept page links comes: its link is fine now.
    edit('content/static/files/form.pdf', '%PDF-1.4\n');
    const added = build();
    assert.doesNotMatch(added.said, /form\.pdf does not exist/);

    // The heading the kept page links goes from the other page: the kept page's link to it is broken.
    edit('content/docs/guide.md', doc('Guide', 2, '## Install\n\nThe steps.'));
    const gone = build();
    assert.equal(gone.counts?.[0], 2, `the guide in each locale, the intro kept: ${gone.said}`);
    assert.match(gone.said, /broken anchor: #setup is not an id on \/docs\/guide \(linked from \/docs\/intro\)/);

    // It comes back: the link is fine again.
    edit('content/docs/guide.md', doc('Guide', 2, '## Setup\n\nThe steps.'));
    const back = build();
    assert.equal(back.counts?.[0], 2, back.said);
    assert.doesNotMatch(back.said, /broken anchor/);

    // The file goes: the link to it is broken again.
    rmSync(path.join(site, 'content/static/files/form.pdf'));
    assert.match(build().said, /\/files\/form\.pdf does not exist \(on \/docs\/intro\)/);
  });

  it('reports a broken link an edit writes, and no more once the next edit fixes it', () => {
    edit('content/docs/guide.md', doc('Guide', 2, '## Setup\n\nThe steps, then [the end](/docs/nowhere).'));
    assert.match(build().said, /\/docs\/nowhere does not exist \(on \/docs\/guide\)/);
    edit('content/docs/guide.md', doc('Guide', 2, '## Setup\n\nThe steps, then [the start](/docs/intro).'));
    assert.doesNotMatch(build().said, /nowhere does not exist/);
  });
});
