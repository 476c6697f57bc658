import { expect, test, type Locator } from '@playwright/test';
import { putPiecesInTheBag } from '../../e2e/bag';
import { trackPageErrors } from '../../e2e/support';

const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE });

/** The part of the element inside the first screen, as the shopper sees it without scrolling. */
async function withinFirstScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

test.describe('bag on a phone', () => {
  test('four notices are one line: the first piece and the checkout button are on the first screen', async ({
    page,
  }, testInfo) => {
    const errors = trackPageErrors(page);
    await page.goto('/my-bag');
    await putPiecesInTheBag(page, 2);
    await page.reload();

    const firstPiece = page.getByRole('article').first();
    await expect(firstPiece).toBeVisible();
    const summary = page.getByRole('status').filter({ hasText: '4 notices about your order' });
    await expect(summary).toBeVisible();
    await expect(page.getByText(/card payments may be unavailable/i)).toBeHidden();
    const checkout = page.getByRole('link', { name: 'Checkout' });

    await expect.poll(() => withinFirstScreen(firstPiece.getByRole('heading').first())).toBe(true);
    await expect.poll(() => withinFirstScreen(checkout)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('bag-390.png') });

    // Further down the bag the checkout button is still in reach.
    await page.mouse.wheel(0, 700);
    await expect.poll(() => withinFirstScreen(checkout)).toBe(true);

    // The details on request, most urgent first.
    await page.mouse.wheel(0, -2000);
    const toggle = page.getByRole('button', { name: 'Show details' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.checkout-alert-bar__item')).toHaveCount(4);
    await expect(page.locator('.checkout-alert-bar__item').first()).toContainText(/card payments/i);
    await page.screenshot({ path: testInfo.outputPath('bag-390-details.png') });

    // On a wide screen the checkout stays in the order summary beside the lines.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.checkout-bag__aside').getByRole('link', { name: 'Checkout' })).toBeVisible();
    await expect(page.locator('.checkout-bag__bar-total')).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath('bag-1280.png') });
    expect(errors).toEqual([]);
  });
});
