import type { InStoreMessage } from '@storefront/api-schemas';
import { getMyStore } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreDetail } from '../../lib/store-builders';
import { buildOneStoreStock, buildStoreStockSearch } from '../../lib/store-stock-builders';
import InStoreStock from './in-store-stock';

const myStore = { storeId: 'chatswood', name: 'Lustre & Co. Chatswood' };
const detail = buildStoreDetail({ id: 'chatswood', name: 'Lustre & Co. Chatswood' });

function renderStock(
  item: Parameters<typeof buildOneStoreStock>[1],
  options: { locale?: 'en-AU' | 'fr-CA'; engraved?: boolean; size?: string | undefined } = {},
) {
  return renderRemotePage(
    <InStoreStock sku="RING-N" size={'size' in options ? options.size : 'N'} engraved={options.engraved} />,
    {
      app: 'stores',
      locale: options.locale ?? 'en-AU',
      stores: { myStore },
      fetch: {
        'GET /api/stores/chatswood': detail,
        'GET /api/stores/chatswood/stock': buildOneStoreStock('chatswood', item),
        'GET /api/stores/stock': buildStoreStockSearch(),
      },
    },
  );
}

const cases: Array<[InStoreMessage, Parameters<typeof buildOneStoreStock>[1], string, string, string | null]> = [
  ['in_stock', { available: 4, total: 6 }, 'In stock', 'En stock', '4 of 6 in stock'],
  [
    'limited_stock',
    { available: 1, total: 3, message: 'limited_stock' },
    'Limited stock – contact the store',
    'Stock limité – communiquez avec le magasin',
    '1 of 3 in stock',
  ],
  [
    'available',
    { available: 0, total: 0, message: 'available', clickAndCollect: false },
    'Available online',
    'Offert en ligne',
    null,
  ],
  [
    'not_available',
    { available: 0, total: 0, message: 'not_available', clickAndCollect: false },
    'Not available',
    'Non disponible',
    null,
  ],
  [
    'size_not_available',
    { available: 0, total: 2, message: 'size_not_available', clickAndCollect: false },
    'Selected size not available',
    'Taille choisie non disponible',
    '0 of 2 in stock',
  ],
];

describe('the in-store stock widget', () => {
  it.each(cases)('shows “%s” at My Store, in English and French', async (_code, item, english, french, count) => {
    const { unmount } = renderStock(item);
    const panel = await screen.findByRole('region', { name: 'In-store availability' });
    expect(await within(panel).findByText(english)).toBeInTheDocument();
    expect(within(panel).getByText('At Lustre & Co. Chatswood')).toBeInTheDocument();
    expect(within(panel).getByText('Today: 9:00 am – 5:30 pm')).toBeInTheDocument();
    if (count) expect(within(panel).getByText(count)).toBeInTheDocument();
    unmount();
    renderStock(item, { locale: 'fr-CA' });
    expect(await screen.findByText(french)).toBeInTheDocument();
  });

  it('says engraving is not available in store for an engraved piece, without asking the store’s stock', async () => {
    const { requests } = renderStock({}, { engraved: true });
    expect(await screen.findByText('Engraving not available in store')).toBeInTheDocument();
    expect(screen.getByText('Engraved pieces can’t be collected or reserved in store.')).toBeInTheDocument();
    expect(requests.some((request) => request.path.endsWith('/stock'))).toBe(false);
  });

  it('asks for a size first when a sized piece has none chosen', async () => {
    renderStock({ size: null, available: 6, total: 6 }, { size: undefined });
    expect(await screen.findByText('Choose a size to see stock in store.')).toBeInTheDocument();
    expect(screen.queryByText('In stock')).toBeNull();
  });

  it('invites a shopper without a store to choose one, lists stores nearby with stock, and keeps the one chosen', async () => {
    renderRemotePage(<InStoreStock sku="RING-N" size="N" />, {
      app: 'stores',
      fetch: {
        'GET /api/stores/stock': buildStoreStockSearch(),
        'GET /api/stores/bondi-junction': buildStoreDetail({
          id: 'bondi-junction',
          name: 'Lustre & Co. Bondi Junction',
        }),
        'GET /api/stores/bondi-junction/stock': buildOneStoreStock('bondi-junction', {
          available: 1,
          total: 3,
          message: 'limited_stock',
        }),
      },
    });
    expect(screen.getByText('Choose a store to see its stock.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See stock at all stores' })).toHaveAttribute(
      'href',
      '/stores?sku=RING-N&size=N',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check stores nearby' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }), '2000');
    await userEvent.click(screen.getByRole('button', { name: 'Find stores' }));
    const bondi = (await screen.findByRole('heading', { name: 'Lustre & Co. Bondi Junction' })).closest('li')!;
    expect(within(bondi).getByText('Limited stock – contact the store')).toBeInTheDocument();
    await userEvent.click(
      within(bondi).getByRole('button', { name: 'Make this my store: Lustre & Co. Bondi Junction' }),
    );
    expect(screen.getByText('Lustre & Co. Bondi Junction is now your store.')).toBeInTheDocument();
    expect(getMyStore()).toMatchObject({ storeId: 'bondi-junction', name: 'Lustre & Co. Bondi Junction' });
    expect(await screen.findByText('At Lustre & Co. Bondi Junction')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 in stock', { selector: '.sf-in-store-stock__store *' })).toBeInTheDocument();
  });
});
