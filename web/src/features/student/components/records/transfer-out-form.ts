/**
 * The transfer-out dialog's form: its values carry the request's own field names, so the
 * contract's StudentTransferBodySchema (which the server parses too) checks them through the
 * form layer and the server's 400 issues land on the same fields. What the schema cannot
 * tell apart (no campus chosen yet, or one outside HEMIS) is the one rule added here.
 */
import type { StudentListItem, StudentTransferBodyParsed } from '@hemis/contracts';
import { fileRules, type FieldErrors } from '../../../../components/form/index.ts';
import type { TransferOutInput } from '../../api/student-transfers.ts';
import { STUDENT_FILE_MAX_BYTES } from '../registration/student-form-values.ts';

/** The choice of a campus that is not in HEMIS: sent as targetCampusId 0, with campusName naming it. */
export const OTHER_CAMPUS = '0';

/** Before a campus is chosen the contract can only say the name is missing; the screen says what to do. */
export const CHOOSE_CAMPUS = 'Choose the campus the student goes to';

/** What the dialog's inputs hold: text, booleans and the chosen file, named as the request's fields. */
export interface TransferOutValues {
  studentId: string;
  /** A campus id, OTHER_CAMPUS, or '' before one is chosen. */
  targetCampusId: string;
  campusName: string;
  targetProgramId: string;
  transferReason: string;
  /** AD, YYYY-MM-DD: the day the request sends. */
  transferDate: string;
  /** The same day in BS, as typed or picked beside it. */
  transferDateBs: string;
  maintainFees: boolean;
  clearDues: boolean;
  remarks: string;
  transferDocument: File | undefined;
}

/** What the contract's schema makes of the values once they pass. */
export type TransferOutOutput = StudentTransferBodyParsed;

export function emptyTransferOut(student: Pick<StudentListItem, 'id'>): TransferOutValues {
  return {
    studentId: String(student.id),
    targetCampusId: '',
    campusName: '',
    targetProgramId: '',
    transferReason: '',
    transferDate: '',
    transferDateBs: '',
    maintainFees: false,
    clearDues: false,
    remarks: '',
    transferDocument: undefined,
  };
}

/** The document is checked when chosen (a letter: an image or a PDF); the server reads its content again. */
const DOCUMENT_RULES = fileRules(
  { transferDocument: ['image-or-pdf', 'The transfer document'] },
  STUDENT_FILE_MAX_BYTES,
);

export function transferOutRules(values: TransferOutValues): FieldErrors {
  return {
    ...DOCUMENT_RULES(values as unknown as Record<string, unknown>),
    targetCampusId: values.targetCampusId === '' ? CHOOSE_CAMPUS : undefined,
  };
}

/** The request of checked values: the campus name only for a campus outside HEMIS, the AD day. */
export function toTransferOutInput(student: StudentListItem, output: TransferOutOutput): TransferOutInput {
  const targetCampusId = output.targetCampusId ?? 0;
  const document = output.transferDocument;
  return {
    studentId: student.id,
    sourceCampusId: student.campusId,
    targetCampusId,
    campusName: targetCampusId === 0 ? (output.campusName ?? undefined) : undefined,
    // A blank choice reads as 0: no program chosen.
    targetProgramId: output.targetProgramId || undefined,
    transferReason: output.transferReason,
    transferDate: output.transferDate.ad,
    maintainFees: output.maintainFees ?? false,
    clearDues: output.clearDues ?? false,
    remarks: output.remarks ?? '',
    transferDocument: document instanceof File ? document : undefined,
  };
}
