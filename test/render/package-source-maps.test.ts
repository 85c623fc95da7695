// A package's own source map is not read into a page's server bundle: the
// code is the same, and the page's map points into the package's file, not
// the package's original sources.
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build, type BuildOptions } from 'esbuild';
import { packageSourceMapsPlugin } from '../../src/render/package-source-maps.js';
import { tempDir } from '../helpers/site.js';

const MAP = JSON.stringify({ version: 3, sources: ['../src/original-source.ts'], names: [], mappings: 'AAAA;AACA;AACA' });

function project(files: Record<string, string>): string {
  const dir = tempDir('tongsite-package-maps-');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

const options = (dir: string): BuildOptions => ({
  absWorkingDir: dir,
  entryPoints: ['./page.js'],
  bundle: true,
  write: false,
  format: 'cjs',
  platform: 'node',
  outdir: 'out',
  loader: { '.js': 'jsx' },
  sourcemap: 'inline',
  sourcesContent: false,
  logLevel: 'silent',
});

/** The script without its inline map, and the sources the map lists. */
async function bundled(dir: string, withPlugin: boolean) {
  const result = await build({ ...options(dir), write: false, plugins: withPlugin ? [packageSourceMapsPlugin({ '.js': 'jsx' })] : [] });
  const text = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const [code, map] = text.split('//# sourceMappingURL=data:application/json;base64,');
  return { code, sources: (JSON.parse(Buffer.from(map!, 'base64').toString('utf8')) as { sources: string[] }).sources };
}

describe('packageSourceMapsPlugin', () => {
  it("leaves a package's source map unread and its code as it is", async () => {
    const dir = project({
      'page.js': "import { greet } from 'pkg';\nexport default () => <p>{greet('x')}</p>;\n",
      'node_modules/pkg/package.json': '{ "name": "pkg", "main": "dist/index.js" }',
      'node_modules/pkg/dist/index.js': 'exports.greet = (name) => "hello " + name;\nexports.other = 1;\n//# sourceMappingURL=index.js.map\n',
      'node_modules/pkg/dist/index.js.map': MAP,
    });
    const plain = await bundled(dir, false);
    const left = await bundled(dir, true);
    assert.ok(
      plain.sources.some((s) => s.endsWith('original-source.ts')),
      'esbuild reads the map without the plugin',
    );
    assert.ok(!left.sources.some((s) => s.endsWith('original-source.ts')));
    assert.ok(left.sources.some((s) => s.endsWith('node_modules/pkg/dist/index.js')));
    assert.ok(left.sources.includes('../page.js'), "the site's own file stays in the map");
    assert.equal(left.code, plain.code);
  });

  it('keeps a line of that form inside a string', async () => {
    const text = 'exports.template = `a\n//# sourceMappingURL=inner.js.map\nb`;\n//# sourceMappingURL=index.js.map\n';
    const dir = project({
      'page.js': "import { template } from 'pkg';\nexport default template;\n",
      'node_modules/pkg/package.json': '{ "name": "pkg", "main": "index.js" }',
      'node_modules/pkg/index.js': text,
      'node_modules/pkg/index.js.map': MAP,
    });
    const plain = await bundled(dir, false);
    const left = await bundled(dir, true);
    assert.equal(left.code, plain.code);
    assert.match(left.code!, /\/\/# sourceMappingURL=inner\.js\.map/);
  });
});
