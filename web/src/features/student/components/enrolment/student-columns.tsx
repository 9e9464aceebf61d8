/**
 * The columns the student lists share (api-contract 8.1), each with the server's sort key
 * where the list endpoint sorts by it. Screens pick the ones they show, in their order.
 */
import Tooltip from '@mui/material/Tooltip';
import type { StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { periodLabel } from './student-period.ts';

type StudentColumn = PagedColumn<StudentListItem>;

const orDash = (value: string | null | undefined) => value || '—';

export const STUDENT_COLUMNS = {
  fullName: { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
  dobBs: { id: 'doBBS', header: 'DOB(BS)', cell: (row) => orDash(row.doBBS) },
  ethnicity: { id: 'ethnicity', header: 'Ethnicity', cell: (row) => orDash(row.ethnicity) },
  admissionYear: {
    id: 'admissionYear',
    header: 'Admission Year',
    cell: (row) => row.admissionYear,
    sortKey: 'admissionYear',
  },
  batchYear: { id: 'batchYear', header: 'Batch Year', cell: (row) => row.admissionYear, sortKey: 'admissionYear' },
  period: { id: 'semYear', header: 'Semester/Year', cell: (row) => periodLabel(row) },
  shortPeriod: { id: 'semYear', header: 'Sem/Year', cell: (row) => periodLabel(row) },
  rollNo: { id: 'rollNoManual', header: 'Roll No', cell: (row) => orDash(row.rollNoManual), sortKey: 'rollNoManual' },
  regdNo: {
    id: 'universityRegdNo',
    header: 'Uni Reg. No.',
    cell: (row) => orDash(row.universityRegdNo),
    sortKey: 'universityRegdNo',
  },
  symbolNo: { id: 'symbolNo', header: 'Symbol', cell: (row) => orDash(row.symbolNo) },
  phone: { id: 'phoneNumber', header: 'Phone No.', cell: (row) => orDash(row.phoneNumber) },
  faculty: { id: 'facultyName', header: 'Faculty', cell: (row) => row.facultyName },
  program: {
    id: 'program',
    header: 'Program',
    // The short name keeps the wide table readable; the full name is in the tooltip.
    cell: (row) => (
      <Tooltip title={row.programName}>
        <span>{row.programShortName || row.programName}</span>
      </Tooltip>
    ),
    sortKey: 'program',
  },
  programName: { id: 'programName', header: 'Program', cell: (row) => row.programName, sortKey: 'program' },
  major: { id: 'majorSubjectName', header: 'Program major', cell: (row) => orDash(row.majorSubjectName) },
  section: { id: 'section', header: 'Section', cell: (row) => orDash(row.section) },
} satisfies Record<string, StudentColumn>;
