import type { Page } from '@playwright/test';

/** The API refuses a state change without it (CSRF); the storefront's own scripts always send it. */
const csrf = { 'x-storefront-csrf': '1' };

/**
 * Puts the `count` cheapest unsized pieces in stock into the bag of the page's browser, through the API as the
 * catalogue does, in the page's language.
 */
export async function putPiecesInTheBag(page: Page, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ headers, count }) => {
      const locale = { 'x-storefront-locale': document.documentElement.lang };
      const answer = await fetch('/api/products?category=necklaces-pendants&pageSize=48&sort=price-asc', {
        headers: locale,
      });
      const { items } = (await answer.json()) as {
        items: { sku: string; name: string; availability: { stock: string }; flags: { sized: boolean } }[];
      };
      const pieces = items.filter((item) => item.availability.stock === 'in_stock' && !item.flags.sized);
      if (pieces.length < count) throw new Error(`fewer than ${count} pieces in stock`);
      for (const piece of pieces.slice(0, count)) {
        const added = await fetch('/api/bag/lines', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...locale, ...headers },
          body: JSON.stringify({ sku: piece.sku, quantity: 1 }),
        });
        if (!added.ok) throw new Error(`add to bag: ${added.status} ${await added.text()}`);
      }
      return pieces.slice(0, count).map((piece) => piece.name);
    },
    { headers: csrf, count },
  );
}

/**
 * Puts the cheapest unsized piece in stock into this browser's bag from the home page of `origin` (the market's; the
 * default market's when empty). Returns the piece's name.
 */
export async function putAPieceInTheBag(page: Page, origin = ''): Promise<string> {
  await page.goto(`${origin}/`);
  const [name] = await putPiecesInTheBag(page, 1);
  return name!;
}
