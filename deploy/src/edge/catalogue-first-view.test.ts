/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  categoryApiPath,
  categoryFirstView,
  listingHeadings,
  searchApiPath,
  searchFirstView,
} from './catalogue-first-view';

const tile = (name: string, image: string, price: Record<string, unknown> = {}) => ({
  name,
  image,
  price: { currency: 'AUD', listCents: 129900, effectiveCents: 129900, isMemberPrice: false, ...price },
});
const category = { name: 'Engagement rings', description: 'Rings <to> ask with.', breadcrumbs: [] };
const items = ['a', 'b', 'c', 'd', 'e'].map((id) => tile(`Ring ${id}`, `/img/${id}.svg`));

describe('catalogue first view: the question', () => {
  it('asks what the category page asks for its plain address, and nothing for a filter, sort or page', () => {
    expect(categoryApiPath({ slug: 'engagement-rings/solitaire' }, new URLSearchParams())).toBe(
      '/products?category=engagement-rings%2Fsolitaire&page=1&pageSize=24',
    );
    for (const query of ['metal=platinum', 'sort=price-asc', 'page=2', 'utm_source=mail']) {
      expect(categoryApiPath({ slug: 'engagement-rings' }, new URLSearchParams(query))).toBeUndefined();
    }
  });

  it('asks what search asks (the text trimmed), the whole catalogue for /search alone, and nothing for more', () => {
    expect(searchApiPath({}, new URLSearchParams('q=%20blue%20sapphire%20'))).toBe(
      '/search?q=blue+sapphire&page=1&pageSize=24',
    );
    expect(searchApiPath({}, new URLSearchParams(''))).toBe('/products?page=1&pageSize=24');
    expect(searchApiPath({}, new URLSearchParams('q=ring&sort=newest'))).toBeUndefined();
    expect(searchApiPath({}, new URLSearchParams('q=ring&q=band'))).toBeUndefined();
  });
});

describe('catalogue first view: the view', () => {
  it('draws the category’s name and description and its first four products, the first asked for first', () => {
    const view = categoryFirstView({ category, items }, 'en-AU') ?? '';

    expect(view).toContain('<p class="sf-fv__title">Engagement rings</p>');
    expect(view).toContain('Rings &lt;to&gt; ask with.');
    expect(view.match(/<li>/g)).toHaveLength(4);
    expect(view).not.toContain('Ring e');
    expect(view).toContain('<img src="/img/a.svg" alt="" width="480" height="480" fetchpriority="high"');
    expect(view.match(/fetchpriority/g)).toHaveLength(1);
    expect(view).toContain('$1,299.00');
    expect(view).toContain('aria-hidden="true"');
  });

  it('formats prices as the tiles do: “From”, and a member’s price after the list price', () => {
    const view =
      searchFirstView(
        {
          category: null,
          query: 'bague',
          items: [tile('Bague', '/b.svg', { from: true, currency: 'CAD', effectiveCents: 99900, isMemberPrice: true })],
        },
        'fr-CA',
      ) ?? '';

    expect(view).toContain('Résultats pour «\u00a0bague\u00a0»');
    expect(view).toContain('<span class="sf-fv__from">À partir de</span>');
    expect(view).toMatch(/<s>1\s299,00\s\$<\/s>999,00\s\$/);
  });

  it('calls /search alone “All jewellery”, and draws nothing for an empty list or another shape', () => {
    expect(searchFirstView({ category: null, items }, 'en-NZ')).toContain('All jewellery');
    expect(searchFirstView({ category: null, query: 'zzz', items: [] }, 'en-AU')).toBeUndefined();
    expect(categoryFirstView({ category: null, items }, 'en-AU')).toBeUndefined();
    expect(categoryFirstView({ name: 'x' }, 'en-AU')).toBeUndefined();
  });

  it('uses the catalogue page’s own words (its English messages and lang/fr.json)', async () => {
    const root = path.resolve(__dirname, '../../../mfe-catalogue');
    const french = JSON.parse(await readFile(path.join(root, 'lang/fr.json'), 'utf8')) as Record<string, string>;
    const english = [
      await readFile(path.join(root, 'src/features/product-listing/listing-messages.ts'), 'utf8'),
      await readFile(path.join(root, 'src/lib/catalogue-lib-messages.ts'), 'utf8'),
    ].join('\n');
    const defaultOf = (id: string) => new RegExp(`id: '${id}',\\s*defaultMessage: '([^']*)'`).exec(english)?.[1];

    expect(listingHeadings.en.resultsFor('{query}')).toBe(defaultOf('catalogue.productListing.resultsFor'));
    expect(listingHeadings.en.allJewellery).toBe(defaultOf('catalogue.productListing.allJewellery'));
    expect(listingHeadings.en.priceFrom).toBe(defaultOf('catalogue.productTile.priceFrom'));
    expect(listingHeadings.fr.resultsFor('{query}')).toBe(french['catalogue.productListing.resultsFor']);
    expect(listingHeadings.fr.allJewellery).toBe(french['catalogue.productListing.allJewellery']);
    expect(listingHeadings.fr.priceFrom).toBe(french['catalogue.productTile.priceFrom']);
  });
});
