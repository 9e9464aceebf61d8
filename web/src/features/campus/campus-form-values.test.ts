import { describe, expect, it } from 'vitest';
import { adToBsText, bsToAdText, campusFormFields, EMPTY_CAMPUS_VALUES } from './campus-form-values.ts';

describe('the campus form’s values', () => {
  it('turns a BS established date into its AD day and back', () => {
    expect(bsToAdText('2070-01-01')).toBe('2013-04-14');
    expect(adToBsText('2013-04-14')).toBe('2070-01-01');
  });

  it('fills nothing from a date that is not one', () => {
    expect(bsToAdText('2070-13-01')).toBe('');
    expect(bsToAdText('14/04/2013')).toBe('');
    expect(adToBsText('2013-02-30x')).toBe('');
  });

  it('leaves blank fields and the province out of a register', () => {
    const values = { ...EMPTY_CAMPUS_VALUES, campusName: ' Test Campus ', province: 'Bagmati', district: 'Kathmandu' };
    expect(campusFormFields(values, 'create')).toEqual({ campusName: 'Test Campus', district: 'Kathmandu' });
  });

  it('sends blank fields on an edit, which clears them, but never the fields it is told to leave alone', () => {
    const values = { ...EMPTY_CAMPUS_VALUES, campusName: 'Test Campus', universityId: '4' };
    const fields = campusFormFields(values, 'update', ['universityId', 'campusNameNepali']);
    expect(fields.principalName).toBe('');
    expect(fields.campusName).toBe('Test Campus');
    expect(fields).not.toHaveProperty('universityId');
    expect(fields).not.toHaveProperty('campusNameNepali');
    expect(fields).not.toHaveProperty('province');
  });
});
