// A site's Prism themes (Docusaurus' themeConfig.prism.theme and darkTheme, as
// prism-react-renderer writes them) as the colours of tongsite's code blocks.
// shiki colours tokens with CSS properties (--shiki-token-keyword, …: the
// css-variables theme of markdown/highlight-settings.ts), so a Prism theme
// becomes values of those properties for each colour mode, and the blocks
// keep the HTML they were highlighted with. Tokens are cut by TextMate
// grammars, not Prism's, so colours follow the theme by kind of token, not
// token by token.
import type { PrismTheme } from '../model.js';

/**
 * Each property of the css-variables theme, and the Prism token types whose colour
 * it takes, the first one the theme styles (shiki's scopes for the property in
 * @shikijs/core's createCssVariablesTheme: quoted strings and tags are
 * `string-expression`, types and attribute names `function`).
 */
const TOKEN_TYPES: [property: string, types: string[]][] = [
  ['token-comment', ['comment', 'prolog', 'doctype', 'cdata']],
  ['token-string', ['string', 'char', 'attr-value']],
  ['token-string-expression', ['string', 'template-string', 'attr-value', 'regex']],
  ['token-constant', ['constant', 'number', 'boolean', 'builtin', 'property', 'symbol']],
  ['token-keyword', ['keyword', 'atrule', 'important', 'selector']],
  ['token-parameter', ['parameter', 'variable']],
  ['token-function', ['function', 'class-name', 'function-variable', 'method', 'attr-name']],
  ['token-punctuation', ['punctuation', 'operator']],
  ['token-link', ['url', 'string']],
  ['token-inserted', ['inserted']],
  ['token-deleted', ['deleted']],
  ['token-changed', ['changed', 'important']],
];

/** A CSS colour as a declaration may hold it: no characters that would end the rule. */
const colourOf = (value: unknown): string | undefined => (typeof value === 'string' && value && !/[;{}<>]/.test(value) ? value : undefined);

/**
 * The theme's colour of a token type in a block of `language` (undefined: any
 * language): its last style naming it wins, as prism-react-renderer merges them
 * in order, and a style limited to `languages` counts only in those
 * (themeToDict).
 */
function colourOfType(theme: PrismTheme, type: string, language: string | undefined): string | undefined {
  let found: string | undefined;
  for (const entry of theme.styles ?? []) {
    if (entry.languages && !(language && entry.languages.includes(language))) continue;
    if (entry.types?.includes(type)) found = colourOf(entry.style?.color) ?? found;
  }
  return found;
}

/** The --shiki-* declarations of one theme for blocks of `language` (or any); a token kind the theme does not style takes its plain colour, as under Prism. */
function declarations(theme: PrismTheme, language?: string): string {
  const plain = colourOf(theme.plain?.color);
  const background = colourOf(theme.plain?.backgroundColor);
  const values: [string, string | undefined][] = [
    ['foreground', plain],
    ['background', background],
    ...TOKEN_TYPES.map(([property, types]): [string, string | undefined] => [property, types.map((t) => colourOfType(theme, t, language)).find(Boolean) ?? plain]),
  ];
  return values.flatMap(([property, value]) => (value ? [`--shiki-${property}:${value}`] : [])).join(';');
}

/**
 * The stylesheet rules that colour code as the site's Prism themes do: the light
 * theme in light mode, and in dark mode the dark theme, or the light one when
 * there is none (theme-common's usePrismTheme). Empty without themes.
 */
export function codeColoursCss(themes: { light?: PrismTheme; dark?: PrismTheme }): string {
  const dark = themes.dark ?? themes.light;
  // Both modes scope the same languages, so that the dark rules (later, as specific) override the light ones on a block.
  const languages = [...new Set([themes.light, dark].flatMap((theme) => (theme?.styles ?? []).flatMap((entry) => entry.languages ?? [])))].filter((l) => LANGUAGE_NAME.test(l));
  return [themes.light && modeRules(':root', themes.light, languages), dark && modeRules("[data-theme='dark']", dark, languages)].filter(Boolean).join('');
}

/** A code block's language as the class name of its frame (templates/mdx/CodeBlock.tsx) may hold it. */
const LANGUAGE_NAME = /^[\w+#-]+$/;

/**
 * One mode's rules: the theme's colours on `mode`, then, for each language some
 * styles are limited to, that language's colours on its blocks
 * (`.code-block--<language>`, the language as the fence names it, as
 * prism-react-renderer compares it).
 */
function modeRules(mode: string, theme: PrismTheme, languages: string[]): string {
  const scoped = languages.map((language) => `${mode} .code-block--${language.replace(/[+#]/g, '\\$&')}{${declarations(theme, language)}}`);
  return `${mode}{${declarations(theme)}}${scoped.join('')}`;
}
