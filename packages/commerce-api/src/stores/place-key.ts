/** Words shoppers abbreviate either way ("St Kilda" / "Saint Kilda", "Mt Eden" / "Mount Eden"). */
const synonyms: Record<string, string> = { saint: 'st', sainte: 'ste', mount: 'mt', fort: 'ft' };

/**
 * The search key of a place name: lower case, accents and macrons removed, apostrophes dropped, hyphens and dots as
 * spaces, common abbreviations unified. `Montréal` and `montreal`, `Sainte-Foy` and `ste foy`, `L'Ancienne-Lorette`
 * and `lancienne lorette` share a key.
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => synonyms[word] ?? word)
    .join(' ');
}

// Canadian postal codes never use D, F, I, O, Q or U, and W and Z never start one.
const canadianPostcode = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
const canadianFsa = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/i;

/** A query that is a postcode, normalised: Canadian 'K1V 1J8' (from K1V 1J8, K1V-1J8, k1v1j8), or its area 'K1V'. */
export type PostcodeQuery = { kind: 'full'; postcode: string; area: string } | { kind: 'area'; area: string };

/** Reads a query as a postcode of the market (SPEC §5 forms), or undefined when it is not one. */
export function postcodeQuery(market: 'AU' | 'CA' | 'NZ', query: string): PostcodeQuery | undefined {
  const text = query.trim();
  if (market === 'CA') {
    const full = canadianPostcode.exec(text);
    if (full) {
      const area = (full[1] as string).toUpperCase();
      return { kind: 'full', postcode: `${area} ${(full[2] as string).toUpperCase()}`, area };
    }
    if (canadianFsa.test(text)) return { kind: 'area', area: text.toUpperCase() };
    return undefined;
  }
  return /^\d{4}$/.test(text) ? { kind: 'full', postcode: text, area: text } : undefined;
}
