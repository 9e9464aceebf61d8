import { describe, expect, it } from 'vitest';
import { CreateLandBodySchema, UpdateLandBodySchema } from '../schemas/infrastructure.ts';
import {
  LAND_AREA_MESSAGES,
  landArea,
  landAreaInNotation,
  landUnitOf,
  readableArea,
  type LandUnit,
} from './land-area.ts';

const squareMetres = (totalArea: string, unit: LandUnit) => {
  const area = landArea(totalArea, unit);
  if (!('squareMetres' in area)) throw new Error(`${totalArea} ${unit}: ${area.problem}`);
  return area.squareMetres;
};

describe('land areas in square metres', () => {
  it('makes one ropani 5,476 sq ft, 508.73704704 m², however many of its parts are written', () => {
    expect(squareMetres('1', 'ropani')).toBe('508.73704704');
    expect(squareMetres('1-0', 'ropani')).toBe('508.73704704');
    expect(squareMetres('1-0-0-0', 'ropani')).toBe('508.73704704');
  });

  it('counts ropani-aana-paisa-daam as 256, 16, 4 and 1 daam of 1.98725409 m²', () => {
    // 2-3-1-0 = 2×256 + 3×16 + 1×4 = 564 daam.
    expect(squareMetres('2-3-1-0', 'ropani')).toBe('1120.81130676');
    expect(squareMetres('0-1', 'ropani')).toBe('31.79606544'); // one aana, 342.25 sq ft
    expect(squareMetres('0-0-0-1', 'ropani')).toBe('1.98725409');
    expect(squareMetres('0-15-3-3', 'ropani')).toBe('506.74979295'); // a daam short of a ropani
    expect(squareMetres('0-0-0-2.5', 'ropani')).toBe('4.968135225');
  });

  it('makes one bigha 72,900 sq ft, one kattha 3,645 sq ft and one dhur 182.25 sq ft', () => {
    expect(squareMetres('1', 'kattha')).toBe('6772.631616');
    expect(squareMetres('0-1', 'kattha')).toBe('338.6315808');
    expect(squareMetres('0-0-1', 'kattha')).toBe('16.93157904');
    // 1-5-10.5 = 400 + 100 + 10.5 = 510.5 dhur.
    expect(squareMetres('1-5-10.5', 'kattha')).toBe('8643.57109992');
  });

  it('reads hectares, square metres and square feet as decimals', () => {
    expect(squareMetres('1', 'hector')).toBe('10000');
    expect(squareMetres('0.0525', 'hector')).toBe('525');
    expect(squareMetres('250.75', 'barga meter')).toBe('250.75');
    expect(squareMetres('5476', 'barga feet')).toBe('508.73704704');
    expect(squareMetres('0.01', 'barga feet')).toBe('0.0009290304');
    expect(squareMetres(' 0 ', 'barga feet')).toBe('0');
  });

  it('refuses what breaks the unit’s notation, with the notation in the message', () => {
    const problems: [string, LandUnit, string][] = [
      ['2-16-0-0', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['1-2-3-4-5', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['1.5-2', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['0-0-0-4', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['2--1', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['-1', 'ropani', LAND_AREA_MESSAGES.ropani],
      ['1-20', 'kattha', LAND_AREA_MESSAGES.kattha],
      ['1-2-3-4', 'kattha', LAND_AREA_MESSAGES.kattha],
      ['123-456', 'hector', LAND_AREA_MESSAGES.hector],
      ['1.23456', 'hector', LAND_AREA_MESSAGES.hector],
      ['1e3', 'barga meter', LAND_AREA_MESSAGES['barga meter']],
      ['12.345', 'barga feet', LAND_AREA_MESSAGES['barga feet']],
      ['', 'ropani', LAND_AREA_MESSAGES.required],
      ['999999999999999', 'hector', LAND_AREA_MESSAGES.tooLarge],
    ];
    for (const [text, unit, message] of problems) expect(landArea(text, unit)).toEqual({ problem: message });
  });

  it('knows the units by the contract’s names and the common ones, in any case', () => {
    expect(landUnitOf('Ropani')).toBe('ropani');
    expect(landUnitOf('barga meter')).toBe('barga meter');
    expect(landUnitOf('Bigha')).toBe('kattha');
    expect(landUnitOf('hectare')).toBe('hector');
    expect(landUnitOf('acre')).toBeUndefined();
  });
});

describe('the land form’s schema', () => {
  it('answers a badly written area on totalArea beside the other fields’ problems', () => {
    const result = CreateLandBodySchema.safeParse({ totalArea: '2-17', unit: 'ropani', ownerShip: 'maybe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([['totalArea', LAND_AREA_MESSAGES.ropani]]),
    );
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('ownerShip');
  });

  it('accepts a well written area and leaves an update naming only one of area and unit to the server', () => {
    expect(CreateLandBodySchema.parse({ totalArea: '2-3-1-0', unit: 'Ropani' })).toMatchObject({ unit: 'ropani' });
    expect(UpdateLandBodySchema.safeParse({ totalArea: '2-17' }).success).toBe(true);
    expect(UpdateLandBodySchema.safeParse({ totalArea: '2-17', unit: 'ropani' }).success).toBe(false);
  });
});

describe('square metres written back as a title deed writes them', () => {
  it('writes 1017.47409408 m² as 2-0-0-0 ropani and 6772.631616 m² as 1-0-0 bigha', () => {
    expect(landAreaInNotation('1017.47409408', 'ropani')).toBe('2-0-0-0');
    expect(landAreaInNotation('6772.631616', 'kattha')).toBe('1-0-0');
    expect(landAreaInNotation('0', 'ropani')).toBe('0-0-0-0');
  });

  it('reads back every part of what was written, and rounds the smallest part to hundredths', () => {
    for (const [written, unit] of [
      ['2-3-1-0', 'ropani'],
      ['0-12-3-1.25', 'ropani'],
      ['1-5-10', 'kattha'],
      ['3-19-19.99', 'kattha'],
    ] as const)
      expect(landAreaInNotation(squareMetres(written, unit), unit)).toBe(written);
    // 1 bigha = 72,900 sq ft = 3,408.035… daam: 13 ropani 5 aana 0 paisa 0.04 daam.
    expect(landAreaInNotation('6772.631616', 'ropani')).toBe('13-5-0-0.04');
    // 1 ropani = 5,476 sq ft = 30.0466… dhur: 0 bigha 1 kattha 10.05 dhur, rounded.
    expect(landAreaInNotation('508.73704704', 'kattha')).toBe('0-1-10.05');
  });
});

describe('readableArea', () => {
  it('rounds an exact area half up to two decimals and groups it as Nepal does', () => {
    expect(readableArea('1120.8113067600')).toBe('1,120.81');
    expect(readableArea('1234567.505')).toBe('12,34,567.51');
    expect(readableArea('999.995')).toBe('1,000.00');
    expect(readableArea('0')).toBe('0.00');
    expect(readableArea('0.004')).toBe('0.00');
    expect(readableArea('6772.631616')).toBe('6,772.63');
  });
});
