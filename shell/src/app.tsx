import { RemoteWidgetHostProvider, type SiteConfig } from '@storefront/contracts';
import type { LocaleCode } from '@storefront/i18n';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { RemoteWidget } from './lib/remote-widget';
import { MaintenancePage } from './pages/maintenance-page';

interface AppProps {
  locale: LocaleCode;
  messages: Record<string, MessageFormatElement[]>;
  config: SiteConfig;
  router: ReturnType<typeof createBrowserRouter> | null;
}

function reportIntlError(error: { code?: string; message: string }): void {
  if (error.code === 'MISSING_TRANSLATION') return; // caught by `npm run i18n:check` instead
  console.warn('[storefront] intl', error.message);
}

/** The shell's providers around the router (or the maintenance page). */
export function App({ locale, messages, config, router }: AppProps) {
  return (
    <IntlProvider locale={locale} defaultLocale="en-AU" messages={messages} onError={reportIntlError}>
      <RemoteWidgetHostProvider value={RemoteWidget}>
        {config.maintenance || router === null ? <MaintenancePage /> : <RouterProvider router={router} />}
      </RemoteWidgetHostProvider>
    </IntlProvider>
  );
}
