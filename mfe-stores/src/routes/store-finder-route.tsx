import '../stores.css';
import { localisePath, paths, useLocale, useMarket } from '@storefront/contracts';
import { mediaQuery, PageFrame } from '@storefront/ui';
import { sizeCodePattern, skuPattern, validationMessages } from '@storefront/validation';
import { ProblemError } from '@storefront/http';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { MapView } from '../features/store-map/map-view';
import { storeMapMessages } from '../features/store-map/store-map-messages';
import { StoreResults, storeCardId } from '../features/store-results/store-results';
import { StoreSearchForm } from '../lib/store-search-form';
import { storeSearchQuery, type StoreSearchWhere } from '../lib/store-queries';
import { storeStockSearchQuery, type StockPiece } from '../lib/store-stock-queries';
import { storesRouteMessages as messages } from './stores-route-messages';

const NEAR = /^(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/;

/** The search the address names: `?q=<place>` or `?near=<lat>,<lng>`, or none. */
function searchOf(params: URLSearchParams): StoreSearchWhere | null {
  const q = params.get('q')?.trim();
  if (q) return { q };
  const near = NEAR.exec(params.get('near') ?? '');
  if (near) return { lat: Number(near[1]), lng: Number(near[2]) };
  return null;
}

/** The piece in play when the shopper came from a product page (`?sku=&size=`): results then show its stock. */
function pieceOf(params: URLSearchParams): StockPiece | null {
  const sku = params.get('sku')?.trim() ?? '';
  if (!skuPattern.test(sku)) return null;
  const size = params.get('size')?.trim() ?? '';
  return size !== '' && sizeCodePattern.test(size) ? { sku, size } : { sku };
}

/** The piece's part of the address, kept through each new search. */
function pieceParams(piece: StockPiece | null): Record<string, string> {
  if (!piece) return {};
  return piece.size ? { sku: piece.sku, size: piece.size } : { sku: piece.sku };
}

/** Brings an element into view if it is not, without animation for a shopper who asked for less motion. */
function reveal(element: Element | null) {
  if (!element) return;
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

/** Whether the map sits beside the list (desktop) rather than above it (a phone or a tablet). */
function mapBesideList(): boolean {
  return window.matchMedia?.(mediaQuery('desktop')).matches ?? false;
}

/**
 * The store finder `/stores`: search by postcode, suburb or city, or by the browser's position; the stores nearest
 * first. The search lives in the address (`?q=` or `?near=`), so it can be shared, reloaded and gone back to.
 */
export default function StoreFinderRoute() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const where = searchOf(params);
  const piece = pieceOf(params);
  const withStock = useQuery({
    ...storeStockSearchQuery(locale, where ?? { q: '' }, piece ?? { sku: '' }),
    enabled: where !== null && piece !== null,
  });
  // A piece the API cannot answer stock for (a sized one without its size, say): the stores alone.
  const stockRefused = withStock.error instanceof ProblemError && withStock.error.status === 400;
  const plain = useQuery({
    ...storeSearchQuery(locale, where ?? { q: '' }),
    enabled: where !== null && (!piece || stockRefused),
  });
  const search = piece && !stockRefused ? withStock : plain;
  const title = intl.formatMessage(messages.finderTitle);
  const placeUnknown = where !== null && search.data?.code === 'LOCATION_NOT_FOUND';
  const market = useMarket();
  const mapRef = useRef<HTMLDivElement>(null);
  // The chosen and the pointed-at store belong to one search: a new search starts with none.
  const searchKey = params.toString();
  const [selection, setSelection] = useState<{ search: string; id: string } | null>(null);
  const [highlight, setHighlight] = useState<{ search: string; id: string } | null>(null);
  const selectedId = selection?.search === searchKey ? selection.id : null;
  const highlightedId = highlight?.search === searchKey ? highlight.id : null;
  const stores = search.status === 'success' ? search.data.stores : [];
  const highlightStore = (id: string | null) => setHighlight(id ? { search: searchKey, id } : null);
  const chooseOnMap = (id: string) => {
    setSelection({ search: searchKey, id });
    if (mapBesideList()) reveal(document.getElementById(storeCardId(id)));
  };
  const chooseInList = (id: string) => {
    setSelection({ search: searchKey, id });
    if (!mapBesideList()) reveal(mapRef.current);
  };
  return (
    <PageFrame
      title={title}
      className="sf-container sf-stores-finder"
      breadcrumbs={[{ label: intl.formatMessage(messages.home), to: localisePath(paths.home()) }, { label: title }]}
      intro={intl.formatMessage(messages.finderIntro)}
    >
      <StoreSearchForm
        initialLocation={where && 'q' in where ? where.q : ''}
        placeError={placeUnknown ? intl.formatMessage(validationMessages.locationInvalid) : undefined}
        onSearch={(location) => setParams({ q: location, ...pieceParams(piece) })}
        onLocate={({ lat, lng }) => setParams({ near: `${lat},${lng}`, ...pieceParams(piece) })}
      />
      {where ? (
        <div className={stores.length > 0 ? 'sf-stores-finder__found' : undefined}>
          {stores.length > 0 ? (
            <div className="sf-stores-finder__map" ref={mapRef}>
              <MapView
                market={market}
                stores={stores}
                selectedId={selectedId}
                highlightedId={highlightedId}
                onSelect={chooseOnMap}
                onHighlight={highlightStore}
                label={intl.formatMessage(storeMapMessages.finderLabel)}
                description={intl.formatMessage(storeMapMessages.finderDescription)}
              />
            </div>
          ) : null}
          <StoreResults
            status={search.status}
            data={search.data}
            retry={() => void search.refetch()}
            selectedId={selectedId}
            highlightedId={highlightedId}
            onSelect={chooseInList}
            onHighlight={highlightStore}
          />
        </div>
      ) : null}
    </PageFrame>
  );
}
