import { localisePath, paths, type SearchBoxWidgetProps } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { searchTextOverLimit, validationMessages } from '@storefront/validation';
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { usePopularSearches } from '../../lib/popular-searches';
import {
  recentSearchesCleared,
  recentSearchesReloaded,
  recentSearchRecorded,
  recentSearchRemoved,
  useRecentSearches,
} from './recent-searches-store';
import { searchBoxMessages as messages } from './search-box-messages';
import {
  emptyBoxGroups,
  optionText,
  suggestionGroups,
  type SearchGroupId,
  type SearchOption,
} from './search-box-options';
import { SearchOptionContent } from './search-option';
import { useActiveOption } from './use-active-option';
import { useSearchSuggestions } from './use-search-suggestions';
import './search-box.css';

const groupLabels = {
  suggestions: messages.groupSuggestions,
  recent: messages.groupRecent,
  popular: messages.groupPopular,
} as const;

/** Pressing an option or a panel button must not take focus from the box (that would close the popup first). */
const keepFocus = (event: { preventDefault: () => void }) => event.preventDefault();

/**
 * The header search box the shell mounts: an ARIA 1.2 combobox whose listbox popup shows suggestions while the
 * shopper types, and their recent searches and the popular ones when the box is empty. The query stays the shell's
 * (controlled), so nothing typed is lost when this widget replaces the shell's stand-in box. Our own rather than a
 * library's: ADR 010 has the measurements.
 */
export default function SearchBox({ onNavigate, query, onQueryChange }: SearchBoxWidgetProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}listbox`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const groupLabelId = (group: SearchGroupId) => `${baseId}group-${group}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  /** Focus given back to the box by the widget itself (after Escape in the panel) must not reopen the popup. */
  const quietFocus = useRef(false);

  const [open, setOpen] = useState(false);
  /** Focus is in the widget: suggestions stay current even while the popup is closed (Escape), for Down to reopen. */
  const [focused, setFocused] = useState(false);
  /** What the live region says after the shopper removed or cleared recent searches. */
  const [notice, setNotice] = useState('');
  const term = query.trim();
  // The one rule of what may be searched (the API's too): past its length the box says so and asks nothing.
  const maxLength = searchTextOverLimit(term);
  const tooLong =
    maxLength === undefined ? null : intl.formatMessage(validationMessages.searchTooLong, { length: maxLength });
  // Said while the shopper is in the box; on the search page for such a text, the page itself says it.
  const shownProblem = focused ? tooLong : null;
  const problemId = `${baseId}problem`;
  const recent = useRecentSearches();
  const suggestions = useSearchSuggestions(query, focused && tooLong === null);
  const popular = usePopularSearches(open && term === '');

  const groups =
    term === ''
      ? emptyBoxGroups(recent, popular)
      : suggestionGroups(
          suggestions.status === 'ready'
            ? suggestions.suggestions
            : suggestions.status === 'loading'
              ? suggestions.previous
              : null,
        );
  const options = groups.flatMap((group) => group.options);
  const expanded = open && options.length > 0;
  const showsRecent = expanded && groups.some((group) => group.id === 'recent');
  const active = useActiveOption(
    options.map((option) => option.key),
    expanded,
  );
  const activeId = active.index === -1 ? undefined : optionId(active.index);
  useEffect(() => {
    // The panel scrolls on small screens: keep the option the arrows reached in view.
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  // Counted once the options are those of the text in the box, not while its suggestions are on their way.
  const settled = term === '' ? options.length > 0 : suggestions.status === 'ready';
  const announcement =
    notice || (open && settled ? intl.formatMessage(messages.available, { count: options.length }) : '');

  const close = () => {
    setOpen(false);
    active.clear();
    setNotice('');
  };

  const go = (path: string) => {
    close();
    void navigate(localisePath(path));
    onNavigate?.();
  };

  const pick = (option: SearchOption) => {
    recentSearchRecorded(optionText(option));
    switch (option.kind) {
      case 'query':
        onQueryChange(option.query);
        go(paths.search(option.query));
        break;
      case 'category':
        onQueryChange('');
        go(paths.category(option.category.path));
        break;
      case 'product':
        onQueryChange('');
        go(paths.product(option.product.slug));
        break;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (term === '') return;
    if (tooLong !== null) {
      // Nothing to search for yet: the box keeps the text, and the shopper hears why.
      inputRef.current?.focus();
      setNotice(tooLong);
      return;
    }
    recentSearchRecorded(term);
    go(paths.search(term));
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        active.move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        const option = options[active.index];
        if (option) {
          event.preventDefault();
          pick(option);
        }
        return;
      }
      case 'Escape':
        // A popup on its way (its suggestions not come yet) is closed as one shown is: clearing the text instead would
        // leave it open, to show the popular searches over a box the shopper just emptied by mistake.
        if (open) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          event.preventDefault();
          onQueryChange('');
        }
        return;
      case 'Tab':
        // The recent searches' buttons are the next stops: Tab goes to them with the popup still open.
        if (!showsRecent) close();
        return;
    }
  };

  /** Escape in the panel's buttons closes it and gives focus back to the box, as in the box itself. */
  const onPanelButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    close();
    quietFocus.current = true;
    inputRef.current?.focus();
    quietFocus.current = false;
  };

  const onWidgetBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(false);
    close();
  };

  const removeRecent = (removed: string) => {
    // Focus moves before the button goes, to the next one (or the box), so keyboard users keep their place.
    const at = recent.indexOf(removed);
    const next = recent[at + 1] ?? recent[at - 1];
    const target = next === undefined ? undefined : removeButtons.current.get(next);
    if (target) target.focus();
    else inputRef.current?.focus();
    recentSearchRemoved(removed);
    setNotice(intl.formatMessage(messages.recentRemoved, { query: removed }));
  };

  const clearRecent = () => {
    inputRef.current?.focus();
    recentSearchesCleared();
    setNotice(intl.formatMessage(messages.recentCleared));
  };

  return (
    <div className="sf-search-box" data-widget="catalogue-search" onBlur={onWidgetBlur}>
      <form
        role="search"
        className="sf-search-box__form"
        aria-label={intl.formatMessage(messages.region)}
        onSubmit={submit}
      >
        <label htmlFor={inputId} className="sf-visually-hidden">
          {intl.formatMessage(messages.label)}
        </label>
        <div className="sf-search-box__field">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            name="q"
            role="combobox"
            className="sf-search-box__input"
            value={query}
            placeholder={intl.formatMessage(messages.placeholder)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-invalid={shownProblem !== null || undefined}
            aria-describedby={shownProblem === null ? undefined : problemId}
            onChange={(event) => {
              onQueryChange(event.target.value);
              setNotice('');
              setOpen(true);
            }}
            onFocus={() => {
              setFocused(true);
              recentSearchesReloaded();
              if (!quietFocus.current) setOpen(true);
            }}
            onClick={() => setOpen(true)}
            onKeyDown={onInputKeyDown}
          />
          {query === '' ? null : (
            <button
              type="button"
              className="sf-search-box__clear"
              aria-label={intl.formatMessage(messages.clearText)}
              onClick={() => {
                onQueryChange('');
                setNotice('');
                inputRef.current?.focus();
                setOpen(true);
              }}
            >
              <Icon name="close" size="xs" />
            </button>
          )}
          <button type="submit" className="sf-search-box__submit" aria-label={intl.formatMessage(messages.submit)}>
            <Icon name="search" size="sm" />
          </button>
        </div>
        {shownProblem === null ? null : (
          <p id={problemId} className="sf-search-box__problem">
            {shownProblem}
          </p>
        )}
      </form>
      {/*
        Only options may sit in a listbox, so the recent searches' buttons live beside it: "Clear all" in a header
        above it and one "Remove" per recent search in a column laid over the recent options' rows (same height).
      */}
      <div className="sf-search-box__panel" hidden={!expanded}>
        {showsRecent ? (
          <div className="sf-search-box__group-header sf-search-box__group-header--recent">
            <span id={groupLabelId('recent')} className="sf-search-box__group-label">
              {intl.formatMessage(groupLabels.recent)}
            </span>
            <button
              type="button"
              className="sf-search-box__clear-all"
              aria-describedby={groupLabelId('recent')}
              onMouseDown={keepFocus}
              onKeyDown={onPanelButtonKeyDown}
              onClick={clearRecent}
            >
              {intl.formatMessage(messages.clearRecent)}
            </button>
          </div>
        ) : null}
        <div
          role="listbox"
          id={listboxId}
          className="sf-search-box__listbox"
          aria-label={intl.formatMessage(messages.listbox)}
        >
          {groups.map((group) => (
            <div
              key={group.id}
              role="group"
              className={`sf-search-box__group sf-search-box__group--${group.id}`}
              aria-labelledby={groupLabelId(group.id)}
            >
              {group.id === 'recent' ? null : (
                <div className="sf-search-box__group-header">
                  <span id={groupLabelId(group.id)} className="sf-search-box__group-label">
                    {intl.formatMessage(groupLabels[group.id])}
                  </span>
                </div>
              )}
              {group.options.map((option) => {
                const index = options.indexOf(option);
                return (
                  <div
                    key={option.key}
                    role="option"
                    id={optionId(index)}
                    className={`sf-search-box__option sf-search-box__option--${option.kind}`}
                    aria-selected={index === active.index}
                    tabIndex={-1}
                    onMouseDown={keepFocus}
                    onClick={() => pick(option)}
                    onKeyDown={(event) => {
                      // Options are reached with the arrows from the box; this serves assistive technology that
                      // moves focus onto the option itself.
                      if (event.key === 'Enter' || event.key === ' ') {
                        event.preventDefault();
                        pick(option);
                      }
                    }}
                  >
                    <SearchOptionContent option={option} term={term} />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {showsRecent ? (
          <div className="sf-search-box__recent-actions">
            {recent.map((query) => (
              <button
                key={query}
                type="button"
                ref={(button) => {
                  if (button) removeButtons.current.set(query, button);
                  else removeButtons.current.delete(query);
                }}
                className="sf-search-box__remove"
                aria-label={intl.formatMessage(messages.removeRecent, { query })}
                onMouseDown={keepFocus}
                onKeyDown={onPanelButtonKeyDown}
                onClick={() => removeRecent(query)}
              >
                <Icon name="close" size="xs" />
              </button>
            ))}
          </div>
        ) : null}
      </div>
      <div role="status" className="sf-visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
