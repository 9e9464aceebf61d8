import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinates } from './campus-location.ts';

describe('typed campus coordinates', () => {
  it('accepts a point in Kathmandu', () => {
    expect(parseCoordinates(' 27.7172 ', '85.3240')).toEqual({ ok: true, latitude: 27.7172, longitude: 85.324 });
  });

  it('refuses a point outside Nepal, naming the coordinate that is out of bounds', () => {
    const parsed = parseCoordinates('85.3240', '27.7172');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors.latitude).toMatch(/inside Nepal/);
    expect(parsed.errors.longitude).toMatch(/inside Nepal/);
  });

  it('refuses text that is not a decimal number, and an empty field', () => {
    const parsed = parseCoordinates('27°42′N', '');
    expect(parsed).toEqual({
      ok: false,
      errors: {
        latitude: 'Latitude must be a number in decimal degrees',
        longitude: 'Longitude must be a number in decimal degrees',
      },
    });
  });

  it('rounds a clicked point to six decimals', () => {
    expect(formatCoordinate(27.123456789)).toBe('27.123457');
  });
});
