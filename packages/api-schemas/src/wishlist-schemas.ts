import * as v from 'valibot';
import { centsSchema, currencySchema, timestampSchema } from './market-schemas';

/** A saved piece with what the storefront shows of it today. */
export const wishlistItemSchema = v.object({
  productId: v.string(),
  /** The saved variant; null when the product was saved without one. */
  sku: v.nullable(v.string()),
  name: v.string(),
  slug: v.string(),
  metal: v.nullable(v.string()),
  imageUrl: v.nullable(v.string()),
  online: v.boolean(),
  /** Null when the piece has no price in the market's currency. */
  price: v.nullable(
    v.object({
      currency: currencySchema,
      listCents: centsSchema,
      memberCents: v.nullable(centsSchema),
      priceCents: centsSchema,
    }),
  ),
  addedAt: timestampSchema,
});
/** A wishlist item. */
export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;

/** `GET /wishlist` (and its changes): the member's saved pieces, newest first. */
export const wishlistAnswerSchema = v.object({ currency: currencySchema, items: v.array(wishlistItemSchema) });
/** The wishlist answer. */
export type WishlistAnswer = v.InferOutput<typeof wishlistAnswerSchema>;
