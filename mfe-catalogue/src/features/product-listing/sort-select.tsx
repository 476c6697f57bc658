import { SelectField } from '@storefront/ui';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { listingMessages as messages } from './listing-messages';
import { sortsOf, type ListingSort, type ListingSource } from './listing-query';

const sortLabels: Record<ListingSort, MessageDescriptor> = {
  relevance: messages.sortRelevance,
  featured: messages.sortFeatured,
  'price-asc': messages.sortPriceAsc,
  'price-desc': messages.sortPriceDesc,
  newest: messages.sortNewest,
};

interface SortSelectProps {
  source: ListingSource;
  value: ListingSort;
  onChange: (sort: ListingSort) => void;
  className?: string;
}

/** The listing's sort order: featured, price low to high and high to low, newest (search adds best match). */
export function SortSelect({ source, value, onChange, className }: SortSelectProps) {
  const intl = useIntl();
  const sorts = sortsOf(source);
  return (
    <SelectField
      label={intl.formatMessage(messages.sortLabel)}
      options={sorts.map((sort) => ({ value: sort, label: intl.formatMessage(sortLabels[sort]) }))}
      value={value}
      onChange={(event) => {
        const next = sorts.find((sort) => sort === event.target.value);
        if (next) onChange(next);
      }}
      fieldClassName={className}
    />
  );
}
