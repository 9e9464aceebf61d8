/**
 * The address cascade of every address form: province -> district -> local level -> ward
 * 1..noOfWard, read from the flat list GET /Address/GetAll answers.
 */
import type { AddressEntry } from '@hemis/contracts';

const unique = (values: readonly string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

export function provincesOf(entries: readonly AddressEntry[]): string[] {
  return unique(entries.map((entry) => entry.province));
}

export function districtsOf(entries: readonly AddressEntry[], province: string): string[] {
  return unique(entries.filter((entry) => !province || entry.province === province).map((entry) => entry.district));
}

export function localLevelsOf(entries: readonly AddressEntry[], district: string): string[] {
  return unique(entries.filter((entry) => entry.district === district).map((entry) => entry.localLevel));
}

/** Ward numbers 1..noOfWard of a local level of a district; none until both are chosen. */
export function wardsOf(entries: readonly AddressEntry[], district: string, localLevel: string): number[] {
  const entry = entries.find((item) => item.district === district && item.localLevel === localLevel);
  return entry ? Array.from({ length: entry.noOfWard }, (_, index) => index + 1) : [];
}

/** The province a district lies in (a record read back names the district and local level). */
export function provinceOfDistrict(entries: readonly AddressEntry[], district: string): string {
  return entries.find((entry) => entry.district === district)?.province ?? '';
}
