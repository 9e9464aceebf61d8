/**
 * The campus form's values as text, and the conversions between a record read back
 * (Institution) and what the form sends (multipart: blank fields are left out of a
 * register, and sent blank on an edit, where blank clears).
 */
import type { Institution } from '@hemis/contracts';
import { adToBsText, bsToAdText } from '../../components/form/calendar-text.ts';

// The campus screen's conversions are the form layer's; kept exported here for its callers.
export { adToBsText, bsToAdText };

export const CAMPUS_TEXT_FIELDS = [
  'universityId',
  'campusName',
  'campusNameNepali',
  'campusType',
  'shortName',
  'code',
  'alias',
  'shortCode',
  'accreditation',
  'province',
  'district',
  'localLevel',
  'wardNo',
  'locality',
  'tole',
  'address',
  'yearOfEstd',
  'dateOfEstd',
  'dateOfEstdAd',
  'email',
  'url',
  'phoneNo',
  'contactNo',
  'contactNo2',
  'contactNo3',
  'contactName',
  'contactEmail',
  'contactPhoneNo',
  'contactPhoneNo1',
  'position',
  'focalPersonName',
  'principalName',
  'principalPhoneNo',
  'principalPhoneNo1',
  'principalEmail',
  'bankName',
  'branch',
  'accountNo',
] as const;

export type CampusFormValues = Record<(typeof CAMPUS_TEXT_FIELDS)[number], string>;

export const EMPTY_CAMPUS_VALUES = Object.fromEntries(CAMPUS_TEXT_FIELDS.map((name) => [name, ''])) as CampusFormValues;

/** What the form shows for a campus read back. */
export function campusToValues(campus: Institution): CampusFormValues {
  const values = { ...EMPTY_CAMPUS_VALUES };
  for (const name of CAMPUS_TEXT_FIELDS) {
    const value = (campus as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  values.universityId = String(campus.universityId);
  values.campusType = campus.campusType ?? '';
  values.dateOfEstdAd = campus.dateOfEstdAd ?? (values.dateOfEstd ? bsToAdText(values.dateOfEstd) : '');
  return values;
}

/**
 * The multipart fields of the form. The province is not sent (the district names it); on a
 * register blank fields are left out, on an edit they are sent blank, which clears them.
 */
export function campusFormFields(
  values: CampusFormValues,
  mode: 'create' | 'update',
  omit: readonly string[] = [],
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of CAMPUS_TEXT_FIELDS) {
    if (name === 'province' || omit.includes(name)) continue;
    const value = values[name].trim();
    if (value || mode === 'update') fields[name] = value;
  }
  return fields;
}
