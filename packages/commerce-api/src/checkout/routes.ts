import { createHash } from 'node:crypto';
import {
  addressSchema,
  emailSchema,
  giftCardNumberSchema,
  giftCardPinSchema,
  validationMessages as m,
} from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Updateable } from 'kysely';
import * as v from 'valibot';
import { emptyBagJson } from '../bag/bag-response';
import { findBag, touchBag, type BagRow } from '../bag/bag-store';
import { calendarNowOf } from '../calendar/calendar-clock';
import type { BagsTable } from '../db/schema';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { doublingPolicy, hourlyLimitPolicy, takeAttempt, type ThrottleKey } from '../http/throttle';
import { pricingContextOf } from './bag-changes';
import { answerCheckout } from './checkout-state';
import { deliveryMethodIds, deliveryMethodsFor } from './delivery';
import { verifyGiftCardPin } from './gift-card-pins';
import { placeOrderRoutes } from './place-order';
import { priceBag } from './totals';

/** At most this many gift cards on one order (SPEC §9). */
export const MAX_GIFT_CARDS = 2;

const shippingMethods = deliveryMethodIds.filter((id) => id !== 'click_and_collect');

const shippingSchema = v.variant(
  'deliveryMethod',
  [
    v.object({
      deliveryMethod: v.literal('click_and_collect'),
      storeId: v.optional(v.pipe(v.string(m.storeLocationRequired.id), v.maxLength(64, m.storeLocationRequired.id))),
    }),
    v.object({ deliveryMethod: v.picklist(shippingMethods, m.required.id), address: addressSchema }),
  ],
  m.required.id,
);

const billingSchema = v.variant(
  'sameAsShipping',
  [
    v.object({ sameAsShipping: v.literal(true) }),
    v.object({ sameAsShipping: v.literal(false), address: addressSchema }),
  ],
  m.required.id,
);

const checkoutQuery = v.object({
  bagVersion: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  locale: v.optional(v.string()),
});

const deliveryQuery = v.object({
  country: v.optional(v.picklist(['AU', 'CA', 'NZ'], m.countryInvalid.id)),
  locale: v.optional(v.string()),
});

const summaryPreviewQuery = v.object({
  country: v.optional(v.picklist(['AU', 'CA', 'NZ'], m.countryInvalid.id)),
  state: v.optional(v.pipe(v.string(), v.maxLength(40, m.maxLength.id))),
  deliveryMethod: v.optional(v.picklist(deliveryMethodIds, m.required.id)),
  storeId: v.optional(v.pipe(v.string(), v.maxLength(64, m.storeLocationRequired.id))),
  locale: v.optional(v.string()),
});

/** The parts of an address a summary does not depend on, for a delivery being chosen before any address is saved. */
const emptyAddress = { firstName: '', lastName: '', address1: '', city: '', postcode: '', phone: '' };

const giftCardSchema = v.object({ number: giftCardNumberSchema, pin: giftCardPinSchema });

async function bagWithLines(request: FastifyRequest): Promise<BagRow> {
  const bag = await findBag(request);
  if (!bag) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
  const line = await request.server.db
    .selectFrom('bag_lines')
    .select('id')
    .where('bag_id', '=', bag.id)
    .where('saved_for_later', '=', false)
    .executeTakeFirst();
  if (!line) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
  return bag;
}

/** Doubling delays per card and per IP (cleared by the right PIN), and 100 wrong PINs an hour per IP. */
function pinThrottleKeys(number: string, ip: string): ThrottleKey[] {
  const card = createHash('sha256').update(`gift-card:${number}`).digest('hex').slice(0, 32);
  return [
    { scope: 'gift-card-pin', key: card, policy: doublingPolicy },
    { scope: 'gift-card-pin-ip', key: ip, policy: doublingPolicy },
    { scope: 'gift-card-pin-ip-hour', key: ip, policy: hourlyLimitPolicy, onSuccess: 'refund' },
  ];
}

/**
 * Why a store cannot give a bag line for click and collect (SPEC §8): it has some of the size but fewer than wanted
 * (`quantity`), it has the piece only in other sizes (`size`), or it has none of it (`not_at_store`).
 */
function storeShortfall(shelf: number, carried: boolean, sized: boolean): 'quantity' | 'size' | 'not_at_store' {
  if (shelf > 0) return 'quantity';
  return sized && carried ? 'size' : 'not_at_store';
}

/** Checkout: e-mail, shipping or click and collect, billing, delivery methods, gift cards; the order itself. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/checkout',
    tag: 'checkout',
    summary:
      'The whole checkout, recomputed; `changes` + CART_UPDATED when the server changed the bag since `bagVersion`',
    query: checkoutQuery,
    handler: async ({ request, query }) => answerCheckout(request, await findBag(request), query.bagVersion),
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/checkout/email',
    tag: 'checkout',
    summary: 'The e-mail address the confirmation goes to',
    body: v.object({ email: emailSchema }),
    responses: { 409: 'BAG_EMPTY' },
    handler: async ({ request, body }) => {
      const bag = await bagWithLines(request);
      return answerCheckout(request, await touchBag(app.db, bag.id, { email: body.email }));
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/checkout/delivery-methods',
    tag: 'checkout',
    summary: 'Delivery methods for the market and destination country, with prices and estimated dates',
    query: deliveryQuery,
    handler: async ({ request, query }) => {
      const context = await pricingContextOf(request);
      const bag = await findBag(request);
      const priced = bag ? await priceBag(app.db, bag, context) : null;
      const shippingCountry = bag?.shipping_address?.country;
      const destination =
        query.country ??
        (shippingCountry === 'AU' || shippingCountry === 'CA' || shippingCountry === 'NZ'
          ? shippingCountry
          : context.market);
      return {
        country: destination,
        methods: deliveryMethodsFor({
          market: context.market,
          currency: context.currency,
          destinationCountry: destination,
          merchandiseCents: priced ? priced.summary.subtotalCents - priced.summary.discountCents : 0,
          dispatchBusinessDays: priced?.dispatchBusinessDays ?? context.preferences.standardDispatchTime,
          collectDispatchBusinessDays: priced?.collectDispatchBusinessDays ?? 0,
          ...(priced?.pickupCalendar ? { pickupCalendar: priced.pickupCalendar } : {}),
          now: calendarNowOf(request),
        }),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/checkout/summary',
    tag: 'checkout',
    summary:
      'The order summary for the delivery being chosen (country, state or province, method or store), before it is ' +
      'saved: its lines, delivery price and the tax where it goes; the saved choice fills what is not given',
    query: summaryPreviewQuery,
    handler: async ({ request, query }) => {
      const bag = await findBag(request);
      const context = await pricingContextOf(request);
      if (!bag) return { summary: emptyBagJson(context.market, context.currency).summary, deliveryMethod: null };
      const collect = query.deliveryMethod === 'click_and_collect';
      const country = query.country ?? bag.shipping_address?.country ?? context.market;
      // The bag as it would be with this choice: priced, never saved.
      const draft: BagRow = {
        ...bag,
        delivery_method: query.deliveryMethod ?? bag.delivery_method,
        pickup_store_id: collect ? (query.storeId ?? bag.pickup_store_id) : bag.pickup_store_id,
        shipping_address:
          query.country === undefined && query.state === undefined
            ? bag.shipping_address
            : { ...emptyAddress, ...bag.shipping_address, country, state: query.state || undefined },
      };
      const priced = await priceBag(app.db, draft, context);
      return { summary: priced.summary, deliveryMethod: priced.deliveryMethod };
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/checkout/shipping',
    tag: 'checkout',
    summary: 'Deliver to an address with a delivery method, or click and collect at a store',
    body: shippingSchema,
    responses: {
      400: 'STORE_REQUIRED',
      409:
        'BAG_EMPTY, DELIVERY_METHOD_UNAVAILABLE, CLICK_AND_COLLECT_UNAVAILABLE, CLICK_AND_COLLECT_ENGRAVED, ' +
        'INSUFFICIENT_STOCK_AT_STORE (lines, each with `reason`: quantity, size or not_at_store)',
    },
    handler: async ({ request, body }) => {
      const bag = await bagWithLines(request);
      const context = await pricingContextOf(request);
      let changes: Updateable<BagsTable>;
      if (body.deliveryMethod !== 'click_and_collect') {
        const methods = deliveryMethodsFor({
          market: context.market,
          currency: context.currency,
          destinationCountry: body.address.country,
          merchandiseCents: 0,
          dispatchBusinessDays: 0,
          now: calendarNowOf(request),
        });
        if (!methods.some((method) => method.id === body.deliveryMethod)) {
          throw new ApiProblem(409, 'DELIVERY_METHOD_UNAVAILABLE', 'This delivery method is not available here.', {
            extra: { available: methods.map((method) => method.id) },
          });
        }
        changes = {
          shipping_address: JSON.stringify(body.address),
          delivery_method: body.deliveryMethod,
          pickup_store_id: null,
        };
      } else {
        if (!body.storeId) {
          throw new ApiProblem(400, 'STORE_REQUIRED', 'Select a store first.', {
            errors: { storeId: m.storeLocationRequired.id },
          });
        }
        const store = await app.db
          .selectFrom('stores')
          .select(['id', 'market', 'click_and_collect'])
          .where('id', '=', body.storeId)
          .executeTakeFirst();
        if (!store || store.market !== context.market || !store.click_and_collect) {
          throw new ApiProblem(
            409,
            'CLICK_AND_COLLECT_UNAVAILABLE',
            'Click and collect is not available at this store.',
          );
        }
        const lines = await app.db
          .selectFrom('bag_lines')
          .select(['id', 'sku', 'size', 'quantity', 'engraving'])
          .where('bag_id', '=', bag.id)
          .where('saved_for_later', '=', false)
          .execute();
        if (lines.some((line) => line.engraving !== null)) {
          throw new ApiProblem(
            409,
            'CLICK_AND_COLLECT_ENGRAVED',
            'Click and collect is not available for engraved items.',
          );
        }
        const stock = await app.db
          .selectFrom('store_stock')
          .select(['sku', 'size', 'quantity'])
          .where('store_id', '=', store.id)
          .where(
            'sku',
            'in',
            lines.map((line) => line.sku),
          )
          .execute();
        const short = lines.flatMap((line) => {
          const shelf = stock.find((row) => row.sku === line.sku && row.size === line.size)?.quantity ?? 0;
          if (shelf >= line.quantity) return [];
          const carried = stock.some((row) => row.sku === line.sku && row.quantity > 0);
          return [
            {
              lineId: line.id,
              sku: line.sku,
              size: line.size || null,
              reason: storeShortfall(shelf, carried, line.size !== ''),
            },
          ];
        });
        if (short.length > 0) {
          throw new ApiProblem(409, 'INSUFFICIENT_STOCK_AT_STORE', 'This store does not have enough stock.', {
            extra: { lines: short },
          });
        }
        changes = { delivery_method: 'click_and_collect', pickup_store_id: store.id };
      }
      return answerCheckout(request, await touchBag(app.db, bag.id, changes));
    },
  });

  defineRoute(app, {
    method: 'PUT',
    url: '/checkout/billing',
    tag: 'checkout',
    summary: 'The billing address: the shipping address, or its own',
    body: billingSchema,
    responses: { 409: 'BAG_EMPTY, SHIPPING_ADDRESS_REQUIRED (same as shipping without one)' },
    handler: async ({ request, body }) => {
      const bag = await bagWithLines(request);
      if (body.sameAsShipping && (!bag.shipping_address || bag.delivery_method === 'click_and_collect')) {
        throw new ApiProblem(409, 'SHIPPING_ADDRESS_REQUIRED', 'Enter a billing address.');
      }
      const billing = body.sameAsShipping
        ? { billing_same_as_shipping: true, billing_address: null }
        : { billing_same_as_shipping: false, billing_address: JSON.stringify(body.address) };
      return answerCheckout(request, await touchBag(app.db, bag.id, billing));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/checkout/gift-cards',
    tag: 'checkout',
    summary: 'Apply a gift card (number + PIN); at most two per order',
    body: giftCardSchema,
    responses: {
      201: 'Applied; the checkout',
      400: 'INCORRECT_PIN (also for an unknown card)',
      409:
        'GIFT_CARD_LIMIT, GIFT_CARD_ALREADY_APPLIED, GIFT_CARD_LEGACY, GIFT_CARD_EXPIRED, GIFT_CARD_NO_BALANCE, ' +
        'GIFT_CARD_WRONG_CURRENCY, NO_ADDITIONAL_PAYMENT_REQUIRED, BAG_EMPTY',
      429: 'TOO_MANY_ATTEMPTS (growing delays per card and per IP)',
    },
    handler: async ({ request, reply, body }) => {
      const bag = await bagWithLines(request);
      if (body.number.length === 6) {
        throw new ApiProblem(409, 'GIFT_CARD_LEGACY', 'This gift card can only be redeemed through customer service.');
      }
      const applied = await app.db.selectFrom('bag_gift_cards').select('number').where('bag_id', '=', bag.id).execute();
      if (applied.some((card) => card.number === body.number)) {
        throw new ApiProblem(409, 'GIFT_CARD_ALREADY_APPLIED', 'This gift card is already applied.');
      }
      if (applied.length >= MAX_GIFT_CARDS) {
        throw new ApiProblem(409, 'GIFT_CARD_LIMIT', 'The maximum number of gift cards per order has been reached.');
      }
      const context = await pricingContextOf(request);
      const priced = await priceBag(app.db, bag, context);
      if (priced.summary.remainingCents === 0) {
        throw new ApiProblem(409, 'NO_ADDITIONAL_PAYMENT_REQUIRED', 'No additional payment is required.');
      }
      // Counted before the PIN is checked, so simultaneous guesses cannot all slip past the delays.
      const attempt = await takeAttempt(app.db, pinThrottleKeys(body.number, request.ip));
      const card = await app.db
        .selectFrom('gift_cards')
        .select(['number', 'pin_hash', 'currency', 'balance_cents', 'legacy'])
        .select(sql<boolean>`coalesce(expires_on < current_date, false)`.as('expired'))
        .where('number', '=', body.number)
        .executeTakeFirst();
      const pinMatches = await verifyGiftCardPin(body.number, body.pin, card?.pin_hash ?? null);
      if (!card || !pinMatches) {
        await attempt.failed();
        throw new ApiProblem(400, 'INCORRECT_PIN', 'Incorrect card and PIN combination.', {
          errors: { pin: m.giftCardPinIncorrect.id },
        });
      }
      await attempt.succeeded();
      if (card.legacy) {
        throw new ApiProblem(409, 'GIFT_CARD_LEGACY', 'This gift card can only be redeemed through customer service.');
      }
      if (card.expired) throw new ApiProblem(409, 'GIFT_CARD_EXPIRED', 'This gift card has expired.');
      if (card.currency !== context.currency) {
        throw new ApiProblem(409, 'GIFT_CARD_WRONG_CURRENCY', 'This gift card is for another country’s store.');
      }
      if (card.balance_cents <= 0) {
        throw new ApiProblem(409, 'GIFT_CARD_NO_BALANCE', 'This gift card has no remaining balance.');
      }
      // The bag row is locked so two cards applied at once cannot pass the limit together.
      await app.db.transaction().execute(async (trx) => {
        await trx.selectFrom('bags').select('id').where('id', '=', bag.id).forUpdate().execute();
        const count = await trx
          .selectFrom('bag_gift_cards')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('bag_id', '=', bag.id)
          .executeTakeFirstOrThrow();
        if (count.count >= MAX_GIFT_CARDS) {
          throw new ApiProblem(409, 'GIFT_CARD_LIMIT', 'The maximum number of gift cards per order has been reached.');
        }
        await trx
          .insertInto('bag_gift_cards')
          .values({ bag_id: bag.id, number: card.number })
          .onConflict((conflict) => conflict.columns(['bag_id', 'number']).doNothing())
          .execute();
      });
      const touched = await touchBag(app.db, bag.id);
      void reply.code(201);
      return answerCheckout(request, touched);
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/checkout/gift-cards/:last4',
    tag: 'checkout',
    summary: 'Remove an applied gift card by its last 4 digits',
    params: v.object({ last4: v.pipe(v.string(), v.regex(/^\d{4}$/, m.giftCardNumberInvalid.id)) }),
    responses: { 404: 'NOT_FOUND (no such card on this bag)' },
    handler: async ({ request, params }) => {
      const bag = await findBag(request);
      if (!bag) throw problems.notFound('No gift card with these digits is applied.');
      const removed = await app.db
        .deleteFrom('bag_gift_cards')
        .where('bag_id', '=', bag.id)
        .where('number', 'like', `%${params.last4}`)
        .returning('number')
        .execute();
      if (removed.length === 0) throw problems.notFound('No gift card with these digits is applied.');
      return answerCheckout(request, await touchBag(app.db, bag.id));
    },
  });

  await placeOrderRoutes(app);
}
