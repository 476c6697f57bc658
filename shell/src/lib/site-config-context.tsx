import type { SiteConfig } from '@storefront/contracts';
import { createContext, useContext } from 'react';

/** Defaults used when `/_config.json` cannot be read: the site still renders. */
export const defaultSiteConfig: SiteConfig = {
  maintenance: false,
  marketHosts: { localhost: 'AU', 'au.localhost': 'AU', 'ca.localhost': 'CA', 'nz.localhost': 'NZ' },
  marketOrigins: {},
  integrations: [],
};

const SiteConfigContext = createContext<SiteConfig>(defaultSiteConfig);

/** Provides the runtime site configuration the shell booted with. */
export const SiteConfigProvider = SiteConfigContext.Provider;

/** The runtime site configuration. */
export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}
