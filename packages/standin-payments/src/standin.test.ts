import type { FastifyInstance } from 'fastify';
import { bnplIdentities, CHALLENGE_OTP, createPaymentStandin, STANDIN_SECRET_KEY, testCards } from './index';

let standin: FastifyInstance;
let base: string;
beforeAll(async () => {
  standin = createPaymentStandin();
  base = await standin.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await standin.close();
});

const auth = { authorization: `Bearer ${STANDIN_SECRET_KEY}`, 'content-type': 'application/json' };

async function createSession(overrides: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/v1/payment-sessions`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      amount: 125_000,
      currency: 'AUD',
      reference: 'LUS-TEST01',
      return_url: 'http://localhost:8080/checkout/payment-processing',
      cancel_url: 'http://localhost:8080/checkout/payment?cancelled=1',
      method: 'card',
      ...overrides,
    }),
  });
  return { status: response.status, body: (await response.json()) as { id: string; url: string } };
}

async function submit(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function statusOf(id: string) {
  const response = await fetch(`${base}/v1/payment-sessions/${id}`, { headers: auth });
  return (await response.json()) as Record<string, unknown>;
}

const card = (number: string) => ({ card_number: number, expiry: '12/35', cvc: '123', cardholder: 'Olivia Nguyen' });

describe('PayStand hosted payment page', () => {
  it('refuses the merchant API without the secret key', async () => {
    const response = await fetch(`${base}/v1/payment-sessions`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('shows an accessible card form with labelled fields and no scripts', async () => {
    const { status, body } = await createSession();
    expect(status).toBe(201);
    expect(body.url).toBe(`${base}/pay/${body.id}`);
    const page = await fetch(body.url);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('<label for="card-number">Card number</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('Cancel');
    expect(html).not.toContain('<script');
  });

  it('pays with the success card and redirects to the return URL with the session', async () => {
    const { body } = await createSession();
    const response = await submit(body.url, card(testCards.success));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:8080/checkout/payment-processing?session=${body.id}`,
    );
    expect(await statusOf(body.id)).toMatchObject({
      status: 'succeeded',
      brand: 'visa',
      last4: '1111',
      amount: 125_000,
    });
    expect(JSON.stringify(await statusOf(body.id))).not.toContain(testCards.success);
  });

  it('declines the decline card', async () => {
    const { body } = await createSession();
    const response = await submit(body.url, card(testCards.declined));
    expect(response.headers.get('location')).toContain(`session=${body.id}`);
    expect(await statusOf(body.id)).toMatchObject({ status: 'declined', last4: '0002' });
  });

  it('asks for the 3-D Secure code and succeeds with the right one', async () => {
    const { body } = await createSession();
    const response = await submit(body.url, card(testCards.challenge));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/pay/${body.id}/challenge`);
    expect(await statusOf(body.id)).toMatchObject({ status: 'requires_action' });
    const challenge = await (await fetch(`${base}/pay/${body.id}/challenge`)).text();
    expect(challenge).toContain('<label for="otp">One-time code</label>');
    const verified = await submit(`${base}/pay/${body.id}/challenge`, { otp: CHALLENGE_OTP });
    expect(verified.headers.get('location')).toContain('/checkout/payment-processing?session=');
    expect(await statusOf(body.id)).toMatchObject({ status: 'succeeded', last4: '3220' });
  });

  it('fails the payment on a wrong 3-D Secure code', async () => {
    const { body } = await createSession();
    await submit(body.url, card(testCards.challenge));
    await submit(`${base}/pay/${body.id}/challenge`, { otp: '000000' });
    expect(await statusOf(body.id)).toMatchObject({ status: 'declined' });
  });

  it('cancels back to the cancel URL', async () => {
    const { body } = await createSession();
    const response = await submit(`${base}/pay/${body.id}/cancel`, {});
    expect(response.headers.get('location')).toBe(
      `http://localhost:8080/checkout/payment?cancelled=1&session=${body.id}`,
    );
    expect(await statusOf(body.id)).toMatchObject({ status: 'cancelled' });
  });

  it('shows the form again for a mistyped card number, keeping the session open', async () => {
    const { body } = await createSession();
    const response = await submit(body.url, card('4111111111111112'));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('role="alert"');
    expect(await statusOf(body.id)).toMatchObject({ status: 'pending' });
  });

  it('offers pay in 4 in AUD: approved and declined identities; not in CAD', async () => {
    const approved = (await createSession({ method: 'bnpl' })).body;
    expect(await (await fetch(approved.url)).text()).toContain('Pay in 4');
    await submit(approved.url, { email: bnplIdentities.approved, date_of_birth: '01/02/1990' });
    expect(await statusOf(approved.id)).toMatchObject({ status: 'succeeded', method: 'bnpl', last4: null });
    const declined = (await createSession({ method: 'bnpl' })).body;
    await submit(declined.url, { email: bnplIdentities.declined, date_of_birth: '01/02/1990' });
    expect(await statusOf(declined.id)).toMatchObject({ status: 'declined' });
    expect((await createSession({ method: 'bnpl', currency: 'CAD' })).status).toBe(422);
  });

  it('refunds a paid session once', async () => {
    const { body } = await createSession();
    await submit(body.url, card(testCards.success));
    const refund = () =>
      fetch(`${base}/v1/payment-sessions/${body.id}/refund`, { method: 'POST', headers: auth, body: '{}' });
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(409);
  });
});
