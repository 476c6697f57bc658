import * as v from 'valibot';

/** Name of the metadata file written into each release folder before it is renamed into place (never served). */
export const RELEASE_META_FILE = '.release.json';

/** `releases/<target>/<version>/.release.json`: what was published, when, and its file list. */
export const releaseMetaSchema = v.object({
  target: v.string(),
  version: v.string(),
  publishedAt: v.string(),
  packageVersion: v.string(),
  /** sha256 over the sorted relative paths and contents of the published files. */
  contentHash: v.string(),
  files: v.array(v.string()),
});
export type ReleaseMeta = v.InferOutput<typeof releaseMetaSchema>;

/** How a pointer came to name a version. `rollback` undoes the latest pointing; the others push a new one. */
export const pointerActions = ['publish', 'deploy', 'promote', 'rollback', 'rollback-to'] as const;
export type PointerAction = (typeof pointerActions)[number];

const historyEntrySchema = v.object({
  version: v.string(),
  at: v.string(),
  action: v.picklist(pointerActions),
});
export type HistoryEntry = v.InferOutput<typeof historyEntrySchema>;

/** `history.json`: per target, every pointing in order. */
export const historySchema = v.record(v.string(), v.array(historyEntrySchema));

/** `shell.json`: the shell release served as the document. */
export const shellPointerSchema = v.object({
  version: v.string(),
  pointedAt: v.string(),
});

/** The shell's `shared-versions.json`: package → version it provides as a singleton. */
export const sharedVersionsSchema = v.record(v.string(), v.string());

const assetListSchema = v.optional(
  v.looseObject({
    sync: v.optional(v.array(v.string()), []),
    async: v.optional(v.array(v.string()), []),
  }),
  { sync: [], async: [] },
);
const assetsSchema = v.optional(v.looseObject({ js: assetListSchema, css: assetListSchema }), {
  js: { sync: [], async: [] },
  css: { sync: [], async: [] },
});

/** The parts of a remote's `mf-manifest.json` (module federation 2) the gate and the size bench read. */
export const federationManifestSchema = v.looseObject({
  name: v.optional(v.string()),
  metaData: v.optional(
    v.looseObject({
      remoteEntry: v.optional(v.looseObject({ name: v.string(), path: v.optional(v.string(), '') })),
    }),
  ),
  shared: v.optional(
    v.array(
      v.looseObject({
        name: v.string(),
        version: v.optional(v.string()),
        requiredVersion: v.optional(v.union([v.string(), v.boolean()])),
        singleton: v.optional(v.boolean()),
        assets: assetsSchema,
      }),
    ),
    [],
  ),
  exposes: v.optional(
    v.array(v.looseObject({ name: v.string(), path: v.optional(v.string()), assets: assetsSchema })),
    [],
  ),
});
export type FederationManifest = v.InferOutput<typeof federationManifestSchema>;
