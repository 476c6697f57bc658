import { defineMessage, defineMessages } from 'react-intl';

/** What a store card and the store page both say about a store. */
export const storeMessages = defineMessages({
  openNow: { id: 'stores.store.openNow', defaultMessage: 'Open now' },
  closedNow: { id: 'stores.store.closedNow', defaultMessage: 'Closed now' },
  closesAt: defineMessage<{ time: string }>({ id: 'stores.store.closesAt', defaultMessage: 'Closes at {time}' }),
  opensAt: defineMessage<{ time: string }>({ id: 'stores.store.opensAt', defaultMessage: 'Opens at {time}' }),
  hoursRange: defineMessage<{ opens: string; closes: string }>({
    id: 'stores.store.hoursRange',
    defaultMessage: '{opens} – {closes}',
  }),
  closedAllDay: { id: 'stores.store.closedAllDay', defaultMessage: 'Closed' },
  todayHours: defineMessage<{ hours: string }>({ id: 'stores.store.todayHours', defaultMessage: 'Today: {hours}' }),
  specialToday: defineMessage<{ label: string }>({
    id: 'stores.store.specialToday',
    defaultMessage: 'Special hours today: {label}',
  }),
  distance: defineMessage<{ distance: string }>({ id: 'stores.store.distance', defaultMessage: '{distance} away' }),
  viewStore: defineMessage<{ name: string }>({ id: 'stores.store.view', defaultMessage: 'View store: {name}' }),
  viewStoreShort: { id: 'stores.store.viewShort', defaultMessage: 'View store' },
  phoneLabel: defineMessage<{ phone: string }>({ id: 'stores.store.phone', defaultMessage: 'Call {phone}' }),
});
