import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { fileSignature } from './file-signature.js';
import { prebuiltBundlesDir } from '../tool-paths.js';
import { writeFileAtomically } from './replace-file.js';

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
  return sourceFilesOf(Object.keys(metafile.inputs), workingDir);
}

/**
 * The namespace CSS modules are bundled under, by a name of their own (render/css-modules.ts): `<folder>/<name>_<hash>.module.css`
 * for the file `<folder>/<name>.module.css` (or `.module.scss`), which a bundle made of it depends on.
 */
export const CSS_MODULE_NAMESPACE = 'tongsite-css-module';

/** The file a CSS module's name in CSS_MODULE_NAMESPACE stands for. */
export const cssModuleFile = (named: string) => named.replace(/_[0-9a-f]{8}(\.module\.(?:css|s[ac]ss))$/, '$1');

/** The source files (absolute) among a metafile's input keys: CSS modules as their files. */
export const sourceFilesOf = (inputs: string[], workingDir: string) =>
  inputs
    .map((input) => (input.startsWith(`${CSS_MODULE_NAMESPACE}:`) ? cssModuleFile(input.slice(CSS_MODULE_NAMESPACE.length + 1)) : input))
    .filter((input) => !input.includes(':') && !input.includes('node_modules'))
    .map((input) => path.resolve(workingDir, input));

/**
 * The inputs one entry of a build of several reaches by its imports, as a
 * build of that entry alone lists them (what `sourceInputs` would give):
 * not only those that put bytes into its output, but every file read for it;
 * with `skip`, those reached without going through an input it names.
 */
export function entryInputs(metafile: Metafile, entryPoint: string, skip: (input: string) => boolean = () => false): string[] {
  const reached = new Set<string>();
  const next = [entryPoint];
  for (let input = next.pop(); input !== undefined; input = next.pop()) {
    if (reached.has(input) || !metafile.inputs[input] || skip(input)) continue;
    reached.add(input);
    for (const imported of metafile.inputs[input]!.imports) if (!imported.external) next.push(imported.path);
  }
  return Object.keys(metafile.inputs).filter((input) => reached.has(input));
}

/** Size and modification time of every input: cheap to take, and changed by any write. */
export function statSignature(salt: string, inputs: string[], extra: [string, string][]): string {
  return [salt, ...extra.flat(), ...inputs.map((input) => `${input}:${fileSignature(input) ?? 'missing'}`)].join('\0');
}

/**
 * Results this process already had, by manifest file: while no input's size or
 * time changed, a rebuild of `serve --watch` takes them without reading a file.
 */
const known = new Map<string, { signature: string; inputs: string[]; output: unknown }>();

/** The previous result when its inputs are unchanged. */
export async function reuse<T>(file: string, salt: string, extra: [string, string][] = []): Promise<T | undefined> {
  const inMemory = known.get(file);
  if (inMemory && statSignature(salt, inMemory.inputs, extra) === inMemory.signature && existsSync(file)) return inMemory.output as T;
  if (!existsSync(file)) return undefined;
  let manifest: BundleManifest<T>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BundleManifest<T>;
  } catch {
    // Unreadable (cut short by a crash, say): as good as missing, and rewritten by this build.
    return undefined;
  }
  if ((await fingerprint(salt, manifest.inputs, extra)) !== manifest.key) return undefined;
  known.set(file, { signature: statSignature(salt, manifest.inputs, extra), inputs: manifest.inputs, output: manifest.output });
  return manifest.output;
}

/**
 * A bundle made from tongsite's own files: the one made when tongsite was
 * built, else the site's own, while their inputs are unchanged. A site's first
 * build (or one whose cache was removed) then bundles none of them itself.
 * `manifest` is the manifest's path below either folder.
 */
export async function reuseToolBundle<T>(toolRoot: string, cacheDir: string, manifest: string, salt: string): Promise<T | undefined> {
  return (await reuse<T>(path.join(prebuiltBundlesDir(toolRoot), manifest), salt)) ?? (await reuse<T>(path.join(cacheDir, manifest), salt));
}

/** Records a result with the fingerprint of its inputs. */
export async function remember<T>(file: string, salt: string, inputs: string[], output: T, extra: [string, string][] = []): Promise<void> {
  // Atomically: a build that fails early may still be finishing its bundles while the next build reads this manifest.
  await writeFileAtomically(file, JSON.stringify({ key: await fingerprint(salt, inputs, extra), inputs, output } satisfies BundleManifest<T>));
  known.set(file, { signature: statSignature(salt, inputs, extra), inputs, output });
}
