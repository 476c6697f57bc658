import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { layoutShifts, trackPageErrors, watchLayoutShifts } from '../../e2e/support';

/**
 * A category page's and a search's first view (issue 18, ADR 007): what only a browser shows. The document's own
 * content (deploy/src/edge/catalogue-first-view.test.ts checks the markup) is drawn before any script, and the
 * catalogue's page takes its place from the same answer, without its content moving, and works at once.
 */
test.describe('a guest landing on a category page or a search', () => {
  for (const { start, heading } of [
    { start: '/engagement-rings', heading: /^Engagement rings$/i },
    { start: '/search?q=diamond', heading: 'Results for “diamond”' },
  ]) {
    test(`sees the first pieces of ${start} in the first response, then the page in their place, nothing moving @phone`, async ({
      page,
      browser,
    }) => {
      const errors = trackPageErrors(page);
      // The document alone (no script runs): the edge drew the top of the page from the API's answer.
      const plain = await browser.newPage({ javaScriptEnabled: false });
      await plain.goto(`${e2eOrigin('localhost')}${start}`);
      const firstView = plain.locator('#storefront-first-view');
      await expect(firstView.locator('.sf-fv__title')).toHaveText(heading);
      const names = await firstView.locator('.sf-fv__name').allInnerTexts();
      expect(names).toHaveLength(4);
      await expect(firstView.locator('img').first()).toHaveJSProperty('complete', true);
      await plain.close();

      // With the app: the page replaces the first view with the same pieces, and its content never shifts.
      await watchLayoutShifts(page, '.sf-listing');
      await page.goto(start);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const tiles = page.locator('.sf-product-grid > li');
      await expect(tiles).toHaveCount(24);
      await expect(page.locator('#storefront-first-view')).toHaveCount(0);
      expect(await tiles.locator('.sf-product-tile__name').allInnerTexts()).toEqual(
        expect.arrayContaining(names.map((name) => name.trim())),
      );

      expect(await layoutShifts(page)).toEqual([]);

      // It works at once: the next pieces load on request. (Not counted above: the pieces it adds move the button
      // below them, which the browser excuses only when the answer comes within 500 ms of the press.)
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(tiles).toHaveCount(48);
      expect(errors).toEqual([]);
    });
  }
});
