import { compile } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { VFile } from 'vfile';
import type { CompileInput, CompileResult } from '../model.js';
import { error } from '../diagnostics/build-error.js';
import { dataOf } from './compile-data.js';
import type { CodeHighlighter } from './highlighter.js';
import { remarkAdmonitions, remarkUnusedDirectives } from './plugins/remark-admonitions.js';
import { remarkRestoreCodeBodies, setAsideCodeBodies, type SetAside } from './plugins/remark-code-bodies.js';
import { remarkHeadings } from './plugins/remark-headings.js';
import { remarkMermaid } from './plugins/remark-mermaid.js';
import { remarkPartialTocs } from './plugins/remark-partial-tocs.js';
import { remarkTocExport } from './plugins/toc-export.js';
import { remarkFrontMatterExport } from './plugins/front-matter-export.js';
import { remarkSections } from './plugins/remark-sections.js';
import { remarkTruncate } from './plugins/remark-truncate.js';
import { rehypeCode } from './plugins/rehype-code.js';
import { rehypeDetails } from './plugins/rehype-details.js';
import { rehypeLinks } from './plugins/rehype-links.js';
import { rehypeMath } from './plugins/rehype-math.js';
import { markdownLinkUrlsAround } from './plugins/remark-markdown-link-urls.js';
import { inputLimitProblems } from './input-limits.js';
import { PluginClock } from './plugin-clock.js';
import { type LoadedSitePlugins, sitePlugins } from './site-plugins.js';
import { blankFrontMatter, preprocess } from './preprocess.js';
import { readingWords } from './reading-words.js';
import { type PathWatch, watchPathReads } from './path-reads.js';
import { readMatter } from '../files/matter.js';

const HINTS: [RegExp, string][] = [
  [/Maximum call stack size exceeded/, 'the file nests too deeply for the parser: flatten deeply nested lists, quotes or tags'],
  [/acorn|expression|Unexpected character|Could not parse/i, 'MDX reads `{…}` as JavaScript and `<` as a tag: escape them as `\\{` and `\\<` or put them in `inline code`'],
  [/closing tag|Expected a closing tag|end tag/i, 'close every JSX/HTML tag (`<br />`, `<img … />`) and nest tags properly'],
];

let ownClock: PluginClock | undefined;
/** A clock nobody else reads, for a compile on the main thread (which has no watchdog). */
const threadClock = () => (ownClock ??= new PluginClock());

/**
 * Compiles one Markdown/MDX file into an ES module plus what the build needs to
 * know about it (title, headings, anchors, sections, math). Never throws for bad
 * content: a syntax error comes back as a diagnostic with its line and column.
 * The site's own plugins run timed on `clock` (a compile worker's is shared
 * with the pool's watchdog), and the time each took comes back with the page.
 */
export async function compileMarkdown(input: CompileInput, highlighter: CodeHighlighter, clock: PluginClock = threadClock()): Promise<CompileResult> {
  const limits = inputLimitProblems(input.text, input.absPath);
  if (limits.length) return { ok: false, diagnostics: limits };
  const source = preprocess(blankFrontMatter(input.text, input.bodyLine));
  // Set when a run (either, below) read where the file is: its output is then its own.
  const pathWatches: PathWatch[] = [];
  const run = async (aside: SetAside, loaded: LoadedSitePlugins) => {
    // Docusaurus' MDX loader gives the site's plugins the page's front matter as `file.data.frontMatter`
    // (mdx-loader's processor.ts), which they read (`file.data.frontMatter.description`).
    const file = new VFile({
      path: input.absPath,
      value: aside.text,
      ...(Object.values(loaded).some((list) => list.length) && { data: { frontMatter: readMatter(input.text.replace(/^\uFEFF/, '')).data } }),
    });
    const data = dataOf(file);
    data.sitePath = input.sitePath;
    const watch = watchPathReads(file, data);
    pathWatches.push(watch);
    const links = input.markdownLinks?.length && loaded.remark.length ? markdownLinkUrlsAround(input.markdownLinks) : undefined;
    const result = await compile(file, {
      format: 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      // The site's plugins where Docusaurus runs them: its "before default" ones first, the others after the defaults
      // (but before the link collector, so that links they add are checked).
      remarkPlugins: [
        [remarkRestoreCodeBodies, aside],
        ...loaded.beforeRemark,
        remarkGfm,
        remarkMath,
        remarkDirective,
        [remarkAdmonitions, { admonitions: input.plugins?.admonitions }],
        ...(input.mermaid ? [remarkMermaid] : []),
        ...(links ? [links.resolve, ...loaded.remark, links.writeBack] : loaded.remark),
        remarkUnusedDirectives,
        remarkHeadings,
        remarkPartialTocs,
        remarkTocExport,
        [remarkFrontMatterExport, { text: input.text }],
        remarkTruncate,
        remarkSections,
      ],
      rehypePlugins: [...loaded.beforeRehype, rehypeMath, [rehypeCode, { highlighter }], ...loaded.rehype, rehypeLinks, rehypeDetails, () => watch.stop],
    });
    return { result, data };
  };
  try {
    // Both runs below (code set aside, then as it is) count in the site plugins' times.
    const site = sitePlugins(input.plugins, clock);
    const aside = setAsideCodeBodies(source);
    const asIs = () => run({ text: source, bodies: [], restored: 0 }, site.loaded);
    // A placeholder the parser did not read as code (a fence inside an
    // expression, say) fails or is not put back: the text is compiled as it is,
    // and its own errors are the ones reported.
    let compiled = aside.bodies.length ? await run(aside, site.loaded).catch(() => undefined) : await asIs();
    if (!compiled || aside.restored !== aside.bodies.length) compiled = await asIs();
    const { result, data } = compiled;
    return {
      ok: true,
      compiled: {
        sitePath: input.sitePath,
        code: String(result.value),
        ...(data.contentTitle !== undefined && { contentTitle: data.contentTitle }),
        ...(data.titleInBody && { titleInBody: true as const }),
        headings: data.headings,
        ...(data.partialTocs.length && { partialTocs: data.partialTocs }),
        anchors: [...data.anchors],
        sections: data.sections,
        words: readingWords(input.text, input.bodyLine),
        hasMath: data.hasMath,
        truncated: data.truncated,
        warnings: data.warnings,
      },
      ...(input.plugins && { sitePluginTimes: site.times() }),
      ...(!pathWatches.some((watch) => watch.read()) && { pathFree: true as const }),
    };
  } catch (e) {
    const m = e as { reason?: string; message: string; line?: number; column?: number; place?: { line?: number; column?: number; start?: { line: number; column: number } } };
    const reason = m.reason ?? m.message;
    // Some errors (an unclosed tag) carry their place only in their text: `… (7:1-7:6)`.
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)\s*$/.exec(reason);
    const line = m.line ?? m.place?.line ?? m.place?.start?.line ?? (inText ? Number(inText[1]) : undefined);
    const column = m.column ?? m.place?.column ?? m.place?.start?.column ?? (inText ? Number(inText[2]) : undefined);
    const hint = HINTS.find(([pattern]) => pattern.test(reason))?.[1];
    return {
      ok: false,
      diagnostics: [
        error('mdx-syntax', `MDX syntax error: ${reason}`, {
          file: input.absPath,
          ...(line !== undefined && { line }),
          ...(column !== undefined && { column }),
          ...(hint && { hint }),
        }),
      ],
    };
  }
}
