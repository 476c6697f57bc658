import { useFormatMoney } from '@storefront/i18n';
import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { uiMessages } from '../ui-messages';
import { VisuallyHidden } from './visually-hidden';

/** Props of {@link Price}. Amounts are integer cents, as everywhere in the storefront's contracts. */
export type PriceProps = {
  /** What the shopper pays now, in cents. */
  amountCents: number;
  /** ISO 4217 code: `AUD`, `CAD`, `NZD`. */
  currency: string;
  /** The regular price in cents: struck through, and read as "Was …", when higher than `amountCents`. */
  listAmountCents?: number;
  /** The member price in cents, shown after the others with its label. */
  memberAmountCents?: number;
  /** 2 (default) always shows cents; 0 rounds to whole units (`formatMoney` of `@storefront/i18n`). */
  fractionDigits?: 0 | 2;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

/**
 * A price formatted for the active locale by `formatMoney` of `@storefront/i18n`. A higher `listAmountCents` is struck through; a `memberAmountCents`
 * adds the member price. Hidden "Was"/"Now" labels make the reduction clear to screen readers, which do not
 * announce strikethrough.
 * @example <Price amountCents={129900} listAmountCents={159900} memberAmountCents={119900} currency="AUD" />
 */
export function Price({
  amountCents,
  currency,
  listAmountCents,
  memberAmountCents,
  fractionDigits = 2,
  size = 'md',
  className,
}: PriceProps) {
  const intl = useIntl();
  const money = useFormatMoney();
  const reduced = listAmountCents !== undefined && listAmountCents > amountCents;
  const amount = (cents: number) => money(cents, currency, { fractionDigits });
  return (
    <span className={classNames('sf-price', `sf-price--${size}`, className)}>
      {reduced ? (
        <span className="sf-price__list">
          <VisuallyHidden>{intl.formatMessage(uiMessages.priceWas)} </VisuallyHidden>
          <s>{amount(listAmountCents)}</s>
        </span>
      ) : null}
      {/* Spaces between the parts, so they are not read (or copied) as one run of text */}
      {reduced ? ' ' : null}
      <span className={classNames('sf-price__current', reduced && 'sf-price__current--reduced')}>
        {reduced ? <VisuallyHidden>{intl.formatMessage(uiMessages.priceNow)} </VisuallyHidden> : null}
        {amount(amountCents)}
      </span>
      {memberAmountCents !== undefined ? ' ' : null}
      {memberAmountCents !== undefined ? (
        <span className="sf-price__member">
          <span className="sf-price__member-label">{intl.formatMessage(uiMessages.priceMember)} </span>
          {amount(memberAmountCents)}
        </span>
      ) : null}
    </span>
  );
}
