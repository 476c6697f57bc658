import { fieldErrorDescriptors, type FieldErrorDescriptor } from './field-errors';
import { validationMessages } from './validation-messages';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';

interface ValidatedFormOptions<TSchema extends v.GenericSchema> {
  /** The form's schema; its issue messages are message ids. */
  schema: TSchema;
  /** The names of the form's fields; each is read as a string ('' when absent), so every field is checked. */
  fields: readonly string[];
  /** Messages of this remote that issues may name, besides `@storefront/validation`'s. */
  messages?: Record<string, MessageDescriptor>;
  /** Turns the read values into the schema's input (e.g. a checkbox's 'on' into `true`). */
  prepare?: (values: Record<string, string>) => unknown;
  /** Called with the parsed values once everything is valid. */
  onValid?: (output: v.InferOutput<TSchema>) => void;
}

/**
 * Client-side validation of a `noValidate` form with localised messages: on submit, checks the fields against the
 * schema, shows each field's first problem and moves focus to the first invalid field.
 */
export function useValidatedForm<TSchema extends v.GenericSchema>({
  schema,
  fields,
  messages,
  prepare,
  onValid,
}: ValidatedFormOptions<TSchema>) {
  const intl = useIntl();
  const [errors, setErrors] = useState<Record<string, FieldErrorDescriptor>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(fields.map((name) => [name, data.get(name)?.toString() ?? '']));
    const result = v.safeParse(schema, prepare ? prepare(values) : values);
    if (result.success) {
      setErrors({});
      onValid?.(result.output);
      return;
    }
    const next = fieldErrorDescriptors(result.issues);
    setErrors(next);
    const firstInvalid = Array.from(form.elements).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && 'name' in element && Object.hasOwn(next, String(element.name)),
    );
    firstInvalid?.focus();
  };

  /** The localised error of a field, or undefined. */
  const errorOf = (name: string): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    const descriptor = findDescriptor(error.id, messages) ?? { id: error.id };
    return intl.formatMessage(descriptor, error.values);
  };

  return { onSubmit, errorOf };
}

function findDescriptor(id: string, own: Record<string, MessageDescriptor> | undefined): MessageDescriptor | undefined {
  const groups: Record<string, MessageDescriptor>[] = own ? [own, validationMessages] : [validationMessages];
  for (const group of groups) {
    const found = Object.values(group).find((descriptor) => descriptor.id === id);
    if (found) return found;
  }
  return undefined;
}
