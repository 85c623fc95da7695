// A site with docusaurus-plugin-sass writes its components' styles in SCSS:
// a CSS module (`x.module.scss`) whose classes a component uses, and a plain
// `.scss` file a component imports for its global rules. Both are compiled by
// the site's own sass, as the plugin's sass-loader compiles them under
// Docusaurus: the plugin's webpack rules (sass-loader, in a `oneOf` for CSS
// modules) are followed, so there is nothing to warn about, but for the
// sass-loader options a config gives it, which are one warning.
// The sass package here is a stand-in that knows variables only: the test is
// about which files go through it, not about Sass itself.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { build } from '../../src/api.js';
import { browserSuite, openHydrated } from '../helpers/browser.js';
import { buildSite, docusaurusConfig, makeSite, page, type CliRun } from '../helpers/site.js';

const SASS_STAND_IN = `const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
// Replaces \`$name\` by the value a \`$name: value;\` line gives it; notes each file it compiles in sass-runs.log.
exports.compile = (file) => {
  fs.appendFileSync(path.join(process.cwd(), 'sass-runs.log'), path.basename(file) + '\\n');
  const vars = new Map();
  const css = fs.readFileSync(file, 'utf8').replace(/^\\$([\\w-]+):\\s*([^;]+);\\n?/gm, (_, name, value) => (vars.set(name, value), ''));
  return { css: css.replace(/\\$([\\w-]+)/g, (_, name) => vars.get(name)), loadedUrls: [pathToFileURL(file)] };
};
`;

// The plugin's shape: a rule for Sass files, CSS modules apart, each compiled by sass-loader after the style loaders.
const PLUGIN_STAND_IN = `module.exports = function sassPlugin(context, { id, ...options }) {
  return {
    name: 'docusaurus-plugin-sass',
    configureWebpack(config, isServer, { getStyleLoaders }) {
      const sass = { loader: require.resolve('sass-loader'), options: { sourceMap: false, ...options } };
      return {
        module: {
          rules: [{
            test: /\\.s[ac]ss$/,
            oneOf: [
              { test: /\\.module\\.s[ac]ss$/, use: [...getStyleLoaders(isServer, { modules: true }), sass] },
              { use: [...getStyleLoaders(isServer, {}), sass] },
            ],
          }],
        },
      };
    },
  };
};
`;

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Kiln', host: 'kiln', classic: '{ blog: false }', extra: "plugins: ['docusaurus-plugin-sass']," }),
  'node_modules/sass/package.json': '{ "name": "sass", "main": "index.js" }\n',
  'node_modules/sass/index.js': SASS_STAND_IN,
  'node_modules/docusaurus-plugin-sass/package.json': '{ "name": "docusaurus-plugin-sass", "main": "index.js" }\n',
  'node_modules/docusaurus-plugin-sass/index.js': PLUGIN_STAND_IN,
  'node_modules/sass-loader/package.json': '{ "name": "sass-loader", "main": "dist/cjs.js" }\n',
  'node_modules/sass-loader/dist/cjs.js': 'module.exports = function sassLoader(source) { return source; };\n',
  'src/css/glaze.scss': '$glaze: rgb(0, 120, 60);\n.glazed { color: $glaze; }\n',
  'src/components/Pot/pot.module.scss': '$clay: rgb(170, 80, 20);\n.pot { color: $clay; }\n',
  'src/components/Pot/index.js': `import React from 'react';
import styles from './pot.module.scss';
import '@site/src/css/glaze.scss';

export default function Pot() {
  return (
    <>
      <p className={styles.pot}>a clay pot</p>
      <p className="glazed">a glazed bowl</p>
    </>
  );
}
`,
  'docs/firing.mdx': "import Pot from '@site/src/components/Pot';\n\n# Firing\n\n<Pot />\n",
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Pot from '@site/src/components/Pot';

export default function Home() {
  return (
    <Layout title="Kiln">
      <main>
        <Pot />
      </main>
    </Layout>
  );
}
`,
};

describe('SCSS imported by a site component (docusaurus-plugin-sass)', () => {
  let run: CliRun | undefined;
  let build = '';
  const suite = browserSuite(() => {
    const dir = makeSite(FILES);
    run = buildSite(dir);
    build = path.join(dir, 'build');
    return build;
  });

  it('builds with the module’s hashed class names and no warning about the sass plugin', () => {
    const html = page(build, '/');
    assert.match(html, /<p class="pot_[0-9a-f]{8}_module_pot">a clay pot<\/p>/);
    assert.doesNotMatch(run!.stdout + run!.stderr, /docusaurus-plugin-sass/);
  });

  it('compiles each SCSS file once, though the home page and a doc both import it, each with its own bundles', () => {
    const runs = readFileSync(path.join(build, '..', 'sass-runs.log'), 'utf8')
      .trim()
      .split('\n')
      .sort();
    assert.deepEqual(runs, ['glaze.scss', 'pot.module.scss']);
  });

  it('styles both paragraphs with the compiled rules in the browser, with no console error', async () => {
    const { tab, errors } = await openHydrated(suite, '/');
    const colour = (text: string) => tab.locator('p', { hasText: text }).evaluate((el) => getComputedStyle(el).color);
    assert.equal(await colour('a clay pot'), 'rgb(170, 80, 20)');
    assert.equal(await colour('a glazed bowl'), 'rgb(0, 120, 60)');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});

describe('sass-loader options given to docusaurus-plugin-sass', () => {
  it('are one warning at its configureWebpack naming them: Sass files are compiled without them', async () => {
    // The plugin and its loader alone: no Sass to compile in this process (the sass stand-in writes its log in the working folder).
    const plugin = Object.fromEntries(Object.entries(FILES).filter(([file]) => /^node_modules\/(?:docusaurus-plugin-sass|sass-loader)\//.test(file)));
    const dir = makeSite({
      ...plugin,
      'docs/firing.md': '# Firing\n\nSlowly, then hotter.\n',
      'docusaurus.config.js': docusaurusConfig({
        title: 'Kiln',
        host: 'kiln',
        classic: '{ blog: false }',
        extra: "plugins: [['docusaurus-plugin-sass', { additionalData: '$glaze: blue;', sassOptions: { quietDeps: true } }]],",
      }),
    });
    const result = await build({ config: path.join(dir, 'docusaurus.config.js'), memory: true, search: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics, null, 1));
    const said = result.diagnostics.filter((d) => d.message.includes('docusaurus-plugin-sass'));
    assert.deepEqual(
      said.map((d) => [d.severity, d.message, path.basename(d.file ?? '')]),
      [
        [
          'warning',
          "the plugin `docusaurus-plugin-sass`'s `configureWebpack` gives the sass-loader options `additionalData`, `sassOptions` (Sass files are compiled by the site's sass without them), which tongsite does not follow: the site is bundled by tongsite (esbuild), without webpack's options, loaders or plugins",
          'index.js',
        ],
      ],
    );
  });
});
