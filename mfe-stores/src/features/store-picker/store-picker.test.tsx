import { getMyStore } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildStoreDetail } from '../../lib/store-builders';
import { buildOneStoreStock, buildStoreStockSearch, buildStoreWithStock } from '../../lib/store-stock-builders';
import StorePicker from './store-picker';

const myStore = { storeId: 'chatswood', name: 'Lustre & Co. Chatswood' };
const myStoreAnswers = {
  'GET /api/stores/chatswood': buildStoreDetail({ id: 'chatswood', name: 'Lustre & Co. Chatswood' }),
  'GET /api/stores/chatswood/stock': buildOneStoreStock('chatswood'),
};

async function searchNear(place: string, french = false) {
  await userEvent.type(
    screen.getByRole('textbox', { name: french ? /Code postal, quartier ou ville/ : /Postcode, suburb or city/ }),
    place,
  );
  await userEvent.click(screen.getByRole('button', { name: french ? 'Trouver des magasins' : 'Find stores' }));
}

describe('the store picker widget', () => {
  it('on the product page offers My Store first for click and collect and makes the store chosen My Store', async () => {
    renderRemotePage(<StorePicker purpose="click-and-collect" sku="RING-N" size="N" />, {
      app: 'stores',
      stores: { myStore },
      fetch: { ...myStoreAnswers, 'GET /api/stores/stock': buildStoreStockSearch() },
    });
    expect(screen.getByRole('region', { name: 'Click and collect' })).toBeInTheDocument();
    const mine = await screen.findByRole('list', { name: 'My store' });
    expect(within(mine).getByRole('button', { name: 'Collect here: Lustre & Co. Chatswood' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await searchNear('2000');
    await userEvent.click(await screen.findByRole('button', { name: 'Collect here: Lustre & Co. Westfield Sydney' }));
    expect(
      screen.getByText(
        'Collect from Lustre & Co. Westfield Sydney. It is now your store, so the checkout offers it first.',
      ),
    ).toBeInTheDocument();
    expect(getMyStore()).toMatchObject({ storeId: 'sydney-westfield-sydney' });
  });

  it('in the checkout hands the chosen store and its name to the host, and leaves My Store alone', async () => {
    const onSelect = jest.fn();
    renderRemotePage(<StorePicker purpose="click-and-collect" selectedStoreId={null} onSelect={onSelect} />, {
      app: 'stores',
      stores: { myStore },
      fetch: {
        'GET /api/stores/chatswood': myStoreAnswers['GET /api/stores/chatswood'],
        'GET /api/stores/search': {
          ...buildStoreStockSearch(),
          stores: [buildStoreWithStock()].map(({ stock: _stock, ...store }) => store),
        },
      },
    });
    const mine = await screen.findByRole('list', { name: 'My store' });
    expect(within(mine).getByRole('button', { name: 'Collect here: Lustre & Co. Chatswood' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await searchNear('Sydney');
    await userEvent.click(await screen.findByRole('button', { name: 'Collect here: Lustre & Co. Westfield Sydney' }));
    expect(onSelect).toHaveBeenCalledWith('sydney-westfield-sydney', {
      id: 'sydney-westfield-sydney',
      name: 'Lustre & Co. Westfield Sydney',
    });
    expect(screen.getByRole('button', { name: 'Collect here: Lustre & Co. Westfield Sydney' })).toBeInTheDocument();
    expect(getMyStore()).toMatchObject({ storeId: 'chatswood' });
  });

  it('in the checkout makes the store chosen to collect from My Store only when the shopper presses for it', async () => {
    renderRemotePage(<StorePicker purpose="click-and-collect" selectedStoreId={null} onSelect={jest.fn()} />, {
      app: 'stores',
      stores: { myStore },
      fetch: {
        'GET /api/stores/chatswood': myStoreAnswers['GET /api/stores/chatswood'],
        'GET /api/stores/search': {
          ...buildStoreStockSearch(),
          stores: [buildStoreWithStock()].map(({ stock: _stock, ...store }) => store),
        },
      },
    });
    await searchNear('Sydney');
    await userEvent.click(await screen.findByRole('button', { name: 'Collect here: Lustre & Co. Westfield Sydney' }));
    expect(getMyStore()).toMatchObject({ storeId: 'chatswood' });
    await userEvent.click(screen.getByRole('button', { name: 'Set as My Store: Lustre & Co. Westfield Sydney' }));
    expect(getMyStore()).toMatchObject({ storeId: 'sydney-westfield-sydney' });
    expect(screen.getByText('This is My Store')).toBeInTheDocument();
  });

  it('refuses click and collect for an engraved piece without listing stores, in English and French', () => {
    const { unmount } = renderRemotePage(<StorePicker purpose="click-and-collect" sku="RING-N" size="N" engraved />, {
      app: 'stores',
    });
    expect(screen.getByText('Click and collect is not available for engraved products.')).toBeInTheDocument();
    expect(screen.queryByRole('search')).toBeNull();
    unmount();
    renderRemotePage(<StorePicker purpose="click-and-collect" sku="RING-N" size="N" engraved />, {
      app: 'stores',
      locale: 'fr-CA',
    });
    expect(
      screen.getByText('La cueillette en magasin n’est pas offerte pour les produits gravés.'),
    ).toBeInTheDocument();
  });

  it('sets My Store in French, with the stores’ hours and distance', async () => {
    renderRemotePage(<StorePicker purpose="my-store" />, {
      app: 'stores',
      locale: 'fr-CA',
      fetch: {
        'GET /api/stores/search': {
          ...buildStoreStockSearch(),
          stores: [buildStoreWithStock({ id: 'montreal-eaton', name: 'Montréal Eaton' })].map(
            ({ stock: _stock, ...store }) => store,
          ),
        },
      },
    });
    expect(screen.getByRole('region', { name: 'Mon magasin' })).toBeInTheDocument();
    await searchNear('Montréal', true);
    await userEvent.click(await screen.findByRole('button', { name: 'En faire mon magasin : Montréal Eaton' }));
    expect(screen.getByText('Montréal Eaton est maintenant votre magasin.')).toBeInTheDocument();
    expect(getMyStore()).toMatchObject({ storeId: 'montreal-eaton', name: 'Montréal Eaton' });
  });
});
