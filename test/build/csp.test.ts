// The Content-Security-Policy pages declare: the site's own inline scripts are
// allowed by hash and nothing else inline runs; a config can replace or drop it.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, it } from 'node:test';
import { config, makeSite, page, tongsite } from '../helpers/site.js';

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('the Content-Security-Policy of the built pages', () => {
  it('allows exactly the page\'s inline scripts by hash, and no unsafe-inline script', () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' });
    assert.equal(tongsite(['build'], dir).code, 0);
    for (const url of ['/', '/docs/a', '/en/docs/a']) {
      const html = page(path.join(dir, 'build'), url);
      const policy = policyOf(html);
      assert.ok(policy, `${url} declares a policy`);
      const scriptSrc = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'))!;
      assert.doesNotMatch(scriptSrc, /unsafe-inline|unsafe-eval/);
      const scripts = inlineScripts(html);
      assert.ok(scripts.length >= 1);
      for (const code of scripts) assert.ok(scriptSrc.includes(hash(code)), `${url}: the inline script ${code.slice(0, 40)}… is allowed`);
      assert.match(policy, /object-src 'none'/);
      assert.ok(html.indexOf('Content-Security-Policy') < html.indexOf('<script'), 'declared before any script');
    }
  });

  it('lets the stylesheet in the head apply: by hash where the policy allows no inline style, else as it is', () => {
    const inlineStyles = (html: string) => [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!);
    const directive = (policy: string, name: string) => policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `));
    const strict = makeSite({ 'site.config.ts': config(`contentSecurityPolicy: "default-src 'self'",`), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' });
    assert.equal(tongsite(['build'], strict).code, 0);
    const html = page(path.join(strict, 'build'), '/docs/a');
    const styles = inlineStyles(html);
    assert.equal(styles.length, 1);
    assert.equal(directive(policyOf(html)!, 'style-src'), `style-src 'self' ${hash(styles[0]!)}`);
    // The default policy allows inline styles (KaTeX's markup and authors' HTML use style attributes): a hash would switch that off.
    const lenient = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' });
    assert.equal(tongsite(['build'], lenient).code, 0);
    const styleSrc = directive(policyOf(page(path.join(lenient, 'build'), '/docs/a'))!, 'style-src')!;
    assert.match(styleSrc, /'unsafe-inline'/);
    assert.doesNotMatch(styleSrc, /sha256-/);
  });

  it('takes a policy from the config, or none with false', () => {
    const custom = makeSite({ 'site.config.ts': config(`contentSecurityPolicy: "default-src 'self'; img-src *",`), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' });
    assert.equal(tongsite(['build'], custom).code, 0);
    assert.match(policyOf(page(path.join(custom, 'build'), '/docs/a'))!, /^default-src 'self'; img-src \*; script-src 'self' 'sha256-/);
    const none = makeSite({ 'site.config.ts': config('contentSecurityPolicy: false,'), 'content/docs/a.md': '---\ntitle: A\n---\n\nText.\n' });
    assert.equal(tongsite(['build'], none).code, 0);
    assert.equal(policyOf(page(path.join(none, 'build'), '/docs/a')), undefined);
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
