import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STUDENT_ACADEMICS_MESSAGES, StudentTransferBodySchema, type StudentListItem } from '@hemis/contracts';
import { schemaResolver } from '../../../../components/form/index.ts';
import {
  CHOOSE_CAMPUS,
  emptyTransferOut,
  OTHER_CAMPUS,
  toTransferOutInput,
  transferOutRules,
  type TransferOutOutput,
  type TransferOutValues,
} from './transfer-out-form.ts';

// The browser runs zod without eval (web/src/lib/zod-without-eval.ts); so do these checks.
z.config({ jitless: true });

const STUDENT = { id: 7, campusId: 3 } as StudentListItem;

const filled: TransferOutValues = {
  ...emptyTransferOut(STUDENT),
  targetCampusId: '12',
  targetProgramId: '40',
  transferReason: '  The family moved  ',
  transferDate: '2025-08-01',
  transferDateBs: '2082-04-16',
  maintainFees: true,
};

/** What the dialog's form makes of its values: the field messages, or the request it sends. */
async function check(values: TransferOutValues) {
  const resolver = schemaResolver<TransferOutValues, TransferOutOutput>(StudentTransferBodySchema, transferOutRules);
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error?.message]));
  const input =
    Object.keys(errors).length === 0 ? toTransferOutInput(STUDENT, result.values as TransferOutOutput) : undefined;
  return { errors, input };
}

describe('the transfer-out form', () => {
  it('sends a campus in HEMIS by id with the AD day, the trimmed reason and the fee flags', async () => {
    expect(await check(filled)).toEqual({
      errors: {},
      input: {
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
      },
    });
  });

  it('sends no target program when none is chosen, and the chosen document', async () => {
    const letter = new File(['%PDF-1.4'], 'letter.pdf', { type: 'application/pdf' });
    const { input } = await check({ ...filled, targetProgramId: '', transferDocument: letter });
    expect(input).toMatchObject({ targetProgramId: undefined, transferDocument: letter });
  });

  it('sends a campus outside HEMIS as 0 with its name, which it then requires', async () => {
    const other = { ...filled, targetCampusId: OTHER_CAMPUS, campusName: ' Pokhara Campus ' };
    expect((await check(other)).input).toMatchObject({ targetCampusId: 0, campusName: 'Pokhara Campus' });
    expect((await check({ ...other, campusName: '' })).errors).toEqual({
      campusName: STUDENT_ACADEMICS_MESSAGES.targetCampusNameRequired,
    });
  });

  it("says the contract's message for each missing field, and asks for a campus before anything else about it", async () => {
    expect((await check(emptyTransferOut(STUDENT))).errors).toMatchObject({
      targetCampusId: CHOOSE_CAMPUS,
      transferReason: STUDENT_ACADEMICS_MESSAGES.transferReasonRequired,
      transferDate: STUDENT_ACADEMICS_MESSAGES.transferDateInvalid,
    });
  });

  it('refuses a document that is neither an image nor a PDF when it is chosen', async () => {
    const sheet = new File(['a,b'], 'letter.csv', { type: 'text/csv' });
    expect((await check({ ...filled, transferDocument: sheet })).errors).toEqual({
      transferDocument: 'The transfer document must be a PNG, JPEG or WebP image or a PDF',
    });
  });
});
