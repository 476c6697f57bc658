import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const engravingMessages = defineMessages({
  add: { id: 'catalogue.engraving.add', defaultMessage: 'Add engraving' },
  addHint: defineMessage<{ days: number }>({
    id: 'catalogue.engraving.addHint',
    defaultMessage:
      'Personalise it with a name, date or message. Engraving adds {days, plural, one {# business day} other {# business days}} to dispatch.',
  }),
  textLabel: { id: 'catalogue.engraving.textLabel', defaultMessage: 'Engraving text' },
  textHint: defineMessage<{ max: number }>({
    id: 'catalogue.engraving.textHint',
    defaultMessage: 'Up to {max} characters: English or French letters, numbers, spaces and . , ’ - & ! ?',
  }),
  count: defineMessage<{ count: number; max: number }>({
    id: 'catalogue.engraving.count',
    defaultMessage: '{count} of {max} characters',
  }),
  guestPrompt: defineMessage<{ signIn: MessageTag; join: MessageTag }>({
    id: 'catalogue.engraving.guestPrompt',
    defaultMessage: '<signIn>Sign in</signIn> or <join>join Brilliance</join> to save your engraving details',
  }),
});
