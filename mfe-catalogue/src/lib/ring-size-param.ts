import type { RingSizeStock } from '@storefront/api-schemas';

/** How a market labels ring sizes: letters (AU, NZ) or numbers with halves (Canada). */
type SizeSystem = 'letter' | 'numeric';

/**
 * How the address carries a ring size: in the market's own system, as the shopper chose it (`?size=6.5` in Canada,
 * `?size=M` in Australia), with a full stop for the half in either language so one link reads the same in English
 * and French. The API takes it back as it takes a code.
 * @example ringSizeParam({ code: 'M', label: '6,5' }, 'numeric') // '6.5'
 */
export function ringSizeParam(size: Pick<RingSizeStock, 'code' | 'label'>, system: SizeSystem): string {
  return system === 'numeric' ? size.label.replace(',', '.') : size.code;
}

/** The size an address names (by the market's label or by the stored code), if it is one of `sizes`. */
export function ringSizeOfParam<Size extends Pick<RingSizeStock, 'code' | 'label'>>(
  param: string,
  sizes: readonly Size[],
  system: SizeSystem,
): Size | undefined {
  const wanted = param.trim();
  return (
    sizes.find((size) => ringSizeParam(size, system) === wanted.replace(',', '.')) ??
    sizes.find((size) => size.code === wanted.toUpperCase())
  );
}
