import type { StoreSummary } from '@storefront/api-schemas';
import { useLocale, useMarket } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { storeSearchQuery } from '../../lib/store-queries';
import { MapView } from './map-view';
import { storeMapMessages as messages } from './store-map-messages';

/**
 * The stores nearest this one that the map shows. Asked as the store page's own "Nearby stores" asks (the store and its
 * three nearest: the same query, so one request serves both).
 */
const NEARBY_ON_MAP = 3;

/**
 * A store page's small map: the store itself, marked as chosen, with the stores nearest it; choosing another shows its
 * name and the way to its page. The address and the nearby stores listed on the page are its text alternative.
 */
export function StoreNeighbourhoodMap({ store }: { store: StoreSummary }) {
  const intl = useIntl();
  const locale = useLocale();
  const market = useMarket();
  const nearby = useQuery(storeSearchQuery(locale, { lat: store.latitude, lng: store.longitude }, NEARBY_ON_MAP + 1));
  const others = (nearby.data?.stores ?? []).filter((other) => other.id !== store.id).slice(0, NEARBY_ON_MAP);
  const [selectedId, setSelectedId] = useState(store.id);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  return (
    <MapView
      market={market}
      stores={[store, ...others]}
      currentId={store.id}
      selectedId={selectedId}
      highlightedId={highlightedId}
      onSelect={setSelectedId}
      onHighlight={setHighlightedId}
      label={intl.formatMessage(messages.storeLabel, { name: store.name })}
      description={intl.formatMessage(messages.storeDescription)}
      variant="compact"
    />
  );
}
