import { localisePath, paths } from '@storefront/contracts';
import { Button, ButtonLink, Icon, Price } from '@storefront/ui';
import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { productDetailMessages as messages } from './product-detail-messages';

/** What was just added, as the confirmation repeats it. */
export interface AddedItem {
  name: string;
  image: string;
  metal: string;
  sizeLabel: string | null;
  engraving: string | null;
  carePlan: boolean;
  addonCount: number;
  priceCents: number;
  currency: string;
}

interface AddedToBagPanelProps {
  item: AddedItem;
  onContinue: () => void;
}

/**
 * The confirmation after adding to the bag: not modal, so the page stays usable; focus moves to it so screen
 * readers hear it, with "View bag" and "Continue shopping" (which gives focus back to the page).
 */
export function AddedToBagPanel({ item, onContinue }: AddedToBagPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const details = [
    item.metal,
    item.sizeLabel ? intl.formatMessage(messages.addedSize, { size: item.sizeLabel }) : null,
    item.engraving ? intl.formatMessage(messages.addedEngraving, { text: item.engraving }) : null,
    item.carePlan ? intl.formatMessage(messages.addedCarePlan) : null,
    item.addonCount > 0 ? intl.formatMessage(messages.addedAddons, { count: item.addonCount }) : null,
  ].filter((detail): detail is string => detail !== null);
  return (
    <section ref={ref} className="sf-pdp-added" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="sf-pdp-added__title">
        <Icon name="check" size="sm" />
        <span>{intl.formatMessage(messages.addedTitle)}</span>
      </h2>
      <div className="sf-pdp-added__item">
        <img src={item.image} alt="" width={72} height={72} className="sf-pdp-added__image" />
        <div>
          <p className="sf-pdp-added__name">{item.name}</p>
          <ul className="sf-pdp-added__details">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
          <Price amountCents={item.priceCents} currency={item.currency} size="sm" />
        </div>
      </div>
      <div className="sf-cluster">
        <ButtonLink to={localisePath(paths.bag())}>{intl.formatMessage(messages.viewBag)}</ButtonLink>
        <Button variant="secondary" onClick={onContinue}>
          {intl.formatMessage(messages.continueShopping)}
        </Button>
      </div>
    </section>
  );
}
