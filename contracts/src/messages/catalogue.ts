/**
 * Every user-facing message of the contract by a stable key, `<group>.<name>` (issue #32): the
 * errors plugin sends the key of a message beside its English text, and the web shows the text
 * of that key in the user's language. A message with parts filled in (a function) has no key:
 * its English is sent as it is.
 *
 * Several groups say the same words ("Program is required"); the key sent for a text is that
 * of the first group below that says it, so the order of the groups must not change.
 */
import { PASSWORD_POLICY_MESSAGE } from '../constants/index.ts';
import { LAND_AREA_MESSAGES } from '../numbers/index.ts';
import { ACCOUNT_MESSAGES } from '../schemas/accounts.ts';
import { QAA_MESSAGES } from '../schemas/accreditation.ts';
import { BATCH_MESSAGES, RETURN_MESSAGES } from '../schemas/annual-return.ts';
import { BUDGET_MESSAGES } from '../schemas/budget.ts';
import { CAMPUS_IMAGE_MESSAGES } from '../schemas/campus-image.ts';
import { EXAM_RESULT_MESSAGES } from '../schemas/exam-result.ts';
import { INFRASTRUCTURE_MESSAGES } from '../schemas/infrastructure.ts';
import { FINANCE_MESSAGES } from '../schemas/public-finance.ts';
import { RECEIPT_MESSAGES } from '../schemas/receipt.ts';
import { RESEARCH_MESSAGES } from '../schemas/research.ts';
import { SESSION_MESSAGES } from '../schemas/sessions.ts';
import { SSO_FAILURE_MESSAGES, SSO_MESSAGES } from '../schemas/single-sign-on.ts';
import { STUDENT_RECORD_MESSAGES } from '../schemas/student.ts';
import { DOCUMENT_MESSAGES } from './documents.ts';
import { EMPLOYEE_RECORDS_MESSAGES } from './employee-records.ts';
import { EMPLOYEE_MESSAGES } from './employee.ts';
import { EXAM_MESSAGES } from './exam.ts';
import { FACT_SHEET_MESSAGES } from './fact-sheet.ts';
import {
  ALUMNI_MESSAGES,
  CHARACTER_CERTIFICATE_MESSAGES,
  DROPOUT_MESSAGES,
  GRADUATION_MESSAGES,
  SCHOLARSHIP_MESSAGES,
  SIGNED_REPORT_MESSAGES,
} from './graduation.ts';
import {
  AUTH_MESSAGES,
  REGISTRY_MESSAGES,
  SERVER_MESSAGES,
  SETUP_MESSAGES,
  SPEC_MESSAGES,
  STUDENT_ACADEMICS_MESSAGES,
  STUDENT_IMPORT_MESSAGES,
  STUDENT_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages.ts';
import { PASS_RATE_MESSAGES } from './pass-rate.ts';
import { STATISTICAL_REPORT_MESSAGES } from './statistical-report.ts';
import { TWO_FACTOR_MESSAGES } from './two-factor.ts';
import { USER_ADMIN_MESSAGES } from './users.ts';

/** The contract's message groups by the name their keys start with. A new group is added at the end. */
export const MESSAGE_GROUPS = {
  spec: SPEC_MESSAGES,
  validation: VALIDATION_MESSAGES,
  auth: AUTH_MESSAGES,
  password: { policy: PASSWORD_POLICY_MESSAGE },
  server: SERVER_MESSAGES,
  session: SESSION_MESSAGES,
  twoFactor: TWO_FACTOR_MESSAGES,
  sso: SSO_MESSAGES,
  ssoFailure: SSO_FAILURE_MESSAGES,
  userAdmin: USER_ADMIN_MESSAGES,
  setup: SETUP_MESSAGES,
  registry: REGISTRY_MESSAGES,
  campusImage: CAMPUS_IMAGE_MESSAGES,
  student: STUDENT_MESSAGES,
  studentRecord: STUDENT_RECORD_MESSAGES,
  studentAcademics: STUDENT_ACADEMICS_MESSAGES,
  studentImport: STUDENT_IMPORT_MESSAGES,
  document: DOCUMENT_MESSAGES,
  employee: EMPLOYEE_MESSAGES,
  employeeRecords: EMPLOYEE_RECORDS_MESSAGES,
  exam: EXAM_MESSAGES,
  examResult: EXAM_RESULT_MESSAGES,
  passRate: PASS_RATE_MESSAGES,
  graduation: GRADUATION_MESSAGES,
  dropout: DROPOUT_MESSAGES,
  scholarship: SCHOLARSHIP_MESSAGES,
  characterCertificate: CHARACTER_CERTIFICATE_MESSAGES,
  alumni: ALUMNI_MESSAGES,
  signedReport: SIGNED_REPORT_MESSAGES,
  statisticalReport: STATISTICAL_REPORT_MESSAGES,
  factSheet: FACT_SHEET_MESSAGES,
  receipt: RECEIPT_MESSAGES,
  finance: FINANCE_MESSAGES,
  research: RESEARCH_MESSAGES,
  infrastructure: INFRASTRUCTURE_MESSAGES,
  landArea: LAND_AREA_MESSAGES,
  qaa: QAA_MESSAGES,
  account: ACCOUNT_MESSAGES,
  budget: BUDGET_MESSAGES,
  return: RETURN_MESSAGES,
  batch: BATCH_MESSAGES,
} as const satisfies Record<string, Record<string, unknown>>;

/** Every keyed message: `<group>.<name>` → its English, word for word as the contract says it. */
export const MESSAGE_CATALOGUE: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MESSAGE_GROUPS).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, text]) => [`${group}.${name}`, text]),
  ),
);

const KEY_OF_TEXT = new Map<string, string>();
for (const [key, text] of Object.entries(MESSAGE_CATALOGUE)) if (!KEY_OF_TEXT.has(text)) KEY_OF_TEXT.set(text, key);

/** The key of a message the contract says, or undefined for any other text. */
export function messageKeyOf(text: string): string | undefined {
  return KEY_OF_TEXT.get(text);
}
