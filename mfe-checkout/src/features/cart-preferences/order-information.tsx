import { useIntl } from 'react-intl';
import type { CartPreferences } from './cart-preferences-api';
import { cartPreferencesMessages as messages } from './cart-preferences-messages';

/** Paragraphs of a content text (blank lines separate them). */
function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The order information accordion (delivery, returns, care…): native disclosures, one per content row. */
export function OrderInformation({ items }: { items: CartPreferences['orderInformationAccordion'] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <section className="checkout-order-info" aria-labelledby="checkout-order-info-heading">
      <h2 id="checkout-order-info-heading" className="checkout-order-info__heading">
        {intl.formatMessage(messages.orderInformation)}
      </h2>
      {items.map((item) => (
        <details key={item.id} className="checkout-order-info__item">
          <summary className="checkout-order-info__summary">{item.title}</summary>
          <div className="checkout-order-info__body">
            {paragraphs(item.body).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}
