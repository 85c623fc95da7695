// A small validator for site.config.ts: each check returns problems as data,
// naming the field's path and the type it expects.

export interface SchemaProblem {
  path: string;
  message: string;
  /** The offending key, to locate it in the config's source. */
  key?: string;
}

export type Check = (value: unknown, path: string) => SchemaProblem[];

const typeName = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

const expect =
  (expected: string, test: (v: unknown) => boolean): Check =>
  (value, path) =>
    test(value) ? [] : [{ path, message: `must be ${expected}, got ${typeName(value)} ${JSON.stringify(value)?.slice(0, 40) ?? ''}`.trim(), key: lastKey(path) }];

function lastKey(path: string): string {
  return path
    .split('.')
    .pop()!
    .replace(/\[\d+\]$/, '');
}

export const string: Check = expect('a string', (v) => typeof v === 'string');
export const boolean: Check = expect('a boolean', (v) => typeof v === 'boolean');
export const positiveInteger: Check = expect('a positive integer', (v) => Number.isInteger(v) && (v as number) > 0);

export const oneOf = (...values: (string | number)[]): Check => expect(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, (v) => values.includes(v as string | number));

export const either =
  (description: string, ...checks: Check[]): Check =>
  (value, path) =>
    checks.some((check) => check(value, path).length === 0) ? [] : [{ path, message: `must be ${description}, got ${typeName(value)}`, key: lastKey(path) }];

export const recordOf =
  (check: Check, description: string): Check =>
  (value, path) => {
    if (typeName(value) !== 'object') return [{ path, message: `must be ${description}, got ${typeName(value)}`, key: lastKey(path) }];
    return Object.entries(value as object).flatMap(([k, v]) => check(v, `${path}.${k}`));
  };

export const arrayOf =
  (check: Check): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return [{ path, message: `must be an array, got ${typeName(value)}`, key: lastKey(path) }];
    return value.flatMap((item, i) => check(item, `${path}[${i}]`));
  };

/** A text in the default locale, or an object of texts by locale code. */
export const localized: Check = either('a string or an object of strings by locale', string, recordOf(string, 'an object'));

/** An object with known fields; `required` fields must be present, unknown fields are errors. */
export function object(shape: Record<string, Check>, required: string[] = []): Check {
  return (value, path) => {
    if (typeName(value) !== 'object') return [{ path, message: `must be an object, got ${typeName(value)}`, key: lastKey(path) }];
    const record = value as Record<string, unknown>;
    const problems: SchemaProblem[] = [];
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of required) {
      if (record[key] === undefined) problems.push({ path: at(key), message: 'is required' });
    }
    for (const [key, v] of Object.entries(record)) {
      const check = shape[key];
      if (!check) {
        const near = closest(key, Object.keys(shape));
        problems.push({
          path: at(key),
          key,
          message: `is not a known field${near ? ` (did you mean \`${near}\`?)` : ''}; known fields: ${Object.keys(shape).join(', ')}`,
        });
      } else if (v !== undefined) {
        problems.push(...check(v, at(key)));
      }
    }
    return problems;
  };
}

/** The known name nearest to a mistyped one, if it is near enough to be a typo. */
function closest(word: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
