import { isPageNotFoundError, localisePath, paths, revealApp } from '@storefront/contracts';
import { Button, ButtonLink, PageFrame } from '@storefront/ui';
import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { pageMessages as messages } from './page-messages';

/** The general error page, titled 'Internal Server Error', with a reload and a way home. */
export function InternalErrorPage() {
  const intl = useIntl();
  return (
    <PageFrame
      as="section"
      className="sf-status-page"
      data-status="500"
      title={intl.formatMessage(messages.errorTitle)}
      align="center"
    >
      <p>{intl.formatMessage(messages.errorBody)}</p>
      <div className="sf-status-page__actions">
        <Button variant="primary" onClick={() => globalThis.location.reload()}>
          {intl.formatMessage(messages.errorReload)}
        </Button>
        <ButtonLink variant="secondary" to={localisePath(paths.home())}>
          {intl.formatMessage(messages.errorHome)}
        </ButtonLink>
      </div>
    </PageFrame>
  );
}

/**
 * Route error boundary: 404 variants for validation and unmatched paths (and for a remote page that says its subject
 * does not exist, `PageNotFoundError`), the general error page otherwise.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // An error page replaces whatever first view the document carried.
  useLayoutEffect(() => revealApp(), []);
  if (isPageNotFoundError(error)) return <NotFoundPage variant="unmatched" />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    const variant = (error.data as { variant?: string } | null)?.variant === 'invalid' ? 'invalid' : 'unmatched';
    return <NotFoundPage variant={variant} />;
  }
  // A bad request (an address that cannot be decoded) is the visitor's, not a fault to log.
  if (!isRouteErrorResponse(error) || error.status >= 500) console.error('[storefront] route error', error);
  return <InternalErrorPage />;
}
