import { localisePath, paths } from '@storefront/contracts';
import { Icon } from '@storefront/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSignOut } from '../../lib/sign-out';
import { headerMessages as messages } from './header-messages';

const menuLinks = [
  { to: paths.account(), label: messages.menuAccount },
  { to: paths.orderHistory(), label: messages.menuOrders },
  { to: paths.accountWishlist(), label: messages.menuWishlist },
] as const;

/**
 * The signed-in member's place in the header: "Hi, Ava", opening a small menu (my account, orders, wishlist, sign
 * out). A disclosure: the button says whether it is open; Escape closes it and gives focus back to the button, and so
 * do a click or focus elsewhere.
 */
export function AccountMenu({ firstName }: { firstName: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const signOut = useSignOut(close);
  const greeting = intl.formatMessage(messages.greeting, { firstName });

  useEffect(() => {
    if (!open) return;
    const element = root.current;
    const onPointerDown = (event: PointerEvent) => {
      if (!element?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    element?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
      element?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  return (
    <div ref={root} className="sf-account-menu">
      <button
        ref={button}
        type="button"
        className="sf-header__action sf-account-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={greeting}
        onClick={() => setOpen(!open)}
      >
        <Icon name="account" />
        <span className="sf-header__action-label" aria-hidden="true">
          {greeting}
        </span>
        <Icon name="chevron-down" size="sm" className="sf-account-menu__chevron" />
      </button>
      <div id={panelId} className="sf-account-menu__panel" hidden={!open}>
        <p className="sf-account-menu__greeting" aria-hidden="true">
          {greeting}
        </p>
        <ul className="sf-account-menu__list">
          {menuLinks.map((link) => (
            <li key={link.to}>
              <Link to={localisePath(link.to)} className="sf-account-menu__item" onClick={close}>
                {intl.formatMessage(link.label)}
              </Link>
            </li>
          ))}
          <li className="sf-account-menu__sign-out">
            <button
              type="button"
              className="sf-account-menu__item"
              aria-busy={signOut.pending || undefined}
              onClick={signOut.signOut}
            >
              {intl.formatMessage(messages.signOut)}
            </button>
          </li>
        </ul>
        {signOut.failed ? (
          <p role="alert" className="sf-account-menu__problem">
            {intl.formatMessage(messages.signOutFailed)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
