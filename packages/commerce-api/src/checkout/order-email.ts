import { formatMoney } from '@storefront/i18n';
import type { Currency } from '../db/schema';
import type { OutgoingEmail } from '../email/mailer';

/** What the confirmation needs to say. */
export interface ConfirmationInput {
  to: string;
  language: 'en' | 'fr';
  locale: string;
  orderNumber: string;
  currency: Currency;
  lines: ReadonlyArray<{
    name: string;
    quantity: number;
    /** The ring size as the shopper chose it, in the market's system and their language (`6,5`); null if unsized. */
    size: string | null;
    engraving: string | null;
    lineCents: number;
  }>;
  totalCents: number;
  deliveryMethod: string;
  pickupStoreName: string | null;
}

const copy = {
  en: {
    subject: (number: string) => `Your Lustre & Co. order ${number}`,
    greeting: 'Thank you for your order.',
    number: 'Order number',
    size: 'size',
    engraving: 'engraving',
    total: 'Total',
    delivery: 'We will e-mail you again when it is on its way.',
    pickup: (store: string) => `We will e-mail you when it is ready to collect at ${store}.`,
    lookup: 'You can follow your order in your account or with your order number and billing postcode.',
  },
  fr: {
    subject: (number: string) => `Votre commande Lustre & Co. ${number}`,
    greeting: 'Merci de votre commande.',
    number: 'Numéro de commande',
    size: 'taille',
    engraving: 'gravure',
    total: 'Total',
    delivery: 'Nous vous écrirons de nouveau lors de son expédition.',
    pickup: (store: string) => `Nous vous écrirons lorsqu’elle sera prête à être retirée à ${store}.`,
    lookup:
      'Vous pouvez suivre votre commande dans votre compte ou avec votre numéro de commande et le code postal de facturation.',
  },
} as const;

/** The order confirmation e-mail in the shopper's language (English or French). */
export function orderConfirmationEmail(input: ConfirmationInput): OutgoingEmail {
  const text = copy[input.language];
  const money = (cents: number) => formatMoney(cents, input.currency, input.locale);
  const lines = input.lines.map((line) => {
    const extras = [
      line.size ? `${text.size} ${line.size}` : null,
      line.engraving ? `${text.engraving} "${line.engraving}"` : null,
    ].filter(Boolean);
    return `${line.quantity} × ${line.name}${extras.length ? ` (${extras.join(', ')})` : ''}: ${money(line.lineCents)}`;
  });
  const body = [
    text.greeting,
    '',
    `${text.number}: ${input.orderNumber}`,
    '',
    ...lines,
    '',
    `${text.total}: ${money(input.totalCents)}`,
    '',
    input.pickupStoreName ? text.pickup(input.pickupStoreName) : text.delivery,
    text.lookup,
  ].join('\n');
  return { to: input.to, subject: text.subject(input.orderNumber), text: body, kind: 'order-confirmation' };
}
