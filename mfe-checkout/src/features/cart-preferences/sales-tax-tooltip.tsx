import { Icon } from '@storefront/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { cartPreferencesMessages as messages } from './cart-preferences-messages';

/**
 * The Canadian sales tax note: an info button that shows the content service's text below it (a disclosure, so it
 * works by touch and keyboard alike; Escape or a click elsewhere closes it).
 */
export function SalesTaxTooltip({ text }: { text: string }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span className="checkout-tax-tip" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="checkout-tax-tip__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <Icon name="info" size="sm" />
        <span className="sf-visually-hidden">{intl.formatMessage(messages.salesTaxInfo)}</span>
      </button>
      <span id={id} className="checkout-tax-tip__bubble" hidden={!open}>
        {text}
      </span>
    </span>
  );
}
