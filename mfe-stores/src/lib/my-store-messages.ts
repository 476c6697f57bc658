import { defineMessage, defineMessages } from 'react-intl';

/** The "Set as My Store" control of a store card and the store page. */
export const myStoreMessages = defineMessages({
  set: { id: 'stores.myStore.set', defaultMessage: 'Set as My Store' },
  setNamed: defineMessage<{ name: string }>({
    id: 'stores.myStore.setNamed',
    defaultMessage: 'Set as My Store: {name}',
  }),
  chosen: { id: 'stores.myStore.chosen', defaultMessage: 'This is My Store' },
  remove: { id: 'stores.myStore.remove', defaultMessage: 'Remove' },
  removeNamed: defineMessage<{ name: string }>({
    id: 'stores.myStore.removeNamed',
    defaultMessage: 'Remove as My Store: {name}',
  }),
  setDone: defineMessage<{ name: string }>({
    id: 'stores.myStore.setDone',
    defaultMessage: '{name} is now your store. You’ll see it at the top of every page.',
  }),
  removeDone: defineMessage<{ name: string }>({
    id: 'stores.myStore.removeDone',
    defaultMessage: '{name} is no longer your store.',
  }),
});
