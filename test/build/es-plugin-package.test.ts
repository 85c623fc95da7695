// An installed plugin package written as ES modules the way TypeScript emits
// them for bundlers (relative imports without an extension, a default import
// of a CommonJS module marked `__esModule`), as Docusaurus loads it with jiti:
// it loads, each of its files sees its own import.meta.url, and its
// postBuild writes what it computed.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { buildSite, makeSite, docusaurusConfig } from '../helpers/site.js';

const PLUGIN = 'node_modules/docusaurus-plugin-tide-log';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ extra: "plugins: [['docusaurus-plugin-tide-log', { harbour: 'Pier' }]]," }),
  'docs/harbour.md': '---\ntitle: Harbour\n---\n\nHigh water at noon.\n',
  [`${PLUGIN}/package.json`]: JSON.stringify({ name: 'docusaurus-plugin-tide-log', type: 'module', exports: { '.': './lib/public/index.js' } }),
  [`${PLUGIN}/lib/public/index.js`]: "export { default, validateOptions } from '../index';\n",
  [`${PLUGIN}/lib/index.js`]: `import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from 'tide-logger';
import { stamp } from './stamp';

export function validateOptions({ options }) {
  return { ...options, harbour: options.harbour.toUpperCase() };
}

export default function tideLog(context, options) {
  return {
    name: 'tide-log',
    postBuild({ outDir }) {
      const folder = path.basename(path.dirname(fileURLToPath(import.meta.url)));
      writeFileSync(path.join(outDir, 'tide-log.txt'), logger.format(stamp(options.harbour)) + ' from ' + folder);
    },
  };
}
`,
  [`${PLUGIN}/lib/stamp/index.js`]: 'export const stamp = (harbour) => `log of ${harbour}`;\n',
  // Compiled from TypeScript to CommonJS: its default export is `exports.default`.
  'node_modules/tide-logger/package.json': JSON.stringify({ name: 'tide-logger', main: 'index.js' }),
  'node_modules/tide-logger/index.js': `Object.defineProperty(exports, '__esModule', { value: true });
exports.default = { format: (text) => '[tide] ' + text };
`,
};

describe('an installed plugin package of ES modules written for a bundler', () => {
  let build = '';
  before(() => {
    const dir = makeSite(FILES);
    buildSite(dir);
    build = path.join(dir, 'build');
  });

  it('loads as Docusaurus loads it, and its postBuild runs with its validated options', () => {
    assert.equal(readFileSync(path.join(build, 'tide-log.txt'), 'utf8'), '[tide] log of PIER from lib');
  });
});
