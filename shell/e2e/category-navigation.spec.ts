import { expect, test, type Locator, type Page } from '@playwright/test';
import { e2eOrigin } from '../../e2e/e2e-env';
import { expectAccessible, expectNoA11yViolations, trackPageErrors } from '../../e2e/support';

/** The breadcrumb trail of the catalogue's page. */
function trail(page: Page, label: string): Locator {
  return page.locator('[data-remote="catalogue"]').getByRole('navigation', { name: label }).getByRole('listitem');
}

test('a category panel opens from the keyboard and leads to a subcategory whose breadcrumbs read as the menu @desktop-only', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('navigation', { name: 'Shop by category' });
  // The content service's top categories, in its order, then the rest of the catalogue grouped.
  await expect(menu.getByRole('button')).toHaveText([
    'Engagement Rings',
    'Wedding & Anniversary Bands',
    'Earrings',
    'Necklaces & Pendants',
    'Bracelets',
    'Watches',
    'More jewellery',
  ]);

  const earrings = menu.getByRole('button', { name: 'Earrings' });
  await earrings.focus();
  await page.keyboard.press('Enter');
  await expect(earrings).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await earrings.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('img')).toHaveCount(0); // the featured picture is decorative: its link repeats "View all"
  await expect(panel.locator('img')).toBeVisible();
  await expectNoA11yViolations(page);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(earrings).toBeFocused();
  await page.keyboard.press(' ');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'View all Earrings' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = panel.getByRole('link').nth(1);
  await expect(first).toBeFocused();
  const name = (await first.textContent()) ?? '';
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/earrings\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(trail(page, 'Breadcrumb')).toHaveText(['Home', 'Earrings', name]);
  await expect(panel).toBeHidden();

  // The pointer opens a panel as it rests on its category.
  await menu.getByRole('button', { name: 'More jewellery' }).hover();
  await expect(menu.getByRole('link', { name: 'Charms' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the French menu drawer has the categories as sections, and a subcategory’s breadcrumbs read as the drawer @mobile-only', async ({
  page,
}) => {
  const errors = trackPageErrors(page);
  await page.goto(`${e2eOrigin('ca.localhost')}/fr`);
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const sections = drawer.getByRole('navigation', { name: 'Magasiner par catégorie' });
  const earrings = sections.getByRole('button', { name: 'Boucles d’oreilles' });
  await expect(earrings).toHaveAttribute('aria-expanded', 'false');
  await earrings.click();
  await expect(earrings).toHaveAttribute('aria-expanded', 'true');
  await expect(sections.getByRole('link', { name: 'Voir tout : Boucles d’oreilles' })).toBeVisible();
  // The main links stay below the categories.
  await expect(drawer.getByRole('navigation', { name: 'Principal' }).getByRole('link')).toHaveCount(6);
  // Opening the menu was the first interaction, which starts the engagement SDK: its promotion strip may still be on
  // its way, so axe waits for the page to settle (no request in flight, animations over).
  await expectAccessible(page);

  await sections.getByRole('link', { name: 'Puces' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/fr\/boucles-d-oreilles\/puces$/);
  await expect(trail(page, 'Fil d’Ariane')).toHaveText(['Accueil', 'Boucles d’oreilles', 'Puces']);
  expect(errors).toEqual([]);
});
