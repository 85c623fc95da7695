// HTML pages are sent by the server itself rather than by sirv: sirv always
// answers 200 (the not-found page needs 404), and under --watch every page gets
// the live-reload script added, which changes its length.
import type { Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { allowInPage, declaredPolicy } from '../render/content-security-policy.js';
import { REVALIDATE } from './cache-control.js';

/** An HTML file of the build and its stats. */
export interface FoundPage {
  file: string;
  stats: Stats;
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The file sirv would serve for a clean URL (`/docs/a` → `docs/a`, `docs/a/index`,
 * `docs/a.html`, `docs/a/index.html`, in sirv's order), when it is an HTML file.
 * `pathname` is decoded and checked (see request-path.ts).
 */
export async function findPage(root: string, pathname: string): Promise<FoundPage | undefined> {
  const uri = pathname.replace(/\/+$/, '');
  const candidates = uri ? [uri, `${uri}/index`, `${uri}.html`, `${uri}/index.html`] : ['/index', '/index.html'];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    const stats = await fileStats(file);
    if (stats) return /\.html?$/.test(file) ? { file, stats } : undefined;
  }
  return undefined;
}

/**
 * Sends an HTML page with a status (200, or 404 for the not-found page), revalidated
 * by ETag, with `inject` (the live-reload script) placed before `</body>`.
 * `tag` goes into the ETag: it changes when the injected script does.
 */
export async function sendPage(req: IncomingMessage, res: ServerResponse, page: FoundPage, options: { status: number; inject?: string; tag?: string }): Promise<void> {
  const etag = `W/"${page.stats.size}-${page.stats.mtimeMs}${options.tag ? `-${options.tag}` : ''}"`;
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('ETag', etag);
  if (options.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  let html = await readFile(page.file, 'utf8');
  let policy = declaredPolicy(html);
  if (options.inject) {
    const at = html.lastIndexOf('</body>');
    html = at >= 0 ? html.slice(0, at) + options.inject + html.slice(at) : html + options.inject;
    // The page's policy allows its own inline scripts by hash: the live-reload script is added the same way.
    const injected = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(options.inject)?.[1];
    if (injected !== undefined) ({ html, policy } = allowInPage(html, [injected]));
  }
  const body = Buffer.from(html);
  res.writeHead(options.status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, ...(policy && { 'Content-Security-Policy': policy }) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
