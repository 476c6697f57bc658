import type { ComponentType } from 'react';
import * as v from 'valibot';
import type { RemoteName } from './remote-contract';

/** Props of the header search box the catalogue remote exposes. */
export interface SearchBoxWidgetProps {
  /** Called after the shopper submits or picks a suggestion, e.g. to close a mobile drawer. */
  onNavigate?: () => void;
  /**
   * The query, held by the shell so that nothing the shopper typed is lost when the widget replaces the shell's
   * stand-in search box (or the other way round).
   */
  query: string;
  onQueryChange: (query: string) => void;
}

/**
 * Props of the stores remote's store picker (click and collect, reserve in store, set my store). The catalogue's
 * product page mounts it only once a ring size is chosen (SPEC §5) and never for an engraved piece (SPEC §4).
 */
export interface StorePickerWidgetProps {
  purpose: 'click-and-collect' | 'reserve-in-store' | 'my-store';
  /** The variant being collected or reserved. */
  sku?: string | undefined;
  /** The chosen ring size code, for sized pieces. */
  size?: string | undefined;
  /** The piece's name as its page shows it (reserve in store sums up what is reserved). */
  productName?: string | undefined;
  /** The chosen size as the shopper's market shows it (Canada: 4–10), for the summary. */
  sizeLabel?: string | undefined;
  /** How many the shopper wants (default 1). */
  quantity?: number | undefined;
  /** Engraved pieces cannot be collected; the picker says so instead of listing stores. */
  engraved?: boolean | undefined;
  /** The store chosen so far (the checkout's pickup store), shown as chosen. */
  selectedStoreId?: string | null | undefined;
  /** Called with the chosen store's id and, from the stores remote, its name too. */
  onSelect?: (storeId: string, store?: { id: string; name: string }) => void;
}

/** Props of the stores remote's in-store stock widget ("check stock in store" on the product page). */
export interface InStoreStockWidgetProps {
  sku: string;
  size?: string | undefined;
  engraved?: boolean | undefined;
}

/** Props of the engagement remote's content-cards panel. */
export interface ContentCardsPanelWidgetProps {
  filter?: 'all' | 'offers';
}

/**
 * Props of the engagement remote's host: the shell mounts it once, after the page is interactive. It starts the
 * engagement SDK (unless the shopper opted out or no SDK is configured), follows the session (`changeUser` at
 * sign-in, a fresh anonymous user at sign-out), logs the storefront's events and shows in-app messages.
 */
export type EngagementHostWidgetProps = Record<never, never>;

/** Props of the engagement remote's banner at a named placement (the SDK's banner, or nothing). */
export interface EngagementBannerWidgetProps {
  /** The placement id (SPEC §5: non-empty, no whitespace), e.g. `bag_page_banner`. */
  placementId: string;
}

/** Props of the engagement remote's privacy choice: marketing messages (the engagement SDK) on or off. */
export interface EngagementPreferencesWidgetProps {
  /** The footer shows the switch alone; the account also offers browser notifications. */
  placement: 'footer' | 'account';
}

/**
 * Props of the engagement remote's newsletter sign-up (its title and text from the content service's quickSignUp
 * panel); the shell's footer mounts it.
 */
export interface NewsletterSignupWidgetProps {
  /** Where it is mounted. */
  placement: 'footer';
}

/** Props of the catalogue remote's wishlist grid, reused by the account remote. */
export interface WishlistGridWidgetProps {
  heading?: string | undefined;
}

/** Widgets each remote exposes as `./widgets`, by name. */
export interface RemoteWidgetMap {
  catalogue: { SearchBox: ComponentType<SearchBoxWidgetProps>; WishlistGrid: ComponentType<WishlistGridWidgetProps> };
  stores: { StorePicker: ComponentType<StorePickerWidgetProps>; InStoreStock: ComponentType<InStoreStockWidgetProps> };
  engagement: {
    ContentCardsPanel: ComponentType<ContentCardsPanelWidgetProps>;
    NewsletterSignup: ComponentType<NewsletterSignupWidgetProps>;
    EngagementHost: ComponentType<EngagementHostWidgetProps>;
    EngagementBanner: ComponentType<EngagementBannerWidgetProps>;
    EngagementPreferences: ComponentType<EngagementPreferencesWidgetProps>;
  };
  checkout: Record<never, never>;
  account: Record<never, never>;
}

/** Widget names per remote, used to check a loaded `./widgets` module. */
export const remoteWidgetNames = {
  catalogue: ['SearchBox', 'WishlistGrid'],
  stores: ['StorePicker', 'InStoreStock'],
  engagement: ['ContentCardsPanel', 'NewsletterSignup', 'EngagementHost', 'EngagementBanner', 'EngagementPreferences'],
  checkout: [],
  account: [],
} as const satisfies { [R in RemoteName]: readonly (keyof RemoteWidgetMap[R])[] };

export type RemotesWithWidgets = 'catalogue' | 'stores' | 'engagement';

/** The shape of a remote's exposed `./widgets` module. */
export interface RemoteWidgetsModule<R extends RemotesWithWidgets> {
  remote: R;
  widgets: RemoteWidgetMap[R];
}

const widgetsModuleSchema = v.object({ remote: v.string(), widgets: v.record(v.string(), v.unknown()) });

/** Checks a loaded `./widgets` module: every widget the contract names must be a component. */
export function checkRemoteWidgetsModule<R extends RemotesWithWidgets>(
  remote: R,
  candidate: unknown,
): { ok: true; module: RemoteWidgetsModule<R> } | { ok: false; problems: string[] } {
  const parsed = v.safeParse(widgetsModuleSchema, candidate);
  if (!parsed.success) return { ok: false, problems: parsed.issues.map((issue) => issue.message) };
  const problems: string[] = [];
  if (parsed.output.remote !== remote) problems.push(`remote: expected ${remote}, got ${parsed.output.remote}`);
  for (const name of remoteWidgetNames[remote]) {
    const widget = parsed.output.widgets[name];
    const isComponent = typeof widget === 'function' || (typeof widget === 'object' && widget !== null);
    if (!isComponent) problems.push(`widgets.${name}: missing`);
  }
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, module: candidate as RemoteWidgetsModule<R> };
}
