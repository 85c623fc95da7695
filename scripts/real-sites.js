// `node scripts/real-sites.js [--site NAME]... [--from NAME=DIR]... [--work DIR] [--all-routes]`:
// builds each installed real Docusaurus site with tongsite, unmodified (in a
// hard-linked copy, so that the installed one is never written), and compares
// the HTML files it wrote with the route list Docusaurus' own build gave
// (bench/real-sites/<name>.routes.txt). Prints, per site: exit code, seconds,
// warnings, HTML files, and the routes missing and extra; with --all-routes
// every one of them, else the first ten. Exit 1 when a site could not be built
// or differs. Each build's whole output is kept in DIR/NAME.log.
//
// The sites are test data outside the repository (/work/sites, installed there
// from the corpus by `node scripts/bench-docusaurus.js --install-only`, or DIR
// given by --from); never copy them in.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { H3_SYMLINKS, restoreSymlinks } from './site-symlinks.js';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each site: its installed copy's folder, the site folder inside it, and the environment and build options its reference build had. */
const SITES = {
  'tongsuo-docs-latest': { dir: 'tongsuo-docs-latest', site: '.' },
  'fury-site': { dir: 'fury-site', site: '.' },
  'glasskube-dev': { dir: 'glasskube-dev', site: '.' },
  // Three directory symlinks held as text files (site-symlinks.js): the copy gets them back.
  h3: { dir: 'h3', site: 'website', symlinks: H3_SYMLINKS },
  'ts-jest': { dir: 'ts-jest', site: 'website' },
  // The reference build ran with TYPEDOC=0 (bench/real-sites/README.md).
  trpc: { dir: 'trpc', site: 'www', env: { TYPEDOC: '0' } },
  // Not in the corpus: installed by hand (bench/real-sites/README.md says how), e.g. in /work/new-sites (--sites-dir).
  kysely: { dir: 'kysely', site: 'site' },
  'bitwarden-contributing-docs': { dir: 'bitwarden-contributing-docs', site: '.' },
  typeorm: { dir: 'typeorm', site: 'docs' },
  // Its code blocks' Flow check needs a `flow` binary: off, as its README's quick start has it (bench/real-sites/README.md).
  flow: { dir: 'flow', site: '.', env: { NO_INLINE_FLOW_ERRORS: '1' } },
  // Its docs are ../docs, outside website/; the reference build has its default locale only (bench/real-sites/README.md).
  jest: { dir: 'jest', site: 'website', args: ['--locale', 'en'] },
  // Its plugins fetch data from other hosts at build time: answered offline (bench/real-sites/offline/electron-net.mjs),
  // in tongsite's build as in the reference build; English only, as its build script has it.
  electron: { dir: 'electron', site: '.', args: ['--locale', 'en'], env: { NODE_OPTIONS: `--import ${path.join(root, 'bench/real-sites/offline/electron-net.mjs')}` } },
  // Its docs are ../docs, and its remark plugin reads ../packages/toolkit/src: the whole repository is installed (bench/real-sites/README.md).
  'redux-toolkit': { dir: 'redux-toolkit', site: 'website' },
  // One fork's package in its lock file was replaced by the same version from the npm registry (bench/real-sites/README.md).
  'supertokens-docs': { dir: 'supertokens-docs', site: '.' },
};

function options(argv) {
  const o = { sites: [], from: {}, work: path.join('/tmp', `tongsite-real-sites-${process.getuid?.() ?? 'user'}`), allRoutes: false, sitesDir: '/work/sites' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--site') o.sites.push(argv[++i]);
    else if (a === '--from') {
      const [name, dir] = argv[++i].split('=');
      o.from[name] = path.resolve(dir);
    } else if (a === '--work') o.work = path.resolve(argv[++i]);
    else if (a === '--sites-dir') o.sitesDir = path.resolve(argv[++i]);
    else if (a === '--all-routes') o.allRoutes = true;
    else {
      console.error(`unknown argument ${a}\nusage: node scripts/real-sites.js [--site NAME]... [--from NAME=DIR]... [--sites-dir DIR] [--work DIR] [--all-routes]`);
      process.exit(2);
    }
  }
  for (const name of o.sites) {
    if (!SITES[name]) {
      console.error(`unknown site ${name}; known: ${Object.keys(SITES).join(', ')}`);
      process.exit(2);
    }
  }
  if (!o.sites.length) o.sites = Object.keys(SITES);
  return o;
}

/** Every HTML file under a folder, as `a/b/index.html`, sorted as the reference lists are. */
function htmlFiles(dir, prefix = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .flatMap((name) => {
      const rel = prefix ? `${prefix}/${name}` : name;
      const abs = path.join(dir, name);
      return statSync(abs).isDirectory() ? htmlFiles(abs, rel) : name.endsWith('.html') ? [rel] : [];
    })
    .sort();
}

function buildSite(name, o) {
  const spec = SITES[name];
  const installed = o.from[name] ?? path.join(o.sitesDir, spec.dir);
  // A workspace's packages may all be hoisted to the checkout's root (yarn's `workspaces focus`): either folder's node_modules will do.
  const modules = [path.join(installed, spec.site, 'node_modules'), path.join(installed, 'node_modules')];
  if (!modules.some((dir) => existsSync(dir))) return { name, skipped: `not installed (no ${modules.join(' nor ')})` };
  const copy = path.join(o.work, name);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(o.work, { recursive: true });
  // Hard links: a copy in seconds, and the installed site is never written (tongsite writes build/ and .tongsite-cache/ anew).
  const cp = spawnSync('cp', ['-al', installed, copy]);
  if (cp.status !== 0) return { name, skipped: `cp -al failed: ${cp.stderr}` };
  const siteDir = path.join(copy, spec.site);
  restoreSymlinks(siteDir, spec.symlinks);
  const started = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [path.join(root, 'bin', 'tongsite.js'), 'build', ...(spec.args ?? [])], {
    cwd: siteDir,
    env: { ...process.env, ...spec.env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${run.stdout}${run.stderr}`;
  writeFileSync(path.join(o.work, `${name}.log`), output);
  const warnings = output.split('\n').filter((line) => line.startsWith('warning ')).length;
  const errors = output.split('\n').filter((line) => line.startsWith('error '));
  const reference = readFileSync(path.join(root, 'bench', 'real-sites', `${name}.routes.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
  const built = htmlFiles(path.join(siteDir, 'build'));
  return {
    name,
    exit: run.status,
    seconds,
    warnings,
    errors,
    html: built.length,
    reference: reference.length,
    missing: reference.filter((r) => !built.includes(r)),
    extra: built.filter((b) => !reference.includes(b)),
    output,
  };
}

const o = options(process.argv.slice(2));
let failed = false;
for (const name of o.sites) {
  const r = buildSite(name, o);
  if (r.skipped) {
    console.log(`${name}: skipped, ${r.skipped}`);
    continue;
  }
  if (r.exit !== 0 || r.missing.length || r.extra.length) failed = true;
  console.log(
    `${name}: exit ${r.exit}, ${r.seconds.toFixed(1)} s, ${r.warnings} warnings, ${r.errors.length} errors, ${r.html} HTML files (Docusaurus ${r.reference}), ${r.missing.length} missing, ${r.extra.length} extra`,
  );
  for (const e of r.errors.slice(0, 5)) console.log(`  ${e}`);
  if (r.exit !== 0 && !r.errors.length)
    console.log(
      r.output
        .split('\n')
        .slice(-15)
        .map((l) => `  | ${l}`)
        .join('\n'),
    );
  const shown = (list) => (o.allRoutes ? list : list.slice(0, 10));
  for (const m of shown(r.missing)) console.log(`  - ${m}`);
  if (!o.allRoutes && r.missing.length > 10) console.log(`  - … ${r.missing.length - 10} more missing`);
  for (const e of shown(r.extra)) console.log(`  + ${e}`);
  if (!o.allRoutes && r.extra.length > 10) console.log(`  + … ${r.extra.length - 10} more extra`);
}
process.exit(failed ? 1 : 0);
