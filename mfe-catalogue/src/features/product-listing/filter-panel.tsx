import type { FacetValue } from '@storefront/api-schemas';
import { CheckboxField } from '@storefront/ui';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import type { ListingAnswer } from './listing-api';
import { listingMessages as messages } from './listing-messages';
import { priceBuckets, type FacetKey, type ListingParams, type PriceBucket } from './listing-query';
import { PriceRangeForm } from './price-range-form';
import { usePriceLabels } from './use-price-labels';

const facetTitles: Record<Exclude<FacetKey, 'price'>, MessageDescriptor> = {
  metal: messages.facetMetal,
  stone: messages.facetStone,
  shape: messages.facetShape,
};

interface FilterPanelProps {
  answer: ListingAnswer;
  params: ListingParams;
  /** Where a sub-category (category page) or a narrower category (search) leads, filters kept. */
  categoryHref: (path: string) => string;
  onToggle: (key: FacetKey, value: string) => void;
  onPriceRange: (min: number | null, max: number | null) => void;
}

interface OptionProps {
  facet: FacetValue;
  label: string;
  checked: boolean;
  onToggle: () => void;
}

function FacetOption({ facet, label, checked, onToggle }: OptionProps) {
  const intl = useIntl();
  return (
    <li>
      <CheckboxField
        label={
          <>
            {label}{' '}
            <span className="sf-filter-panel__count">
              {intl.formatMessage(messages.optionCount, { count: facet.count })}
            </span>
          </>
        }
        checked={checked}
        // A value no piece has stays offered only while it is chosen (so it can be taken off).
        disabled={!checked && facet.count === 0}
        onChange={onToggle}
        fieldClassName="sf-filter-panel__option"
      />
    </li>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="sf-filter-panel__group">
      <legend className="sf-filter-panel__legend">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The listing's filters with the number of pieces each would show: sub-categories (links), metal, stone, shape, the
 * five price buckets and a custom price range. Every choice applies at once (it changes the URL).
 */
export function FilterPanel({ answer, params, categoryHref, onToggle, onPriceRange }: FilterPanelProps) {
  const intl = useIntl();
  const categoryTitleId = useId();
  const prices = usePriceLabels(answer.currency);
  const { facets } = answer;
  return (
    <div className="sf-filter-panel">
      {facets.category.length > 0 ? (
        <nav className="sf-filter-panel__group" aria-labelledby={categoryTitleId}>
          <p id={categoryTitleId} className="sf-filter-panel__legend">
            {intl.formatMessage(messages.facetCategory)}
          </p>
          <ul className="sf-filter-panel__links">
            {facets.category.map((facet) => (
              <li key={facet.value}>
                <Link to={categoryHref(facet.path)} className="sf-filter-panel__link">
                  {facet.label}{' '}
                  <span className="sf-filter-panel__count">
                    {intl.formatMessage(messages.optionCount, { count: facet.count })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {(['metal', 'stone', 'shape'] as const).map((key) =>
        facets[key].length > 0 ? (
          <Group key={key} title={intl.formatMessage(facetTitles[key])}>
            <ul className="sf-filter-panel__options">
              {facets[key].map((facet) => (
                <FacetOption
                  key={facet.value}
                  facet={facet}
                  label={facet.label}
                  checked={params[key].includes(facet.value)}
                  onToggle={() => onToggle(key, facet.value)}
                />
              ))}
            </ul>
          </Group>
        ) : null,
      )}
      <Group title={intl.formatMessage(messages.facetPrice)}>
        <ul className="sf-filter-panel__options">
          {facets.price
            .filter((facet): facet is typeof facet & { value: PriceBucket } =>
              (priceBuckets as readonly string[]).includes(facet.value),
            )
            .map((facet) => (
              <FacetOption
                key={facet.value}
                facet={facet}
                label={prices.bucket(facet.value)}
                checked={params.price.includes(facet.value)}
                onToggle={() => onToggle('price', facet.value)}
              />
            ))}
        </ul>
        <PriceRangeForm min={params.minPrice} max={params.maxPrice} onApply={onPriceRange} />
      </Group>
    </div>
  );
}
