import { useId, type FormEvent } from 'react';
import { Icon } from '../icons/icon';

/** Props of `SearchForm`: a controlled query, its labels, and what to do with a submitted query. */
export interface SearchFormProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Called with the trimmed query; blank queries are not submitted. */
  onSearch: (query: string) => void;
  label: string;
  placeholder: string;
  submitLabel: string;
  regionLabel: string;
}

/** A search landmark with a labelled search field and an icon submit button. */
export function SearchForm({
  query,
  onQueryChange,
  onSearch,
  label,
  placeholder,
  submitLabel,
  regionLabel,
}: SearchFormProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed !== '') onSearch(trimmed);
  };
  return (
    <form role="search" className="sf-search" onSubmit={submit} aria-label={regionLabel}>
      <label htmlFor={id} className="sf-visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className="sf-search__input"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="sf-search__submit" aria-label={submitLabel}>
        <Icon name="search" />
      </button>
    </form>
  );
}
