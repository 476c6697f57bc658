import { createHttpClient } from '@storefront/http';
import { Alert, PageHeading, Spinner } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { pageMessages as messages } from './page-messages';

const healthSchema = v.looseObject({ status: v.string() });
const client = createHttpClient({ baseUrl: '', timeoutMs: 4000 });

/** `/healthz` reached by client-side navigation: the edge's health document, readable. */
export function HealthPage() {
  const intl = useIntl();
  const [health, setHealth] = useState<Record<string, unknown> | 'error' | null>(null);
  useEffect(() => {
    client
      .get('/healthz', { schema: healthSchema })
      .then(setHealth)
      .catch(() => setHealth('error'));
  }, []);
  return (
    <section className="sf-page sf-container">
      <title>{intl.formatMessage(messages.healthTitle)}</title>
      <PageHeading title={intl.formatMessage(messages.healthTitle)} />
      {health === null && <Spinner label={intl.formatMessage(messages.healthTitle)} />}
      {health === 'error' && <Alert variant="error">{intl.formatMessage(messages.healthUnavailable)}</Alert>}
      {health !== null && health !== 'error' && (
        <>
          <p>{intl.formatMessage(messages.healthStatus, { status: String(health.status) })}</p>
          <pre className="sf-code-block">{JSON.stringify(health, null, 2)}</pre>
        </>
      )}
    </section>
  );
}
