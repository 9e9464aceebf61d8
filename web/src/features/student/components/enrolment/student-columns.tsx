/**
 * The columns the student lists share (api-contract 8.1), each with the server's sort key
 * where the list endpoint sorts by it. Screens pick the ones they show, in their order. Their
 * headings are given in English; useStudentColumnHeadings says them in the interface's
 * language, and dates, years and periods show in it (Devanagari digits in Nepali).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Tooltip from '@mui/material/Tooltip';
import { localDigits, type StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { useLanguage } from '../../../../lib/i18n/use-language.ts';
import { usePeriodWords } from './period-words.ts';
import { periodName, type StudentPeriod } from './student-period.ts';

type StudentColumn = PagedColumn<StudentListItem>;

const orDash = (value: string | null | undefined) => value || '—';

/** A date or year, in the interface's digits. */
function Figure({ value }: { value: string | number }) {
  const language = useLanguage();
  return <>{localDigits(value, language)}</>;
}

/** "Second semester", "First year" in the interface's language, or a dash when the record has no period yet. */
function Period({ row }: { row: StudentPeriod }) {
  const periodWords = usePeriodWords();
  const named = periodName(row);
  return <>{named ? periodWords(named.name, named.unit) : '—'}</>;
}

export const STUDENT_COLUMNS = {
  fullName: { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
  dobBs: { id: 'doBBS', header: 'DOB(BS)', cell: (row) => <Figure value={orDash(row.doBBS)} /> },
  ethnicity: { id: 'ethnicity', header: 'Ethnicity', cell: (row) => orDash(row.ethnicity) },
  admissionYear: {
    id: 'admissionYear',
    header: 'Admission Year',
    cell: (row) => <Figure value={row.admissionYear} />,
    sortKey: 'admissionYear',
  },
  batchYear: {
    id: 'batchYear',
    header: 'Batch Year',
    cell: (row) => <Figure value={row.admissionYear} />,
    sortKey: 'admissionYear',
  },
  period: { id: 'semYear', header: 'Semester/Year', cell: (row) => <Period row={row} /> },
  shortPeriod: { id: 'semYear', header: 'Sem/Year', cell: (row) => <Period row={row} /> },
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

export type StudentColumnName = keyof typeof STUDENT_COLUMNS;

/** Each shared column by the column itself: screens pass the very objects above. */
const COLUMN_NAMES = new Map<object, StudentColumnName>(
  Object.entries(STUDENT_COLUMNS).map(([name, column]) => [column, name as StudentColumnName]),
);

/** Says the shared columns' headings in the interface's language; a screen's own columns keep theirs. */
export function useStudentColumnHeadings(): <Row>(columns: readonly PagedColumn<Row>[]) => PagedColumn<Row>[] {
  const { t } = useTranslation('enrolment');
  return useCallback(
    <Row,>(columns: readonly PagedColumn<Row>[]) =>
      columns.map((column) => {
        const name = COLUMN_NAMES.get(column);
        return name ? { ...column, header: t(`columns.${name}`) } : column;
      }),
    [t],
  );
}
