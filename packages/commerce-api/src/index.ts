export { buildApp } from './app';
export type { BuildAppOptions } from './app';
export { loadConfig } from './config';
export type { ApiConfig } from './config';
export { openDatabase } from './db/database';
export type { Database, DatabaseHandle } from './db/database';
export { migrateToLatest } from './db/migrate';
export { seedDatabase, isSeeded } from './seed/index';
