import type { SeedContext } from '../seed/context';

/** Seeds gift cards, coupons. */
export async function seedCheckout(context: SeedContext): Promise<void> {
  void context;
}
