import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreDetail } from './store-builders';
import { StoreChooser } from './store-chooser';
import { buildOneStoreStock, buildStoreStockSearch, buildStoreWithStock } from './store-stock-builders';

const myStore = { storeId: 'chatswood', name: 'Lustre & Co. Chatswood' };
const myStoreDetail = buildStoreDetail({ id: 'chatswood', name: 'Lustre & Co. Chatswood' });

async function search(place = 'Sydney', french = false) {
  await userEvent.type(
    screen.getByRole('textbox', { name: french ? /Code postal, quartier ou ville/ : /Postcode, suburb or city/ }),
    place,
  );
  await userEvent.click(screen.getByRole('button', { name: french ? 'Trouver des magasins' : 'Find stores' }));
}

describe('the store chooser', () => {
  it('offers My Store first with its stock, then the stores near a searched place, and hands over the chosen one', async () => {
    const onSelect = jest.fn();
    const { requests } = renderRemotePage(
      <StoreChooser purpose="click-and-collect" sku="RING-N" size="N" onSelect={onSelect} />,
      {
        app: 'stores',
        stores: { myStore },
        fetch: {
          'GET /api/stores/chatswood': myStoreDetail,
          'GET /api/stores/chatswood/stock': buildOneStoreStock('chatswood'),
          'GET /api/stores/stock': buildStoreStockSearch(),
        },
      },
    );
    const mine = await screen.findByRole('list', { name: 'My store' });
    expect(within(mine).getByRole('heading', { name: 'Lustre & Co. Chatswood' })).toBeInTheDocument();
    expect(within(mine).getByText('In stock')).toBeInTheDocument();
    expect(within(mine).getByText('4 of 6 in stock')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/stores/chatswood/stock')?.query.toString()).toBe('skus=RING-N&size=N');

    await search();
    expect(await screen.findByText('2 stores, nearest first')).toBeInTheDocument();
    const stockSearch = requests.find((r) => r.path === '/api/stores/stock');
    expect(stockSearch?.query.get('sku')).toBe('RING-N');
    expect(stockSearch?.query.get('size')).toBe('N');
    expect(stockSearch?.query.get('q')).toBe('Sydney');
    const bondi = screen.getByRole('heading', { name: 'Lustre & Co. Bondi Junction' }).closest('li')!;
    expect(within(bondi).getByText('Limited stock – contact the store')).toBeInTheDocument();
    expect(within(bondi).getByText('1 of 3 in stock')).toBeInTheDocument();
    expect(within(bondi).getByText('5.6 km away')).toBeInTheDocument();
    expect(within(bondi).getByText('Closed now')).toBeInTheDocument();

    await userEvent.click(within(bondi).getByRole('button', { name: 'Collect here: Lustre & Co. Bondi Junction' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'bondi-junction', stock: expect.objectContaining({ message: 'limited_stock' }) }),
    );
  });

  it('says why a store cannot take a click and collect order, in French too', async () => {
    renderRemotePage(
      <StoreChooser purpose="click-and-collect" sku="RING-N" size="N" quantity={2} onSelect={jest.fn()} />,
      {
        app: 'stores',
        locale: 'fr-CA',
        fetch: {
          'GET /api/stores/stock': buildStoreStockSearch({
            stores: [
              buildStoreWithStock(
                { id: 'a', name: 'A' },
                { message: 'size_not_available', available: 0, clickAndCollect: false },
              ),
              buildStoreWithStock(
                { id: 'b', name: 'B' },
                { message: 'not_available', available: 0, total: 0, clickAndCollect: false },
              ),
              buildStoreWithStock({ id: 'c', name: 'C', clickAndCollect: false }, { clickAndCollect: false }),
              buildStoreWithStock({ id: 'd', name: 'D' }, { message: 'limited_stock', available: 1, total: 1 }),
              buildStoreWithStock(
                { id: 'e', name: 'E' },
                { message: 'available', available: 0, total: 0, clickAndCollect: false },
              ),
              buildStoreWithStock({ id: 'f', name: 'F' }, { message: 'in_stock', available: 3, total: 3 }),
            ],
          }),
        },
      },
    );
    await search('Montréal', true);
    const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
    await screen.findByRole('heading', { name: 'A' });
    expect(within(card('A')).getByText('Taille choisie non disponible')).toBeInTheDocument();
    expect(
      within(card('A')).getByText('La cueillette en magasin n’est pas offerte pour la taille choisie.'),
    ).toBeInTheDocument();
    expect(within(card('B')).getByText('Ce produit n’est pas offert dans ce magasin.')).toBeInTheDocument();
    expect(
      within(card('C')).getByText('La cueillette en magasin n’est pas offerte dans ce magasin.'),
    ).toBeInTheDocument();
    expect(within(card('D')).getByText('Ce magasin n’a pas assez de stock.')).toBeInTheDocument();
    expect(within(card('E')).getByText('Offert en ligne')).toBeInTheDocument();
    expect(within(card('E')).getByText('Ce produit n’est pas offert dans ce magasin.')).toBeInTheDocument();
    for (const name of ['A', 'B', 'C', 'D', 'E']) expect(within(card(name)).queryByRole('button')).toBeNull();
    expect(within(card('F')).getByText('3 sur 3 en stock')).toBeInTheDocument();
    expect(within(card('F')).getByRole('button', { name: 'Ramasser ici : F' })).toBeInTheDocument();
  });

  it('marks the chosen store and lists stores without stock when no piece is in play', async () => {
    renderRemotePage(
      <StoreChooser purpose="my-store" selectedStoreId="sydney-westfield-sydney" onSelect={jest.fn()} />,
      {
        app: 'stores',
        fetch: {
          'GET /api/stores/search': {
            ...buildStoreStockSearch(),
            stores: [buildStoreWithStock()].map(({ stock: _s, ...s }) => s),
          },
        },
      },
    );
    expect(screen.getByText(/to see stores near you/)).toBeInTheDocument();
    await search();
    const chosen = await screen.findByRole('button', { name: 'Make this my store: Lustre & Co. Westfield Sydney' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).toHaveTextContent('Chosen');
    expect(screen.queryByText('In stock')).toBeNull();
  });

  it('says an unknown place on the field and no results when the market has no store near', async () => {
    renderRemotePage(<StoreChooser purpose="click-and-collect" sku="RING-N" size="N" onSelect={jest.fn()} />, {
      app: 'stores',
      fetch: {
        'GET /api/stores/stock': (request) =>
          request.query.get('q') === 'Atlantis'
            ? buildStoreStockSearch({ place: null, stores: [], code: 'LOCATION_NOT_FOUND' })
            : buildStoreStockSearch({ stores: [] }),
      },
    });
    await search('Atlantis');
    expect(await screen.findByRole('textbox', { name: /Postcode, suburb or city/ })).toHaveAccessibleDescription(
      /valid postcode, suburb or city/,
    );
    await userEvent.clear(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }));
    await search('Broome');
    expect(await screen.findByText('No results')).toBeInTheDocument();
  });

  it('says no stores near have stock, or that the piece is out of stock when none can order it online either', async () => {
    renderRemotePage(<StoreChooser purpose="click-and-collect" sku="RING-N" size="N" onSelect={jest.fn()} />, {
      app: 'stores',
      fetch: {
        'GET /api/stores/stock': (request) =>
          buildStoreStockSearch({
            stores: [
              buildStoreWithStock(
                {},
                request.query.get('q') === 'Sydney'
                  ? { message: 'available', available: 0, total: 0, clickAndCollect: false }
                  : { message: 'not_available', available: 0, total: 0, clickAndCollect: false },
              ),
            ],
          }),
      },
    });
    await search('Sydney');
    expect(await screen.findByText('No stores with stock near there.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }));
    await search('Perth');
    expect(await screen.findByText('This product is out of stock.')).toBeInTheDocument();
  });

  it('searches without submitting the page’s own form it is mounted in (the checkout’s delivery step)', async () => {
    const outer = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { requests } = renderRemotePage(
      <form onSubmit={outer}>
        <StoreChooser purpose="click-and-collect" onSelect={jest.fn()} />
      </form>,
      {
        app: 'stores',
        fetch: {
          'GET /api/stores/search': {
            ...buildStoreStockSearch(),
            stores: [buildStoreWithStock()].map(({ stock: _stock, ...store }) => store),
          },
        },
      },
    );
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    await search();
    expect(await screen.findByRole('button', { name: 'Collect here: Lustre & Co. Westfield Sydney' })).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Postcode, suburb or city/ }), 'Bondi{Enter}');
    await waitFor(() => expect(requests.at(-1)?.query.get('q')).toBe('Bondi'));
    expect(outer).not.toHaveBeenCalled();
  });
});
