import {
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  maxLength,
  optionalText,
  phoneSchema,
  requiredText,
  validationMessages as m,
} from '@storefront/validation';
import * as v from 'valibot';

/** The enquiry types of the contact form (SPEC §3). */
export const enquiryTypes = ['general', 'order', 'product', 'recycle', 'store-feedback'] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

/** Longest comment the form accepts. */
export const COMMENT_MAX_LENGTH = 1000;

/** The contact form as far as this frame goes: enquiry type, names, e-mail, optional phone, comment. */
export const contactFormSchema = v.object({
  enquiryType: v.picklist(enquiryTypes, m.enquiryRequired.id),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: optionalText(phoneSchema),
  comment: v.pipe(requiredText(m.commentRequired.id), maxLength(COMMENT_MAX_LENGTH)),
});
