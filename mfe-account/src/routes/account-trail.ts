import { localisePath, paths } from '@storefront/contracts';
import type { BreadcrumbItem } from '@storefront/ui';
import type { IntlShape } from 'react-intl';
import { accountRouteMessages as messages } from './account-route-messages';

/** Breadcrumbs of an account page: Home › My account › …the given steps, the last being the page itself. */
export function accountTrail(intl: IntlShape, ...steps: BreadcrumbItem[]): BreadcrumbItem[] {
  return [
    { label: intl.formatMessage(messages.home), to: localisePath(paths.home()) },
    { label: intl.formatMessage(messages.myAccount), to: localisePath(paths.account()) },
    ...steps,
  ];
}
