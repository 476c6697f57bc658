import * as v from 'valibot';

/** Message id per field path ('email', 'address.postcode'); '' holds issues about the whole value. */
export type FieldErrors = Record<string, string>;

/** A message ready for `intl.formatMessage(descriptor, descriptor.values)`. */
export interface FieldErrorDescriptor {
  id: string;
  values?: Record<string, number>;
}

type Issues = readonly v.BaseIssue<unknown>[];

function pathOf(issue: v.BaseIssue<unknown>): string {
  return v.getDotPath(issue) ?? '';
}

function valuesOf(issue: v.BaseIssue<unknown>): Record<string, number> | undefined {
  const lengthIssue = issue.type === 'max_length' || issue.type === 'min_length' || issue.type === 'length';
  return lengthIssue && typeof issue.requirement === 'number' ? { length: issue.requirement } : undefined;
}

/**
 * The first issue's message id of each field.
 * @example fieldErrors(v.safeParse(confirmEmailSchema, input).issues ?? []) // { confirmEmail: 'validation.email.mismatch' }
 */
export function fieldErrors(issues: Issues): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    if (!Object.hasOwn(errors, path)) errors[path] = issue.message;
  }
  return errors;
}

/** As `fieldErrors`, with the values the message needs (`{length}` of the max-length message). */
export function fieldErrorDescriptors(issues: Issues): Record<string, FieldErrorDescriptor> {
  const errors: Record<string, FieldErrorDescriptor> = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    if (Object.hasOwn(errors, path)) continue;
    const values = valuesOf(issue);
    errors[path] = values === undefined ? { id: issue.message } : { id: issue.message, values };
  }
  return errors;
}

/** The message id of the first issue, for single-field checks (e.g. a route parameter). */
export function firstIssueMessage(issues: Issues | undefined): string | undefined {
  return issues?.[0]?.message;
}
