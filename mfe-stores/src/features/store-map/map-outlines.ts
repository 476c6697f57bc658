import { createHttpClient } from '@storefront/http';
import type { MarketCode } from '@storefront/i18n';
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';

/** Where webpack serves this remote's files from (`publicPath: 'auto'`: the folder of its remoteEntry.js). */
declare const __webpack_public_path__: string | undefined;

const idSchema = v.optional(v.union([v.string(), v.number()]));
const shapesSchema = v.object({
  type: v.literal('GeometryCollection'),
  geometries: v.array(
    v.variant('type', [
      v.object({ type: v.literal('Polygon'), id: idSchema, arcs: v.array(v.array(v.number())) }),
      v.object({ type: v.literal('MultiPolygon'), id: idSchema, arcs: v.array(v.array(v.array(v.number()))) }),
    ]),
  ),
});

/**
 * A market's outline as `scripts/build-map-outlines.mjs` writes it: a quantised TopoJSON topology with the market's
 * states or provinces (`regions`) and its neighbours' land (`context`).
 */
export const mapOutlineSchema = v.object({
  type: v.literal('Topology'),
  transform: v.object({
    scale: v.tuple([v.number(), v.number()]),
    translate: v.tuple([v.number(), v.number()]),
  }),
  objects: v.object({ regions: shapesSchema, context: shapesSchema }),
  arcs: v.array(v.array(v.array(v.number()))),
});
/** A market's outline topology. */
export type MapOutline = v.InferOutput<typeof mapOutlineSchema>;

const outlineFilesSchema = v.partial(v.object({ AU: v.string(), CA: v.string(), NZ: v.string() }));

/** The outline file of a market, relative to the remote's public path, as the build named it; null when it has none. */
export function outlineFile(
  market: MarketCode,
  files: string | undefined = process.env.STORE_MAP_OUTLINES,
): string | null {
  if (!files) return null;
  return v.parse(outlineFilesSchema, JSON.parse(files))[market] ?? null;
}

/** This remote's own static files, beside its chunks. */
function remoteFiles() {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return createHttpClient({ baseUrl: base });
}

/** A market's outline (a static, content-hashed file of this remote), fetched once a map needs it, then kept. */
export function mapOutlineQuery(market: MarketCode, file: string | null) {
  return queryOptions({
    queryKey: ['stores', 'map-outline', market, file],
    queryFn: ({ signal }): Promise<MapOutline> => remoteFiles().get(file ?? '', { schema: mapOutlineSchema, signal }),
    enabled: file !== null,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
