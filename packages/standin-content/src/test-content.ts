import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The stand-in's locales as the repository defines them (fr-CA → en-CA → en-AU; en-NZ → en-AU). */
export const testLocales = [
  { code: 'en-AU', name: 'English (Australia)', default: true, fallbackCode: null },
  { code: 'en-CA', name: 'English (Canada)', fallbackCode: 'en-AU' },
  { code: 'fr-CA', name: 'French (Canada)', fallbackCode: 'en-CA' },
  { code: 'en-NZ', name: 'English (New Zealand)', fallbackCode: 'en-AU' },
];

/** A link field value. */
export function linkTo(linkType: 'Entry' | 'Asset', id: string) {
  return { sys: { type: 'Link', linkType, id } };
}

/** A content-file entry; plain field values are stored under en-AU, objects with locale keys as they are. */
export function buildEntry(
  id: string,
  contentType: string,
  fields: Record<string, unknown>,
  sys: { updatedAt?: string; createdAt?: string; draft?: boolean; publishedVersion?: number } = {},
) {
  const localised: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(fields)) {
    const perLocale =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.keys(value).every((key) => /^[a-z]{2}-[A-Z]{2}$/.test(key));
    localised[name] = perLocale ? (value as Record<string, unknown>) : { 'en-AU': value };
  }
  const createdAt = sys.createdAt ?? '2026-01-01T00:00:00.000Z';
  return {
    sys: {
      id,
      contentType,
      createdAt,
      updatedAt: sys.updatedAt ?? createdAt,
      ...(sys.draft ? {} : { publishedVersion: sys.publishedVersion ?? 1 }),
    },
    fields: localised,
  };
}

/** A content-file asset over an SVG of the given size, written by {@link writeContentDir}. */
export function buildAsset(id: string, file: string, title: Record<string, string> | string) {
  return {
    sys: { id, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', publishedVersion: 1 },
    fields: { title: typeof title === 'string' ? { 'en-AU': title } : title, file: { 'en-AU': { path: file } } },
  };
}

/** A temporary content directory with these entries and assets (and 40×30 SVGs for the assets). */
export function writeContentDir(content: { entries?: unknown[]; assets?: ReturnType<typeof buildAsset>[] }): {
  dir: string;
  write(entries: unknown[]): void;
  remove(): void;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'standin-content-'));
  writeFileSync(path.join(dir, 'space.json'), JSON.stringify({ space: { name: 'Test space', locales: testLocales } }));
  for (const asset of content.assets ?? []) {
    const file = path.join(dir, 'assets-files', asset.fields.file['en-AU'].path);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"></svg>');
  }
  const write = (entries: unknown[]) =>
    writeFileSync(path.join(dir, 'entries.json'), JSON.stringify({ entries, assets: content.assets ?? [] }));
  write(content.entries ?? []);
  return { dir, write, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
