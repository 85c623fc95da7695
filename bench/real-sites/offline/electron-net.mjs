// electron/website's plugins fetch their data at build time (releases, apps,
// governance, Fiddle's latest release); this machine reaches no other host.
// Loaded with `node --import` (scripts/real-sites.js's electron entry, and
// Docusaurus' reference build), it answers those URLs with small made-up
// data, so that both build the site unmodified.
const versions = [];
for (let major = 30; major <= 39; major++) {
  for (const minor of [0, 1, 2]) {
    versions.push({
      version: `${major}.${minor}.0`,
      date: '2026-01-01',
      node: '22.0.0',
      v8: '13.0',
      uv: '1.0',
      zlib: '1.0',
      openssl: '3.0',
      modules: '130',
      chrome: `${120 + major}.0.0.0`,
      files: ['linux-x64'],
    });
  }
}
versions.push({
  version: '40.0.0-beta.1',
  date: '2026-02-01',
  node: '22.0.0',
  v8: '13.0',
  uv: '1.0',
  zlib: '1.0',
  openssl: '3.0',
  modules: '131',
  chrome: '160.0.0.0',
  files: ['linux-x64'],
});
versions.push({
  version: '41.0.0-nightly.20260201',
  date: '2026-02-01',
  node: '22.0.0',
  v8: '13.0',
  uv: '1.0',
  zlib: '1.0',
  openssl: '3.0',
  modules: '132',
  chrome: '161.0.0.0',
  files: ['linux-x64'],
});

const apps = ['alpha', 'beta', 'gamma', 'delta'].map((slug, i) => ({
  category: i % 2 ? 'Productivity' : 'Developer Tools',
  date: '2025-01-0' + (i + 1),
  description: `Sample app ${slug}`,
  faintColorOnWhite: '#eef',
  highlightColor: '#336',
  logo: `${slug}-icon.png`,
  name: `App ${slug}`,
  repository: `https://example.org/${slug}`,
  slug,
  website: `https://example.org/${slug}`,
}));

function wgReadme(url) {
  const wg = /wg-([a-z-]+)\//.exec(url)?.[1] ?? 'x';
  return `# ${wg} Working Group\n\nThe ${wg} group looks after ${wg}.\n\n| Name | GitHub | Status |\n| --- | --- | --- |\n| Person One | ![](https://example.org/a.png)[@one](https://github.com/one) | Chair |\n| Person Two | ![](https://example.org/b.png)[@two](https://github.com/two) | Member |\n`;
}

const json = (body) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input);
  if (url === 'https://releases.electronjs.org/releases.json') return json(versions);
  if (url === 'https://electronjs.org/headers/index.json') return json(versions);
  if (url === 'https://raw.githubusercontent.com/electron/apps/main/index.json') return json(apps);
  if (url.startsWith('https://raw.githubusercontent.com/electron/governance/')) return new Response(wgReadme(url));
  if (url === 'https://github.com/electron/fiddle/releases/latest') {
    const response = new Response('');
    Object.defineProperty(response, 'url', { value: 'https://github.com/electron/fiddle/releases/tag/v0.37.0' });
    return response;
  }
  if (/^https?:\/\/(127\.0\.0\.1|localhost)/.test(url)) return realFetch(input, init);
  return new Response('offline', { status: 404 });
};
