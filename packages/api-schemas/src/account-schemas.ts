import * as v from 'valibot';
import { marketSchema, timestampSchema } from './market-schemas';

/** `GET/PATCH /account/profile`: the signed-in member's details (SPEC §3 update account) and membership. */
export const profileAnswerSchema = v.object({
  id: v.string(),
  email: v.string(),
  title: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  mobilePhone: v.nullable(v.string()),
  /** The state or province as the locale's select offers it (fr-CA spells Yukon out); null in New Zealand. */
  state: v.nullable(v.string()),
  birthday: v.nullable(v.object({ day: v.number(), month: v.number(), year: v.nullable(v.number()) })),
  /** A wedding anniversary the member told us about (`YYYY-MM-DD`), or null. */
  anniversary: v.nullable(v.string()),
  interests: v.array(v.string()),
  market: marketSchema,
  /** The Brilliance membership number; null for an account without one. */
  brillianceNumber: v.nullable(v.string()),
  /** When the member joined: the membership anniversary's day. */
  memberSince: timestampSchema,
});
/** The member's profile. */
export type ProfileAnswer = v.InferOutput<typeof profileAnswerSchema>;

/** One address of the member's address book (SPEC §3 address, with its label and default flag). */
export const savedAddressSchema = v.object({
  id: v.string(),
  label: v.nullable(v.string()),
  firstName: v.string(),
  lastName: v.string(),
  address1: v.string(),
  address2: v.nullable(v.string()),
  suburb: v.nullable(v.string()),
  city: v.string(),
  state: v.nullable(v.string()),
  postcode: v.string(),
  country: v.string(),
  phone: v.string(),
  isDefault: v.boolean(),
});
/** A saved address. */
export type SavedAddress = v.InferOutput<typeof savedAddressSchema>;

/** `GET /account/addresses`: the address book, default first. */
export const addressBookAnswerSchema = v.object({ addresses: v.array(savedAddressSchema) });
/** The address book answer. */
export type AddressBookAnswer = v.InferOutput<typeof addressBookAnswerSchema>;

/** `DELETE /account/addresses/:id`. */
export const addressDeletedAnswerSchema = v.object({ deleted: v.literal(true) });

/** `POST /account/password`. */
export const passwordChangedAnswerSchema = v.object({ changed: v.literal(true) });
