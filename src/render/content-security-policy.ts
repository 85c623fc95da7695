// The Content-Security-Policy the site ships: no inline script runs but the
// site's own (the theme and base-URL scripts in every page's head, and the dev
// server's live-reload script), each allowed by the SHA-256 of its text; the
// stylesheet inlined in each page's head is allowed by its hash too where the
// policy does not allow inline styles anyway.
import { createHash } from 'node:crypto';
import { escapeXml } from '../shared/escape.js';

/** The CSP source that allows one inline script or style element. */
const inlineHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The policy with each script's hash added to its script-src (made from default-src, or 'self', when it has none). */
export function allowScripts(policy: string, scripts: string[]): string {
  const hashes = scripts.map(inlineHash);
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const at = directives.findIndex((d) => /^script-src\s/.test(d) || d === 'script-src');
  if (at >= 0) directives[at] = `${directives[at]} ${hashes.join(' ')}`;
  else {
    const fallback =
      directives
        .find((d) => d.startsWith('default-src'))
        ?.slice('default-src'.length)
        .trim() || "'self'";
    directives.push(`script-src ${fallback} ${hashes.join(' ')}`);
  }
  return directives.join('; ');
}

/**
 * The policy with each inline stylesheet allowed. Where the directive that
 * governs <style> elements (style-src-elem, else style-src, else default-src)
 * already allows 'unsafe-inline', it stays as it is: a hash in it would switch
 * 'unsafe-inline' off, and with it the style attributes of KaTeX's markup and
 * of authors' HTML, which no hash can allow. A policy with none of the three
 * restricts no style.
 */
export function allowStyles(policy: string, styles: string[]): string {
  const directives = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
  const named = (name: string) => directives.findIndex((d) => d === name || d.startsWith(`${name} `));
  const at = [named('style-src-elem'), named('style-src'), named('default-src')].find((i) => i >= 0);
  if (at === undefined || styles.length === 0) return policy;
  const sources = directives[at]!.split(/\s+/).slice(1);
  const inlineAllowed = sources.includes("'unsafe-inline'") && !sources.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s));
  if (inlineAllowed) return policy;
  // 'none' stands alone in a source list: with a hash beside it, the hash is what is allowed.
  const allowed = [...sources.filter((s) => s !== "'none'"), ...styles.map(inlineHash)].join(' ');
  if (directives[at]!.startsWith('default-src')) directives.push(`style-src ${allowed}`);
  else directives[at] = `${directives[at]!.split(/\s+/)[0]} ${allowed}`;
  return directives.join('; ');
}

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/;
const decode = (s: string) =>
  s
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The policy a built page declares in its meta element, if any. */
export const declaredPolicy = (html: string) => {
  const m = META.exec(html);
  return m ? decode(m[1]!) : undefined;
};

/** A built page whose meta policy also allows `scripts` (the dev server's live reload), and that policy. */
export function allowInPage(html: string, scripts: string[]): { html: string; policy?: string } {
  const declared = declaredPolicy(html);
  if (declared === undefined) return { html };
  const policy = allowScripts(declared, scripts);
  return { html: html.replace(META, () => `<meta http-equiv="Content-Security-Policy" content="${escapeXml(policy)}">`), policy };
}
