import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import StoreFinderRoute from './store-finder-route';

describe('the store finder', () => {
  it('offers a labelled location search and asks for a location when it is empty', async () => {
    renderRemotePage(<StoreFinderRoute />, { app: 'stores' });
    expect(screen.getByRole('heading', { level: 1, name: 'Find a store' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

    const search = screen.getByRole('search', { name: 'Store search' });
    const location = within(search).getByRole('textbox', { name: /Postcode, suburb or city/ });
    expect(location).toBeRequired();
    await userEvent.click(within(search).getByRole('button', { name: 'Find stores' }));
    expect(location).toHaveAccessibleDescription(/Please enter location/);
  });
});
