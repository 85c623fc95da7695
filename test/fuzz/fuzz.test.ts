// Hundreds of seeded mutations of corpus pages: a build may fail, but always
// with diagnostics, never a crash, a stack trace or a hang.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fuzzBuilds } from './fuzz-builds.js';

describe('builds of mutated corpus pages', () => {
  it('never crash, hang or show a stack trace (300 mutations, seed 18)', async () => {
    const counts = await fuzzBuilds(18, 300);
    console.log(`fuzz: ${JSON.stringify({ ...counts, crashes: counts.crashes.length })}`);
    assert.deepEqual(counts.crashes, []);
    assert.equal(counts.hangs, 0);
    assert.equal(counts.mutations, 300);
    assert.ok(counts.failedBuilds > 0 && counts.diagnosticsWithPosition > 0, 'the mutations do break pages, and the breaks are reported at their place');
  });
});
