import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useEngagementStarted } from './engagement-start-store';
import { useSiteConfig } from './site-config-store';
import type { EngagementBannerWidgetProps, RemoteWidgetMap, RemotesWithWidgets } from './widget-contract';

/** The props a widget of `R` named `N` takes. */
export type RemoteWidgetPropsOf<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]> =
  RemoteWidgetMap[R][N] extends ComponentType<infer P> ? P & object : never;

/** What a slot asks the host for: which widget, its props, and what stands in while it loads or when it fails. */
export interface RemoteWidgetSlotProps<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]> {
  remote: R;
  name: N;
  props: RemoteWidgetPropsOf<R, N>;
  fallback: ReactNode;
}

/** The host's widget loader (the shell's), with its loading and failure policy. */
export type RemoteWidgetHost = <R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]>(
  props: RemoteWidgetSlotProps<R, N>,
) => ReactNode;

const WidgetHostContext = createContext<RemoteWidgetHost | null>(null);

/** The shell provides its widget loader here, so a remote can mount another remote's widget without importing it. */
export const RemoteWidgetHostProvider = WidgetHostContext.Provider;

/**
 * Mounts another remote's widget through the shell. Without a host (a remote's standalone harness, a unit test) the
 * fallback shows.
 * @example <RemoteWidgetSlot remote="stores" name="InStoreStock" props={{ sku }} fallback={<StockLink />} />
 */
export function RemoteWidgetSlot<R extends RemotesWithWidgets, N extends keyof RemoteWidgetMap[R]>(
  props: RemoteWidgetSlotProps<R, N>,
) {
  const Host = useContext(WidgetHostContext);
  if (Host === null) return <>{props.fallback}</>;
  return <>{Host(props)}</>;
}

/**
 * The engagement remote's banner at a placement, where an engagement SDK is configured, once the SDK has started
 * loading after the page is interactive; until then, and without an SDK, nothing, and none of the engagement
 * remote's code loads.
 * @example <EngagementBannerSlot placementId="bag_page_banner" />
 */
export function EngagementBannerSlot({ placementId }: EngagementBannerWidgetProps) {
  const configured = useSiteConfig().engagement != null;
  const started = useEngagementStarted();
  if (!configured || !started) return null;
  return <RemoteWidgetSlot remote="engagement" name="EngagementBanner" props={{ placementId }} fallback={null} />;
}
