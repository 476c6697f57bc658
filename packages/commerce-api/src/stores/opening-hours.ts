/** Where a store's clock stands: its local calendar day, weekday (0 = Sunday) and minutes since local midnight. */
export interface LocalClock {
  date: string;
  weekday: number;
  minutes: number;
}

/** Opening hours as stored: 'HH:MM' or 'HH:MM:SS', both null when closed. */
export interface HoursRow {
  opens: string | null;
  closes: string | null;
}

/** An exception to the weekly hours on one local day (public holiday, Christmas trading). */
export interface SpecialHoursRow extends HoursRow {
  day: string;
  label: string;
}

/** The hours of one local day, as the API answers them. */
export interface DaySchedule {
  date: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** 'HH:MM', null when closed. */
  opens: string | null;
  closes: string | null;
  closed: boolean;
  /** The special (holiday) hours' label when they replace the weekly hours that day, else null. */
  special: string | null;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in a time zone at an instant. */
export function localClock(now: Date, timeZone: string): LocalClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(now)) parts[part.type] = part.value;
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** 'YYYY-MM-DD' plus some days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The weekday (0 = Sunday) of a calendar day. */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** 'HH:MM' of a stored time. */
export function hhmm(time: string | null): string | null {
  return time === null ? null : time.slice(0, 5);
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The hours of a local day: its special hours when there are any, else the weekly hours of its weekday. */
export function scheduleFor(
  date: string,
  weekly: ReadonlyMap<number, HoursRow>,
  specials: ReadonlyMap<string, SpecialHoursRow>,
): DaySchedule {
  const weekday = weekdayOf(date);
  const special = specials.get(date);
  const hours = special ?? weekly.get(weekday) ?? { opens: null, closes: null };
  const closed = hours.opens === null || hours.closes === null;
  return {
    date,
    weekday,
    opens: closed ? null : hhmm(hours.opens),
    closes: closed ? null : hhmm(hours.closes),
    closed,
    special: special?.label ?? null,
  };
}

/** Whether a day's hours include a local time (minutes since midnight): opening time inclusive, closing exclusive. */
export function isOpenAt(schedule: DaySchedule, minutes: number): boolean {
  if (schedule.closed || !schedule.opens || !schedule.closes) return false;
  return minutes >= minutesOf(schedule.opens) && minutes < minutesOf(schedule.closes);
}

/** A store's day and whether it is open, at an instant, in the store's own time zone. */
export function storeDayAt(
  now: Date,
  timeZone: string,
  weekly: ReadonlyMap<number, HoursRow>,
  specials: ReadonlyMap<string, SpecialHoursRow>,
): { today: DaySchedule; openNow: boolean } {
  const clock = localClock(now, timeZone);
  const today = scheduleFor(clock.date, weekly, specials);
  return { today, openNow: isOpenAt(today, clock.minutes) };
}
