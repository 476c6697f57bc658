import type { SeedContext } from '../seed/context';

/** Seeds stores, hours, special hours, gazetteer, store stock. */
export async function seedStores(context: SeedContext): Promise<void> {
  void context;
}
