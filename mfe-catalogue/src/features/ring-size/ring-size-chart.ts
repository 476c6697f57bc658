/**
 * Measurements of the stored ring size codes (AU/NZ letters; Canada labels the same physical sizes 4 to 10 in
 * halves, H = 4 … T = 10): inside circumference and diameter in millimetres.
 */
export const ringSizeChart: Readonly<Record<string, { circumferenceMm: number; diameterMm: number }>> = {
  H: { circumferenceMm: 46.8, diameterMm: 14.9 },
  I: { circumferenceMm: 48.0, diameterMm: 15.3 },
  J: { circumferenceMm: 49.3, diameterMm: 15.7 },
  K: { circumferenceMm: 50.6, diameterMm: 16.1 },
  L: { circumferenceMm: 51.9, diameterMm: 16.5 },
  M: { circumferenceMm: 53.1, diameterMm: 16.9 },
  N: { circumferenceMm: 54.4, diameterMm: 17.3 },
  O: { circumferenceMm: 55.7, diameterMm: 17.7 },
  P: { circumferenceMm: 57.0, diameterMm: 18.1 },
  Q: { circumferenceMm: 58.3, diameterMm: 18.5 },
  R: { circumferenceMm: 59.5, diameterMm: 19.0 },
  S: { circumferenceMm: 60.8, diameterMm: 19.4 },
  T: { circumferenceMm: 62.1, diameterMm: 19.8 },
};
