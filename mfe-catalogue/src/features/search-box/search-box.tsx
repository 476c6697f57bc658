import { localisePath, paths, type SearchBoxWidgetProps } from '@storefront/contracts';
import { SearchForm } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchBoxMessages as messages } from './search-box-messages';

/** The header search box the shell mounts (suggestions and recent searches arrive with the catalogue issue). */
export default function SearchBox({ onNavigate, query, onQueryChange }: SearchBoxWidgetProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <div data-widget="catalogue-search">
      <SearchForm
        query={query}
        onQueryChange={onQueryChange}
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
