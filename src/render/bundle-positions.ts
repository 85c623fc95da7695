// Where in the site's own code an error thrown while a page rendered was
// raised: the first stack frame in the page's bundle or a chunk it requires,
// mapped back through that bundle's inline source map to the component file,
// line and column.
import path from 'node:path';
import { SourceMap, type SourceMapPayload } from 'node:module';
import { siteCodeOptions } from './site-imports.js';
import type { SourcePlace } from '../model.js';

const INLINE_MAP = /\/\/# sourceMappingURL=data:application\/json;base64,([A-Za-z0-9+/=]+)\s*(?:\n|$)/;

/** The bundle's source map, or undefined for a page that was not bundled (it imports nothing of the site's). */
function sourceMapOf(code: string): SourceMap | undefined {
  const base64 = INLINE_MAP.exec(code)?.[1];
  return base64 ? new SourceMap(JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as SourceMapPayload) : undefined;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The site file, line and column of the first frame of `thrown`'s stack that
 * lies in one of `bundles` (each named in stacks by its `stackName`) and maps
 * to a file of the site (not a compiled page, not a package). Undefined when
 * there is none.
 */
export function locateInBundle(thrown: unknown, params: { bundles: { stackName: string; code: string }[]; toolRoot: string }): SourcePlace | undefined {
  const stack = (thrown as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string' || params.bundles.length === 0) return undefined;
  const maps = new Map<string, SourceMap | undefined>();
  const mapOf = (stackName: string) => {
    if (!maps.has(stackName)) maps.set(stackName, sourceMapOf(params.bundles.find((bundle) => bundle.stackName === stackName)!.code));
    return maps.get(stackName);
  };
  // Sources in the maps are relative to the (never written) output folder.
  const outDir = path.resolve(params.toolRoot, siteCodeOptions.outdir);
  const frame = new RegExp(`(${params.bundles.map((bundle) => escapeRegExp(bundle.stackName)).join('|')}):(\\d+):(\\d+)`, 'g');
  for (const [, stackName, line, column] of stack.matchAll(frame)) {
    const map = mapOf(stackName!);
    if (!map) continue;
    const entry = map.findEntry(Number(line) - 1, Number(column) - 1) as { originalSource?: string; originalLine?: number; originalColumn?: number };
    const source = entry.originalSource;
    if (!source || (source.includes(':') && !source.startsWith('file:')) || source.includes('node_modules')) continue;
    return { file: path.resolve(outDir, source.replace(/^file:\/\//, '')), line: entry.originalLine! + 1, column: entry.originalColumn! + 1 };
  }
  return undefined;
}
