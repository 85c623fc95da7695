// The blog's list page on a Docusaurus site that sets no blogDescription:
// described as Docusaurus describes it, by the option's default, 'Blog'.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildSite, makeSite, page, docusaurusConfig } from '../helpers/site.js';

const FILES = {
  'docusaurus.config.js': docusaurusConfig({ classic: "{ docs: false, blog: { blogTitle: 'Harbour news', showReadingTime: false } }" }),
  'blog/2024-05-01-gauges.md': '---\ntitle: New gauges\n---\n\nTwo gauges at the pier.\n',
};

describe('the blog list of a site without blogDescription', () => {
  it("is described by the option's default, 'Blog'", () => {
    const dir = makeSite(FILES);
    buildSite(dir);
    assert.match(page(path.join(dir, 'build'), '/blog'), /<meta name="description" content="Blog">/);
  });
});
