import type { Page } from '@playwright/test';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

/**
 * Puts the cheapest unsized piece in stock into this browser's bag, through the API as the catalogue does, from the
 * home page of `origin` (the market's; the default market's when empty). Returns the piece's name.
 */
export async function putAPieceInTheBag(page: Page, origin = ''): Promise<string> {
  await page.goto(`${origin}/`);
  return page.evaluate(async (headers) => {
    const answer = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc');
    const { items } = (await answer.json()) as {
      items: { sku: string; name: string; availability: { stock: string }; flags: { sized: boolean } }[];
    };
    const piece = items.find((item) => item.availability.stock === 'in_stock' && !item.flags.sized);
    if (!piece) throw new Error('no piece in stock');
    const added = await fetch('/api/bag/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ sku: piece.sku, quantity: 1 }),
    });
    if (!added.ok) throw new Error(`add to bag: ${added.status} ${await added.text()}`);
    return piece.name;
  }, csrf);
}
