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

/** The values of each field's message, by field path (`{ email: { length: 254 } }`): only fields whose message has some. */
export type FieldErrorValues = Record<string, Record<string, number>>;

/**
 * The values the first issue of each field needs (`{length}` of a length message), as the API sends them beside its
 * field errors (`errorValues` of a 400 problem), so the browser formats the API's messages as it formats its own.
 * @example fieldErrorValues(v.safeParse(v.object({ email: emailSchema }), { email: long }).issues ?? []) // { email: { length: 254 } }
 */
export function fieldErrorValues(issues: Issues): FieldErrorValues {
  const values: FieldErrorValues = {};
  for (const [path, descriptor] of Object.entries(fieldErrorDescriptors(issues))) {
    if (descriptor.values !== undefined) values[path] = descriptor.values;
  }
  return values;
}

/** What a problem's `errorValues` member may hold: numbers by placeholder, by field path. */
export const fieldErrorValuesSchema = v.record(v.string(), v.record(v.string(), v.number()));

/**
 * The API's field errors (`ProblemError.fieldErrors`: message id per field path) as a form's problems: each path is
 * named as the form's field by `fieldOf` (the path itself by default), and paths that are no field of the form are
 * left out. `values` (the problem's `errorValues`) gives each message its placeholders' values.
 * @example serverFieldErrors({ 'address.postcode': 'validation.postcode.au' }, ['postcode'], (path) => path.replace('address.', ''))
 * // { postcode: { id: 'validation.postcode.au' } }
 */
export function serverFieldErrors(
  errors: Readonly<Record<string, string>>,
  fields: readonly string[],
  fieldOf: (path: string) => string | undefined = (path) => path,
  values: Readonly<FieldErrorValues> = {},
): Record<string, FieldErrorDescriptor> {
  const mapped: Record<string, FieldErrorDescriptor> = {};
  for (const [path, id] of Object.entries(errors)) {
    const field = fieldOf(path);
    if (field === undefined || !fields.includes(field) || Object.hasOwn(mapped, field)) continue;
    const own = Object.hasOwn(values, path) ? values[path] : undefined;
    mapped[field] = own === undefined ? { id } : { id, values: own };
  }
  return mapped;
}

/** The message id of the first issue, for single-field checks (e.g. a route parameter). */
export function firstIssueMessage(issues: Issues | undefined): string | undefined {
  return issues?.[0]?.message;
}
