import { defineMessage, defineMessages } from 'react-intl';

export const ringSizeMessages = defineMessages({
  label: { id: 'catalogue.ringSize.label', defaultMessage: 'Ring size' },
  placeholder: { id: 'catalogue.ringSize.placeholder', defaultMessage: 'Select a size' },
  optionOutOfStock: defineMessage<{ size: string }>({
    id: 'catalogue.ringSize.optionOutOfStock',
    defaultMessage: '{size} (out of stock)',
  }),
  hintLetter: {
    id: 'catalogue.ringSize.hintLetter',
    defaultMessage: 'Sizes are in letters (H to T).',
  },
  hintNumeric: {
    id: 'catalogue.ringSize.hintNumeric',
    defaultMessage: 'Sizes are in numbers (4 to 10, with half sizes).',
  },
  guideButton: { id: 'catalogue.ringSize.guideButton', defaultMessage: 'Ring size guide' },
  guideTitle: { id: 'catalogue.ringSize.guideTitle', defaultMessage: 'Ring size guide' },
  guideIntro: {
    id: 'catalogue.ringSize.guideIntro',
    defaultMessage:
      'Measure the inside diameter of a ring that fits, or the circumference of your finger, and find the closest size.',
  },
  guideCaption: { id: 'catalogue.ringSize.guideCaption', defaultMessage: 'Ring sizes and their measurements' },
  columnSize: { id: 'catalogue.ringSize.columnSize', defaultMessage: 'Size' },
  columnDiameter: { id: 'catalogue.ringSize.columnDiameter', defaultMessage: 'Inside diameter (mm)' },
  columnCircumference: { id: 'catalogue.ringSize.columnCircumference', defaultMessage: 'Circumference (mm)' },
  guideMore: { id: 'catalogue.ringSize.guideMore', defaultMessage: 'Read the full ring size guide' },
  guideClose: { id: 'catalogue.ringSize.guideClose', defaultMessage: 'Done' },
});
