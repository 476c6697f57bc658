import './checkout-layout.css';
import { classNames, Icon } from '@storefront/ui';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { checkoutLayoutMessages as messages } from './checkout-layout-messages';

export interface CheckoutLayoutProps {
  /** The step's forms: a narrow, focused column. */
  children: ReactNode;
  /** The order summary (and anything beside it): a sticky column on the right once the page is wide enough. */
  aside?: ReactNode;
  /**
   * The order's total, formatted. With it, a phone folds the aside behind a disclosure above the forms ("Show order
   * summary · $1,234.00"), so the step's first field is on the first screen; without it the aside follows the forms.
   */
  asideTotal?: string | undefined;
}

/**
 * The frame of a checkout step: a narrow form column and the order summary beside it on wide screens; on a phone the
 * summary folds behind a disclosure above the forms when the caller names the total.
 */
export function CheckoutLayout({ children, aside, asideTotal }: CheckoutLayoutProps) {
  const intl = useIntl();
  const asideId = useId();
  const [open, setOpen] = useState(false);
  const foldable = aside !== undefined && aside !== null && asideTotal !== undefined;
  const main = <div className="sf-checkout-layout__main">{children}</div>;
  return (
    <div className={classNames('sf-checkout-layout', foldable && 'sf-checkout-layout--foldable')}>
      <div className="sf-checkout-layout__grid">
        {foldable ? (
          <>
            <button
              type="button"
              className="sf-checkout-layout__toggle"
              aria-expanded={open}
              aria-controls={asideId}
              onClick={() => setOpen(!open)}
            >
              <span className="sf-checkout-layout__toggle-label">
                <Icon name="bag" size="sm" />
                {intl.formatMessage(open ? messages.hideSummary : messages.showSummary)}
                <Icon name="chevron-down" size="sm" className="sf-checkout-layout__toggle-chevron" />
              </span>
              <span className="sf-checkout-layout__toggle-total">{asideTotal}</span>
            </button>
            <aside
              id={asideId}
              className={classNames('sf-checkout-layout__aside', !open && 'sf-checkout-layout__aside--folded')}
            >
              {aside}
            </aside>
            {main}
          </>
        ) : (
          <>
            {main}
            {aside ? <aside className="sf-checkout-layout__aside">{aside}</aside> : null}
          </>
        )}
      </div>
    </div>
  );
}
