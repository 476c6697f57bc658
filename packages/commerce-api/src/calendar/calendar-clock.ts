/**
 * The clock behind every dispatch, delivery and pickup date (`business-days.ts`). Tests pin it
 * (`calendarClock.now = () => fixed`) so the dates never depend on when they run.
 */
export const calendarClock: { now: () => Date } = { now: () => new Date() };
