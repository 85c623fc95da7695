// Site code imports theme-classic's icons (`@theme/Icon/Copy`, `/Success`,
// `/Edit`…), as a swizzled code block or a copy button of its own does: each is
// Docusaurus' SVG component, taking SVG props, rendered by the build and
// hydrated in the browser, and a page's bundle takes only the icons it imports.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Ferry Times', host: 'ferries' }),
  'src/components/CopyTimetable.js': `import React, { useState } from 'react';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';

export default function CopyTimetable({ text }) {
  const [copied, setCopied] = useState(false);
  const Icon = copied ? IconSuccess : IconCopy;
  return (
    <button type="button" className="copy-timetable" aria-label="Copy the timetable" onClick={() => setCopied(true)}>
      <Icon className="copy-icon" width={18} height={18} aria-hidden="true" />
      {copied ? 'Copied' : text}
    </button>
  );
}
`,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import CopyTimetable from '@site/src/components/CopyTimetable';

export default function Home() {
  return (
    <Layout title="Ferry Times">
      <main>
        <CopyTimetable text="Copy" />
      </main>
    </Layout>
  );
}
`,
  'docs/crossings.mdx': `---
title: Crossings
---

import IconEdit from '@theme/Icon/Edit';
import IconExternalLink from '@theme/Icon/ExternalLink';

<span className="suggest"><IconEdit />Suggest a crossing</span> <a className="port" href="https://port.example.org">Port authority<IconExternalLink /></a>
`,
};

describe("theme-classic's icons, imported by site code", () => {
  const site = builtSiteSuite(FILES);
  const html = (route: string) => readFileSync(path.join(site.build, route, 'index.html'), 'utf8');

  it('render as Docusaurus draws them, with the props the site gives', () => {
    const copy = /<svg[^>]*class="copy-icon"[^>]*>.*?<\/svg>/.exec(html(''))?.[0] ?? '';
    assert.match(copy, /viewBox="0 0 24 24"/);
    assert.match(copy, /width="18"/);
    assert.match(copy, /aria-hidden="true"/);
    assert.match(copy, /<path fill="currentColor" d="M19,21H8V7H19/);
    const doc = html('docs/crossings');
    assert.match(
      doc,
      /<span class="suggest"><svg fill="currentColor" height="20" width="20" viewBox="0 0 40 40" aria-hidden="true" style="margin-right:0.3em;vertical-align:sub">/,
    );
    assert.match(doc, /Port authority<svg width="13.5" height="13.5" aria-hidden="true" viewBox="0 0 24 24" style="margin-left:0.3rem">/);
  });

  it('take only the icons the page imports into its bundle', () => {
    const dir = path.join(site.build, 'assets', 'js', 'islands');
    const bundles = readdirSync(dir).filter((f) => f.endsWith('.js'));
    assert.equal(bundles.length, 1, 'the home page has a bundle of its own');
    const code = readFileSync(path.join(dir, bundles[0]!), 'utf8');
    assert.ok(code.includes('M21,7L9,19'), 'the Success icon is in it');
    assert.ok(!code.includes('M4 19h6v-2H4v2z'), 'the WordWrap icon is not');
  });

  it('swap in Chromium when the component’s state changes', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    await tab.click('.copy-timetable');
    await tab.waitForSelector('.copy-timetable path[d^="M21,7L9,19"]');
    assert.equal(await tab.textContent('.copy-timetable'), 'Copied');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});
