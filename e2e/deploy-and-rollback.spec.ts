import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from './e2e-env';

const cli = path.resolve(__dirname, '..', 'deploy', 'bin', 'storefront.mjs');

function storefront(...args: string[]): string {
  return execFileSync(process.execPath, [cli, ...args], {
    env: { ...process.env, STOREFRONT_DATA_DIR: e2eDataDir, REMOTE_VERSION: `e2e-${Date.now()}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The version of a remote whose files the browser actually downloaded while showing the page. */
async function loadedVersion(page: Page, remote: string, path: string): Promise<string> {
  const versions = new Set<string>();
  const listener = (request: { url(): string }) => {
    const match = new RegExp(`/remotes/${remote}/([^/]+)/`).exec(request.url());
    if (match?.[1]) versions.add(match[1]);
  };
  page.on('request', listener);
  await page.goto(path);
  await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible();
  page.off('request', listener);
  expect(versions.size).toBe(1);
  return [...versions][0]!;
}

test.describe.configure({ mode: 'serial' });

test('deploying one remote changes what browsers load; rollback points back without a build @serial', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const before = await loadedVersion(page, 'stores', '/stores');

  // A tab opened before the deploy.
  const oldTab = await browser.newPage();
  await oldTab.goto('/');
  await expect(oldTab.locator('[data-layout="default"]')).toBeVisible();

  const deployed = storefront('deploy', 'stores');
  const after = /stores: registry now points \S+ → (\S+)/.exec(deployed)?.[1];
  expect(after).toBeDefined();
  expect(after).not.toBe(before);
  expect(await loadedVersion(page, 'stores', '/stores')).toBe(after);

  // The old tab keeps working after the deploy.
  await oldTab.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
  await expect(oldTab.locator('[data-remote="stores"]')).toBeVisible();
  await oldTab.close();

  const started = Date.now();
  const rolledBack = storefront('rollback', 'stores');
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(rolledBack).toContain(before);
  expect(await loadedVersion(page, 'stores', '/stores')).toBe(before);

  expect(storefront('releases', 'stores')).toContain(after!);
});

test('maintenance switched on by configuration shows the back-soon page @serial', async ({ page }) => {
  storefront('maintenance', 'on');
  try {
    const response = await page.goto('/p/solitaire-engagement-ring');
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'We’ll be back soon' })).toBeVisible();
  } finally {
    storefront('maintenance', 'off');
  }
  await page.goto('/');
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
});
