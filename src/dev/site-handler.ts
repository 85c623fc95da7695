// The request handler of `tongsite serve`: the checked path, then the live-reload
// stream, HTML pages (with their status and, under --watch, the reload script),
// other files through sirv, and the locale's not-found page for the rest.
import { existsSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { cacheControl } from './cache-control.js';
import { findPage, sendPage } from './html-page.js';
import { EVENTS_PATH, type LiveReload } from './live-reload.js';
import { isHiddenPath, parseRequestPath } from './request-path.js';
import type { SwapGate } from './swap-gate.js';

/** What the handler serves. */
export interface SiteHandlerOptions {
  /** The build folder. */
  root: string;
  /** The site's base URL, `/` unless the config says otherwise. */
  baseUrl?: string;
  /** Under --watch: adds its script to every page and answers its event stream. */
  live?: LiveReload;
  /** Under --watch: requests wait while a rebuild swaps the folder. */
  gate?: SwapGate;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

class FolderSwapped extends Error {}

/** The identity of the build folder: a rebuild puts a new folder (a new inode) in its place. */
async function folderId(dir: string): Promise<string | undefined> {
  try {
    const s = await stat(dir);
    return `${s.dev}:${s.ino}`;
  } catch {
    return undefined;
  }
}

/** Waits (up to 2 s) for the build folder to be there again; false if it is not. */
async function folderBack(dir: string): Promise<boolean> {
  for (let waited = 0; waited < 2000; waited += 10) {
    if (await folderId(dir)) return true;
    await new Promise((r) => setTimeout(r, 10));
  }
  return false;
}

/** Builds the handler; it never throws: failures become 4xx/5xx answers. */
export function createSiteHandler(options: SiteHandlerOptions): Handler {
  const root = path.resolve(options.root);
  const baseUrl = options.baseUrl ?? '/';
  // dev mode: look files up on each request, since a rebuild replaces the folder.
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'], dotfiles: false });
  const { live } = options;

  const plain = (res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers }).end(`${text}\n`);
  };

  /** `/en/…` gets `en/404.html` when the build has one: each locale's own not-found page. */
  const notFound = async (req: IncomingMessage, res: ServerResponse, sitePath: string) => {
    const first = sitePath.split('/')[1];
    const file = [first && path.join(root, first, '404.html'), path.join(root, '404.html')].find((f): f is string => !!f && existsSync(f));
    if (!file) {
      if (!live) return plain(res, 404, 'Not Found');
      // No build yet (the first one failed): a page that still shows the overlay and reloads when a build succeeds.
      const html = `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>Not Found</title></head><body><h1>Not Found</h1><p>There is no good build yet.</p>${live.script()}</body></html>\n`;
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(req.method === 'HEAD' ? undefined : html);
      return;
    }
    await sendPage(req, res, { file, stats: statSync(file) }, { status: 404, ...(live && { inject: live.script({ notFound: true }), tag: live.tag() }) });
  };

  const serve = async (req: IncomingMessage, res: ServerResponse, sitePath: string) => {
    const before = await folderId(root);
    const page = await findPage(root, sitePath);
    if (page) return sendPage(req, res, page, { status: 200, ...(live && { inject: live.script(), tag: live.tag() }) });
    await new Promise<void>((resolve, reject) => {
      // sirv streams without an error listener: a file removed by a rebuild between
      // its stat and its open would otherwise throw out of the process.
      res.once('pipe', (source) => source.once('error', () => res.destroy()));
      res.once('close', resolve);
      const missing = async () => {
        // A rebuild swaps the folder in two renames: a miss while it was away, or
        // across a swap, says nothing about the path. Look again in the new folder.
        const after = await folderId(root);
        if (before !== after) throw new FolderSwapped();
        await notFound(req, res, sitePath);
      };
      try {
        files(req, res, () => missing().then(resolve, reject));
      } catch (e) {
        reject(e);
      }
    });
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const parsed = parseRequestPath(req.url);
    if (!parsed.ok) return plain(res, 400, `Bad Request: ${parsed.reason}`);
    if (isHiddenPath(parsed.pathname)) return plain(res, 404, 'Not Found');
    if (live && parsed.pathname === EVENTS_PATH) return live.connect(req, res);
    let sitePath = parsed.pathname;
    if (baseUrl !== '/') {
      if (`${sitePath}/` === baseUrl || sitePath === '/') return plain(res, 302, baseUrl, { Location: baseUrl });
      if (!sitePath.startsWith(baseUrl)) return plain(res, 404, `Not Found: the site is at ${baseUrl}`);
      sitePath = sitePath.slice(baseUrl.length - 1);
      req.url = req.url!.slice(req.url!.indexOf(baseUrl) + baseUrl.length - 1);
    }
    res.setHeader('Cache-Control', cacheControl(sitePath));
    const attempt = (tries: number): Promise<void> =>
      (options.gate?.wait() ?? Promise.resolve())
        .then(() => serve(req, res, sitePath))
        .catch(async () => {
          // The build folder was swapped during the request: wait for the new one and start over.
          if (tries > 0 && !res.headersSent && (await folderBack(root))) return attempt(tries - 1);
          if (!res.headersSent) plain(res, 503, 'Service Unavailable: the build folder changed during the request; try again', { 'Retry-After': '1' });
          else res.destroy();
        });
    void attempt(3);
  };
}
