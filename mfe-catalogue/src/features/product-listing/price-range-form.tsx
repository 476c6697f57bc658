import { Button, TextField } from '@storefront/ui';
import { priceAmountSchema, useValidatedForm, validationMessages } from '@storefront/validation';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { listingMessages as messages } from './listing-messages';

const invalid = validationMessages.amountInvalid.id;

/** A bound of the range: empty (open-ended) or an amount `priceAmountSchema` accepts. */
const boundSchema = v.union(
  [
    v.pipe(
      v.string(invalid),
      v.trim(),
      v.empty(invalid),
      v.transform((): number | null => null),
    ),
    priceAmountSchema,
  ],
  invalid,
);

/** The custom price range: each bound optional; a maximum below the minimum is an invalid amount too. */
export const priceRangeSchema = v.pipe(
  v.object({ minPrice: boundSchema, maxPrice: boundSchema }),
  v.forward(
    v.partialCheck(
      [['minPrice'], ['maxPrice']],
      ({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice,
      invalid,
    ),
    ['maxPrice'],
  ),
);

interface PriceRangeFormProps {
  /** The applied bounds in dollars, from the URL (the form starts from them). */
  min: string | null;
  max: string | null;
  onApply: (min: number | null, max: number | null) => void;
}

type Range = { min: string | null; max: string | null };
const textOf = (amount: number | null) => (amount === null ? null : String(amount));

function RangeFields({ min, max, onApply }: PriceRangeFormProps) {
  const intl = useIntl();
  const legendId = useId();
  const { onSubmit, errorOf } = useValidatedForm({
    schema: priceRangeSchema,
    fields: ['minPrice', 'maxPrice'],
    onValid: (range) => onApply(range.minPrice, range.maxPrice),
  });
  return (
    <form className="sf-price-range" noValidate onSubmit={onSubmit} aria-labelledby={legendId}>
      <p id={legendId} className="sf-price-range__legend">
        {intl.formatMessage(messages.customPrice)}
      </p>
      <div className="sf-price-range__fields">
        <TextField
          name="minPrice"
          label={intl.formatMessage(messages.minPrice)}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={min ?? ''}
          error={errorOf('minPrice')}
          fieldClassName="sf-price-range__field"
        />
        <TextField
          name="maxPrice"
          label={intl.formatMessage(messages.maxPrice)}
          inputMode="decimal"
          autoComplete="off"
          defaultValue={max ?? ''}
          error={errorOf('maxPrice')}
          fieldClassName="sf-price-range__field"
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {intl.formatMessage(messages.applyPrice)}
      </Button>
    </form>
  );
}

/**
 * Minimum and maximum price fields. A bad amount shows 'Invalid amount' under its field (announced, and tied to the
 * field by `aria-describedby`) and applies nothing; what the shopper typed stays in the field to be corrected.
 */
export function PriceRangeForm({ min, max, onApply }: PriceRangeFormProps) {
  const [seen, setSeen] = useState<Range>({ min, max });
  const [ownApply, setOwnApply] = useState<Range | null>(null);
  const [version, setVersion] = useState(0);
  // The range changed elsewhere (a chip, "Clear all", Back): start the fields again from it. After this form's own
  // apply they stay as typed, and focus stays on the button.
  if (seen.min !== min || seen.max !== max) {
    setSeen({ min, max });
    if (ownApply?.min !== min || ownApply.max !== max) setVersion((count) => count + 1);
  }
  return (
    <RangeFields
      key={version}
      min={min}
      max={max}
      onApply={(nextMin, nextMax) => {
        setOwnApply({ min: textOf(nextMin), max: textOf(nextMax) });
        onApply(nextMin, nextMax);
      }}
    />
  );
}
