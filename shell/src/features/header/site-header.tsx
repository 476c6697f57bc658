import {
  getMyStore,
  localisePath,
  paths,
  useBagCount,
  useMyStore,
  useSession,
  useWishlistItems,
} from '@storefront/contracts';
import { Drawer, Icon, mediaQuery } from '@storefront/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router';
import { LocaleSwitch } from '../../lib/locale-switch/locale-switch';
import { AccountMenu } from './account-menu';
import { BasicSearchForm } from './basic-search-form';
import { EngagementUpdatesSlot } from './engagement-updates-slot';
import { headerMessages as messages } from './header-messages';
import { RemoteWidget } from '../../lib/remote-widget';

const loadMyStoreLink = () => import(/* webpackChunkName: "my-store-link" */ './my-store-link');
const MyStoreLink = lazy(() => loadMyStoreLink().then((module) => ({ default: module.MyStoreLink })));
// A shopper with a store gets its entry's code while the page boots; one without never loads it.
if (getMyStore()) void loadMyStoreLink();

const loadCategoryNav = () => import(/* webpackChunkName: "category-nav" */ './category-nav');
const CategoryNavRow = lazy(() => loadCategoryNav().then((module) => ({ default: module.CategoryNavRow })));
const CategoryNavSections = lazy(() => loadCategoryNav().then((module) => ({ default: module.CategoryNavSections })));

/** Whether the screen is wide enough for the header's category row; false until the header has first rendered. */
function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const query = window.matchMedia(mediaQuery('desktop'));
    const update = () => setWide(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return wide;
}

/**
 * The wide screen's row of categories. Its code and data come after the header's first render (the row keeps its
 * height meanwhile, so nothing below moves), and never on a phone, whose drawer has the same categories.
 */
function CategoryRow() {
  const wide = useWideScreen();
  return (
    <div className="sf-header__nav" data-testid="category-row">
      {wide ? (
        <Suspense fallback={null}>
          <CategoryNavRow />
        </Suspense>
      ) : null}
    </div>
  );
}

/** My Store in the header once the shopper has one; the wide screen's line keeps its place while its code arrives. */
function MyStoreEntry({ placement, onNavigate }: { placement: 'bar' | 'drawer'; onNavigate?: () => void }) {
  const hasStore = useMyStore() !== null;
  if (!hasStore) return null;
  return (
    <Suspense fallback={null}>
      <MyStoreLink placement={placement} {...(onNavigate ? { onNavigate } : {})} />
    </Suspense>
  );
}

const navLinks = [
  { to: paths.search(), label: messages.navShopAll },
  { to: paths.jewelleryBuilder(), label: messages.navBuilder },
  { to: paths.brilliance(), label: messages.navBrilliance },
  { to: paths.financeOptions(), label: messages.navFinance },
  { to: paths.articles(), label: messages.navJournal },
  { to: paths.stores(), label: messages.navStores },
] as const;

function MainNav({ onNavigate, orientation }: { onNavigate?: () => void; orientation: 'row' | 'column' }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.mainNav)} className={`sf-nav sf-nav--${orientation}`}>
      <ul className="sf-nav__list">
        {navLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={localisePath(link.to)} className="sf-nav__link" onClick={onNavigate}>
              {intl.formatMessage(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The sign-in page, bringing the shopper back to the page they are on (its path and query); from the home page or the
 * account's own pages, to the account home instead.
 */
function signInLink(pathname: string, search: string): string {
  const login = localisePath(paths.login());
  const home = localisePath(paths.home());
  const account = localisePath(paths.account());
  if (pathname === home || pathname === `${home}/` || pathname === account || pathname.startsWith(`${account}/`)) {
    return login;
  }
  return `${login}?${new URLSearchParams({ returnTo: `${pathname}${search}` }).toString()}`;
}

/**
 * The header search box's text: on the search page, the query of its results (arriving there by a link, Back or a
 * reload included); elsewhere, what the shopper last typed or searched.
 */
function useSearchPageQuery(pathname: string, search: string): [string, (query: string) => void] {
  const pageQuery = pathname === localisePath(paths.search()) ? (new URLSearchParams(search).get('q') ?? '') : null;
  const [query, setQuery] = useState(pageQuery ?? '');
  const [shownPageQuery, setShownPageQuery] = useState(pageQuery);
  if (pageQuery !== shownPageQuery) {
    setShownPageQuery(pageQuery);
    if (pageQuery !== null) setQuery(pageQuery);
  }
  return [query, setQuery];
}

/** The brand mark, linking home. */
export function BrandLink() {
  const intl = useIntl();
  return (
    <Link to={localisePath(paths.home())} className="sf-brand" aria-label={intl.formatMessage(messages.homeLink)}>
      <span className="sf-brand__name" aria-hidden="true">
        {intl.formatMessage(messages.brand)}
      </span>
      <span className="sf-brand__tagline" aria-hidden="true">
        {intl.formatMessage(messages.brandTagline)}
      </span>
    </Link>
  );
}

/**
 * The full header: promotion bar, a line with the main links and the shopper's store, brand, search, account,
 * wishlist, bag and the category menu (a drawer on mobile, with the categories as sections above the main links).
 */
export function SiteHeader() {
  const intl = useIntl();
  const bagCount = useBagCount();
  const session = useSession();
  const location = useLocation();
  const wishlistCount = useWishlistItems().length;
  const [menuOpen, setMenuOpen] = useState(false);
  const [query, setQuery] = useSearchPageQuery(location.pathname, location.search);
  const closeMenu = () => setMenuOpen(false);
  // The catalogue's combobox (its remote's runtime and code, ~40 KB) loads only when the shopper is about to search
  // (pointer over the box, or focus in it): until then, and whenever the catalogue is down, the shell's own form.
  const search = (
    <RemoteWidget
      remote="catalogue"
      name="SearchBox"
      loadOn="intent"
      props={{ onNavigate: closeMenu, query, onQueryChange: setQuery }}
      fallback={<BasicSearchForm query={query} onQueryChange={setQuery} onNavigate={closeMenu} />}
    />
  );
  return (
    <header className="sf-header">
      <p className="sf-header__promo">{intl.formatMessage(messages.promo)}</p>
      <div className="sf-header__utility sf-container">
        <MainNav orientation="row" />
        <MyStoreEntry placement="bar" />
      </div>
      <div className="sf-header__bar sf-container">
        <button
          type="button"
          className="sf-header__menu-button"
          aria-label={intl.formatMessage(messages.openMenu)}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" />
        </button>
        <BrandLink />
        <div className="sf-header__search">{search}</div>
        <ul className="sf-header__actions">
          <EngagementUpdatesSlot />
          <li>
            {session.status === 'member' ? (
              <AccountMenu firstName={session.member.firstName} />
            ) : (
              <Link
                to={signInLink(location.pathname, location.search)}
                className="sf-header__action"
                aria-label={intl.formatMessage(messages.signIn)}
              >
                <Icon name="account" />
                <span className="sf-header__action-label" aria-hidden="true">
                  {intl.formatMessage(messages.signIn)}
                </span>
              </Link>
            )}
          </li>
          <li>
            <Link
              to={localisePath(paths.wishlist())}
              className="sf-header__action"
              aria-label={intl.formatMessage(messages.wishlistWithCount, { count: wishlistCount })}
              data-testid="header-wishlist"
            >
              <Icon name={wishlistCount > 0 ? 'heart-filled' : 'heart'} />
              <span className="sf-header__action-label" aria-hidden="true">
                {intl.formatMessage(messages.wishlist)}
              </span>
              <span className="sf-header__badge" aria-hidden="true" data-count={wishlistCount}>
                {intl.formatNumber(wishlistCount)}
              </span>
            </Link>
          </li>
          <li>
            <Link
              to={localisePath(paths.bag())}
              className="sf-header__action"
              aria-label={intl.formatMessage(messages.bagWithCount, { count: bagCount })}
              data-testid="header-bag"
            >
              <Icon name="bag" />
              <span className="sf-header__action-label" aria-hidden="true">
                {intl.formatMessage(messages.bag)}
              </span>
              <span className="sf-header__badge" aria-hidden="true" data-count={bagCount}>
                {intl.formatNumber(bagCount)}
              </span>
            </Link>
          </li>
        </ul>
      </div>
      <CategoryRow />
      <Drawer open={menuOpen} onClose={closeMenu} title={intl.formatMessage(messages.menuTitle)} side="left">
        <div className="sf-drawer-search">{menuOpen ? search : null}</div>
        {menuOpen ? (
          <Suspense fallback={<div className="sf-category-sections sf-category-sections--pending" />}>
            <CategoryNavSections onNavigate={closeMenu} />
          </Suspense>
        ) : null}
        <MainNav orientation="column" onNavigate={closeMenu} />
        <MyStoreEntry placement="drawer" onNavigate={closeMenu} />
        <LocaleSwitch />
      </Drawer>
    </header>
  );
}
