// A preset other than the classic one, as companies publish theirs: a package
// whose function of the site's context and options gives the classic parts
// (docs, pages, theme-classic with the site's CSS) and plugins of its own.
// tongsite runs it as Docusaurus does (loadPresets) and builds what it gives.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { buildInMemory, type BuiltSite } from '../helpers/memory-build.js';
import { makeSite } from '../helpers/site.js';

const PRESET = `// Wraps the classic parts, moves the docs to the handbook folder and adds a plugin of its own.
const { remarkGlaze } = require('./lib/remark-glaze');

module.exports = function kilnPreset(context, options) {
  if (!context.siteConfig.future.v4 || context.siteConfig.future.v4.useCssCascadeLayers !== false) throw new Error('future flags not filled in');
  return {
    plugins: [
      ['@docusaurus/plugin-content-docs', { ...options.docs, path: 'handbook', remarkPlugins: [[remarkGlaze, { note: 'Glazed twice' }]] }],
      ['@docusaurus/plugin-content-pages', {}],
      function kilnStamp() {
        return { name: 'kiln-stamp', injectHtmlTags: () => ({ headTags: [{ tagName: 'meta', attributes: { name: 'kiln-stamp', content: options.stamp } }] }) };
      },
    ],
    themes: [['@docusaurus/theme-classic', options.theme], kilnTheme],
  };
};

// A theme whose validation gives the theme config its defaults, which the site's pages then read.
function kilnTheme() {
  return { name: 'kiln-theme' };
}
kilnTheme.validateThemeConfig = ({ themeConfig }) => ({ ...themeConfig, kiln: { temperature: 1280, ...themeConfig.kiln } });
`;

describe('a third-party preset wrapping the classic parts', () => {
  let site: BuiltSite;
  before(async () => {
    const dir = makeSite({
      'docusaurus.config.js': `module.exports = {
  title: 'Kilns', url: 'https://kilns.example.org', baseUrl: '/',
  presets: [
    ['kiln-preset', { docs: { routeBasePath: 'guide' }, theme: { customCss: require.resolve('./src/css/custom.css') }, stamp: 'fired' }],
    ['broken-preset', {}],
  ],
};
`,
      'node_modules/kiln-preset/package.json': '{ "name": "kiln-preset", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/kiln-preset/index.js': PRESET,
      // A remark plugin of the preset's own, which the site's config never imports.
      'node_modules/kiln-preset/lib/remark-glaze.js':
        "exports.remarkGlaze = function remarkGlaze(options) {\n  return (tree) => {\n    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: options.note }] });\n  };\n};\n",
      'node_modules/broken-preset/package.json': '{ "name": "broken-preset", "version": "1.0.0", "main": "index.js" }\n',
      'node_modules/broken-preset/index.js': "module.exports = () => { throw new Error('no kiln configured'); };\n",
      'handbook/loading.md': '# Loading the kiln\n\nStack the shelves evenly.\n',
      'src/css/custom.css': ':root { --ifm-color-primary: #b5532a; }\n',
      'src/pages/index.js': "export default function Home() {\n  return <main>Kilns</main>;\n}\n",
      'src/pages/firing.js': "import { useThemeConfig } from '@docusaurus/theme-common';\n\nexport default function Firing() {\n  return <p className=\"firing\">Fired at {useThemeConfig().kiln.temperature} degrees</p>;\n}\n",
    });
    site = await buildInMemory(dir);
  });

  it('builds the docs and pages it gives, with the options it gave them', () => {
    assert.match(site.html('/guide/loading'), /Stack the shelves evenly/);
    assert.ok(site.has('index.html'), 'the pages plugin it gives builds src/pages');
  });

  it('styles the site with the custom CSS its theme-classic entry names', () => {
    // Inlined in the head, or in a stylesheet file the head links.
    const css = [site.html('/guide/loading'), ...site.paths.filter((p) => p.endsWith('.css')).map((p) => site.file(p))];
    assert.ok(
      css.some((text) => /--ifm-color-primary:\s*#b5532a/.test(text)),
      'the primary colour of custom.css is on the page',
    );
  });

  it("gives the site's pages the theme config its themes' validation fills in", () => {
    assert.match(site.html('/firing'), /<p class="firing">Fired at <!-- -->1280<!-- --> degrees<\/p>/);
  });

  it('compiles the docs with the remark plugin it adds from a file of its own', () => {
    assert.match(site.html('/guide/loading'), /<p>Glazed twice<\/p>/);
    const skipped = site.result.diagnostics.filter((d) => d.message.includes('remarkGlaze'));
    assert.deepEqual(
      skipped.map((d) => d.message),
      [],
    );
  });

  it('runs the plugins of its own', () => {
    assert.match(site.html('/guide/loading'), /<meta name="kiln-stamp" content="fired">/);
  });

  it('names a preset that throws, with its reason, and builds the rest', () => {
    const notRun = site.result.diagnostics.filter((d) => d.message.includes('preset'));
    assert.equal(notRun.length, 1, notRun.map((d) => d.message).join('\n'));
    assert.match(notRun[0]!.message, /the preset `broken-preset` is not run by tongsite: it could not be run \(no kiln configured\)/);
  });
});
