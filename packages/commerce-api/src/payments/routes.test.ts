import type { FastifyInstance } from 'fastify';
import { defaultContent, fixtureVariant, type FixtureVariant } from '../bag/test-fixtures';
import { addresses, completeCheckout, startStandin } from '../checkout/test-journey';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
let piece: FixtureVariant;
beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});

async function openSession(
  shopper: TestClient,
  address: (typeof addresses)[keyof typeof addresses] = addresses.AU,
  extra: Record<string, unknown> = {},
): Promise<{ redirectUrl: string; paymentSessionId: string }> {
  const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  await completeCheckout(shopper, address);
  const opened = await shopper.post('/api/checkout/payment-session', { method: 'card', ...extra });
  expect(opened.statusCode).toBe(201);
  return opened.json() as { redirectUrl: string; paymentSessionId: string };
}

/** Where the provider sends the browser after Cancel on its page. */
async function cancelLocation(redirectUrl: string): Promise<string> {
  const cancelled = await fetch(`${redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
  expect(cancelled.status).toBe(303);
  return cancelled.headers.get('location') ?? '';
}

describe('the provider’s way back to the storefront', () => {
  it('returns a cancelled payment to the billing step, told it was cancelled', async () => {
    const shopper = api.client({ origin: 'http://localhost:8080' });
    const { redirectUrl, paymentSessionId } = await openSession(shopper);
    const location = new URL(await cancelLocation(redirectUrl));
    expect(`${location.origin}${location.pathname}`).toBe('http://localhost:8080/checkout/billing');
    expect(location.searchParams.get('payment')).toBe('cancelled');
    expect(location.searchParams.get('session')).toBe(paymentSessionId);
  });

  it('brings a shopper paying from /fr-CA/ back to /fr-CA/, not /fr/', async () => {
    const shopper = api.client({ locale: 'fr-CA', origin: 'http://ca.localhost:8080' });
    const { redirectUrl } = await openSession(shopper, addresses.QC, { pathPrefix: 'fr-CA' });
    const location = new URL(await cancelLocation(redirectUrl));
    expect(`${location.origin}${location.pathname}`).toBe('http://ca.localhost:8080/fr-CA/checkout/billing');
  });

  it('gives an English locale no French prefix, whatever the page says', async () => {
    const shopper = api.client({ locale: 'en-CA', origin: 'http://ca.localhost:8080' });
    const { redirectUrl } = await openSession(shopper, addresses.ON, { pathPrefix: 'fr-CA' });
    const location = new URL(await cancelLocation(redirectUrl));
    expect(`${location.origin}${location.pathname}`).toBe('http://ca.localhost:8080/checkout/billing');
  });

  it('keeps the French Canadian prefix on the way back', async () => {
    const shopper = api.client({ locale: 'fr-CA', origin: 'http://ca.localhost:8080' });
    const { redirectUrl } = await openSession(shopper, addresses.QC);
    const location = new URL(await cancelLocation(redirectUrl));
    expect(`${location.origin}${location.pathname}`).toBe('http://ca.localhost:8080/fr/checkout/billing');
    expect(location.searchParams.get('payment')).toBe('cancelled');
  });
});
