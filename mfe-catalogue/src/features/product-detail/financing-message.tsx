import type { ProductDetailData } from '@storefront/api-schemas';
import { localisePath, paths } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';

const messages = defineMessages({
  offer: defineMessage<{ amount: string; termMonths: number; provider: string }>({
    id: 'catalogue.productDetail.financingOffer',
    defaultMessage: 'Or {amount} a month for {termMonths} months, interest-free, with {provider} financing',
  }),
  learnMore: { id: 'catalogue.productDetail.financingLearnMore', defaultMessage: 'Learn about financing' },
});

export interface FinancingMessageProps {
  /** The API's offer for the selected price (Canada), or null/absent where the market has none. */
  financing: ProductDetailData['financing'] | undefined;
  currency: string;
}

/**
 * The market's financing offer beside the price (Canada: the provider's longest interest-free monthly plan the price
 * reaches, as the API computes it), with a link to the finance options. Nothing when the API offers none.
 */
export function FinancingMessage({ financing, currency }: FinancingMessageProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  if (!financing) return null;
  return (
    <p className="sf-pdp-price__bnpl sf-pdp-price__financing">
      {intl.formatMessage(messages.offer, {
        amount: money(financing.monthlyCents, currency),
        termMonths: financing.termMonths,
        provider: financing.provider,
      })}{' '}
      <Link to={localisePath(paths.financeOptions())}>{intl.formatMessage(messages.learnMore)}</Link>
    </p>
  );
}
