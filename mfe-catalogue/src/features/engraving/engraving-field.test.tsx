import { signedIn } from '@storefront/contracts';
import { renderRemotePage } from '@storefront/dev-harness/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { EngravingField, engravingLength } from './engraving-field';

function Harness({ error }: { error?: string }) {
  const [enabled, setEnabled] = useState(false);
  const [text, setText] = useState('');
  return (
    <EngravingField
      maxChars={12}
      enabled={enabled}
      onEnabledChange={setEnabled}
      text={text}
      onTextChange={setText}
      onBlur={() => undefined}
      error={error}
      delayDays={3}
    />
  );
}

function renderField(error?: string) {
  renderRemotePage(<Harness {...(error ? { error } : {})} />, { app: 'catalogue' });
}

describe('EngravingField', () => {
  it('opens the text field from the checkbox and counts characters as they are typed', async () => {
    renderField();
    expect(screen.getByRole('checkbox', { name: 'Add engraving' })).toHaveAccessibleDescription(
      /Engraving adds 3 business days to dispatch/,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Engraving text' }), 'Noël');
    expect(screen.getByText('4 of 12 characters')).toHaveAttribute('aria-live', 'polite');
  });

  it('shows the error it is given on the field', async () => {
    renderField('Engravings can be at most 12 characters');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    expect(screen.getByRole('textbox', { name: 'Engraving text' })).toHaveAccessibleDescription(
      expect.stringContaining('Engravings can be at most 12 characters'),
    );
  });

  it('invites guests to sign in or join, and not members', async () => {
    renderField();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Add engraving' }));
    expect(screen.getByText(/to save your engraving details/)).toBeInTheDocument();
    act(() => signedIn({ customerId: 'c-1', firstName: 'Ada', email: 'ada@example.com', brillianceMember: true }));
    expect(await screen.findByRole('textbox')).toBeInTheDocument();
    expect(screen.queryByText(/to save your engraving details/)).not.toBeInTheDocument();
  });

  it('counts a composed accent once', () => {
    expect(engravingLength('Noe\u0308l')).toBe(4);
  });
});
