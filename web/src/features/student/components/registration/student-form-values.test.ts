import { describe, expect, it } from 'vitest';
import type { CollegeProgram, StudentRecord } from '@hemis/contracts';
import {
  emptyStudentValues,
  recordToValues,
  studentFormFields,
  studentRules,
  STUDENT_RULE_MESSAGES,
  type StudentFormValues,
} from './student-form-values.ts';
import { programsOffered } from './student-stepper.tsx';

const filled = (changes: Partial<StudentFormValues> = {}): StudentFormValues => ({
  ...emptyStudentValues('2024-07-16'),
  firstName: 'SITA',
  lastName: 'RAI',
  gender: 'female',
  pProvince: 'Bagmati',
  pDistrict: 'Kathmandu',
  pLocalLevel: 'Kathmandu Metropolitan City',
  pWardNo: '4',
  levelId: '1',
  facultyId: '2',
  programId: '3',
  admissionYearId: '4',
  gOccupation: 'Farmer',
  ...changes,
});

describe('a new student’s fields', () => {
  it('start with today as the date of enrollment, in both calendars, and Nepali nationality', () => {
    const values = emptyStudentValues('2024-07-16');
    expect(values).toMatchObject({
      dateOfEnrollment: '2024-07-16',
      dateOfEnrollmentBs: '2081-04-01',
      nationality: 'nepali',
    });
  });

  it('leave blank fields out of a registration and send the flags the contract sends', () => {
    const fields = studentFormFields(filled(), 'create');
    expect(fields).toMatchObject({
      firstName: 'SITA',
      gOccupation: 'Farmer',
      isRollNoManual: true,
      isRegNoManual: true,
    });
    expect(fields).not.toHaveProperty('middleName');
    expect(fields).not.toHaveProperty('transferredFrom');
    expect(fields).not.toHaveProperty('dateOfEnrollmentBs');
  });

  it('copy the permanent address into the temporary one while it is the same', () => {
    const fields = studentFormFields(filled({ isSameAsPermanent: true, tDistrict: 'Lalitpur' }), 'create');
    expect(fields).toMatchObject({ tDistrict: 'Kathmandu', tWardNo: '4', isSameAsPermanent: true });
  });

  it('send blanks on an edit, under the edit’s own names', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const fields = studentFormFields(filled({ ppSizePhotoFile: photo }), 'update');
    expect(fields).toMatchObject({
      middleName: '',
      guardianOccupation: 'Farmer',
      ppSizePhoto: photo,
      isRegdNoManual: true,
    });
    expect(fields).not.toHaveProperty('gOccupation');
  });

  it('send the transfer facts only for a transfer-in', () => {
    const values = filled({
      transferredFrom: 'Old Campus',
      transferredDate: '2024-07-16',
      programType: 'semester',
      semester: 'Third',
    });
    expect(studentFormFields(values, 'transfer-in')).toMatchObject({
      transferredFrom: 'Old Campus',
      semester: 'Third',
    });
    expect(studentFormFields(values, 'create')).not.toHaveProperty('semester');
  });
});

describe('the rules beside the contract schema', () => {
  it('ask for the disability type, the scholarship amount and a transfer’s date and period', () => {
    const errors = studentRules('transfer-in')(
      filled({ disabilityStatus: 'true', hasScolorship: true, programType: 'annual' }),
    );
    expect(errors).toMatchObject({
      disabilityType: STUDENT_RULE_MESSAGES.disabilityTypeRequired,
      scholarshipAmount: STUDENT_RULE_MESSAGES.scholarshipAmountRequired,
      transferredDateBs: STUDENT_RULE_MESSAGES.transferredDateRequired,
      year: STUDENT_RULE_MESSAGES.yearRequired,
    });
  });

  it('refuse a PDF as the photo', () => {
    const pdf = new File(['%PDF-'], 'me.pdf', { type: 'application/pdf' });
    expect(studentRules('create')(filled({ ppSizePhotoFile: pdf })).ppSizePhotoFile).toMatch(/PP size photo must be/);
  });
});

it('an edit starts from the record, with both calendars of each date', () => {
  const record = {
    firstName: 'SITA',
    lastName: 'RAI',
    doBBS: '2060-01-15',
    doBAD: null,
    gender: 'female',
    disabilityStatus: false,
    edg: true,
    isMuktaKamaiya: false,
    isFromMartyrFamily: false,
    isSameAsPermanent: false,
    hasScolorship: false,
    gOccupation: null,
    guardianOccupation: 'Teacher',
    levelId: 1,
    majorSubjectId: null,
    pWardNo: 4,
    dateOfEnrollment: '2024-07-16T00:00:00.000Z',
    transferredDate: '2081-04-01',
  } as unknown as StudentRecord;
  expect(recordToValues(record)).toMatchObject({
    doBBS: '2060-01-15',
    doBAD: '2003-04-28',
    edg: true,
    disabilityStatus: 'false',
    gOccupation: 'Teacher',
    levelId: '1',
    majorSubjectId: '',
    pWardNo: '4',
    dateOfEnrollment: '2024-07-16',
    dateOfEnrollmentBs: '2081-04-01',
    transferredDateBs: '2081-04-01',
    transferredDate: '2024-07-16',
  });
});

describe('the programs an edit offers', () => {
  const run = { id: 3, programName: 'BBA', levelId: 1, facultyId: 2 } as CollegeProgram;
  const record = {
    programId: 9,
    programName: 'BA',
    programShortName: 'BA',
    levelId: 1,
    levelName: 'Bachelor',
    facultyId: 5,
    facultyName: 'Humanities',
    programType: 'annual',
  } as StudentRecord;

  it('keep the student’s own program when the campus has stopped running it', () => {
    expect(programsOffered([run], record).map((program) => program.id)).toEqual([3, 9]);
  });

  it('are the campus’s programs on a registration', () => {
    expect(programsOffered([run], undefined)).toEqual([run]);
  });
});
