import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, e2eOrigin } from './e2e-env';
import { expectAccessible, trackPageErrors } from './support';

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

test('maintenance switched on by configuration shows the back-soon page, in English and French @serial', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  storefront('maintenance', 'on');
  try {
    // Any address, a product page or one that does not exist, is the back-soon page, answered 503 with a retry.
    for (const path of ['/p/solitaire-engagement-ring', '/no-such-page']) {
      const response = await page.goto(path);
      expect([path, response?.status()]).toEqual([path, 503]);
      expect(response?.headers()['retry-after']).toBe('300');
      await expect(page).toHaveTitle('We’ll be back soon');
      await expect(page.getByRole('heading', { level: 1, name: 'We’ll be back soon' })).toBeVisible();
      await expect(page.getByText(/our stores remain open/)).toBeVisible();
      // Nothing of the shop loads behind it: no layout, no remote's page.
      await expect(page.locator('[data-layout]')).toHaveCount(0);
      await expect(page.locator('[data-remote]')).toHaveCount(0);
    }
    await expectAccessible(page);

    const french = await page.goto(`${e2eOrigin('ca.localhost')}/fr/my-bag`);
    expect(french?.status()).toBe(503);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1, name: 'Nous serons de retour bientôt' })).toBeVisible();
    await expect(page.getByText(/nos magasins demeurent ouverts/)).toBeVisible();
    await expectAccessible(page);
  } finally {
    storefront('maintenance', 'off');
  }
  const after = await page.goto('/');
  expect(after?.status()).toBe(200);
  await expect(page.locator('[data-layout="default"]')).toBeVisible();
  expect(errors).toEqual([]);
});
