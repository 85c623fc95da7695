// `tongsite check --examples` with expected outcomes: a block that declares the
// exit status it must end with (`test-exit`), a text its standard error must
// hold (`expect="…"`), and the output block after it (with wildcards); what a
// writer sees when the run does otherwise, and how a translation shares it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { outputMatches } from '../../src/examples/expected-output.js';
import { makeSite, tongsite } from '../helpers/site.js';

const siteConfig = `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Outcomes', url: 'https://example.org',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  examples: {
    runners: {
      bash: { aliases: ['sh'], extension: 'sh', steps: [{ name: 'run', run: 'bash -e {{file}}' }] },
      c: { extension: 'c', steps: [{ name: 'compile', run: 'cc {{file}} -o {{stem}}' }, { name: 'run', run: './{{stem}}' }] },
    },
    replace: { '/opt/tool': '{{dir}}/tool' },
    timeout: 5,
  },
});
`;

const doc = (body: string) => `---\ntitle: Doc\n---\n\n${body}\n`;
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;

interface Report {
  examples: { name: string; status: string; places: string[]; declaresOutcome?: boolean; how?: { kind: string; code?: number; expected?: unknown } }[];
  problems: { code: string; message: string; place: string | null }[];
}

function check(files: Record<string, string>) {
  const dir = makeSite({ 'site.config.ts': siteConfig, ...files });
  const json = tongsite(['check', '--examples', '--format', 'json'], dir);
  const text = tongsite(['check', '--examples', '--no-cache'], dir);
  let report: Report = { examples: [], problems: [] };
  try {
    report = JSON.parse(json.stdout) as Report;
  } catch {
    assert.fail(json.stdout + json.stderr);
  }
  return { code: json.code, report, text: text.stdout + text.stderr };
}

describe('check --examples: expected outcomes', () => {
  it('passes a block that fails as it declares: its exit status and a text on standard error', () => {
    const { code, report, text } = check({
      'content/docs/a.md': doc(
        [
          fence('bash test test-exit=3', 'echo "no such key" >&2\nexit 3'),
          fence('bash test test-exit=1 expect="unable to load"', 'echo "Error: unable to load key.pem" >&2\nfalse'),
        ].join('\n'),
      ),
    });
    assert.equal(code, 0, JSON.stringify(report));
    assert.deepEqual(
      report.examples.map((e) => [e.status, e.declaresOutcome]),
      [
        ['passed', true],
        ['passed', true],
      ],
    );
    assert.match(text, /Examples: 2 passed \(2 run, 0 cached\), 0 failed, 0 not run, 2 with an expected outcome, in/);
  });

  it('reports an expected failure that succeeds, a wrong exit status and a missing standard error text, at the block', () => {
    const { code, report, text } = check({
      'content/docs/a.md': doc(
        [
          fence('bash test test-exit=1', 'echo listening'),
          fence('bash test test-exit=2', 'exit 1'),
          fence('bash test test-exit=1 expect="called a function you should not call"', 'echo "some other error" >&2\nexit 1'),
        ].join('\n'),
      ),
    });
    assert.equal(code, 1);
    assert.deepEqual(
      report.examples.map((e) => [e.places[0], e.how?.kind, e.how?.code, e.how?.expected]),
      [
        ['content/docs/a.md:5:1', 'exit', 0, 1],
        ['content/docs/a.md:9:1', 'exit', 1, 2],
        ['content/docs/a.md:13:1', 'stderr', undefined, 'called a function you should not call'],
      ],
    );
    assert.match(
      text,
      /error content\/docs\/a\.md:5:1: example `bash block`: the run step succeeded \(exit 0\), but the block expects it to fail with exit status 1 \(test-exit=1\) \[example-failed\]/,
    );
    assert.match(text, /listening/);
    assert.match(text, /a\.md:9:1: example `bash block`: the run step exited with 1, but the block expects exit status 2/);
    assert.match(
      text,
      /a\.md:13:1: example `bash block`: the run step did not print "called a function you should not call" on standard error[^\n]*\n[\s\S]*the run printed on standard error:\n {4}some other error/,
    );
  });

  it('compares standard output with the output block after the block, and reports a difference with both texts', () => {
    const { code, report, text } = check({
      'content/docs/a.md': doc(
        [
          fence('bash test', 'echo one\necho two >&2\necho three'),
          fence('text output', 'one\nthree'),
          'A program whose output is not what the page says:\n',
          fence('c title="count.c" test', '#include <stdio.h>\nint main(void) { for (int i = 1; i <= 3; i++) printf("%d\\n", i); return 0; }'),
          fence('text output', '1\n2\n4'),
        ].join('\n'),
      ),
    });
    assert.equal(code, 1);
    assert.deepEqual(
      report.examples.map((e) => [e.status, e.how?.kind]),
      [
        ['passed', undefined],
        ['failed', 'output'],
      ],
    );
    assert.match(text, /error content\/docs\/a\.md:18:1: example `count\.c`: the run step printed an output that differs from the output block at line 23 \[example-failed\]/);
    assert.match(text, /the output block expects:\n {4}1\n {4}2\n {4}4\n {2}the run printed on standard output:\n {4}1\n {4}2\n {4}3\n/);
  });

  it('lets [..] stand for any text within a line and ... for any lines, and puts replaced paths back as written', () => {
    const { code, report } = check({
      'content/docs/a.md': doc(
        [
          fence('bash test', 'echo "-----BEGIN PRIVATE KEY-----"\nhead -c 96 /dev/urandom | base64\necho "-----END PRIVATE KEY-----"\necho "made at $(date)"'),
          fence('text output', '-----BEGIN PRIVATE KEY-----\n...\n-----END PRIVATE KEY-----\nmade at [..]'),
          fence('bash test', 'mkdir -p /opt/tool && echo "installed in /opt/tool/bin"'),
          fence('text output', 'installed in /opt/tool/bin'),
          fence('bash test', 'echo "first"\necho "last"'),
          fence('text output', 'first\n...\nmiddle\n...\nlast'),
        ].join('\n'),
      ),
    });
    assert.equal(code, 1);
    assert.deepEqual(
      report.examples.map((e) => e.status),
      ['passed', 'passed', 'failed'],
    );
    assert.equal(outputMatches('a [..] c', 'a b c'), true);
    assert.equal(outputMatches('a [..] c', 'a  c'), true);
    assert.equal(outputMatches('a [..] c', 'a b\nc'), false, '[..] stays within its line');
    assert.equal(outputMatches('x\n...\ny', 'x\ny'), true, '... may take no line');
    assert.equal(outputMatches('x\r\ny  \n\n', 'x\ny'), true, 'line endings, trailing spaces and blank lines at the end are not compared');
    assert.equal(outputMatches('x', 'x\ny'), false);
    assert.equal(outputMatches('a.c', 'abc'), false, 'the text around a wildcard is literal');
  });

  it("runs a translation's example with the same outcome once, and reports its failure at both pages with each page's output line", () => {
    const example = [fence('bash test test-exit=1', 'echo "key written"'), fence('text output', 'key written')].join('\n');
    const { code, report, text } = check({
      'content/docs/a.md': doc(`中文。\n\n${example}`),
      'content/i18n/en/docusaurus-plugin-content-docs/current/a.md': doc(`English text.\n\nMore English text.\n\n${example}`),
    });
    assert.equal(code, 1);
    assert.deepEqual(
      report.examples.map((e) => [e.status, e.places]),
      [['failed', ['content/docs/a.md:7:1', 'content/i18n/en/docusaurus-plugin-content-docs/current/a.md:9:1']]],
    );
    assert.match(text, /error content\/docs\/a\.md:7:1: example `bash block`: the run step succeeded \(exit 0\), but the block expects it to fail/);
    assert.match(text, /error content\/i18n\/en\/docusaurus-plugin-content-docs\/current\/a\.md:9:1: example `bash block`: the run step succeeded/);
    assert.match(text, /0 passed \(0 run, 0 cached\), 1 failed, 0 not run, 1 with an expected outcome/);
  });

  it('reports marks that cannot be checked, at their fences', () => {
    const { code, report } = check({
      'content/docs/a.md': doc(
        [
          fence('bash', 'echo shown only'),
          fence('text output', 'shown only'),
          fence('bash test', 'echo hi'),
          fence('text output test', 'hi'),
          fence('bash test test-exit=fail', 'false'),
          fence('bash test-exit=1', 'false'),
          fence('c title="x.c" test test-steps="compile" test-skip="needs a card"', 'int main(void) { return 0; }'),
          fence('text output', ''),
          fence('bash test-skip="needs a card"', 'card-tool --list'),
          fence('text output', 'card 0'),
        ].join('\n'),
      ),
    });
    assert.equal(code, 1);
    assert.deepEqual(
      report.problems.map((p) => [p.place, p.message]),
      [
        ['content/docs/a.md:9:1', 'an output block shows what the block right before it prints, and that block is not tested'],
        ['content/docs/a.md:17:1', 'an output block is compared with a run, not run itself'],
        ['content/docs/a.md:21:1', '`test-exit=fail` is not an exit status (0 to 255)'],
        ['content/docs/a.md:25:1', '`test-exit` and `expect` declare the outcome of a tested block, and this block is not tested'],
        ['content/docs/a.md:33:1', "an output block is compared with what a block's last step prints, and test-steps leaves out its last step"],
      ],
    );
  });
});
