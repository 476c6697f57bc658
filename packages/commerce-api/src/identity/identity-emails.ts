import { formatDate, formatPrice, type LocaleCode } from '@storefront/i18n';
import { composeEmail } from '../email/compose-email';

type Language = 'en' | 'fr';

function languageOf(locale: LocaleCode): Language {
  return locale === 'fr-CA' ? 'fr' : 'en';
}

/** The password-reset e-mail: a one-hour, single-use link to the new-password page. */
export function passwordResetEmail(locale: LocaleCode, firstName: string, link: string) {
  const language = languageOf(locale);
  return language === 'fr'
    ? composeEmail({
        language,
        subject: 'Réinitialisez votre mot de passe',
        paragraphs: [
          `Bonjour ${firstName},`,
          'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Lustre & Co.',
          'Ce lien est valable une heure et ne peut servir qu’une seule fois.',
        ],
        action: { label: 'Choisir un nouveau mot de passe', url: link },
        footnote: 'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe reste inchangé.',
      })
    : composeEmail({
        language,
        subject: 'Reset your password',
        paragraphs: [
          `Hello ${firstName},`,
          'We received a request to reset the password of your Lustre & Co. account.',
          'This link works once and expires in one hour.',
        ],
        action: { label: 'Choose a new password', url: link },
        footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      });
}

/** The activation e-mail of an in-store account: verifies the address and lets the member set a password. */
export function activationEmail(locale: LocaleCode, firstName: string, link: string) {
  const language = languageOf(locale);
  return language === 'fr'
    ? composeEmail({
        language,
        subject: 'Activez votre compte Lustre & Co. en ligne',
        paragraphs: [
          `Bonjour ${firstName},`,
          'Vous êtes déjà membre Brilliance en boutique. Confirmez votre adresse courriel et choisissez un mot de passe pour accéder à votre compte en ligne.',
          'Ce lien est valable trois jours.',
        ],
        action: { label: 'Activer mon compte', url: link },
        footnote: 'Si vous n’avez rien demandé, ignorez ce courriel.',
      })
    : composeEmail({
        language,
        subject: 'Activate your Lustre & Co. account online',
        paragraphs: [
          `Hello ${firstName},`,
          'You are already a Brilliance member in store. Confirm your e-mail address and choose a password to use your account online.',
          'This link works for three days.',
        ],
        action: { label: 'Activate my account', url: link },
        footnote: 'If you did not ask for this, ignore this e-mail.',
      });
}

/** The Brilliance welcome e-mail with the welcome voucher's code, value, minimum spend and expiry. */
export function welcomeVoucherEmail(
  locale: LocaleCode,
  firstName: string,
  voucher: { code: string; amountCents: number; minSpendCents: number; endsAt: Date },
) {
  const language = languageOf(locale);
  const amount = formatPrice(voucher.amountCents, locale, { fractionDigits: 0 });
  const minimum = formatPrice(voucher.minSpendCents, locale, { fractionDigits: 0 });
  const until = formatDate(voucher.endsAt.toISOString(), locale, 'long', 'UTC');
  return language === 'fr'
    ? composeEmail({
        language,
        subject: `Bienvenue chez Brilliance : ${amount} de réduction pour vous`,
        paragraphs: [
          `Bonjour ${firstName},`,
          'Bienvenue dans le programme Brilliance de Lustre & Co.',
          `Votre code de bienvenue ${voucher.code} vous offre ${amount} de réduction sur un achat de ${minimum} ou plus.`,
          `Il est valable une seule fois, jusqu’au ${until}.`,
        ],
      })
    : composeEmail({
        language,
        subject: `Welcome to Brilliance: ${amount} off for you`,
        paragraphs: [
          `Hello ${firstName},`,
          'Welcome to Lustre & Co. Brilliance.',
          `Your welcome code ${voucher.code} takes ${amount} off a spend of ${minimum} or more.`,
          `It can be used once, until ${until}.`,
        ],
      });
}
