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

/** Runtime configuration the edge serves at `/_config.json`. */
export const siteConfigSchema = v.object({
  maintenance: v.boolean(),
  /** Host name → market. `localhost` maps to the default market. */
  marketHosts: v.record(v.string(), v.picklist(['AU', 'CA', 'NZ'])),
  /** Market → origin used when the shopper switches market. */
  marketOrigins: v.record(v.picklist(['AU', 'CA', 'NZ']), v.string()),
  /** Comma-separated integrations switched on (SPEC §9), already split. */
  integrations: v.array(v.string()),
});
export type SiteConfig = v.InferOutput<typeof siteConfigSchema>;
