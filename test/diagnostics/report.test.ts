// The diagnostics report in-process: what a terminal shows of the problems a
// build found, sorted by place, each at file:line:column with a code frame and
// a hint.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { formatDiagnostics, location, sortDiagnostics } from '../../src/diagnostics/report.js';
import type { Diagnostic } from '../../src/model.js';
import { tempDir } from '../helpers/site.js';

const at = (file: string, line: number | undefined, severity: Diagnostic['severity'], code = 'x'): Diagnostic => ({
  severity,
  code,
  message: `${code} message`,
  file,
  ...(line && { line, column: 2 }),
});

describe('the diagnostics report', () => {
  it('sorts by file, line and column, errors before warnings at one place, without changing its input', () => {
    const input = [at('/s/b.md', 1, 'error', 'b1'), at('/s/a.md', 9, 'warning', 'a9w'), at('/s/a.md', 9, 'error', 'a9e'), at('/s/a.md', 2, 'warning', 'a2')];
    assert.deepEqual(
      sortDiagnostics(input).map((d) => d.code),
      ['a2', 'a9e', 'a9w', 'b1'],
    );
    assert.deepEqual(
      input.map((d) => d.code),
      ['b1', 'a9w', 'a9e', 'a2'],
    );
  });

  it('places a problem at file:line:column relative to the working folder, or at the file alone', () => {
    const cwd = path.join(path.sep, 'work', 'site');
    assert.equal(location({ ...at(path.join(cwd, 'content/docs/a.md'), 3, 'error'), column: 7 }, cwd), 'content/docs/a.md:3:7');
    assert.equal(location({ severity: 'error', code: 'x', message: 'm', file: path.join(cwd, 'site.config.ts'), line: 4 }, cwd), 'site.config.ts:4:1');
    assert.equal(location(at(path.join(cwd, 'site.config.ts'), undefined, 'error'), cwd), 'site.config.ts');
    assert.equal(location({ severity: 'warning', code: 'x', message: 'm' }, cwd), '');
  });

  it('shows each problem with its place, code, a frame of the source with a caret under the column, and the hint', () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.md');
    writeFileSync(file, 'line 1\nline 2\nthe bad line\nline 4\nline 5\nline 6\n');
    const text = formatDiagnostics(
      [
        { severity: 'error', code: 'mdx-syntax', message: 'unexpected character', hint: 'escape it', file, line: 3, column: 5 },
        { severity: 'warning', code: 'note', message: 'no place' },
      ],
      { cwd: dir },
    );
    assert.equal(
      text,
      [
        'warning: no place [note]',
        '',
        'error a.md:3:5: unexpected character [mdx-syntax]',
        '  1 | line 1',
        '  2 | line 2',
        '> 3 | the bad line',
        '    |     ^',
        '  4 | line 4',
        '  5 | line 5',
        '  hint: escape it',
      ].join('\n'),
    );
  });

  it('leaves the frame out when asked, or when the file cannot be read', () => {
    const d: Diagnostic = { severity: 'error', code: 'gone', message: 'the file went away', file: path.join(tempDir(), 'missing.md'), line: 2, column: 1 };
    assert.doesNotMatch(formatDiagnostics([d]), /\|/);
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.md'), 'one\ntwo\n');
    assert.equal(formatDiagnostics([{ ...d, file: path.join(dir, 'a.md') }], { cwd: dir, frames: false }), 'error a.md:2:1: the file went away [gone]');
  });
});
