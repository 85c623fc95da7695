// tongsite against Docusaurus on real sites (issue 28, Deliver 1): each site of
// the corpus (../shared/corpus: the five Docusaurus 3 sites and the Tongsuo
// docs) built cold by tongsite and by the site's own Docusaurus (its version,
// installed from its lock file), interleaved, in rounds (the order of the two
// alternates per round, so that the machine's load falls on both alike). Per
// site: medians of wall time, CPU time of the process tree, peak memory of the
// tree (measure-process.js), the ratio, and tongsite's stage times per page.
// The run is saved to bench/results/last-docusaurus.json and compared with the
// run saved before it. The old Tongsuo tree has no Docusaurus of its own: it is
// built by tongsite alone (test/corpus/site.config.ts).
//
//   node scripts/bench-docusaurus.js [--site NAME]... [--rounds 3] [--sites-dir DIR] [--install | --install-only] [--corpus DIR] [--timeout-min 40]
//
// The sites are installed outside the repository, in --sites-dir (default
// /work/sites, as real-sites.js), one folder per site; --install installs a
// site missing there from the corpus (npm, from its lock file, with the few
// changes a site needs to install offline from the npm registry alone, below).
// --install-only installs the missing sites and stops: no build, no saved run
// (a fresh machine prepared for real-sites.js and compare-sidebars.js).
// --corpus DIR: where the corpus is (default ../shared/corpus beside the
// repository, which a worktree of /work/wt/ does not have beside it).
// Each build runs in a fresh hard-linked copy of the installed site (cp -al),
// without its caches (.docusaurus, node_modules/.cache, .tongsite-cache), so
// that both builds are cold and the installed copy is never written.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildTool } from './build-tool.js';
import { measureCommand } from './measure-process.js';
import { H3_SYMLINKS, restoreSymlinks } from './site-symlinks.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsFile = path.join(root, 'bench/results/last-docusaurus.json');

/** A package.json edit: a function of its parsed content. */
const editPackage = (dir, edit) => {
  const file = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8'));
  edit(pkg);
  writeFileSync(file, `${JSON.stringify(pkg, null, 2)}\n`);
};
/** Every @docusaurus/* dependency at `version` (a lock file that does not resolve as the site's package.json asks). */
const pinDocusaurus = (version) => (pkg) => {
  for (const field of ['dependencies', 'devDependencies']) for (const name of Object.keys(pkg[field] ?? {})) if (name.startsWith('@docusaurus/')) pkg[field][name] = version;
};
/** sharp at a version whose prebuilt binaries come from the npm registry (older ones download libvips from GitHub). */
const newerSharp = (pkg) => (pkg.overrides = { ...pkg.overrides, sharp: '^0.34.5' });

/**
 * Each site: where the corpus has it, the folder of the site inside it, the
 * environment of Docusaurus' reference build, how it installs (`prepare`
 * edits the copy before npm; `npm` are npm's arguments), and its pages as a
 * tongsite-only build (`tongsiteOnly`: the config tongsite builds it with).
 */
const SITES = {
  'ts-jest': { from: 'docusaurus-sites/ts-jest', site: 'website', prepare: (dir) => editPackage(dir, newerSharp), lockFirst: true, npm: ['ci'] },
  // Three directory symlinks held as text files (site-symlinks.js): each cold copy gets them back.
  h3: { from: 'docusaurus-sites/h3', site: 'website', npm: ['install', '--legacy-peer-deps'], symlinks: H3_SYMLINKS },
  'fury-site': {
    from: 'docusaurus-sites/fury-site',
    site: '.',
    // Its lock file resolves from a mirror; the same tarballs are on the npm registry.
    prepare: (dir) =>
      writeFileSync(path.join(dir, 'package-lock.json'), readFileSync(path.join(dir, 'package-lock.json'), 'utf8').replaceAll('registry.npmmirror.com', 'registry.npmjs.org')),
    npm: ['ci'],
  },
  'glasskube-dev': {
    from: 'docusaurus-sites/glasskube-dev',
    site: '.',
    // sharp held at the version the site asks for directly ("$sharp"), not the older one its plugins would bring.
    prepare: (dir) =>
      editPackage(dir, (pkg) => {
        pinDocusaurus('3.9.2')(pkg);
        pkg.overrides = { ...pkg.overrides, sharp: '$sharp' };
      }),
    npm: ['install', '--legacy-peer-deps'],
  },
  trpc: {
    from: 'docusaurus-sites/trpc',
    site: 'www',
    // Its reference build ran without TypeDoc (bench/real-sites/README.md); its packages of the monorepo come from the registry.
    env: { TYPEDOC: '0' },
    prepare: (dir) =>
      editPackage(dir, (pkg) => {
        pinDocusaurus('3.7.0')(pkg);
        for (const field of ['dependencies', 'devDependencies'])
          for (const [name, range] of Object.entries(pkg[field] ?? {})) if (range === 'workspace:*') pkg[field][name] = '11.19.0';
      }),
    npm: ['install', '--legacy-peer-deps'],
  },
  // Its lock file is out of step with its package.json (npm ci refuses it): installed as npm install resolves it.
  'tongsuo-docs-latest': { from: 'tongsuo-docs-latest', site: '.', npm: ['install'] },
  'tongsuo-docs': { tongsiteOnly: path.join(root, 'test/corpus/site.config.ts') },
};

function parseArgs(argv) {
  const o = { sites: [], rounds: 3, sitesDir: '/work/sites', install: false, installOnly: false, corpus: path.resolve(root, '..', 'shared', 'corpus'), timeoutMin: 40 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--site') o.sites.push(argv[++i]);
    else if (a === '--rounds') o.rounds = Number(argv[++i]);
    else if (a === '--sites-dir') o.sitesDir = path.resolve(argv[++i]);
    else if (a === '--install') o.install = true;
    else if (a === '--install-only') o.install = o.installOnly = true;
    else if (a === '--corpus') o.corpus = path.resolve(argv[++i]);
    else if (a === '--timeout-min') o.timeoutMin = Number(argv[++i]);
    else
      throw new Error(
        `unknown argument ${a}: --site NAME (${Object.keys(SITES).join(', ')}), --rounds N, --sites-dir DIR, --install, --install-only, --corpus DIR, --timeout-min N`,
      );
  }
  for (const name of o.sites) if (!SITES[name]) throw new Error(`unknown site ${name}; known: ${Object.keys(SITES).join(', ')}`);
  if (!o.sites.length) o.sites = Object.keys(SITES);
  return o;
}

/** Installs `name` into `dir` from the corpus: the site's files, then npm from its lock file (nice: the machine is shared). */
function install(name, dir, corpus) {
  const spec = SITES[name];
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(corpus, spec.from), dir, { recursive: true });
  const siteDir = path.join(dir, spec.site);
  spec.prepare?.(siteDir);
  // A lock file made to match the edited package.json first, for `npm ci`.
  if (spec.lockFirst) spawnSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: siteDir, stdio: 'ignore' });
  console.log(`${name}: npm ${spec.npm.join(' ')} in ${siteDir}…`);
  const run = spawnSync('nice', ['npm', ...spec.npm, '--no-audit', '--no-fund'], { cwd: siteDir, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`${name}: npm ${spec.npm.join(' ')} failed`);
}

/** A cold copy of the installed site to build in: hard links, its build caches and outputs left out. */
function coldCopy(installed, work, spec) {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(path.dirname(work), { recursive: true });
  if (spawnSync('cp', ['-al', installed, work]).status !== 0) throw new Error(`cp -al ${installed} failed`);
  const siteDir = path.join(work, spec.site);
  // Unlinked in the copy only: the installed site keeps its files.
  for (const cache of ['.docusaurus', 'build', '.tongsite-cache', 'node_modules/.cache']) rmSync(path.join(siteDir, cache), { recursive: true, force: true });
  restoreSymlinks(siteDir, spec.symlinks);
  gitSnapshot(work);
  return siteDir;
}

/**
 * The copy as one commit of a git repository, as a site's checkout is: Docusaurus 3.10 stops when a page's
 * last update (`showLastUpdateTime`) has no git history, and both tools then read the same history.
 */
function gitSnapshot(dir) {
  const git = (...args) =>
    spawnSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' } });
  writeFileSync(path.join(dir, '.git-bench-ignore'), 'node_modules/\n');
  git('init', '-q');
  git('-c', 'core.excludesFile=.git-bench-ignore', 'add', '-A');
  if (git('-c', 'user.name=bench', '-c', 'user.email=bench@localhost', 'commit', '-qm', 'snapshot').status !== 0) throw new Error(`git commit in ${dir} failed`);
}

/** One cold build of a site by `tool`, measured; a failure is reported with the end of its output. */
async function coldBuild(tool, name, o) {
  const spec = SITES[name];
  const env = { ...process.env, ...spec.env, ...(tool === 'tongsite' && { TONGSITE_TIMINGS: '1' }) };
  if (spec.tongsiteOnly) {
    const out = path.join(os.tmpdir(), `tongsite-bench-docusaurus-${name}`);
    rmSync(path.join(path.dirname(spec.tongsiteOnly), '.tongsite-cache'), { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
    const run = await measureCommand(process.execPath, [path.join(root, 'bin/tongsite.js'), 'build', '--config', spec.tongsiteOnly, '--out-dir', out], { cwd: root, env });
    rmSync(out, { recursive: true, force: true });
    return summarize(tool, run);
  }
  const work = path.join(os.tmpdir(), `tongsite-bench-docusaurus-${process.getuid?.() ?? 'user'}`, name);
  const siteDir = coldCopy(path.join(o.sitesDir, name), work, spec);
  const command =
    tool === 'tongsite'
      ? [process.execPath, path.join(root, 'bin/tongsite.js'), 'build']
      : [process.execPath, path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'];
  const run = await measureCommand('timeout', [`${o.timeoutMin}m`, ...command], { cwd: siteDir, env });
  rmSync(work, { recursive: true, force: true });
  return summarize(tool, run);
}

/** The figures kept of a run; tongsite's stage times per page from its TONGSITE_TIMINGS line. */
function summarize(tool, run) {
  const { status, stdout, stderr, wallMs, cpuMs, treePeakMb, largestProcessMb, load1 } = run;
  if (status !== 0) return { failed: `exit ${status} after ${(wallMs / 1000).toFixed(1)} s: ${`${stdout}\n${stderr}`.trim().split('\n').slice(-4).join(' | ')}` };
  const result = { wallMs, cpuMs, treePeakMb, largestProcessMb, load1 };
  if (tool !== 'tongsite') return result;
  const pages = [...stdout.matchAll(/(\d+) [\w-]+(?=,| pages)/g)].reduce((n, m) => n + Number(m[1]), 0);
  const stages = JSON.parse(/timings \(ms\): (\{.*\})/.exec(stderr)?.[1] ?? '{}');
  const perPage = Object.fromEntries(Object.entries(stages).flatMap(([stage, ms]) => (stage === 'compiledFresh' || !pages ? [] : [[stage, Number((ms / pages).toFixed(2))]])));
  return { ...result, pages, stageMsPerPage: perPage };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Medians of the runs that succeeded; the failures, if any. */
function medians(runs) {
  const ok = runs.filter((r) => !r.failed);
  const failed = runs.filter((r) => r.failed).map((r) => r.failed);
  if (!ok.length) return { failed };
  const pick = (key) => median(ok.map((r) => r[key]));
  return {
    runs: ok.length,
    wallMs: pick('wallMs'),
    cpuMs: pick('cpuMs'),
    treePeakMb: pick('treePeakMb'),
    loads: ok.map((r) => r.load1),
    ...(failed.length && { failed }),
    ...(ok[0].stageMsPerPage && { pages: ok[0].pages, stageMsPerPage: ok[Math.floor(ok.length / 2)].stageMsPerPage }),
  };
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function report(site) {
  const line = (label, m) =>
    m.failed && !m.runs
      ? `  ${label}: failed (${m.failed[0]})`
      : `  ${label}: wall ${seconds(m.wallMs)}, CPU ${seconds(m.cpuMs)}, peak RSS of the tree ${m.treePeakMb} MB (loads ${m.loads.join(', ')})`;
  console.log(`${site.name}`);
  console.log(line('tongsite', site.tongsite));
  if (site.docusaurus) console.log(line(`Docusaurus ${site.docusaurusVersion ?? ''}`.trim(), site.docusaurus));
  if (site.ratio) console.log(`  Docusaurus / tongsite: wall ${site.ratio.wall}×, CPU ${site.ratio.cpu}×`);
  if (site.tongsite.stageMsPerPage) console.log(`  tongsite ms per page (${site.tongsite.pages} pages): ${JSON.stringify(site.tongsite.stageMsPerPage)}`);
}

/** Changes of more than 10 % since the saved run. */
function compare(previous, sites) {
  if (!previous) return console.log('\nno saved run to compare with');
  const lines = [];
  for (const site of sites) {
    const before = previous.sites.find((p) => p.name === site.name);
    if (!before) continue;
    for (const tool of ['tongsite', 'docusaurus'])
      for (const key of ['wallMs', 'cpuMs', 'treePeakMb']) {
        const [a, b] = [before[tool]?.[key], site[tool]?.[key]];
        if (a && b && Math.abs(b - a) / a > 0.1) lines.push(`  ${site.name} ${tool} ${key}: ${a} → ${b} (${b > a ? '+' : ''}${Math.round(((b - a) / a) * 100)} %)`);
      }
  }
  console.log(`\ncompared with the run of ${previous.date} (${previous.commit || 'no commit'}):\n${lines.length ? lines.join('\n') : '  nothing changed by more than 10 %'}`);
}

const o = parseArgs(process.argv.slice(2));
if (o.installOnly) {
  // One site that fails to install does not stop the others; the exit code says that one did.
  let failed = 0;
  for (const name of o.sites) {
    const spec = SITES[name];
    if (spec.tongsiteOnly) continue;
    const installed = path.join(o.sitesDir, name);
    if (existsSync(path.join(installed, spec.site, 'node_modules'))) console.log(`${name}: already installed in ${installed}`);
    else
      try {
        install(name, installed, o.corpus);
        console.log(`${name}: installed in ${installed}`);
      } catch (error) {
        failed++;
        console.error(error.message);
      }
  }
  process.exit(failed ? 1 : 0);
}
await buildTool();
console.log(`Docusaurus bench: ${o.sites.join(', ')}; ${o.rounds} rounds, interleaved; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`);
const sites = [];
for (const name of o.sites) {
  const spec = SITES[name];
  const installed = spec.tongsiteOnly ? undefined : path.join(o.sitesDir, name);
  if (installed && !existsSync(path.join(installed, spec.site, 'node_modules'))) {
    if (!o.install) {
      console.log(`${name}: skipped, not installed in ${o.sitesDir} (--install installs it)`);
      continue;
    }
    install(name, installed, o.corpus);
  }
  const version = installed && JSON.parse(readFileSync(path.join(installed, spec.site, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;
  sites.push({ name, docusaurusVersion: version, runs: { tongsite: [], docusaurus: [] } });
}
for (let round = 0; round < o.rounds; round++) {
  for (const site of sites) {
    const tools = SITES[site.name].tongsiteOnly ? ['tongsite'] : round % 2 ? ['docusaurus', 'tongsite'] : ['tongsite', 'docusaurus'];
    for (const tool of tools) {
      const run = await coldBuild(tool, site.name, o);
      site.runs[tool].push(run);
      console.log(`  round ${round + 1}, ${site.name}, ${tool}: ${run.failed ?? `${seconds(run.wallMs)} wall, ${seconds(run.cpuMs)} CPU, ${run.treePeakMb} MB`}`);
    }
  }
}
const results = sites.map(({ name, docusaurusVersion, runs }) => {
  const tongsite = medians(runs.tongsite);
  const docusaurus = runs.docusaurus.length ? medians(runs.docusaurus) : undefined;
  const ratio =
    docusaurus?.wallMs && tongsite.wallMs
      ? { wall: Number((docusaurus.wallMs / tongsite.wallMs).toFixed(1)), cpu: Number((docusaurus.cpuMs / tongsite.cpuMs).toFixed(1)) }
      : undefined;
  return { name, ...(docusaurusVersion && { docusaurusVersion }), tongsite, ...(docusaurus && { docusaurus }), ...(ratio && { ratio }) };
});
console.log('');
for (const site of results) report(site);
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
compare(previous, results);
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
const kept = (previous?.sites ?? []).filter((p) => !results.some((r) => r.name === p.name));
mkdirSync(path.dirname(resultsFile), { recursive: true });
writeFileSync(
  resultsFile,
  `${JSON.stringify({ date: new Date().toISOString(), commit, rounds: o.rounds, machine: { cores: os.cpus().length, memGb: Math.round(os.totalmem() / 2 ** 30) }, sites: [...results, ...kept] }, null, 2)}\n`,
);
console.log(`saved to ${path.relative(root, resultsFile)}`);
