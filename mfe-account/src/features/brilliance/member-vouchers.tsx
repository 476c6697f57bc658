import type { MemberReward } from '@storefront/api-schemas';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { formatDate, getLocaleSetting, useFormatMoney } from '@storefront/i18n';
import { Alert, Button, Skeleton } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { rewardsQuery } from '../../lib/member-rewards';
import { brillianceMessages as messages } from './brilliance-messages';

const kindTitles = {
  welcome: messages.kindWelcome,
  birthday: messages.kindBirthday,
  anniversary: messages.kindAnniversary,
} as const;

const statusLabels = {
  unused: messages.statusUnused,
  used: messages.statusUsed,
  expired: messages.statusExpired,
} as const;

function Voucher({ reward }: { reward: MemberReward }) {
  const intl = useIntl();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const titleId = useId();
  const currency = reward.currency ?? getLocaleSetting(locale).currency;
  const amount = formatMoney(reward.amountCents, currency, { fractionDigits: 0 });
  const value =
    reward.minSpendCents > 0
      ? intl.formatMessage(messages.voucherValue, {
          amount,
          minimum: formatMoney(reward.minSpendCents, currency, { fractionDigits: 0 }),
        })
      : intl.formatMessage(messages.voucherValueNoMinimum, { amount });
  const day = (iso: string) => formatDate(iso, locale, 'long');
  let when: string | null = null;
  if (reward.status === 'used' && reward.usedAt)
    when = intl.formatMessage(messages.usedOn, { date: day(reward.usedAt) });
  else if (reward.status === 'expired' && reward.expiresAt)
    when = intl.formatMessage(messages.expiredOn, { date: day(reward.expiresAt) });
  else if (reward.status === 'unused' && reward.expiresAt)
    when = intl.formatMessage(messages.useBy, { date: day(reward.expiresAt) });
  return (
    <li className={`sf-brilliance__voucher sf-brilliance__voucher--${reward.status}`} aria-labelledby={titleId}>
      <div className="sf-brilliance__voucher-head">
        <h3 id={titleId} className="sf-brilliance__voucher-title">
          {intl.formatMessage(kindTitles[reward.kind])}
        </h3>
        <span className="sf-brilliance__voucher-status">{intl.formatMessage(statusLabels[reward.status])}</span>
      </div>
      <p className="sf-brilliance__voucher-value">{value}</p>
      <dl className="sf-brilliance__voucher-code">
        <dt>{intl.formatMessage(messages.code)}</dt>
        <dd>{reward.code}</dd>
      </dl>
      {when ? <p className="sf-brilliance__voucher-when">{when}</p> : null}
    </li>
  );
}

/** The member's vouchers (`GET /account/rewards`): each with its value, code, status and expiry, and how to use them. */
export function MemberVouchers() {
  const intl = useIntl();
  const headingId = useId();
  const query = useQuery(rewardsQuery);
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sf-visually-hidden" role="status">
          {intl.formatMessage(messages.vouchersLoading)}
        </span>
        <Skeleton width="100%" height="7rem" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <Alert
        variant="error"
        action={
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        }
      >
        {intl.formatMessage(messages.vouchersFailed)}
      </Alert>
    );
  } else if (query.data.rewards.length === 0) {
    body = <p className="sf-brilliance__muted">{intl.formatMessage(messages.vouchersEmpty)}</p>;
  } else {
    const usable = query.data.rewards.some((reward) => reward.status === 'unused');
    body = (
      <>
        <ul className="sf-brilliance__vouchers">
          {query.data.rewards.map((reward) => (
            <Voucher key={reward.code} reward={reward} />
          ))}
        </ul>
        {usable ? (
          <p className="sf-brilliance__muted">
            {intl.formatMessage(messages.howToUse)}{' '}
            <Link to={localisePath(paths.bag())}>{intl.formatMessage(messages.goToBag)}</Link>
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className="sf-brilliance__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-brilliance__heading">
        {intl.formatMessage(messages.vouchersHeading)}
      </h2>
      {body}
    </section>
  );
}
