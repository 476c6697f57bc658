import { ProblemError } from '@storefront/http';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import * as v from 'valibot';
import { emailSchema } from './contact-schemas';
import { requiredText } from './text-schemas';
import { useValidatedForm, type ValidatedFormOptions } from './use-validated-form';

const schema = v.object({ name: requiredText(), email: emailSchema });
type Options = Omit<ValidatedFormOptions<typeof schema>, 'schema' | 'fields'>;

const problem = (fieldErrors: Record<string, string>, code = 'VALIDATION_FAILED') =>
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
  });

function Form(options: Options) {
  const form = useValidatedForm({ schema, fields: ['name', 'email'], ...options });
  return (
    <form noValidate ref={form.ref} onSubmit={form.onSubmit}>
      <label>
        Name
        <input name="name" aria-describedby="name-error" />
      </label>
      <p id="name-error">{form.errorOf('name')}</p>
      <label>
        E-mail
        <input name="email" aria-describedby="email-error" />
      </label>
      <p id="email-error">{form.errorOf('email')}</p>
      <button type="submit" aria-busy={form.pending}>
        Send
      </button>
    </form>
  );
}

const renderForm = (options: Options = {}) =>
  render(
    <IntlProvider locale="en-AU" defaultLocale="en-AU">
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
});
