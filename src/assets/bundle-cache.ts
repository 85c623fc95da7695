import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';

/**
 * Remembers an esbuild result by the content of every file it was made from
 * (read from its metafile) plus a salt: unchanged inputs, no rebuild.
 */
export interface BundleManifest<T> {
  key: string;
  inputs: string[];
  output: T;
}

/** A hash of a salt, extra named texts and the content of every input file. */
export async function fingerprint(salt: string, inputs: string[], extra: [string, string][] = []): Promise<string> {
  const hash = createHash('sha1').update(salt);
  for (const [name, text] of extra) hash.update(name).update('\0').update(text);
  for (const input of inputs) hash.update(input).update(existsSync(input) ? await readFile(input) : 'missing');
  return hash.digest('hex');
}

/** The source files (absolute) an esbuild metafile lists, virtual modules and packages left out. */
export function sourceInputs(metafile: Metafile, workingDir: string): string[] {
  return Object.keys(metafile.inputs)
    .filter((input) => !input.includes(':') && !input.includes('node_modules'))
    .map((input) => path.resolve(workingDir, input));
}

/** The previous result when its inputs are unchanged. */
export async function reuse<T>(file: string, salt: string, extra: [string, string][] = []): Promise<T | undefined> {
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BundleManifest<T>;
  return (await fingerprint(salt, manifest.inputs, extra)) === manifest.key ? manifest.output : undefined;
}

/** Records a result with the fingerprint of its inputs. */
export async function remember<T>(file: string, salt: string, inputs: string[], output: T, extra: [string, string][] = []): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify({ key: await fingerprint(salt, inputs, extra), inputs, output } satisfies BundleManifest<T>));
}
