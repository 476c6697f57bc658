import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { contactEnquirySchema, type ContactEnquiry } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route';
import { takeAttempt, type ThrottleKey } from '../http/throttle';
import { ApiProblem } from '../http/problem';
import { acknowledgementEmail, customerServiceEmail } from './contact-emails';

/** Contact enquiries per IP: 10 an hour is plenty for a person, little for a spammer. */
const contactPolicy = { kind: 'window', limit: 10, windowSeconds: 3600 } as const;

/** The customer-service mailbox: `CUSTOMER_SERVICE_EMAIL`, else the one of the locale's market (its own domain). */
export function customerServiceAddress(locale: LocaleCode, override: string | undefined): string {
  if (override) return override;
  return `customer.service@${getLocaleSetting(locale).domain.replace(/^www\./, '')}`;
}

/** The fields the shopper gave, as stored (blank ones left out). */
function fieldsOf(enquiry: ContactEnquiry): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(enquiry)) {
    if (typeof value === 'string' && value !== '') fields[key] = value;
  }
  return fields;
}

/** contact: the contact form, stored and e-mailed to customer service with an acknowledgement to the shopper. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/contact',
    tag: 'contact',
    summary: 'Send a contact enquiry (SPEC §3 fields, required ones per enquiry type: `enquiryFields`)',
    body: contactEnquirySchema,
    responses: {
      201: '`{ received: true, reference }`; customer service is e-mailed in the market locale’s language, the shopper acknowledged',
      400: 'VALIDATION_FAILED, also for a store that is not one of the market’s',
      429: 'TOO_MANY_ATTEMPTS',
    },
    handler: async ({ request, reply, body }) => {
      const { market, locale, language } = request.localeContext;
      let storeName: string | null = null;
      if ('storeLocation' in body && body.storeLocation) {
        const store = await db
          .selectFrom('stores')
          .select('name')
          .where('id', '=', body.storeLocation)
          .where('market', '=', market)
          .executeTakeFirst();
        if (!store) {
          throw new ApiProblem(400, 'VALIDATION_FAILED', 'Some fields need attention.', {
            errors: { storeLocation: 'validation.storeLocation.required' },
          });
        }
        storeName = store.name;
      }
      const keys: ThrottleKey[] = [{ scope: 'contact:ip', key: request.ip, policy: contactPolicy }];
      await takeAttempt(db, keys);
      const row = await db
        .insertInto('contact_enquiries')
        .values({
          market,
          locale,
          enquiry_type: body.enquiryType,
          fields: JSON.stringify(fieldsOf(body)),
          email: body.email,
        })
        .returning(['id'])
        .executeTakeFirstOrThrow();
      const reference = row.id.slice(0, 8).toUpperCase();
      await app.mailer.send({
        to: customerServiceAddress(locale, app.apiConfig.customerServiceEmail),
        replyTo: body.email,
        ...customerServiceEmail(body, { language, locale, reference, storeName }),
        kind: 'contact',
      });
      await app.mailer.send({
        to: body.email,
        ...acknowledgementEmail(body, { language, reference }),
        kind: 'contact-acknowledgement',
      });
      void reply.code(201);
      return { received: true, reference };
    },
  });
}
