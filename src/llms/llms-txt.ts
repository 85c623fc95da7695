// llms.txt and llms-full.txt of each locale (https://llmstxt.org, as Rspress
// writes them): the site's title and summary, then a link to every page with
// its description, docs in sidebar order and then blog posts, newest first;
// the full file holds the pages themselves as Markdown. Unlisted pages are left
// out (drafts are not in the model of a build at all).
import { flattenSidebar } from '../content/sidebar.js';
import type { Entry, LocaleModel, ResolvedConfig } from '../model.js';

/** A page as llms.txt lists it. */
interface LlmsPage {
  title: string;
  url: string;
  description?: string;
  entry: Entry;
}

/** Top-level `import … from '…'` lines of MDX: code for the renderer, not text for a reader. */
const IMPORT_LINE = /^import\s[^\n]*?from\s+['"][^'"]+['"];?[ \t]*$/gm;

/** A page's Markdown without front matter or imports, under its title and URL. */
function fullPage(page: LlmsPage): string {
  const body = page.entry.body.replace(IMPORT_LINE, '').trim();
  const heading = /^#\s/.test(body) ? '' : `# ${page.title}\n\n`;
  return `${heading}URL: ${page.url}\n\n${body}\n`;
}

/** The listed pages of a locale in reading order, with absolute URLs. */
function pagesOf(model: LocaleModel, origin: string): { docs: LlmsPage[]; posts: LlmsPage[] } {
  const docsById = new Map(model.docs.filter((d) => !d.unlisted).map((d) => [d.id, d]));
  const docs = flattenSidebar(model.sidebar).flatMap(({ docId }) => {
    const doc = docsById.get(docId);
    return doc ? [{ title: doc.title, url: `${origin}${doc.url}`, entry: doc.entry, ...(doc.description && { description: doc.description }) }] : [];
  });
  const posts = model.posts
    .filter((p) => !p.unlisted)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((p) => ({ title: p.title, url: `${origin}${p.url}`, entry: p.entry, ...(p.description && { description: p.description }) }));
  return { docs, posts };
}

const link = (p: LlmsPage) => `- [${p.title.replace(/[[\]]/g, '\\$&')}](${p.url})${p.description ? `: ${p.description.replace(/\s+/g, ' ').trim()}` : ''}`;

/** The llms.txt and llms-full.txt of every locale: output path (relative to the build folder) and text. */
export function llmsFiles(config: ResolvedConfig, models: LocaleModel[]): { file: string; text: string }[] {
  return models.flatMap((model) => {
    const { site } = model;
    const { docs, posts } = pagesOf(model, config.url);
    const dir = model.locale.urlPrefix ? `${model.locale.urlPrefix.slice(1)}/` : '';
    const head = `# ${site.title}\n${site.tagline ? `\n> ${site.tagline}\n` : ''}`;
    const sections = [...(docs.length ? [`## Docs\n\n${docs.map(link).join('\n')}\n`] : []), ...(posts.length ? [`## Blog\n\n${posts.map(link).join('\n')}\n`] : [])];
    return [
      { file: `${dir}llms.txt`, text: [head, ...sections].join('\n') },
      { file: `${dir}llms-full.txt`, text: [...docs, ...posts].map(fullPage).join('\n---\n\n') },
    ];
  });
}
