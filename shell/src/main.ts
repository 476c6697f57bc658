import { warmUpIntl } from './lib/warm-up-intl';

// Scripts webpack and module federation insert later carry the CSP nonce the edge gave this document.
__webpack_nonce__ = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

// While the shared libraries download, the runtime's locale data loads in tasks of its own.
setTimeout(() => void warmUpIntl(document.documentElement.lang || 'en'), 0);

/**
 * The async boundary: shared singletons are negotiated before any of them is used. The biggest shared libraries are
 * evaluated one per task before the boot, so that no single task on a phone runs them all (each would otherwise add
 * its evaluation to one long task with the router's start).
 */
async function start(): Promise<void> {
  const { yieldToBrowser } = await import('@storefront/contracts');
  await yieldToBrowser();
  await import('react-router');
  await yieldToBrowser();
  await import('./bootstrap');
}

void start();
