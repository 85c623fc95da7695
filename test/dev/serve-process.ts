// `tongsite serve` as a child process, and the ways tests talk to it: raw HTTP
// requests (paths sent exactly as written, `/../` included) and the live-reload
// event stream.
import type { LiveUpdate } from '../../src/shared/live-update.js';
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { ROOT } from '../helpers/site.js';

const BIN = path.join(ROOT, 'bin', 'tongsite.js');

/** A running `tongsite serve`. */
export interface ServeRun {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  origin: string;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** Resolves when the output (from `from` on) matches `pattern`. */
  waitFor(pattern: RegExp, options?: { timeoutMs?: number; from?: number }): Promise<RegExpMatchArray>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts `tongsite serve --port 0 <args>` in `cwd`; resolves once it prints its URL (and, with --watch, its watch line). */
export async function startServe(args: string[], cwd: string): Promise<ServeRun> {
  const child: ChildProcess = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { cwd, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor: ServeRun['waitFor'] = (pattern, options = {}) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const match = output.slice(options.from ?? 0).match(pattern);
        if (match) {
          done();
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out waiting for ${pattern}; output:\n${output}`));
      }, options.timeoutMs ?? 30_000);
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      void exited.then(() => {
        if (listeners.has(check)) {
          done();
          reject(new Error(`tongsite serve exited while waiting for ${pattern}; output:\n${output}`));
        }
      });
      listeners.add(check);
      check();
    });
  const url = (await waitFor(/ at (http:\/\/\S+?)\/?\n/))[1]!;
  if (args.includes('--watch')) await waitFor(/Watching .* for changes/);
  return {
    origin: url.replace(/\/$/, ''),
    output: () => output,
    waitFor,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/** A response read whole. */
export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** GET (or another method) of a path sent byte for byte as given: no URL normalisation on the way. */
export function request(origin: string, rawPath: string, options: { method?: string; headers?: Record<string, string>; agent?: http.Agent } = {}): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path: rawPath, method: options.method ?? 'GET', headers: options.headers ?? {}, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** One server-sent event. */
export interface LiveEvent {
  type: string;
  data: {
    build: number;
    errors: { location: string; message: string; code: string; frame?: string; hint?: string }[];
    /** On `reload`: what changed (src/shared/live-update.ts). */
    update?: LiveUpdate;
  };
}

/** A connection to the live-reload stream, read as a queue of events. */
export interface EventStream {
  next(type?: string, timeoutMs?: number): Promise<LiveEvent>;
  close(): void;
}

/** Connects to `/__tongsite/events` as an open page would. */
export function openEvents(origin: string): Promise<EventStream> {
  const { hostname, port } = new URL(origin);
  const queue: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  return new Promise((resolve, reject) => {
    const req = http.get({ hostname, port, path: '/__tongsite/events', agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) queue.push({ type, data: JSON.parse(data) });
        }
        for (const w of waiting) w();
      });
      resolve({
        next(type, timeoutMs = 30_000) {
          return new Promise((resolveEvent, rejectEvent) => {
            const take = () => {
              const i = queue.findIndex((e) => !type || e.type === type);
              if (i < 0) return;
              // Earlier events of other types are dropped: the caller waits for this kind.
              const event = queue.splice(0, i + 1)[i]!;
              waiting.delete(take);
              clearTimeout(timer);
              resolveEvent(event);
            };
            const timer = setTimeout(() => {
              waiting.delete(take);
              rejectEvent(new Error(`no ${type ?? ''} event within ${timeoutMs} ms; queued: ${JSON.stringify(queue)}`));
            }, timeoutMs);
            waiting.add(take);
            take();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
