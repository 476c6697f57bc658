import type { MapOutline } from './map-outlines';

/**
 * A market's outline as the build writes it (test data): two states side by side around Sydney (150°E to 152°E,
 * 35°S to 33°S) sharing a border, and no neighbouring land unless told.
 */
export function buildMapOutline(overrides: Partial<MapOutline['objects']> = {}): MapOutline {
  return {
    type: 'Topology',
    transform: { scale: [0.01, 0.01], translate: [150, -35] },
    objects: {
      regions: {
        type: 'GeometryCollection',
        geometries: [
          { type: 'Polygon', id: 'AU.NS', arcs: [[0, 1]] },
          { type: 'Polygon', id: 'AU.VI', arcs: [[2, -1]] },
        ],
      },
      context: { type: 'GeometryCollection', geometries: [] },
      ...overrides,
    },
    // Delta-encoded on the 0.01° grid: the shared border (151°E), then each state's outer edge back to its ends.
    arcs: [
      [
        [100, 0],
        [0, 200],
      ],
      [
        [100, 200],
        [100, 0],
        [0, -200],
        [-100, 0],
      ],
      [
        [100, 0],
        [-100, 0],
        [0, 200],
        [100, 0],
      ],
    ],
  };
}
