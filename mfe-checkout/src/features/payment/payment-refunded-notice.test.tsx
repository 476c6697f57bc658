import { screen } from '@testing-library/react';
import { renderInLocale } from '../../lib/testing/render-in-locale';
import { PaymentRefundedNotice } from './payment-refunded-notice';

describe('PaymentRefundedNotice', () => {
  it('says the order was not placed and the payment refunded, and takes focus so it is heard first', () => {
    renderInLocale(<PaymentRefundedNotice />, 'en-AU', '/checkout/shipping?refunded=1');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Your order hasn’t been placed');
    expect(notice).toHaveTextContent(
      'Your payment has been refunded in full. Your bank may take a few business days to show the refund.',
    );
    expect(document.activeElement).toContainElement(notice);
  });

  it('says it in French', () => {
    renderInLocale(<PaymentRefundedNotice />, 'fr-CA', '/fr/checkout/shipping?refunded=1');
    expect(screen.getByRole('status')).toHaveTextContent('Votre commande n’a pas été passée');
    expect(screen.getByRole('status')).toHaveTextContent('Votre paiement vous a été remboursé en entier.');
  });
});
