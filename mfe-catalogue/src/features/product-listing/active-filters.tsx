import { Icon } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { titleFromSlug } from '@storefront/i18n';
import type { ListingAnswer } from './listing-api';
import { listingMessages as messages } from './listing-messages';
import { facetKeys, type FacetKey, type ListingParams } from './listing-query';
import { usePriceLabels } from './use-price-labels';

/** A filter the shopper can take off again. */
export type FilterRemoval = { kind: 'facet'; key: FacetKey; value: string } | { kind: 'category' } | { kind: 'price' };

interface ActiveFiltersProps {
  params: ListingParams;
  answer: ListingAnswer | null;
  currency: string;
  onRemove: (filter: FilterRemoval) => void;
  onClearAll: () => void;
}

interface Chip {
  id: string;
  label: string;
  removal: FilterRemoval;
}

/** The chosen filters as chips, each with its remove button, and "Clear all". Renders nothing without filters. */
export function ActiveFilters({ params, answer, currency, onRemove, onClearAll }: ActiveFiltersProps) {
  const intl = useIntl();
  const headingId = useId();
  const prices = usePriceLabels(currency);
  const labelOf = (key: Exclude<FacetKey, 'price'>, value: string) =>
    answer?.facets[key].find((facet) => facet.value === value)?.label ?? titleFromSlug(value);

  const chips: Chip[] = [];
  if (params.category !== null) {
    chips.push({
      id: 'category',
      label: answer?.category?.name ?? titleFromSlug(params.category),
      removal: { kind: 'category' },
    });
  }
  for (const key of facetKeys) {
    for (const value of params[key]) {
      const label = key === 'price' ? prices.bucket(value as ListingParams['price'][number]) : labelOf(key, value);
      chips.push({ id: `${key}:${value}`, label, removal: { kind: 'facet', key, value } });
    }
  }
  if (params.minPrice !== null || params.maxPrice !== null) {
    const min = params.minPrice === null ? null : Number(params.minPrice);
    const max = params.maxPrice === null ? null : Number(params.maxPrice);
    chips.push({ id: 'price-range', label: prices.range(min, max), removal: { kind: 'price' } });
  }

  // A removed chip's button disappears: focus moves to the chip that took its place (or "Clear all").
  const listRef = useRef<HTMLUListElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const chipIds = chips.map((chip) => chip.id).join(' ');
  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
  }, [chipIds]);

  if (chips.length === 0) return null;

  return (
    <section className="sf-active-filters" aria-labelledby={headingId}>
      <h2 id={headingId} className="sf-visually-hidden">
        {intl.formatMessage(messages.activeFilters)}
      </h2>
      <ul className="sf-active-filters__list" ref={listRef}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className="sf-active-filters__chip"
              aria-label={intl.formatMessage(messages.removeFilter, { label: chip.label })}
              onClick={() => {
                focusAfterRemoval.current = index;
                onRemove(chip.removal);
              }}
            >
              <span>{chip.label}</span>
              <Icon name="close" size="xs" />
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="sf-active-filters__clear" onClick={onClearAll}>
            {intl.formatMessage(messages.clearAll)}
          </button>
        </li>
      </ul>
    </section>
  );
}
