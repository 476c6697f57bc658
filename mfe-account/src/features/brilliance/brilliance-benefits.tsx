import './brilliance.css';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { getLocaleSetting, useFormatMoney } from '@storefront/i18n';
import { Icon, type IconName } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brillianceMessages as messages } from './brilliance-messages';

/** The welcome voucher (SPEC §9): 20 off a spend of 100 or more in the market's dollars. */
const WELCOME = { amountCents: 2_000, minSpendCents: 10_000 } as const;

/** What Brilliance gives its members (SPEC §1, §6, §9), with the link to its terms (/brilliance-terms). */
export function BrillianceBenefits() {
  const intl = useIntl();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const { currency } = getLocaleSetting(locale);
  const money = (cents: number) => formatMoney(cents, currency, { fractionDigits: 0 });
  const benefits: Array<{ icon: IconName; title: string; body: string }> = [
    {
      icon: 'gift',
      title: intl.formatMessage(messages.benefitWelcomeTitle),
      body: intl.formatMessage(messages.benefitWelcome, {
        amount: money(WELCOME.amountCents),
        minimum: money(WELCOME.minSpendCents),
      }),
    },
    {
      icon: 'diamond',
      title: intl.formatMessage(messages.benefitBirthdayTitle),
      body: intl.formatMessage(messages.benefitBirthday),
    },
    {
      icon: 'ring',
      title: intl.formatMessage(messages.benefitAnniversaryTitle),
      body: intl.formatMessage(messages.benefitAnniversary),
    },
    {
      icon: 'heart',
      title: intl.formatMessage(messages.benefitPricingTitle),
      body: intl.formatMessage(messages.benefitPricing),
    },
    {
      icon: 'mail',
      title: intl.formatMessage(messages.benefitOffersTitle),
      body: intl.formatMessage(messages.benefitOffers),
    },
  ];
  return (
    <section className="sf-brilliance__benefits" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-brilliance__heading">
        {intl.formatMessage(messages.benefitsHeading)}
      </h2>
      <ul className="sf-brilliance__benefit-list">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="sf-brilliance__benefit">
            <Icon name={benefit.icon} size="lg" className="sf-brilliance__benefit-icon" />
            <div>
              <h3 className="sf-brilliance__benefit-title">{benefit.title}</h3>
              <p className="sf-brilliance__benefit-body">{benefit.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <p>
        <Link to={localisePath(paths.brillianceTerms())}>{intl.formatMessage(messages.terms)}</Link>
      </p>
    </section>
  );
}
