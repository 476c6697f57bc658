import type { LocaleCode } from '@storefront/i18n';
import { composeEmail } from '../email/compose-email';
import { RESERVATION_HOLD_DAYS } from './reservations';

type Language = 'en' | 'fr';

/** What the confirmation e-mail tells the shopper. */
export interface ReservationEmailFacts {
  language: Language;
  locale: LocaleCode;
  reference: string;
  firstName: string;
  productName: string;
  /** The size as the shopper's market shows it; empty for a piece without sizes. */
  sizeLabel: string;
  store: { name: string; address: string; phone: string; timeZone: string };
  holdUntil: Date;
  /** The store's page on the storefront (hours, special hours, directions). */
  storePageUrl: string;
  cancelUrl: string;
}

const wording = {
  en: {
    subject: (store: string, reference: string) => `Your reservation at ${store} (${reference})`,
    greeting: (name: string) => `Hello ${name},`,
    held: (piece: string, store: string, until: string) =>
      `We are holding ${piece} for you at ${store} until ${until} (store time).`,
    size: (label: string) => `size ${label}`,
    where: (address: string, phone: string) => `The store is at ${address}. Phone: ${phone}.`,
    hours: (url: string) => `Opening hours, holiday hours and directions: ${url}`,
    reference: (reference: string) =>
      `Please give your name or reservation reference ${reference} in store. Nothing is paid until you buy it there.`,
    cancel: 'Cancel my reservation',
    footnote: `The hold lasts ${RESERVATION_HOLD_DAYS} days and then ends by itself. The cancellation link works once.`,
  },
  fr: {
    subject: (store: string, reference: string) => `Votre réservation chez ${store} (${reference})`,
    greeting: (name: string) => `Bonjour ${name},`,
    held: (piece: string, store: string, until: string) =>
      `Nous vous réservons ${piece} chez ${store} jusqu’au ${until} (heure du magasin).`,
    size: (label: string) => `taille ${label}`,
    where: (address: string, phone: string) => `Le magasin se trouve au ${address}. Téléphone : ${phone}.`,
    hours: (url: string) => `Heures d’ouverture, horaire des jours fériés et itinéraire : ${url}`,
    reference: (reference: string) =>
      `En magasin, donnez votre nom ou le numéro de réservation ${reference}. Vous ne payez rien avant l’achat en magasin.`,
    cancel: 'Annuler ma réservation',
    footnote: `La réservation dure ${RESERVATION_HOLD_DAYS} jours, puis prend fin d’elle-même. Le lien d’annulation fonctionne une seule fois.`,
  },
} as const;

/** The hold's end in the store's own time zone, in the shopper's locale ('Monday, 30 November 2026 at 10:07 am'). */
export function holdUntilText(holdUntil: Date, timeZone: string, locale: LocaleCode): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(holdUntil);
}

/**
 * The reservation's confirmation, in the shopper's language: the piece and size, the store's name, address and phone,
 * a pointer to its hours, the hold's end in the store's time zone, the reference and the single-use cancellation link.
 */
export function reservationConfirmationEmail(facts: ReservationEmailFacts) {
  const text = wording[facts.language];
  const piece = facts.sizeLabel ? `${facts.productName}, ${text.size(facts.sizeLabel)},` : facts.productName;
  return composeEmail({
    language: facts.language,
    subject: text.subject(facts.store.name, facts.reference),
    paragraphs: [
      text.greeting(facts.firstName),
      text.held(piece, facts.store.name, holdUntilText(facts.holdUntil, facts.store.timeZone, facts.locale)),
      text.where(facts.store.address, facts.store.phone),
      text.hours(facts.storePageUrl),
      text.reference(facts.reference),
    ],
    action: { label: text.cancel, url: facts.cancelUrl },
    footnote: text.footnote,
  });
}
