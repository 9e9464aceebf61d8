import type { EsewaStandIn } from '../../../scripts/lib/esewa-stand-in.ts';
import type { Clock } from '../../../server/src/lib/clock.ts';

export interface E2eContext {
  /** Where the app under test is served. */
  baseUrl: string;
  databaseUrl: string;
  /** Emails land here as .eml files (no SMTP server in browser tests). */
  outboxDir: string;
  /** The stand-in eSewa gateway the app pays through (scripts/lib/esewa-stand-in.ts). */
  gateway: EsewaStandIn;
  /** The server's clock: what it takes for now (a one-time code's time step, say). */
  clock: Clock;
}
