import type { ProductDetailData } from '@storefront/api-schemas';
import { buildBagAnswer, buildBagLine } from '@storefront/api-schemas/testing';
import { getBagSummary } from '@storefront/contracts';
import { renderRemotePage, type FetchTable } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildPdpPreferences,
  buildPrice,
  buildProduct,
  buildTile,
} from '../features/product-detail/product-detail-builders';
import ProductRoute from './product-route';

const SLUG = 'halcyon-princess-tanzanite-solitaire-ring';
const charm = { ...buildTile('Opal Heart Charm'), addonKind: 'charm' as const };
const connector = {
  ...buildTile('Twist Connector', { price: buildPrice(5900) }),
  addonKind: 'connector' as const,
};

/** The default $1,999 piece, unsized, offering a $129 charm and a $59 connector (as the API offers them). */
function piece(overrides: Partial<ProductDetailData> = {}): ProductDetailData {
  const product = buildProduct({
    addons: [charm, connector],
    flags: { ...buildProduct().flags, sized: false },
    sizing: null,
    ...overrides,
  });
  return { ...product, selected: { ...product.selected, sizeRequired: false } };
}

function api(product: ProductDetailData, bag: FetchTable[string]): FetchTable {
  return {
    'GET /api/products/:slug': product,
    'GET /api/content/pdp-preferences': buildPdpPreferences(),
    'GET /api/content/site-preferences': { resizeEngravingDelayTime: 3, standardDispatchTime: 1 },
    'POST /api/bag/lines': bag,
  };
}

const added = buildBagAnswer({ lines: [buildBagLine({ unitCents: 199900 }), buildBagLine({ sku: charm.sku })] });
let requests: FakeRequest[] = [];

async function renderPage(fetch: FetchTable, locale: LocaleCode = 'en-AU') {
  const user = userEvent.setup();
  ({ requests } = renderRemotePage(<ProductRoute params={{ product: SLUG }} routeId="product" />, {
    app: 'catalogue',
    locale,
    path: locale === 'fr-CA' ? `/fr/p/${SLUG}` : `/p/${SLUG}`,
    fetch,
  }));
  await screen.findByRole('heading', { level: 1, name: 'Halcyon Princess Tanzanite Solitaire Ring' });
  return user;
}

const bagPosts = () => requests.filter((request) => request.method === 'POST' && request.path === '/api/bag/lines');
const totalText = () => document.querySelector('.sf-pdp-total')?.textContent ?? '';

beforeEach(() => localStorage.clear());

describe('add-ons on the product page', () => {
  it('shows the total with the ticked add-ons, and the care plan, as they are ticked', async () => {
    const user = await renderPage(api(piece(), added));
    expect(totalText()).toBe('');
    await user.click(screen.getByRole('checkbox', { name: 'Add the charm Opal Heart Charm for $129.00' }));
    expect(totalText()).toContain('Total for your selection $2,128.00');
    expect(totalText()).toContain('Includes 1 add-on ($129.00)');
    await user.click(screen.getByRole('checkbox', { name: 'Add the connector Twist Connector for $59.00' }));
    expect(totalText()).toContain('$2,187.00');
    expect(totalText()).toContain('Includes 2 add-ons ($188.00)');
    await user.click(screen.getByRole('checkbox', { name: /Professional Care Plan for \$149\.00/ }));
    expect(totalText()).toContain('$2,336.00');
    await user.click(screen.getByRole('checkbox', { name: 'Add the charm Opal Heart Charm for $129.00' }));
    await user.click(screen.getByRole('checkbox', { name: 'Add the connector Twist Connector for $59.00' }));
    await user.click(screen.getByRole('checkbox', { name: /Professional Care Plan/ }));
    expect(totalText()).toBe('');
  });

  it('formats the total in the market’s currency and the shopper’s language (fr-CA)', async () => {
    const cad = (cents: number) => ({ ...buildPrice(cents), currency: 'CAD' as const });
    const product = piece({
      currency: 'CAD',
      addons: [{ ...charm, price: cad(12900) }],
      variants: buildProduct().variants.map((variant) => ({
        ...variant,
        price: variant.price && cad(variant.price.effectiveCents),
      })),
    });
    const user = await renderPage(
      api({ ...product, selected: { ...product.selected, price: cad(199900) } }, added),
      'fr-CA',
    );
    await user.click(screen.getByRole('checkbox', { name: /Opal Heart Charm/ }));
    expect(totalText().replace(/\s/g, ' ')).toContain('Total de votre sélection 2 128,00 $');
    expect(totalText().replace(/\s/g, ' ')).toContain('Comprend 1 accessoire (129,00 $)');
  });

  it('adds the piece and its ticked add-ons in one request, and confirms both', async () => {
    const user = await renderPage(api(piece(), added));
    await user.click(screen.getByRole('checkbox', { name: 'Add the charm Opal Heart Charm for $129.00' }));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    const panel = await screen.findByRole('region', { name: 'Added to your bag' });
    expect(bagPosts().map((request) => request.body)).toEqual([
      { sku: '18006445-18W-050', quantity: 1, addons: [charm.sku] },
    ]);
    expect(within(panel).getByText(/1 add-on/)).toBeInTheDocument();
  });

  it('says which add-on the bag refused and that nothing was added, keeping the choice', async () => {
    const refused = problemReply(409, 'ADDON_UNAVAILABLE', { sku: charm.sku, reason: 'INSUFFICIENT_STOCK' });
    const user = await renderPage(api(piece(), refused));
    const box = screen.getByRole('checkbox', { name: 'Add the charm Opal Heart Charm for $129.00' });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Opal Heart Charm has just sold out, so nothing was added to your bag. Untick it to add the piece without it.',
    );
    expect(screen.queryByRole('region', { name: 'Added to your bag' })).not.toBeInTheDocument();
    expect(getBagSummary().itemCount).toBe(0);
    expect(box).toBeChecked();
    expect(bagPosts()).toHaveLength(1);
  });
});
