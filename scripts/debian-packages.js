// What the tests and benchmarks need from Debian, installed when missing and
// we may (root, apt-get); otherwise the message says exactly what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim() !== '';

/** Debian packages by what they give, each with how to tell it is there. */
export const DEBIAN = {
  chromium: { what: 'Chromium', pkg: 'chromium', present: () => [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => p && existsSync(p)) },
  java: { what: 'a Java runtime', pkg: 'default-jre-headless', present: () => has('java') },
  zlib: { what: 'zlib headers', pkg: 'zlib1g-dev', present: () => existsSync('/usr/include/zlib.h') },
  brotli: { what: 'brotli headers', pkg: 'libbrotli-dev', present: () => existsSync('/usr/include/brotli/encode.h') },
  zstd: { what: 'zstd headers', pkg: 'libzstd-dev', present: () => existsSync('/usr/include/zstd.h') },
  // A reader of a Chinese page has a Chinese font: without one, Chromium searches every font for each glyph and draws boxes.
  cjkFont: { what: 'a Chinese font', pkg: 'fonts-noto-cjk', present: () => !has('fc-list') || spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).stdout.trim() !== '' },
};

/** Installs the packages of `needs` that are missing (as root, with apt-get), or exits 1 saying what to install. */
export function ensureDebianPackages(needs, purpose) {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return;
  const pkgs = missing.map((need) => need.pkg);
  if (process.getuid?.() === 0 && has('apt-get')) {
    console.log(`installing ${missing.map((need) => need.what).join(', ')} for ${purpose} (apt-get install -y ${pkgs.join(' ')})…`);
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...pkgs],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    return;
  }
  console.error(
    `Missing for ${purpose}: ${missing.map((need) => need.what).join(', ')}. Run \`sudo apt-get install -y ${pkgs.join(' ')}\` (Debian/Ubuntu; CHROMIUM_PATH may name another Chromium), then try again.`,
  );
  process.exit(1);
}
