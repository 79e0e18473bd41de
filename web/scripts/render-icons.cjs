/**
 * Draws the Harbor Mutual mark and writes every icon the app ships: favicon.svg, favicon.ico,
 * apple-touch-icon.png and the manifest's PNGs. PNGs are rendered by headless Chromium
 * (playwright-core + Debian's chromium); the outputs are committed as static files, so this
 * only runs when the mark changes: `node web/scripts/render-icons.cjs`.
 */
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { chromium } = require('playwright-core');

const NAVY = '#173352';
const TEAL = '#2e9f97';
const TEAL_LIGHT = '#9dd9d4';
const WHITE = '#ffffff';

/** The mark on a 64-unit grid: a white shield over harbor water, with a beacon. */
const MARK = `
  <path d="M32 9.5 L50.5 16 V30.5 C50.5 42.5 42.6 51.2 32 55.5 C21.4 51.2 13.5 42.5 13.5 30.5 V16 Z" fill="${WHITE}"/>
  <path d="M16.2 37.2 C20.4 34.4 24.6 34.4 28.8 37.2 C33 40 37.2 40 41.4 37.2 C43.9 35.5 46.1 35 47.9 35.3 C46.6 41.7 42.6 47.6 36.4 51.6 C33.8 53.2 32 53.9 32 53.9 C26.8 51.9 22.1 48.2 19.2 43.6 C17.8 41.6 16.8 39.5 16.2 37.2 Z" fill="${TEAL}"/>
  <path d="M20 44 C23.2 41.8 25.5 41.8 29 44 C32.5 46.2 36 46.2 39.5 44 C41.3 42.9 43 42.5 44.4 42.6" stroke="${TEAL_LIGHT}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
  <path d="M28.9 35 L30.2 22.6 H33.8 L35.1 35 Z" fill="${NAVY}"/>
  <rect x="28.6" y="21" width="6.8" height="1.9" rx="0.6" fill="${NAVY}"/>
  <rect x="30.1" y="17.4" width="3.8" height="3.6" rx="0.5" fill="${TEAL}"/>
  <path d="M29.4 17.6 L32 14.6 L34.6 17.6 Z" fill="${NAVY}"/>
`;

/** Rounded tile for browser tabs and the manifest's "any" icons. */
const roundedSvg = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<rect width="64" height="64" rx="14" fill="${NAVY}"/>${MARK}</svg>`;

/** Full-bleed square with the mark inside the 80 % safe zone (maskable, Apple touch icon). */
const fullBleedSvg = (size, scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">` +
  `<rect width="64" height="64" fill="${NAVY}"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${MARK}</g></svg>`;

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

async function main() {
  const publicDir = join(__dirname, '..', 'public');
  mkdirSync(join(publicDir, 'icons'), { recursive: true });
  writeFileSync(join(publicDir, 'favicon.svg'), roundedSvg(64).replace(/ width="64" height="64"/, '') + '\n');

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const render = async (svg, size) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      return page.locator('svg').screenshot({ omitBackground: true, type: 'png' });
    };
    writeFileSync(join(publicDir, 'icons', 'icon-192.png'), await render(roundedSvg(192), 192));
    writeFileSync(join(publicDir, 'icons', 'icon-512.png'), await render(roundedSvg(512), 512));
    writeFileSync(join(publicDir, 'icons', 'icon-maskable-512.png'), await render(fullBleedSvg(512, 0.78), 512));
    writeFileSync(join(publicDir, 'apple-touch-icon.png'), await render(fullBleedSvg(180, 0.86), 180));
    writeFileSync(join(publicDir, 'favicon.ico'), icoFromPng(await render(roundedSvg(32), 32), 32));
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
