#!/usr/bin/env node
// Screenshots of pages at mobile and desktop widths, to look at what shoppers see:
//   node scripts/screenshot.mjs http://localhost:8080/ [/path ...]  → .bench/screenshots/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import chromiumOptions from '../e2e/chromium.json' with { type: 'json' };

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/screenshot.mjs <origin> [path ...]');
  process.exit(2);
}
const outDir = '.bench/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? chromiumOptions.executablePath,
  args: chromiumOptions.args,
});
const viewports = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
for (const [name, viewport] of Object.entries(viewports)) {
  const page = await browser.newPage({ viewport });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[${name}] ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${name}] pageerror: ${error.message}`));
  for (const path of paths.length > 0 ? paths : ['/']) {
    await page.goto(new URL(path, base).toString(), { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const file = `${outDir}/${name}${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
