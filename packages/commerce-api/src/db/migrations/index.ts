import type { Migration } from 'kysely/migration';
import * as core from './0001_core';
import * as catalogue from './0002_catalogue';
import * as stores from './0003_stores';
import * as commerce from './0004_commerce';
import * as ordersFinancing from './0050_orders_financing';

/**
 * Every migration, in order. Names are permanent: a released migration is never edited, a change is a new file.
 * Add the next one as `0005_<what>.ts` and list it here.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_catalogue': catalogue,
  '0003_stores': stores,
  '0004_commerce': commerce,
  '0050_orders_financing': ordersFinancing,
};
