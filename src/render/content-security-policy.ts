// The Content-Security-Policy the site ships: no inline script runs but the
// site's own (the theme and base-URL scripts in every page's head, and the dev
// server's live-reload script), each allowed by the SHA-256 of its text.
import { createHash } from 'node:crypto';
import { escapeXml } from '../shared/escape.js';

/** The CSP source that allows one inline script. */
export const scriptHash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/** The policy with each script's hash added to its script-src (made from default-src, or 'self', when it has none). */
export function allowScripts(policy: string, scripts: string[]): string {
  const hashes = scripts.map(scriptHash);
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
