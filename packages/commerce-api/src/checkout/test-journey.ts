/* eslint-disable no-restricted-globals -- test support acting as the shopper's browser on the provider's own page */
import type { FastifyInstance } from 'fastify';
import { createPaymentStandin, testCards } from '@storefront/standin-payments';
import type { Shopper } from '../test/harness';

/** Valid addresses per market and province (SPEC §5 rules). */
export const addresses = {
  AU: {
    firstName: 'Olivia',
    lastName: 'Nguyen',
    address1: '12 George Street',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    phone: '0412 345 678',
  },
  NZ: {
    firstName: 'Aroha',
    lastName: 'Walker',
    address1: '45 Queen Street',
    city: 'Auckland',
    postcode: '1010',
    country: 'NZ',
    phone: '021 555 0199',
  },
  ON: {
    firstName: 'Liam',
    lastName: 'Tremblay',
    address1: '100 Queen Street West',
    city: 'Toronto',
    state: 'ON',
    postcode: 'm5h2n2',
    country: 'CA',
    phone: '416 555 0134',
  },
  QC: {
    firstName: 'Chloé',
    lastName: 'Gagnon',
    address1: '1000 rue De La Gauchetière Ouest',
    city: 'Montréal',
    state: 'QC',
    postcode: 'H3B 1A4',
    country: 'CA',
    phone: '514 555 0199',
  },
} as const;

/** A started PayStand on a random port. */
export async function startStandin(): Promise<{ url: string; app: FastifyInstance }> {
  const app = createPaymentStandin();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, app };
}

/** E-mail, delivery address + method and billing same as shipping. */
export async function completeCheckout(
  shopper: Shopper,
  address: (typeof addresses)[keyof typeof addresses] = addresses.AU,
  deliveryMethod = 'standard',
): Promise<void> {
  for (const [url, body] of [
    ['/api/checkout/email', { email: 'olivia@example.com' }],
    ['/api/checkout/shipping', { deliveryMethod, address }],
    ['/api/checkout/billing', { sameAsShipping: true }],
  ] as const) {
    const response = await shopper.put(url, body);
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  }
}

/** Opens a payment session and submits the card on the provider's page as a browser would; the session id. */
export async function payByCard(
  shopper: Shopper,
  cardNumber: string = testCards.success,
  options: { otp?: string; method?: 'card' | 'bnpl' } = {},
): Promise<string> {
  const opened = await shopper.post('/api/checkout/payment-session', { method: options.method ?? 'card' });
  if (opened.statusCode !== 201) throw new Error(`payment-session: ${opened.statusCode} ${opened.body}`);
  const { redirectUrl, paymentSessionId } = opened.json() as { redirectUrl: string; paymentSessionId: string };
  const fields: Record<string, string> =
    options.method === 'bnpl'
      ? { email: cardNumber, date_of_birth: '01/02/1990' }
      : { card_number: cardNumber, expiry: '12/35', cvc: '123' };
  const submitted = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  const location = submitted.headers.get('location') ?? '';
  if (location.endsWith('/challenge')) {
    await fetch(new URL(location, redirectUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ otp: options.otp ?? '' }).toString(),
      redirect: 'manual',
    });
  }
  return paymentSessionId;
}

/** Cancels on the provider's page; the session id. */
export async function cancelPayment(shopper: Shopper): Promise<string> {
  const opened = await shopper.post('/api/checkout/payment-session', { method: 'card' });
  const { redirectUrl, paymentSessionId } = opened.json() as { redirectUrl: string; paymentSessionId: string };
  await fetch(`${redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
  return paymentSessionId;
}
