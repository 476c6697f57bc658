import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen } from '@testing-library/react';
import FinancingApplicationRoute from './financing-application-route';

describe('the financing application page', () => {
  it('tells a shopper outside Canada that the financing application is for Canada only', () => {
    renderRemotePage(<FinancingApplicationRoute />, { app: 'checkout', path: '/finance-options/flexiti-apply' });
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for finance' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Finance applications are available in Canada only' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to billing' })).toHaveAttribute('href', '/checkout/billing');
  });
});
