import { use, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import type { CatalogueLanguage } from './locale-types';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * Makes a provider that adds a remote's own compiled messages to the shell's, in the shell's locale.
 * Loading suspends; the shell's remote area shows its placeholder meanwhile and its fallback if loading fails.
 * @example const RemoteMessages = createRemoteMessagesProvider((language) => import(`../lang/compiled/${language}.json`));
 */
export function createRemoteMessagesProvider(
  load: (language: CatalogueLanguage) => Promise<{ default: Messages }>,
): ComponentType<{ children: ReactNode }> {
  const cache = new Map<CatalogueLanguage, Promise<{ default: Messages }>>();
  function RemoteMessagesProvider({ children }: { children: ReactNode }) {
    const parent = useIntl();
    const language: CatalogueLanguage = parent.locale.startsWith('fr') ? 'fr' : 'en';
    let pending = cache.get(language);
    if (!pending) {
      pending = load(language);
      cache.set(language, pending);
      pending.catch(() => cache.delete(language));
    }
    const own = use(pending).default;
    return (
      <IntlProvider
        locale={parent.locale}
        defaultLocale={parent.defaultLocale}
        messages={{ ...parent.messages, ...own } as Record<string, MessageFormatElement[]>}
        onError={parent.onError}
      >
        {children}
      </IntlProvider>
    );
  }
  return RemoteMessagesProvider;
}

/**
 * Wraps a lazily loaded page so it renders inside the remote's messages provider.
 * @example 'search': remotePage(CatalogueMessages, () => import('../routes/search-route'))
 */
export function remotePage<P extends object>(
  Provider: ComponentType<{ children: ReactNode }>,
  load: () => Promise<{ default: ComponentType<P> }>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const { default: Page } = await load();
    function RemotePage(props: P) {
      return (
        <Provider>
          <Page {...props} />
        </Provider>
      );
    }
    RemotePage.displayName = `RemotePage(${Page.displayName ?? Page.name})`;
    return { default: RemotePage };
  };
}
