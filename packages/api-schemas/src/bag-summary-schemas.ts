import * as v from 'valibot';
import { centsSchema, currencySchema } from './market-schemas';

/** `GET /bag/summary`: the header's count and the bag's subtotal (what the shared bag summary holds). */
export const bagSummaryAnswerSchema = v.object({
  itemCount: v.number(),
  /** The bag's subtotal, as `summary.subtotalCents` of the bag answer: never the total. */
  subtotalCents: centsSchema,
  /** The bag's total with delivery, discount and tax, as `summary.totalCents` of the bag answer. */
  totalCents: centsSchema,
  currency: currencySchema,
});
/** The header's bag summary answer. */
export type BagSummaryAnswer = v.InferOutput<typeof bagSummaryAnswerSchema>;
