// The two builds the quality gates hold to their standards: the real Tongsuo
// corpus and our own site (content/), each built once per test file.
import { tongsite, tempDir, ROOT } from '../helpers/site.js';

export const SITES = [
  { name: 'corpus', config: 'test/corpus/site.config.ts' },
  { name: 'content', config: 'site.config.ts' },
] as const;

/** Builds a site into a new temporary folder; throws with the CLI's output if the build fails. */
export function buildInto(config: string, name: string): string {
  const out = tempDir(`tongsite-quality-${name}-`);
  const run = tongsite(['build', '--config', config, '--out-dir', out], ROOT);
  if (run.code !== 0) throw new Error(`${config} did not build:\n${run.stdout}\n${run.stderr}`);
  return out;
}
