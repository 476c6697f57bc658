/**
 * The clock behind "today's hours", "open now" and the special-hours window. Tests pin it (`storesClock.now = () =>
 * fixed`) so answers never depend on when they run.
 */
export const storesClock: { now: () => Date } = { now: () => new Date() };
