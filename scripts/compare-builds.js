// `node scripts/compare-builds.js OLD NEW`: compares two built sites file by
// file (SHA-256 of every file), to show that a change of the code left the
// output as it was. Two fingerprints of the tool's own code that pages carry by
// design are set aside first: the client's chunk names (esbuild names them by
// their content, and its minifier's names follow the template sources' text)
// and the hash query of the search index URL (it includes the tool's code, so
// that a new tokenizer never meets an old index). Exit 1 when anything else differs.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [oldDir, newDir] = process.argv.slice(2);
if (!oldDir || !newDir) {
  console.error('usage: node scripts/compare-builds.js OLD_BUILD NEW_BUILD');
  process.exit(2);
}
const CHUNK = /(chunk|entry)-[A-Z0-9]{8}\.js/g;
const INDEX_QUERY = /search-index\.json\?_=[0-9a-f]{10}/g;

const filesOf = (dir, prefix = '') =>
  readdirSync(dir).flatMap((name) => {
    const rel = prefix ? `${prefix}/${name}` : name;
    return statSync(path.join(dir, name)).isDirectory() ? filesOf(path.join(dir, name), rel) : name === '.tongsite-build' ? [] : [rel];
  });
const sha = (data) => createHash('sha256').update(data).digest('hex');
const isChunk = (file) => /^assets\/js\/(chunk|entry)-/.test(file);
const normalized = (buffer) => buffer.toString('latin1').replace(CHUNK, 'JS').replace(INDEX_QUERY, 'search-index.json?_=H');

const before = filesOf(oldDir);
const after = filesOf(newDir);
const same = before.filter((f) => after.includes(f) && sha(readFileSync(path.join(oldDir, f))) === sha(readFileSync(path.join(newDir, f))));
const onlyFingerprints = before.filter(
  (f) => !isChunk(f) && after.includes(f) && !same.includes(f) && normalized(readFileSync(path.join(oldDir, f))) === normalized(readFileSync(path.join(newDir, f))),
);
const chunkBytes = (dir, files) => files.filter(isChunk).reduce((n, f) => n + statSync(path.join(dir, f)).size, 0);
const rest = [...new Set([...before, ...after])].filter((f) => !isChunk(f) && !same.includes(f) && !onlyFingerprints.includes(f));
console.log(`${before.length} files before, ${after.length} after; ${same.length} byte-identical; ${onlyFingerprints.length} identical but for the fingerprints`);
console.log(
  `client chunks: ${before.filter(isChunk).length} (${chunkBytes(oldDir, before)} bytes) before, ${after.filter(isChunk).length} (${chunkBytes(newDir, after)} bytes) after`,
);
for (const f of rest.slice(0, 20)) console.log(`differs: ${f}${!before.includes(f) ? ' (new)' : !after.includes(f) ? ' (gone)' : ''}`);
process.exit(rest.length ? 1 : 0);
