import * as v from 'valibot';

import { emailSchema, phoneSchema } from './contact-schemas';
import { orderNumberSchema } from './order-schemas';
import { noMarkup } from './plain-text-schemas';
import { requiredEntries } from './required-entries';
import { firstNameSchema, lastNameSchema, maxLength, optionalText, requiredText } from './text-schemas';
import { validationMessages as m } from './validation-messages';

/** Contact-form enquiry types (SPEC §3). */
export const enquiryTypes = ['general', 'order', 'product', 'recycle', 'store-feedback'] as const;

/** A contact-form enquiry type. */
export type EnquiryType = (typeof enquiryTypes)[number];

/** What an order enquiry is about (SPEC §3). */
export const orderEnquiryTypes = ['delivery', 'returns', 'order-status', 'incorrect-order', 'other'] as const;

/** What an order enquiry is about. */
export type OrderEnquiryType = (typeof orderEnquiryTypes)[number];

/** The longest comment an enquiry may carry; the form counts down to it. */
export const CONTACT_COMMENT_MAX_LENGTH = 1000;

/** The product number (SKU) on a tag or receipt: 8 digits (SPEC §5); spaces are ignored. */
const productNumberSchema = v.pipe(
  v.string(m.productNumberInvalid.id),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^\d{8}$/, m.productNumberInvalid.id),
);

/** A store of the market, by its id (the form's store picker over `GET /stores`; the API checks it exists). */
const storeLocationSchema = v.pipe(
  requiredText(m.storeLocationRequired.id),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m.storeLocationRequired.id),
  maxLength(80),
);

const productNameSchema = v.pipe(requiredText(), noMarkup(), maxLength(120));

/** A store's quote (a recycling valuation, a custom piece): letters, digits and hyphens. */
const quoteNumberSchema = v.pipe(requiredText(), v.regex(/^[A-Za-z0-9-]+$/, m.quoteNumberInvalid.id), maxLength(20));

const shopperFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: optionalText(phoneSchema),
  comment: v.pipe(requiredText(m.commentRequired.id), noMarkup(), maxLength(CONTACT_COMMENT_MAX_LENGTH)),
};

/**
 * Which fields each enquiry type asks for beyond the shopper's own (names, e-mail, optional phone, comment), and
 * whether each is required. The form shows exactly these; the schema below requires exactly these.
 * - general: nothing more.
 * - order: what it is about and the order number (12 digits, or 5 for legacy WA receipts), both required; when it is
 *   an incorrect order or item, the product name and number of the piece, optional.
 * - product: the product name (required), its 8-digit product number and the store it was seen in (optional).
 * - recycle: the store that valued the jewellery and its quote number, both optional.
 * - store feedback: the store, required.
 */
export const enquiryFields = {
  general: [],
  order: ['orderEnquiryType', 'orderNumber', 'productName', 'productNumber'],
  product: ['productName', 'productNumber', 'storeLocation'],
  recycle: ['storeLocation', 'quoteNumber'],
  'store-feedback': ['storeLocation'],
} as const satisfies Record<EnquiryType, readonly string[]>;

/** A field an enquiry type may ask for beyond the shopper's own. */
export type EnquiryField = (typeof enquiryFields)[EnquiryType][number];

/** One object per enquiry type, chosen by `enquiryType`. */
const enquiryVariants = v.variant(
  'enquiryType',
  [
    v.object({ enquiryType: v.literal('general'), ...requiredEntries(shopperFields) }),
    v.object({
      enquiryType: v.literal('order'),
      ...requiredEntries({
        ...shopperFields,
        orderEnquiryType: v.picklist(orderEnquiryTypes, m.orderEnquiryTypeRequired.id),
        orderNumber: orderNumberSchema,
        productName: optionalText(productNameSchema),
        productNumber: optionalText(productNumberSchema),
      }),
    }),
    v.object({
      enquiryType: v.literal('product'),
      ...requiredEntries({
        ...shopperFields,
        productName: productNameSchema,
        productNumber: optionalText(productNumberSchema),
        storeLocation: optionalText(storeLocationSchema),
      }),
    }),
    v.object({
      enquiryType: v.literal('recycle'),
      ...requiredEntries({
        ...shopperFields,
        storeLocation: optionalText(storeLocationSchema),
        quoteNumber: optionalText(quoteNumberSchema),
      }),
    }),
    v.object({
      enquiryType: v.literal('store-feedback'),
      ...requiredEntries({ ...shopperFields, storeLocation: storeLocationSchema }),
    }),
  ],
  m.enquiryRequired.id,
);

/**
 * The contact form (SPEC §3), its fields chosen by the enquiry type as {@link enquiryFields} lists them. Required
 * messages are the specific ones of SPEC §5 (enquiry, comment, order enquiry type, order number, store location).
 * The shopper's own fields are also checked on their own, so a form without a type yet names every problem at once
 * (a variant alone stops at the missing type).
 */
export const contactEnquirySchema = v.intersect([v.object(requiredEntries(shopperFields)), enquiryVariants]);

/** A contact enquiry as the API receives it. */
export type ContactEnquiry = v.InferOutput<typeof contactEnquirySchema>;
