// An output block (the fence after a tested example, marked `output`) as a
// reader gets it: a figure captioned "Output" in the page's language holding
// the text as <samp>, with no copy button and varying text shown as an
// ellipsis; in Chromium, set apart from the code above it in light and dark
// mode, its caption readable, reachable by the keyboard.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { browserSuite } from '../helpers/browser.js';
import { all, attr, one, textOf } from '../helpers/html.js';
import { buildSite, config, makeSite, page } from '../helpers/site.js';

const body = [
  '```bash test',
  'openssl ecparam -genkey -name SM2',
  '```',
  '',
  '```text output',
  '-----BEGIN EC PARAMETERS-----',
  'BggqgRzPVQGCLQ==',
  '-----END EC PARAMETERS-----',
  'made at [..]',
  '```',
  '',
  '```text title="预期" output',
  `a line long enough to scroll sideways: ${'x'.repeat(300)}`,
  '```',
].join('\n');

let builtDir = '';

function buildOutputSite(): string {
  const dir = makeSite({
    'site.config.ts': config(),
    'content/docs/out.md': `---\ntitle: Out\n---\n\n${body}\n`,
    'content/i18n/en/docusaurus-plugin-content-docs/current/out.md': `---\ntitle: Out\n---\n\n${body.replace('预期', 'Expected')}\n`,
  });
  buildSite(dir);
  builtDir = path.join(dir, 'build');
  return builtDir;
}

describe('output blocks', () => {
  const suite = browserSuite(buildOutputSite);

  it('are figures captioned in the page language, their text in <samp>, without a copy button', () => {
    for (const [url, caption] of [
      ['/docs/out', '输出'],
      ['/en/docs/out', 'Output'],
    ] as const) {
      const html = page(builtDir, url);
      const figures = all(html, 'figure.code-output');
      assert.equal(figures.length, 2, url);
      const [first, titled] = figures as [NonNullable<(typeof figures)[0]>, NonNullable<(typeof figures)[0]>];
      assert.equal(textOf(one(first, 'figcaption')), caption);
      assert.equal(textOf(one(titled, 'figcaption')), url.startsWith('/en') ? 'Expected' : '预期', 'a title names the block instead');
      const pre = one(first, 'pre');
      assert.equal(attr(pre, 'tabindex'), '0');
      assert.ok(
        all(pre, 'samp').length === 1 && html.includes('<samp>-----BEGIN EC PARAMETERS-----\nBggqgRzPVQGCLQ==\n-----END EC PARAMETERS-----\nmade at …</samp>'),
        'the text as written, lines kept, [..] shown as …',
      );
      assert.equal(all(first, 'button').length, 0, 'nothing to copy as a command');
      assert.equal(all(html, '.code-block').length, 1, 'the command above stays a code block with its copy button');
      assert.equal(all(html, '.code-block button.code-block__copy').length, 1);
    }
  });

  for (const mode of ['light', 'dark'] as const) {
    it(`${mode}: stand apart from the code above, with a readable caption, and take the keyboard's focus`, async () => {
      const context = await suite.browser.newContext({ colorScheme: mode });
      await context.addInitScript((m) => localStorage.setItem('theme', m), mode);
      const p = await context.newPage();
      await p.goto(`${suite.origin}/en/docs/out`);
      // No named functions inside: the test's TypeScript transform would name them with a helper the page lacks.
      const look = await p.evaluate(() => {
        const [code, output, caption, samp] = ['.code-block pre', '.code-output', '.code-output__label', '.code-output samp'].map((s) =>
          getComputedStyle(document.querySelector(s)!),
        ) as [CSSStyleDeclaration, CSSStyleDeclaration, CSSStyleDeclaration, CSSStyleDeclaration];
        return {
          theme: document.documentElement.dataset.theme,
          codeBackground: code.backgroundColor,
          outputBackground: output.backgroundColor,
          pageBackground: getComputedStyle(document.body).backgroundColor,
          borderLeft: output.borderLeftWidth,
          captionColour: caption.color,
          sampFont: samp.fontFamily,
          sampColour: samp.color,
        };
      });
      assert.equal(look.theme, mode);
      assert.notEqual(look.outputBackground, look.codeBackground, 'output is not drawn like code');
      assert.equal(look.borderLeft, '3px');
      assert.match(look.sampFont, /mono/i);
      // A translucent background (Infima's dark code background is white at 10%) is painted over the page's.
      const painted = over(look.outputBackground, look.pageBackground);
      assert.ok(contrast(look.captionColour, painted) >= 4.5, `caption contrast ${contrast(look.captionColour, painted)}`);
      assert.ok(contrast(look.sampColour, painted) >= 4.5, `text contrast ${contrast(look.sampColour, painted)}`);
      // The keyboard reaches the scrolling block: Tab from the code block's copy button lands on it.
      await p.focus('.code-block__copy');
      await p.keyboard.press('Tab');
      assert.equal(await p.evaluate(() => document.activeElement?.className), 'code-output__body');
      await context.close();
    });
  }
});

/** `top` (an `rgb(…)` or `rgba(…)` colour) painted over the opaque `bottom`, as `rgb(…)`. */
function over(top: string, bottom: string): string {
  const [r, g, b, alpha = 1] = (top.match(/[\d.]+/g) ?? []).map(Number);
  const under = (bottom.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const mix = [r!, g!, b!].map((c, i) => c * alpha + under[i]! * (1 - alpha));
  return `rgb(${mix.join(', ')})`;
}

/** The WCAG contrast ratio of two `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}
