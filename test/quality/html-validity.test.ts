// Gate: every page of both builds is valid HTML for the Nu HTML Checker (the
// W3C validator), checked in one run of the checker over both folders.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { tempDir } from '../helpers/site.js';
import { summarize, validateHtml, type VnuMessage } from '../helpers/vnu.js';
import { SITES, builtSite } from '../helpers/shared-builds.js';

describe('valid HTML on every page (Nu HTML Checker)', () => {
  const dirs: Record<string, string> = {};
  let control: string;
  let errors: VnuMessage[];
  before(() => {
    for (const site of SITES) dirs[site.name] = builtSite(site.name);
    // A page with known errors, checked in the same run: proves the checker ran and reports.
    control = tempDir('tongsite-vnu-control-');
    writeFileSync(
      path.join(control, 'index.html'),
      '<!DOCTYPE html><html lang="en"><title>x</title><input type="search" role="combobox" aria-expanded="false"><p id="a"></p><p id="a"></p>',
    );
    errors = validateHtml([...Object.values(dirs), control]);
  });

  it('reports the errors of a known-bad page (the gate can fail)', () => {
    const found = errors.filter((e) => e.dir === control);
    assert.ok(
      found.some((e) => /Duplicate ID/.test(e.message)),
      summarize(found),
    );
    assert.ok(
      found.some((e) => /on element “input”/.test(e.message)),
      summarize(found),
    );
  });

  for (const site of SITES) {
    it(`${site.name}: no errors on any page`, () => {
      const own = errors.filter((e) => e.dir === dirs[site.name]);
      assert.equal(own.length, 0, `\n${summarize(own)}`);
    });
  }
});
