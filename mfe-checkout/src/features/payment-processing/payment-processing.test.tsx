import { renderRemotePage } from '@storefront/dev-harness/testing';
import { jsonReply, problemReply, type FakeHandler, type FakeReply, type FakeRequest } from '@storefront/http/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentProcessing } from './payment-processing';
import type { PaymentAttempt } from './place-order-api';

const placed = { orderNumber: '412345678901' };
const card: PaymentAttempt = { kind: 'provider', sessionId: 'ps_abc' };

beforeEach(() => sessionStorage.clear());

/** Renders the processing step with the API's answer to placing the order. */
function renderProcessing(placeOrder: FakeReply | FakeHandler, attempt: PaymentAttempt = card) {
  const onPlaced = jest.fn();
  const onFailed = jest.fn();
  const onChooseAnother = jest.fn();
  const view = renderRemotePage(
    <PaymentProcessing
      attempt={attempt}
      onPlaced={onPlaced}
      onFailed={onFailed}
      onChooseAnother={onChooseAnother}
      inProgressWaitMs={5}
    />,
    {
      app: 'checkout',
      path: '/checkout/payment-processing?session=ps_abc',
      fetch: { 'POST /api/checkout/place-order': placeOrder },
    },
  );
  return { onPlaced, onFailed, onChooseAnother, ...view };
}

const keysOf = (requests: FakeRequest[]) => requests.map((request) => request.headers['idempotency-key']);

describe('PaymentProcessing', () => {
  it('says it is placing the order, places it with the payment session and a key, and hands over the order', async () => {
    const { onPlaced, requests } = renderProcessing(jsonReply(placed, 201));
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your payment and placing your order…');
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body).toEqual({ paymentSessionId: 'ps_abc' });
    expect(requests[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same key again after a reload, so the API answers with the order it already placed', async () => {
    const first = renderProcessing(jsonReply(placed, 201));
    await waitFor(() => expect(first.onPlaced).toHaveBeenCalled());
    first.unmount();
    const second = renderProcessing(jsonReply(placed, 201));
    await waitFor(() => expect(second.onPlaced).toHaveBeenCalled());
    const [a, b] = keysOf([...first.requests, ...second.requests]);
    expect(a).toBeDefined();
    expect(b).toBe(a);
  });

  it('waits while another press of the same attempt is placing it, with the same key', async () => {
    let calls = 0;
    const { onPlaced, onFailed, requests } = renderProcessing(
      () => (++calls < 3 ? problemReply(409, 'REQUEST_IN_PROGRESS') : jsonReply(placed, 201)),
      { kind: 'gift-cards', attemptId: 'attempt-1' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Placing your order…');
    await waitFor(() => expect(onPlaced).toHaveBeenCalledTimes(1));
    expect(onFailed).not.toHaveBeenCalled();
    expect(new Set(keysOf(requests)).size).toBe(1);
    expect(requests[0]?.body).toEqual({});
  });

  it.each([
    [402, 'PAYMENT_DECLINED', 'declined'],
    [409, 'PAYMENT_CANCELLED', 'cancelled'],
    [409, 'INSUFFICIENT_STOCK', 'stock'],
    [409, 'CART_UPDATED', 'cart-updated'],
    [409, 'FINANCING_NOT_APPROVED', 'financing'],
    [409, 'CHECKOUT_INCOMPLETE', 'checkout-incomplete'],
  ])('reports %s %s as %s', async (status, code, failure) => {
    const { onFailed, onPlaced } = renderProcessing(problemReply(status, code));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure, { paymentRefunded: false }));
    expect(onPlaced).not.toHaveBeenCalled();
  });

  it.each([
    [409, 'INSUFFICIENT_STOCK', 'stock'],
    [409, 'CART_UPDATED', 'cart-updated'],
    [409, 'CHECKOUT_INCOMPLETE', 'checkout-incomplete'],
    [409, 'BAG_EMPTY', 'bag-empty'],
  ])('passes on that the API refunded the payment with %s %s', async (status, code, failure) => {
    const { onFailed } = renderProcessing(problemReply(status, code, { paymentRefunded: true }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith(failure, { paymentRefunded: true }));
  });

  it.each([['true'], [1], [{}], [null]])('counts only a literal true as a refund, not %p', async (flag) => {
    const { onFailed } = renderProcessing(problemReply(409, 'INSUFFICIENT_STOCK', { paymentRefunded: flag }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('stock', { paymentRefunded: false }));
  });

  it('stops at a refunded payment whose reason it does not know instead of asking again', async () => {
    const { onFailed, requests } = renderProcessing(problemReply(409, 'GIFT_CARD_SPENT', { paymentRefunded: true }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('error', { paymentRefunded: true }));
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('after provider trouble offers to try again with the same key, or to choose another way to pay', async () => {
    let down = true;
    const { onPlaced, onFailed, onChooseAnother, requests } = renderProcessing(() =>
      down ? problemReply(502, 'PAYMENT_PROVIDER_ERROR') : jsonReply(placed, 201),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not confirm your order yet');
    expect(onFailed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another way to pay' }));
    expect(onChooseAnother).toHaveBeenCalled();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(placed));
    expect(new Set(keysOf(requests)).size).toBe(1);
  });

  it('pays with the financing approval kept with the checkout', async () => {
    const { onPlaced, requests } = renderProcessing(jsonReply(placed, 201), {
      kind: 'financing',
      attemptId: 'attempt-2',
    });
    await waitFor(() => expect(onPlaced).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ payWith: 'financing' });
  });
});
