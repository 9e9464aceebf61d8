import { describe, expect, it } from 'vitest';
import type { AddressEntry } from '@hemis/contracts';
import { districtsOf, localLevelsOf, provinceOfDistrict, provincesOf, wardsOf } from './address-tree.ts';

const ENTRIES: AddressEntry[] = [
  { province: 'Bagmati Province', district: 'Kathmandu', localLevel: 'Kathmandu Metropolitan City', noOfWard: 32 },
  { province: 'Bagmati Province', district: 'Lalitpur', localLevel: 'Lalitpur Metropolitan City', noOfWard: 29 },
  { province: 'Bagmati Province', district: 'Kathmandu', localLevel: 'Kirtipur Municipality', noOfWard: 10 },
  { province: 'Koshi Province', district: 'Morang', localLevel: 'Biratnagar Metropolitan City', noOfWard: 19 },
];

describe('address tree', () => {
  it('lists each province once, sorted', () => {
    expect(provincesOf(ENTRIES)).toEqual(['Bagmati Province', 'Koshi Province']);
  });

  it('narrows districts to the chosen province, and lists all without one', () => {
    expect(districtsOf(ENTRIES, 'Bagmati Province')).toEqual(['Kathmandu', 'Lalitpur']);
    expect(districtsOf(ENTRIES, '')).toEqual(['Kathmandu', 'Lalitpur', 'Morang']);
  });

  it('narrows local levels to the chosen district', () => {
    expect(localLevelsOf(ENTRIES, 'Kathmandu')).toEqual(['Kathmandu Metropolitan City', 'Kirtipur Municipality']);
    expect(localLevelsOf(ENTRIES, '')).toEqual([]);
  });

  it('offers wards 1 to the local level’s number of wards, and none before both are chosen', () => {
    expect(wardsOf(ENTRIES, 'Kathmandu', 'Kirtipur Municipality')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(wardsOf(ENTRIES, 'Lalitpur', 'Kirtipur Municipality')).toEqual([]);
  });

  it('finds the province of a district read back from a record', () => {
    expect(provinceOfDistrict(ENTRIES, 'Morang')).toBe('Koshi Province');
    expect(provinceOfDistrict(ENTRIES, 'Nowhere')).toBe('');
  });
});
