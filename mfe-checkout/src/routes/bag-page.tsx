import type { BagLine as BagLineData } from '@storefront/api-schemas';
import { EngagementBannerSlot, localisePath, paths } from '@storefront/contracts';
import {
  Alert,
  Button,
  ButtonLink,
  EmptyState,
  Icon,
  PageFrame,
  Price,
  Skeleton,
  type PageFrameState,
} from '@storefront/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { checkoutRouteMessages as routeMessages } from './checkout-route-messages';
import { BnplMessage } from '../features/bnpl-messaging/bnpl-message';
import { useCartPreferences, useCartPreferencesSettled } from '../features/cart-preferences/cart-preferences-api';
import { InformationAlertBar } from '../features/cart-preferences/information-alert-bar';
import { OrderInformation } from '../features/cart-preferences/order-information';
import { ProductPromotion } from '../features/cart-preferences/product-promotion';
import { SalesTaxTooltip } from '../features/cart-preferences/sales-tax-tooltip';
import '../features/cart-preferences/cart-preferences.css';
import { CouponEntry } from '../features/coupon/coupon-entry';
import { OrderSummary } from '../lib/order-summary/order-summary';
import { BagChangesAlert } from '../features/bag/bag-changes-alert';
import { BagLine, type LineAction } from '../features/bag/bag-line';
import { bagMessages as messages } from '../features/bag/bag-messages';
import { useBag } from '../features/bag/use-bag';
import '../features/bag/bag.css';

/** The engagement SDK's banner placement on the bag page, under the bag's lines. */
export const BAG_BANNER_PLACEMENT = 'bag_page_banner';

/** Where focus goes once the bag re-renders after a change. */
type FocusTarget = { line: string } | 'lines' | 'saved' | 'empty' | 'problems' | null;

/** The bag's lines and summary as boxes of their final size, while the bag loads. */
function BagSkeleton() {
  return (
    <div className="checkout-bag checkout-bag--loading">
      <div className="checkout-bag__layout">
        <div className="checkout-bag__main">
          {[0, 1].map((key) => (
            <div className="checkout-bag__skeleton" key={key}>
              <Skeleton width={112} aspectRatio="1 / 1" />
              <div>
                <Skeleton width="60%" shape="text" />
                <Skeleton width="40%" shape="text" />
              </div>
            </div>
          ))}
        </div>
        <Skeleton width="100%" height={280} className="checkout-bag__aside" />
      </div>
    </div>
  );
}

interface BagPageProps {
  /** Shown under the heading whatever the bag's state (a refunded payment). */
  notices?: ReactNode;
}

/** The bag page: lines, saved for later, the order summary with coupon and payment options, the checkout. */
export function BagPage({ notices }: BagPageProps) {
  const intl = useIntl();
  const state = useBag();
  const preferences = useCartPreferences();
  const preferencesSettled = useCartPreferencesSettled();
  const { bag, busy } = state;
  const [announcement, setAnnouncement] = useState('');
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const lineHeadings = useRef(new Map<string, HTMLHeadingElement>());
  const linesHeading = useRef<HTMLHeadingElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const emptyRef = useRef<HTMLDivElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusTarget === null) return;
    const element =
      typeof focusTarget === 'object'
        ? lineHeadings.current.get(focusTarget.line)
        : {
            lines: linesHeading.current,
            saved: savedHeading.current,
            empty: emptyRef.current,
            problems: problemsRef.current,
          }[focusTarget];
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget, bag]);

  const title = intl.formatMessage(routeMessages.bagTitle);
  const framed = (frameState: PageFrameState, content?: ReactNode) => (
    <PageFrame
      title={title}
      robots="noindex"
      className="sf-container sf-container--wide"
      breadcrumbs={[
        { label: intl.formatMessage(routeMessages.home), to: localisePath(paths.home()) },
        { label: title },
      ]}
      notices={notices}
      state={frameState}
    >
      {content}
    </PageFrame>
  );

  // The bag drawn from the document's payload comes before the preferences: their alerts, above the lines, would push
  // them down as they arrive, so the page shows its loading state until they come or fail (one request).
  if ((state.status === 'loading' && !bag) || (bag && !preferencesSettled)) {
    return framed({ status: 'loading', label: intl.formatMessage(messages.loading), placeholder: <BagSkeleton /> });
  }
  if (!bag) {
    return framed({ status: 'error', retry: state.retry, message: intl.formatMessage(messages.loadFailed) });
  }

  const act = async (line: BagLineData, action: LineAction, value?: number | boolean) => {
    const list = action === 'move' ? bag.savedForLater : bag.lines;
    const index = list.findIndex((candidate) => candidate.id === line.id);
    setLineErrors(({ [line.id]: _, ...rest }) => rest);
    setAnnouncement('');
    const outcome = await state.run(line.id, action, value);
    if (!outcome.ok) {
      const message =
        outcome.reason === 'quantity'
          ? messages.quantityUnavailable
          : outcome.reason === 'gone'
            ? messages.lineGone
            : messages.actionFailed;
      setLineErrors((errors) => ({ ...errors, [line.id]: intl.formatMessage(message) }));
      return;
    }
    const next = outcome.bag;
    const name = { name: line.name };
    if (action === 'quantity') {
      setAnnouncement(intl.formatMessage(messages.announceQuantity, { ...name, quantity: Number(value) }));
    } else if (action === 'carePlan') {
      setAnnouncement(intl.formatMessage(messages.announceCarePlan, { ...name, added: Boolean(value) }));
    } else if (action === 'move') {
      setAnnouncement(intl.formatMessage(messages.announceMoved, name));
      const moved = next.lines.find((candidate) => candidate.id === line.id);
      setFocusTarget(moved ? { line: moved.id } : 'lines');
    } else {
      setAnnouncement(intl.formatMessage(action === 'save' ? messages.announceSaved : messages.announceRemoved, name));
      // Focus the piece that took its place, else the one before, else the list's heading.
      const remaining = list === bag.lines ? next.lines : next.savedForLater;
      const neighbour = remaining[Math.min(index, remaining.length - 1)];
      if (neighbour) setFocusTarget({ line: neighbour.id });
      else if (next.lines.length === 0 && next.savedForLater.length === 0) setFocusTarget('empty');
      else setFocusTarget(list === bag.lines ? 'lines' : next.lines.length > 0 ? 'lines' : 'saved');
    }
  };

  const renderLine = (line: BagLineData, place: 'bag' | 'saved') => (
    <li key={line.id} className="checkout-bag__item">
      <BagLine
        line={line}
        currency={bag.currency}
        place={place}
        busy={busy?.lineId === line.id ? busy.action : null}
        error={lineErrors[line.id] ?? null}
        headingRef={(element) => {
          if (element) lineHeadings.current.set(line.id, element);
          else lineHeadings.current.delete(line.id);
        }}
        onQuantity={(quantity) => void act(line, 'quantity', quantity)}
        onRemove={() => void act(line, 'remove')}
        onSaveForLater={() => void act(line, 'save')}
        onMoveToBag={() => void act(line, 'move')}
        onCarePlan={(selected) => void act(line, 'carePlan', selected)}
      />
    </li>
  );

  const empty = bag.lines.length === 0;
  const problemLines = bag.lines.filter((line) => line.problems.length > 0);
  const blocked = problemLines.length > 0 || state.changes.length > 0;
  const market = bag.market;
  const summary = bag.summary;

  const emptyState = (
    <div ref={emptyRef} tabIndex={-1} className="checkout-bag__empty">
      <EmptyState
        icon="bag"
        title={intl.formatMessage(routeMessages.bagEmptyTitle)}
        message={intl.formatMessage(routeMessages.bagEmptyBody)}
        actions={
          <>
            <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(routeMessages.startShopping)}</ButtonLink>
            <ButtonLink to={localisePath(paths.wishlist())} variant="secondary">
              {intl.formatMessage(routeMessages.viewWishlist)}
            </ButtonLink>
            <ButtonLink to={localisePath(paths.jewelleryBuilder())} variant="ghost">
              {intl.formatMessage(messages.designYourOwn)}
            </ButtonLink>
          </>
        }
      />
    </div>
  );

  return framed(
    { status: 'ready' },
    <div className="checkout-bag">
      {preferences ? <InformationAlertBar alerts={preferences.informationAlertBar} /> : null}
      <p className="sf-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {empty && bag.savedForLater.length === 0 ? (
        emptyState
      ) : (
        <div className={`checkout-bag__layout${empty ? ' checkout-bag__layout--single' : ''}`}>
          <div className="checkout-bag__main">
            {state.changes.length > 0 ? (
              <BagChangesAlert changes={state.changes} bag={bag} onConfirm={state.confirmChanges} />
            ) : null}
            <div ref={problemsRef} tabIndex={-1} className="checkout-bag__problems">
              {problemLines.length > 0 ? (
                <Alert variant="error" title={intl.formatMessage(messages.cartErrorTitle)}>
                  {intl.formatMessage(messages.cartErrorBody)}
                </Alert>
              ) : null}
            </div>
            {empty ? (
              emptyState
            ) : (
              <section className="checkout-bag__section" aria-labelledby="checkout-bag-lines-heading">
                <h2 id="checkout-bag-lines-heading" className="checkout-bag__heading" ref={linesHeading} tabIndex={-1}>
                  {intl.formatMessage(messages.linesHeading)}{' '}
                  <span className="checkout-bag__count">
                    {intl.formatMessage(messages.itemCount, { count: summary.itemCount })}
                  </span>
                </h2>
                <ul className="checkout-bag__lines">{bag.lines.map((line) => renderLine(line, 'bag'))}</ul>
              </section>
            )}
            {bag.savedForLater.length > 0 ? (
              <section
                className="checkout-bag__section checkout-bag__section--saved"
                aria-labelledby="checkout-bag-saved-heading"
              >
                <h2 id="checkout-bag-saved-heading" className="checkout-bag__heading" ref={savedHeading} tabIndex={-1}>
                  {intl.formatMessage(messages.savedHeading)}{' '}
                  <span className="checkout-bag__count">
                    {intl.formatMessage(messages.itemCount, { count: bag.savedForLater.length })}
                  </span>
                </h2>
                <p className="checkout-bag__intro">{intl.formatMessage(messages.savedIntro)}</p>
                <ul className="checkout-bag__lines">{bag.savedForLater.map((line) => renderLine(line, 'saved'))}</ul>
              </section>
            ) : null}
          </div>
          {empty ? null : (
            <div className="checkout-bag__aside">
              <OrderSummary
                summary={summary}
                coupon={bag.coupon}
                taxNote={
                  market === 'CA' && preferences?.salesTaxTooltip ? (
                    <SalesTaxTooltip text={preferences.salesTaxTooltip} />
                  ) : undefined
                }
              >
                <CouponEntry coupon={bag.coupon} onBagChange={state.replaceBag} />
                <BnplMessage
                  market={market}
                  amountCents={summary.remainingCents}
                  currency={bag.currency}
                  eligible={bag.lines.every((line) => line.bnplEligible !== false)}
                />
                <div className="checkout-bag__checkout">
                  <div className="checkout-bag__bar">
                    <p className="checkout-bag__bar-total">
                      <span>{intl.formatMessage(messages.checkoutBarTotal)}</span>
                      <Price amountCents={summary.totalCents} currency={bag.currency} />
                    </p>
                    {blocked ? (
                      <Button
                        fullWidth
                        size="lg"
                        aria-disabled="true"
                        aria-describedby="checkout-bag-blocked"
                        onClick={() => setFocusTarget('problems')}
                      >
                        <Icon name="lock" size="sm" /> {intl.formatMessage(messages.checkout)}
                      </Button>
                    ) : (
                      <ButtonLink to={localisePath(paths.checkoutShipping())} fullWidth size="lg">
                        <Icon name="lock" size="sm" /> {intl.formatMessage(messages.checkout)}
                      </ButtonLink>
                    )}
                  </div>
                  {blocked ? (
                    <p id="checkout-bag-blocked" className="checkout-bag__blocked">
                      {intl.formatMessage(
                        problemLines.length > 0 ? messages.checkoutBlocked : messages.checkoutConfirmFirst,
                      )}
                    </p>
                  ) : null}
                  <Link to={localisePath(paths.search())} className="checkout-bag__continue">
                    {intl.formatMessage(messages.continueShopping)}
                  </Link>
                </div>
              </OrderSummary>
              {preferences?.productPromotion ? <ProductPromotion promotion={preferences.productPromotion} /> : null}
              {preferences ? <OrderInformation items={preferences.orderInformationAccordion} /> : null}
            </div>
          )}
          {/* After the summary, so that a banner arriving once the engagement SDK has started (and growing as its frame
              loads) moves nothing a shopper may be about to press: on a phone the summary and its checkout button sit
              below the lines, and a banner between them pushed them down under the shopper's finger. */}
          {empty ? null : (
            <div className="checkout-bag__banner">
              <EngagementBannerSlot placementId={BAG_BANNER_PLACEMENT} />
            </div>
          )}
        </div>
      )}
    </div>,
  );
}
