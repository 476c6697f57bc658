import './checkout-layout.css';
import type { ReactNode } from 'react';

export interface CheckoutLayoutProps {
  /** The step's forms. */
  children: ReactNode;
  /** The order summary (and anything beside it); under the forms on phones, a sticky column once the page is wide enough. */
  aside?: ReactNode;
}

/** The frame of a checkout step: the main column, and the order summary beside it on wide screens. */
export function CheckoutLayout({ children, aside }: CheckoutLayoutProps) {
  return (
    <div className="sf-checkout-layout">
      <div className="sf-checkout-layout__grid">
        <div className="sf-checkout-layout__main">{children}</div>
        {aside ? <aside className="sf-checkout-layout__aside">{aside}</aside> : null}
      </div>
    </div>
  );
}
