import { localisePath, paths } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { headerMessages as messages } from './header-messages';

/** The search box the header shows until (or when) the catalogue's richer widget is unavailable. */
export function BasicSearchForm({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
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
    <form role="search" className="sf-search" onSubmit={submit} aria-label={intl.formatMessage(messages.searchRegion)}>
      <label htmlFor={id} className="sf-visually-hidden">
        {intl.formatMessage(messages.searchLabel)}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="sf-search__input"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage(messages.searchPlaceholder)}
        autoComplete="off"
      />
      <button type="submit" className="sf-search__submit" aria-label={intl.formatMessage(messages.searchSubmit)}>
        <Icon name="search" />
      </button>
    </form>
  );
}
