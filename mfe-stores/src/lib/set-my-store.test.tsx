import { getMyStore, onMyStoreChosen } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetMyStore } from './set-my-store';
import { buildStoreSummary } from './store-builders';

describe('Set as My Store', () => {
  it('sets the store, says so politely, shows “This is My Store” and keeps focus on the control', async () => {
    const chosen: (string | null)[] = [];
    const stop = onMyStoreChosen((store) => chosen.push(store?.storeId ?? null));
    renderRemotePage(<SetMyStore store={buildStoreSummary()} />, { app: 'stores' });
    await userEvent.click(screen.getByRole('button', { name: 'Set as My Store: Lustre & Co. Westfield Sydney' }));
    stop();

    expect(screen.getByRole('status')).toHaveTextContent(
      'Lustre & Co. Westfield Sydney is now your store. You’ll see it at the top of every page.',
    );
    expect(screen.getByText('This is My Store')).toHaveFocus();
    expect(chosen).toEqual(['sydney-westfield-sydney']);
    expect(getMyStore()).toEqual({
      storeId: 'sydney-westfield-sydney',
      name: 'Lustre & Co. Westfield Sydney',
      timeZone: 'Australia/Sydney',
      today: { date: '2026-11-30', opens: '09:00', closes: '17:30', closed: false, special: null },
    });
  });

  it('removes the store from My Store and gives focus back to “Set as My Store”', async () => {
    renderRemotePage(<SetMyStore store={buildStoreSummary()} />, {
      app: 'stores',
      stores: { myStore: { storeId: 'sydney-westfield-sydney', name: 'Lustre & Co. Westfield Sydney' } },
    });
    expect(screen.getByText('This is My Store')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove as My Store: Lustre & Co. Westfield Sydney' }));
    expect(getMyStore()).toBeNull();
    expect(screen.getByRole('button', { name: 'Set as My Store: Lustre & Co. Westfield Sydney' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Lustre & Co. Westfield Sydney is no longer your store.');
  });

  it('speaks French in fr-CA', async () => {
    renderRemotePage(<SetMyStore store={buildStoreSummary({ name: 'Centre Eaton' })} />, {
      app: 'stores',
      locale: 'fr-CA',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choisir comme Mon magasin : Centre Eaton' }));
    expect(screen.getByText('C’est Mon magasin')).toBeInTheDocument();
  });
});
