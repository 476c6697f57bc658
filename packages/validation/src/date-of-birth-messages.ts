import { defineMessages } from 'react-intl';

/** Messages of the date-of-birth rule (financing application). French lives in packages/i18n/lang/fr.json. */
export const dateOfBirthMessages = defineMessages({
  required: { id: 'validation.dateOfBirth.required', defaultMessage: 'Please enter your date of birth' },
  invalid: {
    id: 'validation.dateOfBirth.invalid',
    defaultMessage: 'Please enter a valid date of birth as DD/MM/YYYY',
  },
});
