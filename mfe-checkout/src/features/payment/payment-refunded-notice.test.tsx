import { screen } from '@testing-library/react';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { PaymentRefundedNotice } from './payment-refunded-notice';

describe('PaymentRefundedNotice', () => {
  it('says the order was not placed and the payment refunded, and takes focus so it is heard first', () => {
    renderRemotePage(<PaymentRefundedNotice />, { app: 'checkout', path: '/checkout/shipping?refunded=1' });
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your order hasn’t been placed');
    expect(notice).toHaveTextContent(
      'Your payment has been refunded in full. Your bank may take a few business days to show the refund.',
    );
    expect(document.activeElement).toContainElement(notice);
  });

  it('says it in French', () => {
    renderRemotePage(<PaymentRefundedNotice />, {
      app: 'checkout',
      locale: 'fr-CA',
      path: '/fr/checkout/shipping?refunded=1',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Votre commande n’a pas été passée');
    expect(screen.getByRole('status')).toHaveTextContent('Votre paiement vous a été remboursé en entier.');
  });
});
