// `npm test`: bundles the tool, type-checks everything, then runs every test
// file with Node's test runner (TypeScript loaded by tsx).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';

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
 * What the tests need from Debian: Chromium for the browser tests, a Java
 * runtime for the Nu HTML Checker (vnu-jar) of test/quality, and the
 * compression libraries the site's certificate-compression examples link
 * (`check --examples`). Installed when missing and we may (root, apt-get);
 * otherwise the message says exactly what is needed.
 */
const DEBIAN_NEEDS = [
  { what: 'Chromium', pkg: 'chromium', present: () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => p && existsSync(p)) },
  { what: 'a Java runtime', pkg: 'default-jre-headless', present: () => spawnSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).stdout.trim() !== '' },
  { what: 'zlib headers', pkg: 'zlib1g-dev', present: () => existsSync('/usr/include/zlib.h') },
  { what: 'brotli headers', pkg: 'libbrotli-dev', present: () => existsSync('/usr/include/brotli/encode.h') },
  { what: 'zstd headers', pkg: 'libzstd-dev', present: () => existsSync('/usr/include/zstd.h') },
];

function ensureDebianPackages() {
  const missing = DEBIAN_NEEDS.filter((need) => !need.present());
  if (missing.length === 0) return;
  const pkgs = missing.map((need) => need.pkg);
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
  if (process.getuid?.() === 0 && apt) {
    console.log(`installing ${missing.map((need) => need.what).join(', ')} for the tests (apt-get install -y ${pkgs.join(' ')})…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...pkgs]);
    return;
  }
  console.error(
    `The tests need ${missing.map((need) => need.what).join(', ')}: run \`sudo apt-get install -y ${pkgs.join(' ')}\` (Debian/Ubuntu; CHROMIUM_PATH may name another Chromium), then \`npm test\` again.`,
  );
  process.exit(1);
}

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

ensureDebianPackages();
await buildTool();
console.log('formatting and lint (Biome)…');
run(process.execPath, [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'ci', '--colors=off']);
console.log('type-checking…');
typecheck();
const only = process.argv.slice(2);
const files = only.length ? only : findTests(path.join(root, 'test')).sort();
run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files]);
