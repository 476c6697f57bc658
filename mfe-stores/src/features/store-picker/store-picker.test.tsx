import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import StorePicker from './store-picker';

describe('the store picker widget', () => {
  it('shows the store picker button and explains that choosing a store is coming', () => {
    renderRemotePage(<StorePicker purpose="click-and-collect" />, { app: 'stores' });
    expect(screen.getByRole('region', { name: 'Click and collect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a store' })).toHaveAccessibleDescription(
      /Choosing a store online is coming soon/,
    );
  });

  it('names the shopper’s store, with a link to the store finder in their language', () => {
    renderRemotePage(<StorePicker purpose="my-store" />, {
      app: 'stores',
      locale: 'fr-CA',
      stores: { myStore: { storeId: 'montreal-eaton', name: 'Montréal Eaton' } },
    });
    expect(screen.getByText('Votre magasin : Montréal Eaton')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trouver un magasin' })).toHaveAttribute('href', '/fr/stores');
  });
});
