import { getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { composeEmail } from '../email/compose-email';

/** The sender of a market's newsletter e-mails: its `newsletterEmailAddress` (SPEC §3), under the shop's name. */
export function newsletterSender(locale: LocaleCode): string {
  return `"Lustre & Co." <${getLocaleSetting(locale).newsletterEmailAddress}>`;
}

const wording = {
  en: {
    confirmSubject: 'Please confirm your subscription',
    confirmParagraphs: [
      'Thank you for signing up to Lustre & Co. news: new collections, events and offers, first.',
      'Please confirm that this is your address. Until you do, we will not send you anything else.',
    ],
    confirmAction: 'Confirm my subscription',
    confirmFootnote: 'This link works once, for 3 days. If you did not sign up, ignore this e-mail.',
    alreadySubject: 'You are already on our list',
    alreadyParagraphs: [
      'Someone, perhaps you, asked to sign this address up to Lustre & Co. news. It is already subscribed, so nothing has changed.',
    ],
    welcomeSubject: 'You are on the list',
    welcomeParagraphs: [
      'Your subscription is confirmed. Expect new collections, events and offers first.',
      'You can unsubscribe at any time from the link in each e-mail.',
    ],
  },
  fr: {
    confirmSubject: 'Veuillez confirmer votre abonnement',
    confirmParagraphs: [
      'Merci de vous être inscrit à l’infolettre de Lustre & Co. : nouvelles collections, événements et offres, en primeur.',
      'Veuillez confirmer qu’il s’agit bien de votre adresse. D’ici là, nous ne vous enverrons rien d’autre.',
    ],
    confirmAction: 'Confirmer mon abonnement',
    confirmFootnote:
      'Ce lien fonctionne une seule fois, pendant 3 jours. Si vous ne vous êtes pas inscrit, ignorez ce courriel.',
    alreadySubject: 'Vous êtes déjà abonné',
    alreadyParagraphs: [
      'Quelqu’un, peut-être vous, a demandé d’abonner cette adresse à l’infolettre de Lustre & Co. Elle l’est déjà : rien n’a changé.',
    ],
    welcomeSubject: 'Votre inscription est confirmée',
    welcomeParagraphs: [
      'Votre abonnement est confirmé. Découvrez en primeur nos nouvelles collections, événements et offres.',
      'Vous pouvez vous désabonner à tout moment grâce au lien présent dans chaque courriel.',
    ],
  },
} as const;

type Language = keyof typeof wording;

/** The double opt-in e-mail: the link that confirms the sign-up. */
export function confirmationEmail(language: Language, link: string) {
  const text = wording[language];
  return composeEmail({
    language,
    subject: text.confirmSubject,
    paragraphs: text.confirmParagraphs,
    action: { label: text.confirmAction, url: link },
    footnote: text.confirmFootnote,
  });
}

/** Sent instead of a link when the address is already confirmed: the page's answer stays the same for everyone. */
export function alreadySubscribedEmail(language: Language) {
  const text = wording[language];
  return composeEmail({ language, subject: text.alreadySubject, paragraphs: text.alreadyParagraphs });
}

/** Sent once the link is followed. */
export function welcomeEmail(language: Language) {
  const text = wording[language];
  return composeEmail({ language, subject: text.welcomeSubject, paragraphs: text.welcomeParagraphs });
}
