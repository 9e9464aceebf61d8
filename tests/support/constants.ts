/** The signing key of every test app (long enough for HS256). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The day the tests' template database is seeded for: its fiscal years and batches end with
 * this day's, whatever day the suite runs (the calendar's tables end in B.S. 2090, so a
 * template seeded for the machine's date would stop working in 2033). A test that depends
 * on the date sets the clock to a day on or before it (docs/decisions/0024-one-clock.md).
 * The browser journeys' server and browser start their clocks at this instant, so the
 * journeys live on the day their data was seeded for: it is the same day in UTC and in
 * Nepal (11:45 there), far from either midnight.
 */
export const TEMPLATE_SEEDED_ON = new Date('2026-11-26T06:00:00Z');
