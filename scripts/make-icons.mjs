// Draws Outflank's icon (our own design: the four discs of the opening on a green
// board) as SVG, and renders the PNG sizes the web manifest lists with Debian's
// Chromium. Run after changing the design: node scripts/make-icons.mjs
// Writes static/icons/{icon.svg, icon-192.png, icon-512.png, icon-maskable-192.png,
// icon-maskable-512.png}.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const out = new URL("../static/icons/", import.meta.url);

/** The icon at 512×512. `maskable`: a full-bleed square with the art inside the safe
 *  zone (the centre circle of 40% radius), as launchers crop it to any shape. */
function icon({ maskable }) {
  const scale = maskable ? 0.78 : 1;
  const corner = maskable ? 0 : 112;
  const g = (x) => 256 + (x - 256) * scale;
  const r = 88 * scale;
  const disc = (cx, cy, color) => `
    <circle cx="${g(cx)}" cy="${g(cy) + 10 * scale}" r="${r}" fill="#0b2a1a" opacity="0.35"/>
    <circle cx="${g(cx)}" cy="${g(cy)}" r="${r}" fill="url(#${color})"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="felt" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2f8f5b"/>
      <stop offset="1" stop-color="#17583a"/>
    </linearGradient>
    <radialGradient id="black" cx="0.38" cy="0.32" r="0.75">
      <stop offset="0" stop-color="#4a4f4c"/>
      <stop offset="1" stop-color="#111312"/>
    </radialGradient>
    <radialGradient id="white" cx="0.38" cy="0.32" r="0.75">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="#d9d5c8"/>
    </radialGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#felt)"/>
  <path d="M${g(256)} ${g(48)}V${g(464)}M${g(48)} ${g(256)}H${g(464)}" stroke="#0e3d26" stroke-width="${8 * scale}" stroke-linecap="round" opacity="0.7"/>
  ${disc(154, 154, "white")}
  ${disc(358, 154, "black")}
  ${disc(154, 358, "black")}
  ${disc(358, 358, "white")}
</svg>
`;
}

const svg = icon({ maskable: false });
writeFileSync(new URL("icon.svg", out), svg);

const dir = mkdtempSync(join(tmpdir(), "outflank-icons-"));
const context = await chromium.launchPersistentContext(dir, {
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  const page = await context.newPage();
  for (const [name, maskable, size] of [
    ["icon-192.png", false, 192],
    ["icon-512.png", false, 512],
    ["icon-maskable-192.png", true, 192],
    ["icon-maskable-512.png", true, 512],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    const body = icon({ maskable }).replace('width="512" height="512"', `width="${size}" height="${size}"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    writeFileSync(new URL(name, out), png);
    console.log(`${name}: ${png.length} bytes`);
  }
} finally {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
}
