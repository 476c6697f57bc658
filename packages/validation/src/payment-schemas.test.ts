import * as v from 'valibot';

import { cardNumberSchema, giftCardNumberSchema, giftCardPinSchema } from './payment-schemas';

const messageOf = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

describe('payment inputs', () => {
  it('needs a 4-digit gift card PIN', () => {
    expect(v.is(giftCardPinSchema, '0420')).toBe(true);
    expect(messageOf(giftCardPinSchema, '042')).toBe('validation.giftCardPin.invalid');
  });

  it('reads gift card numbers without spaces', () => {
    expect(v.parse(giftCardNumberSchema, '6006 4912 3456 7890')).toBe('6006491234567890');
    expect(messageOf(giftCardNumberSchema, '12AB')).toBe('validation.giftCardNumber.invalid');
  });

  it('checks card numbers with the Luhn algorithm', () => {
    expect(v.parse(cardNumberSchema, '4111 1111 1111 1111')).toBe('4111111111111111');
    expect(messageOf(cardNumberSchema, '4111 1111 1111 1112')).toBe('validation.cardNumber.invalid');
  });
});
