import { ProblemError } from '@storefront/http';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import {
  fieldErrorDescriptors,
  fieldErrorValuesSchema,
  serverFieldErrors,
  type FieldErrorDescriptor,
} from './field-errors';
import { validationMessages } from './validation-messages';

/** Each field's problem, by field name. */
export type FormErrors = Record<string, FieldErrorDescriptor>;

/** Options of {@link useValidatedForm}. */
export interface ValidatedFormOptions<TSchema extends v.GenericSchema> {
  /** The form's schema; its issue messages are message ids. */
  schema: TSchema;
  /** The names of the form's fields, in the order they are shown; each is read as a string ('' when absent). */
  fields: readonly string[];
  /** Messages of this remote that issues (or the API's field errors) may name, besides `@storefront/validation`'s. */
  messages?: Record<string, MessageDescriptor>;
  /** The form's own wording of a field's problem (e.g. a 'required' that names the field); undefined keeps the id's. */
  messageFor?: (field: string, id: string) => MessageDescriptor | undefined;
  /** Values every message of the form may use (the engraving's `{length}`), under each problem's own. */
  messageValues?: Record<string, string | number>;
  /** The values of a controlled form (the parent keeps them); without it the hook reads the form's fields. */
  values?: Readonly<Record<string, string>>;
  /** Turns the read values into the schema's input (e.g. a checkbox's 'on' into `true`). */
  prepare?: (values: Record<string, string>) => unknown;
  /**
   * Called with the parsed values once everything is valid. When it returns a promise (it sends them), the form is
   * `pending` until it settles, and what it throws is shown: the API's field errors on their fields, the rest by
   * `onFailure`.
   */
  onValid?: (output: v.InferOutput<TSchema>) => unknown;
  /** The form's field for a field path of the API's answer ('address.postcode' → 'postcode'); the path by default. */
  serverField?: (path: string) => string | undefined;
  /** What `onValid` (or `run`) threw; `shownOnFields` says its field errors are already on their fields. */
  onFailure?: (error: unknown, shownOnFields: boolean) => void;
  /**
   * Which problems of a controlled form show as the shopper types, before any submit (the engraving's characters and
   * length); the others wait for a submit.
   */
  showWhileTyping?: (field: string, id: string) => boolean;
}

/** A validation: the parsed values, or nothing when the form now shows its problems. */
export type FormCheck<TSchema extends v.GenericSchema> =
  { success: true; output: v.InferOutput<TSchema> } | { success: false };

/** What {@link useValidatedForm} gives a form. */
export interface ValidatedForm<TSchema extends v.GenericSchema> {
  /** The form's `onSubmit`: checks, then calls `onValid`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The same without an event (a section the page submits); true once `onValid` has finished without throwing. */
  submit: () => Promise<boolean>;
  /**
   * Sends in the form's own way (after `validate`, or with nothing to check): pending until it settles, a second
   * call meanwhile does nothing, and what it throws is shown as `onValid`'s is. True when it did not throw.
   */
  run: (send: () => unknown) => Promise<boolean>;
  /** Checks the fields and shows their problems (focus on the first); for forms that send in their own way. */
  validate: () => FormCheck<TSchema>;
  /** Shows a `ProblemError`'s field errors on their fields (focus on the first); false when it has none of ours. */
  showServerErrors: (error: unknown) => boolean;
  /** Shows these problems (focus on the first), e.g. a field the API's answer code points at. */
  showErrors: (errors: FormErrors) => void;
  /** Clears one field's problem, e.g. as the shopper corrects it. */
  clearError: (name: string) => void;
  /** Clears every problem. */
  clearErrors: () => void;
  /** The localised problem of a field, or undefined. */
  errorOf: (name: string) => string | undefined;
  /** True while the promise `onValid` (or `run`'s send) returned is unsettled. */
  pending: boolean;
  /** Put on the `<form>`, or on the element holding the fields of a section without one: focus is found there. */
  ref: (element: HTMLElement | null) => void;
}

const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function';

/**
 * The one way a form is checked, sent and told what is wrong (SPEC §5): on submit it checks the fields against the
 * schema, shows each field's first problem, localised, and moves focus to the first invalid field; a valid form calls
 * `onValid`, and when that sends and the API answers with field errors (`ProblemError.fieldErrors`), they are mapped
 * onto the fields here, in one place, the same way. Nothing the shopper typed is cleared on any error: forms submit
 * through `onSubmit` and not a `<form action>`, which React resets after the action.
 * @example
 * const form = useValidatedForm({ schema, fields: ['email'], onValid: (input) => saveEmail(input.email) });
 * <form noValidate ref={form.ref} onSubmit={form.onSubmit}><TextField name="email" error={form.errorOf('email')} /></form>
 */
export function useValidatedForm<TSchema extends v.GenericSchema>(
  options: ValidatedFormOptions<TSchema>,
): ValidatedForm<TSchema> {
  const {
    schema,
    fields,
    messages,
    messageFor,
    messageValues,
    values,
    prepare,
    onValid,
    serverField,
    onFailure,
    showWhileTyping,
  } = options;
  const intl = useIntl();
  const [errors, setErrors] = useState<FormErrors>({});
  const [pending, setPending] = useState(false);
  const root = useRef<HTMLElement | null>(null);
  const running = useRef(false);

  // The first field in the form's order that shows a problem and can take focus.
  const focusFirst = (shown: FormErrors) => {
    const named = root.current ? Array.from(root.current.querySelectorAll<HTMLElement>('[name]')) : [];
    named
      .find(
        (element) =>
          Object.hasOwn(shown, element.getAttribute('name') ?? '') && !element.matches(':disabled, [type="hidden"]'),
      )
      ?.focus();
  };

  const showErrors = (next: FormErrors) => {
    setErrors(next);
    focusFirst(next);
  };

  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ProblemError)) return false;
    const values = v.safeParse(fieldErrorValuesSchema, error.extensions['errorValues']);
    const mapped = serverFieldErrors(error.fieldErrors, fields, serverField, values.success ? values.output : {});
    if (Object.keys(mapped).length === 0) return false;
    showErrors(mapped);
    return true;
  };

  const validate = (): FormCheck<TSchema> => {
    const form = root.current instanceof HTMLFormElement ? new FormData(root.current) : null;
    const read = Object.fromEntries(
      fields.map((name) => [name, values ? (values[name] ?? '') : (form?.get(name)?.toString() ?? '')]),
    );
    const result = v.safeParse(schema, prepare ? prepare(read) : read);
    if (result.success) {
      setErrors({});
      return { success: true, output: result.output };
    }
    showErrors(fieldErrorDescriptors(result.issues));
    return { success: false };
  };

  const fail = (error: unknown) => {
    const shown = showServerErrors(error);
    if (onFailure) onFailure(error, shown);
    else if (!shown) console.error(error);
  };

  const run = (send: () => unknown): Promise<boolean> => {
    if (running.current) return Promise.resolve(false);
    let sent: unknown;
    try {
      sent = send();
    } catch (error) {
      fail(error);
      return Promise.resolve(false);
    }
    if (!isPromise(sent)) return Promise.resolve(true);
    running.current = true;
    setPending(true);
    // Our own state and not an async transition: React entangles every pending transition, so one form would stay busy
    // while another's request runs, and a problem set after an await would paint beside a button still busy. Set in one
    // callback, the outcome and the button's readiness paint together.
    const settle = () => {
      running.current = false;
      setPending(false);
    };
    return Promise.resolve(sent).then(
      () => {
        settle();
        return true;
      },
      (error: unknown) => {
        settle();
        fail(error);
        return false;
      },
    );
  };

  const submit = (): Promise<boolean> => {
    if (running.current) return Promise.resolve(false);
    const checked = validate();
    if (!checked.success) return Promise.resolve(false);
    return run(() => onValid?.(checked.output));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    root.current = event.currentTarget;
    void submit();
  };

  const ref = useCallback((element: HTMLElement | null) => {
    if (element) root.current = element;
  }, []);

  const clearError = (name: string) =>
    setErrors((current) => {
      if (!Object.hasOwn(current, name)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });

  const clearErrors = () => setErrors({});

  // Problems of what is typed now that show before any submit.
  let typed: FormErrors = {};
  if (values && showWhileTyping) {
    const result = v.safeParse(schema, prepare ? prepare({ ...values }) : values);
    if (!result.success) {
      const found = fieldErrorDescriptors(result.issues);
      typed = Object.fromEntries(Object.entries(found).filter(([field, error]) => showWhileTyping(field, error.id)));
    }
  }

  /** The localised error of a field, or undefined. */
  const errorOf = (name: string): string | undefined => {
    const error = typed[name] ?? errors[name];
    if (!error) return undefined;
    const descriptor = messageFor?.(name, error.id) ?? findDescriptor(error.id, messages) ?? { id: error.id };
    const values = { ...messageValues, ...error.values };
    // A message whose value did not come (an older API's answer) would show its raw placeholder, in English: never.
    if (!hasValuesFor(descriptor, values)) return intl.formatMessage(validationMessages.invalidValue);
    return intl.formatMessage(descriptor, values);
  };

  return {
    onSubmit,
    submit,
    run,
    validate,
    showServerErrors,
    showErrors,
    clearError,
    clearErrors,
    errorOf,
    pending,
    ref,
  };
}

function findDescriptor(id: string, own: Record<string, MessageDescriptor> | undefined): MessageDescriptor | undefined {
  const groups: Record<string, MessageDescriptor>[] = own ? [own, validationMessages] : [validationMessages];
  for (const group of groups) {
    const found = Object.values(group).find((descriptor) => descriptor.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Whether `values` holds every argument (`{length}`) the descriptor's English text names. */
function hasValuesFor(descriptor: MessageDescriptor, values: Record<string, unknown>): boolean {
  const text = typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : '';
  return [...text.matchAll(/\{\s*([\w.]+)\s*[,}]/g)].every((match) => Object.hasOwn(values, match[1] ?? ''));
}
