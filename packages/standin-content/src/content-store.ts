import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { contentFileSchema, type StoredAsset, type StoredEntry, type StoredLocale } from './content-file-schemas';

/** The folder under the content directory whose files the stand-in serves as asset files. */
export const ASSET_FILES_DIR = 'assets-files';

/** What an asset's `file` field becomes once its file on disk is measured. */
export interface AssetFileInfo {
  /** Path on the stand-in (`/assets-files/…`); the response makes it protocol-relative with the request's host. */
  path: string;
  fileName: string;
  contentType: string;
  size: number;
  image: { width: number; height: number } | undefined;
}

/** A published asset with its files measured per locale. */
export interface LoadedAsset {
  stored: StoredAsset;
  files: Record<string, AssetFileInfo>;
}

/** Everything the stand-in serves, as loaded from the content files at one moment. */
export interface ContentSnapshot {
  spaceName: string;
  locales: readonly StoredLocale[];
  defaultLocale: string;
  /** Published entries by id (drafts are left out: the delivery API never shows them). */
  entries: ReadonlyMap<string, StoredEntry>;
  assets: ReadonlyMap<string, LoadedAsset>;
  /** Field names seen per content type (filters and orders on unknown fields are refused, as the CDA does). */
  contentTypes: ReadonlyMap<string, ReadonlySet<string>>;
}

const mimeTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** The MIME type of an asset file by its extension. */
export function mimeTypeOf(file: string): string {
  return mimeTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

function imageSize(bytes: Buffer, contentType: string): { width: number; height: number } | undefined {
  if (contentType === 'image/png' && bytes.length >= 24 && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (contentType === 'image/svg+xml') {
    const root = /<svg\b[^>]*>/.exec(bytes.toString('utf8'))?.[0] ?? '';
    const width = /\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
    const height = /\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1];
    if (width && height) return { width: Math.round(Number(width)), height: Math.round(Number(height)) };
    const box = /\sviewBox="[\d.-]+\s+[\d.-]+\s+([\d.]+)\s+([\d.]+)"/.exec(root);
    if (box?.[1] && box[2]) return { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) };
  }
  return undefined;
}

function measureFile(contentDir: string, file: { path: string; fileName?: string | undefined }): AssetFileInfo {
  const root = path.resolve(contentDir, ASSET_FILES_DIR);
  const absolute = path.resolve(root, file.path);
  if (!absolute.startsWith(root + path.sep)) throw new Error(`asset file ${file.path} leaves ${ASSET_FILES_DIR}/`);
  const bytes = readFileSync(absolute);
  const contentType = mimeTypeOf(absolute);
  return {
    path: `/${ASSET_FILES_DIR}/${file.path}`,
    fileName: file.fileName ?? path.basename(file.path),
    contentType,
    size: statSync(absolute).size,
    image: imageSize(bytes, contentType),
  };
}

/**
 * Reads and validates every `*.json` file of the content directory. Throws with the file and the problem when
 * anything is malformed, an id repeats, the locales are not one coherent chain, or an asset file is missing.
 */
export function loadContent(contentDir: string): ContentSnapshot {
  const files = readdirSync(contentDir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  let space: { name: string; locales: StoredLocale[] } | undefined;
  const entries = new Map<string, StoredEntry>();
  const assets = new Map<string, LoadedAsset>();
  const ids = new Set<string>();
  const contentTypes = new Map<string, Set<string>>();

  for (const name of files) {
    const raw: unknown = JSON.parse(readFileSync(path.join(contentDir, name), 'utf8'));
    const parsed = v.safeParse(contentFileSchema, raw);
    if (!parsed.success) {
      const issue = parsed.issues[0];
      throw new Error(`content/${name}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
    }
    const file = parsed.output;
    if (file.space) {
      if (space) throw new Error(`content/${name}: the space is defined twice`);
      space = file.space;
    }
    for (const entry of file.entries) {
      if (ids.has(entry.sys.id)) throw new Error(`content/${name}: id ${entry.sys.id} is used twice`);
      ids.add(entry.sys.id);
      const known = contentTypes.get(entry.sys.contentType) ?? new Set<string>();
      for (const field of Object.keys(entry.fields)) known.add(field);
      contentTypes.set(entry.sys.contentType, known);
      if (entry.sys.publishedVersion !== undefined) entries.set(entry.sys.id, entry);
    }
    for (const asset of file.assets) {
      if (ids.has(asset.sys.id)) throw new Error(`content/${name}: id ${asset.sys.id} is used twice`);
      ids.add(asset.sys.id);
      const measured: Record<string, AssetFileInfo> = {};
      for (const [locale, fileRef] of Object.entries(asset.fields.file)) {
        try {
          measured[locale] = measureFile(contentDir, fileRef);
        } catch (error) {
          throw new Error(`content/${name}: asset ${asset.sys.id}: ${(error as Error).message}`, { cause: error });
        }
      }
      if (asset.sys.publishedVersion !== undefined) assets.set(asset.sys.id, { stored: asset, files: measured });
    }
  }
  if (!space) throw new Error(`${contentDir}: no content file defines the space and its locales`);
  const defaults = space.locales.filter((locale) => locale.default);
  if (defaults.length !== 1 || !defaults[0]) throw new Error('exactly one locale must be the default');
  const codes = new Set(space.locales.map((locale) => locale.code));
  for (const locale of space.locales) {
    if (locale.fallbackCode && !codes.has(locale.fallbackCode)) {
      throw new Error(`locale ${locale.code} falls back to unknown ${locale.fallbackCode}`);
    }
  }
  return {
    spaceName: space.name,
    locales: space.locales,
    defaultLocale: defaults[0].code,
    entries,
    assets,
    contentTypes,
  };
}

/** The locale followed by its fallbacks (`fr-CA` → `en-CA` → `en-AU`), stopping at a loop. */
export function fallbackChain(snapshot: ContentSnapshot, code: string): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = code;
  while (current && !chain.includes(current)) {
    chain.push(current);
    current = snapshot.locales.find((locale) => locale.code === current)?.fallbackCode;
  }
  return chain;
}
