// `npm test`: bundles the tool, type-checks everything, then runs every test
// file with Node's test runner (TypeScript loaded by tsx).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';
import { DEBIAN, ensureDebianPackages } from './debian-packages.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const findTests = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) return findTests(abs);
    return name.endsWith('.test.ts') ? [abs] : [];
  });

/**
 * Chromium for the browser tests, a Java runtime for the Nu HTML Checker
 * (vnu-jar) of test/quality, and the compression libraries the site's
 * certificate-compression examples link (`check --examples`).
 */
const TEST_NEEDS = [DEBIAN.chromium, DEBIAN.java, DEBIAN.zlib, DEBIAN.brotli, DEBIAN.zstd];

/**
 * Node code, browser code and the tests are type-checked apart, each with its
 * own libraries (tsconfig.json: no DOM; tsconfig.client.json: no Node).
 */
function typecheck() {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const projects = ['tsconfig.json', 'tsconfig.client.json', 'tsconfig.test.json'];
  const failed = projects.filter((project) => spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { cwd: root, stdio: 'inherit' }).status !== 0);
  if (failed.length) {
    console.error(`type errors in ${failed.join(', ')}`);
    process.exit(1);
  }
}

ensureDebianPackages(TEST_NEEDS, 'the tests');
await buildTool();
console.log('formatting and lint (Biome)…');
run(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'ci', '--colors=off']);
console.log('type-checking…');
typecheck();
const only = process.argv.slice(2);
const files = only.length ? only : findTests(path.join(root, 'test')).sort();
// The real builds several test files read are made once per run, in this folder (test/helpers/shared-builds.ts).
const sharedBuilds = mkdtempSync(path.join(os.tmpdir(), 'tongsite-shared-builds-'));
const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout', '--test-reporter=./scripts/test-file-times.js', '--test-reporter-destination=stdout'];
const clock = ['--import', './scripts/test-file-clock.js'];
const tests = spawnSync(process.execPath, ['--import', 'tsx', ...clock, '--test', ...reporters, '--test-concurrency=2', ...files], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TONGSITE_SHARED_BUILDS: sharedBuilds, TONGSITE_TEST_CLOCK: path.join(sharedBuilds, 'clock.jsonl') },
});
rmSync(sharedBuilds, { recursive: true, force: true });
process.exit(tests.status ?? 1);
