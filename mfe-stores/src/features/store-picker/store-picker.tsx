import '../../stores.css';
import { localisePath, paths, useMyStore, type StorePickerWidgetProps } from '@storefront/contracts';
import { Button } from '@storefront/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { storePickerMessages as messages } from './store-picker-messages';

const purposeTitles = {
  'click-and-collect': messages.clickAndCollect,
  'reserve-in-store': messages.reserveInStore,
  'my-store': messages.myStore,
} as const;

/**
 * The store picker other remotes mount (click and collect, reserve in store, set my store). Until store search
 * exists, its button is present but explains that choosing a store online is coming.
 */
export default function StorePicker({ purpose }: StorePickerWidgetProps) {
  const intl = useIntl();
  const myStore = useMyStore();
  const titleId = useId();
  const noteId = useId();
  return (
    <section className="sf-stores-widget" aria-labelledby={titleId} data-widget="stores-store-picker">
      <p id={titleId} className="sf-stores-widget__title">
        {intl.formatMessage(purposeTitles[purpose])}
      </p>
      {myStore ? <p>{intl.formatMessage(messages.current, { name: myStore.name })}</p> : null}
      <div>
        <Button variant="secondary" size="sm" aria-disabled="true" aria-describedby={noteId}>
          {intl.formatMessage(messages.choose)}
        </Button>
      </div>
      <p id={noteId} className="sf-stores-widget__note">
        {intl.formatMessage(messages.comingSoon)}
      </p>
      <p className="sf-stores-widget__note">
        <Link to={localisePath(paths.stores())}>{intl.formatMessage(messages.findStore)}</Link>
      </p>
    </section>
  );
}
