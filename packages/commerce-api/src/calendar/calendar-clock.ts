import type { FastifyRequest } from 'fastify';

/**
 * The clock behind every dispatch, delivery and pickup date (`business-days.ts`). Tests pin it
 * (`calendarClock.now = () => fixed`) so the dates never depend on when they run.
 */
export const calendarClock: { now: () => Date } = { now: () => new Date() };

/**
 * The development clock's cookie: with `DEV_CLOCK=true` (never in production, see config.ts) a browser that sends
 * `storefront_dev_clock=2026-12-03T10:30:00Z` is answered the dispatch, delivery and pickup dates of that instant,
 * so a journey can order "late in the evening in Sydney" whenever it runs. It moves nothing else: sessions, tokens,
 * rate limits, vouchers and gift cards keep the real time.
 */
export const DEV_CLOCK_COOKIE = 'storefront_dev_clock';

/** An instant with its offset: `2026-12-03T10:30:00Z`, `2026-12-03T21:30:00+11:00` (seconds and milliseconds optional). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The instant a development clock value names, or undefined for anything else (no offset, not a real time). */
export function parseDevClock(value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  let text = value.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    return undefined;
  }
  if (!INSTANT.test(text)) return undefined;
  const instant = new Date(text);
  const year = instant.getUTCFullYear();
  return Number.isNaN(instant.getTime()) || year < 2000 || year > 2099 ? undefined : instant;
}

/** The development clock's instant for this request: only with `DEV_CLOCK=true` and a valid cookie. */
export function devClockOf(request: FastifyRequest): Date | undefined {
  if (!request.server.apiConfig.devClock) return undefined;
  return parseDevClock(request.cookies?.[DEV_CLOCK_COOKIE]);
}

/** The instant this request's dates count from: the development clock's when it applies, else the calendar clock's. */
export function calendarNowOf(request: FastifyRequest): Date {
  return devClockOf(request) ?? calendarClock.now();
}
