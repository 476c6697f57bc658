import { navigationAnswerSchema, type NavigationAnswer, type NavigationFeature } from '@storefront/api-schemas';
import { localisePath, paths, storefrontApiHeaders, useLocale } from '@storefront/contracts';
import { DataProvider } from '@storefront/data';
import { createHttpClient } from '@storefront/http';
import { Icon } from '@storefront/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { categoryNavMessages as messages } from './category-nav-messages';

/**
 * The header's category menu (a lazy chunk, loaded after the header's first render): the API's navigation answer
 * (`GET /api/navigation`: the content service's top categories in its order, each with its subcategories, and the
 * other top-level categories under "More jewellery"), as a disclosure navigation on a wide screen
 * ({@link CategoryNavRow}) and as expandable sections in the phone's menu drawer ({@link CategoryNavSections}).
 * Names and paths are the category pages' own, so the pages' breadcrumbs read as the menu does.
 */

const api = createHttpClient({ baseUrl: '/api', headers: storefrontApiHeaders });
/** The catalogue's structure changes with a release, not while a shopper browses. */
const NAVIGATION_FRESH_MS = 10 * 60_000;
/** How long the pointer rests on a category before its panel opens, and off it before the panel closes. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

/** One entry of the menu: a category with its links, or the group of the other top-level categories. */
interface MenuEntry {
  id: string;
  name: string;
  /** The category's own page; none for the group. */
  path: string | null;
  links: { id: string; name: string; path: string }[];
  featured: NavigationFeature | null;
}

function useNavigation() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['shell', 'navigation', locale],
    queryFn: ({ signal }) => api.get('/navigation', { schema: navigationAnswerSchema, signal }),
    staleTime: NAVIGATION_FRESH_MS,
  });
}

function useMenuEntries(answer: NavigationAnswer | undefined): MenuEntry[] {
  const intl = useIntl();
  if (!answer) return [];
  const entries: MenuEntry[] = answer.categories.map((category) => ({
    id: category.id,
    name: category.name,
    path: category.path,
    links: category.children.filter((child) => child.productCount > 0),
    featured: category.featured,
  }));
  const more = answer.more.filter((category) => category.productCount > 0);
  if (more.length > 0) {
    entries.push({ id: 'more', name: intl.formatMessage(messages.more), path: null, links: more, featured: null });
  }
  return entries;
}

function categoryHref(path: string): string {
  return localisePath(paths.category(path));
}

/** The links of an entry: "View all …" first for a category, then its subcategories (or the group's categories). */
function EntryLinks({
  entry,
  className,
  onNavigate,
}: {
  entry: MenuEntry;
  className: string;
  onNavigate?: () => void;
}) {
  const intl = useIntl();
  return (
    <ul className={className}>
      {entry.path !== null ? (
        <li>
          <Link
            to={categoryHref(entry.path)}
            className="sf-category-nav__link sf-category-nav__link--all"
            onClick={onNavigate}
          >
            {intl.formatMessage(messages.viewAll, { name: entry.name })}
          </Link>
        </li>
      ) : null}
      {entry.links.map((link) => (
        <li key={link.id}>
          <Link to={categoryHref(link.path)} className="sf-category-nav__link" onClick={onNavigate}>
            {link.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Feature({ entry }: { entry: MenuEntry }) {
  const { featured, path } = entry;
  if (!featured?.image || path === null) return null;
  return (
    <Link to={categoryHref(path)} className="sf-category-nav__feature" tabIndex={-1} aria-hidden="true">
      <img
        src={featured.image.url}
        alt=""
        width={featured.image.width ?? undefined}
        height={featured.image.height ?? undefined}
        loading="lazy"
        decoding="async"
        className="sf-category-nav__feature-image"
      />
      <span className="sf-category-nav__feature-title">{featured.title}</span>
      {featured.subtitle ? <span className="sf-category-nav__feature-subtitle">{featured.subtitle}</span> : null}
    </Link>
  );
}

/**
 * The wide screen's row: a button per entry (`aria-expanded`, `aria-controls`) that opens its panel on a click,
 * Enter or Space and on the pointer resting on it; Escape closes the panel and returns focus to its button, and focus
 * or the pointer leaving the entry closes it (the disclosure navigation pattern, not an ARIA menu).
 */
function Row() {
  const intl = useIntl();
  const navigation = useNavigation();
  const entries = useMenuEntries(navigation.data);
  const [open, setOpen] = useState<{ id: string; by: 'hover' | 'press' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const { pathname, search } = useLocation();

  // A followed link closes the panel (the page changes under it).
  useEffect(() => setOpen(null), [pathname, search]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Escape closes the open panel, wherever focus is in it, and gives focus back to its button.
  const openId = open?.id ?? null;
  useEffect(() => {
    if (openId === null) return undefined;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = buttons.current.get(openId);
      const focusInside = button?.parentElement?.contains(document.activeElement) ?? false;
      setOpen(null);
      if (focusInside) button?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const later = (action: () => void, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, ms);
  };
  const close = (id: string) => {
    clearTimeout(timer.current);
    setOpen((current) => (current?.id === id ? null : current));
  };

  return (
    <nav aria-label={intl.formatMessage(messages.label)} className="sf-category-nav" aria-busy={navigation.isPending}>
      <ul className="sf-category-nav__list">
        {entries.map((entry) => {
          const isOpen = open?.id === entry.id;
          const panelId = `${baseId}-${entry.id}`;
          return (
            <li
              key={entry.id}
              className="sf-category-nav__item"
              data-open={isOpen || undefined}
              onMouseEnter={() =>
                later(
                  () => setOpen((current) => (current?.id === entry.id ? current : { id: entry.id, by: 'hover' })),
                  open ? 0 : HOVER_OPEN_MS,
                )
              }
              onMouseLeave={() =>
                later(() => setOpen((current) => (current?.by === 'hover' ? null : current)), HOVER_CLOSE_MS)
              }
              onBlur={(event: FocusEvent<HTMLLIElement>) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close(entry.id);
              }}
            >
              <button
                type="button"
                className="sf-category-nav__trigger"
                aria-expanded={isOpen}
                aria-controls={panelId}
                ref={(element) => {
                  if (element) buttons.current.set(entry.id, element);
                  else buttons.current.delete(entry.id);
                }}
                onClick={() => {
                  clearTimeout(timer.current);
                  // A panel the pointer opened stays open on the click that follows; otherwise the click toggles it.
                  setOpen((current) =>
                    current?.id === entry.id && current.by === 'press' ? null : { id: entry.id, by: 'press' },
                  );
                }}
              >
                {entry.name}
                <Icon name="chevron-down" size="xs" className="sf-category-nav__chevron" />
              </button>
              <div id={panelId} className="sf-category-nav__panel" hidden={!isOpen}>
                <div className="sf-category-nav__panel-inner sf-container">
                  <div className="sf-category-nav__group">
                    <p className="sf-category-nav__eyebrow" aria-hidden="true">
                      {entry.name}
                    </p>
                    <EntryLinks entry={entry} className="sf-category-nav__links" />
                  </div>
                  <Feature entry={entry} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The phone's drawer: a section per entry, its button (`aria-expanded`, `aria-controls`) showing or hiding the
 * entry's links; following a link closes the drawer (`onNavigate`).
 */
function Sections({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const navigation = useNavigation();
  const entries = useMenuEntries(navigation.data);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();
  if (navigation.isError) return null;
  return (
    <nav
      aria-label={intl.formatMessage(messages.label)}
      className="sf-category-sections"
      aria-busy={navigation.isPending}
    >
      {navigation.isPending ? <p className="sf-visually-hidden">{intl.formatMessage(messages.loading)}</p> : null}
      <ul className="sf-category-sections__list">
        {entries.map((entry) => {
          const isOpen = expanded.has(entry.id);
          const sectionId = `${baseId}-${entry.id}`;
          return (
            <li key={entry.id} className="sf-category-sections__item">
              <button
                type="button"
                className="sf-category-sections__trigger"
                aria-expanded={isOpen}
                aria-controls={sectionId}
                onClick={() =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (isOpen) next.delete(entry.id);
                    else next.add(entry.id);
                    return next;
                  })
                }
              >
                {entry.name}
                <Icon name="chevron-down" size="sm" className="sf-category-sections__chevron" />
              </button>
              <div id={sectionId} hidden={!isOpen}>
                <EntryLinks
                  entry={entry}
                  className="sf-category-sections__links"
                  {...(onNavigate ? { onNavigate } : {})}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The wide screen's category row, inside the data layer the remotes share. */
export function CategoryNavRow() {
  return (
    <DataProvider>
      <Row />
    </DataProvider>
  );
}

/** The phone drawer's category sections, inside the data layer the remotes share. */
export function CategoryNavSections({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <DataProvider>
      <Sections {...(onNavigate ? { onNavigate } : {})} />
    </DataProvider>
  );
}
