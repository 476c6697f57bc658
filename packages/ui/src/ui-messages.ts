import { defineMessages } from 'react-intl';

/** Fixed texts of the design-system primitives; French lives in `packages/i18n/lang/fr.json`. */
export const uiMessages = defineMessages({
  alertErrorPrefix: {
    id: 'ui.alert.errorPrefix',
    defaultMessage: 'Error:',
    description: 'Screen-reader-only word before an error alert, so its tone is not conveyed by colour alone',
  },
  alertInfoPrefix: {
    id: 'ui.alert.infoPrefix',
    defaultMessage: 'Information:',
    description: 'Screen-reader-only word before an information alert',
  },
  alertSuccessPrefix: {
    id: 'ui.alert.successPrefix',
    defaultMessage: 'Success:',
    description: 'Screen-reader-only word before a success alert',
  },
  alertWarningPrefix: {
    id: 'ui.alert.warningPrefix',
    defaultMessage: 'Warning:',
    description: 'Screen-reader-only word before a warning alert',
  },
  breadcrumbsLabel: {
    id: 'ui.breadcrumbs.label',
    defaultMessage: 'Breadcrumb',
    description: 'Accessible name of the breadcrumb navigation landmark',
  },
  buttonBusy: {
    id: 'ui.button.busy',
    defaultMessage: 'Please wait',
    description: 'Screen-reader-only text added to a button while its action is in progress',
  },
  dialogClose: {
    id: 'ui.dialog.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the icon button that closes a dialog',
  },
  drawerClose: {
    id: 'ui.drawer.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the icon button that closes a side drawer (mobile menu, mini bag)',
  },
  fieldErrorPrefix: {
    id: 'ui.field.errorPrefix',
    defaultMessage: 'Error:',
    description: 'Screen-reader-only word before a form field error message',
  },
  fieldRequired: {
    id: 'ui.field.required',
    defaultMessage: '(required)',
    description: 'Screen-reader-only text after a required field label (the asterisk is shown instead)',
  },
  pageFrameLoadFailed: {
    id: 'ui.pageFrame.loadFailed',
    defaultMessage: 'We couldn’t load this page.',
    description: 'Default message of a page whose content failed to load, above a "Try again" button',
  },
  priceMember: {
    id: 'ui.price.member',
    defaultMessage: 'Member price',
    description: 'Label before the price for loyalty members',
  },
  priceNow: {
    id: 'ui.price.now',
    defaultMessage: 'Now',
    description: 'Screen-reader-only label before a reduced price',
  },
  priceWas: {
    id: 'ui.price.was',
    defaultMessage: 'Was',
    description: 'Screen-reader-only label before the struck-through regular price',
  },
  retryAlertRetry: {
    id: 'ui.retryAlert.retry',
    defaultMessage: 'Try again',
    description: 'Button of a failed load that asks again',
  },
  skipLinkLabel: {
    id: 'ui.skipLink.label',
    defaultMessage: 'Skip to main content',
    description: 'Skip link, the first focusable element of every page',
  },
  spinnerLabel: {
    id: 'ui.spinner.label',
    defaultMessage: 'Loading',
    description: 'Default status text of a loading spinner',
  },
});
