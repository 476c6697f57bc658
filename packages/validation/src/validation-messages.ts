import { defineMessage, defineMessages } from 'react-intl';

/**
 * Every message a validation issue can carry. Schemas put the `id` in the issue's `message`; the UI localises it
 * with `intl.formatMessage({ id })`. French lives in packages/i18n/lang/fr.json.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'Please enter a value for this field' },
  maxLength: { id: 'validation.maxLength', defaultMessage: 'This field must be {length} characters or less' },

  firstNameRequired: { id: 'validation.firstName.required', defaultMessage: 'Please enter your first name' },
  lastNameRequired: { id: 'validation.lastName.required', defaultMessage: 'Your name is empty' },
  stateRequired: { id: 'validation.state.required', defaultMessage: 'Please select your state' },
  provinceRequired: { id: 'validation.province.required', defaultMessage: 'Please select your province' },
  currentPasswordRequired: {
    id: 'validation.currentPassword.required',
    defaultMessage: 'Please enter your current password',
  },
  newPasswordRequired: { id: 'validation.newPassword.required', defaultMessage: 'Please enter a new password' },
  confirmPasswordRequired: {
    id: 'validation.confirmPassword.required',
    defaultMessage: 'Please confirm your password',
  },
  passwordRequired: { id: 'validation.password.required', defaultMessage: 'Please enter a password' },
  birthdayDayRequired: { id: 'validation.birthdayDay.required', defaultMessage: 'Please select a day' },
  birthdayMonthRequired: { id: 'validation.birthdayMonth.required', defaultMessage: 'Please select a month' },
  birthdayYearRequired: { id: 'validation.birthdayYear.required', defaultMessage: 'Please select a year' },
  mobilePhoneRequired: {
    id: 'validation.mobilePhone.required',
    defaultMessage: 'Please enter your mobile phone number',
  },
  emailRequired: { id: 'validation.email.required', defaultMessage: 'Please enter your email address' },
  confirmEmailRequired: {
    id: 'validation.confirmEmail.required',
    defaultMessage: 'Please confirm your email address',
  },
  enquiryRequired: { id: 'validation.enquiry.required', defaultMessage: 'Please select an enquiry type' },
  commentRequired: { id: 'validation.comment.required', defaultMessage: 'Please enter your comment' },
  orderEnquiryTypeRequired: {
    id: 'validation.orderEnquiryType.required',
    defaultMessage: 'Please select an order enquiry type',
  },
  storeLocationRequired: { id: 'validation.storeLocation.required', defaultMessage: 'Please select a store location' },
  orderNumberRequired: { id: 'validation.orderNumber.required', defaultMessage: 'Please enter your order number' },
  billingPostcodeRequired: {
    id: 'validation.billingPostcode.required',
    defaultMessage: 'Please enter your billing postcode',
  },
  sizeRequired: { id: 'validation.size.required', defaultMessage: 'Please select a size' },

  emailInvalid: { id: 'validation.email.invalid', defaultMessage: 'Please enter a valid email address' },
  emailMismatch: { id: 'validation.email.mismatch', defaultMessage: 'Email address you entered does not match' },
  passwordRules: {
    id: 'validation.password.rules',
    defaultMessage:
      'Your password must be at least 6 characters long and contain at least one number and one uppercase letter',
  },
  passwordMismatch: { id: 'validation.password.mismatch', defaultMessage: 'The password you entered does not match' },
  phoneInvalid: { id: 'validation.phone.invalid', defaultMessage: 'Please enter a valid phone number' },
  nameCharacters: {
    id: 'validation.name.characters',
    defaultMessage: 'Please use only letters, numbers, hyphens and apostrophes',
  },
  placeCharacters: {
    id: 'validation.place.characters',
    defaultMessage: 'Please use only letters, numbers, spaces, hyphens, apostrophes and full stops',
  },
  addressCharacters: {
    id: 'validation.address.characters',
    defaultMessage: 'Please use only letters, numbers, hyphens, apostrophes, commas and forward slashes',
  },
  postcodeAu: { id: 'validation.postcode.au', defaultMessage: 'Please enter a valid 4-digit postcode' },
  postcodeCa: { id: 'validation.postcode.ca', defaultMessage: 'Please enter a valid postal code, for example K1V 1J8' },
  postcodeNotInState: {
    id: 'validation.postcode.notInState',
    defaultMessage: 'This postcode is not in the state you chose',
  },
  postcodeNotInProvince: {
    id: 'validation.postcode.notInProvince',
    defaultMessage: 'This postal code is not in the province you chose',
  },
  postcodeNz: { id: 'validation.postcode.nz', defaultMessage: 'Please enter a valid 4-digit postcode' },
  countryInvalid: { id: 'validation.country.invalid', defaultMessage: 'Please select a valid country' },
  termsRequired: { id: 'validation.terms.required', defaultMessage: 'Please accept the terms and conditions' },
  productNumberInvalid: {
    id: 'validation.productNumber.invalid',
    defaultMessage: 'Please enter the 8-digit product number from the tag or receipt',
  },
  quoteNumberInvalid: {
    id: 'validation.quoteNumber.invalid',
    defaultMessage: 'Please use only letters, numbers and hyphens',
  },
  orderNumberInvalid: {
    id: 'validation.orderNumber.invalid',
    defaultMessage: 'Please enter a valid order number (12 digits, or 5 digits for older in-store receipts)',
  },
  engravingCharacters: {
    id: 'validation.engraving.characters',
    defaultMessage: 'Please use only standard English or French letters, numbers, spaces and . , ’ - & ! ?',
  },
  engravingTooLong: {
    id: 'validation.engraving.tooLong',
    defaultMessage: 'Engravings can be at most {length} characters',
  },
  amountInvalid: { id: 'validation.amount.invalid', defaultMessage: 'Invalid amount' },
  searchTooLong: defineMessage<{ length: number }>({
    id: 'validation.search.tooLong',
    defaultMessage: 'Your search is too long: please use {length} characters or fewer',
  }),
  locationRequired: { id: 'validation.location.required', defaultMessage: 'Please enter location' },
  locationInvalid: {
    id: 'validation.location.invalid',
    defaultMessage: 'Please enter a valid postcode, suburb or city',
  },
  giftCardNumberInvalid: {
    id: 'validation.giftCardNumber.invalid',
    defaultMessage: 'Please enter a valid gift card number',
  },
  giftCardPinInvalid: { id: 'validation.giftCardPin.invalid', defaultMessage: 'Please enter the 4-digit PIN' },
  giftCardPinIncorrect: { id: 'validation.giftCardPin.incorrect', defaultMessage: 'Incorrect pin' },
  cardNumberInvalid: { id: 'validation.cardNumber.invalid', defaultMessage: 'Please enter a valid card number' },
  linkInvalid: { id: 'validation.link.invalid', defaultMessage: 'This link is not valid' },
  localeInvalid: { id: 'validation.locale.invalid', defaultMessage: 'Please choose a valid language' },
  engravingNotAvailable: {
    id: 'validation.engraving.notAvailable',
    defaultMessage: 'This piece cannot be engraved',
  },
  invalidValue: { id: 'validation.invalidValue', defaultMessage: 'Please check this value' },
  invalidText: {
    id: 'validation.invalidText',
    defaultMessage: 'This field contains characters we cannot accept',
  },
  markup: { id: 'validation.markup', defaultMessage: 'Please remove the < and > characters' },
});
