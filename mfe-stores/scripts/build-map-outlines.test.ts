/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { feature } from 'topojson-client';
import * as v from 'valibot';
import { mapOutlineSchema } from '../src/features/store-map/map-outlines';

const KB = 1024;
let out: string;
let output: string;

beforeAll(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'map-outlines-'));
  const result = spawnSync(process.execPath, [path.join(__dirname, 'build-map-outlines.mjs'), '--out', out], {
    encoding: 'utf8',
  });
  output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) throw new Error(`build-map-outlines failed:\n${output}`);
});

afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

function read(market: string) {
  const text = fs.readFileSync(path.join(out, `${market}.topo.json`), 'utf8');
  return { text, outline: v.parse(mapOutlineSchema, JSON.parse(text)) };
}

/** The [west, south, east, north] of a feature collection's coordinates. */
function bounds(collection: ReturnType<typeof feature>): [number, number, number, number] {
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown): void => {
    if (Array.isArray(value) && typeof value[0] === 'number') {
      const [lng, lat] = value as [number, number];
      box[0] = Math.min(box[0], lng);
      box[1] = Math.min(box[1], lat);
      box[2] = Math.max(box[2], lng);
      box[3] = Math.max(box[3], lat);
    } else if (Array.isArray(value)) value.forEach(visit);
  };
  const features = 'features' in collection ? collection.features : [collection];
  for (const item of features) if (item.geometry && 'coordinates' in item.geometry) visit(item.geometry.coordinates);
  return box;
}

describe('the store map outlines the build makes', () => {
  it('writes one file per market, and only those', () => {
    expect(fs.readdirSync(out).sort()).toEqual(['au.topo.json', 'ca.topo.json', 'nz.topo.json']);
    expect(output).toMatch(/au\.topo\.json/);
  });

  it.each([
    ['au', ['AU.NS', 'AU.VI', 'AU.QL', 'AU.SA', 'AU.WA', 'AU.TS', 'AU.NT', 'AU.CT'], ['IDN', 'PNG', 'TLS'], 32],
    ['ca', ['CA.ON', 'CA.QC', 'CA.BC', 'CA.AB', 'CA.MB', 'CA.SK', 'CA.NS', 'CA.NB', 'CA.NF', 'CA.PE'], ['USA'], 48],
    ['nz', ['NZ.AU', 'NZ.WG', 'NZ.CA', 'NZ.OT', 'NZ.WK', 'NZ.BP'], [], 10],
  ])(
    '%s: the states or provinces with stores, the neighbours, under its size ceiling (gzip KB)',
    (market, regions, neighbours, ceilingKb) => {
      const { text, outline } = read(market);
      const ids = outline.objects.regions.geometries.map((geometry) => geometry.id);
      expect(ids).toEqual(expect.arrayContaining(regions));
      expect(outline.objects.context.geometries.map((geometry) => geometry.id).sort()).toEqual(neighbours);
      expect(gzipSync(text, { level: 9 }).length).toBeLessThan(ceilingKb * KB);
    },
  );

  it('leaves out the far islands no store map frames', () => {
    const [west, south, east] = bounds(feature(read('nz').outline, read('nz').outline.objects.regions));
    expect(west).toBeGreaterThan(165); // no Tokelau, no Kermadecs or Chathams across the antimeridian
    expect(east).toBeLessThan(180);
    expect(south).toBeGreaterThan(-48); // no sub-Antarctic islands
    const [, auSouth, auEast] = bounds(feature(read('au').outline, read('au').outline.objects.regions));
    expect(auSouth).toBeGreaterThan(-45); // no Macquarie Island
    expect(auEast).toBeLessThan(155); // no Norfolk Island
  });

  it('keeps the coast of a store city drawn in detail: Sydney harbour’s shore within a few kilometres', () => {
    const { outline } = read('au');
    const shape = outline.objects.regions.geometries.find((geometry) => geometry.id === 'AU.NS');
    if (!shape) throw new Error('no New South Wales in the outline');
    const nsw = feature(outline, shape);
    const nearSydney: [number, number][] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value) && typeof value[0] === 'number') {
        const [lng, lat] = value as [number, number];
        if (lng > 151 && lng < 151.4 && lat > -34.1 && lat < -33.6) nearSydney.push([lng, lat]);
      } else if (Array.isArray(value)) value.forEach(visit);
    };
    if ('geometry' in nsw && nsw.geometry && 'coordinates' in nsw.geometry) visit(nsw.geometry.coordinates);
    expect(nearSydney.length).toBeGreaterThan(15);
  });
});
