// Docusaurus' debug pages (/__docusaurus/debug and below) are in a production
// build when the config lists @docusaurus/plugin-debug, or sets the classic
// preset's `debug: true`; tongsite builds none of them, and says so at the line.
// Left unset, the preset adds them in development only: nothing to say.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { makeSite } from '../helpers/site.js';

const warningsOf = async (preset: string, plugins: string) => {
  const dir = makeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Sundial Notes',
  url: 'https://sundial.example.org',
  baseUrl: '/',
  presets: [['classic', ${preset}]],
  plugins: ${plugins},
};
`,
    'docs/intro.md': '# Intro\n',
  });
  return (await loadConfig(path.join(dir, 'docusaurus.config.js'))).warnings.filter((w) => /debug/.test(w.message));
};

describe("Docusaurus' debug pages", () => {
  it('listed as a plugin: a warning at its line that they are not built', async () => {
    const [debug, ...more] = await warningsOf('{ blog: false }', "[process.env.NODE_ENV === 'production' && '@docusaurus/plugin-debug'].filter(Boolean)");
    assert.equal(more.length, 0);
    assert.match(debug!.message, /@docusaurus\/plugin-debug.*not built/);
    assert.equal(debug!.line, 6);
  });

  it('asked of the classic preset: a warning at its key', async () => {
    const [debug, ...more] = await warningsOf('{ blog: false, debug: true }', '[]');
    assert.equal(more.length, 0);
    assert.match(debug!.message, /presets\.classic\.debug.*not built/);
    assert.equal(debug!.line, 5);
  });

  it('left to the preset: nothing', async () => {
    assert.deepEqual(await warningsOf('{ blog: false }', '[]'), []);
    assert.deepEqual(await warningsOf('{ blog: false, debug: false }', '[]'), []);
  });
});
