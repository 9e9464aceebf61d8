/**
 * A clock a test moves (lib/clock.ts): `createTestApp({ clock })` runs the app on it, in this
 * process. It stands still between moves, so what a test asserts about dates and ages never
 * depends on when or how fast it runs.
 */
import type { Clock } from '../../server/src/lib/clock.ts';

export interface TestClock extends Clock {
  /** Moves the clock to the instant. */
  set(instant: string | Date): void;
  /** Moves the clock on by so many milliseconds. */
  advance(ms: number): void;
}

export function testClock(start: string | Date): TestClock {
  let at = new Date(start).getTime();
  if (Number.isNaN(at)) throw new Error(`testClock: ${String(start)} is not an instant`);
  return {
    now: () => new Date(at),
    set: (instant) => {
      at = new Date(instant).getTime();
    },
    advance: (ms) => {
      at += ms;
    },
  };
}

/**
 * A clock that starts at the instant and runs with the system's from then on: a server
 * started on it records moments in the order they happen, on the day a test chose.
 */
export function runningClock(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
