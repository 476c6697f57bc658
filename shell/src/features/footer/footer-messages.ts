import { defineMessage, defineMessages } from 'react-intl';

export const footerMessages = defineMessages({
  customerService: { id: 'shell.footer.customerService', defaultMessage: 'Customer service' },
  delivery: { id: 'shell.footer.delivery', defaultMessage: 'Delivery' },
  returns: { id: 'shell.footer.returns', defaultMessage: 'Returns' },
  faqs: { id: 'shell.footer.faqs', defaultMessage: 'FAQs' },
  contactUs: { id: 'shell.footer.contactUs', defaultMessage: 'Contact us' },
  orderLookup: { id: 'shell.footer.orderLookup', defaultMessage: 'Track an order' },
  shopping: { id: 'shell.footer.shopping', defaultMessage: 'Shopping with us' },
  financeOptions: { id: 'shell.footer.financeOptions', defaultMessage: 'Finance options' },
  stores: { id: 'shell.footer.stores', defaultMessage: 'Find a store' },
  builder: { id: 'shell.footer.builder', defaultMessage: 'Design your ring' },
  warranty: { id: 'shell.footer.warranty', defaultMessage: 'Lifetime diamond warranty' },
  brilliance: { id: 'shell.footer.brilliance', defaultMessage: 'Brilliance' },
  join: { id: 'shell.footer.join', defaultMessage: 'Join Brilliance' },
  brillianceTerms: { id: 'shell.footer.brillianceTerms', defaultMessage: 'Brilliance terms' },
  newsletter: { id: 'shell.footer.newsletter', defaultMessage: 'Newsletter' },
  newsletterSignUp: { id: 'shell.footer.newsletterSignUp', defaultMessage: 'Sign up to our newsletter' },
  journal: { id: 'shell.footer.journal', defaultMessage: 'Journal' },
  footerNav: { id: 'shell.footer.nav', defaultMessage: 'Footer' },
  copyright: defineMessage<{ year: number }>({
    id: 'shell.footer.copyright',
    defaultMessage: '© {year} Lustre & Co. All rights reserved.',
  }),
});
