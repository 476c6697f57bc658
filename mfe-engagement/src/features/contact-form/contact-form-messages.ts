import { defineMessages } from 'react-intl';

export const contactFormMessages = defineMessages({
  enquiryTypeLabel: { id: 'engagement.contactForm.enquiryTypeLabel', defaultMessage: 'What is your enquiry about?' },
  enquiryTypePlaceholder: {
    id: 'engagement.contactForm.enquiryTypePlaceholder',
    defaultMessage: 'Choose an enquiry type',
  },
  enquiryGeneral: { id: 'engagement.contactForm.enquiry.general', defaultMessage: 'General enquiry' },
  enquiryOrder: { id: 'engagement.contactForm.enquiry.order', defaultMessage: 'An order' },
  enquiryProduct: { id: 'engagement.contactForm.enquiry.product', defaultMessage: 'A product' },
  enquiryRecycle: { id: 'engagement.contactForm.enquiry.recycle', defaultMessage: 'Jewellery recycling' },
  enquiryStoreFeedback: { id: 'engagement.contactForm.enquiry.storeFeedback', defaultMessage: 'Store feedback' },
  firstNameLabel: { id: 'engagement.contactForm.firstNameLabel', defaultMessage: 'First name' },
  lastNameLabel: { id: 'engagement.contactForm.lastNameLabel', defaultMessage: 'Last name' },
  emailLabel: { id: 'engagement.contactForm.emailLabel', defaultMessage: 'Email address' },
  phoneLabel: { id: 'engagement.contactForm.phoneLabel', defaultMessage: 'Phone number' },
  phoneHint: {
    id: 'engagement.contactForm.phoneHint',
    defaultMessage: 'Optional. We’ll only call if email isn’t enough.',
  },
  commentLabel: { id: 'engagement.contactForm.commentLabel', defaultMessage: 'Your message' },
  submit: { id: 'engagement.contactForm.submit', defaultMessage: 'Send enquiry' },
});
