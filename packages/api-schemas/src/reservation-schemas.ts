import * as v from 'valibot';
import { storeSummarySchema } from './store-schemas';

/** Where a reservation stands: holding its unit, cancelled from the e-mailed link, or lapsed. */
export const reservationStatusSchema = v.picklist(['held', 'cancelled', 'expired']);
/** A reservation's status. */
export type ReservationStatus = v.InferOutput<typeof reservationStatusSchema>;

/** A unit held at a store for a shopper (reserve in store). */
export const storeReservationSchema = v.object({
  /** The reference the shopper gives in store (8 characters). */
  reference: v.string(),
  status: reservationStatusSchema,
  /** When the hold ends (ISO 8601); the store's time zone is `store.timeZone`. */
  holdUntil: v.pipe(v.string(), v.isoTimestamp()),
  /** How many days a reservation holds its unit. */
  holdDays: v.number(),
  product: v.object({
    sku: v.string(),
    slug: v.string(),
    /** In the caller's language. */
    name: v.string(),
    /** The stored size code, null for a piece without sizes. */
    size: v.nullable(v.string()),
    /** The size as the store's market shows it (Canada: 4–10), null without sizes. */
    sizeLabel: v.nullable(v.string()),
  }),
  store: storeSummarySchema,
});
/** A store reservation. */
export type StoreReservation = v.InferOutput<typeof storeReservationSchema>;

/** `POST /stores/reservations` (201) and `POST /stores/reservations/cancel` (200). */
export const storeReservationAnswerSchema = v.object({ reservation: storeReservationSchema });
/** The answer of a reservation or its cancellation. */
export type StoreReservationAnswer = v.InferOutput<typeof storeReservationAnswerSchema>;
