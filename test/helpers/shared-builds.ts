// The two real builds that many test files read — the Tongsuo corpus and our
// own site (content/) — built once per `npm test` run and shared between the
// files, which read them and never write to them (each file used to build its
// own copies: nine builds of the two sites per run).
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseHtml } from './html.js';
import { type BuiltSite, outPathOf } from './memory-build.js';
import { ROOT, tempDir, tongsite } from './site.js';

export const SITES = [
  { name: 'corpus', config: 'test/corpus/site.config.ts' },
  { name: 'content', config: 'site.config.ts' },
] as const;

export type SiteName = (typeof SITES)[number]['name'];

/** The folder `npm test` (scripts/test.js) makes for the run's shared builds; unset when a file is run alone. */
const SHARED = process.env.TONGSITE_SHARED_BUILDS;
/** A cold build of the corpus takes under a minute on a quiet machine; this bounds a wait on a loaded one. */
const WAIT_MS = 20 * 60_000;

/** Builds a site into `out`; throws with the CLI's output if the build fails. */
function build(config: string, out: string): void {
  const run = tongsite(['build', '--config', config, '--out-dir', out], ROOT);
  if (run.code !== 0) throw new Error(`${config} did not build:\n${run.stdout}\n${run.stderr}`);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * The build folder of one of SITES. Under `npm test`, the first file to ask
 * builds it (holding a lock folder) and the others wait for it; a failed build
 * fails every file that asked, with the CLI's output. Run alone, a file builds
 * its own copy in a temporary folder.
 */
export function builtSite(name: SiteName): string {
  const { config } = SITES.find((site) => site.name === name)!;
  if (!SHARED) {
    const out = tempDir(`tongsite-quality-${name}-`);
    build(config, out);
    return out;
  }
  const target = path.join(SHARED, name);
  const failed = `${target}.failed`;
  try {
    mkdirSync(`${target}.lock`);
  } catch {
    const deadline = Date.now() + WAIT_MS;
    while (!existsSync(target) && !existsSync(failed)) {
      if (Date.now() > deadline) throw new Error(`gave up waiting for the shared build of ${config} (${target})`);
      sleep(250);
    }
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'));
    return target;
  }
  // Built aside and renamed: a waiting file never sees half a build.
  const building = `${target}.building`;
  try {
    build(config, building);
  } catch (error) {
    writeFileSync(failed, (error as Error).message);
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  renameSync(building, target);
  return target;
}

/** A build folder read as a memory build is (./memory-build.ts), for tests that only read its files. */
export type BuiltFiles = Pick<BuiltSite, 'has' | 'file' | 'html' | 'page'>;

/** The files of one of SITES' shared builds. */
export function builtSiteFiles(name: SiteName): BuiltFiles {
  const dir = builtSite(name);
  const file = (outPath: string) => {
    const abs = path.join(dir, outPath);
    if (!existsSync(abs)) throw new Error(`${outPath} was not written in ${dir}`);
    return readFileSync(abs, 'utf8');
  };
  return {
    has: (outPath) => existsSync(path.join(dir, outPath)),
    file,
    html: (url) => file(outPathOf(url)),
    page: (url) => parseHtml(file(outPathOf(url))),
  };
}
