/**
 * Where the piece sits on the picture. Positions are fractions of the picture (0–1, centre of the piece), so they
 * survive any stage size and map straight onto the captured photo; `size` is the piece's width as a fraction of
 * the picture's width; `rotation` is in degrees.
 */
export interface Placement {
  x: number;
  y: number;
  size: number;
  rotation: number;
}

export const sizeRange = { min: 0.05, max: 0.9, step: 0.01 } as const;
export const rotationRange = { min: -45, max: 45, step: 1 } as const;

/**
 * A starting point by the API's product kind, for a selfie framed head and shoulders: rings and wrist pieces held
 * up in the lower middle, earrings beside the face, necklaces across the collarbone.
 */
export function defaultPlacement(kind: string): Placement {
  // "earrings" contains "ring", and "charm-bracelet" contains "charm": the order of these tests matters.
  if (kind.includes('earring')) return { x: 0.27, y: 0.42, size: 0.14, rotation: 0 };
  if (/bracelet|bangle|watch|cufflink/.test(kind)) return { x: 0.5, y: 0.74, size: 0.3, rotation: 0 };
  if (/necklace|pendant|chain|charm|connector/.test(kind)) return { x: 0.5, y: 0.72, size: 0.36, rotation: 0 };
  if (/ring|band/.test(kind)) return { x: 0.5, y: 0.76, size: 0.16, rotation: 0 };
  return { x: 0.5, y: 0.5, size: 0.3, rotation: 0 };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Keeps the piece's centre on the picture and its size and angle within the controls' ranges. */
export function clampPlacement(placement: Placement): Placement {
  return {
    x: clamp(placement.x, 0, 1),
    y: clamp(placement.y, 0, 1),
    size: clamp(Math.round(placement.size * 100) / 100, sizeRange.min, sizeRange.max),
    rotation: clamp(placement.rotation, rotationRange.min, rotationRange.max),
  };
}

/** Moves the piece by a fraction of the picture, clamped. */
export function movePlacement(placement: Placement, dx: number, dy: number): Placement {
  return clampPlacement({ ...placement, x: placement.x + dx, y: placement.y + dy });
}

/** Resizes the piece by a fraction of the picture's width, clamped. */
export function resizePlacement(placement: Placement, delta: number): Placement {
  return clampPlacement({ ...placement, size: placement.size + delta });
}
