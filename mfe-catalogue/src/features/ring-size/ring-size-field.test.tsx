import { renderRemotePage } from '@storefront/dev-harness/testing';
import type { LocaleCode } from '@storefront/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { RingSizeField } from './ring-size-field';

const codes = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'];
const numeric = ['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'];

function renderField(options: {
  system: 'letter' | 'numeric';
  locale?: LocaleCode;
  markOutOfStock?: boolean;
  guideUrl?: string;
}) {
  const sizes = codes.map((code, index) => ({
    code,
    label: options.system === 'letter' ? code : numeric[index]!,
    quantity: code === 'M' ? 0 : 3,
  }));
  const onChange = jest.fn();
  renderRemotePage(
    <RingSizeField
      sizes={sizes}
      system={options.system}
      value=""
      onChange={onChange}
      error={undefined}
      selectRef={createRef()}
      markOutOfStock={options.markOutOfStock ?? false}
      guide={{ intro: 'Not sure of the size? Use our guide.', url: options.guideUrl ?? '/ring-size-guide' }}
    />,
    { app: 'catalogue', locale: options.locale ?? 'en-AU' },
  );
  return { onChange };
}

describe('RingSizeField', () => {
  it('offers the market’s sizes by label and reports the chosen code', async () => {
    const { onChange } = renderField({ system: 'numeric' });
    const select = screen.getByRole('combobox', { name: /Ring size/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a size', ...numeric]);
    await userEvent.selectOptions(select, '6.5');
    expect(onChange).toHaveBeenCalledWith('M');
  });

  it('marks sizes without stock when the piece cannot be resized or made to order', () => {
    renderField({ system: 'letter', markOutOfStock: true });
    expect(screen.getByRole('option', { name: 'M (out of stock)' })).toBeInTheDocument();
  });

  it('opens a size guide of the letter sizes with inside diameter and circumference in millimetres', async () => {
    renderField({ system: 'letter' });
    await userEvent.click(screen.getByRole('button', { name: 'Ring size guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Ring size guide' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows).toHaveLength(14);
    expect(rows[1]).toHaveTextContent(/^H14\.946\.8$/);
    expect(rows[13]).toHaveTextContent(/^T19\.862\.1$/);
    expect(within(dialog).getByRole('link', { name: 'Read the full ring size guide' })).toHaveAttribute(
      'href',
      '/ring-size-guide',
    );
  });

  it('labels the Canadian guide in numbers with French decimals in French', async () => {
    renderField({ system: 'numeric', locale: 'fr-CA' });
    await userEvent.click(screen.getByRole('button', { name: 'Guide des tailles de bagues' }));
    const rows = within(screen.getByRole('dialog', { name: 'Guide des tailles de bagues' })).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('TailleDiamètre intérieur (mm)Circonférence (mm)');
    expect(rows[1]).toHaveTextContent(/^414,946,8$/);
    expect(rows[13]).toHaveTextContent(/^1019,862,1$/);
  });

  it.each(['/\\evil.example', '//evil.example/guide', 'javascript:alert(1)', 'http://evil.example/guide'])(
    'offers no link to a guide page at %s (the safe-navigation rule refuses it)',
    async (guideUrl) => {
      renderField({ system: 'letter', guideUrl });
      await userEvent.click(screen.getByRole('button', { name: 'Ring size guide' }));
      expect(within(screen.getByRole('dialog')).queryByRole('link')).not.toBeInTheDocument();
    },
  );

  it('links a guide page on another secure site as a plain link', async () => {
    renderField({ system: 'letter', guideUrl: 'https://help.example.com/rings' });
    await userEvent.click(screen.getByRole('button', { name: 'Ring size guide' }));
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'Read the full ring size guide' });
    expect(link).toHaveAttribute('href', 'https://help.example.com/rings');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
