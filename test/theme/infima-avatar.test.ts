// Infima's avatar (`avatar`, `avatar__photo` and its sizes, `avatar__intro`),
// which a site's own page uses for a list of people as Docusaurus' classic
// theme styles it: a round photo of 3rem (4rem with --lg) beside its name,
// not the image at its own size.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtSiteSuite, openHydrated } from '../helpers/browser.js';
import { docusaurusConfig } from '../helpers/site.js';

// A 400×400 picture, much larger than an avatar.
const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="teal"/></svg>\n';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ title: 'Crew', host: 'crew', classic: '{ docs: false, blog: false }' }),
  'static/img/keeper.svg': PHOTO,
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';

export default function Crew() {
  return (
    <Layout title="Crew">
      <main className="container">
        <div className="avatar" id="keeper">
          <img className="avatar__photo" src="/img/keeper.svg" alt="" />
          <div className="avatar__intro">
            <div className="avatar__name">Lighthouse keeper</div>
            <small className="avatar__subtitle">Night shift</small>
          </div>
        </div>
        <div className="avatar avatar--vertical" id="captain">
          <img className="avatar__photo avatar__photo--lg" src="/img/keeper.svg" alt="" />
          <div className="avatar__intro">
            <div className="avatar__name">Captain</div>
          </div>
        </div>
      </main>
    </Layout>
  );
}
`,
};

describe("Infima's avatar in a site's page", () => {
  const site = builtSiteSuite(FILES);

  it('draws the photo round at the avatar sizes, beside or above its name', async () => {
    const { tab, errors } = await openHydrated(site, '/');
    const box = (selector: string) =>
      tab.locator(selector).evaluate((el) => {
        const style = getComputedStyle(el);
        return { width: el.getBoundingClientRect().width, height: el.getBoundingClientRect().height, radius: style.borderRadius, direction: style.flexDirection };
      });
    assert.deepEqual(await box('#keeper .avatar__photo'), { width: 48, height: 48, radius: '50%', direction: 'row' });
    assert.equal((await box('#captain .avatar__photo')).width, 64);
    assert.equal((await box('#keeper')).direction, 'row');
    assert.equal((await box('#captain')).direction, 'column');
    assert.equal((await box('#keeper .avatar__intro')).direction, 'column');
    assert.deepEqual(errors, []);
    await tab.close();
  });
});
