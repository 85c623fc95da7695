// The shape of the code, as src/README.md describes it: no two top-level parts
// of src/ import each other, src/ never imports templates/ (the renderer loads
// the templates bundle by path), and the model imports nothing but itself.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './helpers/site.js';

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    if (statSync(abs).isDirectory()) return sources(abs);
    return /\.tsx?$/.test(name) ? [abs] : [];
  });
}

/** `src/render`, `src/api`, `templates`: the part of the tree a file belongs to. */
function partOf(abs: string): string {
  const [top, second] = path.relative(ROOT, abs).split(path.sep);
  if (top !== 'src') return top!;
  return `src/${second!.replace(/\.(tsx?|js)$/, '')}`;
}

/** Every import between two parts, as `from -> to` with the files that make it. */
function partImports(): Map<string, string[]> {
  const edges = new Map<string, string[]>();
  for (const file of [...sources(path.join(ROOT, 'src')), ...sources(path.join(ROOT, 'templates'))]) {
    for (const m of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1] ?? m[2]!);
      const [from, to] = [partOf(file), partOf(target)];
      if (from === to) continue;
      const edge = `${from} -> ${to}`;
      edges.set(edge, [...(edges.get(edge) ?? []), path.relative(ROOT, file)]);
    }
  }
  return edges;
}

test('no two parts of src/ and templates/ import each other, src/ never imports templates/, and the model is a leaf', () => {
  const edges = partImports();
  assert.ok(edges.size > 40, `the imports were read (${edges.size} edges)`);
  const mutual = [...edges.keys()].filter((edge) => {
    const [from, to] = edge.split(' -> ');
    return from! < to! && edges.has(`${to} -> ${from}`);
  });
  assert.deepEqual(mutual, [], mutual.map((edge) => `${edge}: ${edges.get(edge)!.join(', ')}`).join('\n'));
  const intoTemplates = [...edges].filter(([edge]) => edge.endsWith('-> templates') && !edge.startsWith('src/client'));
  assert.deepEqual(intoTemplates, [], 'only the browser client imports the templates (to hydrate them)');
  const fromModel = [...edges].filter(([edge]) => edge.startsWith('src/model ->'));
  assert.deepEqual(fromModel, [], 'src/model/ imports no other part');
});
