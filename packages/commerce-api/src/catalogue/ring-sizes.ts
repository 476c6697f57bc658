import type { Market } from '../db/schema';

/**
 * Ring sizes. Stock rows store one size code per physical size: the AU/NZ letter (`H` to `T`). Canada sizes rings
 * numerically (4 to 10 in halves); one letter step (1.25 mm of circumference) is close to one Canadian half size
 * (1.28 mm), so the two systems map one to one: H = 4, I = 4.5, J = 5, … S = 9.5, T = 10.
 */
export const RING_SIZE_CODES = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'] as const;

/** A stored ring size code. */
export type RingSizeCode = (typeof RING_SIZE_CODES)[number];

/** How a market labels ring sizes: letters (AU, NZ) or numbers with halves (CA). */
export type SizeSystem = 'letter' | 'numeric';

const numericLabels = ['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'] as const;

/** The sizing system of a market. */
export function sizeSystemOf(market: Market): SizeSystem {
  return market === 'CA' ? 'numeric' : 'letter';
}

/**
 * The label a shopper of this market sees for a stored size code, written as numbers are in the shopper's language
 * (as carat weights are: `0,5 ct` beside `6,5` in Canadian French). Stock, bag lines and orders keep the code; every
 * answer and e-mail a shopper reads carries this label.
 * @example sizeLabel('M', 'CA', 'fr') // '6,5'
 * @example sizeLabel('M', 'AU') // 'M'
 */
export function sizeLabel(code: string, market: Market, language: 'en' | 'fr' = 'en'): string {
  const index = (RING_SIZE_CODES as readonly string[]).indexOf(code);
  if (index < 0) return code;
  const numeric = numericLabels[index];
  if (sizeSystemOf(market) !== 'numeric' || numeric === undefined) return code;
  return language === 'fr' ? numeric.replace('.', ',') : numeric;
}

/** Every ring size of a market, smallest first, as `{ code, label }` (labels in the shopper's language). */
export function ringSizesFor(
  market: Market,
  language: 'en' | 'fr' = 'en',
): Array<{ code: RingSizeCode; label: string }> {
  return RING_SIZE_CODES.map((code) => ({ code, label: sizeLabel(code, market, language) }));
}

/**
 * The stored size code for what a shopper sent: a code (`L`) or the market's label in either language (`6`, `6.0`,
 * `6,5`, `l`). Null when it is no ring size.
 * @example ringSizeCodeOf('6.5', 'CA') // 'M'
 * @example ringSizeCodeOf('6,5', 'CA') // 'M'
 */
export function ringSizeCodeOf(value: string, market: Market): RingSizeCode | null {
  const text = value.trim().toUpperCase().replace(',', '.');
  const letter = RING_SIZE_CODES.find((code) => code === text);
  if (letter) return letter;
  if (sizeSystemOf(market) !== 'numeric' || !/^\d{1,2}(?:\.[05]0?)?$/.test(text)) return null;
  const index = numericLabels.findIndex((label) => Number(label) === Number(text));
  return index < 0 ? null : (RING_SIZE_CODES[index] ?? null);
}
