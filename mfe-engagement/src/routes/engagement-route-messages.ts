import { defineMessage, defineMessages } from 'react-intl';

export const engagementRouteMessages = defineMessages({
  home: { id: 'engagement.breadcrumbs.home', defaultMessage: 'Home' },
  backHome: { id: 'engagement.common.backHome', defaultMessage: 'Back to home' },
  browseAll: { id: 'engagement.common.browseAll', defaultMessage: 'Browse all jewellery' },
  findStore: { id: 'engagement.common.findStore', defaultMessage: 'Find a store' },

  contentEmptyTitle: { id: 'engagement.content.emptyTitle', defaultMessage: 'This content is on its way' },
  contentEmptyBody: {
    id: 'engagement.content.emptyBody',
    defaultMessage: 'We’re preparing this page. Please check again soon.',
  },

  contactTitle: { id: 'engagement.contact.title', defaultMessage: 'Contact us' },
  contactIntro: {
    id: 'engagement.contact.intro',
    defaultMessage: 'Send us your question and our customer service team will reply by email.',
  },

  contactSuccessTitle: { id: 'engagement.contactSuccess.title', defaultMessage: 'Thank you for contacting us' },
  contactSuccessIntro: {
    id: 'engagement.contactSuccess.intro',
    defaultMessage: 'We’ve received your enquiry and will reply by email as soon as we can.',
  },
  contactReference: defineMessage<{ reference: string }>({
    id: 'engagement.contactSuccess.reference',
    defaultMessage: 'Your enquiry reference is {reference}.',
  }),
  contactReferenceHint: {
    id: 'engagement.contactSuccess.referenceHint',
    defaultMessage: 'We have emailed you a copy. Please quote this reference if you write to us again.',
  },
  helpfulLinksTitle: {
    id: 'engagement.contactSuccess.linksTitle',
    defaultMessage: 'While you wait, these pages may help',
  },
  linkOrders: { id: 'engagement.contactSuccess.linkOrders', defaultMessage: 'Track an order' },
  linkFinance: { id: 'engagement.contactSuccess.linkFinance', defaultMessage: 'Finance options' },
  linkDelivery: { id: 'engagement.contactSuccess.linkDelivery', defaultMessage: 'Delivery' },
  linkFaqs: { id: 'engagement.contactSuccess.linkFaqs', defaultMessage: 'FAQs' },
  linkReturns: { id: 'engagement.contactSuccess.linkReturns', defaultMessage: 'Returns' },
  linkGeneral: { id: 'engagement.contactSuccess.linkGeneral', defaultMessage: 'General enquiries' },
  linkClickAndCollect: { id: 'engagement.contactSuccess.linkClickAndCollect', defaultMessage: 'Click and collect' },

  newsletterTitle: { id: 'engagement.newsletter.title', defaultMessage: 'Sign up to our newsletter' },
  newsletterIntro: {
    id: 'engagement.newsletter.intro',
    defaultMessage: 'Be the first to hear about new collections, offers and events.',
  },
  newsletterConfirmTitle: { id: 'engagement.newsletterConfirm.title', defaultMessage: 'Your newsletter subscription' },
});
