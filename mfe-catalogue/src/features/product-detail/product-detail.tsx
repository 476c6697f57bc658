import type { Availability, ProductPrice, ProductDetailData, ProductVariant } from '@storefront/api-schemas';
import { localisePath, paths, useIsMember } from '@storefront/contracts';
import { useFormatMoney } from '@storefront/i18n';
import { ButtonLink, PageFrame, Price, RetryAlert, Skeleton, Spinner } from '@storefront/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { ringSizeOfParam, ringSizeParam } from '../../lib/ring-size-param';
import { useCommittedSearchParams } from '../../lib/use-committed-search-params';
import { WishlistToggle } from '../../lib/wishlist-toggle';
import { BuyBox, type ProductDetailSlots } from './buy-box';
import { FinancingMessage } from './financing-message';
import type { PdpPreferences } from './product-detail-api';
import { productDetailMessages as messages } from './product-detail-messages';
import { ProductGallery } from './product-gallery';
import { RelatedProducts } from './related-products';
import { usePdpContent, useProductDetail } from './use-product-detail';
import { useProductHead } from './use-product-head';
import './product-detail.css';

interface ProductDetailProps {
  /** The product's slug, from `/p/:product`. */
  slug: string;
  slots: ProductDetailSlots;
}

/**
 * The product page: loads the product for the slug and the choice kept in the address (`?sku=&size=`, the size in the
 * market's system: `6.5` in Canada), and shows a skeleton of the final layout, a not-found state or a retryable error
 * until it can show the page.
 */
export function ProductDetail({ slug, slots }: ProductDetailProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  // A choice shows at once (the radio stays on the metal picked) while the router commits the new address.
  const [searchParams, setSearchParams] = useCommittedSearchParams();
  const sku = searchParams.get('sku') ?? undefined;
  const size = searchParams.get('size') ?? undefined;
  const [engraving, setEngraving] = useState(false);
  const { state, retry } = useProductDetail({ slug, sku, size, engraving });
  const content = usePdpContent();

  const choose = (changes: { sku?: string; size?: string }) => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const badLink = state.status === 'bad-link';
  const movedTo = state.status === 'ready' && state.product.slug !== slug ? state.product.slug : null;
  useEffect(() => {
    // A link with a variant or size this product does not have: show the product as it comes.
    if (badLink) {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete('sku');
          next.delete('size');
          return next;
        },
        { replace: true },
      );
    }
  }, [badLink, setSearchParams]);
  useEffect(() => {
    // The API answered with the product's own slug for another one (an old or other-language address): use its own.
    if (!movedTo) return;
    const query = searchParams.toString();
    void navigate(`${localisePath(paths.product(movedTo))}${query ? `?${query}` : ''}`, { replace: true });
  }, [movedTo, navigate, searchParams]);

  if (state.status === 'loading' || state.status === 'bad-link') return <ProductDetailSkeleton />;
  if (state.status === 'not-found') return <ProductNotFound />;
  if (state.status === 'error') {
    return (
      <PageFrame
        className="sf-container sf-pdp"
        state={{
          status: 'error',
          retry,
          title: intl.formatMessage(messages.loadFailedTitle),
          message: intl.formatMessage(messages.loadFailedBody),
        }}
      />
    );
  }

  const { product, refreshing, refreshFailed } = state;
  const variant =
    product.variants.find((candidate) => candidate.sku === sku) ??
    product.variants.find((candidate) => candidate.sku === product.selected.sku);
  if (!variant) return <ProductNotFound />;
  // Until the answer for a new variant arrives, its own price and stock from the variant list stand in.
  const current = product.selected.sku === variant.sku;
  const price = current ? product.selected.price : variant.price;
  const availability = current ? product.selected.availability : variant.availability;
  const sizes = product.sizing?.sizes ?? [];
  const sizeSystem = product.sizing?.system ?? 'letter';
  // The address names the size in the market's system (`6.5` in Canada, `M` in Australia); the buy box works by code.
  const sizeCode =
    size === undefined ? '' : (ringSizeOfParam(size, sizes, sizeSystem)?.code ?? product.selected.size?.code ?? '');
  const resizedSize = current && product.selected.resized ? (product.selected.size?.label ?? null) : null;

  return (
    <ProductPage
      product={product}
      variant={variant}
      price={price}
      availability={availability}
      refreshing={refreshing}
      refreshFailed={refreshFailed}
      onRetry={retry}
      preferences={content.preferences}
      slots={slots}
    >
      <BuyBox
        product={product}
        variant={variant}
        price={price}
        availability={availability}
        resizedSize={resizedSize}
        onVariantChange={(next: ProductVariant) => choose({ sku: next.sku })}
        sizeCode={sizeCode}
        onSizeChange={(code) => {
          const chosen = sizes.find((candidate) => candidate.code === code);
          choose({ size: chosen ? ringSizeParam(chosen, sizeSystem) : code });
        }}
        engravingEnabled={engraving}
        onEngravingEnabledChange={setEngraving}
        preferences={content.preferences}
        engravingDelayDays={content.engravingDelayDays}
        slots={slots}
      />
    </ProductPage>
  );
}

interface ProductPageProps {
  product: ProductDetailData;
  variant: ProductVariant;
  price: ProductPrice | null;
  availability: Availability;
  refreshing: boolean;
  refreshFailed: boolean;
  onRetry: () => void;
  preferences: PdpPreferences | null;
  slots: ProductDetailSlots;
  /** The buy box. */
  children: ReactNode;
}

/**
 * The page in its frame: head tags and breadcrumbs, the gallery beside the summary with the heading (stacked on small
 * screens), details and related rows.
 */
function ProductPage({
  product,
  variant,
  price,
  availability,
  refreshing,
  refreshFailed,
  onRetry,
  preferences,
  slots,
  children,
}: ProductPageProps) {
  const intl = useIntl();
  const head = useProductHead(product, variant, price, availability);
  return (
    <PageFrame
      as="article"
      className="sf-container sf-pdp"
      title={product.name}
      {...head}
      breadcrumbs={[
        { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
        ...product.breadcrumbs.map((crumb) => ({ label: crumb.name, to: localisePath(paths.category(crumb.path)) })),
        { label: product.name },
      ]}
      headingClassName="sf-pdp__heading"
      eyebrow={product.collection ?? undefined}
      intro={<p className="sf-pdp__number">{intl.formatMessage(messages.productNumber, { number: product.number })}</p>}
    >
      {(heading) => (
        <>
          <div className="sf-pdp__layout">
            <div className="sf-pdp__media">
              <ProductGallery
                name={product.name}
                gallery={product.gallery}
                images={product.images}
                metal={variant.metal.code}
              />
            </div>
            <div className="sf-pdp__summary" aria-busy={refreshing || undefined}>
              {heading}
              <div className="sf-pdp__tools sf-cluster">
                <WishlistToggle productId={product.id} name={product.name} sku={variant.sku} variant="inline" />
                {slots.tools?.(product, variant)}
              </div>
              <PriceBlock price={price} bnpl={product.bnpl} financing={product.financing} />
              {refreshing ? (
                <Spinner size="sm" label={intl.formatMessage(messages.updating)} className="sf-pdp__refreshing" />
              ) : null}
              {refreshFailed ? (
                <RetryAlert variant="warning" onRetry={onRetry}>
                  {intl.formatMessage(messages.refreshFailed)}
                </RetryAlert>
              ) : null}
              {children}
            </div>
          </div>
          <ProductInformation product={product} variant={variant} preferences={preferences} />
          <RelatedProducts title={intl.formatMessage(messages.alternativesHeading)} products={product.alternatives} />
          <RelatedProducts title={intl.formatMessage(messages.complementsHeading)} products={product.complements} />
        </>
      )}
    </PageFrame>
  );
}

/** The price (list and member), a join prompt for guests when members pay less, and buy-now-pay-later terms. */
function PriceBlock({
  price,
  bnpl,
  financing,
}: {
  price: ProductPrice | null;
  bnpl: ProductDetailData['bnpl'];
  financing: ProductDetailData['financing'] | undefined;
}) {
  const intl = useIntl();
  const money = useFormatMoney();
  const isMember = useIsMember();
  if (!price) return <p className="sf-pdp-price">{intl.formatMessage(messages.priceUnavailable)}</p>;
  const memberCents = price.memberCents !== null && price.memberCents < price.listCents ? price.memberCents : undefined;
  return (
    <div className="sf-pdp-price">
      <Price
        amountCents={price.effectiveCents}
        currency={price.currency}
        size="lg"
        {...(price.isMemberPrice ? { listAmountCents: price.listCents } : {})}
        {...(!price.isMemberPrice && memberCents !== undefined ? { memberAmountCents: memberCents } : {})}
      />
      {price.isMemberPrice ? (
        <p className="sf-pdp-price__member">{intl.formatMessage(messages.memberPricePaid)}</p>
      ) : null}
      {!isMember && !price.isMemberPrice && memberCents !== undefined ? (
        <p className="sf-pdp-price__join">
          <Link to={localisePath(paths.register())}>{intl.formatMessage(messages.memberJoin)}</Link>
        </p>
      ) : null}
      {bnpl ? (
        <p className="sf-pdp-price__bnpl">
          {intl.formatMessage(messages.bnpl, {
            instalments: bnpl.instalments,
            frequency: bnpl.frequency,
            amount: money(bnpl.amountCents, price.currency),
          })}{' '}
          <Link to={localisePath(paths.financeOptions())}>{intl.formatMessage(messages.bnplLearnMore)}</Link>
        </p>
      ) : null}
      <FinancingMessage financing={financing} currency={price.currency} />
    </div>
  );
}

/** Stones the lifetime diamond warranty covers (SPEC §9: it requires an inspection every six months). */
const DIAMOND_STONES: ReadonlySet<string> = new Set(['diamond', 'lab-grown-diamond']);

/** The description, the piece's particulars, the diamond warranty and delivery and returns. */
function ProductInformation({
  product,
  variant,
  preferences,
}: {
  product: ProductDetailData;
  variant: ProductVariant;
  preferences: PdpPreferences | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  const rows = [
    { label: messages.detailMetal, value: variant.metal.label },
    product.stone ? { label: messages.detailStone, value: product.stone.label } : null,
    product.shape ? { label: messages.detailShape, value: product.shape.label } : null,
    product.collection ? { label: messages.detailCollection, value: product.collection } : null,
    { label: messages.detailNumber, value: product.number },
  ].filter((row) => row !== null);
  const delivery = preferences?.deliveryAndReturns;
  const diamondSet = product.stone !== null && DIAMOND_STONES.has(product.stone.code);
  return (
    <section className="sf-pdp-info" aria-labelledby={headingId}>
      <div className="sf-pdp-info__description">
        <h2 id={headingId} className="sf-pdp-section-title">
          {intl.formatMessage(messages.detailsHeading)}
        </h2>
        <p>{product.description}</p>
        <dl className="sf-pdp-info__facts">
          {rows.map((row) => (
            <div key={row.label.id} className="sf-pdp-info__fact">
              <dt>{intl.formatMessage(row.label)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
        {diamondSet ? (
          <p className="sf-pdp-info__warranty">
            {intl.formatMessage(messages.warrantyText)}{' '}
            <Link to={localisePath(paths.diamondWarranty())}>{intl.formatMessage(messages.warrantyLink)}</Link>
          </p>
        ) : null}
      </div>
      {delivery ? (
        <div className="sf-pdp-info__delivery">
          <h2 className="sf-pdp-section-title">{delivery.title}</h2>
          <p>{delivery.body}</p>
          {delivery.url ? (
            <p>
              <Link to={localisePath(delivery.url)}>{intl.formatMessage(messages.deliveryMore)}</Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** The loading state, with the final layout's boxes so nothing moves when the product arrives. */
function ProductDetailSkeleton() {
  const intl = useIntl();
  return (
    <PageFrame
      className="sf-container sf-pdp"
      state={{ status: 'loading', label: intl.formatMessage(messages.loading), placeholder: <ProductSkeletonBoxes /> }}
    />
  );
}

/** The breadcrumbs, gallery and summary as boxes of their final size. */
function ProductSkeletonBoxes() {
  return (
    <>
      <Skeleton width="16rem" height="1rem" shape="text" className="sf-pdp-skeleton__crumbs" />
      <div className="sf-pdp__layout">
        <div className="sf-pdp__media">
          <Skeleton width="100%" aspectRatio="1 / 1" />
        </div>
        <div className="sf-pdp__summary sf-stack">
          <Skeleton width="8rem" height="0.875rem" shape="text" />
          <Skeleton width="90%" height="2.75rem" shape="text" />
          <Skeleton width="10rem" height="1rem" shape="text" />
          <Skeleton width="8rem" height="2rem" shape="text" />
          <Skeleton width="100%" height="5rem" />
          <Skeleton width="100%" height="3.25rem" />
          <Skeleton width="100%" height="3.25rem" />
        </div>
      </div>
    </>
  );
}

/** A product the API does not know: a not-found page with ways back. */
function ProductNotFound() {
  const intl = useIntl();
  return (
    <PageFrame
      className="sf-container sf-pdp sf-pdp-not-found"
      title={intl.formatMessage(messages.notFoundTitle)}
      documentTitle={intl.formatMessage(messages.notFoundPageTitle)}
      robots="noindex"
      intro={<p>{intl.formatMessage(messages.notFoundBody)}</p>}
    >
      <div className="sf-cluster">
        <ButtonLink to={localisePath(paths.search())}>{intl.formatMessage(messages.notFoundSearch)}</ButtonLink>
        <ButtonLink variant="secondary" to={localisePath(paths.home())}>
          {intl.formatMessage(messages.notFoundHome)}
        </ButtonLink>
      </div>
    </PageFrame>
  );
}
