import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { bnplPage, cardPage, challengePage, donePage } from './pages';

/** The secret key merchants use server to server (test mode). */
export const STANDIN_SECRET_KEY = 'sk_test_paystand_lustre';

/** Test cards: any other Luhn-valid number with a future expiry succeeds too. */
export const testCards = {
  success: '4111111111111111',
  declined: '4000000000000002',
  challenge: '4000000000003220',
} as const;

/** The one-time code that passes the 3-D Secure challenge. */
export const CHALLENGE_OTP = '123456';

/** Instalment test identities (e-mail on the pay-in-4 page). */
export const bnplIdentities = { approved: 'approved@paystand.test', declined: 'declined@paystand.test' } as const;

export type SessionStatus = 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'cancelled' | 'refunded';

interface PaymentSession {
  id: string;
  amount: number;
  currency: 'AUD' | 'CAD' | 'NZD';
  reference: string;
  method: 'card' | 'bnpl';
  returnUrl: string;
  cancelUrl: string;
  status: SessionStatus;
  /** Only what a merchant may see: never the full number. */
  card: { brand: string; last4: string } | null;
  createdAt: number;
}

export interface PaymentStandinOptions {
  /** Secret keys accepted on the server-to-server API. */
  secretKeys?: readonly string[];
  /** Where shoppers' browsers reach the stand-in; default: the Host the merchant called. */
  publicUrl?: string;
  /** Fastify logging: off by default, or a level. */
  logger?: boolean | { level: string };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'card';
}

function expiryInFuture(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]!.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function withSession(url: string, id: string): string {
  const target = new URL(url);
  target.searchParams.set('session', id);
  return target.toString();
}

function apiError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ error: { code, message } });
}

/**
 * PayStand, the payment provider stand-in: a hosted payment page for cards (with a 3-D Secure challenge) and
 * pay-in-4 instalments (AU/NZ), behind a small server-to-server API. Card numbers stay here: the merchant learns
 * only the status, brand and last 4 digits.
 */
export function createPaymentStandin(options: PaymentStandinOptions = {}): FastifyInstance {
  const keys = new Set(options.secretKeys ?? [STANDIN_SECRET_KEY]);
  const sessions = new Map<string, PaymentSession>();
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 16 * 1024 });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const authorised = (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    return header.startsWith('Bearer ') && keys.has(header.slice(7));
  };

  const pageHeaders = (reply: FastifyReply, session: PaymentSession) => {
    const origins = [...new Set([session.returnUrl, session.cancelUrl].map((url) => new URL(url).origin))];
    void reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${origins.join(' ')}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .type('text/html; charset=utf-8');
  };

  const live = (request: FastifyRequest) => {
    const session = sessions.get((request.params as { id: string }).id);
    return session;
  };

  const finish = (reply: FastifyReply, session: PaymentSession) =>
    reply.redirect(
      withSession(session.status === 'cancelled' ? session.cancelUrl : session.returnUrl, session.id),
      303,
    );

  app.post('/v1/payment-sessions', async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, 'unauthorised', 'A valid secret key is required.');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const amount = body.amount;
    const currency = body.currency;
    const method = body.method ?? 'card';
    const returnUrl = httpUrl(body.return_url);
    const cancelUrl = httpUrl(body.cancel_url);
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > 100_000_000) {
      return apiError(reply, 400, 'invalid_amount', 'amount must be a positive integer in cents.');
    }
    if (currency !== 'AUD' && currency !== 'CAD' && currency !== 'NZD') {
      return apiError(reply, 400, 'invalid_currency', 'currency must be AUD, CAD or NZD.');
    }
    if (method !== 'card' && method !== 'bnpl') return apiError(reply, 400, 'invalid_method', 'method: card or bnpl.');
    if (!returnUrl || !cancelUrl) return apiError(reply, 400, 'invalid_url', 'return_url and cancel_url: http(s).');
    if (typeof body.reference !== 'string' || body.reference.length === 0 || body.reference.length > 64) {
      return apiError(reply, 400, 'invalid_reference', 'reference: 1 to 64 characters.');
    }
    if (method === 'bnpl' && currency === 'CAD') {
      return apiError(reply, 422, 'method_unavailable', 'Instalments are offered in AUD and NZD only.');
    }
    if (method === 'bnpl' && amount > 300_000) {
      return apiError(reply, 422, 'amount_too_large', 'Instalments are offered up to 3,000.00.');
    }
    const id = `ps_${randomBytes(16).toString('hex')}`;
    const session: PaymentSession = {
      id,
      amount,
      currency,
      reference: body.reference,
      method,
      returnUrl,
      cancelUrl,
      status: 'pending',
      card: null,
      createdAt: Date.now(),
    };
    sessions.set(id, session);
    const base = options.publicUrl ?? `${request.protocol}://${request.headers.host ?? '127.0.0.1'}`;
    return reply.code(201).send({ id, url: `${base}/pay/${id}`, status: session.status, amount, currency, method });
  });

  // Liveness for the process that starts the stack (not part of the provider's protocol).
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/v1/payment-sessions/:id', async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, 'unauthorised', 'A valid secret key is required.');
    const session = live(request);
    if (!session) return apiError(reply, 404, 'not_found', 'No such payment session.');
    return {
      id: session.id,
      status: session.status,
      amount: session.amount,
      currency: session.currency,
      reference: session.reference,
      method: session.method,
      brand: session.card?.brand ?? (session.method === 'bnpl' ? 'paystand-pay-in-4' : null),
      last4: session.card?.last4 ?? null,
      instalments: session.method === 'bnpl' ? { count: 4, amount: Math.ceil(session.amount / 4) } : null,
    };
  });

  app.post('/v1/payment-sessions/:id/refund', async (request, reply) => {
    if (!authorised(request)) return apiError(reply, 401, 'unauthorised', 'A valid secret key is required.');
    const session = live(request);
    if (!session) return apiError(reply, 404, 'not_found', 'No such payment session.');
    if (session.status !== 'succeeded') return apiError(reply, 409, 'not_refundable', 'Only a paid session refunds.');
    session.status = 'refunded';
    return { id: session.id, status: session.status };
  });

  app.get('/pay/:id', async (request, reply) => {
    const session = live(request);
    if (!session) return reply.code(404).type('text/html').send(donePage('not found'));
    pageHeaders(reply, session);
    if (session.status === 'requires_action') return reply.redirect(`/pay/${session.id}/challenge`, 303);
    if (session.status !== 'pending') return donePage(session.status);
    return session.method === 'bnpl' ? bnplPage(session) : cardPage(session);
  });

  app.post('/pay/:id', async (request, reply) => {
    const session = live(request);
    if (!session) return reply.code(404).type('text/html').send(donePage('not found'));
    pageHeaders(reply, session);
    if (session.status !== 'pending') return donePage(session.status);
    const form = (request.body ?? {}) as Record<string, string | undefined>;
    if (session.method === 'bnpl') {
      const email = (form.email ?? '').trim().toLowerCase();
      const dob = (form.date_of_birth ?? '').trim();
      if (!/^[^@\s]+@[^@\s]+$/.test(email) || !/^\d{2}\/\d{2}\/\d{4}$/.test(dob)) {
        return reply.code(400).send(bnplPage(session, 'Enter your email address and date of birth (DD/MM/YYYY).'));
      }
      session.status = email === bnplIdentities.declined ? 'declined' : 'succeeded';
      return finish(reply, session);
    }
    const number = (form.card_number ?? '').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(number) || !luhn(number)) {
      return reply.code(400).send(cardPage(session, 'Check the card number.'));
    }
    if (!expiryInFuture(form.expiry ?? '', new Date())) {
      return reply.code(400).send(cardPage(session, 'Check the expiry date.'));
    }
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) {
      return reply.code(400).send(cardPage(session, 'Check the security code.'));
    }
    session.card = { brand: brandOf(number), last4: number.slice(-4) };
    if (number === testCards.declined) {
      session.status = 'declined';
      return finish(reply, session);
    }
    if (number === testCards.challenge) {
      session.status = 'requires_action';
      return reply.redirect(`/pay/${session.id}/challenge`, 303);
    }
    session.status = 'succeeded';
    return finish(reply, session);
  });

  app.get('/pay/:id/challenge', async (request, reply) => {
    const session = live(request);
    if (!session) return reply.code(404).type('text/html').send(donePage('not found'));
    pageHeaders(reply, session);
    if (session.status !== 'requires_action') return donePage(session.status);
    return challengePage(session);
  });

  app.post('/pay/:id/challenge', async (request, reply) => {
    const session = live(request);
    if (!session) return reply.code(404).type('text/html').send(donePage('not found'));
    pageHeaders(reply, session);
    if (session.status !== 'requires_action') return donePage(session.status);
    const otp = ((request.body ?? {}) as Record<string, string | undefined>).otp?.trim();
    session.status = otp === CHALLENGE_OTP ? 'succeeded' : 'declined';
    return finish(reply, session);
  });

  app.post('/pay/:id/cancel', async (request, reply) => {
    const session = live(request);
    if (!session) return reply.code(404).type('text/html').send(donePage('not found'));
    pageHeaders(reply, session);
    if (session.status === 'pending' || session.status === 'requires_action') session.status = 'cancelled';
    return finish(reply, session);
  });

  return app;
}
