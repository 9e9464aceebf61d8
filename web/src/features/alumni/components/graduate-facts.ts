/** A graduation (a pending submission or a graduate) as the staff's dialogs show it. */
import { GRADUATION_FILE_KINDS, type Graduation, type GraduationFileKind } from '@hemis/contracts';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import type { Fact } from '../../student/components/enrolment/student-details.tsx';

export function graduateFacts(row: Graduation): Fact[] {
  return [
    ['Name (English)', row.applicantNameEng],
    ['Name (Nepali)', row.applicantNameNep],
    ['Email', row.email],
    ['Contact Number', row.contactNo],
    ['Gender', row.gender],
    ['Ethnic Group', row.ethinicity],
    ['Date of Birth', [row.doBNepali, row.doBEng].filter(Boolean).join(' / ')],
    ['Address', row.studentAddress],
    ['Father Name', row.fatherName],
    ['Mother Name', row.motherName],
    ['Campus', row.campusName],
    ['Program', `${row.programName} (${row.levelName})`],
    ['Fiscal Year', row.fiscalYear.yearNepali],
    ['Enrolled Year', row.enrolledYear],
    ['Passed Year', row.passedYear],
    ['Grade/Division', row.division],
    ['GPA/Percentage', row.gpa],
    ['Registration No.', row.studentRegNo],
    ['Symbol No.', row.symbolNoUniversity],
    ['Campus Roll No.', row.campusRolNo],
    ['University Issue No.', row.universityIssueNo],
    ['Date of Issue', [row.issueDateNep, row.issueDateEng].filter(Boolean).join(' / ')],
    ['Remarks', row.remarks],
  ];
}

/** What each of a graduation's files is called, on the staff's form and in the review. */
export const GRADUATION_FILE_LABELS: Record<GraduationFileKind, string> = {
  uploadPPSizePhoto: 'PP Size Photo',
  uploadSignature: 'Signature',
  uploadReceipt: 'Receipt',
  uploadTranscript: 'Transcript',
  uploadOtherDoc: 'Other Documents',
};

/** The files the graduation has, by their labels and authenticated addresses. */
export function graduateFiles(row: Graduation): { label: string; url: string }[] {
  const urls = row as unknown as Record<GraduationFileKind, string | null>;
  return GRADUATION_FILE_KINDS.flatMap((kind) =>
    urls[kind] ? [{ label: GRADUATION_FILE_LABELS[kind], url: urls[kind] }] : [],
  );
}

/** The columns every list of graduations opens with: who, and the program's years. */
export const GRADUATE_COLUMNS: PagedColumn<Graduation>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.applicantNameEng },
  { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
  { id: 'program', header: 'Program', cell: (row) => row.programName },
  { id: 'enrolled', header: 'Enrolled Year', cell: (row) => row.enrolledYear },
  { id: 'passed', header: 'Passed Year', cell: (row) => row.passedYear },
];
