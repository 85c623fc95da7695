// `import { usePrismTheme } from '@docusaurus/theme-common'`: the colours code
// is drawn in where it is highlighted in the browser (a live code block's
// editor, react-live's prism-react-renderer). tongsite colours code with its
// own light and dark themes (the `--shiki-*` properties of the stylesheet);
// this theme names those properties, so it follows the colour mode without
// re-rendering, and matches the code blocks the build highlighted.

const token = (types: string[], name: string) => ({ types, style: { color: `var(--shiki-token-${name})` } });

const theme = {
  plain: { color: 'var(--shiki-foreground)', backgroundColor: 'var(--shiki-background)' },
  styles: [
    token(['comment', 'prolog', 'doctype', 'cdata'], 'comment'),
    token(['keyword', 'selector', 'important', 'atrule', 'rule'], 'keyword'),
    token(['string', 'char', 'attr-value', 'regex', 'url'], 'string'),
    token(['number', 'boolean', 'constant', 'symbol', 'builtin', 'class-name', 'tag'], 'constant'),
    token(['function', 'function-variable', 'method'], 'function'),
    token(['parameter', 'attr-name', 'property'], 'parameter'),
    token(['punctuation', 'operator'], 'punctuation'),
    token(['inserted'], 'inserted'),
    token(['deleted'], 'deleted'),
  ],
};

export function usePrismTheme() {
  return theme;
}
