// Content files are UTF-8. A file in another encoding (GBK, Latin-1) would be
// published as garbage, so it is an error at its first byte that is not UTF-8;
// a byte-order mark is fine; NUL bytes are kept but warned about at their line.
import { isUtf8 } from 'node:buffer';
import { error, positionAt, warning } from '../diagnostics/build-error.js';
import type { Diagnostic } from '../model.js';

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    // Lead byte: how many continuation bytes, and the smallest and largest second byte allowed (no overlongs, no surrogates, ≤ U+10FFFF).
    const [extra, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [1, 0x80, 0xbf]
        : b === 0xe0
          ? [2, 0xa0, 0xbf]
          : b === 0xed
            ? [2, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [2, 0x80, 0xbf]
              : b === 0xf0
                ? [3, 0x90, 0xbf]
                : b >= 0xf1 && b <= 0xf3
                  ? [3, 0x80, 0xbf]
                  : b === 0xf4
                    ? [3, 0x80, 0x8f]
                    : [0, 0, 0];
    if (extra === 0) return i;
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? low : 0x80) || c > (k === 1 ? high : 0xbf)) return i;
    }
    i += extra + 1;
  }
  return -1;
}

/** The text of a content file, and what is wrong with its encoding. */
export function decodeContent(bytes: Buffer, absPath: string): { text: string; problems: Diagnostic[] } {
  const text = bytes.toString('utf8');
  const problems: Diagnostic[] = [];
  // The native check first: the byte-by-byte walk only finds where a bad file goes wrong.
  const bad = isUtf8(bytes) ? -1 : firstInvalidUtf8(bytes);
  if (bad >= 0) {
    // Lines are counted in the bytes before it: they are well-formed, so they decode as written.
    const before = Buffer.from(bytes.buffer, bytes.byteOffset, bad).toString('utf8');
    problems.push(
      error('encoding', `the file is not UTF-8: byte 0x${bytes[bad]!.toString(16).padStart(2, '0')} cannot start or continue a UTF-8 character`, {
        file: absPath,
        ...positionAt(before, before.length),
        hint: 'save the file as UTF-8 (for a GBK file: iconv -f GBK -t UTF-8 file.md > file.utf8.md, then replace it)',
      }),
    );
  }
  const nul = text.indexOf('\0');
  if (nul >= 0) {
    problems.push(
      warning('nul-byte', 'the file holds a NUL byte (U+0000), which a browser shows as nothing or as a replacement character', {
        file: absPath,
        ...positionAt(text, nul),
        hint: 'delete it: a text file has no use for NUL',
      }),
    );
  }
  return { text, problems };
}
