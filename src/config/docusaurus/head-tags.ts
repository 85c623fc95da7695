// Docusaurus' `stylesheets`, `scripts`, `headTags` and `themeConfig.metadata`
// as the head elements Docusaurus writes for them
// (packages/docusaurus/src/server/htmlTags.ts); `themeConfig.image`, the social
// card of pages without their own, as the config's `image`.
import type { HeadTagConfig, UserConfig } from '../../model.js';
import type { ConfigNotes } from './notes.js';
import { isObj, type Obj } from './theme-config.js';

/** Attributes as written; Docusaurus drops undefined ones and writes `true` as a bare attribute. */
function attributesOf(value: Obj, except: string[] = []): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  for (const [key, v] of Object.entries(value)) {
    if (except.includes(key) || v === undefined || v === null) continue;
    out[key] = typeof v === 'boolean' ? v : String(v);
  }
  return out;
}

/** A KaTeX stylesheet is what tongsite links on its pages with math (markdown.katex), not on every page. */
const isKatexCss = (href: string) => /katex(?:@[^/]*)?\/dist\/katex(?:\.min)?\.css$/.test(href);

function stylesheet(entry: unknown, user: UserConfig, at: string, notes: ConfigNotes): HeadTagConfig | undefined {
  const value = typeof entry === 'string' ? { href: entry } : isObj(entry) ? entry : undefined;
  if (!value || typeof value.href !== 'string') {
    notes.unsupported(at, 'an entry without href is left out', 'stylesheets');
    return undefined;
  }
  if (isKatexCss(value.href)) {
    (user.markdown ??= {}).katex = { href: value.href, ...(typeof value.integrity === 'string' && { integrity: value.integrity }) };
    return undefined;
  }
  return { tagName: 'link', attributes: { rel: 'stylesheet', ...attributesOf(value) } };
}

function script(entry: unknown, at: string, notes: ConfigNotes): HeadTagConfig | undefined {
  const value = typeof entry === 'string' ? { src: entry } : isObj(entry) ? entry : undefined;
  if (!value || typeof value.src !== 'string') {
    notes.unsupported(at, 'an entry without src is left out', 'scripts');
    return undefined;
  }
  return { tagName: 'script', attributes: attributesOf(value) };
}

function headTag(entry: unknown, at: string, notes: ConfigNotes): HeadTagConfig | undefined {
  if (!isObj(entry) || typeof entry.tagName !== 'string') {
    notes.unsupported(at, 'an entry without tagName is left out', 'headTags');
    return undefined;
  }
  return {
    tagName: entry.tagName,
    ...(isObj(entry.attributes) && { attributes: attributesOf(entry.attributes) }),
    ...(typeof entry.innerHTML === 'string' && { innerHTML: entry.innerHTML }),
  };
}

/** Every head element the config asks for, in Docusaurus' order: stylesheets, scripts, headTags, then the theme's metadata. */
export function mapHeadTags(site: Obj, user: UserConfig, notes: ConfigNotes): void {
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const tags = [
    ...list(site.stylesheets).map((s, i) => stylesheet(s, user, `stylesheets[${i}]`, notes)),
    ...list(site.scripts).map((s, i) => script(s, `scripts[${i}]`, notes)),
    ...list(site.headTags).map((t, i) => headTag(t, `headTags[${i}]`, notes)),
  ];
  const themeConfig = isObj(site.themeConfig) ? site.themeConfig : {};
  for (const meta of list(themeConfig.metadata)) if (isObj(meta)) tags.push({ tagName: 'meta', attributes: attributesOf(meta) });
  if (typeof themeConfig.image === 'string') user.image = themeConfig.image;
  const kept = tags.filter((t): t is HeadTagConfig => t !== undefined);
  if (kept.length) user.headTags = kept;
}
