// `tongsite check --examples` on small sites: what a writer sees when an example
// passes, fails to compile, link or run, times out, is grouped, cached, skipped,
// or marked or configured wrongly. The C runner uses the machine's own cc.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { makeSite, tongsite } from '../helpers/site.js';

const RUNNERS = `examples: {
    variables: { greeting: { default: 'hello', values: ['hello', 'bye'] } },
    runners: {
      c: {
        extension: 'c',
        steps: [
          { name: 'compile', run: 'cc -c -Werror=implicit-function-declaration {{file}} -o {{stem}}.o' },
          { name: 'link', run: 'cc {{stem}}.o -o {{stem}}' },
          { name: 'run', run: './{{stem}}' },
        ],
      },
      bash: { aliases: ['sh'], extension: 'sh', steps: [{ name: 'run', run: 'GREETING={{greeting}} bash -e {{file}}' }] },
    },
    replace: { '/opt/tool': '/bin' },
    timeout: 2,
  },`;

const siteConfig = (examples = RUNNERS) => `import { defineConfig } from 'tongsite';
export default defineConfig({
  title: 'Examples', url: 'https://example.org',
  i18n: { defaultLocale: 'zh-cn', locales: ['zh-cn', 'en'] },
  ${examples}
});
`;

const doc = (body: string, frontMatter = '') => `---\ntitle: Doc\n${frontMatter}---\n\n${body}\n`;
const fence = (info: string, code: string) => `\`\`\`${info}\n${code}\n\`\`\`\n`;

interface Report {
  examples: { name: string; status: string; places: string[]; variables: Record<string, string>; step?: string; how?: { kind: string; code?: number }; output?: string }[];
  skipped: { name: string; place: string; reason: string }[];
  problems: { code: string; message: string; place: string | null; hint: string | null }[];
}

function check(dir: string, args: string[] = []): { code: number; report: Report; stdout: string; stderr: string } {
  const run = tongsite(['check', '--examples', '--format', 'json', ...args], dir);
  let report: Report = { examples: [], skipped: [], problems: [] };
  try {
    report = JSON.parse(run.stdout) as Report;
  } catch {
    // Not JSON: the test's assertions show the output.
  }
  return { code: run.code, report, stdout: run.stdout, stderr: run.stderr };
}

const HELLO_C = '#include <stdio.h>\nint main(void) { puts("hi"); return 0; }';

describe('tongsite check --examples', () => {
  it('passes a site whose C program and shell commands run, and says so', () => {
    const dir = makeSite({
      // A second blog's posts are pages too: their examples run with the others.
      'site.config.ts': siteConfig(`${RUNNERS}\n  blogPlugins: [{ id: 'news', path: 'news', routeBasePath: 'news' }],`),
      'content/docs/a.md': doc(`${fence('c title="hello.c" test', HELLO_C)}\n${fence('bash test', 'test "$GREETING" = hello\n/opt/tool/true')}`),
      'content/news/2024-02-01-launch.md': doc(fence('sh test', 'test -n "$GREETING"')),
    });
    const run = tongsite(['check', '--examples'], dir);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /Examples: 3 passed \(3 run, 0 cached\), 0 failed, 0 not run, in [\d.]+ s\.\n$/);
  });

  it('reports compile, link and run failures and time-outs at their blocks, with the step and the output, and exits 1', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(
        [
          fence('c title="nodecl.c" test', 'int main(void) { return missing(); }'),
          fence('c title="nolink.c" test', 'int missing(void);\nint main(void) { return missing(); }'),
          fence('sh test', 'echo "about to fail"\nexit 3'),
          fence('sh test', 'sleep 30'),
        ].join('\n'),
      ),
    });
    const { code, report } = check(dir);
    assert.equal(code, 1);
    const failed = report.examples.map((e) => [e.places[0], e.status, e.step, e.how?.kind, e.how?.code]);
    assert.deepEqual(failed, [
      ['content/docs/a.md:5:1', 'failed', 'compile', 'exit', 1],
      ['content/docs/a.md:9:1', 'failed', 'link', 'exit', 1],
      ['content/docs/a.md:14:1', 'failed', 'run', 'exit', 3],
      ['content/docs/a.md:19:1', 'failed', 'run', 'time-out', undefined],
    ]);
    assert.match(report.examples[0]!.output!, /implicit declaration of function .missing/);
    assert.match(report.examples[1]!.output!, /undefined reference to .missing/);
    assert.match(report.examples[2]!.output!, /about to fail/);

    const text = tongsite(['check', '--examples'], dir);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /error content\/docs\/a\.md:9:1: example `nolink\.c`: the link step exited with 1 \(greeting=hello\) \[example-failed\]/);
    assert.match(text.stdout, /error content\/docs\/a\.md:19:1: example `sh block`: the run step did not finish in 2 s \(time-out\)/);
    assert.match(text.stdout, /> 14 \| ```sh test/);
    assert.match(text.stdout, /Examples: 0 passed \(0 run, 0 cached\), 4 failed, 0 not run/);
  });

  it('runs a group in one folder in page order: a header written as a file, a program, commands using their files', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(
        [
          fence('c title="answer.h" test=demo test-file', '#define ANSWER 42'),
          fence(
            'c title="answer.c" test=demo',
            '#include <stdio.h>\n#include "answer.h"\nint main(void) { FILE *f = fopen("out.txt", "w"); fprintf(f, "%d\\n", ANSWER); return fclose(f); }',
          ),
          'Some prose between the blocks.\n',
          fence('bash title="检查" test=demo', 'test "$(cat out.txt)" = 42'),
          fence('bash test', 'test ! -e out.txt'),
        ].join('\n'),
      ),
    });
    const { code, report, stderr } = check(dir);
    assert.equal(code, 0, JSON.stringify(report) + stderr);
    assert.deepEqual(
      report.examples.map((e) => [e.name, e.status, e.places]),
      [
        ['demo', 'passed', ['content/docs/a.md:5:1']],
        ['bash block', 'passed', ['content/docs/a.md:21:1']],
      ],
    );
  });

  it('reports a failing group member at its own block', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc([fence('bash test=steps', 'echo one > one.txt'), fence('bash test=steps', 'cat two.txt')].join('\n')),
    });
    const text = tongsite(['check', '--examples'], dir);
    assert.equal(text.code, 1);
    assert.match(text.stdout, /error content\/docs\/a\.md:9:1: example `steps`: the run step of example-2\.sh exited with 1/);
    assert.match(text.stdout, /two\.txt: No such file or directory/);
  });

  it('takes variables from front matter, and refuses a value the config does not allow, at its line', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(fence('bash test', 'test "$GREETING" = bye'), 'greeting: bye\n'),
      'content/docs/b.md': doc(fence('bash test', 'true'), 'greeting: howdy\n'),
    });
    const { code, report } = check(dir);
    assert.equal(code, 1);
    assert.deepEqual(report.examples.find((e) => e.places[0]!.startsWith('content/docs/a.md'))?.variables, { greeting: 'bye' });
    assert.equal(report.examples.find((e) => e.places[0]!.startsWith('content/docs/a.md'))?.status, 'passed');
    const problem = report.problems.find((p) => p.code === 'example-variable');
    assert.equal(problem?.place, 'content/docs/b.md:3:1');
    assert.match(problem!.message, /`greeting: howdy` is not one of the values/);
    assert.match(problem!.hint!, /use one of hello, bye/);
  });

  it('caches passed examples by their text, runners and variables, and --no-cache runs them again', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc([fence('bash test', 'true # a'), fence('bash test', 'true')].join('\n')),
    });
    assert.deepEqual(
      check(dir).report.examples.map((e) => e.status),
      ['passed', 'passed'],
    );
    assert.deepEqual(
      check(dir).report.examples.map((e) => e.status),
      ['cached', 'cached'],
    );
    writeFileSync(path.join(dir, 'content/docs/a.md'), doc([fence('bash test', 'true # a'), fence('bash test', 'true # changed')].join('\n')));
    assert.deepEqual(
      check(dir).report.examples.map((e) => e.status),
      ['cached', 'passed'],
    );
    assert.deepEqual(
      check(dir, ['--no-cache']).report.examples.map((e) => e.status),
      ['passed', 'passed'],
    );
    writeFileSync(path.join(dir, 'site.config.ts'), siteConfig(RUNNERS.replace('timeout: 2', 'timeout: 3')));
    assert.deepEqual(
      check(dir).report.examples.map((e) => e.status),
      ['passed', 'passed'],
      'a changed runner setting runs them again',
    );
  });

  it('never caches a failure', () => {
    const dir = makeSite({ 'site.config.ts': siteConfig(), 'content/docs/a.md': doc(fence('bash test', 'exit 1')) });
    assert.equal(check(dir).report.examples[0]!.status, 'failed');
    assert.equal(check(dir).report.examples[0]!.status, 'failed');
  });

  it("runs a translation's identical example once and reports it at both places", () => {
    const block = fence('bash test', 'exit 4');
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(`中文。\n\n${block}`),
      'content/i18n/en/docusaurus-plugin-content-docs/current/a.md': doc(`English text.\n\nMore English text.\n\n${block}`),
    });
    const run = tongsite(['check', '--examples'], dir);
    assert.equal(run.code, 1);
    assert.match(run.stdout, /error content\/docs\/a\.md:7:1: example/);
    assert.match(run.stdout, /error content\/i18n\/en\/docusaurus-plugin-content-docs\/current\/a\.md:9:1: example/);
    assert.match(run.stdout, /0 passed \(0 run, 0 cached\), 1 failed/);
  });

  it('runs a block only up to the steps it names, and lists the others with the reason', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(fence('c title="needs_card.c" test test-steps="compile,link" test-skip="needs a hardware card"', 'int main(void) { return 1; }')),
    });
    const { code, report, stderr } = check(dir);
    assert.equal(code, 0, JSON.stringify(report) + stderr);
    assert.equal(report.examples[0]!.status, 'passed');
    assert.deepEqual((report.examples[0] as unknown as { leftOut: unknown }).leftOut, [{ fileName: 'needs_card.c', steps: ['run'], reason: 'needs a hardware card' }]);
    const text = tongsite(['check', '--examples'], dir);
    assert.match(text.stdout, /Run in part \(1\):\n {2}content\/docs\/a\.md:5:1 {2}needs_card\.c: run not run: needs a hardware card/);

    const broken = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(
        [
          fence('c title="x.c" test test-steps="compile,lnk" test-skip="why"', 'int main(void) { return 0; }'),
          fence('c title="y.c" test test-steps="compile"', 'int main(void) { return 0; }'),
        ].join('\n'),
      ),
    });
    const problems = check(broken).report.problems;
    assert.match(problems[0]!.message, /`test-steps` names lnk, which the c runner does not have \(its steps: compile, link, run\)/);
    assert.match(problems[1]!.message, /needs `test`, and `test-skip="why"` for the steps it leaves out/);
  });

  it('reads its words only where they stand in the meta, not inside a quoted title', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc([fence('bash title="start the test server" test-skip="needs a test card"', 'exit 1'), fence('bash title="test it"', 'exit 1')].join('\n')),
    });
    const { code, report } = check(dir);
    assert.equal(code, 0, JSON.stringify(report));
    assert.deepEqual(report.examples, []);
    assert.deepEqual(
      report.skipped.map((s) => s.reason),
      ['needs a test card'],
    );
  });

  it('lists skipped blocks with their reason, and requires one', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc([fence('bash test-skip="needs a hardware card"', 'sdf-tool --card 0'), fence('bash test-skip=""', 'x')].join('\n')),
    });
    const { code, report } = check(dir);
    assert.equal(code, 1);
    assert.deepEqual(report.skipped, [{ name: 'bash block', place: 'content/docs/a.md:5:1', reason: 'needs a hardware card' }]);
    assert.equal(report.problems[0]?.place, 'content/docs/a.md:9:1');
    assert.match(report.problems[0]!.message, /test-skip` needs the reason/);
    const text = tongsite(['check', '--examples'], dir);
    assert.match(text.stdout, /Not run \(1\):\n {2}content\/docs\/a\.md:5:1 {2}bash block: needs a hardware card/);
  });

  it('reports marking errors at the block: no runner for the language, test-file without a group, a group that runs nothing, test with test-skip', () => {
    const dir = makeSite({
      'site.config.ts': siteConfig(),
      'content/docs/a.md': doc(
        [
          fence('python test', 'print(1)'),
          fence('c title="x.h" test-file', '#define X 1'),
          fence('c title="y.h" test=lonely test-file', '#define Y 1'),
          fence('bash test test-skip="why"', 'true'),
        ].join('\n'),
      ),
    });
    const { code, report } = check(dir);
    assert.equal(code, 1);
    assert.deepEqual(
      report.problems.map((p) => [p.code, p.place]),
      [
        ['example-runner', 'content/docs/a.md:5:1'],
        ['example-meta', 'content/docs/a.md:9:1'],
        ['example-meta', 'content/docs/a.md:13:1'],
        ['example-meta', 'content/docs/a.md:17:1'],
      ],
    );
    assert.match(report.problems[0]!.message, /no runner for `python` blocks in examples\.runners of the site config \(runners: c, bash\)/);
  });

  it('refuses a config without examples, a mistyped field and an undefined template name, naming the config', () => {
    const page = { 'content/docs/a.md': doc(fence('bash test', 'true')) };
    const none = tongsite(['check', '--examples'], makeSite({ 'site.config.ts': siteConfig(''), ...page }));
    assert.equal(none.code, 1);
    assert.match(none.stderr, /site\.config\.ts: the site config has no `examples` field/);

    const typo = tongsite(['check', '--examples'], makeSite({ 'site.config.ts': siteConfig(RUNNERS.replace('timeout: 2', 'timout: 2')), ...page }));
    assert.equal(typo.code, 1);
    assert.match(typo.stdout + typo.stderr, /config field `examples\.timout` is not a known field \(did you mean `timeout`\?\)/);

    const unknown = tongsite(['check', '--examples'], makeSite({ 'site.config.ts': siteConfig(RUNNERS.replace('{{greeting}}', '{{greting}}')), ...page }));
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /site\.config\.ts:\d+:\d+: config field `examples\.runners\.bash\.steps\[0\]\.run` uses \{\{greting\}\}, which is not defined/);
  });
});
