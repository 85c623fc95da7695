import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ROOT, tongsite } from '../helpers/site.js';

describe('tongsite --help', () => {
  it('lists the commands', () => {
    const run = tongsite(['--help'], ROOT);
    assert.equal(run.code, 0);
    assert.match(run.stdout, /Usage: tongsite/);
    assert.match(run.stdout, /build \[options\]/);
  });

  it('lists the options of build', () => {
    const run = tongsite(['build', '--help'], ROOT);
    assert.equal(run.code, 0);
    for (const option of ['--config <file>', '--out-dir <dir>', '--no-cache']) assert.ok(run.stdout.includes(option), option);
  });

  it('rejects an unknown command', () => {
    const run = tongsite(['biuld'], ROOT);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /unknown command 'biuld'/);
  });
});
