import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const builderStepMessages = defineMessages({
  setting: { id: 'catalogue.jewelleryBuilder.step.setting', defaultMessage: 'Setting style' },
  shape: { id: 'catalogue.jewelleryBuilder.step.shape', defaultMessage: 'Stone shape' },
  design: { id: 'catalogue.jewelleryBuilder.step.design', defaultMessage: 'Design' },
  carat: { id: 'catalogue.jewelleryBuilder.step.carat', defaultMessage: 'Stone size' },
  metal: { id: 'catalogue.jewelleryBuilder.step.metal', defaultMessage: 'Metal' },
  size: { id: 'catalogue.jewelleryBuilder.step.size', defaultMessage: 'Ring size' },
  engraving: { id: 'catalogue.jewelleryBuilder.step.engraving', defaultMessage: 'Engraving' },
  review: { id: 'catalogue.jewelleryBuilder.step.review', defaultMessage: 'Review' },
});

export const builderMessages = defineMessages({
  stepsLabel: { id: 'catalogue.jewelleryBuilder.stepsLabel', defaultMessage: 'Ring builder steps' },
  stepOf: defineMessage<{ current: number; total: number }>({
    id: 'catalogue.jewelleryBuilder.stepOf',
    defaultMessage: 'Step {current} of {total}',
  }),
  completed: { id: 'catalogue.jewelleryBuilder.completed', defaultMessage: '(completed)' },
  settingLegend: { id: 'catalogue.jewelleryBuilder.settingLegend', defaultMessage: 'Choose a setting style' },
  shapeLegend: { id: 'catalogue.jewelleryBuilder.shapeLegend', defaultMessage: 'Choose a stone shape' },
  shapeDesigns: defineMessage<{ count: number }>({
    id: 'catalogue.jewelleryBuilder.shapeDesigns',
    defaultMessage: '{count, plural, one {# design} other {# designs}}',
  }),
  designLegend: { id: 'catalogue.jewelleryBuilder.designLegend', defaultMessage: 'Choose a design' },
  designHint: {
    id: 'catalogue.jewelleryBuilder.designHint',
    defaultMessage: 'We’ve suggested our featured design. Choose any other you love.',
  },
  noDesigns: {
    id: 'catalogue.jewelleryBuilder.noDesigns',
    defaultMessage: 'There are no designs to order online in this shape yet. Please choose another shape.',
  },
  caratLegend: { id: 'catalogue.jewelleryBuilder.caratLegend', defaultMessage: 'Choose a stone size' },
  caratValue: defineMessage<{ carat: number }>({
    id: 'catalogue.jewelleryBuilder.caratValue',
    defaultMessage: '{carat, number} ct',
  }),
  metalLegend: { id: 'catalogue.jewelleryBuilder.metalLegend', defaultMessage: 'Choose a metal' },
  sizeLegend: { id: 'catalogue.jewelleryBuilder.sizeLegend', defaultMessage: 'Choose a ring size' },
  sizeHint: defineMessage<{ system: string }>({
    id: 'catalogue.jewelleryBuilder.sizeHint',
    defaultMessage:
      '{system, select, numeric {Sizes are shown in North American numbers.} other {Sizes are shown as letters, as jewellers measure them in Australia and New Zealand.}}',
  }),
  sizeInStock: { id: 'catalogue.jewelleryBuilder.sizeInStock', defaultMessage: 'In stock' },
  engravingLabel: { id: 'catalogue.jewelleryBuilder.engravingLabel', defaultMessage: 'Engraving (optional)' },
  engravingText: { id: 'catalogue.jewelleryBuilder.engravingText', defaultMessage: 'Engraving text' },
  engravingHint: defineMessage<{ max: number }>({
    id: 'catalogue.jewelleryBuilder.engravingHint',
    defaultMessage:
      'Up to {max} characters: letters, numbers, spaces and . , ’ - & ! ? Leave it empty for no engraving. Engraving adds a few days to dispatch.',
  }),
  back: { id: 'catalogue.jewelleryBuilder.back', defaultMessage: 'Back' },
  next: { id: 'catalogue.jewelleryBuilder.next', defaultMessage: 'Next' },
  reviewStep: { id: 'catalogue.jewelleryBuilder.reviewStep', defaultMessage: 'Review your ring' },
  settingRequired: {
    id: 'catalogue.jewelleryBuilder.settingRequired',
    defaultMessage: 'Choose a setting style to continue.',
  },
  shapeRequired: {
    id: 'catalogue.jewelleryBuilder.shapeRequired',
    defaultMessage: 'Choose a stone shape to continue.',
  },
  sizeRequired: { id: 'catalogue.jewelleryBuilder.sizeRequired', defaultMessage: 'Choose a ring size to continue.' },
  loading: { id: 'catalogue.jewelleryBuilder.loading', defaultMessage: 'Loading the options' },
  loadFailed: {
    id: 'catalogue.jewelleryBuilder.loadFailed',
    defaultMessage: 'We couldn’t load the ring builder’s options. Please check your connection and try again.',
  },
  summaryTitle: { id: 'catalogue.jewelleryBuilder.summaryTitle', defaultMessage: 'Your ring' },
  summaryEmpty: {
    id: 'catalogue.jewelleryBuilder.summaryEmpty',
    defaultMessage: 'Your choices will appear here as you build your ring.',
  },
  priceFrom: { id: 'catalogue.jewelleryBuilder.priceFrom', defaultMessage: 'From' },
  engravingValue: defineMessage<{ text: string }>({
    id: 'catalogue.jewelleryBuilder.engravingValue',
    defaultMessage: '“{text}”',
  }),
  inStock: { id: 'catalogue.jewelleryBuilder.inStock', defaultMessage: 'In stock' },
  lowStock: { id: 'catalogue.jewelleryBuilder.lowStock', defaultMessage: 'Selling fast' },
  outOfStock: { id: 'catalogue.jewelleryBuilder.outOfStock', defaultMessage: 'Out of stock' },
  unavailableOnline: {
    id: 'catalogue.jewelleryBuilder.unavailableOnline',
    defaultMessage: 'Available in store only',
  },
  readyToShip: { id: 'catalogue.jewelleryBuilder.readyToShip', defaultMessage: 'Ready to ship' },
  shipsIn: defineMessage<{ days: number }>({
    id: 'catalogue.jewelleryBuilder.shipsIn',
    defaultMessage: '{days, plural, one {Ships in # business day} other {Ships in # business days}}',
  }),
  dispatchBy: defineMessage<{ date: string }>({
    id: 'catalogue.jewelleryBuilder.dispatchBy',
    defaultMessage: 'Estimated dispatch: {date}',
  }),
  resized: {
    id: 'catalogue.jewelleryBuilder.resized',
    defaultMessage: 'We’ll resize this ring for you before it leaves us.',
  },
  reviewIntro: {
    id: 'catalogue.jewelleryBuilder.reviewIntro',
    defaultMessage: 'Check every detail of your ring before adding it to your bag.',
  },
  edit: defineMessage<{ step: string; hidden: MessageTag }>({
    id: 'catalogue.jewelleryBuilder.edit',
    defaultMessage: 'Edit<hidden> {step}</hidden>',
  }),
  noEngraving: { id: 'catalogue.jewelleryBuilder.noEngraving', defaultMessage: 'None' },
  addToBag: { id: 'catalogue.jewelleryBuilder.addToBag', defaultMessage: 'Add to bag' },
  added: { id: 'catalogue.jewelleryBuilder.added', defaultMessage: 'Your ring is in your bag.' },
  viewBag: { id: 'catalogue.jewelleryBuilder.viewBag', defaultMessage: 'View bag' },
  addFailed: {
    id: 'catalogue.jewelleryBuilder.addFailed',
    defaultMessage: 'We had trouble adding your ring to your bag. Please refresh the page and try again.',
  },
  insufficientStock: {
    id: 'catalogue.jewelleryBuilder.insufficientStock',
    defaultMessage: 'This ring is no longer available in this combination. Please choose another size or stone size.',
  },
  notOrderable: {
    id: 'catalogue.jewelleryBuilder.notOrderable',
    defaultMessage: 'This combination can’t be ordered online. Please change a choice or visit one of our stores.',
  },
});
