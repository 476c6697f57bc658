import { localisePath, paths, type SearchBoxWidgetProps } from '@storefront/contracts';
import { SearchForm } from '@storefront/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchBoxMessages as messages } from './search-box-messages';

/** The header search box the shell mounts (suggestions and recent searches arrive with the catalogue issue). */
export default function SearchBox({ onNavigate, initialQuery }: SearchBoxWidgetProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query, setQuery] = useState(initialQuery ?? '');
  return (
    <div data-widget="catalogue-search">
      <SearchForm
        query={query}
        onQueryChange={setQuery}
        onSearch={(trimmed) => {
          onNavigate?.();
          void navigate(localisePath(paths.search(trimmed)));
        }}
        label={intl.formatMessage(messages.label)}
        placeholder={intl.formatMessage(messages.placeholder)}
        submitLabel={intl.formatMessage(messages.submit)}
        regionLabel={intl.formatMessage(messages.region)}
      />
    </div>
  );
}
