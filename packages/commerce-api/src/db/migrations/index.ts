import type { Migration } from 'kysely/migration';
import * as core from './0001_core';
import * as catalogue from './0002_catalogue';
import * as stores from './0003_stores';
import * as commerce from './0004_commerce';
import * as catalogueSearch from './0010_catalogue_search';
import * as storesMyStore from './0020_stores_my_store';
import * as identity from './0030_identity';
import * as checkout from './0040_checkout';
import * as ordersFinancing from './0050_orders_financing';
import * as shipmentCollectionCarePlanItems from './0051_shipment_collection_care_plan_items';
import * as idempotencyClaimToken from './0070_idempotency_claim_token';
import * as paymentReconciliation from './0080_payment_reconciliation';
import * as memberRewards from './0090_member_rewards';
import * as memberLocaleCarePlanAudit from './0094_member_locale_care_plan_audit';
import * as newsletterDoubleOptIn from './0130_newsletter_double_opt_in';
import * as storeReservations from './0140_store_reservations';
import * as checkoutFinancingApproval from './0150_checkout_financing_approval';
import * as jobPasses from './0160_job_passes';

/**
 * Every migration, in order. Names are permanent: a released migration is never edited, a change is a new file.
 * Add the next one as `0005_<what>.ts` and list it here.
 */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_catalogue': catalogue,
  '0003_stores': stores,
  '0004_commerce': commerce,
  '0010_catalogue_search': catalogueSearch,
  '0020_stores_my_store': storesMyStore,
  '0030_identity': identity,
  '0040_checkout': checkout,
  '0050_orders_financing': ordersFinancing,
  '0051_shipment_collection_care_plan_items': shipmentCollectionCarePlanItems,
  '0070_idempotency_claim_token': idempotencyClaimToken,
  '0080_payment_reconciliation': paymentReconciliation,
  '0090_member_rewards': memberRewards,
  '0094_member_locale_care_plan_audit': memberLocaleCarePlanAudit,
  '0130_newsletter_double_opt_in': newsletterDoubleOptIn,
  '0140_store_reservations': storeReservations,
  '0150_checkout_financing_approval': checkoutFinancingApproval,
  '0160_job_passes': jobPasses,
};
