import { localisePath, paths, useIsMember } from '@storefront/contracts';
import { Icon, SkipLink } from '@storefront/ui';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router';
import { SiteFooter } from '../features/footer/site-footer';
import { BrandLink, SiteHeader } from '../features/header/site-header';
import { useSignOut } from '../lib/sign-out';
import type { LayoutName } from '../routes/route-table';
import { layoutMessages as messages } from './layout-messages';

function Main({ className }: { className?: string }) {
  return (
    <main id="main-content" tabIndex={-1} className={className ?? 'sf-main'}>
      <Outlet />
    </main>
  );
}

/** Header with navigation, the page, footer. */
function DefaultLayout() {
  return (
    <div className="sf-layout sf-layout--default" data-layout="default">
      <SkipLink />
      <SiteHeader />
      <Main />
      <SiteFooter />
    </div>
  );
}

/** Minimal header with a secure-checkout cue and no navigation, so nothing leads away from paying. */
function CheckoutLayout() {
  const intl = useIntl();
  return (
    <div className="sf-layout sf-layout--checkout" data-layout="checkout">
      <SkipLink />
      <header className="sf-checkout-header">
        <div className="sf-container sf-checkout-header__bar">
          <BrandLink />
          <p className="sf-checkout-header__secure">
            <Icon name="lock" />
            <span>{intl.formatMessage(messages.secureCheckout)}</span>
          </p>
          <Link to={localisePath(paths.bag())} className="sf-checkout-header__back">
            <Icon name="chevron-left" />
            <span>{intl.formatMessage(messages.backToBag)}</span>
          </Link>
        </div>
      </header>
      <Main className="sf-main sf-main--narrow" />
      <footer className="sf-checkout-footer">
        <div className="sf-container">
          <Link to={localisePath(paths.contactUs())}>{intl.formatMessage(messages.checkoutHelp)}</Link>
        </div>
      </footer>
    </div>
  );
}

const accountLinks = [
  { to: paths.account(), label: messages.accountHome, end: true },
  { to: paths.contactDetails(), label: messages.accountContactDetails, end: false },
  { to: paths.orderHistory(), label: messages.accountOrders, end: false },
  { to: paths.accountWishlist(), label: messages.accountWishlist, end: false },
  { to: paths.myOffers(), label: messages.accountOffers, end: false },
  { to: paths.brilliance(), label: messages.accountBrilliance, end: false },
] as const;

/** Signs the member out from the account navigation, saying so when it could not. */
function AccountSignOut() {
  const intl = useIntl();
  const { signOut, pending, failed } = useSignOut();
  return (
    <>
      <button
        type="button"
        className="sf-account__link sf-account__sign-out"
        aria-busy={pending || undefined}
        onClick={signOut}
      >
        {intl.formatMessage(messages.accountSignOut)}
      </button>
      {failed ? (
        <p role="alert" className="sf-account__problem">
          {intl.formatMessage(messages.accountSignOutFailed)}
        </p>
      ) : null}
    </>
  );
}

/** Full header and footer, with side navigation of the account pages (and signing out, for a member). */
function AccountLayout() {
  const intl = useIntl();
  const isMember = useIsMember();
  return (
    <div className="sf-layout sf-layout--account" data-layout="account">
      <SkipLink />
      <SiteHeader />
      <div className="sf-container sf-account">
        <nav aria-label={intl.formatMessage(messages.accountNav)} className="sf-account__nav">
          <ul>
            {accountLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={localisePath(link.to)} end={link.end} className="sf-account__link">
                  {intl.formatMessage(link.label)}
                </NavLink>
              </li>
            ))}
            {isMember ? (
              <li className="sf-account__nav-end">
                <AccountSignOut />
              </li>
            ) : null}
          </ul>
        </nav>
        <Main className="sf-main sf-account__main" />
      </div>
      <SiteFooter />
    </div>
  );
}

/** Just the page: health check, authentication redirect, printable care plan. */
function EmptyLayout() {
  return (
    <div className="sf-layout sf-layout--empty" data-layout="empty">
      <Main />
    </div>
  );
}

/** The icon sprite page. */
function SvgSpriteLayout() {
  return (
    <div className="sf-layout sf-layout--svg-sprite" data-layout="svg-sprite">
      <Main />
    </div>
  );
}

/** The five layouts of SPEC §2, by name. */
export const layoutComponents: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  checkout: CheckoutLayout,
  account: AccountLayout,
  empty: EmptyLayout,
  'svg-sprite': SvgSpriteLayout,
};
