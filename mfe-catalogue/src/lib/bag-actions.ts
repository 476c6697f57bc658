import { bagAnswerSchema } from '@storefront/api-schemas';
import { announce, bagSummaryChanged } from '@storefront/contracts';
import { catalogueApi } from './catalogue-api-client';

/** A line as the bag API takes it (`POST /api/bag/lines`). */
export interface BagLineInput {
  sku: string;
  quantity: number;
  /** Ring size code, for sized pieces. */
  size?: string | undefined;
  /** Engraving text; absent or empty for none. */
  engraving?: string | undefined;
  /** Add the professional care plan. */
  carePlan?: boolean | undefined;
  /** Add-ons of the piece (one unit each, with the price shown for them): the bag takes all of them or nothing. */
  addons?: ReadonlyArray<{ sku: string; priceCents: number }> | undefined;
}

/**
 * Adds a line (and its add-ons, all or nothing) to the bag through the API, then refreshes the shared bag summary (the header's count) and tells the
 * other remotes. Refreshes: the bag summary store. Rejects with the client's error (a ProblemError carries `code`).
 */
export async function addToBag(line: BagLineInput, priceCents: number): Promise<void> {
  const body = {
    sku: line.sku,
    quantity: line.quantity,
    ...(line.size ? { size: line.size } : {}),
    ...(line.engraving ? { engraving: line.engraving } : {}),
    ...(line.carePlan ? { carePlan: true } : {}),
    ...(line.addons?.length ? { addons: line.addons.map((addon) => addon.sku) } : {}),
  };
  const answer = await catalogueApi.post('/bag/lines', { body, schema: bagAnswerSchema });
  const { summary } = answer;
  bagSummaryChanged({ itemCount: summary.itemCount, subtotalCents: summary.subtotalCents, currency: summary.currency });
  announce('storefront:bag-item-added', {
    sku: line.sku,
    quantity: line.quantity,
    priceCents,
    currency: summary.currency,
  });
  for (const addon of line.addons ?? []) {
    announce('storefront:bag-item-added', {
      sku: addon.sku,
      quantity: 1,
      priceCents: addon.priceCents,
      currency: summary.currency,
    });
  }
}
