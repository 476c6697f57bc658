import '../stores.css';
import { localisePath, paths, useLocale } from '@storefront/contracts';
import { PageFrame } from '@storefront/ui';
import { validationMessages } from '@storefront/validation';
import { ProblemError } from '@storefront/http';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { StoreResults } from '../features/store-results/store-results';
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

const SKU = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;
const SIZE = /^[\p{L}\d.½ -]{1,8}$/u;

/** The piece in play when the shopper came from a product page (`?sku=&size=`): results then show its stock. */
function pieceOf(params: URLSearchParams): StockPiece | null {
  const sku = params.get('sku')?.trim() ?? '';
  if (!SKU.test(sku)) return null;
  const size = params.get('size')?.trim() ?? '';
  return SIZE.test(size) ? { sku, size } : { sku };
}

/** The piece's part of the address, kept through each new search. */
function pieceParams(piece: StockPiece | null): Record<string, string> {
  if (!piece) return {};
  return piece.size ? { sku: piece.sku, size: piece.size } : { sku: piece.sku };
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
      {where ? <StoreResults status={search.status} data={search.data} retry={() => void search.refetch()} /> : null}
    </PageFrame>
  );
}
