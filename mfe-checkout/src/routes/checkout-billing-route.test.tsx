import { renderRemotePage } from '@storefront/dev-harness/testing';
import { pendingReply } from '@storefront/http/testing';
import { screen, within } from '@testing-library/react';
import CheckoutBillingRoute from './checkout-billing-route';

describe('the billing step', () => {
  it('marks billing as the current checkout step while the checkout loads', () => {
    renderRemotePage(<CheckoutBillingRoute />, {
      app: 'checkout',
      path: '/checkout/billing',
      fetch: { 'GET /api/checkout': pendingReply },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['1Shipping', '2Billing', '3Payment', '4Confirmation']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).not.toHaveAttribute('aria-current');
  });
});
