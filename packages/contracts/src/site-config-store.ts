import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { SiteConfig } from './registry-schema';

/** Used until the shell has read `/_config.json`, and when it cannot: the site still renders. */
export const defaultSiteConfig: SiteConfig = {
  maintenance: false,
  marketHosts: { localhost: 'AU', 'au.localhost': 'AU', 'ca.localhost': 'CA', 'nz.localhost': 'NZ' },
  marketOrigins: {},
  integrations: [],
  engagement: null,
};

const siteConfigStore = createStore<SiteConfig>(() => defaultSiteConfig);

/** The shell records the runtime configuration it booted with, once, before the first render. */
export function siteConfigLoaded(config: SiteConfig): void {
  siteConfigStore.setState(config, true);
}

/** The runtime site configuration, outside React (e.g. the engagement SDK's settings). */
export function getSiteConfig(): SiteConfig {
  return siteConfigStore.getState();
}

/** The runtime site configuration (maintenance, market hosts and origins, integrations, engagement SDK). */
export const useSiteConfig = (): SiteConfig => useStore(siteConfigStore, (config) => config);
