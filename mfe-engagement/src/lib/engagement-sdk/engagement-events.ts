import { createStoredValue, listen, type StorefrontEventMap } from '@storefront/contracts';
import * as v from 'valibot';
import type * as BrazeSdk from './braze-sdk';
import { checkInput, eventNameSchema, PURCHASE_CURRENCIES, purchaseSchema } from './engagement-input-rules';
import { engagementLog } from './engagement-log';

/** The SDK calls event logging makes (the running SDK of engagement-runtime.ts, or a recording double in tests). */
export type EventLoggingSdk = Pick<typeof BrazeSdk, 'logCustomEvent' | 'logPurchase'>;

/**
 * The custom events the storefront logs, by what the shopper did. In-app messages are triggered by these names (the
 * campaigns in Braze, and `in-app-messages.json` of the stand-in), so a name changes only with them.
 */
export const CUSTOM_EVENT_NAMES = {
  addedToBag: 'added_to_bag',
  addedToWishlist: 'added_to_wishlist',
  searched: 'searched',
  viewedCollection: 'viewed_collection',
  startedCheckout: 'started_checkout',
} as const;

/** How many order numbers a tab remembers as logged (a shopper places a few orders a session at most). */
const REMEMBERED_ORDERS = 20;

/** The orders whose purchases this tab has logged, so the confirmation's reload (or a second announcement) logs none. */
const loggedOrders = createStoredValue({
  area: 'session',
  key: 'storefront:engagement:logged-orders',
  schema: v.array(v.string()),
});
/** The same in memory, for a tab whose storage is refused or full. */
const loggedInThisPage = new Set<string>();

const money = (cents: number) => Math.round(cents) / 100;
const currencySchema = v.picklist(PURCHASE_CURRENCIES, 'the currency is not in the list of currencies');
const quantitySchema = v.pipe(v.number(), v.integer('the quantity is not a whole number'), v.minValue(1));
const priceSchema = v.pipe(
  v.number('the price is not numeric'),
  v.finite('the price is not numeric'),
  v.minValue(0, 'the price is negative'),
);

/** What each custom event carries, checked before it is logged (a failure is logged only and the event skipped). */
const propertiesSchemas = {
  [CUSTOM_EVENT_NAMES.addedToBag]: v.object({
    sku: v.pipe(v.string(), v.nonEmpty('the sku is empty')),
    quantity: quantitySchema,
    price: priceSchema,
    currency: currencySchema,
  }),
  [CUSTOM_EVENT_NAMES.addedToWishlist]: v.object({
    product_id: v.pipe(v.string(), v.nonEmpty('the product id is empty')),
    sku: v.optional(v.pipe(v.string(), v.nonEmpty('the sku is empty'))),
  }),
  [CUSTOM_EVENT_NAMES.searched]: v.object({
    query: v.pipe(v.string(), v.trim(), v.nonEmpty('the search query is empty')),
    result_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  [CUSTOM_EVENT_NAMES.viewedCollection]: v.object({
    category: v.pipe(v.string(), v.nonEmpty('the category is empty')),
    name: v.pipe(v.string(), v.trim(), v.nonEmpty('the category name is empty')),
  }),
  [CUSTOM_EVENT_NAMES.startedCheckout]: v.object({
    item_count: v.pipe(
      v.number(),
      v.integer('the item count is not a whole number'),
      v.minValue(1, 'the checkout has no pieces'),
    ),
    subtotal: priceSchema,
    currency: currencySchema,
  }),
};

type CustomEventName = keyof typeof propertiesSchemas;

function logCustomEvent(sdk: EventLoggingSdk, name: CustomEventName, properties: Record<string, unknown>): void {
  const problems: string[] = [];
  const checkedName = checkInput(eventNameSchema, name, problems);
  const checked = checkInput(propertiesSchemas[name], properties, problems);
  if (checkedName === null || checked === null) {
    engagementLog(`custom event "${name}" not logged: ${problems.join('; ')}`, properties);
    return;
  }
  if (!sdk.logCustomEvent(checkedName, checked)) {
    engagementLog(`the engagement SDK refused the custom event "${name}" (blocklisted, or not running)`, checked);
  }
}

/** Was this order's purchase logged in this tab already? Remembers it when not (before logging: never twice). */
function firstTimeFor(orderNumber: string): boolean {
  const stored = loggedOrders.read() ?? [];
  if (loggedInThisPage.has(orderNumber) || stored.includes(orderNumber)) return false;
  loggedInThisPage.add(orderNumber);
  loggedOrders.write([...stored, orderNumber].slice(-REMEMBERED_ORDERS));
  return true;
}

/** One purchase per order line (SPEC §7: `pid, c, p, q, pr`), once per order; a line that fails a check is skipped. */
function logOrder(sdk: EventLoggingSdk, order: StorefrontEventMap['storefront:order-placed']): void {
  if (!order.orderNumber) {
    engagementLog('purchase not logged: the order has no number', order);
    return;
  }
  if (!firstTimeFor(order.orderNumber)) return;
  for (const line of order.lines) {
    const problems: string[] = [];
    const purchase = checkInput(
      purchaseSchema,
      {
        productId: line.productId,
        price: money(line.unitPriceCents),
        currency: order.currency,
        quantity: line.quantity,
        properties: { order_number: order.orderNumber, sku: line.sku },
      },
      problems,
    );
    if (purchase === null) {
      engagementLog(`purchase of order ${order.orderNumber} not logged: ${problems.join('; ')}`, line);
      continue;
    }
    const { productId, price, currency, quantity, properties } = purchase;
    if (!sdk.logPurchase(productId, price, currency, quantity, properties)) {
      engagementLog(`the engagement SDK refused the purchase of ${productId} (blocklisted, or not running)`, purchase);
    }
  }
}

/** A handler that logs instead of throwing: an announcement of another shape must never break the page. */
function safely<T>(what: string, handle: (detail: T) => void): (detail: T) => void {
  return (detail) => {
    try {
      handle(detail);
    } catch (error) {
      engagementLog(`${what} not logged: the announcement could not be read`, error);
    }
  };
}

let followedBefore = false;

/**
 * Logs what the shopper does, as the other remotes announce it (`@storefront/contracts` events), through the SDK:
 * an add to bag, an add to the wishlist, a search, a category page opened (a collection viewed) and a checkout started
 * as custom events, a placed order as one purchase per line (once per order in this tab). Each call is checked first (SPEC §5); a failed check is logged only (SPEC §8) and the call
 * skipped. Returns the function that stops following.
 */
export function followStorefrontEvents(sdk: EventLoggingSdk): () => void {
  // The SDK starts after the page is interactive: the first follow in a page also logs what was announced before it
  // (a search page opened from a link, an order placed as the payment provider's return page loads). A later follow
  // (marketing messages turned back on) does not: what happened while they were off stays unlogged.
  const replay = !followedBefore;
  followedBefore = true;
  const stops = [
    listen(
      'storefront:bag-item-added',
      safely(CUSTOM_EVENT_NAMES.addedToBag, (item) =>
        logCustomEvent(sdk, CUSTOM_EVENT_NAMES.addedToBag, {
          sku: item.sku,
          quantity: item.quantity,
          price: money(item.priceCents),
          currency: item.currency,
        }),
      ),
      { replay },
    ),
    listen(
      'storefront:wishlist-item-added',
      safely(CUSTOM_EVENT_NAMES.addedToWishlist, (item) =>
        logCustomEvent(sdk, CUSTOM_EVENT_NAMES.addedToWishlist, {
          product_id: item.productId,
          ...(item.sku ? { sku: item.sku } : {}),
        }),
      ),
      { replay },
    ),
    listen(
      'storefront:search-performed',
      safely(CUSTOM_EVENT_NAMES.searched, (search) =>
        logCustomEvent(sdk, CUSTOM_EVENT_NAMES.searched, { query: search.query, result_count: search.resultCount }),
      ),
      { replay },
    ),
    listen(
      'storefront:category-viewed',
      safely(CUSTOM_EVENT_NAMES.viewedCollection, (category) =>
        logCustomEvent(sdk, CUSTOM_EVENT_NAMES.viewedCollection, { category: category.category, name: category.name }),
      ),
      { replay },
    ),
    listen(
      'storefront:checkout-started',
      safely(CUSTOM_EVENT_NAMES.startedCheckout, (checkout) =>
        logCustomEvent(sdk, CUSTOM_EVENT_NAMES.startedCheckout, {
          item_count: checkout.itemCount,
          subtotal: money(checkout.subtotalCents),
          currency: checkout.currency,
        }),
      ),
      { replay },
    ),
    listen(
      'storefront:order-placed',
      safely('purchase', (order) => logOrder(sdk, order)),
      { replay },
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

/** For tests: forgets the orders this page logged (session storage is the test's to clear). */
export function forgetLoggedOrdersForTests(): void {
  loggedInThisPage.clear();
}
