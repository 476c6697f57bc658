import { defineMessages } from 'react-intl';

export const financingApplicationMessages = defineMessages({
  cardNumberLabel: { id: 'checkout.financing.cardNumberLabel', defaultMessage: 'Finance card number' },
  cardNumberHint: {
    id: 'checkout.financing.cardNumberHint',
    defaultMessage: 'The number of the virtual card your finance provider gave you',
  },
  dateOfBirthLabel: { id: 'checkout.financing.dateOfBirthLabel', defaultMessage: 'Date of birth' },
  dateOfBirthHint: { id: 'checkout.financing.dateOfBirthHint', defaultMessage: 'DD/MM/YYYY, for example 27/03/1985' },
  dateOfBirthRequired: {
    id: 'checkout.financing.dateOfBirthRequired',
    defaultMessage: 'Please enter your date of birth',
  },
  dateOfBirthInvalid: {
    id: 'checkout.financing.dateOfBirthInvalid',
    defaultMessage: 'Please enter a valid date of birth as DD/MM/YYYY',
  },
  planLegend: { id: 'checkout.financing.planLegend', defaultMessage: 'How would you like to pay?' },
  planMonthly: { id: 'checkout.financing.planMonthly', defaultMessage: 'Monthly payments' },
  planSingle: { id: 'checkout.financing.planSingle', defaultMessage: 'A single payment' },
  planRequired: { id: 'checkout.financing.planRequired', defaultMessage: 'Please choose how you’d like to pay' },
  submit: { id: 'checkout.financing.submit', defaultMessage: 'Continue' },
});
