import * as v from 'valibot';

import { emailSchema, phoneSchema } from './contact-schemas';
import { orderNumberSchema } from './order-schemas';
import { noMarkup } from './plain-text-schemas';
import { requiredEntries } from './required-entries';
import { firstNameSchema, lastNameSchema, maxLength, optionalText, requiredText } from './text-schemas';
import { validationMessages as m } from './validation-messages';

/** Contact-form enquiry types (SPEC §3). */
export const enquiryTypes = ['general', 'order', 'product', 'recycle', 'store-feedback'] as const;

/** What an order enquiry is about (SPEC §3). */
export const orderEnquiryTypes = ['delivery', 'returns', 'order-status', 'incorrect-order', 'other'] as const;

const referenceCharacters = /^[A-Za-z0-9-]+$/;

function reference(length: number) {
  return v.pipe(requiredText(), v.regex(referenceCharacters, m.required.id), maxLength(length));
}

const shopperFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: optionalText(phoneSchema),
  comment: v.pipe(requiredText(m.commentRequired.id), noMarkup(), maxLength(1000)),
};

/**
 * The contact form (SPEC §3), its required fields chosen by the enquiry type: an order enquiry needs what it is about
 * and the order number (12 digits, or 5 for legacy WA receipts); a product enquiry the product name (the product
 * number, 8 digits on the tag, is optional); store feedback the store; a recycling enquiry may quote a quote number.
 */
export const contactEnquirySchema = v.variant(
  'enquiryType',
  [
    v.object({ enquiryType: v.literal('general'), ...requiredEntries(shopperFields) }),
    v.object({
      enquiryType: v.literal('order'),
      ...requiredEntries({
        ...shopperFields,
        orderEnquiryType: v.picklist(orderEnquiryTypes, m.orderEnquiryTypeRequired.id),
        orderNumber: orderNumberSchema,
      }),
    }),
    v.object({
      enquiryType: v.literal('product'),
      ...requiredEntries({
        ...shopperFields,
        productName: v.pipe(requiredText(), noMarkup(), maxLength(120)),
        productNumber: optionalText(reference(20)),
      }),
    }),
    v.object({
      enquiryType: v.literal('recycle'),
      ...requiredEntries({
        ...shopperFields,
        storeLocation: optionalText(reference(40)),
        quoteNumber: optionalText(reference(20)),
      }),
    }),
    v.object({
      enquiryType: v.literal('store-feedback'),
      ...requiredEntries({
        ...shopperFields,
        storeLocation: v.pipe(requiredText(m.storeLocationRequired.id), noMarkup(), maxLength(40)),
      }),
    }),
  ],
  m.enquiryRequired.id,
);

/** A contact enquiry as the API receives it. */
export type ContactEnquiry = v.InferOutput<typeof contactEnquirySchema>;
