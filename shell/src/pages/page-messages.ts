import { defineMessage, defineMessages } from 'react-intl';

export const pageMessages = defineMessages({
  notFoundTitle: { id: 'shell.notFound.title', defaultMessage: 'Page Not Found' },
  notFoundInvalid: defineMessage<{ path: string }>({
    id: 'shell.notFound.invalid',
    defaultMessage: 'Page Not Found: {path}',
  }),
  notFoundUnmatched: defineMessage<{ path: string }>({
    id: 'shell.notFound.unmatched',
    defaultMessage: 'Page not found: {path}',
  }),
  notFoundHelp: {
    id: 'shell.notFound.help',
    defaultMessage: 'The page may have moved, or the address may be mistyped. These might help you find your way:',
  },
  notFoundLinksLabel: { id: 'shell.notFound.linksLabel', defaultMessage: 'Suggested pages' },
  notFoundCategoriesLabel: { id: 'shell.notFound.categoriesLabel', defaultMessage: 'Shop by category' },
  linkHome: { id: 'shell.notFound.linkHome', defaultMessage: 'Home' },
  linkSearch: { id: 'shell.notFound.linkSearch', defaultMessage: 'Shop all jewellery' },
  linkBuilder: { id: 'shell.notFound.linkBuilder', defaultMessage: 'Design your ring' },
  linkStores: { id: 'shell.notFound.linkStores', defaultMessage: 'Find a store' },
  linkContact: { id: 'shell.notFound.linkContact', defaultMessage: 'Contact us' },
  errorTitle: { id: 'shell.error.title', defaultMessage: 'Internal Server Error' },
  errorBody: {
    id: 'shell.error.body',
    defaultMessage: 'Something went wrong on our side. Please try again in a moment.',
  },
  errorReload: { id: 'shell.error.reload', defaultMessage: 'Reload the page' },
  errorHome: { id: 'shell.error.home', defaultMessage: 'Back to the home page' },
  maintenanceTitle: { id: 'shell.maintenance.title', defaultMessage: 'We’ll be back soon' },
  maintenanceBody: {
    id: 'shell.maintenance.body',
    defaultMessage:
      'Our online store is being polished and will be back shortly. Thank you for your patience — our stores remain open.',
  },
  iconsTitle: { id: 'shell.icons.title', defaultMessage: 'Icons' },
  healthTitle: { id: 'shell.health.title', defaultMessage: 'Health check' },
  healthStatus: defineMessage<{ status: string }>({ id: 'shell.health.status', defaultMessage: 'Status: {status}' }),
  healthPart: defineMessage<{ part: string; state: string }>({
    id: 'shell.health.part',
    defaultMessage: '{part}: {state}',
  }),
  healthUnavailable: { id: 'shell.health.unavailable', defaultMessage: 'The health document could not be read.' },
});
