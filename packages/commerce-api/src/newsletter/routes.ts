import { getLocaleSetting, isLocaleCode } from '@storefront/i18n';
import { newsletterSignUpSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { hashToken, newToken } from '../http/session';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { takeAttempt, type ThrottleKey } from '../http/throttle';
import { storefrontLink } from '../identity/shopper-links';
import { alreadySubscribedEmail, confirmationEmail, newsletterSender, welcomeEmail } from './newsletter-emails';

const confirmSchema = v.object({
  token: v.pipe(v.string(m.linkInvalid.id), v.trim(), v.nonEmpty(m.linkInvalid.id), v.maxLength(200)),
});

/** The storefront page the e-mailed link opens (the shell's route table, `paths.newsletterConfirm`). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;

/** Sign-ups per IP: 10 an hour, as for contact enquiries. */
const ipPolicy = { kind: 'window', limit: 10, windowSeconds: 3600 } as const;
/** Confirmation e-mails per address: 5 an hour, so nobody can flood someone else's inbox from many IPs. */
const addressPolicy = { kind: 'window', limit: 5, windowSeconds: 3600 } as const;

/** The answer code of a link that is unknown, expired or already used. */
export const NEWSLETTER_LINK_INVALID = 'NEWSLETTER_LINK_INVALID';

/**
 * Newsletter sign-up with double opt-in: a sign-up is stored as pending and e-mailed a single-use link (only its hash
 * kept, expiring in 3 days) from the market's newsletter address; the storefront's confirmation page uses the link.
 * Every address gets the same answer, subscribed or not, so the answer never discloses the list.
 */
export async function newsletterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter',
    tag: 'newsletter',
    summary: 'Sign an e-mail address up to the newsletter of the request’s market; a link e-mailed to it confirms',
    body: newsletterSignUpSchema,
    responses: {
      202: '`{ accepted: true }` for every address (pending, already confirmed or new): the list is not disclosed',
      429: 'TOO_MANY_ATTEMPTS (per IP and per address)',
    },
    handler: async ({ request, reply, body }) => {
      const { market, locale, language } = request.localeContext;
      const email = body.email.toLowerCase();
      const keys: ThrottleKey[] = [
        { scope: 'newsletter:ip', key: request.ip, policy: ipPolicy },
        { scope: 'newsletter:address', key: hashToken(`${market}:${email}`), policy: addressPolicy },
      ];
      await takeAttempt(db, keys);
      const from = newsletterSender(locale);
      const pending = await db
        .insertInto('newsletter_subscriptions')
        .values({ email, market, locale, source: body.source, status: 'pending' })
        .onConflict((conflict) =>
          conflict
            .columns(['email', 'market'])
            .doUpdateSet((eb) => ({ locale: eb.ref('excluded.locale'), source: eb.ref('excluded.source') }))
            .where('newsletter_subscriptions.status', '=', 'pending'),
        )
        .returning('email')
        .executeTakeFirst();
      void reply.code(202);
      if (!pending) {
        // Already confirmed: its owner is told so, the caller hears what everyone hears.
        await app.mailer.send({ to: email, from, ...alreadySubscribedEmail(language), kind: 'newsletter-subscribed' });
        return { accepted: true };
      }
      const token = newToken();
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        // Only the newest e-mail's link works.
        await trx
          .deleteFrom('newsletter_confirmations')
          .where('email', '=', email)
          .where('market', '=', market)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('newsletter_confirmations')
          .values({
            token_hash: hashToken(token),
            email,
            market,
            locale,
            expires_at: new Date(now.getTime() + CONFIRMATION_LIFETIME_MS),
            created_at: now,
          })
          .execute();
      });
      const link = storefrontLink(request, NEWSLETTER_CONFIRM_PATH, locale, { token });
      await app.mailer.send({ to: email, from, ...confirmationEmail(language, link), kind: 'newsletter-confirmation' });
      return { accepted: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/newsletter/confirm',
    tag: 'newsletter',
    summary: 'Confirm a newsletter sign-up with the e-mailed single-use token',
    body: confirmSchema,
    responses: {
      200: '`{ confirmed: true }`; the welcome e-mail goes out the first time',
      400: `${NEWSLETTER_LINK_INVALID}: unknown, expired or already used (the page offers to sign up again)`,
    },
    handler: async ({ body }) => {
      const now = new Date();
      // One conditional update: two uses of the same link cannot both succeed.
      const used = await db
        .updateTable('newsletter_confirmations')
        .set({ used_at: now })
        .where('token_hash', '=', hashToken(body.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['email', 'market', 'locale'])
        .executeTakeFirst();
      if (!used) throw new ApiProblem(400, NEWSLETTER_LINK_INVALID, 'This link has expired or was already used.');
      const confirmed = await db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'confirmed', confirmed_at: now })
        .where('email', '=', used.email)
        .where('market', '=', used.market)
        .where('status', '=', 'pending')
        .returning('locale')
        .executeTakeFirst();
      if (confirmed) {
        // The language the shopper signed up in, read back from the link's row.
        const locale = isLocaleCode(used.locale) ? used.locale : 'en-AU';
        await app.mailer.send({
          to: used.email,
          from: newsletterSender(locale),
          ...welcomeEmail(getLocaleSetting(locale).languageCode),
          kind: 'newsletter-welcome',
        });
      }
      return { confirmed: true };
    },
  });
}
