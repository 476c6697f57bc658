import { expect, test } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectFieldError, headerSearch, trackPageErrors } from '../../e2e/support';

const canada = e2eOrigin('ca.localhost');
/** About 150 characters: longer than the 100 the API takes. */
const overLong = 'diamond solitaire engagement ring in white gold '.repeat(3).trim();

test.describe('a search longer than searches may be (issue 17)', () => {
  test('says in the header box that it is too long, keeping the text; its page says so too', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto('/');
    const search = headerSearch(page);
    // The catalogue's combobox takes over once the shopper is in the box.
    await search.focus();
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search jewellery' })).toBeFocused();
    await search.fill(overLong);
    await search.press('Enter');
    await expectFieldError(page, search, 'Your search is too long: please use 100 characters or fewer');
    await expect(search).toHaveValue(overLong);
    await expect(page).not.toHaveURL(/\/search/);

    await page.goto(`/search?q=${encodeURIComponent(overLong)}`);
    await expect(page.getByRole('heading', { name: 'Your search is too long' })).toBeVisible();
    const main = page.locator('#main-content');
    await expect(main.getByText('please use 100 characters or fewer')).toBeVisible();
    await expect(page.getByRole('banner').getByText('please use 100 characters or fewer')).toHaveCount(0);
    await expect(page.getByText(/check your connection/i)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Popular searches' })).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('says so in French on fr-CA', async ({ page }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${canada}/fr-CA/search?q=${encodeURIComponent(overLong)}`);
    await expect(page.getByRole('heading', { name: 'Votre recherche est trop longue' })).toBeVisible();
    await expect(page.locator('#main-content').getByText('utilisez au plus 100 caractères')).toBeVisible();
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
