import type { ProductVariant } from '@storefront/api-schemas';
import { RadioGroup, type RadioOption } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { productDetailMessages as messages } from './product-detail-messages';

type Attribute = 'metal' | 'carat' | 'widthMm';

function valueOf(variant: ProductVariant, attribute: Attribute): string | number | null {
  return attribute === 'metal' ? variant.metal.code : variant[attribute];
}

/**
 * The variant a shopper gets when they change one attribute: the one with the new value that keeps most of the
 * others (metal, stone size, width), the default variant breaking ties.
 */
export function pickVariant(
  variants: readonly ProductVariant[],
  current: ProductVariant,
  attribute: Attribute,
  value: string | number,
): ProductVariant | undefined {
  const others = (['metal', 'carat', 'widthMm'] as const).filter((other) => other !== attribute);
  const score = (variant: ProductVariant) =>
    others.filter((other) => valueOf(variant, other) === valueOf(current, other)).length * 2 +
    (variant.isDefault ? 1 : 0);
  return variants
    .filter((variant) => valueOf(variant, attribute) === value)
    .reduce<ProductVariant | undefined>(
      (best, variant) => (!best || score(variant) > score(best) ? variant : best),
      undefined,
    );
}

function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The swatch colour family of a metal code (`14kt-rose-gold` → `rose`). */
function swatchOf(metal: string): string {
  for (const family of ['rose', 'yellow', 'white', 'platinum', 'silver']) if (metal.includes(family)) return family;
  return 'other';
}

interface VariantOptionsProps {
  variants: readonly ProductVariant[];
  current: ProductVariant;
  onSelect: (variant: ProductVariant) => void;
}

/** Metal swatches, stone sizes and widths as radio groups; each change picks the closest variant. */
export function VariantOptions({ variants, current, onSelect }: VariantOptionsProps) {
  const intl = useIntl();
  const metals = distinct(variants.map((variant) => variant.metal.code)).flatMap((code) => {
    const variant = variants.find((candidate) => candidate.metal.code === code);
    return variant ? [variant.metal] : [];
  });
  const sameMetal = variants.filter((variant) => variant.metal.code === current.metal.code);
  const carats = distinct(sameMetal.flatMap((variant) => (variant.carat === null ? [] : [variant.carat]))).sort(
    (a, b) => a - b,
  );
  const widths = distinct(sameMetal.flatMap((variant) => (variant.widthMm === null ? [] : [variant.widthMm]))).sort(
    (a, b) => a - b,
  );
  const choose = (attribute: Attribute, value: string | number) => {
    const next = pickVariant(variants, current, attribute, value);
    if (next && next.sku !== current.sku) onSelect(next);
  };

  const metalOptions: RadioOption[] = metals.map((metal) => ({
    value: metal.code,
    label: (
      <span className="sf-pdp-swatch">
        <span className={`sf-pdp-swatch__chip sf-pdp-swatch__chip--${swatchOf(metal.code)}`} aria-hidden="true" />
        <span>{metal.label}</span>
      </span>
    ),
  }));

  return (
    <div className="sf-pdp-variants">
      {metals.length > 1 ? (
        <RadioGroup
          legend={intl.formatMessage(messages.metalLegend)}
          name="metal"
          layout="inline"
          className="sf-pdp-variants__group"
          options={metalOptions}
          value={current.metal.code}
          onChange={(value) => choose('metal', value)}
        />
      ) : null}
      {carats.length > 1 ? (
        <RadioGroup
          legend={intl.formatMessage(messages.caratLegend)}
          name="carat"
          layout="inline"
          className="sf-pdp-variants__group"
          options={carats.map((carat) => ({
            value: String(carat),
            label: intl.formatMessage(messages.caratOption, { carat }),
          }))}
          value={current.carat === null ? '' : String(current.carat)}
          onChange={(value) => choose('carat', Number(value))}
        />
      ) : null}
      {widths.length > 1 ? (
        <RadioGroup
          legend={intl.formatMessage(messages.widthLegend)}
          name="width"
          layout="inline"
          className="sf-pdp-variants__group"
          options={widths.map((width) => ({
            value: String(width),
            label: intl.formatMessage(messages.widthOption, { width }),
          }))}
          value={current.widthMm === null ? '' : String(current.widthMm)}
          onChange={(value) => choose('widthMm', Number(value))}
        />
      ) : null}
    </div>
  );
}
