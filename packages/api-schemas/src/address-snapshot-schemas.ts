import * as v from 'valibot';

/** An address as the checkout and orders keep it (SPEC §3 address); optional parts absent or null when blank. */
export const addressSnapshotSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address1: v.string(),
  address2: v.nullish(v.string()),
  suburb: v.nullish(v.string()),
  city: v.string(),
  state: v.nullish(v.string()),
  postcode: v.string(),
  country: v.string(),
  phone: v.string(),
});
/** An address snapshot. */
export type AddressSnapshot = v.InferOutput<typeof addressSnapshotSchema>;
