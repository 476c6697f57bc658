import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import StoreDetailRoute from './store-detail-route';

describe('the store page', () => {
  it('titles a store page from its address until the store record loads, under the store finder', () => {
    renderRemotePage(<StoreDetailRoute params={{ store: 'sydney-pitt-street' }} routeId="store-detail" />, {
      app: 'stores',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Sydney pitt street' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stores' })).toHaveAttribute('href', '/stores');
  });
});
