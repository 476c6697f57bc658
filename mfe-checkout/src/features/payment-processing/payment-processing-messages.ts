import { defineMessages } from 'react-intl';

export const paymentProcessingMessages = defineMessages({
  placing: { id: 'checkout.paymentProcessing.placing', defaultMessage: 'Placing your order…' },
  confirmingPayment: {
    id: 'checkout.paymentProcessing.confirmingPayment',
    defaultMessage: 'Confirming your payment and placing your order…',
  },
  keepOpen: {
    id: 'checkout.paymentProcessing.keepOpen',
    defaultMessage: 'This takes a few seconds. Please keep this page open.',
  },
  troubleTitle: {
    id: 'checkout.paymentProcessing.troubleTitle',
    defaultMessage: 'We could not confirm your order yet',
  },
  troubleBody: {
    id: 'checkout.paymentProcessing.troubleBody',
    defaultMessage:
      'The payment provider or our store did not answer in time. Please try again later or choose another payment type: you will not be charged twice.',
  },
  tryAgain: { id: 'checkout.paymentProcessing.tryAgain', defaultMessage: 'Try again' },
  chooseAnother: { id: 'checkout.paymentProcessing.chooseAnother', defaultMessage: 'Choose another way to pay' },
});
