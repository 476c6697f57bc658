import * as v from 'valibot';

const isoDate = v.pipe(v.string(), v.isoTimestamp());
const id = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'ids are 1-64 letters, digits, dots, hyphens'));
const localeCode = v.pipe(v.string(), v.regex(/^[a-z]{2}(?:-[A-Z]{2})?$/, 'a locale code like en-AU'));

/** A field as stored: one value per locale code (`{ "en-AU": …, "fr-CA": … }`). */
const localisedField = v.record(localeCode, v.unknown());

const entitySys = {
  id,
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Absent on a draft: drafts are never delivered (the CDA serves published content only). */
  publishedVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

/** An entry in a content file. */
export const storedEntrySchema = v.object({
  sys: v.object({ ...entitySys, contentType: id }),
  fields: v.record(v.string(), localisedField),
});

/** The `file` field of an asset in a content file: a file under `assets-files/` that the stand-in serves. */
export const storedAssetFileSchema = v.object({
  path: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9/._-]*\.(svg|png|jpg|jpeg|webp)$/, 'a file under assets-files/')),
  fileName: v.optional(v.string()),
});

/** An asset in a content file. */
export const storedAssetSchema = v.object({
  sys: v.object(entitySys),
  fields: v.object({
    title: localisedField,
    description: v.optional(localisedField),
    file: v.record(localeCode, storedAssetFileSchema),
  }),
});

/** A locale of the space: `fallbackCode` chains (fr-CA → en-CA → en-AU). */
export const storedLocaleSchema = v.object({
  code: localeCode,
  name: v.string(),
  default: v.optional(v.boolean(), false),
  fallbackCode: v.optional(v.nullable(localeCode), null),
});

/** One `content/*.json` file: any of the space's name and locales, entries, assets. */
export const contentFileSchema = v.object({
  space: v.optional(v.object({ name: v.string(), locales: v.pipe(v.array(storedLocaleSchema), v.minLength(1)) })),
  entries: v.optional(v.array(storedEntrySchema), []),
  assets: v.optional(v.array(storedAssetSchema), []),
});

/** An entry as a content file holds it. */
export type StoredEntry = v.InferOutput<typeof storedEntrySchema>;
/** An asset as a content file holds it. */
export type StoredAsset = v.InferOutput<typeof storedAssetSchema>;
/** A locale of the space. */
export type StoredLocale = v.InferOutput<typeof storedLocaleSchema>;
