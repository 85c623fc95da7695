// `node scripts/compare-look.js OLD_BUILD NEW_BUILD [OUT_DIR]`: shows that a
// change of the code left the site as a reader sees it. Each page below is
// opened in Chromium from both builds, in both locales, in light and dark mode
// (the reader's system preference), at desktop and phone widths, once the
// client has hydrated it; the two full-page screenshots are compared pixel by
// pixel in the browser (a canvas each, no image library). Prints one line per
// shot with the pixels that differ; writes both shots and a picture of the
// differences (red) into OUT_DIR for those that differ. Exit 1 if any does.
// The client is woken as a reader wakes it (a key press: a page with no code
// of its own loads React only then). With --first-sight, each page is shot as
// it shows before any interaction instead: loaded, the network idle.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sirv from 'sirv';

const PAGES = ['/', '/docs/features/sm2-sm3-sm4-algorithms', '/blog/2024/12/09/summer-ospp-end', '/blog'];
const LOCALES = ['', '/en'];
const MODES = ['light', 'dark'];
const VIEWPORTS = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

const FIRST_SIGHT = process.argv.includes('--first-sight');
const [oldDir, newDir, outDir = 'look-diff'] = process.argv.slice(2).filter((a) => a !== '--first-sight');
if (!oldDir || !newDir) {
  console.error('usage: node scripts/compare-look.js OLD_BUILD NEW_BUILD [OUT_DIR] [--first-sight]');
  process.exit(2);
}

/** A build folder served on a free port (clean URLs, as a static host). */
async function serve(dir) {
  const files = sirv(path.resolve(dir), { dev: true, extensions: ['html'] });
  const server = http.createServer((req, res) => files(req, res, () => res.writeHead(404).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** A full-page screenshot once the page is hydrated (or, --first-sight, as first shown) and its fonts and images are in; tried twice (a loaded machine can lose a renderer). */
async function shot(browser, url, mode, viewport) {
  try {
    return await shotOnce(browser, url, mode, viewport);
  } catch (error) {
    console.error(`retrying ${url} ${mode}: ${error.message.split('\n')[0]}`);
    return shotOnce(browser, url, mode, viewport);
  }
}

async function shotOnce(browser, url, mode, viewport) {
  const page = await browser.newPage({ viewport, colorScheme: mode, reducedMotion: 'reduce' });
  await page.goto(url, { waitUntil: FIRST_SIGHT ? 'networkidle' : 'load' });
  if (!FIRST_SIGHT) {
    // A key press (Shift: it changes nothing) wakes the client; hydration marks the root.
    await page.keyboard.press('Shift');
    await page.waitForSelector('#__tongsite[data-hydrated]', { state: 'attached', timeout: 15000 });
  }
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  await page.close();
  return png;
}

/** Differing pixels of two PNGs, and a PNG of them in red over the new shot faded; compared in a page's canvas. */
async function compare(browser, a, b) {
  const page = await browser.newPage();
  const result = await page.evaluate(
    async ([a64, b64]) => {
      const load = async (b64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${b64}`;
        await image.decode();
        return image;
      };
      const [ia, ib] = await Promise.all([load(a64), load(b64)]);
      const width = Math.max(ia.width, ib.width);
      const height = Math.max(ia.height, ib.height);
      const pixels = (image) => {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, width, height).data;
      };
      const [pa, pb] = [pixels(ia), pixels(ib)];
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      const out = context.createImageData(width, height);
      let differing = 0;
      for (let i = 0; i < pa.length; i += 4) {
        const same = pa[i] === pb[i] && pa[i + 1] === pb[i + 1] && pa[i + 2] === pb[i + 2] && pa[i + 3] === pb[i + 3];
        if (!same) differing++;
        out.data.set(same ? [255 - (255 - pb[i]) / 4, 255 - (255 - pb[i + 1]) / 4, 255 - (255 - pb[i + 2]) / 4, 255] : [255, 0, 0, 255], i);
      }
      context.putImageData(out, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return { differing, sizes: [`${ia.width}x${ia.height}`, `${ib.width}x${ib.height}`], diff: btoa(binary) };
    },
    [a.toString('base64'), b.toString('base64')],
  );
  await page.close();
  return result;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text', '--force-color-profile=srgb'],
});
const [oldSite, newSite] = await Promise.all([serve(oldDir), serve(newDir)]);
let failed = 0;
try {
  for (const locale of LOCALES)
    for (const route of PAGES)
      for (const mode of MODES)
        for (const [device, viewport] of Object.entries(VIEWPORTS)) {
          const url = `${locale}${route}`;
          const name = `${(url.replace(/^\/|\/$/g, '') || 'home').replace(/\//g, '_')}.${mode}.${device}`;
          const [a, b] = [await shot(browser, oldSite.origin + url, mode, viewport), await shot(browser, newSite.origin + url, mode, viewport)];
          const { differing, sizes, diff } = await compare(browser, a, b);
          const same = differing === 0 && sizes[0] === sizes[1];
          console.log(`${same ? 'same' : 'DIFF'}  ${url} ${mode} ${device}: ${differing} pixels differ${sizes[0] === sizes[1] ? '' : ` (sizes ${sizes[0]} → ${sizes[1]})`}`);
          if (!same) {
            failed++;
            if (!existsSync(outDir)) mkdirSync(outDir, { recursive: true });
            writeFileSync(path.join(outDir, `${name}.old.png`), a);
            writeFileSync(path.join(outDir, `${name}.new.png`), b);
            writeFileSync(path.join(outDir, `${name}.diff.png`), Buffer.from(diff, 'base64'));
          }
        }
} finally {
  await browser.close();
  oldSite.close();
  newSite.close();
}
console.log(failed ? `${failed} shots differ (see ${outDir}/)` : 'every shot is the same');
process.exit(failed ? 1 : 0);
