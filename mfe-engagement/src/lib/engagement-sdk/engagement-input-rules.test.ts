import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  checkInput,
  eventNameSchema,
  MAX_USER_ID_BYTES,
  PURCHASE_CURRENCIES,
  purchaseSchema,
  userIdSchema,
} from './engagement-input-rules';

const purchase = {
  productId: 'p-18000001',
  price: 1299.5,
  currency: 'AUD',
  quantity: 1,
  properties: { order_number: '100000000001', sku: '18000001' },
};

function problemsOf(schema: Parameters<typeof checkInput>[0], value: unknown): string[] {
  const problems: string[] = [];
  checkInput(schema, value, problems);
  return problems;
}

describe('the engagement SDK input checks (SPEC §5)', () => {
  it('take a member id within 997 bytes and refuse an empty or longer one', () => {
    expect(problemsOf(userIdSchema, '3f1c2a9e-8b7d-4c6e-9a0b-1d2e3f4a5b6c')).toEqual([]);
    expect(problemsOf(userIdSchema, '')).toEqual(['the user id is empty']);
    // 'é' is two bytes in UTF-8: 499 of them are 998 bytes though only 499 characters.
    expect(problemsOf(userIdSchema, 'é'.repeat(499))).toEqual([
      `the user id is longer than ${MAX_USER_ID_BYTES} bytes`,
    ]);
    expect(problemsOf(userIdSchema, 'a'.repeat(MAX_USER_ID_BYTES))).toEqual([]);
  });

  it('refuse an empty event name and one with a double quote or a control character', () => {
    expect(problemsOf(eventNameSchema, 'added_to_bag')).toEqual([]);
    expect(problemsOf(eventNameSchema, '')).toEqual(['the event name is empty']);
    expect(problemsOf(eventNameSchema, 'say "hi"')).toEqual([
      'the event name has a control character or a double quote',
    ]);
    expect(problemsOf(eventNameSchema, 'line\nbreak')).toEqual([
      'the event name has a control character or a double quote',
    ]);
  });

  it('take a purchase with a product id, a 2-decimal price, 1 to 100 units and a listed currency', () => {
    expect(checkInput(purchaseSchema, purchase, [])).toEqual(purchase);
    expect(problemsOf(purchaseSchema, { ...purchase, productId: '' })).toEqual(['productId: the product id is empty']);
    expect(problemsOf(purchaseSchema, { ...purchase, price: Number.NaN })).toEqual(['price: the price is not numeric']);
    expect(problemsOf(purchaseSchema, { ...purchase, price: '12.00' })).toEqual(['price: the price is not numeric']);
    expect(problemsOf(purchaseSchema, { ...purchase, price: 12.005 })).toEqual([
      'price: the price has more than 2 decimals',
    ]);
    expect(problemsOf(purchaseSchema, { ...purchase, quantity: 0 })).toEqual(['quantity: the quantity is less than 1']);
    expect(problemsOf(purchaseSchema, { ...purchase, quantity: 101 })).toEqual([
      'quantity: the quantity is more than 100',
    ]);
    expect(problemsOf(purchaseSchema, { ...purchase, quantity: 1.5 })).toEqual([
      'quantity: the quantity is not a whole number',
    ]);
    expect(problemsOf(purchaseSchema, { ...purchase, currency: 'aud' })).toEqual([
      'currency: the currency is not in the list of currencies',
    ]);
    expect(problemsOf(purchaseSchema, { ...purchase, currency: 'XYZ' })).toEqual([
      'currency: the currency is not in the list of currencies',
    ]);
  });

  it('know the same currencies as the SDK (its fixed list, about 160 codes, the markets’ three among them)', () => {
    const sdkList = readFileSync(
      path.join(path.dirname(require.resolve('@braze/web-sdk')), 'util/iso-4217-currency-codes.js'),
      'utf8',
    );
    const sdkCodes = [...sdkList.matchAll(/"([A-Z]{3})"/g)].map((match) => match[1]);
    expect(sdkCodes.length).toBeGreaterThan(150);
    expect([...PURCHASE_CURRENCIES]).toEqual(sdkCodes);
    expect(PURCHASE_CURRENCIES).toEqual(expect.arrayContaining(['AUD', 'CAD', 'NZD']));
  });
});
