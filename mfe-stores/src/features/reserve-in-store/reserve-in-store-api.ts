import { storeReservationAnswerSchema, type StoreReservationAnswer } from '@storefront/api-schemas';
import { NetworkError, ProblemError, TimeoutError } from '@storefront/http';
import type { StoreReservationRequest } from '@storefront/validation';
import { storesApi } from '../../lib/stores-api-client';

/** Holds one unit at a store for the shopper (`POST /stores/reservations`); they are e-mailed a cancellation link. */
export function reserveInStore(request: StoreReservationRequest): Promise<StoreReservationAnswer> {
  return storesApi.post('/stores/reservations', { body: request, schema: storeReservationAnswerSchema });
}

/** Cancels the reservation of an e-mailed link (`POST /stores/reservations/cancel`): only ever on the shopper's press. */
export function cancelReservation(token: string): Promise<StoreReservationAnswer> {
  return storesApi.post('/stores/reservations/cancel', { body: { token }, schema: storeReservationAnswerSchema });
}

/** Why a reservation or its cancellation did not go through, in the terms the page words it. */
export type ReservationFailure =
  'out-of-stock' | 'not-sold' | 'engraved' | 'link-invalid' | 'throttled' | 'network' | 'failed';

/** What an error of `reserveInStore` or `cancelReservation` means for the shopper. */
export function reservationFailureOf(error: unknown): ReservationFailure {
  if (error instanceof ProblemError) {
    if (error.code === 'STORE_OUT_OF_STOCK') return 'out-of-stock';
    if (error.code === 'NOT_SOLD_IN_STORE' || error.code === 'STORE_NOT_FOUND') return 'not-sold';
    if (error.code === 'ENGRAVING_NOT_AVAILABLE') return 'engraved';
    if (error.code === 'RESERVATION_LINK_INVALID') return 'link-invalid';
    if (error.status === 429) return 'throttled';
  }
  if (error instanceof NetworkError || error instanceof TimeoutError) return 'network';
  return 'failed';
}
