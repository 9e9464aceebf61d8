/**
 * Typed coordinates of the GPS screen: read as decimal degrees and checked against Nepal's
 * bounds (the server checks the same), so a swapped or mistyped pair never reaches the map.
 */
import { NEPAL_BOUNDS, REGISTRY_MESSAGES } from '@hemis/contracts';

const OUTSIDE_NEPAL = REGISTRY_MESSAGES.outsideNepal;

export interface CoordinateErrors {
  latitude?: string;
  longitude?: string;
}

export type ParsedCoordinates =
  { ok: true; latitude: number; longitude: number } | { ok: false; errors: CoordinateErrors };

function decimal(text: string): number | undefined {
  const value = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(value)) return undefined;
  return Number(value);
}

export function parseCoordinates(latitudeText: string, longitudeText: string): ParsedCoordinates {
  const latitude = decimal(latitudeText);
  const longitude = decimal(longitudeText);
  const errors: CoordinateErrors = {};
  const { minLatitude, maxLatitude, minLongitude, maxLongitude } = NEPAL_BOUNDS;
  if (latitude === undefined) errors.latitude = 'Latitude must be a number in decimal degrees';
  else if (latitude < minLatitude || latitude > maxLatitude)
    errors.latitude = `${OUTSIDE_NEPAL}: latitude ${minLatitude} to ${maxLatitude}`;
  if (longitude === undefined) errors.longitude = 'Longitude must be a number in decimal degrees';
  else if (longitude < minLongitude || longitude > maxLongitude)
    errors.longitude = `${OUTSIDE_NEPAL}: longitude ${minLongitude} to ${maxLongitude}`;
  if (errors.latitude || errors.longitude || latitude === undefined || longitude === undefined)
    return { ok: false, errors };
  return { ok: true, latitude, longitude };
}

/** Six decimals (about 10 cm), the precision a map click or a phone's GPS gives. */
export function formatCoordinate(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}
