// A Prism theme may limit some of its styles to a few languages (`languages` in
// a style entry, as prism-react-renderer's vsDark does for markup): Docusaurus
// colours only blocks of those languages with them. The config must load, and
// those colours must reach those blocks only.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../../src/config/load-config.js';
import { makeSite } from '../helpers/site.js';

const THEME = `{
  plain: { color: '#dddddd', backgroundColor: '#1b1b1b' },
  styles: [
    { types: ['keyword'], style: { color: '#5599ff' } },
    { types: ['keyword'], languages: ['html'], style: { color: '#ee7700' } },
  ],
}`;

/** The code colours of a site whose config gives `prism` as its themeConfig's. */
async function codeColoursCss(prism: string): Promise<string> {
  const dir = makeSite({
    'docusaurus.config.js': `module.exports = {
  title: 'Kettle',
  url: 'https://kettle.example.org',
  baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false } }]],
  themeConfig: { prism: ${prism} },
};
`,
    'docs/intro.md': '# Intro\n',
  });
  return (await loadConfig(path.join(dir, 'docusaurus.config.js'))).codeColoursCss;
}

describe('a Prism theme with styles for some languages only', () => {
  it('loads, and gives those colours to blocks of those languages in that mode alone', async () => {
    const css = await codeColoursCss(`{ theme: { plain: { color: '#111111' }, styles: [] }, darkTheme: ${THEME} }`);
    assert.match(css, /\[data-theme='dark'\]\{[^}]*--shiki-token-keyword:#5599ff/);
    assert.match(css, /\[data-theme='dark'\] \.code-block--html\{[^}]*--shiki-token-keyword:#ee7700/);
    // The light theme scopes html too, so that the dark rule, later and as specific, is the one a dark page's block takes.
    assert.match(css, /:root \.code-block--html\{[^}]*--shiki-token-keyword:#111111/);
    assert.ok(css.indexOf(':root .code-block--html') < css.indexOf("[data-theme='dark'] .code-block--html"), css);
  });
});

describe('a Prism theme whose plain style has more than colours', () => {
  it('loads, its colours taken and the rest left as Docusaurus leaves it', async () => {
    // prism-react-renderer's oneDark writes a textShadow beside the colours of `plain`.
    const css = await codeColoursCss(`{ theme: { plain: { backgroundColor: '#282c34', color: '#abb2bf', textShadow: '0 1px rgba(0, 0, 0, 0.3)' }, styles: [] } }`);
    assert.match(css, /:root\{[^}]*--shiki-foreground:#abb2bf;--shiki-background:#282c34/);
    assert.doesNotMatch(css, /shadow/i);
  });
});
