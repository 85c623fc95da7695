// The site's own remark/rehype plugins (src/markdown/site-plugins.ts) run as
// unified runs them, whatever their form (a transformer that returns, one that
// returns a promise, one that takes a callback), each timed on the clock the
// pool's watchdog reads; their options are one object per value, as Docusaurus
// gives every page the config's (even one the plugin writes into); and a page
// they kept past the compile limit gets a warning that names it, its file and
// each plugin with its time.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compileMarkdown } from '../../src/markdown/compile.js';
import { slowSitePlugins } from '../../src/markdown/compile-time-limit.js';
import { createCodeHighlighter } from '../../src/markdown/highlighter.js';
import { PluginClock } from '../../src/markdown/plugin-clock.js';
import type { CompileInput, SiteMarkdownPlugins } from '../../src/model.js';
import { tempDir } from '../helpers/site.js';

/** Three plugins as sites write them; each appends a paragraph, the async one after a wait, the last saying how many options objects it has met. */
const PLUGINS = `
const paragraph = (value) => ({ type: 'paragraph', children: [{ type: 'text', value }] });
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
exports.remarkReturns = function remarkReturns() {
  return (tree) => { tree.children.push(paragraph('returns ran')); };
};
exports.remarkAwaits = function remarkAwaits(options) {
  return async (tree) => { await wait(options.ms); tree.children.push(paragraph('awaits ran')); };
};
const met = new Set();
exports.remarkCallsBack = function remarkCallsBack(options) {
  met.add(options);
  return (tree, file, next) => { setTimeout(() => { tree.children.push(paragraph('calls back ran, options met: ' + met.size)); next(); }, 20); };
};
// As shiki-twoslash does with customTags: writes into its options as it runs, and keeps what it made by the options object.
const made = new Map();
exports.remarkWritesOptions = function remarkWritesOptions(options) {
  if (!made.has(options)) made.set(options, 'made ' + (made.size + 1));
  return (tree) => { options.customTags = ['annotate']; tree.children.push(paragraph(made.get(options) + ' of ' + made.size)); };
};
`;

function sitePlugins(): SiteMarkdownPlugins {
  const module = path.join(tempDir(), 'plugins.cjs');
  writeFileSync(module, PLUGINS);
  const ref = (exportName: string, options?: unknown) => ({ name: exportName, module, exportName, ...(options !== undefined && { options }) });
  return { beforeRemark: [ref('remarkReturns')], remark: [ref('remarkAwaits', { ms: 300 }), ref('remarkCallsBack', { tone: 'warm' })], beforeRehype: [], rehype: [] };
}

describe("the site's own Markdown plugins", () => {
  it('runs returning, async and callback transformers, each timed, with one options object per value across pages', async () => {
    const highlighter = await createCodeHighlighter();
    const plugins = sitePlugins();
    const clock = new PluginClock();
    const page = (name: string): CompileInput => ({ absPath: `/site/docs/${name}`, sitePath: `docs/${name}`, text: '# Tea\n\nSteep it.\n', bodyLine: 1, plugins });
    const first = await compileMarkdown(page('a.md'), highlighter, clock);
    // Each job brings its own copy of the options (structured clone to a worker): equal values, new objects.
    const second = await compileMarkdown({ ...page('b.md'), plugins: structuredClone(plugins) }, highlighter, clock);
    assert.ok(first.ok && second.ok);
    for (const ran of ['returns ran', 'awaits ran', 'calls back ran']) assert.ok(second.compiled.code.includes(ran), ran);
    assert.ok(second.compiled.code.includes('options met: 1'), 'the second page got the options object the first had');
    const times = Object.fromEntries(first.sitePluginTimes!.map((t) => [t.plugin, t.ms]));
    assert.deepEqual(Object.keys(times), ['remarkReturns', 'remarkAwaits', 'remarkCallsBack']);
    assert.ok(times.remarkAwaits! >= 290, `the async plugin's wait is its time: ${times.remarkAwaits} ms`);
    assert.ok(times.remarkCallsBack! >= 15, `the callback plugin is timed until it calls back: ${times.remarkCallsBack} ms`);
    // The clock the watchdog reads: nothing runs now.
    assert.equal(clock.read().running, undefined);
  });

  it('gives every page the options object of the first, even after the plugin wrote into it', async () => {
    const highlighter = await createCodeHighlighter();
    const module = path.join(tempDir(), 'plugins.cjs');
    writeFileSync(module, PLUGINS);
    const plugins: SiteMarkdownPlugins = {
      beforeRemark: [],
      remark: [{ name: 'remarkWritesOptions', module, exportName: 'remarkWritesOptions', options: { themes: ['min-light'] } }],
      beforeRehype: [],
      rehype: [],
    };
    const codes: string[] = [];
    for (const name of ['a.md', 'b.md', 'c.md']) {
      // Each job brings its own copy of the options, as the config gave them: not what the plugin wrote since.
      const result = await compileMarkdown(
        { absPath: `/site/docs/${name}`, sitePath: `docs/${name}`, text: '# Tea\n', bodyLine: 1, plugins: structuredClone(plugins) },
        highlighter,
      );
      assert.ok(result.ok);
      codes.push(result.compiled.code);
    }
    for (const code of codes) assert.ok(code.includes('made 1 of 1'), 'one options object, so one of what the plugin keeps by it, for every page');
  });

  it('warns of a page whose plugins took the compile limit or more, naming the page, its file, each plugin and whether the next build reuses it', () => {
    const input = { absPath: '/site/docs/links.md', sitePath: 'docs/links.md', text: '', bodyLine: 1 };
    const times = [
      { plugin: 'remark-shiki-twoslash', ms: 83_400 },
      { plugin: 'remarkHtmlToJsx', ms: 40 },
    ];
    assert.equal(slowSitePlugins(input, times, 90, true), undefined, 'under the limit: nothing to say');
    const kept = slowSitePlugins(input, times, 60, true)!;
    assert.equal(kept.severity, 'warning');
    assert.equal(kept.file, '/site/docs/links.md');
    assert.equal(
      kept.message,
      "the site's own remark/rehype plugins took 1 min 23 s on docs/links.md (remark-shiki-twoslash 1 min 23 s); the page was built: tongsite limits its own compile of a page to 60 s, not the site's plugins (Docusaurus limits neither)",
    );
    assert.match(kept.hint!, /the next build reuses it while this file, the plugins' options and tongsite stay the same/);
    assert.match(slowSitePlugins(input, times, 60, false)!.hint!, /--no-cache\): every build runs the plugins on this page again/);
  });
});
