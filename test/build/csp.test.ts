// The Content-Security-Policy pages declare: the site's own inline scripts are
// allowed by hash and nothing else inline runs; a config can replace or drop it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { all, attr, maybeOne } from '../helpers/html.js';
import { buildInMemory } from '../helpers/memory-build.js';
import { config, makeSite, tongsite } from '../helpers/site.js';

const policyOf = (doc: Root) => {
  const meta = maybeOne(doc, 'meta[http-equiv="Content-Security-Policy"]');
  return meta && attr(meta, 'content');
};
/** The scripts a page runs from its own text (not those loaded by src, nor JSON data). */
const inlineScripts = (doc: Root) => all(doc, 'script:not([src]):not([type="application/json"])').map((script) => toString(script));
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the Content-Security-Policy of the built pages', () => {
  it('allows exactly the page\'s inline scripts by hash, and no unsafe-inline script', async () => {
    const site = await buildInMemory(makeSite({ 'site.config.ts': config(), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' }));
    for (const url of ['/', '/docs/a', '/en/docs/a']) {
      const doc = site.page(url);
      const policy = policyOf(doc);
      assert.ok(policy, `${url} declares a policy`);
      const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
      assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
      const scripts = inlineScripts(doc);
      assert.ok(scripts.length >= 1);
      for (const code of scripts) assert.ok(scriptSrc.includes(hash(code)), `${url}: the inline script ${code.slice(0, 40)}… is allowed`);
      assert.match(policy, /object-src 'none'/);
      const head = all(doc, 'head > meta[http-equiv="Content-Security-Policy"], script');
      assert.equal(attr(head[0]!, 'http-equiv'), 'Content-Security-Policy', 'declared before any script');
    }
  });

  it('takes a policy from the config, or none with false', async () => {
    const custom = await buildInMemory(makeSite({ 'site.config.ts': config(`contentSecurityPolicy: "default-src 'self'; img-src *",`), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' }));
    assert.match(policyOf(custom.page('/docs/a'))!, /^default-src 'self'; img-src \*; script-src 'self' 'sha256-/);
    const none = await buildInMemory(makeSite({ 'site.config.ts': config('contentSecurityPolicy: false,'), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' }));
    assert.equal(policyOf(none.page('/docs/a')), undefined);
  });

  it('lets the stylesheet in the head apply: by hash where the policy allows no inline style, else as it is', async () => {
    const directive = (policy: string, name: string) =>
      policy
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    const strict = await buildInMemory(makeSite({ 'site.config.ts': config(`contentSecurityPolicy: "default-src 'self'",`), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' }));
    const doc = strict.page('/docs/a');
    const styles = all(doc, 'style').map((style) => toString(style));
    assert.equal(styles.length, 1);
    assert.equal(directive(policyOf(doc)!, 'style-src'), `style-src 'self' ${hash(styles[0]!)}`);
    // The default policy allows inline styles (KaTeX's markup and authors' HTML use style attributes): a hash would switch that off.
    const lenient = await buildInMemory(makeSite({ 'site.config.ts': config(), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' }));
    const styleSrc = directive(policyOf(lenient.page('/docs/a'))!, 'style-src')!;
    assert.match(styleSrc, /'unsafe-inline'/);
    assert.doesNotMatch(styleSrc, /sha256-/);
  });

  it('warns at file, line and column about content that would run script', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': '---\ntitle: A\n---\n\n<script>alert(1)</script>\n\n<img src="x.png" onerror="alert(2)" />\n\n<iframe srcdoc="<p>x</p>"></iframe>\n\n[run](javascript:alert(3))\n\n`<script>` in code is fine, and so is onClick={f} in JSX.\n',
    });
    const run = tongsite(['check'], dir);
    const warnings = run.stdout.split('\n').filter((l) => l.startsWith('warning'));
    assert.deepEqual(warnings, [
      "warning content/docs/a.md:5:1: raw <script> in content runs in every reader's browser [author-script]",
      'warning content/docs/a.md:7:1: inline event handler onerror= runs script from content [author-script]',
      'warning content/docs/a.md:9:1: <iframe srcdoc> embeds a document, and its scripts, written in the content [author-script]',
      'warning content/docs/a.md:11:7: a javascript: URL runs script when followed [author-script]',
    ]);
  });
});
