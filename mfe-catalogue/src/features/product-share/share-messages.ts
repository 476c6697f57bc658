import { defineMessages } from 'react-intl';

export const shareMessages = defineMessages({
  button: { id: 'catalogue.productShare.button', defaultMessage: 'Share' },
  copied: { id: 'catalogue.productShare.copied', defaultMessage: 'Link copied' },
  copyFailed: {
    id: 'catalogue.productShare.copyFailed',
    defaultMessage: 'We couldn’t copy the link. It’s selected below: copy it from there.',
  },
  linkLabel: { id: 'catalogue.productShare.linkLabel', defaultMessage: 'Link to this piece' },
});
