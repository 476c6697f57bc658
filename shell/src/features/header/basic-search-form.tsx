import { localisePath, paths } from '@storefront/contracts';
import { SearchForm } from '@storefront/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { headerMessages as messages } from './header-messages';

/** The search box the header shows until (or when) the catalogue's richer widget is unavailable. */
export function BasicSearchForm({
  query,
  onQueryChange,
  onNavigate,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onNavigate?: (() => void) | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <SearchForm
      query={query}
      onQueryChange={onQueryChange}
      onSearch={(trimmed) => {
        onNavigate?.();
        void navigate(localisePath(paths.search(trimmed)));
      }}
      label={intl.formatMessage(messages.searchLabel)}
      placeholder={intl.formatMessage(messages.searchPlaceholder)}
      submitLabel={intl.formatMessage(messages.searchSubmit)}
      regionLabel={intl.formatMessage(messages.searchRegion)}
    />
  );
}
