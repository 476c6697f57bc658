import type { ListCategory } from '@storefront/api-schemas';
import { announce, localisePath, pageLinks, paths, useLocale } from '@storefront/contracts';
import { isLocaleCode, titleFromSlug, type LocaleCode } from '@storefront/i18n';
import { Alert, Button, ButtonLink, Drawer, EmptyState, Icon, PageFrame, type BreadcrumbItem } from '@storefront/ui';
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCommittedSearchParams } from '../../lib/use-committed-search-params';
import type { FilterRemoval } from './active-filters';
import { FilterPanel } from './filter-panel';
import type { ListingAnswer } from './listing-api';
import { listingMessages as messages } from './listing-messages';
import {
  carriedQuery,
  facetKeys,
  hasFilters,
  readListingParams,
  toggleFacetValue,
  withCategory,
  withoutFilters,
  withPage,
  withPriceRange,
  withSort,
  type FacetKey,
  type ListingParams,
  type ListingSort,
  type ListingTarget,
} from './listing-query';
import { ListingResults } from './listing-results';
import { SortSelect } from './sort-select';
import { useCategoryHead } from './use-category-head';
import { useListing } from './use-listing';
import './product-listing.css';

// Chips exist only once a filter is on, and tips, popular searches and categories only when a search finds
// nothing: each is loaded when first needed, keeping them off a plain results page.
const ActiveFilters = lazy(() => import('./active-filters').then((module) => ({ default: module.ActiveFilters })));
const SearchNoResults = lazy(() => import('./search-help').then((module) => ({ default: module.SearchNoResults })));
// The grid re-renders only when what it shows changes, not with every tick of a filter box.
const Results = memo(ListingResults);

interface ProductListingProps {
  /** A category by its path (`engagement-rings/solitaire`), or a search by its text. */
  target: ListingTarget;
}

function alternatesOf(category: ListCategory | null | undefined): Partial<Record<LocaleCode, string>> | undefined {
  if (!category?.alternates) return undefined;
  const entries = Object.entries(category.alternates).filter(([locale]) => isLocaleCode(locale));
  return entries.length > 0 ? (Object.fromEntries(entries) as Partial<Record<LocaleCode, string>>) : undefined;
}

function filterCount(params: ListingParams): number {
  return (
    (params.category === null ? 0 : 1) +
    facetKeys.reduce((sum, key) => sum + params[key].length, 0) +
    (params.minPrice !== null || params.maxPrice !== null ? 1 : 0)
  );
}

/** Heading, trail and head tags of the page: the category's from the API (its slug until it answers), or the search's. */
function useListingHeader(target: ListingTarget, answer: ListingAnswer | null) {
  const intl = useIntl();
  const home: BreadcrumbItem = { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) };
  if (target.source === 'search') {
    const title = intl.formatMessage(messages.resultsFor, { query: target.query });
    return {
      title,
      intro: undefined,
      description: intl.formatMessage(messages.searchDescription, { query: target.query }),
      path: paths.search(target.query),
      alternates: undefined,
      breadcrumbs: [home, { label: intl.formatMessage(messages.searchTitle) }],
    };
  }
  if (target.path === '') {
    // The whole catalogue ("Shop all"), at the search page's address.
    const title = intl.formatMessage(messages.allJewellery);
    return {
      title,
      intro: undefined,
      description: intl.formatMessage(messages.allJewelleryDescription),
      path: paths.search(),
      alternates: undefined,
      breadcrumbs: [home, { label: title }],
    };
  }
  const category = answer?.category;
  const title = category?.name ?? titleFromSlug(target.path);
  const trail: BreadcrumbItem[] = category
    ? category.breadcrumbs.map((crumb) => ({ label: crumb.name, to: localisePath(paths.category(crumb.path)) }))
    : [{ label: title }];
  return {
    title,
    intro: category?.description,
    description: category?.description,
    path: paths.category(category?.path ?? target.path),
    alternates: alternatesOf(category),
    breadcrumbs: [home, ...trail],
  };
}

/**
 * A category page or search results: heading and trail, filters with counts (a sidebar on desktop, a drawer on
 * mobile), sort, active-filter chips, the product grid with "Load more", and the empty and error states. Every choice
 * lives in the URL query, so a link reproduces the view.
 */
export function ProductListing({ target }: ProductListingProps) {
  const intl = useIntl();
  const locale = useLocale();
  // A choice shows at once while the router commits the new address; two quick clicks both count.
  const [search, setSearch] = useCommittedSearchParams();
  // The choice itself (the ticked box, the sort, the filter count) shows in the frame after the input; the listing,
  // its grid and chips follow at a lower priority (useDeferredValue), so that frame never waits for the grid.
  const listingSearch = useDeferredValue(search);
  // Parsed once per query, so the objects are stable while the query is.
  const chosen = useMemo(() => readListingParams(search, target.source), [search, target.source]);
  const params = useMemo(() => readListingParams(listingSearch, target.source), [listingSearch, target.source]);
  const listing = useListing(target, params);
  const { answer, status } = listing;
  const header = useListingHeader(target, answer);
  const categoryHead = useCategoryHead(
    target.source === 'category' ? answer?.category : null,
    alternatesOf(answer?.category),
    answer?.items ?? [],
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersHeadingId = useId();
  const resultsHeadingId = useId();

  // After "Clear all" (or the last chip) the buttons are gone: focus moves to the result count, which then speaks.
  const countRef = useRef<HTMLParagraphElement>(null);
  const focusCountAfterChange = useRef(false);
  useEffect(() => {
    if (!focusCountAfterChange.current) return;
    focusCountAfterChange.current = false;
    countRef.current?.focus();
  }, [search]);

  const navigateTo = (next: URLSearchParams, replace = false) => setSearch(next, { preventScrollReset: true, replace });
  const onToggle = (key: FacetKey, value: string) => navigateTo(toggleFacetValue(search, key, value));
  const onPriceRange = (min: number | null, max: number | null) => navigateTo(withPriceRange(search, min, max));
  const onSort = (sort: ListingSort) => navigateTo(withSort(search, sort, target.source));
  const onClearAll = () => {
    focusCountAfterChange.current = true;
    navigateTo(withoutFilters(search));
  };
  const onRemove = (filter: FilterRemoval) => {
    if (filterCount(params) === 1) focusCountAfterChange.current = true;
    if (filter.kind === 'facet') navigateTo(toggleFacetValue(search, filter.key, filter.value));
    else if (filter.kind === 'category') navigateTo(withCategory(search, null));
    else navigateTo(withPriceRange(search, null, null));
  };
  // "Load more" replaces the history entry: Back leaves the page rather than taking pages off.
  const source = target.source;
  const onLoadMore = useCallback(
    () =>
      setSearch((current) => withPage(current, readListingParams(current, source).page + 1), {
        preventScrollReset: true,
        replace: true,
      }),
    [setSearch, source],
  );
  const categoryHref = (path: string) =>
    target.source === 'category'
      ? `${localisePath(paths.category(path))}${carriedQuery(search)}`
      : `?${withCategory(search, path).toString()}`;

  const filtered = hasFilters(params);
  const total = answer?.total ?? 0;
  const ready = answer !== null && !listing.stale && status === 'ready';
  const searchFoundNothing = target.source === 'search' && ready && total === 0 && !filtered;

  // A search is announced once per query, with what its first answer found (the engagement remote logs it).
  const searchQuery = target.source === 'search' ? target.query : null;
  const announcedQuery = useRef<string | null>(null);
  useEffect(() => {
    if (searchQuery === null || !ready || announcedQuery.current === searchQuery) return;
    announcedQuery.current = searchQuery;
    announce('storefront:search-performed', { query: searchQuery, resultCount: total });
  }, [searchQuery, ready, total]);
  // A category is announced once when its page shows it (by its id and its name as shown), not again when a filter,
  // the sort or "Load more" changes what is listed (the engagement remote logs it as a collection viewed).
  const shownCategory = target.source === 'category' && ready ? answer.category : null;
  const announcedCategory = useRef<string | null>(null);
  useEffect(() => {
    if (!shownCategory || announcedCategory.current === shownCategory.id) return;
    announcedCategory.current = shownCategory.id;
    announce('storefront:category-viewed', { category: shownCategory.id, name: shownCategory.name });
  }, [shownCategory]);
  const currency = answer?.currency ?? 'AUD';

  const panel =
    answer === null ? null : (
      <FilterPanel
        answer={answer}
        params={chosen}
        categoryHref={categoryHref}
        onToggle={onToggle}
        onPriceRange={onPriceRange}
      />
    );

  return (
    <PageFrame
      title={header.title}
      description={header.description}
      robots={target.source === 'search' ? 'noindex, follow' : undefined}
      {...pageLinks(locale, header.path, header.alternates)}
      {...categoryHead}
      breadcrumbs={header.breadcrumbs}
      intro={header.intro}
      className="sf-container sf-container--wide sf-listing"
    >
      {answer?.correctedQuery ? (
        <Alert variant="info">{intl.formatMessage(messages.correctedQuery, { query: answer.correctedQuery })}</Alert>
      ) : null}
      {answer?.categories && answer.categories.length > 0 && !searchFoundNothing ? (
        <nav className="sf-listing__matches" aria-label={intl.formatMessage(messages.matchingCategories)}>
          <ul className="sf-listing__match-list">
            {answer.categories.map((category) => (
              <li key={category.id}>
                <Link to={localisePath(paths.category(category.path))} className="sf-listing__match">
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      {searchFoundNothing ? (
        <Suspense fallback={null}>
          <SearchNoResults query={target.query} didYouMean={answer.alternatives?.didYouMean} />
        </Suspense>
      ) : (
        <>
          <div className="sf-listing__toolbar">
            <p className="sf-listing__count" role="status" ref={countRef} tabIndex={-1}>
              {answer !== null ? (
                intl.formatMessage(messages.resultCount, { count: total })
              ) : status === 'loading' ? (
                <span className="sf-visually-hidden">{intl.formatMessage(messages.loading)}</span>
              ) : null}
            </p>
            <Button
              variant="secondary"
              className="sf-listing__filter-button"
              onClick={() => setDrawerOpen(true)}
              aria-haspopup="dialog"
            >
              <Icon name="menu" size="sm" />
              {intl.formatMessage(messages.filterAndSort)}
              {hasFilters(chosen) ? (
                <span className="sf-listing__filter-count">
                  {intl.formatMessage(messages.filterCount, { count: filterCount(chosen) })}
                </span>
              ) : null}
            </Button>
            <SortSelect source={target.source} value={chosen.sort} onChange={onSort} className="sf-listing__sort" />
          </div>
          {filtered ? (
            <Suspense fallback={null}>
              <ActiveFilters
                params={params}
                answer={answer}
                currency={currency}
                onRemove={onRemove}
                onClearAll={onClearAll}
              />
            </Suspense>
          ) : null}
          <div className="sf-listing__layout">
            <aside className="sf-listing__sidebar" aria-labelledby={filtersHeadingId}>
              <h2 id={filtersHeadingId} className="sf-listing__sidebar-title">
                {intl.formatMessage(messages.filtersHeading)}
              </h2>
              {panel}
            </aside>
            <section
              className={listing.stale ? 'sf-listing__results sf-listing__results--stale' : 'sf-listing__results'}
              aria-labelledby={resultsHeadingId}
              aria-busy={status === 'loading' || undefined}
            >
              <h2 id={resultsHeadingId} className="sf-visually-hidden">
                {intl.formatMessage(messages.productsHeading)}
              </h2>
              {ready && total === 0 ? (
                filtered ? (
                  <EmptyState
                    icon="diamond"
                    headingLevel={3}
                    title={intl.formatMessage(messages.emptyFilteredTitle)}
                    message={intl.formatMessage(messages.emptyFilteredBody)}
                    actions={
                      <Button variant="primary" onClick={onClearAll}>
                        {intl.formatMessage(messages.clearFilters)}
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    icon="diamond"
                    headingLevel={3}
                    title={intl.formatMessage(messages.emptyCategoryTitle)}
                    message={intl.formatMessage(messages.emptyCategoryBody)}
                    actions={
                      <ButtonLink to={localisePath(paths.search())} variant="secondary">
                        {intl.formatMessage(messages.browseAll)}
                      </ButtonLink>
                    }
                  />
                )
              ) : (
                <Results
                  answer={answer}
                  loading={status === 'loading'}
                  loadingMore={listing.loadingMore}
                  failed={status === 'error'}
                  onLoadMore={onLoadMore}
                  onRetry={listing.retry}
                />
              )}
            </section>
          </div>
        </>
      )}

      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={intl.formatMessage(messages.filterAndSort)}
        side="right"
        footer={
          <Button fullWidth busy={status === 'loading'} onClick={() => setDrawerOpen(false)}>
            {intl.formatMessage(messages.showResults, { count: total })}
          </Button>
        }
      >
        <SortSelect source={target.source} value={chosen.sort} onChange={onSort} />
        {filtered ? (
          <Suspense fallback={null}>
            <ActiveFilters
              params={params}
              answer={answer}
              currency={currency}
              onRemove={onRemove}
              onClearAll={onClearAll}
            />
          </Suspense>
        ) : null}
        {panel}
      </Drawer>
    </PageFrame>
  );
}
