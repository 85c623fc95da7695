// `tongsite check` on the real Tongsuo corpus reports exactly what is broken in
// it, checked by hand: the two links to #DzCwD, an anchor no heading of
// 证书压缩API.md has (lines 53 and 93), and the four certificate PDFs that
// crypto-module-L1.md links to but the snapshot lacks (static/pdf/ is absent).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT, tongsite } from '../helpers/site.js';

describe('tongsite check on the corpus', () => {
  it('finds the two broken anchors and the four missing PDFs, at their lines, and nothing else', () => {
    const run = tongsite(['check', '--config', 'test/corpus/site.config.ts', '--format', 'json'], ROOT);
    assert.equal(run.code, 1, 'missing files fail the check');
    const findings = (JSON.parse(run.stdout) as { severity: string; code: string; file: string; line: number; column: number; message: string }[]).map(
      (f) => `${f.severity} ${f.code} ${f.file.replace(/^.*tongsuo-docs\//, '')}:${f.line}:${f.column}`,
    );
    assert.deepEqual(findings, [
      'warning broken-anchor docs/api/证书压缩API.md:53:19',
      'warning broken-anchor docs/api/证书压缩API.md:93:19',
      'error missing-file docs/features/crypto-module-L1.md:9:42',
      'error missing-file docs/features/crypto-module-L1.md:10:40',
      'error missing-file docs/features/crypto-module-L1.md:11:42',
      'error missing-file docs/features/crypto-module-L1.md:11:90',
    ]);
  });
});
