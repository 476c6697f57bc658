import type { ContactEnquiry } from '@storefront/validation';
import { composeEmail } from '../email/compose-email';

type Language = 'en' | 'fr';

/** Field names, enquiry types and order subjects in each language customer service and shoppers read. */
const words = {
  en: {
    fields: {
      enquiryType: 'Enquiry type',
      orderEnquiryType: 'About the order',
      orderNumber: 'Order number',
      productName: 'Product name',
      productNumber: 'Product number',
      storeLocation: 'Store',
      quoteNumber: 'Quote number',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      comment: 'Comment',
    },
    enquiryTypes: {
      general: 'General enquiry',
      order: 'An order',
      product: 'A product',
      recycle: 'Jewellery recycling',
      'store-feedback': 'Store feedback',
    },
    orderEnquiryTypes: {
      delivery: 'Delivery',
      returns: 'Returns',
      'order-status': 'Order status',
      'incorrect-order': 'Incorrect order or item',
      other: 'Something else',
    },
    serviceSubject: (type: string, reference: string, name: string) => `${type}: enquiry ${reference} from ${name}`,
    serviceIntro: (reference: string, locale: string) => `Enquiry ${reference}, sent from the ${locale} storefront.`,
    ackSubject: (reference: string) => `We have received your enquiry (${reference})`,
    ackGreeting: (name: string) => `Hello ${name},`,
    ackBody:
      'Thank you for contacting Lustre & Co. Our customer service team will reply within two business days. Please quote your enquiry reference if you write to us again.',
    ackReference: 'Enquiry reference',
  },
  fr: {
    fields: {
      enquiryType: 'Type de demande',
      orderEnquiryType: 'Au sujet de la commande',
      orderNumber: 'Numéro de commande',
      productName: 'Nom du produit',
      productNumber: 'Numéro du produit',
      storeLocation: 'Boutique',
      quoteNumber: 'Numéro de soumission',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'Courriel',
      phone: 'Téléphone',
      comment: 'Commentaire',
    },
    enquiryTypes: {
      general: 'Demande générale',
      order: 'Une commande',
      product: 'Un produit',
      recycle: 'Recyclage de bijoux',
      'store-feedback': 'Commentaires sur un magasin',
    },
    orderEnquiryTypes: {
      delivery: 'Livraison',
      returns: 'Retours',
      'order-status': 'État de la commande',
      'incorrect-order': 'Commande ou article erroné',
      other: 'Autre chose',
    },
    serviceSubject: (type: string, reference: string, name: string) => `${type} : demande ${reference} de ${name}`,
    serviceIntro: (reference: string, locale: string) => `Demande ${reference}, envoyée depuis la vitrine ${locale}.`,
    ackSubject: (reference: string) => `Nous avons bien reçu votre demande (${reference})`,
    ackGreeting: (name: string) => `Bonjour ${name},`,
    ackBody:
      'Merci d’avoir communiqué avec Lustre & Co. Notre service à la clientèle vous répondra d’ici deux jours ouvrables. Veuillez indiquer la référence de votre demande si vous nous écrivez de nouveau.',
    ackReference: 'Référence de la demande',
  },
} as const;

type FieldName = keyof (typeof words)['en']['fields'];

/** The order in which an enquiry's fields are listed. */
const fieldOrder: readonly FieldName[] = [
  'enquiryType',
  'orderEnquiryType',
  'orderNumber',
  'productName',
  'productNumber',
  'storeLocation',
  'quoteNumber',
  'firstName',
  'lastName',
  'email',
  'phone',
  'comment',
];

/** One line per field the shopper gave, labelled and with its fixed values (types) in `language`. */
function enquiryLines(enquiry: ContactEnquiry, language: Language, storeName: string | null): string[] {
  const text = words[language];
  const values = enquiry as Partial<Record<FieldName, string>>;
  const lines: string[] = [];
  for (const field of fieldOrder) {
    const raw = values[field];
    if (raw === undefined || raw === '') continue;
    let shown: string = raw;
    if (field === 'enquiryType') shown = text.enquiryTypes[enquiry.enquiryType];
    if (field === 'orderEnquiryType' && enquiry.enquiryType === 'order')
      shown = text.orderEnquiryTypes[enquiry.orderEnquiryType];
    if (field === 'storeLocation' && storeName) shown = `${storeName} (${raw})`;
    lines.push(`${text.fields[field]}: ${shown}`);
  }
  return lines;
}

/**
 * The enquiry as customer service reads it, in the language of the shopper's market locale (fr-CA: French), every
 * field labelled and the types spelt out.
 */
export function customerServiceEmail(
  enquiry: ContactEnquiry,
  {
    language,
    locale,
    reference,
    storeName,
  }: { language: Language; locale: string; reference: string; storeName: string | null },
) {
  const text = words[language];
  return composeEmail({
    language,
    subject: text.serviceSubject(
      text.enquiryTypes[enquiry.enquiryType],
      reference,
      `${enquiry.firstName} ${enquiry.lastName}`,
    ),
    paragraphs: [text.serviceIntro(reference, locale), ...enquiryLines(enquiry, language, storeName)],
  });
}

/**
 * The shopper's acknowledgement, in their language, with the reference. It repeats only fields of fixed shape (type,
 * order number), so the form cannot be used to relay free text to any address.
 */
export function acknowledgementEmail(
  enquiry: ContactEnquiry,
  { language, reference }: { language: Language; reference: string },
) {
  const text = words[language];
  const fixed = [`${text.fields.enquiryType}: ${text.enquiryTypes[enquiry.enquiryType]}`];
  if (enquiry.enquiryType === 'order') {
    fixed.push(`${text.fields.orderEnquiryType}: ${text.orderEnquiryTypes[enquiry.orderEnquiryType]}`);
    fixed.push(`${text.fields.orderNumber}: ${enquiry.orderNumber}`);
  }
  return composeEmail({
    language,
    subject: text.ackSubject(reference),
    paragraphs: [text.ackGreeting(enquiry.firstName), text.ackBody, `${text.ackReference}: ${reference}`, ...fixed],
  });
}
