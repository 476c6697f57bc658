import './account-overview.css';
import type { ProfileAnswer } from '@storefront/api-schemas';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { formatDate, useFormatMoney } from '@storefront/i18n';
import { Button, Icon, Skeleton } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { rewardsQuery, usableRewards } from '../../lib/member-rewards';
import { latestOrderQuery } from './account-overview-api';
import { accountOverviewMessages as messages } from './account-overview-messages';

function OverviewCard({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="sf-account-overview__card" aria-labelledby={id}>
      <h2 id={id} className="sf-account-overview__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A card's small failure: what failed and a way to ask again. */
function CardProblem({ message, retry }: { message: string; retry: () => void }) {
  const intl = useIntl();
  return (
    <div className="sf-account-overview__problem" role="alert">
      <p>{message}</p>
      <Button variant="link" size="sm" onClick={retry}>
        {intl.formatMessage(messages.tryAgain)}
      </Button>
    </div>
  );
}

function CardLoading() {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <span className="sf-visually-hidden" role="status">
        {intl.formatMessage(messages.loadingCard)}
      </span>
      <Skeleton width="100%" height="3.5rem" />
    </div>
  );
}

function Membership({ profile }: { profile: ProfileAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <OverviewCard heading={intl.formatMessage(messages.membershipHeading)}>
      {profile.brillianceNumber ? (
        <>
          <p className="sf-account-overview__badge">
            <Icon name="diamond" />
            {intl.formatMessage(messages.membershipActive)}
          </p>
          <dl className="sf-account-overview__facts">
            <div>
              <dt>{intl.formatMessage(messages.memberNumber)}</dt>
              <dd className="sf-account-overview__number">{profile.brillianceNumber}</dd>
            </div>
            <div>
              <dt>{intl.formatMessage(messages.memberSince)}</dt>
              <dd>{formatDate(profile.memberSince, locale, 'long')}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{intl.formatMessage(messages.notMember)}</p>
      )}
      <Link className="sf-account-overview__link" to={localisePath(paths.brilliance())}>
        {intl.formatMessage(messages.membershipLink)}
      </Link>
    </OverviewCard>
  );
}

function LatestOrder() {
  const intl = useIntl();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const query = useQuery(latestOrderQuery);
  let body: ReactNode;
  if (query.isPending) body = <CardLoading />;
  else if (query.isError)
    body = <CardProblem message={intl.formatMessage(messages.ordersFailed)} retry={() => void query.refetch()} />;
  else if (!query.data) body = <p>{intl.formatMessage(messages.noOrders)}</p>;
  else {
    const order = query.data;
    body = (
      <>
        <p className="sf-account-overview__order">
          {intl.formatMessage(messages.latestOrderNumber, { number: order.number })}
        </p>
        <p className="sf-account-overview__meta">
          {intl.formatMessage(messages.latestOrderPlaced, { date: formatDate(order.placedAt, locale, 'long') })}
        </p>
        <p className="sf-account-overview__meta">
          {intl.formatMessage(messages.latestOrderItems, {
            count: order.itemCount,
            total: formatMoney(order.totalCents, order.currency),
          })}
        </p>
        <Link className="sf-account-overview__link" to={localisePath(paths.orderDetails(order.number))}>
          {intl.formatMessage(messages.latestOrderLink, { number: order.number })}
        </Link>
      </>
    );
  }
  return (
    <OverviewCard heading={intl.formatMessage(messages.latestOrderHeading)}>
      {body}
      <Link
        className="sf-account-overview__link sf-account-overview__link--quiet"
        to={localisePath(paths.orderHistory())}
      >
        {intl.formatMessage(messages.allOrdersLink)}
      </Link>
    </OverviewCard>
  );
}

function Offers() {
  const intl = useIntl();
  const query = useQuery(rewardsQuery);
  let body: ReactNode;
  if (query.isPending) body = <CardLoading />;
  else if (query.isError)
    body = <CardProblem message={intl.formatMessage(messages.offersFailed)} retry={() => void query.refetch()} />;
  else
    body = (
      <p className="sf-account-overview__count">
        {intl.formatMessage(messages.offersCount, { count: usableRewards(query.data.rewards).length })}
      </p>
    );
  return (
    <OverviewCard heading={intl.formatMessage(messages.offersHeading)}>
      {body}
      <Link className="sf-account-overview__link" to={localisePath(paths.myOffers())}>
        {intl.formatMessage(messages.offersLink)}
      </Link>
    </OverviewCard>
  );
}

/**
 * The account home's summary: the member's Brilliance status (number, since), their latest order with its link, and
 * how many vouchers they can use (the welcome voucher and rewards the API serves) with the way to My offers.
 */
export function AccountOverview({ profile }: { profile: ProfileAnswer }) {
  return (
    <div className="sf-account-overview">
      <Membership profile={profile} />
      <LatestOrder />
      <Offers />
    </div>
  );
}
