import { expect, test, type Page } from '@playwright/test';
import { trackPageErrors } from '../../e2e/support';

/** The shell's chrome still works: header, navigation to another remote, footer. */
async function expectShellStillWorks(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Lustre & Co. home' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find a store' }).click();
  await expect(page.locator('[data-remote="stores"]')).toBeVisible();
}

const fallback = (page: Page) =>
  page.locator('[data-remote-fallback]').filter({ hasText: 'This part of the site is unavailable' });

test.describe('a remote that cannot load shows its fallback while the rest works', () => {
  test('connection refused', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/remotes/checkout/**', (route) => route.abort('connectionrefused'));
    const started = Date.now();
    await page.goto('/my-bag');
    await expect(fallback(page)).toBeVisible();
    expect(Date.now() - started).toBeLessThan(4_000);
    await expectShellStillWorks(page);
    expect(errors).toEqual([]);
  });

  test('missing (404)', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/remotes/checkout/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/my-bag');
    await expect(fallback(page)).toBeVisible();
    await expectShellStillWorks(page);
    expect(errors).toEqual([]);
  });

  test('hanging: cut off within the time budget, not after two minutes', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.route('**/remotes/checkout/**', () => {
      /* never answer */
    });
    const started = Date.now();
    await page.goto('/my-bag', { waitUntil: 'commit' });
    await expect(fallback(page)).toBeVisible({ timeout: 8_000 });
    // 4 s cut-off plus the page's own boot; webpack's default would be 120 s.
    const elapsed = Date.now() - started;
    expect(elapsed).toBeLessThan(5_500);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await expectShellStillWorks(page);
    expect(errors).toEqual([]);
  });

  test('of the wrong shape (the registry points it at another remote’s build)', async ({ page }) => {
    const errors = trackPageErrors(page);
    // The edge inlines the registry into the document (the shell fetches /remotes.json only when it is absent).
    await page.route('**/my-bag', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /(<script[^>]*id="storefront-boot"[^>]*>)([^<]*)(<\/script>)/,
        (_match, open: string, json: string, close: string) => {
          const boot = JSON.parse(json) as { registry: { remotes: Record<string, unknown> } };
          boot.registry.remotes.checkout = boot.registry.remotes.account;
          return `${open}${JSON.stringify(boot).replace(/</g, '\\u003c')}${close}`;
        },
      );
      await route.fulfill({ response, body });
    });
    await page.goto('/my-bag');
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the retry button loads the remote once it is back', async ({ page }) => {
    let blocked = true;
    await page.route('**/remotes/checkout/**', (route) =>
      blocked ? route.abort('connectionrefused') : route.fallback(),
    );
    await page.goto('/my-bag');
    await expect(fallback(page)).toBeVisible();
    blocked = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('[data-remote="checkout"]')).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test('a broken header widget falls back to the shell’s own search box', async ({ page }) => {
    await page.route('**/remotes/catalogue/**', (route) => route.abort('connectionrefused'));
    await page.goto('/stores');
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search jewellery' }).first();
    await search.fill('pearl');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pearl$/);
  });
});

test.describe('chunk-load failure after a new deployment', () => {
  test('reloads once for the path, then shows the fallback: it never loops', async ({ page }) => {
    let documents = 0;
    page.on('load', () => {
      documents += 1;
    });
    await page.route('**/_build/latest.json**', (route) =>
      route.fulfill({ json: { buildId: 'a-newer-build', publishedAt: new Date().toISOString() } }),
    );
    await page.route(/\/remotes\/checkout\/[^/]+\/(?!mf-manifest\.json|remoteEntry\.js)[^/]+\.js$/, (route) =>
      route.abort('failed'),
    );
    await page.goto('/my-bag');
    await expect(fallback(page)).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(1_000);
    expect(documents).toBe(2);
  });
});
