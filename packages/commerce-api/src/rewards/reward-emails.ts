import { formatDate, formatMoney, getLocaleSetting, type LocaleCode } from '@storefront/i18n';
import { composeEmail } from '../email/compose-email';
import type { ScheduledRewardKind } from './reward-terms';

/** A reward voucher as its e-mail tells it. */
export interface RewardEmailVoucher {
  code: string;
  amountCents: number;
  minSpendCents: number;
  endsAt: Date;
}

/** The Brilliance birthday or anniversary e-mail: the member's voucher code, value, minimum spend and expiry. */
export function rewardEmail(
  locale: LocaleCode,
  kind: ScheduledRewardKind,
  firstName: string,
  voucher: RewardEmailVoucher,
) {
  const { currency } = getLocaleSetting(locale);
  const amount = formatMoney(voucher.amountCents, currency, locale, { fractionDigits: 0 });
  const minimum = formatMoney(voucher.minSpendCents, currency, locale, { fractionDigits: 0 });
  const until = formatDate(voucher.endsAt.toISOString(), locale, 'long', 'UTC');
  if (locale === 'fr-CA') {
    return composeEmail({
      language: 'fr',
      subject:
        kind === 'birthday'
          ? `Joyeux anniversaire : ${amount} de réduction pour vous`
          : `Merci pour une autre année Brilliance : ${amount} de réduction pour vous`,
      paragraphs: [
        `Bonjour ${firstName},`,
        kind === 'birthday'
          ? 'Toute l’équipe de Lustre & Co. vous souhaite un joyeux anniversaire.'
          : 'Votre adhésion au programme Brilliance fête un an de plus aujourd’hui. Merci de votre fidélité.',
        `Votre code ${voucher.code} vous offre ${amount} de réduction sur un achat de ${minimum} ou plus, en ligne au moment de payer.`,
        `Il est valable une seule fois, jusqu’au ${until}. Retrouvez-le dans votre compte, sous Brilliance.`,
      ],
    });
  }
  return composeEmail({
    language: 'en',
    subject:
      kind === 'birthday'
        ? `Happy birthday: ${amount} off for you`
        : `Thank you for another year of Brilliance: ${amount} off for you`,
    paragraphs: [
      `Hello ${firstName},`,
      kind === 'birthday'
        ? 'Everyone at Lustre & Co. wishes you a very happy birthday.'
        : 'Your Brilliance membership turns another year older today. Thank you for being with us.',
      `Your code ${voucher.code} takes ${amount} off a spend of ${minimum} or more at checkout.`,
      `It can be used once, until ${until}. You will also find it in your account, under Brilliance.`,
    ],
  });
}
