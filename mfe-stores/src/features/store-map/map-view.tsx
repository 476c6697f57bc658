import { Suspense } from 'react';
import { configuredMapProvider, mapProviders } from './map-providers';
import type { MapViewProps } from './map-view-types';

/** Reserves the map's room while its code loads, so the list beside it does not move. */
function MapPlaceholder({ label }: { label: string }) {
  return <div className="sf-store-map sf-store-map--loading" role="img" aria-label={label} aria-busy="true" />;
}

/**
 * The store map, drawn by the configured provider (`outline` unless the build says otherwise). Its code and data load
 * only when a page shows it, after the list it sits beside.
 */
export function MapView(props: MapViewProps) {
  const Provider = mapProviders[configuredMapProvider()];
  return (
    <Suspense fallback={<MapPlaceholder label={props.label} />}>
      <Provider {...props} />
    </Suspense>
  );
}
