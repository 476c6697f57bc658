import {
  defaultSiteConfig,
  remoteRegistrySchema,
  siteConfigSchema,
  type RemoteRegistry,
  type SiteConfig,
} from '@storefront/contracts';
import * as v from 'valibot';
import { fetchRegistry, fetchSiteConfig } from './platform-api';

/** The id of the `<script type="application/json">` in which the edge inlines the boot data into the document. */
export const BOOT_DATA_ELEMENT_ID = 'storefront-boot';

/** What the shell needs before its first render: the site config and the remote registry. */
export interface BootData {
  config: SiteConfig;
  registry: RemoteRegistry;
}

const inlineBootDataSchema = v.object({ config: siteConfigSchema, registry: remoteRegistrySchema });

/**
 * The boot data the edge inlined into the document (saves the round trip to `/_config.json` and `/remotes.json`), or
 * undefined when it is absent or unreadable (a document served by something else, a hand-edited page).
 */
export function readInlineBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    const parsed = v.safeParse(inlineBootDataSchema, JSON.parse(element.textContent ?? ''));
    if (parsed.success) return parsed.output;
  } catch {
    // not JSON: fall back to fetching
  }
  console.warn('[storefront] inline boot data unreadable; fetching it instead');
  return undefined;
}

/** Fetches what the document did not carry; each part falls back on its own, so the shell always renders. */
export async function fetchBootData(): Promise<BootData> {
  const [config, registry] = await Promise.all([
    fetchSiteConfig().catch((): SiteConfig => defaultSiteConfig),
    fetchRegistry().catch((error: unknown): RemoteRegistry => {
      console.warn('[storefront] remote registry unavailable; remote areas will show their fallback', error);
      return { remotes: {} };
    }),
  ]);
  return { config, registry };
}

/** The boot data: inlined by the edge when present, else fetched. */
export function loadBootData(doc: Document = document): BootData | Promise<BootData> {
  return readInlineBootData(doc) ?? fetchBootData();
}
