import * as v from 'valibot';

/**
 * SPEC §5's input checks for the engagement SDK, made before each call: a value that fails is logged only (SPEC §8)
 * and the call skipped, so the SDK never sees it. The SDK checks the same rules again and refuses what breaks them.
 */

/** The longest user id the SDK takes (`changeUser`), in UTF-8 bytes. */
export const MAX_USER_ID_BYTES = 997;

/** The most units one purchase call may log (the SDK's `MAX_PURCHASE_QUANTITY`). */
export const MAX_PURCHASE_QUANTITY = 100;

/**
 * The currencies a purchase may be logged in: the SDK's fixed ISO 4217 list (`src/util/iso-4217-currency-codes.js`
 * of `@braze/web-sdk` 6.13.0, which a test compares with this copy), not whatever the browser's `Intl` knows.
 */
export const PURCHASE_CURRENCIES = [
  'AED',
  'AFN',
  'ALL',
  'AMD',
  'ANG',
  'AOA',
  'ARS',
  'AUD',
  'AWG',
  'AZN',
  'BAM',
  'BBD',
  'BDT',
  'BGN',
  'BHD',
  'BIF',
  'BMD',
  'BND',
  'BOB',
  'BRL',
  'BSD',
  'BTC',
  'BTN',
  'BWP',
  'BYR',
  'BZD',
  'CAD',
  'CDF',
  'CHF',
  'CLF',
  'CLP',
  'CNY',
  'COP',
  'CRC',
  'CUC',
  'CUP',
  'CVE',
  'CZK',
  'DJF',
  'DKK',
  'DOP',
  'DZD',
  'EEK',
  'EGP',
  'ERN',
  'ETB',
  'EUR',
  'FJD',
  'FKP',
  'GBP',
  'GEL',
  'GGP',
  'GHS',
  'GIP',
  'GMD',
  'GNF',
  'GTQ',
  'GYD',
  'HKD',
  'HNL',
  'HRK',
  'HTG',
  'HUF',
  'IDR',
  'ILS',
  'IMP',
  'INR',
  'IQD',
  'IRR',
  'ISK',
  'JEP',
  'JMD',
  'JOD',
  'JPY',
  'KES',
  'KGS',
  'KHR',
  'KMF',
  'KPW',
  'KRW',
  'KWD',
  'KYD',
  'KZT',
  'LAK',
  'LBP',
  'LKR',
  'LRD',
  'LSL',
  'LTL',
  'LVL',
  'LYD',
  'MAD',
  'MDL',
  'MGA',
  'MKD',
  'MMK',
  'MNT',
  'MOP',
  'MRO',
  'MTL',
  'MUR',
  'MVR',
  'MWK',
  'MXN',
  'MYR',
  'MZN',
  'NAD',
  'NGN',
  'NIO',
  'NOK',
  'NPR',
  'NZD',
  'OMR',
  'PAB',
  'PEN',
  'PGK',
  'PHP',
  'PKR',
  'PLN',
  'PYG',
  'QAR',
  'RON',
  'RSD',
  'RUB',
  'RWF',
  'SAR',
  'SBD',
  'SCR',
  'SDG',
  'SEK',
  'SGD',
  'SHP',
  'SLL',
  'SOS',
  'SRD',
  'STD',
  'SVC',
  'SYP',
  'SZL',
  'THB',
  'TJS',
  'TMT',
  'TND',
  'TOP',
  'TRY',
  'TTD',
  'TWD',
  'TZS',
  'UAH',
  'UGX',
  'USD',
  'UYU',
  'UZS',
  'VEF',
  'VND',
  'VUV',
  'WST',
  'XAF',
  'XAG',
  'XAU',
  'XCD',
  'XDR',
  'XOF',
  'XPD',
  'XPF',
  'XPT',
  'YER',
  'ZAR',
  'ZMK',
  'ZMW',
  'ZWL',
] as const;

/** The SDK refuses names and strings with control characters or a double quote (its `CUSTOM_DATA_REGEX`; emptiness is a check of its own). */
// eslint-disable-next-line no-control-regex -- the SDK's own rule is about control characters
const customStringPattern = /^[^\x00-\x1F"]*$/;

/** A user id for `changeUser`: not empty, at most {@link MAX_USER_ID_BYTES} bytes. */
export const userIdSchema = v.pipe(
  v.string('the user id is not text'),
  v.nonEmpty('the user id is empty'),
  v.maxBytes(MAX_USER_ID_BYTES, `the user id is longer than ${MAX_USER_ID_BYTES} bytes`),
);

/**
 * A custom event name: not empty, no control characters or double quotes. Whether the workspace blocklists it
 * (`events_blacklist` in the SDK's server configuration, which the page cannot read) the SDK decides: it then refuses
 * the call, which the caller logs too.
 */
export const eventNameSchema = v.pipe(
  v.string('the event name is not text'),
  v.nonEmpty('the event name is empty'),
  v.regex(customStringPattern, 'the event name has a control character or a double quote'),
);

/** A purchase as `logPurchase(productId, price, currency, quantity, properties)` takes it. */
export const purchaseSchema = v.object({
  productId: v.pipe(
    v.string('the product id is not text'),
    v.nonEmpty('the product id is empty'),
    v.regex(customStringPattern, 'the product id has a control character or a double quote'),
  ),
  price: v.pipe(
    v.number('the price is not numeric'),
    v.finite('the price is not numeric'),
    v.minValue(0, 'the price is negative'),
    v.check((price) => Math.round(price * 100) / 100 === price, 'the price has more than 2 decimals'),
  ),
  currency: v.picklist(PURCHASE_CURRENCIES, 'the currency is not in the list of currencies'),
  quantity: v.pipe(
    v.number('the quantity is not a number'),
    v.integer('the quantity is not a whole number'),
    v.minValue(1, 'the quantity is less than 1'),
    v.maxValue(MAX_PURCHASE_QUANTITY, `the quantity is more than ${MAX_PURCHASE_QUANTITY}`),
  ),
  properties: v.record(v.string(), v.union([v.string(), v.number(), v.boolean()])),
});

/**
 * The value when it passes `schema`, otherwise null with every problem in `problems` (for the engagement log).
 *
 * @example
 * const id = checkInput(userIdSchema, customerId, problems); // null and problems ['the user id is empty'] for ''
 */
export function checkInput<S extends v.GenericSchema>(
  schema: S,
  value: unknown,
  problems: string[],
): v.InferOutput<S> | null {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  for (const issue of result.issues) {
    const where = issue.path?.map((item) => String(item.key)).join('.');
    problems.push(where ? `${where}: ${issue.message}` : issue.message);
  }
  return null;
}
