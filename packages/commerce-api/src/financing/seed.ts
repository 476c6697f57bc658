import { insertChunked, type SeedContext } from '../seed/context';

/** The Luhn check digit that completes these digits. */
export function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The financing stand-in's test range: 16-digit virtual card (VCC) numbers starting 605599 00. */
export function testCardNumber(serial: number): string {
  const body = `60559900${String(serial).padStart(7, '0')}`;
  return body + luhnCheckDigit(body);
}

/**
 * The demo financing accounts (Canada): the number is the provider's virtual card (VCC), which identifies the
 * account together with the holder's date of birth. These are account numbers, not payment cards.
 */
export const demoFinancingAccounts: ReadonlyArray<{
  serial: number;
  customerName: string;
  dateOfBirth: string;
  status: 'active' | 'inactive';
  creditLimitCents: number;
}> = [
  {
    serial: 1,
    customerName: 'Marie Tremblay',
    dateOfBirth: '1985-03-27',
    status: 'active',
    creditLimitCents: 1_000_000,
  },
  {
    serial: 2,
    customerName: 'James MacDonald',
    dateOfBirth: '1979-11-05',
    status: 'active',
    creditLimitCents: 500_000,
  },
  {
    serial: 3,
    customerName: 'Sophie Gagnon',
    dateOfBirth: '1992-07-14',
    status: 'inactive',
    creditLimitCents: 300_000,
  },
  { serial: 4, customerName: 'Priya Sharma', dateOfBirth: '1988-01-30', status: 'active', creditLimitCents: 150_000 },
  {
    serial: 5,
    customerName: 'Liam O’Connor',
    dateOfBirth: '1970-12-02',
    status: 'inactive',
    creditLimitCents: 800_000,
  },
  { serial: 6, customerName: 'Chloé Roy', dateOfBirth: '1995-05-19', status: 'active', creditLimitCents: 1_500_000 },
  { serial: 7, customerName: 'Daniel Nguyen', dateOfBirth: '1983-09-08', status: 'active', creditLimitCents: 750_000 },
  {
    serial: 8,
    customerName: 'Émilie Bouchard',
    dateOfBirth: '1990-02-11',
    status: 'active',
    creditLimitCents: 400_000,
  },
  {
    serial: 9,
    customerName: 'Robert Campbell',
    dateOfBirth: '1962-06-23',
    status: 'inactive',
    creditLimitCents: 600_000,
  },
  { serial: 10, customerName: 'Aisha Mohamed', dateOfBirth: '1998-10-04', status: 'active', creditLimitCents: 350_000 },
  {
    serial: 11,
    customerName: 'Gabriel Lévesque',
    dateOfBirth: '1975-04-16',
    status: 'active',
    creditLimitCents: 2_000_000,
  },
  {
    serial: 12,
    customerName: 'Hannah Wilson',
    dateOfBirth: '2001-08-29',
    status: 'inactive',
    creditLimitCents: 200_000,
  },
];

/** Seeds the financing provider's accounts (active and inactive) that the Canadian financing application finds. */
export async function seedFinancing(context: SeedContext): Promise<void> {
  await insertChunked(
    context.trx,
    'financing_accounts',
    demoFinancingAccounts.map((account) => ({
      card_number: testCardNumber(account.serial),
      date_of_birth: account.dateOfBirth,
      status: account.status,
      credit_limit_cents: account.creditLimitCents,
      customer_name: account.customerName,
    })),
  );
}
