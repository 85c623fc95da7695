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
 * The browser tests drive Debian's Chromium. Install it when missing and we may
 * (root, apt-get present); otherwise say exactly what is needed.
 */
function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  if (candidates.some((p) => existsSync(p))) return;
  const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).stdout.trim();
  if (process.getuid?.() === 0 && apt) {
    console.log('installing Chromium for the browser tests (apt-get install -y chromium)…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium']);
    return;
  }
  console.error('The browser tests need Chromium: run `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROMIUM_PATH to a Chromium binary, then `npm test` again.');
  process.exit(1);
}

ensureChromium();
await buildTool();
console.log('type-checking…');
run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']);
const only = process.argv.slice(2);
const files = only.length ? only : findTests(path.join(root, 'test')).sort();
run(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=2', ...files]);
