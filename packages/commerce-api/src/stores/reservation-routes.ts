import {
  reservationCancelSchema,
  storeReservationRequestSchema,
  validationMessages as m,
  type StoreReservationRequest,
} from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sizeLabel } from '../catalogue/ring-sizes';
import type { Database } from '../db/database';
import type { Market } from '../db/schema';
import { sendLater } from '../email/send-later';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { hashToken } from '../http/session';
import { takeAttempt, type ThrottleKey } from '../http/throttle';
import { storefrontLink } from '../identity/shopper-links';
import { reservationConfirmationEmail } from './reservation-emails';
import { cancelByToken, holdUnit, RESERVATION_HOLD_DAYS, type ReservationStatus } from './reservations';
import { loadStores, storeSummary, type StoreRecord, type StoreSummary } from './store-directory';
import { storesClock } from './stores-clock';

/** The storefront page the e-mailed cancellation link opens, with `?token=` (a page of the stores remote). */
export const RESERVATION_CANCEL_PATH = '/stores/reservations/cancel';

/** No unit of the variant and size is left at the store (also when the last one was just reserved by someone else). */
export const STORE_OUT_OF_STOCK = 'STORE_OUT_OF_STOCK';
/** The store does not carry the variant in any size. */
export const NOT_SOLD_IN_STORE = 'NOT_SOLD_IN_STORE';
/** Engraved pieces are made for the shopper and cannot be reserved from a shelf (SPEC §4). */
export const ENGRAVING_NOT_AVAILABLE = 'ENGRAVING_NOT_AVAILABLE';
/** The cancellation token is no reservation's. */
export const RESERVATION_LINK_INVALID = 'RESERVATION_LINK_INVALID';

/** Reservations per IP: 10 an hour, as for contact enquiries. */
const ipPolicy = { kind: 'window', limit: 10, windowSeconds: 3600 } as const;
/** Reservations (and so confirmation e-mails) per address: 5 an hour, whatever the IP. */
const addressPolicy = { kind: 'window', limit: 5, windowSeconds: 3600 } as const;
/** Cancellations per IP: 30 an hour (a token cannot be guessed; this bounds the tries anyway). */
const cancelPolicy = { kind: 'window', limit: 30, windowSeconds: 3600 } as const;

/** A reservation as the caller reads it. */
interface ReservationView {
  reference: string;
  status: ReservationStatus;
  holdUntil: string;
  holdDays: number;
  product: { sku: string; slug: string; name: string; size: string | null; sizeLabel: string | null };
  store: StoreSummary;
}

function storeNotFound(): ApiProblem {
  return new ApiProblem(404, 'STORE_NOT_FOUND', 'There is no such store.');
}

function addressLine(store: StoreRecord): string {
  const locality = [store.suburb ?? store.city, [store.state, store.postcode].filter(Boolean).join(' ')];
  return [store.address1, store.address2, ...locality].filter(Boolean).join(', ');
}

async function productOf(db: Database, sku: string) {
  return db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.sku', 'products.slug', 'products.sized', 'products.name_en', 'products.name_fr'])
    .where('variants.sku', '=', sku)
    .executeTakeFirst();
}

/** The answer for a reservation row: the piece in the caller's language and the store as a list shows it. */
async function reservationView(db: Database, id: string, language: 'en' | 'fr', now: Date): Promise<ReservationView> {
  const row = await db
    .selectFrom('store_reservations')
    .select(['reference', 'status', 'hold_until', 'store_id', 'sku', 'size', 'market'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [product, [store]] = await Promise.all([
    productOf(db, row.sku),
    loadStores(db, { market: row.market, ids: [row.store_id] }, language, now),
  ]);
  if (!product || !store) throw new Error(`reservation ${row.reference} lost its product or store`);
  return viewOf(row, product, store, now, language);
}

function viewOf(
  row: { reference: string; status: ReservationStatus; hold_until: Date; sku: string; size: string; market: Market },
  product: { slug: string; name_en: string; name_fr: string },
  store: StoreRecord,
  now: Date,
  language: 'en' | 'fr',
): ReservationView {
  return {
    reference: row.reference,
    status: row.status,
    holdUntil: row.hold_until.toISOString(),
    holdDays: RESERVATION_HOLD_DAYS,
    product: {
      sku: row.sku,
      slug: product.slug,
      name: language === 'fr' ? product.name_fr : product.name_en,
      size: row.size === '' ? null : row.size,
      sizeLabel: row.size === '' ? null : sizeLabel(row.size, row.market, language),
    },
    store: storeSummary(store, now, null),
  };
}

/** Checks what can be reserved where, before anything is counted or held. */
async function reservable(request: FastifyRequest, body: StoreReservationRequest, now: Date) {
  const { db } = request.server;
  const { market, language } = request.localeContext;
  const product = await productOf(db, body.sku);
  if (!product) throw new ApiProblem(404, 'SKU_NOT_FOUND', 'There is no such product variant.');
  if (body.engraved) {
    throw new ApiProblem(409, ENGRAVING_NOT_AVAILABLE, 'Engraved pieces cannot be reserved in store.');
  }
  const size = product.sized ? body.size : '';
  if (product.sized && size === '') throw problems.invalid({ size: m.sizeRequired.id });
  if (product.sized) {
    // A size the piece is not made in is no size chosen.
    const made = await db
      .selectFrom('stock')
      .select('size')
      .where('sku', '=', product.sku)
      .where('size', '=', size)
      .executeTakeFirst();
    if (!made) throw problems.invalid({ size: m.sizeRequired.id });
  }
  const [store] = await loadStores(db, { market, ids: [body.storeId] }, language, now);
  if (!store) throw storeNotFound();
  const carried = await db
    .selectFrom('store_stock')
    .select('size')
    .where('store_id', '=', store.id)
    .where('sku', '=', product.sku)
    .limit(1)
    .executeTakeFirst();
  if (!carried) throw new ApiProblem(409, NOT_SOLD_IN_STORE, 'This store does not sell this piece.');
  return { product, store, size };
}

/** Reserve in store: hold one unit at a store for a few days, cancel it from the e-mailed link. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/stores/reservations',
    tag: 'stores',
    summary: `Reserve one unit of a variant and size at a store of the request’s market, held ${RESERVATION_HOLD_DAYS} days`,
    body: storeReservationRequestSchema,
    responses: {
      201: '`{ reservation }` (`holdUntil`, the store, the piece); the shopper is e-mailed in their language with a single-use cancellation link',
      400: 'VALIDATION_FAILED (`size`: `validation.size.required` for a sized piece without one)',
      404: '`SKU_NOT_FOUND`, `STORE_NOT_FOUND`',
      409: `\`${STORE_OUT_OF_STOCK}\` (no unit left), \`${NOT_SOLD_IN_STORE}\`, \`${ENGRAVING_NOT_AVAILABLE}\``,
      429: 'TOO_MANY_ATTEMPTS (per IP and per e-mail address)',
    },
    handler: async ({ request, reply, body }) => {
      const now = storesClock.now();
      const { market, locale, language } = request.localeContext;
      const { product, store, size } = await reservable(request, body, now);
      const email = body.email.toLowerCase();
      const keys: ThrottleKey[] = [
        { scope: 'reservation:ip', key: request.ip, policy: ipPolicy },
        { scope: 'reservation:address', key: hashToken(`${market}:${email}`), policy: addressPolicy },
      ];
      await takeAttempt(db, keys);
      const made = await holdUnit(
        db,
        {
          storeId: store.id,
          sku: product.sku,
          size,
          firstName: body.firstName,
          lastName: body.lastName,
          email,
          phone: body.phone,
          market,
          locale,
        },
        now,
      );
      if (!made) throw new ApiProblem(409, STORE_OUT_OF_STOCK, 'No unit of this piece is left at this store.');
      const view = viewOf(
        { reference: made.reference, status: 'held', hold_until: made.holdUntil, sku: product.sku, size, market },
        product,
        store,
        now,
        language,
      );
      const storePageUrl = storefrontLink(request, `/stores/${store.id}`, locale);
      const cancelUrl = storefrontLink(request, RESERVATION_CANCEL_PATH, locale, { token: made.cancelToken });
      sendLater(request.log, 'reservation confirmation', () =>
        app.mailer.send({
          to: email,
          kind: 'store-reservation',
          ...reservationConfirmationEmail({
            language,
            locale,
            reference: made.reference,
            firstName: body.firstName,
            productName: view.product.name,
            sizeLabel: view.product.sizeLabel ?? '',
            store: { name: store.name, address: addressLine(store), phone: store.phone, timeZone: store.timeZone },
            holdUntil: made.holdUntil,
            storePageUrl,
            cancelUrl,
          }),
        }),
      );
      void reply.code(201);
      return { reservation: view };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/stores/reservations/cancel',
    tag: 'stores',
    summary: 'Cancel a reservation with its e-mailed single-use token: the unit goes back to the store once',
    body: reservationCancelSchema,
    responses: {
      200: '`{ reservation }` with `status: "cancelled"`, the same for a second use (nothing released twice); `"expired"` when the hold had already lapsed',
      400: `\`${RESERVATION_LINK_INVALID}\`: no reservation has this token`,
      429: 'TOO_MANY_ATTEMPTS (per IP)',
    },
    handler: async ({ request, body }) => {
      const now = storesClock.now();
      await takeAttempt(db, [{ scope: 'reservation-cancel:ip', key: request.ip, policy: cancelPolicy }]);
      const cancelled = await cancelByToken(db, body.token, now);
      if (!cancelled) throw new ApiProblem(400, RESERVATION_LINK_INVALID, 'This cancellation link is not valid.');
      return { reservation: await reservationView(db, cancelled.id, request.localeContext.language, now) };
    },
  });
}
