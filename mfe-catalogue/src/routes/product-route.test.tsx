import type { ProductDetailData } from '@storefront/api-schemas';
import { buildBagAnswer, buildBagLine } from '@storefront/api-schemas/testing';
import { getBagSummary, PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests } from '@storefront/contracts';
import { renderRemotePage, type FetchTable, type HarnessRouter } from '@storefront/dev-harness/testing';
import { problemReply, type FakeRequest } from '@storefront/http/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildPdpPreferences,
  buildPrice,
  buildProduct,
  buildTile,
  buildVariant,
} from '../features/product-detail/product-detail-builders';
import ProductRoute from './product-route';

const SLUG = 'halcyon-princess-tanzanite-solitaire-ring';

/** The product API as the server answers it: the chosen variant, size and engraving decide `selected`. */
function serve(product: ProductDetailData) {
  return (request: FakeRequest) => {
    const variant =
      product.variants.find((candidate) => candidate.sku === request.query.get('sku')) ??
      product.variants.find((candidate) => candidate.sku === product.selected.sku)!;
    const asked = request.query.get('size');
    const size =
      product.sizing?.sizes.find(
        (candidate) => candidate.code === asked || candidate.label.replace(',', '.') === asked,
      ) ?? null;
    const engraving = request.query.get('engraving') === '1';
    const dispatch = variant.availability.dispatch;
    return {
      ...product,
      selected: {
        ...product.selected,
        sku: variant.sku,
        size: size ? { code: size.code, label: size.label } : null,
        engraving,
        sizeRequired: product.flags.sized && !size,
        price: variant.price,
        availability:
          engraving && dispatch
            ? {
                ...variant.availability,
                dispatch: { kind: 'ships_in', businessDays: dispatch.businessDays + 3, date: '2026-11-26' },
              }
            : product.selected.sku === variant.sku
              ? product.selected.availability
              : variant.availability,
      },
    };
  };
}

/** The API the product page asks: the product, its page preferences, the site's dispatch times and add to bag. */
function productApi(product: ProductDetailData = buildProduct()): FetchTable {
  return {
    'GET /api/products/:slug': serve(product),
    'GET /api/content/pdp-preferences': buildPdpPreferences(),
    'GET /api/content/site-preferences': { resizeEngravingDelayTime: 3, standardDispatchTime: 1 },
    'POST /api/bag/lines': buildBagAnswer({ lines: [buildBagLine({ unitCents: 199900 })] }),
  };
}

let requests: FakeRequest[] = [];
let router: HarnessRouter;

async function renderPage(fetch: FetchTable = productApi(), url = `/p/${SLUG}`) {
  const user = userEvent.setup();
  ({ requests, router } = renderRemotePage(<ProductRoute params={{ product: SLUG }} routeId="product" />, {
    app: 'catalogue',
    path: url,
    fetch,
  }));
  await screen.findByRole('heading', { level: 1, name: 'Halcyon Princess Tanzanite Solitaire Ring' });
  return user;
}

const productRequests = () => requests.filter((request) => request.path === `/api/products/${SLUG}`);
const bagPosts = () => requests.filter((request) => request.method === 'POST' && request.path === '/api/bag/lines');
const priceText = () =>
  screen.getByText('Product number 18006445').closest('.sf-pdp__summary')!.querySelector('.sf-pdp-price')!.textContent;

beforeEach(() => localStorage.clear());

describe('the product page', () => {
  it('shows the piece at once from the document’s prerendered payload, without asking the API for it again', async () => {
    resetPagePayloadForTests();
    globalThis.history.replaceState(null, '', `/p/${SLUG}`);
    const payload = document.createElement('script');
    payload.type = 'application/json';
    payload.id = PAGE_PAYLOAD_ELEMENT_ID;
    payload.textContent = JSON.stringify({
      routeId: 'product',
      locale: 'en-AU',
      path: `/p/${SLUG}`,
      data: buildProduct(),
    });
    document.body.append(payload);
    try {
      await renderPage();

      expect(screen.queryByText('Loading')).not.toBeInTheDocument();
      expect(productRequests()).toHaveLength(0);
    } finally {
      resetPagePayloadForTests();
      globalThis.history.replaceState(null, '', '/');
    }
  });

  it('changes price, address and request when another metal is chosen', async () => {
    const user = await renderPage();
    expect(priceText()).toContain('$1,999.00');

    await user.click(screen.getByRole('radio', { name: '14kt Rose Gold' }));

    expect(priceText()).toContain('$1,699.00');
    expect(router.state.location).toMatchObject({ pathname: `/p/${SLUG}`, search: '?sku=18006445-14R-050' });
    await waitFor(() => expect(productRequests().at(-1)?.query.get('sku')).toBe('18006445-14R-050'));
    expect(screen.getByRole('radio', { name: '14kt Rose Gold' })).toBeChecked();
    // The stone size stays when the metal changes.
    expect(screen.getByRole('radio', { name: '0.5 ct' })).toBeChecked();
  });

  it('keeps the chosen size in the address and asks for the size’s availability', async () => {
    const user = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('M');
    await waitFor(() => expect(productRequests().at(-1)?.query.get('size')).toBe('M'));
  });

  it('keeps a Canadian size in Canadian numbers in the address and the panel (6,5 on fr-CA), never a letter', async () => {
    const user = userEvent.setup();
    const canadian = buildProduct({
      currency: 'CAD',
      sizing: {
        system: 'numeric',
        sizes: [
          { code: 'L', label: '6', quantity: 2 },
          { code: 'M', label: '6,5', quantity: 2 },
          { code: 'N', label: '7', quantity: 2 },
        ],
      },
    });
    ({ requests, router } = renderRemotePage(<ProductRoute params={{ product: SLUG }} routeId="product" />, {
      app: 'catalogue',
      locale: 'fr-CA',
      path: `/fr/p/${SLUG}`,
      fetch: productApi(canadian),
    }));
    await screen.findByRole('heading', { level: 1, name: 'Halcyon Princess Tanzanite Solitaire Ring' });
    await user.selectOptions(screen.getByRole('combobox', { name: /Taille de bague/ }), '6,5');
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('6.5');
    await waitFor(() => expect(productRequests().at(-1)?.query.get('size')).toBe('6.5'));
    expect(screen.getByRole('combobox', { name: /Taille de bague/ })).toHaveValue('M');

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    const panel = await screen.findByRole('region', { name: 'Ajouté à votre panier' });
    expect(bagPosts()[0]?.body).toMatchObject({ size: 'M' });
    expect(within(panel).getByText('Taille de bague 6,5')).toBeInTheDocument();
  });

  it('asks for a ring size before adding to the bag, without sending anything', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const select = screen.getByRole('combobox', { name: /Ring size/ });
    expect(select).toHaveAccessibleDescription(expect.stringContaining('Please select a ring size'));
    expect(select).toHaveFocus();
    expect(bagPosts()).toHaveLength(0);
  });

  it('asks for the ring size before click and collect too, and refuses it for engraved pieces', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Click and collect' }));
    expect(screen.getByRole('combobox', { name: /Ring size/ })).toHaveAccessibleDescription(
      expect.stringContaining('Please select a ring size'),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    await user.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    await user.click(screen.getByRole('button', { name: 'Click and collect' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Click and collect is not available for engraved items');

    await user.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    await user.click(screen.getByRole('button', { name: 'Reserve in store' }));
    // Without the stores remote (no shell here) the picker's fallback links to the store finder.
    expect(screen.getByRole('button', { name: 'Reserve in store' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Find a store near you' })[0]).toHaveAttribute('href', '/stores');
  });

  it('checks the engraving as it is typed, counts its characters and refetches the dispatch date', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    await waitFor(() => expect(productRequests().at(-1)?.query.get('engraving')).toBe('1'));
    expect(await screen.findByText('Ships in 4 business days')).toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Engraving text' });
    await user.type(field, 'Forever yours');
    expect(screen.getByText('13 of 20 characters')).toHaveAttribute('aria-live', 'polite');
    expect(field).not.toHaveAttribute('aria-invalid');

    await user.type(field, ' <3');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Please use only standard English or French letters'),
    );

    await user.clear(field);
    await user.type(field, 'Always and forever, J');
    expect(screen.getByText('21 of 20 characters')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Engravings can be at most 20 characters'));

    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(field).toHaveFocus();
    expect(bagPosts()).toHaveLength(0);
  });

  it('invites guests to sign in or join to save their engraving', async () => {
    const user = await renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/my-account/login');
    expect(screen.getByRole('link', { name: 'join Brilliance' })).toHaveAttribute('href', '/my-account/register');
  });

  it('adds the line with its size, engraving and care plan, updates the bag summary and confirms', async () => {
    const user = await renderPage();
    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    await user.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    await user.type(screen.getByRole('textbox', { name: 'Engraving text' }), 'Noël 2026');
    await user.click(
      screen.getByRole('checkbox', { name: /Add a Professional Care Plan for \$149\.00 \(36 months\)/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const panel = await screen.findByRole('region', { name: 'Added to your bag' });
    expect(bagPosts()[0]?.body).toEqual({
      sku: '18006445-18W-050',
      quantity: 1,
      size: 'M',
      engraving: 'Noël 2026',
      carePlan: true,
    });
    expect(getBagSummary().itemCount).toBe(1);
    expect(panel).toHaveFocus();
    expect(within(panel).getByText('Ring size M')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View bag' })).toHaveAttribute('href', '/my-bag');
    await user.click(within(panel).getByRole('button', { name: 'Continue shopping' }));
    expect(screen.queryByRole('region', { name: 'Added to your bag' })).not.toBeInTheDocument();
  });

  it('adds chosen add-ons with the piece, in one request', async () => {
    const charm = { ...buildTile('Opal Heart Charm'), addonKind: 'charm' as const };
    const user = await renderPage(
      productApi(buildProduct({ addons: [charm], flags: { ...buildProduct().flags, sized: false }, sizing: null })),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Add the charm Opal Heart Charm for $129.00' }));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await screen.findByRole('region', { name: 'Added to your bag' });
    expect(bagPosts().map((request) => request.body)).toEqual([
      { sku: '18006445-18W-050', quantity: 1, addons: [charm.sku] },
    ]);
  });

  it('says when the bag cannot take the piece, with a way to refresh', async () => {
    const user = await renderPage({ ...productApi(), 'POST /api/bag/lines': problemReply(500, 'INTERNAL') });
    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We’re having trouble adding this item to your bag.');
    expect(within(alert).getByRole('button', { name: 'Refresh the page' })).toBeInTheDocument();
    expect(getBagSummary().itemCount).toBe(0);
  });

  it('explains a shortage of stock', async () => {
    const user = await renderPage({ ...productApi(), 'POST /api/bag/lines': problemReply(409, 'INSUFFICIENT_STOCK') });
    await user.selectOptions(screen.getByRole('combobox', { name: /Ring size/ }), 'M');
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/don’t have enough of this piece in stock/);
  });

  it('offers guests the member price with a prompt to join Brilliance', async () => {
    const variant = buildVariant('18kt-white-gold', null, 119900, {
      isDefault: true,
      price: buildPrice(119900, { memberCents: 107900 }),
    });
    await renderPage(productApi(buildProduct({ variants: [variant] })));
    expect(priceText()).toContain('$1,079.00');
    expect(screen.getByRole('link', { name: 'Join Brilliance to pay the member price' })).toHaveAttribute(
      'href',
      '/my-account/register',
    );
  });

  it.each([
    [
      { stock: 'in_stock', orderable: 12, dispatch: { kind: 'ready_to_ship', businessDays: 1, date: '2026-11-23' } },
      ['In stock', 'Ready to ship', 'Estimated dispatch Monday 23 November'],
    ],
    [
      { stock: 'low_stock', orderable: 2, dispatch: { kind: 'ready_to_ship', businessDays: 1, date: '2026-11-23' } },
      ['Selling fast', 'Ready to ship'],
    ],
    [
      { stock: 'in_stock', orderable: 99, dispatch: { kind: 'ships_in', businessDays: 11, date: '2026-12-07' } },
      ['Ships in 11 business days', 'Estimated dispatch Monday 7 December'],
    ],
    [
      { stock: 'in_stock', orderable: 99, dispatch: { kind: 'ships_in', businessDays: 1, date: '2026-11-23' } },
      ['Ships in 1 business day'],
    ],
    [{ stock: 'out_of_stock', orderable: 0, dispatch: null }, ['Out of stock']],
    [{ stock: 'unavailable_online', orderable: 0, dispatch: null }, ['Unavailable online']],
  ] as const)('shows availability %j', async (availability, texts) => {
    const variant = buildVariant('18kt-white-gold', null, 199900, { isDefault: true, availability });
    await renderPage(productApi(buildProduct({ variants: [variant] })));
    const status = document.querySelector('.sf-pdp-availability')!;
    for (const text of texts) expect(status).toHaveTextContent(text);
    const orderable = availability.stock === 'in_stock' || availability.stock === 'low_stock';
    expect(screen.getByRole('button', { name: orderable ? 'Add to bag' : texts[0] })).toHaveProperty(
      'disabled',
      !orderable,
    );
  });

  it('puts canonical, hreflang and Product structured data in the head', async () => {
    await renderPage();
    await waitFor(() => expect(document.title).toBe('Halcyon Princess Tanzanite Solitaire Ring | Lustre & Co.'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', `http://localhost/p/${SLUG}`);
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(5);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Halcyon Princess Tanzanite Solitaire Ring',
      sku: '18006445-18W-050',
      brand: { name: 'Lustre & Co.' },
      offers: { price: '1999.00', priceCurrency: 'AUD', availability: 'https://schema.org/InStock' },
    });
  });

  it('links a diamond piece, and only a diamond piece, to the lifetime diamond warranty', async () => {
    await renderPage();
    const warranty = 'How the lifetime diamond warranty works';
    expect(screen.queryByRole('link', { name: warranty })).not.toBeInTheDocument();
    cleanup();
    await renderPage(productApi(buildProduct({ stone: { code: 'diamond', label: 'Diamond' } })));
    expect(screen.getByRole('link', { name: warranty })).toHaveAttribute('href', '/articles/lifetime-diamond-warranty');
  });

  it('shows a not-found page with ways back for an unknown piece', async () => {
    renderRemotePage(<ProductRoute params={{ product: 'nothing' }} routeId="product" />, {
      app: 'catalogue',
      path: '/p/nothing',
      fetch: { ...productApi(), 'GET /api/products/:slug': problemReply(404, 'NOT_FOUND') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find this piece' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search our jewellery' })).toHaveAttribute('href', '/search');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a retryable error when the product cannot load', async () => {
    let calls = 0;
    const answer = serve(buildProduct());
    const user = userEvent.setup();
    renderRemotePage(<ProductRoute params={{ product: SLUG }} routeId="product" />, {
      app: 'catalogue',
      path: `/p/${SLUG}`,
      fetch: {
        ...productApi(),
        'GET /api/products/:slug': (request) => (calls++ < 2 ? problemReply(503, 'UNAVAILABLE') : answer(request)),
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('We couldn’t load this piece');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Halcyon Princess Tanzanite Solitaire Ring',
    );
  });
});

describe('the product page’s financing', () => {
  it('shows the API’s financing offer beside the price (Canada), and pay in 4 where the API offers that instead', async () => {
    await renderPage(
      productApi(buildProduct({ bnpl: null, financing: { provider: 'Flexiti', termMonths: 12, monthlyCents: 16659 } })),
    );
    expect(priceText()).toContain('Or $166.59 a month for 12 months, interest-free, with Flexiti financing');
    expect(priceText()).not.toContain('fortnightly');
    cleanup();
    await renderPage();
    expect(priceText()).toContain('fortnightly');
    expect(priceText()).not.toContain('Flexiti');
  });
});
