import { describe, expect, it } from 'vitest';
import { STUDENT_ACADEMICS_MESSAGES, type StudentListItem } from '@hemis/contracts';
import {
  checkTransferOut,
  EMPTY_TRANSFER_OUT,
  OTHER_CAMPUS,
  toTransferOutInput,
  type TransferOutValues,
} from './transfer-out-form.ts';

const STUDENT = { id: 7, campusId: 3 } as StudentListItem;

const filled: TransferOutValues = {
  ...EMPTY_TRANSFER_OUT,
  targetCampus: '12',
  targetProgramId: '40',
  transferReason: '  The family moved  ',
  transferDate: { bs: '2082-04-16', ad: '2025-08-01' },
  maintainFees: true,
};

const check = (values: TransferOutValues) => checkTransferOut(toTransferOutInput(STUDENT, values), values);

describe('the transfer-out form', () => {
  it('sends a campus in HEMIS by id with the AD day, the trimmed reason and the fee flags', () => {
    expect(toTransferOutInput(STUDENT, filled)).toEqual({
      studentId: 7,
      sourceCampusId: 3,
      targetCampusId: 12,
      campusName: undefined,
      targetProgramId: 40,
      transferReason: 'The family moved',
      transferDate: '2025-08-01',
      maintainFees: true,
      clearDues: false,
      remarks: '',
      transferDocument: undefined,
    });
    expect(check(filled)).toEqual({});
  });

  it('sends a campus outside HEMIS as 0 with its name, which it then requires', () => {
    const other = { ...filled, targetCampus: OTHER_CAMPUS, campusName: ' Pokhara Campus ' };
    expect(toTransferOutInput(STUDENT, other)).toMatchObject({ targetCampusId: 0, campusName: 'Pokhara Campus' });
    expect(check({ ...other, campusName: '' })).toEqual({
      campusName: STUDENT_ACADEMICS_MESSAGES.targetCampusNameRequired,
    });
  });

  it("says the contract's message for each missing field, and asks for a campus before its name", () => {
    expect(check(EMPTY_TRANSFER_OUT)).toEqual({
      targetCampus: 'Choose the campus the student goes to',
      transferReason: STUDENT_ACADEMICS_MESSAGES.transferReasonRequired,
      transferDate: STUDENT_ACADEMICS_MESSAGES.transferDateInvalid,
    });
  });
});
