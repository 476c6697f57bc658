import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import OrderHistoryRoute from './order-history-route';

describe('the order history page', () => {
  it('shows an empty order history under Home › My account, with a link to shop', () => {
    renderRemotePage(<OrderHistoryRoute />, { app: 'account' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order history' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumbs).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(breadcrumbs).getByText('Order history')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { name: 'You haven’t placed any orders yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/search');
  });

  it('keeps a French shopper’s links in French', () => {
    renderRemotePage(<OrderHistoryRoute />, { app: 'account', locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1, name: 'Historique des commandes' })).toBeInTheDocument();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/my-account');
  });
});
