import type { StoredEntry } from './content-file-schemas';
import { fallbackChain, type ContentSnapshot, type LoadedAsset } from './content-store';
import { CdaError } from './cda-error';

/** Which locale an answer is in: one locale with its fallbacks, or every locale (`locale=*`). */
export type LocaleSelection = { kind: 'one'; code: string; chain: readonly string[] } | { kind: 'all' };

/** Where an answer is served from: the space, the environment and the host asset URLs point at. */
export interface RenderContext {
  snapshot: ContentSnapshot;
  space: string;
  environment: string;
  /** `host[:port]` of the request, so asset URLs are `//host/assets-files/…` on the stand-in itself. */
  assetHost: string;
}

/** An entry or asset in the delivery API's shape. */
export interface CdaEntity {
  metadata: { tags: unknown[]; concepts: unknown[] };
  sys: Record<string, unknown> & { id: string; type: 'Entry' | 'Asset' };
  fields: Record<string, unknown>;
}

/** The locale selection for a `locale` query value; unknown locales are a `BadRequest`, as on the CDA. */
export function selectLocale(snapshot: ContentSnapshot, value: string | undefined): LocaleSelection {
  if (value === '*') return { kind: 'all' };
  const code = value ?? snapshot.defaultLocale;
  if (!snapshot.locales.some((locale) => locale.code === code)) {
    throw new CdaError('BadRequest', `Unknown locale: ${code}`, { locale: code });
  }
  return { kind: 'one', code, chain: fallbackChain(snapshot, code) };
}

function link(linkType: string, id: string) {
  return { sys: { type: 'Link', linkType, id } };
}

function localised(
  field: Record<string, unknown>,
  locale: LocaleSelection,
  map: (value: unknown, code: string) => unknown = (value) => value,
): { present: boolean; value: unknown } {
  if (locale.kind === 'all') {
    const all: Record<string, unknown> = {};
    for (const [code, value] of Object.entries(field)) if (value !== null) all[code] = map(value, code);
    return { present: Object.keys(all).length > 0, value: all };
  }
  for (const code of locale.chain) {
    const value = field[code];
    if (value !== undefined && value !== null) return { present: true, value: map(value, code) };
  }
  return { present: false, value: undefined };
}

function baseSys(
  context: RenderContext,
  stored: { sys: { id: string; createdAt: string; updatedAt: string; publishedVersion?: number; revision?: number } },
  type: 'Entry' | 'Asset',
) {
  return {
    space: link('Space', context.space),
    id: stored.sys.id,
    type,
    createdAt: stored.sys.createdAt,
    updatedAt: stored.sys.updatedAt,
    environment: link('Environment', context.environment),
    publishedVersion: stored.sys.publishedVersion ?? 1,
    revision: stored.sys.revision ?? 1,
  };
}

/** An entry as the delivery API answers it for the locale (fields with fallbacks, or per-locale maps for `*`). */
export function renderEntry(entry: StoredEntry, locale: LocaleSelection, context: RenderContext): CdaEntity {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entry.fields)) {
    const { present, value } = localised(field, locale);
    if (present) fields[name] = value;
  }
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      ...baseSys(context, entry, 'Entry'),
      contentType: link('ContentType', entry.sys.contentType),
      ...(locale.kind === 'one' ? { locale: locale.code } : {}),
    },
    fields,
  };
}

/** An asset as the delivery API answers it, its file URL pointing at the stand-in. */
export function renderAsset(asset: LoadedAsset, locale: LocaleSelection, context: RenderContext): CdaEntity {
  const fields: Record<string, unknown> = {};
  const { title, description } = asset.stored.fields;
  for (const [name, field] of Object.entries({ title, description })) {
    if (!field) continue;
    const { present, value } = localised(field, locale);
    if (present) fields[name] = value;
  }
  const file = localised(asset.files, locale, (value) => {
    const info = value as LoadedAsset['files'][string];
    return {
      url: `//${context.assetHost}${info.path}`,
      details: { size: info.size, ...(info.image ? { image: info.image } : {}) },
      fileName: info.fileName,
      contentType: info.contentType,
    };
  });
  if (file.present) fields.file = file.value;
  return {
    metadata: { tags: [], concepts: [] },
    sys: {
      ...baseSys(context, asset.stored, 'Asset'),
      ...(locale.kind === 'one' ? { locale: locale.code } : {}),
    },
    fields,
  };
}
