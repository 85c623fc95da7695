// Live reload over Server-Sent Events: every page served under --watch opens
// one EventSource; a good build tells it what changed (it reloads or swaps the
// page when it is among them), a failed one sends the errors for the overlay.
// SSE needs no dependency and reconnects by itself.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveUpdate } from '../shared/live-update.js';
import { liveReloadScript } from './live-reload-client.js';
import type { OverlayError } from './overlay-errors.js';

/** The URL the injected script connects to. */
export const EVENTS_PATH = '/__tongsite/events';

/** What a page learns when it connects: the latest good build and the current errors. */
export interface LiveState {
  build: number;
  errors: OverlayError[];
}

/** The open event streams and the state each new one is told first. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();
  private state: LiveState = { build: 0, errors: [] };
  private readonly heartbeat: NodeJS.Timeout;

  constructor() {
    // A comment line now and then finds closed connections and keeps proxies from timing out.
    this.heartbeat = setInterval(() => this.send(': ping\n\n'), 15_000).unref();
  }

  /** The script to put into each served page: it knows which build the page came from. */
  script(options: { notFound?: boolean } = {}): string {
    return liveReloadScript(EVENTS_PATH, this.state.build, options.notFound);
  }

  /** A tag that changes whenever script() does, for ETags. */
  tag(): string {
    return `b${this.state.build}`;
  }

  /** Answers a request to EVENTS_PATH with an endless event stream. */
  connect(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
    res.write(`retry: 500\nevent: hello\ndata: ${JSON.stringify(this.state)}\n\n`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  /** After a good build: each page learns whether it changed, and how. */
  built(update: LiveUpdate): void {
    this.state = { build: this.state.build + 1, errors: [] };
    this.send(`event: reload\ndata: ${JSON.stringify({ ...this.state, update })}\n\n`);
  }

  /** After a failed build: every page shows the errors; the last good build stays served. */
  failed(errors: OverlayError[]): void {
    this.state = { ...this.state, errors };
    this.send(`event: errors\ndata: ${JSON.stringify(this.state)}\n\n`);
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private send(chunk: string): void {
    for (const res of this.clients) res.write(chunk);
  }
}
