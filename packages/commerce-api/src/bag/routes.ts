import { noMarkup, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { pricingContextOf, recordServerChanges, unseenChanges } from '../checkout/bag-changes';
import { evaluateCoupon } from '../checkout/coupons';
import { priceBag } from '../checkout/totals';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { addLines } from './add-lines';
import { bagJson, emptyBagJson } from './bag-response';
import { ensureBag, findBag, touchBag, type BagLineWrite, type BagRow } from './bag-store';
import { checkLine } from './line-rules';
import { MAX_LINE_QUANTITY } from './merge';

const quantitySchema = v.pipe(
  v.number(m.amountInvalid.id),
  v.integer(m.amountInvalid.id),
  v.minValue(1, m.amountInvalid.id),
  v.maxValue(MAX_LINE_QUANTITY, m.amountInvalid.id),
);
const sizeSchema = v.pipe(v.string(m.sizeRequired.id), v.trim(), noMarkup(), v.maxLength(8, m.sizeRequired.id));
const engravingInput = v.pipe(v.string(m.engravingCharacters.id), noMarkup(), v.maxLength(200, m.engravingTooLong.id));

const addLineSchema = v.object({
  sku: v.pipe(v.string(m.required.id), v.trim(), v.nonEmpty(m.required.id), v.maxLength(64, m.required.id)),
  quantity: v.optional(quantitySchema, 1),
  size: v.optional(sizeSchema),
  engraving: v.optional(v.nullable(engravingInput)),
  carePlan: v.optional(v.boolean(), false),
  /** Add-ons of the piece (one unit each), added with it all or nothing. */
  addons: v.optional(
    v.pipe(v.array(v.pipe(v.string(m.required.id), v.trim(), v.maxLength(64, m.required.id))), v.maxLength(10)),
  ),
});

const updateLineSchema = v.object({
  quantity: v.optional(quantitySchema),
  size: v.optional(sizeSchema),
  engraving: v.optional(v.nullable(engravingInput)),
  carePlan: v.optional(v.boolean()),
});

const lineParams = v.object({ id: v.string() });
const bagQuery = v.object({
  bagVersion: v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))),
  locale: v.optional(v.string()),
});
const couponSchema = v.object({
  code: v.pipe(v.string(m.required.id), v.trim(), v.nonEmpty(m.required.id), v.maxLength(40, m.required.id)),
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Prices the bag now and answers it (with the server's changes a client at `clientVersion` has not seen). */
export async function answerBag(request: FastifyRequest, bag: BagRow, clientVersion?: number) {
  const context = await pricingContextOf(request);
  const priced = await recordServerChanges(request.server.db, await priceBag(request.server.db, bag, context));
  return bagJson(priced, unseenChanges(priced, clientVersion));
}

/** The shopper's own line, or 404 (another shopper's line id says nothing about that line). */
async function ownLine(request: FastifyRequest, id: string) {
  const bag = await findBag(request);
  if (!bag || !uuid.test(id)) throw problems.notFound('This bag line was not found.');
  const line = await request.server.db
    .selectFrom('bag_lines')
    .selectAll()
    .where('id', '=', id)
    .where('bag_id', '=', bag.id)
    .executeTakeFirst();
  if (!line) throw problems.notFound('This bag line was not found.');
  return { bag, line };
}

async function lineContext(request: FastifyRequest) {
  const context = await pricingContextOf(request);
  return {
    market: context.market,
    currency: context.currency,
    isMember: context.customerId !== null,
    preferences: context.preferences,
  };
}

/** Bag: lines, saved for later, coupon and the recomputed summary, for guests (by session) and members. */
export async function bagRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/bag',
    tag: 'bag',
    summary: 'The shopper’s bag in the request’s market, every price and total recomputed now',
    query: bagQuery,
    handler: async ({ request, query }) => {
      const bag = await findBag(request);
      const { market, currency } = request.localeContext;
      if (!bag) return emptyBagJson(market, currency);
      return answerBag(request, bag, query.bagVersion);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/bag/summary',
    tag: 'bag',
    summary: 'Item count, subtotal and total for the header (the shared bag summary holds the subtotal)',
    handler: async ({ request }) => {
      const bag = await findBag(request);
      const { currency } = request.localeContext;
      if (!bag) return { itemCount: 0, subtotalCents: 0, totalCents: 0, currency };
      const { summary } = await priceBag(app.db, bag, await pricingContextOf(request));
      // totalCents stays for shells built before subtotalCents, which read it (as the subtotal: the bug it caused).
      return {
        itemCount: summary.itemCount,
        subtotalCents: summary.subtotalCents,
        totalCents: summary.totalCents,
        currency,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/bag/lines',
    tag: 'bag',
    summary:
      'Add a variant (size, engraving, care plan) and its chosen add-ons to the bag, all or nothing; the same line again adds to its quantity',
    body: addLineSchema,
    responses: {
      201: 'Added; the bag',
      404: 'PRODUCT_NOT_FOUND',
      409: 'INSUFFICIENT_STOCK, PRODUCT_UNAVAILABLE_ONLINE, CARE_PLAN_NOT_AVAILABLE, ADDON_UNAVAILABLE (sku, reason)',
    },
    handler: async ({ request, reply, body }) => {
      const main = {
        sku: body.sku,
        quantity: body.quantity,
        size: body.size,
        engraving: body.engraving ?? undefined,
        carePlan: body.carePlan,
      };
      const bag = await addLines(request, reply, main, body.addons ?? [], await lineContext(request));
      void reply.code(201);
      return answerBag(request, bag);
    },
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/bag/lines/:id',
    tag: 'bag',
    summary: 'Change a line’s quantity, size, engraving or care plan (the same rules as adding)',
    params: lineParams,
    body: updateLineSchema,
    responses: { 404: 'NOT_FOUND (not this shopper’s line)', 409: 'INSUFFICIENT_STOCK' },
    handler: async ({ request, params, body }) => {
      const { bag, line } = await ownLine(request, params.id);
      const engraving = body.engraving === undefined ? (line.engraving ?? undefined) : (body.engraving ?? undefined);
      const checked = await checkLine(
        app.db,
        {
          sku: line.sku,
          quantity: body.quantity ?? line.quantity,
          size: body.size ?? (line.size === '' ? undefined : line.size),
          engraving,
          carePlan: body.carePlan ?? line.care_plan,
        },
        await lineContext(request),
      );
      const change: BagLineWrite = (db) =>
        db
          .updateTable('bag_lines')
          .set({
            quantity: checked.quantity,
            size: checked.size,
            engraving: checked.engraving,
            care_plan: checked.carePlan,
          })
          .where('id', '=', line.id);
      return answerBag(request, await touchBag(app.db, bag.id, {}, [change]));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/bag/lines/:id',
    tag: 'bag',
    summary: 'Remove a line',
    params: lineParams,
    responses: { 404: 'NOT_FOUND' },
    handler: async ({ request, params }) => {
      const { bag, line } = await ownLine(request, params.id);
      const removal: BagLineWrite = (db) => db.deleteFrom('bag_lines').where('id', '=', line.id);
      return answerBag(request, await touchBag(app.db, bag.id, {}, [removal]));
    },
  });

  for (const [action, saved] of [
    ['save-for-later', true],
    ['move-to-bag', false],
  ] as const) {
    defineRoute(app, {
      method: 'POST',
      url: `/bag/lines/:id/${action}`,
      tag: 'bag',
      summary: saved ? 'Move a line to the saved-for-later list' : 'Move a saved line back into the bag',
      params: lineParams,
      responses: { 404: 'NOT_FOUND' },
      handler: async ({ request, params }) => {
        const { bag, line } = await ownLine(request, params.id);
        const move: BagLineWrite = (db) =>
          db.updateTable('bag_lines').set({ saved_for_later: saved }).where('id', '=', line.id);
        return answerBag(request, await touchBag(app.db, bag.id, {}, [move]));
      },
    });
  }

  defineRoute(app, {
    method: 'PUT',
    url: '/bag/coupon',
    tag: 'bag',
    summary: 'Apply a coupon or the welcome voucher',
    body: couponSchema,
    responses: {
      400: 'COUPON_INVALID (a code that cannot exist)',
      409: 'COUPON_INVALID, COUPON_MIN_SPEND (minSpendCents), COUPON_ENDED, COUPON_NOT_APPLICABLE, COUPON_ALREADY_USED',
    },
    handler: async ({ request, reply, body }) => {
      // A code that cannot exist is the same answer as an unknown one, without touching the bag.
      if (!/^[A-Za-z0-9][A-Za-z0-9-]{1,39}$/.test(body.code)) {
        throw new ApiProblem(400, 'COUPON_INVALID', 'Please verify the code and try again.');
      }
      const bag = await ensureBag(request, reply);
      const context = await pricingContextOf(request);
      const priced = await priceBag(app.db, bag, context);
      const outcome = await evaluateCoupon(app.db, body.code, {
        currency: context.currency,
        customerId: context.customerId,
        lines: priced.lines.map((line) => ({ categoryId: line.categoryId, lineCents: line.lineCents })),
      });
      if (!outcome.ok) throw outcome.problem;
      return answerBag(request, await touchBag(app.db, bag.id, { coupon_code: outcome.code }));
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/bag/coupon',
    tag: 'bag',
    summary: 'Remove the coupon',
    handler: async ({ request }) => {
      const bag = await findBag(request);
      const { market, currency } = request.localeContext;
      if (!bag) return emptyBagJson(market, currency);
      return answerBag(request, await touchBag(app.db, bag.id, { coupon_code: null }));
    },
  });
}
