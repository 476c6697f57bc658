import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { classNames } from '../class-names';
import { EmptyState } from '../feedback/empty-state';
import { RetryAlert } from '../feedback/retry-alert';
import { Spinner } from '../feedback/spinner';
import type { IconName } from '../icons/icon-names';
import { Breadcrumbs, type BreadcrumbItem } from '../navigation/breadcrumbs';
import { PageHeading } from '../typography/page-heading';
import { uiMessages } from '../ui-messages';
import { DocumentHead, type HeadMetaTag, type OpenGraph, type PageAlternate } from './document-head';

/**
 * What the body of a page shows: its content (`ready`), or one of the states every page words and lays out the same
 * way. A page maps its data hook's status onto this; the frame's heading and breadcrumbs stay in every state.
 */
export type PageFrameState =
  | { status: 'ready' }
  | {
      status: 'loading';
      /** What is loading, announced politely; "Loading" by default. */
      label?: string | undefined;
      /** A skeleton of the final layout, so nothing moves when the content arrives; a spinner in a box by default. */
      placeholder?: ReactNode;
    }
  | {
      status: 'error';
      /** Asks again; the "Try again" button calls it. */
      retry: () => void;
      /** A short summary in bold above the message. */
      title?: string | undefined;
      /** What failed, in the shopper's words; "We couldn’t load this page." by default. */
      message?: ReactNode;
    }
  | {
      status: 'empty';
      /** Says what there is none of ("Your bag is empty"); an `h2` under the page's `h1`. */
      title: string;
      message?: ReactNode;
      icon?: IconName | undefined;
      /** Next steps: usually a `ButtonLink` or two. */
      actions?: ReactNode;
    };

/** Props of {@link PageFrame}. */
export type PageFrameProps = {
  /**
   * The page's name: its one `h1`, and its document title unless `documentTitle` says otherwise. Left out only while
   * the data that names the page loads (the product page): then neither is rendered.
   */
  title?: string | undefined;
  /** The document (tab) title when it differs from the heading ("Solitaire ring | Lustre & Co."). */
  documentTitle?: string | undefined;
  /** The meta description for search results. */
  description?: string | undefined;
  /** Keeps the page out of search indexes (`noindex`), or out but with its links followed (`noindex, follow`). */
  robots?: 'noindex' | 'noindex, follow' | undefined;
  /** The page's canonical absolute URL. */
  canonical?: string | undefined;
  /** The same page in the other locales (hreflang links), `x-default` included when there is one. */
  alternates?: readonly PageAlternate[] | undefined;
  /** schema.org structured data (a Product; or several: a Product and its BreadcrumbList), written as JSON-LD. */
  structuredData?: object | readonly object[] | undefined;
  /** How the page looks when shared (Open Graph `og:*` tags; `article:*` times for an article). */
  openGraph?: OpenGraph | undefined;
  /** Further `<meta>` tags as they are (Open Graph and Twitter of a head built by `@storefront/contracts`' page heads). */
  meta?: readonly HeadMetaTag[] | undefined;
  /** The trail from the home page down to this page (last); none on the home page and status pages. */
  breadcrumbs?: readonly BreadcrumbItem[] | undefined;
  /** A short kicker above the heading ("Step 2 of 3", the collection). */
  eyebrow?: ReactNode;
  /** An introductory paragraph under the heading. */
  intro?: ReactNode;
  align?: 'start' | 'center';
  /** Id of the `h1`, for a control or region that refers to it. */
  headingId?: string | undefined;
  headingClassName?: string | undefined;
  /** Shown between the breadcrumbs and the heading in every state (the checkout's step indicator). */
  beforeHeading?: ReactNode;
  /** Messages about the page shown under the heading in every state (a payment that was refunded). */
  notices?: ReactNode;
  /** The frame's element; an `article` is named by its heading. */
  as?: 'div' | 'section' | 'article';
  /** Added to `sf-page`: the container width and the page's own block class (`sf-container sf-container--wide`). */
  className?: string | undefined;
  /** Whether the frame has the page's vertical padding (`sf-page`); off inside a panel of its own (maintenance). */
  padded?: boolean;
  /** Loading, error, empty or ready (the default): the content shows only when ready. */
  state?: PageFrameState;
  /**
   * The page's content, shown once ready. A function places the heading itself (the product page puts it beside
   * the gallery); otherwise the heading comes first, after the breadcrumbs.
   */
  children?: ReactNode | ((heading: ReactNode) => ReactNode);
} & { [attribute: `data-${string}`]: string | undefined };

/** The loading state: announced once, marked busy, and as tall as what will replace it. */
function PageLoading({ label, placeholder }: { label: string | undefined; placeholder: ReactNode }) {
  const intl = useIntl();
  if (placeholder === undefined) {
    return (
      <div className="sf-page-frame__loading" aria-busy="true">
        <Spinner label={label} />
      </div>
    );
  }
  return (
    <div className="sf-page-frame__placeholder" aria-busy="true">
      <p className="sf-visually-hidden" role="status">
        {label ?? intl.formatMessage(uiMessages.spinnerLabel)}
      </p>
      {placeholder}
    </div>
  );
}

/** What the body shows in a state other than ready. */
function PageStateView({ state }: { state: Exclude<PageFrameState, { status: 'ready' }> }) {
  const intl = useIntl();
  switch (state.status) {
    case 'loading':
      return <PageLoading label={state.label} placeholder={state.placeholder} />;
    case 'error':
      return (
        <RetryAlert title={state.title} onRetry={state.retry}>
          {state.message ?? intl.formatMessage(uiMessages.pageFrameLoadFailed)}
        </RetryAlert>
      );
    case 'empty':
      return <EmptyState icon={state.icon} title={state.title} message={state.message} actions={state.actions} />;
  }
}

/**
 * The frame of every page: document head (title, description, robots, canonical, hreflang, structured data),
 * breadcrumbs, the one `h1` with its eyebrow and intro, then the content, or the shared loading placeholder, the
 * localised error with "Try again", or the empty state.
 * @example
 * <PageFrame
 *   title={intl.formatMessage(messages.ordersTitle)}
 *   breadcrumbs={[{ label: home, to: '/' }, { label: intl.formatMessage(messages.ordersTitle) }]}
 *   state={orders.status === 'ready' ? { status: 'ready' } : { status: 'loading' }}
 * >
 *   <OrderList orders={orders.data} />
 * </PageFrame>
 */
export function PageFrame({
  title,
  documentTitle,
  description,
  robots,
  canonical,
  alternates,
  structuredData,
  openGraph,
  meta,
  breadcrumbs,
  eyebrow,
  intro,
  align,
  headingId,
  headingClassName,
  beforeHeading,
  notices,
  as: Element = 'div',
  className,
  padded = true,
  state = { status: 'ready' },
  children,
  ...data
}: PageFrameProps) {
  const generatedId = useId();
  const labelledBy = Element === 'article' && title !== undefined ? (headingId ?? generatedId) : undefined;
  const heading =
    title === undefined ? null : (
      <PageHeading
        id={headingId ?? labelledBy}
        className={headingClassName}
        title={title}
        eyebrow={eyebrow}
        intro={intro}
        align={align}
      />
    );
  const placesHeading = typeof children === 'function' && state.status === 'ready';
  return (
    <Element className={classNames(padded && 'sf-page', className)} aria-labelledby={labelledBy} {...data}>
      <DocumentHead
        title={documentTitle ?? title}
        description={description}
        robots={robots}
        canonical={canonical}
        alternates={alternates}
        structuredData={structuredData}
        openGraph={openGraph}
        meta={meta}
      />
      {breadcrumbs && breadcrumbs.length > 0 ? <Breadcrumbs items={breadcrumbs} /> : null}
      {beforeHeading}
      {placesHeading ? null : heading}
      {notices}
      {state.status !== 'ready' ? (
        <PageStateView state={state} />
      ) : typeof children === 'function' ? (
        children(heading)
      ) : (
        children
      )}
    </Element>
  );
}
