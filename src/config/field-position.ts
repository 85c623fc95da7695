// Where a config field is written, found by following its path through the
// config's object and array literals: `navbar.items[3].items[0].className` is
// the className of the first item of the fourth item's list, not the first
// `className:` of the file. The config is JavaScript or TypeScript; this reads
// only its brackets, strings, template literals and comments, and stops where
// the path goes through anything else (a variable, a function call), at the
// deepest field it found.

/** A path's steps: keys and array indexes (`a.b[2].c` → a, b, 2, c). */
function stepsOf(path: string): (string | number)[] {
  return path.split('.').flatMap((part) => {
    const [name, ...indexes] = part.split('[');
    return [...(name ? [name] : []), ...indexes.map((index) => Number.parseInt(index, 10))];
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The offset just past a string, template literal or comment that starts at `i`; `i` itself when none does. */
function skipNonCode(text: string, i: number): number {
  const c = text[i];
  if (c === '/' && text[i + 1] === '/') {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (c === '/' && text[i + 1] === '*') {
    const end = text.indexOf('*/', i + 2);
    return end < 0 ? text.length : end + 2;
  }
  if (c === '"' || c === "'" || c === '`') {
    let j = i + 1;
    while (j < text.length && text[j] !== c) {
      if (text[j] === '\\') j++;
      else if (c === '`' && text[j] === '$' && text[j + 1] === '{') j = closingOf(text, j + 1);
      j++;
    }
    return j + 1;
  }
  return i;
}

/**
 * Calls `visit` on each character of code from `from` on (strings, template literals and comments passed over),
 * with the depth of brackets opened since `from` before it, until `visit` says stop: the offset it stopped at.
 */
function scanCode(text: string, from: number, visit: (c: string, i: number, depth: number) => boolean): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const skipped = skipNonCode(text, i);
    if (skipped !== i) {
      i = skipped - 1;
      continue;
    }
    const c = text[i]!;
    if (visit(c, i, depth)) return i;
    if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
  }
  return text.length;
}

const isCloser = (c: string) => ')]}'.includes(c);

/** The offset of the bracket that closes the one at `open`. */
const closingOf = (text: string, open: number) => scanCode(text, open, (c, _i, depth) => depth === 1 && isCloser(c));

/** The first offset from `i` that is code, past spaces and comments. */
function nextCode(text: string, i: number): number {
  for (;;) {
    while (i < text.length && /\s/.test(text[i]!)) i++;
    const skipped = text[i] === '/' && (text[i + 1] === '/' || text[i + 1] === '*') ? skipNonCode(text, i) : i;
    if (skipped === i) return i;
    i = skipped;
  }
}

/** The start of each element (array) or entry (object) directly inside the bracket at `open`. */
function entriesOf(text: string, open: number): number[] {
  const starts: number[] = [];
  let start = nextCode(text, open + 1);
  const close = scanCode(text, start, (c, i, depth) => {
    if (depth === 0 && c === ',') {
      if (start < i) starts.push(start);
      start = nextCode(text, i + 1);
    }
    return depth === 0 && isCloser(c);
  });
  if (start < close) starts.push(start);
  return starts;
}

/** The value's start after the key written at `keyAt` (`key: value`), or -1. */
function valueAfterKey(text: string, keyAt: number): number {
  const colon = text.indexOf(':', keyAt);
  return colon < 0 ? -1 : nextCode(text, colon + 1);
}

/**
 * The offset of the field at `path` in the config's text: the key of its last step, or the element of its last
 * index; where the literals end before the path does, the deepest step found; -1 when not even its first key is written.
 */
export function fieldOffset(text: string, path: string): number {
  const steps = stepsOf(path);
  const first = steps[0];
  if (typeof first !== 'string') return -1;
  let found = text.search(new RegExp(`["']?(?<![\\w$])${escapeRegExp(first)}(?![\\w$])["']?\\s*:`));
  if (found < 0) return -1;
  let value = valueAfterKey(text, found);
  for (const step of steps.slice(1)) {
    if (value < 0) break;
    const entries = typeof step === 'number' ? (text[value] === '[' ? entriesOf(text, value) : []) : text[value] === '{' ? entriesOf(text, value) : [];
    const at =
      typeof step === 'number' ? entries[step] : entries.find((entry) => new RegExp(`^["']?${escapeRegExp(step)}["']?\\s*:`).test(text.slice(entry, entry + step.length + 3 + 40)));
    if (at === undefined) break;
    found = at;
    value = typeof step === 'number' ? at : valueAfterKey(text, at);
  }
  return found;
}
