// Several pages' bundles over one esbuild context: each entry is linked in a
// run of its own (one page's modules in memory at a time), and its output is
// what a build of it alone gives, CSS modules included.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { bundleTogether, oneAfterAnother } from '../../src/render/bundle-together.js';
import { tempDir } from '../helpers/site.js';

function project(files: Record<string, string>): string {
  const dir = tempDir('tongsite-bundle-together-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const STYLED = {
  'shared.js': "export const shared = (x) => '<' + x + '>';\n",
  'card.module.css': '.card { color: red; }\n.title { font-weight: bold; }\n',
  'a.js': "import styles from './card.module.css';\nimport { shared } from './shared.js';\nexport default shared(styles.card);\n",
  'b.js': "import styles from './card.module.css';\nimport { shared } from './shared.js';\nexport default shared(styles.title + styles.card);\n",
  'c.js': "import { shared } from './shared.js';\nexport default shared('c');\n",
};

const options = (dir: string, plugins: Plugin[] = []): BuildOptions => ({
  absWorkingDir: dir,
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  outdir: 'out',
  metafile: true,
  logLevel: 'silent',
  plugins,
});

describe('bundleTogether', () => {
  it('makes every entry as a build of it alone does, those that share a CSS module too', async () => {
    const dir = project(STYLED);
    const entries = ['./a.js', './b.js', './c.js'];
    const bundles = await bundleTogether(options(dir), entries);
    assert.deepEqual([...bundles.keys()], entries);
    for (const entry of entries) {
      const alone = await build({ ...options(dir), entryPoints: [entry], metafile: true, write: false });
      const js = alone.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
      const css = alone.outputFiles.find((f) => f.path.endsWith('.css'))?.text;
      const bundle = bundles.get(entry)!;
      assert.equal(bundle.js, js, `${entry}: the script of a build of it alone`);
      assert.equal(bundle.css, css, `${entry}: the CSS of a build of it alone (class names not renamed by another entry)`);
      assert.deepEqual(bundle.inputs, Object.keys(alone.metafile.inputs));
    }
    assert.match(bundles.get('./b.js')!.css!, /\.card_card \{/, 'the second entry to reach the module keeps its class names');
  });

  it('links one entry per run, so that one page at a time is held in memory', async () => {
    const dir = project(STYLED);
    let entriesInRun = 0;
    const perRun: number[] = [];
    const counter: Plugin = {
      name: 'count-entries',
      setup(b) {
        b.onStart(() => {
          entriesInRun = 0;
        });
        b.onLoad({ filter: /[\\/][abc]\.js$/ }, () => {
          entriesInRun += 1;
          return undefined;
        });
        b.onEnd(() => {
          perRun.push(entriesInRun);
        });
      },
    };
    const bundles = await bundleTogether(options(dir, [counter]), ['./a.js', './b.js', './c.js']);
    assert.equal(bundles.size, 3);
    assert.deepEqual(perRun, [1, 1, 1]);
  });

  it('gives each entry its own warnings, and leaves out one that fails to build', async () => {
    const dir = project({
      'lib.js': 'export const here = 1;\n',
      'warns.js': "import * as lib from './lib.js';\nexport default lib.missing;\n",
      'broken.js': "import { nothing } from './nowhere.js';\nexport default nothing;\n",
      'fine.js': "import { here } from './lib.js';\nexport default here;\n",
    });
    const bundles = await bundleTogether({ ...options(dir), format: 'esm' }, ['./warns.js', './broken.js', './fine.js']);
    assert.deepEqual([...bundles.keys()], ['./warns.js', './fine.js']);
    assert.ok(bundles.get('./warns.js')!.warnings.some((w) => w.id === 'import-is-undefined'));
    assert.deepEqual(bundles.get('./fine.js')!.warnings, []);
  });
});

describe('oneAfterAnother', () => {
  it('starts each build when the one before has settled, a failed one too', async () => {
    const alone = oneAfterAnother();
    const events: string[] = [];
    const slow =
      (name: string, fails = false) =>
      async () => {
        events.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
        events.push(`end ${name}`);
        if (fails) throw new Error(`${name} failed`);
        return name;
      };
    const results = await Promise.allSettled([alone(slow('a', true)), alone(slow('b')), alone(slow('c'))]);
    assert.deepEqual(events, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    assert.deepEqual(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
      ['a failed', 'b', 'c'],
    );
  });
});
