import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * Joins a guest order (and its care plans) to the member who registered from it. Only an order still without an
 * account, placed with the member's own e-mail, moves: the member proved that inbox by opening the e-mailed link, so
 * nobody can take another shopper's order by typing its number. False when nothing moved.
 */
export async function attachGuestOrder(
  db: Database,
  customer: { id: string; email: string },
  orderNumber: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .updateTable('orders')
      .set({ customer_id: customer.id })
      .where('number', '=', orderNumber)
      .where('customer_id', 'is', null)
      .where(sql<string>`lower(email)`, '=', customer.email.trim().toLowerCase())
      .returning('id')
      .executeTakeFirst();
    if (!order) return false;
    await trx
      .updateTable('care_plans')
      .set({ customer_id: customer.id })
      .where('order_id', '=', order.id)
      .where('customer_id', 'is', null)
      .execute();
    return true;
  });
}
