// A plugin whose module keeps state between calls: it reads a one-time
// resource at module level (as a fetched response can be read only once).
// Docusaurus loads the plugin's module anew for each locale it builds, so a
// site in two locales builds; tongsite must do the same rather than run the
// first locale's instance again.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, docusaurusConfig, makeSite, page } from '../helpers/site.js';

const PLUGIN = `// The tide table can be read once per load of this module.
let unread = ['high water at noon'];

module.exports = function tideTablePlugin(context) {
  const locale = context.i18n.currentLocale;
  return {
    name: 'tide-table',
    async loadContent() {
      const table = unread.pop();
      if (!table) throw new Error('the tide table was already read');
      return table;
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData({ table: content, locale });
    },
  };
};
`;

const HOME = `import React from 'react';
import Layout from '@theme/Layout';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Home() {
  const { table, locale } = usePluginData('tide-table');
  return (
    <Layout title="Tides">
      <main>
        <p id="table">{table} ({locale})</p>
      </main>
    </Layout>
  );
}
`;

describe('a local plugin with module-level state, in a site of two locales', () => {
  it('gets a fresh module in each locale, as under Docusaurus', () => {
    const dir = makeSite({
      'docusaurus.config.js': docusaurusConfig({
        classic: '{ docs: false, blog: false }',
        extra: "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, plugins: ['./plugins/tide-table.js'],",
      }),
      'plugins/tide-table.js': PLUGIN,
      'src/pages/index.js': HOME,
    });
    buildSite(dir);
    const build = path.join(dir, 'build');
    // React's text separators (<!-- -->) aside.
    const table = (url: string) => /<p id="table">(.*?)<\/p>/.exec(page(build, url))?.[1]?.replaceAll('<!-- -->', '');
    assert.equal(table('/'), 'high water at noon (en)');
    assert.equal(table('/fr/'), 'high water at noon (fr)');
  });
});
