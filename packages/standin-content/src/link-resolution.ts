import { renderAsset, renderEntry, type CdaEntity, type LocaleSelection, type RenderContext } from './cda-render';

/** A `{ sys: { type: 'Link', linkType, id } }` found in fields. */
interface LinkRef {
  linkType: 'Entry' | 'Asset';
  id: string;
}

/** What `include` adds to a collection: the linked entities and the links that lead nowhere. */
export interface Inclusion {
  includes: { Entry?: CdaEntity[]; Asset?: CdaEntity[] };
  errors: Array<{
    sys: { id: 'notResolvable'; type: 'error' };
    details: { type: 'Link'; linkType: string; id: string };
  }>;
}

/** Every Entry / Asset link inside a value (arrays, objects, per-locale maps), in document order. */
export function linksIn(value: unknown, found: LinkRef[] = [], depth = 0): LinkRef[] {
  if (depth > 32 || value === null || typeof value !== 'object') return found;
  if (Array.isArray(value)) {
    for (const item of value) linksIn(item, found, depth + 1);
    return found;
  }
  const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
  if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
    found.push({ linkType: sys.linkType, id: sys.id });
    return found;
  }
  for (const item of Object.values(value)) linksIn(item, found, depth + 1);
  return found;
}

/**
 * Resolves links breadth-first up to `depth` levels, as the CDA does for `include`: an entity already among the
 * items or included is never repeated, and a link whose target is missing (or unpublished) is reported once in
 * `errors` as `notResolvable`.
 */
export function includeLinked(
  items: ReadonlyArray<{ sys: { id: string; type: string }; fields?: unknown }>,
  depth: number,
  locale: LocaleSelection,
  context: RenderContext,
): Inclusion {
  const seen = new Set(items.map((item) => `${item.sys.type}!${item.sys.id}`));
  const reported = new Set<string>();
  const inclusion: Inclusion = { includes: {}, errors: [] };
  let frontier: ReadonlyArray<{ fields?: unknown }> = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: CdaEntity[] = [];
    for (const entity of frontier) {
      for (const ref of linksIn(entity.fields)) {
        const key = `${ref.linkType}!${ref.id}`;
        if (seen.has(key) || reported.has(key)) continue;
        const entry = ref.linkType === 'Entry' ? context.snapshot.entries.get(ref.id) : undefined;
        const asset = ref.linkType === 'Asset' ? context.snapshot.assets.get(ref.id) : undefined;
        if (!entry && !asset) {
          reported.add(key);
          inclusion.errors.push({
            sys: { id: 'notResolvable', type: 'error' },
            details: { type: 'Link', linkType: ref.linkType, id: ref.id },
          });
          continue;
        }
        seen.add(key);
        const rendered = entry ? renderEntry(entry, locale, context) : renderAsset(asset!, locale, context);
        (inclusion.includes[ref.linkType] ??= []).push(rendered);
        next.push(rendered);
      }
    }
    frontier = next;
  }
  return inclusion;
}
