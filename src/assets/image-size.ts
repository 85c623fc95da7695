// The intrinsic size of an image file, read from its header: pages give every
// <img> its width and height so that the browser reserves the space before the
// file arrives (no layout shift). PNG, GIF, JPEG, WebP and SVG cover what
// documentation sites use; anything else has no size and keeps none.
import { closeSync, openSync, readSync } from 'node:fs';

export interface ImageSize {
  width: number;
  height: number;
}

/** JPEG start-of-frame markers: SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC). */
const isSof = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Buffer): ImageSize | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (isSof(marker)) return { height: b.readUInt16BE(i + 5), width: b.readUInt16BE(i + 7) };
    i += 2 + b.readUInt16BE(i + 2);
  }
  return undefined;
}

function webpSize(b: Buffer): ImageSize | undefined {
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  return undefined;
}

/** An SVG's width and height attributes in pixels, else its viewBox. */
function svgSize(text: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const px = (v: string | undefined) => (v && /^\s*[\d.]+\s*(px)?\s*$/.test(v) ? Math.round(parseFloat(v)) : undefined);
  const [width, height] = [px(attr('width')), px(attr('height'))];
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box[2]! > 0 && box[3]! > 0) return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  return undefined;
}

/** Reads an image's width and height from the first bytes of its file; undefined when unknown or unreadable. */
export function imageSize(file: string): ImageSize | undefined {
  let b: Buffer;
  try {
    const fd = openSync(file, 'r');
    try {
      // 64 KB holds a JPEG's frame header after its usual metadata, and an SVG's root element.
      b = Buffer.alloc(65536);
      b = b.subarray(0, readSync(fd, b, 0, b.length, 0));
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  if (b.length < 30) return undefined;
  if (b.readUInt32BE(0) === 0x89504e47) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (b.toString('ascii', 0, 4) === 'GIF8') return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return webpSize(b);
  if (/\.svgz?$/i.test(file) || /<svg\b/i.test(b.toString('utf8', 0, 1024))) return svgSize(b.toString('utf8'));
  return undefined;
}
