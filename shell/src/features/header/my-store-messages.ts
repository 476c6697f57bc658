import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

/** The header's My Store entry (a chunk of its own, loaded only for a shopper who has chosen a store). */
export const myStoreMessages = defineMessages({
  myStore: defineMessage<{ name: string }>({ id: 'shell.header.myStore', defaultMessage: 'My store: {name}' }),
  myStoreWithHours: defineMessage<{
    name: string;
    hours: string;
    store: MessageTag;
    sep: MessageTag;
    today: MessageTag;
  }>({
    id: 'shell.header.myStoreWithHours',
    defaultMessage: '<store>My store: {name}</store><sep> · </sep><today>{hours}</today>',
  }),
  myStoreOpenToday: defineMessage<{ opens: string; closes: string }>({
    id: 'shell.header.myStoreOpenToday',
    defaultMessage: 'Open today {opens} – {closes}',
  }),
  myStoreClosedToday: { id: 'shell.header.myStoreClosedToday', defaultMessage: 'Closed today' },
  myStoreSpecial: defineMessage<{ hours: string; special: string }>({
    id: 'shell.header.myStoreSpecial',
    defaultMessage: '{hours} ({special})',
  }),
});
