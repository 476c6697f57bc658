import { localisePath, paths, type SearchBoxWidgetProps } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { searchBoxMessages as messages } from './search-box-messages';

/** The header search box the shell mounts (suggestions and recent searches arrive with the catalogue issue). */
export default function SearchBox({ onNavigate }: SearchBoxWidgetProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed === '') return;
    onNavigate?.();
    void navigate(localisePath(paths.search(trimmed)));
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit} aria-label={intl.formatMessage(messages.region)} data-widget="catalogue-search">
      <label htmlFor={id} className="sf-visually-hidden">
        {intl.formatMessage(messages.label)}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="sf-search__input"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage(messages.placeholder)}
        autoComplete="off"
      />
      <button type="submit" className="sf-search__submit" aria-label={intl.formatMessage(messages.submit)}>
        <Icon name="search" />
      </button>
    </form>
  );
}
