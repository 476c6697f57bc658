import { randomBytes } from 'node:crypto';
import { frenchPathPrefixes, getLocaleSetting, type LocaleCode, type PathPrefix } from '@storefront/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { findBag } from '../bag/bag-store';
import { pricingContextOf } from '../checkout/bag-changes';
import { assertReadyToPay } from '../checkout/checkout-state';
import { priceBag } from '../checkout/totals';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { createProviderSession } from './provider-client';

/** The storefront origin the provider sends the shopper back to (the request's own, already checked for CSRF). */
function storefrontOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  const forwarded = request.headers['x-forwarded-host'];
  const host = typeof forwarded === 'string' ? forwarded : (request.headers.host ?? '127.0.0.1');
  return `${request.protocol}://${host}`;
}

/**
 * The path prefix the provider's return and cancel addresses carry: the French prefix the shopper is on (`/fr-CA` or
 * `/fr`, both fr-CA, SPEC §2) when the storefront names it, else the locale's default; none for an English locale.
 */
function returnPathPrefix(locale: LocaleCode, asked: PathPrefix | undefined): PathPrefix | null {
  const fallback = getLocaleSetting(locale).pathPrefix;
  if (fallback === null) return null;
  return asked ?? fallback;
}

/** Our reference for a payment, shown on the provider's page. */
function paymentReference(): string {
  return `LUS-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/** Payments: opening the provider's hosted payment page for what is left to pay. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/checkout/payment-session',
    tag: 'payments',
    summary: 'Open the provider’s hosted payment page (card, or instalments in AU/NZ) for the amount left to pay',
    body: v.object({
      method: v.picklist(['card', 'bnpl'], 'validation.required'),
      /** The French prefix of the page the shopper pays from, so the provider brings them back to it. */
      pathPrefix: v.optional(v.picklist(frenchPathPrefixes, 'validation.required')),
    }),
    responses: {
      201: '{ paymentSessionId, redirectUrl, amountCents, currency, method }',
      409: 'BAG_EMPTY, CHECKOUT_INCOMPLETE, INSUFFICIENT_STOCK, NO_ADDITIONAL_PAYMENT_REQUIRED, BNPL_UNAVAILABLE',
      502: 'PAYMENT_PROVIDER_ERROR',
    },
    handler: async ({ request, reply, body }) => {
      const bag = await findBag(request);
      if (!bag) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
      const context = await pricingContextOf(request);
      const priced = await priceBag(app.db, bag, context);
      assertReadyToPay(priced);
      const amountCents = priced.summary.remainingCents;
      if (amountCents === 0) {
        throw new ApiProblem(409, 'NO_ADDITIONAL_PAYMENT_REQUIRED', 'No additional payment is required.');
      }
      if (body.method === 'bnpl' && (context.market === 'CA' || priced.lines.some((line) => !line.bnplEligible))) {
        throw new ApiProblem(409, 'BNPL_UNAVAILABLE', 'Instalments are not available for this order.');
      }
      const prefix = returnPathPrefix(request.localeContext.locale, body.pathPrefix);
      const base = `${storefrontOrigin(request)}${prefix ? `/${prefix}` : ''}/checkout`;
      // Cancel goes back to the billing step (where the shopper chooses how to pay), told it was cancelled.
      const reference = paymentReference();
      const session = await createProviderSession(app.apiConfig, {
        amountCents,
        currency: context.currency,
        reference,
        returnUrl: `${base}/payment-processing`,
        cancelUrl: `${base}/billing?payment=cancelled`,
        method: body.method,
      });
      await app.db
        .insertInto('payment_intents')
        .values({
          id: session.id,
          bag_id: bag.id,
          order_id: null,
          amount_cents: amountCents,
          currency: context.currency,
          method: body.method,
          status: 'pending',
          checkout: JSON.stringify({ reference, bagVersion: bag.version, totalCents: priced.summary.totalCents }),
        })
        .execute();
      void reply.code(201);
      return {
        paymentSessionId: session.id,
        redirectUrl: session.url,
        amountCents,
        currency: context.currency,
        method: body.method,
      };
    },
  });
}
