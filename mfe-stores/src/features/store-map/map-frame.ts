import { geoConicConformal, type GeoProjection } from 'd3-geo';
import type { MarketCode } from '@storefront/i18n';

/** A size in CSS pixels. */
export interface MapSize {
  width: number;
  height: number;
}

/** A point on the drawn map, in CSS pixels from its top left corner. */
export type MapPoint = [x: number, y: number];

/** Standard parallels of each market's conformal conic (the national mapping agencies' Lambert projections). */
const PARALLELS: Record<MarketCode, [number, number]> = {
  AU: [-18, -36],
  CA: [49, 77],
  NZ: [-37, -44],
};

/**
 * The least the map shows per pixel, in degrees of latitude: the outlines are drawn for a country or a region (a point
 * every few hundred metres), so a frame tighter than this would show their corners rather than a coast. Per pixel,
 * so a phone's smaller map shows a smaller area at the same sharpness.
 */
export const MIN_DEGREES_PER_PIXEL = 0.0014;

/**
 * The projection that frames the stores inside the map with `padding` pixels to spare: a conformal conic for the
 * market, centred on the stores, never closer than {@link MIN_DEGREES_PER_PIXEL}.
 */
export function frameProjection(
  market: MarketCode,
  positions: readonly [longitude: number, latitude: number][],
  size: MapSize,
  padding: number,
): GeoProjection {
  const longitudes = positions.map(([longitude]) => longitude);
  const latitudes = positions.map(([, latitude]) => latitude);
  const west = Math.min(...longitudes);
  const east = Math.max(...longitudes);
  const south = Math.min(...latitudes);
  const north = Math.max(...latitudes);
  const centre: [number, number] = [(west + east) / 2, (south + north) / 2];
  const inner = Math.max(1, Math.min(padding, size.width / 6, size.height / 6));
  const half = (MIN_DEGREES_PER_PIXEL * Math.min(size.width - 2 * inner, size.height - 2 * inner)) / 2;
  const lngHalf = half / Math.max(Math.cos((centre[1] * Math.PI) / 180), 0.2);
  const frame = [...positions, [centre[0] - lngHalf, centre[1] - half], [centre[0] + lngHalf, centre[1] + half]] as [
    number,
    number,
  ][];
  return geoConicConformal()
    .parallels(PARALLELS[market])
    .rotate([-centre[0], 0])
    .fitExtent(
      [
        [inner, inner],
        [size.width - inner, size.height - inner],
      ],
      { type: 'MultiPoint', coordinates: frame },
    )
    .clipExtent([
      [0, 0],
      [size.width, size.height],
    ]);
}

/**
 * Moves markers that would overlap apart (at least `gap` pixels between centres), keeping each as close to its store
 * as it can and inside the map: stores in the same centre still get a marker each to press.
 */
export function spreadMarkers(points: readonly MapPoint[], gap: number, size: MapSize): MapPoint[] {
  const placed = points.map(([x, y]) => [x, y] as MapPoint);
  for (let round = 0; round < 60; round += 1) {
    let moved = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        let dx = b[0] - a[0];
        let dy = b[1] - a[1];
        let distance = Math.hypot(dx, dy);
        if (distance >= gap) continue;
        if (distance < 0.01) {
          // The same spot: part them along a direction of their own, so the result does not depend on luck.
          const angle = (j * 2.399) % (2 * Math.PI);
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (gap - distance) / 2 + 0.01;
        const [ux, uy] = [dx / distance, dy / distance];
        a[0] -= ux * push;
        a[1] -= uy * push;
        b[0] += ux * push;
        b[1] += uy * push;
        moved = true;
      }
    }
    const margin = gap / 2;
    for (const point of placed) {
      point[0] = Math.min(Math.max(point[0], margin), size.width - margin);
      point[1] = Math.min(Math.max(point[1], margin), size.height - margin);
    }
    if (!moved) break;
  }
  return placed;
}
