import type { StoreDetail as StoreDetailAnswer } from '@storefront/api-schemas';
import { localisePath, PageNotFound, paths, safeLinkTarget, useLocale } from '@storefront/contracts';
import { buttonClassName, ButtonLink, Icon, PageFrame, Skeleton } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { SetMyStore } from '../../lib/set-my-store';
import { isStoreNotFound, storeDetailQuery, storeSearchQuery } from '../../lib/store-queries';
import { StoreAddress, StoreDistance, StoreOpenStatus, useDayHours } from '../../lib/store-status';
import { formatDateRange, specialRuns, weekdayName } from '../../lib/store-hours';
import { storeDetailMessages as messages } from './store-detail-messages';
import { useStoreHead } from './use-store-head';

/** What the page shows of the store on a map, above its nearby stores (the route gives it: a feature of its own). */
export type StoreDetailMapSlot = (store: StoreDetailAnswer) => ReactNode;

/** The stores listed under "Nearby stores". */
const NEARBY_COUNT = 3;

/** The external map's directions to a store, checked as any link the storefront did not write itself. */
function directionsTarget(store: StoreDetailAnswer): string | null {
  const url = `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;
  const target = safeLinkTarget(url);
  return target?.kind === 'external' ? target.href : null;
}

/** The week, Monday first, with today (the store's local today) marked. */
function WeeklyHours({ store }: { store: StoreDetailAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const dayHours = useDayHours();
  return (
    <table className="sf-store-hours">
      <caption className="sf-visually-hidden">{intl.formatMessage(messages.hoursCaption)}</caption>
      <thead className="sf-visually-hidden">
        <tr>
          <th scope="col">{intl.formatMessage(messages.day)}</th>
          <th scope="col">{intl.formatMessage(messages.hours)}</th>
        </tr>
      </thead>
      <tbody>
        {store.weeklyHours.map((day) => {
          const today = day.weekday === store.today.weekday;
          return (
            <tr
              key={day.weekday}
              className={today ? 'sf-store-hours__row sf-store-hours__row--today' : 'sf-store-hours__row'}
              aria-current={today ? 'date' : undefined}
            >
              <th scope="row">
                {weekdayName(day.weekday, locale)}
                {today ? <span className="sf-store-hours__today">{intl.formatMessage(messages.today)}</span> : null}
              </th>
              <td>{today ? dayHours(store.today) : dayHours(day)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The public-holiday hours of the coming weeks. */
function SpecialHours({ store }: { store: StoreDetailAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const dayHours = useDayHours();
  return (
    <section className="sf-store-detail__panel" aria-labelledby="sf-store-special-title">
      <h2 id="sf-store-special-title" className="sf-store-detail__title">
        {intl.formatMessage(messages.specialTitle)}
      </h2>
      {store.specialHours.length === 0 ? (
        <p className="sf-store-detail__muted">{intl.formatMessage(messages.specialNone)}</p>
      ) : (
        <dl className="sf-store-special">
          {specialRuns(store.specialHours).map(({ from, to, day }) => (
            <div key={from} className="sf-store-special__day">
              <dt>
                <span className="sf-store-special__label">{day.label}</span>{' '}
                <time dateTime={from === to ? from : `${from}/${to}`}>{formatDateRange(from, to, locale)}</time>
              </dt>
              <dd>{dayHours(day)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** The stores nearest this one (the search from its own position, without it). */
function NearbyStores({ store }: { store: StoreDetailAnswer }) {
  const intl = useIntl();
  const locale = useLocale();
  const nearby = useQuery(storeSearchQuery(locale, { lat: store.latitude, lng: store.longitude }, NEARBY_COUNT + 1));
  const others = (nearby.data?.stores ?? []).filter((other) => other.id !== store.id).slice(0, NEARBY_COUNT);
  if (others.length === 0) return null;
  return (
    <section className="sf-store-nearby" aria-labelledby="sf-store-nearby-title">
      <h2 id="sf-store-nearby-title" className="sf-store-detail__title">
        {intl.formatMessage(messages.nearbyTitle)}
      </h2>
      <ul className="sf-store-nearby__list">
        {others.map((other) => (
          <li key={other.id} className="sf-store-nearby__store">
            <Link to={localisePath(paths.store(other.id))} className="sf-store-nearby__name">
              {other.name}
            </Link>
            {other.distanceKm !== null ? (
              <StoreDistance km={other.distanceKm} as="span" className="sf-store-nearby__distance" />
            ) : null}
            <StoreOpenStatus store={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The store once it has arrived. */
function StoreDetailReady({ store, map }: { store: StoreDetailAnswer; map?: StoreDetailMapSlot }) {
  const intl = useIntl();
  const head = useStoreHead(store);
  const directions = directionsTarget(store);
  const serviceName = (code: string) => {
    const descriptor = (messages as Record<string, MessageDescriptor | undefined>)[`service_${code}`];
    return descriptor ? intl.formatMessage(descriptor) : code.replaceAll('_', ' ');
  };
  return (
    <PageFrame
      {...head}
      title={store.name}
      eyebrow={intl.formatMessage(messages.eyebrow)}
      className="sf-container sf-store-detail"
      data-store={store.id}
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        { label: intl.formatMessage(messages.stores), to: localisePath(paths.stores()) },
        { label: store.name },
      ]}
    >
      <div className="sf-store-detail__summary">
        <StoreOpenStatus store={store} />
        <SetMyStore store={store} />
      </div>
      <div className="sf-store-detail__grid">
        <section className="sf-store-detail__panel" aria-labelledby="sf-store-contact-title">
          <h2 id="sf-store-contact-title" className="sf-store-detail__title">
            {intl.formatMessage(messages.contactTitle)}
          </h2>
          <StoreAddress address={store.address} />
          <p className="sf-store-detail__contact">
            <Icon name="phone" />
            <a href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>{store.phone}</a>
          </p>
          <p className="sf-store-detail__contact">
            <a href={`mailto:${store.email}`}>{intl.formatMessage(messages.email)}</a>
          </p>
          {directions ? (
            <a
              className={buttonClassName('primary', 'md', false, 'sf-store-detail__directions')}
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="location" />
              {intl.formatMessage(messages.directions)}
              <span className="sf-visually-hidden"> {intl.formatMessage(messages.directionsNewTab)}</span>
            </a>
          ) : null}
        </section>
        <section className="sf-store-detail__panel" aria-labelledby="sf-store-hours-title">
          <h2 id="sf-store-hours-title" className="sf-store-detail__title">
            {intl.formatMessage(messages.hoursTitle)}
          </h2>
          <WeeklyHours store={store} />
        </section>
        <SpecialHours store={store} />
        {store.services.length > 0 ? (
          <section className="sf-store-detail__panel" aria-labelledby="sf-store-services-title">
            <h2 id="sf-store-services-title" className="sf-store-detail__title">
              {intl.formatMessage(messages.servicesTitle)}
            </h2>
            <ul className="sf-store-services">
              {store.services.map((service) => (
                <li key={service}>{serviceName(service)}</li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {map ? <div className="sf-store-detail__map">{map(store)}</div> : null}
      <NearbyStores store={store} />
      <p className="sf-store-detail__back">
        <ButtonLink to={localisePath(paths.stores())} variant="secondary">
          {intl.formatMessage(messages.findAnother)}
        </ButtonLink>
      </p>
    </PageFrame>
  );
}

/** The shape of the store page while it loads, so nothing moves when it arrives. */
function StoreDetailSkeleton() {
  return (
    <div className="sf-store-detail__grid" aria-hidden="true">
      {[0, 1].map((index) => (
        <div key={index} className="sf-store-detail__panel">
          <Skeleton width="40%" height={24} shape="text" />
          <Skeleton width="90%" height={18} shape="text" />
          <Skeleton width="80%" height={18} shape="text" />
          <Skeleton width="70%" height={18} shape="text" />
        </div>
      ))}
    </div>
  );
}

/**
 * A store `/stores/:store`: its name, address, phone, directions, the week's hours with today marked, special hours,
 * services and nearby stores, in the locale's language. A skeleton while it loads, a retry when the API cannot answer,
 * and the shell's 404 page for a store the market does not have.
 */
export function StoreDetail({ id, map }: { id: string; map?: StoreDetailMapSlot }) {
  const intl = useIntl();
  const query = useQuery(storeDetailQuery(useLocale(), id));
  if (query.data) return <StoreDetailReady store={query.data} map={map} />;
  if (query.isError && isStoreNotFound(query.error)) return <PageNotFound />;
  const breadcrumbs = [
    { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
    { label: intl.formatMessage(messages.stores), to: localisePath(paths.stores()) },
  ];
  return (
    <PageFrame
      className="sf-container sf-store-detail"
      breadcrumbs={breadcrumbs}
      state={
        query.isError && !query.isFetching
          ? {
              status: 'error',
              title: intl.formatMessage(messages.failedTitle),
              message: intl.formatMessage(messages.failed),
              retry: () => void query.refetch(),
            }
          : { status: 'loading', label: intl.formatMessage(messages.loading), placeholder: <StoreDetailSkeleton /> }
      }
    />
  );
}
