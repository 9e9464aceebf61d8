/**
 * The messages the registration form can show on its fields, each under its key in the
 * student messages' `validation`: the contract's (word for word the spec's, and the server's
 * 400 answers say the same) and the form's own rules. The stepper says them in the language
 * shown; the English file repeats them word for word (student-form-messages.test.ts).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AUTH_MESSAGES,
  SETUP_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_RECORD_MESSAGES,
  VALIDATION_MESSAGES,
} from '@hemis/contracts';
import { messageTranslation, type MessageTranslation } from '../../../../components/form/index.ts';
import { STUDENT_RULE_MESSAGES } from './student-form-values.ts';

export const STUDENT_FORM_MESSAGES = {
  firstNameRequired: VALIDATION_MESSAGES.firstNameRequired,
  lastNameRequired: VALIDATION_MESSAGES.lastNameRequired,
  genderRequired: VALIDATION_MESSAGES.genderRequired,
  phoneInvalid: STUDENT_MESSAGES.phoneInvalid,
  // The schemas' optional email says this one.
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  dateOfBirthInvalid: STUDENT_MESSAGES.dateOfBirthInvalid,
  nationalityInvalid: STUDENT_MESSAGES.nationalityInvalid,
  wardInvalid: STUDENT_MESSAGES.wardInvalid,
  levelRequired: STUDENT_MESSAGES.levelRequired,
  facultyRequired: STUDENT_MESSAGES.facultyRequired,
  programRequired: STUDENT_MESSAGES.programRequired,
  admissionYearRequired: STUDENT_MESSAGES.admissionYearRequired,
  dateOfEnrollmentInvalid: STUDENT_MESSAGES.dateOfEnrollmentInvalid,
  transferredDateInvalid: STUDENT_MESSAGES.transferredDateInvalid,
  entranceScoreInvalid: STUDENT_MESSAGES.entranceScoreInvalid,
  amountInvalid: STUDENT_MESSAGES.amountInvalid,
  transferredFromRequired: STUDENT_RECORD_MESSAGES.transferredFromRequired,
  semesterInvalid: SETUP_MESSAGES.semesterInvalid,
  yearInvalid: SETUP_MESSAGES.yearInvalid,
  ...STUDENT_RULE_MESSAGES,
} as const;

export type StudentFormMessage = keyof typeof STUDENT_FORM_MESSAGES;

/** The registration form's messages in the language shown; others (a server's answer) as given. */
export function useStudentMessageTranslation(): MessageTranslation {
  const { t } = useTranslation('student');
  return useMemo(
    () => messageTranslation<StudentFormMessage>(STUDENT_FORM_MESSAGES, (key) => t(`validation.${key}`)),
    [t],
  );
}
