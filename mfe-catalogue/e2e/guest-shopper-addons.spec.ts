import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, trackPageErrors } from '../../e2e/support';

interface CategoryNode {
  id: string;
  path: string;
  children?: CategoryNode[];
}

interface Addon {
  name: string;
  addonKind: string;
  price: { effectiveCents: number };
}

/** A chain the API offers with pendants it can add now (the catalogue decides which; the seed has thirty). */
async function chainWithAddons(request: APIRequestContext) {
  const { categories } = (await (await request.get('/api/categories')).json()) as { categories: CategoryNode[] };
  const find = (nodes: CategoryNode[]): CategoryNode | undefined =>
    nodes.reduce<CategoryNode | undefined>(
      (found, node) => found ?? (node.id === 'chains' ? node : find(node.children ?? [])),
      undefined,
    );
  const chains = find(categories);
  expect(chains).toBeDefined();
  const list = (await (await request.get(`/api/products?category=${chains!.path}`)).json()) as {
    items: Array<{ slug: string; availability: { stock: string } }>;
  };
  for (const item of list.items.filter((tile) => tile.availability.stock.endsWith('_stock'))) {
    const product = (await (await request.get(`/api/products/${item.slug}`)).json()) as {
      name: string;
      selected: { price: { effectiveCents: number } | null; availability: { stock: string } };
      addons: Addon[];
    };
    const orderable = ['in_stock', 'low_stock'].includes(product.selected.availability.stock);
    if (orderable && product.selected.price && product.addons.length > 0) {
      return {
        slug: item.slug,
        name: product.name,
        priceCents: product.selected.price.effectiveCents,
        addon: product.addons[0]!,
      };
    }
  }
  throw new Error('no chain with add-ons to buy');
}

const aud = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('a guest adds a chain with a pendant', () => {
  test('sees the total with the pendant, then both in the bag', async ({ page }) => {
    const errors = trackPageErrors(page);
    const chain = await chainWithAddons(page.request);
    await page.goto(`/p/${chain.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: chain.name })).toBeVisible();

    const addon = page.getByRole('checkbox', {
      name: new RegExp(`^Add the ${chain.addon.addonKind} ${chain.addon.name} for`),
    });
    await addon.check();
    const total = page.locator('.sf-pdp-total');
    await expect(total).toContainText('Total for your selection');
    await expect(total).toContainText(aud(chain.priceCents + chain.addon.price.effectiveCents));
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Add to bag' }).click();
    const panel = page.getByRole('region', { name: 'Added to your bag' });
    await expect(panel).toContainText('1 add-on');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Bag, 2 items/ })).toBeVisible();
    await panel.getByRole('link', { name: 'View bag' }).click();

    await expect(page.getByRole('heading', { level: 3, name: chain.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: chain.addon.name })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
