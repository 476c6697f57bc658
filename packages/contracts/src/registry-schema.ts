import * as v from 'valibot';
import { remoteNames } from './remote-contract';

const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

/** One remote's entry in `/remotes.json`: an immutable, versioned manifest URL. */
export const registryEntrySchema = v.object({
  version: v.pipe(v.string(), v.regex(versionPattern, 'version must be a short URL-safe token')),
  entry: v.pipe(v.string(), v.minLength(1)),
});

/** The remote registry document the edge serves at `/remotes.json`. */
export const remoteRegistrySchema = v.object({
  remotes: v.partial(
    v.object(
      Object.fromEntries(remoteNames.map((name) => [name, registryEntrySchema])) as {
        [K in (typeof remoteNames)[number]]: typeof registryEntrySchema;
      },
    ),
  ),
});

export type RegistryEntry = v.InferOutput<typeof registryEntrySchema>;
export type RemoteRegistry = v.InferOutput<typeof remoteRegistrySchema>;

/** The latest-build descriptor the shell polls to notice a new deployment. */
export const latestBuildSchema = v.object({
  buildId: v.pipe(v.string(), v.minLength(1)),
  publishedAt: v.string(),
});
export type LatestBuild = v.InferOutput<typeof latestBuildSchema>;

/** How the engagement remote starts the engagement SDK (`braze.initialize(apiKey, { baseUrl, … })`). */
export const engagementSettingsSchema = v.object({
  /** The web app's API key (public: every browser sends it). */
  apiKey: v.pipe(v.string(), v.minLength(1)),
  /** The SDK endpoint: Braze's cluster (`sdk.iad-03.braze.com`) or the local stand-in (`http://127.0.0.1:4060`). */
  baseUrl: v.pipe(v.string(), v.minLength(1)),
  /** HTML in-app messages and banners, and `javascript:` card links (SPEC §9: only where configured). */
  allowUserSuppliedJavascript: v.boolean(),
  /** The SDK's console logging: development only (the edge refuses it in production). */
  logging: v.boolean(),
});
export type EngagementSettings = v.InferOutput<typeof engagementSettingsSchema>;

/** Runtime configuration the edge serves at `/_config.json`. */
export const siteConfigSchema = v.object({
  maintenance: v.boolean(),
  /** Host name → market. `localhost` maps to the default market. */
  marketHosts: v.record(v.string(), v.picklist(['AU', 'CA', 'NZ'])),
  /** Market → origin used when the shopper switches market. */
  marketOrigins: v.record(v.picklist(['AU', 'CA', 'NZ']), v.string()),
  /** Comma-separated integrations switched on (SPEC §9), already split. */
  integrations: v.array(v.string()),
  /**
   * The engagement SDK's settings (Braze Web SDK) when the `braze` integration is on, else null. Optional so that a
   * shell still reads the configuration of an edge that predates it.
   */
  engagement: v.optional(v.nullable(engagementSettingsSchema), null),
});
export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;
