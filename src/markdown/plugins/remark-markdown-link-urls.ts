// The site's own remark plugins see links to Markdown files as Docusaurus
// shows them to its plugins: resolved to the page's URL (the compile stage
// finds them, content/markdown-link-urls.ts). A link a plugin leaves as it
// was given is written back as the author wrote it, so that rehype-links.ts
// marks it and the renderer resolves it per locale, as any other.
import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

type Plugin = () => (tree: Root) => void;

/** The pair of plugins around the site's remark plugins: one gives the links their URLs, one writes back those left alone. */
export function markdownLinkUrlsAround(links: [string, string][]): { resolve: Plugin; writeBack: Plugin } {
  const urlOf = new Map(links);
  const given = new Map<Link | Definition, { written: string; url: string }>();
  return {
    resolve: () => (tree) => {
      given.clear();
      visit(tree, (node) => {
        if (node.type !== 'link' && node.type !== 'definition') return;
        const i = node.url.search(/[?#]/);
        const url = urlOf.get(i === -1 ? node.url : node.url.slice(0, i));
        if (url === undefined) return;
        const resolved = `${url}${i === -1 ? '' : node.url.slice(i)}`;
        given.set(node, { written: node.url, url: resolved });
        node.url = resolved;
      });
    },
    writeBack: () => () => {
      for (const [node, { written, url }] of given) if (node.url === url) node.url = written;
      given.clear();
    },
  };
}
