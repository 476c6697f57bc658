import { renderRemotePage } from '@storefront/dev-harness/testing';
import { screen, within } from '@testing-library/react';
import ContactSuccessRoute from './contact-success-route';

describe('the contact success page', () => {
  it('gives the enquiry’s reference and links to the seven usual answers', () => {
    renderRemotePage(<ContactSuccessRoute />, {
      app: 'engagement',
      path: '/customer-service/contact-us/success?reference=0A1B2C3D',
    });
    expect(screen.getByText('Your enquiry reference is 0A1B2C3D.')).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'While you wait, these pages may help' }));
    expect(links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Track an order', '/order-lookup'],
      ['Finance options', '/finance-options'],
      ['Delivery', '/customer-service/delivery'],
      ['FAQs', '/customer-service/faqs'],
      ['Returns', '/customer-service/returns'],
      ['General enquiries', '/customer-service/contact-us'],
      ['Click and collect', '/stores'],
    ]);
  });

  it('shows no reference for an address that does not carry a real one', () => {
    renderRemotePage(<ContactSuccessRoute />, {
      app: 'engagement',
      locale: 'fr-CA',
      path: '/fr/customer-service/contact-us/success?reference=<b>x</b>',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Merci de nous avoir écrit' })).toBeInTheDocument();
    expect(screen.queryByText(/référence de votre demande/)).not.toBeInTheDocument();
  });
});
