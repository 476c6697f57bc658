import type { CheckoutState } from '@storefront/api-schemas';
import { setActiveLocale } from '@storefront/contracts';
import { jsonReply, problemReply } from '@storefront/http/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { buildAddress, buildCheckout, buildDeliveryMethod } from '../../lib/testing/checkout-builders';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { PaymentSection, type PayWithoutProvider } from './payment-section';

const TOTAL = 49_900;

/** The checkout once shipping is done, with these gift cards applied (last 4 → balance). */
function checkoutWith(cards: Array<{ last4: string; balanceCents: number }> = [], totalCents = TOTAL): CheckoutState {
  const base = buildCheckout({
    email: 'olivia@example.com',
    shippingAddress: buildAddress(),
    billingSameAsShipping: true,
    billingAddress: buildAddress(),
    deliveryMethod: buildDeliveryMethod({ priceCents: 0 }),
    missing: [],
  });
  let left = totalCents;
  const giftCards = cards.map((card) => {
    const appliedCents = Math.min(card.balanceCents, left);
    left -= appliedCents;
    return { ...card, appliedCents };
  });
  return {
    ...base,
    summary: {
      ...base.summary,
      totalCents,
      giftCards,
      giftCardCents: totalCents - left,
      remainingCents: left,
      noAdditionalPaymentRequired: left === 0,
    },
  };
}

function Harness({
  initial,
  onPay,
  redirect,
}: {
  initial: CheckoutState;
  onPay?: (payment: PayWithoutProvider) => void;
  redirect?: (url: string) => void;
}) {
  const [checkout, setCheckout] = useState(initial);
  return (
    <PaymentSection
      checkout={checkout}
      onCheckoutChange={setCheckout}
      onPayWithoutProvider={onPay ?? (() => undefined)}
      {...(redirect ? { redirect } : {})}
    />
  );
}

beforeEach(() => sessionStorage.clear());

async function enterGiftCard(number: string, pin: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(/^Gift card number/));
  if (number) await user.type(screen.getByLabelText(/^Gift card number/), number);
  await user.clear(screen.getByLabelText(/^PIN/));
  if (pin) await user.type(screen.getByLabelText(/^PIN/), pin);
  await user.click(screen.getByRole('button', { name: 'Apply gift card' }));
}

describe('gift cards on the billing step', () => {
  it('asks for the number and the PIN before sending anything', async () => {
    const { requests } = renderRemotePage(<Harness initial={checkoutWith()} />, {
      app: 'checkout',
      path: '/checkout/billing',
    });
    await enterGiftCard('', '');
    expect(screen.getByLabelText(/^Gift card number/)).toHaveAccessibleDescription(/Please enter a gift card number/);
    expect(screen.getByLabelText(/^PIN/)).toHaveAccessibleDescription(/Please enter a PIN/);
    expect(screen.getByLabelText(/^Gift card number/)).toHaveFocus();
    await enterGiftCard('6036281000000010008', '12');
    expect(screen.getByLabelText(/^PIN/)).toHaveAccessibleDescription(/Please enter the 4-digit PIN/);
    expect(requests).toHaveLength(0);
  });

  it('says the PIN is wrong, keeps the number, then applies the card with the right PIN', async () => {
    let pinTries = 0;
    const { requests } = renderRemotePage(<Harness initial={checkoutWith()} />, {
      app: 'checkout',
      fetch: {
        'POST /api/checkout/gift-cards': (request) => {
          pinTries += 1;
          const { pin } = request.body as { pin: string };
          if (pin !== '1234')
            return problemReply(400, 'INCORRECT_PIN', { errors: { pin: 'validation.giftCardPin.incorrect' } });
          return jsonReply(checkoutWith([{ last4: '0008', balanceCents: 10_000 }]), 201);
        },
      },
      path: '/checkout/billing',
    });
    await enterGiftCard('6036 2810 0000 0010 008', '9999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect gift card number and PIN combination');
    expect(screen.getByLabelText(/^PIN/)).toHaveAccessibleDescription(/Incorrect pin/);
    expect(screen.getByLabelText(/^PIN/)).toHaveFocus();
    expect(screen.getByLabelText(/^Gift card number/)).toHaveValue('6036 2810 0000 0010 008');
    expect(requests[0]?.body).toEqual({ number: '6036281000000010008', pin: '9999' });

    await enterGiftCard('6036281000000010008', '1234');
    expect(await screen.findByText('Gift card ending 0008')).toBeInTheDocument();
    expect(screen.getByText('$100.00 applied of $100.00 balance')).toBeInTheDocument();
    expect(screen.getByText('Remaining to pay: $399.00')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(pinTries).toBe(2);
  });

  it.each([
    ['GIFT_CARD_NO_BALANCE', 'This gift card has no remaining balance.'],
    ['GIFT_CARD_EXPIRED', 'This gift card has expired.'],
    ['GIFT_CARD_ALREADY_APPLIED', 'This gift card has already been applied.'],
    ['GIFT_CARD_LIMIT', 'The maximum number of gift cards per order has been reached.'],
    ['GIFT_CARD_LEGACY', 'This gift card can only be redeemed through customer service. Please contact us.'],
    ['NO_ADDITIONAL_PAYMENT_REQUIRED', 'No additional payment required.'],
    ['TOO_MANY_ATTEMPTS', 'Too many attempts. Please wait a few seconds before trying again.'],
  ])('tells the shopper %s in their words', async (code, message) => {
    renderRemotePage(<Harness initial={checkoutWith()} />, {
      app: 'checkout',
      fetch: { 'POST /api/checkout/gift-cards': problemReply(409, code) },
      path: '/checkout/billing',
    });
    await enterGiftCard('6036281000000080001', '2222');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('takes at most two cards: the form gives way to the limit once two are applied', async () => {
    renderRemotePage(
      <Harness
        initial={checkoutWith([
          { last4: '0008', balanceCents: 10_000 },
          { last4: '0007', balanceCents: 25_000 },
        ])}
      />,
      { app: 'checkout', path: '/checkout/billing' },
    );
    expect(screen.getByText('Gift card ending 0008')).toBeInTheDocument();
    expect(screen.getByText('Gift card ending 0007')).toBeInTheDocument();
    expect(screen.getByText('The maximum number of gift cards per order has been reached.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Gift card number/)).not.toBeInTheDocument();
    expect(screen.getByText('Remaining to pay: $149.00')).toBeInTheDocument();
  });

  it('says no additional payment is required when the cards cover the total, and places the order without a provider', async () => {
    const onPay = jest.fn();
    const { requests } = renderRemotePage(
      <Harness initial={checkoutWith([{ last4: '0007', balanceCents: 60_000 }])} onPay={onPay} />,
      {
        app: 'checkout',
        path: '/checkout/billing',
      },
    );
    expect(screen.getByText('No additional payment required.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'How would you like to pay?' })).not.toBeInTheDocument();
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    expect(onPay).toHaveBeenCalledTimes(1);
    expect(onPay).toHaveBeenCalledWith({ kind: 'gift-cards' });
    expect(requests).toHaveLength(0);
  });

  it('removes a card and asks for the rest again', async () => {
    const { requests } = renderRemotePage(
      <Harness initial={checkoutWith([{ last4: '0008', balanceCents: 10_000 }])} />,
      {
        app: 'checkout',
        fetch: { 'DELETE /api/checkout/gift-cards/:last4': checkoutWith() },
        path: '/checkout/billing',
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove gift card ending 0008' }));
    await waitFor(() => expect(screen.queryByText('Gift card ending 0008')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Gift card ending 0008 removed');
    expect(screen.getByText('Remaining to pay: $499.00')).toBeInTheDocument();
    expect(requests[0]?.path).toBe('/api/checkout/gift-cards/0008');
  });
});

describe('paying what is left', () => {
  it('opens the provider’s page once for a card, however often Place order is pressed', async () => {
    let sessions = 0;
    const redirect = jest.fn();
    renderRemotePage(<Harness initial={checkoutWith()} redirect={redirect} />, {
      app: 'checkout',
      fetch: {
        'POST /api/checkout/payment-session': () => {
          sessions += 1;
          return jsonReply(
            {
              paymentSessionId: 'ps_1',
              redirectUrl: 'http://pay.test/pay/ps_1',
              amountCents: TOTAL,
              currency: 'AUD',
              method: 'card',
            },
            201,
          );
        },
      },
      path: '/checkout/billing',
    });
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://pay.test/pay/ps_1'));
    expect(sessions).toBe(1);
    expect(place).toHaveAttribute('aria-busy', 'true');
  });

  it('offers pay in 4 with its instalments in Australia and sends the choice to the provider', async () => {
    const redirect = jest.fn();
    const { requests } = renderRemotePage(<Harness initial={checkoutWith()} redirect={redirect} />, {
      app: 'checkout',
      fetch: {
        'POST /api/checkout/payment-session': (request) =>
          jsonReply(
            {
              paymentSessionId: 'ps_2',
              redirectUrl: 'http://pay.test/pay/ps_2',
              amountCents: TOTAL,
              currency: 'AUD',
              method: (request.body as { method: string }).method,
            },
            201,
          ),
      },
      path: '/checkout/billing',
    });
    const bnpl = screen.getByRole('radio', { name: 'Pay in 4 instalments' });
    expect(bnpl).toHaveAccessibleDescription('4 interest-free payments of $124.75, one today and then every 2 weeks.');
    await userEvent.click(bnpl);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ method: 'bnpl' });
  });

  it('tells why the shopper is back: a declined card, a cancelled payment', () => {
    const view = renderRemotePage(
      <PaymentSection
        checkout={checkoutWith()}
        onCheckoutChange={() => undefined}
        onPayWithoutProvider={() => undefined}
        outcome="declined"
      />,
      { app: 'checkout', path: '/checkout/billing' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please review your payment details or try another payment method. If the problem persists, please contact customer service.',
    );
    view.unmount();
    renderRemotePage(
      <PaymentSection
        checkout={checkoutWith()}
        onCheckoutChange={() => undefined}
        onPayWithoutProvider={() => undefined}
        outcome="cancelled"
      />,
      { app: 'checkout', path: '/checkout/billing' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment cancelled. Please choose another payment method.');
  });

  it('tells a shopper back from a sold-out piece that their payment was refunded, with the way to the bag', () => {
    renderRemotePage(
      <PaymentSection
        checkout={checkoutWith()}
        onCheckoutChange={() => undefined}
        onPayWithoutProvider={() => undefined}
        outcome="stock"
        paymentRefunded
      />,
      { app: 'checkout', path: '/checkout/billing?payment=stock&refunded=1' },
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please remove unavailable items or adjust quantities.');
    expect(alert).toHaveTextContent(
      'Your payment has been refunded in full. Your bank may take a few business days to show the refund.',
    );
    expect(within(alert).getByRole('link', { name: 'Review my bag' })).toHaveAttribute('href', '/my-bag');
  });

  it('says the payment was refunded in French for a Canadian shopper', () => {
    renderRemotePage(
      <PaymentSection
        checkout={{ ...checkoutWith(), market: 'CA' }}
        onCheckoutChange={() => undefined}
        onPayWithoutProvider={() => undefined}
        outcome="cart-updated"
        paymentRefunded
      />,
      { app: 'checkout', locale: 'fr-CA', path: '/fr/checkout/billing?payment=cart-updated&refunded=1' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Votre paiement vous a été remboursé en entier. Votre banque pourrait prendre quelques jours ouvrables pour afficher le remboursement.',
    );
  });

  it('says nothing of a refund when the payment was not refunded', () => {
    renderRemotePage(
      <PaymentSection
        checkout={checkoutWith()}
        onCheckoutChange={() => undefined}
        onPayWithoutProvider={() => undefined}
        outcome="stock"
      />,
      { app: 'checkout', path: '/checkout/billing?payment=stock' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please remove unavailable items or adjust quantities.');
    expect(screen.queryByText(/refunded/)).not.toBeInTheDocument();
  });

  it('offers Flexiti financing in Canada, with a link to apply, and no pay in 4', async () => {
    const canadian = { ...checkoutWith(), market: 'CA' as const };
    renderRemotePage(<Harness initial={canadian} />, { app: 'checkout', locale: 'en-CA', path: '/checkout/billing' });
    expect(screen.queryByRole('radio', { name: 'Pay in 4 instalments' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Flexiti financing' }));
    expect(screen.getByRole('link', { name: 'Apply for financing' })).toHaveAttribute(
      'href',
      '/finance-options/flexiti-apply',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('comes back from an approved application with financing chosen, and places the order with it', async () => {
    const onPay = jest.fn();
    // The approval comes with the checkout from the server (kept there, so a reload or another tab has it too).
    const canadian: CheckoutState = {
      ...checkoutWith(),
      market: 'CA',
      financingApproval: {
        approvalId: 'fa_1',
        plan: {
          id: 'monthly-12',
          type: 'monthly',
          name: '12 equal monthly payments, 0% interest',
          termMonths: 12,
          promotionalInterestPercent: 0,
          monthlyCents: 4_159,
          singlePaymentCents: null,
          interestCents: 0,
          totalCents: TOTAL,
        },
        amountCents: TOTAL,
        currency: 'AUD',
        cardLast4: '0011',
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      },
    };
    renderRemotePage(<Harness initial={canadian} onPay={onPay} />, {
      app: 'checkout',
      locale: 'en-CA',
      path: '/checkout/billing',
    });
    expect(screen.getByRole('radio', { name: 'Flexiti financing' })).toBeChecked();
    const approved = screen.getByText('Financing approved').closest('[role="status"]') as HTMLElement;
    expect(
      within(approved).getByText(/12 equal monthly payments, 0% interest: A\$499.00 financed/),
    ).toBeInTheDocument();
    expect(within(approved).getByText(/A\$41.59 a month for 12 months/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(onPay).toHaveBeenCalledWith({ kind: 'financing' });
  });

  it('sends the French prefix the shopper is on, so the provider brings them back to /fr-CA/', async () => {
    const redirect = jest.fn();
    const canadian: CheckoutState = { ...checkoutWith(), market: 'CA' };
    const { requests } = renderRemotePage(<Harness initial={canadian} redirect={redirect} />, {
      app: 'checkout',
      locale: 'fr-CA',
      fetch: {
        'POST /api/checkout/payment-session': () =>
          jsonReply(
            {
              paymentSessionId: 'ps_3',
              redirectUrl: 'http://pay.test/pay/ps_3',
              amountCents: TOTAL,
              currency: 'CAD',
              method: 'card',
            },
            201,
          ),
      },
      path: '/fr-CA/checkout/billing',
    });
    setActiveLocale({ locale: 'fr-CA', market: 'CA', pathPrefix: 'fr-CA' });
    await userEvent.click(screen.getByRole('button', { name: 'Passer la commande' }));
    await waitFor(() => expect(redirect).toHaveBeenCalled());
    expect(requests[0]?.body).toEqual({ method: 'card', pathPrefix: 'fr-CA' });
  });
});
