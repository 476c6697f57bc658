import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MapViewProps } from './map-view-types';

/**
 * The store map's providers by name. `outline` draws country and state outlines shipped with the remote (no tiles, no
 * third party); a tile provider (a `MapViewProps` component over its own tiles) is added here under its name.
 */
export const mapProviders = {
  outline: lazy(() => import('./outline-map')),
} satisfies Record<string, LazyExoticComponent<ComponentType<MapViewProps>>>;

/** A store map provider's name. */
export type MapProviderName = keyof typeof mapProviders;

function isProviderName(name: string): name is MapProviderName {
  return Object.hasOwn(mapProviders, name);
}

/**
 * The provider this build of the remote uses: `STORE_MAP_PROVIDER` when it was built (the deploy's setting; the webpack
 * config refuses an unknown name), `outline` otherwise.
 */
export function configuredMapProvider(setting: string | undefined = process.env.STORE_MAP_PROVIDER): MapProviderName {
  return setting && isProviderName(setting) ? setting : 'outline';
}
