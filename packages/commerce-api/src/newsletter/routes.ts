import { emailSchema } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { defineRoute } from '../http/route';

const signUpSchema = v.object({
  email: emailSchema,
  source: v.optional(v.picklist(['footer', 'article', 'quick-sign-up', 'newsletter-page']), 'footer'),
});

const confirmation = {
  en: {
    subject: 'You are on the list',
    text: 'Thank you for signing up to Lustre & Co. news. Expect new collections, events and offers first.',
  },
  fr: {
    subject: 'Votre inscription est confirmée',
    text: "Merci de vous être inscrit à l'infolettre de Lustre & Co. Découvrez en premier nos collections, événements et offres.",
  },
} as const;

/** Newsletter sign-up: stored once per e-mail and market, confirmed by e-mail. */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/newsletter',
    tag: 'newsletter',
    summary: 'Sign an e-mail address up to the newsletter of the request’s market',
    body: signUpSchema,
    responses: { 201: 'Signed up (or already signed up: the same answer, so the list is not disclosed)' },
    handler: async ({ request, reply, body }) => {
      const { market, locale, language } = request.localeContext;
      const inserted = await app.db
        .insertInto('newsletter_subscriptions')
        .values({ email: body.email.toLowerCase(), market, locale, source: body.source })
        .onConflict((conflict) => conflict.columns(['email', 'market']).doNothing())
        .returning('email')
        .executeTakeFirst();
      if (inserted) {
        const message = confirmation[language];
        await app.mailer.send({ to: body.email, subject: message.subject, text: message.text, kind: 'newsletter' });
      }
      void reply.code(201);
      return { subscribed: true };
    },
  });
}
