import { bagAnswerSchema, type Bag } from '@storefront/api-schemas';
import { settleBagAnswer as settled } from '../../lib/bag-summary-sync';
import { checkoutApi } from '../../lib/checkout-api-client';

/** A change to one line (`PATCH /bag/lines/:id`). */
export interface LineChange {
  quantity?: number;
  carePlan?: boolean;
}

/** The bag now; with `sinceVersion`, the answer lists what the server changed since (CART_UPDATED). */
export async function fetchBag(sinceVersion: number | undefined, signal?: AbortSignal): Promise<Bag> {
  const bag = await checkoutApi.get('/bag', {
    schema: bagAnswerSchema,
    query: { bagVersion: sinceVersion },
    ...(signal ? { signal } : {}),
  });
  return settled(bag, bag.changes.length === 0);
}

export async function changeLine(id: string, change: LineChange): Promise<Bag> {
  return settled(
    await checkoutApi.patch(`/bag/lines/${encodeURIComponent(id)}`, { body: change, schema: bagAnswerSchema }),
    true,
  );
}

export async function removeLine(id: string): Promise<Bag> {
  return settled(await checkoutApi.delete(`/bag/lines/${encodeURIComponent(id)}`, { schema: bagAnswerSchema }), true);
}

export async function saveForLater(id: string): Promise<Bag> {
  return settled(
    await checkoutApi.post(`/bag/lines/${encodeURIComponent(id)}/save-for-later`, { schema: bagAnswerSchema }),
    true,
  );
}

export async function moveToBag(id: string): Promise<Bag> {
  return settled(
    await checkoutApi.post(`/bag/lines/${encodeURIComponent(id)}/move-to-bag`, { schema: bagAnswerSchema }),
    true,
  );
}
