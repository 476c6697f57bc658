import '../../stores.css';
import type { StoreReservation, StoreSummary } from '@storefront/api-schemas';
import type { StorePickerWidgetProps } from '@storefront/contracts';
import { Alert, Button } from '@storefront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { StoreChooser } from '../../lib/store-chooser';
import { ReservationConfirmation } from './reservation-confirmation';
import { noShopperValues, ReserveForm, type ShopperValues } from './reserve-form';
import { reserveInStoreMessages as messages } from './reserve-in-store-messages';

type Reserved = { reservation: StoreReservation; email: string };

/**
 * Reserve in store (SPEC §1), the store picker's `reserve-in-store` purpose on the product page: choose a store with
 * the piece in the chosen size, give name, e-mail and phone, Reserve; then the confirmation. The product page asks
 * for the size first and refuses engraved pieces; this says so too if it is mounted without them.
 */
export default function ReserveInStore({ sku, size, engraved, productName, sizeLabel }: StorePickerWidgetProps) {
  const intl = useIntl();
  const titleId = useId();
  const storeStepId = useId();
  const storeStepRef = useRef<HTMLHeadingElement>(null);
  const [store, setStore] = useState<Pick<StoreSummary, 'id' | 'name'> | null>(null);
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(true);
  const [values, setValues] = useState<ShopperValues>(noShopperValues);
  const [reserved, setReserved] = useState<Reserved | null>(null);

  const body = () => {
    if (engraved) return <Alert variant="error">{intl.formatMessage(messages.engraved)}</Alert>;
    if (!sku) return <p className="sf-reserve__note">{intl.formatMessage(messages.noPiece)}</p>;
    if (reserved) return <ReservationConfirmation reservation={reserved.reservation} email={reserved.email} />;
    const piece = { sku, size: size ?? '', sizeLabel, name: productName };
    return (
      <>
        <dl className="sf-reserve-summary">
          <div className="sf-reserve-summary__item">
            <dt>{intl.formatMessage(messages.pieceLabel)}</dt>
            <dd>{productName ?? intl.formatMessage(messages.thisPiece)}</dd>
          </div>
          {size ? (
            <div className="sf-reserve-summary__item">
              <dt>{intl.formatMessage(messages.sizeLabel)}</dt>
              <dd>{sizeLabel ?? size}</dd>
            </div>
          ) : null}
          {store && !choosing ? (
            <div className="sf-reserve-summary__item">
              <dt>{intl.formatMessage(messages.storeLabel)}</dt>
              <dd>{store.name}</dd>
            </div>
          ) : null}
        </dl>
        <section aria-labelledby={storeStepId} className="sf-reserve__store-step">
          <h3 id={storeStepId} ref={storeStepRef} tabIndex={-1} className="sf-reserve__step">
            {intl.formatMessage(messages.stepStore)}
          </h3>
          {/* Kept while the shopper fills in the form, so "Choose another store" returns to the same search. */}
          <div hidden={!choosing} className="sf-reserve__chooser">
            <StoreChooser
              purpose="reserve-in-store"
              sku={sku}
              size={size}
              engraved={false}
              selectedStoreId={store?.id ?? null}
              headingLevel={4}
              onSelect={(chosen) => {
                setStore({ id: chosen.id, name: chosen.name });
                setChoosing(false);
              }}
            />
          </div>
          {choosing ? null : (
            <Button variant="secondary" size="sm" onClick={() => setChoosing(true)}>
              {intl.formatMessage(messages.changeStore)}
            </Button>
          )}
        </section>
        {store && !choosing ? (
          <ReserveForm
            key={store.id}
            store={store}
            piece={piece}
            values={values}
            onValuesChange={setValues}
            onReserved={(reservation, email) => setReserved({ reservation, email })}
            onChooseAnother={() => {
              // The stores' stock is asked again: the one that just ran out now says so.
              void queryClient.invalidateQueries({ queryKey: ['stores'] });
              setChoosing(true);
              // Back to the stores, the step's heading first, so a screen reader hears where they are.
              requestAnimationFrame(() => storeStepRef.current?.focus());
            }}
          />
        ) : null}
      </>
    );
  };

  return (
    <section className="sf-stores-widget sf-reserve" aria-labelledby={titleId} data-widget="stores-reserve-in-store">
      <p id={titleId} className="sf-stores-widget__title">
        {intl.formatMessage(messages.title)}
      </p>
      {reserved ? null : <p className="sf-reserve__note">{intl.formatMessage(messages.intro)}</p>}
      {body()}
    </section>
  );
}
