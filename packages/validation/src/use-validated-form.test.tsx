import { ProblemError } from '@storefront/http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useLayoutEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import * as v from 'valibot';
import { emailSchema } from './contact-schemas';
import { requiredText } from './text-schemas';
import { useValidatedForm, type ValidatedFormOptions } from './use-validated-form';

const schema = v.object({ name: requiredText(), email: emailSchema });
type Options = Omit<ValidatedFormOptions<typeof schema>, 'schema' | 'fields'>;

const problem = (
  fieldErrors: Record<string, string>,
  code = 'VALIDATION_FAILED',
  extensions: Record<string, unknown> = {},
) =>
  new ProblemError({
    method: 'PUT',
    url: '/api/x',
    status: 422,
    code,
    title: 'Invalid',
    detail: undefined,
    type: undefined,
    instance: undefined,
    fieldErrors,
    extensions,
  });

function Form({
  onCommit,
  ...options
}: Options & { onCommit?: (shown: { problem: string; pending: boolean }) => void }) {
  const form = useValidatedForm({ schema, fields: ['name', 'email'], ...options });
  const problem = form.errorOf('email') ?? '';
  const { pending } = form;
  useLayoutEffect(() => {
    onCommit?.({ problem, pending });
  });
  const id = useId();
  return (
    <form noValidate ref={form.ref} onSubmit={form.onSubmit}>
      <label>
        Name
        <input name="name" aria-describedby={`${id}-name`} />
      </label>
      <p id={`${id}-name`}>{form.errorOf('name')}</p>
      <label>
        E-mail
        <input name="email" aria-describedby={`${id}-email`} />
      </label>
      <p id={`${id}-email`}>{form.errorOf('email')}</p>
      <button type="submit" aria-busy={form.pending}>
        Send
      </button>
    </form>
  );
}

const french = JSON.parse(readFileSync(join(__dirname, '../../i18n/lang/fr.json'), 'utf8')) as Record<string, string>;

const renderForm = (
  options: Parameters<typeof Form>[0] = {},
  locale: 'en-AU' | 'fr-CA' = 'en-AU',
  onError = jest.fn(),
) =>
  render(
    <IntlProvider locale={locale} defaultLocale="en-AU" messages={locale === 'fr-CA' ? french : {}} onError={onError}>
      <Form {...options} />
    </IntlProvider>,
  );

describe('useValidatedForm', () => {
  it('shows each field’s problem, focuses the first and sends nothing', async () => {
    const onValid = jest.fn();
    renderForm({ onValid });
    await userEvent.type(screen.getByLabelText('E-mail'), 'not an address');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter a value for this field');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByLabelText('E-mail')).toHaveValue('not an address');
  });

  it('sends the parsed values and is pending until the answer', async () => {
    let answer: () => void = () => undefined;
    const onValid = jest.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    renderForm({ onValid });
    await userEvent.type(screen.getByLabelText('Name'), ' Ava ');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ava', email: 'ava@example.com' });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false'));
  });

  it('puts the API’s field errors on their fields, focuses the first and keeps what was typed', async () => {
    const onFailure = jest.fn();
    renderForm({
      onValid: () =>
        Promise.reject(problem({ 'contact.email': 'validation.email.invalid', other: 'validation.required' })),
      serverField: (path) => path.replace(/^contact\./, ''),
      onFailure,
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ava');
    expect(screen.getByLabelText('E-mail')).toHaveValue('ava@example.com');
    expect(onFailure).toHaveBeenCalledWith(expect.any(ProblemError), true);
  });

  it('formats the API’s length problem with its value, in the shopper’s language', async () => {
    const onError = jest.fn();
    const long = `${'a'.repeat(250)}@example.com`;
    renderForm(
      {
        // As the API answers an address the browser let through: the message id and, beside it, its `{length}`.
        onValid: () =>
          Promise.reject(
            problem({ email: 'validation.maxLength' }, 'VALIDATION_FAILED', {
              errorValues: { email: { length: 254 } },
            }),
          ),
        // The browser's own rule here is looser than the API's, so that the answer decides.
        prepare: (values) => ({ ...values, email: 'ava@example.com' }),
      },
      'fr-CA',
      onError,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.click(screen.getByLabelText('E-mail'));
    await userEvent.paste(long);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Ce champ doit comporter 254 caractères ou moins',
      ),
    );
    expect(screen.getByLabelText('E-mail')).toHaveValue(long);
    expect(onError).not.toHaveBeenCalled();
  });

  it('never shows a raw placeholder when an answer leaves a message’s value out', async () => {
    const onError = jest.fn();
    renderForm({ onValid: () => Promise.reject(problem({ email: 'validation.maxLength' })) }, 'fr-CA', onError);
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Veuillez vérifier cette valeur'),
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('formats its own length problem with its value, in the shopper’s language', async () => {
    const onError = jest.fn();
    renderForm({}, 'fr-CA', onError);
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.click(screen.getByLabelText('E-mail'));
    await userEvent.paste(`${'a'.repeat(250)}@example.com`);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Ce champ doit comporter 254 caractères ou moins',
    );
    expect(onError).not.toHaveBeenCalled();
  });

  it('leaves an answer without field errors of its own to the form', async () => {
    const onFailure = jest.fn();
    renderForm({ onValid: () => Promise.reject(problem({}, 'BAG_EMPTY')), onFailure });
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'BAG_EMPTY' }), false));
    expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  });

  it('words a problem the form’s own way when asked to, with the form’s message values', async () => {
    renderForm({
      messageFor: (field, id) =>
        field === 'name' && id === 'validation.required'
          ? { id: 'test.name.required', defaultMessage: 'Please enter up to {length} letters' }
          : undefined,
      messageValues: { length: 20 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter up to 20 letters');
  });

  it('checks the values a controlled form keeps', async () => {
    const onValid = jest.fn();
    function Controlled() {
      const [name, setName] = useState('');
      const form = useValidatedForm({ schema, fields: ['name', 'email'], values: { name, email: 'a@b.co' }, onValid });
      return (
        <section ref={form.ref}>
          <label>
            Name
            <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
          </label>
          <p>{form.errorOf('name')}</p>
          <button type="button" onClick={() => void form.submit()}>
            Send
          </button>
        </section>
      );
    }
    render(
      <IntlProvider locale="en-AU" defaultLocale="en-AU">
        <Controlled />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Please enter a value for this field')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ava', email: 'a@b.co' });
    expect(screen.queryByText('Please enter a value for this field')).not.toBeInTheDocument();
  });

  it('shows the answer’s problem in the same paint as the button’s readiness, never beside a busy button', async () => {
    const painted: { problem: string; pending: boolean }[] = [];
    renderForm({
      onValid: () => Promise.reject(problem({ email: 'validation.email.invalid' })),
      onCommit: (shown) => painted.push(shown),
    });
    await userEvent.type(screen.getByLabelText('Name'), 'Ava');
    await userEvent.type(screen.getByLabelText('E-mail'), 'ava@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(painted.filter((shown) => shown.problem !== '' && shown.pending)).toEqual([]);
  });

  it('is busy only while its own request runs, whatever another form on the page is waiting for', async () => {
    render(
      <IntlProvider locale="en-AU" defaultLocale="en-AU">
        <section aria-label="Newsletter">
          <Form onValid={() => new Promise(() => undefined)} />
        </section>
        <section aria-label="Contact">
          <Form onValid={() => Promise.reject(problem({ email: 'validation.email.invalid' }))} />
        </section>
      </IntlProvider>,
    );
    for (const name of ['Newsletter', 'Contact']) {
      const form = within(screen.getByRole('region', { name }));
      await userEvent.type(form.getByLabelText('Name'), 'Ava');
      await userEvent.type(form.getByLabelText('E-mail'), 'ava@example.com');
      await userEvent.click(form.getByRole('button', { name: 'Send' }));
    }
    const contact = within(screen.getByRole('region', { name: 'Contact' }));
    await waitFor(() => expect(contact.getByLabelText('E-mail')).toHaveAccessibleDescription(/valid email address/));
    expect(contact.getByRole('button', { name: 'Send' })).toHaveAttribute('aria-busy', 'false');
    expect(within(screen.getByRole('region', { name: 'Newsletter' })).getByRole('button')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
