import { createHttpClient } from '@storefront/http';
import { PageFrame, type PageFrameState } from '@storefront/ui';
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
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    client
      .get('/healthz', { schema: healthSchema })
      .then(setHealth)
      .catch(() => setHealth('error'));
  }, [attempt]);
  const title = intl.formatMessage(messages.healthTitle);
  const state: PageFrameState =
    health === null
      ? { status: 'loading', label: title }
      : health === 'error'
        ? {
            status: 'error',
            message: intl.formatMessage(messages.healthUnavailable),
            retry: () => {
              setHealth(null);
              setAttempt((count) => count + 1);
            },
          }
        : { status: 'ready' };
  return (
    <PageFrame as="section" className="sf-container" title={title} state={state}>
      {health !== null && health !== 'error' ? (
        <>
          <p>{intl.formatMessage(messages.healthStatus, { status: String(health.status) })}</p>
          <pre className="sf-code-block">{JSON.stringify(health, null, 2)}</pre>
        </>
      ) : null}
    </PageFrame>
  );
}
