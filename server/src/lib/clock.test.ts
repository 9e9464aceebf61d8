import { describe, expect, it } from 'vitest';
import { fixedClock, parseClockSetting, todayInNepal, todayInNepalBs } from './clock.ts';

describe('the clock', () => {
  it('stands still at an instant HEMIS_CLOCK names, in any zone', () => {
    const clock = parseClockSetting('2026-11-26T06:00:00+05:45')!;
    expect(clock.now().toISOString()).toBe('2026-11-26T00:15:00.000Z');
    expect(clock.now().getTime()).toBe(clock.now().getTime());
  });

  it('runs with the system time shifted by whole years or days', () => {
    const tenYears = parseClockSetting('+10y')!;
    const expected = new Date();
    expected.setUTCFullYear(expected.getUTCFullYear() + 10);
    expect(Math.abs(tenYears.now().getTime() - expected.getTime())).toBeLessThan(5_000);
    const monthAgo = parseClockSetting('-30d')!;
    expect(Math.abs(monthAgo.now().getTime() - (Date.now() - 30 * 86_400_000))).toBeLessThan(5_000);
  });

  it('refuses what is neither an instant with its zone nor a shift', () => {
    for (const setting of ['2026-11-26', '2026-11-26T06:00:00', 'tomorrow', '+10', '10y', '+1w', '2026-13-40T06:00Z'])
      expect(parseClockSetting(setting), setting).toBeUndefined();
  });

  it('counts today as Nepal does: the day turns at 18:15 UTC', () => {
    expect(todayInNepal(fixedClock(new Date('2030-07-16T18:14:59Z')))).toBe('2030-07-16');
    expect(todayInNepal(fixedClock(new Date('2030-07-16T18:15:00Z')))).toBe('2030-07-17');
    expect(todayInNepalBs(fixedClock(new Date('2026-03-01T06:00:00Z')))).toBe('2082-11-17');
  });
});
