let logging = false;

/** Development only (`BRAZE_LOGGING=1`, refused in production): the engagement layer's own messages. */
export function setEngagementLogging(on: boolean): void {
  logging = on;
}

/**
 * Logs a problem a shopper must never see (SPEC §8: SDK messages, push problems): to the console while logging is on,
 * otherwise nowhere (SPEC §9: the engagement SDK logs nothing in production).
 */
export function engagementLog(message: string, detail?: unknown): void {
  if (!logging) return;
  if (detail === undefined) console.info(`[engagement] ${message}`);
  else console.info(`[engagement] ${message}`, detail);
}
