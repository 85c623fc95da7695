// `tongsite check`: every kind of link finding at the place it is written,
// sorted, in text and JSON, and the exit code a CI gate needs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { config, makeSite, tongsite } from '../helpers/site.js';

const page = (title: string, body: string) => `---\ntitle: ${title}\n---\n\n${body}\n`;

interface Finding {
  severity: string;
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
  hint: string | null;
}

/** Runs `tongsite check --format json <args>` and returns the exit code and findings. */
function checkJson(dir: string, args: string[] = []): { code: number; findings: Finding[]; stderr: string } {
  const run = tongsite(['check', '--format', 'json', ...args], dir);
  return { code: run.code, findings: JSON.parse(run.stdout) as Finding[], stderr: run.stderr };
}

const brief = (f: Finding) => `${f.severity} ${f.code} ${f.file}:${f.line}:${f.column}`;

describe('tongsite check', () => {
  it('reports broken anchors even when the site builds with onBrokenAnchors: ignore', () => {
    const dir = makeSite({
      'site.config.ts': config(`onBrokenAnchors: 'ignore',`),
      'content/docs/a.md': page('A', '[gone](#nowhere)'),
    });
    assert.equal(tongsite(['build'], dir).code, 0);
    const { code, findings } = checkJson(dir);
    assert.equal(code, 0);
    assert.deepEqual(findings.map(brief), ['warning broken-anchor content/docs/a.md:5:1']);
    assert.equal(checkJson(dir, ['--strict']).code, 1);
  });

  it('passes a site whose links are all good, with exit 0', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': page('A', '## Part one\n\n[to b](./b.md#part-two) [self](#part-one) [abs](/docs/b)\n\n![logo](./img/logo.png)'),
      'content/docs/img/logo.png': 'PNG',
      'content/docs/b.md': page('B', '## Part two\n\nText.'),
    });
    const run = tongsite(['check'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^Checked \d+ pages in [\d.]+ s: no broken links, anchors or missing images\.\n$/);
  });

  it('reports each kind at its file, line and column, sorted, as errors and warnings', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/b.md': page('B', '## Real heading\n\n[ok](./a.md) [self](#real-heading) [bad](#gone)'),
      'content/docs/a.md': page('A', '[one](./nope.md)\n\n![pic](./img/nope.png)\n\n[pdf](./files/report.pdf)\n\n[anchor](./b.md#nowhere)\n\n[abs](/docs/missing)'),
    });
    const { code, findings } = checkJson(dir);
    assert.equal(code, 1);
    assert.deepEqual(findings.map(brief), [
      'error broken-link content/docs/a.md:5:1',
      'error missing-image content/docs/a.md:7:1',
      'error missing-file content/docs/a.md:9:1',
      'warning broken-anchor content/docs/a.md:11:1',
      'error broken-link content/docs/a.md:13:1',
      'warning broken-anchor content/docs/b.md:7:36',
    ]);
    const [first] = findings;
    assert.deepEqual(Object.keys(first!), ['severity', 'code', 'message', 'file', 'line', 'column', 'hint']);
    assert.match(first!.message, /broken link: docs\/nope\.md is not a page of the site/);
    assert.match(first!.hint!, /existing \.md\/\.mdx file/);
    assert.match(findings[3]!.message, /#nowhere is not an id on \/docs\/b/);

    const text = tongsite(['check'], dir);
    assert.equal(text.code, 1);
    assert.match(
      text.stdout,
      /error content\/docs\/a\.md:5:1: broken link: docs\/nope\.md is not a page of the site \(on \/docs\/a\) \[broken-link\]\n.*\n.*\n> 5 \| \[one\]\(\.\/nope\.md\)/,
    );
    assert.match(text.stdout, /warning content\/docs\/b\.md:7:36: broken anchor: #gone/);
    assert.match(text.stdout, /: 2 broken links, 1 missing image, 1 missing file, 2 broken anchors \(warning\)\.\n$/);
  });

  it('reports every link to the same broken target at its own line', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': page('A', 'First [x](#gone) here.\n\nSecond [x](#gone) there.\n\n[a](./nope.md)\n\n[b](./nope.md)'),
    });
    assert.deepEqual(checkJson(dir).findings.map(brief), [
      'warning broken-anchor content/docs/a.md:5:7',
      'warning broken-anchor content/docs/a.md:7:8',
      'error broken-link content/docs/a.md:9:1',
      'error broken-link content/docs/a.md:11:1',
    ]);
  });

  it('passes broken anchors with exit 0, and fails them under --strict', () => {
    const dir = makeSite({
      'site.config.ts': config(),
      'content/docs/a.md': page('A', 'See [there](./b.md#nowhere).'),
      'content/docs/b.md': page('B', 'Text.'),
    });
    const loose = checkJson(dir);
    assert.equal(loose.code, 0);
    assert.deepEqual(loose.findings.map(brief), ['warning broken-anchor content/docs/a.md:5:5']);
    const strict = checkJson(dir, ['--strict']);
    assert.equal(strict.code, 1);
    assert.deepEqual(strict.findings.map(brief), ['error broken-anchor content/docs/a.md:5:5']);
  });

  it("decides exit codes itself, whatever the config's onBrokenLinks/onBrokenAnchors/onMissingFiles say", () => {
    const dir = makeSite({
      'site.config.ts': config("onBrokenLinks: 'warn', onBrokenAnchors: 'throw', onMissingFiles: 'warn',"),
      'content/docs/a.md': page('A', 'See [there](./b.md#nowhere).'),
      'content/docs/b.md': page('B', 'Text.'),
    });
    const anchors = checkJson(dir);
    assert.equal(anchors.code, 0, 'a broken anchor is a warning for check, even if the config makes the build fail on it');
    assert.deepEqual(anchors.findings.map(brief), ['warning broken-anchor content/docs/a.md:5:5']);
    const links = makeSite({
      'site.config.ts': config("onBrokenLinks: 'warn', onMissingFiles: 'warn',"),
      'content/docs/a.md': page('A', '[gone](./gone.md) and [pdf](./x.pdf)'),
    });
    const run = checkJson(links);
    assert.equal(run.code, 1, 'a broken link fails check, even if the config only warns');
    assert.deepEqual(run.findings.map(brief), ['error broken-link content/docs/a.md:5:1', 'error missing-file content/docs/a.md:5:23']);
  });

  it('fails with the error that stopped the build when links could not be checked', () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': page('A', 'A brace { opens here') });
    const text = tongsite(['check'], dir);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /error content\/docs\/a\.md:5:\d+: MDX syntax error: .* \[mdx-syntax\]/);
    assert.match(text.stdout, /The build failed with 1 error before links could be checked/);
  });

  it('shows progress as plain lines on stderr when not a terminal, and rejects an unknown format', () => {
    const dir = makeSite({ 'site.config.ts': config(), 'content/docs/a.md': page('A', 'Text.') });
    const run = tongsite(['check'], dir);
    assert.match(run.stderr, /^check: config\ncheck: scan\n/);
    assert.doesNotMatch(run.stderr, /\r/);
    const bad = tongsite(['check', '--format', 'xml'], dir);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /--format must be text or json, got "xml"/);
  });
});
