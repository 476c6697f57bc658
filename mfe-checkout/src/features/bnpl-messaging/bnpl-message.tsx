import type { Market } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormatMoney } from '@storefront/i18n';
import { bnplMessages as messages } from './bnpl-messages';
import './bnpl-message.css';

/** Pay in 4: four fortnightly instalments (AU and NZ; the payment API refuses it in Canada). */
export const BNPL_INSTALMENTS = 4;

/** One instalment of an amount, rounded up to the cent (as the product page shows it). */
export function instalmentCents(totalCents: number): number {
  return Math.ceil(totalCents / BNPL_INSTALMENTS);
}

export interface BnplMessageProps {
  market: Market;
  /** What is left to pay (after gift cards), in cents. */
  amountCents: number;
  currency: string;
  /** Every line can be paid by instalments. */
  eligible: boolean;
}

/**
 * Buy now, pay later for the market: in AU and NZ the instalment of the amount to pay (when every piece is eligible);
 * in Canada the financing offer instead. Nothing when there is nothing to pay.
 */
export function BnplMessage({ market, amountCents, currency, eligible }: BnplMessageProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  if (amountCents <= 0) return null;
  if (market !== 'CA' && !eligible) return null;
  return (
    <p className="checkout-bnpl">
      {market === 'CA'
        ? intl.formatMessage(messages.financing)
        : intl.formatMessage(messages.instalments, {
            instalments: BNPL_INSTALMENTS,
            amount: money(instalmentCents(amountCents), currency),
          })}{' '}
      <Link to={localisePath(paths.financeOptions())} className="checkout-bnpl__link">
        {intl.formatMessage(messages.learnMore)}
      </Link>
    </p>
  );
}
