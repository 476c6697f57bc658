import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { contactEnquirySchema, type ContactEnquiry } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import { composeEmail } from '../email/compose-email';
import { defineRoute } from '../http/route';
import { takeAttempt, type ThrottleKey } from '../http/throttle';
import { ApiProblem } from '../http/problem';

/** Contact enquiries per IP: 10 an hour is plenty for a person, little for a spammer. */
const contactPolicy = { kind: 'window', limit: 10, windowSeconds: 3600 } as const;

/** The customer-service mailbox: `CUSTOMER_SERVICE_EMAIL`, else the one of the locale's market (its own domain). */
export function customerServiceAddress(locale: LocaleCode, override: string | undefined): string {
  if (override) return override;
  return `customer.service@${getLocaleSetting(locale).domain.replace(/^www\./, '')}`;
}

const labels = {
  en: {
    enquiryType: 'Enquiry type',
    orderEnquiryType: 'About the order',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    phone: 'Phone',
    orderNumber: 'Order number',
    productName: 'Product name',
    productNumber: 'Product number',
    storeLocation: 'Store',
    quoteNumber: 'Quote number',
    comment: 'Comment',
  },
  fr: {
    enquiryType: 'Type de demande',
    orderEnquiryType: 'Au sujet de la commande',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Courriel',
    phone: 'Téléphone',
    orderNumber: 'Numéro de commande',
    productName: 'Nom du produit',
    productNumber: 'Numéro du produit',
    storeLocation: 'Boutique',
    quoteNumber: 'Numéro de soumission',
    comment: 'Commentaire',
  },
} as const;

function fieldsOf(enquiry: ContactEnquiry): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(enquiry)) {
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  return fields;
}

function summaryLines(fields: Record<string, string>, language: 'en' | 'fr'): string[] {
  const names = labels[language] as Record<string, string>;
  return Object.entries(fields).map(([key, value]) => `${names[key] ?? key}: ${value}`);
}

/** contact: the contact form, stored and e-mailed to customer service with an acknowledgement to the shopper. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/contact',
    tag: 'contact',
    summary: 'Send a contact enquiry (SPEC §3 fields, required ones per enquiry type)',
    body: contactEnquirySchema,
    responses: { 201: 'Stored; customer service and the shopper are e-mailed', 429: 'TOO_MANY_ATTEMPTS' },
    handler: async ({ request, reply, body }) => {
      const { market, locale, language } = request.localeContext;
      if (body.enquiryType === 'store-feedback' || (body.enquiryType === 'recycle' && body.storeLocation)) {
        const store = await db
          .selectFrom('stores')
          .select('id')
          .where('id', '=', body.storeLocation!)
          .executeTakeFirst();
        if (!store) {
          throw new ApiProblem(400, 'VALIDATION_FAILED', 'Some fields need attention.', {
            errors: { storeLocation: 'validation.storeLocation.required' },
          });
        }
      }
      const keys: ThrottleKey[] = [{ scope: 'contact:ip', key: request.ip, policy: contactPolicy }];
      await takeAttempt(db, keys);
      const fields = fieldsOf(body);
      const row = await db
        .insertInto('contact_enquiries')
        .values({
          market,
          locale,
          enquiry_type: body.enquiryType,
          fields: JSON.stringify(fields),
          email: body.email,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const reference = row.id.slice(0, 8).toUpperCase();
      // The acknowledgement repeats only fields with fixed shapes, so the form cannot relay free text to any address.
      const echoed = Object.fromEntries(
        Object.entries(fields).filter(([key]) => ['enquiryType', 'orderEnquiryType', 'orderNumber'].includes(key)),
      );
      const toService = composeEmail({
        language: 'en',
        subject: `[${market}] ${body.enquiryType} enquiry ${reference} from ${body.firstName} ${body.lastName}`,
        paragraphs: [`Enquiry ${reference} (${locale})`, ...summaryLines(fields, 'en')],
      });
      await app.mailer.send({
        to: customerServiceAddress(locale, app.apiConfig.customerServiceEmail),
        replyTo: body.email,
        ...toService,
        kind: 'contact',
      });
      const acknowledgement =
        language === 'fr'
          ? composeEmail({
              language,
              subject: `Nous avons bien reçu votre demande (${reference})`,
              paragraphs: [
                `Bonjour ${body.firstName},`,
                'Merci d’avoir communiqué avec Lustre & Co. Notre service à la clientèle vous répondra d’ici deux jours ouvrables.',
                ...summaryLines(echoed, 'fr'),
              ],
            })
          : composeEmail({
              language,
              subject: `We have received your enquiry (${reference})`,
              paragraphs: [
                `Hello ${body.firstName},`,
                'Thank you for contacting Lustre & Co. Our customer service team will reply within two business days.',
                ...summaryLines(echoed, 'en'),
              ],
            });
      await app.mailer.send({ to: body.email, ...acknowledgement, kind: 'contact-acknowledgement' });
      void reply.code(201);
      return { received: true, reference };
    },
  });
}
