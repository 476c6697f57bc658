import { formatDate, formatMoney, getLocaleSetting, type LocaleCode } from '@storefront/i18n';
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
  const { currency } = getLocaleSetting(locale);
  const amount = formatMoney(voucher.amountCents, currency, locale, { fractionDigits: 0 });
  const minimum = formatMoney(voucher.minSpendCents, currency, locale, { fractionDigits: 0 });
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

/** The e-mail that confirms an online registration: its link opens the account (and the welcome voucher). */
export function registrationConfirmationEmail(locale: LocaleCode, firstName: string, link: string) {
  const language = languageOf(locale);
  return language === 'fr'
    ? composeEmail({
        language,
        subject: 'Confirmez votre adresse courriel pour rejoindre Brilliance',
        paragraphs: [
          `Bonjour ${firstName},`,
          'Merci de votre inscription au programme Brilliance de Lustre & Co. Confirmez votre adresse courriel pour ouvrir votre compte et recevoir votre code de bienvenue.',
          'Ce lien est valable trois jours.',
        ],
        action: { label: 'Confirmer mon adresse courriel', url: link },
        footnote:
          'Si vous ne vous êtes pas inscrit, ignorez ce courriel : aucun compte n’est ouvert sans cette confirmation.',
      })
    : composeEmail({
        language,
        subject: 'Confirm your e-mail address to join Brilliance',
        paragraphs: [
          `Hello ${firstName},`,
          'Thank you for joining Lustre & Co. Brilliance. Confirm your e-mail address to open your account and receive your welcome code.',
          'This link works for three days.',
        ],
        action: { label: 'Confirm my e-mail address', url: link },
        footnote: 'If you did not sign up, ignore this e-mail: no account is opened without this confirmation.',
      });
}

/**
 * What the owner of an existing account receives when someone registers with its e-mail (SPEC §8: the registration
 * failure suggests signing in), so the registration's answer never says whether the account exists (ASVS 6.3.8).
 */
export function accountExistsEmail(locale: LocaleCode, firstName: string, signInLink: string, resetLink: string) {
  const language = languageOf(locale);
  return language === 'fr'
    ? composeEmail({
        language,
        subject: 'Vous avez déjà un compte Lustre & Co.',
        paragraphs: [
          `Bonjour ${firstName},`,
          'Quelqu’un, peut-être vous, a voulu créer un compte Lustre & Co. avec cette adresse courriel. Vous avez déjà un compte : rien n’a été modifié.',
          'Connectez-vous plutôt avec votre adresse courriel et votre mot de passe.',
          `Mot de passe oublié ? Choisissez-en un nouveau : ${resetLink}`,
        ],
        action: { label: 'Me connecter', url: signInLink },
        footnote: 'Si ce n’était pas vous, ignorez ce courriel : votre compte et votre mot de passe restent inchangés.',
      })
    : composeEmail({
        language,
        subject: 'You already have a Lustre & Co. account',
        paragraphs: [
          `Hello ${firstName},`,
          'Someone, perhaps you, tried to create a Lustre & Co. account with this e-mail address. You already have an account, so nothing was changed.',
          'Please sign in with your e-mail address and password instead.',
          `Forgotten your password? Choose a new one: ${resetLink}`,
        ],
        action: { label: 'Sign in', url: signInLink },
        footnote: 'If this was not you, ignore this e-mail: your account and password stay as they are.',
      });
}
