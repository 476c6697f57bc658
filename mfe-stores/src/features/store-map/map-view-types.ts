import type { MarketCode } from '@storefront/i18n';

/** A store as the map shows it: a marker at its position, named for it. */
export interface MapStore {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * What every map provider draws: the stores in the list's order (marker n is the list's n-th store), the selected
 * and the highlighted one (hovered or focused, on the map or in the list), and how the map tells the page about a
 * choice or a hover. A provider keeps no selection of its own, so list and map always agree.
 */
export interface MapViewProps {
  /** The market whose land the map draws. */
  market: MarketCode;
  stores: readonly MapStore[];
  selectedId: string | null;
  highlightedId: string | null;
  /** A marker was chosen (pressed, or Enter / Space on it). */
  onSelect: (id: string) => void;
  /** A marker was hovered or focused (its id), or left (null). */
  onHighlight: (id: string | null) => void;
  /** The map region's accessible name, e.g. "Map of the stores near Sydney". */
  label: string;
  /** What the page gives instead of the map, read as the region's description (the list beside it). */
  description: string;
  /** The store whose page shows the map, if any: its note on the map has no link to the page it is on. */
  currentId?: string;
  /** `compact`: the store page's small map, markers without numbers, the selected store marked apart. */
  variant?: 'numbered' | 'compact';
}
