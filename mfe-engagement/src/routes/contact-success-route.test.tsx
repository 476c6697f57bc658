import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import ContactSuccessRoute from './contact-success-route';

describe('the contact success page', () => {
  it('links to the usual answers', () => {
    renderRemotePage(<ContactSuccessRoute />, { app: 'engagement' });
    const links = within(screen.getByRole('navigation', { name: 'While you wait, these pages may help' }));
    expect(links.getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/customer-service/returns');
    expect(links.getAllByRole('link')).toHaveLength(7);
  });
});
