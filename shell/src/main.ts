import { warmUpIntl } from './lib/warm-up-intl';

// Scripts webpack and module federation insert later carry the CSP nonce the edge gave this document.
__webpack_nonce__ = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content ?? '';

// While the shared libraries download, the runtime's locale data loads in tasks of its own.
setTimeout(() => void warmUpIntl(document.documentElement.lang || 'en'), 0);

/**
 * The async boundary: shared singletons are negotiated before any of them is used. The biggest shared libraries are
 * evaluated one per task before the boot (the router, React's renderer, react-intl, the design system), so that no
 * single task on a phone runs them all: with the last three evaluated in the boot's own task, that task was Lighthouse's
 * longest on the product page and the bag (about 30 ms, 130 ms at its 4× slowdown).
 */
async function start(): Promise<void> {
  const { yieldToBrowser } = await import('@storefront/contracts');
  await yieldToBrowser();
  await import('react-router');
  await yieldToBrowser();
  await import('react-dom/client');
  await yieldToBrowser();
  await import('react-intl');
  await yieldToBrowser();
  await import('@storefront/ui');
  await yieldToBrowser();
  await import('./bootstrap');
}

void start();
