const EARTH_RADIUS_KM = 6371.0088;

/** A point on the globe in decimal degrees. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(from: LatLng, to: LatLng): number {
  const radians = Math.PI / 180;
  const dLat = (to.latitude - from.latitude) * radians;
  const dLng = (to.longitude - from.longitude) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Kilometres rounded to one decimal, as the store finder shows them. */
export function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}
