import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { useFormatMoney } from './use-format-money';

const inLocale = (locale: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <IntlProvider locale={locale} defaultLocale="en-AU">
        {children}
      </IntlProvider>
    );
  };

describe('useFormatMoney', () => {
  it('formats in the page locale', () => {
    const english = renderHook(() => useFormatMoney(), { wrapper: inLocale('en-CA') }).result.current;
    const french = renderHook(() => useFormatMoney(), { wrapper: inLocale('fr-CA') }).result.current;
    expect(english(123450, 'CAD')).toBe('$1,234.50');
    expect(french(123450, 'CAD').replace(/[\u00a0\u202f]/g, ' ')).toBe('1 234,50 $');
    expect(english(100_000, 'AUD', { fractionDigits: 0 })).toBe('A$1,000');
  });
});
