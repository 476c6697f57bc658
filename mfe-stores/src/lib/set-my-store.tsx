import { myStoreChosen, myStoreOf, useMyStore, type MyStoreSource } from '@storefront/contracts';
import { Button, Icon } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { myStoreMessages as messages } from './my-store-messages';

/**
 * "Set as My Store" for one store, or, once it is the shopper's store, "This is My Store" with a way to remove it.
 * The change is said politely (a status message) and focus stays on the control that now stands in the pressed one's
 * place. The choice goes through `myStoreChosen`: kept in the browser, and saved to a member's account by the shell.
 */
export function SetMyStore({ store }: { store: MyStoreSource }) {
  const intl = useIntl();
  const myStore = useMyStore();
  const chosen = myStore?.storeId === store.id;
  const [announcement, setAnnouncement] = useState('');
  const moveFocus = useRef(false);
  const setButton = useRef<HTMLButtonElement>(null);
  const state = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (chosen ? state.current : setButton.current)?.focus();
  }, [chosen]);

  const choose = (next: MyStoreSource | null) => {
    moveFocus.current = true;
    myStoreChosen(next && myStoreOf(next));
    setAnnouncement(intl.formatMessage(next ? messages.setDone : messages.removeDone, { name: store.name }));
  };

  return (
    <div className="sf-set-my-store">
      {chosen ? (
        <>
          <p className="sf-set-my-store__state" ref={state} tabIndex={-1}>
            <Icon name="check" />
            {intl.formatMessage(messages.chosen)}
          </p>
          <Button
            variant="link"
            size="sm"
            onClick={() => choose(null)}
            aria-label={intl.formatMessage(messages.removeNamed, { name: store.name })}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        </>
      ) : (
        <Button
          ref={setButton}
          variant="secondary"
          size="sm"
          onClick={() => choose(store)}
          aria-label={intl.formatMessage(messages.setNamed, { name: store.name })}
        >
          <Icon name="store" />
          {intl.formatMessage(messages.set)}
        </Button>
      )}
      <p className="sf-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
