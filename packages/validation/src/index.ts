export { validationMessages } from './validation-messages';
export {
  requiredText,
  maxLength,
  optionalText,
  personNameSchema,
  firstNameSchema,
  lastNameSchema,
  placeNameSchema,
  addressLineSchema,
} from './text-schemas';
export { emailSchema, confirmEmailFieldSchema, phoneSchema } from './contact-schemas';
export { noMarkup, containsMarkup } from './plain-text-schemas';
export {
  PASSWORD_MIN_LENGTH,
  passwordSchema,
  newPasswordSchema,
  currentPasswordSchema,
  confirmPasswordFieldSchema,
} from './password-schemas';
export { postcodeSchema, postcodeInState, countryCodeSchema } from './postcode-schemas';
export {
  fieldsMatch,
  confirmEmailSchema,
  confirmPasswordSchema,
  changePasswordSchema,
  termsSchema,
} from './form-schemas';
export {
  productSlugSchema,
  storeSlugSchema,
  contentSlugSchema,
  pcpIndexSchema,
  localeCodeSchema,
  skuPattern,
  sizeCodePattern,
} from './route-param-schemas';
export { orderNumberSchema } from './order-schemas';
export { engravingSchema } from './engraving-schemas';
export { giftCardNumberSchema, giftCardPinSchema, cardNumberSchema } from './payment-schemas';
export {
  priceAmountSchema,
  storeSearchLocationSchema,
  SEARCH_QUERY_MAX_LENGTH,
  searchTextSchema,
  searchTextOverLimit,
} from './search-schemas';
export {
  fieldErrors,
  fieldErrorDescriptors,
  fieldErrorValues,
  serverFieldErrors,
  firstIssueMessage,
} from './field-errors';
export type { FieldErrors, FieldErrorDescriptor, FieldErrorValues } from './field-errors';
/** The one form way: checks, sends, and shows the browser's and the API's field problems, focus on the first. */
export { useValidatedForm } from './use-validated-form';
export type { ValidatedFormOptions, ValidatedForm, FormErrors, FormCheck } from './use-validated-form';
export { addressSchema, addressLabelSchema } from './address-schemas';
export type { Address } from './address-schemas';
export { dateOfBirthSchema, dateOfBirthToIso } from './date-of-birth-schemas';
export { dateOfBirthMessages } from './date-of-birth-messages';
export {
  memberInterests,
  memberTitles,
  memberStateSchema,
  birthdayFields,
  interestsSchema,
  registrationSchema,
  profileUpdateSchema,
} from './account-schemas';
export type { Registration, ProfileUpdate } from './account-schemas';
export {
  enquiryTypes,
  orderEnquiryTypes,
  enquiryFields,
  contactEnquirySchema,
  CONTACT_COMMENT_MAX_LENGTH,
} from './contact-enquiry-schemas';
export type { ContactEnquiry, EnquiryType, OrderEnquiryType, EnquiryField } from './contact-enquiry-schemas';
export { newsletterSources, newsletterSignUpSchema } from './newsletter-schemas';
export type { NewsletterSource, NewsletterSignUp } from './newsletter-schemas';
export { storeReservationRequestSchema, reservationCancelSchema } from './reservation-schemas';
export type { StoreReservationRequest } from './reservation-schemas';
