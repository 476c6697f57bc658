import { CdaError, invalidQuery } from './cda-error';
import { selectLocale, type LocaleSelection } from './cda-render';
import type { ContentSnapshot } from './content-store';

/** Filter operators the stand-in understands (`fields.slug[ne]=…`); no operator means equality. */
export type FilterOperator = 'eq' | 'ne' | 'in' | 'nin' | 'all' | 'exists' | 'match' | 'lt' | 'lte' | 'gt' | 'gte';

const operators = new Set<string>(['ne', 'in', 'nin', 'all', 'exists', 'match', 'lt', 'lte', 'gt', 'gte']);

/** One filter: a path on the entity (`['fields', 'slug']`), an operator and the raw value. */
export interface Filter {
  path: readonly string[];
  operator: FilterOperator;
  value: string;
}

/** A parsed collection query (entries or assets). */
export interface CollectionQuery {
  contentType: string | undefined;
  locale: LocaleSelection;
  include: number;
  limit: number;
  skip: number;
  order: ReadonlyArray<{ path: readonly string[]; descending: boolean }>;
  select: ReadonlyArray<readonly string[]> | undefined;
  filters: readonly Filter[];
  fullText: string | undefined;
  linksTo: { linkType: 'Entry' | 'Asset'; id: string } | undefined;
}

/** CDA defaults and limits. */
export const QUERY_LIMITS = { defaultInclude: 1, maxInclude: 10, defaultLimit: 100, maxLimit: 1000 } as const;

const ignored = new Set(['access_token']);
const assetFields = new Set(['title', 'description', 'file']);

function single(raw: Record<string, unknown>, key: string): string | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new CdaError('BadRequest', `The parameter ${key} was given more than once.`);
  return value;
}

function integer(raw: Record<string, unknown>, key: string, fallback: number, max: number): number {
  const value = single(raw, key);
  if (value === undefined) return fallback;
  if (!/^\d{1,7}$/.test(value) || Number(value) > max) {
    throw new CdaError('BadRequest', `The ${key} parameter must be an integer between 0 and ${max}.`, {
      [key]: value,
    });
  }
  return Number(value);
}

function checkFieldPath(
  path: readonly string[],
  kind: 'Entry' | 'Asset',
  contentType: string | undefined,
  snapshot: ContentSnapshot,
): void {
  if (path[0] !== 'fields') return;
  const field = path[1];
  if (kind === 'Asset') {
    if (!field || !assetFields.has(field)) throw invalidQuery([{ name: 'unknown', path }]);
    return;
  }
  if (!contentType) {
    // The CDA needs the content type to know a field's type.
    throw invalidQuery([{ name: 'unknownContentType', value: 'DOESNOTEXIST', path }]);
  }
  if (!field || !snapshot.contentTypes.get(contentType)?.has(field)) {
    throw invalidQuery([{ name: 'unknown', path, details: `No field with id "${field}" found.` }]);
  }
}

function parsePath(spec: string): string[] | undefined {
  if (!/^(sys|fields|metadata)(\.[A-Za-z0-9_]+)+$/.test(spec)) return undefined;
  return spec.split('.');
}

/**
 * Parses the query string of `GET …/entries` or `…/assets` the way the CDA reads it: `content_type` (one id),
 * `sys.*` / `fields.*` filters with operators, `locale`, `include` 0–10, `order`, `limit` ≤ 1000, `skip`,
 * `select`, `query`, `links_to_entry` / `links_to_asset`. Anything else is refused (`InvalidQuery` / `BadRequest`).
 */
export function parseCollectionQuery(
  raw: Record<string, unknown>,
  kind: 'Entry' | 'Asset',
  snapshot: ContentSnapshot,
): CollectionQuery {
  const contentType = kind === 'Entry' ? single(raw, 'content_type') : undefined;
  if (contentType !== undefined && !snapshot.contentTypes.has(contentType)) {
    throw invalidQuery([{ name: 'unknownContentType', value: contentType }]);
  }
  const filters: Filter[] = [];
  let fullText: string | undefined;
  let linksTo: CollectionQuery['linksTo'];
  for (const key of Object.keys(raw)) {
    if (['content_type', 'locale', 'include', 'limit', 'skip', 'order', 'select'].includes(key) || ignored.has(key)) {
      continue;
    }
    const value = single(raw, key) ?? '';
    if (key === 'query') {
      fullText = value;
      continue;
    }
    if (key === 'links_to_entry' || key === 'links_to_asset') {
      linksTo = { linkType: key === 'links_to_entry' ? 'Entry' : 'Asset', id: value };
      continue;
    }
    const match = /^([^[\]]+)(?:\[([a-z]+)\])?$/.exec(key);
    const path = match?.[1] ? parsePath(match[1]) : undefined;
    if (!match || !path) throw invalidQuery([{ name: 'unknownParameter', value: key }]);
    const operator = (match[2] ?? 'eq') as FilterOperator;
    if (operator !== 'eq' && !operators.has(operator)) {
      throw invalidQuery([{ name: 'unknownOperator', value: match[2], path }]);
    }
    if (operator === 'exists' && value !== 'true' && value !== 'false') {
      throw new CdaError('BadRequest', `The [exists] operator takes true or false, not "${value}".`);
    }
    checkFieldPath(path, kind, contentType, snapshot);
    filters.push({ path, operator, value });
  }

  const order = (single(raw, 'order') ?? '')
    .split(',')
    .filter(Boolean)
    .map((spec) => {
      const descending = spec.startsWith('-');
      const path = parsePath(descending ? spec.slice(1) : spec);
      if (!path || path[0] === 'metadata') throw invalidQuery([{ name: 'unknownOrder', value: spec }]);
      checkFieldPath(path, kind, contentType, snapshot);
      return { path, descending };
    });

  const selectValue = single(raw, 'select');
  const select = selectValue?.split(',').map((spec) => {
    const path = spec === 'sys' || spec === 'fields' || spec === 'metadata' ? [spec] : parsePath(spec);
    if (!path || path.length > 2) {
      throw new CdaError('BadRequest', `The select parameter "${spec}" is not a path of depth 1 or 2.`);
    }
    checkFieldPath(path, kind, contentType, snapshot);
    return path;
  });

  return {
    contentType,
    locale: selectLocale(snapshot, single(raw, 'locale')),
    include: integer(raw, 'include', QUERY_LIMITS.defaultInclude, QUERY_LIMITS.maxInclude),
    limit: integer(raw, 'limit', QUERY_LIMITS.defaultLimit, QUERY_LIMITS.maxLimit),
    skip: integer(raw, 'skip', 0, 10_000_000),
    order,
    select,
    filters,
    fullText,
    linksTo,
  };
}

/** The value at a path of an entity (`fields.category.sys.id` walks into a link). */
export function valueAt(entity: unknown, path: readonly string[]): unknown {
  let current: unknown = entity;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function scalars(value: unknown): Array<string | number | boolean> {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (item): item is string | number | boolean =>
      typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean',
  );
}

function compareScalars(a: string | number | boolean, b: string): number {
  if (typeof a === 'number' && b.trim() !== '' && !Number.isNaN(Number(b))) return a - Number(b);
  const left = String(a);
  return left < b ? -1 : left > b ? 1 : 0;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(text).join(' ');
  if (value && typeof value === 'object' && !('sys' in value)) return Object.values(value).map(text).join(' ');
  return '';
}

function matchesText(haystack: string, needle: string): boolean {
  const lower = haystack.toLocaleLowerCase();
  return needle
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((term) => lower.includes(term));
}

/** Whether an entity (as rendered in the filtering locale) passes one filter. */
export function passes(entity: unknown, filter: Filter): boolean {
  const actual = valueAt(entity, filter.path);
  const present = scalars(actual);
  const list = filter.value.split(',');
  switch (filter.operator) {
    case 'eq':
      return present.some((item) => String(item) === filter.value);
    case 'ne':
      return !present.some((item) => String(item) === filter.value);
    case 'in':
      return present.some((item) => list.includes(String(item)));
    case 'nin':
      return !present.some((item) => list.includes(String(item)));
    case 'all':
      return list.every((wanted) => present.some((item) => String(item) === wanted));
    case 'exists':
      return (actual !== undefined && actual !== null) === (filter.value === 'true');
    case 'match':
      return matchesText(text(actual), filter.value);
    case 'lt':
      return present.some((item) => compareScalars(item, filter.value) < 0);
    case 'lte':
      return present.some((item) => compareScalars(item, filter.value) <= 0);
    case 'gt':
      return present.some((item) => compareScalars(item, filter.value) > 0);
    case 'gte':
      return present.some((item) => compareScalars(item, filter.value) >= 0);
  }
}

/** Whether any text field of the entity contains every term of a `query=` search. */
export function matchesFullText(entity: { fields: Record<string, unknown> }, query: string): boolean {
  return matchesText(text(entity.fields), query);
}

function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a);
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** Sorts by the `order` keys (missing values last), then by `sys.id` so pages are stable. */
export function compareEntities(order: CollectionQuery['order']) {
  return (a: { sys: { id: string } }, b: { sys: { id: string } }): number => {
    for (const key of order) {
      const result = compareValues(valueAt(a, key.path), valueAt(b, key.path));
      if (result !== 0) return key.descending ? -result : result;
    }
    return compareValues(a.sys.id, b.sys.id);
  };
}

/** Keeps only the selected paths of an entity (`select=fields.title`), and always `sys.id` and `sys.type`. */
export function project<T extends { sys: unknown; fields: unknown; metadata: unknown }>(
  entity: T,
  select: CollectionQuery['select'],
): Partial<T> {
  if (!select) return entity;
  // Links can only be resolved against items that keep their id and type, so those always stay.
  const sys = entity.sys as { id?: unknown; type?: unknown };
  const result: Record<string, unknown> = { sys: { id: sys.id, type: sys.type } };
  for (const path of select) {
    const [root, child] = path as [keyof T & string, string | undefined];
    if (child === undefined) {
      result[root] = entity[root];
      continue;
    }
    const target = (result[root] ??= {}) as Record<string, unknown>;
    const value = valueAt(entity, path);
    if (value !== undefined) target[child] = value;
  }
  return result as Partial<T>;
}
