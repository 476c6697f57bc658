import * as v from 'valibot';

/**
 * The body of an `application/problem+json` error as the storefront API sends it: RFC 9457 members plus `code` (a
 * stable id the UI maps to a message) and `errors` (field path → validation message id; `fieldErrors` is read too),
 * and any other members (RFC 9457 extensions such as `retryAfterSeconds`), kept as they are.
 */
export const problemDetailsSchema = v.looseObject({
  type: v.optional(v.string()),
  title: v.optional(v.string()),
  status: v.optional(v.number()),
  detail: v.optional(v.string()),
  instance: v.optional(v.string()),
  code: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.string())),
  fieldErrors: v.optional(v.record(v.string(), v.string())),
});

/** A problem+json body. */
export type ProblemDetails = v.InferOutput<typeof problemDetailsSchema>;
