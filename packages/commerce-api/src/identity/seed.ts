import type { SeedContext } from '../seed/context';

/** Seeds customers (members, awaiting activation), addresses, wishlists. */
export async function seedCustomers(context: SeedContext): Promise<void> {
  void context;
}
