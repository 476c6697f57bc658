import type { Market } from '../db/schema';
import type { DayHours } from './store-data';

/** How a store trades on a special day. */
export type TradingRule =
  | { kind: 'closed' }
  | { kind: 'fixed'; opens: string; closes: string }
  /** Christmas trading: the usual opening time (or `opens` on a day it would be closed), closing no earlier than `closes`. */
  | { kind: 'extended'; opens: string; closes: string };

/** A public holiday or trading exception on one calendar day, with its English and French labels. */
export interface TradingDay {
  date: string;
  labelEn: string;
  labelFr: string;
  rule: TradingRule;
}

const closed: TradingRule = { kind: 'closed' };
const fixed = (opens: string, closes: string): TradingRule => ({ kind: 'fixed', opens, closes });

function iso(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/** The n-th given weekday (0 = Sunday) of a month; n = -1 for the last one. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0));
  const back = (lastDay.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDay.getUTCDate() - back);
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

function shift(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return iso(year, month, day + days);
}

/** Matariki's public holiday moves with the Māori lunar calendar; dates as set by the Te Kāhui o Matariki Act 2022. */
const matariki: Record<number, string> = {
  2024: '2024-06-28',
  2025: '2025-06-20',
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
};

function day(date: string, labelEn: string, labelFr: string, rule: TradingRule): TradingDay {
  return { date, labelEn, labelFr, rule };
}

/** Days that change a store's hours but are working days, not public holidays. */
const workingDayLabels = new Set(['Christmas trading', 'Christmas Eve', "New Year's Eve"]);

/** Whether a special trading day is a public holiday (Christmas trading, Christmas Eve and New Year's Eve are not). */
export function isPublicHoliday(day: TradingDay): boolean {
  return !workingDayLabels.has(day.labelEn);
}

/** Christmas trading and the days around Christmas, the same shape in every market with local hours. */
function christmasSeason(year: number, market: Market, state: string | null): TradingDay[] {
  const days: TradingDay[] = [];
  for (let date = 14; date <= 23; date++) {
    days.push(
      day(
        iso(year, 12, date),
        'Christmas trading',
        'Heures prolongées des Fêtes',
        market === 'CA'
          ? { kind: 'extended', opens: '10:00', closes: '22:00' }
          : { kind: 'extended', opens: '10:00', closes: '21:00' },
      ),
    );
  }
  days.push(
    day(
      iso(year, 12, 24),
      'Christmas Eve',
      'Veille de Noël',
      market === 'CA' ? fixed('09:00', '17:00') : fixed('08:00', '18:00'),
    ),
  );
  days.push(day(iso(year, 12, 25), 'Christmas Day', 'Noël', closed));
  const boxingDay =
    market === 'CA' && state === 'QC'
      ? fixed('13:00', '17:00')
      : market === 'CA' && state === 'NS'
        ? closed
        : market === 'CA'
          ? fixed('08:00', '21:00')
          : fixed('09:00', '17:00');
  days.push(day(iso(year, 12, 26), 'Boxing Day', 'Lendemain de Noël', boxingDay));
  days.push(day(iso(year, 12, 31), "New Year's Eve", 'Veille du jour de l’An', fixed('09:00', '17:00')));
  return days;
}

function australia(year: number, state: string | null): TradingDay[] {
  const easter = easterSunday(year);
  const reduced = fixed('10:00', '16:00');
  const labourDay =
    state === 'VIC' || state === 'TAS'
      ? nthWeekday(year, 3, 1, 2)
      : state === 'WA'
        ? nthWeekday(year, 3, 1, 1)
        : state === 'QLD' || state === 'NT'
          ? nthWeekday(year, 5, 1, 1)
          : nthWeekday(year, 10, 1, 1);
  const kingsBirthday =
    state === 'QLD'
      ? nthWeekday(year, 10, 1, 1)
      : state === 'WA'
        ? nthWeekday(year, 9, 1, -1)
        : nthWeekday(year, 6, 1, 2);
  const days: TradingDay[] = [
    day(iso(year, 1, 1), "New Year's Day", 'Jour de l’An', reduced),
    day(iso(year, 1, 26), 'Australia Day', 'Fête nationale de l’Australie', reduced),
    day(
      labourDay,
      state === 'TAS' ? 'Eight Hours Day' : state === 'NT' ? 'May Day' : 'Labour Day',
      'Fête du Travail',
      reduced,
    ),
    day(shift(easter, -2), 'Good Friday', 'Vendredi saint', closed),
    day(easter, 'Easter Sunday', 'Dimanche de Pâques', closed),
    day(shift(easter, 1), 'Easter Monday', 'Lundi de Pâques', reduced),
    day(iso(year, 4, 25), 'Anzac Day', 'Jour de l’Anzac', fixed('13:00', '17:00')),
    day(kingsBirthday, "King's Birthday", 'Anniversaire du Roi', reduced),
    ...christmasSeason(year, 'AU', state),
  ];
  if (state === 'VIC')
    days.push(day(nthWeekday(year, 11, 2, 1), 'Melbourne Cup Day', 'Jour de la Melbourne Cup', reduced));
  if (state === 'ACT') days.push(day(nthWeekday(year, 3, 1, 2), 'Canberra Day', 'Fête de Canberra', reduced));
  return days;
}

const februaryHoliday: Record<string, [string, string]> = {
  ON: ['Family Day', 'Fête de la famille'],
  AB: ['Family Day', 'Fête de la famille'],
  BC: ['Family Day', 'Fête de la famille'],
  SK: ['Family Day', 'Fête de la famille'],
  NB: ['Family Day', 'Fête de la famille'],
  MB: ['Louis Riel Day', 'Journée Louis-Riel'],
  NS: ['Heritage Day', 'Jour du patrimoine'],
  PE: ['Islander Day', 'Fête des Insulaires'],
};

const augustHoliday: Record<string, [string, string]> = {
  ON: ['Civic Holiday', 'Congé civique'],
  AB: ['Heritage Day', 'Fête du patrimoine'],
  BC: ['British Columbia Day', 'Jour de la Colombie-Britannique'],
  SK: ['Saskatchewan Day', 'Fête de la Saskatchewan'],
  MB: ['Terry Fox Day', 'Journée Terry Fox'],
  NS: ['Natal Day', 'Jour de la fondation'],
  NB: ['New Brunswick Day', 'Jour du Nouveau-Brunswick'],
};

function canada(year: number, state: string | null): TradingDay[] {
  const easter = easterSunday(year);
  const holidayHours = fixed('11:00', '18:00');
  const may24 = new Date(Date.UTC(year, 4, 24));
  const victoriaDay = iso(year, 5, 24 - ((may24.getUTCDay() + 6) % 7));
  const days: TradingDay[] = [
    day(iso(year, 1, 1), "New Year's Day", 'Jour de l’An', closed),
    day(shift(easter, -2), 'Good Friday', 'Vendredi saint', closed),
    day(easter, 'Easter Sunday', 'Dimanche de Pâques', closed),
    day(
      victoriaDay,
      state === 'QC' ? "National Patriots' Day" : 'Victoria Day',
      state === 'QC' ? 'Journée nationale des patriotes' : 'Fête de la Reine',
      holidayHours,
    ),
    day(iso(year, 7, 1), 'Canada Day', 'Fête du Canada', closed),
    day(nthWeekday(year, 9, 1, 1), 'Labour Day', 'Fête du Travail', closed),
    day(nthWeekday(year, 10, 1, 2), 'Thanksgiving', 'Action de grâce', closed),
    ...christmasSeason(year, 'CA', state),
  ];
  const february = state ? februaryHoliday[state] : undefined;
  if (february) days.push(day(nthWeekday(year, 2, 1, 3), february[0], february[1], holidayHours));
  const august = state ? augustHoliday[state] : undefined;
  if (august) days.push(day(nthWeekday(year, 8, 1, 1), august[0], august[1], holidayHours));
  if (state === 'QC') {
    days.push(day(iso(year, 1, 2), 'Day after New Year’s Day', 'Lendemain du jour de l’An', fixed('13:00', '17:00')));
    days.push(day(iso(year, 6, 24), 'Fête nationale du Québec', 'Fête nationale du Québec', closed));
  }
  if (state === 'NS') days.push(day(iso(year, 11, 11), 'Remembrance Day', 'Jour du Souvenir', fixed('13:00', '17:00')));
  return days;
}

function newZealand(year: number): TradingDay[] {
  const easter = easterSunday(year);
  const holidayHours = fixed('10:00', '17:00');
  const days: TradingDay[] = [
    day(iso(year, 1, 1), "New Year's Day", 'Jour de l’An', fixed('10:00', '16:00')),
    day(iso(year, 1, 2), "Day after New Year's Day", 'Lendemain du jour de l’An', holidayHours),
    day(iso(year, 2, 6), 'Waitangi Day', 'Jour de Waitangi', holidayHours),
    day(shift(easter, -2), 'Good Friday', 'Vendredi saint', closed),
    day(easter, 'Easter Sunday', 'Dimanche de Pâques', closed),
    day(shift(easter, 1), 'Easter Monday', 'Lundi de Pâques', holidayHours),
    day(iso(year, 4, 25), 'Anzac Day', 'Jour de l’Anzac', fixed('13:00', '17:00')),
    day(nthWeekday(year, 6, 1, 1), "King's Birthday", 'Anniversaire du Roi', holidayHours),
    day(nthWeekday(year, 10, 1, 4), 'Labour Day', 'Fête du Travail', holidayHours),
    ...christmasSeason(year, 'NZ', null),
  ];
  const matarikiDay = matariki[year];
  if (matarikiDay) days.push(day(matarikiDay, 'Matariki', 'Matariki', holidayHours));
  return days;
}

/**
 * The special trading days of a market and state from `from` (inclusive) for `days` days, in date order. A
 * date that is both a holiday and in the Christmas season keeps the holiday.
 */
export function tradingDays(market: Market, state: string | null, from: string, days: number): TradingDay[] {
  const until = shift(from, days);
  const startYear = Number(from.slice(0, 4));
  const byDate = new Map<string, TradingDay>();
  for (let year = startYear; year <= Number(until.slice(0, 4)); year++) {
    const list = market === 'AU' ? australia(year, state) : market === 'CA' ? canada(year, state) : newZealand(year);
    for (const entry of list) {
      if (entry.date < from || entry.date >= until) continue;
      const existing = byDate.get(entry.date);
      if (!existing || existing.rule.kind === 'extended') byDate.set(entry.date, entry);
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The hours a rule gives a store whose usual hours that weekday are `usual` (null when it would be closed). */
export function hoursUnder(rule: TradingRule, usual: DayHours): DayHours {
  if (rule.kind === 'closed') return null;
  // A store that never opens that weekday stays closed on a holiday; Christmas trading opens it.
  if (rule.kind === 'fixed') return usual ? [rule.opens, rule.closes] : null;
  if (!usual) return [rule.opens, rule.closes];
  return [usual[0], usual[1] > rule.closes ? usual[1] : rule.closes];
}
