import type { CheckoutState } from '@storefront/api-schemas';
import { announce } from '@storefront/contracts';
import { useEffect } from 'react';

/**
 * The bag contents this page last announced as a checkout started: moving between the steps and back, or a step's
 * own saves, start no second checkout; a bag whose pieces or quantities changed in between starts a new one.
 */
let announcedContents: string | null = null;

const contentsOf = (checkout: CheckoutState) =>
  [checkout.currency, ...checkout.lines.map((line) => `${line.sku}×${line.quantity}`)].join('|');

/**
 * Tells the other remotes the checkout started (`storefront:checkout-started`) when its first step opens with the
 * bag's pieces: how many, their subtotal in cents and the currency. Once per checkout visit; an empty bag starts none.
 * The engagement remote logs it (its in-app messages may follow a checkout started).
 */
export function CheckoutStartedAnnouncement({ checkout }: { checkout: CheckoutState }): null {
  const contents = checkout.lines.length > 0 ? contentsOf(checkout) : null;
  const { itemCount, subtotalCents, currency } = checkout.summary;
  useEffect(() => {
    if (contents === null || contents === announcedContents) return;
    announcedContents = contents;
    announce('storefront:checkout-started', { itemCount, subtotalCents, currency });
  }, [contents, itemCount, subtotalCents, currency]);
  return null;
}

/** For tests: forgets the checkout this page announced, as a new page would. */
export function forgetCheckoutStartedForTests(): void {
  announcedContents = null;
}
