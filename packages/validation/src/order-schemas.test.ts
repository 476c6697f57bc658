import * as v from 'valibot';

import { orderNumberSchema } from './order-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('orderNumberSchema', () => {
  it('accepts 12-digit order numbers and 5-digit legacy WA receipts', () => {
    expect(v.parse(orderNumberSchema, '123456789012')).toBe('123456789012');
    expect(v.parse(orderNumberSchema, ' 1234 5678 9012 ')).toBe('123456789012');
    expect(v.parse(orderNumberSchema, '54321')).toBe('54321');
  });

  it.each(['1234', '123456', '12345678901', '1234567890123', 'AB3456789012'])('rejects %s', (orderNumber) => {
    expect(messageOf(orderNumberSchema, orderNumber)).toBe('validation.orderNumber.invalid');
  });

  it('asks for the order number when blank', () => {
    expect(messageOf(orderNumberSchema, '')).toBe('validation.orderNumber.required');
  });
});
