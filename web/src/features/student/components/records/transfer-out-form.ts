/**
 * The transfer-out dialog's values, the request they make, and its checks: the contract's
 * own (StudentTransferBodySchema, which the server parses too), with the messages put on
 * the dialog's fields, and the server's 400 issues put there the same way.
 */
import { StudentTransferBodySchema, type StudentListItem } from '@hemis/contracts';
import { fieldErrorsOf } from '../../../../lib/api-client.ts';
import type { TransferOutInput } from '../../api/student-transfers.ts';
import { EMPTY_DAY, type DayValue } from './bs-date-field.tsx';

/** The choice of campus for one that is not in HEMIS (sent as targetCampusId 0). */
export const OTHER_CAMPUS = 'other';

/** Before a campus is chosen the contract can only say the name is missing; the screen says what to do. */
const CHOOSE_CAMPUS = 'Choose the campus the student goes to';

export interface TransferOutValues {
  targetCampus: string;
  campusName: string;
  targetProgramId: string;
  transferReason: string;
  transferDate: DayValue;
  maintainFees: boolean;
  clearDues: boolean;
  remarks: string;
  transferDocument: File | undefined;
}

export const EMPTY_TRANSFER_OUT: TransferOutValues = {
  targetCampus: '',
  campusName: '',
  targetProgramId: '',
  transferReason: '',
  transferDate: EMPTY_DAY,
  maintainFees: false,
  clearDues: false,
  remarks: '',
  transferDocument: undefined,
};

export type TransferOutErrors = Partial<Record<keyof TransferOutValues, string>>;

/** The form's field of each field the request sends (the server's 400 issues name these). */
const FIELD_OF: Partial<Record<string, keyof TransferOutValues>> = {
  targetCampusId: 'targetCampus',
  campusName: 'campusName',
  targetProgramId: 'targetProgramId',
  transferReason: 'transferReason',
  transferDate: 'transferDate',
  remarks: 'remarks',
  transferDocument: 'transferDocument',
};

export function toTransferOutInput(student: StudentListItem, values: TransferOutValues): TransferOutInput {
  const other = values.targetCampus === OTHER_CAMPUS;
  return {
    studentId: student.id,
    sourceCampusId: student.campusId,
    targetCampusId: other || !values.targetCampus ? 0 : Number(values.targetCampus),
    campusName: other ? values.campusName.trim() : undefined,
    targetProgramId: values.targetProgramId ? Number(values.targetProgramId) : undefined,
    transferReason: values.transferReason.trim(),
    transferDate: values.transferDate.ad,
    maintainFees: values.maintainFees,
    clearDues: values.clearDues,
    remarks: values.remarks.trim(),
    transferDocument: values.transferDocument,
  };
}

/** The contract's checks of the request (the server's own), with its messages on the form's fields. */
export function checkTransferOut(input: TransferOutInput, values: TransferOutValues): TransferOutErrors {
  const errors: TransferOutErrors = {};
  const parsed = StudentTransferBodySchema.safeParse({ ...input, transferDocument: undefined });
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  if (!values.targetCampus) {
    errors.targetCampus = CHOOSE_CAMPUS;
    delete errors.campusName;
  }
  return errors;
}

export function serverErrors(error: unknown): TransferOutErrors {
  const errors: TransferOutErrors = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
    const field = FIELD_OF[name];
    if (field) errors[field] ??= message;
  }
  return errors;
}
