import { paymentOutcomeOf, paymentOutcomeSearch, paymentRefundedOf } from './payment-outcomes';

const search = (query: string) => new URLSearchParams(query);

describe('the billing page address after a refused order', () => {
  it('names the outcome and, when the API refunded the payment, says so', () => {
    expect(paymentOutcomeSearch({ outcome: 'stock', refunded: true })).toBe('?payment=stock&refunded=1');
    expect(paymentOutcomeSearch({ outcome: 'declined', refunded: false })).toBe('?payment=declined');
    expect(paymentOutcomeSearch({ refunded: true })).toBe('?refunded=1');
    expect(paymentOutcomeSearch({ refunded: false })).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = search(paymentOutcomeSearch({ outcome: 'cart-updated', refunded: true }));
    expect(paymentOutcomeOf(query)).toBe('cart-updated');
    expect(paymentRefundedOf(query)).toBe(true);
  });

  it.each([
    ['payment=stock'],
    ['payment=stock&refunded='],
    ['payment=stock&refunded=0'],
    ['payment=stock&refunded=true'],
    ['payment=stock&refunded=yes'],
    ['payment=stock&refunded=%201'],
    ['payment=stock&refunded=1%00'],
    ['payment=stock&refunded=01'],
    ['payment=stock&refunded=1&refunded=1'],
    ['payment=stock&Refunded=1'],
  ])('does not claim a refund from ?%s', (query) => {
    expect(paymentRefundedOf(search(query))).toBe(false);
  });

  it('ignores an outcome it does not know', () => {
    expect(paymentOutcomeOf(search('payment=<script>&refunded=1'))).toBeNull();
  });
});
